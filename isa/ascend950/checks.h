// Parameter and buffer checks shared by the Ascend 950 semantics: a field outside its documented
// range, or an access outside its buffer, is a Fault naming it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace sim::ascend950 {

// The two ways a parameter set can be wrong, so a model can report each under its own rule: a
// field outside its documented range, and an access outside its buffer. A modelled outcome, so it
// is returned (the type is [[nodiscard]]: a caller cannot drop it), never thrown.
enum class FaultKind { None, FieldRange, Access };

struct [[nodiscard]] Fault {
  FaultKind kind = FaultKind::None;
  std::string message;

  explicit operator bool() const { return kind != FaultKind::None; }
  static Fault field_range(std::string message) { return {FaultKind::FieldRange, std::move(message)}; }
  static Fault access(std::string message) { return {FaultKind::Access, std::move(message)}; }
};

inline Fault check_range(const char* field, int64_t value, int64_t low, int64_t high) {
  if (value < low || value > high)
    return Fault::field_range(std::string(field) + " = " + std::to_string(value) + "; expected " + std::to_string(low) +
                              ".." + std::to_string(high));
  return {};
}

// [offset, offset + bytes) lies within a buffer of `size` bytes (overflow-free).
inline bool fits(int64_t offset, int64_t bytes, size_t size) {
  return offset >= 0 && bytes <= static_cast<int64_t>(size) && offset <= static_cast<int64_t>(size) - bytes;
}

}  // namespace sim::ascend950
