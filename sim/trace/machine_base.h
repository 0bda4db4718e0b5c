// What every target's machine holds alike: its configuration (a row of models/<target>/configs.def,
// whose first row is the default), its state, and how many instructions it executed on each queue.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "sim/core/error.h"

namespace sim::trace {

template <typename Config, typename State>
class MachineBase {
 public:
  const Config& config() const { return config_; }
  State& state() { return *state_; }
  const State& state() const { return *state_; }
  const std::map<std::string, long>& queue_counts() const { return queue_counts_; }
  long executed() const { return executed_; }

 protected:
  explicit MachineBase(const Config& config) : config_(config) {}  // the machine then makes its state
  void count_executed(const std::string& queue) {
    ++queue_counts_[queue];
    ++executed_;
  }

  Config config_;
  std::unique_ptr<State> state_;
  std::map<std::string, long> queue_counts_;
  long executed_ = 0;
};

// The row of a target's config table named `name`; sim::Error listing the names otherwise.
template <typename Config>
const Config& find_config(const std::vector<Config>& table, const std::string& name, const char* target) {
  std::string names;
  for (const Config& c : table) {
    if (c.name == name) return c;
    names += (names.empty() ? "" : ", ") + c.name;
  }
  throw Error("unknown " + std::string(target) + " machine config '" + name + "'; expected one of: " + names);
}

}  // namespace sim::trace
