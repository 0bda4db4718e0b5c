#include "sim/numerics/parallel.h"

#include <pthread.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

#include "sim/numerics/convert.h"

namespace sim::numerics {
namespace {

std::atomic<int> configured_threads{0};

// How long a pool thread spins for the next task, and the caller for the workers to finish, before
// sleeping on the condition variable. A sleeping worker takes 30-60 us to wake on a 2-core virtual
// machine (sim/core/side_by_side.cc measured the same), and a replay's matmul hands the pool four
// tasks (packing A, packing B, the tiles, the hazard scan) of 50-600 us each, with the model's own
// work of about 0.5 ms between two matmuls: with sleeping workers the caller often finished a
// short task's every chunk itself before the worker woke.
constexpr auto kSpin = std::chrono::microseconds(1000);

// Spins until `ready()` holds or kSpin has passed; whether it holds. (sim/core/side_by_side.cc
// waits the same way; the numerics and core layers depend on nothing, so each keeps its own.)
template <typename Ready>
bool spin_until(Ready ready) {
  const auto until = std::chrono::steady_clock::now() + kSpin;
  for (int i = 0;; ++i) {
    if (ready()) return true;
    if ((i & 63) == 63 && std::chrono::steady_clock::now() >= until) return false;
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#endif
  }
}

// Worker threads kept for the life of the process: a replay calls parallel_for for every matmul
// instruction, and creating and joining threads each time cost about 7% of a recorded GEMM's
// replay. One batch of tasks uses the pool at a time (a concurrent one runs serially: the results
// are the same, the work being element-wise), and a task that calls parallel_for again runs it
// serially.
class Pool {
 public:
  static Pool& instance() {
    static Pool* pool = [] {
      // a forked child has none of the parent's threads: it starts a pool of its own
      pthread_atfork(nullptr, nullptr, [] { Pool::instance().forget_after_fork(); });
      return new Pool;  // never destroyed: workers may outlive static destruction
    }();
    return *pool;
  }

  // Hands task(i), i in [0, count), to `workers` workers (started as needed), which take them in
  // order as they come free; false, with nothing handed over, when the pool is taken or the caller
  // is one of its workers. The pool stays taken until the caller's finish().
  bool start(size_t count, size_t workers, const std::function<void(size_t)>& task) {
    if (in_worker) return false;
    bool free = false;
    if (!taken_.compare_exchange_strong(free, true, std::memory_order_acquire)) return false;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      while (workers_->size() < workers) workers_->emplace_back([this] { work(); });
      task_ = &task;
      count_ = count;
      next_ = 0;
      pending_ = count;
      posted_.fetch_add(1, std::memory_order_release);
    }
    work_available_.notify_all();
    return true;
  }

  // The caller takes the tasks no worker has started, then waits for the rest; the pool is free
  // again after it.
  void finish() {
    std::unique_lock<std::mutex> lock(mutex_);
    while (next_ < count_) {
      const size_t i = next_++;
      lock.unlock();
      (*task_)(i);
      lock.lock();
      --pending_;
    }
    if (pending_ > 0) {
      lock.unlock();
      spin_until([this] { return pending_.load(std::memory_order_acquire) == 0; });
      lock.lock();
    }
    done_.wait(lock, [this] { return pending_ == 0; });
    task_ = nullptr;
    taken_.store(false, std::memory_order_release);
  }

 private:
  Pool() : workers_(new std::vector<std::thread>) {}

  void work() {
    in_worker = true;
    std::unique_lock<std::mutex> lock(mutex_);
    for (;;) {
      if (!(task_ != nullptr && next_ < count_)) {
        const uint64_t seen = posted_.load(std::memory_order_acquire);
        lock.unlock();
        spin_until([&] { return posted_.load(std::memory_order_acquire) != seen; });
        lock.lock();
      }
      work_available_.wait(lock, [this] { return task_ != nullptr && next_ < count_; });
      const size_t i = next_++;
      const std::function<void(size_t)>* task = task_;
      lock.unlock();
      (*task)(i);
      lock.lock();
      if (--pending_ == 0) done_.notify_all();
    }
  }

  void forget_after_fork() {
    // the threads are gone in the child; their std::thread objects must not be destroyed there
    workers_ = new std::vector<std::thread>;
    new (&mutex_) std::mutex;
    new (&work_available_) std::condition_variable;
    new (&done_) std::condition_variable;
    task_ = nullptr;
    count_ = next_ = 0;
    pending_ = 0;
    taken_ = false;
  }

  static thread_local bool in_worker;
  std::atomic<bool> taken_{false};
  std::mutex mutex_;
  std::condition_variable work_available_, done_;
  std::vector<std::thread>* workers_;
  const std::function<void(size_t)>* task_ = nullptr;
  size_t count_ = 0, next_ = 0;
  std::atomic<size_t> pending_{0};   // changed under mutex_; read without it while spinning
  std::atomic<uint64_t> posted_{0};  // batches posted so far (a spinning worker watches it)
};

thread_local bool Pool::in_worker = false;

}  // namespace

void set_thread_count(int threads) { configured_threads = std::max(0, threads); }

int thread_count() {
  const int configured = configured_threads.load();
  if (configured > 0) return configured;
  // read once: hardware_concurrency() reads /sys each time (three system calls per parallel_for)
  static const int host = static_cast<int>(std::clamp(std::thread::hardware_concurrency(), 1u, 8u));
  return host;
}

void parallel_for(size_t count, size_t min_parallel, const std::function<void(size_t, size_t)>& body) {
  const size_t threads =
      std::min<size_t>(static_cast<size_t>(thread_count()), count / std::max<size_t>(min_parallel, 1));
  if (threads <= 1) {
    body(0, count);
    return;
  }
  const size_t chunk = (count + threads - 1) / threads;
  ParallelBatch batch(threads, [&](size_t t) { body(std::min(count, t * chunk), std::min(count, (t + 1) * chunk)); });
  batch.finish();
}

ParallelBatch::ParallelBatch(size_t count, std::function<void(size_t)> task)
    : count_(count), task_(std::move(task)), errors_(count) {
  guarded_ = [this](size_t i) {
    try {
      task_(i);
    } catch (...) {
      errors_[i] = std::current_exception();
    }
  };
  const size_t workers = std::min<size_t>(static_cast<size_t>(thread_count()) - 1, count);
  started_ = count > 0 && workers > 0 && Pool::instance().start(count, workers, guarded_);
}

void ParallelBatch::finish() {
  if (finished_) return;
  finished_ = true;
  if (started_)
    Pool::instance().finish();
  else
    for (size_t i = 0; i < count_; ++i) guarded_(i);
  for (auto& error : errors_)
    if (error) std::rethrow_exception(error);
}

ParallelBatch::~ParallelBatch() {
  if (finished_ || !started_) return;
  finished_ = true;
  Pool::instance().finish();  // the workers must be done with this batch's task before it goes
}

}  // namespace sim::numerics
