// What Ascend 950 instructions read and write: the GM every AI Core shares and, per AI Core, the
// memories of its cube side (AIC: L1, L0A, L0B, L0A_MX, L0B_MX, L0C, the bias table) and of its two
// vector cores (AIV0, AIV1: one Unified Buffer each) as flat byte spaces with written flags, and
// each unit's synchronisation state (set_flag events, get_buf mutexes, intra-block flags, L0C unit
// flags, the GM atomic mode); the tiles a trace declares in them and the diagnostics sink.
// Instructions run on one unit at a time: the machine selects it (State::select) before each.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "isa/ascend950/dtype.h"
#include "isa/ascend950/layout.h"
#include "isa/ascend950/pending_mmad.h"
#include "sim/core/diagnostic.h"
#include "sim/core/memory.h"
#include "sim/numerics/matmul_override.h"
#include "sim/trace/program.h"

namespace sim::ascend950 {

enum class Space : uint8_t { Gm, L1, L0A, L0B, L0AMx, L0BMx, L0C, Bt, Fb, Ub };
inline constexpr int kSpaceCount = 10;
// the trace's space names: gm, l1, l0a, l0b, l0a_mx, l0b_mx, l0c, bt, fb, ub
std::string_view name_of(Space space);
std::optional<Space> space_by_name(std::string_view name);

// Byte sizes of the on-chip buffers (machine configuration) and the GM the model backs.
// Buffer sizes in bytes; the values are the rows of models/ascend950/configs.def.
struct Capacities {
  int64_t l1 = 0, l0a = 0, l0b = 0, l0a_mx = 0, l0b_mx = 0, l0c = 0, bt = 0;
  // the Fixpipe buffer (pypto MemorySpace.Scaling): FIXPIPE's per-column quantisation parameters,
  // 4 KiB (ascend950-isa.md §1, AD-ARCH), the same on every 950 configuration
  int64_t fb = 4 << 10;
  // one AIV's Unified Buffer: 248 KiB usable of 256 KiB (hardware.md §2.2, H-INI ub_size 253,952 B;
  // ascend950-isa.md §1), the same on every 950 configuration
  int64_t ub = 248 << 10;
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
  int aiv = -1;  // a ub tile's vector core (aiv=J: AIV0 or AIV1); -1 for every other space
  int unit = 0;  // the unit whose memory holds it (State::unit_of(core, aiv))
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

// One unit of an AI Core (its cube side, or one of its vector cores): its on-chip memories (the GM
// slot unused; a vector core has only its UB, the cube side every other space) and its
// synchronisation state.
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
  // intra-block flags this unit waits on (wait_intra_block), each a count of sets not yet waited
  // for: the cube side's 0-31 (15 and below from AIV0, 16 and above from AIV1), a vector core's 0-15
  std::array<int, 32> intra_block{};
};

// The vector cores of one AI Core (H-INI cube_vector_combine=split: one AIC and two AIV per AI Core).
inline constexpr int kVectorCoresPerCore = 2;

// The cores a trace may name: core=K with K below the configuration's AI Core count.
inline constexpr int kMaxCores = 256;

// The units instructions run on, numbered: AI Core K's cube side is unit K, its vector core J
// (aiv=J) unit cores + 2K + J (`cores`: the configuration's AI Cores).
inline int unit_of(int core, int aiv, int cores) { return aiv < 0 ? core : cores + kVectorCoresPerCore * core + aiv; }

struct State {
  State(const Capacities& capacities, DiagnosticMode mode, int cores = 1);
  Capacities capacities;
  // The accumulation model of the MX matmul instructions: the target's preset unless a run asks
  // for another (mxsim run --preset, mxsim portability --trace: what-if and portability studies).
  numerics::MatmulOverride mx_matmul;
  Memory gm;
  std::vector<CoreState> cores;           // cube sides, made as a trace first names each (core 0 always)
  std::map<int, CoreState> vector_cores;  // by unit, made as a trace first names each
  int core_count = 1;                     // the AI Cores of the configuration: core=K needs K below it
  int current = 0;                        // the unit the instruction being executed runs on
  using Mutex = CoreState::Mutex;
  int unit_count() const { return core_count * (1 + kVectorCoresPerCore); }
  bool is_vector(int unit) const { return unit >= core_count; }
  int core_of_unit(int unit) const { return is_vector(unit) ? (unit - core_count) / kVectorCoresPerCore : unit; }
  int aiv_of_unit(int unit) const { return is_vector(unit) ? (unit - core_count) % kVectorCoresPerCore : -1; }
  std::string unit_name(int unit) const;  // "core 3" (its cube side) or "core 3 AIV1"
  // A unit's state (made on first use); core(): the current unit's.
  CoreState& unit(int u);
  const CoreState& unit(int u) const;
  CoreState& core() { return unit(current); }
  const CoreState& core() const { return unit(current); }
  // Makes unit `u` the one instructions run on (creating its memories on first use).
  void select(int u);
  DiagnosticSink sink;
  std::map<std::string, Tile, std::less<>> tiles;
  TraceLocation location;  // of the instruction being executed

  // A mad_mx whose tiles may still be running (pending_mmad.h): any access to an L0C through
  // memory() lands it first (settle), so every reader and writer sees its result.
  // The last one landed is kept to lend its buffers to the next (cube.h mmad_mx).
  mutable std::unique_ptr<PendingMmad> pending_mmad, spare_mmad;
  void settle() const;

  // GM, the UB of vector unit `u`, or the memory of `space` of unit u's AI Core (a vector core
  // reaches its AI Core's L1: copy_ubuf_to_cbuf). memory(space): the current unit's.
  Memory& memory(Space space, int u);
  const Memory& memory(Space space, int u) const;
  Memory& memory(Space space) { return memory(space, current); }
  const Memory& memory(Space space) const { return memory(space, current); }
  int64_t capacity(Space space) const;

  void report(DiagnosticCode code, std::string message, std::string expected = {}, std::string actual = {});

  // Declares a tile: malformed attributes are sim::Error at the declaration; a tile beyond its
  // memory is MEM-CAPACITY and a misaligned base MEM-ALIGN.
  const Tile& declare(const trace::Buffer& buffer, const std::string& file);
  // A name or name[byte_offset]; an unknown name or a malformed reference is sim::Error, and so is
  // a tile the current unit cannot reach: another AI Core's, or another vector core's UB (a unit
  // reaches GM, its AI Core's cube-side buffers and, the cube side, its own vector cores' UBs).
  Operand resolve(const trace::Value& value, const char* operand, const std::string& file) const;
  // Whether [address, address + bytes) lies in the operand's memory; MEM-BOUNDS if not.
  bool check_in_memory(Space space, int64_t address, int64_t bytes, const char* operand);
};

}  // namespace sim::ascend950
