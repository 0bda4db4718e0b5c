// The assembly printer: a Program back as LLVM prints it (llvm/test/MC/AMDGPU/mai-gfx950.s after
// PR 140183), each row's syntax from instructions.def.
#include <cstdint>
#include <cstdio>

#include "isa/cdna4/assembly.h"

namespace sim::cdna4 {

namespace {

std::string value_text(const trace::Value& v) {
  if (const auto* i = std::get_if<int64_t>(&v.data)) {
    if (v.hexadecimal) {
      char buffer[32];
      std::snprintf(buffer, sizeof buffer, "%s0x%llx", *i < 0 ? "-" : "",
                    static_cast<unsigned long long>(*i < 0 ? -static_cast<unsigned long long>(*i)
                                                           : static_cast<unsigned long long>(*i)));
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
      text += std::string("[") + std::to_string(s.start) +
              (s.is_range ? std::string(":") + std::to_string(s.stop) : "") + "]";
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

// A 32-bit constant operand as LLVM prints it: inline integers (-16..64) in decimal, the inline
// float constants by value, other values (literals) in hexadecimal.
std::string constant_text(int64_t value) {
  if (value >= -16 && value <= 64) return std::to_string(value);
  const uint32_t bits = static_cast<uint32_t>(value);
  const struct {
    uint32_t bits;
    const char* text;
  } floats[] = {{0x3F000000u, "0.5"},  {0xBF000000u, "-0.5"}, {0x3F800000u, "1.0"},
                {0xBF800000u, "-1.0"}, {0x40000000u, "2.0"},  {0xC0000000u, "-2.0"},
                {0x40800000u, "4.0"},  {0xC0800000u, "-4.0"}, {0x3E22F983u, "0.15915494"}};
  for (const auto& f : floats)
    if (bits == f.bits && value >= INT32_MIN && value <= UINT32_MAX) return f.text;
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "0x%llx",
                static_cast<unsigned long long>(value < 0 ? bits : static_cast<uint64_t>(value)));
  return buffer;
}

// A positional operand: integers are 32-bit constants (simm16 / simm32 too: LLVM prints s_nop's and
// s_setreg's immediate as the 32-bit value it keeps, -16..64 in decimal, the inline float patterns
// by name, the rest in hexadecimal); hwreg(...) keeps LLVM's ", " between its fields.
std::string operand_text(const std::string& name, const trace::Value& v) {
  std::string text = value_text(v);
  if (const auto* i = std::get_if<int64_t>(&v.data)) {
    const int64_t value = name == "simm16" || name == "simm32" ? static_cast<int32_t>(static_cast<uint32_t>(*i)) : *i;
    text = constant_text(value);
    if (v.literal) {  // LLVM prints a forced literal as lit(0x...), a negative one in 64 bits
      char buffer[32];
      std::snprintf(buffer, sizeof buffer, "lit(0x%llx)", static_cast<unsigned long long>(*i));
      text = buffer;
    }
  }
  if (const auto* l = std::get_if<trace::List>(&v.data); l && name == "hwreg") {
    // hwreg(NAME, offset, width): LLVM writes the fields in decimal, ", " between them
    std::string spaced = "hwreg(";
    for (size_t i = 0; i < l->items.size(); ++i) {
      const auto* n = std::get_if<int64_t>(&l->items[i].data);
      spaced += (i ? ", " : "") + (n ? std::to_string(*n) : value_text(l->items[i]));
    }
    text = spaced + ")";
  }
  return text;
}

}  // namespace

std::string print_instruction(const trace::Instruction& instruction) {
  const OpRow* row = find_row(instruction);
  if (!row) return instruction.mnemonic;
  const trace::InstructionSchema& names = schema().instructions[static_cast<size_t>(row->op)];
  std::string out(printed_mnemonic(*row));
  // the VOP3 source modifiers print on their operands, as LLVM writes them: -v2, |v3|, -|v4|
  auto bit = [&](const char* modifier, size_t source) {
    const trace::Keyword* k = instruction.operand(modifier);
    const auto* l = k ? std::get_if<trace::List>(&k->value.data) : nullptr;
    if (!l || source >= l->items.size()) return false;
    const auto* i = std::get_if<int64_t>(&l->items[source].data);
    return i && *i != 0;
  };
  const bool source_modifiers = instruction.operand("neg") || instruction.operand("abs");
  bool first = true;
  size_t position = 0;
  for (const std::string& name : names.required) {
    const trace::Keyword* k = instruction.operand(name);
    if (!k) continue;
    std::string text = operand_text(name, k->value);
    if (source_modifiers && position > 0) {  // sources follow vdst
      const bool immediate = !std::holds_alternative<trace::Reference>(k->value.data);
      const bool absolute = bit("abs", position - 1), negated = bit("neg", position - 1);
      if (absolute) text = "|" + text + "|";
      // LLVM: neg(5) on an immediate (-5 is another constant), -v2 and -|5| otherwise
      if (negated) text = immediate && !absolute ? "neg(" + text + ")" : "-" + text;
    }
    out += (first ? " " : ", ") + text;
    first = false;
    ++position;
  }
  for (const std::string& name : names.optional) {
    if (name == "neg" || name == "abs") continue;  // printed on the operands
    const trace::Keyword* k = instruction.operand(name);
    if (name == "op_sel_hi" && row->syntax == Syntax::ScaledMfma) {
      out += " op_sel_hi:" + (k ? value_text(k->value) : std::string("[0,0,0]"));
      continue;
    }
    if (!k) continue;
    if (name == "op_sel_hi" && row->syntax == Syntax::LdScale) {
      if (!all_one(k->value)) out += " op_sel_hi:" + value_text(k->value);
      continue;
    }
    if (name == "simm16" && row->op == Op::SEndpgm) {  // s_endpgm N: positional, omitted when 0
      if (const auto* n = std::get_if<int64_t>(&k->value.data); n && *n != 0) out += " " + std::to_string(*n);
      continue;
    }
    if (row->syntax == Syntax::Waitcnt) {
      out += " " + name + "(" + value_text(k->value) + ")";
      continue;
    }
    if (is_flag_modifier(name)) {
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
