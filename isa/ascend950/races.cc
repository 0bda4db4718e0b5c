#include "isa/ascend950/races.h"

#include <algorithm>

#include "isa/ascend950/context.h"
#include "isa/ascend950/execute.h"
#include "isa/ascend950/opcodes.h"
#include "sim/core/hex.h"

namespace sim::ascend950 {

namespace {

using Clock = RaceChecker::Clock;

void join(Clock& into, const Clock& other) {
  for (size_t p = 0; p < into.size(); ++p) into[p] = std::max(into[p], other[p]);
}

// The queue names of PIPE_S .. PIPE_FIX of each unit slot (state.h's queue_of; aivJ_ for vector
// core J), built once: every executed instruction looks its pipe up here.
const std::array<std::string, RaceChecker::kPipes>& pipe_names() {
  static const std::array<std::string, RaceChecker::kPipes> names = [] {
    std::array<std::string, RaceChecker::kPipes> out;
    for (size_t p = 0; p < out.size(); ++p) {
      const size_t slot = p / RaceChecker::kUnitPipes;
      out[p] = (slot ? "aiv" + std::to_string(slot - 1) + "_" : std::string()) +
               queue_of(static_cast<Pipe>(p % RaceChecker::kUnitPipes));
    }
    return out;
  }();
  return names;
}

// The pipe of unit slot `slot` an instruction runs on (its queue), -1 for "all" (PIPE_ALL).
int pipe_index(const std::string& queue, int slot) {
  const auto& names = pipe_names();
  for (size_t p = 0; p < RaceChecker::kUnitPipes; ++p)
    if (queue == names[p]) return static_cast<int>(p) + slot * static_cast<int>(RaceChecker::kUnitPipes);
  return -1;
}

// The unit slot and flag a set_intra_block aims at (sync.cc: the cube side's IDs 0-15 AIV0's,
// 16-31 AIV1's; vector core J's ID i the cube side's i + 16 J); -1 for an ID out of range.
std::pair<int, int64_t> intra_target(int slot, int64_t id) {
  if (id < 0 || id > (slot ? 15 : 31)) return {-1, -1};
  return slot ? std::pair<int, int64_t>{0, id + 16 * (slot - 1)}
              : std::pair<int, int64_t>{1 + static_cast<int>(id / 16), id % 16};
}

const std::string& pipe_name(size_t pipe) { return pipe_names()[pipe]; }

}  // namespace

void RaceChecker::split(Segments& segments, int64_t at) {
  auto it = segments.upper_bound(at);
  if (it == segments.begin()) return;
  --it;
  if (it->first < at && it->second.end > at) {
    Segment tail = it->second;
    it->second.end = at;
    segments.emplace(at, tail);
  }
}

void RaceChecker::access(State& state, size_t pipe, const Access& a, const Epoch& now,
                         const trace::Instruction& instruction) {
  const bool second_ub = a.space == Space::Ub && state.aiv_of_unit(a.core) == 1;
  Segments& segments = memories_[second_ub ? kSpaceCount : static_cast<size_t>(a.space)];
  split(segments, a.begin);
  split(segments, a.end);
  const Clock& mine = pipes_[pipe];
  // the first earlier access it is not ordered after: reported once per pair of lines
  auto unordered = [&](size_t other, const Epoch& e, bool other_writes, int64_t from, int64_t to) {
    if (e.clock == 0 || other == pipe || mine[other] >= e.clock) return;
    const std::pair<int, int> pair{e.line, now.line};
    if (reported_[pair]) return;
    reported_[pair] = true;
    const std::string tile = a.tile != nullptr ? "tile '" + a.tile->name + "'" : std::string(name_of(a.space));
    const std::string what = a.write ? (other_writes ? "writes" : "overwrites") : "reads";
    state.report(DiagnosticCode::AscRace,
                 instruction.mnemonic + " (line " + std::to_string(now.line) + ", pipe " + pipe_name(pipe) + ") " +
                     what + " " + std::string(name_of(a.space)) + " bytes " + hex(static_cast<uint64_t>(from)) + ".." +
                     hex(static_cast<uint64_t>(to)) + " of " + tile + " (" + a.operand + ") that " + e.mnemonic +
                     " (line " + std::to_string(e.line) + ", pipe " + pipe_name(other) + ") " +
                     (other_writes ? "writes" : "reads") + ", and nothing orders the two",
                 "a set_flag / wait_flag, mutex, barrier or unit flag ordering line " + std::to_string(e.line) +
                     " before line " + std::to_string(now.line),
                 "pipe " + pipe_name(pipe) + " has seen " + std::to_string(mine[other]) + " of pipe " +
                     pipe_name(other) + "'s instructions; the access is its instruction " + std::to_string(e.clock));
  };
  // existing segments within [begin, end), and the gaps between them (new segments)
  int64_t at = a.begin;
  auto it = segments.lower_bound(a.begin);
  std::vector<std::pair<int64_t, int64_t>> gaps;
  for (; it != segments.end() && it->first < a.end; ++it) {
    Segment& s = it->second;
    if (it->first > at) gaps.emplace_back(at, it->first);
    at = s.end;
    unordered(s.writer, s.write, true, it->first, s.end);
    if (a.write)
      for (size_t q = 0; q < kPipes; ++q) unordered(q, s.reads[q], false, it->first, s.end);
    if (a.write) {
      s.writer = static_cast<uint8_t>(pipe);
      s.write = now;
      s.reads = {};
    } else {
      s.reads[pipe] = now;
    }
  }
  if (at < a.end) gaps.emplace_back(at, a.end);
  for (const auto& [from, to] : gaps) {
    Segment s;
    s.end = to;
    if (a.write) {
      s.writer = static_cast<uint8_t>(pipe);
      s.write = now;
    } else {
      s.reads[pipe] = now;
    }
    segments.emplace(from, s);
  }
}

void RaceChecker::on_execute(State& state, const trace::Instruction& instruction, const std::string& file,
                             const Footprint& f) {
  const int slot = aiv_of(instruction, file) + 1;
  const int p = pipe_index(
      std::string(pipe_queue(instruction.queue.empty() ? queue_of(instruction, file) : instruction.queue)), slot);
  const Op op = row_of(instruction, file).op;
  const Args args{instruction, file};
  const size_t first = static_cast<size_t>(slot) * kUnitPipes;  // the unit's pipes: [first, first + 7)
  if (p < 0) {  // pipe_barrier(PIPE_ALL): every pipe of the unit has seen every other's work
    Clock all{};
    for (size_t q = first; q < first + kUnitPipes; ++q) join(all, pipes_[q]);
    for (size_t q = first; q < first + kUnitPipes; ++q) pipes_[q] = all;
    return;
  }
  const auto pipe = static_cast<size_t>(p);
  Clock& mine = pipes_[pipe];
  ++mine[pipe];
  // what it waits for happens before it
  const bool flag = op == Op::WaitFlag || op == Op::SetFlag;
  const std::array<int, 3> unit_key = flag ? flag_key(args) : std::array<int, 3>{};
  const std::array<int, 4> key{slot, unit_key[0], unit_key[1], unit_key[2]};
  const bool event = flag && unit_key[2] >= 0;  // an event outside 0-7 synchronises nothing
  const bool intra = op == Op::WaitIntraBlock || op == Op::SetIntraBlock;
  const int64_t intra_id = intra ? args.event("event_id") : -1;
  if (op == Op::WaitFlag && event) {
    // the wait consumes the set (a second set before it is refused, and carries nothing)
    const auto found = flags_.find(key);
    if (found != flags_.end()) {
      join(mine, found->second);
      flags_.erase(found);
    }
  } else if (op == Op::WaitIntraBlock && intra_id >= 0 && intra_id <= (slot ? 15 : 31)) {
    // the wait consumes the oldest set aimed at its flag
    auto& pending = intra_[{slot, intra_id}];
    if (!pending.empty()) {
      join(mine, pending.front());
      pending.erase(pending.begin());
    }
  } else if (op == Op::GetBuf) {
    const auto found = mutexes_.find({slot, args.integer("id")});
    if (found != mutexes_.end()) join(mine, found->second);
  } else if ((op == Op::MadMx || op == Op::Fixpipe || op == Op::FixpipeUb) && !f.l0c_blocks.empty()) {
    for (const int64_t blk : f.l0c_blocks)
      if (const auto found = unit_flags_.find(blk); found != unit_flags_.end()) join(mine, found->second);
  }
  const Epoch now{mine[pipe], instruction.at.line, row_of(instruction, file).mnemonic};
  for (const Access& a : f.accesses) access(state, pipe, a, now, instruction);
  // what it signals carries its clock
  if (op == Op::SetFlag && event) {
    flags_.emplace(key, mine);  // not over a set no wait has consumed yet
  } else if (op == Op::SetIntraBlock) {
    if (const auto target = intra_target(slot, intra_id); target.first >= 0) intra_[target].push_back(mine);
  } else if (op == Op::RlsBuf) {
    mutexes_[{slot, args.integer("id")}] = mine;
  } else if ((op == Op::MadMx || op == Op::Fixpipe || op == Op::FixpipeUb) && args.integer("unit_flag", 0) == 3) {
    for (const int64_t blk : f.l0c_blocks) unit_flags_[blk] = mine;
  }
  if (pipe == first) {  // a scalar-pipe instruction holds back its unit's issue: every pipe of it is after it
    const Clock signal = mine;
    for (size_t q = first; q < first + kUnitPipes; ++q) join(pipes_[q], signal);
  }
}

}  // namespace sim::ascend950
