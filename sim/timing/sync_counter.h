// A sync object of the timing core: a counter plus one sc_event. A waiter asks for a threshold;
// the event is notified only when the counter reaches the lowest threshold anyone waits for, so a
// queue that completes a hundred instructions nobody waits on costs no kernel activation
// (architecture.md, "Sync objects"). Trainium3's inferred dependencies, Ascend flags and CDNA4
// counters are all this. Its waiters are the queues' SC_METHODs (sim/timing/schedule.h).
#pragma once

#include <algorithm>
#include <cstdint>
#include <limits>

#include "sim/timing/systemc.h"

namespace sim::timing {

class SyncCounter {
 public:
  uint64_t value() const { return value_; }

  void advance(uint64_t by = 1) {
    value_ += by;
    if (value_ >= lowest_waiting_) {
      lowest_waiting_ = kNobody;  // the woken waiters re-register what they still need
      event_.notify(sc_core::SC_ZERO_TIME);
    }
  }

  // For the calling SC_METHOD: true when the counter has reached `threshold`; otherwise the method
  // is re-triggered by the notification that it does (or by cancel()), and this returns false.
  bool reached_or_retrigger(uint64_t threshold) {
    if (value_ >= threshold || cancelled_) return true;
    lowest_waiting_ = std::min(lowest_waiting_, threshold);
    ++activations_;
    sc_core::next_trigger(event_);
    return false;
  }
  bool cancelled() const { return cancelled_; }

  // Wakes every waiter for good: the run is over.
  void cancel() {
    cancelled_ = true;
    event_.notify(sc_core::SC_ZERO_TIME);
  }

  uint64_t activations() const { return activations_; }

 private:
  static constexpr uint64_t kNobody = std::numeric_limits<uint64_t>::max();
  uint64_t value_ = 0;
  uint64_t lowest_waiting_ = kNobody;
  uint64_t activations_ = 0;
  bool cancelled_ = false;
  sc_core::sc_event event_;
};

}  // namespace sim::timing
