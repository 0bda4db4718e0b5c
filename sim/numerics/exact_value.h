// An exact real value (or special) in integer form: what every decoder produces and what the one
// round-and-pack routine consumes. No host floating point is involved.
#pragma once

#include <cstdint>

namespace sim::numerics {

enum class ValueClass : uint8_t { Zero, Finite, Inf, NaN };

// value = (-1)^negative * (significand + sticky) * 2^exponent, where `sticky` means "plus some
// non-zero amount strictly below one unit of the significand's last bit". The significand need
// not be normalised. Sticky lets wide intermediates (dot products, quotients) round exactly once.
struct ExactValue {
  ValueClass kind = ValueClass::Zero;
  bool negative = false;
  int32_t exponent = 0;
  uint64_t significand = 0;
  bool sticky = false;

  static constexpr ExactValue zero(bool negative) { return {ValueClass::Zero, negative, 0, 0, false}; }
  static constexpr ExactValue inf(bool negative) { return {ValueClass::Inf, negative, 0, 0, false}; }
  static constexpr ExactValue nan(bool negative) { return {ValueClass::NaN, negative, 0, 0, false}; }
  static constexpr ExactValue finite(bool negative, uint64_t significand, int32_t exponent) {
    if (significand == 0) return zero(negative);
    return {ValueClass::Finite, negative, exponent, significand, false};
  }

  constexpr bool is_finite_nonzero() const { return kind == ValueClass::Finite; }
  // Multiply by 2^delta exactly (MX scaling is a pure exponent shift).
  constexpr ExactValue scaled_by_pow2(int32_t delta) const {
    ExactValue result = *this;
    if (kind == ValueClass::Finite) result.exponent += delta;
    return result;
  }
};

// floor(log2 |v|) of a finite non-zero value.
int32_t binade_of(const ExactValue& value);

// Compare magnitudes |a| <=> |b| exactly (-1, 0, 1). NaN is not ordered; callers filter it first.
int compare_magnitude(const ExactValue& a, const ExactValue& b);

// Exact value as a double, for display and tests; every format of the table fits exactly.
double to_double(const ExactValue& value);

}  // namespace sim::numerics
