#include "sim/numerics/exact_value.h"

#include <cmath>
#include <limits>

#include "sim/numerics/bit_ops.h"

namespace sim::numerics {

int32_t binade_of(const ExactValue& value) { return value.exponent + msb_index(value.significand); }

int compare_magnitude(const ExactValue& a, const ExactValue& b) {
  const bool a_zero = a.kind == ValueClass::Zero, b_zero = b.kind == ValueClass::Zero;
  const bool a_inf = a.kind == ValueClass::Inf, b_inf = b.kind == ValueClass::Inf;
  if (a_inf || b_inf) return a_inf == b_inf ? 0 : (a_inf ? 1 : -1);
  if (a_zero || b_zero) return a_zero == b_zero ? 0 : (a_zero ? -1 : 1);
  const int32_t binade_a = binade_of(a), binade_b = binade_of(b);
  if (binade_a != binade_b) return binade_a < binade_b ? -1 : 1;
  // Same binade: left-align both significands to bit 63 and compare, then the sticky parts.
  const uint64_t aligned_a = a.significand << (63 - msb_index(a.significand));
  const uint64_t aligned_b = b.significand << (63 - msb_index(b.significand));
  if (aligned_a != aligned_b) return aligned_a < aligned_b ? -1 : 1;
  // Equal visible bits: the one with more bits below (lower exponent of its last bit) and sticky is larger.
  if (a.sticky != b.sticky) return a.sticky ? 1 : -1;
  return 0;
}

double to_double(const ExactValue& value) {
  switch (value.kind) {
    case ValueClass::Zero: return value.negative ? -0.0 : 0.0;
    case ValueClass::Inf:
      return value.negative ? -std::numeric_limits<double>::infinity() : std::numeric_limits<double>::infinity();
    case ValueClass::NaN: return std::numeric_limits<double>::quiet_NaN();
    case ValueClass::Finite: break;
  }
  const double magnitude = std::ldexp(static_cast<double>(value.significand), value.exponent);
  return value.negative ? -magnitude : magnitude;
}

}  // namespace sim::numerics
