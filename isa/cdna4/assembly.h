// AMDGPU assembly (LLVM MC syntax) for the CDNA4 instructions of instructions.def, in and out:
// read a kernel's text into a Program (positional operands become named keywords, modifiers too)
// and print a Program back as assembly in canonical form, with the defaults and spellings LLVM's
// gfx950 assembler tests show (op_sel_hi always on scaled MFMAs, op_sel / cbsz / blgp / offset only
// when non-zero). Errors name file:line:column of the assembly text.
#pragma once

#include <string>
#include <string_view>

#include "isa/cdna4/opcodes.h"
#include "sim/trace/program.h"

namespace sim::cdna4 {

// Directives (.text, .amdgcn_target ...), labels and comments (';', '//') are skipped.
trace::Program parse_assembly(std::string_view text, const std::string& file = "<asm>");
std::string print_assembly(const trace::Program& program);
// One instruction of a Program as an assembly line (no newline).
std::string print_instruction(const trace::Instruction& instruction);

}  // namespace sim::cdna4
