// The f8f6f4 MFMAs (AMD CDNA4 ISA §7.1-7.2, ch.12 VOP3P / VOP3PX2): V_MFMA_SCALE_F32_16X16X128_F8F6F4,
// V_MFMA_SCALE_F32_32X32X64_F8F6F4, their unscaled forms, and V_MFMA_LD_SCALE_B32, which gives
// the unscaled form after it its scales.
#include <vector>

#include "isa/cdna4/context.h"
#include "isa/cdna4/pending_mfma.h"
#include "sim/numerics/dot.h"
#include "sim/numerics/mx_matmul.h"

namespace sim::cdna4 {

namespace nm = sim::numerics;

namespace {

// Where an MFMA's scales come from: its own scale_src0 / scale_src1 operands (the scaled
// mnemonics), or a v_mfma_ld_scale_b32 directly before it (the unscaled ones; none: 1.0).
enum class Scales : uint8_t { Operands, LdScalePrefix };

struct Formats {
  int64_t cbsz = 0, blgp = 0;
  const ElementSpec* a = nullptr;
  const ElementSpec* b = nullptr;
};

struct ScaleRegisters {
  std::optional<Registers> a, b;
  int select_a = 0, select_b = 0;  // the byte of each scale VGPR
};

// CDNA-FORMAT: cbsz (A) and blgp (B) select 0 E4M3, 1 E5M2, 2 E2M3, 3 E3M2 or 4 E2M1 (ISA §7.2).
bool check_formats(Context& c, Formats& f) {
  f.cbsz = c.operands.integer("cbsz", 0);
  f.blgp = c.operands.integer("blgp", 0);
  f.a = element_by_selector(f.cbsz);
  f.b = element_by_selector(f.blgp);
  if (f.a && f.b) return true;
  c.report(DiagnosticCode::CdnaFormat, c.mnemonic() + (f.a ? " blgp" : " cbsz") + " selects no format",
           "0 (E4M3), 1 (E5M2), 2 (E2M3), 3 (E3M2) or 4 (E2M1)", std::to_string(f.a ? f.blgp : f.cbsz));
  return false;
}

// Tuple sizes by shape and format, register files, overlaps (the assembler's messages:
// llvm/test/MC/AMDGPU/mai-gfx950-err.s; ISA §7.1: D disjoint from A and B, identical to C or
// disjoint; ACC_CD is one bit, so C and D share a file).
bool check_mfma_operands(Context& c, const ShapeSpec& shape, const Formats& f, const Operand& d, const Operand& a,
                         const Operand& b, const Operand& cc) {
  if (!c.check_tuple(d, "vdst", shape.d_regs, {RegFile::V, RegFile::A}) ||
      !c.check_tuple(
          a, "src0", f.a->regs, {RegFile::V, RegFile::A},
          "wrong register tuple size for cbsz value " + std::to_string(f.cbsz) + " (" + std::string(f.a->name) + ")") ||
      !c.check_tuple(
          b, "src1", f.b->regs, {RegFile::V, RegFile::A},
          "wrong register tuple size for blgp value " + std::to_string(f.blgp) + " (" + std::string(f.b->name) + ")"))
    return false;
  if (cc.constant) {
    if (!c.check_inline_constant(cc, "src2")) return false;
  } else {
    if (!c.check_tuple(cc, "src2", shape.d_regs, {RegFile::V, RegFile::A})) return false;
    if (cc.registers->file != d.registers->file) {
      c.report(DiagnosticCode::CdnaRegisterFile,
               c.mnemonic() + " src2 and vdst are in different register files (ACC_CD is one bit)",
               std::string(d.registers->file == RegFile::A ? "AGPRs" : "VGPRs") + " for both",
               cc.registers->text() + " and " + d.registers->text());
      return false;
    }
    if (cc.registers->overlaps(*d.registers) && cc.registers->first != d.registers->first) {
      c.report(DiagnosticCode::CdnaOverlap, c.mnemonic() + " vdst partially overlaps src2",
               "identical or disjoint tuples", d.registers->text() + " and " + cc.registers->text());
      return false;
    }
  }
  for (const Operand* src : {&a, &b})
    if (src->registers->overlaps(*d.registers)) {
      c.report(DiagnosticCode::CdnaOverlap, c.mnemonic() + " vdst overlaps an A or B source", "disjoint tuples",
               d.registers->text() + " and " + src->registers->text());
      return false;
    }
  return true;
}

// op_sel / op_sel_hi of the scaled MFMAs: [a, b, 0] each, {op_sel_hi[i], op_sel[i]} picking the
// byte of scale VGPR i (ISA §7.2.1; LLVM PR 140183).
bool check_scale_op_sel(Context& c, const std::vector<int64_t>& op_sel, const std::vector<int64_t>& op_sel_hi) {
  bool ok = op_sel.size() == 3 && op_sel_hi.size() == 3 && op_sel[2] == 0 && op_sel_hi[2] == 0;
  for (int64_t x : op_sel) ok = ok && (x == 0 || x == 1);
  for (int64_t x : op_sel_hi) ok = ok && (x == 0 || x == 1);
  if (ok) return true;
  c.report(
      DiagnosticCode::CdnaOpSel, c.mnemonic() + " op_sel / op_sel_hi", "[a, b, 0] with a, b in {0, 1}",
      "op_sel " + std::to_string(op_sel.size()) + " places, op_sel_hi " + std::to_string(op_sel_hi.size()) + " places");
  return false;
}

// The scaled mnemonics' own scale operands: one VGPR each (LLVM PR 158117: from an SGPR or a
// constant the hardware takes bits 30:23).
bool scale_operands(Context& c, ScaleRegisters& s) {
  const Operand sa = c.operand("scale_src0"), sb = c.operand("scale_src1");
  if (!c.check_tuple(sa, "scale_src0", 1, {RegFile::V}) || !c.check_tuple(sb, "scale_src1", 1, {RegFile::V}))
    return false;
  const std::vector<int64_t> op_sel =
      c.operands.integers("op_sel", std::nullopt, trace::kAnyInteger, {0, 0, 0}, kOpSelSpelling);
  const std::vector<int64_t> op_sel_hi =
      c.operands.integers("op_sel_hi", std::nullopt, trace::kAnyInteger, {0, 0, 0}, kOpSelSpelling);
  if (!check_scale_op_sel(c, op_sel, op_sel_hi)) return false;
  s.a = sa.registers;
  s.b = sb.registers;
  s.select_a = static_cast<int>(op_sel[0] + 2 * op_sel_hi[0]);
  s.select_b = static_cast<int>(op_sel[1] + 2 * op_sel_hi[1]);
  return true;
}

bool check_scale_overlap(Context& c, const ScaleRegisters& s, const Registers& d) {
  for (const std::optional<Registers>& r : {s.a, s.b})
    if (r && r->overlaps(d)) {
      c.report(DiagnosticCode::CdnaOverlap, c.mnemonic() + " vdst overlaps a scale register", "disjoint registers",
               d.text() + " and " + r->text());
      return false;
    }
  return true;
}

// D = C + sum over 32-K blocks of 2^(sa-127) 2^(sb-127) (A B), with the numerics core's
// cdna4_mfma_scale preset: the lanes gathered into matrices (lanes.h), D scattered back.
void multiply_accumulate(Context& c, const ShapeSpec& shape, const Formats& f, const Operand& d, const Operand& a,
                         const Operand& b, const Operand& cc, const ScaleRegisters& s) {
  const LaneConvention& conv = c.state.convention;
  std::vector<uint8_t> a_codes(static_cast<size_t>(shape.m * shape.k)), b_codes(static_cast<size_t>(shape.k * shape.n));
  const std::vector<uint32_t> a_regs =
      lane_major(c.wave.reg(a.registers->file, a.registers->first), a.registers->count);
  const std::vector<uint32_t> b_regs =
      lane_major(c.wave.reg(b.registers->file, b.registers->first), b.registers->count);
  unpack_a(shape, *f.a, k_layout(conv, f.a->bits), a_regs.data(), a_codes.data());
  unpack_b(shape, *f.b, k_layout(conv, f.b->bits), b_regs.data(), b_codes.data());
  // unscaled: 2^0 (ISA: ABID[0] = 0 forces 0x7F)
  const std::vector<uint8_t> sa_lanes =
      s.a ? lane_bytes(c.wave.reg(RegFile::V, s.a->first), s.select_a) : std::vector<uint8_t>(kLanes, 127);
  const std::vector<uint8_t> sb_lanes =
      s.b ? lane_bytes(c.wave.reg(RegFile::V, s.b->first), s.select_b) : std::vector<uint8_t>(kLanes, 127);
  std::vector<uint8_t> sa(static_cast<size_t>(shape.m * shape.k / 32)), sb(static_cast<size_t>(shape.k / 32 * shape.n));
  gather_scales_a(shape, sa_lanes.data(), sa.data());
  gather_scales_b(shape, sb_lanes.data(), sb.data());
  std::vector<uint32_t> acc(static_cast<size_t>(shape.m * shape.n), cc.constant ? *cc.constant : 0);
  if (cc.registers) {
    const std::vector<uint32_t> c_regs =
        lane_major(c.wave.reg(cc.registers->file, cc.registers->first), cc.registers->count);
    unpack_d(shape, c_regs.data(), acc.data());
  }
  std::vector<uint32_t> out(acc.size());
  const nm::DotConfig& config =
      c.state.mx_matmul.next(nm::spec_of(nm::Preset::Cdna4MfmaScale).config, c.state.location.line);
  auto pending = std::make_unique<PendingMfma>();
  pending->d = *d.registers;
  pending->shape = &shape;
  pending->config = config;
  pending->a_format = f.a->format;
  pending->b_format = f.b->format;
  pending->a_codes = std::move(a_codes);
  pending->b_codes = std::move(b_codes);
  pending->a_scales = std::move(sa);
  pending->b_scales = std::move(sb);
  pending->c = std::move(acc);
  pending->out = std::move(out);
  if (c.state.mfma_queue) {  // a replay: the product runs beside the next instructions (pending_mfma.h)
    c.state.settle_mfma(c.wave.id);
    if (c.state.pending_mfma.size() <= static_cast<size_t>(c.wave.id))
      c.state.pending_mfma.resize(static_cast<size_t>(c.wave.id) + 1);
    c.state.mfma_queue->push(pending.get());
    c.state.pending_mfma[static_cast<size_t>(c.wave.id)] = std::move(pending);
  } else {
    pending->compute();
    pending->land(c.wave);
  }
  c.mark(*d.registers);
}

void mfma(Context& c, const ShapeSpec& shape, Scales scales) {
  // a preceding v_mfma_ld_scale_b32 belongs to this MFMA whether or not it runs
  const std::optional<Wave::LdScale> prefix = c.wave.ld_scale;
  c.wave.ld_scale.reset();
  Formats f;
  if (!check_formats(c, f)) return;
  const Operand d = c.operand("vdst"), a = c.operand("src0"), b = c.operand("src1"), cc = c.operand("src2");
  if (!check_mfma_operands(c, shape, f, d, a, b, cc)) return;
  ScaleRegisters s;
  if (scales == Scales::Operands) {
    if (!scale_operands(c, s)) return;
  } else if (prefix) {
    s = ScaleRegisters{prefix->a, prefix->b, prefix->select_a, prefix->select_b};
  }
  if (!check_scale_overlap(c, s, *d.registers)) return;
  // A, B, C and the scales must be written and not still in flight; in hardware mode the MFMA
  // computes with what the registers hold
  bool ok = c.check_readable(*a.registers, "src0") && c.check_readable(*b.registers, "src1");
  if (ok && cc.registers) ok = c.check_readable(*cc.registers, "src2");
  if (ok && s.a) ok = c.check_readable(*s.a, "scale A");
  if (ok && s.b) ok = c.check_readable(*s.b, "scale B");
  if (ok) c.check_writable(*d.registers, "vdst");
  multiply_accumulate(c, shape, f, d, a, b, cc, s);
}

// op_sel / op_sel_hi of v_mfma_ld_scale_b32: two places of 0 or 1 each.
bool check_ld_scale_op_sel(Context& c, const std::vector<int64_t>& op_sel, const std::vector<int64_t>& op_sel_hi) {
  bool ok = op_sel.size() == 2 && op_sel_hi.size() == 2;
  for (int64_t x : op_sel) ok = ok && (x == 0 || x == 1);
  for (int64_t x : op_sel_hi) ok = ok && (x == 0 || x == 1);
  if (ok) return true;
  c.report(DiagnosticCode::CdnaOpSel, c.mnemonic() + " op_sel / op_sel_hi", "two places of 0 or 1 each", "other");
  return false;
}

}  // namespace

void v_mfma_scale_f32_16x16x128_f8f6f4(Context& c) { mfma(c, spec_of(Shape::M16N16K128), Scales::Operands); }
void v_mfma_scale_f32_32x32x64_f8f6f4(Context& c) { mfma(c, spec_of(Shape::M32N32K64), Scales::Operands); }
void v_mfma_f32_16x16x128_f8f6f4(Context& c) { mfma(c, spec_of(Shape::M16N16K128), Scales::LdScalePrefix); }
void v_mfma_f32_32x32x64_f8f6f4(Context& c) { mfma(c, spec_of(Shape::M32N32K64), Scales::LdScalePrefix); }

// The first half of the VOP3PX2 encoding: the scale VGPRs and bytes of the MFMA after it (op_sel
// defaults [0,0], op_sel_hi [1,1]).
void v_mfma_ld_scale_b32(Context& c) {
  const Operand sa = c.operand("src0"), sb = c.operand("src1");
  if (!c.check_tuple(sa, "src0", 1, {RegFile::V}) || !c.check_tuple(sb, "src1", 1, {RegFile::V})) return;
  const std::vector<int64_t> op_sel =
      c.operands.integers("op_sel", std::nullopt, trace::kAnyInteger, {0, 0}, kOpSelSpelling);
  const std::vector<int64_t> op_sel_hi =
      c.operands.integers("op_sel_hi", std::nullopt, trace::kAnyInteger, {1, 1}, kOpSelSpelling);
  if (!check_ld_scale_op_sel(c, op_sel, op_sel_hi)) return;
  c.wave.ld_scale = Wave::LdScale{*sa.registers, *sb.registers, static_cast<int>(op_sel[0] + 2 * op_sel_hi[0]),
                                  static_cast<int>(op_sel[1] + 2 * op_sel_hi[1]), c.at()};
}

void check_ld_scale_pairing(Context& c, Op op) {
  if (!c.wave.ld_scale || op == Op::Mfma16 || op == Op::Mfma32) return;
  // anything else between the two halves has no defined meaning
  c.report(DiagnosticCode::CdnaLdScale,
           std::string(row_of(Op::LdScale).mnemonic) + " at " + c.wave.ld_scale->at + " is followed by " + c.mnemonic(),
           std::string(row_of(Op::Mfma16).mnemonic) + " or " + row_of(Op::Mfma32).mnemonic + " next", c.mnemonic());
  c.wave.ld_scale.reset();
}

}  // namespace sim::cdna4
