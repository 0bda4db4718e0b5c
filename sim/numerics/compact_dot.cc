#include "sim/numerics/compact_dot.h"

#include <algorithm>
#include <limits>

#include "sim/numerics/bit_ops.h"
#include "sim/numerics/cpu_isa.h"

namespace sim::numerics {
namespace {

using compact::kMaxTerms;
using compact::kNoExponent;
using compact::Term;
using compact::Terms;
constexpr int32_t kFp32MinNormal = -126;

// Exact sum of terms cut at 2^lsb, in int64 (false when the span does not fit, as dot.cc's fast
// path). Branch-free: signs and zeros are data, not control flow, because products' signs are
// random and mispredictions would dominate.
__attribute__((always_inline)) inline bool sum_at(const Terms& terms, int32_t lsb, AlignRounding rounding, Term& out) {
  int32_t top = kNoExponent;
  for (size_t i = 0; i < terms.count; ++i) top = std::max(top, terms.top[i]);
  out = Term{0, lsb, kNoExponent};
  if (top <= kNoExponent / 2) return true;  // every term is zero
  if (static_cast<int64_t>(top) - lsb + 8 > 62) return false;
  int64_t sum = 0;
  const int64_t toward_zero = rounding == AlignRounding::TowardZero ? -1 : 0;
  for (size_t i = 0; i < terms.count; ++i) {
    const int64_t shift = static_cast<int64_t>(terms.exp[i]) - lsb;
    const int64_t left = std::clamp<int64_t>(shift, 0, 62);
    const int64_t right = std::clamp<int64_t>(-shift, 0, 63);
    // Left shifts cannot overflow (span checked); right shifts floor (arithmetic shift), and
    // truncation toward zero first adds 2^right - 1 to negative values.
    const int64_t widened = static_cast<int64_t>(static_cast<uint64_t>(terms.sig[i]) << left);
    const int64_t bias = (widened >> 63) & toward_zero & static_cast<int64_t>((uint64_t{1} << right) - 1);
    sum += (widened + bias) >> right;
  }
  out.sig = sum;
  return true;
}

// sum over i of cut(sig_a[i] * sig_b[i], exp_a[i] + exp_b[i] + base): the direct path's inner
// loop, branch-free (a zero operand's exponent is clamped to a full right shift).
inline int64_t cut_term(int64_t sig, int64_t shift, int64_t toward_zero) {
  const int64_t left = std::min<int64_t>(std::max<int64_t>(shift, 0), 62);
  const int64_t right = std::min<int64_t>(std::max<int64_t>(-shift, 0), 63);
  const int64_t widened = static_cast<int64_t>(static_cast<uint64_t>(sig) << left);
  const int64_t bias = (widened >> 63) & toward_zero & static_cast<int64_t>((uint64_t{1} << right) - 1);
  return (widened + bias) >> right;
}

// Written on magnitudes with logical shifts and a sign mask so that GCC vectorises it (AVX2 has
// no 64-bit arithmetic shift): truncation toward zero cuts the magnitude; floor (Down) of a
// negative term rounds its magnitude up.
__attribute__((always_inline)) inline int64_t cut_sum_body(
    const uint32_t* __restrict magnitude_a, const uint32_t* __restrict magnitude_b,
    const int32_t* __restrict negative_a, const int32_t* __restrict negative_b, const int32_t* __restrict exp_a,
    const int32_t* __restrict exp_b, size_t count, int64_t base, uint64_t floor_negative) {
  int64_t sum = 0;
  for (size_t i = 0; i < count; ++i) {
    const uint64_t magnitude = static_cast<uint64_t>(magnitude_a[i]) * magnitude_b[i];
    const int64_t shift = static_cast<int64_t>(exp_a[i]) + exp_b[i] + base;
    const uint64_t left = static_cast<uint64_t>(std::min<int64_t>(std::max<int64_t>(shift, 0), 62));
    const uint64_t right = static_cast<uint64_t>(std::min<int64_t>(std::max<int64_t>(-shift, 0), 63));
    const uint64_t sign = static_cast<uint64_t>(static_cast<int64_t>(negative_a[i] ^ negative_b[i]));
    const uint64_t widened = magnitude << left;
    const uint64_t down = widened >> right;
    const uint64_t up = widened == 0 ? 0 : ((widened - 1) >> right) + 1;
    const uint64_t cut = (sign & floor_negative) ? up : down;
    sum += static_cast<int64_t>((cut ^ sign) - sign);
  }
  return sum;
}

// The largest nominal exponent and the top bit bound of a run of products (pass one of the
// direct path); built per instruction set (below) so the max-reductions vectorise.
__attribute__((always_inline)) inline void extent_body(const int32_t* __restrict nominal_a,
                                                       const int32_t* __restrict nominal_b,
                                                       const int32_t* __restrict top_a, const int32_t* __restrict top_b,
                                                       size_t count, int32_t scale, int32_t& max_nominal,
                                                       int32_t& top) {
  int32_t nominal_max = max_nominal, top_max = top;
  for (size_t i = 0; i < count; ++i) {
    nominal_max = std::max(nominal_max, nominal_a[i] + nominal_b[i] + scale);
    top_max = std::max(top_max, top_a[i] + top_b[i] + scale);
  }
  max_nominal = nominal_max;
  top = top_max;
}

// The lowest exponent of the non-zero products (exact alignment). A zero operand's exponent is
// kNoExponent / 2, so its products fall below kNoExponent / 4.
__attribute__((always_inline)) inline void lowest_exponent_body(const int32_t* __restrict exp_a,
                                                                const int32_t* __restrict exp_b, size_t count,
                                                                int32_t scale, int32_t& low) {
  int32_t lowest = low;
  for (size_t i = 0; i < count; ++i) {
    const int32_t e = exp_a[i] + exp_b[i] + scale;
    lowest = std::min(lowest, e > kNoExponent / 4 ? e : std::numeric_limits<int32_t>::max());
  }
  low = lowest;
}

// The three loops above built for each ISA (cpu_isa.h), and the one the active ISA runs.
#define MXSIM_COMPACT_LOOPS(isa, attribute)                                                                            \
  attribute int64_t cut_sum_##isa(const uint32_t* __restrict ma, const uint32_t* __restrict mb,                        \
                                  const int32_t* __restrict na, const int32_t* __restrict nb,                          \
                                  const int32_t* __restrict ea, const int32_t* __restrict eb, size_t count,            \
                                  int64_t base, uint64_t floor_negative) {                                             \
    return cut_sum_body(ma, mb, na, nb, ea, eb, count, base, floor_negative);                                          \
  }                                                                                                                    \
  attribute void extent_##isa(const int32_t* __restrict na, const int32_t* __restrict nb,                              \
                              const int32_t* __restrict ta, const int32_t* __restrict tb, size_t count, int32_t scale, \
                              int32_t& max_nominal, int32_t& top) {                                                    \
    extent_body(na, nb, ta, tb, count, scale, max_nominal, top);                                                       \
  }                                                                                                                    \
  attribute void lowest_exponent_##isa(const int32_t* __restrict ea, const int32_t* __restrict eb, size_t count,       \
                                       int32_t scale, int32_t& low) {                                                  \
    lowest_exponent_body(ea, eb, count, scale, low);                                                                   \
  }
#if defined(__x86_64__)
MXSIM_COMPACT_LOOPS(avx512, __attribute__((target("avx512f,avx512dq,avx512vl,avx512bw,avx2,fma"))))
MXSIM_COMPACT_LOOPS(avx2, __attribute__((target("avx2,fma"))))
#else
MXSIM_COMPACT_LOOPS(avx512, )
MXSIM_COMPACT_LOOPS(avx2, )
#endif
MXSIM_COMPACT_LOOPS(portable, )
#undef MXSIM_COMPACT_LOOPS

int64_t cut_sum(const uint32_t* __restrict ma, const uint32_t* __restrict mb, const int32_t* __restrict na,
                const int32_t* __restrict nb, const int32_t* __restrict ea, const int32_t* __restrict eb, size_t count,
                int64_t base, uint64_t floor_negative) {
  switch (active_isa()) {
    case Isa::Avx512: return cut_sum_avx512(ma, mb, na, nb, ea, eb, count, base, floor_negative);
    case Isa::Avx2: return cut_sum_avx2(ma, mb, na, nb, ea, eb, count, base, floor_negative);
    case Isa::Portable: break;
  }
  return cut_sum_portable(ma, mb, na, nb, ea, eb, count, base, floor_negative);
}

void extent(const int32_t* __restrict na, const int32_t* __restrict nb, const int32_t* __restrict ta,
            const int32_t* __restrict tb, size_t count, int32_t scale, int32_t& max_nominal, int32_t& top) {
  switch (active_isa()) {
    case Isa::Avx512: return extent_avx512(na, nb, ta, tb, count, scale, max_nominal, top);
    case Isa::Avx2: return extent_avx2(na, nb, ta, tb, count, scale, max_nominal, top);
    case Isa::Portable: break;
  }
  extent_portable(na, nb, ta, tb, count, scale, max_nominal, top);
}

void lowest_exponent(const int32_t* __restrict ea, const int32_t* __restrict eb, size_t count, int32_t scale,
                     int32_t& low) {
  switch (active_isa()) {
    case Isa::Avx512: return lowest_exponent_avx512(ea, eb, count, scale, low);
    case Isa::Avx2: return lowest_exponent_avx2(ea, eb, count, scale, low);
    case Isa::Portable: break;
  }
  lowest_exponent_portable(ea, eb, count, scale, low);
}

bool sum_at(const Term* terms, size_t count, int32_t lsb, AlignRounding rounding, Term& out) {
  static_assert(sizeof(Terms) < 8192);
  Terms packed;
  for (size_t i = 0; i < count; ++i) packed.push(terms[i]);
  return sum_at(packed, lsb, rounding, out);
}

int32_t max_nominal(const Terms& terms) {
  int32_t top = kNoExponent;
  for (size_t i = 0; i < terms.count; ++i) top = std::max(top, terms.nominal[i]);
  return top;
}

int32_t alignment_lsb(const Terms& terms, int fraction_bits) {
  if (fraction_bits < kExactAlignment) return max_nominal(terms) - fraction_bits;
  int32_t low = std::numeric_limits<int32_t>::max();
  for (size_t i = 0; i < terms.count; ++i) low = terms.sig[i] != 0 ? std::min(low, terms.exp[i]) : low;
  return low == std::numeric_limits<int32_t>::max() ? 0 : low;
}

int32_t alignment_lsb(const Term* terms, size_t count, int fraction_bits) {
  static_assert(sizeof(Terms) < 8192);
  Terms packed;
  for (size_t t = 0; t < count; ++t) packed.push(terms[t]);
  return alignment_lsb(packed, fraction_bits);
}

// Round sum * 2^lsb to FP32 with `fraction_bits` stored bits (round_pack's rules for normal
// and subnormal results). False on overflow.
bool round_fp32(const Term& value, int fraction_bits, RoundingMode mode, uint32_t& bits) {
  if (value.sig == 0) {
    bits = 0;  // an exact zero sum is +0 (dot.cc)
    return true;
  }
  const bool negative = value.sig < 0;
  const uint64_t magnitude = negative ? static_cast<uint64_t>(-value.sig) : static_cast<uint64_t>(value.sig);
  const int32_t binade = value.exp + msb_index(magnitude);
  const int32_t quantum = binade >= kFp32MinNormal ? binade - fraction_bits : kFp32MinNormal - fraction_bits;
  const int64_t shift = static_cast<int64_t>(quantum) - value.exp;
  uint64_t kept;
  bool increment = false;
  if (shift <= 0) {
    kept = magnitude << (-shift);
  } else {
    uint64_t remainder;
    bool above_half, exactly_half;
    if (shift >= 64) {
      kept = 0;
      remainder = magnitude;
      exactly_half = shift == 64 && magnitude == (uint64_t{1} << 63);
      above_half = shift == 64 && magnitude > (uint64_t{1} << 63);
    } else {
      kept = magnitude >> shift;
      remainder = magnitude & low_mask(static_cast<int>(shift));
      const uint64_t half = uint64_t{1} << (shift - 1);
      exactly_half = remainder == half;
      above_half = remainder > half;
    }
    const bool lost = remainder != 0;
    switch (mode) {
      case RoundingMode::NearestEven: increment = above_half || (exactly_half && (kept & 1)); break;
      case RoundingMode::NearestAway: increment = above_half || exactly_half; break;
      case RoundingMode::TowardZero: break;
      case RoundingMode::Down: increment = lost && negative; break;
      case RoundingMode::Up: increment = lost && !negative; break;
      case RoundingMode::Stochastic: return false;
    }
  }
  kept += increment ? 1 : 0;
  const uint32_t sign = negative ? 0x8000'0000u : 0;
  if (kept == 0) {
    bits = sign;
    return true;
  }
  const int kept_msb = msb_index(kept);
  const int32_t exponent = quantum + kept_msb;
  if (exponent > 127) return false;
  if (exponent < kFp32MinNormal) {
    bits = sign | static_cast<uint32_t>(kept << (quantum + 149));
    return true;
  }
  const uint64_t aligned = kept_msb <= 23 ? kept << (23 - kept_msb) : kept >> (kept_msb - 23);
  bits = sign | (static_cast<uint32_t>(exponent + 127) << 23) | static_cast<uint32_t>(aligned & 0x7F'FFFFu);
  return true;
}

// An FP32 value re-entering as a term (dot.cc accumulator_term). False for Inf/NaN.
bool fp32_term(uint32_t bits, Term& term) {
  const uint32_t field = (bits >> 23) & 0xFF, mantissa = bits & 0x7F'FFFFu;
  if (field == 0xFF) return false;
  const bool negative = (bits >> 31) != 0;
  int64_t sig;
  if (field == 0) {
    sig = mantissa;
    term.exp = -149;
    term.nominal = kFp32MinNormal;
  } else {
    sig = mantissa | 0x80'0000u;
    term.exp = static_cast<int32_t>(field) - 150;
    term.nominal = static_cast<int32_t>(field) - 127;
  }
  term.sig = negative ? -sig : sig;
  return true;
}

}  // namespace

bool make_compact(const Operand& operand, CompactOperand& compact) {
  if (operand.kind == ValueClass::NaN || operand.kind == ValueClass::Inf) return false;
  if (operand.kind == ValueClass::Zero) {
    compact =
        CompactOperand{0, kNoExponent / 2, kNoExponent / 2, kNoExponent / 2};  // its products sink below every grid
    return true;
  }
  if (operand.significand >= (uint64_t{1} << 24)) return false;
  const auto sig = static_cast<int32_t>(operand.significand);
  compact = CompactOperand{operand.negative ? -sig : sig, operand.exponent, operand.nominal_exponent,
                           operand.exponent + msb_index(operand.significand) + 1};
  return true;
}

bool compact_dot(const DotConfig& config, const DotOutput& output, const CompactVector& a, const CompactVector& b,
                 size_t k, const int32_t* scale_exponent, uint32_t c_bits, CompactScratch& scratch,
                 uint32_t& result_bits) {
  if (output.format != Format::FP32) return false;
  if (config.c_entry == CEntry::AddedToResult) {  // from +0, then + c (dot_config.h, CEntry)
    DotConfig from_zero = config;
    from_zero.c_entry = CEntry::RunningSum;
    uint32_t from_zero_bits = 0;
    if (!compact_dot(from_zero, output, a, b, k, scale_exponent, 0, scratch, from_zero_bits)) return false;
    result_bits = static_cast<uint32_t>(add_to_result(config, output, from_zero_bits, c_bits));
    return true;
  }
  const int frac = output.fraction_bits;
  const size_t group = config.group_terms > 0 ? static_cast<size_t>(config.group_terms) : std::max<size_t>(k, 1);
  if (group + 2 > kMaxTerms) return false;
  Terms& terms = scratch.terms;
  Terms& part_a = scratch.part_a;
  Terms& part_b = scratch.part_b;
  uint32_t accumulator = c_bits;
  // Products of one group straight into SoA form; a zero operand's exponents sink the product
  // below every grid, so no branch is needed.
  auto push_products = [&](Terms& out, size_t begin, size_t end, bool with_scale) {
    for (size_t i = begin; i < end; ++i) {
      const int32_t scale = with_scale ? scale_exponent[i / 32] : 0;
      const size_t slot = out.count + (i - begin);
      out.sig[slot] = static_cast<int64_t>(a.sig[i]) * b.sig[i];
      out.exp[slot] = a.exp[i] + b.exp[i] + scale;
      out.nominal[slot] = a.nominal[i] + b.nominal[i] + scale;
      out.top[slot] = a.top[i] + b.top[i] + scale;
    }
    out.count += end - begin;
  };
  const bool direct = config.join == AccumulatorJoin::Fused && config.scales == ScaleEntry::ProductExponent &&
                      config.grouping == Grouping::Contiguous;
  const bool exact = config.fraction_bits >= kExactAlignment;
  const int64_t toward_zero = config.align == AlignRounding::TowardZero ? -1 : 0;
  for (size_t start = 0; start < k; start += group) {
    const size_t end = std::min(k, start + group);
    if (direct) {
      // Two passes straight over the operands (no staging): the alignment exponent and span,
      // then the cut-and-sum; both loops vectorise.
      Term c_term;
      if (!fp32_term(accumulator, c_term)) return false;
      const uint64_t c_magnitude = static_cast<uint64_t>(c_term.sig < 0 ? -c_term.sig : c_term.sig);
      int32_t max_nominal = c_term.nominal;
      int32_t top = c_magnitude ? c_term.exp + msb_index(c_magnitude) + 1 : kNoExponent;
      int32_t low = c_magnitude ? c_term.exp : std::numeric_limits<int32_t>::max();
      for (size_t seg = start; seg < end;) {
        const size_t seg_end = std::min(end, (seg / 32 + 1) * 32);
        const int32_t scale = scale_exponent[seg / 32];
        extent(a.nominal + seg, b.nominal + seg, a.top + seg, b.top + seg, seg_end - seg, scale, max_nominal, top);
        if (exact) lowest_exponent(a.exp + seg, b.exp + seg, seg_end - seg, scale, low);
        seg = seg_end;
      }
      Term result{0, 0, kNoExponent};
      if (top > kNoExponent / 2) {
        const int32_t lsb = exact ? low : max_nominal - config.fraction_bits;
        if (static_cast<int64_t>(top) - lsb + 8 > 62) return false;
        int64_t sum = cut_term(c_term.sig, std::clamp<int64_t>(int64_t{c_term.exp} - lsb, -64, 64), toward_zero);
        for (size_t seg = start; seg < end;) {
          const size_t seg_end = std::min(end, (seg / 32 + 1) * 32);
          const int64_t base = int64_t{scale_exponent[seg / 32]} - lsb;
          sum += cut_sum(a.magnitude + seg, b.magnitude + seg, a.negative + seg, b.negative + seg, a.exp + seg,
                         b.exp + seg, seg_end - seg, base, toward_zero ? 0 : ~uint64_t{0});
          seg = seg_end;
        }
        result = Term{sum, lsb, kNoExponent};
      }
      if (!round_fp32(result, frac, output.rounding, accumulator)) return false;
      continue;
    }
    terms.clear();
    if (config.scales == ScaleEntry::PartialSum) {
      const size_t run = static_cast<size_t>(std::max(config.partial_terms, 1));
      for (size_t p = start; p < end; p += run) {
        part_a.clear();
        push_products(part_a, p, std::min(end, p + run), false);
        Term sum;
        if (!sum_at(part_a, alignment_lsb(part_a, kExactAlignment), AlignRounding::TowardZero, sum)) return false;
        const int32_t scale = scale_exponent[p / 32];
        terms.push(Term{sum.sig, sum.exp + scale, scale});
      }
    } else {
      push_products(terms, start, end, true);
    }
    Term c_term;
    if (!fp32_term(accumulator, c_term)) return false;
    Term result;
    RoundingMode rounding = output.rounding;
    if (config.join == AccumulatorJoin::Fused) {
      terms.push(c_term);
      if (!sum_at(terms, alignment_lsb(terms, config.fraction_bits), config.align, result)) return false;
    } else if (config.join == AccumulatorJoin::AddedLast) {
      auto pass = [&](const Terms& part, Term& out) {
        Term sum;
        uint32_t bits;
        return sum_at(part, alignment_lsb(part, config.fraction_bits), config.align, sum) &&
               round_fp32(sum, frac, output.rounding, bits) && fp32_term(bits, out);
      };
      Term products_term;
      if (config.grouping == Grouping::Mod4Halves) {
        part_a.clear();
        part_b.clear();
        for (size_t i = 0; i < terms.count; ++i) ((i % 4) < 2 ? part_a : part_b).push(terms.at(i));
        Term first;
        if (!pass(part_a, first)) return false;
        part_b.push(first);
        if (!pass(part_b, products_term)) return false;
      } else if (!pass(terms, products_term)) {
        return false;
      }
      const Term last[2] = {products_term, c_term};
      if (!sum_at(last, 2, alignment_lsb(last, 2, kExactAlignment), AlignRounding::TowardZero, result)) return false;
      rounding = output.final_rounding;
    } else {
      auto fused = [&](const Terms& part, int32_t& nominal, Term& out) {
        nominal = max_nominal(part);
        return sum_at(part, alignment_lsb(part, config.fraction_bits), config.align, out);
      };
      Term products_sum;
      int32_t products_nominal;
      if (config.grouping == Grouping::EvenOdd) {
        part_a.clear();
        part_b.clear();
        for (size_t i = 0; i < terms.count; ++i) (i % 2 == 0 ? part_a : part_b).push(terms.at(i));
        Term even_sum, odd_sum;
        int32_t even_nominal, odd_nominal;
        if (!fused(part_a, even_nominal, even_sum) || !fused(part_b, odd_nominal, odd_sum)) return false;
        products_nominal = std::max(even_nominal, odd_nominal);
        const Term halves[2] = {Term{even_sum.sig, even_sum.exp, even_nominal},
                                Term{odd_sum.sig, odd_sum.exp, odd_nominal}};
        if (!sum_at(halves, 2, products_nominal - config.fraction_bits, AlignRounding::Down, products_sum))
          return false;
      } else if (!fused(terms, products_nominal, products_sum)) {
        return false;
      }
      const int32_t top = std::max(products_nominal, c_term.nominal);
      Term last[2];
      size_t last_count = 1;
      if (c_term.nominal >= top - (config.c_fraction_bits + 1)) {
        Term c_cut;
        if (!sum_at(&c_term, 1, top - config.c_fraction_bits, AlignRounding::Down, c_cut)) return false;
        last[last_count++] = Term{c_cut.sig, c_cut.exp, c_term.nominal};
      }
      const Term products_term{products_sum.sig, products_sum.exp, products_nominal};
      Term s_cut;
      if (!sum_at(&products_term, 1, top - config.sum_fraction_bits, AlignRounding::Down, s_cut)) return false;
      last[0] = Term{s_cut.sig, s_cut.exp, products_nominal};
      if (!sum_at(last, last_count, alignment_lsb(last, last_count, kExactAlignment), AlignRounding::TowardZero,
                  result))
        return false;
    }
    if (!round_fp32(result, frac, rounding, accumulator)) return false;
  }
  result_bits = accumulator;
  return true;
}

}  // namespace sim::numerics
