#include "sim/numerics/round_pack.h"

#include <stdexcept>
#include <string>

#include "sim/numerics/bit_ops.h"

namespace sim::numerics {
namespace {

// What lies below the kept bits, as guard+sticky (cf. APFloat lostFraction).
enum class LostFraction { ExactlyZero, LessThanHalf, ExactlyHalf, MoreThanHalf };

struct Split {
  uint64_t kept = 0;  // integer part in units of 2^quantum
  LostFraction lost = LostFraction::ExactlyZero;
  uint32_t fraction_top32 = 0;  // top 32 bits of the discarded fraction (for stochastic rounding)
};

// Divide significand * 2^exponent (+ sticky) by 2^quantum, keeping the integer part.
Split split_at(uint64_t significand, int32_t exponent, bool sticky, int32_t quantum) {
  Split split;
  const int64_t shift = static_cast<int64_t>(quantum) - exponent;
  if (shift <= 0) {
    // Every visible bit is kept; shifting left cannot overflow because the caller chose quantum
    // so that the kept part has at most 53 bits.
    split.kept = significand << (-shift);
    split.lost = sticky ? LostFraction::LessThanHalf : LostFraction::ExactlyZero;
    return split;
  }
  uint64_t remainder = 0;
  if (shift >= 64) {
    split.kept = 0;
    remainder = significand;
    const bool below_half = shift > 64 || (significand >> 63) == 0;
    if (remainder == 0 && !sticky)
      split.lost = LostFraction::ExactlyZero;
    else if (shift > 64)
      split.lost = LostFraction::LessThanHalf;
    else if (below_half)
      split.lost = LostFraction::LessThanHalf;
    else
      split.lost =
          (remainder == (uint64_t{1} << 63) && !sticky) ? LostFraction::ExactlyHalf : LostFraction::MoreThanHalf;
    split.fraction_top32 = shift >= 96 ? 0 : static_cast<uint32_t>(remainder >> (shift - 32));
    return split;
  }
  split.kept = significand >> shift;
  remainder = significand & low_mask(static_cast<int>(shift));
  const uint64_t half = uint64_t{1} << (shift - 1);
  if (remainder == 0 && !sticky)
    split.lost = LostFraction::ExactlyZero;
  else if (remainder < half)
    split.lost = LostFraction::LessThanHalf;
  else if (remainder == half && !sticky)
    split.lost = LostFraction::ExactlyHalf;
  else
    split.lost = LostFraction::MoreThanHalf;
  split.fraction_top32 =
      shift >= 32 ? static_cast<uint32_t>(remainder >> (shift - 32)) : static_cast<uint32_t>(remainder << (32 - shift));
  return split;
}

bool round_increments(RoundingMode mode, bool negative, const Split& split, uint64_t random_bits) {
  if (split.lost == LostFraction::ExactlyZero) return false;
  switch (mode) {
    case RoundingMode::NearestEven:
      return split.lost == LostFraction::MoreThanHalf ||
             (split.lost == LostFraction::ExactlyHalf && (split.kept & 1) != 0);
    case RoundingMode::NearestAway:
      return split.lost == LostFraction::MoreThanHalf || split.lost == LostFraction::ExactlyHalf;
    case RoundingMode::TowardZero: return false;
    case RoundingMode::Down: return negative;
    case RoundingMode::Up: return !negative;
    case RoundingMode::Stochastic: {
      // Increment with probability fraction / 2^32 (the fraction's top 32 bits): fraction + r
      // carries out of 32 bits. Fractions below 2^-32 of a unit never round up.
      const uint64_t sum = uint64_t{split.fraction_top32} + (random_bits & 0xFFFF'FFFFull);
      return (sum >> 32) != 0;
    }
  }
  return false;
}

// Directed rounding toward zero (or away from the overflow side) overflows to max finite, not
// Inf (IEEE 754 §7.4); SoftFloat writes this as "packToF16UI(sign, 0x1F, 0) - !roundIncrement".
bool overflow_rounds_to_max(RoundingMode mode, bool negative) {
  return mode == RoundingMode::TowardZero || (mode == RoundingMode::Down && !negative) ||
         (mode == RoundingMode::Up && negative);
}

uint64_t sign_bit(const FormatSpec& spec, bool negative) {
  return (negative && spec.has_sign()) ? uint64_t{1} << (spec.bits - 1) : 0;
}

// Encode (negative, significand * 2^quantum) that is known to be on the grid and in range.
uint64_t pack_on_grid(const FormatSpec& spec, bool negative, uint64_t significand, int32_t quantum) {
  const int msb = msb_index(significand);
  const int32_t exponent = quantum + msb;
  const int fraction_width = spec.fraction_bits_at(exponent);
  // Drop the leading one; after a rounding carry the low bits being dropped are zeros.
  uint64_t fraction = significand - (uint64_t{1} << msb);
  fraction = msb >= fraction_width ? fraction >> (msb - fraction_width) : fraction << (fraction_width - msb);
  if (spec.encoding == Encoding::HiFloat8) {
    const uint64_t sign = negative ? 0x80 : 0;
    if (exponent < -15) return sign | static_cast<uint64_t>(exponent + 23);  // denormal 2^(M-23)
    const int magnitude = exponent < 0 ? -exponent : exponent;
    const uint64_t exponent_sign = exponent < 0 ? 1 : 0;
    if (magnitude == 0) return sign | (0b0001u << 3) | fraction;
    if (magnitude == 1) return sign | (0b001u << 4) | (exponent_sign << 3) | fraction;
    // Sign-magnitude exponent with the magnitude's leading one implicit.
    const int width = magnitude <= 3 ? 2 : magnitude <= 7 ? 3 : 4;
    const uint64_t dot = magnitude <= 3 ? 0b01 : magnitude <= 7 ? 0b10 : 0b11;
    const uint64_t exponent_field =
        (exponent_sign << (width - 1)) | (static_cast<uint64_t>(magnitude) & low_mask(width - 1));
    const int mantissa_width = 7 - 2 - width;
    return sign | (dot << 5) | (exponent_field << mantissa_width) | fraction;
  }
  const int32_t emin = spec.min_normal_exponent();
  if (exponent < emin) {
    // Subnormal: exponent field 0, the fraction carries the leading one.
    return sign_bit(spec, negative) | (significand << (quantum - (emin - spec.man_bits)));
  }
  const uint64_t exponent_field = static_cast<uint64_t>(exponent + spec.bias);
  return sign_bit(spec, negative) | (exponent_field << spec.man_bits) | fraction;
}

// Does significand * 2^quantum exceed the largest finite magnitude?
bool exceeds_max(const FormatSpec& spec, uint64_t significand, int32_t quantum) {
  const int32_t exponent = quantum + msb_index(significand);
  if (exponent != spec.max_exponent()) return exponent > spec.max_exponent();
  // Same binade: compare with max_significand * 2^(emax - man_bits) on a common quantum.
  const int32_t max_quantum = spec.max_exponent() - spec.man_bits;
  if (quantum >= max_quantum) return (significand << (quantum - max_quantum)) > spec.max_significand();
  const int32_t shift = max_quantum - quantum;
  const uint64_t max_scaled = spec.max_significand() << shift;
  return significand > max_scaled;
}

}  // namespace

uint64_t pack_nan(const FormatSpec& spec, bool negative) {
  switch (spec.encoding) {
    case Encoding::Ieee754:  // canonical quiet NaN: all-ones exponent, top mantissa bit set
      return sign_bit(spec, negative) | (low_mask(spec.exp_bits) << spec.man_bits) |
             (uint64_t{1} << (spec.man_bits - 1));
    case Encoding::FiniteNanAllOnes: return sign_bit(spec, negative) | low_mask(spec.bits - 1);  // S.1111.111
    case Encoding::UnsignedNanOnly: return low_mask(spec.bits);                                  // 0xFF
    case Encoding::HiFloat8: return 0x80;
    case Encoding::FiniteOnly: break;
  }
  throw std::logic_error(std::string(spec.name) + " has no NaN encoding");
}

uint64_t pack_inf(const FormatSpec& spec, bool negative) {
  if (spec.encoding == Encoding::Ieee754) return sign_bit(spec, negative) | (low_mask(spec.exp_bits) << spec.man_bits);
  if (spec.encoding == Encoding::HiFloat8) return (negative ? 0x80 : 0) | 0x6F;
  throw std::logic_error(std::string(spec.name) + " has no Inf encoding");
}

uint64_t pack_max_finite(const FormatSpec& spec, bool negative) {
  return pack_on_grid(spec, negative, spec.max_significand(), spec.max_exponent() - spec.man_bits);
}

uint64_t pack_zero(const FormatSpec& spec, bool negative) {
  if (!spec.has_zero()) throw std::logic_error(std::string(spec.name) + " has no zero");
  if (spec.encoding == Encoding::HiFloat8) return 0x00;  // one unsigned zero; 0x80 is NaN
  return sign_bit(spec, negative);
}

void check_options(const FormatSpec& spec, const ConvertOptions& options) {
  auto reject = [&](std::string_view what, std::string_view expected) {
    throw std::invalid_argument(std::string(spec.name) + ": " + std::string(what) + " is not available; expected " +
                                std::string(expected));
  };
  if (options.overflow == Overflow::ToInf && !spec.has_inf())
    reject("overflow 'to_inf' (the format has no Inf)", spec.has_nan() ? "saturate or to_nan" : "saturate");
  if (options.overflow == Overflow::ToNan && !spec.has_nan())
    reject("overflow 'to_nan' (the format has no NaN)", "saturate");
  if (options.nan == NanInput::ToNan && !spec.has_nan())
    reject("nan 'to_nan' (the format has no NaN)", "to_zero or to_max");
  if (options.nan == NanInput::ToZero && !spec.has_zero())
    reject("nan 'to_zero' (the format has no zero)", "to_nan or to_max");
}

Rounded round_pack(const FormatSpec& spec, const ExactValue& value, const ConvertOptions& options,
                   uint64_t random_bits) {
  const bool negative = value.negative;
  // 1. Non-finite and zero inputs.
  switch (value.kind) {
    case ValueClass::NaN:
      switch (options.nan) {
        case NanInput::ToNan: return {pack_nan(spec, negative), Flags::Invalid};
        case NanInput::ToZero: return {pack_zero(spec, negative), Flags::Invalid};
        case NanInput::ToMax: return {pack_max_finite(spec, negative), Flags::Invalid};
      }
      break;
    case ValueClass::Inf:
      if (!spec.has_sign() && negative) return {pack_nan(spec, false), Flags::Invalid};
      switch (options.overflow) {
        case Overflow::ToInf: return {pack_inf(spec, negative), Flags::None};
        case Overflow::ToNan: return {pack_nan(spec, negative), Flags::Overflow};
        case Overflow::Saturate: return {pack_max_finite(spec, negative), Flags::Overflow};
      }
      break;
    case ValueClass::Zero:
      // E8M0 has no zero: a zero scale request is invalid (ml_dtypes and the OCP spec agree).
      if (!spec.has_zero()) return {pack_nan(spec, false), Flags::Invalid};
      return {pack_zero(spec, negative), Flags::None};
    case ValueClass::Finite: break;
  }
  if (negative && !spec.has_sign()) return {pack_nan(spec, false), Flags::Invalid};

  // 2. Find the binade and the grid step (quantum) the format offers there.
  const int32_t binade = binade_of(value);
  const int32_t quantum = binade - spec.fraction_bits_at(binade);

  // 3. Split off what falls below the grid and round.
  Split split = split_at(value.significand, value.exponent, value.sticky, quantum);
  Flags flags = split.lost == LostFraction::ExactlyZero ? Flags::None : Flags::Inexact;
  uint64_t magnitude = split.kept + (round_increments(options.rounding, negative, split, random_bits) ? 1 : 0);

  // 4. Underflow to zero, or to the smallest value of a format without zero (E8M0).
  if (magnitude == 0) {
    if (!spec.has_zero()) return {static_cast<uint64_t>(0), flags | Flags::Underflow};
    return {pack_zero(spec, negative), flags | Flags::Underflow};
  }
  if (has_flag(flags, Flags::Inexact) && quantum + msb_index(magnitude) < spec.min_normal_exponent())
    flags |= Flags::Underflow;

  // 5. Overflow, per policy.
  if (exceeds_max(spec, magnitude, quantum)) {
    flags |= Flags::Overflow | Flags::Inexact;
    if (options.overflow == Overflow::Saturate || overflow_rounds_to_max(options.rounding, negative))
      return {pack_max_finite(spec, negative), flags};
    if (options.overflow == Overflow::ToInf) return {pack_inf(spec, negative), flags};
    return {pack_nan(spec, negative), flags};
  }

  // 6. Pack.
  return {pack_on_grid(spec, negative, magnitude, quantum), flags};
}

}  // namespace sim::numerics
