#include "sim/core/side_by_side.h"

#include <pthread.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <thread>

namespace sim {
namespace {

std::atomic<int> helpers_enabled{-1};  // -1: by the host's core count

// How long a waiting thread spins before it sleeps: a sleeping thread takes 30-60 us to wake on
// a 2-core virtual machine (measured), several times the spin's cost when the other side is about
// to finish, or a run's next phase is about to hand the helper its next task. A Python loop of
// time-only runs hands it the next run's first task about 0.3 ms after the last one (the summary,
// the timeline columns, reading the next trace): with 300 us the helper had often gone to sleep,
// and the 2048^3 GEMM's time-only run took 2.20-2.41 ms against 2.15-2.22 ms with 1 ms (best of
// 400 runs, three alternated processes each).
constexpr auto kSpin = std::chrono::microseconds(1000);

// Spins until `ready()` holds or kSpin has passed; whether it holds.
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

// One thread that waits for a task: starting a thread per call costs tens of microseconds, a
// tenth of the work a typical recorded trace gives it.
class Helper {
 public:
  static Helper& instance() {
    static Helper* helper = [] {
      // a forked child has none of the parent's threads: it starts a helper of its own
      pthread_atfork(nullptr, nullptr, [] { Helper::instance().forget_after_fork(); });
      return new Helper;  // never destroyed: the thread may outlive static destruction
    }();
    return *helper;
  }

  // Runs `beside` on the helper while the caller runs `here`; false (nothing run) when the helper
  // is taken or the caller is the helper.
  bool run(const std::function<void()>& here, const std::function<void()>& beside, std::exception_ptr& here_error,
           std::exception_ptr& beside_error) {
    if (on_helper) return false;
    std::unique_lock<std::mutex> taken(taken_, std::try_to_lock);
    if (!taken.owns_lock()) return false;
    if (!thread_started_) {
      std::thread([this] { work(); }).detach();
      thread_started_ = true;
    }
    error_ = &beside_error;
    done_.store(false, std::memory_order_relaxed);
    task_.store(&beside, std::memory_order_release);
    {  // (a helper about to sleep holds the mutex until it waits, so it is woken)
      const std::lock_guard<std::mutex> lock(mutex_);
    }
    wake_.notify_one();
    try {
      here();
    } catch (...) {
      here_error = std::current_exception();
    }
    auto finished = [this] { return done_.load(std::memory_order_acquire); };
    if (!spin_until(finished)) {
      std::unique_lock<std::mutex> lock(mutex_);
      finished_.wait(lock, finished);
    }
    return true;
  }

 private:
  Helper() = default;

  void work() {
    on_helper = true;
    auto given = [this] { return task_.load(std::memory_order_acquire) != nullptr; };
    for (;;) {
      if (!spin_until(given)) {
        std::unique_lock<std::mutex> lock(mutex_);
        wake_.wait(lock, given);
      }
      const std::function<void()>* task = task_.load(std::memory_order_acquire);
      try {
        (*task)();
      } catch (...) {
        *error_ = std::current_exception();
      }
      task_.store(nullptr, std::memory_order_relaxed);
      done_.store(true, std::memory_order_release);
      { const std::lock_guard<std::mutex> lock(mutex_); }
      finished_.notify_one();
    }
  }

  void forget_after_fork() {
    new (&taken_) std::mutex;
    new (&mutex_) std::mutex;
    new (&wake_) std::condition_variable;
    new (&finished_) std::condition_variable;
    thread_started_ = false;
    task_ = nullptr;
    error_ = nullptr;
    done_ = false;
  }

  static thread_local bool on_helper;
  std::mutex taken_, mutex_;
  std::condition_variable wake_, finished_;
  bool thread_started_ = false;  // (under taken_)
  std::atomic<const std::function<void()>*> task_{nullptr};
  std::exception_ptr* error_ = nullptr;  // (written before task_ is released)
  std::atomic<bool> done_{false};
};

thread_local bool Helper::on_helper = false;

}  // namespace

void set_helper_threads(bool enabled) { helpers_enabled = enabled ? 1 : 0; }

bool in_halves(uint64_t count, uint64_t split_from, const std::function<bool(uint64_t, uint64_t)>& part) {
  if (count < split_from) return part(0, count);
  bool low = false, high = false;
  side_by_side([&] { low = part(0, count / 2); }, [&] { high = part(count / 2, count); });
  return low && high;
}

bool helper_threads() {
  const int enabled = helpers_enabled.load();
  return enabled < 0 ? std::thread::hardware_concurrency() > 1 : enabled == 1;
}

void side_by_side(const std::function<void()>& here, const std::function<void()>& beside, Serially serially) {
  std::exception_ptr here_error, beside_error;
  if (!helper_threads() || !Helper::instance().run(here, beside, here_error, beside_error)) {
    auto run = [](const std::function<void()>& task, std::exception_ptr& error) {
      try {
        task();
      } catch (...) {
        error = std::current_exception();
      }
    };
    if (serially == Serially::BesideFirst) run(beside, beside_error);
    run(here, here_error);
    if (serially == Serially::HereFirst) run(beside, beside_error);
  }
  if (here_error) std::rethrow_exception(here_error);
  if (beside_error) std::rethrow_exception(beside_error);
}

}  // namespace sim
