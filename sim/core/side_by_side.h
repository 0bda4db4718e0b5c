// Two independent tasks run at once: one on the caller, one on a helper thread kept for the life
// of the process. The reader splits a long trace in two and the timing analysis splits its
// per-instruction work this way; each half's result is the same whichever thread ran it, so the
// helper changes only the speed.
#pragma once

#include <cstdint>
#include <functional>

namespace sim {

// Which task runs first when both run on the caller: `here`, or `beside` (for a `here` that
// consumes what `beside` produces as it goes).
enum class Serially { HereFirst, BesideFirst };

// Runs `here` on the caller and `beside` on the helper, and returns when both have finished. Both
// run on the caller, in the order `serially` names, when helpers are off (set_helper_threads(false),
// or a host with one core) or the helper is busy with another call's task (a call from the
// helper, or one from another thread meanwhile). An exception from either is rethrown once both
// have finished: `here`'s if both threw.
void side_by_side(const std::function<void()>& here, const std::function<void()>& beside,
                  Serially serially = Serially::HereFirst);

// part(0, count) on the caller when count is below `split_from`, else part(0, count / 2) and
// part(count / 2, count) side by side (a copy, comparison or clearing of tens of megabytes); whether
// every part returned true.
bool in_halves(uint64_t count, uint64_t split_from, const std::function<bool(uint64_t, uint64_t)>& part);

// Whether side_by_side may use the helper (default: on a host with more than one core).
void set_helper_threads(bool enabled);
bool helper_threads();

}  // namespace sim
