// "0x1f": addresses and bit patterns in messages.
#pragma once

#include <cstdint>
#include <string>

namespace sim {

inline std::string hex(uint64_t value) {
  static const char* digits = "0123456789abcdef";
  std::string text;
  do {
    text.insert(text.begin(), digits[value & 0xF]);
    value >>= 4;
  } while (value != 0);
  text.insert(0, "0x");
  return text;
}

}  // namespace sim
