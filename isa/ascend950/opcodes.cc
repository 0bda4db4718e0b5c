#include "isa/ascend950/opcodes.h"

#include "sim/trace/opcode.h"

namespace sim::ascend950 {

namespace {

constexpr OpRow kRows[] = {
#define INSTRUCTION(id, mnemonic, pipe, side, cost_class, body, required, optional) \
  OpRow{Op::id, mnemonic, pipe, side, cost_class, required, optional},
#include "isa/ascend950/instructions.def"
#undef INSTRUCTION
};

}  // namespace

std::span<const OpRow> op_rows() { return kRows; }

const OpRow& row_of(const trace::Instruction& instruction, const std::string& file) {
  return trace::row_of(op_rows(), instruction, file, "ascend950");
}

}  // namespace sim::ascend950
