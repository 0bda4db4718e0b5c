#include "sim/timing/timeline.h"

#include <algorithm>

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

std::vector<std::pair<std::string, double>> Timeline::critical_path_shares() const {
  std::map<std::string, double> share;
  for (const int index : critical_path()) {
    const TimedInstruction& t = instructions[static_cast<size_t>(index)];
    share[queues[static_cast<size_t>(t.queue)].group] += t.end - t.start;
    if (t.delayed_by >= 0) share[resources[static_cast<size_t>(t.delayed_by)].group] += t.start - t.ready;
  }
  std::vector<std::pair<std::string, double>> out(share.begin(), share.end());
  std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
  return out;
}

std::vector<GapCause> Timeline::gap_causes() const {
  std::map<std::string, GapCause> causes;
  auto add = [&](const std::string& cause, double idle) {
    GapCause& c = causes[cause];
    c.cause = cause;
    c.idle_ns += idle;
    ++c.gaps;
  };
  std::vector<double> queue_free(queues.size(), 0);
  for (const TimedInstruction& t : instructions) {
    const auto q = static_cast<size_t>(t.queue);
    const double free = queue_free[q];
    queue_free[q] = t.end;
    if (t.start <= free) continue;
    // a gap has up to two parts: until the instruction was ready (its dependency, or nothing yet
    // to do), then until the resource that held it let it start
    const std::string& group = queues[q].group;
    const double ready = std::max(free, std::min(t.ready, t.start));
    if (ready > free) {
      if (t.waited_on >= 0)
        add(group + " waits on " +
                queues[static_cast<size_t>(instructions[static_cast<size_t>(t.waited_on)].queue)].group,
            ready - free);
      else
        add(group + " idle before its first instruction", ready - free);
    }
    if (t.start > ready) {
      const std::string cause = t.delayed_by >= 0 ? resources[static_cast<size_t>(t.delayed_by)].name : "its own queue";
      add(group + " waits for " + cause, t.start - ready);
    }
  }
  std::vector<GapCause> out;
  for (auto& [name, cause] : causes) out.push_back(cause);
  std::stable_sort(out.begin(), out.end(), [](const GapCause& a, const GapCause& b) { return a.idle_ns > b.idle_ns; });
  return out;
}

}  // namespace sim::timing
