#include "sim/numerics/lane_dot.h"

#include <atomic>
#include <cmath>

#include "sim/numerics/cpu_isa.h"
#include "sim/numerics/lane_kernels.h"

namespace sim::numerics {
namespace {

std::atomic<bool> portable_only{false};  // tests force the portable kernels

// the AVX2 kernels when the active ISA (cpu_isa.h: the host's, or MXSIM_ISA) has them
bool has_avx2() { return active_isa() >= Isa::Avx2 && !portable_only.load(std::memory_order_relaxed); }

}  // namespace

double LaneOperands::pow2(int32_t e) { return std::ldexp(1.0, e); }

bool lanes::kernels_apply(const DotConfig& config, const DotOutput& output) {
  const bool rounding = (output.fraction_bits == 23 && (output.rounding == RoundingMode::NearestEven ||
                                                        output.rounding == RoundingMode::TowardZero)) ||
                        (output.fraction_bits < 23 && output.rounding == RoundingMode::TowardZero);
  const bool join =
      (config.join == AccumulatorJoin::Fused && config.grouping == Grouping::Contiguous) ||
      (config.join == AccumulatorJoin::AddedLast && config.grouping != Grouping::EvenOdd &&
       config.scales == ScaleEntry::ProductExponent &&
       (output.final_rounding == RoundingMode::NearestEven || output.final_rounding == RoundingMode::TowardZero)) ||
      (config.join == AccumulatorJoin::AfterProducts && config.grouping != Grouping::Mod4Halves &&
       config.scales == ScaleEntry::ProductExponent);
  return output.format == Format::FP32 && rounding && join && config.group_terms > 0 && config.group_terms <= 64;
}

void use_portable_lanes(bool portable) { portable_only.store(portable, std::memory_order_relaxed); }

bool lane_dot_applies(const DotConfig& config, const DotOutput& output) {
  // CEntry::AddedToResult goes through compact_dot / fused_dot (one more add per element)
  return config.c_entry == CEntry::RunningSum && lanes::kernels_apply(config, output);
}

void lane_dot(const DotConfig& config, const DotOutput& output, const LaneOperands& a, size_t a_at,
              const LaneOperands& b, size_t b_at, size_t k, const int32_t* scale_exponent, const uint32_t* c_bits,
              uint32_t* result_bits, bool* done) {
  const lanes::LaneInputs in{
      a.value(a_at), a.exp(a_at),     a.nominal(a_at), a.top(a_at),    b.value(b_at),
      b.exp(b_at),   b.nominal(b_at), b.top(b_at),     scale_exponent, a.tops_bounded() && b.tops_bounded()};
  if (has_avx2()) return lanes::avx2::lane_dot(config, output, in, k, c_bits, result_bits, done);
  lanes::portable::lane_dot(config, output, in, k, c_bits, result_bits, done);
}

}  // namespace sim::numerics
