// Executing CDNA4 instructions on one wave: each checks its rules (diagnostics at the
// instruction's line) and then does what the ISA says, lane by lane. The scaled MFMAs gather their
// operands through the lane layouts (lanes.h, with the state's LaneConvention) and compute with the
// numerics core's `cdna4_mfma_scale` preset.
#pragma once

#include <string>

#include "isa/cdna4/opcodes.h"
#include "isa/cdna4/state.h"

namespace sim::cdna4 {

// Runs the instruction's body (its row of instructions.def) and returns the row.
const OpRow& execute(State& state, Wave& wave, const trace::Instruction& instruction, const std::string& file);

}  // namespace sim::cdna4
