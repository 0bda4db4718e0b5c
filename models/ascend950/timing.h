// The Ascend 950 timing model on the shared timing core (sim/timing): one queue per pipe (MTE2,
// MTE1, M, FIX, and any other pipe a synchronisation instruction names), the scalar unit issuing
// every instruction in program order, the cost of each instruction from timing.def, and the
// program's own synchronisation (set_flag / wait_flag, pipe_barrier, get_buf / rls_buf, the L0C
// unit flags) as the dependencies between the queues: a pipe waits exactly where the silicon's
// would. The hardware infers nothing from data, so an access no synchronisation orders is a race
// (isa/ascend950/races.h), not a dependency. A timed run issues each instruction to the functional
// model in the order of the modelled starts, so values, diagnostics and expect= checks come from
// the same run as the time.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "models/ascend950/machine.h"
#include "sim/timing/cost_table.h"
#include "sim/timing/timeline.h"

namespace sim::ascend950 {

// timing.def's policies (the choices in the order of their POLICY rows).
enum class GmLatencyPolicy { Pipelined, Serialised };
enum class SyncSignalPolicy { SignalsOnCompletion, BlocksPipe };

// timing.def's rows, and a table of them with the defaults of machine configuration `config`
// (its CONFIG_VALUE rows; the first configuration has none).
const std::vector<timing::CostRow>& cost_rows();
std::vector<timing::CostRow> cost_rows(const std::string& config);
timing::CostTable default_costs(const std::string& config);

// The CONFIG_VALUE rows: (config, name, value, source), for the docs.
using ConfigValue = timing::ConfigValue;
const std::vector<ConfigValue>& config_values();

struct TimedRun {
  std::vector<ExpectMismatch> mismatches;
  timing::Timeline timeline;
  std::vector<int> opcodes;         // per instruction
  double matmul_flops = 0;          // 2 * m * k * n over every mad_mx
  double gm_read_bytes = 0;         // bytes MTE2 reads from GM
  double peak_flops_per_ns = 0;     // the Cube's peak for the program's formats (its compute floor's rate)
  double peak_gm_bytes_per_ns = 0;  // MTE2's rate
};

// Replays `program` with values and time (or, with `values` false, time only: no memories, no
// numerics, no payloads). `machine` is the functional model the values come from; its config
// names the machine the costs are the defaults of (the caller builds `costs` with
// default_costs(config) and its overrides).
TimedRun run_timed(Machine& machine, trace::Program& program, const std::string& directory,
                   const timing::CostTable& costs, bool values = true);

}  // namespace sim::ascend950
