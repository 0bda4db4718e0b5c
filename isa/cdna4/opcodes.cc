#include "isa/cdna4/opcodes.h"

#include "sim/trace/opcode.h"

namespace sim::cdna4 {

namespace {

constexpr OpRow kRows[] = {
#define INSTRUCTION(id, mnemonic, unit, cost_class, syntax, body, positional, modifiers) \
  OpRow{Op::id, mnemonic, unit, cost_class, Syntax::syntax, positional, modifiers},
#include "isa/cdna4/instructions.def"
#undef INSTRUCTION
};

#define INSTRUCTION(...)
constexpr Spelling kSpellings[] = {
#define SPELLING(id, text, use) Spelling{Op::id, text, SpellingUse::use},
#include "isa/cdna4/instructions.def"
#undef SPELLING
};
#undef INSTRUCTION

constexpr const char* kFlagModifiers[] = {"offen", "idxen", "sc0", "sc1", "nt"};

constexpr SpecialOperand kSpecials[] = {
    {"off", Special::Off},
    {"m0", Special::NotModelled},
    {"vcc", Special::NotModelled},
    {"vcc_lo", Special::NotModelled},
    {"vcc_hi", Special::NotModelled},
    {"exec", Special::NotModelled},
    {"exec_lo", Special::NotModelled},
    {"exec_hi", Special::NotModelled},
    // the special sources (LLVM spells vccz, execz and scc as src_vccz, src_execz, src_scc)
    {"src_vccz", Special::NotModelled},
    {"src_execz", Special::NotModelled},
    {"src_scc", Special::NotModelled},
    {"vccz", Special::NotModelled},
    {"execz", Special::NotModelled},
    {"scc", Special::NotModelled},
};

}  // namespace

std::span<const OpRow> op_rows() { return kRows; }

const OpRow& row_of(Op op) { return kRows[static_cast<size_t>(op)]; }

const trace::TargetSchema& schema() {
  static const trace::TargetSchema s = [] {
    trace::TargetSchema t;
    t.target = "cdna4";
    t.memory_spaces = {"global", "lds", "vgpr", "agpr", "sgpr"};
    for (const OpRow& r : kRows)
      t.instructions.push_back({r.mnemonic, "", trace::schema_words(r.positional), trace::schema_words(r.modifiers)});
    return t;
  }();
  return s;
}

const OpRow& row_of(const trace::Instruction& instruction, const std::string& file) {
  return trace::row_of(op_rows(), instruction, file, "cdna4");
}

const OpRow* find_row(const trace::Instruction& instruction) {
  const size_t opcode = static_cast<size_t>(instruction.opcode);
  if (instruction.opcode >= 0 && opcode < std::size(kRows) && instruction.mnemonic == kRows[opcode].mnemonic)
    return &kRows[opcode];
  for (const OpRow& row : kRows)
    if (instruction.mnemonic == row.mnemonic) return &row;
  return nullptr;
}

std::span<const Spelling> spellings() { return kSpellings; }

const OpRow* find_spelling(std::string_view text) {
  for (const OpRow& row : kRows)
    if (text == row.mnemonic) return &row;
  for (const Spelling& s : kSpellings)
    if (text == s.text) return &row_of(s.op);
  return nullptr;
}

std::string_view printed_mnemonic(const OpRow& row) {
  for (const Spelling& s : kSpellings)
    if (s.op == row.op && s.use == SpellingUse::Printed) return s.text;
  return row.mnemonic;
}

std::string queue_of(int wave) { return "w" + std::to_string(wave); }

std::string_view unit_of(const trace::Instruction& instruction, const std::string& file) {
  return row_of(instruction, file).unit;
}

std::string_view cost_class_of(const trace::Instruction& instruction, const std::string& file) {
  return row_of(instruction, file).cost_class;
}

bool is_flag_modifier(std::string_view name) {
  for (const char* f : kFlagModifiers)
    if (name == f) return true;
  return false;
}

std::span<const SpecialOperand> special_operands() { return kSpecials; }

const SpecialOperand* find_special(std::string_view name) {
  for (const SpecialOperand& s : kSpecials)
    if (name == s.name) return &s;
  return nullptr;
}

}  // namespace sim::cdna4
