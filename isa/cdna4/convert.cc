// The scaled conversions (AMD CDNA4 ISA ch.12, VOP3 opcodes 565-575): V_CVT_SCALEF32_PK_{FP8,BF8,
// FP4}_F32 pack two FP32 values divided by the scale into one half (byte) of vdst;
// V_CVT_SCALEF32_PK_F32_{FP8,BF8,FP4} unpack two elements times the scale into two FP32 VGPRs.
// The scale operand is an FP32 whose exponent field is the E8M0 byte.
#include <vector>

#include "isa/cdna4/context.h"
#include "sim/numerics/convert.h"
#include "sim/numerics/scaled_convert.h"

namespace sim::cdna4 {

namespace nm = sim::numerics;

namespace {

uint8_t scale_byte(uint32_t scale) { return static_cast<uint8_t>(scale >> 23); }

nm::ConvertOptions down_options(const Wave& w, nm::Format f) {
  // FP8 follows MODE.FP16_OVFL: E4M3 overflow -> max (bit set) or NaN; E5M2 -> max or Inf; NaN stays
  // NaN. FP4 saturates; a NaN input becomes max (assumption: the HIP gfx950 emulation's rule).
  if (f == nm::Format::E4M3)
    return {nm::RoundingMode::NearestEven, w.fp16_ovfl ? nm::Overflow::Saturate : nm::Overflow::ToNan,
            nm::NanInput::ToNan, 0};
  if (f == nm::Format::E5M2)
    return {nm::RoundingMode::NearestEven, w.fp16_ovfl ? nm::Overflow::Saturate : nm::Overflow::ToInf,
            nm::NanInput::ToNan, 0};
  return {nm::RoundingMode::NearestEven, nm::Overflow::Saturate, nm::NanInput::ToMax, 0};
}

// CDNA-OP-SEL of the packing conversions: op_sel[3] picks the destination half (FP8, BF8),
// op_sel[3:2] the destination byte (FP4); op_sel[1:0] are 0.
bool check_pack_op_sel(Context& c, nm::Format f, const std::vector<int64_t>& op_sel) {
  bool ok = op_sel.size() == 4 && op_sel[0] == 0 && op_sel[1] == 0;
  for (int64_t x : op_sel) ok = ok && (x == 0 || x == 1);
  if (f != nm::Format::E2M1) ok = ok && op_sel[2] == 0;
  if (ok) return true;
  c.report(DiagnosticCode::CdnaOpSel, c.mnemonic() + " op_sel",
           f == nm::Format::E2M1 ? "[0, 0, b, b] (op_sel[3:2] picks the destination byte)"
                                 : "[0, 0, 0, h] (op_sel[3] picks the half)",
           "another value");
  return false;
}

// CDNA-OP-SEL of the unpacking conversions: op_sel[0] picks the source half (FP8, BF8),
// op_sel[1:0] the source byte (FP4); op_sel[2] is 0.
bool check_unpack_op_sel(Context& c, nm::Format f, const std::vector<int64_t>& op_sel) {
  bool ok = op_sel.size() >= 2;
  for (size_t i = 0; i < op_sel.size(); ++i) ok = ok && (op_sel[i] == 0 || op_sel[i] == 1) && (i < 2 || op_sel[i] == 0);
  if (f != nm::Format::E2M1 && op_sel.size() >= 2) ok = ok && op_sel[1] == 0;
  if (ok) return true;
  c.report(DiagnosticCode::CdnaOpSel, c.mnemonic() + " op_sel",
           f == nm::Format::E2M1 ? "[b, b, 0] (op_sel[1:0] picks the source byte)"
                                 : "[h, 0, 0] (op_sel[0] picks the source half)",
           "another value");
  return false;
}

void convert_to_packed(Context& c, nm::Format f) {
  const Operand d = c.operand("vdst"), s0 = c.operand("src0"), s1 = c.operand("src1"), sc = c.operand("scale");
  if (!c.check_tuple(d, "vdst", 1, {RegFile::V})) return;
  if (!c.check_valu_source(s0, "src0") || !c.check_valu_source(s1, "src1") || !c.check_valu_source(sc, "scale")) return;
  if (!c.check_inline_constant(s0, "src0") || !c.check_inline_constant(s1, "src1") ||
      !c.check_inline_constant(sc, "scale"))
    return;
  if (!c.check_constant_bus({&s0, &s1, &sc})) return;
  const std::vector<int64_t> op_sel =
      c.operands.integers("op_sel", std::nullopt, trace::kAnyInteger, {0, 0, 0, 0}, kOpSelSpelling);
  if (!check_pack_op_sel(c, f, op_sel)) return;
  if (!c.check_writable(*d.registers, "vdst")) return;
  // the VOP3 source modifiers (neg / abs, one bit per source: src0, src1, scale): on an FP32
  // source, abs clears the sign and neg then flips it (ISA ch.9 "VOP3 input modifiers")
  const std::vector<int64_t> neg =
      c.operands.integers("neg", std::nullopt, trace::Range{0, 1}, {0, 0, 0}, kOpSelSpelling);
  const std::vector<int64_t> abs =
      c.operands.integers("abs", std::nullopt, trace::Range{0, 1}, {0, 0, 0}, kOpSelSpelling);
  if (neg.size() != 3 || abs.size() != 3) {
    c.report(DiagnosticCode::CdnaFieldRange, c.mnemonic() + " neg / abs", "three bits (src0, src1, scale)",
             std::to_string(neg.size()) + " and " + std::to_string(abs.size()) + " bits");
    return;
  }
  auto modified = [&](uint32_t bits, size_t source) {
    if (abs[source]) bits &= 0x7FFFFFFFu;
    if (neg[source]) bits ^= 0x80000000u;
    return bits;
  };
  const nm::ConvertOptions options = down_options(c.wave, f);
  uint32_t* dst = c.wave.reg(RegFile::V, d.registers->first);
  const uint8_t* written = c.wave.written(RegFile::V, d.registers->first);
  for (int lane = 0; lane < kLanes; ++lane) {
    const uint8_t scale = scale_byte(modified(c.source(sc, lane), 2));
    const uint32_t lo =
        static_cast<uint32_t>(nm::scaled_encode(f, modified(c.source(s0, lane), 0), scale, options).bits);
    const uint32_t hi =
        static_cast<uint32_t>(nm::scaled_encode(f, modified(c.source(s1, lane), 1), scale, options).bits);
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

void convert_from_packed(Context& c, nm::Format f) {
  const Operand d = c.operand("vdst"), s = c.operand("src0"), sc = c.operand("scale");
  if (!c.check_tuple(d, "vdst", 2, {RegFile::V})) return;
  if (!c.check_valu_source(s, "src0") || !c.check_valu_source(sc, "scale")) return;
  if (!c.check_inline_constant(s, "src0") || !c.check_inline_constant(sc, "scale")) return;
  if (!c.check_constant_bus({&s, &sc})) return;
  const std::vector<int64_t> op_sel =
      c.operands.integers("op_sel", std::nullopt, trace::kAnyInteger, {0, 0, 0}, kOpSelSpelling);
  if (!check_unpack_op_sel(c, f, op_sel)) return;
  // source modifiers: on the FP32 scale only (src0 holds codes); the model reads the scale's
  // exponent field, which neither changes
  for (const char* modifier : {"neg", "abs"}) {
    const std::vector<int64_t> bits =
        c.operands.integers(modifier, std::nullopt, trace::Range{0, 1}, {0, 0}, kOpSelSpelling);
    if (bits.size() != 2 || bits[0] != 0) {
      c.report(DiagnosticCode::CdnaFieldRange, c.mnemonic() + " " + modifier,
               "[0, b]: two bits (src0, scale), src0's 0 (it holds packed codes)", "another value");
      return;
    }
  }
  if (!c.check_writable(*d.registers, "vdst")) return;
  uint32_t* d0 = c.wave.reg(RegFile::V, d.registers->first);
  uint32_t* d1 = c.wave.reg(RegFile::V, d.registers->first + 1);
  for (int lane = 0; lane < kLanes; ++lane) {
    const uint32_t src = c.source(s, lane);
    const uint8_t scale = scale_byte(c.source(sc, lane));
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

}  // namespace

void v_cvt_scalef32_pk_fp8_f32(Context& c) { convert_to_packed(c, nm::Format::E4M3); }
void v_cvt_scalef32_pk_bf8_f32(Context& c) { convert_to_packed(c, nm::Format::E5M2); }
void v_cvt_scalef32_pk_fp4_f32(Context& c) { convert_to_packed(c, nm::Format::E2M1); }
void v_cvt_scalef32_pk_f32_fp8(Context& c) { convert_from_packed(c, nm::Format::E4M3); }
void v_cvt_scalef32_pk_f32_bf8(Context& c) { convert_from_packed(c, nm::Format::E5M2); }
void v_cvt_scalef32_pk_f32_fp4(Context& c) { convert_from_packed(c, nm::Format::E2M1); }

}  // namespace sim::cdna4
