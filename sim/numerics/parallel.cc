#include "sim/numerics/parallel.h"

#include <algorithm>
#include <atomic>
#include <exception>
#include <thread>
#include <vector>

#include "sim/numerics/convert.h"

namespace sim::numerics {
namespace {

std::atomic<int> configured_threads{0};

}  // namespace

void set_thread_count(int threads) { configured_threads = std::max(0, threads); }

int thread_count() {
  const int configured = configured_threads.load();
  if (configured > 0) return configured;
  return static_cast<int>(std::clamp(std::thread::hardware_concurrency(), 1u, 8u));
}

void parallel_for(size_t count, size_t min_parallel, const std::function<void(size_t, size_t)>& body) {
  const size_t threads =
      std::min<size_t>(static_cast<size_t>(thread_count()), count / std::max<size_t>(min_parallel, 1));
  if (threads <= 1) {
    body(0, count);
    return;
  }
  const size_t chunk = (count + threads - 1) / threads;
  std::vector<std::thread> workers;
  std::vector<std::exception_ptr> errors(threads);
  for (size_t t = 1; t < threads; ++t) {
    workers.emplace_back([&, t] {
      try {
        body(std::min(count, t * chunk), std::min(count, (t + 1) * chunk));
      } catch (...) {
        errors[t] = std::current_exception();
      }
    });
  }
  try {
    body(0, std::min(count, chunk));
  } catch (...) {
    errors[0] = std::current_exception();
  }
  for (auto& worker : workers) worker.join();
  for (auto& error : errors)
    if (error) std::rethrow_exception(error);
}

}  // namespace sim::numerics
