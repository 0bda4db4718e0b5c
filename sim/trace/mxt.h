// The .mxt text format (docs/trace-format.md): read into a Program, print back in canonical form.
// Every parse error is a sim::Error whose text starts "file:line:column:" and says what was expected.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "sim/trace/program.h"

namespace sim::trace {

Program parse_mxt(std::string_view text, const std::string& file = "<trace>");
// One declaration or instruction line without a header (a front end recording as it runs): its
// positions are `line_number` with no column, so messages name the caller's source line.
Program parse_mxt_line(std::string_view line, const std::string& file, int line_number, const std::string& target);
std::string print_mxt(const Program& program);

// What a target accepts: checked after parsing, with the offending trace position in the error.
struct InstructionSchema {
  std::string mnemonic;
  std::string queue;                  // the queue the instruction runs on unless the trace says @queue
  std::vector<std::string> required;  // operand names
  std::vector<std::string> optional;
};

struct TargetSchema {
  std::string target;
  std::vector<std::string> configs;        // machine-config names
  std::vector<std::string> memory_spaces;  // buffer spaces
  std::vector<InstructionSchema> instructions;
};

// "a b  c" -> {"a", "b", "c"}: the operand lists of the targets' instruction tables.
std::vector<std::string> schema_words(const char* text);

// Throws sim::Error at the first violation (wrong target or config, unknown space, unknown
// mnemonic, missing or unknown operand); fills in each instruction's queue when the trace omits it.
void validate(Program& program, const TargetSchema& schema);

}  // namespace sim::trace
