// Sub-byte and multi-element packings. All of them are one little-endian bit stream: element i
// occupies bits [i*w, (i+1)*w). That single rule gives
//   - FP4 two per byte, element 0 in the low nibble (OCP MX; NKI pack_mx_data_into_x4; Ascend
//     "even K in the low nibble"),
//   - FP6 four per three bytes, element 0 in bits 5:0 (HIP fp6x32 little-endian packing; the
//     CDNA4 issue makes the MFMA operand order a named convention on top of this),
//   - Trainium x4 words: float8_*_x4 is a little-endian uint32 with lane 0 in bits 7:0, and
//     float4_e2m1fn_x4 a little-endian uint16 with lane 0 in bits 3:0 (NKI x4 dtypes).
#pragma once

#include <cstddef>
#include <cstdint>

namespace sim::numerics {

// Pack `count` codes of `field_bits` (1..8) bits; `packed` holds ceil(count*field_bits/8) bytes.
// Throws std::invalid_argument naming the first code that does not fit in field_bits.
void pack_bitfields(const uint8_t* codes, size_t count, int field_bits, uint8_t* packed);
void unpack_bitfields(const uint8_t* packed, size_t count, int field_bits, uint8_t* codes);

// Ascend paired scales (aclnnDynamicMxQuant "mxscale" last dimension 2): the group axis of
// [rows, groups] becomes [rows, ceil(groups / 2), 2], the odd tail padded with 0x00. Element
// [r, j, p] is group 2j + p. `paired` holds rows * 2 * ceil(groups / 2) bytes.
void pair_scales(const uint8_t* scales, size_t rows, size_t groups, uint8_t* paired);

}  // namespace sim::numerics
