#include "models/cdna4/machine.h"

#include <optional>

#include "isa/cdna4/execute.h"
#include "isa/cdna4/pending_mfma.h"
#include "sim/core/error.h"
#include "sim/numerics/convert.h"
#include "sim/trace/mxt.h"

namespace sim::cdna4 {

const std::vector<MachineConfig>& machine_configs() {
  static const std::vector<MachineConfig> table = {
#define CONFIG(row_id, row_name, row_cus, row_mhz, row_lds, row_waves, row_description) \
  MachineConfig{.name = row_name,                                                       \
                .compute_units = row_cus,                                               \
                .clock_mhz = row_mhz,                                                   \
                .limits = Limits{.lds_bytes = row_lds, .max_waves = row_waves},         \
                .description = row_description},
#include "models/cdna4/configs.def"
#undef CONFIG
  };
  return table;
}

const std::string& default_config() { return machine_configs().front().name; }

const MachineConfig& machine_config(const std::string& name) {
  return trace::find_config(machine_configs(), name, "cdna4");
}

Machine::Machine(const std::string& config, DiagnosticMode mode, const std::string& convention)
    : MachineBase(machine_config(config)) {
  state_ = std::make_unique<State>(config_.limits, mode, lane_convention(convention));
}

const DeclaredBuffer& Machine::declare(const trace::Buffer& buffer, const std::string& file) {
  return state_->declare(buffer, file);
}

// "@w3" -> 3; no prefix -> -1 (every wave)
int wave_of(const trace::Instruction& instruction, const std::string& file) {
  if (instruction.queue.empty()) return -1;
  const std::string& q = instruction.queue;
  if (q.size() >= 2 && q[0] == 'w' && q.find_first_not_of("0123456789", 1) == std::string::npos && q.size() <= 4)
    return std::stoi(q.substr(1));
  throw Error(trace::where(file, instruction.at) + "@" + q +
              "; expected @wN (the wave that runs it) or no prefix (every wave)");
}

void Machine::track_writers() { track_writers_of(state_->global); }

std::vector<int32_t> Machine::writer_tags(const std::string& name) const {
  const auto found = state_->buffers.find(name);
  if (found == state_->buffers.end()) throw Error("unknown buffer '" + name + "'; expected a declared buffer");
  const DeclaredBuffer& d = found->second;
  if (d.space != "global") return {};
  std::vector<int32_t> tags(d.bytes);
  for (size_t i = 0; i < tags.size(); ++i) tags[i] = state_->global.writer_of(d.address + i);
  return tags;
}

const OpRow& Machine::execute(int wave, const trace::Instruction& instruction, const std::string& file,
                              const Footprint* footprint) {
  Wave& w = state_->wave(wave);
  const std::string queue = queue_of(wave);
  state_->location =
      TraceLocation{file, instruction.at.line, instruction.at.column, executed_, queue, instruction.mnemonic};
  begin_instruction(state_->location);
  count_executed(queue);
  // the wait states software must insert (isa/cdna4/hazards.h), checked around the instruction
  std::optional<Footprint> own;
  if (footprint == nullptr) footprint = &own.emplace(footprint_of(instruction, file));
  const Footprint& f = *footprint;
  // a pending MFMA of this wave lands before anything reads or writes its D (pending_mfma.h)
  if (state_->mfma_pending(wave) && state_->pending_mfma[static_cast<size_t>(wave)]->touches(f))
    state_->settle_mfma(wave);
  std::string at = trace::where(file, instruction.at);
  at.resize(at.size() - 2);  // without the ": "
  hazards_.before(*state_, w, f, at);
  try {
    const OpRow& row = cdna4::execute(*state_, w, instruction, file);
    hazards_.after(w, f, at);
    return row;
  } catch (...) {
    hazards_.abandon(w);
    throw;
  }
}

void Machine::run_waves(const std::vector<trace::Instruction>& kernel, const std::string& file) {
  const int waves = std::max<int>(1, static_cast<int>(state_->waves.size()));
  state_->wave(waves - 1);
  for (const trace::Instruction& instruction : kernel)
    if (const int only = wave_of(instruction, file); only >= waves)
      throw Error(trace::where(file, instruction.at) + "@w" + std::to_string(only) +
                  " names a wave the program does not have; expected @w0.." + "@w" + std::to_string(waves - 1) +
                  " (waves are those the register buffers declare)");
  std::vector<size_t> pc(static_cast<size_t>(waves), 0);
  // MFMAs run beside the instructions after them while the waves run (pending_mfma.h), where a
  // second thread is allowed
  struct Deferring {
    State& state;
    explicit Deferring(State& s) : state(s) {
      if (numerics::thread_count() > 1) state.mfma_queue = std::make_unique<MfmaQueue>();
    }
    ~Deferring() {
      // after an error too the products queued land (as each computed at once would have), their
      // own errors dropped behind the one already on its way
      for (size_t w = 0; w < state.pending_mfma.size(); ++w) try {
          state.settle_mfma(static_cast<int>(w));
        } catch (...) {
        }
      state.mfma_queue.reset();
      state.pending_mfma.clear();
    }
  } deferring(*state_);
  // each instruction's footprint read once for all the waves (when the first one reaches it, so
  // errors come in the order the waves meet them)
  std::vector<std::optional<Footprint>> footprints(kernel.size());
  for (;;) {
    bool progressed = false, any_live = false;
    for (int w = 0; w < waves; ++w) {
      Wave& wave = state_->waves[static_cast<size_t>(w)];
      size_t& at = pc[static_cast<size_t>(w)];
      while (!wave.ended && at < kernel.size()) {
        const size_t i = at++;
        const trace::Instruction& instruction = kernel[i];
        const int only = wave_of(instruction, file);
        if (only >= 0 && only != w) continue;
        progressed = true;
        if (!footprints[i]) footprints[i] = footprint_of(instruction, file);
        if (execute(w, instruction, file, &*footprints[i]).op == Op::SBarrier) break;  // wait for the others
      }
      if (!wave.ended && at < kernel.size()) any_live = true;
    }
    if (!any_live || !progressed) break;
  }
  state_->settle_mfmas();
  finish_waves();
}

void Machine::finish_waves() {
  // a pending ld_scale at the end never met its MFMA
  for (Wave& w : state_->waves)
    if (w.ld_scale) {
      state_->report(DiagnosticCode::CdnaLdScale,
                     std::string(row_of(Op::LdScale).mnemonic) + " at " + w.ld_scale->at + " ends the kernel",
                     "an f8f6f4 MFMA after it", "none");
      w.ld_scale.reset();
    }
}

MachineReplay::Declared MachineReplay::declare(const trace::Buffer& buffer, const std::string& file) {
  const DeclaredBuffer& d = machine_.declare(buffer, file);
  std::string shape = "[";
  for (size_t i = 0; i < d.shape.size(); ++i) shape += (i ? ", " : "") + std::to_string(d.shape[i]);
  return Declared{d.name, d.bytes, d.element_bytes, shape + "] " + d.dtype, d.payload, d.expect};
}

void MachineReplay::execute(const trace::Instruction& instruction, const std::string&) {
  if (collect_) kernel_.push_back(instruction);
}

void MachineReplay::finish() {
  if (collect_)
    machine_.run_waves(kernel_, file_);
  else
    machine_.finish_waves();
}

void validate_program(trace::Program& program) {
  static const trace::TargetSchema schema = [] {
    trace::TargetSchema s = cdna4::schema();
    for (const MachineConfig& c : machine_configs()) s.configs.push_back(c.name);
    return s;
  }();
  trace::validate(program, schema);
  for (const trace::Instruction& i : program.instructions) wave_of(i, program.file);
}

std::vector<trace::ExpectMismatch> Machine::run(trace::Program& program, const std::string& directory) {
  validate_program(program);
  MachineReplay target(*this, program.file);
  return trace::replay(program, directory, target);
}

}  // namespace sim::cdna4
