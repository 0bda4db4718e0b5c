// A Program: what a target executes. Buffer declarations and an ordered list of instructions,
// each spelled as its vendor spells it, with named operands and the queue (engine, pipe, wave)
// it runs on. Every element remembers where in the trace text it came from.
#pragma once

#include <cstdint>
#include <memory>
#include <memory_resource>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace sim::trace {

struct Position {
  int line = 0;    // 1-based
  int column = 0;  // 1-based
};

struct Value;

// name[a:b, c, :d] — one entry per index; a missing bound is std::nullopt-like via has_* flags.
struct Slice {
  bool has_start = false, has_stop = false, has_step = false, is_range = false;
  int64_t start = 0, stop = 0, step = 1;
};

// A keyword argument: name=value.
struct Keyword;

// A reference to a buffer, optionally indexed and with method calls: a[0:128, 4].ap(offset=2).
struct Call;
// Operand trees live in their Program's arena (std::pmr): one trace line's lists, indices and
// calls cost no malloc/free of their own, which keeps parsing above 1 M lines per second.
struct Reference {
  std::string name;
  std::pmr::vector<Slice> index;
  std::pmr::vector<Call> calls;
};

struct List {
  std::pmr::vector<Value> items;
};

struct Value {
  // int, float, identifier/reference, string, list
  std::variant<int64_t, double, Reference, std::string, List> data;
  Position at;
  bool hexadecimal = false;  // an int written as 0x..., printed back the same way
};

struct Keyword {
  std::string name;
  Value value;
  Position at;
};

struct Call {
  std::string method;
  std::pmr::vector<Keyword> arguments;
};

struct Buffer {
  std::string name;
  std::string space;  // memory space as the target names it (hbm, sbuf, psum, gm, l1, ...)
  std::pmr::vector<Keyword> attributes;  // address, shape, dtype, payload, ...
  Position at;
};

struct Instruction {
  std::string queue;  // explicit "@queue" prefix, or empty (the target derives it from the mnemonic)
  std::string mnemonic;
  std::pmr::vector<Keyword> operands;
  Position at;

  const Keyword* operand(const std::string& name) const {
    for (const Keyword& k : operands)
      if (k.name == name) return &k;
    return nullptr;
  }
};

struct Program {
  // Owns the memory of the parsed operand trees; declared first so it is destroyed last.
  std::shared_ptr<std::pmr::monotonic_buffer_resource> arena;
  int version = 1;
  std::string target;
  std::string config;
  std::string file;  // where it was read from (for messages)
  std::pmr::vector<Buffer> buffers;
  std::pmr::vector<Instruction> instructions;
};

inline constexpr int kTraceVersion = 1;

}  // namespace sim::trace
