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
    share[queues[static_cast<size_t>(t.queue)].name] += t.end - t.start;
    if (!t.delayed_by.empty()) share[t.delayed_by] += t.start - t.ready;
  }
  std::vector<std::pair<std::string, double>> out(share.begin(), share.end());
  std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
  return out;
}

std::vector<GapCause> Timeline::gap_causes() const {
  std::map<std::string, GapCause> causes;
  std::vector<double> queue_free(queues.size(), 0);
  for (const TimedInstruction& t : instructions) {
    const auto q = static_cast<size_t>(t.queue);
    const double gap = t.start - queue_free[q];
    queue_free[q] = t.end;
    if (gap <= 0) continue;
    std::string cause;
    if (!t.delayed_by.empty() && t.start > t.ready)
      cause = queues[q].name + " waits for " + t.delayed_by;
    else if (t.waited_on >= 0)
      cause = queues[q].name + " waits on " +
              queues[static_cast<size_t>(instructions[static_cast<size_t>(t.waited_on)].queue)].name;
    else
      cause = queues[q].name + " idle before its first instruction";
    GapCause& c = causes[cause];
    c.cause = cause;
    c.idle_ns += gap;
    ++c.gaps;
  }
  std::vector<GapCause> out;
  for (auto& [name, cause] : causes) out.push_back(cause);
  std::stable_sort(out.begin(), out.end(), [](const GapCause& a, const GapCause& b) { return a.idle_ns > b.idle_ns; });
  return out;
}

}  // namespace sim::timing
