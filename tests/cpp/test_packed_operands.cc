#include <catch2/catch.hpp>

#include <cstdint>
#include <random>
#include <vector>

#include "sim/numerics/dot.h"
#include "sim/numerics/mx_matmul.h"
#include "sim/numerics/packed_operands.h"

using namespace sim::numerics;

namespace {

// Restores the budget a test changed.
struct Budget {
  size_t saved = packed_operand_cache_bytes();
  explicit Budget(size_t bytes) { set_packed_operand_cache_bytes(bytes); }
  ~Budget() { set_packed_operand_cache_bytes(saved); }
};

std::vector<uint8_t> random_bytes(size_t count, uint64_t seed, unsigned limit) {
  std::mt19937_64 rng(seed);
  std::vector<uint8_t> bytes(count);
  for (auto& b : bytes) b = static_cast<uint8_t>(rng() % limit);
  return bytes;
}

}  // namespace

TEST_CASE("a packed operand is reused only for the same bytes and the same packing", "[numerics][packed]") {
  const Budget budget(size_t{64} << 20);
  set_packed_operand_cache_bytes(0);  // empty
  set_packed_operand_cache_bytes(size_t{64} << 20);
  std::vector<uint8_t> codes = random_bytes(64 * 32, 1, 256), scales = random_bytes(64, 2, 256);
  int packs = 0;
  auto pack = [&](double* out) {
    ++packs;
    for (size_t i = 0; i < 64 * 32; ++i) out[i] = packs;
  };
  const PackedOperandKey key{PackedSide::Columns, Format::E4M3, Isa::Portable, 64, 32, 16};
  const auto first = packed_operand(key, codes.data(), scales.data(), 64 * 32, pack);
  const auto again = packed_operand(key, codes.data(), scales.data(), 64 * 32, pack);
  CHECK(packs == 1);
  CHECK(again == first);

  // a different last code, a different scale, and each field of the key: packed again
  codes.back() ^= 1;
  CHECK(packed_operand(key, codes.data(), scales.data(), 64 * 32, pack) != first);
  CHECK(packs == 2);
  codes.back() ^= 1;
  scales[63] ^= 0x80;
  packed_operand(key, codes.data(), scales.data(), 64 * 32, pack);
  CHECK(packs == 3);
  scales[63] ^= 0x80;
  for (PackedOperandKey other : {PackedOperandKey{PackedSide::Rows, Format::E4M3, Isa::Portable, 64, 32, 16},
                                 PackedOperandKey{PackedSide::Columns, Format::E5M2, Isa::Portable, 64, 32, 16},
                                 PackedOperandKey{PackedSide::Columns, Format::E4M3, Isa::Avx2, 64, 32, 16},
                                 PackedOperandKey{PackedSide::Columns, Format::E4M3, Isa::Portable, 64, 32, 8}}) {
    const int before = packs;
    packed_operand(other, codes.data(), scales.data(), 64 * 32, pack);
    CHECK(packs == before + 1);
  }
  // the first panel is still there, unchanged
  const auto found = packed_operand(key, codes.data(), scales.data(), 64 * 32, pack);
  CHECK(found == first);
  CHECK(found->data()[0] == 1.0);

  // the same bytes as another shape (extent and K swapped): packed again
  {
    const int before = packs;
    packed_operand({PackedSide::Columns, Format::E4M3, Isa::Portable, 32, 64, 16}, codes.data(), scales.data(), 64 * 32,
                   pack);
    CHECK(packs == before + 1);
  }
  // a budget of 0 empties the cache and keeps nothing; a panel still held stays readable
  set_packed_operand_cache_bytes(0);
  CHECK(packed_operand_cache_stats().entries == 0);
  CHECK(first->data()[0] == 1.0);
  CHECK(first->data()[64 * 32 - 1] == 1.0);
  const int before = packs;
  packed_operand(key, codes.data(), scales.data(), 64 * 32, pack);
  packed_operand(key, codes.data(), scales.data(), 64 * 32, pack);
  CHECK(packs == before + 2);
  CHECK(packed_operand_cache_stats().bytes == 0);
}

TEST_CASE("the cache keeps no more than its budget, dropping the least recently used", "[numerics][packed]") {
  // an entry holds its codes, its scales and its panel's whole buffer (one 2 MiB page here: the
  // pool serves no buffer twice that size or larger)
  const size_t entry = 64 * 32 + 64 + (size_t{2} << 20);
  const Budget budget(0);  // empty, then four entries' worth (each a quarter of it: kept)
  set_packed_operand_cache_bytes(4 * entry);
  const std::vector<uint8_t> scales(64, 127);
  std::vector<std::vector<uint8_t>> codes;
  for (uint64_t seed = 0; seed < 5; ++seed) codes.push_back(random_bytes(64 * 32, seed + 10, 256));
  int packs = 0;
  auto pack = [&](double* out) { out[0] = ++packs; };
  const PackedOperandKey key{PackedSide::Rows, Format::E4M3, Isa::Portable, 64, 32, 8};
  packed_operand(key, codes[0].data(), scales.data(), 64 * 32, pack);
  CHECK(packed_operand_cache_stats().bytes == entry);
  for (int i = 1; i < 4; ++i) packed_operand(key, codes[i].data(), scales.data(), 64 * 32, pack);
  CHECK(packed_operand_cache_stats().entries == 4);
  packed_operand(key, codes[0].data(), scales.data(), 64 * 32, pack);  // 0 is now the most recent
  packed_operand(key, codes[4].data(), scales.data(), 64 * 32, pack);  // drops 1, the least recent
  CHECK(packs == 5);
  CHECK(packed_operand_cache_stats().entries == 4);
  CHECK(packed_operand_cache_stats().bytes <= 4 * entry);
  for (int i : {0, 2, 3, 4}) packed_operand(key, codes[i].data(), scales.data(), 64 * 32, pack);
  CHECK(packs == 5);
  packed_operand(key, codes[1].data(), scales.data(), 64 * 32, pack);
  CHECK(packs == 6);
  // an entry over a quarter of the budget is packed and not kept
  set_packed_operand_cache_bytes(3 * entry);
  const std::vector<uint8_t> other = random_bytes(64 * 32, 99, 256);
  packed_operand(key, other.data(), scales.data(), 64 * 32, pack);
  packed_operand(key, other.data(), scales.data(), 64 * 32, pack);
  CHECK(packs == 8);
  // an empty operand is packed (there is nothing to compare) and never kept
  const size_t entries = packed_operand_cache_stats().entries;
  packed_operand({PackedSide::Rows, Format::E4M3, Isa::Portable, 0, 32, 8}, other.data(), scales.data(), 0, pack);
  CHECK(packs == 9);
  CHECK(packed_operand_cache_stats().entries == entries);
}

TEST_CASE("products through the cache give the bits of products without it", "[numerics][packed][matmul]") {
  // a tiled kernel's pattern: the same B against two A in turn, then one code of B changed in
  // place (the cached panel must not serve it), then the changed B again
  const size_t m = 24, n = 40, k = 128;
  for (Preset preset : {Preset::Exact, Preset::Trn3MatmulMx, Preset::Ascend950MmadMx}) {
    auto products = [&](bool cached) {
      std::vector<uint8_t> b = random_bytes(k * n, 5, 256), sb = random_bytes(k / 32 * n, 6, 8);
      for (auto& x : b) x &= 0x7E;  // finite E4M3 codes: the fast paths apply
      for (auto& s : sb) s = static_cast<uint8_t>(s + 122);
      const Budget budget(0);  // empty, then this pass's budget
      set_packed_operand_cache_bytes(cached ? kPackedOperandCacheBytes : 0);
      const size_t hits = packed_operand_cache_stats().hits;
      std::vector<std::vector<uint32_t>> results;
      for (uint64_t round = 0; round < 5; ++round) {
        std::vector<uint8_t> a = random_bytes(m * k, 20 + round % 2, 256), sa(m * k / 32, 125);
        for (auto& x : a) x &= 0x7E;
        if (round == 3) b[k * n / 2] ^= 0x10;
        std::vector<uint32_t> d(m * n);
        mx_matmul(spec_of(preset).config, {Format::E4M3, a.data(), sa.data()}, {Format::E4M3, b.data(), sb.data()}, m,
                  n, k, nullptr, Format::FP32, d.data());
        results.push_back(d);
      }
      // with the cache: B hit in rounds 1, 2 and 4, A in rounds 2, 3 and 4
      CHECK(packed_operand_cache_stats().hits - hits == (cached ? 6u : 0u));
      return results;
    };
    CHECK(products(true) == products(false));
  }
}
