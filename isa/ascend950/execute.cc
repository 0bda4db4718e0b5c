// The Ascend 950 executor: the schema, the pipe of each instruction and the dispatch, all from
// instructions.def.
#include "isa/ascend950/execute.h"

#include "isa/ascend950/context.h"
#include "isa/ascend950/opcodes.h"

namespace sim::ascend950 {

const trace::TargetSchema& schema() {
  static const trace::TargetSchema s = [] {
    trace::TargetSchema t;
    t.target = "ascend950";
    for (int i = 0; i < kSpaceCount; ++i) t.memory_spaces.emplace_back(name_of(static_cast<Space>(i)));
    for (const OpRow& r : op_rows()) {
      // every instruction runs on one AI Core: core=K (multi-core kernels; default core 0), on its
      // cube side or, with aiv=J, on its vector core J
      std::vector<std::string> optional = trace::schema_words(r.optional);
      optional.emplace_back("core");
      optional.emplace_back("aiv");
      // no schema queue: validate_program derives each instruction's (its core's pipe, queue_of)
      t.instructions.push_back({r.mnemonic, "", trace::schema_words(r.required), std::move(optional)});
    }
    return t;
  }();
  return s;
}

int core_of(const trace::Instruction& instruction, const std::string& file) {
  const Args args{instruction, file};
  return static_cast<int>(args.integer("core", 0, trace::Range{0, kMaxCores - 1}));
}

int aiv_of(const trace::Instruction& instruction, const std::string& file) {
  const Args args{instruction, file};
  const trace::Keyword* aiv = args.find("aiv");
  const OpRow& row = row_of(instruction, file);
  const std::string_view side = row.side;
  if (aiv == nullptr && side == "aiv")
    throw Error(trace::where(file, instruction.at) + instruction.mnemonic +
                " without aiv=; expected aiv=0 or aiv=1 (it runs on a vector core)");
  if (aiv != nullptr && side == "aic")
    args.fail(*aiv, instruction.mnemonic + " runs on the cube side (AIC), not on a vector core",
              "no aiv= (a vector core's instructions: copy_gm_to_ubuf_align, copy_ubuf_to_gm_align, "
              "copy_ubuf_to_cbuf, vconv and the synchronisation instructions)");
  return aiv == nullptr ? -1 : static_cast<int>(args.integer("aiv", trace::Range{0, kVectorCoresPerCore - 1}));
}

std::string queue_of(const trace::Instruction& instruction, const std::string& file) {
  const OpRow& row = row_of(instruction, file);
  const Args args{instruction, file};
  // the synchronisation instructions run on the pipe they name: set_flag's source pipe, the
  // target pipe (tpipe) that wait_flag blocks
  std::string derived =
      *row.pipe ? std::string(row.pipe) : queue_of(args.pipe(row.op == Op::WaitFlag ? "tpipe" : "pipe"));
  if (const int aiv = aiv_of(instruction, file); aiv >= 0) derived = "aiv" + std::to_string(aiv) + "_" + derived;
  if (const int core = core_of(instruction, file); core > 0) derived = "core" + std::to_string(core) + "_" + derived;
  // an explicit @queue may only repeat it: an instruction runs on the pipe its hardware unit is
  if (!instruction.queue.empty() && instruction.queue != derived)
    throw Error(trace::where(file, instruction.at) + "@" + instruction.queue + " " + instruction.mnemonic +
                "; expected @" + derived + " (the pipe this instruction runs on)");
  return derived;
}

void execute(State& state, const trace::Instruction& instruction, const std::string& file) {
  Context c(state, instruction, file);
  switch (row_of(instruction, file).op) {
#define INSTRUCTION(id, mnemonic, pipe, side, cost_class, body, required, optional) \
  case Op::id:                                                                      \
    return body(c);
#include "isa/ascend950/instructions.def"
#undef INSTRUCTION
  }
}

}  // namespace sim::ascend950
