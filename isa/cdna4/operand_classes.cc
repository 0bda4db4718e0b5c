#include "isa/cdna4/operand_classes.h"

#include <array>
#include <cstdlib>
#include <vector>

namespace sim::cdna4 {

namespace {

struct Rule {
  Op op;
  std::array<uint16_t, 6> operands;  // per positional operand; 0: no rule
};

constexpr uint16_t kVectorRun = kVgpr | kAgpr;  // MFMA operands and memory data live in either file
constexpr uint16_t kScalarSource = kSgpr | kInline | kLiteral | kSpecial | kSingle;
constexpr uint16_t kVop3Source = kVgpr | kSgpr | kInline | kSpecial | kSingle;

// From LLVM's gfx950 operand classes as llvm-mc-22 applies them (AV_* for MFMA and memory data,
// VGPR_32 for addresses and the scaled MFMA's scale operands, AGPR_32 / VGPR_32 for the accvgpr
// moves, SReg_32 / SSrc_b32 for s_mov_b32).
constexpr Rule kRules[] = {
    {Op::MfmaScale16,
     {kVectorRun, kVectorRun, kVectorRun, kVectorRun | kInline | kSpecial, kVgpr | kSingle, kVgpr | kSingle}},
    {Op::MfmaScale32,
     {kVectorRun, kVectorRun, kVectorRun, kVectorRun | kInline | kSpecial, kVgpr | kSingle, kVgpr | kSingle}},
    {Op::Mfma16, {kVectorRun, kVectorRun, kVectorRun, kVectorRun | kInline | kSpecial, 0, 0}},
    {Op::Mfma32, {kVectorRun, kVectorRun, kVectorRun, kVectorRun | kInline | kSpecial, 0, 0}},
    {Op::GlobalLoad, {kVectorRun, kVgpr, kSgpr | kOff, 0, 0, 0}},
    {Op::GlobalStore, {kVgpr, kVectorRun, kSgpr | kOff, 0, 0, 0}},
    {Op::DsRead, {kVectorRun, kVgpr | kSingle, 0, 0, 0, 0}},
    {Op::DsWrite, {kVgpr | kSingle, kVectorRun, 0, 0, 0, 0}},
    {Op::AccRead, {kVgpr | kSingle, kAgpr | kSingle, 0, 0, 0, 0}},
    {Op::AccWrite, {kAgpr | kSingle, kVgpr | kSgpr | kInline | kSpecial | kSingle, 0, 0, 0, 0}},
    {Op::SMov, {kSgpr | kSpecial | kSingle, kScalarSource | kOff, 0, 0, 0, 0}},
    {Op::VMov, {kVgpr | kSingle, kVgpr | kSgpr | kInline | kLiteral | kSpecial | kOff | kSingle, 0, 0, 0, 0}},
    {Op::BufferLoad, {kVectorRun, kVgpr | kOff, kSgpr, kSgpr | kInline | kSpecial | kSingle, 0, 0}},
    // the scaled conversions are VOP3 without literals ("literal operands are not supported")
    {Op::CvtPkF32Fp8, {kVgpr, kVop3Source, kVop3Source, 0, 0, 0}},
    {Op::CvtPkF32Bf8, {kVgpr, kVop3Source, kVop3Source, 0, 0, 0}},
    {Op::CvtPkF32Fp4, {kVgpr, kVop3Source, kVop3Source, 0, 0, 0}},
    {Op::CvtPkFp8, {kVgpr | kSingle, kVop3Source, kVop3Source, kVop3Source, 0, 0}},
    {Op::CvtPkBf8, {kVgpr | kSingle, kVop3Source, kVop3Source, kVop3Source, 0, 0}},
    {Op::CvtPkFp4, {kVgpr | kSingle, kVop3Source, kVop3Source, kVop3Source, 0, 0}},
    {Op::SNop, {kInline | kLiteral, 0, 0, 0, 0, 0}},
    // s_setreg_imm32_b32's value is an immediate (LLVM: "invalid operand for instruction" for a register)
    {Op::SSetreg, {0, kInline | kLiteral, 0, 0, 0, 0}},
};

struct Width {
  Op op;
  std::array<uint8_t, 6> registers;  // per positional operand; 0: any
};

// dwordx4 / b128 data is four registers, a buffer resource four SGPRs, a global SGPR base two, the
// FP32 pair of v_cvt_scalef32_pk_f32_* two
constexpr Width kWidths[] = {
    {Op::GlobalLoad, {4, 0, 2, 0, 0, 0}},  {Op::GlobalStore, {0, 4, 2, 0, 0, 0}}, {Op::DsRead, {4, 1, 0, 0, 0, 0}},
    {Op::DsWrite, {1, 4, 0, 0, 0, 0}},     {Op::BufferLoad, {4, 1, 4, 0, 0, 0}},  {Op::CvtPkF32Fp8, {2, 0, 0, 0, 0, 0}},
    {Op::CvtPkF32Bf8, {2, 0, 0, 0, 0, 0}}, {Op::CvtPkF32Fp4, {2, 0, 0, 0, 0, 0}},
};

constexpr std::string_view kNamedSingle[] = {"vcc_lo", "vcc_hi", "exec_lo", "exec_hi", "m0"};
constexpr std::string_view kNamedPair[] = {"vcc", "exec"};

bool integer_text(std::string_view s, long long& value) {
  std::string text(s);
  char* end = nullptr;
  value = std::strtoll(text.c_str(), &end, 0);
  return !text.empty() && end == text.c_str() + text.size();
}

// "v7" / "v[8:11]": the file letter, first and last index; false for other text
bool register_text(std::string_view s, char& file, long& first, long& last) {
  if (s.size() < 2 || (s[0] != 'v' && s[0] != 'a' && s[0] != 's')) return false;
  file = s[0];
  std::string rest(s.substr(1));
  char* end = nullptr;
  if (rest[0] == '[') {
    first = std::strtol(rest.c_str() + 1, &end, 10);
    if (*end != ':') return false;
    last = std::strtol(end + 1, &end, 10);
    return *end == ']' && end[1] == '\0';
  }
  first = last = std::strtol(rest.c_str(), &end, 10);
  return end != rest.c_str() && *end == '\0';
}

}  // namespace

std::optional<uint16_t> operand_classes(Op op, size_t index) {
  for (const Rule& rule : kRules)
    if (rule.op == op) {
      if (index >= rule.operands.size() || rule.operands[index] == 0) return std::nullopt;
      return rule.operands[index];
    }
  return std::nullopt;
}

int register_count(std::string_view text) {
  char file = 0;
  long first = 0, last = 0;
  // within a register file only (hostile indices never reach the subtraction)
  if (register_text(text, file, first, last))
    return first >= 0 && last >= first && last <= 255 ? static_cast<int>(last - first + 1) : 0;
  for (std::string_view n : kNamedSingle)
    if (text == n) return 1;
  for (std::string_view n : kNamedPair)
    if (text == n) return 2;
  return 0;
}

bool register_out_of_range(std::string_view text) {
  char file = 0;
  long first = 0, last = 0;
  return register_text(text, file, first, last) && first <= last && class_of(text) == 0;
}

int operand_width(Op op, size_t index, const std::vector<std::string>& operands, int cbsz, int blgp,
                  bool index_and_offset) {
  if (op == Op::BufferLoad && index == 1) return index_and_offset ? 2 : 1;
  // MFMA: A and B span the registers of their format (cbsz for A, blgp for B: FP8 / BF8 8, FP6 /
  // BF6 6, FP4 4; LLVM: "wrong register tuple size"), C and D 4 (16x16) or 16 (32x32)
  if (op == Op::MfmaScale16 || op == Op::MfmaScale32 || op == Op::Mfma16 || op == Op::Mfma32) {
    auto format_registers = [](int code) { return code <= 1 ? 8 : code <= 3 ? 6 : code == 4 ? 4 : 0; };
    const int accumulator = op == Op::MfmaScale16 || op == Op::Mfma16 ? 4 : 16;
    switch (index) {
      case 0:
      case 3: return accumulator;
      case 1: return format_registers(cbsz);
      case 2: return format_registers(blgp);
      default: return 0;
    }
  }
  // global_load / global_store: the address is 64 bits (2 VGPRs) with saddr off, a 32-bit offset
  // (1 VGPR) from an SGPR base otherwise
  const size_t address = op == Op::GlobalLoad ? 1 : op == Op::GlobalStore ? 0 : 99;
  if (index == address && operands.size() > 2) return operands[2] == "off" ? 2 : 1;
  for (const Width& w : kWidths)
    if (w.op == op) return index < w.registers.size() ? w.registers[index] : 0;
  return 0;
}

std::string_view canonical_special(std::string_view text) {
  if (text == "vccz") return "src_vccz";
  if (text == "execz") return "src_execz";
  if (text == "scc") return "src_scc";
  return text;
}

uint16_t class_of(std::string_view text) {
  char file = 0;
  long first = 0, last = 0;
  if (register_text(text, file, first, last)) {
    // gfx950: v0..v255, a0..a255, s0..s105 (LLVM: "register index is out of range" beyond)
    const long limit = file == 's' ? 105 : 255;
    if (first < 0 || last < first || last > limit) return 0;
    const uint16_t single = first == last ? kSingle : 0;
    return static_cast<uint16_t>((file == 'v' ? kVgpr : file == 'a' ? kAgpr : kSgpr) | single);
  }
  for (std::string_view n : kNamedSingle)
    if (text == n) return kSgpr | kSingle;
  for (std::string_view n : kNamedPair)
    if (text == n) return kSgpr;
  if (canonical_special(text) != text || text == "src_vccz" || text == "src_execz" || text == "src_scc")
    return kSpecial | kSingle;
  if (text == "off") return kOff;
  long long value = 0;
  // lit(N): LLVM's forced 32-bit literal, a literal whatever N is
  if (text.size() > 5 && text.substr(0, 4) == "lit(" && text.back() == ')') {
    std::string_view inner = text.substr(4, text.size() - 5);
    while (!inner.empty() && inner.front() == ' ') inner.remove_prefix(1);
    while (!inner.empty() && inner.back() == ' ') inner.remove_suffix(1);
    return integer_text(inner, value) ? kLiteral : 0;
  }
  // inline constants: -16..64, and +-0.5, 1.0, 2.0, 4.0, 1/(2 pi) as floats or as their FP32 bit
  // patterns (LLVM prints 0x3f800000 as 1.0)
  constexpr long long kInlinePatterns[] = {0x3f000000, 0xbf000000, 0x3f800000, 0xbf800000, 0x40000000,
                                           0xc0000000, 0x40800000, 0xc0800000, 0x3e22f983};
  if (integer_text(text, value)) {
    if (value >= -16 && value <= 64) return kInline;
    for (long long pattern : kInlinePatterns)
      if (value == pattern) return kInline;
    return kLiteral;
  }
  for (std::string_view f : {"0.5", "-0.5", "1.0", "-1.0", "2.0", "-2.0", "4.0", "-4.0", "0.15915494"})
    if (text == f) return kInline;
  char* end = nullptr;
  const std::string copy(text);
  std::strtod(copy.c_str(), &end);
  if (!copy.empty() && end == copy.c_str() + copy.size()) return kLiteral;
  return 0;
}

std::string describe(uint16_t classes) {
  std::vector<std::string> kinds;
  const bool single = (classes & kSingle) != 0;
  if (classes & kVgpr) kinds.emplace_back(single ? "one VGPR" : "VGPRs");
  if (classes & kAgpr) kinds.emplace_back(single ? "one AGPR" : "AGPRs");
  if (classes & kSgpr) kinds.emplace_back(single ? "one SGPR" : "SGPRs");
  if (classes & kInline) kinds.emplace_back("an inline constant");
  if (classes & kLiteral) kinds.emplace_back("a literal");
  if (classes & kSpecial) kinds.emplace_back("src_vccz / src_execz / src_scc");
  if (classes & kOff) kinds.emplace_back("off");
  std::string out;
  for (size_t i = 0; i < kinds.size(); ++i) out += (i == 0 ? "" : i + 1 == kinds.size() ? " or " : ", ") + kinds[i];
  return out;
}

}  // namespace sim::cdna4
