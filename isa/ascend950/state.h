// What Ascend 950 instructions read and write: the GM every AI Core shares and, per AI Core's cube
// side, its own memories (L1, L0A, L0B, L0A_MX, L0B_MX, L0C, the bias table) as flat byte spaces
// with written flags and its synchronisation state (set_flag events, get_buf mutexes, L0C unit
// flags, the GM atomic mode); the tiles a trace declares in them and the diagnostics sink.
// Instructions run on one core at a time: the machine selects it (State::select) before each.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "isa/ascend950/dtype.h"
#include "isa/ascend950/layout.h"
#include "sim/core/diagnostic.h"
#include "sim/core/memory.h"
#include "sim/trace/program.h"

namespace sim::ascend950 {

enum class Space : uint8_t { Gm, L1, L0A, L0B, L0AMx, L0BMx, L0C, Bt };
inline constexpr int kSpaceCount = 8;
std::string_view name_of(Space space);  // the trace's space names: gm, l1, l0a, l0b, l0a_mx, l0b_mx, l0c, bt
std::optional<Space> space_by_name(std::string_view name);

// Byte sizes of the on-chip buffers (machine configuration) and the GM the model backs.
// Buffer sizes in bytes; the values are the rows of models/ascend950/configs.def.
struct Capacities {
  int64_t l1 = 0, l0a = 0, l0b = 0, l0a_mx = 0, l0b_mx = 0, l0c = 0, bt = 0;
  uint64_t gm = 0;
};

// A declared tile: a GM tensor or an on-chip tile at a fixed address (pypto make_tile_group).
struct Tile {
  std::string name;
  Space space = Space::Gm;
  int64_t address = 0;
  std::vector<int64_t> shape;  // logical elements
  DType dtype = DType::Uint8;
  std::optional<Layout> layout;  // as declared (layout=ND|DN|NZ|ZN|ZZ|NN); NZ in L0C is the L0C layout
  int64_t bytes = 0;             // storage size, layout padding included
  std::string payload, expect;
  int core = 0;  // the AI Core whose memory holds an on-chip tile (core=K; GM tiles are every core's)
  trace::Position at;
};

// An operand: a tile, or a byte offset into it (name[offset]).
struct Operand {
  const Tile* tile = nullptr;
  int64_t offset = 0;
  Space space() const { return tile->space; }
  int64_t address() const { return tile->address + offset; }
};

enum class Pipe : uint8_t { S, V, M, Mte1, Mte2, Mte3, Fix, All };
std::string_view name_of(Pipe pipe);  // PIPE_S, PIPE_M, ...
std::string queue_of(Pipe pipe);      // s, m, mte1, ...
// The pipe part of a queue name: core1_mte2 -> mte2 (core K > 0 prefixes its queues coreK_).
std::string_view pipe_queue(std::string_view queue);

// Sizes a trace may ask for: larger ones are malformed input.
inline constexpr int64_t kMaxTileElements = int64_t{1} << 32;

// One AI Core's cube side: its on-chip memories (the GM slot unused) and synchronisation state.
struct CoreState {
  explicit CoreState(const Capacities& capacities);
  std::array<Memory, kSpaceCount> memories;
  std::vector<uint8_t> unit_flags;           // one per 512-byte L0C block (AD-UF)
  std::map<std::array<int, 3>, int> events;  // (src pipe, dst pipe, event id) -> set and not yet waited
  struct Mutex {
    std::optional<Pipe> holder;
    long next_ticket = 0, serving = 0;  // get_buf is granted in program order (assumption)
  };
  std::map<int64_t, Mutex> mutexes;
  // The GM atomic mode FIXPIPE stores write under: set_atomic_<dtype> names the type it adds,
  // set_atomic_add / set_atomic_none switch adding on and off.
  std::optional<DType> atomic_dtype;
  bool atomic_add = false;
  // the L0C region of the last mad_mx since the last pipe_barrier(PIPE_M) (the back-to-back rule)
  std::optional<std::pair<int64_t, int64_t>> last_mad;
};

// The cores a trace may name: core=K with K below the configuration's AI Core count.
inline constexpr int kMaxCores = 256;

struct State {
  State(const Capacities& capacities, DiagnosticMode mode, int cores = 1);
  Capacities capacities;
  Memory gm;
  std::vector<CoreState> cores;  // made as a trace first names each (core 0 always)
  int core_count = 1;            // the AI Cores of the configuration: core=K needs K below it
  int current = 0;               // the core the instruction being executed runs on
  using Mutex = CoreState::Mutex;
  CoreState& core() { return cores[static_cast<size_t>(current)]; }
  const CoreState& core() const { return cores[static_cast<size_t>(current)]; }
  // Makes core `k` the one instructions run on (creating its memories on first use).
  void select(int k);
  DiagnosticSink sink;
  std::map<std::string, Tile, std::less<>> tiles;
  TraceLocation location;  // of the instruction being executed

  // GM, or the current core's memory of `space`
  Memory& memory(Space space) { return space == Space::Gm ? gm : core().memories[static_cast<size_t>(space)]; }
  const Memory& memory(Space space) const {
    return space == Space::Gm ? gm : core().memories[static_cast<size_t>(space)];
  }
  Memory& memory(Space space, int k) {
    return space == Space::Gm ? gm : cores[static_cast<size_t>(k)].memories[static_cast<size_t>(space)];
  }
  const Memory& memory(Space space, int k) const {
    return space == Space::Gm ? gm : cores[static_cast<size_t>(k)].memories[static_cast<size_t>(space)];
  }
  int64_t capacity(Space space) const;

  void report(DiagnosticCode code, std::string message, std::string expected = {}, std::string actual = {});

  // Declares a tile: malformed attributes are sim::Error at the declaration; a tile beyond its
  // memory is MEM-CAPACITY and a misaligned base MEM-ALIGN.
  const Tile& declare(const trace::Buffer& buffer, const std::string& file);
  // A name or name[byte_offset]; an unknown name or a malformed reference is sim::Error, and so is
  // another core's on-chip tile (a core reaches only its own buffers and GM).
  Operand resolve(const trace::Value& value, const char* operand, const std::string& file) const;
  // Whether [address, address + bytes) lies in the operand's memory; MEM-BOUNDS if not.
  bool check_in_memory(Space space, int64_t address, int64_t bytes, const char* operand);
};

}  // namespace sim::ascend950
