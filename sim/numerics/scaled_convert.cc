#include "sim/numerics/scaled_convert.h"

#include "sim/numerics/decode.h"

namespace sim::numerics {

namespace {
constexpr uint8_t kNanScale = 0xFF;  // E8M0's only special
}  // namespace

Rounded scaled_encode(Format destination, uint32_t fp32_bits, uint8_t scale, const ConvertOptions& options) {
  ExactValue value = decode(Format::FP32, fp32_bits);
  if (scale == kNanScale && value.kind != ValueClass::NaN) value = ExactValue::nan(value.negative);
  return round_pack(spec_of(destination), value.scaled_by_pow2(127 - static_cast<int32_t>(scale)), options);
}

uint32_t scaled_decode(Format source, uint32_t code, uint8_t scale) {
  ExactValue value = decode(source, code);
  if (scale == kNanScale) value = ExactValue::nan(value.negative);
  const ConvertOptions fp32{RoundingMode::NearestEven, Overflow::ToInf, NanInput::ToNan, 0};
  return static_cast<uint32_t>(
      round_pack(spec_of(Format::FP32), value.scaled_by_pow2(static_cast<int32_t>(scale) - 127), fp32).bits);
}

}  // namespace sim::numerics
