// A shared resource (a DMA engine, a port, a bandwidth) as a next-free-time reservation: a use
// that is ready at `ready` starts when the resource is free, and holds it for its duration. No
// per-beat events: one reservation per use, so the cost of a run does not grow with the bytes
// moved (a ticked clock costs about 260 ns of host time per simulated cycle; timing.md §2.1).
#pragma once

#include <algorithm>
#include <string>

namespace sim::timing {

class Reservation {
 public:
  explicit Reservation(std::string name = {}, std::string group = {})
      : name_(std::move(name)), group_(group.empty() ? name_ : std::move(group)) {}

  const std::string& name() const { return name_; }
  const std::string& group() const { return group_; }  // what it counts as when the bound is named
  double free_at() const { return free_at_; }
  double busy_ns() const { return busy_ns_; }

  // The start of a use ready at `ready` (ns): when the resource is next free.
  double start_for(double ready) const { return std::max(ready, free_at_); }
  // Holds the resource over [start, end).
  void hold(double start, double end) {
    free_at_ = std::max(free_at_, end);
    busy_ns_ += end - start;
  }
  void reset() { free_at_ = 0, busy_ns_ = 0; }

 private:
  std::string name_;
  std::string group_;
  double free_at_ = 0;
  double busy_ns_ = 0;
};

}  // namespace sim::timing
