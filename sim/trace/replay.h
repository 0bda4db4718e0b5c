// Replaying a Program on a target's functional model: the part every target shares. Declarations
// take effect where they stand among the instructions; payloads are bound and loaded when their
// buffer is declared; after the last instruction every `expect=` buffer is compared bit for bit.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "sim/trace/payload.h"
#include "sim/trace/program.h"

namespace sim::trace {

// A buffer whose final contents differ from its `expect=` payload.
struct ExpectMismatch {
  std::string buffer;
  int64_t mismatched_elements = 0;
  int64_t first_index = -1;      // flat element index
  std::string expected, actual;  // hex of the first differing element
};

// Whether `actual` is exactly the `count` bytes at `expected`: contents_equal through a copy.
inline bool same_bytes(const std::vector<uint8_t>& actual, const uint8_t* expected, size_t count) {
  return actual.size() == count && (count == 0 || std::memcmp(actual.data(), expected, count) == 0);
}

// What a target's model provides to the replay loop.
class ReplayTarget {
 public:
  struct Declared {
    std::string name;
    uint64_t bytes = 0;       // the buffer's size: a payload must have exactly this many bytes
    int element_bytes = 1;    // for comparing and reporting whole elements
    std::string description;  // "[128, 512] float32", for messages
    std::string payload, expect;
  };
  virtual ~ReplayTarget() = default;
  virtual Declared declare(const Buffer& buffer, const std::string& file) = 0;
  virtual void load(const std::string& buffer, const void* bytes, size_t count) = 0;
  virtual std::vector<uint8_t> contents(const std::string& buffer) const = 0;
  // Whether the buffer's contents are exactly `expected` (count bytes). A target overrides it to
  // compare in place; this one copies the contents out first.
  virtual bool contents_equal(const std::string& buffer, const uint8_t* expected, size_t count) const;
  virtual void execute(const Instruction& instruction, const std::string& file) = 0;
  // After the last instruction, before the expect= comparison (a target with queues drains them).
  virtual void finish() {}
};

// One replay, step by step, for a caller that orders the instructions itself (the timing core
// runs them in the schedule's order): execute(i) first makes the declarations that precede
// instruction i take effect (with their payloads), then runs it; a caller that places
// declarations itself uses declare(b) and execute_only(i). finish() makes the rest take effect,
// lets the target drain, and compares the expect= buffers.
class Replayer {
 public:
  Replayer(const Program& program, const std::string& directory, ReplayTarget& target);
  // Declares program.buffers[buffer_index] (once; later calls do nothing).
  void declare(size_t buffer_index);
  void declare_before(size_t instruction_index);
  void execute(size_t instruction_index);
  // Runs the instruction without making any declaration take effect (the caller declares).
  void execute_only(size_t instruction_index);
  std::vector<ExpectMismatch> finish();

 private:
  const Program& program_;
  ReplayTarget& target_;
  PayloadLoader loader_;
  std::map<std::string, std::pair<ReplayTarget::Declared, Position>> declared_;
  std::vector<std::string> order_;
  std::vector<bool> declared_flags_;
  size_t next_buffer_ = 0;
};

// Payloads are read relative to `directory`. Malformed payloads are sim::Error at the buffer's
// trace position; rule breaks surface as the target reports them.
std::vector<ExpectMismatch> replay(const Program& program, const std::string& directory, ReplayTarget& target);

}  // namespace sim::trace
