// Registry tables (rows with a `name`): "a, b, c" for the valid-names part of error messages, and
// the row with a given name.
#pragma once

#include <iterator>
#include <string>
#include <string_view>

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

// The row named `name`, or nullptr.
template <typename Table>
auto find_named(const Table& table, std::string_view name) -> decltype(&*std::begin(table)) {
  for (const auto& row : table)
    if (row.name == name) return &row;
  return nullptr;
}

}  // namespace sim::numerics
