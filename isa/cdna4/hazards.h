// The MFMA wait states software must insert (cdna4-isa.md §4.4: CDNA4 ISA Table 38, LLVM's
// GCNHazardRecognizer gfx950 paths): the hardware does not interlock these producer -> consumer
// pairs, so a consumer issued too few wait states after its producer reads (or writes) the
// register before the producer's access has happened. Wait states are counted as LLVM counts
// them: each instruction the wave issues in between gives one, s_nop N gives N + 1,
// v_mfma_ld_scale_b32 none (it is the first half of its MFMA's encoding), whatever the wave waited
// for meanwhile.
//
// Too few is CDNA-HAZARD naming the producer, the consumer, the rule and the states required
// versus present. In hardware mode a consumer that reads too early reads the register's old value
// (the one before the producer), and one that writes too early is overwritten by the producer's
// late write: what the pipeline would give. A write-after-read hazard (the consumer overwrites what
// the producer still reads) is reported; its value effect, the producer reading the new value, is
// not modelled (the producer has already run when the consumer arrives).
#pragma once

#include <cstdint>
#include <deque>
#include <string>
#include <vector>

#include "isa/cdna4/footprint.h"
#include "isa/cdna4/state.h"

namespace sim::cdna4 {

// A row of the wait-state table.
struct HazardRule {
  const char* id;        // "xdl-write-valu-access"
  const char* producer;  // as the table names it
  const char* consumer;
  const char* required;  // as a formula of the producer's passes p
  bool reachable;        // whether an instruction the model executes can be its producer
};
const std::vector<HazardRule>& hazard_rules();

class HazardChecker {
 public:
  // Before `f` runs on `wave`: reports CDNA-HAZARD per broken rule (the first per producer) and, in
  // hardware mode, puts the old values of the registers it reaches too early in place.
  void before(State& state, Wave& wave, const Footprint& f, const std::string& at);
  // After it ran: the producer's values of those registers back (they land after the consumer),
  // and the instruction joins the wave's history.
  void after(Wave& wave, const Footprint& f, const std::string& at);
  // When the instruction threw instead: the registers as they were before it (nothing recorded).
  void abandon(Wave& wave);

 private:
  struct Entry {
    int64_t states = 0;  // wait states the wave had issued before it
    int own = 1;         // the states it gives
    bool valu = false, xdl = false, vmem_store = false;
    int passes = 0;
    std::vector<Registers> writes;     // VGPRs / AGPRs
    std::vector<Registers> srcc;       // an XDL's SrcC
    std::vector<Registers> data;       // a store's data
    std::vector<uint32_t> old_values;  // per written register, 64 lanes, before it wrote (hardware mode)
    std::vector<uint8_t> old_written;
    std::string mnemonic, at;
  };
  struct Substitution {
    Registers registers;
    std::vector<uint32_t> values;  // the producer's values, restored after the consumer
    std::vector<uint8_t> written;
    // a write-after-write: the producer's write lands after the consumer's, in every register; else
    // (a read too early) only in those the consumer does not write
    bool producer_lands_last = false;
  };
  struct History {
    int64_t states = 0;
    std::deque<Entry> recent;           // newest last, none older than the longest window
    std::vector<uint32_t> pending_old;  // the instruction now running: its registers' old values
    std::vector<uint8_t> pending_written;
    std::vector<Substitution> substituted;
  };
  History& history_of(const Wave& wave);
  std::vector<History> histories_;
};

}  // namespace sim::cdna4
