// The CDNA4 timing model on the shared timing core (sim/timing): one queue per wave, each issuing
// the kernel's instructions in order, waves on the CU's four SIMDs round-robin (wave w on SIMD
// w % 4). An MFMA holds its SIMD's matrix core for its cycles (timing.def) while its wave issues
// on; a VALU instruction holds its SIMD's VALU; LDS and vector-memory instructions hold the CU's
// LDS port and its share of HBM for their bytes and complete a latency later, in order per counter,
// and s_waitcnt waits for the ones its counts retire; the first instruction after an s_barrier
// waits for every wave's arrival. Register dependencies are not interlocked (the hardware does not
// check MFMA results): the wait states software inserts are what keep them apart, and too few are
// the hazard checker's (isa/cdna4/hazards.h). A timed run executes each instruction on the
// functional model in the order the schedule placed them, so values, diagnostics and expect=
// checks come from the same run as the time.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "models/cdna4/machine.h"
#include "sim/timing/cost_table.h"
#include "sim/timing/timeline.h"

namespace sim::cdna4 {

// timing.def's rows, and a table of them with the defaults of machine configuration `config`.
const std::vector<timing::CostRow>& cost_rows();
std::vector<timing::CostRow> cost_rows(const std::string& config);
timing::CostTable default_costs(const std::string& config);
const std::vector<timing::ConfigValue>& config_values();

struct TimedRun {
  std::vector<trace::ExpectMismatch> mismatches;
  timing::Timeline timeline;
  std::vector<int> opcodes;  // per step (one per instruction a wave issues)
  std::vector<int> waves;    // per step, its wave
  double matmul_flops = 0;   // 2 m n k over every MFMA every wave issues
  double vmem_bytes = 0;     // bytes global / buffer loads and stores move
  double peak_flops_per_ns = 0;
  double peak_vmem_bytes_per_ns = 0;  // the CU's share of HBM
  // The critical path by functional unit ("mfma", "vmem", "lds", ...) and by the resource that held
  // a start: the waves are the queues, so the bound names the unit, not the wave.
  std::vector<std::pair<std::string, double>> bound_shares;
  // The waves' idle time by the unit they waited on (the same split as the core's gap causes).
  std::vector<timing::GapCause> gap_causes;
};

// Replays `program` with values and time (or, with `values` false, time only). `machine` is the
// functional model the values come from; its config names the machine whose costs `costs` holds.
TimedRun run_timed(Machine& machine, trace::Program& program, const std::string& directory,
                   const timing::CostTable& costs, bool values = true);

}  // namespace sim::cdna4
