// The CDNA4 dispatch: one case per row of instructions.def, each calling the row's body.
#include "isa/cdna4/execute.h"

#include "isa/cdna4/context.h"

namespace sim::cdna4 {

const OpRow& execute(State& state, Wave& wave, const trace::Instruction& instruction, const std::string& file) {
  const OpRow& row = row_of(instruction, file);
  Context c(state, wave, instruction, file);
  check_ld_scale_pairing(c, row.op);
  switch (row.op) {
#define INSTRUCTION(id, mnemonic, unit, cost_class, syntax, body, positional, modifiers) \
  case Op::id:                                                                           \
    body(c);                                                                             \
    break;
#include "isa/cdna4/instructions.def"
#undef INSTRUCTION
  }
  return row;
}

}  // namespace sim::cdna4
