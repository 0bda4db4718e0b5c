// The assembly reader: LLVM MC syntax for the rows of instructions.def, straight into a Program
// (operand trees in its arena, as the .mxt reader builds them), every position the assembly's.
#include <algorithm>
#include <cctype>
#include <cerrno>
#include <charconv>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory_resource>
#include <new>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "isa/cdna4/assembly.h"
#include "isa/cdna4/operand_classes.h"
#include "sim/core/error.h"
#include "sim/trace/arena.h"

namespace sim::cdna4 {

namespace {

std::string trim(std::string_view s) {
  size_t b = 0, e = s.size();
  while (b < e && std::isspace(static_cast<unsigned char>(s[b]))) ++b;
  while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1]))) --e;
  return std::string(s.substr(b, e - b));
}

struct Token {
  std::string text;
  int column = 0;  // 1-based
};

// Splits `s` (starting at `column`) at top-level occurrences of `separator` (never inside [] or ()).
std::vector<Token> split_top(const std::string& s, int column, char separator) {
  std::vector<Token> out;
  int depth = 0;
  size_t start = 0;
  auto push = [&](size_t from, size_t to) {
    size_t b = from;
    while (b < to && std::isspace(static_cast<unsigned char>(s[b]))) ++b;
    size_t e = to;
    while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1]))) --e;
    out.push_back({s.substr(b, e - b), column + static_cast<int>(b)});
  };
  for (size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    if (c == '[' || c == '(') ++depth;
    if (c == ']' || c == ')') --depth;
    const bool split =
        depth == 0 && (separator == ' ' ? std::isspace(static_cast<unsigned char>(c)) != 0 : c == separator);
    if (split) {
      push(start, i);
      start = i + 1;
    }
  }
  push(start, s.size());
  if (separator == ' ') {
    std::vector<Token> kept;
    for (Token& t : out)
      if (!t.text.empty() && t.text != "&") kept.push_back(std::move(t));  // s_waitcnt fields may be joined by '&'
    return kept;
  }
  return out;
}

[[noreturn]] void fail(const std::string& file, int line, int column, const std::string& what,
                       const std::string& expected) {
  throw Error(file + std::string(":") + std::to_string(line) + std::string(":") + std::to_string(column) + ": " + what +
              "; expected " + expected);
}

bool all_digits(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s)
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
  return true;
}

bool is_integer(std::string_view s) {
  if (!s.empty() && s[0] == '-') s.remove_prefix(1);
  if (s.size() > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
    for (char c : s.substr(2))
      if (!std::isxdigit(static_cast<unsigned char>(c))) return false;
    return s.size() <= 18;  // at most 64 bits
  }
  return all_digits(s) && s.size() <= 18;  // fits int64 whatever the digits
}

// 1.5, -0.25, 1e-05, 1.0000000000000001e-05, 1e+20
bool is_float(std::string_view s) {
  if (!s.empty() && s[0] == '-') s.remove_prefix(1);
  const size_t e = s.find_first_of("eE");
  std::string_view mantissa = s.substr(0, e), exponent = e == std::string_view::npos ? "" : s.substr(e + 1);
  if (e != std::string_view::npos) {
    if (!exponent.empty() && (exponent[0] == '-' || exponent[0] == '+')) exponent.remove_prefix(1);
    if (!all_digits(exponent) || exponent.size() > 3) return false;
  }
  const size_t dot = mantissa.find('.');
  if (dot == std::string_view::npos) return e != std::string_view::npos && all_digits(mantissa);
  if (dot == 0 || dot + 1 >= mantissa.size()) return false;
  return all_digits(mantissa.substr(0, dot)) && all_digits(mantissa.substr(dot + 1));
}

// v5, a12, s3, v[0:3], a[4:11], s[4:5]
bool is_register(std::string_view s) {
  if (s.size() < 2 || (s[0] != 'v' && s[0] != 'a' && s[0] != 's')) return false;
  if (s[1] == '[') {
    const size_t colon = s.find(':'), close = s.find(']');
    if (close != s.size() - 1 || colon == std::string_view::npos || colon > close) return false;
    const std::string_view first = s.substr(2, colon - 2), last = s.substr(colon + 1, close - colon - 1);
    if (!all_digits(first) || !all_digits(last) || first.size() > 6 || last.size() > 6) return false;
    return std::stol(std::string(first)) <= std::stol(std::string(last));  // v[3:0] is not a range
  }
  return all_digits(s.substr(1)) && s.size() <= 7;
}

// An integer as LLVM reads it (0x hexadecimal, 0 octal), or nothing where it does not fit 64 bits.
std::optional<long long> integer_value(const std::string& s) {
  errno = 0;
  char* end = nullptr;
  const long long v = std::strtoll(s.c_str(), &end, 0);
  if (errno == ERANGE || s.empty() || end != s.c_str() + s.size()) return std::nullopt;
  return v;
}

bool is_identifier(std::string_view s) {
  if (s.empty() || !(std::isalpha(static_cast<unsigned char>(s[0])) || s[0] == '_')) return false;
  for (char c : s)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_') return false;
  return true;
}

// One line's operands as Values in the Program's arena, positioned in the assembly text.
class ValueBuilder {
 public:
  ValueBuilder(std::pmr::memory_resource* arena, const std::string& file, int line)
      : arena_(arena), file_(file), line_(line) {}

  std::string_view keep(std::string_view text) const {
    if (text.empty()) return {};
    char* copy = static_cast<char*>(arena_->allocate(text.size(), 1));
    std::copy(text.begin(), text.end(), copy);
    return {copy, text.size()};
  }
  template <typename T>
  trace::Span<T> keep(std::vector<T>& items) const {
    if (items.empty()) return {};
    T* data = static_cast<T*>(arena_->allocate(items.size() * sizeof(T), alignof(T)));
    for (size_t i = 0; i < items.size(); ++i) new (data + i) T(std::move(items[i]));
    return trace::Span<T>{data, static_cast<uint32_t>(items.size())};
  }

  trace::Value at(int column) const {
    trace::Value v;
    v.at = {line_, column};
    return v;
  }
  trace::Value name(std::string_view text, int column) const {
    trace::Value v = at(column);
    v.data = trace::Reference{keep(text), {}, {}};
    return v;
  }
  // v0005 -> v5, v[2:2] -> v2: the spelling LLVM prints
  trace::Value registers(const std::string& s, int column) const {
    if (s[1] != '[') return name(s.substr(0, 1) + std::to_string(std::stol(s.substr(1))), column);
    const size_t colon = s.find(':');
    const long first = std::stol(s.substr(2, colon - 2)), last = std::stol(s.substr(colon + 1, s.size() - colon - 2));
    if (first == last) return name(s.substr(0, 1) + std::to_string(first), column);
    trace::Slice range;
    range.has_start = range.has_stop = range.is_range = true;
    range.start = first;
    range.stop = last;  // LLVM ranges are inclusive
    std::vector<trace::Slice> index{range};
    trace::Value v = at(column);
    v.data = trace::Reference{keep(s.substr(0, 1)), keep(index), {}};
    return v;
  }
  // An integer as written: decimal or 0x hexadecimal (printed back the same way), 64-bit signed.
  trace::Value integer(std::string_view s, int column) const {
    const bool negative = s[0] == '-';
    if (negative) s.remove_prefix(1);
    const bool hexadecimal = s.size() > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
    if (hexadecimal) s.remove_prefix(2);
    uint64_t magnitude = 0;
    std::from_chars(s.data(), s.data() + s.size(), magnitude, hexadecimal ? 16 : 10);
    if (magnitude > (uint64_t{1} << 63) - (negative ? 0 : 1))
      fail(file_, line_, column, "number out of range", "a 64-bit integer");
    trace::Value v = at(column);
    v.data = static_cast<int64_t>(negative ? 0 - magnitude : magnitude);
    v.hexadecimal = hexadecimal;
    return v;
  }
  trace::Value floating(const std::string& s, int column) const {
    double d = 0;
    const auto [stop, error] = std::from_chars(s.data(), s.data() + s.size(), d);
    if (error != std::errc() || stop != s.data() + s.size())
      fail(file_, line_, column, "malformed number", "a decimal number");
    trace::Value v = at(column);
    v.data = d;
    return v;
  }
  // A modifier's integer as LLVM reads it (0x hexadecimal, 0 octal); printed back in decimal.
  trace::Value modifier_integer(const std::string& s, int column) const {
    trace::Value v = at(column);
    try {
      v.data = static_cast<int64_t>(std::stoll(s, nullptr, 0));
    } catch (const std::out_of_range&) {
      fail(file_, line_, column, "number out of range", "a 64-bit integer");
    }
    return v;
  }
  trace::Value list(std::vector<trace::Value>& items, int column) const {
    trace::Value v = at(column);
    v.data = trace::List{keep(items)};
    return v;
  }

  const std::string& file() const { return file_; }
  int line() const { return line_; }

 private:
  std::pmr::memory_resource* arena_;
  const std::string& file_;
  int line_;
};

// A positional operand: registers, off / m0 / vcc / exec, an integer, a float, hwreg(...).
trace::Value operand_value(const ValueBuilder& b, const Token& t, const std::string& name) {
  const std::string& s = t.text;
  const std::string& file = b.file();
  const int line = b.line();
  if (s.empty()) fail(file, line, t.column, "missing operand '" + name + "'", "a register, off or an integer");
  if (is_register(s)) return b.registers(s, t.column);
  if (find_special(s)) return b.name(canonical_special(s), t.column);  // vccz is LLVM's src_vccz
  if (is_integer(s)) return b.integer(s, t.column);
  // lit(N): LLVM's forced 32-bit literal (what its disassembler prints for a literal an inline
  // constant could have encoded); the value is N, printed back as lit(0x...)
  if (s.size() > 5 && s.compare(0, 4, "lit(") == 0 && s.back() == ')') {
    const std::string inner = trim(std::string_view(s).substr(4, s.size() - 5));
    if (!is_integer(inner))
      fail(file, line, t.column + 4, "bad literal " + quoted_input(inner) + " in lit(...)", "an integer");
    trace::Value v = b.integer(inner, t.column);
    const int64_t n = std::get<int64_t>(v.data);
    if (n < INT32_MIN || n > static_cast<int64_t>(UINT32_MAX))
      fail(file, line, t.column, "literal " + inner + " in lit(...)", "a 32-bit value");
    v.literal = true;
    return v;
  }
  if (is_float(s)) return b.floating(s, t.column);
  if ((s[0] == '-' && s.size() > 1 && (is_register(s.substr(1)) || s[1] == '|')) || s[0] == '|')
    fail(file, line, t.column, "source modifier in " + quoted_input(s) + " (neg / abs) on an operand that takes none",
         "a plain operand");
  if (name == "hwreg" && s.rfind("hwreg(", 0) == 0 && s.back() == ')') {
    const std::vector<Token> fields = split_top(s.substr(6, s.size() - 7), t.column + 6, ',');
    // hwreg(NAME) or hwreg(NAME, offset, width): offset 5 bits, width 1..32 (LLVM's words)
    if (fields.size() == 2)
      fail(file, line, fields[1].column + static_cast<int>(fields[1].text.size()), "expected a comma",
           "hwreg(HW_REG_NAME) or hwreg(HW_REG_NAME, offset, size)");
    if (fields.size() == 3 && is_integer(fields[1].text) && is_integer(fields[2].text)) {
      const long long offset = integer_value(fields[1].text).value_or(-1);
      const long long width = integer_value(fields[2].text).value_or(0);
      if (offset < 0 || offset > 31)
        fail(file, line, fields[1].column, "invalid bit offset: only 5-bit values are legal", "an offset of 0..31");
      if (width < 1 || width > 32)
        fail(file, line, fields[2].column, "invalid bitfield width: only values from 1 to 32 are legal",
             "a width of 1..32");
    }
    std::vector<trace::Value> items;
    for (size_t i = 0; i < fields.size(); ++i) {
      const std::string& f = fields[i].text;
      if (i == 0 ? f.rfind("HW_REG_", 0) != 0 || !is_identifier(f) : !is_integer(f))
        fail(file, line, fields[i].column, "bad hwreg field " + quoted_input(f), "hwreg(HW_REG_NAME, offset, size)");
      items.push_back(i == 0 ? b.name(f, fields[i].column) : b.integer(f, fields[i].column));
    }
    return b.list(items, t.column);
  }
  fail(file, line, t.column, "bad operand " + quoted_input(s) + " for '" + name + "'",
       name == "hwreg" ? std::string("hwreg(HW_REG_NAME, offset, size)")
                       : std::string("a register (v0, v[0:3], a0, a[0:3], s0, s[0:1], first <= last), off, an integer "
                                     "(at most 64 bits) or a float"));
}

// op_sel:[0,1,0] -> [0, 1, 0]; cbsz:3 -> 3 (positioned at the modifier)
trace::Value modifier_value(const ValueBuilder& b, const std::string& text, int column, int value_column,
                            const std::string& name) {
  if (text.size() >= 2 && text.front() == '[' && text.back() == ']') {
    const std::vector<Token> items = split_top(text.substr(1, text.size() - 2), value_column + 1, ',');
    std::vector<trace::Value> values;
    for (const Token& item : items) {
      if (!is_integer(item.text))
        fail(b.file(), b.line(), item.column, "bad " + name + " element " + quoted_input(item.text), "0 or 1");
      if ((name == "op_sel" || name == "op_sel_hi") && integer_value(item.text).value_or(2) != 0 &&
          integer_value(item.text).value_or(2) != 1)
        fail(b.file(), b.line(), item.column, "invalid " + name + " value " + quoted_input(item.text), "0 or 1");
      values.push_back(b.modifier_integer(item.text, item.column));
    }
    return b.list(values, column);
  }
  if (!is_integer(text))
    fail(b.file(), b.line(), value_column, "bad " + name + " value " + quoted_input(text), "an integer");
  trace::Value v = b.modifier_integer(text, value_column);
  v.at.column = column;
  return v;
}

std::string joined(const std::vector<std::string>& names, const char* separator) {
  std::string text;
  for (const std::string& n : names) text += (text.empty() ? "" : separator) + n;
  return text;
}

}  // namespace

trace::Program parse_assembly(std::string_view text, const std::string& file) {
  std::shared_ptr<std::pmr::monotonic_buffer_resource> owner = trace::make_arena(text.size() * 10);
  std::pmr::memory_resource* arena = owner.get();
  trace::Program program{owner,
                         trace::kTraceVersion,
                         "cdna4",
                         {},
                         file,
                         std::pmr::vector<trace::Buffer>(arena),
                         std::pmr::vector<trace::Instruction>(arena)};
  std::string mnemonics;
  for (const OpRow& row : op_rows()) mnemonics += (mnemonics.empty() ? "" : ", ") + std::string(row.mnemonic);
  int line_no = 0;
  size_t at = 0;
  while (at <= text.size()) {
    const size_t end = std::min(text.find('\n', at), text.size());
    std::string line(text.substr(at, end - at));
    at = end + 1;
    ++line_no;
    // the .mxt reader's bounds hold for assembly too: one line cannot make the reader allocate
    // without limit (LLVM's own lines are under 200 bytes)
    if (line.size() > trace::kMaxLineBytes)
      fail(file, line_no, 1, "line of " + std::to_string(line.size()) + " bytes",
           "at most " + std::to_string(trace::kMaxLineBytes) + " (kMaxLineBytes)");
    // comments: ';' or '//' to the end of the line
    const size_t semi = line.find(';'), slashes = line.find("//");
    line = line.substr(0, std::min(semi, slashes));
    if (!line.empty() && line.back() == '\r') line.pop_back();
    // a label ("name:") may stand alone or before the instruction on its line: blank it out
    {
      const std::string lead = trim(line);
      const size_t colon = lead.find(':');
      if (colon != std::string::npos && colon > 0 && lead[0] != '.' && lead.find_first_of(" \t[,(") > colon) {
        const size_t at_colon = line.find(':');
        line.replace(0, at_colon + 1, std::string(at_colon + 1, ' '));
      }
    }
    const std::string body = trim(line);
    if (!body.empty() && body[0] == '.') {
      // directives that emit code or data would change the instruction stream: not modelled
      static const char* kCode[] = {".byte",  ".short", ".long", ".quad", ".word", ".int",  ".rept", ".endr",
                                    ".macro", ".endm",  ".irp",  ".inst", ".fill", ".zero", ".space"};
      const std::string directive = body.substr(0, body.find_first_of(" \t"));
      for (const char* d : kCode)
        if (directive == d)
          fail(file, line_no, static_cast<int>(line.find('.')) + 1, "directive " + directive + " emits code or data",
               "instructions (other directives are skipped)");
    }
    if (body.empty() || body[0] == '.') {
      if (end == text.size()) break;
      continue;
    }
    const int indent = static_cast<int>(line.find(body[0]));
    size_t name_end = 0;
    while (name_end < body.size() && !std::isspace(static_cast<unsigned char>(body[name_end]))) ++name_end;
    const std::string spelled = body.substr(0, name_end);
    const OpRow* row = find_spelling(spelled);  // the mnemonic or another of LLVM's spellings
    if (!row)
      fail(file, line_no, indent + 1, "unknown mnemonic " + quoted_input(spelled), "a CDNA4 mnemonic: " + mnemonics);
    const std::string mnemonic = row->mnemonic;
    const trace::InstructionSchema& names = schema().instructions[static_cast<size_t>(row->op)];
    std::string rest = body.substr(name_end);
    const int rest_column0 = indent + 1 + static_cast<int>(name_end);
    if (row->syntax == Syntax::Waitcnt) {
      // LLVM accepts vmcnt(0) & lgkmcnt(0), vmcnt(0), lgkmcnt(0), vmcnt(0)&lgkmcnt(0), blanks: one
      // separator between counters, none before the first or after the last
      bool counter_before = false, separator_before = false;
      for (size_t p = 0; p < rest.size();) {
        const char ch = rest[p];
        if (std::isspace(static_cast<unsigned char>(ch))) {
          ++p;
          continue;
        }
        const int column = rest_column0 + static_cast<int>(p);
        if (ch == '&' || ch == ',') {
          if (!counter_before) fail(file, line_no, column, "unknown token in expression", "a counter name");
          if (separator_before) fail(file, line_no, column, "expected a counter name", "a counter after the separator");
          separator_before = true;
          ++p;
          continue;
        }
        counter_before = true;
        separator_before = false;
        const size_t close = rest.find(')', p);
        const size_t space = rest.find_first_of(" \t&,", p);
        p = close != std::string::npos && (space == std::string::npos || close < space) ? close + 1
            : space == std::string::npos                                                ? rest.size()
                                                                                        : space;
      }
      if (separator_before)
        fail(file, line_no, rest_column0 + static_cast<int>(rest.size()), "expected a counter name",
             "a counter after the separator");
      for (char& ch : rest)
        if (ch == '&' || ch == ',') ch = ' ';
      // a raw encoding (s_waitcnt 0, s_waitcnt 0x3f70): LLVM keeps its low 32 bits (a float's from its
      // double bits) and the instruction its low 16: vmcnt [3:0] and [15:14], expcnt [6:4], lgkmcnt [11:8]
      const std::string raw = trim(rest);
      if (is_integer(raw) || is_float(raw)) {
        uint64_t bits = 0;
        if (is_integer(raw)) {
          const std::optional<long long> n = integer_value(raw);
          if (!n)
            fail(file, line_no, rest_column0 + static_cast<int>(rest.find_first_not_of(' ')), "number out of range",
                 "a 64-bit integer");
          bits = static_cast<uint64_t>(*n);
        } else {
          const double d = std::strtod(raw.c_str(), nullptr);  // an overflow is inf, as LLVM reads it
          std::memcpy(&bits, &d, sizeof bits);
        }
        const uint64_t e = bits & 0xFFFF;
        rest = " vmcnt(" + std::to_string((e & 0xF) | ((e >> 14) & 3) << 4) + ") expcnt(" +
               std::to_string((e >> 4) & 7) + ") lgkmcnt(" + std::to_string((e >> 8) & 0xF) + ")";
      }
    }
    if (!trim(rest).empty() && trim(rest).back() == ',')
      fail(file, line_no, indent + 1 + static_cast<int>(name_end + rest.rfind(',')), "trailing ','",
           "another operand after it");
    const int rest_column = indent + 1 + static_cast<int>(name_end);
    // operands are separated by commas (LLVM also accepts blanks, e.g. before the scale operands of a
    // scaled MFMA); the modifiers (name:value, name(value), flags) follow them
    std::vector<Token> fields, modifiers;
    if (!trim(rest).empty())
      for (const Token& field : split_top(rest, rest_column, ','))
        for (Token& token : split_top(field.text, field.column, ' ')) {
          const std::string& t = token.text;
          const size_t paren = t.find('(');
          const bool is_modifier =
              is_flag_modifier(t) || (t.find(':') != std::string::npos && t.find('[') != 1) ||
              (paren != std::string::npos && t.rfind("hwreg(", 0) != 0 && t.rfind("neg(", 0) != 0 &&
               t.rfind("abs(", 0) != 0 && t.rfind("lit(", 0) != 0);  // neg(v2), lit(0x0): operands
          if (is_modifier || !modifiers.empty())
            modifiers.push_back(std::move(token));  // anything after the first modifier is one too
          else
            fields.push_back(std::move(token));
        }
    if (row->syntax == Syntax::Waitcnt && trim(rest).empty())
      fail(file, line_no, indent + 1, "s_waitcnt without a counter (too few operands)", "vmcnt(N), lgkmcnt(N) or both");
    if (fields.size() + modifiers.size() > trace::kMaxOperandsPerLine)
      fail(file, line_no, rest_column, std::to_string(fields.size() + modifiers.size()) + " operands",
           "at most " + std::to_string(trace::kMaxOperandsPerLine) + " in a line (kMaxOperandsPerLine)");
    const std::vector<std::string>& positional = names.required;
    if (row->op == Op::SEndpgm && fields.size() == 1) {  // s_endpgm N: a 16-bit immediate, a modifier here
      const Token& t = fields[0];
      const long long n = is_integer(t.text) ? integer_value(t.text).value_or(-1) : -1;
      if (n < 0 || n > 0xFFFF)
        fail(file, line_no, t.column, "s_endpgm operand " + quoted_input(t.text), "a 16-bit value");
      modifiers.insert(modifiers.begin(), Token{"simm16:" + std::to_string(n), t.column});
      fields.clear();
    }
    if (fields.size() != positional.size()) {
      const int column = fields.size() > positional.size() ? fields[positional.size()].column
                                                           : rest_column + static_cast<int>(rest.size());
      fail(file, line_no, column, std::to_string(fields.size()) + " operands for " + mnemonic,
           std::to_string(positional.size()) + (positional.empty() ? "" : " (" + joined(positional, ", ") + ")"));
    }
    const ValueBuilder b(arena, file, line_no);
    std::vector<std::string> texts;
    for (const Token& f : fields) texts.push_back(f.text);
    // an MFMA's operand formats set its A and B register counts
    int cbsz = 0, blgp = 0, index_and_offset = 0;
    for (const Token& m : modifiers) index_and_offset += m.text == "idxen" || m.text == "offen";
    for (const Token& m : modifiers)
      for (auto [prefix, into] : {std::pair<const char*, int*>{"cbsz:", &cbsz}, {"blgp:", &blgp}})
        if (m.text.rfind(prefix, 0) == 0 && m.text.size() > 5 && m.text.size() < 8 && all_digits(m.text.substr(5)))
          *into = std::stoi(m.text.substr(5));
    std::vector<trace::Keyword> keywords;
    // the VOP3 source modifiers of the rows that take them (neg / abs): -v2, |v3|, -|v4|, neg(v2),
    // abs(v3), one bit per source; the operand is read without them
    const bool takes_source_modifiers =
        std::find(names.optional.begin(), names.optional.end(), "neg") != names.optional.end();
    // (the unpacking conversions take them on the FP32 scale only: src0 holds packed codes)
    const bool scale_only = row->op == Op::CvtPkF32Fp8 || row->op == Op::CvtPkF32Bf8 || row->op == Op::CvtPkF32Fp4;
    std::vector<int64_t> neg_bits(fields.empty() ? 0 : fields.size() - 1, 0), abs_bits(neg_bits.size(), 0);
    for (size_t i = 1; takes_source_modifiers && i < fields.size() && i <= 3; ++i) {
      if (scale_only && i != 2) continue;
      Token& f = fields[i];
      auto wrapped = [&](const char* open, char close) {
        const size_t n = std::char_traits<char>::length(open);
        if (f.text.size() > n + 1 && f.text.compare(0, n, open) == 0 && f.text.back() == close) {
          f.text = f.text.substr(n, f.text.size() - n - 1);
          f.column += static_cast<int>(n);
          return true;
        }
        return false;
      };
      bool negated = wrapped("neg(", ')');
      if (!negated && f.text.size() > 1 && f.text[0] == '-' &&
          (f.text[1] == '|' || std::isalpha(static_cast<unsigned char>(f.text[1])))) {
        f.text = f.text.substr(1);
        f.column += 1;
        negated = true;
      }
      const bool absolute = wrapped("abs(", ')') || wrapped("|", '|');
      neg_bits[i - 1] = negated;
      abs_bits[i - 1] = absolute;
    }
    // LLVM's "invalid operand" for operand i (why: after the instruction's name; expected: what fits)
    auto invalid_operand = [&](size_t i, const std::string& why, const std::string& expected) {
      fail(file, line_no, fields[i].column,
           "invalid operand " + quoted_input(fields[i].text) + " for '" + positional[i] + "' of " + mnemonic + why,
           expected);
    };
    for (size_t i = 0; i < fields.size(); ++i) {
      // the operand's class as LLVM's assembler checks it (operand_classes.h), before its syntax
      const std::string& written = fields[i].text;
      const bool source_modifier =
          !written.empty() && (written[0] == '|' || (written[0] == '-' && written.size() > 1 &&
                                                     std::isalpha(static_cast<unsigned char>(written[1]))));
      if (const auto allowed = operand_classes(row->op, i); allowed && !source_modifier) {
        const uint16_t found = class_of(fields[i].text);
        const uint16_t kinds = found & static_cast<uint16_t>(~kSingle);
        bool ok = (kinds & *allowed) != 0;
        if (ok && (*allowed & kSingle) && (kinds & (kVgpr | kAgpr | kSgpr)) && !(found & kSingle)) ok = false;
        if (!ok && register_out_of_range(fields[i].text))
          fail(file, line_no, fields[i].column,
               "register index is out of range in " + quoted_input(fields[i].text) + " ('" + positional[i] + "' of " +
                   mnemonic + ")",
               "v0..v255, a0..a255 or s0..s105, first <= last");
        // text of no operand syntax at all is operand_value's to report (what the syntax is)
        if (!ok && found != 0) invalid_operand(i, "", describe(*allowed));
      }
      if (row->op == Op::BufferLoad && i == 1 && index_and_offset == 0 && fields[i].text != "off")
        invalid_operand(i, " (no offen or idxen: no address register)", "off");
      if (row->op == Op::BufferLoad && i == 1 && index_and_offset > 0 && fields[i].text == "off")
        invalid_operand(i, " (offen / idxen read the address register)", "a VGPR");
      if (const int width = operand_width(row->op, i, texts, cbsz, blgp, index_and_offset == 2); width > 0) {
        const int count = register_count(fields[i].text);
        const bool mfma_source = (i == 1 || i == 2) && operand_classes(row->op, 3).has_value() &&
                                 (*operand_classes(row->op, 3) & kInline) != 0;
        if (count > 0 && count != width && mfma_source)  // LLVM's words for an MFMA's A / B
          fail(file, line_no, fields[i].column,
               "wrong register tuple size for " + std::string(i == 1 ? "cbsz" : "blgp") + " value " +
                   std::to_string(i == 1 ? cbsz : blgp) + ": " + quoted_input(fields[i].text) + " for '" +
                   positional[i] + "' of " + mnemonic,
               std::to_string(width) + " consecutive registers");
        if (count > 0 && count != width)
          invalid_operand(i, "", std::to_string(width) + (width == 1 ? " register" : " consecutive registers"));
      }
      trace::Value value = operand_value(b, fields[i], positional[i]);
      if (const auto* d = std::get_if<double>(&value.data);
          d && (positional[i] == "simm16" || positional[i] == "simm32")) {
        uint64_t bits = 0;
        std::memcpy(&bits, d, sizeof bits);
        value.data = static_cast<int64_t>(static_cast<int32_t>(static_cast<uint32_t>(bits)));
      }
      // the global access's SGPR base: an SGPR pair or vcc, not exec (LLVM: "invalid operand")
      if ((row->op == Op::GlobalLoad || row->op == Op::GlobalStore) && i == 2 &&
          (fields[i].text == "exec" || fields[i].text == "exec_lo" || fields[i].text == "exec_hi"))
        invalid_operand(i, "", "an SGPR pair, vcc or off");
      keywords.push_back(trace::Keyword{b.keep(positional[i]), value, value.at});
    }
    if (std::count(neg_bits.begin(), neg_bits.end(), 1) + std::count(abs_bits.begin(), abs_bits.end(), 1) > 0)
      for (auto [modifier, bits] :
           {std::pair<const char*, std::vector<int64_t>*>{"neg", &neg_bits}, {"abs", &abs_bits}}) {
        std::vector<trace::Value> items;
        for (int64_t x : *bits) items.push_back(b.integer(std::to_string(x), rest_column));
        trace::Value value = b.list(items, rest_column);
        keywords.push_back(trace::Keyword{b.keep(modifier), value, value.at});
      }
    std::vector<std::string> seen;
    for (const Token& m : modifiers) {
      std::string name;
      trace::Value value;
      const size_t colon = m.text.find(':'), paren = m.text.find('(');
      if (colon != std::string::npos && (paren == std::string::npos || colon < paren)) {
        name = m.text.substr(0, colon);
        value = modifier_value(b, m.text.substr(colon + 1), m.column, m.column + static_cast<int>(colon) + 1, name);
      } else if (paren != std::string::npos && m.text.back() == ')') {  // vmcnt(0)
        name = m.text.substr(0, paren);
        value = modifier_value(b, m.text.substr(paren + 1, m.text.size() - paren - 2), m.column,
                               m.column + static_cast<int>(paren) + 1, name);
      } else {
        name = m.text;
        value = b.at(m.column);
        value.data = int64_t{1};
        if (!is_flag_modifier(name))
          fail(file, line_no, m.column, "bad modifier " + quoted_input(m.text) + " for " + mnemonic,
               "name:value, name(value) or a flag");
      }
      if (name == "neg" || name == "abs")
        fail(file, line_no, m.column, "modifier " + quoted_input(name) + " for " + mnemonic,
             "source modifiers on their operands (-v2, |v3|, -|v4|)");
      if (std::find(names.optional.begin(), names.optional.end(), name) == names.optional.end())
        fail(file, line_no, m.column, "unknown modifier " + quoted_input(name) + " for " + mnemonic,
             names.optional.empty() ? "none" : "one of: " + joined(names.optional, ", "));
      if (std::find(seen.begin(), seen.end(), name) != seen.end())
        fail(file, line_no, m.column, "modifier '" + name + "' given twice", "each modifier once");
      seen.push_back(name);
      // a memory access's modifiers in LLVM's order: idxen / offen, then offset, then the cache flags
      // (sc0, sc1, nt in any order); LLVM refuses an earlier group after a later one
      if (row->op == Op::GlobalLoad || row->op == Op::GlobalStore || row->op == Op::BufferLoad) {
        auto group = [](const std::string& n) { return n == "idxen" || n == "offen" ? 0 : n == "offset" ? 1 : 2; };
        for (const std::string& before : seen)
          if (group(before) > group(name))
            fail(file, line_no, m.column, "invalid operand for instruction: " + name + " after " + before,
                 "idxen / offen, then offset:N, then sc0 / sc1 / nt");
      }
      // an MFMA's operand formats: 3-bit fields, cbsz written before blgp (LLVM refuses the other order)
      if (name == "cbsz" || name == "blgp") {
        if (const auto* n = std::get_if<int64_t>(&value.data); n && (*n < 0 || *n > 7))
          fail(file, line_no, m.column, "invalid " + name + " value " + std::to_string(*n), "0..7");
        if (name == "cbsz" && std::find(seen.begin(), seen.end(), "blgp") != seen.end())
          fail(file, line_no, m.column, "not a valid operand: cbsz after blgp", "cbsz:N before blgp:N");
      }
      // the offset field's width, as LLVM's assembler checks it
      if (const auto* n = std::get_if<int64_t>(&value.data); n && name == "offset") {
        struct Field {
          int64_t min, max;
          const char* what;
        };
        const std::optional<Field> field =
            row->op == Op::GlobalLoad || row->op == Op::GlobalStore
                ? std::optional<Field>({-4096, 4095, "13-bit signed"})
            : row->op == Op::DsRead || row->op == Op::DsWrite || row->op == Op::BufferLoad
                ? std::optional<Field>({0, 65535, "16-bit unsigned"})
                : std::nullopt;
        if (field && (*n < field->min || *n > field->max))
          fail(file, line_no, m.column, "offset " + std::to_string(*n) + " of " + mnemonic,
               std::string("a ") + field->what + " offset (" + std::to_string(field->min) + ".." +
                   std::to_string(field->max) + ")");
      }
      keywords.push_back(trace::Keyword{b.keep(name), value, value.at});
    }
    if (row->syntax == Syntax::Waitcnt) {
      // LLVM prints the counters that wait, those below their maximum (vmcnt 63, expcnt 7, lgkmcnt
      // 15), and all three when none does: a counter at its maximum is no wait, as if not written
      constexpr std::pair<std::string_view, int64_t> kMax[] = {{"vmcnt", 63}, {"expcnt", 7}, {"lgkmcnt", 15}};
      auto at_max = [&](const trace::Keyword& k) {
        for (const auto& [name, top] : kMax)
          if (k.name == name) {
            const auto* n = std::get_if<int64_t>(&k.value.data);
            return n && *n == top;
          }
        return false;
      };
      const size_t given = keywords.size();
      keywords.erase(std::remove_if(keywords.begin(), keywords.end(), at_max), keywords.end());
      if (keywords.empty() && given > 0)
        for (const auto& [name, top] : kMax) {
          trace::Value v = b.integer(std::to_string(top), rest_column);
          keywords.push_back(trace::Keyword{b.keep(name), v, v.at});
        }
    }
    // an MFMA's C and D in one register file, both VGPRs or both AGPRs (ISA ACC_CD; LLVM: "invalid operand")
    const bool mfma =
        row->op == Op::MfmaScale16 || row->op == Op::MfmaScale32 || row->op == Op::Mfma16 || row->op == Op::Mfma32;
    if (mfma && fields.size() > 3 && is_register(fields[0].text) && is_register(fields[3].text) &&
        fields[0].text[0] != fields[3].text[0])
      invalid_operand(3, " (C in another register file than D " + quoted_input(fields[0].text) + ")",
                      std::string(fields[0].text[0] == 'a' ? "AGPRs" : "VGPRs") + " like D, or an inline constant");
    const bool conversion = row->op == Op::CvtPkFp8 || row->op == Op::CvtPkBf8 || row->op == Op::CvtPkFp4 ||
                            row->op == Op::CvtPkF32Fp8 || row->op == Op::CvtPkF32Bf8 || row->op == Op::CvtPkF32Fp4;
    if (conversion) {
      // one op_sel bit per operand, the destination's last: LLVM pads a shorter list with zeros and
      // cuts a longer one (up to four bits) to the instruction's operands
      for (trace::Keyword& k : keywords)
        if (k.name == "op_sel")
          if (const auto* l = std::get_if<trace::List>(&k.value.data)) {
            std::vector<trace::Value> items(l->items.begin(), l->items.end());
            items.resize(positional.size(), b.integer("0", k.at.column));
            k.value = b.list(items, k.at.column);
          }
      // the constant bus: one SGPR (or a named SGPR such as vcc_lo or m0) among the sources
      std::string sgpr;
      for (size_t i = 1; i < fields.size(); ++i)
        if (class_of(fields[i].text) & (kSgpr | kSpecial)) {  // src_scc / src_vccz / src_execz read one too
          const std::string read(canonical_special(fields[i].text));
          if (!sgpr.empty() && read != sgpr)
            fail(file, line_no, fields[i].column,
                 "invalid operand (violates constant bus restrictions): " + quoted_input(fields[i].text) + " after " +
                     quoted_input(sgpr) + " in " + mnemonic,
                 "at most one SGPR among the sources (a VOP3 instruction reads one scalar value)");
          sgpr = read;
        }
    }
    trace::Instruction instruction;
    instruction.mnemonic = mnemonic;
    instruction.operands = b.keep(keywords);
    instruction.at = {line_no, indent + 1};
    program.instructions.push_back(std::move(instruction));
    if (end == text.size()) break;
  }
  trace::validate(program, schema());
  return program;
}

}  // namespace sim::cdna4
