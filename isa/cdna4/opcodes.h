// The CDNA4 instruction table (instructions.def) as code: one Op per row and the row's columns,
// the other spellings LLVM has for some rows, and the named operands and modifiers that are not
// registers or constants.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "sim/trace/mxt.h"
#include "sim/trace/program.h"

namespace sim::cdna4 {

enum class Op : uint16_t {
#define INSTRUCTION(id, ...) id,
#include "isa/cdna4/instructions.def"
#undef INSTRUCTION
};

// How an instruction's assembly reads and prints beyond "operands, then modifiers, each modifier
// printed when non-zero".
enum class Syntax : uint8_t {
  Plain,
  ScaledMfma,  // op_sel_hi printed always, [0,0,0] when absent (LLVM after PR 140183: the scaled
               // MFMAs' default is not VOP3P's)
  LdScale,     // op_sel_hi printed unless [1,1], its default
  Waitcnt,     // no operands; counters as name(value), joined by '&', ',' or blanks in input
};

struct OpRow {
  Op op;
  const char* mnemonic;
  const char* unit;        // the functional unit it issues to (instructions.def)
  const char* cost_class;  // its row of the timing model's costs
  Syntax syntax;
  const char* positional;  // operand names in assembly order, space-separated
  const char* modifiers;
};

std::span<const OpRow> op_rows();
const OpRow& row_of(Op op);
// The trace schema: one instruction per row, in row order (so validate()'s opcode is the Op), the
// positional operands required and the modifiers optional; every instruction on its wave's queue.
const trace::TargetSchema& schema();
// The instruction's row (its opcode, or its mnemonic); sim::Error at the instruction when none.
const OpRow& row_of(const trace::Instruction& instruction, const std::string& file);
// The same without throwing: nullptr for a mnemonic no row has.
const OpRow* find_row(const trace::Instruction& instruction);

enum class SpellingUse : uint8_t { Accepted, Printed };
struct Spelling {
  Op op;
  const char* text;
  SpellingUse use;
};
std::span<const Spelling> spellings();
// The row a mnemonic or another spelling names; nullptr when none.
const OpRow* find_spelling(std::string_view text);
// The mnemonic as LLVM prints it (v_mov_b32_e32 for v_mov_b32).
std::string_view printed_mnemonic(const OpRow& row);

// Every instruction runs on its wave's queue.
std::string queue_of(int wave);  // "w3"
std::string_view unit_of(const trace::Instruction& instruction, const std::string& file);
std::string_view cost_class_of(const trace::Instruction& instruction, const std::string& file);

// Modifiers LLVM writes as a bare name (1 when present): the buffer addressing bits and the cache
// policy bits.
bool is_flag_modifier(std::string_view name);

// Operands that are names: `off` (no address register) and the registers the model does not keep.
enum class Special : uint8_t { Off, NotModelled };
struct SpecialOperand {
  const char* name;
  Special kind;
};
std::span<const SpecialOperand> special_operands();
const SpecialOperand* find_special(std::string_view name);

}  // namespace sim::cdna4
