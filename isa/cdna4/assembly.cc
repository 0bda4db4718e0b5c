#include "isa/cdna4/assembly.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdio>

#include "sim/core/error.h"

namespace sim::cdna4 {

namespace {

struct Row {
  const char* mnemonic;
  const char* positional;
  const char* modifiers;
};

constexpr Row kTable[] = {
#define INSTRUCTION(id, mnemonic, positional, modifiers) Row{mnemonic, positional, modifiers},
#include "isa/cdna4/instructions.def"
#undef INSTRUCTION
};

const std::vector<InstructionInfo>& infos() {
  static const std::vector<InstructionInfo> table = [] {
    std::vector<InstructionInfo> t;
    for (const Row& r : kTable) t.push_back({r.mnemonic, trace::schema_words(r.positional), trace::schema_words(r.modifiers)});
    return t;
  }();
  return table;
}

constexpr const char* kFlags[] = {"offen", "idxen", "sc0", "sc1", "nt"};
bool is_flag(std::string_view name) {
  for (const char* f : kFlags)
    if (name == f) return true;
  return false;
}

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
    const bool split = depth == 0 && (separator == ' ' ? std::isspace(static_cast<unsigned char>(c)) != 0 : c == separator);
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

[[noreturn]] void fail(const std::string& file, int line, int column, const std::string& what, const std::string& expected) {
  throw Error(file + std::string(":") + std::to_string(line) + std::string(":") + std::to_string(column) + ": " + what + "; expected " + expected);
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

// v0005 -> v5, v[2:2] -> v2: the spelling LLVM prints
std::string normal_register(const std::string& s) {
  if (s[1] == '[') {
    const size_t colon = s.find(':');
    const long first = std::stol(s.substr(2, colon - 2)), last = std::stol(s.substr(colon + 1, s.size() - colon - 2));
    if (first == last) return s.substr(0, 1) + std::to_string(first);
    return s.substr(0, 1) + "[" + std::to_string(first) + ":" + std::to_string(last) + "]";
  }
  return s.substr(0, 1) + std::to_string(std::stol(s.substr(1)));
}

bool is_special(std::string_view s) {
  return s == "off" || s == "m0" || s == "vcc" || s == "vcc_lo" || s == "vcc_hi" || s == "exec" || s == "exec_lo" ||
         s == "exec_hi";
}

// An operand's text as an .mxt value.
std::string operand_value(const Token& t, const std::string& file, int line, const std::string& name) {
  const std::string& s = t.text;
  if (s.empty()) fail(file, line, t.column, "missing operand '" + name + "'", "a register, off or an integer");
  if (is_register(s)) return normal_register(s);
  if (is_special(s) || is_integer(s) || is_float(s)) return s;
  if ((s[0] == '-' && s.size() > 1 && (is_register(s.substr(1)) || s[1] == '|')) || s[0] == '|')
    fail(file, line, t.column, "source modifier in '" + s + "' (neg / abs) is not modelled", "a plain operand");
  if (name == "hwreg" && s.rfind("hwreg(", 0) == 0 && s.back() == ')') {
    const std::vector<Token> fields = split_top(s.substr(6, s.size() - 7), t.column + 6, ',');
    std::string list = "[";
    for (size_t i = 0; i < fields.size(); ++i) {
      const std::string& f = fields[i].text;
      if (i == 0 ? f.rfind("HW_REG_", 0) != 0 : !is_integer(f))
        fail(file, line, fields[i].column, "bad hwreg field '" + f + "'", "hwreg(HW_REG_NAME, offset, size)");
      list += (i ? ", " : "") + f;
    }
    return list + "]";
  }
  fail(file, line, t.column, "bad operand '" + s + "' for '" + name + "'",
       name == "hwreg" ? std::string("hwreg(HW_REG_NAME, offset, size)")
                       : std::string("a register (v0, v[0:3], a0, a[0:3], s0, s[0:1], first <= last), off, an integer "
                                     "(at most 64 bits) or a float"));
}

// op_sel:[0,1,0] -> [0, 1, 0]; cbsz:3 -> 3
std::string modifier_value(const std::string& text, int column, const std::string& file, int line, const std::string& name) {
  if (text.size() >= 2 && text.front() == '[' && text.back() == ']') {
    const std::vector<Token> items = split_top(text.substr(1, text.size() - 2), column + 1, ',');
    std::string list = "[";
    for (size_t i = 0; i < items.size(); ++i) {
      if (!is_integer(items[i].text))
        fail(file, line, items[i].column, "bad " + name + " element '" + items[i].text + "'", "0 or 1");
      list += (i ? ", " : "") + std::to_string(std::stoll(items[i].text, nullptr, 0));
    }
    return list + "]";
  }
  if (!is_integer(text)) fail(file, line, column, "bad " + name + " value '" + text + "'", "an integer");
  return std::to_string(std::stoll(text, nullptr, 0));  // LLVM prints modifier values in decimal
}

struct Columns {
  int line = 0, mnemonic = 0;
  std::vector<int> operands;  // in keyword order
};

}  // namespace

const InstructionInfo* instruction_info(std::string_view mnemonic) {
  for (const InstructionInfo& i : infos())
    if (i.mnemonic == mnemonic) return &i;
  return nullptr;
}

const trace::TargetSchema& schema() {
  static const trace::TargetSchema s = [] {
    trace::TargetSchema t;
    t.target = "cdna4";
    t.memory_spaces = {"global", "lds", "vgpr", "agpr", "sgpr"};
    for (const InstructionInfo& i : infos()) {
      std::vector<std::string> optional = i.modifiers;
      t.instructions.push_back({std::string(i.mnemonic), "", i.positional, optional});
    }
    return t;
  }();
  return s;
}

trace::Program parse_assembly(std::string_view text, const std::string& file) {
  std::string mxt = "mxt 1\ntarget cdna4\n";
  std::vector<Columns> columns;
  int line_no = 0;
  size_t at = 0;
  std::string mnemonics;
  for (const InstructionInfo& i : infos()) mnemonics += (mnemonics.empty() ? "" : ", ") + std::string(i.mnemonic);
  while (at <= text.size()) {
    const size_t end = std::min(text.find('\n', at), text.size());
    std::string line(text.substr(at, end - at));
    at = end + 1;
    ++line_no;
    // comments: ';' or '//' to the end of the line
    const size_t semi = line.find(';'), slashes = line.find("//");
    line = line.substr(0, std::min(semi, slashes));
    if (!line.empty() && line.back() == '\r') line.pop_back();
    // a label ("name:") may stand alone or before the instruction on its line: blank it out
    {
      const std::string lead = trim(line);
      const size_t colon = lead.find(':');
      if (colon != std::string::npos && colon > 0 && lead[0] != '.' &&
          lead.find_first_of(" \t[,(") > colon) {
        const size_t at_colon = line.find(':');
        line.replace(0, at_colon + 1, std::string(at_colon + 1, ' '));
      }
    }
    const std::string body = trim(line);
    if (!body.empty() && body[0] == '.') {
      // directives that emit code or data would change the instruction stream: not modelled
      static const char* kCode[] = {".byte", ".short", ".long", ".quad", ".word", ".int", ".rept", ".endr", ".macro",
                                    ".endm", ".irp", ".inst", ".fill", ".zero", ".space"};
      const std::string directive = body.substr(0, body.find_first_of(" \t"));
      for (const char* d : kCode)
        if (directive == d)
          fail(file, line_no, static_cast<int>(line.find('.')) + 1, "directive " + directive + " emits code or data",
               "instructions (other directives are skipped)");
    }
    if (body.empty() || body[0] == '.') {
      mxt += "\n";  // keep line numbers aligned
      if (end == text.size()) break;
      continue;
    }
    const int indent = static_cast<int>(line.find(body[0]));
    size_t name_end = 0;
    while (name_end < body.size() && !std::isspace(static_cast<unsigned char>(body[name_end]))) ++name_end;
    std::string mnemonic = body.substr(0, name_end);
    // LLVM's other spellings of the same instructions
    if (mnemonic == "v_mov_b32_e32") mnemonic = "v_mov_b32";
    if (mnemonic == "v_accvgpr_read") mnemonic = "v_accvgpr_read_b32";
    if (mnemonic == "v_accvgpr_write") mnemonic = "v_accvgpr_write_b32";
    const InstructionInfo* info = instruction_info(mnemonic);
    if (!info) fail(file, line_no, indent + 1, "unknown mnemonic '" + mnemonic + "'", "a CDNA4 mnemonic: " + mnemonics);
    Columns cols{line_no, indent + 1, {}};
    std::string out = mnemonic;
    std::string rest = body.substr(name_end);
    if (mnemonic == "s_waitcnt")  // LLVM accepts vmcnt(0) & lgkmcnt(0), vmcnt(0), lgkmcnt(0), vmcnt(0)&lgkmcnt(0)
      for (char& ch : rest)
        if (ch == '&' || ch == ',') ch = ' ';
    if (!trim(rest).empty() && trim(rest).back() == ',')
      fail(file, line_no, indent + 1 + static_cast<int>(name_end + rest.rfind(',')), "trailing ','", "another operand after it");
    const int rest_column = indent + 1 + static_cast<int>(name_end);
    // operands are separated by commas (LLVM also accepts blanks, e.g. before the scale operands of a
    // scaled MFMA); the modifiers (name:value, name(value), flags) follow them
    std::vector<Token> fields, modifiers;
    if (!trim(rest).empty())
      for (const Token& field : split_top(rest, rest_column, ','))
        for (Token& token : split_top(field.text, field.column, ' ')) {
          const std::string& t = token.text;
          const size_t paren = t.find('(');
          const bool is_modifier = is_flag(t) || (t.find(':') != std::string::npos && t.find('[') != 1) ||
                                   (paren != std::string::npos && t.rfind("hwreg(", 0) != 0);
          if (is_modifier || !modifiers.empty())
            modifiers.push_back(std::move(token));  // anything after the first modifier is one too
          else
            fields.push_back(std::move(token));
        }
    if (fields.size() != info->positional.size()) {
      const int column = fields.size() > info->positional.size() ? fields[info->positional.size()].column
                                                                  : rest_column + static_cast<int>(rest.size());
      fail(file, line_no, column,
           std::to_string(fields.size()) + " operands for " + mnemonic,
           std::to_string(info->positional.size()) + (info->positional.empty() ? "" : " (") +
               [&] {
                 std::string n;
                 for (const std::string& p : info->positional) n += (n.empty() ? "" : ", ") + p;
                 return n;
               }() +
               (info->positional.empty() ? "" : ")"));
    }
    for (size_t i = 0; i < fields.size(); ++i) {
      out += " " + info->positional[i] + "=" + operand_value(fields[i], file, line_no, info->positional[i]);
      cols.operands.push_back(fields[i].column);
    }
    std::vector<std::string> seen;
    for (const Token& m : modifiers) {
      std::string name, value;
      const size_t colon = m.text.find(':'), paren = m.text.find('(');
      int value_column = m.column;
      if (colon != std::string::npos && (paren == std::string::npos || colon < paren)) {
        name = m.text.substr(0, colon);
        value_column = m.column + static_cast<int>(colon) + 1;
        value = modifier_value(m.text.substr(colon + 1), value_column, file, line_no, name);
      } else if (paren != std::string::npos && m.text.back() == ')') {  // vmcnt(0)
        name = m.text.substr(0, paren);
        value_column = m.column + static_cast<int>(paren) + 1;
        value = modifier_value(m.text.substr(paren + 1, m.text.size() - paren - 2), value_column, file, line_no, name);
      } else {
        name = m.text;
        value = "1";
        if (!is_flag(name))
          fail(file, line_no, m.column, "bad modifier '" + m.text + "' for " + mnemonic, "name:value, name(value) or a flag");
      }
      bool known = false;
      for (const std::string& mod : info->modifiers) known = known || mod == name;
      if (!known) {
        std::string list;
        for (const std::string& mod : info->modifiers) list += (list.empty() ? "" : ", ") + mod;
        fail(file, line_no, m.column, "unknown modifier '" + name + "' for " + mnemonic, list.empty() ? "none" : "one of: " + list);
      }
      if (std::find(seen.begin(), seen.end(), name) != seen.end())
        fail(file, line_no, m.column, "modifier '" + name + "' given twice", "each modifier once");
      seen.push_back(name);
      out += " " + name + "=" + value;
      cols.operands.push_back(m.column);
    }
    mxt += out + "\n";
    columns.push_back(std::move(cols));
    if (end == text.size()) break;
  }
  trace::Program program;
  try {
    program = trace::parse_mxt(mxt, file);
  } catch (const Error& e) {
    throw Error(file + ": " + e.what() + " (in the assembly's operand form)");
  }
  trace::validate(program, schema());
  // positions of the assembly text, not of its operand form
  for (size_t i = 0; i < program.instructions.size() && i < columns.size(); ++i) {
    trace::Instruction& instr = program.instructions[i];
    instr.at = {columns[i].line, columns[i].mnemonic};
    auto* keywords = const_cast<trace::Keyword*>(instr.operands.data);
    for (size_t k = 0; k < instr.operands.size() && k < columns[i].operands.size(); ++k) {
      keywords[k].at = {columns[i].line, columns[i].operands[k]};
      keywords[k].value.at = keywords[k].at;
    }
  }
  return program;
}

namespace {

std::string value_text(const trace::Value& v) {
  if (const auto* i = std::get_if<int64_t>(&v.data)) {
    if (v.hexadecimal) {
      char buffer[32];
      std::snprintf(buffer, sizeof buffer, "%s0x%llx", *i < 0 ? "-" : "",
                    static_cast<unsigned long long>(*i < 0 ? -static_cast<unsigned long long>(*i) : static_cast<unsigned long long>(*i)));
      return buffer;
    }
    return std::to_string(*i);
  }
  if (const auto* d = std::get_if<double>(&v.data)) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.17g", *d);
    std::string text = buffer;
    if (text.find_first_of(".e") == std::string::npos) text += ".0";
    return text;
  }
  if (const auto* r = std::get_if<trace::Reference>(&v.data)) {
    std::string text(r->name);
    if (!r->index.empty()) {
      const trace::Slice& s = r->index[0];
      text += std::string("[") + std::to_string(s.start) + (s.is_range ? std::string(":") + std::to_string(s.stop) : "") + "]";
    }
    return text;
  }
  if (const auto* s = std::get_if<std::string_view>(&v.data)) return std::string(*s);
  if (const auto* l = std::get_if<trace::List>(&v.data)) {
    std::string text = "[";
    for (size_t i = 0; i < l->items.size(); ++i) text += (i ? "," : "") + value_text(l->items[i]);
    return text + "]";
  }
  return "?";
}

bool all_zero(const trace::Value& v) {
  if (const auto* i = std::get_if<int64_t>(&v.data)) return *i == 0;
  if (const auto* l = std::get_if<trace::List>(&v.data)) {
    for (const trace::Value& item : l->items)
      if (!all_zero(item)) return false;
    return true;
  }
  return false;
}

bool all_one(const trace::Value& v) {
  if (const auto* l = std::get_if<trace::List>(&v.data)) {
    for (const trace::Value& item : l->items) {
      const auto* i = std::get_if<int64_t>(&item.data);
      if (!i || *i != 1) return false;
    }
    return true;
  }
  return false;
}

}  // namespace

namespace {

// A 32-bit constant operand as LLVM prints it: inline integers (-16..64) in decimal, the inline
// float constants by value, other values (literals) in hexadecimal.
std::string constant_text(int64_t value) {
  if (value >= -16 && value <= 64) return std::to_string(value);
  const uint32_t bits = static_cast<uint32_t>(value);
  const struct {
    uint32_t bits;
    const char* text;
  } floats[] = {{0x3F000000u, "0.5"}, {0xBF000000u, "-0.5"}, {0x3F800000u, "1.0"}, {0xBF800000u, "-1.0"},
                {0x40000000u, "2.0"}, {0xC0000000u, "-2.0"}, {0x40800000u, "4.0"}, {0xC0800000u, "-4.0"},
                {0x3E22F983u, "0.15915494"}};
  for (const auto& f : floats)
    if (bits == f.bits && value >= INT32_MIN && value <= UINT32_MAX) return f.text;
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "0x%llx", static_cast<unsigned long long>(value < 0 ? bits : static_cast<uint64_t>(value)));
  return buffer;
}

}  // namespace

std::string print_instruction(const trace::Instruction& instruction) {
  const InstructionInfo* info = instruction_info(instruction.mnemonic);
  if (!info) return instruction.mnemonic;
  // LLVM prints the VOP1 move with its encoding suffix
  std::string out = instruction.mnemonic == "v_mov_b32" ? "v_mov_b32_e32" : instruction.mnemonic;
  bool first = true;
  for (const std::string& name : info->positional) {
    const trace::Keyword* k = instruction.operand(name);
    if (!k) continue;
    std::string text = value_text(k->value);
    if (const auto* i = std::get_if<int64_t>(&k->value.data); i && name != "simm16" && name != "simm32")
      text = constant_text(*i);
    if (name == "hwreg" && std::holds_alternative<trace::List>(k->value.data)) text = "hwreg(" + text.substr(1, text.size() - 2) + ")";
    // lists inside hwreg() print with ", " as LLVM does
    if (name == "hwreg" && text.rfind("hwreg(", 0) == 0) {
      std::string spaced;
      for (char c : text) spaced += c == ',' ? std::string(", ") : std::string(1, c);
      text = spaced;
    }
    out += (first ? " " : ", ") + text;
    first = false;
  }
  const bool scaled_mfma = instruction.mnemonic.rfind("v_mfma_scale_", 0) == 0;
  const bool ld_scale = instruction.mnemonic == "v_mfma_ld_scale_b32";
  for (const std::string& name : info->modifiers) {
    const trace::Keyword* k = instruction.operand(name);
    if (name == "op_sel_hi" && scaled_mfma) {
      // LLVM prints op_sel_hi on scaled MFMAs always: its default (all 0) is not VOP3P's
      out += " op_sel_hi:" + (k ? value_text(k->value) : std::string("[0,0,0]"));
      continue;
    }
    if (!k) continue;
    if (name == "op_sel_hi" && ld_scale) {
      if (!all_one(k->value)) out += " op_sel_hi:" + value_text(k->value);  // default [1,1]
      continue;
    }
    if (instruction.mnemonic == "s_waitcnt") {
      out += (first ? " " : " ") + name + "(" + value_text(k->value) + ")";
      first = false;
      continue;
    }
    if (is_flag(name)) {
      if (!all_zero(k->value)) out += " " + name;
      continue;
    }
    if (all_zero(k->value)) continue;  // op_sel, cbsz, blgp, offset print only when non-zero
    out += " " + name + ":" + value_text(k->value);
  }
  return out;
}

std::string print_assembly(const trace::Program& program) {
  std::string out;
  for (const trace::Instruction& i : program.instructions) out += print_instruction(i) + "\n";
  return out;
}

}  // namespace sim::cdna4
