#include <catch2/catch.hpp>

#include <random>
#include <set>
#include <vector>

#include "isa/ascend950/datamove.h"
#include "isa/ascend950/layout.h"

using namespace sim::ascend950;

namespace {

std::vector<uint8_t> random_bytes(size_t n, uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<uint8_t> v(n);
  for (auto& x : v) x = static_cast<uint8_t>(rng());
  return v;
}

}  // namespace

TEST_CASE("every layout maps a tile one-to-one into its padded storage", "[ascend950][layout]") {
  for (Layout layout : {Layout::ND, Layout::DN, Layout::NZ, Layout::ZN, Layout::ZZ, Layout::NN, Layout::L0C})
    for (int bits : {4, 8, 16, 32}) {
      if ((layout == Layout::ZZ || layout == Layout::NN) && bits != 8) continue;
      if (layout == Layout::L0C && bits != 32) continue;
      for (auto [rows, cols] : {std::pair<int64_t, int64_t>{1, 1}, {16, 64}, {17, 66}, {40, 10}, {128, 128}}) {
        const Geometry g = geometry(layout, bits, rows, cols);
        std::set<int64_t> seen;
        for (int64_t r = 0; r < rows; ++r)
          for (int64_t c = 0; c < cols; ++c) {
            const int64_t i = g.index(r, c);
            CHECK(i >= 0);
            CHECK(i < g.elements());
            seen.insert(i);
          }
        CAPTURE(name_of(layout), bits, rows, cols);
        CHECK(static_cast<int64_t>(seen.size()) == rows * cols);
      }
    }
}

TEST_CASE("fractal formulas of the fact sheet", "[ascend950][layout]") {
  // NZ FP8 [32, 64]: C0e = 32, Rp = 32: (r, c) -> ((c div 32) * 32 + r) * 32 + c mod 32
  const Geometry nz = geometry(Layout::NZ, 8, 32, 64);
  CHECK(nz.index(1, 33) == (1 * 32 + 1) * 32 + 1);
  CHECK(nz.bytes() == 2048);  // four 512-byte fractals
  // NZ FP4: 64 elements per C0, two per byte, the even element in the low nibble
  const Geometry nz4 = geometry(Layout::NZ, 4, 16, 128);
  CHECK(nz4.index(0, 64) == 16 * 64);
  CHECK(nz4.bytes() == 1024);
  // ZZ scale A [M = 20, G = 3 -> 4]: ((m div 16) * 2 + g div 2) * 32 + (m mod 16) * 2 + g mod 2
  const Geometry zz = geometry(Layout::ZZ, 8, 20, 3);
  CHECK(zz.index(17, 2) == ((1 * 2 + 1) * 32 + 1 * 2 + 0));
  CHECK(zz.bytes() == 32 * 4);
  // NN scale B [G = 4, N = 20]
  const Geometry nn = geometry(Layout::NN, 8, 4, 20);
  CHECK(nn.index(3, 17) == ((1 * 2 + 1) * 32 + 1 * 2 + 1));
  // L0C [M = 20, N = 20] FP32: Mp = 32: ((n div 16) * 32 + m) * 16 + n mod 16; 16 x 16 fractals of 1024 B
  const Geometry c = geometry(Layout::L0C, 32, 20, 20);
  CHECK(c.index(5, 17) == (32 + 5) * 16 + 1);
  CHECK(c.bytes() == 4 * 1024);
}

TEST_CASE("ZN of [K, N] is NZ of [N, K] byte for byte", "[ascend950][layout]") {
  for (int bits : {4, 8, 16}) {
    const int64_t k = 70, n = 40;
    const std::vector<uint8_t> kn = random_bytes(static_cast<size_t>(k * n * bits / 8 + 1), 3);
    std::vector<uint8_t> nk(kn.size(), 0);
    for (int64_t r = 0; r < k; ++r)
      for (int64_t c = 0; c < n; ++c) set(nk.data(), bits, c * k + r, get(kn.data(), bits, r * n + c));
    CHECK(store(geometry(Layout::ZN, bits, k, n), kn.data()) == store(geometry(Layout::NZ, bits, n, k), nk.data()));
  }
}

TEST_CASE("ND2NZ with the standard parameters produces NZ, FP4 moved as bytes", "[ascend950][datamove]") {
  for (int bits : {4, 8, 16, 32}) {
    const int64_t rows = 40, cols = bits == 4 ? 192 : 96;
    const Geometry g = geometry(Layout::NZ, bits, rows, cols);
    const std::vector<uint8_t> nd = random_bytes(static_cast<size_t>(rows * cols * bits / 8), 11);
    std::vector<uint8_t> l1(static_cast<size_t>(g.bytes()), 0xAB);
    const int move_bits = bits == 4 ? 8 : bits;  // b4 moves as b8
    NdNzParams p;
    p.n_value = rows;
    p.d_value = cols * bits / move_bits;
    p.src_d_value = p.d_value;
    p.dst_nz_c0_stride = g.padded_rows();
    p.dst_nz_n_stride = 1;
    REQUIRE_FALSE(nd2nz(l1, nd, move_bits, p));
    std::vector<uint8_t> expected = store(g, nd.data());
    // rows beyond 40 (up to Rp = 48) are not written by the copy; the layout pads them with zeros
    for (int64_t r = rows; r < g.padded_rows(); ++r)
      for (int64_t c = 0; c < g.padded_cols(); ++c)
        set(expected.data(), bits,
            ((c / c0_elements(bits)) * g.padded_rows() + r) * c0_elements(bits) + c % c0_elements(bits),
            get(l1.data(), bits,
                ((c / c0_elements(bits)) * g.padded_rows() + r) * c0_elements(bits) + c % c0_elements(bits)));
    CAPTURE(bits);
    CHECK(l1 == expected);
  }
}

TEST_CASE("the four paired-scale GM layouts reach L1 as ZZ / NN through ND2NZ / DN2NZ .b16", "[ascend950][datamove]") {
  const int64_t m = 40, g = 6;  // G even: pairs j = g / 2
  const int64_t pairs = g / 2;
  const std::vector<uint8_t> scales = random_bytes(static_cast<size_t>(m * g), 5);  // A as [M, G] row-major
  // A-ND [M, G/2, 2] -> DN2NZ.b16: dValue = M, nValue = G/2, srcDValue = G/2, dstNzC0Stride = G/2
  {
    std::vector<uint8_t> l1(static_cast<size_t>(geometry(Layout::ZZ, 8, m, g).bytes()), 0);
    NdNzParams p;
    p.d_value = m;
    p.n_value = pairs;
    p.src_d_value = pairs;
    p.dst_nz_c0_stride = pairs;
    p.dst_nz_n_stride = 1;
    REQUIRE_FALSE(dn2nz(l1, scales, 16, p));
    CHECK(l1 == store(geometry(Layout::ZZ, 8, m, g), scales.data()));
  }
  // A-DN [G/2, M, 2] -> ND2NZ.b16: nValue = G/2, dValue = M, srcDValue = M, dstNzC0Stride = G/2
  {
    std::vector<uint8_t> dn(scales.size());
    for (int64_t r = 0; r < m; ++r)
      for (int64_t j = 0; j < pairs; ++j)
        for (int64_t b = 0; b < 2; ++b)
          dn[static_cast<size_t>((j * m + r) * 2 + b)] = scales[static_cast<size_t>(r * g + 2 * j + b)];
    std::vector<uint8_t> l1(static_cast<size_t>(geometry(Layout::ZZ, 8, m, g).bytes()), 0);
    NdNzParams p;
    p.n_value = pairs;
    p.d_value = m;
    p.src_d_value = m;
    p.dst_nz_c0_stride = pairs;
    p.dst_nz_n_stride = 1;
    REQUIRE_FALSE(nd2nz(l1, dn, 16, p));
    CHECK(l1 == store(geometry(Layout::ZZ, 8, m, g), scales.data()));
  }
  // B-ND [G/2, N, 2] -> ND2NZ.b16 (N = m here): the NN layout of B's [G, N] scales
  {
    const int64_t n = m;
    std::vector<uint8_t> gn(scales.size());  // B scales [G, N] row-major
    for (int64_t gg = 0; gg < g; ++gg)
      for (int64_t c = 0; c < n; ++c) gn[static_cast<size_t>(gg * n + c)] = scales[static_cast<size_t>(c * g + gg)];
    std::vector<uint8_t> paired(scales.size());  // [G/2, N, 2]
    for (int64_t j = 0; j < pairs; ++j)
      for (int64_t c = 0; c < n; ++c)
        for (int64_t b = 0; b < 2; ++b)
          paired[static_cast<size_t>((j * n + c) * 2 + b)] = gn[static_cast<size_t>((2 * j + b) * n + c)];
    std::vector<uint8_t> l1(static_cast<size_t>(geometry(Layout::NN, 8, g, n).bytes()), 0);
    NdNzParams p;
    p.n_value = pairs;
    p.d_value = n;
    p.src_d_value = n;
    p.dst_nz_c0_stride = pairs;
    p.dst_nz_n_stride = 1;
    REQUIRE_FALSE(nd2nz(l1, paired, 16, p));
    CHECK(l1 == store(geometry(Layout::NN, 8, g, n), gn.data()));
  }
}

TEST_CASE("LoadData2D and the MX scale load move whole fractals", "[ascend950][datamove]") {
  // an FP8 [128, 128] NZ tile in L1 copied to L0A as the seed's walk-through does: mStep 8, kStep 4, strides 8
  const Geometry a = geometry(Layout::NZ, 8, 128, 128);
  const std::vector<uint8_t> l1 = random_bytes(static_cast<size_t>(a.bytes()), 9);
  std::vector<uint8_t> l0a(65536, 0);
  REQUIRE_FALSE(load_2d(l0a, l1, Load2dParams{0, 0, 8, 4, 8, 8}));
  CHECK(std::vector<uint8_t>(l0a.begin(), l0a.begin() + a.bytes()) == l1);
  // a window: rows 32..63, K bytes 64..127 of the same tile is the NZ of that sub-matrix
  std::vector<uint8_t> window(4 * 512, 0);
  REQUIRE_FALSE(load_2d(window, l1, Load2dParams{2, 2, 2, 2, 8, 2}));
  const std::vector<uint8_t> logical = load(a, l1.data());
  std::vector<uint8_t> sub(32 * 64);
  for (int64_t r = 0; r < 32; ++r)
    for (int64_t c = 0; c < 64; ++c)
      sub[static_cast<size_t>(r * 64 + c)] = logical[static_cast<size_t>((32 + r) * 128 + 64 + c)];
  CHECK(window == store(geometry(Layout::NZ, 8, 32, 64), sub.data()));
  // scales: ZZ [128, 4] -> L0A_MX with xStep 8, yStep 2, strides 2 (the seed's load_cbuf_to_ca_mx)
  const Geometry zz = geometry(Layout::ZZ, 8, 128, 4);
  const std::vector<uint8_t> scale_l1 = random_bytes(static_cast<size_t>(zz.bytes()), 10);
  std::vector<uint8_t> l0a_mx(4096, 0);
  REQUIRE_FALSE(load_mx(l0a_mx, scale_l1, LoadMxParams{0, 0, 8, 2, 2, 2}));
  CHECK(std::vector<uint8_t>(l0a_mx.begin(), l0a_mx.begin() + zz.bytes()) == scale_l1);
  // ranges and bounds are errors naming the field
  CHECK_THAT(load_2d(l0a, l1, Load2dParams{0, 0, 256, 1, 8, 8}).message, Catch::Contains("mStep = 256"));
  CHECK_THAT(load_2d(window, l1, Load2dParams{0, 0, 8, 4, 8, 8}).message, Catch::Contains("outside L0"));
  CHECK_THAT(load_mx(l0a_mx, scale_l1, LoadMxParams{0, 0, 9, 2, 2, 2}).message, Catch::Contains("outside L1"));
}
