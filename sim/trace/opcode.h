// The one lookup from an instruction to its row of a target's instruction table (the rows of
// isa/<target>/instructions.def, in order, each with an `op` and a `mnemonic`).
#pragma once

#include <span>
#include <string>

#include "sim/core/error.h"
#include "sim/trace/program.h"

namespace sim::trace {

// The row validate() chose (Instruction::opcode); an instruction built without validate() is
// looked up by mnemonic in the same table.
template <typename Row>
const Row& row_of(std::span<const Row> rows, const Instruction& instruction, const std::string& file,
                  const char* target) {
  if (instruction.opcode >= 0 && static_cast<size_t>(instruction.opcode) < rows.size() &&
      instruction.mnemonic == rows[static_cast<size_t>(instruction.opcode)].mnemonic)
    return rows[static_cast<size_t>(instruction.opcode)];
  for (const Row& row : rows)
    if (instruction.mnemonic == row.mnemonic) return row;
  throw Error(where(file, instruction.at) + "unknown mnemonic '" + instruction.mnemonic + "'; expected a " +
              std::string(target) + " mnemonic");
}

}  // namespace sim::trace
