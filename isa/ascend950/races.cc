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

// The queue names of PIPE_S .. PIPE_FIX (state.h's queue_of), built once: every executed
// instruction looks its pipe up here.
const std::array<std::string, RaceChecker::kPipes>& pipe_names() {
  static const std::array<std::string, RaceChecker::kPipes> names = [] {
    std::array<std::string, RaceChecker::kPipes> out;
    for (size_t p = 0; p < out.size(); ++p) out[p] = queue_of(static_cast<Pipe>(p));
    return out;
  }();
  return names;
}

// The pipe an instruction runs on (its queue), -1 for "all" (pipe_barrier(PIPE_ALL)).
int pipe_index(const std::string& queue) {
  const auto& names = pipe_names();
  for (size_t p = 0; p < names.size(); ++p)
    if (queue == names[p]) return static_cast<int>(p);
  return -1;
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
  Segments& segments = memories_[static_cast<size_t>(a.space)];
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
  const int p =
      pipe_index(std::string(pipe_queue(instruction.queue.empty() ? queue_of(instruction, file) : instruction.queue)));
  const Op op = row_of(instruction, file).op;
  const Args args{instruction, file};
  if (p < 0) {  // pipe_barrier(PIPE_ALL): every pipe has seen every other's work
    Clock all{};
    for (const Clock& c : pipes_) join(all, c);
    for (Clock& c : pipes_) c = all;
    return;
  }
  const auto pipe = static_cast<size_t>(p);
  Clock& mine = pipes_[pipe];
  ++mine[pipe];
  // what it waits for happens before it
  const bool flag = op == Op::WaitFlag || op == Op::SetFlag;
  const std::array<int, 3> key = flag ? flag_key(args) : std::array<int, 3>{};
  const bool event = flag && key[2] >= 0;  // an event outside 0-7 synchronises nothing
  if (op == Op::WaitFlag && event) {
    // the wait consumes the set (a second set before it is refused, and carries nothing)
    const auto found = flags_.find(key);
    if (found != flags_.end()) {
      join(mine, found->second);
      flags_.erase(found);
    }
  } else if (op == Op::GetBuf) {
    const auto found = mutexes_.find(args.integer("id"));
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
  } else if (op == Op::RlsBuf) {
    mutexes_[args.integer("id")] = mine;
  } else if ((op == Op::MadMx || op == Op::Fixpipe || op == Op::FixpipeUb) && args.integer("unit_flag", 0) == 3) {
    for (const int64_t blk : f.l0c_blocks) unit_flags_[blk] = mine;
  }
  if (pipe == 0) {  // a scalar-pipe instruction holds back issue: every pipe is after it
    for (Clock& c : pipes_) join(c, mine);
  }
}

}  // namespace sim::ascend950
