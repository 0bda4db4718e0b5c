// Element formats as data: one FormatSpec row per format (formats.def), read by one generic
// decoder and one round-and-pack routine. Facts the specs state are checked at compile time.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

#include "sim/numerics/policy.h"

namespace sim::numerics {

// How a format spends its encodings (cf. LLVM APFloat fltNonfiniteBehavior / fltNanEncoding).
enum class Encoding : uint8_t {
  Ieee754,           // all-ones exponent: Inf (mantissa 0) or NaN; subnormals at exponent field 0
  FiniteNanAllOnes,  // OFP8 E4M3 "fn": no Inf; only S.1111.111 is NaN, the rest of the top binade is finite
  FiniteOnly,        // OCP FP6/FP4 and Ascend E1M2: every encoding is a finite number
  UnsignedNanOnly,   // E8M0: no sign bit, no zero, no subnormals; 0xFF is NaN
  HiFloat8,          // Ascend HiF8: sign, prefix-coded dot field, sign-magnitude exponent, mantissa
};

enum class Format : uint8_t {
#define FORMAT(id, ...) id,
#include "sim/numerics/formats.def"
#undef FORMAT
};

struct FormatSpec {
  Format id;
  std::string_view name;
  int bits;
  int exp_bits;  // HiFloat8: the widest exponent field (4); the width varies with the dot field
  int man_bits;  // HiFloat8: the widest mantissa field (3)
  int bias;
  Encoding encoding;
  RoundingMode default_rounding;
  Overflow default_overflow;
  NanInput default_nan;
  std::string_view ml_dtypes_name;  // empty where ml_dtypes (or numpy) has no such dtype
  std::string_view source;

  constexpr bool has_sign() const { return encoding != Encoding::UnsignedNanOnly; }
  constexpr bool has_inf() const { return encoding == Encoding::Ieee754 || encoding == Encoding::HiFloat8; }
  constexpr bool has_nan() const { return encoding != Encoding::FiniteOnly; }
  constexpr bool has_zero() const { return encoding != Encoding::UnsignedNanOnly; }
  constexpr bool has_subnormals() const { return encoding != Encoding::UnsignedNanOnly; }
  constexpr int storage_bytes() const { return bits <= 8 ? 1 : bits <= 16 ? 2 : bits <= 32 ? 4 : 8; }
  constexpr ConvertOptions default_options() const {
    return ConvertOptions{default_rounding, default_overflow, default_nan, 0};
  }

  // Unbiased exponent of the smallest normal binade. HiFloat8: 2^-15 (dot 11, exponent -15).
  constexpr int min_normal_exponent() const {
    if (encoding == Encoding::HiFloat8) return -15;
    return (has_subnormals() ? 1 : 0) - bias;
  }
  // Unbiased exponent of the binade holding the largest finite value.
  constexpr int max_exponent() const {
    switch (encoding) {
      case Encoding::Ieee754: return (1 << exp_bits) - 2 - bias;
      case Encoding::HiFloat8: return 15;
      case Encoding::UnsignedNanOnly: return (1 << exp_bits) - 2 - bias;  // 0xFE = 2^127
      default: return (1 << exp_bits) - 1 - bias;                         // the top binade is finite
    }
  }
  // Significand of the largest finite value, as an integer with man_bits fraction bits.
  constexpr uint64_t max_significand() const {
    switch (encoding) {
      case Encoding::FiniteNanAllOnes: return (uint64_t{2} << man_bits) - 2;  // S.1111.111 is NaN: 1.75
      case Encoding::HiFloat8: return uint64_t{1} << man_bits;                // 0x6E = 1.0 * 2^15; 0x6F is Inf
      default: return (uint64_t{2} << man_bits) - 1;
    }
  }
  // Number of fraction bits stored for a value in binade `exponent` (may be below zero for the
  // deepest subnormals, which then round to 0 or the smallest subnormal).
  constexpr int fraction_bits_at(int exponent) const {
    if (encoding == Encoding::HiFloat8) {
      // Dot field: |E| 0..3 keeps 3 mantissa bits, 4..7 two, 8..15 one (numerics.md §3 table);
      // denormals 2^-22..2^-16 are pure powers of two; below 2^-22 the grid step stays 2^-22.
      const int magnitude = exponent < 0 ? -exponent : exponent;
      if (exponent < -22) return exponent + 22;
      if (exponent < -15) return 0;
      return magnitude <= 3 ? 3 : magnitude <= 7 ? 2 : 1;
    }
    const int emin = min_normal_exponent();
    return exponent >= emin ? man_bits : man_bits - (emin - exponent);
  }
};

inline constexpr FormatSpec kFormatSpecs[] = {
#define FORMAT(id, name, bits, exp_bits, man_bits, bias, encoding, rounding, overflow, nan, ml_name, source) \
  FormatSpec{Format::id, name, bits, exp_bits, man_bits, bias, encoding, rounding, overflow, nan, ml_name, source},
#include "sim/numerics/formats.def"
#undef FORMAT
};

inline constexpr int kFormatCount = static_cast<int>(std::size(kFormatSpecs));

constexpr const FormatSpec& spec_of(Format format) { return kFormatSpecs[static_cast<int>(format)]; }

// Exact 2^exponent as a double (constexpr, so the facts below are compile-time checks).
constexpr double exact_pow2(int exponent) {
  double value = 1.0;
  for (; exponent > 0; --exponent) value *= 2.0;
  for (; exponent < 0; ++exponent) value *= 0.5;
  return value;
}

constexpr double max_finite(Format format) {
  const FormatSpec& spec = spec_of(format);
  return static_cast<double>(spec.max_significand()) * exact_pow2(spec.max_exponent() - spec.man_bits);
}
constexpr double min_subnormal(Format format) {
  const FormatSpec& spec = spec_of(format);
  if (spec.encoding == Encoding::HiFloat8) return exact_pow2(-22);
  if (!spec.has_subnormals()) return exact_pow2(spec.min_normal_exponent());
  return exact_pow2(spec.min_normal_exponent() - spec.man_bits);
}

// Facts quoted from the specs (numerics.md §1, §3).
static_assert(max_finite(Format::E4M3) == 448.0);            // 0b0'1111'110 = 1.75 * 2^8
static_assert(max_finite(Format::E5M2) == 57344.0);          // 0b0'11110'11 = 1.75 * 2^15
static_assert(max_finite(Format::E3M2) == 28.0);             // 0b0'111'11   = 1.75 * 2^4
static_assert(max_finite(Format::E2M3) == 7.5);              // 0b0'11'111   = 1.875 * 2^2
static_assert(max_finite(Format::E2M1) == 6.0);              // 0b0'11'1     = 1.5 * 2^2
static_assert(max_finite(Format::E1M2) == 1.75);             // 0b0'1'11     = 1.75 * 2^0
static_assert(max_finite(Format::E8M0) == exact_pow2(127));  // 0xFE = 2^(254 - 127)
static_assert(max_finite(Format::HIF8) == 32768.0);          // 0x6E = 2^15
static_assert(max_finite(Format::BF16) == 255.0 * exact_pow2(120));
static_assert(max_finite(Format::FP16) == 65504.0);
static_assert(min_subnormal(Format::E4M3) == exact_pow2(-9));
static_assert(min_subnormal(Format::E5M2) == exact_pow2(-16));
static_assert(min_subnormal(Format::E3M2) == 0.0625);
static_assert(min_subnormal(Format::E2M3) == 0.125);
static_assert(min_subnormal(Format::E2M1) == 0.5);
static_assert(min_subnormal(Format::E1M2) == 0.25);
static_assert(min_subnormal(Format::E8M0) == exact_pow2(-127));  // 0x00 = 2^-127, not zero
static_assert(min_subnormal(Format::HIF8) == exact_pow2(-22));
static_assert(spec_of(Format::E4M3).min_normal_exponent() == -6);
static_assert(spec_of(Format::E5M2).min_normal_exponent() == -14);
static_assert(spec_of(Format::E2M1).max_exponent() == 2);  // emax_elem in the OCP scale rule
static_assert(spec_of(Format::E1M2).max_exponent() == 0);  // Ascend DynamicMxQuant emax for E1M2

// Lookup by name ("e4m3", case-insensitive; the ml_dtypes name is accepted too). An unknown name
// throws std::invalid_argument listing the valid names.
const FormatSpec& format_by_name(std::string_view name);
std::string format_names();  // "e4m3, e5m2, ..."

}  // namespace sim::numerics
