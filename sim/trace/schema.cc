// Checks a parsed Program against what its target accepts.
#include <algorithm>
#include <string>

#include "sim/core/error.h"
#include "sim/trace/mxt.h"

namespace sim::trace {
namespace {

[[noreturn]] void fail(const Program& program, Position at, const std::string& what, const std::string& expected) {
  throw Error(program.file + ":" + std::to_string(at.line) + ":" + std::to_string(at.column) + ": " + what +
              "; expected " + expected);
}

std::string join(const std::vector<std::string>& names) {
  std::string text;
  for (const std::string& name : names) {
    if (!text.empty()) text += ", ";
    text += name;
  }
  return text;
}

bool contains(const std::vector<std::string>& names, std::string_view name) {
  return std::find(names.begin(), names.end(), name) != names.end();
}

}  // namespace

std::vector<std::string> schema_words(const char* text) {
  std::vector<std::string> out;
  std::string word;
  for (const char* p = text;; ++p) {
    if (*p == ' ' || *p == '\0') {
      if (!word.empty()) out.push_back(word);
      word.clear();
      if (*p == '\0') break;
    } else {
      word += *p;
    }
  }
  return out;
}

void validate(Program& program, const TargetSchema& schema) {
  if (program.target != schema.target)
    fail(program, {1, 1}, "target '" + program.target + "'", "'" + schema.target + "'");
  if (!program.config.empty() && !contains(schema.configs, program.config))
    fail(program, {1, 1}, "unknown config " + quoted_input(program.config), "one of: " + join(schema.configs));
  for (const Buffer& buffer : program.buffers)
    if (!contains(schema.memory_spaces, buffer.space))
      fail(program, buffer.at, "unknown memory space " + quoted_input(buffer.space),
           "one of: " + join(schema.memory_spaces));
  std::vector<std::string> mnemonics;
  for (const InstructionSchema& s : schema.instructions) mnemonics.push_back(s.mnemonic);
  for (Instruction& instruction : program.instructions) {
    const auto it = std::find_if(schema.instructions.begin(), schema.instructions.end(),
                                 [&](const InstructionSchema& s) { return s.mnemonic == instruction.mnemonic; });
    if (it == schema.instructions.end())
      fail(program, instruction.at, "unknown mnemonic " + quoted_input(instruction.mnemonic),
           "a " + schema.target + " mnemonic: " + join(mnemonics));
    for (const Keyword& operand : instruction.operands)
      if (!contains(it->required, operand.name) && !contains(it->optional, operand.name)) {
        std::vector<std::string> accepted = it->required;
        accepted.insert(accepted.end(), it->optional.begin(), it->optional.end());
        fail(program, operand.at, "unknown operand " + quoted_input(operand.name) + " for " + instruction.mnemonic,
             "one of: " + join(accepted));
      }
    for (const std::string& name : it->required)
      if (!instruction.operand(name))
        fail(program, instruction.at, "missing operand '" + name + "' of " + instruction.mnemonic,
             "'" + name + "=...'");
    if (instruction.queue.empty()) instruction.queue = it->queue;
    instruction.opcode = static_cast<int>(it - schema.instructions.begin());
  }
}

}  // namespace sim::trace
