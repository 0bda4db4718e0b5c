// The Ascend 950 instruction table (instructions.def) as code: one Op per row and the row's columns.
#pragma once

#include <cstdint>
#include <span>
#include <string>

#include "sim/trace/program.h"

namespace sim::ascend950 {

enum class Op : uint16_t {
#define INSTRUCTION(id, ...) id,
#include "isa/ascend950/instructions.def"
#undef INSTRUCTION
};

struct OpRow {
  Op op;
  const char* mnemonic;
  const char* pipe;        // "" for the synchronisation instructions: they run on the pipe they name
  const char* side;        // the unit that runs it: "aic" (cube side), "aiv" (a vector core) or "any"
  const char* cost_class;  // its row of the timing model's costs
  const char* required;    // operand names, space-separated
  const char* optional;
};

std::span<const OpRow> op_rows();
const OpRow& row_of(const trace::Instruction& instruction, const std::string& file);

}  // namespace sim::ascend950
