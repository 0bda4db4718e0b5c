#include "models/ascend950/timing.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <map>
#include <optional>
#include <unordered_map>

#include "isa/ascend950/context.h"
#include "isa/ascend950/execute.h"
#include "isa/ascend950/footprint.h"
#include "isa/ascend950/opcodes.h"
#include "models/ascend950/in_flight_writes.h"
#include "sim/core/error.h"
#include "sim/timing/schedule.h"

// the rows sim/timing/timing_def_*.inc expand
#define MXSIM_TIMING_DEF "models/ascend950/timing.def"

namespace sim::ascend950 {

const std::vector<timing::CostRow>& cost_rows() {
  static const std::vector<timing::CostRow> rows = {
#include "sim/timing/timing_def_rows.inc"
  };
  return rows;
}

const std::vector<ConfigValue>& config_values() {
  static const std::vector<ConfigValue> values = {
#include "sim/timing/timing_def_config_values.inc"
  };
  return values;
}

std::vector<timing::CostRow> cost_rows(const std::string& config) {
  machine_config(config);  // an unknown name is an error naming the known ones
  return timing::with_config_values(cost_rows(), config_values(), config);
}

timing::CostTable default_costs(const std::string& config) { return timing::CostTable(cost_rows(config)); }

namespace {

// The constants of one run, by name (copied once from the table, never looked up per instruction).
struct Costs {
#include "sim/timing/timing_def_costs.inc"
};

// instructions.def's cost_class column, each a formula of cycles_of() below.
enum class CostClass {
  Mte2,
  Mte1Load,
  Mte1Scale,
  Cube,
  Fixpipe,
  FixpipeUb,
  AivGmToUb,
  AivUbToGm,
  AivUbToL1,
  Vector,
  Sync
};

CostClass cost_class_of(const std::string& name) {
  if (name == "mte2_nd2nz" || name == "mte2_dn2nz") return CostClass::Mte2;
  if (name == "mte1_load_2d") return CostClass::Mte1Load;
  if (name == "mte1_load_mx" || name == "mte1_bias_table" || name == "mte1_fixpipe_buffer") return CostClass::Mte1Scale;
  if (name == "cube_mad_mx") return CostClass::Cube;
  if (name == "fixpipe_nz2nd") return CostClass::Fixpipe;
  if (name == "fixpipe_to_ub") return CostClass::FixpipeUb;
  if (name == "aiv_gm_to_ub") return CostClass::AivGmToUb;
  if (name == "aiv_ub_to_gm") return CostClass::AivUbToGm;
  if (name == "aiv_ub_to_l1") return CostClass::AivUbToL1;
  if (name == "vector_elementwise") return CostClass::Vector;
  // a set_atomic_* is a register write ordered with the FIXPIPE stores: the synchronisation cost
  if (name == "sync_flag" || name == "sync_barrier" || name == "sync_mutex" || name == "atomic_mode")
    return CostClass::Sync;
  throw Error("ascend950 timing: cost class '" + name + "' has no timing formula");
}

// instructions.def's cost_class column per Op, read once.
CostClass op_cost_class(Op op) {
  static const std::vector<CostClass> classes = [] {
    std::vector<CostClass> out;
    for (const OpRow& row : op_rows()) out.push_back(cost_class_of(row.cost_class));
    return out;
  }();
  return classes[static_cast<size_t>(op)];
}

// The pipes in the order their queues are listed: the cube side's four, then the rest.
constexpr std::array<const char*, 8> kQueueOrder = {"mte2", "mte1", "m", "fix", "mte3", "v", "s", "all"};

struct Work {
  int queue = 0;
  long issue_order = 0;        // among its core's instructions
  double cycles = 0;           // from its start to its end
  double latency_cycles = 0;   // of those, the GM latency (a pipelined pipe is free for the next step before it)
  std::vector<int> drains;     // a set_flag / rls_buf: the transfers on its pipe its signal waits for
  std::vector<Access> writes;  // the bytes it writes (hardware mode lands them at its end)
  double flops = 0;
  double gm_read_bytes = 0;
  double cube_floor_ns = 0;  // its time at the Cube's peak (a mad_mx)
};

// The GM latency a transfer of its class waits out (0: none).
double latency_of(CostClass cost, const Footprint& f, const Costs& c) {
  if (f.bytes <= 0) return 0;
  return cost == CostClass::Mte2 || cost == CostClass::AivGmToUb      ? c.gm_read_latency_cycles
         : cost == CostClass::Fixpipe || cost == CostClass::AivUbToGm ? c.gm_write_latency_cycles
                                                                      : 0;
}

double cycles_of(CostClass cost, const Footprint& f, const Costs& c) {
  switch (cost) {
    case CostClass::Mte2:
      return f.bytes > 0 ? latency_of(cost, f, c) + std::ceil(static_cast<double>(f.bytes) / c.mte2_bytes_per_cycle)
                         : c.sync_cycles;
    case CostClass::Mte1Load: return std::ceil(static_cast<double>(f.bytes) / c.mte1_bytes_per_cycle);
    case CostClass::Mte1Scale: return std::ceil(static_cast<double>(f.bytes) / c.mte1_scale_bytes_per_cycle);
    case CostClass::Cube: {
      if (f.m == 0) return 0;
      const double k_per_cycle = f.data_bits == 4 ? c.cube_fp4_k_per_cycle : c.cube_fp8_k_per_cycle;
      return c.cube_startup_cycles + std::ceil(static_cast<double>(f.m) / c.cube_m_per_cycle) *
                                         std::ceil(static_cast<double>(f.k) / k_per_cycle) *
                                         std::ceil(static_cast<double>(f.n) / c.cube_n_per_cycle);
    }
    case CostClass::Fixpipe:
      return f.bytes > 0 ? latency_of(cost, f, c) + std::ceil(static_cast<double>(f.bytes) / c.fixpipe_bytes_per_cycle)
                         : c.sync_cycles;
    case CostClass::FixpipeUb: return std::ceil(static_cast<double>(f.bytes) / c.fixpipe_bytes_per_cycle);
    case CostClass::AivGmToUb:
      return latency_of(cost, f, c) + std::ceil(static_cast<double>(f.bytes) / c.aiv_mte2_bytes_per_cycle);
    case CostClass::AivUbToGm:
      return latency_of(cost, f, c) + std::ceil(static_cast<double>(f.bytes) / c.mte3_gm_bytes_per_cycle);
    case CostClass::AivUbToL1: return std::ceil(static_cast<double>(f.bytes) / c.mte3_l1_bytes_per_cycle);
    case CostClass::Vector:
      // pypto's cost model: latency + repeats x cycles per repeat - 1, a repeat of vector_repeat_bytes
      if (f.bytes <= 0) return c.sync_cycles;
      return c.vector_startup_cycles +
             std::ceil(static_cast<double>(f.bytes) / c.vector_repeat_bytes) * c.vector_cycles_per_repeat - 1;
    case CostClass::Sync: return c.sync_cycles;
  }
  SIM_ASSERT(false, "a cost class without a formula");
  return 0;
}

// The program's synchronisation as dependencies between steps, in trace order (the order the
// scalar unit issues them): a wait_flag follows the set_flag it consumes (the k-th wait of a
// (pipe, tpipe, event) the k-th set), a get_buf the rls_buf that freed its ID (IDs are granted
// in program order: the functional model's assumption A6), a unit-flag mad_mx the FIXPIPE that
// read out its L0C blocks and a unit-flag FIXPIPE the mad_mx that finished them, and everything
// after a pipe_barrier(PIPE_ALL) or a scalar-pipe instruction follows it (they hold back issue).
class SyncDependencies {
 public:
  SyncDependencies(const trace::Program& program, const std::vector<int>& queues, const std::vector<int>& cores,
                   int cube_cores)
      : program_(program), queues_(queues), cores_(cores), cube_cores_(cube_cores) {}

  std::vector<size_t> unmatched;  // wait_flags no set_flag of the program satisfies (their pipes hang)

  struct Result {
    std::vector<int> after;   // steps on other queues it follows
    std::vector<int> drains;  // transfers on its own queue still completing that its signal waits for
  };

  // Step i (its op `op`, its footprint `f`); `in_flight`: whether it completes after its pipe has
  // moved on (a pipelined GM transfer).
  Result of(size_t i, Op op, const Footprint& f, bool in_flight) {
    std::vector<int> after, drains;
    const trace::Instruction& instruction = program_.instructions[i];
    const Args args{instruction, program_.file};
    const int core = cores_[i];
    int& fence = fences_.try_emplace(core, -1).first->second;
    auto follow = [&](int step) {
      if (step >= 0 && queues_[static_cast<size_t>(step)] != queues_[i]) after.push_back(step);
    };
    // set_flag, rls_buf and pipe_barrier signal that their pipe's earlier work is done: they wait
    // for the transfers still completing on it
    auto drain = [&] {
      std::vector<int>& pending = in_flight_[queues_[i]];
      drains.insert(drains.end(), pending.begin(), pending.end());
      pending.clear();
    };
    follow(fence);
    switch (op) {
      case Op::SetFlag:
        drain();
        sets_[key_of(args, core)].push_back(static_cast<int>(i));
        break;
      case Op::WaitFlag: {
        const auto key = key_of(args, core);
        const size_t k = waits_[key]++;
        const auto& sets = sets_[key];
        if (k < sets.size()) {
          follow(sets[k]);
        } else if (k < total_sets(key)) {
          // legal on silicon (the scalar unit issues the wait to its pipe and the set to its own),
          // but the timing core takes steps in trace order
          throw Error(trace::where(program_.file, instruction.at) + "wait_flag consumes set_flag number " +
                      std::to_string(k + 1) +
                      " of its (pipe, tpipe, event), which comes later in the trace; "
                      "expected it earlier (the timing model takes the trace's order as its issue order)");
        } else {
          unmatched.push_back(i);  // a hang: no set_flag anywhere satisfies it
        }
        break;
      }
      case Op::SetIntraBlock:
        drain();
        if (const auto key = intra_key(args, core, true); key.second >= 0)
          intra_sets_[key].push_back(static_cast<int>(i));
        break;
      case Op::WaitIntraBlock: {
        // the k-th wait of a unit's intra-block ID follows the k-th set of it (from another unit)
        const auto key = intra_key(args, core, false);
        if (key.second < 0) break;  // an ID out of range: the functional model reports it
        const size_t k = intra_waits_[key]++;
        const auto& sets = intra_sets_[key];
        if (k < sets.size()) {
          after.push_back(sets[k]);
        } else if (k < total_intra_sets(key)) {
          throw Error(trace::where(program_.file, instruction.at) +
                      "wait_intra_block consumes set_intra_block number " + std::to_string(k + 1) +
                      " aimed at its flag, which comes later in the trace; expected it earlier (the timing model "
                      "takes the trace's order as its issue order)");
        } else {
          unmatched.push_back(i);  // a hang: no set_intra_block anywhere satisfies it
        }
        break;
      }
      case Op::GetBuf: {
        // IDs are granted in program order: this get follows the release of the grant before it
        Grant& grant = grants_[{core, args.integer("id")}];
        if (grant.get >= 0 && grant.release >= 0) {
          follow(grant.release);
        } else if (grant.get >= 0 && queues_[static_cast<size_t>(grant.get)] != queues_[i]) {
          const trace::Instruction& holder = program_.instructions[static_cast<size_t>(grant.get)];
          throw Error(trace::where(program_.file, instruction.at) +
                      "get_buf waits for the rls_buf of the get_buf at line " + std::to_string(holder.at.line) +
                      " (pipe " + holder.queue +
                      "), which no earlier line of the trace makes; expected that release earlier in the trace (the "
                      "timing model takes the trace's order as its issue order)");
        }
        grant = Grant{static_cast<int>(i), -1};
        break;
      }
      case Op::RlsBuf: {
        drain();
        // it releases the ID's latest grant when that grant is its own pipe's (else a misuse the
        // functional model reports)
        const auto found = grants_.find({core, args.integer("id")});
        if (found != grants_.end() && found->second.get >= 0 && found->second.release < 0 &&
            queues_[static_cast<size_t>(found->second.get)] == queues_[i])
          found->second.release = static_cast<int>(i);
        break;
      }
      case Op::PipeBarrier:
        drain();
        if (args.pipe("pipe") == Pipe::All) {
          // every pipe of its own core
          for (const auto& [queue, last] : last_on_queue_)
            if (cores_[static_cast<size_t>(last)] == core) follow(last);
          for (auto& [queue, pending] : in_flight_) {
            if (pending.empty() || cores_[static_cast<size_t>(pending.front())] != core) continue;
            after.insert(after.end(), pending.begin(), pending.end());
            pending.clear();
          }
          fence = static_cast<int>(i);
        }
        break;
      case Op::MadMx:
      case Op::Fixpipe:
      case Op::FixpipeUb:
        if (!f.l0c_blocks.empty()) {
          const int64_t unit_flag = args.integer("unit_flag", 0);
          // a mad_mx waits for the blocks' flags to be 0 (read out), a FIXPIPE for 1 (finished)
          for (const int64_t blk : f.l0c_blocks) {
            const auto found = toggled_.find({core, blk});
            if (found != toggled_.end()) follow(found->second);
            if (unit_flag == 3) toggled_[{core, blk}] = static_cast<int>(i);
          }
        }
        break;
      default: break;
    }
    if (pipe_queue(instruction.queue) == "s") fence = static_cast<int>(i);
    last_on_queue_[queues_[i]] = static_cast<int>(i);
    if (in_flight) in_flight_[queues_[i]].push_back(static_cast<int>(i));
    // a barrier holds its pipe (and PIPE_ALL every pipe) until the transfers before it are done
    if (op == Op::PipeBarrier) after.insert(after.end(), drains.begin(), drains.end()), drains.clear();
    std::sort(after.begin(), after.end());
    after.erase(std::unique(after.begin(), after.end()), after.end());
    return {after, drains};
  }

 private:
  // An intra-block flag: (the unit that waits on it, its ID there); a set names its target's
  // (sync.cc set_intra_block).
  // An ID out of range (the cube side's 0-31, a vector core's 0-15) keys as -1 and pairs with none.
  std::pair<int, int64_t> intra_key(const Args& args, int unit, bool set) const {
    const int64_t id = args.event("event_id");
    if (id < 0 || id > (unit >= cube_cores_ ? 15 : 31)) return {unit, -1};
    if (!set) return {unit, id};
    if (unit >= cube_cores_) {
      const int vector_index = unit - cube_cores_;
      return {vector_index / kVectorCoresPerCore, id + 16 * (vector_index % kVectorCoresPerCore)};
    }
    return {unit_of(unit, static_cast<int>(id / 16), cube_cores_), id % 16};
  }
  // The set_intra_blocks aimed at `key` in the whole program (counted once).
  size_t total_intra_sets(const std::pair<int, int64_t>& key) {
    if (!intra_counted_) {
      intra_counted_ = true;
      for (size_t i = 0; i < program_.instructions.size(); ++i) {
        const trace::Instruction& instruction = program_.instructions[i];
        if (row_of(instruction, program_.file).op != Op::SetIntraBlock) continue;
        if (const auto k = intra_key(Args{instruction, program_.file}, cores_[i], true); k.second >= 0)
          ++intra_totals_[k];
      }
    }
    return intra_totals_[key];
  }
  // A flag of one core: (core, pipe, tpipe, event).
  static std::array<int, 4> key_of(const Args& args, int core) {
    const auto k = flag_key(args);
    return {core, k[0], k[1], k[2]};
  }
  // The set_flags of `key` in the whole program (counted once).
  size_t total_sets(const std::array<int, 4>& key) {
    if (!counted_) {
      counted_ = true;
      for (size_t i = 0; i < program_.instructions.size(); ++i) {
        const trace::Instruction& instruction = program_.instructions[i];
        if (row_of(instruction, program_.file).op == Op::SetFlag)
          ++totals_[key_of(Args{instruction, program_.file}, cores_[i])];
      }
    }
    return totals_[key];
  }

  const trace::Program& program_;
  const std::vector<int>& queues_;
  const std::vector<int>& cores_;  // each step's unit (state.h unit_of)
  int cube_cores_;                 // the configuration's AI Cores
  std::map<std::pair<int, int64_t>, std::vector<int>> intra_sets_;
  std::map<std::pair<int, int64_t>, size_t> intra_waits_;
  std::map<std::pair<int, int64_t>, size_t> intra_totals_;
  bool intra_counted_ = false;
  std::map<std::array<int, 4>, std::vector<int>> sets_;
  std::map<std::array<int, 4>, size_t> waits_;
  std::map<std::array<int, 4>, size_t> totals_;
  bool counted_ = false;
  struct Grant {
    int get = -1;      // the step of the latest get_buf of the ID
    int release = -1;  // the rls_buf that ended that grant (-1: not yet, in trace order)
  };
  std::map<std::pair<int, int64_t>, Grant> grants_;  // (core, ID)
  std::map<std::pair<int, int64_t>, int> toggled_;   // (core, L0C block) -> the step that last handed it over
  std::map<int, int> last_on_queue_;
  std::unordered_map<int, std::vector<int>> in_flight_;  // per queue, its transfers no drain has waited for yet
  std::map<int, int> fences_;                            // per core, the step everything after it follows (-1: none)
};

class AscendTimed final : public timing::TimedTarget {
 public:
  AscendTimed(const std::vector<Work>& work, const Costs& costs, trace::Replayer* replayer, InFlightWrites* in_flight)
      : work_(work),
        c_(costs),
        replayer_(replayer),
        in_flight_(in_flight),
        start_(work.size(), 0),
        end_(work.size(), 0) {}

  bool uses_shared_resource(size_t) const override { return false; }
  // the hardware orders nothing by data: a missing synchronisation is a race the run lets happen
  bool needs_start_order() const override { return true; }

  Placement place(size_t index, double ready, double) override {
    Placement p;
    // its core's scalar unit issues its instructions in order, one per issue_cycles
    const double issued = static_cast<double>(work_[index].issue_order + 1) * c_.issue_cycles / c_.clock_ghz;
    p.start = std::max(ready, issued);
    const Work& w = work_[index];
    p.end = p.start + w.cycles / c_.clock_ghz;
    // the latency: after its bytes are issued (pipelined: the pipe takes its next step meanwhile)
    // or before (serialised: the pipe waits it out)
    if (c_.gm_latency_policy == GmLatencyPolicy::Pipelined)
      p.queue_free = std::clamp(p.end - w.latency_cycles / c_.clock_ghz, p.start, p.end);
    // a signal (set_flag, rls_buf) is raised once the transfers before it on its pipe are done,
    // while the pipe goes on (sync_signal_policy signals_on_completion)
    if (!w.drains.empty()) {
      p.queue_free = p.end;
      for (const int d : w.drains) p.end = std::max(p.end, end_[static_cast<size_t>(d)]);
    }
    p.bytes = w.gm_read_bytes;
    start_[index] = p.start;
    end_[index] = p.end;
    return p;
  }

  void execute(size_t index) override {
    if (replayer_ == nullptr) return;
    if (in_flight_ == nullptr) return replayer_->execute(index);
    in_flight_->land_until(start_[index]);
    // its declarations (and their payloads) take effect first: they are not the step's writes
    replayer_->declare_before(index);
    auto before = in_flight_->snapshot(work_[index].writes);
    replayer_->execute(index);
    in_flight_->defer(std::move(before), end_[index]);
  }

  // After the last step: every write lands.
  void finish() {
    if (in_flight_ != nullptr) in_flight_->land_until(std::numeric_limits<double>::infinity());
  }

 private:
  const std::vector<Work>& work_;
  const Costs& c_;
  trace::Replayer* replayer_;
  InFlightWrites* in_flight_;        // hardware mode: writes land at their step's end
  std::vector<double> start_, end_;  // of each placed step
};

}  // namespace

TimedRun run_timed(Machine& machine, trace::Program& program, const std::string& directory,
                   const timing::CostTable& table, bool values) {
  validate_program(program);
  const Costs costs(table);
  // What each instruction touches and costs, from a scratch state with every tile declared (operands
  // resolve against declarations; no values are computed).
  State scratch(machine.config().capacities, DiagnosticMode::Hardware, machine.config().cube_cores);
  for (const trace::Buffer& buffer : program.buffers) scratch.declare(buffer, program.file);

  // the queues the program uses, the cube side's first; each instruction's index among them
  std::vector<std::string> queue_names;
  std::vector<int> queue_of_step;
  {
    std::unordered_map<std::string, int> seen;
    for (const trace::Instruction& i : program.instructions) seen.emplace(i.queue, 0);
    for (const char* name : kQueueOrder)
      if (seen.count(name)) queue_names.emplace_back(name);
    for (const trace::Instruction& i : program.instructions)
      if (std::find(queue_names.begin(), queue_names.end(), i.queue) == queue_names.end())
        queue_names.push_back(i.queue);
    for (size_t q = 0; q < queue_names.size(); ++q) seen[queue_names[q]] = static_cast<int>(q);
    queue_of_step.reserve(program.instructions.size());
    for (const trace::Instruction& i : program.instructions) queue_of_step.push_back(seen.at(i.queue));
  }

  const bool in_hardware_with_values = values && machine.state().sink.mode() == DiagnosticMode::Hardware;
  TimedRun result;
  std::vector<Work> work(program.instructions.size());
  std::vector<timing::Step> steps(program.instructions.size());
  std::vector<int> core_of_step;
  core_of_step.reserve(program.instructions.size());
  for (const trace::Instruction& i : program.instructions)
    core_of_step.push_back(unit_in(machine.config(), i, program.file));
  // per unit (state.h unit_of: the cube sides, then the vector cores)
  const size_t units = static_cast<size_t>(machine.config().cube_cores * (1 + kVectorCoresPerCore));
  std::vector<long> issued_on_core(units, 0);
  // each core's GM atomic mode (set_atomic_add / set_atomic_none run in order with its stores)
  std::vector<uint8_t> atomic_on_core(units, 0);
  SyncDependencies sync(program, queue_of_step, core_of_step, machine.config().cube_cores);
  const double fp8_macs_per_ns =
      costs.cube_m_per_cycle * costs.cube_fp8_k_per_cycle * costs.cube_n_per_cycle * costs.clock_ghz;
  const double fp4_macs_per_ns =
      costs.cube_m_per_cycle * costs.cube_fp4_k_per_cycle * costs.cube_n_per_cycle * costs.clock_ghz;
  double cube_floor_ns = 0;
  for (size_t i = 0; i < program.instructions.size(); ++i) {
    const trace::Instruction& instruction = program.instructions[i];
    const OpRow& row = row_of(instruction, program.file);
    scratch.select(core_of_step[i]);
    const Footprint f = footprint_of(scratch, instruction, program.file);
    Work& w = work[i];
    w.queue = queue_of_step[i];
    w.issue_order = issued_on_core[static_cast<size_t>(core_of_step[i])]++;
    const CostClass cost = op_cost_class(row.op);
    w.cycles = cycles_of(cost, f, costs);
    w.latency_cycles = latency_of(cost, f, costs);
    if (row.op == Op::MadMx && f.m > 0) {
      w.flops = 2.0 * static_cast<double>(f.m) * static_cast<double>(f.k) * static_cast<double>(f.n);
      cube_floor_ns += w.flops / (2.0 * (f.data_bits == 4 ? fp4_macs_per_ns : fp8_macs_per_ns));
    }
    if (row.op == Op::Nd2Nz || row.op == Op::Dn2Nz) w.gm_read_bytes = static_cast<double>(f.bytes);
    uint8_t& atomic = atomic_on_core[static_cast<size_t>(core_of_step[i])];
    if (row.op == Op::SetAtomicAdd) atomic = 1;
    if (row.op == Op::SetAtomicNone) atomic = 0;
    // an atomic-add store is a read-modify-write of GM the memory system makes indivisible: it
    // lands when it runs (its start), so stores of several cores into one address all count;
    // other writes land at their step's end
    const bool atomic_store = row.op == Op::Fixpipe && atomic;
    if (in_hardware_with_values && !atomic_store)
      for (const Access& a : f.accesses)
        if (a.write) w.writes.push_back(a);
    result.matmul_flops += w.flops;
    result.gm_read_bytes += w.gm_read_bytes;
    result.opcodes.push_back(instruction.opcode);
    const bool in_flight = costs.gm_latency_policy == GmLatencyPolicy::Pipelined && w.latency_cycles > 0;
    SyncDependencies::Result sync_of = sync.of(i, row.op, f, in_flight);
    if (costs.sync_signal_policy == SyncSignalPolicy::BlocksPipe) {
      sync_of.after.insert(sync_of.after.end(), sync_of.drains.begin(), sync_of.drains.end());
      std::sort(sync_of.after.begin(), sync_of.after.end());
    } else {
      w.drains = std::move(sync_of.drains);
    }
    steps[i] = timing::Step{w.queue, instruction.at.line, {sync_of.after.begin(), sync_of.after.end()}};
  }
  // A wait nothing satisfies hangs its pipe: the functional run reports it (ASC-FLAG-UNMATCHED) where
  // there is one; a time-only run reports it here, and times the wait as if released
  if (!values)
    for (const size_t i : sync.unmatched) {
      const trace::Instruction& instruction = program.instructions[i];
      machine.state().location = TraceLocation{program.file,         instruction.at.line, instruction.at.column,
                                               static_cast<long>(i), instruction.queue,   instruction.mnemonic};
      machine.state().report(DiagnosticCode::AscFlagUnmatched,
                             instruction.mnemonic + " has no matching " +
                                 (instruction.mnemonic == "wait_flag" ? "set_flag" : "set_intra_block") +
                                 " in the program: pipe " + instruction.queue + " hangs here",
                             "a set for every wait", "none in the program");
    }
  // the compute floor at the Cube's peak for the formats the program multiplies in
  result.peak_flops_per_ns = cube_floor_ns > 0 ? result.matmul_flops / cube_floor_ns : 2.0 * fp8_macs_per_ns;
  result.peak_gm_bytes_per_ns = costs.mte2_bytes_per_cycle * costs.clock_ghz;

  std::vector<timing::QueueInfo> queues;
  for (const std::string& name : queue_names) queues.push_back({name, costs.clock_ghz, {}});
  std::optional<MachineReplay> replay_target;
  std::optional<trace::Replayer> replayer;
  if (values) {
    replay_target.emplace(machine);
    replayer.emplace(program, directory, *replay_target);
  }
  std::optional<InFlightWrites> in_flight;
  if (in_hardware_with_values) in_flight.emplace(machine);
  AscendTimed target(work, costs, replayer ? &*replayer : nullptr, in_flight ? &*in_flight : nullptr);
  result.timeline = timing::run_schedule(queues, steps, target);
  target.finish();
  if (replayer) result.mismatches = replayer->finish();
  return result;
}

}  // namespace sim::ascend950
