// What an Ascend 950 instruction body works with: the state, the instruction, its operands (the
// shared accessor, sim/trace/operands.h, plus the pipe and event spellings of the CCE intrinsics)
// and the checks every family shares. Bodies are declared from the table's `body` column.
#pragma once

#include <array>
#include <cstring>
#include <span>
#include <string>

#include "isa/ascend950/checks.h"
#include "isa/ascend950/layout.h"
#include "isa/ascend950/state.h"
#include "sim/core/error.h"
#include "sim/core/hex.h"
#include "sim/trace/operands.h"

namespace sim::ascend950 {

// Operands as the CCE intrinsics spell them: integer fields also take True / False (pypto's flag
// spellings), pipes are PIPE_*, events EVENT_IDn or an integer.
struct Args : trace::Operands {
  using trace::Operands::Operands;

  int64_t integer(std::string_view name, trace::Range range = trace::kAnyInteger) const {
    return Operands::integer(name, range, trace::Bools::Accepted);
  }
  int64_t integer(std::string_view name, int64_t fallback, trace::Range range = trace::kAnyInteger) const {
    return Operands::integer(name, fallback, range, trace::Bools::Accepted);
  }
  Pipe pipe(const char* operand) const;
  int64_t event(const char* operand) const;  // EVENT_ID3 or 3
};

// The flag a set_flag / wait_flag names: (pipe, tpipe, event). An event outside 0-7, which the
// bodies refuse, keys as -1 and pairs with no real one.
std::array<int, 3> flag_key(const Args& args);

// The element width of a GM -> L1 copy: dtype= (b8, b16, b32, b4 for DN2NZ, or a dtype name) or
// the destination tile's; FP4 moves as b8 with parameters in bytes through ND2NZ (asc-devkit
// DataCopy ND2NZ: "b4 moves as b8") and repacked as b4 through DN2NZ.
int copy_bits(const Args& args, DType dst_dtype, bool source_is_dn);

struct Context {
  State& state;
  const trace::Instruction& instruction;
  const std::string& file;
  Args args;

  Context(State& s, const trace::Instruction& i, const std::string& f)
      : state(s), instruction(i), file(f), args(i, f) {}

  void report(DiagnosticCode code, std::string message, std::string expected = {}, std::string actual = {}) const {
    state.report(code, std::move(message), std::move(expected), std::move(actual));
  }
  bool hardware() const { return state.sink.mode() == DiagnosticMode::Hardware; }

  Operand operand(const char* name) const {
    const trace::Keyword* k = args.find(name);
    return state.resolve(k->value, name, file);
  }

  // The operand must be in `space`; otherwise ASC-MEMORY-SPACE (and the instruction cannot run).
  bool in_space(const Operand& o, Space space, const char* name) const {
    if (o.space() == space) return true;
    report(DiagnosticCode::AscMemorySpace,
           instruction.mnemonic + " " + name + " '" + o.tile->name + std::string("' is in ") +
               std::string(name_of(o.space())),
           std::string(name_of(space)), std::string(name_of(o.space())));
    return false;
  }

  void check_layout(const Operand& o, Layout wanted, const char* name) const {
    if (o.tile->layout && *o.tile->layout != wanted)
      report(DiagnosticCode::AscLayout, instruction.mnemonic + " " + name + " tile '" + o.tile->name + "' layout",
             std::string(name_of(wanted)), std::string(name_of(*o.tile->layout)));
  }

  void check_alignment(const Operand& o, int64_t align, const char* name, const char* rule) const {
    if (o.address() % align != 0)
      report(DiagnosticCode::Misaligned, instruction.mnemonic + " " + name + " address (" + rule + ")",
             "a multiple of " + std::to_string(align), hex(static_cast<uint64_t>(o.address())));
  }

  // MEM-UNINIT for the first never-written byte of [address, address + count) of a memory.
  bool check_written(Space space, int64_t address, int64_t count, const char* name, const std::string& tile,
                     int64_t tile_base) const {
    const auto first =
        state.memory(space).first_unwritten(static_cast<uint64_t>(address), static_cast<uint64_t>(count));
    if (!first) return true;
    report(DiagnosticCode::UninitializedRead,
           instruction.mnemonic + " reads " + name + " '" + tile + "' byte " +
               std::to_string(static_cast<int64_t>(*first) - tile_base) + " (" + std::string(name_of(space)) +
               " address " + hex(*first) + "), never written",
           "written bytes", "unwritten");
    return false;
  }

  void mark_written(Space space, int64_t address, int64_t count) {
    state.memory(space).mark_written(static_cast<uint64_t>(address), static_cast<uint64_t>(count));
  }

  // The bytes from `address` to the end of the memory (empty beyond it: every access then fails).
  std::span<uint8_t> bytes_from(Space space, int64_t address) {
    Memory& m = state.memory(space);
    if (address < 0 || address >= static_cast<int64_t>(m.size_bytes())) return {};
    return {m.data() + address, static_cast<size_t>(static_cast<int64_t>(m.size_bytes()) - address)};
  }
  std::span<uint8_t> flags_from(Space space, int64_t address) {
    Memory& m = state.memory(space);
    if (address < 0 || address >= static_cast<int64_t>(m.size_bytes())) return {};
    return {m.written_flags() + address, static_cast<size_t>(static_cast<int64_t>(m.size_bytes()) - address)};
  }

  // A byte-semantics outcome as a diagnostic: a field out of range is ASC-FIELD-RANGE, an access
  // outside its buffer MEM-BOUNDS. Returns true when there is none (the instruction ran).
  bool accepted(const Fault& fault) const {
    if (!fault) return true;
    report(fault.kind == FaultKind::FieldRange ? DiagnosticCode::AscFieldRange : DiagnosticCode::OutOfBounds,
           instruction.mnemonic + ": " + fault.message);
    return false;
  }
};

// The 512-byte L0C blocks [first, last] of a C region (unit flags, AD-UF).
// An empty region has no blocks (first > last).
inline std::pair<int64_t, int64_t> l0c_blocks(int64_t address, int64_t bytes) {
  if (bytes <= 0) return {1, 0};
  return {address / 512, (address + bytes - 1) / 512};
}

inline int64_t l0c_region_bytes(int64_t rows, int64_t n) { return round_up(rows, 16) * round_up(n, 16) * 4; }

#define INSTRUCTION(id, mnemonic, pipe, side, cost_class, body, required, optional) void body(Context& c);
#include "isa/ascend950/instructions.def"
#undef INSTRUCTION

}  // namespace sim::ascend950
