#include "isa/cdna4/execute.h"

#include <algorithm>
#include <cstring>

#include "sim/core/error.h"
#include "sim/core/hex.h"
#include "sim/numerics/convert.h"
#include "sim/numerics/dot.h"
#include "sim/numerics/mx_matmul.h"
#include "sim/numerics/scaled_convert.h"

namespace sim::cdna4 {

namespace nm = sim::numerics;

namespace {

// An operand: registers, or a constant (inline or literal), or `off`.
struct Operand {
  std::optional<Registers> registers;
  std::optional<uint32_t> constant;  // 32-bit pattern
  bool off = false;
  bool special = false;  // m0, vcc, exec: not modelled
  std::string text;
};

struct Context {
  State& st;
  Wave& w;
  const trace::Instruction& in;
  const std::string& file;

  void report(DiagnosticCode code, std::string message, std::string expected = {}, std::string actual = {}) const {
    st.report(code, std::move(message), std::move(expected), std::move(actual));
  }
  // The same, positioned at an operand (as the assembler points at srcA / srcB).
  void report_at(const char* operand, DiagnosticCode code, std::string message, std::string expected = {},
                 std::string actual = {}) const {
    const TraceLocation saved = st.location;
    if (const trace::Keyword* k = kw(operand); k && k->at.line == saved.line && k->at.column > 0) st.location.column = k->at.column;
    try {
      report(code, std::move(message), std::move(expected), std::move(actual));
    } catch (...) {
      st.location = saved;
      throw;
    }
    st.location = saved;
  }

  const trace::Keyword* kw(const char* name) const { return in.operand(name); }

  [[noreturn]] void fail(const trace::Keyword& k, const std::string& what, const std::string& expected) const {
    throw Error(trace::where(file, k.value.at) + what + "; expected " + expected);
  }

  int64_t imm(const char* name, int64_t fallback) const {
    const trace::Keyword* k = kw(name);
    if (!k) return fallback;
    if (const auto* v = std::get_if<int64_t>(&k->value.data)) return *v;
    fail(*k, std::string("'") + std::string(name) + "' is not an integer", "an integer");
  }

  std::vector<int64_t> bits_list(const char* name, size_t size, int64_t fallback) const {
    std::vector<int64_t> out(size, fallback);
    const trace::Keyword* k = kw(name);
    if (!k) return out;
    const auto* list = std::get_if<trace::List>(&k->value.data);
    if (!list) fail(*k, std::string("'") + std::string(name) + "' is not a list", "[b0, b1, ...]");
    out.assign(list->items.size(), 0);
    for (size_t i = 0; i < list->items.size(); ++i) {
      const auto* v = std::get_if<int64_t>(&list->items[i].data);
      if (!v) fail(*k, std::string("'") + std::string(name) + "' holds a non-integer", "0 or 1 in each place");
      out[i] = *v;
    }
    return out;
  }

  Operand operand(const char* name) const {
    const trace::Keyword* k = kw(name);
    Operand o;
    if (!k) return o;
    if (const auto* i = std::get_if<int64_t>(&k->value.data)) {
      if (*i < INT32_MIN || *i > UINT32_MAX) fail(*k, "constant " + std::to_string(*i) + " does not fit 32 bits", "a 32-bit value");
      o.constant = static_cast<uint32_t>(*i);
      o.text = std::to_string(*i);
      return o;
    }
    if (const auto* d = std::get_if<double>(&k->value.data)) {
      // a float literal is an FP32 value: round the (double) literal once with the numerics core
      uint64_t bits = 0;
      std::memcpy(&bits, d, 8);
      uint32_t f = 0;
      nm::encode_array(nm::Format::FP32, nm::Format::FP64, &bits, 1, &f, nm::ConvertOptions{});
      o.constant = f;
      o.text = std::to_string(*d);
      return o;
    }
    const auto* ref = std::get_if<trace::Reference>(&k->value.data);
    if (!ref || !ref->calls.empty()) fail(*k, std::string("operand '") + std::string(name) + "' is not a register or constant", "v0, v[0:3], a0, s0, off, an integer");
    const std::string_view n = ref->name;
    o.text = std::string(n);
    if (n == "off") {
      o.off = true;
      return o;
    }
    if (n == "m0" || n == "vcc" || n == "vcc_lo" || n == "vcc_hi" || n == "exec" || n == "exec_lo" || n == "exec_hi")
      fail(*k, "operand '" + std::string(name) + "' = " + std::string(n) + ": m0, vcc and exec operands are not modelled",
           "a VGPR, AGPR, SGPR or constant");
    Registers r;
    if (n.empty() || (n[0] != 'v' && n[0] != 'a' && n[0] != 's'))
      fail(*k, std::string("operand '") + std::string(name) + std::string("' = '") + std::string(n) + "'", "a register: v0, v[0:3], a0, a[0:3], s0, s[0:1]");
    r.file = n[0] == 'v' ? RegFile::V : n[0] == 'a' ? RegFile::A : RegFile::S;
    if (n.size() == 1) {
      if (ref->index.size() != 1 || !ref->index[0].is_range || !ref->index[0].has_start || !ref->index[0].has_stop ||
          ref->index[0].has_step)
        fail(*k, std::string("register range '") + std::string(n) + "[...]'", "v[first:last]");
      r.first = static_cast<int>(std::clamp<int64_t>(ref->index[0].start, -1, 1 << 20));
      const int64_t last = ref->index[0].stop;  // LLVM ranges are inclusive
      if (last < ref->index[0].start) fail(*k, "register range ends before it starts", "v[first:last] with first <= last");
      r.count = static_cast<int>(std::min<int64_t>(last - ref->index[0].start + 1, 1 << 20));
    } else {
      int64_t index = 0;
      for (char c : n.substr(1)) {
        if (c < '0' || c > '9') fail(*k, std::string("operand '") + std::string(name) + std::string("' = '") + std::string(n) + "'", "a register: v0, a0, s0");
        index = std::min<int64_t>(index * 10 + (c - '0'), 1 << 20);
      }
      if (!ref->index.empty()) fail(*k, "indexed single register", "v[first:last] or v7");
      r.first = static_cast<int>(index);
    }
    o.text = r.text();
    o.registers = r;
    return o;
  }

  // Registers of the operand within their file (CDNA-REGISTER-RANGE), even-aligned when a tuple.
  bool in_file(const Registers& r, const char* name) const {
    const int size = r.file == RegFile::V ? kVgprs : r.file == RegFile::A ? kAgprs : kSgprs;
    if (r.first < 0 || r.first + r.count > size) {
      report(DiagnosticCode::CdnaRegisterRange, in.mnemonic + " " + name + " " + r.text() + " leaves the register file",
             "registers 0.." + std::to_string(size - 1), r.text());
      return false;
    }
    if (r.count > 1 && r.first % 2 != 0 && r.file != RegFile::S) {
      report(DiagnosticCode::CdnaRegisterRange, in.mnemonic + " " + name + " " + r.text() + " is not aligned",
             "a tuple starting at an even register", r.text());
      return false;
    }
    if (r.count > 1 && r.file == RegFile::S && r.first % 2 != 0) {
      report(DiagnosticCode::CdnaRegisterRange, in.mnemonic + " " + name + " " + r.text() + " is not aligned",
             "an SGPR pair or quad starting at an even register", r.text());
      return false;
    }
    return true;
  }

  bool tuple(const Operand& o, const char* name, int count, std::initializer_list<RegFile> files, const std::string& rule) const {
    if (!o.registers) {
      report(DiagnosticCode::CdnaRegisterFile, in.mnemonic + " " + name + " must be a register", "a register", o.text);
      return false;
    }
    const Registers& r = *o.registers;
    if (std::find(files.begin(), files.end(), r.file) == files.end()) {
      std::string allowed;
      for (RegFile f : files) allowed += std::string(allowed.empty() ? "" : " or ") + (f == RegFile::V ? "VGPR" : f == RegFile::A ? "AGPR" : "SGPR");
      report(DiagnosticCode::CdnaRegisterFile, in.mnemonic + " " + name + " " + r.text() + " is in the wrong register file",
             allowed, r.text());
      return false;
    }
    if (count > 0 && r.count != count) {
      report_at(name, DiagnosticCode::CdnaTupleSize,
                rule.empty() ? in.mnemonic + " " + name + " " + r.text() + " has the wrong size" : rule,
                std::to_string(count) + " registers", std::to_string(r.count) + " (" + r.text() + ")");
      return false;
    }
    return in_file(r, name);
  }

  // MEM-UNINIT for a register lane never written; CDNA-WAITCNT for a register an outstanding load
  // still writes.
  bool readable(const Registers& r, const char* name) const {
    for (const Outstanding& o : w.outstanding)
      if (o.destination && o.destination->overlaps(r)) {
        int younger = 0;
        bool seen = false;
        for (const Outstanding& p : w.outstanding) {
          if (&p == &o) seen = true;
          else if (seen && p.vm == o.vm) ++younger;
        }
        report(DiagnosticCode::CdnaWaitcnt,
               in.mnemonic + " reads " + name + " " + r.text() + " while " + o.what + " still writes " + o.destination->text(),
               std::string("s_waitcnt ") + (o.vm ? "vmcnt(" : "lgkmcnt(") + std::to_string(younger) + ") before it", "no wait");
        return false;
      }
    if (r.file == RegFile::S) {
      for (int i = 0; i < r.count; ++i)
        if (!w.s_written[static_cast<size_t>(r.first + i)]) {
          report(DiagnosticCode::UninitializedRead, in.mnemonic + " reads " + name + " s" + std::to_string(r.first + i) + ", never written",
                 "written registers", "unwritten");
          return false;
        }
      return true;
    }
    for (int i = 0; i < r.count; ++i) {
      const uint8_t* f = w.written(r.file, r.first + i);
      for (int lane = 0; lane < kLanes; ++lane)
        if (!f[lane]) {
          report(DiagnosticCode::UninitializedRead,
                 in.mnemonic + " reads " + name + " " + Registers{r.file, r.first + i, 1}.text() + " lane " + std::to_string(lane) +
                     ", never written",
                 "written registers", "unwritten");
          return false;
        }
    }
    return true;
  }

  // Writing a register an outstanding load will still write is a WAW race: CDNA-WAITCNT too,
  // unless the writer is a load of the same counter (those complete in order, ISA ch.4).
  bool writable(const Registers& r, const char* name, int counter = -1) const {
    for (const Outstanding& o : w.outstanding)
      if (o.destination && o.destination->overlaps(r) && counter != (o.vm ? 1 : 0)) {
        report(DiagnosticCode::CdnaWaitcnt, in.mnemonic + " writes " + name + " " + r.text() + " while " + o.what + " still writes it",
               "s_waitcnt before it", "no wait");
        return false;
      }
    return true;
  }

  void mark(const Registers& r) {
    for (int i = 0; i < r.count; ++i) {
      if (r.file == RegFile::S)
        w.s_written[static_cast<size_t>(r.first + i)] = 1;
      else
        std::memset(w.written(r.file, r.first + i), 1, kLanes);
    }
  }

  // A 32-bit source for lane `lane`: VGPR / AGPR lane, SGPR, or constant.
  uint32_t source(const Operand& o, int lane) const {
    if (o.constant) return *o.constant;
    const Registers& r = *o.registers;
    if (r.file == RegFile::S) return w.s[static_cast<size_t>(r.first)];
    return w.reg(r.file, r.first)[lane];
  }

  // VOP3 / VOP3P instructions take inline constants only (integers -16..64, +-0.5, 1, 2, 4,
  // 1/(2 pi)); a literal is "literal operands are not supported" in LLVM's gfx950 tests.
  static bool inline_constant(uint32_t bits) {
    const int32_t i = static_cast<int32_t>(bits);
    if (i >= -16 && i <= 64) return true;
    for (uint32_t f : {0x3F000000u, 0x3F800000u, 0x40000000u, 0x40800000u, 0x3E22F983u})
      if (bits == f || bits == (f | 0x80000000u)) return true;
    return false;
  }
  bool vop3_constant(const Operand& o, const char* name) const {
    if (!o.constant || inline_constant(*o.constant)) return true;
    report_at(name, DiagnosticCode::CdnaRegisterFile, in.mnemonic + " " + name + " " + o.text + ": literal operands are not supported",
              "a register or an inline constant", o.text);
    return false;
  }

  // A VALU source: a single VGPR, SGPR or constant; checks range, initialisation and waits.
  bool valu_source(const Operand& o, const char* name, bool vgpr_only = false) const {
    if (o.constant && !vgpr_only) return true;
    if (o.registers && o.registers->count == 1 &&
        (o.registers->file == RegFile::V || (!vgpr_only && o.registers->file == RegFile::S)))
      return in_file(*o.registers, name) && readable(*o.registers, name);
    report(DiagnosticCode::CdnaRegisterFile, in.mnemonic + " " + name + " '" + o.text + "'",
           vgpr_only ? "one VGPR" : "one VGPR, SGPR or constant", o.text);
    return false;
  }
};

// ---- MFMA ----

void mfma(Context& c, const ShapeSpec& shape, bool scaled_mnemonic) {
  // a preceding v_mfma_ld_scale_b32 belongs to this MFMA whether or not it runs
  const std::optional<Wave::LdScale> prefix = c.w.ld_scale;
  c.w.ld_scale.reset();
  const int64_t cbsz = c.imm("cbsz", 0), blgp = c.imm("blgp", 0);
  const ElementSpec* ea = element_by_selector(cbsz);
  const ElementSpec* eb = element_by_selector(blgp);
  if (!ea || !eb) {
    c.report(DiagnosticCode::CdnaFormat, c.in.mnemonic + (ea ? " blgp" : " cbsz") + " selects no format",
             "0 (E4M3), 1 (E5M2), 2 (E2M3), 3 (E3M2) or 4 (E2M1)", std::to_string(ea ? blgp : cbsz));
    return;
  }
  const Operand d = c.operand("vdst"), a = c.operand("src0"), b = c.operand("src1"), cc = c.operand("src2");
  // the assembler's messages (llvm/test/MC/AMDGPU/mai-gfx950-err.s)
  if (!c.tuple(d, "vdst", shape.d_regs, {RegFile::V, RegFile::A}, "") ||
      !c.tuple(a, "src0", ea->regs, {RegFile::V, RegFile::A},
               "wrong register tuple size for cbsz value " + std::to_string(cbsz) + std::string(" (") + std::string(ea->name) + ")") ||
      !c.tuple(b, "src1", eb->regs, {RegFile::V, RegFile::A},
               "wrong register tuple size for blgp value " + std::to_string(blgp) + std::string(" (") + std::string(eb->name) + ")"))
    return;
  if (cc.constant) {
    if (!c.vop3_constant(cc, "src2")) return;
  } else {
    if (!c.tuple(cc, "src2", shape.d_regs, {RegFile::V, RegFile::A}, "")) return;
    if (cc.registers->file != d.registers->file) {
      c.report(DiagnosticCode::CdnaRegisterFile, c.in.mnemonic + " src2 and vdst are in different register files (ACC_CD is one bit)",
               std::string(d.registers->file == RegFile::A ? "AGPRs" : "VGPRs") + " for both", cc.registers->text() + " and " + d.registers->text());
      return;
    }
    if (cc.registers->overlaps(*d.registers) && cc.registers->first != d.registers->first) {
      c.report(DiagnosticCode::CdnaOverlap, c.in.mnemonic + " vdst partially overlaps src2", "identical or disjoint tuples",
               d.registers->text() + " and " + cc.registers->text());
      return;
    }
  }
  for (const Operand* src : {&a, &b})
    if (src->registers->overlaps(*d.registers)) {
      c.report(DiagnosticCode::CdnaOverlap, c.in.mnemonic + " vdst overlaps an A or B source", "disjoint tuples",
               d.registers->text() + " and " + src->registers->text());
      return;
    }

  // scales: the instruction's own (scaled mnemonic), a preceding v_mfma_ld_scale_b32, or none (1.0)
  std::optional<Registers> scale_a, scale_b;
  int select_a = 0, select_b = 0;
  if (scaled_mnemonic) {
    const Operand sa = c.operand("scale_src0"), sb = c.operand("scale_src1");
    // scales are VGPR-only (LLVM PR 158117: from an SGPR or constant the hardware takes bits 30:23)
    if (!c.tuple(sa, "scale_src0", 1, {RegFile::V}, "") || !c.tuple(sb, "scale_src1", 1, {RegFile::V}, "")) return;
    const std::vector<int64_t> op_sel = c.bits_list("op_sel", 3, 0), op_sel_hi = c.bits_list("op_sel_hi", 3, 0);
    bool ok = op_sel.size() == 3 && op_sel_hi.size() == 3 && op_sel[2] == 0 && op_sel_hi[2] == 0;
    for (int64_t x : op_sel) ok = ok && (x == 0 || x == 1);
    for (int64_t x : op_sel_hi) ok = ok && (x == 0 || x == 1);
    if (!ok) {
      c.report(DiagnosticCode::CdnaOpSel, c.in.mnemonic + " op_sel / op_sel_hi", "[a, b, 0] with a, b in {0, 1}",
               "op_sel " + std::to_string(op_sel.size()) + " places, op_sel_hi " + std::to_string(op_sel_hi.size()) + " places");
      return;
    }
    scale_a = sa.registers;
    scale_b = sb.registers;
    // the byte of each scale VGPR: {op_sel_hi[i], op_sel[i]} (ISA §7.2.1; LLVM PR 140183)
    select_a = static_cast<int>(op_sel[0] + 2 * op_sel_hi[0]);
    select_b = static_cast<int>(op_sel[1] + 2 * op_sel_hi[1]);
  } else if (prefix) {
    scale_a = prefix->a;
    scale_b = prefix->b;
    select_a = prefix->select_a;
    select_b = prefix->select_b;
  }
  for (const std::optional<Registers>& s : {scale_a, scale_b})
    if (s && s->overlaps(*d.registers)) {
      c.report(DiagnosticCode::CdnaOverlap, c.in.mnemonic + " vdst overlaps a scale register", "disjoint registers",
               d.registers->text() + " and " + s->text());
      return;
    }

  // reads: A, B, C and the scales must be written and not still in flight
  bool ok = c.readable(*a.registers, "src0") && c.readable(*b.registers, "src1");
  if (ok && cc.registers) ok = c.readable(*cc.registers, "src2");
  if (ok && scale_a) ok = c.readable(*scale_a, "scale A");
  if (ok && scale_b) ok = c.readable(*scale_b, "scale B");
  if (ok) c.writable(*d.registers, "vdst");

  // gather the lanes into matrices (lanes.h), compute, scatter D
  auto lanes_of = [&](const Registers& r) {
    std::vector<uint32_t> out(static_cast<size_t>(kLanes * r.count));
    for (int lane = 0; lane < kLanes; ++lane)
      for (int i = 0; i < r.count; ++i) out[static_cast<size_t>(lane * r.count + i)] = c.w.reg(r.file, r.first + i)[lane];
    return out;
  };
  const LaneConvention& conv = c.st.convention;
  std::vector<uint8_t> a_codes(static_cast<size_t>(shape.m * shape.k)), b_codes(static_cast<size_t>(shape.k * shape.n));
  const std::vector<uint32_t> a_regs = lanes_of(*a.registers), b_regs = lanes_of(*b.registers);
  unpack_a(shape, *ea, k_layout(conv, ea->bits), a_regs.data(), a_codes.data());
  unpack_b(shape, *eb, k_layout(conv, eb->bits), b_regs.data(), b_codes.data());
  std::vector<uint8_t> sa_lanes(kLanes, 127), sb_lanes(kLanes, 127);  // unscaled: 2^0 (ISA: ABID[0] = 0 forces 0x7F)
  for (int lane = 0; lane < kLanes; ++lane) {
    if (scale_a) sa_lanes[static_cast<size_t>(lane)] = static_cast<uint8_t>(c.w.reg(RegFile::V, scale_a->first)[lane] >> (8 * select_a));
    if (scale_b) sb_lanes[static_cast<size_t>(lane)] = static_cast<uint8_t>(c.w.reg(RegFile::V, scale_b->first)[lane] >> (8 * select_b));
  }
  std::vector<uint8_t> sa(static_cast<size_t>(shape.m * shape.k / 32)), sb(static_cast<size_t>(shape.k / 32 * shape.n));
  gather_scales_a(shape, sa_lanes.data(), sa.data());
  gather_scales_b(shape, sb_lanes.data(), sb.data());
  std::vector<uint32_t> acc(static_cast<size_t>(shape.m * shape.n), cc.constant ? *cc.constant : 0);
  if (cc.registers) {
    const std::vector<uint32_t> c_regs = lanes_of(*cc.registers);
    unpack_d(shape, c_regs.data(), acc.data());
  }
  std::vector<uint32_t> out(acc.size());
  nm::mx_matmul(nm::spec_of(nm::Preset::Cdna4MfmaScale).config, nm::MxMatrix{ea->format, a_codes.data(), sa.data()},
                nm::MxMatrix{eb->format, b_codes.data(), sb.data()}, static_cast<size_t>(shape.m), static_cast<size_t>(shape.n),
                static_cast<size_t>(shape.k), acc.data(), nm::Format::FP32, out.data());
  const std::vector<uint32_t> d_regs = pack_d(shape, out.data());
  for (int lane = 0; lane < kLanes; ++lane)
    for (int r = 0; r < shape.d_regs; ++r) c.w.reg(d.registers->file, d.registers->first + r)[lane] = d_regs[static_cast<size_t>(lane * shape.d_regs + r)];
  c.mark(*d.registers);
}

void ld_scale(Context& c) {
  const Operand sa = c.operand("src0"), sb = c.operand("src1");
  if (!c.tuple(sa, "src0", 1, {RegFile::V}, "") || !c.tuple(sb, "src1", 1, {RegFile::V}, "")) return;
  const std::vector<int64_t> op_sel = c.bits_list("op_sel", 2, 0), op_sel_hi = c.bits_list("op_sel_hi", 2, 1);
  bool ok = op_sel.size() == 2 && op_sel_hi.size() == 2;
  for (int64_t x : op_sel) ok = ok && (x == 0 || x == 1);
  for (int64_t x : op_sel_hi) ok = ok && (x == 0 || x == 1);
  if (!ok) {
    c.report(DiagnosticCode::CdnaOpSel, "v_mfma_ld_scale_b32 op_sel / op_sel_hi", "two places of 0 or 1 each", "other");
    return;
  }
  std::string at = trace::where(c.file, c.in.at);
  at.resize(at.size() - 2);  // without the ": "
  c.w.ld_scale = Wave::LdScale{*sa.registers, *sb.registers, static_cast<int>(op_sel[0] + 2 * op_sel_hi[0]),
                               static_cast<int>(op_sel[1] + 2 * op_sel_hi[1]), at};
}

// ---- scaled conversions (ISA ch.12 VOP3 565-575) ----

nm::ConvertOptions down_options(const Wave& w, nm::Format f) {
  // FP8 follows MODE.FP16_OVFL: E4M3 overflow -> max (bit set) or NaN; E5M2 -> max or Inf; NaN stays
  // NaN. FP4 saturates; a NaN input becomes max (assumption: the HIP gfx950 emulation's rule).
  if (f == nm::Format::E4M3)
    return {nm::RoundingMode::NearestEven, w.fp16_ovfl ? nm::Overflow::Saturate : nm::Overflow::ToNan, nm::NanInput::ToNan, 0};
  if (f == nm::Format::E5M2)
    return {nm::RoundingMode::NearestEven, w.fp16_ovfl ? nm::Overflow::Saturate : nm::Overflow::ToInf, nm::NanInput::ToNan, 0};
  return {nm::RoundingMode::NearestEven, nm::Overflow::Saturate, nm::NanInput::ToMax, 0};
}

// gfx9 VOP3: at most one SGPR value on the constant bus (LLVM: "invalid operand (violates constant bus
// restrictions)"); the same SGPR twice counts once.
bool constant_bus(Context& c, std::initializer_list<const Operand*> sources) {
  std::vector<int> sgprs;
  for (const Operand* o : sources)
    if (o->registers && o->registers->file == RegFile::S &&
        std::find(sgprs.begin(), sgprs.end(), o->registers->first) == sgprs.end())
      sgprs.push_back(o->registers->first);
  if (sgprs.size() <= 1) return true;
  c.report(DiagnosticCode::CdnaRegisterFile, c.in.mnemonic + " reads " + std::to_string(sgprs.size()) + " SGPRs: invalid operand "
                                                                                                    "(violates constant bus restrictions)",
           "at most one SGPR", std::to_string(sgprs.size()));
  return false;
}

void convert_down(Context& c, nm::Format f) {
  const Operand d = c.operand("vdst"), s0 = c.operand("src0"), s1 = c.operand("src1"), sc = c.operand("scale");
  if (!c.tuple(d, "vdst", 1, {RegFile::V}, "")) return;
  if (!c.valu_source(s0, "src0") || !c.valu_source(s1, "src1") || !c.valu_source(sc, "scale")) return;
  if (!c.vop3_constant(s0, "src0") || !c.vop3_constant(s1, "src1") || !c.vop3_constant(sc, "scale")) return;
  if (!constant_bus(c, {&s0, &s1, &sc})) return;
  const std::vector<int64_t> op_sel = c.bits_list("op_sel", 4, 0);
  bool ok = op_sel.size() == 4 && op_sel[0] == 0 && op_sel[1] == 0;
  for (int64_t x : op_sel) ok = ok && (x == 0 || x == 1);
  if (f != nm::Format::E2M1) ok = ok && op_sel[2] == 0;
  if (!ok) {
    c.report(DiagnosticCode::CdnaOpSel, c.in.mnemonic + " op_sel",
             f == nm::Format::E2M1 ? "[0, 0, b, b] (op_sel[3:2] picks the destination byte)" : "[0, 0, 0, h] (op_sel[3] picks the half)",
             "another value");
    return;
  }
  if (!c.writable(*d.registers, "vdst")) return;
  const nm::ConvertOptions options = down_options(c.w, f);
  uint32_t* dst = c.w.reg(RegFile::V, d.registers->first);
  uint8_t* written = c.w.written(RegFile::V, d.registers->first);
  for (int lane = 0; lane < kLanes; ++lane) {
    const uint8_t scale = static_cast<uint8_t>(c.source(sc, lane) >> 23);  // the f32 exponent field is the E8M0 byte
    const uint32_t lo = static_cast<uint32_t>(nm::scaled_encode(f, c.source(s0, lane), scale, options).bits);
    const uint32_t hi = static_cast<uint32_t>(nm::scaled_encode(f, c.source(s1, lane), scale, options).bits);
    uint32_t old = written[lane] ? dst[lane] : 0;  // vdst is tied: the other half / bytes are kept
    if (f == nm::Format::E2M1) {
      const int byte = static_cast<int>(op_sel[2] + 2 * op_sel[3]);
      old = (old & ~(0xFFu << (8 * byte))) | (((lo & 0xF) | ((hi & 0xF) << 4)) << (8 * byte));
    } else {
      const int half = static_cast<int>(op_sel[3]);
      old = (old & ~(0xFFFFu << (16 * half))) | (((lo & 0xFF) | ((hi & 0xFF) << 8)) << (16 * half));
    }
    dst[lane] = old;
  }
  c.mark(*d.registers);
}

void convert_up(Context& c, nm::Format f) {
  const Operand d = c.operand("vdst"), s = c.operand("src0"), sc = c.operand("scale");
  if (!c.tuple(d, "vdst", 2, {RegFile::V}, "")) return;
  if (!c.valu_source(s, "src0") || !c.valu_source(sc, "scale")) return;
  if (!c.vop3_constant(s, "src0") || !c.vop3_constant(sc, "scale")) return;
  if (!constant_bus(c, {&s, &sc})) return;
  const std::vector<int64_t> op_sel = c.bits_list("op_sel", 3, 0);
  bool ok = op_sel.size() >= 2;
  for (size_t i = 0; i < op_sel.size(); ++i) ok = ok && (op_sel[i] == 0 || op_sel[i] == 1) && (i < 2 || op_sel[i] == 0);
  if (f != nm::Format::E2M1 && op_sel.size() >= 2) ok = ok && op_sel[1] == 0;
  if (!ok) {
    c.report(DiagnosticCode::CdnaOpSel, c.in.mnemonic + " op_sel",
             f == nm::Format::E2M1 ? "[b, b, 0] (op_sel[1:0] picks the source byte)" : "[h, 0, 0] (op_sel[0] picks the source half)",
             "another value");
    return;
  }
  if (!c.writable(*d.registers, "vdst")) return;
  uint32_t* d0 = c.w.reg(RegFile::V, d.registers->first);
  uint32_t* d1 = c.w.reg(RegFile::V, d.registers->first + 1);
  for (int lane = 0; lane < kLanes; ++lane) {
    const uint32_t src = c.source(s, lane);
    const uint8_t scale = static_cast<uint8_t>(c.source(sc, lane) >> 23);
    uint32_t e0 = 0, e1 = 0;
    if (f == nm::Format::E2M1) {
      const uint32_t byte = (src >> (8 * (op_sel[0] + 2 * op_sel[1]))) & 0xFF;
      e0 = byte & 0xF;
      e1 = byte >> 4;
    } else {
      const uint32_t half = (src >> (16 * op_sel[0])) & 0xFFFF;
      e0 = half & 0xFF;
      e1 = half >> 8;
    }
    d0[lane] = nm::scaled_decode(f, e0, scale);
    d1[lane] = nm::scaled_decode(f, e1, scale);
  }
  c.mark(*d.registers);
}

// ---- memory ----

void outstanding(Context& c, bool vm, std::optional<Registers> destination) {
  c.w.outstanding.push_back({vm, destination, c.in.mnemonic + " at " + trace::where(c.file, c.in.at).substr(0, trace::where(c.file, c.in.at).size() - 2)});
}

// Per lane, 16 bytes at `addresses[lane]` in `memory` (global or LDS), checked for bounds,
// alignment and initialisation (each reported once per instruction).
struct Access {
  std::vector<uint64_t> address = std::vector<uint64_t>(kLanes);
  std::vector<uint8_t> valid = std::vector<uint8_t>(kLanes, 1);  // buffer range checks drop lanes
};

void load16(Context& c, Memory& memory, const Access& acc, const Registers& dst, uint64_t alignment, const char* what) {
  bool bounds_reported = false, align_reported = false, uninit_reported = false;
  for (int lane = 0; lane < kLanes; ++lane) {
    uint8_t bytes[16] = {};
    uint64_t address = acc.address[lane];
    if (acc.valid[lane]) {
      if (address % alignment != 0 && !align_reported) {
        c.report(DiagnosticCode::Misaligned, c.in.mnemonic + " lane " + std::to_string(lane) + " " + what + " address",
                 "a multiple of " + std::to_string(alignment), hex(address));
        align_reported = true;
      }
      // each dword on its own: one out of range reads 0 (ISA ch.11), the others still load
      for (int dword = 0; dword < 4; ++dword) {
        const uint64_t at = address + 4 * static_cast<uint64_t>(dword);
        if (at < address || at + 4 > memory.size_bytes()) {
          if (!bounds_reported)
            c.report(DiagnosticCode::OutOfBounds, c.in.mnemonic + " lane " + std::to_string(lane) + " reads outside " + memory.name(),
                     "bytes below " + std::to_string(memory.size_bytes()), "4 bytes at " + hex(at));
          bounds_reported = true;
          continue;
        }
        if (!uninit_reported)
          if (const auto first = memory.first_unwritten(at, 4)) {
            c.report(DiagnosticCode::UninitializedRead,
                     c.in.mnemonic + " lane " + std::to_string(lane) + " reads " + memory.name() + " byte " + hex(*first) + ", never written",
                     "written bytes", "unwritten");
            uninit_reported = true;
          }
        memory.read_raw(at, bytes + 4 * dword, 4);
      }
    }
    for (int r = 0; r < 4; ++r) std::memcpy(c.w.reg(dst.file, dst.first + r) + lane, bytes + 4 * r, 4);
  }
  c.mark(dst);
}

void store16(Context& c, Memory& memory, const Access& acc, const Registers& src, uint64_t alignment, const char* what) {
  bool bounds_reported = false, align_reported = false;
  for (int lane = 0; lane < kLanes; ++lane) {
    if (!acc.valid[lane]) continue;
    const uint64_t address = acc.address[lane];
    if (address % alignment != 0 && !align_reported) {
      c.report(DiagnosticCode::Misaligned, c.in.mnemonic + " lane " + std::to_string(lane) + " " + what + " address",
               "a multiple of " + std::to_string(alignment), hex(address));
      align_reported = true;
    }
    uint8_t bytes[16];
    for (int r = 0; r < 4; ++r) std::memcpy(bytes + 4 * r, c.w.reg(src.file, src.first + r) + lane, 4);
    for (int dword = 0; dword < 4; ++dword) {  // an out-of-range dword is dropped, the others land
      const uint64_t at = address + 4 * static_cast<uint64_t>(dword);
      if (at < address || at + 4 > memory.size_bytes()) {
        if (!bounds_reported)
          c.report(DiagnosticCode::OutOfBounds, c.in.mnemonic + " lane " + std::to_string(lane) + " writes outside " + memory.name(),
                   "bytes below " + std::to_string(memory.size_bytes()), "4 bytes at " + hex(at));
        bounds_reported = true;
        continue;
      }
      memory.write_raw(at, bytes + 4 * dword, 4);
    }
  }
}

void global_access(Context& c, bool load) {
  const Operand data = c.operand(load ? "vdst" : "vdata"), vaddr = c.operand("vaddr"), saddr = c.operand("saddr");
  const int64_t offset = c.imm("offset", 0);
  if (offset < -4096 || offset > 4095) {
    c.report(DiagnosticCode::CdnaFieldRange, c.in.mnemonic + " offset", "-4096..4095 (13-bit signed)", std::to_string(offset));
    return;
  }
  if (!c.tuple(data, load ? "vdst" : "vdata", 4, {RegFile::V, RegFile::A}, "")) return;
  // saddr off: a 64-bit VGPR address; else an SGPR pair base plus a 32-bit VGPR offset
  if (!saddr.off && !c.tuple(saddr, "saddr", 2, {RegFile::S}, "")) return;
  if (!c.tuple(vaddr, "vaddr", saddr.off ? 2 : 1, {RegFile::V}, "")) return;
  if (!c.readable(*vaddr.registers, "vaddr") || (!saddr.off && !c.readable(*saddr.registers, "saddr"))) return;
  if (!load && !c.readable(*data.registers, "vdata")) return;
  if (load && !c.writable(*data.registers, "vdst", 1)) return;
  Access acc;
  for (int lane = 0; lane < kLanes; ++lane) {
    const uint64_t v0 = c.w.reg(RegFile::V, vaddr.registers->first)[lane];
    uint64_t base = 0;
    if (saddr.off)
      base = v0 | static_cast<uint64_t>(c.w.reg(RegFile::V, vaddr.registers->first + 1)[lane]) << 32;
    else
      base = (c.w.s[static_cast<size_t>(saddr.registers->first)] |
              static_cast<uint64_t>(c.w.s[static_cast<size_t>(saddr.registers->first + 1)]) << 32) + v0;
    acc.address[static_cast<size_t>(lane)] = base + static_cast<uint64_t>(offset);
  }
  // dword accesses are 4-byte aligned (ISA ch.9)
  if (load)
    load16(c, c.st.global, acc, *data.registers, 4, "global");
  else
    store16(c, c.st.global, acc, *data.registers, 4, "global");
  outstanding(c, true, load ? data.registers : std::nullopt);
}

void buffer_load(Context& c) {
  const Operand data = c.operand("vdst"), vaddr = c.operand("vaddr"), rsrc = c.operand("srsrc"), soffset = c.operand("soffset");
  const int64_t offset = c.imm("offset", 0);
  const bool offen = c.imm("offen", 0) != 0, idxen = c.imm("idxen", 0) != 0;
  if (offset < 0 || offset > 4095) {
    c.report(DiagnosticCode::CdnaFieldRange, "buffer_load_dwordx4 offset", "0..4095 (12-bit unsigned)", std::to_string(offset));
    return;
  }
  if (!c.tuple(data, "vdst", 4, {RegFile::V, RegFile::A}, "") || !c.tuple(rsrc, "srsrc", 4, {RegFile::S}, "")) return;
  if (rsrc.registers->first % 4 != 0) {
    c.report(DiagnosticCode::CdnaRegisterRange, "buffer_load_dwordx4 srsrc " + rsrc.registers->text() + " is not aligned",
             "an SGPR quad starting at a multiple of 4", rsrc.registers->text());
    return;
  }
  // soffset: an SGPR or an inline constant (ISA ch.9 SOFFSET)
  if (soffset.registers && (soffset.registers->file != RegFile::S || soffset.registers->count != 1)) {
    c.report_at("soffset", DiagnosticCode::CdnaRegisterFile, "buffer_load_dwordx4 soffset " + soffset.text, "one SGPR or an inline constant",
                soffset.text);
    return;
  }
  if (!soffset.registers && !soffset.constant) {
    c.report_at("soffset", DiagnosticCode::CdnaRegisterFile, "buffer_load_dwordx4 soffset " + soffset.text, "one SGPR or an inline constant",
                soffset.text);
    return;
  }
  if (!c.vop3_constant(soffset, "soffset") || (soffset.registers && !c.readable(*soffset.registers, "soffset"))) return;
  if (!c.readable(*rsrc.registers, "srsrc")) return;
  const int vregs = (offen ? 1 : 0) + (idxen ? 1 : 0);
  if (vregs == 0 && !vaddr.off) {
    c.report_at("vaddr", DiagnosticCode::CdnaRegisterFile, "buffer_load_dwordx4 without offen or idxen takes no VGPR address",
                "off", vaddr.text);
    return;
  }
  if (vregs > 0 && (!c.tuple(vaddr, "vaddr", vregs, {RegFile::V}, "") || !c.readable(*vaddr.registers, "vaddr"))) return;
  if (!c.writable(*data.registers, "vdst", 1)) return;
  // the V# (ISA ch.9): base [47:0], stride [61:48], num_records in the third dword
  const uint32_t* s = &c.w.s[static_cast<size_t>(rsrc.registers->first)];
  const uint64_t base = s[0] | static_cast<uint64_t>(s[1] & 0xFFFF) << 32;
  const uint64_t stride = (s[1] >> 16) & 0x3FFF, records = s[2];
  const Registers dst = *data.registers;
  bool align_reported = false, bounds_reported = false, uninit_reported = false;
  for (int lane = 0; lane < kLanes; ++lane) {
    const uint64_t index = idxen ? c.w.reg(RegFile::V, vaddr.registers->first)[lane] : 0;
    const uint64_t voffset = offen ? c.w.reg(RegFile::V, vaddr.registers->first + (idxen ? 1 : 0))[lane] : 0;
    const uint64_t off = c.source(soffset, lane) + voffset + static_cast<uint64_t>(offset);
    for (int dword = 0; dword < 4; ++dword) {
      // raw buffers check each dword's offset against num_records, structured ones the index; out of
      // range reads 0 (defined behaviour, not an error)
      const bool in_range = stride == 0 ? off + 4 * dword + 4 <= records : index < records;
      uint32_t value = 0;
      if (in_range) {
        uint64_t address = base + index * stride + off + 4 * dword;
        if (address % 4 != 0) {  // dword accesses force 4-byte alignment (ISA ch.9)
          if (!align_reported)
            c.report(DiagnosticCode::Misaligned, "buffer_load_dwordx4 lane " + std::to_string(lane) + " address", "a multiple of 4",
                     hex(address));
          align_reported = true;
          address &= ~uint64_t{3};
        }
        if (address + 4 > c.st.global.size_bytes() || address + 4 < address) {
          if (!bounds_reported)
            c.report(DiagnosticCode::OutOfBounds, "buffer_load_dwordx4 lane " + std::to_string(lane) + " reads outside global memory",
                     "bytes below " + std::to_string(c.st.global.size_bytes()), "4 bytes at " + hex(address));
          bounds_reported = true;
        } else {
          if (!uninit_reported && c.st.global.first_unwritten(address, 4)) {
            c.report(DiagnosticCode::UninitializedRead,
                     "buffer_load_dwordx4 lane " + std::to_string(lane) + " reads global byte " + hex(address) + ", never written",
                     "written bytes", "unwritten");
            uninit_reported = true;
          }
          c.st.global.read_raw(address, &value, 4);
        }
      }
      c.w.reg(dst.file, dst.first + dword)[lane] = value;
    }
  }
  c.mark(dst);
  outstanding(c, true, dst);
}

void lds_access(Context& c, bool load) {
  const Operand data = c.operand(load ? "vdst" : "vdata"), vaddr = c.operand("vaddr");
  const int64_t offset = c.imm("offset", 0);
  if (offset < 0 || offset > 65535) {
    c.report(DiagnosticCode::CdnaFieldRange, c.in.mnemonic + " offset", "0..65535 (16-bit unsigned)", std::to_string(offset));
    return;
  }
  if (!c.tuple(data, load ? "vdst" : "vdata", 4, {RegFile::V, RegFile::A}, "") || !c.tuple(vaddr, "vaddr", 1, {RegFile::V}, "")) return;
  if (!c.readable(*vaddr.registers, "vaddr")) return;
  if (!load && !c.readable(*data.registers, "vdata")) return;
  if (load && !c.writable(*data.registers, "vdst", 0)) return;
  Access acc;
  for (int lane = 0; lane < kLanes; ++lane)
    acc.address[static_cast<size_t>(lane)] = static_cast<uint64_t>(c.w.reg(RegFile::V, vaddr.registers->first)[lane]) + static_cast<uint64_t>(offset);
  // ds_*_b128 need 16-byte alignment (assumption: the aligned mode; cdna4-isa.md open question 10)
  if (load)
    load16(c, c.st.lds, acc, *data.registers, 16, "LDS");
  else
    store16(c, c.st.lds, acc, *data.registers, 16, "LDS");
  outstanding(c, false, load ? data.registers : std::nullopt);
}

// ---- moves, scalar, control ----

void move(Context& c, RegFile to, std::initializer_list<RegFile> from, bool constants) {
  const Operand d = c.operand(to == RegFile::S ? "sdst" : "vdst"), s = c.operand("src0");
  if (!c.tuple(d, to == RegFile::S ? "sdst" : "vdst", 1, {to}, "")) return;
  if (s.constant) {
    if (!constants) {
      c.report(DiagnosticCode::CdnaRegisterFile, c.in.mnemonic + " src0 cannot be a constant", "a register", s.text);
      return;
    }
  } else if (!c.tuple(s, "src0", 1, from, "") || !c.readable(*s.registers, "src0")) {
    return;
  }
  if (!c.writable(*d.registers, to == RegFile::S ? "sdst" : "vdst")) return;
  if (to == RegFile::S) {
    c.w.s[static_cast<size_t>(d.registers->first)] = c.source(s, 0);
  } else {
    uint32_t* dst = c.w.reg(to, d.registers->first);
    for (int lane = 0; lane < kLanes; ++lane) dst[lane] = c.source(s, lane);
  }
  c.mark(*d.registers);
}

void waitcnt(Context& c) {
  const int64_t vm = c.imm("vmcnt", 63), lgkm = c.imm("lgkmcnt", 15), exp = c.imm("expcnt", 7);
  if (vm < 0 || vm > 63 || lgkm < 0 || lgkm > 15 || exp < 0 || exp > 7) {
    c.report(DiagnosticCode::CdnaFieldRange, "s_waitcnt counts", "vmcnt 0..63, expcnt 0..7, lgkmcnt 0..15",
             "vmcnt " + std::to_string(vm) + ", expcnt " + std::to_string(exp) + ", lgkmcnt " + std::to_string(lgkm));
    return;
  }
  // each counter's operations complete in order: keep only the `count` youngest of each
  for (bool kind_vm : {true, false}) {
    const int64_t keep = kind_vm ? vm : lgkm;
    int64_t seen = 0;
    for (auto it = c.w.outstanding.rbegin(); it != c.w.outstanding.rend(); ++it)
      if (it->vm == kind_vm) ++seen;
    int64_t drop = std::max<int64_t>(0, seen - keep);
    for (auto it = c.w.outstanding.begin(); it != c.w.outstanding.end() && drop > 0;) {
      if (it->vm == kind_vm) {
        it = c.w.outstanding.erase(it);
        --drop;
      } else {
        ++it;
      }
    }
  }
}

void setreg(Context& c) {
  const trace::Keyword* k = c.kw("hwreg");
  const auto* list = k ? std::get_if<trace::List>(&k->value.data) : nullptr;
  const auto field = [&](size_t i) -> const trace::Value* { return list && i < list->items.size() ? &list->items[i] : nullptr; };
  const auto* name = field(0) ? std::get_if<trace::Reference>(&field(0)->data) : nullptr;
  const auto* offset = field(1) ? std::get_if<int64_t>(&field(1)->data) : nullptr;
  const auto* size = field(2) ? std::get_if<int64_t>(&field(2)->data) : nullptr;
  // the model keeps MODE.FP16_OVFL (bit 23), which the FP8 conversions read (Triton sets it this way)
  if (!name || name->name != "HW_REG_MODE" || !offset || *offset != 23 || !size || *size != 1)
    throw Error(trace::where(c.file, c.in.at) + "s_setreg_imm32_b32 of another field is not modelled; expected "
                                                 "hwreg(HW_REG_MODE, 23, 1) (MODE.FP16_OVFL)");
  c.w.fp16_ovfl = (c.imm("simm32", 0) & 1) != 0;
}

}  // namespace

void execute(State& state, Wave& wave, const trace::Instruction& instruction, const std::string& file) {
  Context c{state, wave, instruction, file};
  const std::string& m = instruction.mnemonic;
  const bool plain_mfma = m == "v_mfma_f32_16x16x128_f8f6f4" || m == "v_mfma_f32_32x32x64_f8f6f4";
  if (wave.ld_scale && !plain_mfma) {
    // the VOP3PX2 encoding is ld_scale + MFMA: anything else between them has no defined meaning
    c.report(DiagnosticCode::CdnaLdScale, "v_mfma_ld_scale_b32 at " + wave.ld_scale->at + " is followed by " + m,
             "v_mfma_f32_16x16x128_f8f6f4 or v_mfma_f32_32x32x64_f8f6f4 next", m);
    wave.ld_scale.reset();
  }
  if (m == "v_mfma_scale_f32_16x16x128_f8f6f4") return mfma(c, spec_of(Shape::M16N16K128), true);
  if (m == "v_mfma_scale_f32_32x32x64_f8f6f4") return mfma(c, spec_of(Shape::M32N32K64), true);
  if (m == "v_mfma_f32_16x16x128_f8f6f4") return mfma(c, spec_of(Shape::M16N16K128), false);
  if (m == "v_mfma_f32_32x32x64_f8f6f4") return mfma(c, spec_of(Shape::M32N32K64), false);
  if (m == "v_mfma_ld_scale_b32") return ld_scale(c);
  if (m == "v_cvt_scalef32_pk_fp8_f32") return convert_down(c, nm::Format::E4M3);
  if (m == "v_cvt_scalef32_pk_bf8_f32") return convert_down(c, nm::Format::E5M2);
  if (m == "v_cvt_scalef32_pk_fp4_f32") return convert_down(c, nm::Format::E2M1);
  if (m == "v_cvt_scalef32_pk_f32_fp8") return convert_up(c, nm::Format::E4M3);
  if (m == "v_cvt_scalef32_pk_f32_bf8") return convert_up(c, nm::Format::E5M2);
  if (m == "v_cvt_scalef32_pk_f32_fp4") return convert_up(c, nm::Format::E2M1);
  if (m == "global_load_dwordx4") return global_access(c, true);
  if (m == "global_store_dwordx4") return global_access(c, false);
  if (m == "buffer_load_dwordx4") return buffer_load(c);
  if (m == "ds_read_b128") return lds_access(c, true);
  if (m == "ds_write_b128") return lds_access(c, false);
  if (m == "v_mov_b32") return move(c, RegFile::V, {RegFile::V, RegFile::S}, true);
  if (m == "v_accvgpr_read_b32") return move(c, RegFile::V, {RegFile::A}, false);
  if (m == "v_accvgpr_write_b32") return move(c, RegFile::A, {RegFile::V}, true);
  if (m == "s_mov_b32") return move(c, RegFile::S, {RegFile::S}, true);
  if (m == "s_waitcnt") return waitcnt(c);
  if (m == "s_nop") {
    const int64_t n = c.imm("simm16", 0);
    if (n < 0 || n > 15) c.report(DiagnosticCode::CdnaFieldRange, "s_nop count", "0..15", std::to_string(n));
    return;
  }
  if (m == "s_setreg_imm32_b32") return setreg(c);
  if (m == "s_endpgm") {
    wave.ended = true;
    return;
  }
  if (m == "s_barrier") {
    // s_barrier does not wait for memory (ISA ch.4): stores still outstanding may not be visible to
    // the other waves after it
    for (const Outstanding& o : wave.outstanding)
      if (!o.destination) {
        c.report(DiagnosticCode::CdnaWaitcnt, "s_barrier while " + o.what + " may not have landed",
                 std::string("s_waitcnt ") + (o.vm ? "vmcnt(0)" : "lgkmcnt(0)") + " before s_barrier", "no wait");
        break;
      }
    return;  // the machine synchronises the waves
  }
  throw Error(trace::where(file, instruction.at) + "unknown cdna4 mnemonic '" + m + "'");
}

}  // namespace sim::cdna4
