// Encodings stored one per little-endian storage unit (1, 2, 4 or 8 bytes), as numpy holds them.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

namespace sim::numerics {

inline uint64_t load_bits(const void* data, int storage_bytes, size_t index) {
  const auto* bytes = static_cast<const uint8_t*>(data) + index * static_cast<size_t>(storage_bytes);
  uint64_t value = 0;
  for (int b = storage_bytes - 1; b >= 0; --b) value = (value << 8) | bytes[b];
  return value;
}

inline void store_bits(void* data, int storage_bytes, size_t index, uint64_t bits) {
  auto* bytes = static_cast<uint8_t*>(data) + index * static_cast<size_t>(storage_bytes);
  for (int b = 0; b < storage_bytes; ++b) bytes[b] = static_cast<uint8_t>(bits >> (8 * b));
}

}  // namespace sim::numerics
