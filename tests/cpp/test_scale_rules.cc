#include <catch2/catch.hpp>

#include <cmath>

#include "cpp/test_support.h"
#include "sim/numerics/scale_rule.h"

using namespace test_support;

namespace {

ExactValue exact(double value) { return decode(Format::FP64, bits_of_double(value)); }

uint8_t scale_byte(ScaleRule rule, Format element, double amax) {
  return choose_scale(rule, spec_of(element), exact(amax)).scale_byte;
}

}  // namespace

TEST_CASE("OCP floor: floor(log2 amax) - emax_elem", "[numerics][scale]") {
  CHECK(scale_byte(ScaleRule::OcpFloor, Format::E4M3, 1000.0) == 127 + 1);  // floor(9.97) - 8
  CHECK(scale_byte(ScaleRule::OcpFloor, Format::E5M2, 1000.0) == 127 - 6);  // 9 - 15
  CHECK(scale_byte(ScaleRule::OcpFloor, Format::E2M1, 6.0) == 127 + 0);     // 2 - 2
  CHECK(scale_byte(ScaleRule::OcpFloor, Format::E2M1, 0x1p-140) == 0);      // clamped to 2^-127
  CHECK(scale_byte(ScaleRule::OcpFloor, Format::E2M1, 0x1p200) == 254);     // clamped to 2^127
}

TEST_CASE("Trainium3 quantize_mx: floor(log2 amax) - (emax_elem - 1), twice the OCP scale", "[numerics][scale]") {
  CHECK(scale_byte(ScaleRule::Trn3, Format::E4M3, 1000.0) == 127 + 2);
  CHECK(scale_byte(ScaleRule::Trn3, Format::E5M2, 1000.0) == 127 - 5);
  for (double amax : {0.3, 1.0, 447.0, 1e5})
    CHECK(scale_byte(ScaleRule::Trn3, Format::E4M3, amax) == scale_byte(ScaleRule::OcpFloor, Format::E4M3, amax) + 1);
}

TEST_CASE("RCEIL: the smallest scale with amax / scale <= max_elem", "[numerics][scale]") {
  CHECK(scale_byte(ScaleRule::Rceil, Format::E4M3, 448.0) == 127);
  CHECK(scale_byte(ScaleRule::Rceil, Format::E4M3, 449.0) == 128);
  CHECK(scale_byte(ScaleRule::Rceil, Format::E4M3, 1000.0) == 129);  // 1000 / 448 = 2.23 -> 2^2
  CHECK(scale_byte(ScaleRule::Rceil, Format::E4M3, 224.0) == 126);
  CHECK(scale_byte(ScaleRule::Rceil, Format::E2M1, 6.0) == 127);
  CHECK(scale_byte(ScaleRule::Rceil, Format::E2M1, 6.5) == 128);
}

TEST_CASE("CEIL and EVEN (torchao)", "[numerics][scale]") {
  CHECK(scale_byte(ScaleRule::Ceil, Format::E4M3, 1000.0) == 127 + 2);  // ceil(9.97) = 10, - 8
  CHECK(scale_byte(ScaleRule::Ceil, Format::E4M3, 512.0) == 127 + 1);   // a power of two stays
  // EVEN, E2M1 (one mantissa bit): 1.75 * 2^2 = 7 rounds half-up to 2^3.
  CHECK(scale_byte(ScaleRule::Even, Format::E2M1, 7.0) == 127 + 1);
  CHECK(scale_byte(ScaleRule::Even, Format::E2M1, 6.9) == 127 + 0);
  // E4M3 (three bits): the carry point is 1.9375 * 2^8 = 496.
  CHECK(scale_byte(ScaleRule::Even, Format::E4M3, 496.0) == 127 + 1);
  CHECK(scale_byte(ScaleRule::Even, Format::E4M3, 495.0) == 127 + 0);
}

TEST_CASE("Ascend DynamicMxQuant algorithms", "[numerics][scale]") {
  CHECK(scale_byte(ScaleRule::AscendAlg0, Format::E1M2, 3.0) == 128);  // emax(E1M2) = 0
  CHECK(scale_byte(ScaleRule::AscendAlg0, Format::E4M3, 1000.0) == 128);
  const ScaleChoice tiny = choose_scale(ScaleRule::AscendAlg0, spec_of(Format::E4M3), exact(0x1p-130));
  CHECK(tiny.scale_byte == 0);
  CHECK(tiny.zero_elements);  // byte 0 -> reciprocal 0 -> the block is zero
  // Algorithm 1: fp32(amax / 448), raised by one when its mantissa is non-zero.
  CHECK(scale_byte(ScaleRule::AscendAlg1, Format::E4M3, 448.0) == 127);
  CHECK(scale_byte(ScaleRule::AscendAlg1, Format::E4M3, 449.0) == 128);
  CHECK(scale_byte(ScaleRule::AscendAlg1, Format::E5M2, 57344.0 * 4) == 129);
  CHECK(scale_byte(ScaleRule::AscendAlg1, Format::E4M3, 448.0 * 0x1p-130) == 0);        // subnormal, mantissa <= 0.5
  CHECK(scale_byte(ScaleRule::AscendAlg1, Format::E4M3, 448.0 * 0x1.8p-127) == 1);      // subnormal, mantissa 0.75
  CHECK(scale_byte(ScaleRule::AscendAlg1, Format::E4M3, 0x1.fffffep127) == 127 + 120);  // 2^128/448 = 2^119.19 -> 2^120
  // Algorithm 2 (E2M1): ceil when the significand exceeds 1.5 (dstTypeMax 0/6) or 1.75 (7).
  CHECK(scale_byte(ScaleRule::AscendAlg2, Format::E2M1, 6.0) == 127);
  CHECK(scale_byte(ScaleRule::AscendAlg2, Format::E2M1, 6.5) == 128);
  CHECK(scale_byte(ScaleRule::AscendAlg2Max7, Format::E2M1, 6.5) == 127);
  CHECK(scale_byte(ScaleRule::AscendAlg2Max7, Format::E2M1, 7.5) == 128);
  CHECK_THROWS_WITH(check_rule_applies(ScaleRule::AscendAlg1, spec_of(Format::E2M1)),
                    Catch::Contains("FP8 elements only"));
  CHECK_THROWS_WITH(check_rule_applies(ScaleRule::AscendAlg2, spec_of(Format::E4M3)),
                    Catch::Contains("E2M1 elements only"));
}

TEST_CASE("every rule: zero blocks get 2^-127 and non-finite blocks a NaN scale", "[numerics][scale]") {
  for (const auto& rule : kScaleRuleSpecs) {
    const Format element =
        rule.id == ScaleRule::AscendAlg2 || rule.id == ScaleRule::AscendAlg2Max7 ? Format::E2M1 : Format::E4M3;
    CAPTURE(rule.name);
    const ScaleChoice zero = choose_scale(rule.id, spec_of(element), ExactValue::zero(false));
    CHECK(zero.scale_byte == 0);
    CHECK(zero.zero_elements);
    CHECK(choose_scale(rule.id, spec_of(element), ExactValue::inf(false)).scale_byte == kScaleNan);
    CHECK(choose_scale(rule.id, spec_of(element), ExactValue::nan(false)).scale_byte == kScaleNan);
  }
}
