// The vector operations lane_kernel_body.h is written in, as the AVX2 instructions themselves: each
// is an always-inline wrapper of one intrinsic (the code the lanes compile to is the intrinsics'),
// named as the intrinsic without its _mm256_ prefix. lane_ops_portable.h defines the same names
// for any x86-64 (SSE2) host, bit for bit. Included by lane_kernels_avx2.cc only.
#pragma once

#include <immintrin.h>

#include <cstdint>

namespace sim::numerics::lanes::avx2 {

#define MXSIM_LANE_INLINE __attribute__((target("avx2,fma"), always_inline)) inline
#define MXSIM_LANE_TARGET __attribute__((target("avx2,fma")))
#define MXSIM_LANE_ISA avx2

using V256d = __m256d;  // 4 doubles
using V256i = __m256i;  // 8 int32 or 4 int64
using V256 = __m256;    // 8 floats
using V128i = __m128i;  // 4 int32
using V128 = __m128;    // 4 floats

MXSIM_LANE_INLINE V256i set1_epi32(int32_t x) { return _mm256_set1_epi32(x); }
MXSIM_LANE_INLINE V256i set1_epi64x(int64_t x) { return _mm256_set1_epi64x(x); }
MXSIM_LANE_INLINE V256d set1_pd(double x) { return _mm256_set1_pd(x); }
MXSIM_LANE_INLINE V256i setzero_si256() { return _mm256_setzero_si256(); }
MXSIM_LANE_INLINE V256d setzero_pd() { return _mm256_setzero_pd(); }
MXSIM_LANE_INLINE V256i loadu_si256(const void* p) { return _mm256_loadu_si256(static_cast<const __m256i*>(p)); }
MXSIM_LANE_INLINE V256d loadu_pd(const double* p) { return _mm256_loadu_pd(p); }
MXSIM_LANE_INLINE void storeu_si256(void* p, V256i x) { _mm256_storeu_si256(static_cast<__m256i*>(p), x); }

MXSIM_LANE_INLINE V256i add_epi32(V256i a, V256i b) { return _mm256_add_epi32(a, b); }
MXSIM_LANE_INLINE V256i sub_epi32(V256i a, V256i b) { return _mm256_sub_epi32(a, b); }
MXSIM_LANE_INLINE V256i max_epi32(V256i a, V256i b) { return _mm256_max_epi32(a, b); }
MXSIM_LANE_INLINE V256i min_epi32(V256i a, V256i b) { return _mm256_min_epi32(a, b); }
MXSIM_LANE_INLINE V256i cmpgt_epi32(V256i a, V256i b) { return _mm256_cmpgt_epi32(a, b); }
MXSIM_LANE_INLINE V256i cmpeq_epi32(V256i a, V256i b) { return _mm256_cmpeq_epi32(a, b); }
MXSIM_LANE_INLINE V256i srli_epi32(V256i a, int n) { return _mm256_srli_epi32(a, n); }
MXSIM_LANE_INLINE V256i add_epi64(V256i a, V256i b) { return _mm256_add_epi64(a, b); }
MXSIM_LANE_INLINE V256i cmpgt_epi64(V256i a, V256i b) { return _mm256_cmpgt_epi64(a, b); }
MXSIM_LANE_INLINE V256i cmpeq_epi64(V256i a, V256i b) { return _mm256_cmpeq_epi64(a, b); }
MXSIM_LANE_INLINE V256i slli_epi64(V256i a, int n) { return _mm256_slli_epi64(a, n); }
MXSIM_LANE_INLINE V256i srli_epi64(V256i a, int n) { return _mm256_srli_epi64(a, n); }
MXSIM_LANE_INLINE V256i and_si256(V256i a, V256i b) { return _mm256_and_si256(a, b); }
MXSIM_LANE_INLINE V256i or_si256(V256i a, V256i b) { return _mm256_or_si256(a, b); }
MXSIM_LANE_INLINE V256i xor_si256(V256i a, V256i b) { return _mm256_xor_si256(a, b); }
// b where the mask byte's top bit is set, else a
MXSIM_LANE_INLINE V256i blendv_epi8(V256i a, V256i b, V256i mask) { return _mm256_blendv_epi8(a, b, mask); }

MXSIM_LANE_INLINE V256d add_pd(V256d a, V256d b) { return _mm256_add_pd(a, b); }
MXSIM_LANE_INLINE V256d sub_pd(V256d a, V256d b) { return _mm256_sub_pd(a, b); }
MXSIM_LANE_INLINE V256d mul_pd(V256d a, V256d b) { return _mm256_mul_pd(a, b); }
MXSIM_LANE_INLINE V256d fmadd_pd(V256d a, V256d b, V256d c) { return _mm256_fmadd_pd(a, b, c); }
MXSIM_LANE_INLINE V256d and_pd(V256d a, V256d b) { return _mm256_and_pd(a, b); }
MXSIM_LANE_INLINE V256d blendv_pd(V256d a, V256d b, V256d mask) { return _mm256_blendv_pd(a, b, mask); }
// ordered comparisons (false where either is NaN): all-ones lanes where they hold
MXSIM_LANE_INLINE V256d cmpeq_pd(V256d a, V256d b) { return _mm256_cmp_pd(a, b, _CMP_EQ_OQ); }
MXSIM_LANE_INLINE V256d cmpgt_pd(V256d a, V256d b) { return _mm256_cmp_pd(a, b, _CMP_GT_OQ); }
MXSIM_LANE_INLINE V256d cmplt_pd(V256d a, V256d b) { return _mm256_cmp_pd(a, b, _CMP_LT_OQ); }
MXSIM_LANE_INLINE V256d cmpge_pd(V256d a, V256d b) { return _mm256_cmp_pd(a, b, _CMP_GE_OQ); }
MXSIM_LANE_INLINE V256d floor_pd(V256d x) { return _mm256_round_pd(x, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC); }
MXSIM_LANE_INLINE V256d trunc_pd(V256d x) { return _mm256_round_pd(x, _MM_FROUND_TO_ZERO | _MM_FROUND_NO_EXC); }

MXSIM_LANE_INLINE V256 and_ps(V256 a, V256 b) { return _mm256_and_ps(a, b); }
MXSIM_LANE_INLINE V256 cmpeq_ps(V256 a, V256 b) { return _mm256_cmp_ps(a, b, _CMP_EQ_OQ); }
MXSIM_LANE_INLINE V256d cvtps_pd(V128 x) { return _mm256_cvtps_pd(x); }
MXSIM_LANE_INLINE V128 cvtpd_ps(V256d x) { return _mm256_cvtpd_ps(x); }  // nearest even
MXSIM_LANE_INLINE V256i cvtepi32_epi64(V128i x) { return _mm256_cvtepi32_epi64(x); }
MXSIM_LANE_INLINE V256 set_m128(V128 hi, V128 lo) { return _mm256_set_m128(hi, lo); }

MXSIM_LANE_INLINE V256i castpd_si256(V256d x) { return _mm256_castpd_si256(x); }
MXSIM_LANE_INLINE V256d castsi256_pd(V256i x) { return _mm256_castsi256_pd(x); }
MXSIM_LANE_INLINE V256 castsi256_ps(V256i x) { return _mm256_castsi256_ps(x); }
MXSIM_LANE_INLINE V256i castps_si256(V256 x) { return _mm256_castps_si256(x); }
MXSIM_LANE_INLINE V128i low_si128(V256i x) { return _mm256_castsi256_si128(x); }
MXSIM_LANE_INLINE V128i high_si128(V256i x) { return _mm256_extracti128_si256(x, 1); }
MXSIM_LANE_INLINE V128 low_ps128(V256 x) { return _mm256_castps256_ps128(x); }
MXSIM_LANE_INLINE V128 high_ps128(V256 x) { return _mm256_extractf128_ps(x, 1); }

// Whether any bit of x is set (a lane test for a whole-vector branch).
MXSIM_LANE_INLINE bool any_set(V256i x) { return !_mm256_testz_si256(x, x); }

// The low 32 bits of two vectors of four 64-bit lanes, as one vector of eight int32 in lane order.
MXSIM_LANE_INLINE V256i narrow8(V256i lo, V256i hi) {
  const __m256 packed = _mm256_shuffle_ps(_mm256_castsi256_ps(lo), _mm256_castsi256_ps(hi), 0x88);
  return _mm256_permutevar8x32_epi32(_mm256_castps_si256(packed), _mm256_setr_epi32(0, 1, 4, 5, 2, 3, 6, 7));
}

}  // namespace sim::numerics::lanes::avx2
