#include "isa/trn3/x4_layout.h"

#include <cstring>

namespace sim::trn3 {

void unpack_x4(const std::vector<uint8_t>& words, DType d, int64_t parts, int64_t free, X4Order order,
               std::vector<uint8_t>& codes) {
  const DTypeSpec& s = spec_of(d);
  const size_t P = static_cast<size_t>(parts), F = static_cast<size_t>(free);
  codes.resize(P * F * 4);  // every code is written below
  if (s.bytes == 4) {       // FP8: byte (q, x, j) of the [P, F, 4] words
    const uint8_t* w = words.data();
    uint8_t* out = codes.data();
    if (order == X4Order::Transposed) {  // A [F, 4P]: row x holds the 4 lane bytes of partitions 0..P-1 in order
      for (size_t x = 0; x < F; ++x)
        for (size_t q = 0; q < P; ++q) std::memcpy(out + x * 4 * P + 4 * q, w + (q * F + x) * 4, 4);
    } else {  // B [4P, F]: row 4q + j holds lane j of partition q
      for (size_t q = 0; q < P; ++q)
        for (size_t j = 0; j < 4; ++j) {
          uint8_t* row = out + (4 * q + j) * F;
          const uint8_t* src = w + q * F * 4 + j;
          for (size_t x = 0; x < F; ++x) row[x] = src[4 * x];
        }
    }
    return;
  }
  for (size_t q = 0; q < P; ++q)
    for (size_t x = 0; x < F; ++x) {
      uint16_t word = 0;
      std::memcpy(&word, words.data() + (q * F + x) * 2, 2);
      for (size_t j = 0; j < 4; ++j) {
        const uint8_t code = static_cast<uint8_t>((word >> (4 * j)) & 0xF);
        codes[order == X4Order::Transposed ? x * (4 * P) + 4 * q + j : (4 * q + j) * F + x] = code;
      }
    }
}

}  // namespace sim::trn3
