// The timing core's run loop: one SystemC process per queue (engine, pipe, wave) takes that
// queue's instructions in order. The processes are SC_METHODs that return whenever they must wait
// and resume where they stopped (a cursor per queue), rather than SC_THREADs: a method keeps no
// coroutine stack (which AddressSanitizer cannot follow on Debian's QuickThreads build of SystemC)
// and an activation costs less (timing.md §2.1: 171 against 240 ns). Before an instruction it waits for the
// instructions it depends on (sync counters), syncs to simulated time only when it must reserve a shared resource
// (temporal decoupling: a queue runs ahead on its own local time otherwise), asks the target for
// the start and end, and signals its completion. The functional steps then run in the order the
// schedule reached their starts (placement never depends on a value, so each meets the memory
// state it would have at its modelled start). Timing code never computes a value: the target's
// `execute` does, in isa/.
//
// SystemC elaborates once per process. Each run spawns its queues as dynamic method processes
// (sc_spawn with spawn_method) and runs the kernel until nothing is left to do (sc_start() returns when no event is
// pending); the next run spawns fresh ones. Times are measured from the run's own start, so runs
// in one process give the same timelines as runs in separate processes (tests/cpp/test_timing.cc).
#pragma once

#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

#include "sim/timing/step_list.h"
#include "sim/timing/timeline.h"

namespace sim::timing {

// One instruction as the timing core sees it.
struct Step {
  int queue = 0;   // index into the target's queues
  int line = 0;    // trace line (for the timeline)
  StepList after;  // earlier steps it must follow (dependencies): on other queues, or on its own when
                   // one completes after its queue moved on (Placement::queue_free)
};

// What a target supplies for a run.
class TimedTarget {
 public:
  virtual ~TimedTarget() = default;
  // When step `index` starts and ends, given the time it is ready (its queue is free and its
  // dependencies are done) and when its dependencies were done (0 with none: a target may charge a
  // latency from that point, such as a semaphore's, which a busy queue hides). The target reserves the shared resources
  // it uses here and names the one that delayed the start, if any.
  struct Placement {
    double start = 0, end = 0;
    int delayed_by = -1;  // the resource (index into resources()) that held the start past ready
    // When its queue may start its next step (-1: at its end). A unit that pipelines frees its queue
    // before the step completes: a memory pipe streams the next transfer while this one's latency
    // runs out, and dependents still wait for the end.
    double queue_free = -1;
    double bytes = 0;    // bytes moved (for the timeline's bytes-in-flight counter)
    uint64_t banks = 0;  // the memory banks it holds over [start, end), a bit each
  };
  virtual Placement place(size_t index, double ready_ns, double dependencies_done_ns) = 0;
  // The shared resources `place` reports (Timeline::resources).
  virtual std::vector<ResourceInfo> resources() const { return {}; }
  // Whether `place` touches a shared resource (then the queue syncs to simulated time first, so
  // reservations are made in simulated-time order).
  virtual bool uses_shared_resource(size_t index) const = 0;
  // When step `index` claims its shared resources: the simulated time the queue syncs to before
  // `place` (a DMA claims its engines after its semaphore latency and descriptors, not when it is
  // ready), so that claims are made in the order of their times.
  virtual double claim_time(size_t, double ready_ns, double) const { return ready_ns; }
  // The functional step of a placed step, in the order of their modelled starts (see
  // needs_start_order). May throw; the run then stops with that exception.
  virtual void execute(size_t index) = 0;
  // Whether two steps that no dependency orders may touch the same bytes (a race the target lets
  // happen, as Ascend's hardware does): then the functional steps run sorted by start, so a race
  // reads what the schedule gives it. A target whose dependencies order every conflict (Trainium3
  // infers them from the bytes) keeps the placement order, which respects every dependency, and
  // skips the sort.
  virtual bool needs_start_order() const { return false; }
};

struct QueueInfo {
  std::string name;      // "tensor", "dma3", ...
  double clock_ghz = 1;  // its clock domain (cycles = ns * clock_ghz)
  std::string group;     // its kind ("dma" for every DMA queue); empty: its name
};

// Steps whose dependencies another thread is still finding as the run goes (a time-only run's
// analysis beside its schedule): step i's `after` (and what the target reads of step i) may be
// read once `published` exceeds i; `abandoned` set means the rest never will be, and the run stops
// with an error. Each step's queue and line are known from the start.
struct PublishedSteps {
  const std::atomic<size_t>* published = nullptr;  // null: every step is complete
  const std::atomic<bool>* abandoned = nullptr;
};

// Runs `steps` (in trace order) on `queues`. Rethrows the first exception a functional step
// threw, after every queue has stopped.
Timeline run_schedule(const std::vector<QueueInfo>& queues, const std::vector<Step>& steps, TimedTarget& target,
                      PublishedSteps published = {});

}  // namespace sim::timing
