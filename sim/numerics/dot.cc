#include "sim/numerics/dot.h"

#include <algorithm>
#include <array>
#include <limits>
#include <stdexcept>
#include <vector>

#include "sim/numerics/bit_ops.h"
#include "sim/numerics/decode.h"
#include "sim/numerics/name_list.h"
#include "sim/numerics/round_pack.h"

namespace sim::numerics {

const PresetSpec kPresetSpecs[] = {
#define PRESET(id, name, confidence, source, description, config) \
  PresetSpec{Preset::id, name, confidence, source, description, config},
#include "sim/numerics/presets.def"
#undef PRESET
};
const int kPresetCount = static_cast<int>(std::size(kPresetSpecs));

const PresetSpec& spec_of(Preset preset) { return kPresetSpecs[static_cast<int>(preset)]; }

std::string preset_names() { return join_names(kPresetSpecs); }

const PresetSpec& preset_by_name(std::string_view name) {
  for (const PresetSpec& spec : kPresetSpecs)
    if (spec.name == name) return spec;
  throw std::invalid_argument("unknown preset '" + std::string(name) + "'; expected one of: " + preset_names());
}

std::string_view name_of(Confidence confidence) {
  switch (confidence) {
    case Confidence::MeasuredOnSilicon: return "measured-on-silicon";
    case Confidence::PublishedModel: return "published-model";
    case Confidence::Assumption: return "assumption";
  }
  return "?";
}

namespace {

// A zero term takes no part in choosing the alignment exponent.
constexpr int32_t kNoExponent = std::numeric_limits<int32_t>::min() / 4;

// A term of a fused sum: value = (-1)^negative * significand * 2^exponent, aligned on `nominal`.
struct Term {
  bool negative = false;
  uint64_t significand = 0;
  int32_t exponent = 0;
  int32_t nominal = kNoExponent;
};

// Signed fixed-point accumulator: value = sum * 2^lsb. Two's complement over fixed limbs, wide
// enough for any span of FP32-or-narrower products and an FP32 c (under 600 bits).
class WideSum {
 public:
  static constexpr int kLimbs = 12;

  // Add (-1)^negative * floor_or_trunc(significand * 2^shift) where shift may be negative.
  void add(uint64_t significand, int shift, bool negative, AlignRounding rounding) {
    if (significand == 0) return;
    if (shift < 0) {
      const int drop = -shift;
      const bool lost = drop >= 64 ? true : (significand & low_mask(drop)) != 0;
      significand = drop >= 64 ? 0 : significand >> drop;
      // Floor of a negative value rounds its magnitude up.
      if (negative && rounding == AlignRounding::Down && lost) significand += 1;
      shift = 0;
      if (significand == 0) return;
    }
    std::array<uint64_t, kLimbs> term{};
    const int limb = shift / 64, bit = shift % 64;
    if (limb >= kLimbs) throw std::logic_error("fused_dot: term beyond the accumulator width");
    term[limb] = significand << bit;
    if (bit != 0 && limb + 1 < kLimbs) term[limb + 1] = significand >> (64 - bit);
    if (negative) negate(term);
    uint64_t carry = 0;
    for (int i = 0; i < kLimbs; ++i) {
      const uint64_t sum = limbs_[i] + term[i];
      const uint64_t carry_out = (sum < limbs_[i]) ? 1 : 0;
      limbs_[i] = sum + carry;
      carry = carry_out | ((limbs_[i] < sum) ? 1 : 0);
    }
  }

  // The exact value as sign, top 64 significant bits, exponent and sticky.
  ExactValue value(int32_t lsb) const {
    std::array<uint64_t, kLimbs> magnitude = limbs_;
    const bool negative = (magnitude[kLimbs - 1] >> 63) != 0;
    if (negative) negate(magnitude);
    int top = kLimbs - 1;
    while (top >= 0 && magnitude[top] == 0) --top;
    if (top < 0) return ExactValue::zero(false);
    const int msb = top * 64 + msb_index(magnitude[top]);
    const int low = std::max(0, msb - 63);
    uint64_t significand = 0;
    for (int i = 0; i < 64 && low + i <= msb; ++i)
      if ((magnitude[(low + i) / 64] >> ((low + i) % 64)) & 1) significand |= uint64_t{1} << i;
    bool sticky = false;
    for (int i = 0; i < low && !sticky; ++i) sticky = (magnitude[i / 64] >> (i % 64)) & 1;
    ExactValue result = ExactValue::finite(negative, significand, lsb + low);
    result.sticky = sticky;
    return result;
  }

 private:
  static void negate(std::array<uint64_t, kLimbs>& limbs) {
    uint64_t carry = 1;
    for (auto& limb : limbs) {
      limb = ~limb + carry;
      carry = (carry && limb == 0) ? 1 : 0;
    }
  }
  std::array<uint64_t, kLimbs> limbs_{};
};

// Cut a term to the grid 2^lsb (toward zero or down) and return the signed multiple, on the
// int64 fast path. The caller guarantees the result fits.
int64_t cut(const Term& term, int32_t lsb, AlignRounding rounding) {
  const int64_t shift = static_cast<int64_t>(term.exponent) - lsb;
  uint64_t magnitude;
  if (shift >= 0) {
    magnitude = term.significand << shift;
  } else if (shift <= -64) {
    magnitude = (term.negative && rounding == AlignRounding::Down && term.significand != 0) ? 1 : 0;
  } else {
    magnitude = term.significand >> (-shift);
    if (term.negative && rounding == AlignRounding::Down && (term.significand & low_mask(static_cast<int>(-shift))))
      magnitude += 1;
  }
  return term.negative ? -static_cast<int64_t>(magnitude) : static_cast<int64_t>(magnitude);
}

// Sum `terms` after cutting each at 2^lsb. Fast path in int64 when the span allows.
ExactValue sum_at(const std::vector<Term>& terms, int32_t lsb, AlignRounding rounding) {
  int32_t top = kNoExponent;
  for (const Term& t : terms)
    if (t.significand != 0) top = std::max(top, t.exponent + msb_index(t.significand) + 1);
  if (top == kNoExponent) return ExactValue::zero(false);
  if (static_cast<int64_t>(top) - lsb + 8 <= 62) {
    int64_t sum = 0;
    for (const Term& t : terms)
      if (t.significand != 0) sum += cut(t, lsb, rounding);
    if (sum == 0) return ExactValue::zero(false);
    return ExactValue::finite(sum < 0, sum < 0 ? static_cast<uint64_t>(-sum) : static_cast<uint64_t>(sum), lsb);
  }
  WideSum wide;
  for (const Term& t : terms)
    wide.add(t.significand, static_cast<int>(static_cast<int64_t>(t.exponent) - lsb), t.negative, rounding);
  return wide.value(lsb);
}

// The grid a fused group keeps: fraction_bits below the largest nominal exponent, or, for an
// exact model, the lowest bit of any term.
int32_t alignment_lsb(const std::vector<Term>& terms, int fraction_bits) {
  int32_t max_nominal = kNoExponent, min_exponent = std::numeric_limits<int32_t>::max();
  for (const Term& t : terms) {
    max_nominal = std::max(max_nominal, t.nominal);
    if (t.significand != 0) min_exponent = std::min(min_exponent, t.exponent);
  }
  if (fraction_bits >= kExactAlignment) return min_exponent == std::numeric_limits<int32_t>::max() ? 0 : min_exponent;
  return max_nominal - fraction_bits;
}

Term term_of(const ExactValue& value, int32_t nominal) {
  if (value.kind != ValueClass::Finite) return Term{value.negative, 0, 0, nominal};
  return Term{value.negative, value.significand, value.exponent, nominal};
}

struct OutputSpec {
  FormatSpec spec;
  int widen_shift;            // bits to shift the narrowed encoding back into the output format's layout
  bool overflow_to_infinity;  // DotConfig::overflow
};

OutputSpec output_spec(const DotOutput& output) {
  FormatSpec spec = spec_of(output.format);
  const int narrowing = spec.man_bits - output.fraction_bits;
  if (narrowing < 0) throw std::invalid_argument("fused_dot: output fraction bits exceed the output format's");
  spec.man_bits = output.fraction_bits;
  spec.bits -= narrowing;
  return {spec, narrowing, output.overflow_to_infinity};
}

uint64_t round_output(const OutputSpec& out, RoundingMode rounding, const ExactValue& value) {
  ConvertOptions options{rounding, Overflow::ToInf, NanInput::ToNan, 0};
  const Rounded rounded = round_pack(out.spec, value, options);
  if (out.overflow_to_infinity && value.kind == ValueClass::Finite && has_flag(rounded.flags, Flags::Overflow)) {
    // OverflowResult::Infinity: the overflow is +-Inf in every rounding direction, which is what
    // the same routine gives to nearest
    options.rounding = RoundingMode::NearestEven;
    return round_pack(out.spec, value, options).bits << out.widen_shift;
  }
  return rounded.bits << out.widen_shift;
}

// The running sum re-enters the next group as a term, aligned on its binade (or on the output
// format's minimum normal exponent when it is subnormal or zero, whose exponent field is 0).
Term accumulator_term(const FormatSpec& output_format, uint64_t bits) {
  const ExactValue value = decode(output_format, bits);
  const int32_t min_normal = output_format.min_normal_exponent();
  if (value.kind != ValueClass::Finite) return Term{value.negative, 0, 0, min_normal};
  return Term{value.negative, value.significand, value.exponent, std::max(binade_of(value), min_normal)};
}

uint64_t nan_result(const DotConfig& config, const FormatSpec& format) {
  if (config.nan == NanResult::AllOnes) return low_mask(format.bits - 1);  // 0x7FFFFFFF, 0x7FFF
  return pack_nan(format, false);
}

}  // namespace

Operand make_operand(const FormatSpec& format, uint64_t bits, SubnormalInputs subnormals) {
  const ExactValue value = decode(format, bits);
  Operand op;
  op.kind = value.kind;
  op.negative = value.negative;
  if (value.kind != ValueClass::Finite) {
    op.nominal_exponent = kNoExponent;
    return op;
  }
  const int32_t binade = binade_of(value);
  const int32_t min_normal = format.min_normal_exponent();
  if (binade < min_normal && subnormals == SubnormalInputs::FlushToZero) {
    op.kind = ValueClass::Zero;
    op.nominal_exponent = kNoExponent;
    return op;
  }
  op.significand = value.significand;
  op.exponent = value.exponent;
  op.nominal_exponent = std::max(binade, min_normal);
  return op;
}

DotOutput output_for(const DotConfig& config, Format requested) {
  if (requested == config.output)
    return {config.output, config.output_fraction_bits, config.output_rounding, config.final_rounding,
            config.overflow == OverflowResult::Infinity};
  const FormatSpec& spec = spec_of(requested);
  return {requested, spec.man_bits, config.narrow_output_rounding, config.narrow_output_rounding,
          config.overflow == OverflowResult::Infinity};
}

uint64_t add_to_result(const DotConfig& config, const DotOutput& output, uint64_t result_bits, uint64_t c_bits) {
  const OutputSpec out = output_spec(output);
  const FormatSpec& out_format = spec_of(output.format);
  const ExactValue r = decode(out_format, result_bits), c = decode(out_format, c_bits);
  if (r.kind == ValueClass::NaN || c.kind == ValueClass::NaN) return nan_result(config, out_format);
  if (r.kind == ValueClass::Inf || c.kind == ValueClass::Inf) {
    if (r.kind == ValueClass::Inf && c.kind == ValueClass::Inf && r.negative != c.negative)
      return nan_result(config, out_format);
    return r.kind == ValueClass::Inf ? result_bits : c_bits;
  }
  const std::vector<Term> both{accumulator_term(out_format, result_bits), accumulator_term(out_format, c_bits)};
  return round_output(out, output.final_rounding,
                      sum_at(both, alignment_lsb(both, kExactAlignment), AlignRounding::TowardZero));
}

uint64_t fused_dot(const DotConfig& config, const DotOutput& output, const DotInput& input) {
  if (config.c_entry == CEntry::AddedToResult) {
    // The dot product from +0 under the same fields, then + c (dot_config.h, CEntry).
    DotConfig from_zero = config;
    from_zero.c_entry = CEntry::RunningSum;
    DotInput without_c = input;
    without_c.c_bits = 0;
    return add_to_result(config, output, fused_dot(from_zero, output, without_c), input.c_bits);
  }
  const OutputSpec out = output_spec(output);
  const FormatSpec& out_format = spec_of(output.format);
  const size_t k = input.k;

  // 1. Specials: NaN operands or scales, Inf * 0 and Inf - Inf give NaN; otherwise an Inf wins.
  const ExactValue c_value = decode(out_format, input.c_bits);
  bool positive_inf = c_value.kind == ValueClass::Inf && !c_value.negative;
  bool negative_inf = c_value.kind == ValueClass::Inf && c_value.negative;
  bool nan = c_value.kind == ValueClass::NaN;
  for (size_t i = 0; i < k && !nan; ++i) {
    const Operand& a = input.a[i];
    const Operand& b = input.b[static_cast<ptrdiff_t>(i) * input.b_stride];
    if (input.scale_a && (input.scale_a[i / input.scale_block] == 0xFF ||
                          input.scale_b[static_cast<ptrdiff_t>(i / input.scale_block) * input.scale_b_stride] == 0xFF))
      nan = true;
    if (a.kind == ValueClass::NaN || b.kind == ValueClass::NaN) nan = true;
    if (a.kind == ValueClass::Inf || b.kind == ValueClass::Inf) {
      if (a.kind == ValueClass::Zero || b.kind == ValueClass::Zero) nan = true;
      (a.negative != b.negative ? negative_inf : positive_inf) = true;
    }
  }
  if (nan || (positive_inf && negative_inf)) return nan_result(config, out_format);
  if (positive_inf || negative_inf) return pack_inf(out_format, negative_inf);

  // 2. Products, exact, with their scales on the exponent or collected into exact partials.
  auto scale_exponent = [&](size_t i) -> int32_t {
    if (!input.scale_a) return 0;
    return static_cast<int32_t>(input.scale_a[i / input.scale_block]) +
           static_cast<int32_t>(input.scale_b[static_cast<ptrdiff_t>(i / input.scale_block) * input.scale_b_stride]) -
           254;
  };
  auto product = [&](size_t i) -> Term {
    const Operand& a = input.a[i];
    const Operand& b = input.b[static_cast<ptrdiff_t>(i) * input.b_stride];
    if (a.kind == ValueClass::Zero || b.kind == ValueClass::Zero)
      return Term{a.negative != b.negative, 0, 0, kNoExponent};
    const int32_t scale = config.scales == ScaleEntry::ProductExponent ? scale_exponent(i) : 0;
    return Term{a.negative != b.negative, a.significand * b.significand, a.exponent + b.exponent + scale,
                a.nominal_exponent + b.nominal_exponent + scale};
  };

  uint64_t accumulator = input.c_bits;
  const size_t group = config.group_terms > 0 ? static_cast<size_t>(config.group_terms) : std::max<size_t>(k, 1);
  std::vector<Term> terms, even, odd;
  terms.reserve(group + 1);
  for (size_t start = 0; start < k || (k == 0 && start == 0); start += group) {
    const size_t end = std::min(k, start + group);
    terms.clear();
    if (config.scales == ScaleEntry::PartialSum) {
      // Each run of partial_terms products is summed exactly, then scaled; it aligns on the
      // scale exponent alone (MMA-Sim nv_fused_dot_add_with_block_scale).
      const size_t run = static_cast<size_t>(std::max(config.partial_terms, 1));
      for (size_t p = start; p < end; p += run) {
        std::vector<Term> partial;
        for (size_t i = p; i < std::min(end, p + run); ++i) partial.push_back(product(i));
        const ExactValue sum = sum_at(partial, alignment_lsb(partial, kExactAlignment), AlignRounding::TowardZero);
        terms.push_back(term_of(sum.scaled_by_pow2(scale_exponent(p)), scale_exponent(p)));
      }
    } else {
      for (size_t i = start; i < end; ++i) terms.push_back(product(i));
    }
    const Term c_term = accumulator_term(out_format, accumulator);
    ExactValue result;
    RoundingMode rounding = output.rounding;
    if (config.join == AccumulatorJoin::AddedLast) {
      // 3c. The products alone, in one pass or two (k mod 4 in {0,1}, then {2,3} with the first
      // pass's rounded result as one more term); then + c with one rounding.
      // A pass that overflows to Inf stays Inf: the remaining terms are finite (specials were
      // handled above), so the group and every later one end at that Inf.
      uint64_t overflowed = 0;
      auto pass = [&](std::vector<Term>& part) {
        const ExactValue sum = sum_at(part, alignment_lsb(part, config.fraction_bits), config.align);
        const uint64_t bits = round_output(out, output.rounding, sum);
        if (decode(out_format, bits).kind == ValueClass::Inf && overflowed == 0) overflowed = bits;
        return accumulator_term(out_format, bits);
      };
      Term products_term;
      if (config.grouping == Grouping::Mod4Halves) {
        even.clear();
        odd.clear();
        for (size_t i = 0; i < terms.size(); ++i) ((i % 4) < 2 ? even : odd).push_back(terms[i]);
        odd.push_back(pass(even));
        products_term = pass(odd);
      } else {
        products_term = pass(terms);
      }
      if (overflowed != 0) return overflowed;
      const std::vector<Term> last{products_term, c_term};
      result = sum_at(last, alignment_lsb(last, kExactAlignment), AlignRounding::TowardZero);
      rounding = output.final_rounding;
    } else if (config.join == AccumulatorJoin::Fused) {
      // 3a. c is one more term: align everything to the largest exponent, cut, sum exactly.
      terms.push_back(c_term);
      result = sum_at(terms, alignment_lsb(terms, config.fraction_bits), config.align);
    } else {
      // 3b. Products first (as one group or as even/odd halves combined by floor), then c.
      ExactValue products_sum;
      int32_t products_nominal = kNoExponent;
      auto fused = [&](const std::vector<Term>& part, int32_t& nominal) {
        nominal = kNoExponent;
        for (const Term& t : part) nominal = std::max(nominal, t.nominal);
        return sum_at(part, alignment_lsb(part, config.fraction_bits), config.align);
      };
      if (config.grouping == Grouping::EvenOdd) {
        even.clear();
        odd.clear();
        for (size_t i = 0; i < terms.size(); ++i) (i % 2 == 0 ? even : odd).push_back(terms[i]);
        int32_t even_nominal, odd_nominal;
        const ExactValue even_sum = fused(even, even_nominal), odd_sum = fused(odd, odd_nominal);
        products_nominal = std::max(even_nominal, odd_nominal);
        const std::vector<Term> halves{term_of(even_sum, even_nominal), term_of(odd_sum, odd_nominal)};
        products_sum = sum_at(halves, products_nominal - config.fraction_bits, AlignRounding::Down);
      } else {
        products_sum = fused(terms, products_nominal);
      }
      const int32_t top = std::max(products_nominal, c_term.nominal);
      std::vector<Term> last{term_of(products_sum, products_nominal)};
      // c far below the sum's grid is dropped rather than floored to -1 ulp (MMA-Sim is_fp8 path).
      if (c_term.nominal >= top - (config.c_fraction_bits + 1)) {
        const ExactValue c_cut = sum_at({c_term}, top - config.c_fraction_bits, AlignRounding::Down);
        last.push_back(term_of(c_cut, c_term.nominal));
      }
      const ExactValue s_cut = sum_at({last[0]}, top - config.sum_fraction_bits, AlignRounding::Down);
      last[0] = term_of(s_cut, products_nominal);
      result = sum_at(last, alignment_lsb(last, kExactAlignment), AlignRounding::TowardZero);
    }
    // 4. Normalise and round into the output format; that is the next group's c.
    // An exact zero sum is +0 (the published NVIDIA models; the aligned integer sum has no sign).
    accumulator = round_output(out, rounding, result);
    // An overflow to Inf is final: later groups hold only finite terms.
    if (decode(out_format, accumulator).kind == ValueClass::Inf) return accumulator;
    if (k == 0) break;
  }
  return accumulator;
}

}  // namespace sim::numerics
