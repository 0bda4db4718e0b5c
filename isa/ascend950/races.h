// Races between the Ascend 950 pipes, found by happens-before: each pipe keeps a vector clock over
// the pipes (its own entry counts its instructions, which run in order), and every synchronisation
// carries a clock from the pipe that signals to the pipe that waits: set_flag -> wait_flag on the
// same (pipe, tpipe, event), rls_buf -> the next get_buf of the ID, a unit-flag mad_mx -> the
// FIXPIPE that reads out its L0C blocks (and back), and pipe_barrier(PIPE_ALL) or a scalar-pipe
// instruction joins every pipe. The hardware orders nothing by data, so two accesses of the same
// bytes from different pipes, at least one a write, whose clocks say neither happened before the
// other, are a race: ASC-RACE, naming both instructions, the tile and the bytes. Per byte range of
// every memory (GM, L1, L0A, L0B, L0A_MX, L0B_MX, L0C, BT, FB, each vector core's UB) the checker
// keeps the last write and the last read on each pipe since. One checker covers an AI Core: the
// pipes of its cube side and of its two vector cores, whose intra-block flags carry clocks between
// them (set_intra_block -> the wait_intra_block that consumes it).
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "isa/ascend950/footprint.h"
#include "isa/ascend950/state.h"
#include "sim/trace/program.h"

namespace sim::ascend950 {

class RaceChecker {
 public:
  static constexpr size_t kUnitPipes = 7;  // PIPE_S .. PIPE_FIX of one unit (PIPE_ALL is every one of them)
  static constexpr size_t kUnits = 1 + kVectorCoresPerCore;  // the cube side, AIV0, AIV1
  static constexpr size_t kPipes = kUnitPipes * kUnits;      // unit slot s's pipe p is s * 7 + p
  using Clock = std::array<uint32_t, kPipes>;

  // As `instruction` (its footprint `f`) executes on its pipe (after its own rules are checked):
  // reports each race it closes to `state` (at the instruction's location, which the caller has
  // set), then records its accesses and its synchronisation.
  void on_execute(State& state, const trace::Instruction& instruction, const std::string& file, const Footprint& f);

 private:
  struct Epoch {
    uint32_t clock = 0;  // 0: none
    int line = 0;
    const char* mnemonic = "";
  };
  struct Segment {
    int64_t end = 0;
    uint8_t writer = 0;  // the pipe of the last write
    Epoch write;
    std::array<Epoch, kPipes> reads{};  // the last read on each pipe since that write
  };
  using Segments = std::map<int64_t, Segment>;  // by begin; disjoint

  // Splits the segments of `space` at `at` (so one begins there, if any covers it).
  void split(Segments& segments, int64_t at);
  void access(State& state, size_t pipe, const Access& a, const Epoch& now, const trace::Instruction& instruction);

  std::array<Clock, kPipes> pipes_{};
  std::map<std::array<int, 4>, Clock> flags_;  // (unit slot, pipe, tpipe, event) -> the clock its set_flag carried
  std::map<std::pair<int, int64_t>, Clock> mutexes_;  // (unit slot, ID) -> the clock its last rls_buf carried
  std::map<int64_t, Clock> unit_flags_;               // L0C block -> the clock of its last hand-over
  // (unit slot, intra-block flag) -> the clocks of its sets not yet waited for, oldest first
  std::map<std::pair<int, int64_t>, std::vector<Clock>> intra_;
  std::array<Segments, kSpaceCount + 1> memories_;  // AIV1's UB in the last slot
  std::map<std::pair<int, int>, bool> reported_;    // (earlier line, later line) pairs already reported
};

}  // namespace sim::ascend950
