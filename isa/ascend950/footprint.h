// What an Ascend 950 instruction touches and how much work it does, read from its operands
// without executing it: per operand the memory, the bounding byte range and whether it is read or
// written; the bytes its unit moves; a mad_mx's shape. The timing model costs instructions from it
// and the race checker orders its accesses with it. The ranges follow the bodies' own addressing
// (moves.cc, matmul.cc: the fact sheet's parameter units); an instruction whose fields are out of
// range touches nothing here (its body reports it).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "isa/ascend950/state.h"
#include "sim/trace/program.h"

namespace sim::ascend950 {

struct Access {
  Space space = Space::Gm;
  int64_t begin = 0, end = 0;  // bytes [begin, end) of the memory
  bool write = false;
  const char* operand = "";    // the operand it belongs to ("src", "c", "scale A (addr(a) >> 4)")
  const Tile* tile = nullptr;  // the tile the operand names (none for the scales the Cube finds at addr >> 4)
  int core = 0;                // the AI Core whose memory it is (GM: the core that accessed it)
};

struct Footprint {
  std::vector<Access> accesses;
  int64_t bytes = 0;                // what the unit moves: MTE2 the GM bytes read, MTE1 the bytes loaded, FIXPIPE
                                    // the L0C bytes read out
  int64_t m = 0, k = 0, n = 0;      // a mad_mx's shape
  int data_bits = 0;                // a mad_mx's element width (8: FP8, 4: FP4)
  std::vector<int64_t> l0c_blocks;  // the 512-byte L0C blocks a unit-flag mad_mx or FIXPIPE hands over
};

// The footprint of a validated instruction (its opcode set), its operands resolved against
// `state`'s tiles. Malformed operands are sim::Error, as in execution.
Footprint footprint_of(const State& state, const trace::Instruction& instruction, const std::string& file);

}  // namespace sim::ascend950
