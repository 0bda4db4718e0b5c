// Name lookups for the registries (formats, policies, flags); messages list the valid names.
#include <algorithm>
#include <cctype>
#include <stdexcept>
#include <string>

#include "sim/numerics/format.h"
#include "sim/numerics/name_list.h"
#include "sim/numerics/policy.h"

namespace sim::numerics {
namespace {

std::string lower(std::string_view text) {
  std::string result(text);
  std::transform(result.begin(), result.end(), result.begin(), [](unsigned char c) { return std::tolower(c); });
  return result;
}

template <typename Enum, size_t N>
Enum parse_policy(std::string_view kind, std::string_view name, const PolicyName (&table)[N]) {
  const std::string wanted = lower(name);
  std::string valid;
  for (size_t i = 0; i < N; ++i) {
    if (table[i].name == wanted) return static_cast<Enum>(i);
    if (!valid.empty()) valid += ", ";
    valid += std::string(table[i].name);
  }
  throw std::invalid_argument("unknown " + std::string(kind) + " '" + std::string(name) +
                              "'; expected one of: " + valid);
}

}  // namespace

RoundingMode parse_rounding_mode(std::string_view name) {
  return parse_policy<RoundingMode>("rounding mode", name, kRoundingModeNames);
}
Overflow parse_overflow(std::string_view name) {
  return parse_policy<Overflow>("overflow policy", name, kOverflowNames);
}
NanInput parse_nan_input(std::string_view name) { return parse_policy<NanInput>("NaN policy", name, kNanInputNames); }

std::string describe(Flags flags) {
  static constexpr std::pair<Flags, const char*> kNames[] = {{Flags::Inexact, "inexact"},
                                                             {Flags::Underflow, "underflow"},
                                                             {Flags::Overflow, "overflow"},
                                                             {Flags::Invalid, "invalid"}};
  std::string text;
  for (const auto& [flag, name] : kNames) {
    if (!has_flag(flags, flag)) continue;
    if (!text.empty()) text += "|";
    text += name;
  }
  return text.empty() ? "none" : text;
}

const FormatSpec& format_by_name(std::string_view name) {
  const std::string wanted = lower(name);
  for (const auto& spec : kFormatSpecs)
    if (spec.name == wanted || (!spec.ml_dtypes_name.empty() && spec.ml_dtypes_name == wanted)) return spec;
  throw std::invalid_argument("unknown format '" + std::string(name) + "'; expected one of: " + format_names());
}

std::string format_names() { return join_names(kFormatSpecs); }

}  // namespace sim::numerics
