// What each positional assembly operand of an instruction may be, as LLVM's gfx950 assembler
// accepts it (llvm-mc -mcpu=gfx950; scripts/llvm_mc_differential.py compares the two on mutated
// kernel lines): register classes (VGPR, AGPR, SGPR with the named scalar registers), inline
// constants, literals, the special sources (src_vccz, src_execz, src_scc) and `off`, and whether a
// register operand is one 32-bit register. The reader refuses anything else at the operand's
// column, as LLVM does, so a kernel that reads here assembles there. Instructions and operands
// without a row keep the reader's general operand syntax.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "isa/cdna4/opcodes.h"

namespace sim::cdna4 {

// Operand classes, combinable.
enum OperandClass : uint16_t {
  kVgpr = 1 << 0,
  kAgpr = 1 << 1,
  kSgpr = 1 << 2,     // s0..s105 and the named scalar registers (vcc, exec, m0, ...)
  kInline = 1 << 3,   // an inline constant: an integer -16..64 or +-0.5, 1.0, 2.0, 4.0
  kLiteral = 1 << 4,  // any other integer or float (a 32-bit literal)
  kSpecial = 1 << 5,  // src_vccz, src_execz, src_scc (vccz, execz, scc)
  kOff = 1 << 6,
  kSingle = 1 << 7,  // a register operand is one 32-bit register (v7, s3, vcc_lo: not v[0:1], vcc)
};

// The classes operand `index` of `op` may have; nullopt where the reader has no rule for it.
std::optional<uint16_t> operand_classes(Op op, size_t index);

// The 32-bit registers a register operand of `op` at `index` spans (4 for a dwordx4 / b128 data
// operand, 2 for a pair), or 0 where any count is taken. `operands` are the line's positional
// operands as written (a global access's address is 2 VGPRs without an SGPR base, 1 with one).
// `cbsz` and `blgp` are an MFMA's modifiers (0 when absent); `index_and_offset`: a buffer access
// with both idxen and offen (its address is then 2 VGPRs).
int operand_width(Op op, size_t index, const std::vector<std::string>& operands, int cbsz = 0, int blgp = 0,
                  bool index_and_offset = false);

// The registers a register operand's text spans (v[8:11]: 4, vcc: 2), 0 for other text.
int register_count(std::string_view text);

// Whether the text names registers beyond gfx950's files (v0..v255, a0..a255, s0..s105; LLVM:
// "register index is out of range").
bool register_out_of_range(std::string_view text);

// The class of an operand's text (one of the kinds above, kSingle set for a single 32-bit
// register), or 0 for text of none of them.
uint16_t class_of(std::string_view text);

// "a VGPR or an AGPR", "one SGPR, an inline constant, a literal or src_vccz / src_execz / src_scc"
std::string describe(uint16_t classes);

// LLVM's spelling of a special source: vccz -> src_vccz, execz -> src_execz, scc -> src_scc; the
// text itself otherwise.
std::string_view canonical_special(std::string_view text);

}  // namespace sim::cdna4
