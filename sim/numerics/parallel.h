// Split an element-wise loop over a few threads. Work is element-wise and deterministic, so the
// thread count changes only the speed.
#pragma once

#include <cstddef>
#include <functional>

namespace sim::numerics {

// Calls body(begin, end) on disjoint chunks covering [0, count), on up to thread_count() threads
// when count is at least `min_parallel`.
void parallel_for(size_t count, size_t min_parallel, const std::function<void(size_t, size_t)>& body);

}  // namespace sim::numerics
