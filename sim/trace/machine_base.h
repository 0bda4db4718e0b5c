// What every target's machine holds alike: its configuration (a row of models/<target>/configs.def,
// whose first row is the default), its state, and how many instructions it executed on each queue.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "sim/core/diagnostic.h"
#include "sim/core/error.h"
#include "sim/core/memory.h"
#include "sim/numerics/matmul_override.h"

namespace sim::trace {

template <typename Config, typename State>
class MachineBase {
 public:
  const Config& config() const { return config_; }
  State& state() { return *state_; }
  const State& state() const { return *state_; }
  const std::map<std::string, long>& queue_counts() const { return queue_counts_; }
  long executed() const { return executed_; }

  // Writer tracking (`mxsim diff`): after track_writers(memory), each executed instruction is
  // logged where it starts and `memory` stamps the bytes it writes with its tag; writer(tag) is
  // that instruction's location (trace line, column, queue, mnemonic), nullptr for tag 0 or one
  // out of range.
  const TraceLocation* writer(int32_t tag) const {
    return tag >= 1 && static_cast<size_t>(tag) <= writers_.size() ? &writers_[static_cast<size_t>(tag) - 1] : nullptr;
  }

  // The MX matmul instructions compute under this accumulation model instead of the target's
  // own preset (what-if and portability studies, mxsim diff --explain): all of them, or with
  // `first` >= 0 the first `first` executed.
  void use_mx_matmul_config(const numerics::DotConfig& config, int64_t first = -1) {
    state_->mx_matmul.config = config;
    state_->mx_matmul.limit = first;
  }

 protected:
  explicit MachineBase(const Config& config) : config_(config) {}  // the machine then makes its state
  void count_executed(const std::string& queue) {
    ++queue_counts_[queue];
    ++executed_;
  }

  void track_writers_of(Memory& memory) {
    memory.track_writers();
    tracking_writers_ = true;
  }
  // Each target calls this as an instruction starts executing, with its location filled in.
  void begin_instruction(const TraceLocation& where) {
    if (!tracking_writers_) return;
    writers_.push_back(where);
    current_writer = static_cast<int32_t>(writers_.size());
  }

  Config config_;
  std::unique_ptr<State> state_;
  std::vector<TraceLocation> writers_;
  bool tracking_writers_ = false;
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
