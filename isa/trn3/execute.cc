// The Trainium3 executor: the schema and the dispatch, both from instructions.def.
#include <algorithm>

#include "isa/trn3/context.h"
#include "isa/trn3/opcodes.h"
#include "isa/trn3/semantics.h"
#include "sim/trace/mxt.h"

namespace sim::trn3 {

std::string dname(DType d) { return std::string(spec_of(d).name); }

bool check_space(const Context& c, const View& v, const char* operand, std::initializer_list<Space> allowed) {
  for (Space s : allowed)
    if (v.space == s) return true;
  std::string names;
  for (Space s : allowed) {
    if (!names.empty()) names += " or ";
    names += name_of(s);
  }
  c.report(DiagnosticCode::Trn3MemorySpace,
           std::string(c.instruction.mnemonic) + " " + operand + " is in " + name_of(v.space), names, name_of(v.space));
  return false;
}

const trace::TargetSchema& schema() {
  static const trace::TargetSchema table = [] {
    trace::TargetSchema s;
    s.target = "trn3";
    s.memory_spaces = {"hbm", "shared_hbm", "private_hbm", "sbuf", "psum"};
    for (const OpRow& row : op_rows())
      s.instructions.push_back(trace::InstructionSchema{
          row.mnemonic, row.default_queue, trace::schema_words(row.required), trace::schema_words(row.optional)});
    return s;
  }();
  return table;
}

void execute(State& state, const trace::Instruction& instruction, const std::string& file, long index) {
  state.location =
      TraceLocation{file, instruction.at.line, instruction.at.column, index, instruction.queue, instruction.mnemonic};
  const OpRow& row = row_of(instruction, file);
  // the queue must be one the instruction can run on (engine=... or @queue)
  const std::vector<std::string>& queues = queues_of(row.op);
  if (std::find(queues.begin(), queues.end(), instruction.queue) == queues.end())
    state.report(DiagnosticCode::Trn3Engine, instruction.mnemonic + " cannot run on " + instruction.queue,
                 "one of: " + std::string(row.queues), instruction.queue);
  const Context c(state, instruction, file);
  switch (row.op) {
#define INSTRUCTION(id, mnemonic, default_queue, queues, cost_class, body, required, optional) \
  case Op::id:                                                                                 \
    return body(c);
#include "isa/trn3/instructions.def"
#undef INSTRUCTION
  }
}

}  // namespace sim::trn3
