// Executing Ascend 950 instructions on a State: the CCE intrinsics of isa/ascend950/
// instructions.def, each checking its rules (diagnostics at the instruction's trace line) before
// moving bytes through the semantics of datamove.h and cube.h.
//
// Pipes run asynchronously, so an instruction may have to wait: wait_flag for its set_flag,
// get_buf for its mutex, and mad_mx / FIXPIPE for the L0C unit flags. `blocked` says whether (and
// why) an instruction cannot start yet; the machine's scheduler runs whichever queue head can.
#pragma once

#include <optional>
#include <string>

#include "isa/ascend950/state.h"
#include "sim/trace/mxt.h"

namespace sim::ascend950 {

const trace::TargetSchema& schema();

// The AI Core an instruction runs on: its core= operand (every instruction takes one; default 0).
// Out of 0..kMaxCores-1 is sim::Error at its position (the machine checks the configuration's count).
int core_of(const trace::Instruction& instruction, const std::string& file);
// The vector core it runs on (aiv=J), or -1 for the cube side. An aiv-side instruction without
// aiv= and a cube-side one with it are sim::Error at their position.
int aiv_of(const trace::Instruction& instruction, const std::string& file);

// The queue (pipe) an instruction runs on: the table's pipe, or for the synchronisation
// instructions the pipe they name (set_flag: pipe, wait_flag: tpipe); on a vector core J prefixed
// aivJ_ and on core K > 0 coreK_ (core 1's Cube is queue core1_m, its AIV1's Vector unit
// core1_aiv1_v), so each unit's pipes are queues of their own. Malformed
// pipe names are sim::Error at their position.
std::string queue_of(const trace::Instruction& instruction, const std::string& file);

// get_buf is granted in program order: the ticket an instruction takes when it is issued.
long take_ticket(State& state, const trace::Instruction& instruction, const std::string& file);

struct Wait {
  DiagnosticCode code;  // the rule a wait that never ends breaks
  std::string reason;   // what it waits for
};
std::optional<Wait> blocked(const State& state, const trace::Instruction& instruction, long ticket,
                            const std::string& file);

void execute(State& state, const trace::Instruction& instruction, const std::string& file);

// End of the program: events set and never waited for, mutexes still held (warnings).
void finish(State& state);

}  // namespace sim::ascend950
