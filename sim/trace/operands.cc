#include "sim/trace/operands.h"

#include "sim/core/error.h"

namespace sim::trace {

std::string quote(std::string_view name) { return quoted_input(name); }

std::string describe(Range range) {
  if (range.min == INT64_MIN && range.max == INT64_MAX) return "an integer";
  if (range.max == INT64_MAX) return "an integer of at least " + std::to_string(range.min);
  if (range.min == INT64_MIN) return "an integer of at most " + std::to_string(range.max);
  return "an integer in " + std::to_string(range.min) + ".." + std::to_string(range.max);
}

void Operands::fail(const Keyword& k, const std::string& what, const std::string& expected) const {
  throw Error(where(file_, k.value.at) + what + "; expected " + expected);
}

void Operands::missing(std::string_view name) const {
  throw Error(where(file_, instruction_.at) + "missing operand " + quote(name) + "; expected " +
              quote(std::string(name) + "=..."));
}

int64_t Operands::checked(const Keyword& k, Range range, Bools bools) const {
  int64_t v = 0;
  if (const auto* n = std::get_if<int64_t>(&k.value.data)) {
    v = *n;
  } else if (const auto* ref = std::get_if<Reference>(&k.value.data); bools == Bools::Accepted && ref &&
                                                                      ref->index.empty() && ref->calls.empty() &&
                                                                      (ref->name == "True" || ref->name == "False")) {
    v = ref->name == "True" ? 1 : 0;
  } else {
    fail(k, quote(k.name) + " is not an integer", describe(range));
  }
  if (!range.contains(v)) fail(k, quote(k.name) + " = " + std::to_string(v) + " is out of range", describe(range));
  return v;
}

int64_t Operands::integer(std::string_view name, Range range, Bools bools) const {
  const Keyword* k = find(name);
  if (!k) missing(name);
  return checked(*k, range, bools);
}

int64_t Operands::integer(std::string_view name, int64_t fallback, Range range, Bools bools) const {
  const Keyword* k = find(name);
  return k ? checked(*k, range, bools) : fallback;
}

std::optional<bool> Operands::flag(std::string_view name) const {
  const Keyword* k = find(name);
  if (!k) return std::nullopt;
  if (const auto* ref = std::get_if<Reference>(&k->value.data); ref && ref->index.empty() && ref->calls.empty()) {
    if (ref->name == "True") return true;
    if (ref->name == "False") return false;
    if (ref->name == "None") return std::nullopt;
  }
  if (const auto* n = std::get_if<int64_t>(&k->value.data)) return *n != 0;
  fail(*k, quote(name) + " is not a flag", "True, False or None");
}

std::string_view Operands::name_view(std::string_view operand) const {
  const Keyword* k = find(operand);
  if (!k) return {};
  const auto* ref = std::get_if<Reference>(&k->value.data);
  if (!ref || !ref->index.empty() || !ref->calls.empty()) fail(*k, quote(operand) + " is not a name", "a name");
  return ref->name;
}

std::vector<int64_t> Operands::integers(std::string_view name, std::optional<size_t> size, Range each,
                                        std::vector<int64_t> fallback, const ListSpelling& spelling) const {
  const Keyword* k = find(name);
  if (!k) return fallback;
  const std::string entry = spelling.entry.empty() ? describe(each) : std::string(spelling.entry);
  const auto* list = std::get_if<List>(&k->value.data);
  if (!list)
    fail(*k, quote(name) + " is not a list",
         spelling.list.empty() ? "a list: [" + describe(each) + ", ...]" : std::string(spelling.list));
  std::vector<int64_t> out;
  out.reserve(list->items.size());
  for (const Value& item : list->items) {
    const auto* v = std::get_if<int64_t>(&item.data);
    if (!v) fail(*k, quote(name) + " holds a non-integer", entry + " in each place");
    if (!each.contains(*v))
      fail(*k, quote(name) + " holds " + std::to_string(*v) + ", out of range", entry + " in each place");
    out.push_back(*v);
  }
  if (size && out.size() != *size)
    fail(*k, quote(name) + " has " + std::to_string(out.size()) + " entries", std::to_string(*size) + " entries");
  return out;
}

}  // namespace sim::trace
