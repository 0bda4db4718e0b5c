// The table walk (in the spirit of Spike's instruction-list self-check): every row of
// isa/cdna4/instructions.def has an example here that runs through its own body with no
// diagnostic (nothing left waiting, no ld_scale left over), every example names a row, and no
// spelling names two rows.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstring>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "isa/cdna4/assembly.h"
#include "isa/cdna4/opcodes.h"
#include "models/cdna4/machine.h"
#include "sim/trace/mxt.h"
#include "table_walk.h"

using namespace sim;
using namespace sim::cdna4;

namespace {

struct Example {
  std::string setup, line, teardown;
};

const std::string kVmWait = "s_waitcnt vmcnt(0)\n";
const std::string kLgkmWait = "s_waitcnt lgkmcnt(0)\n";

// One valid use of each instruction: the set-up it needs, the line, and what closes it (a wait
// for a load, the MFMA for an ld_scale) so that nothing is left over. The wave's registers are all
// written (machine() below): v[40:41] and v42 hold in-range addresses, s[4:7] a V#.
const std::map<Op, Example> kExamples = {
    {Op::MfmaScale16,
     {"", "v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[0:3], v24, v25 op_sel_hi:[0,1,0]\n", ""}},
    {Op::MfmaScale32,
     {"", "v_mfma_scale_f32_32x32x64_f8f6f4 a[0:15], v[4:11], v[12:19], 0, v24, v25 op_sel:[1,0,0]\n", ""}},
    {Op::Mfma16, {"", "v_mfma_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[0:3]\n", ""}},
    {Op::Mfma32, {"", "v_mfma_f32_32x32x64_f8f6f4 a[0:15], v[4:9], v[12:15], a[0:15] cbsz:2 blgp:4\n", ""}},
    {Op::LdScale,
     {"", "v_mfma_ld_scale_b32 v24, v25 op_sel:[1,0]\n",
      "v_mfma_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[0:3]\n"}},
    {Op::CvtPkFp8, {"", "v_cvt_scalef32_pk_fp8_f32 v30, v26, v27, v28 op_sel:[0,0,0,1]\n", ""}},
    {Op::CvtPkBf8, {"", "v_cvt_scalef32_pk_bf8_f32 v30, v26, s2, 1.0\n", ""}},
    {Op::CvtPkFp4, {"", "v_cvt_scalef32_pk_fp4_f32 v30, v26, v27, v28 op_sel:[0,0,1,1]\n", ""}},
    {Op::CvtPkF32Fp8, {"", "v_cvt_scalef32_pk_f32_fp8 v[32:33], v26, v28 op_sel:[1,0,0]\n", ""}},
    {Op::CvtPkF32Bf8, {"", "v_cvt_scalef32_pk_f32_bf8 v[32:33], v26, v28\n", ""}},
    {Op::CvtPkF32Fp4, {"", "v_cvt_scalef32_pk_f32_fp4 v[32:33], v26, v28 op_sel:[1,1,0]\n", ""}},
    {Op::GlobalLoad, {"", "global_load_dwordx4 v[44:47], v[40:41], off offset:16\n", kVmWait}},
    {Op::GlobalStore, {"", "global_store_dwordx4 v42, v[44:47], s[0:1] offset:1024 sc0 sc1\n", kVmWait}},
    {Op::BufferLoad, {"", "buffer_load_dwordx4 v[44:47], v42, s[4:7], 0 offen offset:64\n", kVmWait}},
    {Op::DsRead, {"", "ds_read_b128 v[44:47], v42 offset:32\n", kLgkmWait}},
    {Op::DsWrite, {"", "ds_write_b128 v42, v[44:47]\n", kLgkmWait}},
    {Op::VMov, {"", "v_mov_b32_e32 v50, s3\n", ""}},
    {Op::AccRead, {"", "v_accvgpr_read_b32 v50, a3\n", ""}},
    {Op::AccWrite, {"", "v_accvgpr_write a3, v50\n", ""}},
    {Op::SMov, {"", "s_mov_b32 s10, 0x1234\n", ""}},
    {Op::SWaitcnt,
     {"global_load_dwordx4 v[44:47], v[40:41], off\nds_read_b128 v[48:51], v42\n", "s_waitcnt vmcnt(0) & lgkmcnt(0)\n",
      ""}},
    {Op::SBarrier, {"", "s_barrier\n", ""}},
    {Op::SNop, {"", "s_nop 7\n", ""}},
    {Op::SSetreg, {"", "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 23, 1), 1\n", ""}},
    {Op::SEndpgm, {"", "s_endpgm\n", ""}},
};

// One wave with every register written, 4 KiB of global memory and of LDS holding data.
void prepare(Machine& machine) {
  for (const char* line :
       {"buffer g global address=0x0 shape=[4096] dtype=uint8", "buffer l lds address=0x0 shape=[4096] dtype=uint8"}) {
    const trace::Program p = trace::parse_mxt_line(line, "table.mxt", 1, "cdna4");
    machine.declare(p.buffers[0], "table.mxt");
  }
  std::vector<uint8_t> bytes(4096);
  for (size_t i = 0; i < bytes.size(); ++i) bytes[i] = static_cast<uint8_t>(i * 37 + 11);
  machine.load("g", bytes.data(), bytes.size());
  machine.load("l", bytes.data(), bytes.size());
  Wave& w = machine.state().wave(0);
  for (int r = 0; r < kVgprs; ++r)
    for (int lane = 0; lane < kLanes; ++lane)
      w.reg(RegFile::V, r)[lane] = static_cast<uint32_t>(r * 0x01010101u + lane);
  for (int r = 0; r < kAgprs; ++r)
    for (int lane = 0; lane < kLanes; ++lane) w.reg(RegFile::A, r)[lane] = 0x3F800000u;  // 1.0
  for (int lane = 0; lane < kLanes; ++lane) {
    w.reg(RegFile::V, 40)[lane] = static_cast<uint32_t>(16 * lane);  // a 64-bit address
    w.reg(RegFile::V, 41)[lane] = 0;
    w.reg(RegFile::V, 42)[lane] = static_cast<uint32_t>(16 * lane);  // a 32-bit offset
    w.reg(RegFile::V, 26)[lane] = 0x3FC00000u;                       // 1.5
    w.reg(RegFile::V, 27)[lane] = 0xC0000000u;                       // -2.0
    w.reg(RegFile::V, 28)[lane] = 0x3F800000u;                       // scale 2^0
  }
  std::fill(w.v_written.begin(), w.v_written.end(), uint8_t{1});
  std::fill(w.a_written.begin(), w.a_written.end(), uint8_t{1});
  w.s.fill(0);
  w.s[6] = 4096;  // V#: base 0, stride 0, num_records 4096
  w.s_written.fill(1);
}

}  // namespace

TEST_CASE("every cdna4 table row has an example that runs its body without a diagnostic", "[cdna4][table]") {
  mxsim_tests::walk_table(op_rows(), kExamples, [](const OpRow& row, const Example& e) {
    const trace::Program program = parse_assembly(e.setup + e.line + e.teardown, "table.s");
    const size_t line_index = static_cast<size_t>(std::count(e.setup.begin(), e.setup.end(), '\n'));
    REQUIRE(program.instructions.size() > line_index);
    Machine machine(default_config(), DiagnosticMode::Strict);
    prepare(machine);
    for (size_t i = 0; i < program.instructions.size(); ++i) {
      const OpRow* ran = nullptr;
      REQUIRE_NOTHROW(ran = &machine.execute(0, program.instructions[i], program.file));
      if (i == line_index) CHECK(ran->op == row.op);  // the example dispatched to this row's body
    }
    CHECK(machine.state().sink.diagnostics().empty());
    const Wave& w = machine.state().waves[0];
    CHECK(w.outstanding.empty());
    CHECK(!w.ld_scale);
    CHECK(w.ended == (row.op == Op::SEndpgm));
    // the example prints and reads back as the same row
    const trace::Program again = parse_assembly(print_instruction(program.instructions[line_index]), "again.s");
    CHECK(row_of(again.instructions[0], again.file).op == row.op);
  });
}

TEST_CASE("the cdna4 table is consistent: one row per spelling, opcodes in row order", "[cdna4][table]") {
  const std::set<std::string> units = {"mfma", "valu", "vmem", "lds", "salu", "sync", "branch"};
  std::map<std::string, Op> spelled;
  size_t index = 0;
  for (const OpRow& row : op_rows()) {
    CAPTURE(row.mnemonic);
    CHECK(static_cast<size_t>(row.op) == index);
    CHECK(schema().instructions[index].mnemonic == row.mnemonic);  // validate()'s opcode is the Op
    CHECK(&row_of(row.op) == &row);
    CHECK(units.count(row.unit) == 1);
    const std::string cost = row.cost_class;
    CHECK(!cost.empty());
    CHECK(cost.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789_") == std::string::npos);
    CHECK(spelled.emplace(row.mnemonic, row.op).second);
    ++index;
  }
  for (const Spelling& s : spellings()) {
    CAPTURE(s.text);
    CHECK(spelled.emplace(s.text, s.op).second);  // no spelling names two rows
    CHECK(find_spelling(s.text) == &row_of(s.op));
  }
  for (const auto& [text, op] : spelled) CHECK(find_spelling(text)->op == op);
  CHECK(printed_mnemonic(row_of(Op::VMov)) == "v_mov_b32_e32");
  CHECK(printed_mnemonic(row_of(Op::AccRead)) == row_of(Op::AccRead).mnemonic);
  CHECK(queue_of(3) == "w3");
}
