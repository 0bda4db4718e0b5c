// A run's timeline and what it says: per instruction its queue, trace line, ready / start / end
// time and what it waited on; per queue busy time; the critical path and the bound; the idle gaps
// ranked by cause (the NKI performance guide's method: an engine's gap is explained by what the
// first instruction after it waited for).
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace sim::timing {

struct TimedInstruction {
  int queue = 0;
  int line = 0;
  double ready = 0, start = 0, end = 0;  // ns from the start of the run
  double queue_free = 0;                 // when its queue could take the next step: its end, or earlier on a
                                         // pipelined unit (its queue is busy over [start, queue_free))
  int waited_on = -1;                    // the step whose end made it ready (-1: its own queue)
  int delayed_by = -1;                   // the resource (index into Timeline::resources) that held its start
  double bytes = 0;                      // bytes it moved (a DMA transfer), for the bytes-in-flight counter
  uint64_t banks = 0;                    // the memory banks it held, a bit each (Trainium3: PSUM banks)
};

// A shared resource: its name ("dma engine 3") and the group it counts in when the bound is named
// (the DMA engines, like the DMA queues, are "dma").
struct ResourceInfo {
  std::string name;
  std::string group;
};

struct QueueSummary {
  std::string name;
  std::string group;  // queues of one kind (16 DMA queues: "dma") count as one in the bound and gap causes
  double clock_ghz = 1;
  uint64_t instructions = 0;
  double busy_ns = 0;
};

struct GapCause {
  std::string cause;  // "tensor waits on dma", "dma engine 3"
  double idle_ns = 0;
  uint64_t gaps = 0;
};

// Names steps count under in place of their queue's group, for a target whose queues are not its
// units (CDNA4's waves all issue to the same units): step i is names[of_step[i]].
struct StepLabels {
  std::vector<int> of_step;
  std::vector<std::string> names;
};

struct Timeline {
  std::vector<QueueSummary> queues;
  std::vector<TimedInstruction> instructions;  // in trace order
  std::vector<ResourceInfo> resources;         // the shared resources (TimedInstruction::delayed_by)
  uint64_t kernel_activations = 0;             // re-triggers of the queue processes on sync waits

  double total_ns() const;
  // The chain of steps ending at the last one to finish, each joined to what made it start
  // (its dependency, or the previous step on its queue); time on it per queue group and per
  // resource group (the time a resource delayed a start), largest first. The first is the bound.
  // With `labels`, a step's time counts under its label instead of its queue's group.
  std::vector<std::pair<std::string, double>> critical_path_shares(const StepLabels* labels = nullptr) const;
  std::vector<int> critical_path() const;
  // Idle time on each queue between its instructions, by cause, largest first. With `waited_on`,
  // a wait names the label of the step waited on instead of that step's queue group.
  std::vector<GapCause> gap_causes(const StepLabels* waited_on = nullptr) const;
};

}  // namespace sim::timing
