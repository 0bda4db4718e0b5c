#include "sim/timing/schedule.h"

#include <exception>
#include <memory>
#include <mutex>

#include "sim/core/error.h"
#include "sim/timing/sync_counter.h"
#include "sim/timing/systemc.h"

// libsystemc's own main() calls sc_main; mxsim never uses that entry point (it starts the kernel
// from its API), but the library references the symbol, so it must exist.
int sc_main(int, char**) { return 2; }

namespace sim::timing {

namespace {

// SystemC's kernel is one per process and not thread-safe: runs take turns.
std::mutex& kernel_mutex() {
  static std::mutex mutex;
  return mutex;
}

struct Run {
  const std::vector<QueueInfo>& queues;
  const std::vector<Step>& steps;
  TimedTarget& target;
  double origin_ns = 0;                 // the kernel's time when the run began
  std::vector<std::vector<int>> order;  // per queue, its steps in trace order
  std::vector<int> position;            // per step, its place in its queue
  std::vector<SyncCounter> done;        // per queue, steps completed
  Timeline timeline;
  std::exception_ptr failure;

  double now_ns() const { return sc_core::sc_time_stamp().to_seconds() * 1e9 - origin_ns; }

  void cancel_all() {
    for (SyncCounter& c : done) c.cancel();
  }

  void run_queue(int q) {
    double local = 0;  // this queue's own time: it runs ahead of the kernel's between interactions
    for (const int index : order[static_cast<size_t>(q)]) {
      const Step& step = steps[static_cast<size_t>(index)];
      TimedInstruction& record = timeline.instructions[static_cast<size_t>(index)];
      double ready = local;
      for (const int dep : step.after) {
        const Step& producer = steps[static_cast<size_t>(dep)];
        if (!done[static_cast<size_t>(producer.queue)].wait_for(
                static_cast<uint64_t>(position[static_cast<size_t>(dep)]) + 1))
          return;
        const double end = timeline.instructions[static_cast<size_t>(dep)].end;
        if (end > ready) {
          ready = end;
          record.waited_on = dep;
        }
      }
      if (failure) return;
      try {
        if (target.uses_shared_resource(static_cast<size_t>(index))) {
          // sync: reservations are made in simulated-time order
          const double behind = ready - now_ns();
          if (behind > 0) sc_core::wait(sc_core::sc_time(behind, sc_core::SC_NS));
        }
        const TimedTarget::Placement placed = target.place(static_cast<size_t>(index), ready);
        SIM_ASSERT(placed.start >= ready && placed.end >= placed.start, "a placement before its ready time");
        record.queue = step.queue;
        record.line = step.line;
        record.ready = ready;
        record.start = placed.start;
        record.end = placed.end;
        record.delayed_by = placed.start > ready ? placed.delayed_by : std::string();
        target.execute(static_cast<size_t>(index));
        local = placed.end;
      } catch (...) {
        if (!failure) failure = std::current_exception();
        cancel_all();
        return;
      }
      done[static_cast<size_t>(q)].advance();
    }
  }
};

}  // namespace

Timeline run_schedule(const std::vector<QueueInfo>& queues, const std::vector<Step>& steps, TimedTarget& target) {
  const std::lock_guard<std::mutex> lock(kernel_mutex());
  auto run = std::make_unique<Run>(Run{queues, steps, target, 0, {}, {}, {}, {}, {}});
  run->order.resize(queues.size());
  run->position.resize(steps.size());
  run->done = std::vector<SyncCounter>(queues.size());
  run->timeline.instructions.resize(steps.size());
  for (size_t i = 0; i < steps.size(); ++i) {
    const auto q = static_cast<size_t>(steps[i].queue);
    SIM_ASSERT(q < queues.size(), "a step on an unknown queue");
    for (const int dep : steps[i].after)
      SIM_ASSERT(dep >= 0 && static_cast<size_t>(dep) < i, "a dependency on a later step");
    run->position[i] = static_cast<int>(run->order[q].size());
    run->order[q].push_back(static_cast<int>(i));
  }
  run->origin_ns = sc_core::sc_time_stamp().to_seconds() * 1e9;
  for (size_t q = 0; q < queues.size(); ++q)
    if (!run->order[q].empty()) sc_core::sc_spawn([r = run.get(), q] { r->run_queue(static_cast<int>(q)); });
  sc_core::sc_start();  // returns when no process has anything left to do
  if (run->failure) std::rethrow_exception(run->failure);
  for (size_t q = 0; q < queues.size(); ++q) {
    SIM_ASSERT(run->done[q].value() == run->order[q].size(), "a queue stopped before its last instruction");
    QueueSummary summary{queues[q].name, queues[q].clock_ghz, run->order[q].size(), 0};
    for (const int index : run->order[q]) {
      const TimedInstruction& t = run->timeline.instructions[static_cast<size_t>(index)];
      summary.busy_ns += t.end - t.start;
    }
    run->timeline.queues.push_back(summary);
    run->timeline.kernel_activations += run->done[q].activations();
  }
  return std::move(run->timeline);
}

}  // namespace sim::timing
