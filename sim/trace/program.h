// A Program: what a target executes. Buffer declarations and an ordered list of instructions,
// each spelled as its vendor spells it, with named operands and the queue (engine, pipe, wave)
// it runs on. Every element remembers where in the trace text it came from.
//
// Operand trees are compact and immutable: names and strings are views and lists are spans into
// the Program's arena (std::pmr, huge pages), so a parsed line costs no allocation of its own and
// a million-line trace parses in about a second (tests/bench/bench_trace_parse.py).
#pragma once

#include <cstdint>
#include <memory>
#include <memory_resource>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace sim::trace {

struct Position {
  int line = 0;    // 1-based
  int column = 0;  // 1-based; 0 when the text was generated (a front end's line) and columns mean nothing
};

// "file:line:column: " (or "file:line: " without a column): the prefix of every positioned message.
inline std::string where(const std::string& file, const Position& at) {
  std::string text = file;
  text += ':';
  text += std::to_string(at.line);
  if (at.column > 0) {
    text += ':';
    text += std::to_string(at.column);
  }
  text += ": ";
  return text;
}

// A read-only array living in a Program's arena (or static storage).
template <typename T>
struct Span {
  const T* data = nullptr;
  uint32_t count = 0;

  const T* begin() const { return data; }
  const T* end() const { return data + count; }
  size_t size() const { return count; }
  bool empty() const { return count == 0; }
  const T& operator[](size_t i) const { return data[i]; }
};

struct Value;

// name[a:b, c, :d] — one entry per index; a missing bound is flagged by the has_* fields.
struct Slice {
  bool has_start = false, has_stop = false, has_step = false, is_range = false;
  int64_t start = 0, stop = 0, step = 1;
};

struct Keyword;
struct Call;

// A reference to a buffer, optionally indexed and with method calls: a[0:128, 4].ap(offset=2).
struct Reference {
  std::string_view name;
  Span<Slice> index;
  Span<Call> calls;
};

struct List {
  Span<Value> items;
};

struct Value {
  // int, float, identifier/reference, string, list
  std::variant<int64_t, double, Reference, std::string_view, List> data;
  Position at;
  bool hexadecimal = false;  // an int written as 0x..., printed back the same way
  // CDNA4 assembly: written lit(N), a 32-bit literal even where an inline constant would do (LLVM's
  // lit(); an encoding choice only: the value is N)
  bool literal = false;
};

struct Keyword {
  std::string_view name;
  Value value;
  Position at;
};

struct Call {
  std::string_view method;
  Span<Keyword> arguments;
};

struct Buffer {
  size_t before_instruction = 0;  // instructions that precede the declaration (its place in the trace)
  std::string name;
  std::string space;         // memory space as the target names it (hbm, sbuf, psum, gm, l1, ...)
  Span<Keyword> attributes;  // address, shape, dtype, payload, ...
  Position at;
};

struct Instruction {
  std::string queue;  // explicit "@queue" prefix, or empty (the target derives it from the mnemonic)
  std::string mnemonic;
  Span<Keyword> operands;
  Position at;
  // The row of the instruction in its target's table (instructions.def order), set by validate();
  // -1 until then. Targets dispatch on it, so no mnemonic string is compared at execution.
  int opcode = -1;

  const Keyword* operand(std::string_view name) const {
    for (const Keyword& k : operands)
      if (k.name == name) return &k;
    return nullptr;
  }
};

struct Program {
  // Owns the memory the operand trees point into; declared first so it is destroyed last. Copies
  // of a Program share it.
  std::shared_ptr<std::pmr::monotonic_buffer_resource> arena;
  int version = 1;
  std::string target;
  std::string config;
  std::string file;  // where it was read from (for messages)
  std::pmr::vector<Buffer> buffers;
  std::pmr::vector<Instruction> instructions;
  // Version 2: the trace was closed by an `end` line (its recorder writes one), so it was not cut
  // short. Always false in version 1, which has no marker.
  bool ended = false;
  Position config_at{};  // where the `config` line stands (line 0 when there is none)
  // The arenas of the parts of a trace read side by side (the reader's second half), which
  // operand trees point into as well.
  std::vector<std::shared_ptr<std::pmr::monotonic_buffer_resource>> more_arenas{};
};

// The version the recorders write (2: the `end` marker) and the oldest the reader still loads
// (1: no marker). docs/trace-format.md gives the differences.
inline constexpr int kTraceVersion = 2;
inline constexpr int kOldestTraceVersion = 1;

// The most a trace line may hold; more is malformed input, reported at its position (recorded
// lines are a few hundred bytes: the longest under traces/ is 170). They bound what one line can
// make the reader allocate.
inline constexpr size_t kMaxLineBytes = size_t{1} << 20;  // 1 MiB
inline constexpr size_t kMaxOperandsPerLine = 1024;       // keywords of an instruction or declaration
inline constexpr size_t kMaxListItems = size_t{1} << 16;  // entries of one list (shapes, patterns)

}  // namespace sim::trace
