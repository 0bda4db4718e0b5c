#include <catch2/catch.hpp>

#include <cmath>
#include <random>
#include <vector>

#include "cpp/test_support.h"
#include "sim/numerics/mx_block.h"

using namespace test_support;

namespace {

std::vector<uint64_t> to_fp64_bits(const std::vector<double>& values) {
  std::vector<uint64_t> bits;
  for (double v : values) bits.push_back(bits_of_double(v));
  return bits;
}

}  // namespace

TEST_CASE("OCP 1x32 blocks: worked block", "[numerics][mx]") {
  std::vector<double> x(64, 0.0);
  x[0] = 1000.0;  // block 0: scale 2^1, 1000 / 2 = 500 clamps to 448
  x[1] = -3.0;    // -1.5 exactly
  x[2] = 0.3;     // 0.15 -> nearest E4M3 0.15625 (0'0100'010 = 0x22)
  x[40] = 1.0;    // block 1: amax 1 -> scale 2^-8, element 256 = 0x78
  const auto bits = to_fp64_bits(x);
  std::vector<uint8_t> codes(64), scales(2);
  const Flags flags = mx_quantize(Format::E4M3, ScaleRule::OcpFloor, Format::FP64, bits.data(), 1, 64, kOcpBlock,
                                  mx_element_options(), codes.data(), scales.data());
  CHECK(scales[0] == 128);
  CHECK(scales[1] == 119);
  CHECK(codes[0] == 0x7E);
  CHECK(codes[1] == 0xBC);
  CHECK(codes[2] == 0x22);
  CHECK(codes[40] == 0x78);
  CHECK(has_flag(flags, Flags::Overflow));
  std::vector<double> back(64);
  mx_dequantize(Format::E4M3, codes.data(), scales.data(), 1, 64, kOcpBlock, Format::FP64, back.data());
  CHECK(back[0] == 896.0);
  CHECK(back[1] == -3.0);
  CHECK(back[40] == 1.0);
}

TEST_CASE("Trainium3 8x4 blocks: one scale per 8 partitions x 4 elements", "[numerics][mx]") {
  const int rows = 16, cols = 8;
  std::vector<double> x(rows * cols, 0.5);
  x[9 * cols + 5] = 100.0;  // partition 9, column 5 -> block (1, 1)
  const auto bits = to_fp64_bits(x);
  std::vector<uint8_t> codes(rows * cols), scales(4);
  mx_quantize(Format::E4M3, ScaleRule::Trn3, Format::FP64, bits.data(), rows, cols, kTrn3Block, mx_element_options(),
              codes.data(), scales.data());
  CHECK(scales[0] == 127 - 1 - 7);  // amax 0.5: floor -1, minus (8 - 1)
  CHECK(scales[3] == 127 + 6 - 7);  // amax 100: floor 6, minus 7
  CHECK(scales[1] == scales[0]);
  CHECK(scales[2] == scales[0]);
}

TEST_CASE("quantize then dequantize returns representable inputs exactly", "[numerics][mx]") {
  std::mt19937 rng(11);
  const int rows = 4, cols = 64;
  std::vector<double> x(rows * cols);
  // Build values that are E2M1 codes times a per-block power of two.
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      const double grid[] = {0, 0.5, 1, 1.5, 2, 3, 4, 6};
      x[r * cols + c] = ((rng() & 1) ? -1 : 1) * grid[rng() % 8] * std::ldexp(1.0, (r * 7 + c / 32) % 20 - 10);
    }
  for (int r = 0; r < rows; ++r)
    x[r * cols] = 6.0 * std::ldexp(1.0, (r * 7) % 20 - 10),
          x[r * cols + 32] = 6.0 * std::ldexp(1.0, (r * 7 + 1) % 20 - 10);
  const auto bits = to_fp64_bits(x);
  std::vector<uint8_t> codes(rows * cols), scales(rows * 2);
  const Flags flags = mx_quantize(Format::E2M1, ScaleRule::OcpFloor, Format::FP64, bits.data(), rows, cols, kOcpBlock,
                                  mx_element_options(), codes.data(), scales.data());
  CHECK(flags == Flags::None);
  std::vector<double> back(rows * cols);
  mx_dequantize(Format::E2M1, codes.data(), scales.data(), rows, cols, kOcpBlock, Format::FP64, back.data());
  for (size_t i = 0; i < x.size(); ++i) {
    CAPTURE(i);
    CHECK(back[i] == x[i]);
  }
}

TEST_CASE("a non-finite element gives the block a NaN scale and NaN values", "[numerics][mx]") {
  std::vector<double> x(32, 1.0);
  x[7] = INFINITY;
  const auto bits = to_fp64_bits(x);
  std::vector<uint8_t> codes(32), scales(1);
  mx_quantize(Format::E4M3, ScaleRule::OcpFloor, Format::FP64, bits.data(), 1, 32, kOcpBlock, mx_element_options(),
              codes.data(), scales.data());
  CHECK(scales[0] == 0xFF);
  std::vector<float> back(32);
  mx_dequantize(Format::E4M3, codes.data(), scales.data(), 1, 32, kOcpBlock, Format::FP32, back.data());
  for (float v : back) CHECK(std::isnan(v));
}

TEST_CASE("block sizes that do not divide the array are rejected with the sizes", "[numerics][mx]") {
  std::vector<uint64_t> bits(48, 0);
  std::vector<uint8_t> codes(48), scales(2);
  CHECK_THROWS_WITH(mx_quantize(Format::E4M3, ScaleRule::OcpFloor, Format::FP64, bits.data(), 1, 48, kOcpBlock,
                                mx_element_options(), codes.data(), scales.data()),
                    Catch::Contains("columns (48) is not a multiple of the block's 32"));
  CHECK_THROWS_WITH(mx_quantize(Format::E4M3, ScaleRule::Trn3, Format::FP64, bits.data(), 12, 4, kTrn3Block,
                                mx_element_options(), codes.data(), scales.data()),
                    Catch::Contains("rows (12) is not a multiple of the block's 8"));
}
