#include "sim/timing/cost_table.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <string_view>

#include "sim/core/error.h"

namespace sim::timing {

std::vector<std::string> CostRow::choice_names() const {
  std::vector<std::string> names;
  if (choices == nullptr) return names;
  std::string_view rest(choices);
  while (true) {
    const size_t bar = rest.find('|');
    names.emplace_back(rest.substr(0, bar));
    if (bar == std::string_view::npos) break;
    rest.remove_prefix(bar + 1);
  }
  return names;
}

CostRow bounded_row(const char* name, double value, double low, double high, const char* unit, const char* source,
                    const char* confidence, const char* description) {
  CostRow row{name, value, unit, source, confidence, description};
  row.low = low;
  row.high = high;
  SIM_ASSERT(low <= value && value <= high, "a bounded row whose default is outside its range");
  return row;
}

CostRow policy_row(const char* name, const char* default_choice, const char* choices, const char* source,
                   const char* confidence, const char* description) {
  CostRow row{name, 0, "policy", source, confidence, description, choices};
  const std::vector<std::string> names = row.choice_names();
  for (size_t i = 0; i < names.size(); ++i)
    if (names[i] == default_choice) {
      row.value = static_cast<double>(i);
      return row;
    }
  SIM_ASSERT(false, "a policy row whose default is not one of its choices");
  return row;
}

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
  if (r.is_policy())
    throw Error("timing policy '" + name +
                "' takes a choice, not a number; expected one of: " + std::string(r.choices));
  if (!std::isfinite(value) || value < 0)
    throw Error("timing constant '" + name + "' = " + std::to_string(value) + "; expected a finite value >= 0 (" +
                r.unit + ")");
  if (value < r.low || value > r.high)
    throw Error("timing constant '" + name + "' = " + number_text(value) + "; expected " + number_text(r.low) + " to " +
                number_text(r.high) + " (a rate, clock or count of zero would make a time infinite)");
  overrides_[name] = value;
}

void CostTable::set_choice(const std::string& name, const std::string& choice) {
  const CostRow& r = row(name);
  const std::vector<std::string> names = r.choice_names();
  for (size_t i = 0; i < names.size(); ++i)
    if (names[i] == choice) {
      overrides_[name] = static_cast<double>(i);
      return;
    }
  if (!r.is_policy())
    throw Error("timing constant '" + name + "' = " + quoted_input(choice) + " is not a number; expected name=value");
  throw Error("timing policy '" + name + "' = " + quoted_input(choice) +
              "; expected one of: " + std::string(r.choices));
}

std::string CostTable::choice(const std::string& name) const {
  const CostRow& r = row(name);
  SIM_ASSERT(r.is_policy(), "choice() of a number row");
  return r.choice_names().at(static_cast<size_t>(get(name)));
}

std::string CostTable::number_text(double value) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%g", value);
  return buffer;
}

std::string CostTable::text(const std::string& name) const {
  return row(name).is_policy() ? choice(name) : number_text(get(name));
}

void CostTable::set(const std::string& assignment) {
  const size_t equals = assignment.find('=');
  if (equals == std::string::npos || equals == 0)
    throw Error("--set " + quoted_input(assignment) + "; expected name=value");
  const std::string name = assignment.substr(0, equals);
  std::string_view text = std::string_view(assignment).substr(equals + 1);
  if (row(name).is_policy()) return set_choice(name, std::string(text));
  if (text.size() > 1 && text[0] == '+') text.remove_prefix(1);  // "+16", as Python's float() takes it
  double value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || text.empty())
    throw Error("--set " + quoted_input(assignment) + ": " + quoted_input(text) +
                " is not a number; expected name=value");
  set(name, value);
}

std::vector<CostRow> with_config_values(std::vector<CostRow> rows, const std::vector<ConfigValue>& values,
                                        const std::string& config) {
  for (const ConfigValue& v : values) {
    if (config != v.config) continue;
    const auto row =
        std::find_if(rows.begin(), rows.end(), [&](const CostRow& r) { return r.name == std::string(v.name); });
    SIM_ASSERT(row != rows.end(), "a CONFIG_VALUE row for a constant its timing.def does not have");
    row->value = v.value;
    row->source = v.source;
  }
  return rows;
}

}  // namespace sim::timing
