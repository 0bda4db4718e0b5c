// Ascend 950 data movement as byte semantics (no machine): the GM->L1 ND2NZ / DN2NZ copies
// (MTE2), the L1->L0A/L0B fractal loads (LoadData2DV2, MTE1) and the L1->L0A_MX/L0B_MX scale loads
// (LoadData2DMx, MTE1), with the parameter units and ranges of the asc-devkit docs (fact sheet
// §3.1-3.3). Out-of-range parameters and accesses return a Fault naming the field;
// the model turns them into diagnostics.
#pragma once

#include "isa/ascend950/checks.h"

#include <cstddef>
#include <cstdint>
#include <span>

namespace sim::ascend950 {

// Nd2NzParams / Dn2NzParams, element units of 8, 16 or 32 bits. ND2NZ moves FP4 data as b8 (the
// caller passes byte units; the pairs stay in their bytes); DN2NZ also takes 4-bit elements (even
// nValue), repacking the pairs from the source's contiguous axis onto d.
struct NdNzParams {
  int64_t nd_num = 1;                // matrices, <= 4095
  int64_t n_value = 0;               // ND: rows; DN: columns of the source
  int64_t d_value = 0;               // ND: columns; DN: rows of the source
  int64_t src_nd_matrix_stride = 0;  // elements between source matrices
  int64_t src_d_value = 0;           // source leading dimension (elements)
  int64_t dst_nz_c0_stride = 1;      // 32-byte rows between C0 chunks of the destination
  int64_t dst_nz_n_stride = 1;       // 32-byte rows between consecutive n
  int64_t dst_nz_matrix_stride = 0;  // elements between destination matrices
};

// dst[i*mstride + (d div C0e)*c0_stride*C0e + n*n_stride*C0e + d mod C0e] = src[i*sstride + n*ld + d]
// (ND2NZ) or src[i*sstride + d*ld + n] (DN2NZ); each C0 chunk is zero-filled past d_value.
Fault nd2nz(std::span<uint8_t> dst, std::span<const uint8_t> src, int bits, const NdNzParams& p);
Fault dn2nz(std::span<uint8_t> dst, std::span<const uint8_t> src, int bits, const NdNzParams& p);

// LoadData2DParamsV2 (plain copy): fractal (x, y), x < m_step, y < k_step, moves from
// ((k_start + y) * src_stride + m_start + x) * 512 to (y * dst_stride + x) * 512.
struct Load2dParams {
  int64_t m_start = 0, k_start = 0;        // in fractals (16 rows / 32 bytes)
  int64_t m_step = 0, k_step = 0;          // [0, 255]
  int64_t src_stride = 0, dst_stride = 0;  // fractals between K-steps
};
Fault load_2d(std::span<uint8_t> dst, std::span<const uint8_t> src, const Load2dParams& p);

// LoadData2DParamsV2 with ifTranspose. Assumption (the V2 docs give the block rule, not the
// addressing): the source region of m_step x k_step fractals, read as in the plain copy (a logical
// [16 m_step, C0e k_step] tile), is transposed element by element and stored as NZ fractals of the
// transposed tile, fractal (x', y') at (y' * dst_stride + x') * 512. Transposed blocks are square:
// m_step a multiple of 2 (b8) or 4 (b4), k_step even (b32). FP4 is repacked along the new
// contiguous axis (even element in bits 3:0), the same packing rule as everywhere else.
Fault load_2d_transpose(std::span<uint8_t> dst, std::span<const uint8_t> src, int bits, const Load2dParams& p);
// The same movement applied to per-byte written flags (1 = written): a destination byte is
// written when every source element moved into it was.
void load_2d_transpose_flags(std::span<uint8_t> dst, std::span<const uint8_t> src, int bits, const Load2dParams& p);

// LoadData2DMxParams: 32-byte scale fractals (16 rows x one pair) (x, y) move from
// ((x_start + x) * src_stride + y_start + y) * 32 to (x * dst_stride + y) * 32.
struct LoadMxParams {
  int64_t x_start = 0, y_start = 0;
  int64_t x_step = 0, y_step = 0;  // [0, 255]
  int64_t src_stride = 0, dst_stride = 0;
};
Fault load_mx(std::span<uint8_t> dst, std::span<const uint8_t> src, const LoadMxParams& p);

}  // namespace sim::ascend950
