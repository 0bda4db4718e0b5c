// The fused dot-product engine's arithmetic, specialised to MX element operands held as small
// integers and an FP32 accumulator, for mx_matmul's speed. It evaluates exactly the same model as
// fused_dot (dot.cc) and declines (returns false) whenever a case needs the general engine:
// NaN/Inf anywhere, an FP32 overflow, or a sum wider than 62 bits. Tests compare the two.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "sim/numerics/bit_ops.h"
#include "sim/numerics/dot.h"

namespace sim::numerics {

// An element as the engine sees it: value = sig * 2^exp (sig signed, 0 for zero), aligned on
// `nominal` (the binade, or the format's minimum normal exponent for subnormals).
struct CompactOperand {
  int32_t sig = 0;
  int32_t exp = 0;
  int32_t nominal = 0;
  int32_t top = 0;  // exp + bit length of |sig|: products stay below 2^(top_a + top_b)
};

namespace compact {

inline constexpr int32_t kNoExponent = -(1 << 29);  // below every grid (as dot.cc's)
inline constexpr size_t kMaxTerms = 130;

struct Term {
  int64_t sig = 0;  // signed
  int32_t exp = 0;
  int32_t nominal = kNoExponent;
};

// Terms in structure-of-arrays form so the compiler vectorises the per-term loops.
struct Terms {
  int64_t sig[kMaxTerms];
  int32_t exp[kMaxTerms];
  int32_t nominal[kMaxTerms];
  int32_t top[kMaxTerms];  // an upper bound on exp + bit length of |sig|
  size_t count = 0;

  void clear() { count = 0; }
  void push(const Term& t) {
    const uint64_t magnitude = static_cast<uint64_t>(t.sig < 0 ? -t.sig : t.sig);
    sig[count] = t.sig;
    exp[count] = t.exp;
    nominal[count] = t.nominal;
    top[count] = magnitude == 0 ? kNoExponent : t.exp + msb_index(magnitude) + 1;
    ++count;
  }
  Term at(size_t i) const { return Term{sig[i], exp[i], nominal[i]}; }
};

}  // namespace compact

// Per-thread working storage for compact_dot (allocate one per worker, not per call).
struct CompactScratch {
  compact::Terms terms, part_a, part_b;
};

// Returns false for NaN/Inf or significands of 24 bits or more.
bool make_compact(const Operand& operand, CompactOperand& compact);

// K operands in structure-of-arrays form (the loops over K then vectorise).
struct CompactVector {
  const int32_t* sig = nullptr;
  const int32_t* exp = nullptr;
  const int32_t* nominal = nullptr;
  const int32_t* top = nullptr;
  const uint32_t* magnitude = nullptr;  // |sig|
  const int32_t* negative = nullptr;    // all ones where sig < 0, else 0
};

// Owns the arrays behind CompactVectors: `count` vectors of `k` operands each.
class CompactMatrix {
 public:
  CompactMatrix(size_t count, size_t k)
      : k_(k),
        sig_(count * k),
        exp_(count * k),
        nominal_(count * k),
        top_(count * k),
        magnitude_(count * k),
        negative_(count * k) {}
  void set(size_t vector, size_t index, const CompactOperand& op) {
    const size_t at = vector * k_ + index;
    sig_[at] = op.sig;
    exp_[at] = op.exp;
    nominal_[at] = op.nominal;
    top_[at] = op.top;
    magnitude_[at] = static_cast<uint32_t>(op.sig < 0 ? -op.sig : op.sig);
    negative_[at] = op.sig < 0 ? -1 : 0;
  }
  CompactVector view(size_t vector) const {
    const size_t at = vector * k_;
    return {sig_.data() + at, exp_.data() + at,       nominal_.data() + at,
            top_.data() + at, magnitude_.data() + at, negative_.data() + at};
  }

 private:
  size_t k_;
  std::vector<int32_t> sig_, exp_, nominal_, top_;
  std::vector<uint32_t> magnitude_;
  std::vector<int32_t> negative_;
};

// One output element over K = blocks * 32 products. `scale_exponent[blk]` is sa + sb - 254 for
// block blk. On success writes the FP32 result bits.
bool compact_dot(const DotConfig& config, const DotOutput& output, const CompactVector& a, const CompactVector& b,
                 size_t k, const int32_t* scale_exponent, uint32_t c_bits, CompactScratch& scratch,
                 uint32_t& result_bits);

}  // namespace sim::numerics
