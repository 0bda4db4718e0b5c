// Typed access to one instruction's named operands, shared by every target: integers with their
// documented ranges, flags, names and integer lists. A malformed or
// out-of-range operand is sim::Error positioned at the operand's value ("file:line:column: what;
// expected ..."); a missing required operand is positioned at the instruction.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "sim/trace/program.h"

namespace sim::trace {

// An inclusive range of integers a field may take (the vendor's documented field width or limit).
struct Range {
  int64_t min;
  int64_t max;
  bool contains(int64_t v) const { return v >= min && v <= max; }
};

inline constexpr Range kAnyInteger{INT64_MIN, INT64_MAX};
inline constexpr Range kBit{0, 1};
inline constexpr Range kNonNegative{0, INT64_MAX};
inline constexpr Range kPositive{1, INT64_MAX};

// Whether an integer field also takes the names True / False (as the pypto and Ascend C spellings
// of flag fields do).
enum class Bools { Rejected, Accepted };

// How a list operand reads in messages: the whole list ("[b0, b1, ...]") and one entry ("0 or 1").
struct ListSpelling {
  std::string_view list;
  std::string_view entry;
};

class Operands {
 public:
  Operands(const Instruction& instruction, const std::string& file) : instruction_(instruction), file_(file) {}

  const Instruction& instruction() const { return instruction_; }
  const std::string& file() const { return file_; }
  const Keyword* find(std::string_view name) const { return instruction_.operand(name); }
  bool has(std::string_view name) const { return find(name) != nullptr; }

  // A required integer in `range`.
  int64_t integer(std::string_view name, Range range = kAnyInteger, Bools bools = Bools::Rejected) const;
  // An optional integer: `fallback` when absent.
  int64_t integer(std::string_view name, int64_t fallback, Range range = kAnyInteger,
                  Bools bools = Bools::Rejected) const;
  // True / False / None (None or absent: nullopt); integers read as != 0.
  std::optional<bool> flag(std::string_view name) const;
  // A plain identifier (no index, no calls); empty when absent.
  std::string name(std::string_view operand) const { return std::string(name_view(operand)); }
  // The same, as a view of the Program's text (valid while the Program is).
  std::string_view name_view(std::string_view operand) const;
  // A list of integers, each in `each`, of `size` entries (any size when nullopt); `fallback`
  // entries when absent. `spelling` says how the list and one entry read in messages (by default
  // from the range).
  std::vector<int64_t> integers(std::string_view name, std::optional<size_t> size, Range each,
                                std::vector<int64_t> fallback = {}, const ListSpelling& spelling = {}) const;

  [[noreturn]] void fail(const Keyword& k, const std::string& what, const std::string& expected) const;
  [[noreturn]] void missing(std::string_view name) const;

 private:
  int64_t checked(const Keyword& k, Range range, Bools bools) const;

  const Instruction& instruction_;
  const std::string& file_;
};

// 'name', for messages (built piecewise: GCC 12 misreports -Wrestrict on "'" + std::string at -O3).
std::string quote(std::string_view name);

// "0..1", "at least 0", "any integer": how a range reads in a message.
std::string describe(Range range);

}  // namespace sim::trace
