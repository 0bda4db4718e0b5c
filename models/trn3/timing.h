// The Trainium3 timing model on the shared timing core (sim/timing): the queues (TensorE,
// VectorE, ScalarE, GpSimd and dma_queues DMA queues), the cost of each instruction from
// timing.def, the DMA engines, PSUM banks and SBUF quadrants as shared resources, and the dependencies the NKI compiler
// would have turned into semaphores. A timed run executes every instruction's functional step in the order of the
// modelled starts, so values, diagnostics and expect= checks come from the same run as the time.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "models/trn3/machine.h"
#include "sim/timing/cost_table.h"
#include "sim/timing/schedule.h"
#include "sim/timing/timeline.h"

namespace sim::trn3 {

// timing.def's policies (the choices in the order of their POLICY rows).
enum class AccessStartPolicy { WithinStaticCost, Added };
enum class SbufQuadrantPolicy { Parallel, SerialiseQuadrant };
enum class PsumBankPolicy { SerialiseBank, Parallel };
enum class DmaQueuePolicy { RoundRobin, Single };

// instructions.def's cost_class column: which formula of the timing model an instruction costs.
enum class CostClass { DmaTransfer, Elementwise, Reciprocal, Transpose, QuantizeMx, MatmulMx, Matmul };
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
  std::vector<std::pair<size_t, size_t>> declare_with;  // (step, buffer index) declared as the step starts, by step
  std::vector<size_t> declare_first;                    // buffer indices declared before the run
  std::vector<uint8_t> reads_previous_on_queue;         // (bytes, not bits: a run may read them as they are found)
};

// A program analysed for timing: what each instruction touches, costs and depends on (views
// resolved on a scratch machine, footprints, the inferred dependencies). The analysis depends on
// the program and on the few constants that shape it (engines, banks, quadrants, stride limit,
// DMA queues); the points of a sweep that agree on those share it and are only re-timed.
// `program` must outlive it.
class TimedProgram {
 public:
  TimedProgram(trace::Program& program, const std::string& config, const timing::CostTable& costs);
  ~TimedProgram();
  TimedProgram(const TimedProgram&) = delete;
  TimedProgram& operator=(const TimedProgram&) = delete;

  // Whether `costs` shape the program as the analysed ones did (else analyse it afresh).
  bool fits(const timing::CostTable& costs) const;
  // Times it under `costs` (which must fit); with a machine, runs each functional step on it too
  // (payloads from `directory`), at its modelled start.
  TimedRun run(const timing::CostTable& costs, Machine* machine = nullptr, const std::string& directory = {}) const;

  // Analyses `program` and times it once under `costs`, time only: what the constructor and then
  // run(costs) give. A long program's dependencies are found on the helper thread while the
  // schedule runs on the caller, each instruction's as soon as the search has passed it.
  static TimedRun time_only(trace::Program& program, const std::string& config, const timing::CostTable& costs);

 private:
  struct Analysis;
  struct Deferred {};
  struct Publisher;
  // Everything but the dependencies (the steps' `after` lists, reads_previous_on_queue).
  TimedProgram(trace::Program& program, const std::string& config, const timing::CostTable& costs, Deferred);
  // The dependencies, published step by step to a run going on meanwhile when `publisher` is given.
  void find_dependencies(Publisher* publisher);
  TimedRun run_published(const timing::CostTable& costs, Machine* machine, const std::string& directory,
                         timing::PublishedSteps published) const;
  std::unique_ptr<Analysis> analysis_;
};

// Replays `program` with values and time (or, with `values` false, time only: no memories, no
// numerics, no payloads, for sweeps).
TimedRun run_timed(Machine& machine, trace::Program& program, const std::string& directory,
                   const timing::CostTable& costs, bool values = true);

}  // namespace sim::trn3
