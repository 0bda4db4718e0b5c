// The element order of NKI's packed MX x4 dtypes: a [P, F] tile of x4 words holds 4 P x F codes.
// FP8 lanes are the word's bytes (lane j = byte j), FP4 lanes its nibbles (lane j = bits
// 4j+3..4j) (nki.language float8_e4m3fn_x4 / float4_e2m1fn_x4; the NKI MX tutorial).
#pragma once

#include <cstdint>
#include <vector>

#include "isa/trn3/dtype.h"

namespace sim::trn3 {

// The hardware contracts (partition, lane) pairs; mxsim orders them k = 4 p + j, so each PE's four
// products are contiguous and a scale group (8 partitions x 4 lanes) is 32 consecutive k.
enum class X4Order {
  Contraction,  // B [4P, F]: row 4q + j holds lane j of partition q (a moving tile)
  Transposed,   // A [F, 4P]: row x holds the 4 lanes of partitions 0..P-1 in order (a stationary tile)
};

// One code per byte from the words of a [parts, free] x4 tile, in `order`.
void unpack_x4(const std::vector<uint8_t>& words, DType d, int64_t parts, int64_t free, X4Order order,
               std::vector<uint8_t>& codes);

}  // namespace sim::trn3
