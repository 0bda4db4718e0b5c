// What a CDNA4 instruction reads, writes and costs before it runs: its register operands by role,
// the MFMA pass count of the ISA's timing table, its wait states and the bytes it moves. The
// hazard checker (hazards.h) and the timing model (models/cdna4/timing.h) read instructions
// through it; neither computes a value.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "isa/cdna4/opcodes.h"
#include "isa/cdna4/state.h"

namespace sim::cdna4 {

// The functional unit a wave issues an instruction to (instructions.def's unit column).
enum class Unit : uint8_t { Mfma, Valu, Vmem, Lds, Salu, Sync, Branch };
Unit unit_of(const OpRow& row);
const char* unit_name(Unit unit);  // "mfma", "valu", ...

// How an instruction reads a register operand (the wait-state table distinguishes them).
enum class Role : uint8_t {
  SrcA,     // an MFMA's src0
  SrcB,     // an MFMA's src1
  SrcC,     // an MFMA's src2 (the accumulator)
  Scale,    // an MFMA's scale_src0 / scale_src1, or v_mfma_ld_scale_b32's sources
  Source,   // a VALU or SALU source
  Address,  // a memory instruction's address registers (vaddr, saddr, srsrc, soffset)
  Data,     // a store's data (vdata)
};

struct RegisterRead {
  Registers registers;
  Role role;
};

struct Footprint {
  const OpRow* row = nullptr;
  Unit unit = Unit::Branch;
  // VGPRs, AGPRs and SGPRs, each lying in its file (an operand beyond it is left out: executing it
  // reports CDNA-REGISTER-RANGE)
  std::vector<RegisterRead> reads;
  std::vector<Registers> writes;  // a load's destination included (written when it returns)
  // MFMA: passes of 4 cycles (cdna4-isa.md §5, ISA Table 28): 16x16x128 8 with an FP8 / BF8
  // operand, else 4; 32x32x64 16, else 8. 0 for any other instruction.
  int passes = 0;
  bool fp8 = false;  // an MFMA with an FP8 / BF8 operand
  bool big = false;  // 32x32x64 (else 16x16x128)
  double flops = 0;  // 2 m n k of an MFMA
  // Wait states it provides to the hazard count: s_nop N gives N + 1; v_mfma_ld_scale_b32 none (it
  // is the first half of its MFMA's VOP3PX2 encoding); every other instruction one.
  int wait_states = 1;
  int64_t bytes = 0;  // a memory instruction's bytes (64 lanes x 16 for the b128 / dwordx4 forms)
  bool load = false, store = false;
  int64_t nop = 0;  // s_nop's count
};

// Reads the operands without any state; sim::Error at a malformed operand, as execution would.
Footprint footprint_of(const trace::Instruction& instruction, const std::string& file);

}  // namespace sim::cdna4
