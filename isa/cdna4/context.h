// What a CDNA4 instruction body works with: the state and the wave, the instruction, its operands
// (the shared accessor, sim/trace/operands.h, plus AMDGPU's register and constant operands) and
// the rule checks every family shares. Bodies are declared from the table's `body` column.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>

#include "isa/cdna4/opcodes.h"
#include "isa/cdna4/state.h"
#include "sim/trace/operands.h"

namespace sim::cdna4 {

// op_sel:[..] and op_sel_hi:[..] as the messages spell them (one bit per source operand)
inline constexpr trace::ListSpelling kOpSelSpelling{"[b0, b1, ...]", "0 or 1"};

// A register or constant operand: registers, a constant (inline or literal, as its 32-bit
// pattern), or `off`.
struct Operand {
  std::optional<Registers> registers;
  std::optional<uint32_t> constant;
  bool off = false;
  std::string text;
};

// The operand `name` of an instruction as registers, a constant or `off` (empty when absent);
// sim::Error at the operand for anything else. Needs no state (the hazard and timing footprints
// read operands with it).
Operand operand_of(const trace::Operands& operands, const char* name);

// Which counter a register write belongs to: loads of one counter complete in order (ISA ch.4),
// so a load may overwrite what an older load of the same counter writes.
enum class Counter : uint8_t { None, Vm, Lgkm };

struct Context {
  State& state;
  Wave& wave;
  const trace::Instruction& instruction;
  const std::string& file;
  trace::Operands operands;

  Context(State& s, Wave& w, const trace::Instruction& i, const std::string& f)
      : state(s), wave(w), instruction(i), file(f), operands(i, f) {}

  const std::string& mnemonic() const { return instruction.mnemonic; }
  // "k.s:12:3": where the instruction stands, for messages naming an earlier instruction.
  std::string at() const;

  void report(DiagnosticCode code, std::string message, std::string expected = {}, std::string actual = {}) const {
    state.report(code, std::move(message), std::move(expected), std::move(actual));
  }
  // The same, positioned at an operand (as the assembler points at srcA / srcB).
  void report_at(const char* operand, DiagnosticCode code, std::string message, std::string expected = {},
                 std::string actual = {}) const;

  // The operand `name` as registers, a constant or `off` (empty when absent); sim::Error at the
  // operand for anything else.
  Operand operand(const char* name) const;

  // CDNA-REGISTER-RANGE: the registers lie in their file; tuples start at an even register.
  bool check_in_file(const Registers& r, const char* name) const;
  // CDNA-REGISTER-FILE / CDNA-TUPLE-SIZE / CDNA-REGISTER-RANGE: registers of one of `files`,
  // `count` of them (any when 0); `rule` is the message for a wrong size (the assembler's).
  bool check_tuple(const Operand& o, const char* name, int count, std::initializer_list<RegFile> files,
                   const std::string& rule = {}) const;
  // MEM-UNINIT for a register lane never written; CDNA-WAITCNT for a register an outstanding load
  // still writes.
  bool check_readable(const Registers& r, const char* name) const;
  // CDNA-WAITCNT: writing a register an outstanding load will still write is a WAW race, unless
  // the writer is a load of the same counter.
  bool check_writable(const Registers& r, const char* name, Counter counter = Counter::None) const;
  // CDNA-REGISTER-FILE: VOP3 / VOP3P sources take inline constants only (integers -16..64, +-0.5,
  // 1, 2, 4, 1/(2 pi)); a literal is "literal operands are not supported" in LLVM's gfx950 tests.
  bool check_inline_constant(const Operand& o, const char* name) const;
  // A VALU source: one VGPR, SGPR or constant, in its file, written and not still loading.
  bool check_valu_source(const Operand& o, const char* name) const;
  // CDNA-REGISTER-FILE: gfx9 VOP3 reads at most one SGPR value over the constant bus (LLVM:
  // "invalid operand (violates constant bus restrictions)"); the same SGPR twice counts once.
  bool check_constant_bus(std::initializer_list<const Operand*> sources) const;

  // Marks every lane of `r` written.
  void mark(const Registers& r) const;
  // A 32-bit source for lane `lane`: VGPR / AGPR lane, SGPR, or constant.
  uint32_t source(const Operand& o, int lane) const;
  // A memory operation s_waitcnt retires later (a load's destination, none for a store).
  void outstanding(Counter counter, std::optional<Registers> destination) const;
};

#define INSTRUCTION(id, mnemonic, unit, cost_class, syntax, body, positional, modifiers) void body(Context& c);
#include "isa/cdna4/instructions.def"
#undef INSTRUCTION

// CDNA-LD-SCALE: a pending v_mfma_ld_scale_b32 must be followed by the unscaled MFMA it scales
// (the VOP3PX2 encoding is the pair); anything else drops it (mfma.cc).
void check_ld_scale_pairing(Context& c, Op op);

}  // namespace sim::cdna4
