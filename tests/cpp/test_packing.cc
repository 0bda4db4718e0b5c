#include <catch2/catch.hpp>

#include <random>
#include <vector>

#include "sim/numerics/packing.h"

using namespace sim::numerics;

TEST_CASE("FP4 packs two per byte with element 0 in the low nibble", "[numerics][packing]") {
  const uint8_t codes[] = {0x1, 0x2, 0xF, 0x0};
  uint8_t packed[2];
  pack_bitfields(codes, 4, 4, packed);
  CHECK(packed[0] == 0x21);
  CHECK(packed[1] == 0x0F);
  uint8_t back[4];
  unpack_bitfields(packed, 4, 4, back);
  CHECK(std::equal(codes, codes + 4, back));
}

TEST_CASE("FP6 packs four codes into three little-endian bytes", "[numerics][packing]") {
  const uint8_t codes[] = {0x3F, 0x00, 0x15, 0x2A};
  uint8_t packed[3];
  pack_bitfields(codes, 4, 6, packed);
  // bits 0..5 = 0x3F, 6..11 = 0, 12..17 = 0x15, 18..23 = 0x2A
  const uint32_t word = packed[0] | (packed[1] << 8) | (packed[2] << 16);
  CHECK(word == (0x3Fu | (0x15u << 12) | (0x2Au << 18)));
  uint8_t back[4];
  unpack_bitfields(packed, 4, 6, back);
  CHECK(std::equal(codes, codes + 4, back));
}

TEST_CASE("Trainium x4 words: FP8 lane 0 in bits 7:0, FP4 lane 0 in bits 3:0", "[numerics][packing]") {
  const uint8_t fp8[] = {0x11, 0x22, 0x33, 0x44};
  uint8_t word8[4];
  pack_bitfields(fp8, 4, 8, word8);
  CHECK((word8[0] | word8[1] << 8 | word8[2] << 16 | static_cast<uint32_t>(word8[3]) << 24) == 0x44332211u);
  const uint8_t fp4[] = {0x1, 0x2, 0x3, 0x4};
  uint8_t word4[2];
  pack_bitfields(fp4, 4, 4, word4);
  CHECK((word4[0] | word4[1] << 8) == 0x4321);
}

TEST_CASE("packing round-trips random codes and rejects codes that do not fit", "[numerics][packing]") {
  std::mt19937 rng(3);
  for (int width : {4, 6, 8}) {
    std::vector<uint8_t> codes(1000);
    for (auto& c : codes) c = static_cast<uint8_t>(rng() & ((1u << width) - 1));
    std::vector<uint8_t> packed((codes.size() * width + 7) / 8), back(codes.size());
    pack_bitfields(codes.data(), codes.size(), width, packed.data());
    unpack_bitfields(packed.data(), codes.size(), width, back.data());
    CHECK(codes == back);
  }
  const uint8_t bad[] = {0x1, 0x10};
  uint8_t out[1];
  CHECK_THROWS_WITH(pack_bitfields(bad, 2, 4, out), Catch::Contains("code 16 at index 1 does not fit in 4 bits"));
}

TEST_CASE("Ascend paired scales: group 2j + p at [j, p], odd tail padded with 0", "[numerics][packing]") {
  const uint8_t scales[] = {1, 2, 3, 4, 5, 6};  // 2 rows x 3 groups
  uint8_t paired[8];
  pair_scales(scales, 2, 3, paired);
  const uint8_t expected[] = {1, 2, 3, 0, 4, 5, 6, 0};
  CHECK(std::equal(paired, paired + 8, expected));
}
