// An MFMA whose multiply-adds may still be running on the replay's MFMA thread (MfmaQueue). During
// a replay (Machine::run_waves gives the state a queue) an f8f6f4 MFMA checks and gathers its
// operands, queues its product and returns; its D registers are written when its wave next
// touches them (Machine::execute settles the wave's pending MFMA before any instruction whose
// footprint reads or writes D: the wave's next MFMA reads it as C), or when the state is read from
// outside (State::contents). The other waves' MFMAs queue behind it, and their loads, LDS moves
// and bookkeeping run meanwhile, as a CU's matrix cores and the rest of it overlap on the device.
// Nothing a later instruction can see changes early or late: the operands are copies, every check
// and report happened at the MFMA, and D's written flags are set there. A wave's MFMA lands its
// predecessor on the same wave first (one pending product per wave), and an error in a product
// (only an allocation failure can fail one) surfaces where it lands.
#pragma once

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <exception>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "isa/cdna4/footprint.h"
#include "isa/cdna4/lanes.h"
#include "isa/cdna4/state.h"
#include "sim/numerics/dot_config.h"
#include "sim/numerics/format.h"

namespace sim::cdna4 {

struct PendingMfma {
  Registers d;  // where D lands (in the wave State::pending_mfma files it under)
  const ShapeSpec* shape = nullptr;
  numerics::DotConfig config;
  numerics::Format a_format = numerics::Format::E4M3, b_format = numerics::Format::E4M3;
  // what the product reads (A [m, k] and B [k, n] codes, their E8M0 scales, C [m, n]) and writes
  std::vector<uint8_t> a_codes, b_codes, a_scales, b_scales;
  std::vector<uint32_t> c, out;
  // set by the MFMA thread (under MfmaQueue's lock)
  bool done = false;
  std::exception_ptr error;

  void compute();  // the product, into `out`

  // Whether an instruction with this footprint reads or writes D.
  bool touches(const Footprint& f) const;

  // Writes D (computed) into the wave's registers.
  void land(Wave& w) const;
};

// The thread that computes a replay's pending MFMAs in the order they were issued (one at a time:
// the replay's main thread is the other core's work). Made only where the thread count allows a
// second thread (numerics::thread_count() > 1).
class MfmaQueue {
 public:
  MfmaQueue();
  MfmaQueue(const MfmaQueue&) = delete;
  MfmaQueue& operator=(const MfmaQueue&) = delete;
  // Stops the thread after the product it is computing (the ones not started are left undone:
  // their owner discards them) and joins it.
  ~MfmaQueue();
  void push(PendingMfma* job);
  // Blocks until `job` is computed; rethrows its error.
  void wait(PendingMfma& job);

 private:
  void run();
  std::mutex mutex_;
  std::condition_variable work_, done_;
  std::deque<PendingMfma*> jobs_;
  bool stop_ = false;
  std::thread thread_;  // last: started once the rest exists
};

}  // namespace sim::cdna4
