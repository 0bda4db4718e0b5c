// What a Trainium3 instruction body works with: the machine state, the instruction, its operands
// (sim/trace/operands.h) and the checks every family shares. Bodies are declared from the table's
// `body` column (instructions.def), one per row.
#pragma once

#include <initializer_list>
#include <string>

#include "isa/trn3/state.h"
#include "sim/trace/operands.h"
#include "sim/trace/program.h"

namespace sim::trn3 {

struct Context {
  State& state;
  const trace::Instruction& instruction;
  const std::string& file;
  trace::Operands operands;

  Context(State& s, const trace::Instruction& i, const std::string& f)
      : state(s), instruction(i), file(f), operands(i, f) {}

  const trace::Keyword* find(const char* name) const { return instruction.operand(name); }
  View tensor(const char* name) const { return state.resolve(find(name)->value, name, file); }
  // True / False / None (absent) for flags such as accumulate.
  std::optional<bool> flag(const char* name) const { return operands.flag(name); }
  void report(DiagnosticCode code, std::string message, std::string expected = {}, std::string actual = {}) const {
    state.report(code, std::move(message), std::move(expected), std::move(actual));
  }
};

#define INSTRUCTION(id, mnemonic, default_queue, queues, cost_class, body, required, optional) \
  void body(const Context& c);
#include "isa/trn3/instructions.def"
#undef INSTRUCTION

std::string dname(DType d);

// TRN3-MEMORY-SPACE unless the view is in one of `allowed`.
bool check_space(const Context& c, const View& v, const char* operand, std::initializer_list<Space> allowed);

}  // namespace sim::trn3
