// Scaled conversions between FP32 and MX element formats with an E8M0 scale, as the CDNA4
// v_cvt_scalef32_* instructions and MLIR's arith.scaling_truncf / scaling_extf define them
// (cdna4-isa.md §3.2): down-conversion rounds x / 2^(s - 127) once; up-conversion is
// elem * 2^(s - 127) rounded once to FP32. The division by a power of two is an exact exponent
// shift, so each result is one call of round_pack. A NaN scale (0xFF) makes the value NaN.
#pragma once

#include <cstdint>

#include "sim/numerics/format.h"
#include "sim/numerics/policy.h"
#include "sim/numerics/round_pack.h"

namespace sim::numerics {

// FP32 bits -> `destination` code of x / 2^(scale - 127) under `options` (NaN inputs, a NaN scale
// included, follow options.nan).
Rounded scaled_encode(Format destination, uint32_t fp32_bits, uint8_t scale, const ConvertOptions& options);

// `source` code -> FP32 bits of value * 2^(scale - 127), rounded to nearest even (overflow to Inf,
// subnormals kept); a NaN scale or NaN element gives the canonical FP32 NaN.
uint32_t scaled_decode(Format source, uint32_t code, uint8_t scale);

}  // namespace sim::numerics
