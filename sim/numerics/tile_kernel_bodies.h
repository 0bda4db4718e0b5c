// The exact and grouped binary64 micro-kernels' bodies, included once by each ISA's translation
// unit (tile_kernels_avx512.cc, tile_kernels_avx2.cc, tile_kernels_portable.cc), which is compiled
// for that ISA alone (-mavx2 -mfma, ...: CMakeLists.txt) and defines MXSIM_TILE_ISA (its namespace)
// and kIsa first. Whole translation units per ISA, not target attributes on functions: the
// compiler then lowers the vector conversions and keeps the accumulators in registers as the ISA
// allows (with attributes it split ymm conversions into halves through the stack). Everything here
// sits in the ISA's own namespace and uses no library code that another translation unit could
// share: no function built for AVX2 can be picked by the linker for a caller on another host.
//
// Built with -ffp-contract=fast (CMakeLists.txt), so that the compiler fuses multiply and add: that
// is safe here because every product these kernels form is exact. The fast paths run only when
// the two element formats' spans fit binary64 (exact_fast_path_applies: products and 32-term sums
// exact); scales are powers of two within 2^+-127, so every product, sum and scaled value stays
// between about 2^-278 and 2^277, far inside binary64's normal range (no overflow, no subnormal
// rounding): a fused multiply-add rounds exactly what the separate addition would. Vectors are
// reinterpreted with __builtin_bit_cast, which is never an out-of-line call (std::bit_cast is, at
// -O0, and would take its vector argument with the baseline ABI).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

#include "sim/numerics/cpu_isa.h"
#include "sim/numerics/mx_matmul.h"
#include "sim/numerics/tile_kernels.h"

#ifndef MXSIM_TILE_ISA
#error "define MXSIM_TILE_ISA (the ISA's namespace) and kIsa before including tile_kernel_bodies.h"
#endif

namespace sim::numerics::MXSIM_TILE_ISA {

// Vectors of W doubles (the ISA's register: 8 for AVX-512, 4 for AVX2, 2 for SSE2), their bit
// patterns (unsigned: wrap-around is defined) and W floats.
template <size_t W>
struct Lanes {
  typedef double Vec __attribute__((vector_size(8 * W)));
  typedef uint64_t Mask __attribute__((vector_size(8 * W)));
  typedef float Floats __attribute__((vector_size(4 * W)));
};

// The kernels' tile and the sub-tiles this ISA walks it in: `tile_rows` rows of kTileColumns, in
// sub-tiles of `rows` rows (the exact kernel, and the unchecked grouped one where it fits:
// grouped_tile_body; `grouped_rows` the grouped one otherwise) x `vectors` registers of `width`
// doubles, sized so that the accumulating registers (the grouped kernel's running sums and group
// sums both), B's registers and A's broadcast fit the register file without spilling,
// and so that there are enough independent accumulators to cover the multiply-add latency (BLIS's
// rule: about latency x issue width of them; 12 on AVX2, where 8 left the units half idle).
template <Isa>
struct SubTile;
template <>
struct SubTile<Isa::Avx512> {  // 8 x 16 in one: 16 zmm of products, 2 of B, 1 of A (of 32)
  static constexpr size_t width = 8, rows = 8, vectors = 2, tile_rows = 8, grouped_rows = 4;  // 8 + 8 + 3
};
template <>
struct SubTile<Isa::Avx2> {  // 12 x 16 in 6 x 8: 12 ymm of products, 2 of B, 1 of A (of 16)
  static constexpr size_t width = 4, rows = 6, vectors = 2, tile_rows = 12, grouped_rows = 3;  // 6 + 6 + 3
};
template <>
struct SubTile<Isa::Portable> {  // 12 x 16 in 6 x 4: 12 xmm of products, 2 of B, 1 of A (of 16)
  static constexpr size_t width = 2, rows = 6, vectors = 2, tile_rows = 12, grouped_rows = 3;
};

// FP32 lanes widened to binary64 (exact) and binary64 lanes narrowed to FP32 (one RNE), from and to
// memory. The x86 conversions are spelled out: GCC 12 lowers __builtin_convertvector between a
// 16-byte float vector and a 32-byte double vector as two 8-byte halves.
template <size_t W>
__attribute__((always_inline)) inline typename Lanes<W>::Vec widened(typename Lanes<W>::Floats f) {
  // the zero-masking forms with every lane selected: GCC 12's unmasked ones pass an undefined
  // vector that -Wmaybe-uninitialized reports; both are the one conversion instruction
#if defined(__AVX512F__)
  if constexpr (W == 8)
    return __builtin_bit_cast(typename Lanes<W>::Vec, _mm512_maskz_cvtps_pd(0xFF, __builtin_bit_cast(__m256, f)));
#endif
#if defined(__AVX__)
  if constexpr (W == 4)
    return __builtin_bit_cast(typename Lanes<W>::Vec, _mm256_cvtps_pd(__builtin_bit_cast(__m128, f)));
#endif
  return __builtin_convertvector(f, typename Lanes<W>::Vec);
}
template <size_t W>
__attribute__((always_inline)) inline typename Lanes<W>::Floats narrowed(typename Lanes<W>::Vec v) {
#if defined(__AVX512F__)
  if constexpr (W == 8)
    return __builtin_bit_cast(typename Lanes<W>::Floats, _mm512_maskz_cvtpd_ps(0xFF, __builtin_bit_cast(__m512d, v)));
#endif
#if defined(__AVX__)
  if constexpr (W == 4)
    return __builtin_bit_cast(typename Lanes<W>::Floats, _mm256_cvtpd_ps(__builtin_bit_cast(__m256d, v)));
#endif
  return __builtin_convertvector(v, typename Lanes<W>::Floats);
}

template <size_t W>
__attribute__((always_inline)) inline typename Lanes<W>::Vec load_widened(const float* at) {
  typename Lanes<W>::Floats f;
  std::memcpy(&f, at, sizeof(f));
  return widened<W>(f);
}

template <size_t W>
__attribute__((always_inline)) inline void store_narrowed(float* at, typename Lanes<W>::Vec v) {
  const typename Lanes<W>::Floats f = narrowed<W>(v);
  std::memcpy(at, &f, sizeof(f));
}

// acc (FP32) + v (double), rounded once to FP32 with ties to even: the double sum is made
// round-to-odd (exact, or the odd neighbour of the exact sum), from which one RNE narrowing to 24
// bits is correct (Boldo & Melquiond, "Emulation of FMA and correctly rounded sums").
template <typename Vec, typename Mask>
__attribute__((always_inline)) inline Vec add_round_to_odd(Vec acc, Vec v) {
  const Vec s = acc + v;
  const Vec bb = s - acc;
  const Vec err = (acc - (s - bb)) + (v - bb);  // TwoSum: s + err == acc + v exactly
  // Step to the odd neighbour toward the exact sum: +1 ulp of magnitude when err has s's sign,
  // -1 otherwise; only when the sum was inexact (err a non-zero number: ordered comparisons are
  // false for the NaN error of an infinite sum, so an FP32 overflow carried in acc stays Inf) and
  // s is even. All-ones / zero lane masks from the comparisons, so every lane stays in registers.
  const Mask inexact = (Mask)(err < 0) | (Mask)(err > 0);
  const Mask toward_zero = (Mask)(err < 0) ^ (Mask)(s < 0);  // all ones: the exact sum is smaller in magnitude
  const Mask step = toward_zero | 1;                         // -1 or +1
  Mask bits = __builtin_bit_cast(Mask, s);
  const Mask even = (bits & 1) - 1;
  bits += step & inexact & even;
  return __builtin_bit_cast(Vec, bits);
}

// One K step of a sub-tile's products: p[r][v] += A[kk][r0 + r] * B[kk][c0 + v W .. + W), exact
// (no rounding happens here). Both kernels' inner loop.
template <size_t W, size_t Rows, size_t Vectors, size_t TileRows>
__attribute__((always_inline)) inline void add_products(typename Lanes<W>::Vec (&p)[Rows][Vectors], size_t r0,
                                                        size_t c0, const double* a_panel, const double* b_panel,
                                                        size_t kk) {
  using Vec = typename Lanes<W>::Vec;
  Vec b[Vectors];
#pragma GCC unroll 16
  for (size_t v = 0; v < Vectors; ++v) std::memcpy(&b[v], b_panel + kk * kTileColumns + c0 + v * W, sizeof(b[v]));
  const double* a_col = a_panel + kk * TileRows + r0;
#pragma GCC unroll 16
  for (size_t r = 0; r < Rows; ++r) {
    const double a = a_col[r];
#pragma GCC unroll 16
    for (size_t v = 0; v < Vectors; ++v) p[r][v] += a * b[v];
  }
}

// The low (Half 0) or high (Half 1) W floats of 2W, and two halves joined again.
template <size_t W, size_t Half, typename Pair>
__attribute__((always_inline)) inline typename Lanes<W>::Floats split_half(Pair pair) {
  if constexpr (W == 8)
    return Half == 0 ? __builtin_shufflevector(pair, pair, 0, 1, 2, 3, 4, 5, 6, 7)
                     : __builtin_shufflevector(pair, pair, 8, 9, 10, 11, 12, 13, 14, 15);
  else if constexpr (W == 4)
    return Half == 0 ? __builtin_shufflevector(pair, pair, 0, 1, 2, 3)
                     : __builtin_shufflevector(pair, pair, 4, 5, 6, 7);
  else
    return Half == 0 ? __builtin_shufflevector(pair, pair, 0, 1) : __builtin_shufflevector(pair, pair, 2, 3);
}
template <size_t W>
__attribute__((always_inline)) inline auto join_halves(typename Lanes<W>::Floats lo, typename Lanes<W>::Floats hi) {
  if constexpr (W == 8)
    return __builtin_shufflevector(lo, hi, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
  else if constexpr (W == 4)
    return __builtin_shufflevector(lo, hi, 0, 1, 2, 3, 4, 5, 6, 7);
  else
    return __builtin_shufflevector(lo, hi, 0, 1, 2, 3);
}

// One sub-tile (Rows rows from r0, Vectors x W columns from c0) over `blocks` 32-term blocks of
// pre-scaled panels: each block's products summed exactly in registers, then added to the FP32
// accumulators of the tile (acc, rows acc_stride apart) as the rounding mode says (tile_kernels.h:
// ExactRounding): rounded once per block through round-to-odd, or per block by one narrowing
// when every binary64 sum is exact, or once at the end when no FP32 rounding can happen at all.
// The accumulators stay FP32 in memory between blocks; every loop over the sub-tile is unrolled,
// so that the products never leave their registers.
template <size_t W, size_t Rows, size_t Vectors, size_t TileRows, ExactRounding Mode>
__attribute__((always_inline)) inline void exact_sub_tile(size_t r0, size_t c0, const double* a_panel,
                                                          const double* b_panel, size_t blocks, float* acc,
                                                          size_t acc_stride) {
  using Vec = typename Lanes<W>::Vec;
  using Mask = typename Lanes<W>::Mask;
  // A row's two vectors of FP32 accumulators packed in one register of 2W floats, held there over
  // every block where the register file has room for them besides the products, B and A (AVX-512:
  // 16 + 8 + 3 of 32), instead of a load and a store of each per block.
  typedef float Pair __attribute__((vector_size(8 * W)));
  constexpr size_t kRegisters = W == 8 ? 32 : 16;
  constexpr bool kHeld =
      Vectors == 2 && Mode != ExactRounding::Final && Rows * Vectors + Rows + Vectors + 1 <= kRegisters;
  Pair held[kHeld ? Rows : 1];
  if constexpr (kHeld) {
#pragma GCC unroll 16
    for (size_t r = 0; r < Rows; ++r) std::memcpy(&held[r], acc + (r0 + r) * acc_stride + c0, sizeof(Pair));
  }
  Vec p[Rows][Vectors];
  const size_t block_rounds = Mode == ExactRounding::Final ? 1 : blocks;
  const size_t terms_per_round = Mode == ExactRounding::Final ? blocks * kMxBlock : kMxBlock;
  for (size_t round = 0; round < block_rounds; ++round) {
#pragma GCC unroll 16
    for (size_t r = 0; r < Rows; ++r)
#pragma GCC unroll 16
      for (size_t v = 0; v < Vectors; ++v) p[r][v] = Vec{};
    const size_t k0 = round * kMxBlock;
    for (size_t kk = k0; kk < k0 + terms_per_round; ++kk)
      add_products<W, Rows, Vectors, TileRows>(p, r0, c0, a_panel, b_panel, kk);
    if constexpr (kHeld) {
#pragma GCC unroll 16
      for (size_t r = 0; r < Rows; ++r) {
        const Vec lo = widened<W>(split_half<W, 0>(held[r]));
        const Vec hi = widened<W>(split_half<W, 1>(held[r]));
        const Vec sum_lo = Mode == ExactRounding::RoundToOdd ? add_round_to_odd<Vec, Mask>(lo, p[r][0]) : lo + p[r][0];
        const Vec sum_hi = Mode == ExactRounding::RoundToOdd ? add_round_to_odd<Vec, Mask>(hi, p[r][1]) : hi + p[r][1];
        held[r] = join_halves<W>(narrowed<W>(sum_lo), narrowed<W>(sum_hi));
      }
      continue;
    }
#pragma GCC unroll 16
    for (size_t r = 0; r < Rows; ++r)
#pragma GCC unroll 16
      for (size_t v = 0; v < Vectors; ++v) {
        float* at = acc + (r0 + r) * acc_stride + c0 + v * W;
        if constexpr (Mode == ExactRounding::RoundToOdd)
          store_narrowed<W>(at, add_round_to_odd<Vec, Mask>(load_widened<W>(at), p[r][v]));  // one RNE to FP32
        else
          store_narrowed<W>(at, load_widened<W>(at) + p[r][v]);  // the sum is exact: one RNE to FP32
      }
  }
  if constexpr (kHeld) {
#pragma GCC unroll 16
    for (size_t r = 0; r < Rows; ++r) std::memcpy(acc + (r0 + r) * acc_stride + c0, &held[r], sizeof(Pair));
  }
}

// The tile sub-tile by sub-tile, each over the whole K chunk: the chunk's panels stay in the
// first-level cache while every sub-tile reads them.
template <Isa I, ExactRounding Mode>
__attribute__((always_inline)) inline void exact_tile_body(const double* a_panel, const double* b_panel, size_t blocks,
                                                           float* acc, size_t acc_stride) {
  using S = SubTile<I>;
  for (size_t r0 = 0; r0 < S::tile_rows; r0 += S::rows)
    for (size_t c0 = 0; c0 < kTileColumns; c0 += S::vectors * S::width)
      exact_sub_tile<S::width, S::rows, S::vectors, S::tile_rows, Mode>(r0, c0, a_panel, b_panel, blocks, acc,
                                                                        acc_stride);
}

// Grouped micro-kernel: acc = fp32(acc + sum of G exact products) per group of G terms, for one
// sub-tile over `terms` K indices. A and B arrive pre-scaled (value * 2^scale, exact), so a
// group's sum is exact in double (the caller checks the span). The double sum h = acc + v is
// rounded once more to FP32; that double rounding is exact unless h lands exactly on an FP32
// midpoint or below the FP32 normal range (h cannot cross a midpoint: midpoints are doubles) after
// an inexact addition (TwoSum error non-zero), so such lanes are flagged in `hazard` and recomputed
// by the engine, as are non-finite results. Low-precision products hit exact FP32 ties often; those
// are not hazards.
template <size_t W, size_t Rows, size_t Vectors, size_t TileRows, int G, bool kChecked, bool kInto>
__attribute__((always_inline)) inline void grouped_sub_tile(size_t r0, size_t c0, const double* a_panel,
                                                            const double* b_panel, size_t terms, float* acc_tile,
                                                            size_t stride, uint8_t* hazard) {
  using Vec = typename Lanes<W>::Vec;
  using Mask = typename Lanes<W>::Mask;
  using Floats = typename Lanes<W>::Floats;
  Vec acc[Rows][Vectors];
  Mask any = Mask{};
#pragma GCC unroll 16
  for (size_t r = 0; r < Rows; ++r)
#pragma GCC unroll 16
    for (size_t v = 0; v < Vectors; ++v) {
      Floats stored;
      std::memcpy(&stored, acc_tile + (r0 + r) * stride + c0 + v * W, sizeof(stored));
      acc[r][v] = widened<W>(stored);
    }
  const Mask low29 = Mask{} + 0x1FFFFFFFu, midpoint = Mask{} + 0x10000000u;
  const Mask min_normal_exponent = Mask{} + uint64_t{1023 - 126};
  // FP32 rounding of a sum the caller proved exact, every value a multiple of 2^-149 and below
  // 2^126: rounding to 24 significant bits is then FP32's rounding. Adding and subtracting
  // C = 1.5 * 2^(e + 29), for the binade 2^e of the sum, makes binary64's nearest-even rounding act
  // at 2^(e - 23): four ALU operations instead of two conversions through FP32 registers.
  auto round_exact_sum = [](Vec sum) {
    const Mask binade = __builtin_bit_cast(Mask, sum) & 0x7FF0000000000000u;
    const Vec c = __builtin_bit_cast(Vec, binade) * 0x1.8p29;
    return (sum + c) - c;
  };
  for (size_t g0 = 0; g0 < terms; g0 += G) {
    if constexpr (kInto) {
      // Every binary64 addition here exact (the caller's bound: every partial sum of C and the
      // products a multiple of its quantum Q below 2^52 Q), the group's products add straight into
      // the running sums: one multiply-add each, no group sums to hold and join.
#pragma GCC unroll 16
      for (size_t kk = g0; kk < g0 + G; ++kk)
        add_products<W, Rows, Vectors, TileRows>(acc, r0, c0, a_panel, b_panel, kk);
#pragma GCC unroll 16
      for (size_t r = 0; r < Rows; ++r)
#pragma GCC unroll 16
        for (size_t v = 0; v < Vectors; ++v) acc[r][v] = round_exact_sum(acc[r][v]);
      continue;
    }
    Vec p[Rows][Vectors] = {};
#pragma GCC unroll 16
    for (size_t kk = g0; kk < g0 + G; ++kk) add_products<W, Rows, Vectors, TileRows>(p, r0, c0, a_panel, b_panel, kk);
#pragma GCC unroll 16
    for (size_t r = 0; r < Rows; ++r)
#pragma GCC unroll 16
      for (size_t v = 0; v < Vectors; ++v) {
        const Vec sum = acc[r][v] + p[r][v];
        if constexpr (!kChecked) {
          acc[r][v] = round_exact_sum(sum);
          continue;
        }
        const Vec bb = sum - acc[r][v];
        const Vec err = (acc[r][v] - (sum - bb)) + (p[r][v] - bb);  // TwoSum: sum + err is exact
        const Mask bits = __builtin_bit_cast(Mask, sum);
        const Mask err_magnitude = __builtin_bit_cast(Mask, err) << 1;
        // exact midpoints (true ties) round correctly; only an inexact sum on a midpoint, or an
        // inexact sum in FP32's subnormal range, can round wrongly. 0/1 lanes from shifts, so
        // the masks stay in vector registers on every ISA.
        const Mask inexact = (err_magnitude | (0 - err_magnitude)) >> 63;
        const Mask off_midpoint = (bits & low29) ^ midpoint;
        const Mask on_midpoint = 1 - ((off_midpoint | (0 - off_midpoint)) >> 63);
        const Mask tiny = (((bits >> 52) & 0x7FF) - min_normal_exponent) >> 63;
        any |= inexact & (on_midpoint | tiny);
        acc[r][v] = widened<W>(narrowed<W>(sum));
      }
  }
  bool flagged = false;
#pragma GCC unroll 16
  for (size_t l = 0; l < W; ++l) flagged = flagged || any[l] != 0;
#pragma GCC unroll 16
  for (size_t r = 0; r < Rows; ++r)
#pragma GCC unroll 16
    for (size_t v = 0; v < Vectors; ++v) {
      const Floats rounded = narrowed<W>(acc[r][v]);
      std::memcpy(acc_tile + (r0 + r) * stride + c0 + v * W, &rounded, sizeof(rounded));
      if (flagged)  // rare: the whole sub-tile is recomputed by the engine
#pragma GCC unroll 16
        for (size_t l = 0; l < W; ++l) hazard[(r0 + r) * stride + c0 + v * W + l] = 1;
    }
}

template <Isa I, int G, bool kChecked>
__attribute__((always_inline)) inline void grouped_tile_body(const double* a_panel, const double* b_panel, size_t terms,
                                                             float* acc_tile, uint8_t* hazard, size_t stride) {
  // grouped_rows rows of the tile at a time, as wide as the exact kernel's sub-tile
  using S = SubTile<I>;
  // Unchecked, the products can add straight into the running sums (kInto) where the register
  // file holds the exact kernel's sub-tile of them besides B, A and the two rounding constants
  // (AVX-512: 16 + 2 + 1 + 2 of 32), and enough of them cover the multiply-add chains' latency;
  // otherwise (AVX2: 12 + 5 > 16, measured 20% slower as 3 rows of running sums alone) grouped_rows
  // rows of running sums and group sums.
  constexpr size_t kRegisters = S::width == 8 ? 32 : 16;
  constexpr bool kInto = !kChecked && S::rows * S::vectors + S::vectors + 3 <= kRegisters;
  constexpr size_t kRows = kInto ? S::rows : S::grouped_rows;
  static_assert(S::tile_rows % kRows == 0);
  for (size_t r0 = 0; r0 < S::tile_rows; r0 += kRows)
    for (size_t c0 = 0; c0 < kTileColumns; c0 += S::vectors * S::width)
      grouped_sub_tile<S::width, kRows, S::vectors, S::tile_rows, G, kChecked, kInto>(r0, c0, a_panel, b_panel, terms,
                                                                                      acc_tile, stride, hazard);
}

// The ISA's entry points (tile_kernels.h describes them).
static_assert(SubTile<kIsa>::tile_rows <= kMaxTileRows);
size_t tile_rows() { return SubTile<kIsa>::tile_rows; }

template <ExactRounding Mode>
void exact_tile(const double* a, const double* b, size_t blocks, float* acc, size_t acc_stride) {
  exact_tile_body<kIsa, Mode>(a, b, blocks, acc, acc_stride);
}

ExactTileKernel exact_tile_for(ExactRounding rounding) {
  switch (rounding) {
    case ExactRounding::RoundToOdd: return exact_tile<ExactRounding::RoundToOdd>;
    case ExactRounding::ExactSums: return exact_tile<ExactRounding::ExactSums>;
    case ExactRounding::Final: return exact_tile<ExactRounding::Final>;
  }
  return exact_tile<ExactRounding::RoundToOdd>;
}

template <int G, bool kChecked>
void grouped_tile(const double* a, const double* b, size_t terms, float* acc, uint8_t* hazard, size_t stride) {
  grouped_tile_body<kIsa, G, kChecked>(a, b, terms, acc, hazard, stride);
}

// nullptr for a group size the kernels do not have (the dispatcher reports it)
GroupedTileKernel grouped_tile_for(int group, bool checked) {
  switch (group) {
    case 1: return checked ? grouped_tile<1, true> : grouped_tile<1, false>;
    case 2: return checked ? grouped_tile<2, true> : grouped_tile<2, false>;
    case 4: return checked ? grouped_tile<4, true> : grouped_tile<4, false>;
    case 8: return checked ? grouped_tile<8, true> : grouped_tile<8, false>;
    case 16: return checked ? grouped_tile<16, true> : grouped_tile<16, false>;
    default: return nullptr;
  }
}

}  // namespace sim::numerics::MXSIM_TILE_ISA
