#include <catch2/catch.hpp>

#include <cstring>
#include <random>
#include <vector>

#include "cpp/test_support.h"
#include "sim/numerics/convert.h"

using namespace test_support;

namespace {

std::vector<uint32_t> random_fp32_bits(size_t count, uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<uint32_t> bits(count);
  for (auto& b : bits) b = static_cast<uint32_t>(rng());
  // Specials and boundaries.
  const uint32_t specials[] = {0x00000000, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00000, 0x7F800001, 0x00000001,
                               0x007FFFFF, 0x00800000, 0x43E00000, 0x43E80000, 0x43E80001, 0x3F880000, 0x3F880001};
  std::copy(std::begin(specials), std::end(specials), bits.begin());
  return bits;
}

}  // namespace

TEST_CASE("the FP32 table path equals round_pack for every small format and mode", "[numerics][convert]") {
  const auto source = random_fp32_bits(200000, 99);
  for (const SmallFormat& format : kSmallFormats) {
    const FormatSpec& spec = spec_of(format.id);
    for (int mode = 0; mode < 5; ++mode) {
      ConvertOptions options = spec.default_options();
      options.rounding = static_cast<RoundingMode>(mode);
      std::vector<uint8_t> bulk(source.size());
      encode_array(format.id, Format::FP32, source.data(), source.size(), bulk.data(), options);
      for (size_t i = 0; i < source.size(); ++i) {
        const Rounded expected = round_pack(spec, decode(Format::FP32, source[i]), options);
        if (bulk[i] != expected.bits) {
          CAPTURE(format.name, mode, source[i]);
          CHECK(bulk[i] == expected.bits);
        }
      }
    }
  }
}

TEST_CASE("bulk results do not depend on the thread count", "[numerics][convert]") {
  const auto source = random_fp32_bits(1 << 18, 5);
  ConvertOptions options{RoundingMode::Stochastic, Overflow::Saturate, NanInput::ToNan, 42};
  std::vector<uint8_t> one(source.size()), four(source.size());
  set_thread_count(1);
  encode_array(Format::E4M3, Format::FP32, source.data(), source.size(), one.data(), options);
  set_thread_count(4);
  encode_array(Format::E4M3, Format::FP32, source.data(), source.size(), four.data(), options);
  set_thread_count(0);
  CHECK(one == four);
}

TEST_CASE("decode_to_fp32 is exact for every small format", "[numerics][convert]") {
  for (const SmallFormat& format : kSmallFormats) {
    std::vector<uint8_t> codes(1u << spec_of(format.id).bits);
    for (size_t i = 0; i < codes.size(); ++i) codes[i] = static_cast<uint8_t>(i);
    std::vector<float> values(codes.size());
    decode_to_fp32(format.id, codes.data(), codes.size(), values.data());
    for (size_t i = 0; i < codes.size(); ++i) {
      const double expected = to_double(decode(format.id, i));
      CAPTURE(format.name, i);
      if (std::isnan(expected))
        CHECK(std::isnan(values[i]));
      else
        CHECK(static_cast<double>(values[i]) == expected);
    }
  }
}

TEST_CASE("encode from BF16 and FP16 sources", "[numerics][convert]") {
  const uint16_t bf16[] = {0x3F80, 0x3F90, 0x4000, 0x7F80, 0xFFC0};  // 1, 1.125, 2, Inf, -NaN
  std::vector<uint8_t> out(5);
  encode_array(Format::E4M3, Format::BF16, bf16, 5, out.data(), spec_of(Format::E4M3).default_options());
  CHECK(out == std::vector<uint8_t>{0x38, 0x39, 0x40, 0x7F, 0xFF});
  const uint16_t fp16[] = {0x3C00, 0x5BF0, 0x7BFF};  // 1, 254, 65504
  encode_array(Format::E5M2, Format::FP16, fp16, 3, out.data(), spec_of(Format::E5M2).default_options());
  CHECK(out[0] == 0x3C);
  CHECK(out[1] == 0x5C);  // 254 -> 256 = 0'10111'00
  CHECK(out[2] == 0x7C);  // 65504 > 61440 -> Inf
}
