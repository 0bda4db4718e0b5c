// Bit utilities for the integer datapaths of the numerics core (which depends on nothing else).
#pragma once

#include <bit>
#include <cstdint>

namespace sim::numerics {

// Index of the most significant set bit; `value` must be non-zero.
constexpr int msb_index(uint64_t value) { return 63 - std::countl_zero(value); }

constexpr uint64_t low_mask(int width) { return width >= 64 ? ~uint64_t{0} : (uint64_t{1} << width) - 1; }

// A counter-based generator (splitmix64): the same (seed, index) always gives the same bits,
// so stochastic rounding is reproducible for any thread count and chunking.
constexpr uint64_t splitmix64(uint64_t seed, uint64_t index) {
  uint64_t z = seed + (index + 1) * 0x9E3779B97F4A7C15ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

}  // namespace sim::numerics
