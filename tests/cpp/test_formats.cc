#include <catch2/catch.hpp>

#include <set>
#include <string>

#include "sim/numerics/format.h"
#include "sim/numerics/scale_rule.h"

using namespace sim::numerics;

TEST_CASE("the format table has one row per format with unique names", "[numerics][formats]") {
  std::set<std::string> names;
  for (int i = 0; i < kFormatCount; ++i) {
    const FormatSpec& spec = kFormatSpecs[i];
    CHECK(static_cast<int>(spec.id) == i);
    CHECK(names.insert(std::string(spec.name)).second);
    CHECK(!spec.source.empty());
  }
  CHECK(names.size() == 13);
}

TEST_CASE("format lookup by name accepts ml_dtypes names and lists the valid ones", "[numerics][formats]") {
  CHECK(format_by_name("E4M3").id == Format::E4M3);
  CHECK(format_by_name("float8_e4m3fn").id == Format::E4M3);
  CHECK(format_by_name("float4_e2m1fn").id == Format::E2M1);
  try {
    format_by_name("e9m9");
    FAIL("expected an error");
  } catch (const std::invalid_argument& error) {
    const std::string text = error.what();
    CHECK(text.find("unknown format 'e9m9'") != std::string::npos);
    CHECK(text.find("e4m3, e5m2") != std::string::npos);
  }
}

TEST_CASE("policy names parse and unknown names list the valid ones", "[numerics][formats]") {
  CHECK(parse_rounding_mode("nearest_even") == RoundingMode::NearestEven);
  CHECK(parse_rounding_mode("stochastic") == RoundingMode::Stochastic);
  CHECK(parse_overflow("saturate") == Overflow::Saturate);
  CHECK(parse_nan_input("to_zero") == NanInput::ToZero);
  CHECK_THROWS_WITH(parse_rounding_mode("rne"),
                    Catch::Contains("nearest_even, toward_zero, down, up, nearest_away, stochastic"));
  CHECK_THROWS_WITH(scale_rule_by_name("floor"), Catch::Contains("ocp, trn3, rceil"));
}

TEST_CASE("derived limits match the specs", "[numerics][formats]") {
  CHECK(max_finite(Format::E4M3) == 448.0);
  CHECK(max_finite(Format::E5M2) == 57344.0);
  CHECK(max_finite(Format::HIF8) == 32768.0);
  CHECK(max_finite(Format::FP32) == 0x1.fffffep127);
  CHECK(spec_of(Format::E4M3).max_exponent() == 8);
  CHECK(spec_of(Format::E5M2).max_exponent() == 15);
  CHECK(spec_of(Format::E3M2).max_exponent() == 4);
  CHECK(spec_of(Format::E2M3).max_exponent() == 2);
}
