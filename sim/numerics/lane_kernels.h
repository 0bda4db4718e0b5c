// What lane_dot.cc hands the lane kernels (lane_kernel_body.h), and their entry points: one build
// of the same kernel per ISA, AVX2 (lane_kernels_avx2.cc) and any x86-64 (lane_kernels_portable.cc,
// SSE2), bit for bit the same results.
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>

#include "sim/numerics/compact_dot.h"
#include "sim/numerics/lane_dot.h"

namespace sim::numerics::lanes {

using compact::kNoExponent;
constexpr size_t L = kLanes;
constexpr int32_t kNoLow = std::numeric_limits<int32_t>::max();
// The operands a sub-block bound covers (LaneOperands::bound_sub_blocks), and its lowest bit
// where the sub-block holds no nonzero operand: above every grid, and two of them plus a scale
// still fit an int32.
constexpr size_t kSubBlock = kLaneSubBlock;
constexpr int32_t kSubBlockNoLow = 1 << 28;

// Everything one kernel call reads (and the run's UncutTries, which it updates).
struct LaneInputs {
  const double* a_value;
  const int32_t* a_exp;
  const int32_t* a_nominal;
  const int32_t* a_top;
  const double* b_value;
  const int32_t* b_exp;
  const int32_t* b_nominal;
  const int32_t* b_top;
  const int32_t* scale_exponent;  // [k/32][kLanes]
  bool tops_bounded;              // LaneOperands::tops_bounded of both operands
  // The largest nominal exponent and the lowest bit of any nonzero operand per kSubBlock operands
  // (LaneOperands::bound_sub_blocks): a's [k/kSubBlock], b's [k/kSubBlock][kLanes]. Null where the
  // caller has none.
  const int32_t* a_sub_nominal;
  const int32_t* a_sub_low;
  const int32_t* b_sub_nominal;
  const int32_t* b_sub_low;
  UncutTries* uncut;  // the caller's record of uncut groups (lane_dot.h); may be null
};

// The cases the kernels compute (the others go to compact_dot / fused_dot).
bool kernels_apply(const DotConfig& config, const DotOutput& output);

// The compact model for kLanes outputs: result_bits (FP32 per lane) and done[lane] (whether the
// lane's result is final; the caller recomputes the others).
namespace avx2 {
void lane_dot(const DotConfig& config, const DotOutput& output, const LaneInputs& in, size_t k, const uint32_t* c_bits,
              uint32_t* result_bits, bool* done);
}
namespace portable {
void lane_dot(const DotConfig& config, const DotOutput& output, const LaneInputs& in, size_t k, const uint32_t* c_bits,
              uint32_t* result_bits, bool* done);
}

}  // namespace sim::numerics::lanes
