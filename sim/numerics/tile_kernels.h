// The binary64 micro-kernels of the exact MX GEMM (mx_matmul.cc), one build per ISA (cpu_isa.h).
// Their tile is tile_rows(isa) x 16, walked in the sub-tiles the register file holds: for the exact
// kernel AVX-512 8 x 16 in one (16 accumulating zmm), AVX2 12 x 16 in 6 x 8 (12 ymm), the portable
// build 12 x 16 in 6 x 4 (12 xmm); the grouped kernel, which keeps running sums and group sums,
// half as many rows at a time. The results are the same for every ISA, bit for bit.
#pragma once

#include <cstddef>
#include <cstdint>

#include "sim/numerics/cpu_isa.h"

namespace sim::numerics {

// The kernels' tile: tile_rows(isa) rows x kTileColumns columns.
inline constexpr size_t kTileColumns = 16;
size_t tile_rows(Isa isa);
inline constexpr size_t kMaxTileRows = 16;  // every ISA's tile_rows is at most this

// How the exact kernel takes each 32-term block's exact sum P into its FP32 accumulator, which
// the reference does as acc = fp32(acc + P) block by block. The caller picks the cheapest mode a
// bound over the whole product proves exact (mx_matmul.cc: exact_rounding_for):
// - RoundToOdd: always correct: the binary64 sum acc + P made round-to-odd, then one RNE to FP32
//   (Boldo & Melquiond), as the sum may not be exact in binary64;
// - ExactSums: every acc + P is exact in binary64 (all values multiples of one quantum Q and
//   bounded by 2^53 Q), so one RNE narrowing of the binary64 sum is the FP32 rounding;
// - Final: every acc + P is also exact in FP32 (bounded by 2^24 Q, Q >= 2^-149, no overflow), so
//   no block rounds anything: the blocks are summed in registers and added once.
enum class ExactRounding : unsigned char { RoundToOdd, ExactSums, Final };

// For one tile of R = tile_rows(isa) rows and `blocks` 32-term blocks of one K chunk of
// pre-scaled panels (each element times its 2^scale, exact): acc = fp32(acc + P) per block (A
// panel [k][R], B panel [k][16], acc R rows of 16 FP32 values, acc_stride apart, in place).
using ExactTileKernel = void (*)(const double* a_panel, const double* b_panel, size_t blocks, float* acc_tile,
                                 size_t acc_stride);
ExactTileKernel exact_tile_kernel(Isa isa, ExactRounding rounding);

// acc = fp32(acc + sum of G exact products) per group of G terms (G = 1, 2, 4, 8 or 16) over
// `terms` K indices of pre-scaled panels, for a tile of tile_rows(isa) x 16 FP32 accumulators
// whose rows are `stride` apart; `checked` flags in `hazard` (laid out as the accumulators) the
// lanes whose double rounding may differ from one FP32 rounding (the caller recomputes them),
// unchecked is for sums the caller proved exact.
using GroupedTileKernel = void (*)(const double* a_panel, const double* b_panel, size_t terms, float* acc_tile,
                                   uint8_t* hazard, size_t stride);
GroupedTileKernel grouped_tile_kernel(Isa isa, int group, bool checked);

}  // namespace sim::numerics
