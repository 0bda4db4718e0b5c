#include "sim/timing/cost_table.h"

#include <charconv>
#include <cmath>
#include <string_view>

#include "sim/core/error.h"

namespace sim::timing {

CostTable::CostTable(std::vector<CostRow> rows) : rows_(std::move(rows)) {}

const CostRow& CostTable::row(const std::string& name) const {
  for (const CostRow& r : rows_)
    if (name == r.name) return r;
  std::string known;
  for (const CostRow& r : rows_) known += (known.empty() ? "" : ", ") + std::string(r.name);
  throw Error("timing constant " + quoted_input(name) + " is not known; expected one of: " + known);
}

double CostTable::get(const std::string& name) const {
  const CostRow& r = row(name);
  const auto found = overrides_.find(name);
  return found == overrides_.end() ? r.value : found->second;
}

void CostTable::set(const std::string& name, double value) {
  const CostRow& r = row(name);
  if (!std::isfinite(value) || value < 0)
    throw Error("timing constant '" + name + "' = " + std::to_string(value) + "; expected a finite value >= 0 (" +
                r.unit + ")");
  overrides_[name] = value;
}

void CostTable::set(const std::string& assignment) {
  const size_t equals = assignment.find('=');
  if (equals == std::string::npos || equals == 0)
    throw Error("--set " + quoted_input(assignment) + "; expected name=value");
  const std::string name = assignment.substr(0, equals);
  const std::string_view text = std::string_view(assignment).substr(equals + 1);
  double value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || text.empty())
    throw Error("--set " + quoted_input(assignment) + ": " + quoted_input(text) +
                " is not a number; expected name=value");
  set(name, value);
}

}  // namespace sim::timing
