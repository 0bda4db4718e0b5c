// The compact accumulation models (fused contiguous groups, and the AddedLast and AfterProducts
// joins with their groupings, for an FP32 result: lanes::kernels_apply in lane_kernels.h)
// evaluated for kLanes output elements in lock-step, in binary64 (AVX2, or the same operations on
// SSE2): every product a*b*2^(scale - lsb) is exact in a double (MX significands have at most 4
// bits), a floor or trunc cuts it to the 2^lsb grid exactly, integer-valued doubles below 2^53 add
// exactly, and the exact group sum converts to FP32 with one IEEE rounding. The same integers as
// compact_dot, several outputs per instruction. Lanes whose sums would need more than 53 bits are
// flagged for compact_dot / fused_dot.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "sim/numerics/compact_dot.h"

namespace sim::numerics {

inline constexpr size_t kLanes = 8;
// The operands a lane bound covers (LaneOperands::bound_sub_blocks).
inline constexpr size_t kLaneSubBlock = 8;

bool lane_dot_applies(const DotConfig& config, const DotOutput& output);

// Use the portable (SSE2) kernels even where AVX2 exists (tests run both).
void use_portable_lanes(bool portable);

// Operands for lane_dot: `count` vectors of k operands, kLanes vectors interleaved per k when
// `interleaved` (B's columns), or one plain vector (A's row).
class LaneOperands {
 public:
  LaneOperands(size_t count, size_t k)
      : k_(k), value_(count * k), exp_(count * k), nominal_(count * k), top_(count * k) {}
  void set(size_t at, const CompactOperand& op) { set(at, op, value_of(op)); }
  // with its value_of(op) computed once (per element code, by the caller)
  void set(size_t at, const CompactOperand& op, double value) {
    value_[at] = value;
    tops_bounded_ = tops_bounded_ && op.top <= op.nominal + 1;
    exp_[at] = op.exp;
    nominal_[at] = op.nominal;
    top_[at] = op.top;
  }
  static double value_of(const CompactOperand& op) {
    return op.sig == 0 ? 0.0 : static_cast<double>(op.sig) * pow2(op.exp);
  }
  const double* value(size_t offset) const { return value_.data() + offset; }
  const int32_t* exp(size_t offset) const { return exp_.data() + offset; }
  const int32_t* nominal(size_t offset) const { return nominal_.data() + offset; }
  const int32_t* top(size_t offset) const { return top_.data() + offset; }
  // Every operand set so far lies below 2^(nominal + 1) (so a product's top bit is bounded by its
  // nominal exponent + 2, and the kernel need not track tops separately).
  bool tops_bounded() const { return tops_bounded_; }
  // Bounds per kLaneSubBlock operands of the first `vectors` vectors (`lanes`: 1 for plain
  // vectors, kLanes for interleaved ones), from the operands set so far: the largest nominal
  // exponent (zeros included: theirs sinks below every grid), and the exponent of the lowest bit of
  // any nonzero operand (lanes::kSubBlockNoLow where all 8 are zero). The lane kernels bound a
  // group's products with them (lane_kernel_body.h, uncut_group). Needs k a multiple of 8.
  void bound_sub_blocks(size_t vectors, size_t lanes);
  void drop_sub_block_bounds() { sub_blocks_bounded_ = false; }  // the kernels get none
  bool sub_blocks_bounded() const { return sub_blocks_bounded_; }
  // At an operand offset (a vector's start): its first sub-block's entries.
  const int32_t* sub_nominal(size_t offset) const { return sub_nominal_.data() + offset / kLaneSubBlock; }
  const int32_t* sub_low(size_t offset) const { return sub_low_.data() + offset / kLaneSubBlock; }

 private:
  static double pow2(int32_t e);
  size_t k_;
  bool tops_bounded_ = true;
  bool sub_blocks_bounded_ = false;
  std::vector<double> value_;
  std::vector<int32_t> exp_, nominal_, top_;
  std::vector<int32_t> sub_nominal_, sub_low_;
};

// How the uncut groups (lane_kernel_body.h, uncut_group) have fared on one thread: data whose
// products the alignment cuts do shorten (fewer fraction bits than the products span, or codes
// drawn from a whole format) fail nearly every try, and each try costs a pass over the group's
// bounds, so once a quarter of the recent tries (at least 64; the counts halve at 256, so that a
// product is not judged by the one before it) have failed the thread stops trying, and tries
// afresh after kResample groups (the data may have changed). mx_matmul keeps one per thread across
// products: an MFMA-sized product has too few groups to learn from alone. Speed only: both paths
// give the same bits.
struct UncutTries {
  static constexpr uint32_t kResample = 1u << 14;
  uint32_t tries = 0, failures = 0, skipped = 0;
  bool worth_trying() const { return tries < 64 || failures * 4 < tries; }
  void tried() {
    if (++tries >= 256) {
      tries /= 2;
      failures /= 2;
    }
  }
  void failed() { ++failures; }
  void count_skipped() {  // a group not tried: after kResample of them, try afresh
    if (++skipped >= kResample) *this = UncutTries{};
  }
};

// This thread's record, which mx_matmul hands the kernels (a product split over threads uses each
// thread's own); reset_uncut_tries forgets the calling thread's, so that its next product tries
// afresh (for tests, whose earlier products would otherwise decide whether a later one tries).
UncutTries& this_thread_uncut_tries();
void reset_uncut_tries();

// Whether the lane kernels can use operand bounds for this config (uncut groups or partials): not
// with exact alignment outside ScaleEntry::PartialSum.
bool lanes_use_bounds(const DotConfig& config);

// Row `a` (offset a_at, k operands) against the kLanes interleaved columns of `b` (offset b_at,
// [k][kLanes]); scale_exponent is [k/32][kLanes]; c_bits and result_bits are FP32 per lane.
// done[lane] tells whether the lane's result is final. `uncut`: a record shared by the calls of one
// run (may be null: no record kept).
void lane_dot(const DotConfig& config, const DotOutput& output, const LaneOperands& a, size_t a_at,
              const LaneOperands& b, size_t b_at, size_t k, const int32_t* scale_exponent, const uint32_t* c_bits,
              uint32_t* result_bits, bool* done, UncutTries* uncut = nullptr);

}  // namespace sim::numerics
