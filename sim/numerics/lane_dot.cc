#include "sim/numerics/lane_dot.h"
#include "sim/numerics/cpu_isa.h"

#include <immintrin.h>

#include <algorithm>
#include <atomic>
#include <bit>
#include <cmath>
#include <cstring>
#include <limits>

namespace sim::numerics {
namespace {

using compact::kNoExponent;
constexpr size_t L = kLanes;
constexpr int32_t kNoLow = std::numeric_limits<int32_t>::max();

std::atomic<bool> portable_only{false};  // tests force the one-lane definition

// 2^e as a double from its bit pattern (|e| <= 1022).
__attribute__((always_inline)) inline double pow2_bits(int64_t e) {
  const uint64_t bits = static_cast<uint64_t>(e + 1023) << 52;
  double value;
  std::memcpy(&value, &bits, 8);
  return value;
}

}  // namespace

double LaneOperands::pow2(int32_t e) { return std::ldexp(1.0, e); }

namespace {
bool has_avx2();
bool portable_applies(const DotConfig& config, const DotOutput& output) {
  return config.join == AccumulatorJoin::Fused && config.scales == ScaleEntry::ProductExponent &&
         config.grouping == Grouping::Contiguous && output.format == Format::FP32 && output.fraction_bits == 23 &&
         (output.rounding == RoundingMode::NearestEven || output.rounding == RoundingMode::TowardZero);
}
bool avx2_applies(const DotConfig& config, const DotOutput& output) {
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
}  // namespace

void use_portable_lanes(bool portable) { portable_only.store(portable, std::memory_order_relaxed); }

bool lane_dot_applies(const DotConfig& config, const DotOutput& output) {
  // CEntry::AddedToResult goes through compact_dot / fused_dot (one more add per element)
  if (config.c_entry != CEntry::RunningSum) return false;
  return has_avx2() ? avx2_applies(config, output) : portable_applies(config, output);
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
      // An overflow (or a toward-zero rounding just below it) is left to the engine, which knows
      // DotConfig::overflow; it is rare enough to cost nothing.
      ok[l] = ok[l] && !std::isinf(rounded);
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

#define MXSIM_AVX2 __attribute__((target("avx2"), always_inline)) inline

// Eight doubles, one per lane, in two AVX registers.
struct D8 {
  __m256d lo, hi;
};

MXSIM_AVX2 D8 d8_add(D8 x, D8 y) { return {_mm256_add_pd(x.lo, y.lo), _mm256_add_pd(x.hi, y.hi)}; }
MXSIM_AVX2 D8 d8_mul(D8 x, D8 y) { return {_mm256_mul_pd(x.lo, y.lo), _mm256_mul_pd(x.hi, y.hi)}; }
MXSIM_AVX2 D8 d8_zero() { return {_mm256_setzero_pd(), _mm256_setzero_pd()}; }

template <bool kFloor>
MXSIM_AVX2 __m256d cut_pd(__m256d x) {
  return _mm256_round_pd(
      x, kFloor ? (_MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC) : (_MM_FROUND_TO_ZERO | _MM_FROUND_NO_EXC));
}
template <bool kFloor>
MXSIM_AVX2 D8 cut8(D8 x) {
  return {cut_pd<kFloor>(x.lo), cut_pd<kFloor>(x.hi)};
}

// 2^e for eight int32 exponents (|e| <= 1022).
MXSIM_AVX2 D8 pow2_8(__m256i e) {
  const __m256i bias = _mm256_set1_epi64x(1023);
  return {_mm256_castsi256_pd(
              _mm256_slli_epi64(_mm256_add_epi64(_mm256_cvtepi32_epi64(_mm256_castsi256_si128(e)), bias), 52)),
          _mm256_castsi256_pd(
              _mm256_slli_epi64(_mm256_add_epi64(_mm256_cvtepi32_epi64(_mm256_extracti128_si256(e, 1)), bias), 52))};
}

// The low 32 bits of two vectors of four 64-bit lanes, as one vector of eight int32 in lane order.
MXSIM_AVX2 __m256i narrow8(__m256i lo, __m256i hi) {
  const __m256 packed = _mm256_shuffle_ps(_mm256_castsi256_ps(lo), _mm256_castsi256_ps(hi), 0x88);
  return _mm256_permutevar8x32_epi32(_mm256_castps_si256(packed), _mm256_setr_epi32(0, 1, 4, 5, 2, 3, 6, 7));
}

// floor(log2 |v|) of normal doubles; kNoExponent for zero.
MXSIM_AVX2 __m256i binade8(D8 v) {
  const __m256i mask = _mm256_set1_epi64x(0x7FF);
  const __m256i lo = _mm256_and_si256(_mm256_srli_epi64(_mm256_castpd_si256(v.lo), 52), mask);
  const __m256i hi = _mm256_and_si256(_mm256_srli_epi64(_mm256_castpd_si256(v.hi), 52), mask);
  const __m256i field = narrow8(lo, hi);
  const __m256i zero = _mm256_cmpeq_epi32(field, _mm256_setzero_si256());
  return _mm256_blendv_epi8(_mm256_sub_epi32(field, _mm256_set1_epi32(1023)), _mm256_set1_epi32(kNoExponent), zero);
}

// A term per lane: its exact value, the exponent it aligns on, a bound on its top bit, and (for
// exact alignment) the exponent of its lowest bit (or below it).
struct Term8 {
  D8 value;
  __m256i nominal, top, low;
};

// An exact value aligned on `nominal`.
MXSIM_AVX2 Term8 value_term(D8 value, __m256i nominal) {
  const __m256i binade = binade8(value);
  const __m256i is_zero = _mm256_cmpeq_epi32(binade, _mm256_set1_epi32(kNoExponent));
  const __m256i top = _mm256_blendv_epi8(_mm256_add_epi32(binade, _mm256_set1_epi32(1)), binade, is_zero);
  const __m256i low =
      _mm256_blendv_epi8(_mm256_sub_epi32(binade, _mm256_set1_epi32(53)), _mm256_set1_epi32(kNoLow), is_zero);
  return {value, nominal, top, low};
}

// An FP32 value per lane (compact_dot's fp32_term); Inf/NaN lanes fail.
MXSIM_AVX2 Term8 fp32_term(__m256i bits, __m256i& failed) {
  const __m256i field = _mm256_and_si256(_mm256_srli_epi32(bits, 23), _mm256_set1_epi32(0xFF));
  const __m256i field_zero = _mm256_cmpeq_epi32(field, _mm256_setzero_si256());
  const __m256i is_zero =
      _mm256_cmpeq_epi32(_mm256_and_si256(bits, _mm256_set1_epi32(0x7FFF'FFFF)), _mm256_setzero_si256());
  failed = _mm256_or_si256(failed, _mm256_cmpeq_epi32(field, _mm256_set1_epi32(0xFF)));
  const __m256i nominal =
      _mm256_blendv_epi8(_mm256_sub_epi32(field, _mm256_set1_epi32(127)), _mm256_set1_epi32(-126), field_zero);
  const __m256i top =
      _mm256_blendv_epi8(_mm256_add_epi32(nominal, _mm256_set1_epi32(1)), _mm256_set1_epi32(kNoExponent), is_zero);
  const __m256i low = _mm256_blendv_epi8(
      _mm256_blendv_epi8(_mm256_sub_epi32(field, _mm256_set1_epi32(150)), _mm256_set1_epi32(-149), field_zero),
      _mm256_set1_epi32(kNoLow), is_zero);
  const __m256 as_float = _mm256_castsi256_ps(bits);
  return {{_mm256_cvtps_pd(_mm256_castps256_ps128(as_float)), _mm256_cvtps_pd(_mm256_extractf128_ps(as_float, 1))},
          nominal,
          top,
          low};
}

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

// Which products of a group a fused sum takes: (i - start) % stride in [first, last).
struct Subset {
  size_t stride, first, last;
  size_t count(size_t start, size_t end) const {
    size_t n = 0;
    for (size_t base = start; base < end; base += stride)
      n += std::min(last, end - base) > first ? std::min(last, end - base) - first : 0;
    return n;
  }
};

// One product's contribution to the alignment exponent, top bound and lowest bit.
MXSIM_AVX2 void extent_step(const LaneInputs& in, size_t i, bool with_scale, bool exact, __m256i& max_nominal,
                            __m256i& top, __m256i& low) {
  const __m256i scale = with_scale
                            ? _mm256_loadu_si256(reinterpret_cast<const __m256i*>(in.scale_exponent + (i / 32) * L))
                            : _mm256_setzero_si256();
  const __m256i nominal =
      _mm256_add_epi32(_mm256_add_epi32(_mm256_set1_epi32(in.a_nominal[i]),
                                        _mm256_loadu_si256(reinterpret_cast<const __m256i*>(in.b_nominal + i * L))),
                       scale);
  const __m256i term_top =
      _mm256_add_epi32(_mm256_add_epi32(_mm256_set1_epi32(in.a_top[i]),
                                        _mm256_loadu_si256(reinterpret_cast<const __m256i*>(in.b_top + i * L))),
                       scale);
  max_nominal = _mm256_max_epi32(max_nominal, nominal);
  top = _mm256_max_epi32(top, term_top);
  if (exact) {
    const __m256i e =
        _mm256_add_epi32(_mm256_add_epi32(_mm256_set1_epi32(in.a_exp[i]),
                                          _mm256_loadu_si256(reinterpret_cast<const __m256i*>(in.b_exp + i * L))),
                         scale);
    low = _mm256_min_epi32(low, _mm256_blendv_epi8(_mm256_set1_epi32(kNoLow), e,
                                                   _mm256_cmpgt_epi32(e, _mm256_set1_epi32(kNoExponent / 4))));
  }
}

// One product cut at the grid (factor = 2^(scale - lsb)) and added.
template <bool kFloor>
MXSIM_AVX2 void sum_step(const LaneInputs& in, size_t i, bool with_scale, D8 unit, size_t& factor_block, D8& factor,
                         D8& sum) {
  if (with_scale && i / 32 != factor_block) {
    factor_block = i / 32;
    factor = d8_mul(pow2_8(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(in.scale_exponent + factor_block * L))),
                    unit);
  }
  const __m256d av = _mm256_set1_pd(in.a_value[i]);
  const D8 product{_mm256_mul_pd(av, _mm256_loadu_pd(in.b_value + i * L)),
                   _mm256_mul_pd(av, _mm256_loadu_pd(in.b_value + i * L + 4))};
  sum = d8_add(sum, cut8<kFloor>(d8_mul(product, factor)));
}

// Whether every base of the subset's strides stays in one 32-element block (the scale factors
// change only at block boundaries), so that the sums can go a block at a time.
inline bool blocks_apply(size_t start, Subset subset) { return start % subset.stride == 0 && 32 % subset.stride == 0; }

// The end of the block run that starts at `from` (within [.., end)).
inline size_t block_run_end(size_t from, size_t end) { return std::min(end, (from / 32 + 1) * 32); }

// The largest a.nominal + b.nominal over the subset's products in [from, to), one block (its
// scale is added once by the caller); `none` when there are none.
MXSIM_AVX2 __m256i block_nominal(const LaneInputs& in, size_t from, size_t to, Subset subset, __m256i none) {
  __m256i best = none;
  if (subset.stride == 1) {
    for (size_t i = from; i < to; ++i)
      best = _mm256_max_epi32(
          best, _mm256_add_epi32(_mm256_set1_epi32(in.a_nominal[i]),
                                 _mm256_loadu_si256(reinterpret_cast<const __m256i*>(in.b_nominal + i * L))));
    return best;
  }
  if (subset.last == subset.first + 1) {  // one product per stride (the even / odd halves)
    for (size_t i = from + subset.first; i < to; i += subset.stride)
      best = _mm256_max_epi32(
          best, _mm256_add_epi32(_mm256_set1_epi32(in.a_nominal[i]),
                                 _mm256_loadu_si256(reinterpret_cast<const __m256i*>(in.b_nominal + i * L))));
    return best;
  }
  for (size_t base = from; base < to; base += subset.stride)
    for (size_t i = base + subset.first; i < std::min(to, base + subset.last); ++i)
      best = _mm256_max_epi32(
          best, _mm256_add_epi32(_mm256_set1_epi32(in.a_nominal[i]),
                                 _mm256_loadu_si256(reinterpret_cast<const __m256i*>(in.b_nominal + i * L))));
  return best;
}

// sum + one product times factor, cut at the grid; then every product of the subset in
// [from, to) (one block) likewise.
template <bool kFloor>
MXSIM_AVX2 D8 add_product(const LaneInputs& in, size_t i, D8 factor, D8 sum) {
  const __m256d av = _mm256_set1_pd(in.a_value[i]);
  const D8 product{_mm256_mul_pd(av, _mm256_loadu_pd(in.b_value + i * L)),
                   _mm256_mul_pd(av, _mm256_loadu_pd(in.b_value + i * L + 4))};
  return d8_add(sum, cut8<kFloor>(d8_mul(product, factor)));
}
// The products i, i + step, ... below `end`, alternating between two running sums: with one, each
// product waited on the previous addition (4 cycles). Every partial sum is an integer below the
// group's 2^53 bound, so the order of these exact additions cannot change the result.
template <bool kFloor>
MXSIM_AVX2 void run_sum(const LaneInputs& in, size_t i, size_t end, size_t step, D8 factor, D8& sum, D8& other) {
  for (; i + step < end; i += 2 * step) {
    sum = add_product<kFloor>(in, i, factor, sum);
    other = add_product<kFloor>(in, i + step, factor, other);
  }
  if (i < end) sum = add_product<kFloor>(in, i, factor, sum);
}
template <bool kFloor>
MXSIM_AVX2 D8 block_sum(const LaneInputs& in, size_t from, size_t to, Subset subset, D8 factor, D8 sum) {
  D8 other = d8_zero();
  if (subset.stride == 1) {
    run_sum<kFloor>(in, from, to, 1, factor, sum, other);
  } else if (subset.last == subset.first + 1) {
    run_sum<kFloor>(in, from + subset.first, to, subset.stride, factor, sum, other);
  } else {
    for (size_t base = from; base < to; base += subset.stride)
      run_sum<kFloor>(in, base + subset.first, std::min(to, base + subset.last), 1, factor, sum, other);
  }
  return d8_add(sum, other);
}

// Fused sum of a subset of products [start, end) (scales on exponents when with_scale) and up to
// a few extra terms: align on the largest nominal exponent minus fraction_bits (or the lowest bit
// when exact), cut every term, sum exactly. Returns the integer-valued sum and its grid exponent.
template <bool kFloor>
MXSIM_AVX2 void fused8(const LaneInputs& in, size_t start, size_t end, Subset subset, bool with_scale,
                       const Term8* extras, size_t extra_count, int fraction_bits, __m256i& failed, D8& sum,
                       __m256i& lsb, __m256i& max_nominal) {
  const bool exact = fraction_bits >= kExactAlignment;
  const __m256i no_low = _mm256_set1_epi32(kNoLow);
  max_nominal = _mm256_set1_epi32(kNoExponent);
  __m256i top = _mm256_set1_epi32(kNoExponent), low = no_low;
  for (size_t x = 0; x < extra_count; ++x) {
    max_nominal = _mm256_max_epi32(max_nominal, extras[x].nominal);
    top = _mm256_max_epi32(top, extras[x].top);
    low = _mm256_min_epi32(low, extras[x].low);
  }
  const bool blockwise = with_scale && blocks_apply(start, subset);
  if (blockwise && !exact && in.tops_bounded) {
    // max(a + b + scale) = max(a + b) + scale within a block; and every operand lies below
    // 2^(nominal + 1), so every product below 2^(its nominal + 2): the top bound needs no pass.
    const __m256i none = _mm256_set1_epi32(-(1 << 30));  // below kNoExponent even with a scale added
    __m256i terms_nominal = none;
    for (size_t from = start; from < end;) {
      const size_t to = block_run_end(from, end);
      const __m256i scale = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(in.scale_exponent + (from / 32) * L));
      terms_nominal =
          _mm256_max_epi32(terms_nominal, _mm256_add_epi32(block_nominal(in, from, to, subset, none), scale));
      from = to;
    }
    max_nominal = _mm256_max_epi32(max_nominal, terms_nominal);
    top = _mm256_max_epi32(top, _mm256_add_epi32(terms_nominal, _mm256_set1_epi32(2)));
  } else if (subset.stride == 1) {
    for (size_t i = start; i < end; ++i) extent_step(in, i, with_scale, exact, max_nominal, top, low);
  } else {
    for (size_t base = start; base < end; base += subset.stride)
      for (size_t i = base + subset.first; i < std::min(end, base + subset.last); ++i)
        extent_step(in, i, with_scale, exact, max_nominal, top, low);
  }
  lsb = exact ? _mm256_blendv_epi8(low, _mm256_setzero_si256(), _mm256_cmpeq_epi32(low, no_low))
              : _mm256_sub_epi32(max_nominal, _mm256_set1_epi32(fraction_bits));
  // Sums stay exact below 2^53 (or every term is zero): n terms below 2^top add up to less than
  // 2^(top + bit_width(n)); the scale factors stay normal doubles.
  const size_t terms = extra_count + subset.count(start, end);
  const int headroom = static_cast<int>(std::bit_width(terms)) + 1;
  const __m256i any = _mm256_cmpgt_epi32(top, _mm256_set1_epi32(kNoExponent / 2));
  const __m256i too_wide = _mm256_cmpgt_epi32(_mm256_sub_epi32(top, lsb), _mm256_set1_epi32(53 - headroom));
  const __m256i out_of_range = _mm256_or_si256(_mm256_cmpgt_epi32(lsb, _mm256_set1_epi32(699)),
                                               _mm256_cmpgt_epi32(_mm256_set1_epi32(-699), lsb));
  const __m256i bad = _mm256_or_si256(_mm256_and_si256(any, too_wide), out_of_range);
  failed = _mm256_or_si256(failed, bad);
  lsb = _mm256_blendv_epi8(lsb, _mm256_setzero_si256(), bad);
  const D8 unit = pow2_8(_mm256_sub_epi32(_mm256_setzero_si256(), lsb));
  sum = d8_zero();
  for (size_t x = 0; x < extra_count; ++x) sum = d8_add(sum, cut8<kFloor>(d8_mul(extras[x].value, unit)));
  // Scale factors change only at 32-element block boundaries.
  if (blockwise) {
    for (size_t from = start; from < end;) {
      const size_t to = block_run_end(from, end);
      const D8 factor = d8_mul(
          pow2_8(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(in.scale_exponent + (from / 32) * L))), unit);
      sum = block_sum<kFloor>(in, from, to, subset, factor, sum);
      from = to;
    }
    return;
  }
  size_t factor_block = ~size_t{0};
  D8 factor = unit;
  if (subset.stride == 1) {
    for (size_t i = start; i < end; ++i) sum_step<kFloor>(in, i, with_scale, unit, factor_block, factor, sum);
  } else {
    for (size_t base = start; base < end; base += subset.stride)
      for (size_t i = base + subset.first; i < std::min(end, base + subset.last); ++i)
        sum_step<kFloor>(in, i, with_scale, unit, factor_block, factor, sum);
  }
}

// The exact value sum * 2^lsb (+0 for a zero sum).
MXSIM_AVX2 D8 scaled(D8 sum, __m256i lsb) { return d8_mul(d8_add(sum, d8_zero()), pow2_8(lsb)); }

// Truncate to fewer mantissa bits: clear the low bits of normal FP32-range values; below 2^-126
// cut at the fixed grid 2^-(126 + bits).
MXSIM_AVX2 __m256d narrow_toward_zero(__m256d v, __m256i keep, __m256d tiny, __m256d up, __m256d down,
                                      __m256d abs_mask) {
  const __m256d masked = _mm256_castsi256_pd(_mm256_and_si256(_mm256_castpd_si256(v), keep));
  const __m256d small =
      _mm256_mul_pd(_mm256_round_pd(_mm256_mul_pd(v, up), _MM_FROUND_TO_ZERO | _MM_FROUND_NO_EXC), down);
  return _mm256_blendv_pd(masked, small, _mm256_cmp_pd(_mm256_and_pd(v, abs_mask), tiny, _CMP_LT_OQ));
}

// One rounding of exact values to FP32 with `fraction_bits` stored bits: nearest even, or toward
// zero (23 bits: step back one ulp where nearest went up; fewer bits: clear the double's low
// mantissa bits, or cut at 2^-(126 + bits) below the normal range). Overflow of a narrowed
// format fails the lane.
MXSIM_AVX2 __m256i round_fp32_8(D8 value, RoundingMode mode, int fraction_bits, __m256i& failed) {
  if (fraction_bits < 23) {
    const __m256d abs_mask = _mm256_castsi256_pd(_mm256_set1_epi64x(0x7FFF'FFFF'FFFF'FFFF));
    const __m256i keep = _mm256_set1_epi64x(~static_cast<int64_t>((uint64_t{1} << (52 - fraction_bits)) - 1));
    const __m256d tiny = _mm256_set1_pd(std::ldexp(1.0, -126)), huge = _mm256_set1_pd(std::ldexp(1.0, 128));
    const __m256d up = _mm256_set1_pd(std::ldexp(1.0, 126 + fraction_bits)),
                  down = _mm256_set1_pd(std::ldexp(1.0, -126 - fraction_bits));
    const __m256d lo = narrow_toward_zero(value.lo, keep, tiny, up, down, abs_mask);
    const __m256d hi = narrow_toward_zero(value.hi, keep, tiny, up, down, abs_mask);
    const __m256i over =
        narrow8(_mm256_castpd_si256(_mm256_cmp_pd(_mm256_and_pd(value.lo, abs_mask), huge, _CMP_GE_OQ)),
                _mm256_castpd_si256(_mm256_cmp_pd(_mm256_and_pd(value.hi, abs_mask), huge, _CMP_GE_OQ)));
    failed =
        _mm256_or_si256(failed, _mm256_or_si256(over, _mm256_set1_epi32(mode == RoundingMode::TowardZero ? 0 : -1)));
    return _mm256_castps_si256(_mm256_set_m128(_mm256_cvtpd_ps(hi), _mm256_cvtpd_ps(lo)));
  }
  const __m256 rounded = _mm256_set_m128(_mm256_cvtpd_ps(value.hi), _mm256_cvtpd_ps(value.lo));
  // An overflow (or a toward-zero rounding just below it) is left to the engine, which knows
  // DotConfig::overflow (lane_dot_portable likewise).
  const __m256 magnitude = _mm256_and_ps(rounded, _mm256_castsi256_ps(_mm256_set1_epi32(0x7FFF'FFFF)));
  failed = _mm256_or_si256(failed, _mm256_castps_si256(_mm256_cmp_ps(
                                       magnitude, _mm256_castsi256_ps(_mm256_set1_epi32(0x7F80'0000)), _CMP_EQ_OQ)));
  __m256i bits = _mm256_castps_si256(rounded);
  if (mode == RoundingMode::TowardZero) {
    const __m256d abs_mask = _mm256_castsi256_pd(_mm256_set1_epi64x(0x7FFF'FFFF'FFFF'FFFF));
    const __m256d back_lo = _mm256_cvtps_pd(_mm256_castps256_ps128(rounded));
    const __m256d back_hi = _mm256_cvtps_pd(_mm256_extractf128_ps(rounded, 1));
    const __m256i up = narrow8(_mm256_castpd_si256(_mm256_cmp_pd(_mm256_and_pd(back_lo, abs_mask),
                                                                 _mm256_and_pd(value.lo, abs_mask), _CMP_GT_OQ)),
                               _mm256_castpd_si256(_mm256_cmp_pd(_mm256_and_pd(back_hi, abs_mask),
                                                                 _mm256_and_pd(value.hi, abs_mask), _CMP_GT_OQ)));
    bits = _mm256_add_epi32(bits, up);  // all ones = -1
  } else if (mode != RoundingMode::NearestEven) {
    failed = _mm256_set1_epi32(-1);
  }
  return bits;
}

// x + y rounded to odd in binary64 (exact, or the odd neighbour of the exact sum), so that one
// later rounding to FP32 is a correct single rounding of x + y.
MXSIM_AVX2 __m256d add_round_to_odd(__m256d x, __m256d y) {
  const __m256d s = _mm256_add_pd(x, y);
  const __m256d bb = _mm256_sub_pd(s, x);
  const __m256d err = _mm256_add_pd(_mm256_sub_pd(x, _mm256_sub_pd(s, bb)), _mm256_sub_pd(y, bb));
  const __m256i bits = _mm256_castpd_si256(s), err_bits = _mm256_castpd_si256(err);
  const __m256i inexact = _mm256_xor_si256(_mm256_castpd_si256(_mm256_cmp_pd(err, _mm256_setzero_pd(), _CMP_EQ_OQ)),
                                           _mm256_set1_epi64x(-1));
  const __m256i even = _mm256_cmpeq_epi64(_mm256_and_si256(bits, _mm256_set1_epi64x(1)), _mm256_setzero_si256());
  // +1 ulp of magnitude when err has s's sign, -1 otherwise.
  const __m256i same_sign =
      _mm256_cmpgt_epi64(_mm256_setzero_si256(), _mm256_xor_si256(err_bits, bits));  // sign bit set = differ
  const __m256i step = _mm256_or_si256(same_sign, _mm256_set1_epi64x(1));  // -1 where signs differ, +1 where same
  return _mm256_castsi256_pd(_mm256_add_epi64(bits, _mm256_and_si256(step, _mm256_and_si256(inexact, even))));
}

// Results out: FP32 bits per lane, and whether each lane finished.
MXSIM_AVX2 void store_lanes(__m256i accumulator, __m256i failed, uint32_t* result_bits, bool* done) {
  _mm256_storeu_si256(reinterpret_cast<__m256i*>(result_bits), accumulator);
  alignas(32) int32_t failed_lanes[L];
  _mm256_store_si256(reinterpret_cast<__m256i*>(failed_lanes), failed);
  for (size_t l = 0; l < L; ++l) done[l] = failed_lanes[l] == 0;
}

// The compact model for kLanes outputs with AVX2 registers (see lane_dot_applies for the cases).
template <bool kFloor>
__attribute__((target("avx2"))) void lane_dot_avx2(const DotConfig& config, const DotOutput& output,
                                                   const LaneInputs& in, size_t k, const uint32_t* c_bits,
                                                   uint32_t* result_bits, bool* done) {
  const size_t group = config.group_terms > 0 ? static_cast<size_t>(config.group_terms) : std::max<size_t>(k, 1);
  const Subset all{1, 0, 1};
  __m256i accumulator = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(c_bits));
  __m256i failed = _mm256_setzero_si256();  // all ones in lanes the caller must recompute
  D8 sum;
  __m256i lsb, nominal;
  Term8 extras[8];
  // Exact groups rounded to nearest even: the group's products add exactly in binary64 (checked),
  // and acc + group is rounded once through a round-to-odd binary64 sum.
  const bool exact_nearest = config.join == AccumulatorJoin::Fused && config.scales == ScaleEntry::ProductExponent &&
                             config.fraction_bits >= kExactAlignment && output.rounding == RoundingMode::NearestEven &&
                             output.fraction_bits == 23;
  if (exact_nearest) {
    for (size_t start = 0; start < k; start += group) {
      const size_t end = std::min(k, start + group);
      __m256i top = _mm256_set1_epi32(kNoExponent), low = _mm256_set1_epi32(kNoLow);
      D8 products = d8_zero();
      for (size_t i = start; i < end;) {
        const size_t block_end = std::min(end, (i / 32 + 1) * 32);
        const __m256i scale = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(in.scale_exponent + (i / 32) * L));
        const D8 factor = pow2_8(scale);
        for (; i < block_end; ++i) {
          const __m256i term_top =
              _mm256_add_epi32(_mm256_add_epi32(_mm256_set1_epi32(in.a_top[i]),
                                                _mm256_loadu_si256(reinterpret_cast<const __m256i*>(in.b_top + i * L))),
                               scale);
          const __m256i e =
              _mm256_add_epi32(_mm256_add_epi32(_mm256_set1_epi32(in.a_exp[i]),
                                                _mm256_loadu_si256(reinterpret_cast<const __m256i*>(in.b_exp + i * L))),
                               scale);
          top = _mm256_max_epi32(top, term_top);
          low = _mm256_min_epi32(low, _mm256_blendv_epi8(_mm256_set1_epi32(kNoLow), e,
                                                         _mm256_cmpgt_epi32(e, _mm256_set1_epi32(kNoExponent / 4))));
          const __m256d av = _mm256_set1_pd(in.a_value[i]);
          products = d8_add(products, d8_mul({_mm256_mul_pd(av, _mm256_loadu_pd(in.b_value + i * L)),
                                              _mm256_mul_pd(av, _mm256_loadu_pd(in.b_value + i * L + 4))},
                                             factor));
        }
      }
      const int headroom = static_cast<int>(std::bit_width(end - start)) + 1;
      const __m256i any = _mm256_cmpgt_epi32(top, _mm256_set1_epi32(kNoExponent / 2));
      const __m256i wide = _mm256_cmpgt_epi32(_mm256_sub_epi32(top, low), _mm256_set1_epi32(53 - headroom));
      const __m256i far = _mm256_or_si256(_mm256_cmpgt_epi32(top, _mm256_set1_epi32(900)),
                                          _mm256_cmpgt_epi32(_mm256_set1_epi32(-900), low));
      failed = _mm256_or_si256(failed, _mm256_and_si256(any, _mm256_or_si256(wide, far)));
      const Term8 c = fp32_term(accumulator, failed);
      const D8 total{add_round_to_odd(c.value.lo, products.lo), add_round_to_odd(c.value.hi, products.hi)};
      accumulator = round_fp32_8(d8_add(total, d8_zero()), RoundingMode::NearestEven, 23, failed);
    }
    store_lanes(accumulator, failed, result_bits, done);
    return;
  }
  for (size_t start = 0; start < k; start += group) {
    const size_t end = std::min(k, start + group);
    const Term8 c = fp32_term(accumulator, failed);
    if (config.join == AccumulatorJoin::Fused) {
      size_t count = 0;
      const bool partials = config.scales == ScaleEntry::PartialSum;
      if (partials) {
        // Each run of partial_terms products summed exactly, scaled, aligned on its scale exponent.
        const size_t run = static_cast<size_t>(std::max(config.partial_terms, 1));
        for (size_t p = start; p < end; p += run) {
          if (count + 2 > 8) {
            failed = _mm256_set1_epi32(-1);
            break;
          }
          fused8<false>(in, p, std::min(end, p + run), all, false, nullptr, 0, kExactAlignment, failed, sum, lsb,
                        nominal);
          const __m256i scale = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(in.scale_exponent + (p / 32) * L));
          extras[count++] = value_term(scaled(sum, _mm256_add_epi32(lsb, scale)), scale);
        }
      }
      if (partials) {
        extras[count++] = c;
        fused8<kFloor>(in, start, start, all, true, extras, count, config.fraction_bits, failed, sum, lsb, nominal);
      } else {
        // c straight from its registers: copied into `extras` it went through the stack in 16-byte
        // halves and was read back in 32 (a store-forwarding stall that took 40% of the kernel)
        fused8<kFloor>(in, start, end, all, true, &c, 1, config.fraction_bits, failed, sum, lsb, nominal);
      }
      accumulator = round_fp32_8(scaled(sum, lsb), output.rounding, output.fraction_bits, failed);
    } else if (config.join == AccumulatorJoin::AddedLast) {
      __m256i bits;
      if (config.grouping == Grouping::Mod4Halves) {
        fused8<kFloor>(in, start, end, Subset{4, 0, 2}, true, nullptr, 0, config.fraction_bits, failed, sum, lsb,
                       nominal);
        const Term8 first_half =
            fp32_term(round_fp32_8(scaled(sum, lsb), output.rounding, output.fraction_bits, failed), failed);
        fused8<kFloor>(in, start, end, Subset{4, 2, 4}, true, &first_half, 1, config.fraction_bits, failed, sum, lsb,
                       nominal);
      } else {
        fused8<kFloor>(in, start, end, all, true, nullptr, 0, config.fraction_bits, failed, sum, lsb, nominal);
      }
      bits = round_fp32_8(scaled(sum, lsb), output.rounding, output.fraction_bits, failed);
      const Term8 products = fp32_term(bits, failed);
      const D8 total{add_round_to_odd(products.value.lo, c.value.lo), add_round_to_odd(products.value.hi, c.value.hi)};
      accumulator = round_fp32_8(total, output.final_rounding, 23, failed);
    } else {
      // AfterProducts: the product sum (even/odd halves combined by floor), then c, each floored
      // to its grid below the larger exponent, added exactly and rounded once.
      D8 products;
      __m256i products_nominal;
      if (config.grouping == Grouping::EvenOdd) {
        D8 even_sum, odd_sum;
        __m256i even_lsb, odd_lsb, even_nominal, odd_nominal;
        fused8<kFloor>(in, start, end, Subset{2, 0, 1}, true, nullptr, 0, config.fraction_bits, failed, even_sum,
                       even_lsb, even_nominal);
        fused8<kFloor>(in, start, end, Subset{2, 1, 2}, true, nullptr, 0, config.fraction_bits, failed, odd_sum,
                       odd_lsb, odd_nominal);
        const Term8 even = value_term(scaled(even_sum, even_lsb), even_nominal);
        const Term8 odd = value_term(scaled(odd_sum, odd_lsb), odd_nominal);
        products_nominal = _mm256_max_epi32(even_nominal, odd_nominal);
        // Both halves floored at 2^(products_nominal - fraction_bits): a fused sum with that grid.
        const __m256i grid = _mm256_sub_epi32(products_nominal, _mm256_set1_epi32(config.fraction_bits));
        const __m256i top = _mm256_max_epi32(even.top, odd.top);
        const __m256i any = _mm256_cmpgt_epi32(top, _mm256_set1_epi32(kNoExponent / 2));
        failed = _mm256_or_si256(
            failed, _mm256_and_si256(any, _mm256_cmpgt_epi32(_mm256_sub_epi32(top, grid), _mm256_set1_epi32(45))));
        const D8 unit = pow2_8(_mm256_sub_epi32(_mm256_setzero_si256(), grid));
        const D8 halves = d8_add(cut8<true>(d8_mul(even.value, unit)), cut8<true>(d8_mul(odd.value, unit)));
        products = scaled(halves, grid);
      } else {
        fused8<kFloor>(in, start, end, all, true, nullptr, 0, config.fraction_bits, failed, sum, lsb, products_nominal);
        products = scaled(sum, lsb);
      }
      const __m256i top = _mm256_max_epi32(products_nominal, c.nominal);
      const __m256i include_c =
          _mm256_cmpgt_epi32(c.nominal, _mm256_sub_epi32(top, _mm256_set1_epi32(config.c_fraction_bits + 2)));
      const __m256i c_grid = _mm256_sub_epi32(top, _mm256_set1_epi32(config.c_fraction_bits));
      const __m256i s_grid = _mm256_sub_epi32(top, _mm256_set1_epi32(config.sum_fraction_bits));
      const D8 c_cut =
          scaled(cut8<true>(d8_mul(c.value, pow2_8(_mm256_sub_epi32(_mm256_setzero_si256(), c_grid)))), c_grid);
      const D8 s_cut =
          scaled(cut8<true>(d8_mul(products, pow2_8(_mm256_sub_epi32(_mm256_setzero_si256(), s_grid)))), s_grid);
      const __m256i keep_lo = _mm256_cvtepi32_epi64(_mm256_castsi256_si128(include_c));
      const __m256i keep_hi = _mm256_cvtepi32_epi64(_mm256_extracti128_si256(include_c, 1));
      const D8 c_kept{_mm256_and_pd(c_cut.lo, _mm256_castsi256_pd(keep_lo)),
                      _mm256_and_pd(c_cut.hi, _mm256_castsi256_pd(keep_hi))};
      // The exact sum of two values within 40 bits of each other, then one rounding.
      accumulator =
          round_fp32_8(d8_add(d8_add(s_cut, c_kept), d8_zero()), output.rounding, output.fraction_bits, failed);
      // Grids outside the normal-double range of the factors fail the lane.
      failed = _mm256_or_si256(failed, _mm256_or_si256(_mm256_cmpgt_epi32(top, _mm256_set1_epi32(600)),
                                                       _mm256_cmpgt_epi32(_mm256_set1_epi32(-600), top)));
    }
  }
  store_lanes(accumulator, failed, result_bits, done);
}

// the AVX2 lanes when the active ISA (cpu_isa.h: the host's, or MXSIM_ISA) has them
bool has_avx2() { return active_isa() >= Isa::Avx2 && !portable_only.load(std::memory_order_relaxed); }

}  // namespace

void lane_dot(const DotConfig& config, const DotOutput& output, const LaneOperands& a, size_t a_at,
              const LaneOperands& b, size_t b_at, size_t k, const int32_t* scale_exponent, const uint32_t* c_bits,
              uint32_t* result_bits, bool* done) {
  if (has_avx2()) {
    const LaneInputs in{
        a.value(a_at), a.exp(a_at),     a.nominal(a_at), a.top(a_at),    b.value(b_at),
        b.exp(b_at),   b.nominal(b_at), b.top(b_at),     scale_exponent, a.tops_bounded() && b.tops_bounded()};
    if (config.align == AlignRounding::Down)
      return lane_dot_avx2<true>(config, output, in, k, c_bits, result_bits, done);
    return lane_dot_avx2<false>(config, output, in, k, c_bits, result_bits, done);
  }
  lane_dot_portable(config, a, a_at, b, b_at, k, scale_exponent, c_bits, result_bits, done);
}

}  // namespace sim::numerics
