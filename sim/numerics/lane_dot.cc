#include "sim/numerics/lane_dot.h"

#include <algorithm>
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

void LaneOperands::bound_sub_blocks(size_t vectors, size_t lanes) {
  constexpr size_t kSub = kLaneSubBlock;
  if (k_ % kSub != 0) return;
  const size_t subs = k_ / kSub;
  sub_nominal_.resize(value_.size() / kSub);
  sub_low_.resize(value_.size() / kSub);
  for (size_t v = 0; v < vectors; ++v)
    for (size_t sub = 0; sub < subs; ++sub)
      for (size_t l = 0; l < lanes; ++l) {
        int32_t nominal = compact::kNoExponent, low = lanes::kSubBlockNoLow;
        for (size_t kk = sub * kSub; kk < sub * kSub + kSub; ++kk) {
          const size_t at = (v * k_ + kk) * lanes + l;
          nominal = std::max(nominal, nominal_[at]);
          if (value_[at] != 0.0) low = std::min(low, exp_[at]);
        }
        sub_nominal_[(v * subs + sub) * lanes + l] = nominal;
        sub_low_[(v * subs + sub) * lanes + l] = low;
      }
  sub_blocks_bounded_ = true;
}

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

UncutTries& this_thread_uncut_tries() {
  thread_local UncutTries record;
  return record;
}

void reset_uncut_tries() { this_thread_uncut_tries() = UncutTries{}; }

bool lanes_use_bounds(const DotConfig& config) {
  return config.scales == ScaleEntry::PartialSum || config.fraction_bits < kExactAlignment;
}

void use_portable_lanes(bool portable) { portable_only.store(portable, std::memory_order_relaxed); }

bool lane_dot_applies(const DotConfig& config, const DotOutput& output) {
  // CEntry::AddedToResult goes through compact_dot / fused_dot (one more add per element)
  return config.c_entry == CEntry::RunningSum && lanes::kernels_apply(config, output);
}

void lane_dot(const DotConfig& config, const DotOutput& output, const LaneOperands& a, size_t a_at,
              const LaneOperands& b, size_t b_at, size_t k, const int32_t* scale_exponent, const uint32_t* c_bits,
              uint32_t* result_bits, bool* done, UncutTries* uncut) {
  const bool bounded = a.sub_blocks_bounded() && b.sub_blocks_bounded();
  const lanes::LaneInputs in{a.value(a_at),
                             a.exp(a_at),
                             a.nominal(a_at),
                             a.top(a_at),
                             b.value(b_at),
                             b.exp(b_at),
                             b.nominal(b_at),
                             b.top(b_at),
                             scale_exponent,
                             a.tops_bounded() && b.tops_bounded(),
                             bounded ? a.sub_nominal(a_at) : nullptr,
                             bounded ? a.sub_low(a_at) : nullptr,
                             bounded ? b.sub_nominal(b_at) : nullptr,
                             bounded ? b.sub_low(b_at) : nullptr,
                             uncut};
  if (has_avx2()) return lanes::avx2::lane_dot(config, output, in, k, c_bits, result_bits, done);
  lanes::portable::lane_dot(config, output, in, k, c_bits, result_bits, done);
}

}  // namespace sim::numerics
