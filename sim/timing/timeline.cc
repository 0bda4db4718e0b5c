#include "sim/timing/timeline.h"

#include <algorithm>
#include <unordered_map>

namespace sim::timing {

double Timeline::total_ns() const {
  double end = 0;
  for (const TimedInstruction& t : instructions) end = std::max(end, t.end);
  return end;
}

std::vector<int> Timeline::critical_path() const {
  std::vector<int> path;
  if (instructions.empty()) return path;
  // the previous instruction on each step's queue
  std::vector<int> previous(instructions.size(), -1);
  std::vector<int> last(queues.size(), -1);
  for (size_t i = 0; i < instructions.size(); ++i) {
    const auto q = static_cast<size_t>(instructions[i].queue);
    previous[i] = last[q];
    last[q] = static_cast<int>(i);
  }
  int at = 0;
  for (size_t i = 1; i < instructions.size(); ++i)
    if (instructions[i].end > instructions[static_cast<size_t>(at)].end) at = static_cast<int>(i);
  while (at >= 0) {
    path.push_back(at);
    const TimedInstruction& t = instructions[static_cast<size_t>(at)];
    at = t.waited_on >= 0 ? t.waited_on : previous[static_cast<size_t>(at)];
  }
  std::reverse(path.begin(), path.end());
  return path;
}

std::vector<std::pair<std::string, double>> Timeline::critical_path_shares(const StepLabels* labels) const {
  // summed per queue (or label) and per resource, then by group name
  // Each step counts from where the path before it ended: on a pipelined unit a step starts before
  // the previous one on its queue completes, and the overlap counts once.
  std::vector<double> on_queue(labels ? labels->names.size() : queues.size(), 0), on_resource(resources.size(), 0);
  double reached = 0;
  for (const int index : critical_path()) {
    const TimedInstruction& t = instructions[static_cast<size_t>(index)];
    if (t.delayed_by >= 0)
      on_resource[static_cast<size_t>(t.delayed_by)] += std::max(0.0, t.start - std::max(reached, t.ready));
    const int owner = labels ? labels->of_step[static_cast<size_t>(index)] : t.queue;
    on_queue[static_cast<size_t>(owner)] += std::max(0.0, t.end - std::max(reached, t.start));
    reached = std::max(reached, t.end);
  }
  std::map<std::string, double> share;
  for (size_t q = 0; q < on_queue.size(); ++q)
    if (on_queue[q] > 0) share[labels ? labels->names[q] : queues[q].group] += on_queue[q];
  for (size_t r = 0; r < resources.size(); ++r)
    if (on_resource[r] > 0) share[resources[r].group] += on_resource[r];
  std::vector<std::pair<std::string, double>> out(share.begin(), share.end());
  std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
  return out;
}

std::vector<GapCause> Timeline::gap_causes(const StepLabels* waited_on) const {
  // Counted by a numeric key (what waited, how, on what) in a hash table, then named once per key
  // in key order: a million-instruction run has about as many gaps (on the recorded 2048^3 GEMM's
  // 2,304 steps, a tree of keys took 0.03 ms more of the 0.08 ms summary).
  enum Kind : uint64_t { WaitsOn, WaitsFor, Idle };
  struct Count {
    double idle_ns = 0;
    uint64_t gaps = 0;
  };
  // (queue, kind, queue or resource) packed: the queue above bit 34, the kind in bits 32-33
  auto key_of = [](size_t queue, Kind kind, size_t other) {
    return (static_cast<uint64_t>(queue) << 34) | (static_cast<uint64_t>(kind) << 32) | static_cast<uint64_t>(other);
  };
  std::unordered_map<uint64_t, Count> counts;
  auto add = [&](size_t queue, Kind kind, size_t other, double idle) {
    Count& c = counts[key_of(queue, kind, other)];
    c.idle_ns += idle;
    ++c.gaps;
  };
  std::vector<double> queue_free(queues.size(), 0);
  for (const TimedInstruction& t : instructions) {
    const auto q = static_cast<size_t>(t.queue);
    const double free = queue_free[q];
    queue_free[q] = t.queue_free;
    if (t.start <= free) continue;
    // a gap has up to two parts: until the instruction was ready (its dependency, or nothing yet
    // to do), then until the resource that held it let it start
    const double ready = std::max(free, std::min(t.ready, t.start));
    if (ready > free) {
      if (t.waited_on >= 0)
        add(q, WaitsOn,
            static_cast<size_t>(waited_on ? waited_on->of_step[static_cast<size_t>(t.waited_on)]
                                          : instructions[static_cast<size_t>(t.waited_on)].queue),
            ready - free);
      else
        add(q, Idle, 0, ready - free);
    }
    if (t.start > ready)
      add(q, WaitsFor, t.delayed_by >= 0 ? static_cast<size_t>(t.delayed_by) : resources.size(), t.start - ready);
  }
  // in key order, so the idle time of a merged cause is summed in the same order on every host
  std::vector<std::pair<uint64_t, Count>> keyed(counts.begin(), counts.end());
  std::sort(keyed.begin(), keyed.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  std::map<std::string, GapCause> causes;  // queues of one group merge here
  for (const auto& [key, count] : keyed) {
    const auto queue = static_cast<size_t>(key >> 34);
    const auto kind = static_cast<Kind>((key >> 32) & 3);
    const auto other = static_cast<size_t>(key & 0xffffffffu);
    const std::string& group = queues[queue].group;
    std::string cause =
        kind == WaitsOn ? group + " waits on " + (waited_on ? waited_on->names[other] : queues[other].group)
        : kind == WaitsFor
            ? group + " waits for " + (other < resources.size() ? resources[other].name : "its own queue")
            : group + " idle before its first instruction";
    GapCause& c = causes[cause];
    c.cause = cause;
    c.idle_ns += count.idle_ns;
    c.gaps += count.gaps;
  }
  std::vector<GapCause> out;
  for (auto& [name, cause] : causes) out.push_back(cause);
  std::stable_sort(out.begin(), out.end(), [](const GapCause& a, const GapCause& b) { return a.idle_ns > b.idle_ns; });
  return out;
}

}  // namespace sim::timing
