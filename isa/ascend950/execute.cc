#include "isa/ascend950/execute.h"

#include <algorithm>
#include <cstring>
#include <span>

#include "isa/ascend950/checks.h"
#include "isa/ascend950/cube.h"
#include "isa/ascend950/datamove.h"
#include "sim/core/error.h"
#include "sim/core/hex.h"

namespace sim::ascend950 {

namespace {

enum class Op {
#define INSTRUCTION(id, ...) id,
#include "isa/ascend950/instructions.def"
#undef INSTRUCTION
};

struct Row {
  Op op;
  const char* mnemonic;
  const char* pipe;
  const char* required;
  const char* optional;
};

constexpr Row kTable[] = {
#define INSTRUCTION(id, mnemonic, pipe, required, optional) Row{Op::id, mnemonic, pipe, required, optional},
#include "isa/ascend950/instructions.def"
#undef INSTRUCTION
};

Op op_of(const trace::Instruction& instruction) {
  for (const Row& r : kTable)
    if (instruction.mnemonic == r.mnemonic) return r.op;
  throw Error("unknown ascend950 mnemonic '" + instruction.mnemonic + "'");
}

// ---- operand parsing: malformed values are sim::Error at their trace position ----

struct Args {
  const trace::Instruction& instruction;
  const std::string& file;

  const trace::Keyword* find(const char* name) const { return instruction.operand(name); }

  [[noreturn]] void fail(const trace::Keyword& k, const std::string& what, const std::string& expected) const {
    throw Error(trace::where(file, k.value.at) + what + "; expected " + expected);
  }

  int64_t integer(const char* name, std::optional<int64_t> fallback = std::nullopt) const {
    const trace::Keyword* k = find(name);
    if (!k) {
      if (fallback) return *fallback;
      throw Error(trace::where(file, instruction.at) + "missing operand '" + name + "'; expected '" + name + "=...'");
    }
    if (const auto* v = std::get_if<int64_t>(&k->value.data)) return *v;
    // True/False for flag operands
    if (const auto* ref = std::get_if<trace::Reference>(&k->value.data); ref && ref->index.empty() && ref->calls.empty()) {
      if (ref->name == "True") return 1;
      if (ref->name == "False") return 0;
    }
    fail(*k, std::string("'") + std::string(name) + "' is not an integer", "an integer");
  }

  std::string name(const char* operand) const {
    const trace::Keyword* k = find(operand);
    if (!k) return {};
    const auto* ref = std::get_if<trace::Reference>(&k->value.data);
    if (!ref || !ref->index.empty() || !ref->calls.empty()) fail(*k, std::string("'") + std::string(operand) + "' is not a name", "a name");
    return std::string(ref->name);
  }

  Pipe pipe(const char* operand) const {
    const trace::Keyword* k = find(operand);
    const std::string text = name(operand);
    for (int p = 0; p <= static_cast<int>(Pipe::All); ++p)
      if (text == name_of(static_cast<Pipe>(p))) return static_cast<Pipe>(p);
    fail(*k, "unknown pipe '" + text + "'", "PIPE_S, PIPE_V, PIPE_M, PIPE_MTE1, PIPE_MTE2, PIPE_MTE3, PIPE_FIX or PIPE_ALL");
  }

  // EVENT_ID3 or 3
  int64_t event(const char* operand) const {
    const trace::Keyword* k = find(operand);
    if (const auto* v = std::get_if<int64_t>(&k->value.data)) return *v;
    const std::string text = name(operand);
    if (text.rfind("EVENT_ID", 0) == 0 && text.size() > 8 && text.size() < 12 &&
        std::all_of(text.begin() + 8, text.end(), [](char c) { return c >= '0' && c <= '9'; }))
      return std::stoll(text.substr(8));
    fail(*k, std::string("'") + std::string(operand) + "' is not an event ID", "EVENT_IDn or an integer");
  }
};

// ---- the per-instruction context ----

struct Context {
  State& state;
  const trace::Instruction& instruction;
  const std::string& file;
  Args args;

  void report(DiagnosticCode code, std::string message, std::string expected = {}, std::string actual = {}) const {
    state.report(code, std::move(message), std::move(expected), std::move(actual));
  }
  bool hardware() const { return state.sink.mode() == DiagnosticMode::Hardware; }

  Operand operand(const char* name) const {
    const trace::Keyword* k = args.find(name);
    return state.resolve(k->value, name, file);
  }

  // The operand must be in `space`; otherwise ASC-MEMORY-SPACE (and the instruction cannot run).
  bool in_space(const Operand& o, Space space, const char* name) const {
    if (o.space() == space) return true;
    report(DiagnosticCode::AscMemorySpace,
           instruction.mnemonic + " " + name + " '" + o.tile->name + std::string("' is in ") + std::string(name_of(o.space())),
           std::string(name_of(space)), std::string(name_of(o.space())));
    return false;
  }

  void check_layout(const Operand& o, Layout wanted, const char* name) const {
    if (o.tile->layout && *o.tile->layout != wanted)
      report(DiagnosticCode::AscLayout, instruction.mnemonic + " " + name + " tile '" + o.tile->name + "' layout",
             std::string(name_of(wanted)), std::string(name_of(*o.tile->layout)));
  }

  void check_alignment(const Operand& o, int64_t align, const char* name, const char* rule) const {
    if (o.address() % align != 0)
      report(DiagnosticCode::Misaligned, instruction.mnemonic + " " + name + " address (" + rule + ")",
             "a multiple of " + std::to_string(align), hex(static_cast<uint64_t>(o.address())));
  }

  // MEM-UNINIT for the first never-written byte of [address, address + count) of a memory.
  bool check_written(Space space, int64_t address, int64_t count, const char* name, const std::string& tile,
                     int64_t tile_base) const {
    const auto first = state.memory(space).first_unwritten(static_cast<uint64_t>(address), static_cast<uint64_t>(count));
    if (!first) return true;
    report(DiagnosticCode::UninitializedRead,
           instruction.mnemonic + " reads " + name + " '" + tile + "' byte " +
               std::to_string(static_cast<int64_t>(*first) - tile_base) + " (" +
               std::string(name_of(space)) + " address " + hex(*first) + "), never written",
           "written bytes", "unwritten");
    return false;
  }

  void mark_written(Space space, int64_t address, int64_t count) {
    std::memset(state.memory(space).written_flags() + address, 1, static_cast<size_t>(count));
  }

  // The bytes from `address` to the end of the memory (empty beyond it: every access then fails).
  std::span<uint8_t> bytes_from(Space space, int64_t address) {
    Memory& m = state.memory(space);
    if (address < 0 || address >= static_cast<int64_t>(m.size_bytes())) return {};
    return {m.data() + address, static_cast<size_t>(static_cast<int64_t>(m.size_bytes()) - address)};
  }
  std::span<uint8_t> flags_from(Space space, int64_t address) {
    Memory& m = state.memory(space);
    if (address < 0 || address >= static_cast<int64_t>(m.size_bytes())) return {};
    return {m.written_flags() + address, static_cast<size_t>(static_cast<int64_t>(m.size_bytes()) - address)};
  }

  // Runs a byte-semantics call, turning its parameter errors into diagnostics. Returns false when
  // the instruction did not run.
  template <typename Fn>
  bool run(Fn&& fn) const {
    try {
      fn();
      return true;
    } catch (const FieldRangeError& e) {
      report(DiagnosticCode::AscFieldRange, instruction.mnemonic + ": " + e.what());
    } catch (const AccessError& e) {
      report(DiagnosticCode::OutOfBounds, instruction.mnemonic + ": " + e.what());
    }
    return false;
  }
};

// ---- MTE2: GM -> L1 ----

// Element width of a copy: dtype= (b8, b16, b32 or a dtype name) or the destination tile's; FP4
// moves as b8 with parameters in bytes (asc-devkit DataCopy ND2NZ: "b4 moves as b8").
int copy_bits(Context& c, const Operand& dst, bool source_is_dn) {
  const std::string text = c.args.name("dtype");
  // DN2NZ repacks FP4 (b4); ND2NZ moves it as b8
  if (text.empty()) return source_is_dn ? spec_of(dst.tile->dtype).bits : std::max(8, spec_of(dst.tile->dtype).bits);
  if (text == "b8") return 8;
  if (text == "b16") return 16;
  if (text == "b32") return 32;
  if (text == "b4" && source_is_dn) return 4;
  if (const auto d = dtype_by_name(text)) return source_is_dn ? spec_of(*d).bits : std::max(8, spec_of(*d).bits);
  c.args.fail(*c.args.find("dtype"), "unknown copy width '" + text + "'", "b8, b16, b32 (b4 for DN2NZ) or a dtype name");
}

void gm_to_l1(Context& c, bool source_is_dn) {
  const Operand dst = c.operand("dst"), src = c.operand("src");
  if (!c.in_space(dst, Space::L1, "dst") || !c.in_space(src, Space::Gm, "src")) return;
  const int bits = copy_bits(c, dst, source_is_dn);
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
  const bool ranges_ok = c.run([&] {
    check_range("ndNum", p.nd_num, 0, 4095);
    check_range("nValue", p.n_value, 0, 16384);
    check_range("dValue", p.d_value, 0, source_is_dn ? (int64_t{1} << 21) - 1 : 65535);
    check_range("srcDValue", p.src_d_value, 1, (int64_t{1} << 40) - 1);
    check_range("srcNdMatrixStride", p.src_nd_matrix_stride, 0, (int64_t{1} << 40) - 1);
    if (bits == 4 && (p.n_value % 2 || p.src_d_value % 2 || p.src_nd_matrix_stride % 2))
      throw FieldRangeError("4-bit DN2NZ with an odd nValue, srcDValue or srcNdMatrixStride; expected whole bytes");
  });
  if (!ranges_ok) return;
  std::span<uint8_t> dst_bytes = c.bytes_from(Space::L1, dst.address());
  const std::span<const uint8_t> src_bytes = c.bytes_from(Space::Gm, src.address());
  // the copy checks its whole footprint before it writes; only then is the source walked
  if (!c.run([&] { (source_is_dn ? dn2nz : nd2nz)(dst_bytes, src_bytes, bits, p); })) return;
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
        c.mark_written(Space::L1,
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
  const bool transpose = c.args.integer("transpose", 0) != 0;
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
                   src.tile->name + std::string("' (") + std::string(name_of(*src.tile->layout)) + ") into dst tile '" + dst.tile->name +
                   std::string("' (") + std::string(name_of(*dst.tile->layout)) + ")",
               std::string("src layout ") + std::string(name_of(expected_src)), std::string(name_of(*src.tile->layout)));
  }
  c.check_alignment(dst, 512, "dst", "L0 512-byte alignment");
  const int bits = spec_of(src.tile->dtype).bits;
  std::span<uint8_t> dst_bytes = c.bytes_from(space, dst.address()), dst_flags = c.flags_from(space, dst.address());
  const std::span<const uint8_t> src_bytes = c.bytes_from(Space::L1, src.address());
  const std::span<const uint8_t> src_flags = c.flags_from(Space::L1, src.address());
  // "never written" travels with the bytes: whoever consumes them reports it
  if (transpose) {
    if (c.run([&] { load_2d_transpose(dst_bytes, src_bytes, bits, p); }))
      load_2d_transpose_flags(dst_flags, src_flags, bits, p);
  } else if (c.run([&] { load_2d(dst_bytes, src_bytes, p); })) {
    load_2d(dst_flags, src_flags, p);
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
  if (c.run([&] { load_mx(dst_bytes, src_bytes, p); })) load_mx(dst_flags, src_flags, p);
}

// copy_cbuf_to_bt: n_burst bursts of len_burst x 64 bytes, gaps in 64-byte units (assumption:
// the BT unit of the asc-devkit alignment rule).
void l1_to_bt(Context& c) {
  const Operand dst = c.operand("dst"), src = c.operand("src");
  if (!c.in_space(dst, Space::Bt, "dst") || !c.in_space(src, Space::L1, "src")) return;
  const int64_t n_burst = c.args.integer("n_burst", 1), len = c.args.integer("len_burst");
  const int64_t src_gap = c.args.integer("src_gap", 0), dst_gap = c.args.integer("dst_gap", 0);
  if (!c.run([&] {
        check_range("n_burst", n_burst, 0, 4095);
        check_range("len_burst", len, 0, 65535);
        check_range("src_gap", src_gap, 0, 65535);
        check_range("dst_gap", dst_gap, 0, 65535);
      }))
    return;
  c.check_alignment(dst, 64, "dst", "bias table 64-byte alignment");
  for (int64_t b = 0; b < n_burst; ++b) {
    const int64_t from = src.address() + b * (len + src_gap) * 64, to = dst.address() + b * (len + dst_gap) * 64;
    if (!c.state.check_in_memory(Space::L1, from, len * 64, "src") || !c.state.check_in_memory(Space::Bt, to, len * 64, "dst"))
      return;
    std::memcpy(c.state.memory(Space::Bt).data() + to, c.state.memory(Space::L1).data() + from, static_cast<size_t>(len * 64));
    std::memcpy(c.state.memory(Space::Bt).written_flags() + to, c.state.memory(Space::L1).written_flags() + from,
                static_cast<size_t>(len * 64));
  }
}

// ---- M: mad_mx ----

// The 512-byte L0C blocks [first, last] of a C region (unit flags, AD-UF).
// An empty region has no blocks (first > last).
std::pair<int64_t, int64_t> l0c_blocks(int64_t address, int64_t bytes) {
  if (bytes <= 0) return {1, 0};
  return {address / 512, (address + bytes - 1) / 512};
}

int64_t l0c_region_bytes(int64_t rows, int64_t n) { return round_up(rows, 16) * round_up(n, 16) * 4; }

void mad_mx(Context& c) {
  const Operand out = c.operand("c"), a = c.operand("a"), b = c.operand("b");
  if (!c.in_space(out, Space::L0C, "c") || !c.in_space(a, Space::L0A, "a") || !c.in_space(b, Space::L0B, "b")) return;
  MmadMxParams p;
  p.m = c.args.integer("m");
  p.k = c.args.integer("k");
  p.n = c.args.integer("n");
  const int64_t unit_flag = c.args.integer("unit_flag", 0);
  p.disable_gemv = c.args.integer("gemv_disable", 1) != 0;
  p.from_bias = c.args.integer("cmatrix_source", 0) != 0;
  p.init = c.args.integer("cmatrix_init_val", 1) != 0;

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
    c.report(DiagnosticCode::AscDType, "mad_mx accumulates into FP32 L0C", "float32", std::string(spec_of(out.tile->dtype).name));
  if (!c.run([&] {
        check_range("m", p.m, 0, 4095);
        check_range("k", p.k, 0, 4095);
        check_range("n", p.n, 0, 4095);
        if (unit_flag != 0 && unit_flag != 2 && unit_flag != 3)
          throw FieldRangeError("unit_flag = " + std::to_string(unit_flag) + "; expected 0, 2 or 3");
      }))
    return;
  if (p.k % 64 != 0) {
    // asc-devkit MmadMx: "K must be a multiple of 64"; the hardware outcome is not documented, so
    // hardware mode does not execute it
    c.report(DiagnosticCode::AscKMultiple, "mad_mx k is not a multiple of 64", "a multiple of 64", std::to_string(p.k));
    return;
  }
  if (p.m == 1 && !p.disable_gemv) {
    c.report(DiagnosticCode::AscGemv, "mad_mx with m = 1 and GEMV enabled reads L0A as ND (not modelled)", "gemv_disable=1",
             "gemv_disable=0");
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
  } scales[] = {{"scale_a", Space::L0AMx, sa_address, Layout::ZZ, a}, {"scale_b", Space::L0BMx, sb_address, Layout::NN, b}};
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
      c.report(DiagnosticCode::AscShape, std::string("mad_mx ") + s.name + " tile '" + named.tile->name + "' is smaller than " +
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
  auto check_rows = [&](Space space, int64_t base, const Geometry& g, int64_t rows, int64_t cols, int bits, const char* name,
                        const std::string& tile, int64_t tile_base) {
    const int64_t c0 = (g.layout == Layout::ZZ || g.layout == Layout::NN) ? 2 : c0_elements(bits);
    for (int64_t r = 0; r < rows; ++r)
      for (int64_t col = 0; col < cols; col += c0) {
        const int64_t first = g.index(r, col), last = g.index(r, std::min(cols, col + c0) - 1);
        const int64_t from = first * bits / 8, to = last * bits / 8;
        if (!c.check_written(space, base + from, to - from + 1, name, tile, tile_base))
          return false;
      }
    return true;
  };
  // scale tiles named on the instruction (what the kernel meant) or, without them, the bytes at addr >> 4
  const std::string sa_tile = c.args.find("scale_a") ? c.operand("scale_a").tile->name : "at " + hex(static_cast<uint64_t>(sa_address));
  const std::string sb_tile = c.args.find("scale_b") ? c.operand("scale_b").tile->name : "at " + hex(static_cast<uint64_t>(sb_address));
  const int64_t sa_base = c.args.find("scale_a") ? c.operand("scale_a").address() : sa_address;
  const int64_t sb_base = c.args.find("scale_b") ? c.operand("scale_b").address() : sb_address;
  bool ok = check_rows(Space::L0A, a.address(), ga, p.m, p.k, bits_a, "a", a.tile->name, a.tile->address);
  if (ok) {
    // B is ZN [k, n]: K runs inside a fractal row, so walk it by columns
    for (int64_t j = 0; ok && j < p.n; ++j)
      for (int64_t kk = 0; ok && kk < p.k; kk += c0_elements(bits_b)) {
        const int64_t first = gb.index(kk, j);
        ok = c.check_written(Space::L0B, b.address() + first * bits_b / 8, std::min<int64_t>(kC0Bytes, (p.k - kk) * bits_b / 8), "b",
                             b.tile->name, b.tile->address);
      }
  }
  if (ok) ok = check_rows(Space::L0AMx, sa_address, gsa, p.m, groups, 8, "scale A at addr(a) >> 4", sa_tile, sa_base);
  if (ok)
    for (int64_t j = 0; ok && j < p.n; ++j)
      for (int64_t g = 0; ok && g < groups; g += 2)
        ok = c.check_written(Space::L0BMx, sb_address + gsb.index(g, j), 2, "scale B at addr(b) >> 4", sb_tile, sb_base);
  if (ok && !p.init && !p.from_bias) {
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
  // asc-devkit Mmad: back-to-back MMADs into the same L0C need PipeBarrier<PIPE_M> when (m/16)(n/16) < 10
  const int64_t fractals = ((p.m + 15) / 16) * ((p.n + 15) / 16);
  if (c.state.last_mad && fractals < 10 && c.state.last_mad->first < out.address() + c_bytes &&
      out.address() < c.state.last_mad->first + c.state.last_mad->second)
    c.report(DiagnosticCode::AscMBarrier, "mad_mx of " + std::to_string(fractals) +
                                              " C fractals right after another mad_mx into the same L0C",
             "pipe_barrier(PIPE_M) between them", "none");
  c.state.last_mad = std::make_pair(out.address(), c_bytes);
  if (!c.run([&] { mmad_mx(o, p); })) return;
  const Geometry gc = geometry(Layout::L0C, 32, p.m, p.n);
  for (int64_t r = 0; r < p.m; ++r)
    for (int64_t j = 0; j < p.n; j += 16)
      c.mark_written(Space::L0C, out.address() + gc.index(r, j) * 4, std::min<int64_t>(16, p.n - j) * 4);
  if (unit_flag == 3) {
    const auto [first, last] = l0c_blocks(out.address(), c_bytes);
    for (int64_t blk = first; blk <= last; ++blk) c.state.unit_flags[static_cast<size_t>(blk)] = 1;
  }
}

// ---- FIX: L0C -> GM ----

void fixpipe(Context& c) {
  const Operand dst = c.operand("dst"), src = c.operand("src");
  if (!c.in_space(dst, Space::Gm, "dst") || !c.in_space(src, Space::L0C, "src")) return;
  FixpipeParams p;
  p.n = c.args.integer("n");
  p.m = c.args.integer("m");
  p.dst_stride = c.args.integer("dst_stride");
  p.src_stride = c.args.integer("src_stride");
  const int64_t unit_flag = c.args.integer("unit_flag", 0);
  if (c.args.integer("nz2nd", 1) != 1)
    throw Error(trace::where(c.file, c.instruction.at) +
                "copy_matrix_cc_to_gm with nz2nd=0 (NZ output) is not modelled; expected nz2nd=1");
  // quant_pre: NoQuant (FP32 out), F322F16, F322BF16 (asc-devkit Fixpipe; casts round with RINT)
  const DType out = dst.tile->dtype;
  const std::string quant = c.args.name("quant_pre");
  const std::string implied = out == DType::Float32 ? "NoQuant" : out == DType::Float16 ? "F322F16"
                              : out == DType::Bfloat16 ? "F322BF16" : "";
  if (implied.empty()) {
    c.report(DiagnosticCode::AscDType, "copy_matrix_cc_to_gm output dtype", "float32, float16 or bfloat16",
             std::string(spec_of(out).name));
    return;
  }
  if (!quant.empty() && quant != implied) {
    if (quant != "NoQuant" && quant != "F322F16" && quant != "F322BF16")
      c.args.fail(*c.args.find("quant_pre"), "quant_pre '" + quant + "' is not modelled", "NoQuant, F322F16 or F322BF16");
    c.report(DiagnosticCode::AscDType, "copy_matrix_cc_to_gm quant_pre does not produce the destination's dtype",
             "quant_pre=" + implied + std::string(" for ") + std::string(spec_of(out).name), quant);
    return;
  }
  p.output = spec_of(out).element;
  if (!c.run([&] {
        if (unit_flag != 0 && unit_flag != 2 && unit_flag != 3)
          throw FieldRangeError("unit_flag = " + std::to_string(unit_flag) + "; expected 0, 2 or 3");
        check_range("nSize", p.n, 0, 4095);
        check_range("mSize", p.m, 0, 65535);
        check_range("srcStride", p.src_stride, 0, 65535);
        check_range("dstStride", p.dst_stride, 0, (int64_t{1} << 32) - 1);
      }))
    return;
  c.check_alignment(src, 64, "src", "L0C read-out 64-byte alignment");
  const int64_t out_bytes = spec_of(out).bits / 8;
  const int64_t c_bytes = round_up(p.n, 16) * std::max<int64_t>(p.src_stride, 0) * 4;
  if (!c.state.check_in_memory(Space::L0C, src.address(), c_bytes, "src")) return;
  if (p.m > 0 && !c.state.check_in_memory(Space::Gm, dst.address(), ((p.m - 1) * p.dst_stride + p.n) * out_bytes, "dst"))
    return;
  bool ok = true;
  for (int64_t r = 0; ok && r < p.m; ++r)
    for (int64_t j = 0; ok && j < p.n; j += 16)
      ok = c.check_written(Space::L0C, src.address() + ((j / 16) * p.src_stride + r) * 64, std::min<int64_t>(16, p.n - j) * 4,
                           "src", src.tile->name, src.tile->address);
  Memory& gm = c.state.memory(Space::Gm);
  const Memory& l0c = c.state.memory(Space::L0C);
  if (!c.run([&] {
        fixpipe_nz2nd({gm.data(), gm.size_bytes()}, dst.address(), {l0c.data(), l0c.size_bytes()}, src.address(), p);
      }))
    return;
  for (int64_t r = 0; r < p.m; ++r) c.mark_written(Space::Gm, dst.address() + r * p.dst_stride * out_bytes, p.n * out_bytes);
  if (unit_flag == 3) {
    const auto [first, last] = l0c_blocks(src.address(), c_bytes);
    for (int64_t blk = first; blk <= last; ++blk) c.state.unit_flags[static_cast<size_t>(blk)] = 0;
  }
}

// ---- synchronisation ----

// Event IDs 0-7 on 950 (asc-devkit hardware constraints; 6 and 7 are reserved for the system,
// which a kernel may still use, so they are accepted).
bool check_event(Context& c, int64_t id) {
  return c.run([&] { check_range("event_id", id, 0, 7); });
}

std::array<int, 3> event_key(const Args& args) {
  return {static_cast<int>(args.pipe("pipe")), static_cast<int>(args.pipe("tpipe")), static_cast<int>(args.event("event_id"))};
}

std::string event_text(const Args& args) {
  return std::string("(") + std::string(name_of(args.pipe("pipe"))) + std::string(", ") + std::string(name_of(args.pipe("tpipe"))) + ", EVENT_ID" +
         std::to_string(args.event("event_id")) + ")";
}

void set_flag(Context& c) {
  if (!check_event(c, c.args.event("event_id"))) return;
  int& count = c.state.events[event_key(c.args)];
  if (count > 0) {
    c.report(DiagnosticCode::AscFlagDuplicate, "set_flag" + event_text(c.args) + " is already set and not yet waited for",
             "one set_flag per wait_flag", "a second set_flag");
    return;
  }
  count = 1;
}

void wait_flag(Context& c) {
  if (!check_event(c, c.args.event("event_id"))) return;
  c.state.events[event_key(c.args)] = 0;
}

int64_t mutex_id(Context& c) {
  const int64_t id = c.args.integer("id");
  // pypto accepts 0-31 (28-31 reserved for the framework in Ascend C)
  if (!c.run([&] { check_range("id", id, 0, 31); })) return -1;
  return id;
}

}  // namespace

const trace::TargetSchema& schema() {
  static const trace::TargetSchema s = [] {
    trace::TargetSchema t;
    t.target = "ascend950";
    for (int i = 0; i < kSpaceCount; ++i) t.memory_spaces.emplace_back(name_of(static_cast<Space>(i)));
    for (const Row& r : kTable) t.instructions.push_back({r.mnemonic, r.pipe, trace::schema_words(r.required), trace::schema_words(r.optional)});
    return t;
  }();
  return s;
}

std::string queue_of(const trace::Instruction& instruction, const std::string& file) {
  std::string derived;
  for (const Row& r : kTable)
    if (instruction.mnemonic == r.mnemonic && r.pipe[0] != '\0') derived = r.pipe;
  if (derived.empty()) {
    const Args args{instruction, file};
    derived = queue_of(args.pipe(instruction.mnemonic == "wait_flag" ? "tpipe" : "pipe"));
  }
  // an explicit @queue may only repeat it: an instruction runs on the pipe its hardware unit is
  if (!instruction.queue.empty() && instruction.queue != derived)
    throw Error(trace::where(file, instruction.at) + "@" + instruction.queue + " " + instruction.mnemonic +
                "; expected @" + derived + " (the pipe this instruction runs on)");
  return derived;
}

long take_ticket(State& state, const trace::Instruction& instruction, const std::string& file) {
  if (instruction.mnemonic != "get_buf") return 0;
  const Args args{instruction, file};
  return state.mutexes[args.integer("id")].next_ticket++;
}

namespace {

std::optional<Wait> blocked_or_throw(const State& state, const trace::Instruction& instruction, long ticket,
                                     const std::string& file) {
  const Args args{instruction, file};
  const Op op = op_of(instruction);
  if (op == Op::WaitFlag) {
    const int64_t id = args.event("event_id");
    if (id < 0 || id > 7) return std::nullopt;
    const auto found = state.events.find(event_key(args));
    if (found == state.events.end() || found->second == 0)
      return Wait{DiagnosticCode::AscFlagUnmatched, "wait_flag" + event_text(args) + " has no matching set_flag"};
  } else if (op == Op::GetBuf) {
    const int64_t id = args.integer("id");
    if (id < 0 || id > 31) return std::nullopt;
    const auto found = state.mutexes.find(id);
    if (found != state.mutexes.end()) {
      const State::Mutex& m = found->second;
      const Pipe pipe = args.pipe("pipe");
      if (m.holder && *m.holder == pipe) return std::nullopt;  // a nested lock: execute reports it
      if (m.holder)
        return Wait{DiagnosticCode::AscMutex, std::string("get_buf(") + std::string(name_of(pipe)) + ", " + std::to_string(args.integer("id")) +
                                                  std::string(") waits for ") + std::string(name_of(*m.holder)) + " to release it (rls_buf)"};
      if (m.serving != ticket)
        return Wait{DiagnosticCode::AscMutex, std::string("get_buf(") + std::string(name_of(pipe)) + ", " +
                                                  std::to_string(args.integer("id")) + ") waits for an earlier get_buf of that ID"};
    }
  } else if (op == Op::MadMx || op == Op::Fixpipe) {
    const int64_t unit_flag = args.integer("unit_flag", 0);
    if (unit_flag != 2 && unit_flag != 3) return std::nullopt;
    const trace::Keyword* k = args.find(op == Op::MadMx ? "c" : "src");
    const Operand region = state.resolve(k->value, k->name.data(), file);
    if (region.space() != Space::L0C) return std::nullopt;
    // out-of-range fields never wait: execute reports them
    const int64_t rows = args.integer(op == Op::MadMx ? "m" : "src_stride"), n = args.integer("n");
    if (rows < 0 || rows > 65535 || n < 0 || n > 4095) return std::nullopt;
    const int64_t bytes = op == Op::MadMx ? l0c_region_bytes(rows, n) : round_up(n, 16) * rows * 4;
    if (region.address() < 0 || bytes < 0 || region.address() + bytes > state.capacities.l0c) return std::nullopt;
    const auto [first, last] = l0c_blocks(region.address(), bytes);
    const uint8_t wanted = op == Op::MadMx ? 0 : 1;
    for (int64_t blk = first; blk <= last; ++blk)
      if (state.unit_flags[static_cast<size_t>(blk)] != wanted)
        return Wait{DiagnosticCode::AscUnitFlag,
                    op == Op::MadMx ? "mad_mx (unit_flag " + std::to_string(unit_flag) + ") waits for FIXPIPE to read out L0C block " +
                                          std::to_string(blk) + " (its unit flag is 1)"
                                    : "copy_matrix_cc_to_gm (unit_flag " + std::to_string(unit_flag) +
                                          ") waits for a mad_mx with unit_flag 3 to finish L0C block " + std::to_string(blk)};
  }
  return std::nullopt;
}

}  // namespace

std::optional<Wait> blocked(const State& state, const trace::Instruction& instruction, long ticket, const std::string& file) {
  // a malformed or out-of-range operand never waits: execute reports it
  try {
    return blocked_or_throw(state, instruction, ticket, file);
  } catch (const Error&) {
    return std::nullopt;
  }
}

void execute(State& state, const trace::Instruction& instruction, const std::string& file) {
  Context c{state, instruction, file, Args{instruction, file}};
  switch (op_of(instruction)) {
    case Op::Nd2Nz: return gm_to_l1(c, false);
    case Op::Dn2Nz: return gm_to_l1(c, true);
    case Op::LoadCa: return l1_to_l0(c, Space::L0A);
    case Op::LoadCb: return l1_to_l0(c, Space::L0B);
    case Op::LoadCaMx: return l1_to_scale(c, Space::L0AMx);
    case Op::LoadCbMx: return l1_to_scale(c, Space::L0BMx);
    case Op::CopyBt: return l1_to_bt(c);
    case Op::MadMx: return mad_mx(c);
    case Op::Fixpipe: return fixpipe(c);
    case Op::SetFlag: return set_flag(c);
    case Op::WaitFlag: return wait_flag(c);
    case Op::PipeBarrier:
      if (c.args.pipe("pipe") == Pipe::M || c.args.pipe("pipe") == Pipe::All) state.last_mad.reset();
      // PipeBarrier orders one pipe's own instructions; it is not valid on PIPE_S (asc-devkit)
      if (c.args.pipe("pipe") == Pipe::S)
        c.report(DiagnosticCode::AscPipe, "pipe_barrier(PIPE_S)", "a pipe other than PIPE_S", "PIPE_S");
      return;
    case Op::GetBuf: {
      // this get_buf's turn is over whatever it reports, so later ones of the ID are not held up
      ++state.mutexes[c.args.integer("id")].serving;
      const int64_t id = mutex_id(c);
      if (id < 0) return;
      State::Mutex& m = state.mutexes[id];
      const Pipe pipe = c.args.pipe("pipe");
      if (m.holder && *m.holder == pipe) {
        // pypto: "a duplicate get_buf on one pipe and ID hangs the hardware"
        c.report(DiagnosticCode::AscMutex, std::string("get_buf(") + std::string(name_of(pipe)) + ", " + std::to_string(id) +
                                                ") while the same pipe holds it",
                 "rls_buf before the next get_buf", "a nested get_buf");
        return;
      }
      m.holder = pipe;
      return;
    }
    case Op::RlsBuf: {
      const int64_t id = mutex_id(c);
      if (id < 0) return;
      State::Mutex& m = state.mutexes[id];
      const Pipe pipe = c.args.pipe("pipe");
      if (!m.holder || *m.holder != pipe) {
        c.report(DiagnosticCode::AscMutex, std::string("rls_buf(") + std::string(name_of(pipe)) + ", " + std::to_string(id) + ") without its get_buf",
                 "a get_buf on the same pipe first", m.holder ? std::string("held by ") + std::string(name_of(*m.holder)) : "not held");
        return;
      }
      m.holder.reset();
      return;
    }
  }
}

void finish(State& state) {
  state.location = TraceLocation{state.location.file, 0, 0, -1, {}, "end of program"};
  for (const auto& [key, count] : state.events)
    if (count > 0)
      state.report(DiagnosticCode::AscFlagLeftSet,
                   std::string("set_flag(") + std::string(name_of(static_cast<Pipe>(key[0]))) + ", " +
                       std::string(name_of(static_cast<Pipe>(key[1]))) + ", EVENT_ID" + std::to_string(key[2]) +
                       ") was never waited for",
                   "a wait_flag for every set_flag", "still set at the end");
  int64_t raised = 0;
  for (uint8_t f : state.unit_flags) raised += f;
  if (raised > 0)
    state.report(DiagnosticCode::AscFlagLeftSet,
                 std::to_string(raised) + " L0C unit flags are still 1 (a mad_mx with unit_flag 3 whose result no FIXPIPE "
                                          "with unit_flag 3 read out): the next kernel's unit-flag mad_mx would hang",
                 "every Final matmul read out by a Final store", "flags left at 1");
  for (const auto& [id, m] : state.mutexes)
    if (m.holder)
      state.report(DiagnosticCode::AscMutexHeld, "mutex " + std::to_string(id) + std::string(" is still held by ") + std::string(name_of(*m.holder)),
                   "rls_buf for every get_buf", "held at the end");
}

}  // namespace sim::ascend950
