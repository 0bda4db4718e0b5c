// Data movement: MTE2 (GM -> L1, ND2NZ / DN2NZ), MTE1 (L1 -> L0A / L0B / L0A_MX / L0B_MX / BT) and
// FIXPIPE (L0C -> GM), each checking its rules before moving bytes through datamove.h / cube.h.
#include <algorithm>
#include <cassert>
#include <cstring>
#include <vector>

#include "isa/ascend950/context.h"
#include "isa/ascend950/cube.h"
#include "isa/ascend950/datamove.h"

namespace sim::ascend950 {

namespace {

// ---- MTE2: GM -> L1 ----

void gm_to_l1(Context& c, bool source_is_dn) {
  const Operand dst = c.operand("dst"), src = c.operand("src");
  if (!c.in_space(dst, Space::L1, "dst") || !c.in_space(src, Space::Gm, "src")) return;
  const int bits = copy_bits(c.args, dst.tile->dtype, source_is_dn);
  NdNzParams p;
  p.nd_num = c.args.integer("nd_num", 1);
  p.n_value = c.args.integer("n_value");
  p.d_value = c.args.integer("d_value");
  p.src_d_value = c.args.integer("src_d_value");
  p.src_nd_matrix_stride = c.args.integer("src_nd_matrix_stride", 0);
  p.dst_nz_c0_stride = c.args.integer("dst_nz_c0_stride", 1);
  p.dst_nz_n_stride = c.args.integer("dst_nz_n_stride", 1);
  p.dst_nz_matrix_stride = c.args.integer("dst_nz_matrix_stride", 0);
  c.check_alignment(dst, 32, "dst", "L1 32-byte alignment");
  // the source rows it reads must have been written (kernel inputs carry payloads)
  const bool ranges_ok = c.accepted([&]() -> Fault {
    if (Fault fault = check_range("ndNum", p.nd_num, 0, 4095)) return fault;
    if (Fault fault = check_range("nValue", p.n_value, 0, 16384)) return fault;
    if (Fault fault = check_range("dValue", p.d_value, 0, source_is_dn ? (int64_t{1} << 21) - 1 : 65535)) return fault;
    if (Fault fault = check_range("srcDValue", p.src_d_value, 1, (int64_t{1} << 40) - 1)) return fault;
    if (Fault fault = check_range("srcNdMatrixStride", p.src_nd_matrix_stride, 0, (int64_t{1} << 40) - 1)) return fault;
    if (bits == 4 && (p.n_value % 2 || p.src_d_value % 2 || p.src_nd_matrix_stride % 2))
      return Fault::field_range("4-bit DN2NZ with an odd nValue, srcDValue or srcNdMatrixStride; expected whole bytes");
    return {};
  }());
  if (!ranges_ok) return;
  std::span<uint8_t> dst_bytes = c.bytes_from(Space::L1, dst.address());
  const std::span<const uint8_t> src_bytes = c.bytes_from(Space::Gm, src.address());
  // the copy checks its whole footprint before it writes; only then is the source walked
  if (!c.accepted((source_is_dn ? dn2nz : nd2nz)(dst_bytes, src_bytes, bits, p))) return;
  if (p.nd_num == 0 || p.n_value == 0 || p.d_value == 0) return;  // a NOP
  const int64_t outer = source_is_dn ? p.d_value : p.n_value, inner = source_is_dn ? p.n_value : p.d_value;
  bool source_ok = true;
  for (int64_t i = 0; source_ok && i < p.nd_num; ++i)
    for (int64_t r = 0; source_ok && r < outer; ++r) {
      const int64_t element = i * p.src_nd_matrix_stride + r * p.src_d_value;
      const int64_t from = element * bits / 8, bytes = inner * bits / 8;  // inside GM: the copy checked it
      source_ok = c.check_written(Space::Gm, src.address() + from, bytes, "src", src.tile->name, src.tile->address);
    }
  // every C0 chunk it wrote (zero padding included) is now written
  const int64_t c0 = c0_elements(bits);
  for (int64_t i = 0; i < p.nd_num; ++i)
    for (int64_t n = 0; n < p.n_value; ++n)
      for (int64_t chunk = 0; chunk < (p.d_value + c0 - 1) / c0; ++chunk)
        c.mark_written(
            Space::L1,
            dst.address() +
                (i * p.dst_nz_matrix_stride + chunk * p.dst_nz_c0_stride * c0 + n * p.dst_nz_n_stride * c0) * bits / 8,
            kC0Bytes);
}

// ---- MTE1: L1 -> L0A / L0B / L0A_MX / L0B_MX / BT ----

Layout flipped(Layout l) { return l == Layout::NZ ? Layout::ZN : Layout::NZ; }

void l1_to_l0(Context& c, Space space) {
  const Operand dst = c.operand("dst"), src = c.operand("src");
  const char* target = space == Space::L0A ? "dst (L0A)" : "dst (L0B)";
  if (!c.in_space(dst, space, target) || !c.in_space(src, Space::L1, "src")) return;
  const bool transpose = c.args.integer("transpose", 0, trace::kBit) != 0;
  Load2dParams p;
  p.m_start = c.args.integer("m_start");
  p.k_start = c.args.integer("k_start");
  p.m_step = c.args.integer("m_step");
  p.k_step = c.args.integer("k_step");
  p.src_stride = c.args.integer("src_stride");
  p.dst_stride = c.args.integer("dst_stride");
  // 950 computes NZ (L0A) x ZN (L0B) (asc-devkit key fractal format details)
  const Layout wanted = space == Space::L0A ? Layout::NZ : Layout::ZN;
  c.check_layout(dst, wanted, "dst");
  if (src.tile->layout && dst.tile->layout) {
    const Layout expected_src = transpose ? flipped(*dst.tile->layout) : *dst.tile->layout;
    if (*src.tile->layout != expected_src)
      c.report(DiagnosticCode::AscLayout,
               c.instruction.mnemonic + (transpose ? " with transpose turns " : " copies ") + "src tile '" +
                   src.tile->name + std::string("' (") + std::string(name_of(*src.tile->layout)) + ") into dst tile '" +
                   dst.tile->name + std::string("' (") + std::string(name_of(*dst.tile->layout)) + ")",
               std::string("src layout ") + std::string(name_of(expected_src)),
               std::string(name_of(*src.tile->layout)));
  }
  c.check_alignment(dst, 512, "dst", "L0 512-byte alignment");
  const int bits = spec_of(src.tile->dtype).bits;
  std::span<uint8_t> dst_bytes = c.bytes_from(space, dst.address()), dst_flags = c.flags_from(space, dst.address());
  const std::span<const uint8_t> src_bytes = c.bytes_from(Space::L1, src.address());
  const std::span<const uint8_t> src_flags = c.flags_from(Space::L1, src.address());
  // "never written" travels with the bytes: whoever consumes them reports it
  if (transpose) {
    if (c.accepted(load_2d_transpose(dst_bytes, src_bytes, bits, p)))
      load_2d_transpose_flags(dst_flags, src_flags, bits, p);
  } else if (c.accepted(load_2d(dst_bytes, src_bytes, p))) {
    // the flags have the bytes' geometry: the copy that just succeeded cannot fail on them
    [[maybe_unused]] const Fault same = load_2d(dst_flags, src_flags, p);
    assert(!same);
  }
}

void l1_to_scale(Context& c, Space space) {
  const Operand dst = c.operand("dst"), src = c.operand("src");
  const char* target = space == Space::L0AMx ? "dst (L0A_MX)" : "dst (L0B_MX)";
  if (!c.in_space(dst, space, target) || !c.in_space(src, Space::L1, "src")) return;
  LoadMxParams p;
  p.x_start = c.args.integer("x_start");
  p.y_start = c.args.integer("y_start");
  p.x_step = c.args.integer("x_step");
  p.y_step = c.args.integer("y_step");
  p.src_stride = c.args.integer("src_stride");
  p.dst_stride = c.args.integer("dst_stride");
  // no transpose: scales are ZZ / NN in L1 already (asc-devkit LoadData 2D MX example)
  const Layout wanted = space == Space::L0AMx ? Layout::ZZ : Layout::NN;
  c.check_layout(dst, wanted, "dst");
  c.check_layout(src, wanted, "src");
  c.check_alignment(dst, 32, "dst", "32-byte scale fractal");
  std::span<uint8_t> dst_bytes = c.bytes_from(space, dst.address()), dst_flags = c.flags_from(space, dst.address());
  const std::span<const uint8_t> src_bytes = c.bytes_from(Space::L1, src.address());
  const std::span<const uint8_t> src_flags = c.flags_from(Space::L1, src.address());
  if (c.accepted(load_mx(dst_bytes, src_bytes, p))) {
    [[maybe_unused]] const Fault same = load_mx(dst_flags, src_flags, p);  // the bytes' geometry: cannot fail
    assert(!same);
  }
}

}  // namespace

void copy_gm_to_cbuf_multi_nd2nz(Context& c) { gm_to_l1(c, false); }
void copy_gm_to_cbuf_multi_dn2nz(Context& c) { gm_to_l1(c, true); }
void load_cbuf_to_ca(Context& c) { l1_to_l0(c, Space::L0A); }
void load_cbuf_to_cb(Context& c) { l1_to_l0(c, Space::L0B); }
void load_cbuf_to_ca_mx(Context& c) { l1_to_scale(c, Space::L0AMx); }
void load_cbuf_to_cb_mx(Context& c) { l1_to_scale(c, Space::L0BMx); }

namespace {

// L1 -> the bias table or the Fixpipe buffer: n_burst bursts of len_burst x 64 bytes, gaps in
// 64-byte units (the BT unit of the asc-devkit alignment rule; asc_copy_l12fb's len_burst counts
// 64-byte blocks: AD-C sample, 2048 B is len_burst 32; its gaps taken in the same unit, an assumption).
void l1_to_64_byte_bursts(Context& c, Space space, const char* rule) {
  const Operand dst = c.operand("dst"), src = c.operand("src");
  if (!c.in_space(dst, space, "dst") || !c.in_space(src, Space::L1, "src")) return;
  const int64_t n_burst = c.args.integer("n_burst", 1), len = c.args.integer("len_burst");
  const int64_t src_gap = c.args.integer("src_gap", 0), dst_gap = c.args.integer("dst_gap", 0);
  if (!c.accepted([&]() -> Fault {
        if (Fault fault = check_range("n_burst", n_burst, 0, 4095)) return fault;
        if (Fault fault = check_range("len_burst", len, 0, 65535)) return fault;
        if (Fault fault = check_range("src_gap", src_gap, 0, 65535)) return fault;
        if (Fault fault = check_range("dst_gap", dst_gap, 0, 65535)) return fault;
        return {};
      }()))
    return;
  c.check_alignment(dst, 64, "dst", rule);
  for (int64_t b = 0; b < n_burst; ++b) {
    const int64_t from = src.address() + b * (len + src_gap) * 64, to = dst.address() + b * (len + dst_gap) * 64;
    if (!c.state.check_in_memory(Space::L1, from, len * 64, "src") ||
        !c.state.check_in_memory(space, to, len * 64, "dst"))
      return;
    std::memcpy(c.state.memory(space).data() + to, c.state.memory(Space::L1).data() + from,
                static_cast<size_t>(len * 64));
    std::memcpy(c.state.memory(space).written_flags() + to, c.state.memory(Space::L1).written_flags() + from,
                static_cast<size_t>(len * 64));
  }
}

}  // namespace

void copy_cbuf_to_bt(Context& c) { l1_to_64_byte_bursts(c, Space::Bt, "bias table 64-byte alignment"); }

// MTE1: the per-column quantisation parameters FIXPIPE reads (asc_copy_l12fb; pypto:
// load -> move to a Scaling tile -> sync MTE1 -> FIX)
void copy_cbuf_to_fbuf(Context& c) { l1_to_64_byte_bursts(c, Space::Fb, "Fixpipe buffer 64-byte alignment"); }

namespace {

// FIX: the fields a FIXPIPE read-out shares (L0C -> GM and L0C -> UB): the sizes, strides and the
// output conversion to the destination's dtype. False when a rule refused them (reported).
bool fixpipe_fields(Context& c, const Operand& dst, FixpipeParams& p, int64_t& unit_flag) {
  const std::string& name = c.instruction.mnemonic;
  p.n = c.args.integer("n");
  p.m = c.args.integer("m");
  p.dst_stride = c.args.integer("dst_stride");
  p.src_stride = c.args.integer("src_stride");
  unit_flag = c.args.integer("unit_flag", 0);
  if (c.args.integer("nz2nd", 1, trace::kBit) != 1)
    throw Error(trace::where(c.file, c.instruction.at) + name +
                " with nz2nd=0 (NZ output) is not modelled; expected nz2nd=1");
  // quant_pre (asc-devkit QuantMode_t): without a scale NoQuant (FP32 out), F322F16, F322BF16 (casts
  // round with RINT); with the scalar deq_scalar QF322F32_PRE, QF322F16_PRE, QF322B8_PRE (INT8, or
  // UINT8 with deq_scalar bit 46 clear) and QF322FP8_PRE (E4M3) (fact sheet §3.5)
  const DType out = dst.tile->dtype;
  const std::string quant = c.args.name("quant_pre");
  const bool scaled = quant.size() > 4 && quant.compare(quant.size() - 4, 4, "_PRE") == 0;
  // the V-forms take a scale per column from the Fixpipe buffer (quant_vector), the others one scalar
  const bool per_column = quant.rfind("VQ", 0) == 0;
  const std::string implied =
      std::string(per_column ? "V" : "") + (out == DType::Float32        ? (scaled ? "QF322F32_PRE" : "NoQuant")
                                            : out == DType::Float16      ? (scaled ? "QF322F16_PRE" : "F322F16")
                                            : out == DType::Bfloat16     ? (per_column ? "QF322BF16_PRE" : "F322BF16")
                                            : out == DType::Float8E4m3fn ? "QF322FP8_PRE"
                                            : out == DType::Int8 || out == DType::Uint8 ? "QF322B8_PRE"
                                                                                        : "");
  if (implied.empty() || implied == "V") {
    c.report(DiagnosticCode::AscDType, name + " output dtype",
             "float32, float16 or bfloat16 (with a scale also float8_e4m3fn, int8 or uint8)",
             std::string(spec_of(out).name));
    return false;
  }
  static const char* const kModes[] = {"NoQuant",       "F322F16",        "F322BF16",     "QF322F32_PRE",
                                       "QF322F16_PRE",  "QF322B8_PRE",    "QF322FP8_PRE", "VQF322F32_PRE",
                                       "VQF322F16_PRE", "VQF322BF16_PRE", "VQF322B8_PRE", "VQF322FP8_PRE"};
  if (!quant.empty() && std::find(std::begin(kModes), std::end(kModes), quant) == std::end(kModes))
    c.args.fail(*c.args.find("quant_pre"), "quant_pre '" + quant + "' is not modelled",
                "NoQuant, F322F16, F322BF16, QF322F32_PRE, QF322F16_PRE, QF322B8_PRE, QF322FP8_PRE or their "
                "per-column V-forms VQF322F32_PRE, VQF322F16_PRE, VQF322BF16_PRE, VQF322B8_PRE, VQF322FP8_PRE");
  if ((quant.empty() && implied.size() > 4 && implied.compare(implied.size() - 4, 4, "_PRE") == 0) ||
      (!quant.empty() && quant != implied)) {
    c.report(DiagnosticCode::AscDType, name + " quant_pre does not produce the destination's dtype",
             "quant_pre=" + implied + std::string(" for ") + std::string(spec_of(out).name), quant);
    return false;
  }
  const trace::Keyword* deq = c.args.find("deq_scalar");
  const trace::Keyword* params = c.args.find("quant_vector");
  if ((scaled && !per_column) != (deq != nullptr))
    throw Error(trace::where(c.file, c.instruction.at) + name + " quant_pre=" + quant +
                (scaled && !per_column
                     ? " without deq_scalar; expected the scale (FP32 bits, bit 46: signed INT8 output)"
                     : " with deq_scalar; expected a QF322*_PRE mode to use it"));
  if (per_column != (params != nullptr))
    throw Error(trace::where(c.file, c.instruction.at) + name + " quant_pre=" + quant +
                (per_column ? " without quant_vector; expected the Fixpipe-buffer tile of its per-column parameters"
                            : " with quant_vector; expected a VQF322*_PRE mode to use it"));
  p.output = spec_of(out).element;
  if (per_column) {
    // per column i: the INT64 parameter Quant_PRE_ADDR[i], its FP32 scale in bits 31:0 (FIXPIPE
    // keeps bits 31:13) and bit 46 set for a signed INT8 output (AD-C asc_copy_l0c2gm, fact sheet §3.5)
    const Operand fb = c.state.resolve(params->value, "quant_vector", c.file);
    if (!c.in_space(fb, Space::Fb, "quant_vector")) return false;
    c.check_alignment(fb, 128, "quant_vector", "the quantisation parameter address counts 128-byte units");
    const int64_t n = c.args.integer("n");
    if (n < 0 || n > 4095 || !c.state.check_in_memory(Space::Fb, fb.address(), n * 8, "quant_vector") ||
        !c.check_written(Space::Fb, fb.address(), n * 8, "quant_vector", fb.tile->name, fb.tile->address))
      return false;
    p.scaled = true;
    p.column_scale_bits.resize(static_cast<size_t>(n));
    for (int64_t i = 0; i < n; ++i) {
      uint64_t bits = 0;
      std::memcpy(&bits, c.state.memory(Space::Fb).data() + fb.address() + i * 8, 8);
      const uint32_t scale = static_cast<uint32_t>(bits);
      const uint32_t exponent = (scale >> 23) & 0xFF, fraction = scale & 0x7FFFFF;
      if (exponent == 0xFF || (exponent == 0 && fraction != 0)) {
        c.report(DiagnosticCode::AscFieldRange,
                 name + " quant_vector parameter " + std::to_string(i) + " scale is inf, NaN or denormal",
                 "a normal FP32 value or zero", hex(scale));
        return false;
      }
      if ((out == DType::Int8 || out == DType::Uint8) && (((bits >> 46) & 1) != 0) != (out == DType::Int8)) {
        c.report(DiagnosticCode::AscDType,
                 name + " quant_vector parameter " + std::to_string(i) +
                     " bit 46 (signed output) does not match the destination's dtype",
                 out == DType::Int8 ? "bit 46 set for int8" : "bit 46 clear for uint8",
                 ((bits >> 46) & 1) ? "set" : "clear");
        return false;
      }
      p.column_scale_bits[static_cast<size_t>(i)] = scale;
    }
    if (out == DType::Int8 || out == DType::Uint8)
      p.integer = out == DType::Int8 ? FixpipeInteger::Int8 : FixpipeInteger::Uint8;
  } else if (scaled) {
    const auto bits = static_cast<uint64_t>(c.args.integer("deq_scalar", trace::Range{0, INT64_MAX}));
    p.scaled = true;
    p.scale_bits = static_cast<uint32_t>(bits);
    const uint32_t exponent = (p.scale_bits >> 23) & 0xFF, fraction = p.scale_bits & 0x7FFFFF;
    // the quant parameters must not be inf, NaN or denormal (fact sheet §3.5)
    if (exponent == 0xFF || (exponent == 0 && fraction != 0)) {
      c.report(DiagnosticCode::AscFieldRange, name + " deq_scalar scale is inf, NaN or denormal",
               "a normal FP32 value or zero", hex(bits & 0xFFFFFFFFu));
      return false;
    }
    if (out == DType::Int8 || out == DType::Uint8) {
      const bool signed_out = (bits >> 46) & 1;
      if (signed_out != (out == DType::Int8)) {
        c.report(DiagnosticCode::AscDType,
                 name + " deq_scalar bit 46 (signed output) does not match the destination's dtype",
                 out == DType::Int8 ? "bit 46 set for int8" : "bit 46 clear for uint8", signed_out ? "set" : "clear");
        return false;
      }
      p.integer = out == DType::Int8 ? FixpipeInteger::Int8 : FixpipeInteger::Uint8;
    }
  }
  p.relu = c.args.integer("relu_pre", 0, trace::kBit) == 1;
  return c.accepted([&]() -> Fault {
    if (unit_flag != 0 && unit_flag != 2 && unit_flag != 3)
      return Fault::field_range("unit_flag = " + std::to_string(unit_flag) + "; expected 0, 2 or 3");
    if (Fault fault = check_range("nSize", p.n, 0, 4095)) return fault;
    if (Fault fault = check_range("mSize", p.m, 0, 65535)) return fault;
    if (Fault fault = check_range("srcStride", p.src_stride, 0, 65535)) return fault;
    if (Fault fault = check_range("dstStride", p.dst_stride, 0, (int64_t{1} << 32) - 1)) return fault;
    return {};
  }());
}

// FIX: the m x n region of L0C at `src` read out (converted) to `dst_space` at `dst` of unit
// `dst_unit`'s memory; the L0C bytes it reads must have been written.
bool fixpipe_read_out(Context& c, const Operand& src, int64_t src_address, Space dst_space, int dst_unit,
                      const Operand& dst, const FixpipeParams& p) {
  const int64_t out_bytes = spec_of(dst.tile->dtype).bits / 8;
  bool ok = true;
  for (int64_t r = 0; ok && r < p.m; ++r)
    for (int64_t j = 0; ok && j < p.n; j += 16)
      ok = c.check_written(Space::L0C, src_address + ((j / 16) * p.src_stride + r) * 64,
                           std::min<int64_t>(16, p.n - j) * 4, "src", src.tile->name, src.tile->address);
  // an atomic add reads what GM holds (pypto: the destination is not zeroed; initialise it)
  for (int64_t r = 0; ok && p.atomic_add && r < p.m; ++r)
    ok = c.check_written(Space::Gm, dst.address() + r * p.dst_stride * out_bytes, p.n * out_bytes, "dst",
                         dst.tile->name, dst.tile->address);
  if (!ok) return false;
  Memory& out = c.state.memory(dst_space, dst_unit);
  const Memory& l0c = c.state.memory(Space::L0C);
  if (!c.accepted(
          fixpipe_nz2nd({out.data(), out.size_bytes()}, dst.address(), {l0c.data(), l0c.size_bytes()}, src_address, p)))
    return false;
  for (int64_t r = 0; r < p.m; ++r)
    out.mark_written(static_cast<uint64_t>(dst.address() + r * p.dst_stride * out_bytes),
                     static_cast<uint64_t>(p.n * out_bytes));
  return true;
}

void release_unit_flags(Context& c, const Operand& src, const FixpipeParams& p, int64_t unit_flag) {
  if (unit_flag != 3) return;
  const auto [first, last] = l0c_blocks(src.address(), round_up(p.n, 16) * std::max<int64_t>(p.src_stride, 0) * 4);
  for (int64_t blk = first; blk <= last; ++blk) c.state.core().unit_flags[static_cast<size_t>(blk)] = 0;
}

}  // namespace

// FIX: L0C -> GM (FIXPIPE NZ -> ND with the output conversion)
void copy_matrix_cc_to_gm(Context& c) {
  const Operand dst = c.operand("dst"), src = c.operand("src");
  if (!c.in_space(dst, Space::Gm, "dst") || !c.in_space(src, Space::L0C, "src")) return;
  FixpipeParams p;
  int64_t unit_flag = 0;
  if (!fixpipe_fields(c, dst, p, unit_flag)) return;
  const DType out = dst.tile->dtype;
  if (c.state.core().atomic_add) {
    // set_atomic_<dtype> names the type the GM atomic unit adds (pypto lowers AtomicAdd to
    // set_atomic_<dst dtype>, set_atomic_add, the store, set_atomic_none)
    if (!c.state.core().atomic_dtype || *c.state.core().atomic_dtype != out) {
      c.report(DiagnosticCode::AscDType, "copy_matrix_cc_to_gm atomic add dtype (set_atomic_*)",
               std::string(spec_of(out).name),
               c.state.core().atomic_dtype ? std::string(spec_of(*c.state.core().atomic_dtype).name)
                                           : std::string("none set"));
      return;
    }
    p.atomic_add = true;
  }
  c.check_alignment(src, 64, "src", "L0C read-out 64-byte alignment");
  const int64_t out_bytes = spec_of(out).bits / 8;
  const int64_t c_bytes = round_up(p.n, 16) * std::max<int64_t>(p.src_stride, 0) * 4;
  if (!c.state.check_in_memory(Space::L0C, src.address(), c_bytes, "src")) return;
  if (p.m > 0 &&
      !c.state.check_in_memory(Space::Gm, dst.address(), ((p.m - 1) * p.dst_stride + p.n) * out_bytes, "dst"))
    return;
  if (!fixpipe_read_out(c, src, src.address(), Space::Gm, c.state.current, dst, p)) return;
  release_unit_flags(c, src, p, unit_flag);
}

// FIX: L0C -> UB of the AI Core's vector cores (asc-devkit Fixpipe to UB on 3510, pypto
// move(acc_to_vec_mode=)): dual_dst_ctl 0 writes the whole region to one vector core's UB (the
// destination tile's, which sub_block_id may repeat), 1 splits M (AIV0 the first m/2 rows, AIV1
// the rest), 2 splits N (AIV0 the first n/2 columns, AIV1 the rest); a split writes each half at
// the destination's address of its vector core's UB.
void copy_matrix_cc_to_ub(Context& c) {
  const Operand dst = c.operand("dst"), src = c.operand("src");
  if (!c.in_space(dst, Space::Ub, "dst") || !c.in_space(src, Space::L0C, "src")) return;
  FixpipeParams p;
  int64_t unit_flag = 0;
  if (!fixpipe_fields(c, dst, p, unit_flag)) return;
  const int64_t dual = c.args.integer("dual_dst_ctl", 0, trace::Range{0, 2});
  const int64_t sub_block = c.args.integer("sub_block_id", dst.tile->aiv, trace::Range{0, 1});
  if (dual == 0 && sub_block != dst.tile->aiv) {
    c.report(DiagnosticCode::AscMemorySpace,
             "copy_matrix_cc_to_ub sub_block_id " + std::to_string(sub_block) + " with dst '" + dst.tile->name +
                 "' in AIV" + std::to_string(dst.tile->aiv) + "'s UB",
             "sub_block_id " + std::to_string(dst.tile->aiv), std::to_string(sub_block));
    return;
  }
  // the halves share the region's L0C layout: its stride must cover all m rows, not a half's
  if (!c.accepted(p.src_stride < round_up(p.m, 16) || p.src_stride % 16 != 0
                      ? Fault::field_range("srcStride = " + std::to_string(p.src_stride) +
                                           "; expected ceil(m / 16) * 16 = " + std::to_string(round_up(p.m, 16)))
                      : Fault{}))
    return;
  if ((dual == 1 && p.m % 2 != 0) || (dual == 2 && p.n % 32 != 0)) {
    c.report(DiagnosticCode::AscFieldRange,
             "copy_matrix_cc_to_ub dual_dst_ctl " + std::to_string(dual) + " halves " + (dual == 1 ? "m" : "n"),
             dual == 1 ? "an even m" : "n a multiple of 32 (each half whole L0C fractals)",
             std::to_string(dual == 1 ? p.m : p.n));
    return;
  }
  c.check_alignment(src, 64, "src", "L0C read-out 64-byte alignment");
  c.check_alignment(dst, 32, "dst", "UB 32-byte alignment");
  const int64_t out_bytes = spec_of(dst.tile->dtype).bits / 8;
  const int64_t c_bytes = round_up(p.n, 16) * std::max<int64_t>(p.src_stride, 0) * 4;
  if (!c.state.check_in_memory(Space::L0C, src.address(), c_bytes, "src")) return;
  // each half: its rows or columns of L0C, to its vector core
  struct Half {
    int aiv;
    int64_t src_address, m, n;
  };
  std::vector<Half> halves;
  if (dual == 0) halves.push_back({dst.tile->aiv, src.address(), p.m, p.n});
  if (dual == 1)
    for (int j = 0; j < 2; ++j) halves.push_back({j, src.address() + j * (p.m / 2) * 64, p.m / 2, p.n});
  if (dual == 2)
    for (int j = 0; j < 2; ++j) halves.push_back({j, src.address() + j * (p.n / 32) * p.src_stride * 64, p.m, p.n / 2});
  for (const Half& h : halves) {
    if (h.m > 0 &&
        !c.state.check_in_memory(Space::Ub, dst.address(), ((h.m - 1) * p.dst_stride + h.n) * out_bytes, "dst"))
      return;
  }
  for (const Half& h : halves) {
    FixpipeParams half = p;
    half.m = h.m;
    half.n = h.n;
    if (!fixpipe_read_out(c, src, h.src_address, Space::Ub, unit_of(dst.tile->core, h.aiv, c.state.core_count), dst,
                          half))
      return;
  }
  release_unit_flags(c, src, p, unit_flag);
}

}  // namespace sim::ascend950
