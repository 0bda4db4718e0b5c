// Synchronisation between the pipes: set_flag / wait_flag events, pipe_barrier, the 950 buffer
// mutex (get_buf / rls_buf), when an instruction must wait, and what is left over at the end.
#include "isa/ascend950/context.h"
#include "isa/ascend950/execute.h"
#include "isa/ascend950/opcodes.h"

namespace sim::ascend950 {

namespace {

// get_buf(pipe, id, 0) / rls_buf(pipe, id, 0): mode 0 is the only value the pypto and Ascend C
// sources document (docs/targets/ascend950.md, "Mutex")
constexpr trace::Range kMutexMode{0, 0};

// ---- synchronisation ----

// Event IDs 0-7 on 950 (asc-devkit hardware constraints; 6 and 7 are reserved for the system,
// which a kernel may still use, so they are accepted).
bool check_event(Context& c, int64_t id) { return c.accepted(check_range("event_id", id, 0, 7)); }

std::string event_text(const Args& args) {
  return std::string("(") + std::string(name_of(args.pipe("pipe"))) + std::string(", ") +
         std::string(name_of(args.pipe("tpipe"))) + ", EVENT_ID" + std::to_string(args.event("event_id")) + ")";
}

int64_t mutex_id(Context& c) {
  const int64_t id = c.args.integer("id");
  c.args.integer("mode", 0, kMutexMode);
  // pypto accepts 0-31 (28-31 reserved for the framework in Ascend C)
  if (!c.accepted(check_range("id", id, 0, 31))) return -1;
  return id;
}

}  // namespace

void set_flag(Context& c) {
  if (!check_event(c, c.args.event("event_id"))) return;
  int& count = c.state.core().events[flag_key(c.args)];
  if (count > 0) {
    c.report(DiagnosticCode::AscFlagDuplicate,
             "set_flag" + event_text(c.args) + " is already set and not yet waited for", "one set_flag per wait_flag",
             "a second set_flag");
    return;
  }
  count = 1;
}

void wait_flag(Context& c) {
  if (!check_event(c, c.args.event("event_id"))) return;
  c.state.core().events[flag_key(c.args)] = 0;
}

void pipe_barrier(Context& c) {
  if (c.args.pipe("pipe") == Pipe::M || c.args.pipe("pipe") == Pipe::All) c.state.core().last_mad.reset();
  // PipeBarrier orders one pipe's own instructions; it is not valid on PIPE_S (asc-devkit)
  if (c.args.pipe("pipe") == Pipe::S)
    c.report(DiagnosticCode::AscPipe, "pipe_barrier(PIPE_S)", "a pipe other than PIPE_S", "PIPE_S");
}

// ---- intra-block flags: an AI Core's cube side and its vector cores ----
// set_intra_block(pipe, id) / wait_intra_block(pipe, id) (pypto set_cross_core / wait_cross_core
// with sync_mode INTRA_BLOCK, which on the 950 lower to them; ascend950.md A15): the cube side's
// IDs 0-15 signal AIV0 and 16-31 AIV1 (pypto issues both, id and id + 16, to reach the two); a
// vector core's ID i signals the cube side's i (AIV0) or i + 16 (AIV1). A wait consumes one set of
// its own unit's ID and waits while there is none; a count holds at most 15 sets (hardware
// counters saturate: the 16th set is lost, ASC-FLAG-DUPLICATE).
namespace {

constexpr int kIntraBlockSaturation = 15;

bool intra_block_id(Context& c, int64_t& id) {
  id = c.args.event("event_id");
  const int64_t high = c.state.is_vector(c.state.current) ? 15 : 31;
  return c.accepted(check_range("event_id", id, 0, high));
}

}  // namespace

void set_intra_block(Context& c) {
  int64_t id = 0;
  if (!intra_block_id(c, id)) return;
  State& s = c.state;
  const int core = s.core_of_unit(s.current);
  const int target = s.is_vector(s.current) ? core : unit_of(core, static_cast<int>(id / 16), s.core_count);
  const int64_t slot = s.is_vector(s.current) ? id + 16 * s.aiv_of_unit(s.current) : id % 16;
  int& count = s.unit(target).intra_block[static_cast<size_t>(slot)];
  if (count >= kIntraBlockSaturation) {
    c.report(DiagnosticCode::AscFlagDuplicate,
             "set_intra_block(" + std::string(name_of(c.args.pipe("pipe"))) + ", " + std::to_string(id) +
                 "): " + s.unit_name(target) + "'s flag " + std::to_string(slot) + " already holds " +
                 std::to_string(count) + " sets not waited for (the counter saturates)",
             "at most 15 sets ahead of the waits", "a 16th set");
    return;
  }
  ++count;
}

void wait_intra_block(Context& c) {
  int64_t id = 0;
  if (!intra_block_id(c, id)) return;
  int& count = c.state.core().intra_block[static_cast<size_t>(id)];
  if (count > 0) --count;
}

void get_buf(Context& c) {
  // this get_buf's turn is over whatever it reports, so later ones of the ID are not held up
  ++c.state.core().mutexes[c.args.integer("id")].serving;
  const int64_t id = mutex_id(c);
  if (id < 0) return;
  State::Mutex& m = c.state.core().mutexes[id];
  const Pipe pipe = c.args.pipe("pipe");
  if (m.holder && *m.holder == pipe) {
    // pypto: "a duplicate get_buf on one pipe and ID hangs the hardware"
    c.report(DiagnosticCode::AscMutex,
             std::string("get_buf(") + std::string(name_of(pipe)) + ", " + std::to_string(id) +
                 ") while the same pipe holds it",
             "rls_buf before the next get_buf", "a nested get_buf");
    return;
  }
  m.holder = pipe;
}

void rls_buf(Context& c) {
  const int64_t id = mutex_id(c);
  if (id < 0) return;
  State::Mutex& m = c.state.core().mutexes[id];
  const Pipe pipe = c.args.pipe("pipe");
  if (!m.holder || *m.holder != pipe) {
    c.report(DiagnosticCode::AscMutex,
             std::string("rls_buf(") + std::string(name_of(pipe)) + ", " + std::to_string(id) + ") without its get_buf",
             "a get_buf on the same pipe first",
             m.holder ? std::string("held by ") + std::string(name_of(*m.holder)) : "not held");
    return;
  }
  m.holder.reset();
}

long take_ticket(State& state, const trace::Instruction& instruction, const std::string& file) {
  if (row_of(instruction, file).op != Op::GetBuf) return 0;
  const Args args{instruction, file};
  return state.core().mutexes[args.integer("id")].next_ticket++;
}

namespace {

std::optional<Wait> blocked_or_throw(const State& state, const trace::Instruction& instruction, long ticket,
                                     const std::string& file) {
  const Args args{instruction, file};
  const Op op = row_of(instruction, file).op;
  if (op == Op::WaitIntraBlock) {
    const int64_t id = args.event("event_id");
    if (id < 0 || id > (state.is_vector(state.current) ? 15 : 31)) return std::nullopt;
    if (state.core().intra_block[static_cast<size_t>(id)] == 0)
      return Wait{DiagnosticCode::AscFlagUnmatched, "wait_intra_block(" + std::string(name_of(args.pipe("pipe"))) +
                                                        ", " + std::to_string(id) +
                                                        ") has no matching set_intra_block"};
  } else if (op == Op::WaitFlag) {
    const int64_t id = args.event("event_id");
    if (id < 0 || id > 7) return std::nullopt;
    const auto found = state.core().events.find(flag_key(args));
    if (found == state.core().events.end() || found->second == 0)
      return Wait{DiagnosticCode::AscFlagUnmatched, "wait_flag" + event_text(args) + " has no matching set_flag"};
  } else if (op == Op::GetBuf) {
    const int64_t id = args.integer("id");
    if (id < 0 || id > 31) return std::nullopt;
    const auto found = state.core().mutexes.find(id);
    if (found != state.core().mutexes.end()) {
      const State::Mutex& m = found->second;
      const Pipe pipe = args.pipe("pipe");
      if (m.holder && *m.holder == pipe) return std::nullopt;  // a nested lock: execute reports it
      if (m.holder)
        return Wait{DiagnosticCode::AscMutex, std::string("get_buf(") + std::string(name_of(pipe)) + ", " +
                                                  std::to_string(args.integer("id")) + std::string(") waits for ") +
                                                  std::string(name_of(*m.holder)) + " to release it (rls_buf)"};
      if (m.serving != ticket)
        return Wait{DiagnosticCode::AscMutex, std::string("get_buf(") + std::string(name_of(pipe)) + ", " +
                                                  std::to_string(args.integer("id")) +
                                                  ") waits for an earlier get_buf of that ID"};
    }
  } else if (op == Op::MadMx || op == Op::Fixpipe || op == Op::FixpipeUb) {
    const int64_t unit_flag = args.integer("unit_flag", 0);
    if (unit_flag != 2 && unit_flag != 3) return std::nullopt;
    const trace::Keyword* k = args.find(op == Op::MadMx ? "c" : "src");
    const Operand region = state.resolve(k->value, k->name.data(), file);
    if (region.space() != Space::L0C) return std::nullopt;
    // out-of-range fields never wait: execute reports them
    const int64_t rows = args.integer(op == Op::MadMx ? "m" : "src_stride"), n = args.integer("n");
    if (rows < 0 || rows > 65535 || n < 0 || n > 4095) return std::nullopt;
    const int64_t bytes = op == Op::MadMx ? l0c_region_bytes(rows, n) : round_up(n, 16) * rows * 4;
    if (region.address() < 0 || bytes < 0 || region.address() + bytes > state.capacities.l0c) return std::nullopt;
    const auto [first, last] = l0c_blocks(region.address(), bytes);
    const uint8_t wanted = op == Op::MadMx ? 0 : 1;
    for (int64_t blk = first; blk <= last; ++blk)
      if (state.core().unit_flags[static_cast<size_t>(blk)] != wanted)
        return Wait{DiagnosticCode::AscUnitFlag,
                    op == Op::MadMx
                        ? "mad_mx (unit_flag " + std::to_string(unit_flag) +
                              ") waits for FIXPIPE to read out L0C block " + std::to_string(blk) +
                              " (its unit flag is 1)"
                        : instruction.mnemonic + " (unit_flag " + std::to_string(unit_flag) +
                              ") waits for a mad_mx with unit_flag 3 to finish L0C block " + std::to_string(blk)};
  }
  return std::nullopt;
}

}  // namespace

std::optional<Wait> blocked(const State& state, const trace::Instruction& instruction, long ticket,
                            const std::string& file) {
  // a malformed or out-of-range operand never waits: execute reports it
  try {
    return blocked_or_throw(state, instruction, ticket, file);
  } catch (const Error&) {
    return std::nullopt;
  }
}

void finish(State& state) {
  state.location = TraceLocation{state.location.file, 0, 0, -1, {}, "end of program"};
  std::vector<int> units;
  for (size_t k = 0; k < state.cores.size(); ++k) units.push_back(static_cast<int>(k));
  for (const auto& [u, vector_core] : state.vector_cores) units.push_back(u);
  for (const int k : units) {
    const CoreState& core = state.unit(k);
    // a multi-unit run names the unit whose state is left over
    const std::string on = units.size() > 1 ? " on " + state.unit_name(k) : std::string();
    for (size_t id = 0; id < core.intra_block.size(); ++id)
      if (core.intra_block[id] > 0)
        state.report(DiagnosticCode::AscFlagLeftSet,
                     "intra-block flag " + std::to_string(id) + on + " holds " + std::to_string(core.intra_block[id]) +
                         " set_intra_block never waited for",
                     "a wait_intra_block for every set_intra_block", "still set at the end");
    for (const auto& [key, count] : core.events)
      if (count > 0)
        state.report(DiagnosticCode::AscFlagLeftSet,
                     std::string("set_flag(") + std::string(name_of(static_cast<Pipe>(key[0]))) + ", " +
                         std::string(name_of(static_cast<Pipe>(key[1]))) + ", EVENT_ID" + std::to_string(key[2]) + ")" +
                         on + " was never waited for",
                     "a wait_flag for every set_flag", "still set at the end");
    int64_t raised = 0;
    for (uint8_t f : core.unit_flags) raised += f;
    if (raised > 0)
      state.report(DiagnosticCode::AscFlagLeftSet,
                   std::to_string(raised) + " L0C unit flags" + on +
                       " are still 1 (a mad_mx with unit_flag 3 whose result no FIXPIPE "
                       "with unit_flag 3 read out): the next kernel's unit-flag mad_mx would hang",
                   "every Final matmul read out by a Final store", "flags left at 1");
    for (const auto& [id, m] : core.mutexes)
      if (m.holder)
        state.report(
            DiagnosticCode::AscMutexHeld,
            "mutex " + std::to_string(id) + on + std::string(" is still held by ") + std::string(name_of(*m.holder)),
            "rls_buf for every get_buf", "held at the end");
  }
}

}  // namespace sim::ascend950
