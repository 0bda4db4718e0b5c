// Split an element-wise loop over a few threads. Work is element-wise and deterministic, so the
// thread count changes only the speed.
#pragma once

#include <cstddef>
#include <exception>
#include <functional>
#include <vector>

namespace sim::numerics {

// Calls body(begin, end) on disjoint chunks covering [0, count), on up to thread_count() threads
// when count is at least `min_parallel`.
void parallel_for(size_t count, size_t min_parallel, const std::function<void(size_t, size_t)>& body);

// task(i) for i in [0, count), started on the pool's workers now and finished by the caller
// later: between the two the caller goes on with other work, and finish() takes the tasks no
// worker has started and waits for the rest (a replay's DMA copies run while a matmul's tiles do).
// Where the pool is taken (another batch, or the caller is a worker) or there is one thread,
// nothing starts early and finish() runs every task. finish() rethrows a task's exception; the
// destructor finishes a batch not finished (without rethrowing).
class ParallelBatch {
 public:
  ParallelBatch(size_t count, std::function<void(size_t)> task);
  ParallelBatch(const ParallelBatch&) = delete;
  ParallelBatch& operator=(const ParallelBatch&) = delete;
  ~ParallelBatch();
  void finish();

 private:
  size_t count_;
  std::function<void(size_t)> task_, guarded_;
  std::vector<std::exception_ptr> errors_;
  bool started_ = false, finished_ = false;
};

}  // namespace sim::numerics
