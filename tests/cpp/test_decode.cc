#include <catch2/catch.hpp>

#include <cmath>

#include "cpp/test_support.h"
#include "oracle/field_oracle.h"

using namespace test_support;

TEST_CASE("every encoding of every small format decodes as the field equations say", "[numerics][decode][exhaustive]") {
  for (const SmallFormat& format : kSmallFormats) {
    const FormatSpec& spec = spec_of(format.id);
    for (uint32_t bits = 0; bits < (1u << spec.bits); ++bits) {
      CAPTURE(format.name, bits);
      const oracle::Decoded expected = oracle::decode(format.name, bits);
      const ExactValue actual = decode(spec, bits);
      CHECK((actual.kind == ValueClass::NaN) == expected.is_nan);
      CHECK((actual.kind == ValueClass::Inf) == expected.is_inf);
      if (!expected.is_nan) {
        CHECK(to_double(actual) == expected.value);
        CHECK(std::signbit(to_double(actual)) == std::signbit(expected.value));
      }
    }
  }
}

TEST_CASE("HiFloat8 special and worked encodings", "[numerics][decode][hif8]") {
  CHECK(to_double(decode(Format::HIF8, 0x00)) == 0.0);
  CHECK(decode(Format::HIF8, 0x80).kind == ValueClass::NaN);
  CHECK(decode(Format::HIF8, 0x6F).kind == ValueClass::Inf);
  CHECK(decode(Format::HIF8, 0xEF).kind == ValueClass::Inf);
  CHECK(decode(Format::HIF8, 0xEF).negative);
  CHECK(to_double(decode(Format::HIF8, 0x6E)) == 32768.0);               // 0'11'0111'0 = 2^15
  CHECK(to_double(decode(Format::HIF8, 0x01)) == std::ldexp(1.0, -22));  // 0'0000'001 = 2^(1-23)
  CHECK(to_double(decode(Format::HIF8, 0x07)) == std::ldexp(1.0, -16));
  CHECK(to_double(decode(Format::HIF8, 0x08)) == 1.0);                   // 0'0001'000
  CHECK(to_double(decode(Format::HIF8, 0x0F)) == 1.875);                 // 0'0001'111
  CHECK(to_double(decode(Format::HIF8, 0x10)) == 2.0);                   // 0'001'0'000 = 2^1
  CHECK(to_double(decode(Format::HIF8, 0x18)) == 0.5);                   // 0'001'1'000 = 2^-1
  CHECK(to_double(decode(Format::HIF8, 0x7E)) == std::ldexp(1.0, -15));  // 0'11'1111'0 = 2^-15
  CHECK(to_double(decode(Format::HIF8, 0x78)) == std::ldexp(1.0, -12));  // 0'11'1100'0 = 2^-12
}

TEST_CASE("E8M0 has no zero and no sign", "[numerics][decode][e8m0]") {
  CHECK(to_double(decode(Format::E8M0, 0x00)) == std::ldexp(1.0, -127));
  CHECK(to_double(decode(Format::E8M0, 0x7F)) == 1.0);
  CHECK(to_double(decode(Format::E8M0, 0xFE)) == std::ldexp(1.0, 127));
  CHECK(decode(Format::E8M0, 0xFF).kind == ValueClass::NaN);
}

TEST_CASE("E1M2 is the Ascend table 0..1.75 in quarters", "[numerics][decode][e1m2]") {
  for (uint32_t code = 0; code < 8; ++code) CHECK(to_double(decode(Format::E1M2, code)) == code * 0.25);
  CHECK(to_double(decode(Format::E1M2, 0x4)) == 1.0);  // the Ascend docs' worked code
  CHECK(to_double(decode(Format::E1M2, 0xF)) == -1.75);
}
