// Ascend 950 (NpuArch 3510) data layouts as the hardware stores them (asc-devkit "key fractal
// format details" and "aux cube fractal format details"; pto-isa pto_tile.hpp): ND, DN, the
// fractal NZ / ZN of L1 and L0A / L0B (16 rows x C0 = 32 bytes per 512-byte fractal), the E8M0
// scale fractals ZZ (scale A) and NN (scale B) of 16 x 2 bytes, and L0C's 16 x 16 FP32 fractals.
//
// Positions are in elements, so FP4 (two per byte, the even element in bits 3:0) is exact: the
// byte is index * bits / 8 and the nibble is the index's parity.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>
#include <vector>

namespace sim::ascend950 {

enum class Layout : uint8_t {
  ND,   // row-major [R, C] with leading dimension ld (>= C)
  DN,   // column-major [R, C] with leading dimension ld (>= R)
  NZ,   // fractals column-major, inside row-major: 16-row x C0 blocks along C, padded rows Rp
  ZN,   // fractals row-major, inside column-major: C0 x 16 blocks along R (the transpose of NZ)
  ZZ,   // E8M0 scale A [M, G]: (M1, G1, 16, 2); G even
  NN,   // E8M0 scale B [G, N]: (N1, G1, 16, 2); G even
  L0C,  // L0C accumulator [M, N] FP32/INT32: 16 x 16 fractals, column-of-fractals-major (Mp rows)
};

std::string_view name_of(Layout layout);

inline constexpr int kC0Bytes = 32;        // C0
inline constexpr int kFractalRows = 16;    // rows of a data fractal
inline constexpr int kFractalBytes = 512;  // 16 x C0

// Elements of one C0 (32 bytes) for an element of `bits` bits: 64 FP4, 32 FP8, 16 FP16, 8 FP32.
constexpr int64_t c0_elements(int bits) { return kC0Bytes * 8 / bits; }

// L0C keeps row i's values of 16-column chunk q together at ((q * padded rows + i) * 16): copies
// the first `values` (at most 16) FP32 words of such a chunk. A whole chunk is one 64-byte move the
// compiler inlines (a library call per chunk was most of a gather's time).
inline void copy_l0c_chunk(void* to, const void* from, int64_t values) {
  if (values >= 16)
    std::memcpy(to, from, 64);
  else
    std::memcpy(to, from, static_cast<size_t>(values) * 4);
}
constexpr int64_t round_up(int64_t x, int64_t multiple) { return (x + multiple - 1) / multiple * multiple; }

// The storage shape a layout gives a logical [rows, cols] tile: padded extents (Rp, Cp) and the
// element count it occupies.
struct Geometry {
  Layout layout = Layout::ND;
  int bits = 8;
  int64_t rows = 0, cols = 0;  // logical
  int64_t ld = 0;              // ND / DN leading dimension (defaults to cols / rows)
  int64_t padded_rows() const;
  int64_t padded_cols() const;
  int64_t elements() const;  // storage size in elements (padding included)
  int64_t bytes() const { return (elements() * bits + 7) / 8; }
  // Storage element index of logical (r, c); the formulas of the Ascend 950 fact sheet §2.
  int64_t index(int64_t r, int64_t c) const;
};

Geometry geometry(Layout layout, int bits, int64_t rows, int64_t cols, int64_t ld = 0);

// Element access in packed storage (1-byte and sub-byte elements little-endian within a byte).
uint32_t get(const uint8_t* storage, int bits, int64_t index);
void set(uint8_t* storage, int bits, int64_t index, uint32_t value);

// A row-major [rows, cols] array of `bits`-bit elements (packed as `get/set` do) stored in a layout,
// padding zero; and back.
std::vector<uint8_t> store(const Geometry& g, const uint8_t* row_major);
std::vector<uint8_t> load(const Geometry& g, const uint8_t* storage);

}  // namespace sim::ascend950
