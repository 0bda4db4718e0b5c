// The lane kernels' body: the compact accumulation models for kLanes (8) outputs in lock-step, in
// binary64 (lane_dot.h says why that is exact), written once in the vector operations of an ops
// header and included by one translation unit per ISA, inside that ISA's namespace, after its ops:
// lane_kernels_avx2.cc (lane_ops_avx2.h: the AVX2 intrinsics themselves) and
// lane_kernels_portable.cc (lane_ops_portable.h: the same operations on SSE2 halves, bit for bit).
// MXSIM_LANE_INLINE and MXSIM_LANE_TARGET come from the ops header.
#pragma once

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstddef>
#include <cstdint>

#include "sim/numerics/lane_kernels.h"

#ifndef MXSIM_LANE_INLINE
#error "include an ops header (lane_ops_avx2.h, lane_ops_portable.h) before lane_kernel_body.h"
#endif

namespace sim::numerics::lanes::MXSIM_LANE_ISA {

// Eight doubles, one per lane, in two 4-double vectors.
struct D8 {
  V256d lo, hi;
};

MXSIM_LANE_INLINE D8 d8_add(D8 x, D8 y) { return {add_pd(x.lo, y.lo), add_pd(x.hi, y.hi)}; }
MXSIM_LANE_INLINE D8 d8_mul(D8 x, D8 y) { return {mul_pd(x.lo, y.lo), mul_pd(x.hi, y.hi)}; }
MXSIM_LANE_INLINE D8 d8_zero() { return {setzero_pd(), setzero_pd()}; }

template <bool kFloor>
MXSIM_LANE_INLINE V256d cut_pd(V256d x) {
  return kFloor ? floor_pd(x) : trunc_pd(x);
}
template <bool kFloor>
MXSIM_LANE_INLINE D8 cut8(D8 x) {
  return {cut_pd<kFloor>(x.lo), cut_pd<kFloor>(x.hi)};
}

// 2^e for eight int32 exponents (|e| <= 1022).
MXSIM_LANE_INLINE D8 pow2_8(V256i e) {
  const V256i bias = set1_epi64x(1023);
  return {castsi256_pd(slli_epi64(add_epi64(cvtepi32_epi64(low_si128(e)), bias), 52)),
          castsi256_pd(slli_epi64(add_epi64(cvtepi32_epi64(high_si128(e)), bias), 52))};
}

// floor(log2 |v|) of normal doubles; kNoExponent for zero.
MXSIM_LANE_INLINE V256i binade8(D8 v) {
  const V256i mask = set1_epi64x(0x7FF);
  const V256i lo = and_si256(srli_epi64(castpd_si256(v.lo), 52), mask);
  const V256i hi = and_si256(srli_epi64(castpd_si256(v.hi), 52), mask);
  const V256i field = narrow8(lo, hi);
  const V256i zero = cmpeq_epi32(field, setzero_si256());
  return blendv_epi8(sub_epi32(field, set1_epi32(1023)), set1_epi32(kNoExponent), zero);
}

// A term per lane: its exact value, the exponent it aligns on, a bound on its top bit, and (for
// exact alignment) the exponent of its lowest bit (or below it).
struct Term8 {
  D8 value;
  V256i nominal, top, low;
};

// An exact value aligned on `nominal`.
MXSIM_LANE_INLINE Term8 value_term(D8 value, V256i nominal) {
  const V256i binade = binade8(value);
  const V256i is_zero = cmpeq_epi32(binade, set1_epi32(kNoExponent));
  const V256i top = blendv_epi8(add_epi32(binade, set1_epi32(1)), binade, is_zero);
  const V256i low = blendv_epi8(sub_epi32(binade, set1_epi32(53)), set1_epi32(kNoLow), is_zero);
  return {value, nominal, top, low};
}

// An FP32 value per lane (compact_dot's fp32_term); Inf/NaN lanes fail.
MXSIM_LANE_INLINE Term8 fp32_term(V256i bits, V256i& failed) {
  const V256i field = and_si256(srli_epi32(bits, 23), set1_epi32(0xFF));
  const V256i field_zero = cmpeq_epi32(field, setzero_si256());
  const V256i is_zero = cmpeq_epi32(and_si256(bits, set1_epi32(0x7FFF'FFFF)), setzero_si256());
  failed = or_si256(failed, cmpeq_epi32(field, set1_epi32(0xFF)));
  const V256i nominal = blendv_epi8(sub_epi32(field, set1_epi32(127)), set1_epi32(-126), field_zero);
  const V256i top = blendv_epi8(add_epi32(nominal, set1_epi32(1)), set1_epi32(kNoExponent), is_zero);
  const V256i low = blendv_epi8(blendv_epi8(sub_epi32(field, set1_epi32(150)), set1_epi32(-149), field_zero),
                                set1_epi32(kNoLow), is_zero);
  const V256 as_float = castsi256_ps(bits);
  return {{cvtps_pd(low_ps128(as_float)), cvtps_pd(high_ps128(as_float))}, nominal, top, low};
}

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
MXSIM_LANE_INLINE void extent_step(const LaneInputs& in, size_t i, bool with_scale, bool exact, V256i& max_nominal,
                                   V256i& top, V256i& low) {
  const V256i scale = with_scale ? loadu_si256((in.scale_exponent + (i / 32) * L)) : setzero_si256();
  const V256i nominal = add_epi32(add_epi32(set1_epi32(in.a_nominal[i]), loadu_si256((in.b_nominal + i * L))), scale);
  const V256i term_top = add_epi32(add_epi32(set1_epi32(in.a_top[i]), loadu_si256((in.b_top + i * L))), scale);
  max_nominal = max_epi32(max_nominal, nominal);
  top = max_epi32(top, term_top);
  if (exact) {
    const V256i e = add_epi32(add_epi32(set1_epi32(in.a_exp[i]), loadu_si256((in.b_exp + i * L))), scale);
    low = min_epi32(low, blendv_epi8(set1_epi32(kNoLow), e, cmpgt_epi32(e, set1_epi32(kNoExponent / 4))));
  }
}

// One product cut at the grid (factor = 2^(scale - lsb)) and added.
template <bool kFloor>
MXSIM_LANE_INLINE void sum_step(const LaneInputs& in, size_t i, bool with_scale, D8 unit, size_t& factor_block,
                                D8& factor, D8& sum) {
  if (with_scale && i / 32 != factor_block) {
    factor_block = i / 32;
    factor = d8_mul(pow2_8(loadu_si256((in.scale_exponent + factor_block * L))), unit);
  }
  const V256d av = set1_pd(in.a_value[i]);
  const D8 product{mul_pd(av, loadu_pd(in.b_value + i * L)), mul_pd(av, loadu_pd(in.b_value + i * L + 4))};
  sum = d8_add(sum, cut8<kFloor>(d8_mul(product, factor)));
}

// Whether every base of the subset's strides stays in one 32-element block (the scale factors
// change only at block boundaries), so that the sums can go a block at a time.
inline bool blocks_apply(size_t start, Subset subset) { return start % subset.stride == 0 && 32 % subset.stride == 0; }

// The end of the block run that starts at `from` (within [.., end)).
inline size_t block_run_end(size_t from, size_t end) { return std::min(end, (from / 32 + 1) * 32); }

// The largest a.nominal + b.nominal over the subset's products in [from, to), one block (its
// scale is added once by the caller); `none` when there are none.
MXSIM_LANE_INLINE V256i block_nominal(const LaneInputs& in, size_t from, size_t to, Subset subset, V256i none) {
  V256i best = none;
  if (subset.stride == 1) {
    for (size_t i = from; i < to; ++i)
      best = max_epi32(best, add_epi32(set1_epi32(in.a_nominal[i]), loadu_si256((in.b_nominal + i * L))));
    return best;
  }
  if (subset.last == subset.first + 1) {  // one product per stride (the even / odd halves)
    for (size_t i = from + subset.first; i < to; i += subset.stride)
      best = max_epi32(best, add_epi32(set1_epi32(in.a_nominal[i]), loadu_si256((in.b_nominal + i * L))));
    return best;
  }
  if (subset.last == subset.first + 2 && (to - from) % subset.stride == 0) {  // two per stride (Mod4Halves)
    for (size_t i = from + subset.first; i < to; i += subset.stride)
      best = max_epi32(
          best, max_epi32(add_epi32(set1_epi32(in.a_nominal[i]), loadu_si256((in.b_nominal + i * L))),
                          add_epi32(set1_epi32(in.a_nominal[i + 1]), loadu_si256((in.b_nominal + (i + 1) * L)))));
    return best;
  }
  for (size_t base = from; base < to; base += subset.stride)
    for (size_t i = base + subset.first; i < std::min(to, base + subset.last); ++i)
      best = max_epi32(best, add_epi32(set1_epi32(in.a_nominal[i]), loadu_si256((in.b_nominal + i * L))));
  return best;
}

// sum + one product times factor, cut at the grid; then every product of the subset in
// [from, to) (one block) likewise.
template <bool kFloor>
MXSIM_LANE_INLINE D8 add_product(const LaneInputs& in, size_t i, D8 factor, D8 sum) {
  const V256d av = set1_pd(in.a_value[i]);
  const D8 product{mul_pd(av, loadu_pd(in.b_value + i * L)), mul_pd(av, loadu_pd(in.b_value + i * L + 4))};
  return d8_add(sum, cut8<kFloor>(d8_mul(product, factor)));
}
// The products i, i + step, ... below `end`, alternating between two running sums: with one, each
// product waited on the previous addition (4 cycles). Every partial sum is an integer below the
// group's 2^53 bound, so the order of these exact additions cannot change the result.
template <bool kFloor>
MXSIM_LANE_INLINE void run_sum(const LaneInputs& in, size_t i, size_t end, size_t step, D8 factor, D8& sum, D8& other) {
  for (; i + step < end; i += 2 * step) {
    sum = add_product<kFloor>(in, i, factor, sum);
    other = add_product<kFloor>(in, i + step, factor, other);
  }
  if (i < end) sum = add_product<kFloor>(in, i, factor, sum);
}
template <bool kFloor>
MXSIM_LANE_INLINE D8 block_sum(const LaneInputs& in, size_t from, size_t to, Subset subset, D8 factor, D8 sum) {
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

// fused8's lanes that fail for their grid: terms up to 2^top (any of them nonzero) that might not
// add exactly in a double on the 2^lsb grid, or a grid out of the factors' range.
MXSIM_LANE_INLINE V256i grid_fails(V256i top, V256i lsb, size_t terms) {
  const int headroom = static_cast<int>(std::bit_width(terms)) + 1;
  const V256i any = cmpgt_epi32(top, set1_epi32(kNoExponent / 2));
  const V256i too_wide = cmpgt_epi32(sub_epi32(top, lsb), set1_epi32(53 - headroom));
  const V256i out_of_range = or_si256(cmpgt_epi32(lsb, set1_epi32(699)), cmpgt_epi32(set1_epi32(-699), lsb));
  return or_si256(and_si256(any, too_wide), out_of_range);
}

// Fused sum of a subset of products [start, end) (scales on exponents when with_scale) and up to
// a few extra terms: align on the largest nominal exponent minus fraction_bits (or the lowest bit
// when exact), cut every term, sum exactly. Returns the integer-valued sum and its grid exponent.
template <bool kFloor>
MXSIM_LANE_INLINE void fused8(const LaneInputs& in, size_t start, size_t end, Subset subset, bool with_scale,
                              const Term8* extras, size_t extra_count, int fraction_bits, V256i& failed, D8& sum,
                              V256i& lsb, V256i& max_nominal) {
  const bool exact = fraction_bits >= kExactAlignment;
  const V256i no_low = set1_epi32(kNoLow);
  max_nominal = set1_epi32(kNoExponent);
  V256i top = set1_epi32(kNoExponent), low = no_low;
  for (size_t x = 0; x < extra_count; ++x) {
    max_nominal = max_epi32(max_nominal, extras[x].nominal);
    top = max_epi32(top, extras[x].top);
    low = min_epi32(low, extras[x].low);
  }
  const bool blockwise = with_scale && blocks_apply(start, subset);
  if (blockwise && !exact && in.tops_bounded) {
    // max(a + b + scale) = max(a + b) + scale within a block; and every operand lies below
    // 2^(nominal + 1), so every product below 2^(its nominal + 2): the top bound needs no pass.
    const V256i none = set1_epi32(-(1 << 30));  // below kNoExponent even with a scale added
    V256i terms_nominal = none;
    for (size_t from = start; from < end;) {
      const size_t to = block_run_end(from, end);
      const V256i scale = loadu_si256((in.scale_exponent + (from / 32) * L));
      terms_nominal = max_epi32(terms_nominal, add_epi32(block_nominal(in, from, to, subset, none), scale));
      from = to;
    }
    max_nominal = max_epi32(max_nominal, terms_nominal);
    top = max_epi32(top, add_epi32(terms_nominal, set1_epi32(2)));
  } else if (subset.stride == 1) {
    for (size_t i = start; i < end; ++i) extent_step(in, i, with_scale, exact, max_nominal, top, low);
  } else {
    for (size_t base = start; base < end; base += subset.stride)
      for (size_t i = base + subset.first; i < std::min(end, base + subset.last); ++i)
        extent_step(in, i, with_scale, exact, max_nominal, top, low);
  }
  lsb = exact ? blendv_epi8(low, setzero_si256(), cmpeq_epi32(low, no_low))
              : sub_epi32(max_nominal, set1_epi32(fraction_bits));
  // Sums stay exact below 2^53 (or every term is zero): n terms below 2^top add up to less than
  // 2^(top + bit_width(n)); the scale factors stay normal doubles.
  const size_t terms = extra_count + subset.count(start, end);
  const V256i bad = grid_fails(top, lsb, terms);
  failed = or_si256(failed, bad);
  lsb = blendv_epi8(lsb, setzero_si256(), bad);
  const D8 unit = pow2_8(sub_epi32(setzero_si256(), lsb));
  sum = d8_zero();
  for (size_t x = 0; x < extra_count; ++x) sum = d8_add(sum, cut8<kFloor>(d8_mul(extras[x].value, unit)));
  // Scale factors change only at 32-element block boundaries.
  if (blockwise) {
    for (size_t from = start; from < end;) {
      const size_t to = block_run_end(from, end);
      const D8 factor = d8_mul(pow2_8(loadu_si256((in.scale_exponent + (from / 32) * L))), unit);
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
MXSIM_LANE_INLINE D8 scaled(D8 sum, V256i lsb) { return d8_mul(d8_add(sum, d8_zero()), pow2_8(lsb)); }

// Truncate to fewer mantissa bits: clear the low bits of normal FP32-range values; below 2^-126
// cut at the fixed grid 2^-(126 + bits).
MXSIM_LANE_INLINE V256d narrow_toward_zero(V256d v, V256i keep, V256d tiny, V256d up, V256d down, V256d abs_mask) {
  const V256d masked = castsi256_pd(and_si256(castpd_si256(v), keep));
  const V256d small = mul_pd(trunc_pd(mul_pd(v, up)), down);
  return blendv_pd(masked, small, cmplt_pd(and_pd(v, abs_mask), tiny));
}

// One rounding of exact values to FP32 with `fraction_bits` stored bits: nearest even, or toward
// zero (23 bits: step back one ulp where nearest went up; fewer bits: clear the double's low
// mantissa bits, or cut at 2^-(126 + bits) below the normal range). Overflow of a narrowed
// format fails the lane.
MXSIM_LANE_INLINE V256i round_fp32_8(D8 value, RoundingMode mode, int fraction_bits, V256i& failed) {
  if (fraction_bits < 23) {
    const V256d abs_mask = castsi256_pd(set1_epi64x(0x7FFF'FFFF'FFFF'FFFF));
    const V256i keep = set1_epi64x(~static_cast<int64_t>((uint64_t{1} << (52 - fraction_bits)) - 1));
    const V256d tiny = set1_pd(std::ldexp(1.0, -126)), huge = set1_pd(std::ldexp(1.0, 128));
    const V256d up = set1_pd(std::ldexp(1.0, 126 + fraction_bits)),
                down = set1_pd(std::ldexp(1.0, -126 - fraction_bits));
    const V256d lo = narrow_toward_zero(value.lo, keep, tiny, up, down, abs_mask);
    const V256d hi = narrow_toward_zero(value.hi, keep, tiny, up, down, abs_mask);
    const V256i over = narrow8(castpd_si256(cmpge_pd(and_pd(value.lo, abs_mask), huge)),
                               castpd_si256(cmpge_pd(and_pd(value.hi, abs_mask), huge)));
    failed = or_si256(failed, or_si256(over, set1_epi32(mode == RoundingMode::TowardZero ? 0 : -1)));
    return castps_si256(set_m128(cvtpd_ps(hi), cvtpd_ps(lo)));
  }
  const V256 rounded = set_m128(cvtpd_ps(value.hi), cvtpd_ps(value.lo));
  // An overflow (or a toward-zero rounding just below it) is left to the engine, which knows
  // DotConfig::overflow.
  const V256 magnitude = and_ps(rounded, castsi256_ps(set1_epi32(0x7FFF'FFFF)));
  failed = or_si256(failed, castps_si256(cmpeq_ps(magnitude, castsi256_ps(set1_epi32(0x7F80'0000)))));
  V256i bits = castps_si256(rounded);
  if (mode == RoundingMode::TowardZero) {
    const V256d abs_mask = castsi256_pd(set1_epi64x(0x7FFF'FFFF'FFFF'FFFF));
    const V256d back_lo = cvtps_pd(low_ps128(rounded));
    const V256d back_hi = cvtps_pd(high_ps128(rounded));
    const V256i up = narrow8(castpd_si256(cmpgt_pd(and_pd(back_lo, abs_mask), and_pd(value.lo, abs_mask))),
                             castpd_si256(cmpgt_pd(and_pd(back_hi, abs_mask), and_pd(value.hi, abs_mask))));
    bits = add_epi32(bits, up);  // all ones = -1
  } else if (mode != RoundingMode::NearestEven) {
    failed = set1_epi32(-1);
  }
  return bits;
}

// x + y rounded to odd in binary64 (exact, or the odd neighbour of the exact sum), so that one
// later rounding to FP32 is a correct single rounding of x + y.
MXSIM_LANE_INLINE V256d add_round_to_odd(V256d x, V256d y) {
  const V256d s = add_pd(x, y);
  const V256d bb = sub_pd(s, x);
  const V256d err = add_pd(sub_pd(x, sub_pd(s, bb)), sub_pd(y, bb));
  const V256i bits = castpd_si256(s), err_bits = castpd_si256(err);
  const V256i inexact = xor_si256(castpd_si256(cmpeq_pd(err, setzero_pd())), set1_epi64x(-1));
  const V256i even = cmpeq_epi64(and_si256(bits, set1_epi64x(1)), setzero_si256());
  // +1 ulp of magnitude when err has s's sign, -1 otherwise.
  const V256i same_sign = cmpgt_epi64(setzero_si256(), xor_si256(err_bits, bits));  // sign bit set = differ
  const V256i step = or_si256(same_sign, set1_epi64x(1));  // -1 where signs differ, +1 where same
  return castsi256_pd(add_epi64(bits, and_si256(step, and_si256(inexact, even))));
}

// Results out: FP32 bits per lane, and whether each lane finished.
MXSIM_LANE_INLINE void store_lanes(V256i accumulator, V256i failed, uint32_t* result_bits, bool* done) {
  storeu_si256((result_bits), accumulator);
  alignas(32) int32_t failed_lanes[L];
  storeu_si256((failed_lanes), failed);
  for (size_t l = 0; l < L; ++l) done[l] = failed_lanes[l] == 0;
}

// The AfterProducts join (CDNA3, CDNA4): the exact product sum (its largest nominal exponent
// `products_nominal`) and c, each floored to its grid below the larger of their exponents, added
// exactly (two values within 40 bits of each other) and rounded once. Grids outside the
// normal-double range of the factors fail the lane.
MXSIM_LANE_INLINE V256i after_products_join(const DotConfig& config, const DotOutput& output, D8 products,
                                            V256i products_nominal, const Term8& c, V256i& failed) {
  const V256i top = max_epi32(products_nominal, c.nominal);
  const V256i include_c = cmpgt_epi32(c.nominal, sub_epi32(top, set1_epi32(config.c_fraction_bits + 2)));
  const V256i c_grid = sub_epi32(top, set1_epi32(config.c_fraction_bits));
  const V256i s_grid = sub_epi32(top, set1_epi32(config.sum_fraction_bits));
  const D8 c_cut = scaled(cut8<true>(d8_mul(c.value, pow2_8(sub_epi32(setzero_si256(), c_grid)))), c_grid);
  const D8 s_cut = scaled(cut8<true>(d8_mul(products, pow2_8(sub_epi32(setzero_si256(), s_grid)))), s_grid);
  const V256i keep_lo = cvtepi32_epi64(low_si128(include_c));
  const V256i keep_hi = cvtepi32_epi64(high_si128(include_c));
  const D8 c_kept{and_pd(c_cut.lo, castsi256_pd(keep_lo)), and_pd(c_cut.hi, castsi256_pd(keep_hi))};
  const V256i result =
      round_fp32_8(d8_add(d8_add(s_cut, c_kept), d8_zero()), output.rounding, output.fraction_bits, failed);
  failed = or_si256(failed, or_si256(cmpgt_epi32(top, set1_epi32(600)), cmpgt_epi32(set1_epi32(-600), top)));
  return result;
}

// The AddedLast join (NVIDIA FP8 through the HMMA path): the products' rounded result plus c,
// rounded once (through a round-to-odd binary64 sum).
MXSIM_LANE_INLINE V256i added_last_join(const DotOutput& output, V256i products_bits, const Term8& c, V256i& failed) {
  const Term8 products = fp32_term(products_bits, failed);
  const D8 total{add_round_to_odd(products.value.lo, c.value.lo), add_round_to_odd(products.value.hi, c.value.hi)};
  return round_fp32_8(total, output.final_rounding, 23, failed);
}

// The largest nominal exponent, scales included, of the subset's products in [start, end): fused8's
// max_nominal over the products (kNoExponent at least), for operands with bounded tops.
MXSIM_LANE_INLINE V256i products_nominal(const LaneInputs& in, size_t start, size_t end, Subset subset) {
  const V256i none = set1_epi32(-(1 << 30));  // below kNoExponent even with a scale added
  V256i best = none;
  for (size_t from = start; from < end;) {
    const size_t to = block_run_end(from, end);
    best = max_epi32(
        best, add_epi32(block_nominal(in, from, to, subset, none), loadu_si256((in.scale_exponent + (from / 32) * L))));
    from = to;
  }
  return max_epi32(best, set1_epi32(kNoExponent));
}

// Bounds on the products in [start, end), scales included, from the operands' sub-block bounds
// (LaneInputs::a_sub_nominal and the rest) over the sub-blocks the range touches: every product's
// nominal exponent is at most `nominal`, every nonzero product's lowest bit at least `low`.
MXSIM_LANE_INLINE void products_bounds(const LaneInputs& in, size_t start, size_t end, V256i& nominal, V256i& low) {
  nominal = set1_epi32(kNoExponent);
  low = set1_epi32(kSubBlockNoLow);
  for (size_t sub = start / kSubBlock; sub * kSubBlock < end; ++sub) {
    const V256i scale = loadu_si256((in.scale_exponent + (sub * kSubBlock / 32) * L));
    nominal = max_epi32(
        nominal,
        add_epi32(add_epi32(set1_epi32(in.a_sub_nominal[sub]), loadu_si256((in.b_sub_nominal + sub * L))), scale));
    low = min_epi32(low,
                    add_epi32(add_epi32(set1_epi32(in.a_sub_low[sub]), loadu_si256((in.b_sub_low + sub * L))), scale));
  }
}

// sum + product i, uncut (one rounding of an exact value: exact).
MXSIM_LANE_INLINE D8 add_uncut(const LaneInputs& in, size_t i, D8 sum) {
  const V256d av = set1_pd(in.a_value[i]);
  return {fmadd_pd(av, loadu_pd(in.b_value + i * L), sum.lo), fmadd_pd(av, loadu_pd(in.b_value + i * L + 4), sum.hi)};
}

// The products of the subset in [start, end) added as they are (no cut), each block's sum times its
// scale factor: their exact sum where the caller has proved that every partial sum fits a double.
// Two running sums, as run_sum has them.
MXSIM_LANE_INLINE D8 uncut_sum(const LaneInputs& in, size_t start, size_t end, Subset subset) {
  D8 sum = d8_zero();
  for (size_t from = start; from < end;) {
    const size_t to = block_run_end(from, end);
    D8 even = d8_zero(), odd = d8_zero();
    if (subset.stride == 1) {
      size_t i = from;
      for (; i + 1 < to; i += 2) {
        even = add_uncut(in, i, even);
        odd = add_uncut(in, i + 1, odd);
      }
      if (i < to) even = add_uncut(in, i, even);
    } else if (subset.last == subset.first + 2 && (to - from) % subset.stride == 0) {
      for (size_t base = from + subset.first; base < to; base += subset.stride) {
        even = add_uncut(in, base, even);
        odd = add_uncut(in, base + 1, odd);
      }
    } else {
      for (size_t base = from; base < to; base += subset.stride)
        for (size_t i = base + subset.first, n = 0; i < std::min(to, base + subset.last); ++i, ++n)
          if (n % 2 == 0)
            even = add_uncut(in, i, even);
          else
            odd = add_uncut(in, i, odd);
    }
    sum = d8_add(sum, d8_mul(d8_add(even, odd), pow2_8(loadu_si256((in.scale_exponent + (from / 32) * L)))));
    from = to;
  }
  return sum;
}

// c cut at the 2^lsb grid, as fused8 cuts an extra term.
template <bool kFloor>
MXSIM_LANE_INLINE D8 cut_term(const Term8& term, V256i lsb) {
  return scaled(cut8<kFloor>(d8_mul(term.value, pow2_8(sub_epi32(setzero_si256(), lsb)))), lsb);
}

// A ScaleEntry::PartialSum partial (products [start, end), one block, its scale `scale`) as fused8
// forms it with exact alignment: the exact sum of the products, times 2^scale, aligned on the scale
// exponent. Here the products add uncut where their bounds prove every partial sum fits a double;
// false (nothing written) where some lane's do not.
MXSIM_LANE_INLINE bool uncut_partial(const LaneInputs& in, size_t start, size_t end, V256i scale, Term8& term) {
  V256i bound, low;
  products_bounds(in, start, end, bound, low);
  const int headroom = static_cast<int>(std::bit_width(end - start)) + 1;
  const V256i any = cmpgt_epi32(bound, set1_epi32(kNoExponent / 2));
  const V256i too_wide = cmpgt_epi32(sub_epi32(add_epi32(bound, set1_epi32(2)), low), set1_epi32(53 - headroom));
  if (any_set(and_si256(any, too_wide))) return false;
  // uncut_sum applies the block's scale itself, and is never -0
  term = value_term(uncut_sum(in, start, end, Subset{1, 0, 1}), scale);
  return true;
}

// Groups of one sub-block (nvidia_ampere's 8) with c a term of them (the Fused join), a block (4
// groups) at a time: what does not depend on c (each group's uncut product sum, its products'
// largest nominal exponent and their lowest-bit bound) is formed for the whole block first, so
// that the chain from one group's result to the next holds only c's checks and the rounding
// (uncut_sub_block). The checks are uncut_group's. (Using the sub-block bound for the nominal
// exponent, with the products' own only where it would cut something, was slower: 70-73 against
// 63-65 ms at 512^3 on one core; the branch on c went either way.)
struct SubBlockSums {
  size_t block = ~size_t{0};  // the block they are for
  D8 sum[32 / kSubBlock];
  V256i nominal[32 / kSubBlock], low[32 / kSubBlock];
};

// The loops below spell out what products_nominal and uncut_sum do for one group: calling them per
// group measured 12% slower (65.9-67.0 against 58.8 ms, nvidia_ampere at 512^3 on one core).
MXSIM_LANE_INLINE void sub_block_sums(const LaneInputs& in, size_t block_start, SubBlockSums& out) {
  const V256i scale = loadu_si256((in.scale_exponent + (block_start / 32) * L));
  const D8 factor = pow2_8(scale);
  out.block = block_start / 32;
  for (size_t g = 0; g < 32 / kSubBlock; ++g) {
    const size_t start = block_start + g * kSubBlock, sub = start / kSubBlock;
    out.low[g] = add_epi32(add_epi32(set1_epi32(in.a_sub_low[sub]), loadu_si256((in.b_sub_low + sub * L))), scale);
    V256i nominal = set1_epi32(kNoExponent);
    D8 even = d8_zero(), odd = d8_zero();
    for (size_t i = start; i < start + kSubBlock; i += 2) {
      nominal = max_epi32(
          nominal, max_epi32(add_epi32(set1_epi32(in.a_nominal[i]), loadu_si256((in.b_nominal + i * L))),
                             add_epi32(set1_epi32(in.a_nominal[i + 1]), loadu_si256((in.b_nominal + (i + 1) * L)))));
      even = add_uncut(in, i, even);
      odd = add_uncut(in, i + 1, odd);
    }
    out.nominal[g] = max_epi32(add_epi32(nominal, scale), set1_epi32(kNoExponent));
    out.sum[g] = d8_mul(d8_add(even, odd), factor);  // never -0
  }
}

// The FP32 accumulator held as the double of its value, for a chain of sub-block groups rounded
// toward zero: such a rounding of an exact double to a normal FP32 value clears the double's low
// mantissa bits, so the chain from one group's result to the next is one addition and one mask
// (through FP32 bits it was two conversions, a comparison and a correction each way). `acc` holds
// a normal FP32 value or zero, the accumulator's bits are cvtpd_ps of it (exact).
// fp32_term's exponents, except for a zero: its lowest bit is taken as -126 - 23 and its top as
// -125 (fp32_term: none, and kNoExponent), which only makes the checks stricter (a cut of zero is
// then made, and leaves zero).
MXSIM_LANE_INLINE Term8 held_term(D8 acc) {
  const V256i nominal = max_epi32(binade8(acc), set1_epi32(-126));  // a zero: -126
  return {acc, nominal, add_epi32(nominal, set1_epi32(1)), sub_epi32(nominal, set1_epi32(23))};
}

// Lanes (as 64-bit masks) whose value is neither zero nor in [2^-126, FLT_MAX) in magnitude (NaN
// compares false everywhere, and so is one). FLT_MAX itself leaves too: a toward-zero rounding
// that lands on it may be an overflow, which round_fp32_8 leaves to the engine (it knows
// DotConfig::overflow).
MXSIM_LANE_INLINE V256i unholdable(V256d x) {
  const V256d magnitude = and_pd(x, castsi256_pd(set1_epi64x(0x7FFF'FFFF'FFFF'FFFF)));
  const V256i normal = and_si256(castpd_si256(cmpge_pd(magnitude, set1_pd(0x1p-126))),
                                 castpd_si256(cmplt_pd(magnitude, set1_pd(0x1.fffffep127))));
  const V256i ok = or_si256(normal, castpd_si256(cmpeq_pd(magnitude, setzero_pd())));
  return xor_si256(ok, set1_epi64x(-1));
}

// The FP32 bits of a held accumulator (exact: it holds FP32 values).
MXSIM_LANE_INLINE V256i held_bits(D8 held) { return castps_si256(set_m128(cvtpd_ps(held.hi), cvtpd_ps(held.lo))); }

// Whether every lane holds a normal FP32 value below FLT_MAX, or zero (what held_term takes).
MXSIM_LANE_INLINE bool holdable(D8 acc) { return !any_set(or_si256(unholdable(acc.lo), unholdable(acc.hi))); }

// The fraction bits up to which uncut_sub_block needs no grid_fails check: the group's nine terms
// then add exactly in a double (46 + 2 + bit_width(9) + 1 <= 53).
inline constexpr int kHeldFractionBits = 46;

template <bool kFloor>
MXSIM_LANE_INLINE bool uncut_sub_block(const DotConfig& config, const DotOutput& output, size_t start,
                                       const SubBlockSums& sums, D8& acc) {
  const size_t g = (start % 32) / kSubBlock;
  const Term8 c = held_term(acc);
  const V256i nominal = sums.nominal[g];
  const V256i lsb = sub_epi32(max_epi32(nominal, c.nominal), set1_epi32(config.fraction_bits));
  // grid_fails cannot hold here (kHeldFractionBits): the terms lie below 2^(max(nominal, c) + 2),
  // fraction_bits + 2 bits above the grid, which lies within [-126 - 46, 300)
  if (any_set(cmpgt_epi32(lsb, sums.low[g]))) return false;
  // c cut at the grid where its lowest bit lies below it (products above c: rare once c has grown)
  const D8 c_term = any_set(cmpgt_epi32(lsb, c.low)) ? cut_term<kFloor>(c, lsb) : c.value;
  const D8 sum = d8_add(sums.sum[g], c_term);
  // toward zero, output.fraction_bits kept; a result outside FP32's normal range leaves the chain
  const V256d keep = castsi256_pd(set1_epi64x(~static_cast<int64_t>((uint64_t{1} << (52 - output.fraction_bits)) - 1)));
  const D8 rounded{and_pd(sum.lo, keep), and_pd(sum.hi, keep)};
  if (!holdable(rounded)) return false;
  acc = rounded;
  return true;
}

// One group with its products added uncut, where a bound proves that no alignment cut would remove
// a bit of any product: every nonzero product's lowest bit (bounded per 8 operands,
// LaneOperands::bound_sub_blocks) lies at or above the grid the cutting path aligns it on. The
// grids, the cuts of c, and every rounding are the cutting path's own
// (fused8 and the joins in lane_dot_kernel); only the per-product cuts, which would return each
// product unchanged, are left out, and the products add by multiply-add. Where c (or a first pass's
// result) lies at or above every product's bound, the grid follows it and the products' exponents
// need no pass of their own. Returns false with nothing changed where some lane's bound proves
// less, or where the cutting path would give up on a lane (the caller then takes that path).
template <bool kFloor>
MXSIM_LANE_INLINE bool uncut_group(const DotConfig& config, const DotOutput& output, const LaneInputs& in, size_t start,
                                   size_t end, const Term8& c, V256i& accumulator, V256i& failed) {
  const Subset all{1, 0, 1};
  const V256i bits = set1_epi32(config.fraction_bits);
  const V256i two = set1_epi32(2);  // bounded tops: products lie below 2^(nominal + 2)
  V256i bound, low;
  products_bounds(in, start, end, bound, low);
  if (config.join == AccumulatorJoin::Fused) {
    // c is one more term of the group: the grid lies below the larger of its and the products' exponents
    const V256i nominal = any_set(cmpgt_epi32(bound, c.nominal)) ? products_nominal(in, start, end, all) : bound;
    const V256i lsb = sub_epi32(max_epi32(nominal, c.nominal), bits);
    const V256i bad =
        or_si256(cmpgt_epi32(lsb, low), grid_fails(max_epi32(add_epi32(nominal, two), c.top), lsb, end - start + 1));
    if (any_set(bad)) return false;
    // c keeps every bit where its lowest lies on the grid (c above the products, 23 or more
    // fraction bits): the cut leaves the chain from one group's result to the next. The uncut sum
    // is never -0, so neither is the total.
    const D8 c_term = any_set(cmpgt_epi32(lsb, c.low)) ? cut_term<kFloor>(c, lsb) : c.value;
    accumulator =
        round_fp32_8(d8_add(uncut_sum(in, start, end, all), c_term), output.rounding, output.fraction_bits, failed);
    return true;
  }
  if (config.join == AccumulatorJoin::AfterProducts) {
    // The halves' grids, and the grid that combines them, lie at or below nominal - bits: the
    // product sum is exact. Then c joins as in lane_dot_kernel, on grids below the larger of c's
    // and the products' exponents.
    const V256i nominal = any_set(cmpgt_epi32(bound, c.nominal)) ? products_nominal(in, start, end, all) : bound;
    const V256i grid = sub_epi32(nominal, bits);
    const V256i bad = or_si256(cmpgt_epi32(grid, low), grid_fails(add_epi32(nominal, two), grid, end - start));
    if (any_set(bad)) return false;
    accumulator = after_products_join(config, output, uncut_sum(in, start, end, all), nominal, c, failed);
    return true;
  }
  // AddedLast: the products (one pass, or two with the first's rounded result a term of the
  // second) rounded, then c added with one rounding. With no extra term a pass's grid needs only
  // the bound (the real grid is no higher).
  V256i lanes_failed = failed;
  D8 products;
  if (config.grouping == Grouping::Mod4Halves) {
    const Subset first_half{4, 0, 2}, second_half{4, 2, 4};
    if (!blocks_apply(start, first_half)) return false;
    const V256i first_lsb = sub_epi32(bound, bits);
    if (any_set(or_si256(cmpgt_epi32(first_lsb, low),
                         grid_fails(add_epi32(bound, two), first_lsb, first_half.count(start, end)))))
      return false;
    const D8 first_sum = d8_add(uncut_sum(in, start, end, first_half), d8_zero());
    const Term8 first =
        fp32_term(round_fp32_8(first_sum, output.rounding, output.fraction_bits, lanes_failed), lanes_failed);
    // The second pass aligns on the larger of the first's result and its products' exponents (the
    // bound, or where the bound's grid lies above some product, the second half's own exponents).
    // Its cut leaves the first's result whole: every product lies on the 2^low grid, at or above
    // the second pass's, so their sum does, and a rounding of it to FP32 lies on that grid or on
    // its own coarser one.
    V256i second_lsb = sub_epi32(max_epi32(bound, first.nominal), bits);
    V256i second_top = max_epi32(add_epi32(bound, two), first.top);
    if (any_set(cmpgt_epi32(second_lsb, low))) {
      const V256i second_products = products_nominal(in, start, end, second_half);
      second_lsb = sub_epi32(max_epi32(second_products, first.nominal), bits);
      second_top = max_epi32(add_epi32(second_products, two), first.top);
    }
    if (any_set(or_si256(cmpgt_epi32(second_lsb, low),
                         grid_fails(second_top, second_lsb, second_half.count(start, end) + 1))))
      return false;
    products = d8_add(d8_add(uncut_sum(in, start, end, second_half), first.value), d8_zero());
  } else {
    const V256i lsb = sub_epi32(bound, bits);
    if (any_set(or_si256(cmpgt_epi32(lsb, low), grid_fails(add_epi32(bound, two), lsb, end - start)))) return false;
    products = d8_add(uncut_sum(in, start, end, all), d8_zero());
  }
  accumulator = added_last_join(output, round_fp32_8(products, output.rounding, output.fraction_bits, lanes_failed), c,
                                lanes_failed);
  failed = lanes_failed;
  return true;
}

// The compact model for kLanes outputs (lanes::kernels_apply says for which configs).
template <bool kFloor>
MXSIM_LANE_TARGET void lane_dot_kernel(const DotConfig& config, const DotOutput& output, const LaneInputs& in, size_t k,
                                       const uint32_t* c_bits, uint32_t* result_bits, bool* done) {
  const size_t group = config.group_terms > 0 ? static_cast<size_t>(config.group_terms) : std::max<size_t>(k, 1);
  const Subset all{1, 0, 1};
  V256i accumulator = loadu_si256((c_bits));
  V256i failed = setzero_si256();  // all ones in lanes the caller must recompute
  D8 sum;
  V256i lsb, nominal;
  Term8 extras[8];
  // Exact groups rounded to nearest even: the group's products add exactly in binary64 (checked),
  // and acc + group is rounded once through a round-to-odd binary64 sum.
  const bool exact_nearest = config.join == AccumulatorJoin::Fused && config.scales == ScaleEntry::ProductExponent &&
                             config.fraction_bits >= kExactAlignment && output.rounding == RoundingMode::NearestEven &&
                             output.fraction_bits == 23;
  if (exact_nearest) {
    for (size_t start = 0; start < k; start += group) {
      const size_t end = std::min(k, start + group);
      V256i top = set1_epi32(kNoExponent), low = set1_epi32(kNoLow);
      D8 products = d8_zero();
      for (size_t i = start; i < end;) {
        const size_t block_end = std::min(end, (i / 32 + 1) * 32);
        const V256i scale = loadu_si256((in.scale_exponent + (i / 32) * L));
        const D8 factor = pow2_8(scale);
        for (; i < block_end; ++i) {
          const V256i term_top = add_epi32(add_epi32(set1_epi32(in.a_top[i]), loadu_si256((in.b_top + i * L))), scale);
          const V256i e = add_epi32(add_epi32(set1_epi32(in.a_exp[i]), loadu_si256((in.b_exp + i * L))), scale);
          top = max_epi32(top, term_top);
          low = min_epi32(low, blendv_epi8(set1_epi32(kNoLow), e, cmpgt_epi32(e, set1_epi32(kNoExponent / 4))));
          const V256d av = set1_pd(in.a_value[i]);
          products = d8_add(
              products,
              d8_mul({mul_pd(av, loadu_pd(in.b_value + i * L)), mul_pd(av, loadu_pd(in.b_value + i * L + 4))}, factor));
        }
      }
      const int headroom = static_cast<int>(std::bit_width(end - start)) + 1;
      const V256i any = cmpgt_epi32(top, set1_epi32(kNoExponent / 2));
      const V256i wide = cmpgt_epi32(sub_epi32(top, low), set1_epi32(53 - headroom));
      const V256i far = or_si256(cmpgt_epi32(top, set1_epi32(900)), cmpgt_epi32(set1_epi32(-900), low));
      failed = or_si256(failed, and_si256(any, or_si256(wide, far)));
      const Term8 c = fp32_term(accumulator, failed);
      const D8 total{add_round_to_odd(c.value.lo, products.lo), add_round_to_odd(c.value.hi, products.hi)};
      accumulator = round_fp32_8(d8_add(total, d8_zero()), RoundingMode::NearestEven, 23, failed);
    }
    store_lanes(accumulator, failed, result_bits, done);
    return;
  }
  // Groups whose products need no cut add them uncut while this thread's record says trying is
  // worth it: groups of more than one sub-block through uncut_group; toward-zero Fused groups of
  // exactly one (nvidia_ampere) through uncut_sub_block, the accumulator held as a double. Other
  // groups of one sub-block gain nothing (the exponent pass and checks cost what the cuts save:
  // nvidia_ampere through uncut_group 1.66-1.68 G against 1.74-1.77 G per core). Exact alignment
  // and unbounded tops take the cutting path; ScaleEntry::PartialSum's partials are exact sums (no
  // grid): one whose bounds prove it fits a double adds its products uncut (uncut_partial).
  const bool bounded_config =
      in.tops_bounded && config.scales == ScaleEntry::ProductExponent && config.fraction_bits < kExactAlignment;
  const bool sub_blocks = bounded_config && config.join == AccumulatorJoin::Fused && group == kSubBlock &&
                          k % 32 == 0 && config.grouping == Grouping::Contiguous &&
                          output.rounding == RoundingMode::TowardZero && output.fraction_bits <= 23 &&
                          config.fraction_bits <= kHeldFractionBits;
  const bool groups_uncut = bounded_config && group > kSubBlock;
  const bool bounded = in.a_sub_low != nullptr;  // the caller's bounds (none while the record says stop)
  SubBlockSums block_sums;
  D8 held{};  // the accumulator's value while `holding` (uncut_sub_block)
  bool holding = false;
  const bool partials_uncut = bounded && in.tops_bounded && config.scales == ScaleEntry::PartialSum;
  UncutTries no_record;
  UncutTries& tries = in.uncut ? *in.uncut : no_record;
  for (size_t start = 0; start < k; start += group) {
    const size_t end = std::min(k, start + group);
    if (sub_blocks) {
      if (bounded && tries.worth_trying()) {
        tries.tried();
        if (!holding) {
          const V256 as_float = castsi256_ps(accumulator);
          held = {cvtps_pd(low_ps128(as_float)), cvtps_pd(high_ps128(as_float))};
          holding = holdable(held);
        }
        if (holding) {
          if (block_sums.block != start / 32) sub_block_sums(in, start - start % 32, block_sums);
          if (uncut_sub_block<kFloor>(config, output, start, block_sums, held)) continue;
        }
        tries.failed();
      } else {
        tries.count_skipped();
      }
      if (holding) {  // the cutting path takes this group: the accumulator's bits again
        accumulator = held_bits(held);
        holding = false;
      }
    }
    const Term8 c = fp32_term(accumulator, failed);
    if (groups_uncut) {
      if (bounded && tries.worth_trying()) {
        tries.tried();
        if (uncut_group<kFloor>(config, output, in, start, end, c, accumulator, failed)) continue;
        tries.failed();
      } else {
        tries.count_skipped();
      }
    }
    if (config.join == AccumulatorJoin::Fused) {
      size_t count = 0;
      const bool partials = config.scales == ScaleEntry::PartialSum;
      if (partials) {
        // Each run of partial_terms products summed exactly, scaled, aligned on its scale exponent.
        const size_t run = static_cast<size_t>(std::max(config.partial_terms, 1));
        for (size_t p = start; p < end; p += run) {
          if (count + 2 > 8) {
            failed = set1_epi32(-1);
            break;
          }
          const size_t run_end = std::min(end, p + run);
          const V256i scale = loadu_si256((in.scale_exponent + (p / 32) * L));
          if (partials_uncut && p / 32 == (run_end - 1) / 32 && uncut_partial(in, p, run_end, scale, extras[count])) {
            ++count;
            continue;
          }
          fused8<false>(in, p, run_end, all, false, nullptr, 0, kExactAlignment, failed, sum, lsb, nominal);
          extras[count++] = value_term(scaled(sum, add_epi32(lsb, scale)), scale);
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
      V256i bits;
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
      accumulator = added_last_join(output, bits, c, failed);
    } else {
      // AfterProducts: the product sum (even/odd halves combined by floor), then c, each floored
      // to its grid below the larger exponent, added exactly and rounded once.
      D8 products;
      V256i products_nominal;
      if (config.grouping == Grouping::EvenOdd) {
        D8 even_sum, odd_sum;
        V256i even_lsb, odd_lsb, even_nominal, odd_nominal;
        fused8<kFloor>(in, start, end, Subset{2, 0, 1}, true, nullptr, 0, config.fraction_bits, failed, even_sum,
                       even_lsb, even_nominal);
        fused8<kFloor>(in, start, end, Subset{2, 1, 2}, true, nullptr, 0, config.fraction_bits, failed, odd_sum,
                       odd_lsb, odd_nominal);
        const Term8 even = value_term(scaled(even_sum, even_lsb), even_nominal);
        const Term8 odd = value_term(scaled(odd_sum, odd_lsb), odd_nominal);
        products_nominal = max_epi32(even_nominal, odd_nominal);
        // Both halves floored at 2^(products_nominal - fraction_bits): a fused sum with that grid.
        const V256i grid = sub_epi32(products_nominal, set1_epi32(config.fraction_bits));
        const V256i top = max_epi32(even.top, odd.top);
        const V256i any = cmpgt_epi32(top, set1_epi32(kNoExponent / 2));
        failed = or_si256(failed, and_si256(any, cmpgt_epi32(sub_epi32(top, grid), set1_epi32(45))));
        const D8 unit = pow2_8(sub_epi32(setzero_si256(), grid));
        const D8 halves = d8_add(cut8<true>(d8_mul(even.value, unit)), cut8<true>(d8_mul(odd.value, unit)));
        products = scaled(halves, grid);
      } else {
        fused8<kFloor>(in, start, end, all, true, nullptr, 0, config.fraction_bits, failed, sum, lsb, products_nominal);
        products = scaled(sum, lsb);
      }
      accumulator = after_products_join(config, output, products, products_nominal, c, failed);
    }
  }
  if (holding) accumulator = held_bits(held);
  store_lanes(accumulator, failed, result_bits, done);
}

// The kernel for the config's alignment rounding (the entry point lane_kernels.h declares).
void lane_dot(const DotConfig& config, const DotOutput& output, const LaneInputs& in, size_t k, const uint32_t* c_bits,
              uint32_t* result_bits, bool* done) {
  if (config.align == AlignRounding::Down)
    return lane_dot_kernel<true>(config, output, in, k, c_bits, result_bits, done);
  lane_dot_kernel<false>(config, output, in, k, c_bits, result_bits, done);
}

}  // namespace sim::numerics::lanes::MXSIM_LANE_ISA
