// The one round-and-pack routine: every narrowing in mxsim (conversions, MX quantization, the
// final rounding of dot products) ends here. Integer-only; flags are returned, never global.
#pragma once

#include <cstdint>

#include "sim/numerics/exact_value.h"
#include "sim/numerics/format.h"
#include "sim/numerics/policy.h"

namespace sim::numerics {

struct Rounded {
  uint64_t bits = 0;
  Flags flags = Flags::None;
};

// Round `value` to `spec` under `options`. `random_bits` is only read for stochastic rounding
// (its low 32 bits are the threshold); bulk callers pass splitmix64(seed, element index).
Rounded round_pack(const FormatSpec& spec, const ExactValue& value, const ConvertOptions& options,
                   uint64_t random_bits = 0);

// Pack a value already on the format's grid; used for specials and by round_pack itself.
uint64_t pack_nan(const FormatSpec& spec, bool negative);
uint64_t pack_inf(const FormatSpec& spec, bool negative);
uint64_t pack_max_finite(const FormatSpec& spec, bool negative);
uint64_t pack_zero(const FormatSpec& spec, bool negative);

// Throws std::invalid_argument when the policy asks for an encoding the format does not have
// (for example Overflow::ToInf for E4M3, NanInput::ToNan for E2M1, NanInput::ToZero for E8M0).
void check_options(const FormatSpec& spec, const ConvertOptions& options);

}  // namespace sim::numerics
