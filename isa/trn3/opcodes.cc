#include "isa/trn3/opcodes.h"

#include <algorithm>

#include "sim/trace/mxt.h"
#include "sim/trace/opcode.h"

namespace sim::trn3 {

namespace {

// The engines engine= may name (nki.isa.engine); the instruction's row then says whether it may run there.
constexpr std::string_view kComputeEngines[] = {"vector", "scalar", "gpsimd"};

constexpr OpRow kRows[] = {
#define INSTRUCTION(id, mnemonic, default_queue, queues, cost_class, body, required, optional) \
  OpRow{Op::id, mnemonic, default_queue, queues, cost_class, required, optional},
#include "isa/trn3/instructions.def"
#undef INSTRUCTION
};

}  // namespace

std::span<const OpRow> op_rows() { return kRows; }

const OpRow& row_of(Op op) { return kRows[static_cast<size_t>(op)]; }

const OpRow& row_of(const trace::Instruction& instruction, const std::string& file) {
  return trace::row_of(op_rows(), instruction, file, "trn3");
}

const std::vector<std::string>& queues_of(Op op) {
  static const std::vector<std::vector<std::string>> words = [] {
    std::vector<std::vector<std::string>> out;
    for (const OpRow& row : op_rows()) out.push_back(trace::schema_words(row.queues));
    return out;
  }();
  return words[static_cast<size_t>(op)];
}

std::string queue_of(const trace::Instruction& instruction, const std::string& file) {
  if (!instruction.queue.empty()) return instruction.queue;
  const OpRow& row = row_of(instruction, file);
  const std::vector<std::string>& queues = queues_of(row.op);
  if (queues.size() > 1)
    if (const trace::Keyword* k = instruction.operand("engine"))
      if (const auto* ref = std::get_if<trace::Reference>(&k->value.data)) {
        std::string name(ref->name);
        if (name.rfind("engine.", 0) == 0) name = name.substr(7);
        if (std::find(std::begin(kComputeEngines), std::end(kComputeEngines), name) != std::end(kComputeEngines))
          return name;
      }
  return row.default_queue;
}

}  // namespace sim::trn3
