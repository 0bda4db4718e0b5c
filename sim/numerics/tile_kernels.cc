// Built with -ffp-contract=fast (CMakeLists.txt), so that the compiler fuses multiply and add: that
// is safe here because every product these kernels form is exact. The fast paths run only when
// the two element formats' spans fit binary64 (exact_fast_path_applies: products and 32-term sums
// exact); scales are powers of two within 2^+-127, so every product, sum and scaled value stays
// between about 2^-278 and 2^277, far inside binary64's normal range (no overflow, no subnormal
// rounding): a fused multiply-add rounds exactly what the separate addition would. Vectors are
// reinterpreted with __builtin_bit_cast, which is never an out-of-line call (std::bit_cast is, at
// -O0, and would take its vector argument with the baseline ABI).
#include "sim/numerics/tile_kernels.h"

#include <cstring>
#include <stdexcept>

#include "sim/numerics/mx_matmul.h"

namespace sim::numerics {
namespace {

// Vectors of W doubles (the ISA's register: 8 for AVX-512, 4 for AVX2, 2 for SSE2), their bit
// patterns (unsigned: wrap-around is defined) and W floats.
template <size_t W>
struct Lanes {
  typedef double Vec __attribute__((vector_size(8 * W)));
  typedef uint64_t Mask __attribute__((vector_size(8 * W)));
  typedef float Floats __attribute__((vector_size(4 * W)));
};

// The sub-tile each ISA walks the 8 x 16 tile in: `rows` rows x `vectors` registers of `width`
// doubles, sized so that its accumulating registers, B's registers and A's broadcast fit the file.
template <Isa>
struct SubTile;
template <>
struct SubTile<Isa::Avx512> {  // 8 x 16: 16 zmm of products
  static constexpr size_t width = 8, rows = 8, vectors = 2;
};
template <>
struct SubTile<Isa::Avx2> {  // 4 x 8: 8 ymm of products, 2 of B, 1 of A
  static constexpr size_t width = 4, rows = 4, vectors = 2;
};
template <>
struct SubTile<Isa::Portable> {  // 4 x 4: 8 xmm of products, 2 of B, 1 of A
  static constexpr size_t width = 2, rows = 4, vectors = 2;
};

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

// One block of one sub-tile (Rows rows from r0, Vectors x W columns from c0): its products in
// registers, then acc (doubles holding FP32 values, the tile's rows of kTileColumns) rounded once.
template <size_t W, size_t Rows, size_t Vectors>
__attribute__((always_inline)) inline void exact_sub_block(size_t r0, size_t c0, const double* a_block,
                                                           const double* b_block, const double* row_scales,
                                                           size_t row_scale_stride, const double* col_scales,
                                                           double* acc) {
  using Vec = typename Lanes<W>::Vec;
  using Mask = typename Lanes<W>::Mask;
  using Floats = typename Lanes<W>::Floats;
  Vec p[Rows][Vectors] = {};
  for (size_t kk = 0; kk < kMxBlock; ++kk) {
    Vec b[Vectors];
    for (size_t v = 0; v < Vectors; ++v) std::memcpy(&b[v], b_block + kk * kTileColumns + c0 + v * W, sizeof(b[v]));
    const double* a_col = a_block + kk * kTileRows + r0;
    for (size_t r = 0; r < Rows; ++r) {
      const double a = a_col[r];
      for (size_t v = 0; v < Vectors; ++v) p[r][v] += a * b[v];  // exact: no rounding happens here
    }
  }
  Vec cs[Vectors];
  for (size_t v = 0; v < Vectors; ++v) std::memcpy(&cs[v], col_scales + c0 + v * W, sizeof(cs[v]));
  for (size_t r = 0; r < Rows; ++r) {
    const double rs = row_scales[(r0 + r) * row_scale_stride];
    for (size_t v = 0; v < Vectors; ++v) {
      double* at = acc + (r0 + r) * kTileColumns + c0 + v * W;
      Vec current;
      std::memcpy(&current, at, sizeof(current));
      const Vec odd = add_round_to_odd<Vec, Mask>(current, p[r][v] * rs * cs[v]);
      const Vec rounded = __builtin_convertvector(__builtin_convertvector(odd, Floats), Vec);  // one RNE to FP32
      std::memcpy(at, &rounded, sizeof(rounded));
    }
  }
}

// The tile block by block, each block's sub-tiles in turn: a block's panels (6 KiB) stay in the
// first-level cache while every sub-tile reads them.
template <Isa I>
__attribute__((always_inline)) inline void exact_tile_body(const double* a_panel, const double* b_panel,
                                                           const double* row_scales, size_t row_scale_stride,
                                                           const double* col_scales, size_t col_scale_stride,
                                                           size_t blocks, float* acc_tile) {
  using S = SubTile<I>;
  alignas(64) double acc[kTileRows * kTileColumns];
  for (size_t i = 0; i < kTileRows * kTileColumns; ++i) acc[i] = acc_tile[i];
  for (size_t blk = 0; blk < blocks; ++blk)
    for (size_t r0 = 0; r0 < kTileRows; r0 += S::rows)
      for (size_t c0 = 0; c0 < kTileColumns; c0 += S::vectors * S::width)
        exact_sub_block<S::width, S::rows, S::vectors>(r0, c0, a_panel + blk * kMxBlock * kTileRows,
                                                       b_panel + blk * kMxBlock * kTileColumns, row_scales + blk,
                                                       row_scale_stride, col_scales + blk * col_scale_stride, acc);
  for (size_t i = 0; i < kTileRows * kTileColumns; ++i) acc_tile[i] = static_cast<float>(acc[i]);  // exact
}

// Grouped micro-kernel: acc = fp32(acc + sum of G exact products) per group of G terms, for one
// sub-tile over `terms` K indices. A and B arrive pre-scaled (value * 2^scale, exact), so a
// group's sum is exact in double (the caller checks the span). The double sum h = acc + v is
// rounded once more to FP32; that double rounding is exact unless h lands exactly on an FP32
// midpoint or below the FP32 normal range (h cannot cross a midpoint: midpoints are doubles) after
// an inexact addition (TwoSum error non-zero), so such lanes are flagged in `hazard` and recomputed
// by the engine, as are non-finite results. Low-precision products hit exact FP32 ties often; those
// are not hazards.
template <size_t W, size_t Rows, size_t Vectors, int G, bool kChecked>
__attribute__((always_inline)) inline void grouped_sub_tile(size_t r0, size_t c0, const double* a_panel,
                                                            const double* b_panel, size_t terms, float* acc_tile,
                                                            uint8_t* hazard) {
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
      std::memcpy(&stored, acc_tile + (r0 + r) * kTileColumns + c0 + v * W, sizeof(stored));
      acc[r][v] = __builtin_convertvector(stored, Vec);
    }
  const Mask low29 = Mask{} + 0x1FFFFFFFu, midpoint = Mask{} + 0x10000000u;
  const Mask min_normal_exponent = Mask{} + uint64_t{1023 - 126};
  for (size_t g0 = 0; g0 < terms; g0 += G) {
    Vec p[Rows][Vectors] = {};
#pragma GCC unroll 16
    for (size_t kk = g0; kk < g0 + G; ++kk) {
      Vec b[Vectors];
#pragma GCC unroll 16
      for (size_t v = 0; v < Vectors; ++v) std::memcpy(&b[v], b_panel + kk * kTileColumns + c0 + v * W, sizeof(b[v]));
      const double* a_col = a_panel + kk * kTileRows + r0;
#pragma GCC unroll 16
      for (size_t r = 0; r < Rows; ++r)
#pragma GCC unroll 16
        for (size_t v = 0; v < Vectors; ++v) p[r][v] += a_col[r] * b[v];  // exact
    }
#pragma GCC unroll 16
    for (size_t r = 0; r < Rows; ++r)
#pragma GCC unroll 16
      for (size_t v = 0; v < Vectors; ++v) {
        const Vec sum = acc[r][v] + p[r][v];
        if constexpr (!kChecked) {
          // The caller proved every such addition exact, every value a multiple of 2^-149 and
          // below 2^126: rounding to 24 significant bits is then FP32's rounding. Adding and
          // subtracting C = 1.5 * 2^(e + 29), for the binade 2^e of the sum, makes binary64's
          // nearest-even rounding act at 2^(e - 23): four ALU operations instead of two
          // conversions through FP32 registers.
          const Mask binade = __builtin_bit_cast(Mask, sum) & 0x7FF0000000000000u;
          const Vec c = __builtin_bit_cast(Vec, binade) * 0x1.8p29;
          acc[r][v] = (sum + c) - c;
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
        acc[r][v] = __builtin_convertvector(__builtin_convertvector(sum, Floats), Vec);
      }
  }
  bool flagged = false;
#pragma GCC unroll 16
  for (size_t l = 0; l < W; ++l) flagged = flagged || any[l] != 0;
#pragma GCC unroll 16
  for (size_t r = 0; r < Rows; ++r)
#pragma GCC unroll 16
    for (size_t v = 0; v < Vectors; ++v) {
      const Floats narrowed = __builtin_convertvector(acc[r][v], Floats);
      std::memcpy(acc_tile + (r0 + r) * kTileColumns + c0 + v * W, &narrowed, sizeof(narrowed));
      if (flagged)  // rare: the whole sub-tile is recomputed by the engine
#pragma GCC unroll 16
        for (size_t l = 0; l < W; ++l) hazard[(r0 + r) * kTileColumns + c0 + v * W + l] = 1;
    }
}

template <Isa I, int G, bool kChecked>
__attribute__((always_inline)) inline void grouped_tile_body(const double* a_panel, const double* b_panel, size_t terms,
                                                             float* acc_tile, uint8_t* hazard) {
  // AVX-512 keeps half the tile in registers (accumulators, group sums and the hazard mask); the
  // narrower ISAs their exact-kernel sub-tile
  using S = SubTile<I>;
  constexpr size_t rows = I == Isa::Avx512 ? 4 : S::rows;
  for (size_t r0 = 0; r0 < kTileRows; r0 += rows)
    for (size_t c0 = 0; c0 < kTileColumns; c0 += S::vectors * S::width)
      grouped_sub_tile<S::width, rows, S::vectors, G, kChecked>(r0, c0, a_panel, b_panel, terms, acc_tile, hazard);
}

// One function per ISA, built for it (the always-inline bodies above take its target).
#if defined(__x86_64__)
#define MXSIM_AVX512 __attribute__((target("avx512f,avx512dq,avx512vl,avx512bw,avx2,fma")))
#define MXSIM_AVX2 __attribute__((target("avx2,fma")))
#else
#define MXSIM_AVX512
#define MXSIM_AVX2
#endif

#define MXSIM_EXACT_TILE(isa, attribute)                                                                            \
  attribute void exact_tile_##isa(const double* a, const double* b, const double* rs, size_t rss, const double* cs, \
                                  size_t css, size_t blocks, float* acc) {                                          \
    exact_tile_body<Isa::isa>(a, b, rs, rss, cs, css, blocks, acc);                                                 \
  }
MXSIM_EXACT_TILE(Avx512, MXSIM_AVX512)
MXSIM_EXACT_TILE(Avx2, MXSIM_AVX2)
MXSIM_EXACT_TILE(Portable, )

#define MXSIM_GROUPED_TILE(isa, attribute, g, checked)                                                            \
  attribute void grouped_tile_##isa##_##g##_##checked(const double* a, const double* b, size_t terms, float* acc, \
                                                      uint8_t* hazard) {                                          \
    grouped_tile_body<Isa::isa, g, checked>(a, b, terms, acc, hazard);                                            \
  }
#define MXSIM_GROUPED_TILES(isa, attribute)     \
  MXSIM_GROUPED_TILE(isa, attribute, 1, false)  \
  MXSIM_GROUPED_TILE(isa, attribute, 2, false)  \
  MXSIM_GROUPED_TILE(isa, attribute, 4, false)  \
  MXSIM_GROUPED_TILE(isa, attribute, 8, false)  \
  MXSIM_GROUPED_TILE(isa, attribute, 16, false) \
  MXSIM_GROUPED_TILE(isa, attribute, 1, true)   \
  MXSIM_GROUPED_TILE(isa, attribute, 2, true)   \
  MXSIM_GROUPED_TILE(isa, attribute, 4, true)   \
  MXSIM_GROUPED_TILE(isa, attribute, 8, true)   \
  MXSIM_GROUPED_TILE(isa, attribute, 16, true)
MXSIM_GROUPED_TILES(Avx512, MXSIM_AVX512)
MXSIM_GROUPED_TILES(Avx2, MXSIM_AVX2)
MXSIM_GROUPED_TILES(Portable, )

}  // namespace

ExactTileKernel exact_tile_kernel(Isa isa) {
  switch (isa) {
    case Isa::Avx512: return exact_tile_Avx512;
    case Isa::Avx2: return exact_tile_Avx2;
    case Isa::Portable: return exact_tile_Portable;
  }
  return exact_tile_Portable;
}

GroupedTileKernel grouped_tile_kernel(Isa isa, int group, bool checked) {
#define MXSIM_PICK(isa_name)                                                                          \
  switch (group) {                                                                                    \
    case 1: return checked ? grouped_tile_##isa_name##_1_true : grouped_tile_##isa_name##_1_false;    \
    case 2: return checked ? grouped_tile_##isa_name##_2_true : grouped_tile_##isa_name##_2_false;    \
    case 4: return checked ? grouped_tile_##isa_name##_4_true : grouped_tile_##isa_name##_4_false;    \
    case 8: return checked ? grouped_tile_##isa_name##_8_true : grouped_tile_##isa_name##_8_false;    \
    case 16: return checked ? grouped_tile_##isa_name##_16_true : grouped_tile_##isa_name##_16_false; \
    default: break;                                                                                   \
  }
  switch (isa) {
    case Isa::Avx512: MXSIM_PICK(Avx512) break;
    case Isa::Avx2: MXSIM_PICK(Avx2) break;
    case Isa::Portable: MXSIM_PICK(Portable) break;
  }
#undef MXSIM_PICK
  throw std::invalid_argument("grouped tile of " + std::to_string(group) + " terms; expected 1, 2, 4, 8 or 16");
}

}  // namespace sim::numerics
