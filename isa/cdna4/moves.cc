// The moves (AMD CDNA4 ISA ch.6 VOP1, ch.12 VOP3P, ch.5 SOP1): V_MOV_B32, V_ACCVGPR_READ_B32 (AGPR
// to VGPR), V_ACCVGPR_WRITE_B32 (VGPR or constant to AGPR) lane by lane, S_MOV_B32.
#include "isa/cdna4/context.h"

namespace sim::cdna4 {

namespace {

enum class Constants : uint8_t { Accepted, Rejected };

void move(Context& c, RegFile to, std::initializer_list<RegFile> from, Constants constants) {
  const char* dst_name = to == RegFile::S ? "sdst" : "vdst";
  const Operand d = c.operand(dst_name), s = c.operand("src0");
  if (!c.check_tuple(d, dst_name, 1, {to})) return;
  if (s.constant) {
    if (constants == Constants::Rejected) {
      c.report(DiagnosticCode::CdnaRegisterFile, c.mnemonic() + " src0 cannot be a constant", "a register", s.text);
      return;
    }
  } else if (!c.check_tuple(s, "src0", 1, from) || !c.check_readable(*s.registers, "src0")) {
    return;
  }
  if (!c.check_writable(*d.registers, dst_name)) return;
  if (to == RegFile::S) {
    c.wave.s[static_cast<size_t>(d.registers->first)] = c.source(s, 0);
  } else {
    uint32_t* dst = c.wave.reg(to, d.registers->first);
    for (int lane = 0; lane < kLanes; ++lane) dst[lane] = c.source(s, lane);
  }
  c.mark(*d.registers);
}

}  // namespace

void v_mov_b32(Context& c) { move(c, RegFile::V, {RegFile::V, RegFile::S}, Constants::Accepted); }
void v_accvgpr_read_b32(Context& c) { move(c, RegFile::V, {RegFile::A}, Constants::Rejected); }
void v_accvgpr_write_b32(Context& c) { move(c, RegFile::A, {RegFile::V}, Constants::Accepted); }
void s_mov_b32(Context& c) { move(c, RegFile::S, {RegFile::S}, Constants::Accepted); }

}  // namespace sim::cdna4
