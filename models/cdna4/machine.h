// The CDNA4 functional model: one workgroup on one CU. A Program's instructions are the kernel
// every wave runs (an `@wN` prefix limits one to wave N); waves run in order between
// s_barriers: each runs until it reaches a barrier or its end, then all continue. Waves are the
// ones the declarations name (register buffers with wave=N), at least one.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "isa/cdna4/hazards.h"
#include "isa/cdna4/opcodes.h"
#include "isa/cdna4/state.h"
#include "sim/trace/machine_base.h"
#include "sim/trace/program.h"
#include "sim/trace/replay.h"

namespace sim::cdna4 {

struct MachineConfig {
  std::string name;
  int compute_units = 0;
  int clock_mhz = 0;
  Limits limits;
  std::string description;
};

const std::vector<MachineConfig>& machine_configs();
const MachineConfig& machine_config(const std::string& name);
const std::string& default_config();  // the first row of configs.def

class Machine : public trace::MachineBase<MachineConfig, State> {
 public:
  Machine(const std::string& config, DiagnosticMode mode, const std::string& convention = "isa");

  const DeclaredBuffer& declare(const trace::Buffer& buffer, const std::string& file);
  void load(const std::string& buffer, const void* bytes, size_t count) { state_->load(buffer, bytes, count); }
  std::vector<uint8_t> contents(const std::string& buffer) const { return state_->contents(buffer); }
  bool contents_equal(const std::string& buffer, const uint8_t* expected, size_t count) const {
    return state_->contents_equal(buffer, expected, count);
  }
  // Writer tracking (mxsim diff): the off-chip memory stamps each byte an instruction writes;
  // writer_tags(buffer) gives, per byte of an off-chip buffer, the tag of its last writer (0: a
  // payload or never written; writer(tag) says which instruction), empty for on-chip buffers.
  void track_writers();
  std::vector<int32_t> writer_tags(const std::string& buffer) const;

  // One instruction on one wave now (the Python builder's single steps); returns its row.
  // `footprint`: the instruction's, when the caller has read it already (else it is read here).
  const OpRow& execute(int wave, const trace::Instruction& instruction, const std::string& file,
                       const Footprint* footprint = nullptr);
  // The whole kernel on every wave, barriers synchronising them.
  void run_waves(const std::vector<trace::Instruction>& kernel, const std::string& file);
  // After the last instruction: what the kernel's end reveals (an ld_scale no MFMA followed).
  void finish_waves();
  std::vector<trace::ExpectMismatch> run(trace::Program& program, const std::string& directory);

 private:
  HazardChecker hazards_;
};

// The replay loop's view of a Machine (sim/trace/replay.h). Every wave runs the whole kernel, so
// by default it collects the instructions and runs them on every wave at the end; a timed run
// (collect_kernel false) executes each wave's steps itself and the replay only declares, loads and
// finishes.
class MachineReplay final : public trace::ReplayTarget {
 public:
  MachineReplay(Machine& machine, const std::string& file, bool collect_kernel = true)
      : machine_(machine), file_(file), collect_(collect_kernel) {}
  Declared declare(const trace::Buffer& buffer, const std::string& file) override;
  void load(const std::string& buffer, const void* bytes, size_t count) override {
    machine_.load(buffer, bytes, count);
  }
  std::vector<uint8_t> contents(const std::string& buffer) const override { return machine_.contents(buffer); }
  bool contents_equal(const std::string& buffer, const uint8_t* expected, size_t count) const override {
    return machine_.contents_equal(buffer, expected, count);
  }
  void execute(const trace::Instruction& instruction, const std::string& file) override;
  void finish() override;

 private:
  Machine& machine_;
  std::string file_;
  bool collect_;
  std::vector<trace::Instruction> kernel_;
};

// The wave an `@wN` prefix names, -1 without one (every wave runs it); sim::Error for another prefix.
int wave_of(const trace::Instruction& instruction, const std::string& file);

// Checks a program against the cdna4 schema (and its `@wN` prefixes).
void validate_program(trace::Program& program);

}  // namespace sim::cdna4
