// Parameter and buffer checks shared by the Ascend 950 semantics: a field outside its documented
// range, or an access outside its buffer, is std::invalid_argument naming it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>

namespace sim::ascend950 {

// The two ways a parameter set can be wrong, so a model can report each under its own rule: a
// field outside its documented range, and an access outside its buffer.
struct FieldRangeError : std::invalid_argument {
  using std::invalid_argument::invalid_argument;
};
struct AccessError : std::invalid_argument {
  using std::invalid_argument::invalid_argument;
};

inline void check_range(const char* field, int64_t value, int64_t low, int64_t high) {
  if (value < low || value > high)
    throw FieldRangeError(std::string(field) + " = " + std::to_string(value) + "; expected " + std::to_string(low) +
                          ".." + std::to_string(high));
}

// [offset, offset + bytes) lies within a buffer of `size` bytes (overflow-free).
inline bool fits(int64_t offset, int64_t bytes, size_t size) {
  return offset >= 0 && bytes <= static_cast<int64_t>(size) && offset <= static_cast<int64_t>(size) - bytes;
}

}  // namespace sim::ascend950
