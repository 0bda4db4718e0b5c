// "a, b, c" from a registry table's `name` fields: the valid-names part of error messages.
#pragma once

#include <string>

namespace sim::numerics {

template <typename Table>
std::string join_names(const Table& table) {
  std::string names;
  for (const auto& row : table) {
    if (!names.empty()) names += ", ";
    names += row.name;
  }
  return names;
}

}  // namespace sim::numerics
