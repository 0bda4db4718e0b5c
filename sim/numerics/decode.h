// Decode any encoding of any table format to its exact value.
#pragma once

#include <cstdint>

#include "sim/numerics/exact_value.h"
#include "sim/numerics/format.h"

namespace sim::numerics {

// `bits` holds the encoding in its low spec.bits bits; higher bits must be zero.
ExactValue decode(const FormatSpec& spec, uint64_t bits);
inline ExactValue decode(Format format, uint64_t bits) { return decode(spec_of(format), bits); }

}  // namespace sim::numerics
