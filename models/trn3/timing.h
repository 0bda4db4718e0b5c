// The Trainium3 timing model on the shared timing core (sim/timing): the queues (TensorE,
// VectorE, ScalarE, GpSimd and dma_queues DMA queues), the cost of each instruction from
// timing.def, the DMA engines, PSUM banks and SBUF quadrants as shared resources, and the dependencies the NKI compiler
// would have turned into semaphores. A timed run executes every instruction's functional step in the order of the
// modelled starts, so values, diagnostics and expect= checks come from the same run as the time.
#pragma once

#include <string>
#include <vector>

#include "models/trn3/machine.h"
#include "sim/timing/cost_table.h"
#include "sim/timing/timeline.h"

namespace sim::trn3 {

// timing.def's policies (the choices in the order of their POLICY rows).
enum class AccessStartPolicy { WithinStaticCost, Added };
enum class SbufQuadrantPolicy { Parallel, SerialiseQuadrant };
enum class PsumBankPolicy { SerialiseBank, Parallel };
enum class DmaQueuePolicy { RoundRobin, Single };

// instructions.def's cost_class column: which formula of the timing model an instruction costs.
enum class CostClass { DmaTransfer, Elementwise, QuantizeMx, MatmulMx, Matmul };
// sim::Error for a class without a formula (tests/cpp/test_trn3_table.cc checks every row has one).
CostClass cost_class_of(const std::string& name);

// timing.def's rows, and a table of them to override.
const std::vector<timing::CostRow>& cost_rows();
timing::CostTable default_costs();

struct TimedRun {
  std::vector<ExpectMismatch> mismatches;
  timing::Timeline timeline;
  double matmul_flops = 0;  // 2 * M * K * N over every matmul
  double dma_bytes = 0;     // bytes moved by DMA
  double peak_mx_flops_per_ns = 0;
  double peak_dma_bytes_per_ns = 0;
};

// The model of the NKI compiler's semaphores: a recorded stream carries none, so each instruction
// waits for the last earlier instruction on another queue that wrote bytes it reads or that read
// or wrote bytes it writes (RAW, WAR, WAW on the bounding byte range of each operand, per
// partition range). A declaration that gives bytes earlier instructions touched a fresh lifetime
// counts as a write of them by the instruction after it; one over untouched bytes is made before
// the run. Returned per instruction: the steps it follows, the declarations it makes, and whether
// it reads what the previous instruction on its own queue wrote.
struct Dependencies {
  std::vector<std::vector<int>> after;
  std::vector<std::vector<size_t>> declare_with;  // buffer indices declared as the step starts
  std::vector<size_t> declare_first;              // buffer indices declared before the run
  std::vector<bool> reads_previous_on_queue;
};

// Replays `program` with values and time (or, with `values` false, time only: no memories, no
// numerics, no payloads, for sweeps).
TimedRun run_timed(Machine& machine, trace::Program& program, const std::string& directory,
                   const timing::CostTable& costs, bool values = true);

}  // namespace sim::trn3
