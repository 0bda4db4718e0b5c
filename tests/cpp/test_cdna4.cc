// The CDNA4 model from C++: lane layouts at the ISA tables' points, pack / unpack inverses for
// every shape and format, the assembler's canonical form as a fixed point, an MFMA against
// mx_matmul, and mutated assembly that must parse and run or fail cleanly, never crash (also under
// ASan / UBSan).
#include <catch2/catch.hpp>

#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "isa/cdna4/assembly.h"
#include "isa/cdna4/lanes.h"
#include "models/cdna4/machine.h"
#include "sim/core/error.h"
#include "sim/numerics/convert.h"
#include "sim/numerics/dot.h"
#include "sim/numerics/mx_matmul.h"
#include "trace_mutation.h"

using namespace sim;
using namespace sim::cdna4;
namespace nm = sim::numerics;

TEST_CASE("lane layouts follow the ISA tables", "[cdna4][lanes]") {
  const ShapeSpec& s16 = spec_of(Shape::M16N16K128);
  const ShapeSpec& s32 = spec_of(Shape::M32N32K64);
  // FP8 16x16x128: lane 17 is group 1; items 0-15 hold K 16..31, items 16-31 hold K 80..95
  CHECK(k_of_item(s16, KLayout::Split16, 17, 3) == 19);
  CHECK(k_of_item(s16, KLayout::Split16, 17, 16) == 80);
  CHECK(k_of_item(s32, KLayout::Split16, 40, 20) == 52);
  CHECK(k_of_item(s32, KLayout::Contiguous, 40, 20) == 52);  // 32 g + j = 32 + 20
  CHECK(k_of_item(s16, KLayout::Contiguous, 63, 31) == 127);
  int m = 0, n = 0;
  d_element(s16, 37, 2, m, n);
  CHECK((m == 10 && n == 5));
  d_element(s32, 33, 5, m, n);
  CHECK((m == 13 && n == 1));
  CHECK(lane_convention("isa").fp8 == KLayout::Split16);
  CHECK(lane_convention("isa").fp6 == KLayout::Contiguous);
  CHECK_THROWS_WITH(lane_convention("iree"), Catch::Contains("expected one of: isa, contiguous, triton"));
}

TEST_CASE("pack and unpack are inverses for every shape, format and convention", "[cdna4][lanes]") {
  std::mt19937_64 rng(3);
  for (Shape shape : {Shape::M16N16K128, Shape::M32N32K64})
    for (int selector = 0; selector <= 4; ++selector)
      for (const LaneConvention& conv : lane_conventions()) {
        const ShapeSpec& s = spec_of(shape);
        const ElementSpec& e = *element_by_selector(selector);
        const KLayout layout = k_layout(conv, e.bits);
        std::vector<uint8_t> a(static_cast<size_t>(s.m * s.k)), b(static_cast<size_t>(s.k * s.n));
        for (auto& x : a) x = static_cast<uint8_t>(rng() & ((1u << e.bits) - 1));
        for (auto& x : b) x = static_cast<uint8_t>(rng() & ((1u << e.bits) - 1));
        std::vector<uint8_t> a2(a.size()), b2(b.size());
        const std::vector<uint32_t> ra = pack_a(s, e, layout, a.data()), rb = pack_b(s, e, layout, b.data());
        CHECK(ra.size() == static_cast<size_t>(64 * e.regs));
        unpack_a(s, e, layout, ra.data(), a2.data());
        unpack_b(s, e, layout, rb.data(), b2.data());
        CHECK(a == a2);
        CHECK(b == b2);
      }
}

TEST_CASE("canonical assembly is a fixed point and keeps positions", "[cdna4][assembly]") {
  const std::string text =
      "  v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:9], v[12:19], v[20:23], v24, v25 op_sel:[0,1,0] cbsz:3 blgp:1\n"
      "s_waitcnt vmcnt(0) & lgkmcnt(0) ; done\n";
  const trace::Program p = parse_assembly(text, "k.s");
  REQUIRE(p.instructions.size() == 2);
  CHECK(p.instructions[0].at.line == 1);
  CHECK(p.instructions[0].at.column == 3);
  CHECK(p.instructions[0].operand("src0")->at.column == 45);
  const std::string printed = print_assembly(p);
  CHECK(
      printed ==
      "v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:9], v[12:19], v[20:23], v24, v25 op_sel:[0,1,0] op_sel_hi:[0,0,0] "
      "cbsz:3 blgp:1\ns_waitcnt vmcnt(0) lgkmcnt(0)\n");
  CHECK(print_assembly(parse_assembly(printed)) == printed);
}

namespace {

// An FP6 (E3M2) x FP4 (E2M1) 32x32x64 scaled MFMA's operands, random from `seed`, and the registers
// the tests' kernels read them from: A in v[16:21], B in v[24:27], A's scales in byte 2 of v30
// (op_sel_hi:[1,0,0]), B's in v31.
struct Fp6Fp4Operands {
  std::vector<uint8_t> a = std::vector<uint8_t>(32 * 64), b = std::vector<uint8_t>(64 * 32),
                       sa = std::vector<uint8_t>(32 * 2), sb = std::vector<uint8_t>(2 * 32);
  explicit Fp6Fp4Operands(uint64_t seed) {
    std::mt19937_64 rng(seed);
    for (auto& x : a) x = static_cast<uint8_t>(rng() % 64);
    for (auto& x : b) x = static_cast<uint8_t>(rng() % 16);
    for (auto& x : sa) x = static_cast<uint8_t>(120 + rng() % 14);
    for (auto& x : sb) x = static_cast<uint8_t>(120 + rng() % 14);
  }
  // into the wave's registers, marked written (A's words XORed with `a_xor`: another A)
  void load(Wave& w, uint32_t a_xor = 0) const {
    const ShapeSpec& s = spec_of(Shape::M32N32K64);
    const std::vector<uint32_t> ra = pack_a(s, *element_by_selector(3), KLayout::Contiguous, a.data()),
                                rb = pack_b(s, *element_by_selector(4), KLayout::Contiguous, b.data());
    const std::vector<uint8_t> la = scale_lanes_a(s, sa.data()), lb = scale_lanes_b(s, sb.data());
    for (int lane = 0; lane < 64; ++lane) {
      for (int r = 0; r < 6; ++r) w.reg(RegFile::V, 16 + r)[lane] = ra[static_cast<size_t>(lane * 6 + r)] ^ a_xor;
      for (int r = 0; r < 4; ++r) w.reg(RegFile::V, 24 + r)[lane] = rb[static_cast<size_t>(lane * 4 + r)];
      w.reg(RegFile::V, 30)[lane] = static_cast<uint32_t>(la[static_cast<size_t>(lane)]) << 16;  // byte 2
      w.reg(RegFile::V, 31)[lane] = lb[static_cast<size_t>(lane)];
    }
    for (int r = 16; r < 32; ++r) std::memset(w.written(RegFile::V, r), 1, 64);
  }
  // C + A B with the cdna4_mfma_scale preset ([32, 32] FP32 bits; c null: 0)
  std::vector<uint32_t> product(const uint32_t* c) const {
    std::vector<uint32_t> d(32 * 32);
    nm::mx_matmul(nm::spec_of(nm::Preset::Cdna4MfmaScale).config, nm::MxMatrix{nm::Format::E3M2, a.data(), sa.data()},
                  nm::MxMatrix{nm::Format::E2M1, b.data(), sb.data()}, 32, 32, 64, c, nm::Format::FP32, d.data());
    return d;
  }
};

// D [32, 32] from a[0:15] given as [register][lane] words.
std::vector<uint32_t> d_of(const uint32_t* a_registers) {
  std::vector<uint32_t> regs(64 * 16), d(32 * 32);
  for (int lane = 0; lane < 64; ++lane)
    for (int r = 0; r < 16; ++r) regs[static_cast<size_t>(lane * 16 + r)] = a_registers[r * 64 + lane];
  unpack_d(spec_of(Shape::M32N32K64), regs.data(), d.data());
  return d;
}

}  // namespace

TEST_CASE("one scaled MFMA on a wave equals mx_matmul", "[cdna4][machine]") {
  const Fp6Fp4Operands ops(5);
  Machine machine(default_config(), DiagnosticMode::Strict);
  Wave& w = machine.state().wave(0);
  ops.load(w);
  const trace::Program p = parse_assembly(
      "v_mfma_scale_f32_32x32x64_f8f6f4 a[0:15], v[16:21], v[24:27], 0, v30, v31 op_sel_hi:[1,0,0] cbsz:3 blgp:4\n",
      "k.s");
  machine.execute(0, p.instructions[0], "k.s");
  CHECK(d_of(w.reg(RegFile::A, 0)) == ops.product(nullptr));
  CHECK(machine.state().sink.diagnostics().empty());
}

TEST_CASE("mutated assembly parses and runs or fails cleanly, never crashes", "[cdna4][fuzz]") {
  const std::string base =
      "v_mov_b32 v0, 0x100\nv_mov_b32 v1, 0\nv_mov_b32 v2, 0x3f800000\n"
      "ds_write_b128 v0, v[0:3] offset:16\ns_waitcnt lgkmcnt(0)\nds_read_b128 v[4:7], v0 offset:16\n"
      "s_waitcnt lgkmcnt(0)\nv_cvt_scalef32_pk_fp8_f32 v8, v2, v2, v2 op_sel:[0,0,0,1]\n"
      "v_cvt_scalef32_pk_f32_fp4 v[10:11], v8, v2 op_sel:[1,1,0]\n"
      "v_mfma_f32_16x16x128_f8f6f4 v[12:15], v[16:23], v[24:31], 0\n"
      "v_mfma_ld_scale_b32 v2, v2 op_sel:[1,0]\nv_mfma_f32_32x32x64_f8f6f4 a[0:15], v[16:19], v[24:31], a[0:15] "
      "cbsz:4\n"
      "v_accvgpr_read_b32 v40, a3\ns_barrier\ns_endpgm\n";
  const mxsim_tests::MutationCounts counts = mxsim_tests::run_mutated(
      base, 0, "0123456789[]:,=()va s_xof-", 1500, [&](const std::string& text, DiagnosticMode mode) {
        Machine machine(default_config(), mode);
        Wave& w = machine.state().wave(0);
        for (int r = 16; r < 32; ++r) std::memset(w.written(RegFile::V, r), 1, 64);
        const trace::Program p = parse_assembly(text, "f.s");
        std::vector<trace::Instruction> kernel(p.instructions.begin(), p.instructions.end());
        machine.run_waves(kernel, "f.s");
      });
  CHECK(counts.ran > 0);
  CHECK(counts.failed > 0);
}

TEST_CASE("assembly errors name the assembly's line and column", "[cdna4][assembly]") {
  // the reader builds the Program itself: numbers, hwreg fields and modifiers fail where they stand
  CHECK_THROWS_WITH(parse_assembly("s_nop 0\nv_mov_b32 v1, 0xffffffffffffffff\n", "k.s"),
                    "k.s:2:15: number out of range; expected a 64-bit integer");
  CHECK_THROWS_WITH(parse_assembly("v_mov_b32 v1, 1e999", "k.s"),
                    "k.s:1:15: malformed number; expected a decimal number");
  CHECK_THROWS_WITH(parse_assembly("s_setreg_imm32_b32 hwreg(HW_REG_MO-DE, 23, 1), 1", "k.s"),
                    "k.s:1:26: bad hwreg field 'HW_REG_MO-DE'; expected hwreg(HW_REG_NAME, offset, size)");
  CHECK_THROWS_WITH(
      parse_assembly("v_mfma_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[0:3] cbsz:0xffffffffffffffff", "k.s"),
      "k.s:1:68: number out of range; expected a 64-bit integer");
  // the first error in the text is the one reported
  CHECK_THROWS_WITH(parse_assembly("v_mov_b32 v1, 0x1ffffffffffffffff\nv_mov_b32 v1, v2,\n", "k.s"),
                    Catch::StartsWith("k.s:1:15: "));
  const trace::Program p = parse_assembly("  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0x17, 1), 0x1\n", "k.s");
  const trace::Keyword& simm32 = *p.instructions[0].operand("simm32");
  CHECK(simm32.at.column == 51);
  CHECK(simm32.value.hexadecimal);
  // printed as LLVM 22 prints it: hwreg fields in decimal, the immediate as a constant
  CHECK(print_assembly(p) == "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 23, 1), 1\n");
  CHECK(p.instructions[0].opcode == static_cast<int>(Op::SSetreg));
}

TEST_CASE("fields beyond their encoding are errors, rules within them diagnostics", "[cdna4][operands]") {
  const auto run = [](const std::string& line, DiagnosticMode mode = DiagnosticMode::Hardware) {
    trace::Program p = trace::parse_mxt(
        "mxt 1\ntarget cdna4\nbuffer r vgpr wave=0 register=0 shape=[64, 64] dtype=uint32\n"
        "buffer s sgpr wave=0 register=0 shape=[8] dtype=uint32\n" +
            line + "\n",
        "t.mxt");
    Machine machine(default_config(), mode);
    machine.run(p, ".");
    return machine.state().sink.diagnostics();
  };
  // one-bit flags and the 32-bit s_setreg immediate: silently taken before, now checked
  CHECK_THROWS_WITH(run("buffer_load_dwordx4 vdst=v[40:43] vaddr=v1 srsrc=s[4:7] soffset=0 offen=2"),
                    "t.mxt:5:73: 'offen' = 2 is out of range; expected an integer in 0..1");
  CHECK_THROWS_WITH(run("global_load_dwordx4 vdst=v[40:43] vaddr=v[0:1] saddr=off sc0=2"),
                    "t.mxt:5:62: 'sc0' = 2 is out of range; expected an integer in 0..1");
  CHECK_THROWS_WITH(run("s_setreg_imm32_b32 hwreg=[HW_REG_MODE, 23, 1] simm32=0x100000000"),
                    Catch::StartsWith("t.mxt:5:54: 'simm32' = 4294967296 is out of range"));
  // the modelled rules stay diagnostics, whatever the value
  CHECK(run("v_mfma_f32_16x16x128_f8f6f4 vdst=v[40:43] src0=v[4:11] src1=v[12:19] src2=0 cbsz=9")[0].code ==
        DiagnosticCode::CdnaFormat);
  CHECK(run("global_load_dwordx4 vdst=v[40:43] vaddr=v[0:1] saddr=off offset=99999")[0].code ==
        DiagnosticCode::CdnaFieldRange);
  CHECK(run("s_waitcnt vmcnt=64")[0].code == DiagnosticCode::CdnaFieldRange);
  CHECK(run("v_mfma_ld_scale_b32 src0=v24 src1=v25 op_sel=[2, 0]")[0].code == DiagnosticCode::CdnaOpSel);
  CHECK_THROWS_WITH(run("s_nop simm16=x"), "t.mxt:5:14: 'simm16' is not an integer; expected an integer");
}

TEST_CASE("a replay's MFMAs run beside the waves and land before anything reads D", "[cdna4][machine]") {
  // Two waves, each accumulating two MFMAs into a[0:15] and reading D back: with a second thread
  // (the MFMAs queued, pending_mfma.h) every register ends as it does with one (each computed at once).
  const Fp6Fp4Operands ops(6);
  const trace::Program p = parse_assembly(
      "v_mfma_scale_f32_32x32x64_f8f6f4 a[0:15], v[16:21], v[24:27], 0, v30, v31 op_sel_hi:[1,0,0] cbsz:3 blgp:4\n"
      "v_mfma_scale_f32_32x32x64_f8f6f4 a[0:15], v[16:21], v[24:27], a[0:15], v30, v31 op_sel_hi:[1,0,0] cbsz:3 "
      "blgp:4\n"
      "s_nop 7\ns_nop 7\ns_nop 7\n"
      "v_accvgpr_read_b32 v40, a5\n"
      "s_barrier\n",
      "k.s");
  const std::vector<trace::Instruction> kernel(p.instructions.begin(), p.instructions.end());
  auto run = [&](int threads) {
    nm::set_thread_count(threads);
    Machine machine(default_config(), DiagnosticMode::Hardware);
    for (int wave = 0; wave < 2; ++wave) ops.load(machine.state().wave(wave), static_cast<uint32_t>(wave));
    machine.run_waves(kernel, "k.s");
    std::vector<uint32_t> registers;
    for (int wave = 0; wave < 2; ++wave) {
      const Wave& w = machine.state().waves[static_cast<size_t>(wave)];
      registers.insert(registers.end(), w.a.begin(), w.a.end());
      registers.insert(registers.end(), w.v.begin(), w.v.end());
    }
    return registers;
  };
  struct ThreadCountKept {  // restored even if a run throws
    int before = nm::thread_count();
    ~ThreadCountKept() { nm::set_thread_count(before); }
  } kept;
  const std::vector<uint32_t> at_once = run(1), queued = run(2);
  CHECK(queued == at_once);
  // and wave 0's D (a[0:15], the first words) is the product applied twice
  const std::vector<uint32_t> once = ops.product(nullptr), twice = ops.product(once.data());
  const std::vector<uint32_t> d = d_of(queued.data());
  CHECK(d == twice);
  CHECK(d != once);
}

TEST_CASE("a global address that wraps past 2^64 is out of bounds, not a crash", "[cdna4][memory]") {
  Machine machine(default_config(), DiagnosticMode::Hardware);
  Wave& w = machine.state().wave(0);
  for (int r = 0; r < 8; ++r) std::memset(w.written(RegFile::V, r), 1, 64);
  w.s_written.fill(1);
  const trace::Program p = parse_assembly(
      "global_store_dwordx4 v0, v[4:7], s[0:1] offset:-16\n"
      "global_load_dwordx4 v[4:7], v0, s[0:1] offset:-16\n",
      "k.s");
  std::vector<trace::Instruction> kernel(p.instructions.begin(), p.instructions.end());
  machine.run_waves(kernel, "k.s");
  const auto& d = machine.state().sink.diagnostics();
  REQUIRE(d.size() == 2);
  CHECK(d[0].code == DiagnosticCode::OutOfBounds);
  CHECK(d[0].actual == "4 bytes at 0xfffffffffffffff0");
  CHECK(d[1].code == DiagnosticCode::OutOfBounds);
}

TEST_CASE("a consumer that throws after a hazard leaves its registers as they were", "[cdna4][hazards]") {
  // hardware mode puts v16's old value in place for the MFMA that reads it too early; the MFMA's
  // op_sel is malformed (an error while it runs), and v16 must be the v_mov's value afterwards
  trace::Program p = trace::parse_mxt(
      "mxt 1\ntarget cdna4\nbuffer r vgpr wave=0 register=0 shape=[64, 64] dtype=uint32\n"
      "v_mov_b32 vdst=v16 src0=1\n"
      "v_mfma_scale_f32_16x16x128_f8f6f4 vdst=a[0:3] src0=v[0:7] src1=v[8:15] src2=0 scale_src0=v16 "
      "scale_src1=v17 op_sel=[x]\n",
      "t.mxt");
  Machine machine(default_config(), DiagnosticMode::Hardware);
  Wave& w = machine.state().wave(0);
  for (int r = 0; r < 64; ++r)
    for (int lane = 0; lane < kLanes; ++lane)
      w.reg(RegFile::V, r)[lane] = 0x38383838u, w.written(RegFile::V, r)[lane] = 1;
  machine.execute(0, p.instructions[0], p.file);
  CHECK_THROWS_WITH(machine.execute(0, p.instructions[1], p.file), Catch::Contains("op_sel"));
  CHECK(machine.state().sink.diagnostics().at(0).code == DiagnosticCode::CdnaHazard);
  for (int lane = 0; lane < kLanes; ++lane) CHECK(w.reg(RegFile::V, 16)[lane] == 1u);
}
