// The binary64 micro-kernels of the exact MX GEMM (mx_matmul.cc), one build per ISA (cpu_isa.h),
// each walking the 8 x 16 register tile in the sub-tiles its register file holds: AVX-512 the
// whole tile (16 accumulating zmm), AVX2 4 x 8 (8 ymm), the portable build 4 x 4 (8 xmm). The
// panels and the result are the same for every ISA, and so are the bits.
#pragma once

#include <cstddef>
#include <cstdint>

#include "sim/numerics/cpu_isa.h"

namespace sim::numerics {

// Register tile of the exact kernels: kTileRows rows x kTileColumns columns of doubles.
inline constexpr size_t kTileRows = 8;
inline constexpr size_t kTileColumns = 16;

// For one tile and `blocks` 32-term blocks of one K chunk: P = A_blk * B_blk exactly in double,
// then acc = fp32(acc + P * 2^sa * 2^sb) per block (A panel [k][8], B panel [k][16], row scales
// [8][stride], column scales [block][stride], acc [8][16] FP32 in place).
using ExactTileKernel = void (*)(const double* a_panel, const double* b_panel, const double* row_scales,
                                 size_t row_scale_stride, const double* col_scales, size_t col_scale_stride,
                                 size_t blocks, float* acc_tile);
ExactTileKernel exact_tile_kernel(Isa isa);

// acc = fp32(acc + sum of G exact products) per group of G terms (G = 1, 2, 4, 8 or 16) over
// `terms` K indices of pre-scaled panels; `checked` flags in `hazard` the lanes whose double
// rounding may differ from one FP32 rounding (the caller recomputes them), unchecked is for sums
// the caller proved exact.
using GroupedTileKernel = void (*)(const double* a_panel, const double* b_panel, size_t terms, float* acc_tile,
                                   uint8_t* hazard);
GroupedTileKernel grouped_tile_kernel(Isa isa, int group, bool checked);

}  // namespace sim::numerics
