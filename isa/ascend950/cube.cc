#include "isa/ascend950/cube.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <stdexcept>
#include <string>
#include <vector>

#include "isa/ascend950/checks.h"
#include "isa/ascend950/layout.h"
#include "sim/numerics/convert.h"
#include "sim/numerics/dot.h"
#include "sim/numerics/mx_matmul.h"

namespace sim::ascend950 {

namespace nm = sim::numerics;

namespace {

Fault check_fits(const char* what, int64_t offset, int64_t bytes, size_t size) {
  if (!fits(offset, bytes, size))
    return Fault::access(std::string(what) + " of " + std::to_string(bytes) + " bytes at " + std::to_string(offset) +
                         " lies outside its " + std::to_string(size) + "-byte buffer");
  return {};
}

// The nearest integer to v, ties to even, saturated to [lo, hi]; NaN is 0.
double integer_nearest_even(double v, double lo, double hi) {
  if (std::isnan(v)) return 0;
  if (v <= lo) return lo;
  if (v >= hi) return hi;
  const double below = std::floor(v), fraction = v - below;  // exact: |v| < 2^8
  const bool up = fraction > 0.5 || (fraction == 0.5 && std::fmod(below, 2) != 0);
  return std::clamp(up ? below + 1 : below, lo, hi);
}

}  // namespace

Fault mmad_mx(const MmadMxOperands& o, const MmadMxParams& p, std::unique_ptr<PendingMmad>* deferred) {
  // a landed product lent for its buffers: *deferred holds a product again only if one starts
  std::unique_ptr<PendingMmad> lent = deferred ? std::move(*deferred) : nullptr;
  if (Fault fault = check_range("m", p.m, 0, 4095)) return fault;
  if (Fault fault = check_range("n", p.n, 0, 4095)) return fault;
  if (Fault fault = check_range("k", p.k, 0, 4095)) return fault;
  if (p.m == 0 || p.n == 0 || p.k == 0) return {};  // a NOP (asc-devkit Mmad)
  if (p.m == 1 && !p.disable_gemv)
    return Fault::field_range(
        "m = 1 with GEMV on (L0A read as ND) is not modelled; expected disable_gemv (pto and "
        "pypto always disable it for MX)");
  if (p.k % 64 != 0) return Fault::field_range("k = " + std::to_string(p.k) + "; expected a multiple of 64");
  const int bits_a = nm::spec_of(o.a_format).bits, bits_b = nm::spec_of(o.b_format).bits;
  const int64_t groups = 2 * ((p.k + 63) / 64);
  const Geometry a = geometry(Layout::NZ, bits_a, p.m, p.k);
  const Geometry b = geometry(Layout::ZN, bits_b, p.k, p.n);
  const Geometry sa = geometry(Layout::ZZ, 8, p.m, groups);
  const Geometry sb = geometry(Layout::NN, 8, groups, p.n);
  const Geometry c = geometry(Layout::L0C, 32, p.m, p.n);
  const int64_t sa_offset = o.a_offset >> 4, sb_offset = o.b_offset >> 4;
  if (Fault fault = check_fits("A", o.a_offset, a.bytes(), o.l0a.size())) return fault;
  if (Fault fault = check_fits("B", o.b_offset, b.bytes(), o.l0b.size())) return fault;
  if (Fault fault = check_fits("scale A", sa_offset, sa.bytes(), o.l0a_mx.size())) return fault;
  if (Fault fault = check_fits("scale B", sb_offset, sb.bytes(), o.l0b_mx.size())) return fault;
  if (Fault fault = check_fits("C", o.c_offset, c.bytes(), o.l0c.size())) return fault;
  if (!p.init && p.from_bias && static_cast<int64_t>(o.bias.size()) < p.n)
    return Fault::field_range("bias of " + std::to_string(o.bias.size()) +
                              " values; expected n = " + std::to_string(p.n));

  // gather the operands into mx_matmul's row-major codes ([m, k], [k, n]) and scales, owned by the
  // product (its tiles may outlive this call: pending_mmad.h)
  std::unique_ptr<PendingMmad> work = lent ? std::move(lent) : std::make_unique<PendingMmad>();
  std::vector<uint8_t>&a_codes = work->a_codes, &b_codes = work->b_codes;
  std::vector<uint8_t>&a_scales = work->a_scales, &b_scales = work->b_scales;
  a_codes.resize(static_cast<size_t>(p.m * p.k));
  b_codes.resize(static_cast<size_t>(p.k * p.n));
  a_scales.resize(static_cast<size_t>(p.m * (p.k / 32)));
  b_scales.resize(static_cast<size_t>((p.k / 32) * p.n));
  const uint8_t* a_base = o.l0a.data() + o.a_offset;
  const uint8_t* b_base = o.l0b.data() + o.b_offset;
  if (bits_a == 8) {
    // NZ: row i's elements of C0 chunk q lie together at ((q * padded rows + i) * C0)
    const int64_t c0 = c0_elements(8), rows = a.padded_rows();
    // (k is a multiple of 64, so every chunk is whole: one inlined 32-byte move each)
    for (int64_t i = 0; i < p.m; ++i)
      for (int64_t q = 0; q * c0 < p.k; ++q)
        std::memcpy(&a_codes[static_cast<size_t>(i * p.k + q * c0)], a_base + (q * rows + i) * c0,
                    static_cast<size_t>(kC0Bytes));
  } else {
    for (int64_t i = 0; i < p.m; ++i)
      for (int64_t kk = 0; kk < p.k; ++kk)
        a_codes[static_cast<size_t>(i * p.k + kk)] = static_cast<uint8_t>(get(a_base, bits_a, a.index(i, kk)));
  }
  if (bits_b == 8) {
    // ZN: column j's elements of C0 chunk q (along K) lie together at ((q * padded cols + j) * C0);
    // each row of B is written in order, reading its elements C0 apart
    const int64_t c0 = c0_elements(8), cols = b.padded_cols();
    for (int64_t q = 0; q * c0 < p.k; ++q)
      for (int64_t e = 0; e < std::min(c0, p.k - q * c0); ++e) {
        const uint8_t* column_chunks = b_base + q * cols * c0 + e;
        uint8_t* row = &b_codes[static_cast<size_t>((q * c0 + e) * p.n)];
        for (int64_t j = 0; j < p.n; ++j) row[j] = column_chunks[j * c0];
      }
  } else {
    for (int64_t kk = 0; kk < p.k; ++kk)
      for (int64_t j = 0; j < p.n; ++j)
        b_codes[static_cast<size_t>(kk * p.n + j)] = static_cast<uint8_t>(get(b_base, bits_b, b.index(kk, j)));
  }
  // the scales: ZZ [M, G] and NN [G, N] keep each (row or column, pair of groups) as 2 bytes of a
  // 32-byte fractal row (Geometry::index spelled out, so that the loops carry no layout switch)
  const int64_t group_pairs = sa.padded_cols() / 2;
  for (int64_t i = 0; i < p.m; ++i) {
    const uint8_t* row = o.l0a_mx.data() + sa_offset + (i / 16) * group_pairs * 32 + (i % 16) * 2;
    for (int64_t g = 0; g < p.k / 32; ++g)
      a_scales[static_cast<size_t>(i * (p.k / 32) + g)] = row[(g / 2) * 32 + g % 2];
  }
  const int64_t b_group_pairs = sb.padded_rows() / 2;
  for (int64_t g = 0; g < p.k / 32; ++g) {
    const uint8_t* pair = o.l0b_mx.data() + sb_offset + (g / 2) * 32 + g % 2;
    for (int64_t j = 0; j < p.n; ++j)
      b_scales[static_cast<size_t>(g * p.n + j)] = pair[(j / 16) * b_group_pairs * 32 + (j % 16) * 2];
  }

  // the accumulator input: 0 (init), the bias row, or what L0C holds
  std::vector<uint32_t>& acc = work->acc;
  if (!p.init) acc.resize(static_cast<size_t>(p.m * p.n));
  uint8_t* c_base = o.l0c.data() + o.c_offset;
  // L0C: row i's values of 16-column chunk q lie together at ((q * padded rows + i) * 16), little-endian
  // FP32 words (x86-64 hosts: a word's bytes are the host's)
  const int64_t c_rows = c.padded_rows();
  if (!p.init && p.from_bias) {
    for (int64_t i = 0; i < p.m; ++i) std::memcpy(&acc[static_cast<size_t>(i * p.n)], o.bias.data(), p.n * 4);
  } else if (!p.init) {
    for (int64_t i = 0; i < p.m; ++i)
      for (int64_t q = 0; q * 16 < p.n; ++q)
        copy_l0c_chunk(&acc[static_cast<size_t>(i * p.n + q * 16)], c_base + (q * c_rows + i) * 64, p.n - q * 16);
  }
  work->d.resize(static_cast<size_t>(p.m * p.n));
  work->c_base = c_base;
  work->m = p.m;
  work->n = p.n;
  work->c_rows = c_rows;
  work->job = std::make_unique<nm::MxMatmulJob>(
      o.config ? *o.config : nm::spec_of(nm::Preset::Ascend950MmadMx).config,
      nm::MxMatrix{o.a_format, a_codes.data(), a_scales.data()},
      nm::MxMatrix{o.b_format, b_codes.data(), b_scales.data()}, static_cast<size_t>(p.m), static_cast<size_t>(p.n),
      static_cast<size_t>(p.k), p.init ? nullptr : acc.data(), Format::FP32, work->d.data());
  if (deferred) {
    work->job->start();
    *deferred = std::move(work);
    return {};
  }
  work->land();
  return {};
}

Fault fixpipe_nz2nd(std::span<uint8_t> gm, int64_t gm_offset, std::span<const uint8_t> l0c, int64_t c_offset,
                    const FixpipeParams& p) {
  if (Fault fault = check_range("nSize", p.n, 0, 4095)) return fault;
  if (Fault fault = check_range("mSize", p.m, 0, 65535)) return fault;
  if (Fault fault = check_range("srcStride", p.src_stride, 0, 65535)) return fault;
  if (Fault fault = check_range("dstStride", p.dst_stride, 0, (int64_t{1} << 32) - 1)) return fault;
  if (Fault fault = check_range("GM offset", gm_offset, 0, int64_t{1} << 48)) return fault;
  if (p.integer == FixpipeInteger::None && p.output != Format::FP32 && p.output != Format::BF16 &&
      p.output != Format::FP16 && !(p.scaled && p.output == Format::E4M3))
    return Fault::field_range("output format; expected fp32, bf16 or fp16 (or e4m3 with a scale)");
  if (p.src_stride < round_up(p.m, 16) || p.src_stride % 16 != 0)
    return Fault::field_range("srcStride = " + std::to_string(p.src_stride) +
                              "; expected ceil(m / 16) * 16 = " + std::to_string(round_up(p.m, 16)));
  if (p.dst_stride < p.n) return Fault::field_range("dstStride = " + std::to_string(p.dst_stride) + "; expected >= n");
  const int out_bytes = p.integer != FixpipeInteger::None ? 1 : nm::spec_of(p.output).storage_bytes();
  const int64_t l0c_bytes = (p.n + 15) / 16 * p.src_stride * 64;
  if (Fault fault = check_fits("C", c_offset, l0c_bytes, l0c.size())) return fault;
  if (p.m > 0)
    if (Fault fault =
            check_fits("the GM destination", gm_offset, ((p.m - 1) * p.dst_stride + p.n) * out_bytes, gm.size()))
      return fault;
  if (p.m == 0 || p.n == 0) return {};  // nothing to move
  const nm::ConvertOptions rint{nm::RoundingMode::NearestEven,
                                p.output == Format::E4M3 ? nm::Overflow::ToNan : nm::Overflow::ToInf,
                                nm::NanInput::ToNan, 0};
  std::vector<uint32_t> row(static_cast<size_t>(p.n));
  std::vector<uint8_t> converted(static_cast<size_t>(p.n * out_bytes));
  const bool plain = !p.scaled && !p.relu && !p.atomic_add && p.integer == FixpipeInteger::None;
  std::vector<double> values(plain ? 0 : static_cast<size_t>(p.n)), held(values.size());
  // the scale of each column: one scalar, or one per column (VQF322*_PRE); FIXPIPE keeps the sign,
  // 8 exponent and 10 mantissa bits of each (fact sheet §3.5)
  std::vector<double> scales(static_cast<size_t>(p.n), 1.0);
  if (p.scaled) {
    if (!p.column_scale_bits.empty() && static_cast<int64_t>(p.column_scale_bits.size()) < p.n)
      return Fault::field_range("per-column scales: " + std::to_string(p.column_scale_bits.size()) +
                                "; expected one per column (" + std::to_string(p.n) + ")");
    for (int64_t j = 0; j < p.n; ++j) {
      const uint32_t bits = p.column_scale_bits.empty() ? p.scale_bits : p.column_scale_bits[static_cast<size_t>(j)];
      const uint32_t truncated = bits & 0xFFFFE000u;
      nm::decode_to_fp64(Format::FP32, &truncated, 1, &scales[static_cast<size_t>(j)]);
    }
  }
  for (int64_t i = 0; i < p.m; ++i) {
    for (int64_t j = 0; j < p.n; j += 16)
      copy_l0c_chunk(&row[static_cast<size_t>(j)], l0c.data() + c_offset + ((j / 16) * p.src_stride + i) * 64, p.n - j);
    uint8_t* out = gm.data() + gm_offset + i * p.dst_stride * out_bytes;
    if (plain) {
      if (p.output == Format::FP32)
        std::memcpy(converted.data(), row.data(), converted.size());
      else
        nm::encode_array(p.output, Format::FP32, row.data(), row.size(), converted.data(), rint);
      std::memcpy(out, converted.data(), converted.size());
      continue;
    }
    // exact in binary64: an FP32 value times an 11-bit scale has at most 35 significant bits
    nm::decode_to_fp64(Format::FP32, row.data(), row.size(), values.data());
    for (size_t j = 0; j < values.size(); ++j) {
      double& v = values[j];
      if (p.scaled) v *= scales[j];
      if (p.relu && (v < 0 || (v == 0 && std::signbit(v)))) v = 0;
    }
    if (p.integer != FixpipeInteger::None) {
      const double lo = p.integer == FixpipeInteger::Int8 ? -128 : 0,
                   hi = p.integer == FixpipeInteger::Int8 ? 127 : 255;
      for (size_t j = 0; j < values.size(); ++j) {
        double r = integer_nearest_even(values[j], lo, hi);
        if (p.atomic_add) {
          const double old = p.integer == FixpipeInteger::Int8 ? static_cast<int8_t>(out[j]) : out[j];
          r = std::clamp(r + old, lo, hi);
        }
        out[j] = static_cast<uint8_t>(static_cast<int>(r));
      }
      continue;
    }
    nm::encode_array(p.output, Format::FP64, values.data(), values.size(), converted.data(), rint);
    if (p.atomic_add) {
      // the converted value plus GM's, rounded once (binary64 holds both sums of p-bit operands
      // with p <= 24 exactly enough: 53 >= 2p + 2, so rounding twice equals rounding once)
      nm::decode_to_fp64(p.output, converted.data(), values.size(), values.data());
      nm::decode_to_fp64(p.output, out, values.size(), held.data());
      for (size_t j = 0; j < values.size(); ++j) values[j] += held[j];
      nm::encode_array(p.output, Format::FP64, values.data(), values.size(), converted.data(), rint);
    }
    std::memcpy(out, converted.data(), converted.size());
  }
  return {};
}

}  // namespace sim::ascend950
