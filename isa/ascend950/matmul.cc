// The Cube: mad_mx (MmadMx), C = (sA (x) A)(sB (x) B) [+ C or a bias row] into L0C, with the scale
// tiles read at addr(a) >> 4 / addr(b) >> 4 in L0A_MX / L0B_MX.
#include <algorithm>
#include <memory>

#include "isa/ascend950/context.h"
#include "isa/ascend950/cube.h"

namespace sim::ascend950 {

void mad_mx(Context& c) {
  const Operand out = c.operand("c"), a = c.operand("a"), b = c.operand("b");
  if (!c.in_space(out, Space::L0C, "c") || !c.in_space(a, Space::L0A, "a") || !c.in_space(b, Space::L0B, "b")) return;
  MmadMxParams p;
  p.m = c.args.integer("m");
  p.k = c.args.integer("k");
  p.n = c.args.integer("n");
  const int64_t unit_flag = c.args.integer("unit_flag", 0);
  p.disable_gemv = c.args.integer("gemv_disable", 1, trace::kBit) != 0;
  p.from_bias = c.args.integer("cmatrix_source", 0, trace::kBit) != 0;
  p.init = c.args.integer("cmatrix_init_val", 1, trace::kBit) != 0;

  // dtypes (asc-devkit MmadMx: {E4M3, E5M2}^2 or {E2M1, E1M2}^2, C FP32)
  const DType da = a.tile->dtype, db = b.tile->dtype;
  const bool fp8 = is_fp8_data(da) && is_fp8_data(db), fp4 = is_fp4_data(da) && is_fp4_data(db);
  if (!fp8 && !fp4) {
    const bool mixed = (is_fp8_data(da) || is_fp4_data(da)) && (is_fp8_data(db) || is_fp4_data(db));
    c.report(DiagnosticCode::AscDType,
             mixed ? "mad_mx mixes FP8 and FP4 operands (A and B may differ within a family, never across)"
                   : "mad_mx operands are not MX element types",
             "A and B both from {float8_e4m3fn, float8_e5m2} or both from {float4_e2m1fn, float4_e1m2}",
             std::string(spec_of(da).name) + std::string(" x ") + std::string(spec_of(db).name));
    return;
  }
  if (out.tile->dtype != DType::Float32)
    c.report(DiagnosticCode::AscDType, "mad_mx accumulates into FP32 L0C", "float32",
             std::string(spec_of(out.tile->dtype).name));
  if (!c.accepted([&]() -> Fault {
        if (Fault fault = check_range("m", p.m, 0, 4095)) return fault;
        if (Fault fault = check_range("k", p.k, 0, 4095)) return fault;
        if (Fault fault = check_range("n", p.n, 0, 4095)) return fault;
        if (unit_flag != 0 && unit_flag != 2 && unit_flag != 3)
          return Fault::field_range("unit_flag = " + std::to_string(unit_flag) + "; expected 0, 2 or 3");
        return {};
      }()))
    return;
  if (p.k % 64 != 0) {
    // asc-devkit MmadMx: "K must be a multiple of 64"; the hardware outcome is not documented, so
    // hardware mode does not execute it
    c.report(DiagnosticCode::AscKMultiple, "mad_mx k is not a multiple of 64", "a multiple of 64", std::to_string(p.k));
    return;
  }
  if (p.m == 1 && !p.disable_gemv) {
    c.report(DiagnosticCode::AscGemv, "mad_mx with m = 1 and GEMV enabled reads L0A as ND (not modelled)",
             "gemv_disable=1", "gemv_disable=0");
    return;
  }
  c.check_layout(a, Layout::NZ, "a");
  c.check_layout(b, Layout::ZN, "b");
  c.check_layout(out, Layout::NZ, "c");
  const int64_t data_align = fp8 ? 1024 : 512;
  c.check_alignment(a, data_align, "a", fp8 ? "MmadMx FP8 1024-byte alignment" : "MmadMx FP4 512-byte alignment");
  c.check_alignment(b, data_align, "b", fp8 ? "MmadMx FP8 1024-byte alignment" : "MmadMx FP4 512-byte alignment");
  c.check_alignment(out, 1024, "c", "MmadMx L0C 1024-byte alignment");
  if (a.tile->shape.size() == 2 && (p.m > a.tile->shape[0] || p.k > a.tile->shape[1]))
    c.report(DiagnosticCode::AscShape, "mad_mx m x k exceeds tile a '" + a.tile->name + "'",
             "at most [" + std::to_string(a.tile->shape[0]) + ", " + std::to_string(a.tile->shape[1]) + "]",
             "[" + std::to_string(p.m) + ", " + std::to_string(p.k) + "]");
  if (b.tile->shape.size() == 2 && (p.k > b.tile->shape[0] || p.n > b.tile->shape[1]))
    c.report(DiagnosticCode::AscShape, "mad_mx k x n exceeds tile b '" + b.tile->name + "'",
             "at most [" + std::to_string(b.tile->shape[0]) + ", " + std::to_string(b.tile->shape[1]) + "]",
             "[" + std::to_string(p.k) + ", " + std::to_string(p.n) + "]");
  if (out.tile->shape.size() == 2 && (p.m > out.tile->shape[0] || p.n > out.tile->shape[1]))
    c.report(DiagnosticCode::AscShape, "mad_mx m x n exceeds tile c '" + out.tile->name + "'",
             "at most [" + std::to_string(out.tile->shape[0]) + ", " + std::to_string(out.tile->shape[1]) + "]",
             "[" + std::to_string(p.m) + ", " + std::to_string(p.n) + "]");

  // the scale address rule: the Cube reads scale A at addr(a) >> 4 in L0A_MX and scale B at
  // addr(b) >> 4 in L0B_MX (asc-devkit MmadMx; pypto matmul_mx "addr(scale_a) = addr(lhs_tile) >> 4").
  const int64_t sa_address = a.address() >> 4, sb_address = b.address() >> 4;
  const struct {
    const char* name;
    Space space;
    int64_t want;
    Layout layout;
    const Operand& data;
  } scales[] = {{"scale_a", Space::L0AMx, sa_address, Layout::ZZ, a},
                {"scale_b", Space::L0BMx, sb_address, Layout::NN, b}};
  for (const auto& s : scales) {
    if (!c.args.find(s.name)) continue;
    const Operand named = c.operand(s.name);
    if (!c.in_space(named, s.space, s.name)) continue;
    c.check_layout(named, s.layout, s.name);
    if (named.tile->dtype != DType::Float8E8m0fnu && named.tile->dtype != DType::Uint8)
      c.report(DiagnosticCode::AscDType, std::string("mad_mx ") + s.name + " holds E8M0 scales", "float8_e8m0fnu",
               std::string(spec_of(named.tile->dtype).name));
    const int64_t rows = s.layout == Layout::ZZ ? p.m : p.k / 32, cols = s.layout == Layout::ZZ ? p.k / 32 : p.n;
    if (named.tile->shape.size() == 2 && (rows > named.tile->shape[0] || cols > named.tile->shape[1]))
      c.report(DiagnosticCode::AscShape,
               std::string("mad_mx ") + s.name + " tile '" + named.tile->name + "' is smaller than " +
                   (s.layout == Layout::ZZ ? "[m, k/32]" : "[k/32, n]"),
               "at least [" + std::to_string(rows) + ", " + std::to_string(cols) + "]",
               "[" + std::to_string(named.tile->shape[0]) + ", " + std::to_string(named.tile->shape[1]) + "]");
    if (named.address() != s.want)
      c.report(DiagnosticCode::AscScaleAddress,
               std::string(s.name) + " tile '" + named.tile->name + "' is not where mad_mx reads it: addr(" + s.name +
                   ") must be addr(" + s.data.tile->name + ") >> 4 = " + hex(static_cast<uint64_t>(s.data.address())) +
                   " >> 4",
               hex(static_cast<uint64_t>(s.want)), hex(static_cast<uint64_t>(named.address())));
  }
  if (p.m == 0 || p.n == 0 || p.k == 0) return;  // a NOP (asc-devkit Mmad)

  const int bits_a = spec_of(da).bits, bits_b = spec_of(db).bits;
  const int64_t groups = p.k / 32;
  const Geometry ga = geometry(Layout::NZ, bits_a, p.m, p.k), gb = geometry(Layout::ZN, bits_b, p.k, p.n);
  const Geometry gsa = geometry(Layout::ZZ, 8, p.m, groups), gsb = geometry(Layout::NN, 8, groups, p.n);
  const int64_t c_bytes = l0c_region_bytes(p.m, p.n);
  if (!c.state.check_in_memory(Space::L0A, a.address(), ga.bytes(), "a") ||
      !c.state.check_in_memory(Space::L0B, b.address(), gb.bytes(), "b") ||
      !c.state.check_in_memory(Space::L0AMx, sa_address, gsa.bytes(), "scale A (addr(a) >> 4)") ||
      !c.state.check_in_memory(Space::L0BMx, sb_address, gsb.bytes(), "scale B (addr(b) >> 4)") ||
      !c.state.check_in_memory(Space::L0C, out.address(), c_bytes, "c"))
    return;
  // bias from the bias table (cmatrixSource = 1 with cmatrixInitVal = 0)
  std::vector<float> bias;
  if (!p.init && p.from_bias) {
    if (!c.args.find("bias")) {
      c.report(DiagnosticCode::AscMemorySpace, "mad_mx with cmatrix_source=1 reads its bias from the bias table",
               "a bias=bt[...] operand", "none");
      return;
    }
    const Operand bt = c.operand("bias");
    if (!c.in_space(bt, Space::Bt, "bias")) return;
    c.check_alignment(bt, 64, "bias", "bias table 64-byte alignment");
    if (!c.state.check_in_memory(Space::Bt, bt.address(), p.n * 4, "bias")) return;
    c.check_written(Space::Bt, bt.address(), p.n * 4, "bias", bt.tile->name, bt.tile->address);
    bias.resize(static_cast<size_t>(p.n));
    std::memcpy(bias.data(), c.state.memory(Space::Bt).data() + bt.address(), static_cast<size_t>(p.n) * 4);
  }

  // uninitialised reads: only the elements the Cube uses (rows < m, K < k, columns < n)
  auto check_rows = [&](Space space, int64_t base, const Geometry& g, int64_t rows, int64_t cols, int bits,
                        const char* name, const std::string& tile, int64_t tile_base) {
    const int64_t c0 = (g.layout == Layout::ZZ || g.layout == Layout::NN) ? 2 : c0_elements(bits);
    for (int64_t r = 0; r < rows; ++r)
      for (int64_t col = 0; col < cols; col += c0) {
        const int64_t first = g.index(r, col), last = g.index(r, std::min(cols, col + c0) - 1);
        const int64_t from = first * bits / 8, to = last * bits / 8;
        if (!c.check_written(space, base + from, to - from + 1, name, tile, tile_base)) return false;
      }
    return true;
  };
  // scale tiles named on the instruction (what the kernel meant) or, without them, the bytes at addr >> 4
  const std::string sa_tile =
      c.args.find("scale_a") ? c.operand("scale_a").tile->name : "at " + hex(static_cast<uint64_t>(sa_address));
  const std::string sb_tile =
      c.args.find("scale_b") ? c.operand("scale_b").tile->name : "at " + hex(static_cast<uint64_t>(sb_address));
  const int64_t sa_base = c.args.find("scale_a") ? c.operand("scale_a").address() : sa_address;
  const int64_t sb_base = c.args.find("scale_b") ? c.operand("scale_b").address() : sb_address;
  // A footprint whose every byte was written (the usual case) passes each element check below:
  // one search over it first, the element-by-element walk only where some byte of it (padding
  // included) never was, so that the report names the element the Cube reads.
  auto all_written = [&](Space space, int64_t base, int64_t bytes) {
    return !c.state.memory(space).first_unwritten(static_cast<uint64_t>(base), static_cast<uint64_t>(bytes));
  };
  bool ok = all_written(Space::L0A, a.address(), ga.bytes()) ||
            check_rows(Space::L0A, a.address(), ga, p.m, p.k, bits_a, "a", a.tile->name, a.tile->address);
  if (ok && !all_written(Space::L0B, b.address(), gb.bytes())) {
    // B is ZN [k, n]: K runs inside a fractal row, so walk it by columns
    for (int64_t j = 0; ok && j < p.n; ++j)
      for (int64_t kk = 0; ok && kk < p.k; kk += c0_elements(bits_b)) {
        const int64_t first = gb.index(kk, j);
        ok = c.check_written(Space::L0B, b.address() + first * bits_b / 8,
                             std::min<int64_t>(kC0Bytes, (p.k - kk) * bits_b / 8), "b", b.tile->name, b.tile->address);
      }
  }
  if (ok && !all_written(Space::L0AMx, sa_address, gsa.bytes()))
    ok = check_rows(Space::L0AMx, sa_address, gsa, p.m, groups, 8, "scale A at addr(a) >> 4", sa_tile, sa_base);
  if (ok && !all_written(Space::L0BMx, sb_address, gsb.bytes()))
    for (int64_t j = 0; ok && j < p.n; ++j)
      for (int64_t g = 0; ok && g < groups; g += 2)
        ok =
            c.check_written(Space::L0BMx, sb_address + gsb.index(g, j), 2, "scale B at addr(b) >> 4", sb_tile, sb_base);
  if (ok && !p.init && !p.from_bias && !all_written(Space::L0C, out.address(), c_bytes)) {
    const Geometry gc = geometry(Layout::L0C, 32, p.m, p.n);
    for (int64_t r = 0; ok && r < p.m; ++r)
      for (int64_t j = 0; ok && j < p.n; j += 16)
        ok = c.check_written(Space::L0C, out.address() + gc.index(r, j) * 4, std::min<int64_t>(16, p.n - j) * 4,
                             "c (accumulating)", out.tile->name, out.tile->address);
  }

  MmadMxOperands o;
  Memory& l0c = c.state.memory(Space::L0C);
  o.l0c = {l0c.data(), l0c.size_bytes()};
  o.c_offset = out.address();
  const Memory &l0a = c.state.memory(Space::L0A), &l0b = c.state.memory(Space::L0B);
  const Memory &l0a_mx = c.state.memory(Space::L0AMx), &l0b_mx = c.state.memory(Space::L0BMx);
  o.l0a = {l0a.data(), l0a.size_bytes()};
  o.l0b = {l0b.data(), l0b.size_bytes()};
  o.l0a_mx = {l0a_mx.data(), l0a_mx.size_bytes()};
  o.l0b_mx = {l0b_mx.data(), l0b_mx.size_bytes()};
  o.a_offset = a.address();
  o.b_offset = b.address();
  o.a_format = spec_of(da).element;
  o.b_format = spec_of(db).element;
  o.bias = bias;
  o.config =
      &c.state.mx_matmul.next(numerics::spec_of(numerics::Preset::Ascend950MmadMx).config, c.state.location.line);
  // asc-devkit Mmad: back-to-back MMADs into the same L0C need PipeBarrier<PIPE_M> when (m/16)(n/16) < 10
  const int64_t fractals = ((p.m + 15) / 16) * ((p.n + 15) / 16);
  if (c.state.core().last_mad && fractals < 10 && c.state.core().last_mad->first < out.address() + c_bytes &&
      out.address() < c.state.core().last_mad->first + c.state.core().last_mad->second)
    c.report(DiagnosticCode::AscMBarrier,
             "mad_mx of " + std::to_string(fractals) + " C fractals right after another mad_mx into the same L0C",
             "pipe_barrier(PIPE_M) between them", "none");
  c.state.core().last_mad = std::make_pair(out.address(), c_bytes);
  // the product's tiles run on while the next instructions do (pending_mmad.h); its L0C write
  // lands when L0C is next accessed
  std::unique_ptr<PendingMmad> pending = std::move(c.state.spare_mmad);
  if (!c.accepted(mmad_mx(o, p, &pending))) return;
  const Geometry gc = geometry(Layout::L0C, 32, p.m, p.n);
  if (p.m == gc.padded_rows() && p.n % 16 == 0) {
    // whole fractals: the written elements are the region's bytes [0, n * m * 4), one run
    c.mark_written(Space::L0C, out.address(), p.n * p.m * 4);
  } else {
    for (int64_t r = 0; r < p.m; ++r)
      for (int64_t j = 0; j < p.n; j += 16)
        c.mark_written(Space::L0C, out.address() + gc.index(r, j) * 4, std::min<int64_t>(16, p.n - j) * 4);
  }
  if (unit_flag == 3) {
    const auto [first, last] = l0c_blocks(out.address(), c_bytes);
    for (int64_t blk = first; blk <= last; ++blk) c.state.core().unit_flags[static_cast<size_t>(blk)] = 1;
  }
  c.state.pending_mmad = std::move(pending);  // last: the written flags above went through memory()
}

}  // namespace sim::ascend950
