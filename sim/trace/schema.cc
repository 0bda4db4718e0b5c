// Checks a parsed Program against what its target accepts.
#include <algorithm>
#include <string>
#include <string_view>
#include <unordered_map>

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
  // A long program looks its mnemonics up by hash, remembering the last one (a recorded stream
  // repeats a few); operand names are found in the row's own lists (a dozen short names compare in
  // less time than one is hashed, and a one-line program builds nothing).
  const bool hashed = program.instructions.size() > 64;
  std::unordered_map<std::string_view, size_t> by_mnemonic;
  if (hashed)
    for (size_t r = 0; r < schema.instructions.size(); ++r) by_mnemonic.emplace(schema.instructions[r].mnemonic, r);
  std::string_view last_mnemonic;
  size_t last_row = schema.instructions.size();
  auto row_index = [&](const std::string& mnemonic) -> size_t {
    if (last_row < schema.instructions.size() && mnemonic == last_mnemonic) return last_row;
    size_t r = schema.instructions.size();
    if (hashed) {
      const auto found = by_mnemonic.find(mnemonic);
      if (found != by_mnemonic.end()) r = found->second;
    } else {
      r = static_cast<size_t>(std::find_if(schema.instructions.begin(), schema.instructions.end(),
                                           [&](const InstructionSchema& s) { return s.mnemonic == mnemonic; }) -
                              schema.instructions.begin());
    }
    if (r < schema.instructions.size()) last_mnemonic = schema.instructions[r].mnemonic, last_row = r;
    return r;
  };
  for (Instruction& instruction : program.instructions) {
    const size_t r = row_index(instruction.mnemonic);
    if (r == schema.instructions.size()) {
      std::vector<std::string> mnemonics;
      for (const InstructionSchema& s : schema.instructions) mnemonics.push_back(s.mnemonic);
      fail(program, instruction.at, "unknown mnemonic " + quoted_input(instruction.mnemonic),
           "a " + schema.target + " mnemonic: " + join(mnemonics));
    }
    const InstructionSchema& row = schema.instructions[r];
    size_t required = 0;  // operand names appear once in a line (the reader rejects a repeat)
    for (const Keyword& operand : instruction.operands) {
      const bool is_required = contains(row.required, operand.name);
      if (!is_required && !contains(row.optional, operand.name)) {
        std::vector<std::string> accepted = row.required;
        accepted.insert(accepted.end(), row.optional.begin(), row.optional.end());
        fail(program, operand.at, "unknown operand " + quoted_input(operand.name) + " for " + instruction.mnemonic,
             "one of: " + join(accepted));
      }
      required += is_required ? 1 : 0;
    }
    if (required != row.required.size())
      for (const std::string& name : row.required)
        if (!instruction.operand(name))
          fail(program, instruction.at, "missing operand '" + name + "' of " + instruction.mnemonic,
               "'" + name + "=...'");
    if (instruction.queue.empty()) instruction.queue = row.queue;
    instruction.opcode = static_cast<int>(r);
  }
}

}  // namespace sim::trace
