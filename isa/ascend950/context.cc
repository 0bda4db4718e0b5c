#include "isa/ascend950/context.h"

#include <algorithm>

namespace sim::ascend950 {

Pipe Args::pipe(const char* operand) const {
  const trace::Keyword* k = find(operand);
  const std::string text = name(operand);
  for (int p = 0; p <= static_cast<int>(Pipe::All); ++p)
    if (text == name_of(static_cast<Pipe>(p))) return static_cast<Pipe>(p);
  fail(*k, "unknown pipe " + trace::quote(text),
       "PIPE_S, PIPE_V, PIPE_M, PIPE_MTE1, PIPE_MTE2, PIPE_MTE3, PIPE_FIX or PIPE_ALL");
}

int64_t Args::event(const char* operand) const {
  const trace::Keyword* k = find(operand);
  if (const auto* v = std::get_if<int64_t>(&k->value.data)) return *v;
  const std::string text = name(operand);
  if (text.rfind("EVENT_ID", 0) == 0 && text.size() > 8 && text.size() < 12 &&
      std::all_of(text.begin() + 8, text.end(), [](char c) { return c >= '0' && c <= '9'; }))
    return std::stoll(text.substr(8));
  fail(*k, trace::quote(operand) + " is not an event ID", "EVENT_IDn or an integer");
}

}  // namespace sim::ascend950
