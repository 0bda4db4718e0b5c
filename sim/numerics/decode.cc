#include "sim/numerics/decode.h"

#include "sim/numerics/bit_ops.h"

namespace sim::numerics {
namespace {

// HiFloat8 (arXiv 2409.16626 §3; Ascend C "HiFloat8"): bit 7 sign; bits 6.. a prefix-coded dot
// field D; then |D|-bit exponent in sign-magnitude form with an implicit leading 1 on the
// magnitude; then the mantissa. Worked value: 0x6E = 0'11'0111'0 -> D=11, exponent +(1'111) = 15,
// mantissa 0 -> 2^15 = 32768, the largest finite value; 0x6F would be 1.5 * 2^15 and is Inf.
ExactValue decode_hifloat8(uint64_t bits) {
  const bool negative = (bits & 0x80) != 0;
  const uint64_t body = bits & 0x7F;
  if (bits == 0x00) return ExactValue::zero(false);
  if (bits == 0x80) return ExactValue::nan(false);
  if (body == 0x6F) return ExactValue::inf(negative);
  int exponent_width = 0, mantissa_width = 0;
  if ((body >> 5) == 0b11) {
    exponent_width = 4;
    mantissa_width = 1;
  } else if ((body >> 5) == 0b10) {
    exponent_width = 3;
    mantissa_width = 2;
  } else if ((body >> 5) == 0b01) {
    exponent_width = 2;
    mantissa_width = 3;
  } else if ((body >> 4) == 0b001) {
    exponent_width = 1;
    mantissa_width = 3;
  } else if ((body >> 3) == 0b0001) {
    exponent_width = 0;
    mantissa_width = 3;
  } else {
    // D = 0000: denormal 2^(M - 23), M = 1..7 (M = 0 is the zero / NaN pair handled above).
    return ExactValue::finite(negative, 1, static_cast<int32_t>(body & 0x7) - 23);
  }
  const uint64_t mantissa = body & low_mask(mantissa_width);
  int32_t exponent = 0;
  if (exponent_width > 0) {
    const uint64_t field = (body >> mantissa_width) & low_mask(exponent_width);
    const bool exponent_negative = (field >> (exponent_width - 1)) & 1;
    const int32_t magnitude =
        static_cast<int32_t>((uint64_t{1} << (exponent_width - 1)) | (field & low_mask(exponent_width - 1)));
    exponent = exponent_negative ? -magnitude : magnitude;
  }
  return ExactValue::finite(negative, (uint64_t{1} << mantissa_width) | mantissa, exponent - mantissa_width);
}

}  // namespace

ExactValue decode(const FormatSpec& spec, uint64_t bits) {
  if (spec.encoding == Encoding::HiFloat8) return decode_hifloat8(bits);
  if (spec.encoding == Encoding::UnsignedNanOnly) {
    // E8M0: value 2^(bits - 127); 0x00 = 2^-127, 0xFF = NaN (OCP MX v1.0 §5.4.1).
    if (bits == low_mask(spec.bits)) return ExactValue::nan(false);
    return ExactValue::finite(false, 1, static_cast<int32_t>(bits) - spec.bias);
  }
  const bool negative = (bits >> (spec.bits - 1)) & 1;
  const uint64_t exponent_field = (bits >> spec.man_bits) & low_mask(spec.exp_bits);
  const uint64_t mantissa = bits & low_mask(spec.man_bits);
  const uint64_t all_ones = low_mask(spec.exp_bits);
  if (spec.encoding == Encoding::Ieee754 && exponent_field == all_ones) {
    return mantissa == 0 ? ExactValue::inf(negative) : ExactValue::nan(negative);
  }
  if (spec.encoding == Encoding::FiniteNanAllOnes && exponent_field == all_ones &&
      mantissa == low_mask(spec.man_bits)) {
    return ExactValue::nan(negative);
  }
  if (exponent_field == 0) {
    // Subnormal: 0.mantissa * 2^(1 - bias).
    return ExactValue::finite(negative, mantissa, 1 - spec.bias - spec.man_bits);
  }
  return ExactValue::finite(negative, (uint64_t{1} << spec.man_bits) | mantissa,
                            static_cast<int32_t>(exponent_field) - spec.bias - spec.man_bits);
}

}  // namespace sim::numerics
