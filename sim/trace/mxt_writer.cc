// The .mxt printer: canonical form (one space between fields, comments dropped, ints in the radix
// they were written in, floats in shortest round-trip form).
#include <charconv>
#include <string>

#include <cstdint>

#include "sim/trace/mxt.h"

namespace sim::trace {
namespace {

void print_value(const Value& value, std::string& out);

void print_keywords(const Span<Keyword>& keywords, const char* separator, std::string& out) {
  for (size_t i = 0; i < keywords.size(); ++i) {
    if (i) out += separator;
    out += keywords[i].name;
    out += '=';
    print_value(keywords[i].value, out);
  }
}

void print_int(int64_t v, bool hexadecimal, std::string& out) {
  char buffer[32];
  if (!hexadecimal) {
    const auto [end, error] = std::to_chars(buffer, buffer + sizeof buffer, v);
    out.append(buffer, end);
    return;
  }
  if (v < 0) out += '-';
  const uint64_t magnitude = v < 0 ? 0 - static_cast<uint64_t>(v) : static_cast<uint64_t>(v);
  out += "0x";
  const auto [end, error] = std::to_chars(buffer, buffer + sizeof buffer, magnitude, 16);
  out.append(buffer, end);
}

void print_slice(const Slice& s, std::string& out) {
  if (s.has_start) print_int(s.start, false, out);
  if (!s.is_range) return;
  out += ':';
  if (s.has_stop) print_int(s.stop, false, out);
  if (s.has_step) {
    out += ':';
    print_int(s.step, false, out);
  }
}

void print_value(const Value& value, std::string& out) {
  if (const auto* integer = std::get_if<int64_t>(&value.data)) {
    print_int(*integer, value.hexadecimal, out);
  } else if (const auto* d = std::get_if<double>(&value.data)) {
    char buffer[64];
    const auto [end, error] = std::to_chars(buffer, buffer + sizeof buffer, *d);
    std::string text(buffer, end);
    // Keep it a float when read back.
    if (text.find_first_of(".eEn") == std::string::npos) text += ".0";
    out += text;
  } else if (const auto* s = std::get_if<std::string_view>(&value.data)) {
    out += '"';
    for (char c : *s) {
      if (c == '"' || c == '\\') out += '\\';
      out += c;
    }
    out += '"';
  } else if (const auto* l = std::get_if<List>(&value.data)) {
    out += '[';
    for (size_t i = 0; i < l->items.size(); ++i) {
      if (i) out += ", ";
      print_value(l->items[i], out);
    }
    out += ']';
  } else {
    const auto& r = std::get<Reference>(value.data);
    out += r.name;
    if (!r.index.empty()) {
      out += '[';
      for (size_t i = 0; i < r.index.size(); ++i) {
        if (i) out += ", ";
        print_slice(r.index[i], out);
      }
      out += ']';
    }
    for (const Call& call : r.calls) {
      out += '.';
      out += call.method;
      out += '(';
      print_keywords(call.arguments, ", ", out);
      out += ')';
    }
  }
}

}  // namespace

std::string print_mxt(const Program& program) {
  std::string out = "mxt " + std::to_string(program.version) + "\n";
  out += "target " + program.target + "\n";
  if (!program.config.empty()) out += "config " + program.config + "\n";
  // declarations keep their place among the instructions (a recording declares a tile when the
  // kernel allocates it, and a replay gives it a fresh lifetime there)
  size_t next_buffer = 0;
  auto print_buffers_before = [&](size_t instruction_index) {
    for (; next_buffer < program.buffers.size() && program.buffers[next_buffer].before_instruction <= instruction_index;
         ++next_buffer) {
      const Buffer& b = program.buffers[next_buffer];
      out += "buffer ";
      out += b.name;
      out += ' ';
      out += b.space;
      if (!b.attributes.empty()) out += ' ';
      print_keywords(b.attributes, " ", out);
      out += '\n';
    }
  };
  for (size_t i = 0; i < program.instructions.size(); ++i) {
    print_buffers_before(i);
    const Instruction& instruction = program.instructions[i];
    if (!instruction.queue.empty()) {
      out += '@';
      out += instruction.queue;
      out += ' ';
    }
    out += instruction.mnemonic;
    if (!instruction.operands.empty()) out += ' ';
    print_keywords(instruction.operands, " ", out);
    out += '\n';
  }
  print_buffers_before(SIZE_MAX);
  if (program.ended) out += "end\n";
  return out;
}

}  // namespace sim::trace
