// The Ascend 950 functional model of the AI Cores' cube sides: a machine configuration
// (configs.def), their memories (each core its own on-chip buffers, all of them one GM), and a
// scheduler that runs each pipe's instructions in order. Each core's pipes (MTE2, MTE1, M, FIX)
// are independent queues (core K > 0's named coreK_<pipe>); an instruction starts when it is the head of
// its queue and nothing it waits for (a set_flag, a mutex, an L0C unit flag) is missing. Among
// the heads that can start, the one earliest in the trace runs first, so a program whose order
// is already legal runs in trace order. Heads that can never start are a hang, reported at the end.
#pragma once

#include <deque>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "isa/ascend950/races.h"
#include "isa/ascend950/state.h"
#include "sim/trace/machine_base.h"
#include "sim/trace/program.h"
#include "sim/trace/replay.h"

namespace sim::ascend950 {

struct MachineConfig {
  std::string name;
  Capacities capacities;
  int cube_cores = 0;
  std::string description;
};

const std::vector<MachineConfig>& machine_configs();
const MachineConfig& machine_config(const std::string& name);  // throws sim::Error listing the names

// The unit an instruction runs on (its core= and aiv= attributes; state.h unit_of), or a sim::Error
// at its position naming the configuration's cores.
int unit_in(const MachineConfig& config, const trace::Instruction& instruction, const std::string& file);
const std::string& default_config();  // the first row of configs.def

using trace::ExpectMismatch;

class Machine : public trace::MachineBase<MachineConfig, State> {
 public:
  Machine(const std::string& config, DiagnosticMode mode);

  const Tile& declare(const trace::Buffer& buffer, const std::string& file);
  void load(const std::string& buffer, const void* bytes, size_t count);
  std::vector<uint8_t> contents(const std::string& buffer) const;
  // Whether contents(buffer) would be `expected` (count bytes), compared in place.
  bool contents_equal(const std::string& buffer, const uint8_t* expected, size_t count) const;
  // Writer tracking (mxsim diff): the off-chip memory stamps each byte an instruction writes;
  // writer_tags(buffer) gives, per byte of an off-chip buffer, the tag of its last writer (0: a
  // payload or never written; writer(tag) says which instruction), empty for on-chip buffers.
  void track_writers();
  std::vector<int32_t> writer_tags(const std::string& buffer) const;

  // Issues one instruction to its pipe and runs whatever can run. `keep` holds the arena the
  // instruction's operands live in while it waits (a front end's one-line Program).
  void issue(const trace::Instruction& instruction, const std::string& file, std::shared_ptr<void> keep = {});
  // End of the program: whatever is still waiting can never start (a hang: its rule's diagnostic),
  // then flags left set and mutexes left held.
  void finish();

  std::vector<ExpectMismatch> run(trace::Program& program, const std::string& directory);

  long pending() const;

 private:
  struct Issued {
    trace::Instruction instruction;
    std::string file;
    long index = 0;   // issue order
    long ticket = 0;  // get_buf
    int core = 0;     // the AI Core it runs on
    std::shared_ptr<void> keep;
  };
  void drain();
  void locate(const Issued& issued);

  std::map<std::string, std::deque<Issued>> queues_;
  std::vector<RaceChecker> races_;  // per AI Core (its three units), ASC-RACE: accesses no synchronisation orders
  long issued_ = 0;
  bool hung_ = false;
};

// The machine as the shared replay loop drives it (sim/trace/replay.h): an instruction is issued
// to its pipe; finish() drains the pipes and reports what hangs.
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
    machine_.issue(instruction, file);
  }
  void finish() override { machine_.finish(); }

 private:
  Machine& machine_;
};

// Fills in each instruction's queue and checks the program against the ascend950 schema.
void validate_program(trace::Program& program);

}  // namespace sim::ascend950
