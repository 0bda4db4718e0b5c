// Parameter and buffer checks shared by the Ascend 950 semantics: a field outside its documented
// range, or an access outside its buffer, is std::invalid_argument naming it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>

namespace sim::ascend950 {

inline void check_range(const char* field, int64_t value, int64_t low, int64_t high) {
  if (value < low || value > high)
    throw std::invalid_argument(std::string(field) + " = " + std::to_string(value) + "; expected " +
                                std::to_string(low) + ".." + std::to_string(high));
}

// [offset, offset + bytes) lies within a buffer of `size` bytes (overflow-free).
inline bool fits(int64_t offset, int64_t bytes, size_t size) {
  return offset >= 0 && bytes <= static_cast<int64_t>(size) && offset <= static_cast<int64_t>(size) - bytes;
}

}  // namespace sim::ascend950
