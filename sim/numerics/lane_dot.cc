#include "sim/numerics/lane_dot.h"

#include <immintrin.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

namespace sim::numerics {
namespace {

using compact::kNoExponent;
constexpr size_t L = kLanes;
constexpr int32_t kNoLow = std::numeric_limits<int32_t>::max();

// 2^e as a double from its bit pattern (|e| <= 1022).
__attribute__((always_inline)) inline double pow2_bits(int64_t e) {
  const uint64_t bits = static_cast<uint64_t>(e + 1023) << 52;
  double value;
  std::memcpy(&value, &bits, 8);
  return value;
}

}  // namespace

double LaneOperands::pow2(int32_t e) { return std::ldexp(1.0, e); }

bool lane_dot_applies(const DotConfig& config, const DotOutput& output) {
  return config.join == AccumulatorJoin::Fused && config.scales == ScaleEntry::ProductExponent &&
         config.grouping == Grouping::Contiguous && output.format == Format::FP32 && output.fraction_bits == 23 &&
         (output.rounding == RoundingMode::NearestEven || output.rounding == RoundingMode::TowardZero);
}

namespace {

// The definition, one lane at a time (any x86-64 or other CPU).
void lane_dot_portable(const DotConfig& config, const LaneOperands& a, size_t a_at, const LaneOperands& b, size_t b_at,
                       size_t k, const int32_t* scale_exponent, const uint32_t* c_bits, uint32_t* result_bits,
                       bool* done) {
  const double* a_value = a.value(a_at);
  const int32_t* a_exp = a.exp(a_at);
  const int32_t* a_nominal = a.nominal(a_at);
  const int32_t* a_top = a.top(a_at);
  const double* b_value = b.value(b_at);
  const int32_t* b_exp = b.exp(b_at);
  const int32_t* b_nominal = b.nominal(b_at);
  const int32_t* b_top = b.top(b_at);
  const size_t group = config.group_terms > 0 ? static_cast<size_t>(config.group_terms) : std::max<size_t>(k, 1);
  const bool exact = config.fraction_bits >= kExactAlignment;
  const bool floor_terms = config.align == AlignRounding::Down;
  const bool toward_zero = config.output_rounding == RoundingMode::TowardZero;
  bool ok[L];
  float accumulator[L];
  for (size_t l = 0; l < L; ++l) {
    ok[l] = true;
    std::memcpy(&accumulator[l], &c_bits[l], 4);
  }
  for (size_t start = 0; start < k; start += group) {
    const size_t end = std::min(k, start + group);
    // 1. The running sum re-enters aligned on its binade (FP32 subnormals and zero on -126).
    int32_t max_nominal[L], top[L], low[L], lsb[L];
    double c_value[L];
    for (size_t l = 0; l < L; ++l) {
      uint32_t bits;
      std::memcpy(&bits, &accumulator[l], 4);
      const int32_t field = static_cast<int32_t>((bits >> 23) & 0xFF);
      const uint32_t significand = field == 0 ? (bits & 0x7F'FFFFu) : ((bits & 0x7F'FFFFu) | 0x80'0000u);
      const int32_t exponent = field == 0 ? -149 : field - 150;
      c_value[l] = static_cast<double>(accumulator[l]);
      max_nominal[l] = field == 0 ? -126 : field - 127;
      top[l] = significand != 0 ? exponent + 32 - __builtin_clz(significand) : kNoExponent;
      low[l] = significand != 0 ? exponent : kNoLow;
      ok[l] = ok[l] && field != 0xFF;
    }
    // 2. The alignment exponent and the span, straight from the operands.
    for (size_t i = start; i < end; ++i) {
      const int32_t* scale = scale_exponent + (i / 32) * L;
      for (size_t l = 0; l < L; ++l) {
        max_nominal[l] = std::max(max_nominal[l], a_nominal[i] + b_nominal[i * L + l] + scale[l]);
        top[l] = std::max(top[l], a_top[i] + b_top[i * L + l] + scale[l]);
      }
      if (exact)
        for (size_t l = 0; l < L; ++l) {
          const int32_t e = a_exp[i] + b_exp[i * L + l] + scale[l];
          low[l] = std::min(low[l], e > kNoExponent / 4 ? e : kNoLow);
        }
    }
    double sum[L], unit[L];
    for (size_t l = 0; l < L; ++l) {
      lsb[l] = exact ? (low[l] == kNoLow ? 0 : low[l]) : max_nominal[l] - config.fraction_bits;
      const bool any = top[l] > kNoExponent / 2;
      // Sums stay exact below 2^53; the scale factors stay normal doubles.
      ok[l] = ok[l] && (!any || static_cast<int64_t>(top[l]) - lsb[l] + 8 <= 53) && lsb[l] > -700 && lsb[l] < 700;
      const int32_t safe_lsb = ok[l] ? lsb[l] : 0;
      unit[l] = pow2_bits(-safe_lsb);
      const double c_scaled = c_value[l] * unit[l];
      sum[l] = floor_terms ? std::floor(c_scaled) : std::trunc(c_scaled);
    }
    // 3. Every product cut at 2^lsb and summed exactly.
    for (size_t i = start; i < end;) {
      const size_t block_end = std::min(end, (i / 32 + 1) * 32);
      const int32_t* scale = scale_exponent + (i / 32) * L;
      double factor[L];
      for (size_t l = 0; l < L; ++l) factor[l] = pow2_bits(std::clamp<int64_t>(scale[l], -300, 300)) * unit[l];
      for (; i < block_end; ++i) {
        const double av = a_value[i];
        if (floor_terms) {
          for (size_t l = 0; l < L; ++l) sum[l] += std::floor(av * b_value[i * L + l] * factor[l]);
        } else {
          for (size_t l = 0; l < L; ++l) sum[l] += std::trunc(av * b_value[i * L + l] * factor[l]);
        }
      }
    }
    // 4. One IEEE rounding of the exact sum to FP32 (nearest even, or toward zero by stepping
    // back one ulp when the nearest rounding went up in magnitude); a zero sum is +0.
    for (size_t l = 0; l < L; ++l) {
      const double value = (sum[l] + 0.0) * pow2_bits(ok[l] ? lsb[l] : 0);
      float rounded = static_cast<float>(value);
      if (toward_zero && std::fabs(static_cast<double>(rounded)) > std::fabs(value)) {
        uint32_t bits;
        std::memcpy(&bits, &rounded, 4);
        bits -= 1;
        std::memcpy(&rounded, &bits, 4);
      }
      accumulator[l] = rounded;
    }
  }
  for (size_t l = 0; l < L; ++l) {
    std::memcpy(&result_bits[l], &accumulator[l], 4);
    done[l] = ok[l];
  }
}

// 2^e for eight int32 exponents (|e| <= 1022), as two vectors of four doubles.
__attribute__((target("avx2"))) inline void pow2_avx2(__m256i e, __m256d& low, __m256d& high) {
  const __m256i bias = _mm256_set1_epi64x(1023);
  low = _mm256_castsi256_pd(_mm256_slli_epi64(_mm256_add_epi64(_mm256_cvtepi32_epi64(_mm256_castsi256_si128(e)), bias), 52));
  high = _mm256_castsi256_pd(
      _mm256_slli_epi64(_mm256_add_epi64(_mm256_cvtepi32_epi64(_mm256_extracti128_si256(e, 1)), bias), 52));
}

// The same computation as lane_dot_portable with AVX2 registers holding all eight lanes; kFloor
// selects floor (AlignRounding::Down) over truncation as the cut (an immediate of vroundpd).
template <bool kFloor>
__attribute__((target("avx2"))) void lane_dot_avx2(const DotConfig& config, const LaneOperands& a, size_t a_at,
                                                   const LaneOperands& b, size_t b_at, size_t k,
                                                   const int32_t* scale_exponent, const uint32_t* c_bits,
                                                   uint32_t* result_bits, bool* done) {
  const double* a_value = a.value(a_at);
  const int32_t* a_exp = a.exp(a_at);
  const int32_t* a_nominal = a.nominal(a_at);
  const int32_t* a_top = a.top(a_at);
  const double* b_value = b.value(b_at);
  const int32_t* b_exp = b.exp(b_at);
  const int32_t* b_nominal = b.nominal(b_at);
  const int32_t* b_top = b.top(b_at);
  const size_t group = config.group_terms > 0 ? static_cast<size_t>(config.group_terms) : std::max<size_t>(k, 1);
  const bool exact = config.fraction_bits >= kExactAlignment;
  const bool toward_zero = config.output_rounding == RoundingMode::TowardZero;
  constexpr int rounding = kFloor ? (_MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC) : (_MM_FROUND_TO_ZERO | _MM_FROUND_NO_EXC);
  const __m256i no_exponent = _mm256_set1_epi32(kNoExponent), no_low = _mm256_set1_epi32(kNoLow);
  const __m256i fraction_bits = _mm256_set1_epi32(config.fraction_bits);
  __m256i accumulator = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(c_bits));
  __m256i failed = _mm256_setzero_si256();  // all ones in lanes that must be recomputed
  for (size_t start = 0; start < k; start += group) {
    const size_t end = std::min(k, start + group);
    // 1. The running sum as a term: field 0 aligns on -126; the top bound is nominal + 1.
    const __m256i field = _mm256_and_si256(_mm256_srli_epi32(accumulator, 23), _mm256_set1_epi32(0xFF));
    const __m256i field_zero = _mm256_cmpeq_epi32(field, _mm256_setzero_si256());
    const __m256i nonzero = _mm256_xor_si256(
        _mm256_cmpeq_epi32(_mm256_and_si256(accumulator, _mm256_set1_epi32(0x7FFF'FFFF)), _mm256_setzero_si256()),
        _mm256_set1_epi32(-1));
    failed = _mm256_or_si256(failed, _mm256_cmpeq_epi32(field, _mm256_set1_epi32(0xFF)));
    __m256i max_nominal = _mm256_blendv_epi8(_mm256_sub_epi32(field, _mm256_set1_epi32(127)), _mm256_set1_epi32(-126), field_zero);
    __m256i top = _mm256_blendv_epi8(no_exponent, _mm256_add_epi32(max_nominal, _mm256_set1_epi32(1)), nonzero);
    __m256i low = _mm256_blendv_epi8(
        no_low, _mm256_blendv_epi8(_mm256_sub_epi32(field, _mm256_set1_epi32(150)), _mm256_set1_epi32(-149), field_zero),
        nonzero);
    const __m256 c_float = _mm256_castsi256_ps(accumulator);
    const __m256d c_low = _mm256_cvtps_pd(_mm256_castps256_ps128(c_float));
    const __m256d c_high = _mm256_cvtps_pd(_mm256_extractf128_ps(c_float, 1));
    // 2. Alignment exponent and span from the operands.
    for (size_t i = start; i < end; ++i) {
      const __m256i scale = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(scale_exponent + (i / 32) * L));
      const __m256i nominal = _mm256_add_epi32(
          _mm256_add_epi32(_mm256_set1_epi32(a_nominal[i]), _mm256_loadu_si256(reinterpret_cast<const __m256i*>(b_nominal + i * L))),
          scale);
      const __m256i term_top = _mm256_add_epi32(
          _mm256_add_epi32(_mm256_set1_epi32(a_top[i]), _mm256_loadu_si256(reinterpret_cast<const __m256i*>(b_top + i * L))), scale);
      max_nominal = _mm256_max_epi32(max_nominal, nominal);
      top = _mm256_max_epi32(top, term_top);
      if (exact) {
        const __m256i e = _mm256_add_epi32(
            _mm256_add_epi32(_mm256_set1_epi32(a_exp[i]), _mm256_loadu_si256(reinterpret_cast<const __m256i*>(b_exp + i * L))), scale);
        const __m256i real = _mm256_cmpgt_epi32(e, _mm256_set1_epi32(kNoExponent / 4));
        low = _mm256_min_epi32(low, _mm256_blendv_epi8(no_low, e, real));
      }
    }
    __m256i lsb = exact ? _mm256_blendv_epi8(low, _mm256_setzero_si256(), _mm256_cmpeq_epi32(low, no_low))
                        : _mm256_sub_epi32(max_nominal, fraction_bits);
    // Span below 2^53 (or every term zero) and lsb inside the normal-double range of the factors.
    const __m256i any = _mm256_cmpgt_epi32(top, _mm256_set1_epi32(kNoExponent / 2));
    const __m256i too_wide = _mm256_cmpgt_epi32(_mm256_sub_epi32(top, lsb), _mm256_set1_epi32(53 - 8));
    const __m256i out_of_range = _mm256_or_si256(_mm256_cmpgt_epi32(lsb, _mm256_set1_epi32(699)),
                                                 _mm256_cmpgt_epi32(_mm256_set1_epi32(-699), lsb));
    const __m256i bad = _mm256_or_si256(_mm256_and_si256(any, too_wide), out_of_range);
    failed = _mm256_or_si256(failed, bad);
    lsb = _mm256_blendv_epi8(lsb, _mm256_setzero_si256(), bad);
    __m256d unit_low, unit_high, lsb_low, lsb_high;
    pow2_avx2(_mm256_sub_epi32(_mm256_setzero_si256(), lsb), unit_low, unit_high);
    pow2_avx2(lsb, lsb_low, lsb_high);
    __m256d sum_low = _mm256_round_pd(_mm256_mul_pd(c_low, unit_low), rounding);
    __m256d sum_high = _mm256_round_pd(_mm256_mul_pd(c_high, unit_high), rounding);
    // 3. Products cut at 2^lsb, summed exactly.
    for (size_t i = start; i < end;) {
      const size_t block_end = std::min(end, (i / 32 + 1) * 32);
      __m256d factor_low, factor_high;
      pow2_avx2(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(scale_exponent + (i / 32) * L)), factor_low, factor_high);
      factor_low = _mm256_mul_pd(factor_low, unit_low);
      factor_high = _mm256_mul_pd(factor_high, unit_high);
      for (; i < block_end; ++i) {
        const __m256d av = _mm256_set1_pd(a_value[i]);
        const __m256d low_terms = _mm256_mul_pd(_mm256_mul_pd(av, _mm256_loadu_pd(b_value + i * L)), factor_low);
        const __m256d high_terms = _mm256_mul_pd(_mm256_mul_pd(av, _mm256_loadu_pd(b_value + i * L + 4)), factor_high);
        sum_low = _mm256_add_pd(sum_low, _mm256_round_pd(low_terms, rounding));
        sum_high = _mm256_add_pd(sum_high, _mm256_round_pd(high_terms, rounding));
      }
    }
    // 4. One rounding to FP32; toward zero steps back one ulp where nearest went up; +0 for zero.
    const __m256d value_low = _mm256_mul_pd(_mm256_add_pd(sum_low, _mm256_setzero_pd()), lsb_low);
    const __m256d value_high = _mm256_mul_pd(_mm256_add_pd(sum_high, _mm256_setzero_pd()), lsb_high);
    const __m256 rounded = _mm256_set_m128(_mm256_cvtpd_ps(value_high), _mm256_cvtpd_ps(value_low));
    __m256i bits = _mm256_castps_si256(rounded);
    if (toward_zero) {
      const __m256d abs_mask = _mm256_castsi256_pd(_mm256_set1_epi64x(0x7FFF'FFFF'FFFF'FFFF));
      const __m256d back_low = _mm256_cvtps_pd(_mm256_castps256_ps128(rounded));
      const __m256d back_high = _mm256_cvtps_pd(_mm256_extractf128_ps(rounded, 1));
      const __m256d up_low = _mm256_cmp_pd(_mm256_and_pd(back_low, abs_mask), _mm256_and_pd(value_low, abs_mask), _CMP_GT_OQ);
      const __m256d up_high = _mm256_cmp_pd(_mm256_and_pd(back_high, abs_mask), _mm256_and_pd(value_high, abs_mask), _CMP_GT_OQ);
      // Narrow the two 64-bit masks to one 32-bit mask per lane.
      const __m256i up = _mm256_permutevar8x32_epi32(
          _mm256_castps_si256(_mm256_shuffle_ps(_mm256_castpd_ps(up_low), _mm256_castpd_ps(up_high), 0x88)),
          _mm256_setr_epi32(0, 1, 4, 5, 2, 3, 6, 7));
      bits = _mm256_add_epi32(bits, up);  // all ones = -1
    }
    accumulator = bits;
  }
  _mm256_storeu_si256(reinterpret_cast<__m256i*>(result_bits), accumulator);
  alignas(32) int32_t failed_lanes[L];
  _mm256_store_si256(reinterpret_cast<__m256i*>(failed_lanes), failed);
  for (size_t l = 0; l < L; ++l) done[l] = failed_lanes[l] == 0;
}

bool has_avx2() {
  static const bool supported = __builtin_cpu_supports("avx2");
  return supported;
}

}  // namespace

void lane_dot(const DotConfig& config, const LaneOperands& a, size_t a_at, const LaneOperands& b, size_t b_at,
              size_t k, const int32_t* scale_exponent, const uint32_t* c_bits, uint32_t* result_bits, bool* done) {
  if (has_avx2()) {
    if (config.align == AlignRounding::Down)
      return lane_dot_avx2<true>(config, a, a_at, b, b_at, k, scale_exponent, c_bits, result_bits, done);
    return lane_dot_avx2<false>(config, a, a_at, b, b_at, k, scale_exponent, c_bits, result_bits, done);
  }
  lane_dot_portable(config, a, a_at, b, b_at, k, scale_exponent, c_bits, result_bits, done);
}

}  // namespace sim::numerics
