#include "sim/numerics/scale_rule.h"

#include <algorithm>
#include <stdexcept>

#include "sim/numerics/bit_ops.h"
#include "sim/numerics/name_list.h"
#include "sim/numerics/round_pack.h"

namespace sim::numerics {
namespace {

__extension__ typedef unsigned __int128 Uint128;  // GCC/Clang 128-bit integer for the exact quotient

constexpr int32_t kMinScaleExponent = -127;  // E8M0 0x00
constexpr int32_t kMaxScaleExponent = 127;   // E8M0 0xFE

uint8_t byte_from_exponent(int32_t exponent) {
  return static_cast<uint8_t>(std::clamp(exponent, kMinScaleExponent, kMaxScaleExponent) + 127);
}

// The element format's largest finite value as an exact value.
ExactValue max_element(const FormatSpec& element) {
  return ExactValue::finite(false, element.max_significand(), element.max_exponent() - element.man_bits);
}

// Is the significand of a finite non-zero value (in [1, 2)) strictly greater than
// threshold_numerator / 2^threshold_fraction_bits?
bool significand_exceeds(const ExactValue& value, uint64_t threshold_numerator, int threshold_fraction_bits) {
  const ExactValue threshold =
      ExactValue::finite(false, threshold_numerator, binade_of(value) - threshold_fraction_bits);
  return compare_magnitude(value, threshold) > 0;
}

// fp32(amax / divisor) rounded to nearest even, computed on integers: the quotient of the
// significands to 64+ bits with the remainder as sticky, then the one round_pack.
uint32_t fp32_quotient(const ExactValue& dividend, const ExactValue& divisor) {
  const int dividend_shift = 63 - msb_index(dividend.significand);
  const Uint128 numerator = static_cast<Uint128>(dividend.significand << dividend_shift) << 64;
  const Uint128 quotient = numerator / divisor.significand;
  const bool remainder = (numerator % divisor.significand) != 0;
  // Narrow the 128-bit quotient to 64 bits, folding the dropped bits into sticky.
  const int high_bits = quotient >> 64 == 0 ? 0 : 64 - std::countl_zero(static_cast<uint64_t>(quotient >> 64));
  const uint64_t dropped = high_bits == 0 ? 0 : static_cast<uint64_t>(quotient) & low_mask(high_bits);
  ExactValue result = ExactValue::finite(false, static_cast<uint64_t>(quotient >> high_bits),
                                         dividend.exponent - dividend_shift - 64 + high_bits - divisor.exponent);
  result.sticky = remainder || dropped != 0;
  return static_cast<uint32_t>(round_pack(spec_of(Format::FP32), result, spec_of(Format::FP32).default_options()).bits);
}

bool is_fp8(const FormatSpec& element) { return element.id == Format::E4M3 || element.id == Format::E5M2; }

}  // namespace

ScaleRule scale_rule_by_name(std::string_view name) {
  for (const auto& spec : kScaleRuleSpecs)
    if (spec.name == name) return spec.id;
  throw std::invalid_argument("unknown scale rule '" + std::string(name) + "'; expected one of: " + scale_rule_names());
}

std::string scale_rule_names() { return join_names(kScaleRuleSpecs); }

void check_rule_applies(ScaleRule rule, const FormatSpec& element) {
  const bool is_element =
      element.bits <= 8 && element.encoding != Encoding::UnsignedNanOnly && element.encoding != Encoding::HiFloat8;
  if (!is_element)
    throw std::invalid_argument("MX element format '" + std::string(element.name) +
                                "' is not an MX element; expected one of: e4m3, e5m2, e3m2, e2m3, e2m1, e1m2");
  if (rule == ScaleRule::AscendAlg1 && !is_fp8(element))
    throw std::invalid_argument("scale rule 'ascend_alg1' applies to FP8 elements only; expected e4m3 or e5m2, got " +
                                std::string(element.name));
  if ((rule == ScaleRule::AscendAlg2 || rule == ScaleRule::AscendAlg2Max7) && element.id != Format::E2M1)
    throw std::invalid_argument("scale rule '" + std::string(spec_of(rule).name) +
                                "' applies to E2M1 elements only; expected e2m1, got " + std::string(element.name));
}

ScaleChoice choose_scale(ScaleRule rule, const FormatSpec& element, const ExactValue& amax) {
  if (amax.kind == ValueClass::NaN || amax.kind == ValueClass::Inf) return {kScaleNan, true};
  const int32_t emax = element.max_exponent();
  const bool zero = amax.kind == ValueClass::Zero;
  switch (rule) {
    case ScaleRule::OcpFloor:
      if (zero) return {0, true};
      return {byte_from_exponent(binade_of(amax) - emax), false};
    case ScaleRule::Trn3:
      if (zero) return {0, true};
      return {byte_from_exponent(binade_of(amax) - (emax - 1)), false};
    case ScaleRule::Ceil: {
      if (zero) return {0, true};
      const bool power_of_two = (amax.significand & (amax.significand - 1)) == 0 && !amax.sticky;
      return {byte_from_exponent(binade_of(amax) + (power_of_two ? 0 : 1) - emax), false};
    }
    case ScaleRule::Even: {
      // Round amax half-up to man_bits + 1 significant bits; a carry moves it to the next binade.
      if (zero) return {0, true};
      const int m = element.man_bits;
      const ExactValue carry_point = ExactValue::finite(false, (uint64_t{2} << (m + 1)) - 1, binade_of(amax) - (m + 1));
      const bool carries = compare_magnitude(amax, carry_point) >= 0;
      return {byte_from_exponent(binade_of(amax) + (carries ? 1 : 0) - emax), false};
    }
    case ScaleRule::Rceil: {
      // Smallest e with amax <= max_elem * 2^e; binade(amax) - emax is that e or one less.
      if (zero) return {0, true};
      const int32_t candidate = binade_of(amax) - emax;
      const bool above = compare_magnitude(amax, max_element(element).scaled_by_pow2(candidate)) > 0;
      return {byte_from_exponent(candidate + (above ? 1 : 0)), false};
    }
    case ScaleRule::AscendAlg0:
    case ScaleRule::AscendAlg2:
    case ScaleRule::AscendAlg2Max7: {
      if (zero) return {0, true};
      int32_t exponent = binade_of(amax) - emax;
      if (rule == ScaleRule::AscendAlg2) exponent += significand_exceeds(amax, 3, 1) ? 1 : 0;      // > 1.5
      if (rule == ScaleRule::AscendAlg2Max7) exponent += significand_exceeds(amax, 7, 2) ? 1 : 0;  // > 1.75
      const uint8_t byte = byte_from_exponent(exponent);
      return {byte, byte == 0};
    }
    case ScaleRule::AscendAlg1: {
      if (zero) return {0, true};
      const uint32_t quotient = fp32_quotient(amax, max_element(element));
      uint32_t exponent_field = (quotient >> 23) & 0xFF;
      const uint32_t mantissa = quotient & 0x7F'FFFF;
      if (exponent_field > 0 && exponent_field < 254 && mantissa > 0)
        exponent_field += 1;
      else if (exponent_field == 0 && mantissa > 0x40'0000)
        exponent_field = 1;
      return {static_cast<uint8_t>(std::min<uint32_t>(exponent_field, 254)), false};
    }
  }
  throw std::logic_error("unhandled scale rule");
}

}  // namespace sim::numerics
