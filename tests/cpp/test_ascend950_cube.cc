#include <catch2/catch.hpp>

#include <cstring>
#include <random>
#include <vector>

#include "isa/ascend950/cube.h"
#include "isa/ascend950/datamove.h"
#include "isa/ascend950/layout.h"
#include "sim/numerics/dot.h"
#include "sim/numerics/mx_matmul.h"

using namespace sim::ascend950;
namespace nm = sim::numerics;

namespace {

struct Buffers {
  std::vector<uint8_t> l0a = std::vector<uint8_t>(65536), l0b = std::vector<uint8_t>(65536);
  std::vector<uint8_t> l0a_mx = std::vector<uint8_t>(4096), l0b_mx = std::vector<uint8_t>(4096);
  std::vector<uint8_t> l0c = std::vector<uint8_t>(262144);
};

// codes one per byte -> packed row-major at `bits`
std::vector<uint8_t> packed(const std::vector<uint8_t>& codes, int bits) {
  std::vector<uint8_t> out((codes.size() * static_cast<size_t>(bits) + 7) / 8, 0);
  for (size_t i = 0; i < codes.size(); ++i) set(out.data(), bits, static_cast<int64_t>(i), codes[i]);
  return out;
}

struct Case {
  int64_t m, n, k;
  std::vector<uint8_t> a, b, sa, sb;  // codes [m, k], [k, n]; scales [m, k/32], [k/32, n]
};

Case random_case(Format fa, Format fb, int64_t m, int64_t n, int64_t k, uint64_t seed) {
  std::mt19937_64 rng(seed);
  Case c{m, n, k, {}, {}, {}, {}};
  const unsigned la = 1u << nm::spec_of(fa).bits, lb = 1u << nm::spec_of(fb).bits;
  c.a.resize(static_cast<size_t>(m * k));
  c.b.resize(static_cast<size_t>(k * n));
  for (auto& x : c.a) x = static_cast<uint8_t>(rng() % la);
  for (auto& x : c.b) x = static_cast<uint8_t>(rng() % lb);
  c.sa.resize(static_cast<size_t>(m * (k / 32)));
  c.sb.resize(static_cast<size_t>((k / 32) * n));
  for (auto& s : c.sa) s = static_cast<uint8_t>(118 + rng() % 16);
  for (auto& s : c.sb) s = static_cast<uint8_t>(118 + rng() % 16);
  return c;
}

// Places a case in L0A/L0B (NZ / ZN) at the given offsets and its scales at offset >> 4 (ZZ / NN).
void place(Buffers& buf, const Case& c, Format fa, Format fb, int64_t a_off, int64_t b_off, bool scales_right = true) {
  const int ba = nm::spec_of(fa).bits, bb = nm::spec_of(fb).bits;
  const int64_t groups = 2 * ((c.k + 63) / 64);
  auto a = store(geometry(Layout::NZ, ba, c.m, c.k), packed(c.a, ba).data());
  auto b = store(geometry(Layout::ZN, bb, c.k, c.n), packed(c.b, bb).data());
  std::copy(a.begin(), a.end(), buf.l0a.begin() + a_off);
  std::copy(b.begin(), b.end(), buf.l0b.begin() + b_off);
  std::vector<uint8_t> sa(static_cast<size_t>(c.m * groups), 0), sb(static_cast<size_t>(groups * c.n), 0);
  for (int64_t i = 0; i < c.m; ++i)
    for (int64_t g = 0; g < c.k / 32; ++g)
      sa[static_cast<size_t>(i * groups + g)] = c.sa[static_cast<size_t>(i * (c.k / 32) + g)];
  for (int64_t g = 0; g < c.k / 32; ++g)
    for (int64_t j = 0; j < c.n; ++j) sb[static_cast<size_t>(g * c.n + j)] = c.sb[static_cast<size_t>(g * c.n + j)];
  auto zz = store(geometry(Layout::ZZ, 8, c.m, groups), sa.data());
  auto nn = store(geometry(Layout::NN, 8, groups, c.n), sb.data());
  const int64_t shift = scales_right ? 0 : 512;
  std::copy(zz.begin(), zz.end(), buf.l0a_mx.begin() + (a_off >> 4) + shift);
  std::copy(nn.begin(), nn.end(), buf.l0b_mx.begin() + (b_off >> 4));
}

std::vector<uint32_t> reference(const Case& c, Format fa, Format fb, const uint32_t* acc = nullptr) {
  std::vector<uint32_t> d(static_cast<size_t>(c.m * c.n));
  nm::mx_matmul(nm::preset_by_name("ascend950_mmad_mx").config, {fa, c.a.data(), c.sa.data()},
                {fb, c.b.data(), c.sb.data()}, static_cast<size_t>(c.m), static_cast<size_t>(c.n),
                static_cast<size_t>(c.k), acc, Format::FP32, d.data());
  return d;
}

std::vector<uint32_t> l0c_result(const Buffers& buf, int64_t m, int64_t n, int64_t c_off = 0) {
  const Geometry g = geometry(Layout::L0C, 32, m, n);
  std::vector<uint32_t> out(static_cast<size_t>(m * n));
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j)
      out[static_cast<size_t>(i * n + j)] = get(buf.l0c.data() + c_off, 32, g.index(i, j));
  return out;
}

MmadMxOperands operands(Buffers& buf, Format fa, Format fb, int64_t a_off, int64_t b_off) {
  MmadMxOperands o;
  o.l0c = buf.l0c;
  o.l0a = buf.l0a;
  o.l0b = buf.l0b;
  o.l0a_mx = buf.l0a_mx;
  o.l0b_mx = buf.l0b_mx;
  o.a_offset = a_off;
  o.b_offset = b_off;
  o.a_format = fa;
  o.b_format = fb;
  return o;
}

}  // namespace

TEST_CASE("mmad_mx equals mx_matmul with the Ascend preset for every FP8 and FP4 pairing", "[ascend950][cube]") {
  const std::pair<Format, Format> pairs[] = {{Format::E4M3, Format::E4M3}, {Format::E4M3, Format::E5M2},
                                             {Format::E5M2, Format::E4M3}, {Format::E5M2, Format::E5M2},
                                             {Format::E2M1, Format::E2M1}, {Format::E2M1, Format::E1M2},
                                             {Format::E1M2, Format::E2M1}, {Format::E1M2, Format::E1M2}};
  uint64_t seed = 1;
  for (const auto& [fa, fb] : pairs) {
    const Case c = random_case(fa, fb, 40, 24, 128, seed++);  // m, n not multiples of 16: padded tails
    Buffers buf;
    place(buf, c, fa, fb, 2048, 4096);
    REQUIRE_FALSE(mmad_mx(operands(buf, fa, fb, 2048, 4096), MmadMxParams{c.m, c.n, c.k, true, false}));
    CAPTURE(nm::spec_of(fa).name, nm::spec_of(fb).name);
    CHECK(l0c_result(buf, c.m, c.n) == reference(c, fa, fb));
  }
}

TEST_CASE("mmad_mx accumulates into L0C, starts from the bias row, and rejects K not a multiple of 64",
          "[ascend950][cube]") {
  const Case c = random_case(Format::E4M3, Format::E4M3, 16, 32, 64, 9);
  Buffers buf;
  place(buf, c, Format::E4M3, Format::E4M3, 0, 0);
  MmadMxOperands o = operands(buf, Format::E4M3, Format::E4M3, 0, 0);
  REQUIRE_FALSE(mmad_mx(o, MmadMxParams{c.m, c.n, c.k, true, false}));
  const std::vector<uint32_t> first = l0c_result(buf, c.m, c.n);
  REQUIRE_FALSE(mmad_mx(o, MmadMxParams{c.m, c.n, c.k, false, false}));  // C += A B
  CHECK(l0c_result(buf, c.m, c.n) == reference(c, Format::E4M3, Format::E4M3, first.data()));
  std::vector<float> bias(static_cast<size_t>(c.n));
  for (size_t j = 0; j < bias.size(); ++j) bias[j] = 0.25f * static_cast<float>(j);
  std::vector<uint32_t> bias_rows(static_cast<size_t>(c.m * c.n));
  for (int64_t i = 0; i < c.m; ++i) std::memcpy(bias_rows.data() + i * c.n, bias.data(), static_cast<size_t>(c.n) * 4);
  o.bias = bias;
  REQUIRE_FALSE(mmad_mx(o, MmadMxParams{c.m, c.n, c.k, false, true}));  // C = bias + A B
  CHECK(l0c_result(buf, c.m, c.n) == reference(c, Format::E4M3, Format::E4M3, bias_rows.data()));
  CHECK_THAT(mmad_mx(o, MmadMxParams{16, 32, 96, true, false}).message,
             Catch::Contains("k = 96; expected a multiple of 64"));
}

TEST_CASE("mmad_mx reads scales at addr >> 4 wherever the program put them", "[ascend950][cube]") {
  // the right scales 512 bytes past addr >> 4; what lies at addr >> 4 is what the Cube multiplies by
  const Case c = random_case(Format::E4M3, Format::E4M3, 32, 16, 128, 4);
  Buffers buf;
  std::mt19937_64 rng(8);
  for (auto& x : buf.l0a_mx) x = static_cast<uint8_t>(110 + rng() % 30);
  place(buf, c, Format::E4M3, Format::E4M3, 1024, 0, /*scales_right=*/false);
  REQUIRE_FALSE(mmad_mx(operands(buf, Format::E4M3, Format::E4M3, 1024, 0), MmadMxParams{c.m, c.n, c.k, true, false}));
  Case seen = c;  // independent: the scales at (1024 >> 4) = 64, read as ZZ [32, 4]
  const Geometry zz = geometry(Layout::ZZ, 8, c.m, 4);
  for (int64_t i = 0; i < c.m; ++i)
    for (int64_t g = 0; g < 4; ++g)
      seen.sa[static_cast<size_t>(i * 4 + g)] = buf.l0a_mx[static_cast<size_t>(64 + zz.index(i, g))];
  CHECK(l0c_result(buf, c.m, c.n) == reference(seen, Format::E4M3, Format::E4M3));
  CHECK(l0c_result(buf, c.m, c.n) != reference(c, Format::E4M3, Format::E4M3));
}

TEST_CASE("the seed's MXFP8 128^3 all-ones case gives 128.0 and FIXPIPE writes it as ND", "[ascend950][cube]") {
  Case c{128,
         128,
         128,
         std::vector<uint8_t>(128 * 128, 0x38),
         std::vector<uint8_t>(128 * 128, 0x38),
         std::vector<uint8_t>(128 * 4, 127),
         std::vector<uint8_t>(4 * 128, 127)};
  Buffers buf;
  place(buf, c, Format::E4M3, Format::E4M3, 0, 0);
  REQUIRE_FALSE(mmad_mx(operands(buf, Format::E4M3, Format::E4M3, 0, 0), MmadMxParams{128, 128, 128, true, false}));
  for (Format out : {Format::FP32, Format::BF16, Format::FP16}) {
    const int bytes = nm::spec_of(out).storage_bytes();
    std::vector<uint8_t> gm(static_cast<size_t>(128 * 128 * bytes));
    REQUIRE_FALSE(fixpipe_nz2nd(gm, 0, buf.l0c, 0, FixpipeParams{128, 128, 128, 128, out}));
    const uint32_t expected = out == Format::FP32 ? 0x43000000u : out == Format::BF16 ? 0x4300u : 0x5800u;
    bool all = true;
    for (int64_t i = 0; i < 128 * 128; ++i) all = all && get(gm.data(), bytes * 8, i) == expected;
    CAPTURE(nm::spec_of(out).name);
    CHECK(all);
  }
  // with NZ2ND an N tail is stored as is: 120 columns, rows 120 elements apart, nothing beyond
  std::vector<uint8_t> gm(128 * 120 * 4 + 4, 0xEE);
  REQUIRE_FALSE(fixpipe_nz2nd(gm, 0, buf.l0c, 0, FixpipeParams{128, 120, 128, 120, Format::FP32}));
  bool all = true;
  for (int64_t i = 0; i < 128 * 120; ++i) all = all && get(gm.data(), 32, i) == 0x43000000u;
  CHECK(all);
  CHECK(gm[128 * 120 * 4] == 0xEE);
}

TEST_CASE("hostile offsets, strides and modes are errors, not out-of-bounds accesses", "[ascend950][cube]") {
  Buffers buf;
  MmadMxOperands o = operands(buf, Format::E4M3, Format::E4M3, 0, 0);
  o.c_offset = INT64_MAX - 10;
  CHECK_THAT(mmad_mx(o, MmadMxParams{16, 16, 64, true, false}).message, Catch::Contains("C of"));
  o.c_offset = 0;
  CHECK_THAT(mmad_mx(o, MmadMxParams{1, 16, 64, true, false, false}).message, Catch::Contains("GEMV"));
  std::vector<uint8_t> gm(1024);
  CHECK_THAT(fixpipe_nz2nd(gm, 0, buf.l0c, 0, FixpipeParams{16, 32, (int64_t{1} << 57) + 16, 32, Format::FP32}).message,
             Catch::Contains("srcStride"));
  CHECK_THAT(fixpipe_nz2nd(gm, 0, buf.l0c, 0, FixpipeParams{16, 32, 16, int64_t{1} << 40, Format::FP32}).message,
             Catch::Contains("dstStride"));
  CHECK_THAT(load_2d(buf.l0a, buf.l0b, Load2dParams{INT64_MAX / 512, 0, 1, 1, 1, 1}).message,
             Catch::Contains("mStartPosition"));
  CHECK_THAT(load_mx(buf.l0a_mx, buf.l0b_mx, LoadMxParams{0, 0, 1, 1, INT64_MAX, 1}).message,
             Catch::Contains("srcStride"));
  NdNzParams p;
  p.n_value = 2;
  p.d_value = 2;
  p.src_d_value = 2;
  CHECK_THAT(nd2nz(buf.l0a, buf.l0b, 4, p).message, Catch::Contains("FP4 data moves as b8"));
  p.src_nd_matrix_stride = INT64_MAX;
  CHECK_THAT(nd2nz(buf.l0a, buf.l0b, 8, p).message, Catch::Contains("srcNdMatrixStride"));
}
