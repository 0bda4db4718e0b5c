#include "models/trn3/machine.h"

#include <algorithm>
#include <cstdint>
#include <cstring>

#include "isa/trn3/opcodes.h"
#include "isa/trn3/semantics.h"
#include "sim/core/error.h"
#include "sim/trace/mxt.h"
#include "sim/trace/replay.h"

namespace sim::trn3 {

const std::vector<MachineConfig>& machine_configs() {
  static const std::vector<MachineConfig> table = {
#define CONFIG(row_id, row_name, row_partitions, row_sbuf_bytes, row_psum_bytes, row_bank, row_st_fmax, row_mv_fp32, \
               row_mv_bf16, row_mx, row_scale_rule, row_hbm, row_description)                                        \
  MachineConfig{.name = row_name,                                                                                    \
                .limits = Limits{.partitions = row_partitions,                                                       \
                                 .sbuf_partition_bytes = row_sbuf_bytes,                                             \
                                 .psum_partition_bytes = row_psum_bytes,                                             \
                                 .psum_bank_bytes = row_bank,                                                        \
                                 .stationary_fmax = row_st_fmax,                                                     \
                                 .moving_fmax_fp32 = row_mv_fp32,                                                    \
                                 .moving_fmax_bf16 = row_mv_bf16,                                                    \
                                 .mx = row_mx,                                                                       \
                                 .quantize_scale_rule = numerics::row_scale_rule},                                   \
                .hbm_bytes = row_hbm,                                                                                \
                .description = row_description},
#include "models/trn3/configs.def"
#undef CONFIG
  };
  return table;
}

const std::string& default_config() { return machine_configs().front().name; }

const MachineConfig& machine_config(const std::string& name) {
  return trace::find_config(machine_configs(), name, "trn3");
}

namespace {
// HBM is backed only as far as the declared buffers reach; the configured capacity bounds it.
constexpr uint64_t kInitialHbm = 0;
}  // namespace

Machine::Machine(const std::string& config, DiagnosticMode mode, Contents contents)
    : MachineBase(machine_config(config)), contents_(contents) {
  state_ = std::make_unique<State>(config_.limits, kInitialHbm, mode);
}

const BufferDecl& Machine::declare(const trace::Buffer& buffer, const std::string& file) {
  BufferDecl decl = trn3::declare(buffer, file);
  if (decl.space == Space::Hbm) {
    const uint64_t end = decl.address + decl.size_bytes();
    if (end > config_.hbm_bytes)
      throw Error(trace::where(file, decl.at) + "hbm buffer '" + decl.name + "' ends at byte " + std::to_string(end) +
                  "; expected at most " + std::to_string(config_.hbm_bytes) + " (" + config_.name + " HBM)");
    // HBM is backed by host memory only as far as declared buffers reach; cap it so a stray
    // address is an error, not an allocation of the whole 144 GiB.
    if (end > kMaxBackedBytes)
      throw Error(trace::where(file, decl.at) + "hbm buffer '" + decl.name + "' ends at byte " + std::to_string(end) +
                  "; expected buffers below " + std::to_string(kMaxBackedBytes) +
                  " (kMaxBackedBytes: mxsim backs that much HBM per run)");
    if (end > hbm_end_) {
      state_->hbm.grow(end, trace::where(file, decl.at) + "hbm buffer '" + decl.name + "'");
      hbm_end_ = end;
    }
  }
  if (decl.space == Space::Hbm) {
    // NKI tensors never overlap in HBM (kernel arguments and allocations); on-chip buffers may,
    // where a recording reused the bytes of a tensor that was no longer live.
    const uint64_t begin = decl.address, end = decl.address + decl.size_bytes();
    for (const BufferDecl* earlier : hbm_buffers_) {
      const BufferDecl& other = *earlier;
      const std::string& name = other.name;
      const uint64_t other_end = other.address + other.size_bytes();
      if (begin < other_end && other.address < end) {
        TraceLocation saved = state_->location;
        state_->location = TraceLocation{file, decl.at.line, decl.at.column, -1, {}, "buffer"};
        state_->report(DiagnosticCode::Overlap, "hbm buffer '" + decl.name + "' overlaps buffer '" + name + "'",
                       "disjoint byte ranges",
                       "bytes " + std::to_string(begin) + ".." + std::to_string(end) + " and " +
                           std::to_string(other.address) + ".." + std::to_string(other_end));
        state_->location = saved;
        break;
      }
    }
  }
  const BufferDecl& added = state_->add_buffer(std::move(decl), file);
  if (added.space == Space::Hbm) hbm_buffers_.push_back(&added);
  if (on_chip(added.space) && contents_ == Contents::Tracked) {
    // A new tensor over the bytes of a dead one (the allocator reused them): its bytes are
    // uninitialised again, and a PSUM tensor starts a new accumulation group (accumulate=None
    // overwrites it first).
    const View whole = state_->resolve(trace::Value{trace::Reference{added.name, {}, {}}, {}, false}, "buffer", file);
    state_->forget(whole);
  }
  return added;
}

std::string Machine::accumulate_state(const trace::Instruction& instruction, const std::string& file) {
  const trace::Keyword* dst = instruction.operand("dst");
  if (!dst) return "none";
  const View view = state_->resolve(dst->value, "dst", file);
  if (view.space != Space::Psum) return "none";
  size_t written = 0;
  const std::vector<uint8_t> flags = state_->matmul_written(view);
  for (uint8_t f : flags) written += f;
  return written == 0 ? "none" : written == flags.size() ? "all" : "mixed";
}

void Machine::load(const std::string& name, const void* bytes, size_t count) {
  state_->settle();  // a matmul still running writes PSUM first
  const auto found = state_->buffers.find(name);
  if (found == state_->buffers.end()) throw Error("unknown buffer '" + name + "'; expected a declared buffer");
  const BufferDecl& b = found->second;
  if (count != b.size_bytes())
    throw Error("buffer '" + b.name + "': payload of " + std::to_string(count) + " bytes; expected " +
                std::to_string(b.size_bytes()) + " bytes for shape " + shape_text(b.shape) + " " +
                std::string(spec_of(b.dtype).name));
  const auto* data = static_cast<const uint8_t*>(bytes);
  if (!on_chip(b.space)) {
    state_->hbm.preload(b.address, data, count);
    return;
  }
  const uint64_t per_partition = count / static_cast<uint64_t>(b.shape[0]);
  const int64_t pbytes = state_->partition_bytes(b.space);
  for (int64_t p = 0; p < b.shape[0]; ++p)
    state_->memory(b.space).preload(static_cast<uint64_t>((b.partition + p) * pbytes) + b.address,
                                    data + static_cast<uint64_t>(p) * per_partition, per_partition);
}

void Machine::track_writers() { track_writers_of(state_->hbm); }

std::vector<int32_t> Machine::writer_tags(const std::string& name) const {
  const auto found = state_->buffers.find(name);
  if (found == state_->buffers.end()) throw Error("unknown buffer '" + name + "'; expected a declared buffer");
  const BufferDecl& b = found->second;
  if (on_chip(b.space)) return {};
  std::vector<int32_t> tags(b.size_bytes());
  for (size_t i = 0; i < tags.size(); ++i) tags[i] = state_->hbm.writer_of(b.address + i);
  return tags;
}

std::vector<uint8_t> Machine::contents(const std::string& name) const {
  state_->settle();  // a matmul still running writes PSUM first
  const auto found = state_->buffers.find(name);
  if (found == state_->buffers.end()) throw Error("unknown buffer '" + name + "'; expected a declared buffer");
  const BufferDecl& b = found->second;
  std::vector<uint8_t> out(b.size_bytes());
  if (!on_chip(b.space)) {
    state_->hbm.read_raw(b.address, out.data(), out.size());
    return out;
  }
  const uint64_t per_partition = out.size() / static_cast<uint64_t>(b.shape[0]);
  const int64_t pbytes = state_->partition_bytes(b.space);
  for (int64_t p = 0; p < b.shape[0]; ++p)
    state_->memory(b.space).read_raw(static_cast<uint64_t>((b.partition + p) * pbytes) + b.address,
                                     out.data() + static_cast<uint64_t>(p) * per_partition, per_partition);
  return out;
}

bool Machine::contents_equal(const std::string& name, const uint8_t* expected, size_t count) const {
  state_->settle();
  const auto found = state_->buffers.find(name);
  if (found == state_->buffers.end()) throw Error("unknown buffer '" + name + "'; expected a declared buffer");
  const BufferDecl& b = found->second;
  if (on_chip(b.space)) return trace::same_bytes(contents(name), expected, count);  // partition by partition
  return b.size_bytes() == count && state_->hbm.equals(b.address, expected, count);
}

namespace {

trace::TargetSchema full_schema() {
  trace::TargetSchema schema = trn3::schema();
  schema.configs.clear();
  for (const MachineConfig& c : machine_configs()) schema.configs.push_back(c.name);
  return schema;
}

}  // namespace

void validate_program(trace::Program& program) {
  // validate() names an unknown mnemonic or operand; then each instruction without @queue gets
  // the queue its row and engine= give it
  std::vector<char> explicit_queue;
  for (const trace::Instruction& i : program.instructions) explicit_queue.push_back(!i.queue.empty());
  static const trace::TargetSchema schema = full_schema();
  trace::validate(program, schema);
  for (size_t k = 0; k < program.instructions.size(); ++k) {
    trace::Instruction& i = program.instructions[k];
    if (explicit_queue[k]) continue;
    i.queue.clear();
    i.queue = queue_of(i, program.file);
  }
}

void Machine::forget_declarations() {
  hbm_buffers_.clear();
  state_->buffers.clear();
  state_->sink = DiagnosticSink(state_->sink.mode());
}

void Machine::execute(trace::Instruction instruction, const std::string& file) {
  instruction.queue = queue_of(instruction, file);
  begin_instruction(TraceLocation{file, instruction.at.line, instruction.at.column, executed_, instruction.queue,
                                  instruction.mnemonic});
  trn3::execute(*state_, instruction, file, executed_);
  count_executed(instruction.queue);
}

trace::ReplayTarget::Declared MachineReplay::declare(const trace::Buffer& buffer, const std::string& file) {
  const BufferDecl& decl = machine_.declare(buffer, file);
  return Declared{decl.name,
                  decl.size_bytes(),
                  spec_of(decl.dtype).bytes,
                  shape_text(decl.shape) + " " + std::string(spec_of(decl.dtype).name),
                  decl.payload,
                  decl.expect};
}

std::vector<ExpectMismatch> Machine::run(trace::Program& program, const std::string& directory) {
  validate_program(program);
  MachineReplay target(*this);
  return trace::replay(program, directory, target);
}

}  // namespace sim::trn3
