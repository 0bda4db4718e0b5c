#include <catch2/catch.hpp>

#include <cmath>
#include <map>
#include <random>
#include <vector>

#include "cpp/test_support.h"
#include "oracle/field_oracle.h"
#include "sim/numerics/bit_ops.h"

using namespace test_support;

namespace {

struct OverflowCodes {
  uint32_t max_code;  // positive largest finite
  uint32_t big_code;  // positive Inf, or NaN where the format has no Inf
  uint32_t sign_bit;
};

// Written from the specs, not from the library: largest finite and Inf/NaN encodings.
const std::map<Format, OverflowCodes> kOverflowCodes = {
    {Format::E4M3, {0x7E, 0x7F, 0x80}}, {Format::E5M2, {0x7B, 0x7C, 0x80}}, {Format::E3M2, {0x1F, 0x1F, 0x20}},
    {Format::E2M3, {0x1F, 0x1F, 0x20}}, {Format::E2M1, {0x7, 0x7, 0x8}},    {Format::E1M2, {0x7, 0x7, 0x8}},
    {Format::E8M0, {0xFE, 0xFF, 0x00}}, {Format::HIF8, {0x6E, 0x6F, 0x80}},
};

const std::pair<RoundingMode, oracle::Mode> kModes[] = {
    {RoundingMode::NearestEven, oracle::Mode::NearestEven},
    {RoundingMode::NearestAway, oracle::Mode::NearestAway},
    {RoundingMode::TowardZero, oracle::Mode::TowardZero},
    {RoundingMode::Down, oracle::Mode::Down},
    {RoundingMode::Up, oracle::Mode::Up},
};

// Inputs that exercise every rounding decision: every representable value, every midpoint, a
// hair either side of each, and random values spanning the range and beyond.
std::vector<double> probe_values(const SmallFormat& format) {
  std::vector<double> magnitudes;
  std::vector<double> grid;
  for (uint32_t bits = 0; bits < (1u << oracle::bits_of(format.name)); ++bits) {
    const oracle::Decoded d = oracle::decode(format.name, bits);
    if (!d.is_nan && !d.is_inf) grid.push_back(std::fabs(d.value));
  }
  std::sort(grid.begin(), grid.end());
  grid.erase(std::unique(grid.begin(), grid.end()), grid.end());
  for (size_t i = 0; i + 1 < grid.size(); ++i) {
    const double mid = (grid[i] + grid[i + 1]) / 2;
    for (double v : {grid[i], mid}) {
      magnitudes.push_back(v);
      magnitudes.push_back(std::nextafter(v, 0.0));
      magnitudes.push_back(std::nextafter(v, INFINITY));
    }
  }
  const double top = grid.back();
  for (double v : {top, top * 1.0625, top * 1.125, top * 1.25, top * 1.5, top * 2, top * 1e3, grid[1] / 2, grid[1] / 3,
                   grid[1] / 1e9})
    magnitudes.push_back(v);
  std::mt19937_64 rng(12345);
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  const double log_low = std::log2(grid[1]) - 3, log_high = std::log2(top) + 2;
  for (int i = 0; i < 4000; ++i) magnitudes.push_back(std::exp2(log_low + (log_high - log_low) * unit(rng)));
  std::vector<double> values;
  for (double m : magnitudes) {
    if (m == 0.0) continue;
    values.push_back(m);
    values.push_back(-m);
  }
  return values;
}

}  // namespace

TEST_CASE("round_pack agrees with a brute-force nearest search in every mode", "[numerics][round][oracle]") {
  for (const SmallFormat& format : kSmallFormats) {
    const FormatSpec& spec = spec_of(format.id);
    const OverflowCodes codes = kOverflowCodes.at(format.id);
    for (const auto& [mode, oracle_mode] : kModes) {
      ConvertOptions options = spec.default_options();
      options.rounding = mode;
      for (double value : probe_values(format)) {
        if (!spec.has_sign() && value < 0) continue;
        CAPTURE(format.name, name_of(mode), value);
        const std::optional<uint32_t> expected = oracle::round_finite(format.name, value, oracle_mode);
        const Rounded actual = convert(format.id, value, options);
        if (expected) {
          CHECK(actual.bits == *expected);
        } else {
          const bool negative = value < 0;
          const bool to_max = spec.default_overflow == Overflow::Saturate || mode == RoundingMode::TowardZero ||
                              (mode == RoundingMode::Down && !negative) || (mode == RoundingMode::Up && negative);
          const uint32_t sign = negative ? codes.sign_bit : 0;
          CHECK(actual.bits == ((to_max ? codes.max_code : codes.big_code) | sign));
          CHECK(has_flag(actual.flags, Flags::Overflow));
        }
      }
    }
  }
}

TEST_CASE("no double rounding: 1 + 2^-4 + 2^-40 to E4M3 is 1.125", "[numerics][round]") {
  // Narrowing through FP32 would first give 1 + 2^-4 (a tie) and then 1.0 under ties-to-even.
  const double value = 1.0 + 0x1p-4 + 0x1p-40;
  const Rounded r = convert(Format::E4M3, value);
  CHECK(r.bits == 0x39);  // 0'0111'001 = 1.125
  CHECK(has_flag(r.flags, Flags::Inexact));
  CHECK(convert(Format::E2M1, 2.5 + 0x1p-40).bits == 0x5);  // 3.0, not the tie's 2.0
}

TEST_CASE("ml_dtypes-documented E4M3/E5M2 overflow boundaries", "[numerics][round]") {
  CHECK(convert(Format::E4M3, 464.0).bits == 0x7E);  // tie between 448 and 480 -> 448 (even)
  CHECK(convert(Format::E4M3, 465.0).bits == 0x7F);  // rounds to 480 -> NaN (no Inf)
  CHECK(convert(Format::E5M2, 61439.0).bits == 0x7B);
  CHECK(convert(Format::E5M2, 61440.0).bits == 0x7C);  // tie -> 65536 -> Inf
  ConvertOptions saturate{RoundingMode::NearestEven, Overflow::Saturate, NanInput::ToNan, 0};
  CHECK(convert(Format::E4M3, 1e9, saturate).bits == 0x7E);
  CHECK(convert(Format::E5M2, -INFINITY, saturate).bits == 0xFB);
  ConvertOptions truncate{RoundingMode::TowardZero, Overflow::ToInf, NanInput::ToNan, 0};
  CHECK(convert(Format::E5M2, 1e6, truncate).bits == 0x7B);  // IEEE: RZ overflow gives max, not Inf
}

TEST_CASE("NaN, Inf and zero inputs follow the named policies", "[numerics][round]") {
  CHECK(convert(Format::E4M3, NAN).bits == 0x7F);
  CHECK(convert(Format::E4M3, -NAN).bits == 0xFF);
  CHECK(convert(Format::E4M3, INFINITY).bits == 0x7F);
  CHECK(convert(Format::E5M2, NAN).bits == 0x7E);
  CHECK(convert(Format::E2M1, NAN).bits == 0x0);
  CHECK(convert(Format::E2M1, -NAN).bits == 0x8);
  CHECK(convert(Format::E2M1, INFINITY).bits == 0x7);
  CHECK(convert(Format::E2M1, NAN, {RoundingMode::NearestEven, Overflow::Saturate, NanInput::ToMax, 0}).bits == 0x7);
  CHECK(convert(Format::E8M0, 0.0).bits == 0xFF);
  CHECK(convert(Format::E8M0, -1.0).bits == 0xFF);
  CHECK(has_flag(convert(Format::E8M0, 0.0).flags, Flags::Invalid));
  CHECK(convert(Format::E8M0, 0x1p-130).bits == 0x00);  // no zero: the smallest value, underflow
  CHECK(has_flag(convert(Format::E8M0, 0x1p-130).flags, Flags::Underflow));
  CHECK(convert(Format::E8M0, 1.5).bits == 0x80);  // the tie rounds up: the significand 1 is odd
  CHECK(convert(Format::E8M0, 3.0).bits == 0x81);
  CHECK(convert(Format::HIF8, -0.0).bits == 0x00);  // HiF8 has one zero; 0x80 is NaN
  CHECK(convert(Format::HIF8, NAN).bits == 0x80);
  CHECK(convert(Format::HIF8, 40960.0).bits == 0x6F);  // half-away rounds to 49152: Inf
  CHECK(convert(Format::HIF8, 40959.0).bits == 0x6E);
  CHECK(convert(Format::HIF8, 0x1p-23).bits == 0x01);  // half-away from the 0 / 2^-22 midpoint
  CHECK_THROWS_WITH(
      check_options(spec_of(Format::E4M3), {RoundingMode::NearestEven, Overflow::ToInf, NanInput::ToNan, 0}),
      Catch::Contains("e4m3: overflow 'to_inf'"));
}

TEST_CASE("flags report inexact, underflow, overflow and invalid", "[numerics][round]") {
  CHECK(convert(Format::E4M3, 1.0).flags == Flags::None);
  CHECK(convert(Format::E4M3, 1.01).flags == Flags::Inexact);
  CHECK(convert(Format::E4M3, 0x1p-12).flags == (Flags::Inexact | Flags::Underflow));
  CHECK(has_flag(convert(Format::E4M3, 1000.0).flags, Flags::Overflow));
  CHECK(convert(Format::E4M3, NAN).flags == Flags::Invalid);
  CHECK(describe(Flags::Inexact | Flags::Overflow) == "inexact|overflow");
}

TEST_CASE("stochastic rounding is reproducible and unbiased", "[numerics][round][stochastic]") {
  // 1 + 2^-5 lies a quarter of the way from 1.0 to 1.125 in E4M3.
  const ExactValue value = decode(Format::FP64, bits_of_double(1.0 + 0x1p-5));
  ConvertOptions options{RoundingMode::Stochastic, Overflow::ToNan, NanInput::ToNan, 7};
  int up = 0;
  const int trials = 200000;
  for (int i = 0; i < trials; ++i) {
    const uint64_t r = round_pack(spec_of(Format::E4M3), value, options, splitmix64(options.seed, i)).bits;
    CHECK((r == 0x38 || r == 0x39));
    up += r == 0x39;
  }
  CHECK(std::abs(up / double(trials) - 0.25) < 0.005);
  CHECK(round_pack(spec_of(Format::E4M3), value, options, splitmix64(7, 3)).bits ==
        round_pack(spec_of(Format::E4M3), value, options, splitmix64(7, 3)).bits);
  // Exact values never move.
  const ExactValue one = decode(Format::FP64, bits_of_double(1.0));
  for (int i = 0; i < 1000; ++i) CHECK(round_pack(spec_of(Format::E4M3), one, options, splitmix64(1, i)).bits == 0x38);
}
