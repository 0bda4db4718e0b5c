#include "sim/timing/schedule.h"

#include <algorithm>
#include <exception>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

#include "sim/core/error.h"
#include "sim/timing/sync_counter.h"
#include "sim/timing/systemc.h"

namespace sim::timing {

namespace {

// SystemC's time is a 64-bit count of its resolution (1 ps): far beyond any kernel's time, but a
// cost constant set near zero (or a huge latency) could reach it.
constexpr double kMaxTimeNs = 1e12;  // about 17 minutes of simulated time

void check_time(double ns, int line) {
  if (!(ns < kMaxTimeNs))
    throw Error("timing: the instruction at trace line " + std::to_string(line) + " would reach " + std::to_string(ns) +
                " ns; expected times below 1e12 ns (is a rate set near zero, or a latency "
                "near infinite?)");
}

// SystemC's kernel is one per process and not thread-safe: runs take turns.
std::mutex& kernel_mutex() {
  static std::mutex mutex;
  return mutex;
}

struct Run {
  const std::vector<QueueInfo>& queues;
  const std::vector<Step>& steps;
  TimedTarget& target;
  PublishedSteps published;
  size_t seen_published = 0;            // the count of published steps last read
  double origin_ns = 0;                 // the kernel's time when the run began
  std::vector<std::vector<int>> order;  // per queue, its steps in trace order
  std::vector<int> position;            // per step, its place in its queue
  std::vector<SyncCounter> done;        // per queue, steps completed
  Timeline timeline;
  std::vector<int> execution_order;  // the steps in the order their modelled starts were reached
  std::exception_ptr failure;

  // Where each queue's method stands: the next of its steps, the next of that step's dependencies,
  // and the time it is ready so far. A method keeps no stack: it returns whenever it must wait
  // and resumes here when re-triggered.
  struct Cursor {
    size_t next = 0;
    size_t dependency = 0;
    double local = 0;  // the queue's own time: it runs ahead of the kernel between interactions
    double ready = 0;
    double dependencies_done = 0;
    bool synced = false;
  };
  std::vector<Cursor> cursors;

  double now_ns() const { return sc_core::sc_time_stamp().to_seconds() * 1e9 - origin_ns; }

  void cancel_all() {
    for (SyncCounter& c : done) c.cancel();
  }

  // Waits (spinning: the other thread is at work on the steps) until step `index` is published;
  // false, with the run failed, when it never will be.
  bool wait_published(int index) {
    const auto needed = static_cast<size_t>(index) + 1;
    if (needed <= seen_published) return true;  // (no load of the counter the other thread stores to)
    for (int spins = 0; (seen_published = published.published->load(std::memory_order_acquire)) < needed; ++spins) {
      if (published.abandoned != nullptr && published.abandoned->load(std::memory_order_acquire)) {
        failure = std::make_exception_ptr(
            Error("timing: the dependencies of the steps from step " + std::to_string(index) + " on were not found"));
        cancel_all();
        return false;
      }
      if (spins >= 1024) std::this_thread::yield();  // (a host with fewer cores than threads)
#if defined(__x86_64__) || defined(__i386__)
      __builtin_ia32_pause();
#endif
    }
    return true;
  }

  // The SC_METHOD of queue q: takes its steps in order until one must wait.
  void advance_queue(size_t q) {
    Cursor& at = cursors[q];
    const std::vector<int>& mine = order[q];
    while (at.next < mine.size()) {
      if (failure) return;
      const int index = mine[at.next];
      if (published.published != nullptr && !wait_published(index)) return;
      const Step& step = steps[static_cast<size_t>(index)];
      TimedInstruction& record = timeline.instructions[static_cast<size_t>(index)];
      if (at.dependency == 0 && !at.synced) {
        at.ready = at.local;
        at.dependencies_done = 0;
        record.waited_on = -1;
      }
      for (; at.dependency < step.after.size(); ++at.dependency) {
        const int dep = step.after[at.dependency];
        SIM_ASSERT(dep >= 0 && dep < index, "a dependency on a later step");
        SyncCounter& producer = done[static_cast<size_t>(steps[static_cast<size_t>(dep)].queue)];
        if (!producer.reached_or_retrigger(static_cast<uint64_t>(position[static_cast<size_t>(dep)]) + 1)) return;
        if (producer.cancelled()) return;
        const double end = timeline.instructions[static_cast<size_t>(dep)].end;
        at.dependencies_done = std::max(at.dependencies_done, end);
        if (end > at.ready) {
          at.ready = end;
          record.waited_on = dep;
        }
      }
      try {
        if (!at.synced && target.uses_shared_resource(static_cast<size_t>(index))) {
          // sync: reservations are made in simulated-time order
          at.synced = true;
          const double claim = target.claim_time(static_cast<size_t>(index), at.ready, at.dependencies_done);
          check_time(claim, step.line);
          const double behind = claim - now_ns();
          if (behind > 0) {
            sc_core::next_trigger(sc_core::sc_time(behind, sc_core::SC_NS));
            return;
          }
        }
        const TimedTarget::Placement placed = target.place(static_cast<size_t>(index), at.ready, at.dependencies_done);
        SIM_ASSERT(placed.start >= at.ready && placed.end >= placed.start, "a placement before its ready time");
        const double queue_free = placed.queue_free < 0 ? placed.end : placed.queue_free;
        SIM_ASSERT(queue_free >= placed.start && queue_free <= placed.end, "a queue freed outside its step");
        check_time(placed.end, step.line);
        record.queue = step.queue;
        record.line = step.line;
        record.ready = at.ready;
        record.start = placed.start;
        record.end = placed.end;
        record.queue_free = queue_free;
        record.delayed_by = placed.start > at.ready ? placed.delayed_by : -1;
        record.bytes = placed.bytes;
        record.banks = placed.banks;
        execution_order.push_back(index);  // its functional step's place among all the others
        at.local = queue_free;
      } catch (...) {
        if (!failure) failure = std::current_exception();
        cancel_all();
        return;
      }
      ++at.next;
      at.dependency = 0;
      at.synced = false;
      done[q].advance();
    }
  }
};

}  // namespace

Timeline run_schedule(const std::vector<QueueInfo>& queues, const std::vector<Step>& steps, TimedTarget& target,
                      PublishedSteps published) {
  const std::lock_guard<std::mutex> lock(kernel_mutex());
  auto run = std::make_unique<Run>(Run{queues, steps, target, published, 0, 0, {}, {}, {}, {}, {}, {}, {}});
  run->order.resize(queues.size());
  run->position.resize(steps.size());
  run->done = std::vector<SyncCounter>(queues.size());
  run->cursors.resize(queues.size());
  run->timeline.instructions.resize(steps.size());
  for (size_t i = 0; i < steps.size(); ++i) {
    const auto q = static_cast<size_t>(steps[i].queue);
    SIM_ASSERT(q < queues.size(), "a step on an unknown queue");
    run->position[i] = static_cast<int>(run->order[q].size());
    run->order[q].push_back(static_cast<int>(i));
  }
  run->origin_ns = sc_core::sc_time_stamp().to_seconds() * 1e9;
  // One method process per queue: SC_METHODs keep no stack of their own (a thread's coroutine
  // stack is what AddressSanitizer cannot follow on Debian's QuickThreads build) and cost less per
  // activation (timing.md §2.1: 171 against 240 ns).
  sc_core::sc_spawn_options as_method;
  as_method.spawn_method();
  std::vector<sc_core::sc_process_handle> processes;
  for (size_t q = 0; q < queues.size(); ++q)
    if (!run->order[q].empty())
      processes.push_back(sc_core::sc_spawn([r = run.get(), q] { r->advance_queue(q); }, nullptr, &as_method));
  // returns when no process has anything left to do (with none, SystemC would warn W571)
  if (!processes.empty()) sc_core::sc_start();
  for (sc_core::sc_process_handle& p : processes)
    if (!p.terminated()) p.kill();  // a finished method lies dormant; the next run spawns its own
  if (run->failure) std::rethrow_exception(run->failure);
  // The functional steps, in the order the schedule reached their starts. Placement never depends
  // on a value, so this is the order (and the memory state) each step would have met at its
  // modelled start; running them here, on the caller's stack rather than on a SystemC coroutine's,
  // keeps a rule error's exception from unwinding a coroutine stack (AddressSanitizer cannot
  // follow that on Debian's QuickThreads build).
  // Queues run ahead of one another (temporal decoupling), so the placements were made in an order
  // that respects every dependency but not every start. Where the target lets races happen, the
  // steps run sorted by start (ties in placement order, so a zero-length producer still comes
  // before its consumer): a step no synchronisation orders after another meets the memory state of
  // its modelled start too (a race reads what the schedule gives it).
  if (target.needs_start_order()) {
    std::vector<std::pair<double, int>> by_start(run->execution_order.size());  // (start, placement order)
    for (size_t k = 0; k < by_start.size(); ++k)
      by_start[k] = {run->timeline.instructions[static_cast<size_t>(run->execution_order[k])].start,
                     static_cast<int>(k)};
    if (!std::is_sorted(by_start.begin(), by_start.end())) std::sort(by_start.begin(), by_start.end());
    for (const auto& [start, k] : by_start)
      target.execute(static_cast<size_t>(run->execution_order[static_cast<size_t>(k)]));
  } else {
    for (const int index : run->execution_order) target.execute(static_cast<size_t>(index));
  }
  for (size_t q = 0; q < queues.size(); ++q) {
    SIM_ASSERT(run->done[q].value() == run->order[q].size(), "a queue stopped before its last instruction");
    QueueSummary summary{queues[q].name, queues[q].group.empty() ? queues[q].name : queues[q].group,
                         queues[q].clock_ghz, run->order[q].size(), 0};
    for (const int index : run->order[q]) {
      const TimedInstruction& t = run->timeline.instructions[static_cast<size_t>(index)];
      summary.busy_ns += t.queue_free - t.start;
    }
    run->timeline.queues.push_back(summary);
    run->timeline.kernel_activations += run->done[q].activations();
  }
  run->timeline.resources = target.resources();
  return std::move(run->timeline);
}

}  // namespace sim::timing
