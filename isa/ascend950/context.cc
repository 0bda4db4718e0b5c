#include "isa/ascend950/context.h"

#include <algorithm>

namespace sim::ascend950 {

Pipe Args::pipe(const char* operand) const {
  const trace::Keyword* k = find(operand);
  const std::string_view text = name_view(operand);
  // by its suffix after "PIPE_" (every instruction of a synchronised trace names one or two pipes)
  if (text.size() > 5 && text.substr(0, 5) == "PIPE_") {
    const std::string_view suffix = text.substr(5);
    switch (suffix.size()) {
      case 1:
        if (suffix[0] == 'S') return Pipe::S;
        if (suffix[0] == 'V') return Pipe::V;
        if (suffix[0] == 'M') return Pipe::M;
        break;
      case 3:
        if (suffix == "FIX") return Pipe::Fix;
        if (suffix == "ALL") return Pipe::All;
        break;
      case 4:
        if (suffix == "MTE1") return Pipe::Mte1;
        if (suffix == "MTE2") return Pipe::Mte2;
        if (suffix == "MTE3") return Pipe::Mte3;
        break;
      default: break;
    }
  }
  fail(*k, "unknown pipe " + trace::quote(text),
       "PIPE_S, PIPE_V, PIPE_M, PIPE_MTE1, PIPE_MTE2, PIPE_MTE3, PIPE_FIX or PIPE_ALL");
}

std::array<int, 3> flag_key(const Args& args) {
  const int64_t event = args.event("event_id");
  return {static_cast<int>(args.pipe("pipe")), static_cast<int>(args.pipe("tpipe")),
          event >= 0 && event <= 7 ? static_cast<int>(event) : -1};
}

int64_t Args::event(const char* operand) const {
  const trace::Keyword* k = find(operand);
  if (const auto* v = std::get_if<int64_t>(&k->value.data)) return *v;
  const std::string_view text = name_view(operand);
  if (text.rfind("EVENT_ID", 0) == 0 && text.size() > 8 && text.size() < 12 &&
      std::all_of(text.begin() + 8, text.end(), [](char c) { return c >= '0' && c <= '9'; }))
    return std::stoll(std::string(text.substr(8)));
  fail(*k, trace::quote(operand) + " is not an event ID", "EVENT_IDn or an integer");
}

}  // namespace sim::ascend950
