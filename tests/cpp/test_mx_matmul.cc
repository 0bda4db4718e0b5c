#include <catch2/catch.hpp>

#include <atomic>
#include <cmath>
#include <cstring>
#include <random>
#include <stdexcept>
#include <thread>
#include <vector>

#include "sim/numerics/convert.h"
#include "sim/numerics/cpu_isa.h"
#include "sim/numerics/decode.h"
#include "sim/numerics/exact_value.h"
#include "sim/numerics/lane_dot.h"
#include "sim/numerics/mx_matmul.h"
#include "sim/numerics/parallel.h"

using namespace sim::numerics;

namespace {

struct Problem {
  size_t m, n, k;
  std::vector<uint8_t> a, b, sa, sb;
  std::vector<uint32_t> c;
};

// specials: a NaN scale on row 0 and a tiny scale; wide scales use the whole E8M0 range, so sums
// overflow FP32 (and stay Inf) or vanish; narrow ones two binades (2^-1, 2^0) with C a multiple of
// 2^-4, as quantized real data has them, where the exact kernel proves its sums exact (tile_kernels.h:
// ExactRounding).
// quantized: elements as quantized real data has them, in the format's top six binades or zero
// (the lane kernels' uncut groups, lane_kernel_body.h, take those), except A's first row, whose
// elements come from anywhere in the format (groups whose bounds fail, beside ones that hold).
Problem random_problem(Format fa, Format fb, size_t m, size_t n, size_t k, uint64_t seed, bool specials,
                       bool wide_scales = false, bool narrow_scales = false, bool quantized = false) {
  std::mt19937_64 rng(seed);
  Problem p{m, n, k, {}, {}, {}, {}, {}};
  const unsigned limit_a = 1u << spec_of(fa).bits, limit_b = 1u << spec_of(fb).bits;
  p.a.resize(m * k);
  p.b.resize(k * n);
  // narrow problems hold finite elements only (a NaN or Inf element makes the bound infinite)
  auto code = [&](Format f, unsigned limit) {
    const double largest = max_finite(f);
    for (;;) {
      const auto x = static_cast<uint8_t>(rng() % limit);
      const double value = to_double(decode(f, x));
      if (quantized) {
        if (!std::isfinite(value)) continue;
        if ((rng() % 100 < 3 && value == 0) || std::fabs(value) >= std::ldexp(largest, -6)) return x;
        continue;
      }
      if (!narrow_scales || std::isfinite(value)) return x;
    }
  };
  for (auto& x : p.a) x = code(fa, limit_a);
  for (auto& x : p.b) x = code(fb, limit_b);
  for (size_t kk = 0; kk < k && quantized; ++kk)
    for (;;) {
      p.a[kk] = static_cast<uint8_t>(rng() % limit_a);
      if (std::isfinite(to_double(decode(fa, p.a[kk])))) break;
    }
  p.sa.resize(m * k / 32);
  p.sb.resize(k / 32 * n);
  auto scale = [&] {
    return static_cast<uint8_t>(wide_scales ? rng() % 255 : narrow_scales ? 126 + rng() % 2 : 120 + rng() % 16);
  };
  for (auto& s : p.sa) s = scale();
  for (auto& s : p.sb) s = scale();
  if (specials) {
    p.sa[0] = 0xFF;  // a NaN scale poisons row 0
    p.sb[1] = 0;     // a tiny scale
  }
  p.c.resize(m * n);
  std::uniform_real_distribution<float> unit(-4.0f, 4.0f);
  for (auto& c : p.c) {
    const float v = narrow_scales ? static_cast<float>(static_cast<int>(rng() % 129) - 64) / 16.0f : unit(rng);
    std::memcpy(&c, &v, 4);
  }
  return p;
}

// The reference: one fused_dot per output element.
uint32_t reference(const DotConfig& config, Format fa, Format fb, const Problem& p, size_t i, size_t j) {
  std::vector<Operand> a(p.k), b(p.k);
  std::vector<uint8_t> sb(p.k / 32);
  for (size_t kk = 0; kk < p.k; ++kk) {
    a[kk] = make_operand(spec_of(fa), p.a[i * p.k + kk], config.subnormal_inputs);
    b[kk] = make_operand(spec_of(fb), p.b[kk * p.n + j], config.subnormal_inputs);
  }
  for (size_t blk = 0; blk < p.k / 32; ++blk) sb[blk] = p.sb[blk * p.n + j];
  DotInput input;
  input.a = a.data();
  input.b = b.data();
  input.k = p.k;
  input.scale_a = p.sa.data() + i * (p.k / 32);
  input.scale_b = sb.data();
  input.c_bits = p.c[i * p.n + j];
  return static_cast<uint32_t>(fused_dot(config, output_for(config, Format::FP32), input));
}

// mx_matmul of the problem (the lane kernels' record of uncut tries reset first, so that each
// problem tries them afresh) and the elements whose bits differ from the engine's.
size_t engine_mismatches(const DotConfig& config, Format fa, Format fb, const Problem& p) {
  std::vector<uint32_t> d(p.m * p.n);
  reset_uncut_tries();
  mx_matmul(config, {fa, p.a.data(), p.sa.data()}, {fb, p.b.data(), p.sb.data()}, p.m, p.n, p.k, p.c.data(),
            Format::FP32, d.data());
  size_t mismatches = 0;
  for (size_t i = 0; i < p.m; ++i)
    for (size_t j = 0; j < p.n; ++j) mismatches += d[i * p.n + j] != reference(config, fa, fb, p, i, j);
  return mismatches;
}

}  // namespace

namespace {

// `entry`: where c enters, for every preset (CEntry::AddedToResult sends the fast paths that do
// not take it back to the engine, and compact_dot adds c itself).
void check_every_preset_against_the_engine(CEntry entry = CEntry::RunningSum) {
  const std::pair<Format, Format> pairs[] = {{Format::E4M3, Format::E4M3}, {Format::E5M2, Format::E5M2},
                                             {Format::E2M1, Format::E2M1}, {Format::E3M2, Format::E2M3},
                                             {Format::E4M3, Format::E2M1}, {Format::E1M2, Format::E1M2},
                                             {Format::HIF8, Format::HIF8}};
  uint64_t seed = 1;
  for (int preset = 0; preset < kPresetCount; ++preset) {
    PresetSpec spec = kPresetSpecs[preset];
    spec.config.c_entry = entry;
    for (const auto& [fa, fb] : pairs) {
      for (int variant = 0; variant < 5; ++variant) {
        const bool specials = variant == 1, wide = variant == 2, narrow = variant == 3, quantized = variant == 4;
        // K = 320: two whole K chunks of the exact kernels and a partial one; the narrow problems
        // span whole exact tiles (12 x 16 on AVX2) and partial ones in both directions
        const Problem p = narrow      ? random_problem(fa, fb, 26, 35, 320, seed++, false, false, true)
                          : quantized ? random_problem(fa, fb, 9, 17, 320, seed++, false, false, false, true)
                                      : random_problem(fa, fb, 9, 17, 320, seed++, specials, wide);
        const size_t mismatches = engine_mismatches(spec.config, fa, fb, p);
        CAPTURE(spec.name, spec_of(fa).name, spec_of(fb).name, variant);
        CHECK(mismatches == 0);
      }
    }
  }
}

}  // namespace

TEST_CASE("mx_matmul equals one fused_dot per element for every preset and format pair", "[numerics][matmul]") {
  check_every_preset_against_the_engine();
}

TEST_CASE("mx_matmul equals fused_dot with c added to the result, for every preset", "[numerics][matmul]") {
  check_every_preset_against_the_engine(CEntry::AddedToResult);
}

TEST_CASE("the portable lane path gives the same bits", "[numerics][matmul]") {
  use_portable_lanes(true);
  check_every_preset_against_the_engine();
  use_portable_lanes(false);
}

TEST_CASE("every ISA path gives the engine's bits", "[numerics][matmul][isa]") {
  // each kernel build the host can run (cpu_isa.h), forced in turn: the exact and grouped
  // micro-kernels, the compact sums and the lanes
  const Isa before = active_isa();
  for (Isa isa : {Isa::Portable, Isa::Avx2, Isa::Avx512}) {
    if (isa > host_isa()) continue;
    set_isa(isa);
    CAPTURE(isa_name(isa));
    check_every_preset_against_the_engine();
  }
  set_isa(before);
  CHECK(!isa_by_name("sse9"));
}

TEST_CASE("the exact kernel rounds each block only where a bound cannot prove the sum exact", "[numerics][matmul]") {
  auto mode = [](Format f, const Problem& p) {
    std::vector<float> c(p.c.size());
    std::memcpy(c.data(), p.c.data(), c.size() * 4);
    return exact_rounding_for({f, p.a.data(), p.sa.data()}, {f, p.b.data(), p.sb.data()}, p.m, p.n, p.k, c.data());
  };
  // FP4 on two binades of scales, C in 2^-4 steps: every sum below 2^24 quanta, no rounding at all
  CHECK(mode(Format::E2M1, random_problem(Format::E2M1, Format::E2M1, 26, 35, 320, 1, false, false, true)) ==
        ExactRounding::Final);
  // FP8 there (without its NaN codes, which make the bound NaN): sums exact in binary64 (below
  // 2^53 quanta), one narrowing per block
  Problem fp8 = random_problem(Format::E4M3, Format::E4M3, 26, 35, 320, 2, false, false, true);
  CHECK(mode(Format::E4M3, fp8) == ExactRounding::ExactSums);
  fp8.a[3] = 0x7F;
  CHECK(mode(Format::E4M3, fp8) == ExactRounding::RoundToOdd);
  // sixteen binades of scales, C arbitrary FP32: round-to-odd per block
  CHECK(mode(Format::E4M3, random_problem(Format::E4M3, Format::E4M3, 9, 17, 320, 3, false)) ==
        ExactRounding::RoundToOdd);
  // a NaN scale, or an infinite C, makes the bound infinite
  Problem nan_scale = random_problem(Format::E2M1, Format::E2M1, 26, 35, 320, 4, false, false, true);
  nan_scale.sa[5] = 0xFF;
  CHECK(mode(Format::E2M1, nan_scale) == ExactRounding::RoundToOdd);
  Problem infinite_c = random_problem(Format::E2M1, Format::E2M1, 26, 35, 320, 5, false, false, true);
  infinite_c.c[7] = 0x7F800000u;
  CHECK(mode(Format::E2M1, infinite_c) == ExactRounding::RoundToOdd);
}

TEST_CASE("the lane kernels' uncut groups cut what the cutting path cuts", "[numerics][matmul]") {
  // Quantized E4M3 data reshaped so that the uncut groups (lane_kernel_body.h, uncut_group) meet
  // the cases their bounds alone do not settle: products with k mod 4 in {0, 1} about 2^-8 of the
  // others (the two-pass presets' first result lies far below the second pass's products, whose
  // own exponents set its grid), and c far below or far above the products (c is cut, or sets
  // the grid).
  for (const double c_scale : {0x1p-30, 1.0, 0x1p20}) {
    Problem p = random_problem(Format::E4M3, Format::E4M3, 9, 17, 320, 31, false, false, false, true);
    std::mt19937_64 rng(32);
    for (size_t i = 0; i < p.m; ++i)
      for (size_t kk = 0; kk < p.k; ++kk)
        if (kk % 4 < 2 && p.a[i * p.k + kk] != 0)  // 2^-4 or 2^-3, any mantissa, the code's sign
          p.a[i * p.k + kk] = static_cast<uint8_t>((p.a[i * p.k + kk] & 0x80) | ((3 + rng() % 2) << 3) | (rng() % 8));
    for (auto& c : p.c) {
      float v;
      std::memcpy(&v, &c, 4);
      v = static_cast<float>(v * c_scale);
      std::memcpy(&c, &v, 4);
    }
    for (int preset = 0; preset < kPresetCount; ++preset) {
      const PresetSpec& spec = kPresetSpecs[preset];
      const size_t mismatches = engine_mismatches(spec.config, Format::E4M3, Format::E4M3, p);
      CAPTURE(spec.name, c_scale);
      CHECK(mismatches == 0);
      // the two-pass presets took the uncut path on most groups (the checks above saw it work)
      if (preset == static_cast<int>(Preset::BlackwellFp8) || preset == static_cast<int>(Preset::HopperFp8Mma))
        CHECK(this_thread_uncut_tries().tries > 2 * this_thread_uncut_tries().failures);
    }
  }
}

TEST_CASE("mx_matmul is identical for any thread count", "[numerics][matmul]") {
  const Problem p = random_problem(Format::E4M3, Format::E4M3, 40, 33, 256, 7, false);
  for (Preset preset : {Preset::Exact, Preset::HopperFp8, Preset::Trn3MatmulMx}) {
    std::vector<uint32_t> one(p.m * p.n), two(p.m * p.n);
    set_thread_count(1);
    mx_matmul(spec_of(preset).config, {Format::E4M3, p.a.data(), p.sa.data()}, {Format::E4M3, p.b.data(), p.sb.data()},
              p.m, p.n, p.k, p.c.data(), Format::FP32, one.data());
    set_thread_count(3);
    mx_matmul(spec_of(preset).config, {Format::E4M3, p.a.data(), p.sa.data()}, {Format::E4M3, p.b.data(), p.sb.data()},
              p.m, p.n, p.k, p.c.data(), Format::FP32, two.data());
    set_thread_count(0);
    CHECK(one == two);
  }
}

TEST_CASE("mx_matmul rejects bad shapes and formats", "[numerics][matmul]") {
  std::vector<uint8_t> codes(64), scales(2);
  CHECK_THROWS_WITH(
      mx_matmul(spec_of(Preset::Exact).config, {Format::E4M3, codes.data(), scales.data()},
                {Format::E4M3, codes.data(), scales.data()}, 1, 1, 48, nullptr, Format::FP32, codes.data()),
      Catch::Contains("K = 48 is not a multiple of the block size 32"));
  CHECK_THROWS_WITH(
      mx_matmul(spec_of(Preset::Exact).config, {Format::E8M0, codes.data(), scales.data()},
                {Format::E4M3, codes.data(), scales.data()}, 1, 1, 32, nullptr, Format::FP32, codes.data()),
      Catch::Contains("expected an 8-bit-or-narrower element"));
}

TEST_CASE("grouped exact path recomputes sums that double rounding would get wrong", "[numerics][matmul]") {
  // trn3_nc_matmul_mx: acc = 2^40, group = 256*256 + 2^-9*2^-9 = 2^16 + 2^-18. The sum needs 58
  // bits, so in binary64 it rounds to 2^40 + 2^16, an FP32 midpoint, which would round to even
  // (2^40); the exact sum lies above the midpoint, so the correct FP32 result is 2^40 + 2^17.
  const DotConfig& config = preset_by_name("trn3_nc_matmul_mx").config;
  const size_t m = 3, n = 17, k = 64;
  std::vector<uint8_t> a(m * k, 0), b(k * n, 0), sa(m * k / 32, 127), sb(k / 32 * n, 127);
  for (size_t i = 0; i < m; ++i) {
    a[i * k + 0] = 0x78;  // 256
    a[i * k + 1] = 0x01;  // 2^-9
  }
  for (size_t j = 0; j < n; ++j) {
    b[0 * n + j] = 0x78;
    b[1 * n + j] = 0x01;
  }
  const float two40 = 1099511627776.0f;
  std::vector<uint32_t> c(m * n), d(m * n);
  for (auto& x : c) std::memcpy(&x, &two40, 4);
  mx_matmul(config, {Format::E4M3, a.data(), sa.data()}, {Format::E4M3, b.data(), sb.data()}, m, n, k, c.data(),
            Format::FP32, d.data());
  const float expected = two40 + 131072.0f;  // 2^40 + 2^17
  uint32_t expected_bits;
  std::memcpy(&expected_bits, &expected, 4);
  for (uint32_t bits : d) CHECK(bits == expected_bits);
}

TEST_CASE("grouped exact path without hazard checks equals the engine (narrow scales, many roundings)",
          "[numerics][matmul]") {
  // Scales within a few binades keep every sum provably exact in binary64, so the kernel rounds
  // with its add-and-subtract trick; every element is compared with fused_dot.
  for (const char* preset : {"trn3_nc_matmul_mx", "trn3_nc_matmul"}) {
    const DotConfig& config = preset_by_name(preset).config;
    uint64_t seed = 77;
    for (const auto& [fa, fb] : {std::pair{Format::E4M3, Format::E4M3}, std::pair{Format::E2M1, Format::E2M1},
                                 std::pair{Format::E4M3, Format::E2M1}}) {
      Problem p = random_problem(fa, fb, 9, 17, 512, seed++, false);
      std::mt19937_64 rng(seed);
      for (auto& s : p.sa) s = static_cast<uint8_t>(125 + rng() % 3);
      for (auto& s : p.sb) s = static_cast<uint8_t>(125 + rng() % 3);
      // no E4M3 NaN codes, and C on a coarse grid, so that the exactness bound holds
      for (auto& x : p.a)
        if (fa == Format::E4M3 && (x & 0x7F) == 0x7F) x = 0x7E;
      for (auto& x : p.b)
        if (fb == Format::E4M3 && (x & 0x7F) == 0x7F) x = 0x7E;
      for (auto& c : p.c) {
        const float v = static_cast<float>(static_cast<int>(rng() % 8192) - 4096) / 1024.0f;
        std::memcpy(&c, &v, 4);
      }
      const size_t mismatches = engine_mismatches(config, fa, fb, p);
      CAPTURE(preset, spec_of(fa).name, spec_of(fb).name);
      CHECK(mismatches == 0);
    }
  }
}

TEST_CASE("fast paths keep the engine's NaN policy and the sign of an empty sum", "[numerics][matmul]") {
  // K = 0 with C = -0: the engine's empty sum is +0
  const uint32_t minus_zero = 0x80000000u;
  uint32_t d = 1;
  for (const char* preset : {"exact", "trn3_nc_matmul_mx"}) {
    mx_matmul(preset_by_name(preset).config, {Format::E4M3, nullptr, nullptr}, {Format::E4M3, nullptr, nullptr}, 1, 1,
              0, &minus_zero, Format::FP32, &d);
    CAPTURE(preset);
    CHECK(d == 0u);
  }
  // the exact preset with an all-ones NaN result: a NaN scale gives 0x7FFFFFFF, as the engine does
  DotConfig config = preset_by_name("exact").config;
  config.nan = NanResult::AllOnes;
  std::vector<uint8_t> a(32, 0x38), b(32, 0x38), sa(1, 0xFF), sb(1, 127);
  mx_matmul(config, {Format::E4M3, a.data(), sa.data()}, {Format::E4M3, b.data(), sb.data()}, 1, 1, 32, nullptr,
            Format::FP32, &d);
  CHECK(d == 0x7FFFFFFFu);
}

TEST_CASE("the worker pool: concurrent callers, nested calls and errors", "[numerics][parallel]") {
  // two threads using parallel_for at once (one gets the pool, the other runs serially), a body
  // calling parallel_for again (serial inside a worker), and an exception from a chunk
  const Problem p = random_problem(Format::E4M3, Format::E4M3, 64, 48, 256, 11, false);
  auto run = [&] {
    std::vector<uint32_t> d(p.m * p.n);
    mx_matmul(spec_of(Preset::Exact).config, {Format::E4M3, p.a.data(), p.sa.data()},
              {Format::E4M3, p.b.data(), p.sb.data()}, p.m, p.n, p.k, p.c.data(), Format::FP32, d.data());
    return d;
  };
  const std::vector<uint32_t> alone = run();
  std::vector<uint32_t> first, second;
  std::thread other([&] { second = run(); });
  first = run();
  other.join();
  CHECK(first == alone);
  CHECK(second == alone);
  std::atomic<size_t> covered{0};
  parallel_for(64, 1, [&](size_t begin, size_t end) {
    parallel_for(end - begin, 1, [&](size_t b, size_t e) { covered += e - b; });
  });
  CHECK(covered == 64);
  CHECK_THROWS_WITH(parallel_for(64, 1,
                                 [](size_t begin, size_t) {
                                   if (begin > 0) throw std::runtime_error("chunk failed");
                                 }),
                    "chunk failed");
}
