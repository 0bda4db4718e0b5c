#include "models/ascend950/machine.h"

#include <algorithm>
#include <climits>
#include <cstring>
#include <optional>

#include "isa/ascend950/execute.h"
#include "isa/ascend950/footprint.h"
#include "isa/ascend950/opcodes.h"
#include "sim/core/error.h"
#include "sim/trace/mxt.h"

namespace sim::ascend950 {

const std::vector<MachineConfig>& machine_configs() {
  static const std::vector<MachineConfig> table = {
#define CONFIG(row_id, row_name, row_l1, row_l0a, row_l0b, row_l0a_mx, row_l0b_mx, row_l0c, row_bt, row_gm, row_cores, \
               row_description)                                                                                        \
  MachineConfig{.name = row_name,                                                                                      \
                .capacities = Capacities{.l1 = row_l1,                                                                 \
                                         .l0a = row_l0a,                                                               \
                                         .l0b = row_l0b,                                                               \
                                         .l0a_mx = row_l0a_mx,                                                         \
                                         .l0b_mx = row_l0b_mx,                                                         \
                                         .l0c = row_l0c,                                                               \
                                         .bt = row_bt,                                                                 \
                                         .gm = row_gm},                                                                \
                .cube_cores = row_cores,                                                                               \
                .description = row_description},
#include "models/ascend950/configs.def"
#undef CONFIG
  };
  return table;
}

const std::string& default_config() { return machine_configs().front().name; }

const MachineConfig& machine_config(const std::string& name) {
  return trace::find_config(machine_configs(), name, "ascend950");
}

Machine::Machine(const std::string& config, DiagnosticMode mode) : MachineBase(machine_config(config)) {
  state_ = std::make_unique<State>(config_.capacities, mode, config_.cube_cores);
}

const Tile& Machine::declare(const trace::Buffer& buffer, const std::string& file) {
  const Tile& t = state_->declare(buffer, file);
  if (t.space == Space::Gm) {
    // GM is backed by host memory only as far as declared tensors reach
    const int64_t end = t.address + t.bytes;
    if (static_cast<uint64_t>(end) > kMaxBackedBytes)
      throw Error(trace::where(file, t.at) + "gm buffer '" + t.name + "' ends at byte " + std::to_string(end) +
                  "; expected buffers below " + std::to_string(kMaxBackedBytes) +
                  " (kMaxBackedBytes: mxsim backs that much GM per run)");
    Memory& gm = state_->memory(Space::Gm);
    gm.grow(static_cast<uint64_t>(end), trace::where(file, t.at) + "gm buffer '" + t.name + "'");
  }
  return t;
}

void Machine::load(const std::string& name, const void* bytes, size_t count) {
  const auto found = state_->tiles.find(name);
  if (found == state_->tiles.end()) throw Error("unknown buffer '" + name + "'; expected a declared buffer");
  const Tile& t = found->second;
  if (count != static_cast<size_t>(t.bytes))
    throw Error("buffer '" + t.name + "': payload of " + std::to_string(count) + " bytes; expected " +
                std::to_string(t.bytes));
  Memory& m = state_->memory(t.space, t.unit);
  if (t.address + t.bytes > static_cast<int64_t>(m.size_bytes()))
    throw Error("buffer '" + t.name + "' lies outside " + m.name() + "; its payload cannot be loaded");
  m.preload(static_cast<uint64_t>(t.address), bytes, count);
}

std::vector<uint8_t> Machine::contents(const std::string& name) const {
  const auto found = state_->tiles.find(name);
  if (found == state_->tiles.end()) throw Error("unknown buffer '" + name + "'; expected a declared buffer");
  const Tile& t = found->second;
  const Memory& source = state_->memory(t.space, t.unit);
  std::vector<uint8_t> out(static_cast<size_t>(t.bytes));
  const int64_t room = std::clamp<int64_t>(static_cast<int64_t>(source.size_bytes()) - t.address, 0, t.bytes);
  if (room > 0) source.read_raw(static_cast<uint64_t>(t.address), out.data(), static_cast<uint64_t>(room));
  return out;
}

bool Machine::contents_equal(const std::string& name, const uint8_t* expected, size_t count) const {
  const auto found = state_->tiles.find(name);
  if (found == state_->tiles.end()) throw Error("unknown buffer '" + name + "'; expected a declared buffer");
  const Tile& t = found->second;
  const Memory& source = state_->memory(t.space, t.unit);
  if (t.address < 0 || t.address + t.bytes > static_cast<int64_t>(source.size_bytes()))
    return trace::same_bytes(contents(name), expected, count);  // partly outside: as contents() gives it
  return static_cast<size_t>(t.bytes) == count && source.equals(static_cast<uint64_t>(t.address), expected, count);
}

void Machine::track_writers() { track_writers_of(state_->gm); }

std::vector<int32_t> Machine::writer_tags(const std::string& name) const {
  const auto found = state_->tiles.find(name);
  if (found == state_->tiles.end()) throw Error("unknown buffer '" + name + "'; expected a declared buffer");
  const Tile& t = found->second;
  if (t.space != Space::Gm) return {};
  std::vector<int32_t> tags(static_cast<size_t>(t.bytes));
  for (size_t i = 0; i < tags.size(); ++i) tags[i] = state_->gm.writer_of(static_cast<uint64_t>(t.address) + i);
  return tags;
}

long Machine::pending() const {
  long n = 0;
  for (const auto& [name, q] : queues_) n += static_cast<long>(q.size());
  return n;
}

void Machine::locate(const Issued& issued) {
  state_->location = TraceLocation{issued.file,
                                   issued.instruction.at.line,
                                   issued.instruction.at.column,
                                   issued.index,
                                   queue_of(issued.instruction, issued.file),
                                   issued.instruction.mnemonic};
}

int unit_in(const MachineConfig& config, const trace::Instruction& instruction, const std::string& file) {
  const int core = core_of(instruction, file);
  if (core >= config.cube_cores)
    throw Error(trace::where(file, instruction.at) + instruction.mnemonic + " core=" + std::to_string(core) +
                "; expected a core in 0.." + std::to_string(config.cube_cores - 1) + " (" + config.name + " has " +
                std::to_string(config.cube_cores) + " AI Cores)");
  return unit_of(core, aiv_of(instruction, file), config.cube_cores);
}

void Machine::issue(const trace::Instruction& instruction, const std::string& file, std::shared_ptr<void> keep) {
  if (hung_) return;  // a pipe hung: nothing after it runs (hardware mode)
  const int core = unit_in(config_, instruction, file);
  Issued issued{instruction, file, issued_++, -1, core, std::move(keep)};
  const std::string queue = queue_of(instruction, file);
  queues_[queue].push_back(std::move(issued));
  try {
    drain();
  } catch (...) {
    // a strict-mode error stops the machine: nothing queued may outlive the caller's Program
    queues_.clear();
    hung_ = true;
    throw;
  }
}

void Machine::drain() {
  for (;;) {
    // a get_buf takes its turn for the ID when it reaches the head of its pipe (assumption A6)
    std::vector<Issued*> arrivals;
    for (auto& [name, q] : queues_)
      if (!q.empty() && q.front().ticket < 0 && row_of(q.front().instruction, q.front().file).op == Op::GetBuf)
        arrivals.push_back(&q.front());
    std::sort(arrivals.begin(), arrivals.end(), [](const Issued* x, const Issued* y) { return x->index < y->index; });
    for (Issued* a : arrivals) {
      state_->select(a->core);
      try {
        a->ticket = take_ticket(*state_, a->instruction, a->file);
      } catch (const Error&) {
        a->ticket = 0;  // a malformed ID: execute reports it
      }
    }
    // pipe_barrier(PIPE_ALL) and the scalar pipe's instructions (a wait_flag on PIPE_S stalls issue)
    // hold back everything their core issues after them
    std::map<int, long> fences;  // core -> the index its fence holds back after
    for (const auto& [name, q] : queues_) {
      const std::string_view pipe = pipe_queue(name);
      if (!q.empty() && (pipe == "all" || pipe == "s")) {
        const auto [it, fresh] = fences.emplace(q.front().core, q.front().index);
        if (!fresh) it->second = std::min(it->second, q.front().index);
      }
    }
    std::deque<Issued>* next = nullptr;
    for (auto& [name, q] : queues_) {
      if (q.empty()) continue;
      const Issued& head = q.front();
      if (next && next->front().index < head.index) continue;
      if (const auto fence = fences.find(head.core); fence != fences.end() && head.index > fence->second) continue;
      if (pipe_queue(name) == "all") {
        // pipe_barrier(PIPE_ALL): every earlier instruction of every pipe of its core has finished
        bool earlier = false;
        for (const auto& [other, oq] : queues_)
          if (other != name && !oq.empty() && oq.front().core == head.core && oq.front().index < head.index)
            earlier = true;
        if (earlier) continue;
      }
      state_->select(head.core);
      if (blocked(*state_, head.instruction, head.ticket, head.file)) continue;
      next = &q;
    }
    if (!next) return;
    Issued issued = std::move(next->front());
    next->pop_front();
    state_->select(issued.core);
    locate(issued);
    begin_instruction(state_->location);
    count_executed(state_->location.queue);
    // the instruction's own rules first (a malformed operand is execute's to report), then its order
    // against the other pipes' accesses
    std::optional<Footprint> footprint;
    try {
      footprint = footprint_of(*state_, issued.instruction, issued.file);
    } catch (const Error&) {
    }
    const size_t reported = state_->sink.diagnostics().size();
    execute(*state_, issued.instruction, issued.file);
    // an instruction its rules refused (hardware mode goes on) touched nothing
    const auto& diagnostics = state_->sink.diagnostics();
    if (footprint && std::any_of(diagnostics.begin() + static_cast<std::ptrdiff_t>(reported), diagnostics.end(),
                                 [](const Diagnostic& d) { return d.severity() == Severity::Error; }))
      footprint->accesses.clear();
    if (footprint) {
      // each AI Core's pipes (its cube side's and its vector cores') order their own accesses (GM
      // accesses of different cores are not checked)
      const auto core = static_cast<size_t>(state_->core_of_unit(issued.core));
      if (races_.size() <= core) races_.resize(core + 1);
      races_[core].on_execute(*state_, issued.instruction, issued.file, *footprint);
    }
  }
}

void Machine::finish() {
  drain();
  // whatever still waits can never start: each waiting pipe hangs
  std::vector<const Issued*> heads;
  for (auto& [name, q] : queues_)
    if (!q.empty()) heads.push_back(&q.front());
  std::sort(heads.begin(), heads.end(), [](const Issued* x, const Issued* y) { return x->index < y->index; });
  struct Hang {
    TraceLocation at;
    DiagnosticCode code;
    std::string message;
  };
  std::vector<Hang> hangs;
  for (const Issued* head : heads) {
    state_->select(head->core);
    locate(*head);
    const auto wait = blocked(*state_, head->instruction, head->ticket, head->file);
    const bool barrier = pipe_queue(state_->location.queue) == "all";
    if (!wait && !barrier) continue;  // held back only by an earlier hang (a barrier or a scalar wait)
    const long behind = static_cast<long>(queues_[state_->location.queue].size()) - 1;
    hangs.push_back({state_->location, wait ? wait->code : DiagnosticCode::AscPipe,
                     (wait ? wait->reason : std::string("pipe_barrier(PIPE_ALL) waits for a pipe that hangs")) +
                         ": pipe " + state_->location.queue + " hangs here" +
                         (behind > 0 ? " (" + std::to_string(behind) + " later instructions on it never run)" : "")});
  }
  // nothing queued outlives this call, even when a strict-mode report throws below
  if (!heads.empty()) {
    hung_ = true;
    queues_.clear();
  }
  for (const Hang& h : hangs) {
    state_->location = h.at;
    state_->report(h.code, h.message, "an instruction that releases it", "none in the program");
  }
  ascend950::finish(*state_);
}

MachineReplay::Declared MachineReplay::declare(const trace::Buffer& buffer, const std::string& file) {
  const Tile& t = machine_.declare(buffer, file);
  std::string shape = "[";
  for (size_t i = 0; i < t.shape.size(); ++i) shape += (i ? ", " : "") + std::to_string(t.shape[i]);
  shape += "] " + std::string(spec_of(t.dtype).name);
  return Declared{t.name,  static_cast<uint64_t>(t.bytes), std::max(1, spec_of(t.dtype).bits / 8), shape, t.payload,
                  t.expect};
}

void validate_program(trace::Program& program) {
  static const trace::TargetSchema schema = [] {
    trace::TargetSchema s = ascend950::schema();
    for (const MachineConfig& c : machine_configs()) s.configs.push_back(c.name);
    return s;
  }();
  trace::validate(program, schema);
  for (trace::Instruction& i : program.instructions) i.queue = queue_of(i, program.file);
}

std::vector<ExpectMismatch> Machine::run(trace::Program& program, const std::string& directory) {
  validate_program(program);
  MachineReplay target(*this);
  return trace::replay(program, directory, target);
}

}  // namespace sim::ascend950
