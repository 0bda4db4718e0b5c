// The Trainium3 functional model: a machine configuration (configs.def), its memories, and an
// executor that runs a Program's instructions in trace order (each engine queue is in order, and
// a recorded NKI stream is already in a legal global order), checking every rule as it goes.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "isa/trn3/state.h"
#include "sim/trace/machine_base.h"
#include "sim/trace/program.h"
#include "sim/trace/replay.h"

namespace sim::trn3 {

struct MachineConfig {
  std::string name;
  Limits limits;
  uint64_t hbm_bytes = 0;
  std::string description;
};

const std::vector<MachineConfig>& machine_configs();
const MachineConfig& machine_config(const std::string& name);
const std::string& default_config();  // the first row of configs.def

using trace::ExpectMismatch;

// Whether a machine keeps track of its memories' contents (Tracked: the functional model) or only
// of its declarations, to resolve views (Untracked: the timing model's scratch machine, which
// never reads or writes a byte and so skips marking each new on-chip tensor's bytes unwritten).
enum class Contents { Tracked, Untracked };

class Machine : public trace::MachineBase<MachineConfig, State> {
 public:
  Machine(const std::string& config, DiagnosticMode mode, Contents contents = Contents::Tracked);

  // Declares a buffer (HBM grows to hold it; on-chip capacity is checked).
  const BufferDecl& declare(const trace::Buffer& buffer, const std::string& file);
  // Initial contents of a declared buffer (bytes in the buffer's row-major order).
  void load(const std::string& buffer, const void* bytes, size_t count);
  std::vector<uint8_t> contents(const std::string& buffer) const;
  // Whether contents(buffer) would be `expected` (count bytes): an HBM buffer compared in place.
  bool contents_equal(const std::string& buffer, const uint8_t* expected, size_t count) const;
  // Writer tracking (mxsim diff): the off-chip memory stamps each byte an instruction writes;
  // writer_tags(buffer) gives, per byte of an off-chip buffer, the tag of its last writer (0: a
  // payload or never written; writer(tag) says which instruction), empty for on-chip buffers.
  void track_writers();
  std::vector<int32_t> writer_tags(const std::string& buffer) const;
  // How much of a matmul's PSUM destination earlier matmuls have written: "none", "all" or
  // "mixed" (what accumulate=None resolves to; the NKI front end records it explicitly).
  std::string accumulate_state(const trace::Instruction& instruction, const std::string& file);
  // Executes one instruction (its queue filled in from @queue, engine= or the table).
  void execute(trace::Instruction instruction, const std::string& file);

  // Forgets every declaration and diagnostic, keeping the memories as far as they reach: the timing
  // analysis keeps its Untracked scratch machine from one analysis to the next, so its HBM is not
  // mapped, remapped as each declaration reaches further and unmapped again every time.
  void forget_declarations();

  // Runs a whole program: declarations, payloads (from `directory`), instructions, then the
  // expect= checks. Instruction counts per queue are returned through `queue_counts`.
  std::vector<ExpectMismatch> run(trace::Program& program, const std::string& directory);

 private:
  uint64_t hbm_end_ = 0;
  std::vector<const BufferDecl*> hbm_buffers_;  // in declaration order (the overlap rule names the first)
  Contents contents_;
};

// The machine as the shared replay loop (sim/trace/replay.h) sees it.
class MachineReplay final : public trace::ReplayTarget {
 public:
  explicit MachineReplay(Machine& machine) : machine_(machine) {}
  Declared declare(const trace::Buffer& buffer, const std::string& file) override;
  void load(const std::string& buffer, const void* bytes, size_t count) override {
    machine_.load(buffer, bytes, count);
  }
  std::vector<uint8_t> contents(const std::string& buffer) const override { return machine_.contents(buffer); }
  bool contents_equal(const std::string& buffer, const uint8_t* expected, size_t count) const override {
    return machine_.contents_equal(buffer, expected, count);
  }
  void execute(const trace::Instruction& instruction, const std::string& file) override {
    machine_.execute(instruction, file);
  }

 private:
  Machine& machine_;
};

// Fills in each instruction's queue and checks the program against the trn3 schema.
void validate_program(trace::Program& program);

}  // namespace sim::trn3
