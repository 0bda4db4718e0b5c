// Trainium3 instruction semantics (values only): each nki.isa instruction of instructions.def
// applied to a State, with every rule a diagnostic (sim/core/diagnostics.def, TRN3-*).
#pragma once

#include <string>

#include "isa/trn3/state.h"
#include "sim/trace/mxt.h"
#include "sim/trace/program.h"

namespace sim::trn3 {

// The trace schema (mnemonics, operands, queues) derived from instructions.def.
const trace::TargetSchema& schema();

// Executes one instruction. Malformed operands are sim::Error (trace position); rule breaks are
// diagnostics (strict mode: DiagnosticError at the first error; hardware mode: the instruction
// does what the silicon would, or is skipped when no result is defined).
void execute(State& state, const trace::Instruction& instruction, const std::string& file, long index);

}  // namespace sim::trn3
