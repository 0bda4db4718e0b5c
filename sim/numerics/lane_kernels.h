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

// Everything one kernel call reads.
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
