#include "models/cdna4/timing.h"

#include <algorithm>
#include <array>
#include <map>
#include <optional>

#include "isa/cdna4/footprint.h"
#include "sim/core/error.h"
#include "sim/timing/reservation.h"
#include "sim/timing/schedule.h"
#include "sim/trace/operands.h"
#include "sim/trace/replay.h"

// the rows sim/timing/timing_def_*.inc expand
#define MXSIM_TIMING_DEF "models/cdna4/timing.def"

namespace sim::cdna4 {

const std::vector<timing::CostRow>& cost_rows() {
  static const std::vector<timing::CostRow> rows = {
#include "sim/timing/timing_def_rows.inc"
  };
  return rows;
}

const std::vector<timing::ConfigValue>& config_values() {
  static const std::vector<timing::ConfigValue> values = {
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

struct Costs {
#include "sim/timing/timing_def_costs.inc"
};

constexpr int kSimds = 4;  // per CU (hardware.md §6.3: 1024 matrix cores over 256 CUs)

// One instruction as one wave issues it.
struct Work {
  int wave = 0;
  size_t instruction = 0;
  Unit unit = Unit::Branch;
  double cycles = 0;  // what it holds its unit (or its wave) for
  double bytes = 0;   // LDS / vector memory
  bool vm = false;    // vector memory (VM_CNT), else LDS (LGKM_CNT)
  bool load = false;
  bool shared = false;  // it reserves a unit another wave also uses
};

// The MFMA's cycles on its matrix core (timing.def by shape and format).
double mfma_cycles(const Footprint& f, const Costs& c) {
  if (f.big) return f.fp8 ? c.mfma_32x32x64_f8_cycles : c.mfma_32x32x64_f6f4_cycles;
  return f.fp8 ? c.mfma_16x16x128_f8_cycles : c.mfma_16x16x128_f6f4_cycles;
}

double cycles_of(const Footprint& f, const Costs& c) {
  switch (f.unit) {
    case Unit::Mfma: return f.passes > 0 ? mfma_cycles(f, c) : c.ld_scale_cycles;
    case Unit::Valu: return c.valu_cycles;
    case Unit::Salu: return c.salu_cycles;
    case Unit::Branch:
      return f.row->op == Op::SNop ? static_cast<double>(f.wait_states) * c.issue_cycles : c.issue_cycles;
    case Unit::Vmem:
    case Unit::Lds:
    case Unit::Sync: return c.issue_cycles;
  }
  return c.issue_cycles;
}

class Cdna4Timed final : public timing::TimedTarget {
 public:
  Cdna4Timed(const std::vector<Work>& work, const Costs& costs, int waves, Machine* machine,
             const trace::Program& program, const std::vector<Footprint>& footprints)
      : work_(work),
        c_(costs),
        machine_(machine),
        program_(program),
        footprints_(footprints),
        last_end_(static_cast<size_t>(waves), {0, 0}) {
    const int simds = std::min(waves, kSimds);
    for (int s = 0; s < simds; ++s) {
      resources_.emplace_back("matrix core " + std::to_string(s), "mfma");
      resources_.emplace_back("valu " + std::to_string(s), "valu");
    }
    lds_ = resources_.size();
    resources_.emplace_back("lds", "lds");
    vmem_ = resources_.size();
    resources_.emplace_back("vmem (the CU's share of HBM)", "vmem");
  }

  std::vector<timing::ResourceInfo> resources() const override {
    std::vector<timing::ResourceInfo> out;
    for (const timing::Reservation& r : resources_) out.push_back({r.name(), r.group()});
    return out;
  }
  bool uses_shared_resource(size_t index) const override { return work_[index].shared; }

  Placement place(size_t index, double ready, double) override {
    const Work& w = work_[index];
    const double clock = c_.clock_ghz, issue = c_.issue_cycles / clock;
    Placement p;
    p.start = ready;
    auto hold = [&](size_t r, double duration) {
      timing::Reservation& unit = resources_[r];
      p.start = unit.start_for(ready);
      if (p.start > ready) p.delayed_by = static_cast<int>(r);
      p.end = p.start + duration;
      unit.hold(p.start, p.end);
    };
    const size_t simd = static_cast<size_t>(w.wave % kSimds);
    switch (w.unit) {
      case Unit::Mfma:
        if (w.cycles > 0) {
          // the matrix core takes it; the wave issues on meanwhile
          hold(2 * simd, w.cycles / clock);
          p.queue_free = std::min(p.end, p.start + issue);
        } else {
          p.end = p.start;  // v_mfma_ld_scale_b32: half of its MFMA's encoding
        }
        break;
      case Unit::Valu: hold(2 * simd + 1, w.cycles / clock); break;
      case Unit::Vmem:
      case Unit::Lds: {
        // issued in a pass; its bytes take the port (LDS) or the CU's share of HBM (vector
        // memory) when free; it completes a latency after its last bytes, and not before the
        // accesses of its counter issued earlier (they complete in order, ISA ch.4)
        const bool lds = w.unit == Unit::Lds;
        timing::Reservation& port = resources_[lds ? lds_ : vmem_];
        const double rate = lds ? (w.load ? c_.lds_read_bytes_per_cycle : c_.lds_write_bytes_per_cycle) * clock
                                : c_.hbm_gb_per_s / c_.hbm_sharing_cus;  // GB/s = B/ns
        const double from = port.start_for(ready);
        const double to = from + w.bytes / rate;
        port.hold(from, to);
        double& in_order = last_end_[static_cast<size_t>(w.wave)][lds ? 1 : 0];
        p.end = std::max(in_order, to + (lds ? c_.lds_latency_cycles / clock : c_.vmem_latency_ns));
        in_order = p.end;
        p.queue_free = std::min(p.end, p.start + issue);
        if (w.vm) p.bytes = w.bytes;
        break;
      }
      default: p.end = p.start + w.cycles / clock; break;
    }
    return p;
  }

  void execute(size_t index) override {
    if (machine_ == nullptr) return;
    const Work& w = work_[index];
    machine_->execute(w.wave, program_.instructions[w.instruction], program_.file, &footprints_[w.instruction]);
  }

 private:
  const std::vector<Work>& work_;
  const Costs& c_;
  Machine* machine_;
  const trace::Program& program_;
  const std::vector<Footprint>& footprints_;  // per instruction, read once for every wave
  std::vector<timing::Reservation> resources_;
  size_t lds_ = 0, vmem_ = 0;
  std::vector<std::array<double, 2>> last_end_;  // per wave: the last completion of VM_CNT, LGKM_CNT
};

// The waves are all one kind of queue, so the critical path and the idle time name units: each
// step's time counts under its unit ("mfma", "vmem", ...), and a wave's wait names the unit of the
// step it waited on ("vmem": an s_waitcnt for a global load; "barrier": the other waves'
// s_barrier arrivals).
struct UnitLabels {
  timing::StepLabels units, waited_on;
};

UnitLabels unit_labels(const std::vector<Work>& work, const std::vector<Footprint>& footprints) {
  UnitLabels labels;
  for (Unit unit : {Unit::Mfma, Unit::Valu, Unit::Vmem, Unit::Lds, Unit::Salu, Unit::Sync, Unit::Branch})
    labels.units.names.emplace_back(unit_name(unit));
  labels.waited_on.names = labels.units.names;
  const int barrier = static_cast<int>(labels.waited_on.names.size());
  labels.waited_on.names.emplace_back("barrier");
  for (const Work& w : work) {
    const int unit = static_cast<int>(w.unit);
    labels.units.of_step.push_back(unit);
    labels.waited_on.of_step.push_back(footprints[w.instruction].row->op == Op::SBarrier ? barrier : unit);
  }
  return labels;
}

}  // namespace

TimedRun run_timed(Machine& machine, trace::Program& program, const std::string& directory,
                   const timing::CostTable& table, bool values) {
  validate_program(program);
  const Costs costs(table);
  const size_t n = program.instructions.size();

  // The declarations first (every wave runs the whole kernel, as the functional replay does), which
  // also give the number of waves: those the register buffers name, at least one.
  std::optional<MachineReplay> replay_target;
  std::optional<trace::Replayer> replayer;
  int waves = 1;
  if (values) {
    replay_target.emplace(machine, program.file, false);
    replayer.emplace(program, directory, *replay_target);
    for (size_t b = 0; b < program.buffers.size(); ++b) replayer->declare(b);
    waves = std::max<int>(1, static_cast<int>(machine.state().waves.size()));
  } else {
    State scratch(machine.config().limits, DiagnosticMode::Hardware, lane_convention("isa"));
    for (const trace::Buffer& buffer : program.buffers)
      if (buffer.space != "global" && buffer.space != "lds") scratch.declare(buffer, program.file);
    waves = std::max<int>(1, static_cast<int>(scratch.waves.size()));
  }

  std::vector<Footprint> footprints;
  std::vector<int> only;
  footprints.reserve(n);
  only.reserve(n);
  for (const trace::Instruction& i : program.instructions) {
    footprints.push_back(footprint_of(i, program.file));
    only.push_back(wave_of(i, program.file));
    if (only.back() >= waves)
      throw Error(trace::where(program.file, i.at) + "@w" + std::to_string(only.back()) +
                  " names a wave the program does not have; expected @w0..@w" + std::to_string(waves - 1) +
                  " (waves are those the register buffers declare)");
  }

  // The steps in phases between barriers: each wave's instructions up to its next s_barrier, so
  // every step follows the steps it depends on (the first after a barrier follows every wave's
  // arrival there).
  TimedRun result;
  std::vector<Work> work;
  std::vector<timing::Step> steps;
  const int simds = std::min(waves, kSimds);
  const bool lds_shared = waves > 1, simd_shared = waves > kSimds;
  std::vector<size_t> pc(static_cast<size_t>(waves), 0);
  std::vector<bool> ended(static_cast<size_t>(waves), false);
  struct Counter {
    std::vector<int> issued;  // its accesses' steps, in order
    size_t retired = 0;       // those an s_waitcnt has waited for
  };
  std::vector<std::array<Counter, 2>> counters(static_cast<size_t>(waves));  // VM_CNT, LGKM_CNT
  std::vector<double> mfma_ns(static_cast<size_t>(simds), 0);
  std::vector<int> arrived;  // the barrier steps of the phase before
  for (;;) {
    std::vector<int> arriving;
    bool progressed = false, live = false;
    for (int w = 0; w < waves; ++w) {
      const size_t wi = static_cast<size_t>(w);
      bool first = true;
      while (!ended[wi] && pc[wi] < n) {
        const size_t i = pc[wi]++;
        if (only[i] >= 0 && only[i] != w) continue;
        progressed = true;
        const Footprint& f = footprints[i];
        const trace::Instruction& instruction = program.instructions[i];
        const int index = static_cast<int>(steps.size());
        timing::Step step{w, instruction.at.line, {}};
        if (first) step.after.assign(arrived.begin(), arrived.end());
        first = false;
        Work wk;
        wk.wave = w;
        wk.instruction = i;
        wk.unit = f.unit;
        wk.cycles = cycles_of(f, costs);
        if (f.unit == Unit::Vmem || f.unit == Unit::Lds) {
          wk.bytes = static_cast<double>(f.bytes);
          wk.vm = f.unit == Unit::Vmem;
          wk.load = f.load;
          wk.shared = lds_shared;
          counters[wi][wk.vm ? 0 : 1].issued.push_back(index);
          if (wk.vm) result.vmem_bytes += wk.bytes;
        } else if (f.unit == Unit::Mfma || f.unit == Unit::Valu) {
          wk.shared = simd_shared;
        }
        if (f.passes > 0) {
          result.matmul_flops += f.flops;
          mfma_ns[static_cast<size_t>(w % kSimds)] += wk.cycles / costs.clock_ghz;
        }
        if (f.row->op == Op::SWaitcnt) {
          // each counter's accesses complete in order: waiting for all but the `keep` youngest is
          // waiting for the last of the others
          const trace::Operands operands(instruction, program.file);
          const int64_t keep[2] = {std::clamp<int64_t>(operands.integer("vmcnt", 63), 0, 63),
                                   std::clamp<int64_t>(operands.integer("lgkmcnt", 15), 0, 15)};
          for (int k = 0; k < 2; ++k) {
            Counter& c = counters[wi][static_cast<size_t>(k)];
            const size_t total = c.issued.size();
            if (total - c.retired > static_cast<size_t>(keep[k])) {
              const size_t last = total - static_cast<size_t>(keep[k]) - 1;
              step.after.push_back(c.issued[last]);
              c.retired = last + 1;
            }
          }
        }
        std::sort(step.after.begin(), step.after.end());
        step.after.erase(std::unique(step.after.begin(), step.after.end()), step.after.end());
        steps.push_back(std::move(step));
        work.push_back(wk);
        result.opcodes.push_back(instruction.opcode);
        result.waves.push_back(w);
        if (f.row->op == Op::SBarrier) {
          arriving.push_back(index);
          break;
        }
        if (f.row->op == Op::SEndpgm) ended[wi] = true;
      }
      if (!ended[wi] && pc[wi] < n) live = true;
    }
    arrived = std::move(arriving);
    if (!live || !progressed) break;
  }

  const double floor_ns = mfma_ns.empty() ? 0 : *std::max_element(mfma_ns.begin(), mfma_ns.end());
  const double fp8_flops_per_ns = simds * 2.0 * 32 * 32 * 64 / costs.mfma_32x32x64_f8_cycles * costs.clock_ghz;
  result.peak_flops_per_ns = floor_ns > 0 ? result.matmul_flops / floor_ns : fp8_flops_per_ns;
  result.peak_vmem_bytes_per_ns = costs.hbm_gb_per_s / costs.hbm_sharing_cus;

  std::vector<timing::QueueInfo> queues;
  for (int w = 0; w < waves; ++w) queues.push_back({queue_of(w), costs.clock_ghz, "wave"});
  Cdna4Timed target(work, costs, waves, values ? &machine : nullptr, program, footprints);
  result.timeline = timing::run_schedule(queues, steps, target);
  const UnitLabels labels = unit_labels(work, footprints);
  result.bound_shares = result.timeline.critical_path_shares(&labels.units);
  result.gap_causes = result.timeline.gap_causes(&labels.waited_on);
  if (replayer) result.mismatches = replayer->finish();
  return result;
}

}  // namespace sim::cdna4
