#include "isa/cdna4/pending_mfma.h"

#include "sim/numerics/mx_matmul.h"

namespace sim::cdna4 {

void PendingMfma::compute() {
  numerics::mx_matmul(config, numerics::MxMatrix{a_format, a_codes.data(), a_scales.data()},
                      numerics::MxMatrix{b_format, b_codes.data(), b_scales.data()}, static_cast<size_t>(shape->m),
                      static_cast<size_t>(shape->n), static_cast<size_t>(shape->k), c.data(), numerics::Format::FP32,
                      out.data());
}

bool PendingMfma::touches(const Footprint& f) const {
  for (const RegisterRead& r : f.reads)
    if (r.registers.overlaps(d)) return true;
  for (const Registers& w : f.writes)
    if (w.overlaps(d)) return true;
  return false;
}

void PendingMfma::land(Wave& w) const {
  const std::vector<uint32_t> d_regs = pack_d(*shape, out.data());
  to_registers(d_regs.data(), shape->d_regs, w.reg(d.file, d.first));
}

MfmaQueue::MfmaQueue() : thread_([this] { run(); }) {}

MfmaQueue::~MfmaQueue() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    stop_ = true;
  }
  work_.notify_all();
  thread_.join();
}

void MfmaQueue::push(PendingMfma* job) {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    jobs_.push_back(job);
  }
  work_.notify_one();
}

void MfmaQueue::wait(PendingMfma& job) {
  std::unique_lock<std::mutex> lock(mutex_);
  done_.wait(lock, [&] { return job.done; });
  if (job.error) std::rethrow_exception(job.error);
}

void MfmaQueue::run() {
  std::unique_lock<std::mutex> lock(mutex_);
  for (;;) {
    work_.wait(lock, [&] { return stop_ || !jobs_.empty(); });
    if (stop_) return;
    PendingMfma* job = jobs_.front();
    jobs_.pop_front();
    lock.unlock();
    std::exception_ptr error;
    try {
      job->compute();
    } catch (...) {
      error = std::current_exception();
    }
    lock.lock();
    job->error = error;
    job->done = true;
    done_.notify_all();
  }
}

}  // namespace sim::cdna4
