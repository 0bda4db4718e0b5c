// The vector operations of lane_ops_avx2.h, by name and by bit, for any x86-64 host: each 256-bit
// value is two 128-bit GCC vectors, which baseline x86-64 (SSE2) holds in its xmm registers (a
// 32-byte vector type would be passed differently without AVX: -Wpsabi). Where SSE2 has no such
// instruction the operation is built from ones it has: floor and trunc from the 2^52 rounding step,
// byte blends from a compare and three logic operations. Integer arithmetic wraps as the
// instructions do (it is done unsigned). Included by lane_kernels_portable.cc only.
#pragma once

#include <cstdint>
#include <cstring>

namespace sim::numerics::lanes::portable {

#define MXSIM_LANE_INLINE __attribute__((always_inline)) inline
#define MXSIM_LANE_TARGET
#define MXSIM_LANE_ISA portable

typedef double F2 __attribute__((vector_size(16)));
typedef float F4 __attribute__((vector_size(16)));
typedef float F2f __attribute__((vector_size(8)));
typedef int64_t I2 __attribute__((vector_size(16)));
typedef uint64_t U2 __attribute__((vector_size(16)));
typedef int32_t I4 __attribute__((vector_size(16)));
typedef uint32_t U4 __attribute__((vector_size(16)));
typedef int8_t B16 __attribute__((vector_size(16)));

struct V256d {  // 4 doubles
  F2 lo, hi;
};
struct V256i {  // 8 int32 or 4 int64
  I2 lo, hi;
};
struct V256 {  // 8 floats
  F4 lo, hi;
};
using V128i = I2;  // 4 int32
using V128 = F4;   // 4 floats

MXSIM_LANE_INLINE V256i set1_epi32(int32_t x) {
  const I4 v = {x, x, x, x};
  return {(I2)v, (I2)v};
}
MXSIM_LANE_INLINE V256i set1_epi64x(int64_t x) { return {I2{x, x}, I2{x, x}}; }
MXSIM_LANE_INLINE V256d set1_pd(double x) { return {F2{x, x}, F2{x, x}}; }
MXSIM_LANE_INLINE V256i setzero_si256() { return {I2{}, I2{}}; }
MXSIM_LANE_INLINE V256d setzero_pd() { return {F2{}, F2{}}; }
MXSIM_LANE_INLINE V256i loadu_si256(const void* p) {
  V256i x;
  std::memcpy(&x, p, sizeof(x));
  return x;
}
MXSIM_LANE_INLINE V256d loadu_pd(const double* p) {
  V256d x;
  std::memcpy(&x, p, sizeof(x));
  return x;
}
MXSIM_LANE_INLINE void storeu_si256(void* p, V256i x) { std::memcpy(p, &x, sizeof(x)); }

// per-half operations on the halves' 32-bit (I4/U4) or 64-bit (I2/U2) lanes
MXSIM_LANE_INLINE V256i add_epi32(V256i a, V256i b) { return {(I2)((U4)a.lo + (U4)b.lo), (I2)((U4)a.hi + (U4)b.hi)}; }
MXSIM_LANE_INLINE V256i sub_epi32(V256i a, V256i b) { return {(I2)((U4)a.lo - (U4)b.lo), (I2)((U4)a.hi - (U4)b.hi)}; }
MXSIM_LANE_INLINE I2 max4(I2 a, I2 b) { return (I2)((I4)a > (I4)b ? (I4)a : (I4)b); }
MXSIM_LANE_INLINE I2 min4(I2 a, I2 b) { return (I2)((I4)a < (I4)b ? (I4)a : (I4)b); }
MXSIM_LANE_INLINE V256i max_epi32(V256i a, V256i b) { return {max4(a.lo, b.lo), max4(a.hi, b.hi)}; }
MXSIM_LANE_INLINE V256i min_epi32(V256i a, V256i b) { return {min4(a.lo, b.lo), min4(a.hi, b.hi)}; }
MXSIM_LANE_INLINE V256i cmpgt_epi32(V256i a, V256i b) { return {(I2)((I4)a.lo > (I4)b.lo), (I2)((I4)a.hi > (I4)b.hi)}; }
MXSIM_LANE_INLINE V256i cmpeq_epi32(V256i a, V256i b) {
  return {(I2)((I4)a.lo == (I4)b.lo), (I2)((I4)a.hi == (I4)b.hi)};
}
MXSIM_LANE_INLINE V256i srli_epi32(V256i a, int n) { return {(I2)((U4)a.lo >> n), (I2)((U4)a.hi >> n)}; }
MXSIM_LANE_INLINE V256i add_epi64(V256i a, V256i b) { return {(I2)((U2)a.lo + (U2)b.lo), (I2)((U2)a.hi + (U2)b.hi)}; }
MXSIM_LANE_INLINE V256i cmpgt_epi64(V256i a, V256i b) { return {(I2)(a.lo > b.lo), (I2)(a.hi > b.hi)}; }
MXSIM_LANE_INLINE V256i cmpeq_epi64(V256i a, V256i b) { return {(I2)(a.lo == b.lo), (I2)(a.hi == b.hi)}; }
MXSIM_LANE_INLINE V256i slli_epi64(V256i a, int n) { return {(I2)((U2)a.lo << n), (I2)((U2)a.hi << n)}; }
MXSIM_LANE_INLINE V256i srli_epi64(V256i a, int n) { return {(I2)((U2)a.lo >> n), (I2)((U2)a.hi >> n)}; }
MXSIM_LANE_INLINE V256i and_si256(V256i a, V256i b) { return {a.lo & b.lo, a.hi & b.hi}; }
MXSIM_LANE_INLINE V256i or_si256(V256i a, V256i b) { return {a.lo | b.lo, a.hi | b.hi}; }
MXSIM_LANE_INLINE V256i xor_si256(V256i a, V256i b) { return {a.lo ^ b.lo, a.hi ^ b.hi}; }
// b where the mask byte's top bit is set, else a (vpblendvb)
MXSIM_LANE_INLINE I2 blend_bytes(I2 a, I2 b, I2 mask) {
  const I2 take_b = (I2)((B16)mask < B16{});
  return (b & take_b) | (a & ~take_b);
}
MXSIM_LANE_INLINE V256i blendv_epi8(V256i a, V256i b, V256i mask) {
  return {blend_bytes(a.lo, b.lo, mask.lo), blend_bytes(a.hi, b.hi, mask.hi)};
}

MXSIM_LANE_INLINE V256d add_pd(V256d a, V256d b) { return {a.lo + b.lo, a.hi + b.hi}; }
MXSIM_LANE_INLINE V256d sub_pd(V256d a, V256d b) { return {a.lo - b.lo, a.hi - b.hi}; }
MXSIM_LANE_INLINE V256d mul_pd(V256d a, V256d b) { return {a.lo * b.lo, a.hi * b.hi}; }
// a * b + c in two roundings (the kernels use it only where both are exact)
MXSIM_LANE_INLINE V256d fmadd_pd(V256d a, V256d b, V256d c) { return {a.lo * b.lo + c.lo, a.hi * b.hi + c.hi}; }
MXSIM_LANE_INLINE V256d and_pd(V256d a, V256d b) { return {(F2)((I2)a.lo & (I2)b.lo), (F2)((I2)a.hi & (I2)b.hi)}; }
// b where the mask lane's sign bit is set, else a (vblendvpd)
MXSIM_LANE_INLINE F2 blend_lanes(F2 a, F2 b, F2 mask) {
  const I2 take_b = (I2)mask < I2{};
  return (F2)(((I2)b & take_b) | ((I2)a & ~take_b));
}
MXSIM_LANE_INLINE V256d blendv_pd(V256d a, V256d b, V256d mask) {
  return {blend_lanes(a.lo, b.lo, mask.lo), blend_lanes(a.hi, b.hi, mask.hi)};
}
// ordered comparisons (false where either is NaN): all-ones lanes where they hold
MXSIM_LANE_INLINE V256d cmpeq_pd(V256d a, V256d b) { return {(F2)(a.lo == b.lo), (F2)(a.hi == b.hi)}; }
MXSIM_LANE_INLINE V256d cmpgt_pd(V256d a, V256d b) { return {(F2)(a.lo > b.lo), (F2)(a.hi > b.hi)}; }
MXSIM_LANE_INLINE V256d cmplt_pd(V256d a, V256d b) { return {(F2)(a.lo < b.lo), (F2)(a.hi < b.hi)}; }
MXSIM_LANE_INLINE V256d cmpge_pd(V256d a, V256d b) { return {(F2)(a.lo >= b.lo), (F2)(a.hi >= b.hi)}; }

// floor and trunc (vroundpd) without SSE4.1: below 2^52 in magnitude, |x| + 2^52 - 2^52 is |x|
// rounded to the nearest integer (binary64's unit there is 1), which one comparison corrects to
// trunc(|x|); x's sign goes back on (so -0.3 truncates to -0, as the instruction gives), and floor
// is one less where that lies above x (a negative non-integer; floor(-0) stays -0). From 2^52 up x
// is an integer already and passes through, as Inf and NaN do (plus +0: a signaling NaN comes back
// quiet, as from the instruction).
template <bool kFloor>
MXSIM_LANE_INLINE F2 round_half(F2 x) {
  const I2 sign = (I2)x & I2{INT64_MIN, INT64_MIN};
  const F2 magnitude = (F2)((I2)x & I2{INT64_MAX, INT64_MAX});
  const F2 two52 = {0x1p52, 0x1p52}, one = {1.0, 1.0};
  const F2 nearest = (magnitude + two52) - two52;
  F2 whole = (F2)((I2)(nearest - (F2)((I2)(nearest > magnitude) & (I2)one)) | sign);
  if constexpr (kFloor) whole -= (F2)((I2)(whole > x) & (I2)one);
  const I2 small = (I2)(magnitude < two52);
  return (F2)(((I2)whole & small) | ((I2)(x + F2{}) & ~small));
}
MXSIM_LANE_INLINE V256d floor_pd(V256d x) { return {round_half<true>(x.lo), round_half<true>(x.hi)}; }
MXSIM_LANE_INLINE V256d trunc_pd(V256d x) { return {round_half<false>(x.lo), round_half<false>(x.hi)}; }

MXSIM_LANE_INLINE V256 and_ps(V256 a, V256 b) { return {(F4)((I4)a.lo & (I4)b.lo), (F4)((I4)a.hi & (I4)b.hi)}; }
MXSIM_LANE_INLINE V256 cmpeq_ps(V256 a, V256 b) { return {(F4)(a.lo == b.lo), (F4)(a.hi == b.hi)}; }
// (whole-vector conversions and shuffles: GCC 12's SLP vectorizer miscompiled these lanes when
// they were built element by element, giving wrong sums in the kernel at -O2)
MXSIM_LANE_INLINE V256d cvtps_pd(V128 x) {
  return {__builtin_convertvector(__builtin_shufflevector(x, x, 0, 1), F2),
          __builtin_convertvector(__builtin_shufflevector(x, x, 2, 3), F2)};
}
// nearest even (the default rounding, as vcvtpd2ps uses it)
MXSIM_LANE_INLINE V128 cvtpd_ps(V256d x) {
  const F2f lo = __builtin_convertvector(x.lo, F2f), hi = __builtin_convertvector(x.hi, F2f);
  return __builtin_shufflevector(lo, hi, 0, 1, 2, 3);
}
MXSIM_LANE_INLINE V256i cvtepi32_epi64(V128i x) {
  const I4 v = (I4)x;
  return {__builtin_convertvector(__builtin_shufflevector(v, v, 0, 1), I2),
          __builtin_convertvector(__builtin_shufflevector(v, v, 2, 3), I2)};
}
MXSIM_LANE_INLINE V256 set_m128(V128 hi, V128 lo) { return {lo, hi}; }

MXSIM_LANE_INLINE V256i castpd_si256(V256d x) { return {(I2)x.lo, (I2)x.hi}; }
MXSIM_LANE_INLINE V256d castsi256_pd(V256i x) { return {(F2)x.lo, (F2)x.hi}; }
MXSIM_LANE_INLINE V256 castsi256_ps(V256i x) { return {(F4)x.lo, (F4)x.hi}; }
MXSIM_LANE_INLINE V256i castps_si256(V256 x) { return {(I2)x.lo, (I2)x.hi}; }
MXSIM_LANE_INLINE V128i low_si128(V256i x) { return x.lo; }
MXSIM_LANE_INLINE V128i high_si128(V256i x) { return x.hi; }
MXSIM_LANE_INLINE V128 low_ps128(V256 x) { return x.lo; }
MXSIM_LANE_INLINE V128 high_ps128(V256 x) { return x.hi; }

// The low 32 bits of two vectors of four 64-bit lanes, as one vector of eight int32 in lane order.
MXSIM_LANE_INLINE V256i narrow8(V256i lo, V256i hi) {
  return {(I2)__builtin_shufflevector((I4)lo.lo, (I4)lo.hi, 0, 2, 4, 6),
          (I2)__builtin_shufflevector((I4)hi.lo, (I4)hi.hi, 0, 2, 4, 6)};
}

MXSIM_LANE_INLINE bool any_set(V256i x) {
  const I2 either = x.lo | x.hi;
  return (either[0] | either[1]) != 0;
}

}  // namespace sim::numerics::lanes::portable
