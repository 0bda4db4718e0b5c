#include "sim/core/side_by_side.h"

#include <pthread.h>

#include <atomic>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <thread>

namespace sim {
namespace {

std::atomic<int> helpers_enabled{-1};  // -1: by the host's core count

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
    {
      std::lock_guard<std::mutex> lock(mutex_);
      if (!thread_started_) {
        std::thread([this] { work(); }).detach();
        thread_started_ = true;
      }
      task_ = &beside;
      error_ = &beside_error;
      done_ = false;
    }
    wake_.notify_one();
    try {
      here();
    } catch (...) {
      here_error = std::current_exception();
    }
    std::unique_lock<std::mutex> lock(mutex_);
    finished_.wait(lock, [this] { return done_; });
    return true;
  }

 private:
  Helper() = default;

  void work() {
    on_helper = true;
    std::unique_lock<std::mutex> lock(mutex_);
    for (;;) {
      wake_.wait(lock, [this] { return task_ != nullptr; });
      const std::function<void()>* task = task_;
      std::exception_ptr* error = error_;
      lock.unlock();
      try {
        (*task)();
      } catch (...) {
        *error = std::current_exception();
      }
      lock.lock();
      task_ = nullptr;
      done_ = true;
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
  bool thread_started_ = false;
  const std::function<void()>* task_ = nullptr;
  std::exception_ptr* error_ = nullptr;
  bool done_ = false;
};

thread_local bool Helper::on_helper = false;

}  // namespace

void set_helper_threads(bool enabled) { helpers_enabled = enabled ? 1 : 0; }

bool helper_threads() {
  const int enabled = helpers_enabled.load();
  return enabled < 0 ? std::thread::hardware_concurrency() > 1 : enabled == 1;
}

void side_by_side(const std::function<void()>& here, const std::function<void()>& beside) {
  std::exception_ptr here_error, beside_error;
  if (!helper_threads() || !Helper::instance().run(here, beside, here_error, beside_error)) {
    try {
      here();
    } catch (...) {
      here_error = std::current_exception();
    }
    try {
      beside();
    } catch (...) {
      beside_error = std::current_exception();
    }
  }
  if (here_error) std::rethrow_exception(here_error);
  if (beside_error) std::rethrow_exception(beside_error);
}

}  // namespace sim
