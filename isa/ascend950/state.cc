#include "isa/ascend950/state.h"

#include <algorithm>
#include <stdexcept>

#include "sim/core/error.h"
#include "sim/trace/attributes.h"

namespace sim::ascend950 {

namespace {

constexpr std::string_view kSpaceNames[kSpaceCount] = {"gm",     "l1",  "l0a", "l0b", "l0a_mx",
                                                       "l0b_mx", "l0c", "bt",  "fb",  "ub"};
constexpr std::string_view kPipeNames[] = {"PIPE_S",    "PIPE_V",    "PIPE_M",   "PIPE_MTE1",
                                           "PIPE_MTE2", "PIPE_MTE3", "PIPE_FIX", "PIPE_ALL"};
constexpr std::string_view kQueueNames[] = {"s", "v", "m", "mte1", "mte2", "mte3", "fix", "all"};

// Base alignment of a declared tile per space (asc-devkit C-API general constraints; fact sheet §1):
// L1, UB and the scale buffers 32 B, L0A / L0B 512 B, L0C, the bias table and the Fixpipe buffer
// 64 B (its quantisation parameters 128 B: checked where FIXPIPE reads them).
constexpr int64_t kTileAlignment[kSpaceCount] = {1, 32, 512, 512, 32, 32, 64, 64, 64, 32};

std::string identifier(const trace::Keyword& k, const std::string& file, const std::string& expected) {
  const auto* ref = std::get_if<trace::Reference>(&k.value.data);
  const auto* str = std::get_if<std::string_view>(&k.value.data);
  if (ref && ref->index.empty() && ref->calls.empty()) return std::string(ref->name);
  if (str) return std::string(*str);
  throw Error(trace::where(file, k.value.at) + "'" + std::string(k.name) + "' is not a name; expected " + expected);
}

std::optional<Layout> layout_by_name(std::string_view name) {
  for (Layout l : {Layout::ND, Layout::DN, Layout::NZ, Layout::ZN, Layout::ZZ, Layout::NN})
    if (name_of(l) == name) return l;
  return std::nullopt;
}

}  // namespace

std::string_view name_of(Space space) { return kSpaceNames[static_cast<size_t>(space)]; }

std::optional<Space> space_by_name(std::string_view name) {
  for (int i = 0; i < kSpaceCount; ++i)
    if (kSpaceNames[i] == name) return static_cast<Space>(i);
  return std::nullopt;
}

std::string_view name_of(Pipe pipe) { return kPipeNames[static_cast<size_t>(pipe)]; }
std::string queue_of(Pipe pipe) { return std::string(kQueueNames[static_cast<size_t>(pipe)]); }

std::string_view pipe_queue(std::string_view queue) {
  for (std::string_view prefix : {"core", "aiv"})
    if (queue.starts_with(prefix)) {
      const size_t underscore = queue.find('_');
      if (underscore != std::string_view::npos) queue = queue.substr(underscore + 1);
    }
  return queue;
}

CoreState::CoreState(const Capacities& c)
    : memories{Memory("GM", 0),
               Memory("L1", static_cast<uint64_t>(c.l1)),
               Memory("L0A", static_cast<uint64_t>(c.l0a)),
               Memory("L0B", static_cast<uint64_t>(c.l0b)),
               Memory("L0A_MX", static_cast<uint64_t>(c.l0a_mx)),
               Memory("L0B_MX", static_cast<uint64_t>(c.l0b_mx)),
               Memory("L0C", static_cast<uint64_t>(c.l0c)),
               Memory("BT", static_cast<uint64_t>(c.bt)),
               Memory("FB", static_cast<uint64_t>(c.fb)),
               Memory("UB", static_cast<uint64_t>(c.ub))},
      unit_flags(static_cast<size_t>(c.l0c / 512), 0) {}

namespace {

// The cube side has every on-chip space but UB; a vector core only its UB.
Capacities cube_side(Capacities c) {
  c.ub = 0;
  return c;
}
Capacities vector_core(const Capacities& c) { return Capacities{.fb = 0, .ub = c.ub}; }

}  // namespace

State::State(const Capacities& c, DiagnosticMode mode, int core_count_)
    : capacities(c), gm("GM", 0), core_count(std::max(1, core_count_)), sink(mode) {
  cores.reserve(static_cast<size_t>(core_count));  // a core's memories never move once made
  cores.emplace_back(cube_side(c));
}

std::string State::unit_name(int u) const {
  return "core " + std::to_string(core_of_unit(u)) + (is_vector(u) ? " AIV" + std::to_string(aiv_of_unit(u)) : "");
}

CoreState& State::unit(int u) {
  if (is_vector(u)) return vector_cores.try_emplace(u, vector_core(capacities)).first->second;
  while (static_cast<int>(cores.size()) <= u) cores.emplace_back(cube_side(capacities));
  return cores[static_cast<size_t>(u)];
}

const CoreState& State::unit(int u) const {
  if (is_vector(u)) {
    const auto found = vector_cores.find(u);
    SIM_ASSERT(found != vector_cores.end(), "a vector core not yet made");
    return found->second;
  }
  return cores[static_cast<size_t>(u)];
}

void State::select(int u) {
  SIM_ASSERT(u >= 0 && u < unit_count(), "a unit outside the configuration");
  unit(u);
  unit(core_of_unit(u));  // a vector core reaches its AI Core's L1
  current = u;
}

// A product whose tiles failed (a task's exception, rethrown by finish()) throws here, at the
// instruction that next touched L0C; its written flags were set at the mad_mx. Nothing in a
// product's tiles throws but an allocation failure.
void State::settle() const {
  if (!pending_mmad) return;
  std::unique_ptr<PendingMmad> landing = std::move(pending_mmad);
  landing->land();
  spare_mmad = std::move(landing);
}

Memory& State::memory(Space space, int u) {
  if (space == Space::Gm) return gm;
  if (space == Space::L0C) settle();
  // a UB is a vector core's (the cube side's UB slot is empty: every cube-side access names the
  // vector core, copy_matrix_cc_to_ub)
  SIM_ASSERT(space != Space::Ub || is_vector(u), "a UB access on the cube side");
  return unit(space == Space::Ub ? u : core_of_unit(u)).memories[static_cast<size_t>(space)];
}

const Memory& State::memory(Space space, int u) const {
  if (space == Space::Gm) return gm;
  if (space == Space::L0C) settle();
  return unit(space == Space::Ub ? u : core_of_unit(u)).memories[static_cast<size_t>(space)];
}

int64_t State::capacity(Space space) const {
  switch (space) {
    case Space::Gm: return static_cast<int64_t>(capacities.gm);
    case Space::L1: return capacities.l1;
    case Space::L0A: return capacities.l0a;
    case Space::L0B: return capacities.l0b;
    case Space::L0AMx: return capacities.l0a_mx;
    case Space::L0BMx: return capacities.l0b_mx;
    case Space::L0C: return capacities.l0c;
    case Space::Bt: return capacities.bt;
    case Space::Fb: return capacities.fb;
    case Space::Ub: return capacities.ub;
  }
  return 0;
}

void State::report(DiagnosticCode code, std::string message, std::string expected, std::string actual) {
  sink.report(Diagnostic{code, location, std::move(message), std::move(expected), std::move(actual)});
}

const Tile& State::declare(const trace::Buffer& buffer, const std::string& file) {
  Tile t;
  t.name = buffer.name;
  t.at = buffer.at;
  const auto space = space_by_name(buffer.space);
  if (!space)
    throw Error(trace::where(file, buffer.at) + "unknown memory space '" + buffer.space +
                "'; expected gm, l1, l0a, l0b, l0a_mx, l0b_mx, l0c, bt, fb or ub");
  t.space = *space;
  bool has_shape = false, has_dtype = false, has_address = false, has_core = false, has_aiv = false;
  for (const trace::Keyword& k : buffer.attributes) {
    if (k.name == "address") {
      t.address = trace::integer_attribute(k, file);
      if (t.address < 0 || t.address > (int64_t{1} << 40))
        throw Error(trace::where(file, k.value.at) + "address " + std::to_string(t.address) +
                    " out of range; expected 0..2^40");
      has_address = true;
    } else if (k.name == "shape") {
      t.shape = trace::shape_attribute(k, file, kMaxTileElements);
      has_shape = true;
    } else if (k.name == "dtype") {
      const std::string name = identifier(k, file, "a dtype");
      const auto dtype = dtype_by_name(name);
      if (!dtype)
        throw Error(trace::where(file, k.value.at) + "unknown dtype '" + name + "'; expected one of: " + dtype_names());
      t.dtype = *dtype;
      has_dtype = true;
    } else if (k.name == "layout") {
      const std::string name = identifier(k, file, "a layout");
      t.layout = layout_by_name(name);
      if (!t.layout)
        throw Error(trace::where(file, k.value.at) + "unknown layout '" + name +
                    "'; expected ND, DN, NZ, ZN, ZZ or NN");
    } else if (k.name == "core") {
      t.core = static_cast<int>(trace::integer_attribute(k, file));
      if (t.core < 0 || t.core >= core_count)
        throw Error(trace::where(file, k.value.at) + "core " + std::to_string(t.core) + " out of range; expected 0.." +
                    std::to_string(core_count - 1) + " (the configuration's AI Cores)");
      has_core = true;
    } else if (k.name == "aiv") {
      t.aiv = static_cast<int>(trace::integer_attribute(k, file));
      if (t.aiv < 0 || t.aiv >= kVectorCoresPerCore)
        throw Error(trace::where(file, k.value.at) + "aiv " + std::to_string(t.aiv) +
                    " out of range; expected 0 or 1 (an AI Core's two vector cores)");
      has_aiv = true;
    } else if (k.name == "payload" || k.name == "expect") {
      (k.name == "payload" ? t.payload : t.expect) = trace::string_attribute(k, file);
    } else {
      throw Error(trace::where(file, k.at) + "unknown buffer attribute '" + std::string(k.name) +
                  "'; expected address, shape, dtype, layout, core, aiv, payload or expect");
    }
  }
  if (has_core && t.space == Space::Gm)
    throw Error(trace::where(file, buffer.at) + "gm buffer '" + t.name +
                "' has core=; expected core= only on on-chip buffers (GM is every AI Core's)");
  if (has_aiv && t.space != Space::Ub)
    throw Error(trace::where(file, buffer.at) + std::string(name_of(t.space)) + " buffer '" + t.name +
                "' has aiv=; expected aiv= only on ub buffers (each vector core has its own UB)");
  if (t.space == Space::Ub && !has_aiv) t.aiv = 0;  // AIV0's, unless aiv= names the other
  t.unit = t.space == Space::Gm ? 0 : unit_of(t.core, t.aiv, core_count);
  if (!has_shape)
    throw Error(trace::where(file, buffer.at) + "buffer '" + buffer.name + "' has no shape; expected shape=[...]");
  if (!has_dtype)
    throw Error(trace::where(file, buffer.at) + "buffer '" + buffer.name + "' has no dtype; expected dtype=...");
  if (!has_address)
    throw Error(trace::where(file, buffer.at) + "buffer '" + buffer.name + "' has no address; expected address=...");
  if (tiles.count(t.name))
    throw Error(trace::where(file, buffer.at) + "buffer '" + t.name + "' declared twice; expected one declaration");
  const int bits = spec_of(t.dtype).bits;
  int64_t elements = 1;
  for (int64_t d : t.shape) elements *= d;
  if (t.layout && *t.layout != Layout::ND && *t.layout != Layout::DN) {
    if (t.shape.size() != 2)
      throw Error(trace::where(file, buffer.at) + "fractal layout " + std::string(name_of(*t.layout)) + " on a " +
                  std::to_string(t.shape.size()) + "-dimensional tile; expected a [rows, cols] tile");
    const Layout storage = t.space == Space::L0C && *t.layout == Layout::NZ ? Layout::L0C : *t.layout;
    try {
      t.bytes = geometry(storage, bits, t.shape[0], t.shape[1]).bytes();
    } catch (const std::invalid_argument& e) {  // e.g. an L0C tile that is not FP32, a ZZ tile of FP16
      throw Error(trace::where(file, buffer.at) + "buffer '" + t.name + "' " + std::string(spec_of(t.dtype).name) +
                  " " + std::string(name_of(*t.layout)) + ": " + e.what());
    }
  } else {
    if (bits == 4 && elements % 2 != 0)
      throw Error(trace::where(file, buffer.at) + "FP4 buffer '" + t.name + "' of " + std::to_string(elements) +
                  " elements; expected an even count (two per byte)");
    t.bytes = elements * bits / 8;
  }
  location = TraceLocation{file, buffer.at.line, buffer.at.column, -1, {}, "buffer"};
  if (t.space != Space::Gm) unit(t.unit);
  const int64_t cap = capacity(t.space);
  if (t.address + t.bytes > cap)
    report(DiagnosticCode::Capacity, std::string(name_of(t.space)) + " tile '" + t.name + "' does not fit its buffer",
           "end <= " + std::to_string(cap) + " bytes",
           "bytes " + std::to_string(t.address) + ".." + std::to_string(t.address + t.bytes));
  const int64_t align = kTileAlignment[static_cast<size_t>(t.space)];
  if (t.address % align != 0)
    report(DiagnosticCode::Misaligned, std::string(name_of(t.space)) + " tile '" + t.name + "' base address",
           "a multiple of " + std::to_string(align) + " bytes", std::to_string(t.address));
  return tiles.emplace(t.name, std::move(t)).first->second;
}

Operand State::resolve(const trace::Value& value, const char* operand, const std::string& file) const {
  const auto* ref = std::get_if<trace::Reference>(&value.data);
  if (!ref || !ref->calls.empty())
    throw Error(trace::where(file, value.at) + "operand '" + operand +
                "' is not a buffer; expected NAME or NAME[byte_offset]");
  const auto found = tiles.find(ref->name);
  if (found == tiles.end())
    throw Error(trace::where(file, value.at) + "unknown buffer '" + std::string(ref->name) +
                "'; expected a declared buffer");
  const Tile& t = found->second;
  // a unit reaches its AI Core's cube-side buffers; a UB only its vector core and that core's cube side
  const bool reachable = t.space == Space::Gm || (t.core == core_of_unit(current) &&
                                                  (t.space != Space::Ub || !is_vector(current) || t.unit == current));
  if (!reachable)
    throw Error(trace::where(file, value.at) + "operand '" + operand + "' is " + unit_name(t.unit) + "'s " +
                std::string(name_of(t.space)) + " tile '" + t.name + "'; expected a tile " + unit_name(current) +
                " reaches (this instruction runs on " + unit_name(current) + ") or a gm tensor");
  Operand o{&found->second, 0};
  if (!ref->index.empty()) {
    const trace::Slice& s = ref->index[0];
    if (ref->index.size() != 1 || s.is_range || !s.has_start || s.start < 0 || s.start >= found->second.bytes)
      throw Error(trace::where(file, value.at) + "operand '" + operand + "' index; expected one byte offset in 0.." +
                  std::to_string(found->second.bytes - 1) + " of buffer '" + found->second.name + "'");
    o.offset = s.start;
  }
  return o;
}

bool State::check_in_memory(Space space, int64_t address, int64_t bytes, const char* operand) {
  const int64_t size = space == Space::Gm ? static_cast<int64_t>(memory(space).size_bytes()) : capacity(space);
  if (address >= 0 && bytes >= 0 && bytes <= size && address <= size - bytes) return true;
  report(DiagnosticCode::OutOfBounds, std::string(operand) + " access leaves " + std::string(memory(space).name()),
         "bytes within 0.." + std::to_string(size), std::to_string(bytes) + " bytes at " + std::to_string(address));
  return false;
}

}  // namespace sim::ascend950
