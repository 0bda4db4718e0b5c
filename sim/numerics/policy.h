// Conversion policies as named enums (never bools) and the flags a conversion returns.
// Each list is an X-macro table: the enum, its names, the Python strings and the docs come from it.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace sim::numerics {

// ROUNDING(id, name, description)
#define MXSIM_ROUNDING_MODES(ROUNDING)                                                               \
  ROUNDING(NearestEven, "nearest_even", "round to nearest, ties to even (IEEE 754 roundTiesToEven)") \
  ROUNDING(TowardZero, "toward_zero", "truncate toward zero (roundTowardZero)")                      \
  ROUNDING(Down, "down", "toward -infinity (roundTowardNegative)")                                   \
  ROUNDING(Up, "up", "toward +infinity (roundTowardPositive)")                                       \
  ROUNDING(NearestAway, "nearest_away", "round to nearest, ties away from zero (roundTiesToAway)")   \
  ROUNDING(Stochastic, "stochastic",                                                                 \
           "round up with probability equal to the discarded fraction; 32 random bits per element "  \
           "from splitmix64(seed, element index)")

// OVERFLOW(id, name, description): what a finite value beyond the largest finite magnitude,
// or an infinite input, becomes.
#define MXSIM_OVERFLOW_POLICIES(OVERFLOW)                                                                \
  OVERFLOW(Saturate, "saturate", "clamp to +-max finite (OCP MX §6.3 'clamp'; PTX .satfinite); Inf too") \
  OVERFLOW(ToInf, "to_inf", "+-Inf (IEEE 754); directed rounding toward zero gives +-max as in IEEE")    \
  OVERFLOW(ToNan, "to_nan", "the format's NaN (OFP8 E4M3 non-saturating mode)")

// NAN_INPUT(id, name, description): what a NaN input becomes.
#define MXSIM_NAN_POLICIES(NAN_INPUT)                                                                     \
  NAN_INPUT(ToNan, "to_nan", "the format's canonical quiet NaN, sign kept")                               \
  NAN_INPUT(ToZero, "to_zero", "zero with the NaN's sign (Ascend saturation with CTRL[50]=0, FP4 casts)") \
  NAN_INPUT(ToMax, "to_max", "+-max finite (AMD gfx950 FP4/FP6 conversion emulation)")

enum class RoundingMode : uint8_t {
#define MXSIM_ENUM_ENTRY(id, name, description) id,
  MXSIM_ROUNDING_MODES(MXSIM_ENUM_ENTRY)
};
enum class Overflow : uint8_t { MXSIM_OVERFLOW_POLICIES(MXSIM_ENUM_ENTRY) };
enum class NanInput : uint8_t { MXSIM_NAN_POLICIES(MXSIM_ENUM_ENTRY) };
#undef MXSIM_ENUM_ENTRY

struct PolicyName {
  std::string_view name;
  std::string_view description;
};

#define MXSIM_NAME_ENTRY(id, name, description) PolicyName{name, description},
inline constexpr PolicyName kRoundingModeNames[] = {MXSIM_ROUNDING_MODES(MXSIM_NAME_ENTRY)};
inline constexpr PolicyName kOverflowNames[] = {MXSIM_OVERFLOW_POLICIES(MXSIM_NAME_ENTRY)};
inline constexpr PolicyName kNanInputNames[] = {MXSIM_NAN_POLICIES(MXSIM_NAME_ENTRY)};
#undef MXSIM_NAME_ENTRY

constexpr std::string_view name_of(RoundingMode mode) { return kRoundingModeNames[static_cast<int>(mode)].name; }
constexpr std::string_view name_of(Overflow policy) { return kOverflowNames[static_cast<int>(policy)].name; }
constexpr std::string_view name_of(NanInput policy) { return kNanInputNames[static_cast<int>(policy)].name; }

// Parse a policy name; an unknown one throws std::invalid_argument listing the valid names.
RoundingMode parse_rounding_mode(std::string_view name);
Overflow parse_overflow(std::string_view name);
NanInput parse_nan_input(std::string_view name);

// IEEE-style exception flags, returned by every conversion (never global state).
enum class Flags : uint8_t {
  None = 0,
  Inexact = 1 << 0,    // the result differs from the exact value
  Underflow = 1 << 1,  // the result is tiny (subnormal or zero) and inexact
  Overflow = 1 << 2,   // the value exceeded the largest finite magnitude (or was Inf with no Inf to map to)
  Invalid = 1 << 3,    // NaN input, or a value the format cannot hold at all (negative or zero to E8M0)
};

constexpr Flags operator|(Flags a, Flags b) {
  return static_cast<Flags>(static_cast<uint8_t>(a) | static_cast<uint8_t>(b));
}
constexpr Flags& operator|=(Flags& a, Flags b) { return a = a | b; }
constexpr bool has_flag(Flags set, Flags flag) { return (static_cast<uint8_t>(set) & static_cast<uint8_t>(flag)) != 0; }

std::string describe(Flags flags);  // "inexact|overflow", or "none"

// How an element conversion rounds and what it does with values it cannot hold.
struct ConvertOptions {
  RoundingMode rounding = RoundingMode::NearestEven;
  Overflow overflow = Overflow::ToInf;
  NanInput nan = NanInput::ToNan;
  uint64_t seed = 0;  // only read by RoundingMode::Stochastic
};

}  // namespace sim::numerics
