// A run's override of the accumulation model of a target's MX matmul instructions (mxsim run
// --preset / fields=, mxsim portability --trace, mxsim diff --explain): the model the next MX
// matmul computes under, and the trace line of each MX matmul executed, so a caller can apply the
// override to the first N of them only and name the one where results first depart.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "sim/numerics/dot.h"

namespace sim::numerics {

struct MatmulOverride {
  std::optional<DotConfig> config;  // none: every MX matmul computes under the target's preset
  int64_t limit = -1;               // the override applies to the first `limit` MX matmuls (-1: all)
  std::vector<int> lines;           // the trace line of each MX matmul executed, in order

  // The model the MX matmul at trace `line` computes under (`own`: the target's preset), logged.
  const DotConfig& next(const DotConfig& own, int line) {
    const bool overridden = config && (limit < 0 || static_cast<int64_t>(lines.size()) < limit);
    lines.push_back(line);
    return overridden ? *config : own;
  }
};

}  // namespace sim::numerics
