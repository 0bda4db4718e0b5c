// Waiting, synchronising and the wave's state (AMD CDNA4 ISA ch.4 and ch.5 SOPP / SOPK):
// S_WAITCNT, S_BARRIER, S_NOP, S_SETREG_IMM32_B32 (MODE.FP16_OVFL only), S_ENDPGM.
#include <algorithm>

#include "isa/cdna4/context.h"
#include "sim/core/error.h"

namespace sim::cdna4 {

namespace {

// CDNA-FIELD-RANGE: the counter fields of SIMM16 (vmcnt 6 bits, expcnt 3, lgkmcnt 4).
bool check_counts(Context& c, int64_t vm, int64_t exp, int64_t lgkm) {
  if (vm >= 0 && vm <= 63 && lgkm >= 0 && lgkm <= 15 && exp >= 0 && exp <= 7) return true;
  c.report(DiagnosticCode::CdnaFieldRange, c.mnemonic() + " counts", "vmcnt 0..63, expcnt 0..7, lgkmcnt 0..15",
           "vmcnt " + std::to_string(vm) + ", expcnt " + std::to_string(exp) + ", lgkmcnt " + std::to_string(lgkm));
  return false;
}

// Keeps only the `keep` youngest operations of one counter (each counter's complete in order).
void retire(Wave& w, Counter counter, int64_t keep) {
  const bool vm = counter == Counter::Vm;
  int64_t seen = 0;
  for (auto it = w.outstanding.rbegin(); it != w.outstanding.rend(); ++it)
    if (it->vm == vm) ++seen;
  int64_t drop = std::max<int64_t>(0, seen - keep);
  for (auto it = w.outstanding.begin(); it != w.outstanding.end() && drop > 0;) {
    if (it->vm == vm) {
      it = w.outstanding.erase(it);
      --drop;
    } else {
      ++it;
    }
  }
}

// The field of s_setreg_imm32_b32 the model keeps: hwreg(HW_REG_MODE, 23, 1), MODE.FP16_OVFL,
// which the FP8 conversions read (Triton sets it this way); sim::Error for any other.
void check_modelled_hwreg(const Context& c) {
  const trace::Keyword* k = c.operands.find("hwreg");
  const auto* list = k ? std::get_if<trace::List>(&k->value.data) : nullptr;
  const auto field = [&](size_t i) -> const trace::Value* {
    return list && i < list->items.size() ? &list->items[i] : nullptr;
  };
  const auto* name = field(0) ? std::get_if<trace::Reference>(&field(0)->data) : nullptr;
  const auto* offset = field(1) ? std::get_if<int64_t>(&field(1)->data) : nullptr;
  const auto* size = field(2) ? std::get_if<int64_t>(&field(2)->data) : nullptr;
  if (!name || name->name != "HW_REG_MODE" || !offset || *offset != 23 || !size || *size != 1)
    throw Error(trace::where(c.file, c.instruction.at) + c.mnemonic() +
                " of another field is not modelled; expected hwreg(HW_REG_MODE, 23, 1) (MODE.FP16_OVFL)");
}

}  // namespace

// Retires all but the n youngest operations of each counter; absent counters wait for nothing.
void s_waitcnt(Context& c) {
  const int64_t vm = c.operands.integer("vmcnt", 63), lgkm = c.operands.integer("lgkmcnt", 15),
                exp = c.operands.integer("expcnt", 7);
  if (!check_counts(c, vm, exp, lgkm)) return;
  retire(c.wave, Counter::Vm, vm);
  retire(c.wave, Counter::Lgkm, lgkm);
}

// s_barrier does not wait for memory (ISA ch.4): stores still outstanding may not be visible to
// the other waves after it. The machine synchronises the waves.
void s_barrier(Context& c) {
  for (const Outstanding& o : c.wave.outstanding)
    if (!o.destination) {
      c.report(
          DiagnosticCode::CdnaWaitcnt, c.mnemonic() + " while " + o.what + " may not have landed",
          std::string(row_of(Op::SWaitcnt).mnemonic) + (o.vm ? " vmcnt(0)" : " lgkmcnt(0)") + " before " + c.mnemonic(),
          "no wait");
      break;
    }
}

// N + 1 wait states (SIMM16[3:0]): the hazard checker counts them (isa/cdna4/hazards.h).
void s_nop(Context& c) {
  const int64_t n = c.operands.integer("simm16", 0);
  if (n < 0 || n > 15) c.report(DiagnosticCode::CdnaFieldRange, c.mnemonic() + " count", "0..15", std::to_string(n));
}

void s_setreg_imm32_b32(Context& c) {
  check_modelled_hwreg(c);
  c.wave.fp16_ovfl = (c.operands.integer("simm32", 0, {INT32_MIN, UINT32_MAX}) & 1) != 0;
}

void s_endpgm(Context& c) { c.wave.ended = true; }

}  // namespace sim::cdna4
