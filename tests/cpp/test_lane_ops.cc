// The portable lane operations (lane_ops_portable.h: SSE2 halves) against the AVX2 intrinsics they
// stand for (lane_ops_avx2.h), operation by operation, bit for bit: on random bit patterns and
// on the values where an emulation can go wrong (floor and trunc at -0, halves, 2^52 and beyond,
// Inf, NaN, subnormals; blends on mixed mask bytes). The matmul tests check the kernels built
// from them; this names the operation when one differs. Needs an AVX2 host (the reference).
#include <catch2/catch.hpp>

#include <cmath>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "sim/numerics/lane_ops_avx2.h"
#undef MXSIM_LANE_INLINE
#undef MXSIM_LANE_TARGET
#undef MXSIM_LANE_ISA
#include "sim/numerics/lane_ops_portable.h"

namespace {

namespace avx2 = sim::numerics::lanes::avx2;
namespace portable = sim::numerics::lanes::portable;

constexpr int kOperations = 35;
const char* const kNames[kOperations] = {
    "floor_pd",    "trunc_pd",       "add_epi32", "sub_epi32",   "max_epi32",   "min_epi32",  "cmpgt_epi32",
    "cmpeq_epi32", "srli_epi32",     "add_epi64", "cmpgt_epi64", "cmpeq_epi64", "slli_epi64", "srli_epi64",
    "and_si256",   "or_si256",       "xor_si256", "blendv_epi8", "add_pd",      "sub_pd",     "mul_pd",
    "and_pd",      "blendv_pd",      "cmpeq_pd",  "cmpgt_pd",    "cmplt_pd",    "cmpge_pd",   "cvtpd_ps",
    "cvtps_pd",    "cvtepi32_epi64", "narrow8",   "set_m128",    "cmpeq_ps",    "any_set",    "any_set of zero"};

struct Results {
  unsigned char bytes[kOperations][32];
};

// Each operation once on inputs d (8 doubles) and v (16 int32), in one of the two namespaces.
#define MXSIM_RUN_OPERATIONS(NS)                                                     \
  Results results;                                                                   \
  std::memset(&results, 0, sizeof(results));                                         \
  int n = 0;                                                                         \
  auto put = [&](const auto& x) { std::memcpy(results.bytes[n++], &x, sizeof(x)); }; \
  const auto d0 = NS::loadu_pd(d), d1 = NS::loadu_pd(d + 4);                         \
  const auto i0 = NS::loadu_si256(v), i1 = NS::loadu_si256(v + 8);                   \
  put(NS::floor_pd(d0));                                                             \
  put(NS::trunc_pd(d0));                                                             \
  put(NS::add_epi32(i0, i1));                                                        \
  put(NS::sub_epi32(i0, i1));                                                        \
  put(NS::max_epi32(i0, i1));                                                        \
  put(NS::min_epi32(i0, i1));                                                        \
  put(NS::cmpgt_epi32(i0, i1));                                                      \
  put(NS::cmpeq_epi32(i0, NS::and_si256(i0, i1)));                                   \
  put(NS::srli_epi32(i0, 23));                                                       \
  put(NS::add_epi64(i0, i1));                                                        \
  put(NS::cmpgt_epi64(i0, i1));                                                      \
  put(NS::cmpeq_epi64(i0, NS::and_si256(i0, i1)));                                   \
  put(NS::slli_epi64(i0, 52));                                                       \
  put(NS::srli_epi64(i0, 52));                                                       \
  put(NS::and_si256(i0, i1));                                                        \
  put(NS::or_si256(i0, i1));                                                         \
  put(NS::xor_si256(i0, i1));                                                        \
  put(NS::blendv_epi8(i0, i1, NS::castpd_si256(d0)));                                \
  put(NS::add_pd(d0, d1));                                                           \
  put(NS::sub_pd(d0, d1));                                                           \
  put(NS::mul_pd(d0, d1));                                                           \
  put(NS::and_pd(d0, NS::castsi256_pd(i0)));                                         \
  put(NS::blendv_pd(d0, d1, NS::castsi256_pd(i0)));                                  \
  put(NS::cmpeq_pd(d0, d1));                                                         \
  put(NS::cmpgt_pd(d0, d1));                                                         \
  put(NS::cmplt_pd(d0, d1));                                                         \
  put(NS::cmpge_pd(d0, d1));                                                         \
  put(NS::cvtpd_ps(d0));                                                             \
  put(NS::cvtps_pd(NS::high_ps128(NS::castsi256_ps(i0))));                           \
  put(NS::cvtepi32_epi64(NS::high_si128(i0)));                                       \
  put(NS::narrow8(i0, i1));                                                          \
  put(NS::set_m128(NS::cvtpd_ps(d1), NS::low_ps128(NS::castsi256_ps(i1))));          \
  put(NS::cmpeq_ps(NS::castsi256_ps(i0), NS::castsi256_ps(NS::and_si256(i0, i1))));  \
  put(static_cast<int>(NS::any_set(NS::and_si256(i0, i1))));                         \
  put(static_cast<int>(NS::any_set(NS::and_si256(i0, NS::setzero_si256()))));        \
  return results;

__attribute__((target("avx2,fma"), noinline)) Results run_avx2(const double* d, const int32_t* v) {
  MXSIM_RUN_OPERATIONS(avx2)
}
__attribute__((noinline)) Results run_portable(const double* d, const int32_t* v) { MXSIM_RUN_OPERATIONS(portable) }

// fmadd_pd: one rounding (AVX2's FMA) or two (the portable multiply and add); the kernels use it
// only where the product and the sum are exact, so only there must the two agree.
__attribute__((target("avx2,fma"), noinline)) void fmadd_avx2(const double* x, double* out) {
  const avx2::V256d r = avx2::fmadd_pd(avx2::loadu_pd(x), avx2::loadu_pd(x + 4), avx2::loadu_pd(x + 8));
  std::memcpy(out, &r, sizeof(r));
}
__attribute__((noinline)) void fmadd_portable(const double* x, double* out) {
  const portable::V256d r =
      portable::fmadd_pd(portable::loadu_pd(x), portable::loadu_pd(x + 4), portable::loadu_pd(x + 8));
  std::memcpy(out, &r, sizeof(r));
}

}  // namespace

TEST_CASE("the portable lane operations give the AVX2 instructions' bits", "[numerics][isa]") {
  if (!__builtin_cpu_supports("avx2") || !__builtin_cpu_supports("fma")) {
    WARN("no AVX2 on this host: the reference instructions cannot run");
    return;
  }
  const double inf = std::numeric_limits<double>::infinity(), nan = std::numeric_limits<double>::quiet_NaN();
  const std::vector<double> edges = {0.0,
                                     -0.0,
                                     0.5,
                                     -0.5,
                                     1.5,
                                     -1.5,
                                     2.5,
                                     -2.5,
                                     0x1p51 + 0.5,
                                     -0x1p51 - 0.5,
                                     0x1p52 - 0.5,
                                     -0x1p52 + 0.5,
                                     0x1p52,
                                     -0x1p52,
                                     0x1p52 + 1,
                                     0x1p53,
                                     inf,
                                     -inf,
                                     nan,
                                     -nan,
                                     0x1p-1074,
                                     -0x1p-1074,
                                     0.49999999999999994,
                                     -0.49999999999999994,
                                     1e300,
                                     -1e300,
                                     3.0,
                                     -3.0};
  std::mt19937_64 rng(15);
  auto random_double = [&]() {
    switch (rng() % 4) {
      case 0: return edges[rng() % edges.size()];
      case 1: return std::ldexp(static_cast<double>(static_cast<int64_t>(rng())), -static_cast<int>(rng() % 90));
      case 2: return static_cast<double>(static_cast<int64_t>(rng() % 200) - 100) / 4.0;
      default: {
        const uint64_t bits = rng();
        double x;
        std::memcpy(&x, &bits, 8);
        return x;
      }
    }
  };
  int mismatches[kOperations] = {};
  for (int trial = 0; trial < 20000; ++trial) {
    double d[8];
    int32_t v[16];
    for (double& x : d) x = random_double();
    for (int32_t& x : v) x = static_cast<int32_t>(rng() >> (rng() % 40));
    const Results reference = run_avx2(d, v), emulated = run_portable(d, v);
    for (int op = 0; op < kOperations; ++op)
      mismatches[op] += std::memcmp(reference.bytes[op], emulated.bytes[op], 32) != 0;
  }
  for (int op = 0; op < kOperations; ++op) {
    CAPTURE(std::string(kNames[op]));
    CHECK(mismatches[op] == 0);
  }
}

TEST_CASE("fmadd_pd agrees on both paths where the product and the sum are exact", "[numerics][isa]") {
  if (!__builtin_cpu_supports("avx2") || !__builtin_cpu_supports("fma")) {
    WARN("no AVX2 and FMA on this host: the reference instructions cannot run");
    return;
  }
  std::mt19937_64 rng(16);
  int mismatches = 0, inexact_differs = 0;
  for (int trial = 0; trial < 20000; ++trial) {
    // MX-sized significands (up to 12 bits) with exponents that keep a * b + c within 53 bits
    double x[12];
    for (int i = 0; i < 12; ++i) {
      const auto sig = static_cast<double>(static_cast<int64_t>(rng() % 8191) - 4095);
      x[i] = std::ldexp(sig, static_cast<int>(rng() % 20) - 10);
    }
    double avx[4], port[4];
    fmadd_avx2(x, avx);
    fmadd_portable(x, port);
    mismatches += std::memcmp(avx, port, sizeof(avx)) != 0;
  }
  CHECK(mismatches == 0);
  // and the check can fail: an inexact product gives one rounding against two
  const double inexact[12] = {1.0 + 0x1p-30, 1, 1, 1, 1.0 - 0x1p-30, 1, 1, 1, -1, 0, 0, 0};
  double avx[4], port[4];
  fmadd_avx2(inexact, avx);
  fmadd_portable(inexact, port);
  inexact_differs = std::memcmp(avx, port, sizeof(avx)) != 0;
  CHECK(inexact_differs == 1);
}
