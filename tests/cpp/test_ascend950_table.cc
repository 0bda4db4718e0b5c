// The table walk (in the spirit of Spike's instruction-list self-check): every row of
// isa/ascend950/instructions.def has an example here that runs through its own body with no
// diagnostic (nothing left waiting, no flag or mutex left over), and every example names a row.
#include <catch2/catch.hpp>

#include <map>
#include <set>
#include <string>
#include <vector>

#include "isa/ascend950/opcodes.h"
#include "models/ascend950/machine.h"
#include "sim/trace/mxt.h"
#include "table_walk.h"

using namespace sim;
using namespace sim::ascend950;

namespace {

const std::string kTiles =
    "mxt 1\ntarget ascend950\nconfig ascend950pr\n"
    "buffer a gm address=0x0 shape=[32, 64] dtype=float8_e4m3fn\n"
    "buffer b gm address=0x800 shape=[32, 64] dtype=float8_e5m2\n"
    "buffer sa gm address=0x1000 shape=[32, 1, 2] dtype=float8_e8m0fnu\n"
    "buffer sb gm address=0x1040 shape=[32, 1, 2] dtype=float8_e8m0fnu\n"
    "buffer c gm address=0x1100 shape=[32, 32] dtype=float32\n"
    "buffer bias gm address=0x2100 shape=[1, 32] dtype=float32\n"
    "buffer a1 l1 address=0x0 shape=[32, 64] dtype=float8_e4m3fn layout=NZ\n"
    "buffer b1 l1 address=0x800 shape=[64, 32] dtype=float8_e5m2 layout=ZN\n"
    "buffer sa1 l1 address=0x1000 shape=[32, 2] dtype=float8_e8m0fnu layout=ZZ\n"
    "buffer sb1 l1 address=0x1040 shape=[2, 32] dtype=float8_e8m0fnu layout=NN\n"
    "buffer bias1 l1 address=0x1400 shape=[1, 32] dtype=float32\n"
    "buffer a0 l0a address=0x0 shape=[32, 64] dtype=float8_e4m3fn layout=NZ\n"
    "buffer b0 l0b address=0x0 shape=[64, 32] dtype=float8_e5m2 layout=ZN\n"
    "buffer sa0 l0a_mx address=0x0 shape=[32, 2] dtype=float8_e8m0fnu layout=ZZ\n"
    "buffer sb0 l0b_mx address=0x0 shape=[2, 32] dtype=float8_e8m0fnu layout=NN\n"
    "buffer c0 l0c address=0x0 shape=[32, 32] dtype=float32 layout=NZ\n"
    "buffer bt0 bt address=0x0 shape=[1, 32] dtype=float32\n"
    "buffer q gm address=0x2200 shape=[1, 32] dtype=uint64\n"
    "buffer q1 l1 address=0x1800 shape=[1, 32] dtype=uint64\n"
    "buffer fb0 fb address=0x0 shape=[1, 32] dtype=uint64\n"
    "buffer v0 ub address=0x0 shape=[32, 32] dtype=float32 aiv=0\n"
    "buffer v0h ub address=0x1000 shape=[32, 32] dtype=bfloat16 aiv=0\n"
    "buffer v1 ub address=0x0 shape=[32, 32] dtype=float32 aiv=1\n";

const std::string kNd2NzA =
    "copy_gm_to_cbuf_multi_nd2nz dst=a1 src=a n_value=32 d_value=64 src_d_value=64 dst_nz_c0_stride=32\n";
const std::string kNd2NzB =
    "copy_gm_to_cbuf_multi_nd2nz dst=b1 src=b n_value=32 d_value=64 src_d_value=64 dst_nz_c0_stride=32\n";
const std::string kDn2NzA =
    "copy_gm_to_cbuf_multi_dn2nz dst=sa1 src=sa dtype=b16 n_value=1 d_value=32 src_d_value=1 dst_nz_c0_stride=1\n";
const std::string kDn2NzB =
    "copy_gm_to_cbuf_multi_dn2nz dst=sb1 src=sb dtype=b16 n_value=1 d_value=32 src_d_value=1 dst_nz_c0_stride=1\n";
const std::string kMte2ToMte1 =
    "set_flag pipe=PIPE_MTE2 tpipe=PIPE_MTE1 event_id=EVENT_ID0\nwait_flag pipe=PIPE_MTE2 tpipe=PIPE_MTE1 event_id=0\n";
const std::string kMte1ToM =
    "set_flag pipe=PIPE_MTE1 tpipe=PIPE_M event_id=EVENT_ID1\nwait_flag pipe=PIPE_MTE1 tpipe=PIPE_M event_id=1\n";
const std::string kLoadA =
    "load_cbuf_to_ca dst=a0 src=a1 m_start=0 k_start=0 m_step=2 k_step=2 src_stride=2 dst_stride=2\n";
const std::string kLoadB =
    "load_cbuf_to_cb dst=b0 src=b1 m_start=0 k_start=0 m_step=2 k_step=2 src_stride=2 dst_stride=2\n";
const std::string kLoadSa =
    "load_cbuf_to_ca_mx dst=sa0 src=sa1 x_start=0 y_start=0 x_step=2 y_step=1 src_stride=1 dst_stride=1\n";
const std::string kLoadSb =
    "load_cbuf_to_cb_mx dst=sb0 src=sb1 x_start=0 y_start=0 x_step=2 y_step=1 src_stride=1 dst_stride=1\n";
const std::string kOperands =
    kNd2NzA + kNd2NzB + kDn2NzA + kDn2NzB + kMte2ToMte1 + kLoadA + kLoadB + kLoadSa + kLoadSb + kMte1ToM;
const std::string kMad = "mad_mx c=c0 a=a0 b=b0 m=32 k=64 n=32 unit_flag=3 scale_a=sa0 scale_b=sb0\n";

struct Example {
  std::string setup, line, teardown;
};

// One valid use of each instruction: the set-up it needs, the line, and what closes it (a wait
// for a set, a release for a lock) so that nothing is left over.
const std::map<Op, Example> kExamples = {
    {Op::Nd2Nz, {"", kNd2NzA, ""}},
    {Op::Dn2Nz, {"", kDn2NzA, ""}},
    {Op::LoadCa, {kNd2NzA + kMte2ToMte1, kLoadA, ""}},
    {Op::LoadCb, {kNd2NzB + kMte2ToMte1, kLoadB, ""}},
    {Op::LoadCaMx, {kDn2NzA + kMte2ToMte1, kLoadSa, ""}},
    {Op::LoadCbMx, {kDn2NzB + kMte2ToMte1, kLoadSb, ""}},
    {Op::CopyBt,
     {"copy_gm_to_cbuf_multi_nd2nz dst=bias1 src=bias n_value=1 d_value=32 src_d_value=32 dst_nz_c0_stride=1\n" +
          kMte2ToMte1,
      "copy_cbuf_to_bt dst=bt0 src=bias1 len_burst=2\n", ""}},
    {Op::MadMx, {kOperands, "mad_mx c=c0 a=a0 b=b0 m=32 k=64 n=32 scale_a=sa0 scale_b=sb0\n", ""}},
    {Op::Fixpipe,
     {kOperands + kMad, "copy_matrix_cc_to_gm dst=c src=c0 n=32 m=32 dst_stride=32 src_stride=32 unit_flag=3\n", ""}},
    {Op::SetFlag,
     {"", "set_flag pipe=PIPE_MTE2 tpipe=PIPE_MTE1 event_id=EVENT_ID2\n",
      "wait_flag pipe=PIPE_MTE2 tpipe=PIPE_MTE1 event_id=EVENT_ID2\n"}},
    {Op::WaitFlag,
     {"set_flag pipe=PIPE_MTE2 tpipe=PIPE_MTE1 event_id=EVENT_ID3\n",
      "wait_flag pipe=PIPE_MTE2 tpipe=PIPE_MTE1 event_id=EVENT_ID3\n", ""}},
    {Op::PipeBarrier, {"", "pipe_barrier pipe=PIPE_MTE2\n", ""}},
    {Op::GetBuf, {"", "get_buf pipe=PIPE_MTE2 id=4 mode=0\n", "rls_buf pipe=PIPE_MTE2 id=4 mode=0\n"}},
    {Op::RlsBuf, {"get_buf pipe=PIPE_MTE1 id=5 mode=0\n", "rls_buf pipe=PIPE_MTE1 id=5 mode=0\n", ""}},
    {Op::CopyFb,
     {"copy_gm_to_cbuf_multi_nd2nz dst=q1 src=q dtype=b32 n_value=1 d_value=64 src_d_value=64 dst_nz_c0_stride=1\n" +
          kMte2ToMte1,
      "copy_cbuf_to_fbuf dst=fb0 src=q1 len_burst=4\n", ""}},
    {Op::FixpipeUb,
     {kOperands + kMad,
      "copy_matrix_cc_to_ub dst=v0 src=c0 n=32 m=32 dst_stride=32 src_stride=32 unit_flag=3 dual_dst_ctl=1\n", ""}},
    {Op::GmToUb, {"", "copy_gm_to_ubuf_align dst=v1 src=c n_burst=32 len_burst=128 aiv=1\n", ""}},
    {Op::UbToGm,
     {"copy_gm_to_ubuf_align dst=v0 src=c n_burst=32 len_burst=128 aiv=0\n"
      "set_flag pipe=PIPE_MTE2 tpipe=PIPE_MTE3 event_id=0 aiv=0\n"
      "wait_flag pipe=PIPE_MTE2 tpipe=PIPE_MTE3 event_id=0 aiv=0\n",
      "copy_ubuf_to_gm_align dst=c src=v0 n_burst=32 len_burst=128 aiv=0\n", ""}},
    {Op::UbToL1,
     {"copy_gm_to_ubuf_align dst=v0 src=a n_burst=1 len_burst=2048 aiv=0\n"
      "set_flag pipe=PIPE_MTE2 tpipe=PIPE_MTE3 event_id=0 aiv=0\n"
      "wait_flag pipe=PIPE_MTE2 tpipe=PIPE_MTE3 event_id=0 aiv=0\n",
      "copy_ubuf_to_cbuf dst=a1 src=v0 n_burst=1 len_burst=64 aiv=0\n", ""}},
    {Op::Vconv,
     {"copy_gm_to_ubuf_align dst=v0 src=c n_burst=32 len_burst=128 aiv=0\n"
      "set_flag pipe=PIPE_MTE2 tpipe=PIPE_V event_id=0 aiv=0\n"
      "wait_flag pipe=PIPE_MTE2 tpipe=PIPE_V event_id=0 aiv=0\n",
      "vconv dst=v0h src=v0 count=1024 round_mode=CAST_RINT aiv=0\n", ""}},
    {Op::SetIntraBlock,
     {"", "set_intra_block pipe=PIPE_FIX event_id=17\n", "wait_intra_block pipe=PIPE_V event_id=1 aiv=1\n"}},
    {Op::WaitIntraBlock,
     {"set_intra_block pipe=PIPE_MTE3 event_id=2 aiv=1\n", "wait_intra_block pipe=PIPE_MTE1 event_id=18\n", ""}},
    {Op::SetAtomicF32, {"", "set_atomic_f32\n", ""}},
    {Op::SetAtomicF16, {"", "set_atomic_f16\n", ""}},
    {Op::SetAtomicBf16, {"", "set_atomic_bf16\n", ""}},
    {Op::SetAtomicS8, {"", "set_atomic_s8\n", ""}},
    {Op::SetAtomicAdd, {"set_atomic_f32\n", "set_atomic_add\n", "set_atomic_none\n"}},
    {Op::SetAtomicNone, {"set_atomic_f32\nset_atomic_add\n", "set_atomic_none\n", ""}},
};

}  // namespace

TEST_CASE("every ascend950 table row has an example that runs its body without a diagnostic", "[ascend950][table]") {
  mxsim_tests::walk_table(op_rows(), kExamples, [](const OpRow& row, const Example& e) {
    trace::Program program = trace::parse_mxt(kTiles + e.setup + e.line + e.teardown, "table.mxt");
    validate_program(program);
    const size_t line_index =
        program.instructions.size() - 1 - static_cast<size_t>(std::count(e.teardown.begin(), e.teardown.end(), '\n'));
    CHECK(row_of(program.instructions[line_index], program.file).op == row.op);  // the example is this row's
    Machine machine(default_config(), DiagnosticMode::Strict);
    for (const trace::Buffer& b : program.buffers) machine.declare(b, program.file);
    const std::vector<uint8_t> ones(32 * 32 * 4, 0x38);  // E4M3 1.0 / E5M2 0.5; as scales 2^-71
    for (const char* name : {"a", "b"}) machine.load(name, ones.data(), 32 * 64);
    for (const char* name : {"sa", "sb"}) machine.load(name, ones.data(), 64);
    machine.load("bias", ones.data(), 128);
    machine.load("c", ones.data(), 32 * 32 * 4);
    machine.load("q", ones.data(), 32 * 8);
    for (const trace::Instruction& i : program.instructions) machine.issue(i, program.file);
    machine.finish();
    CHECK(machine.state().sink.diagnostics().empty());
    CHECK(machine.executed() == static_cast<long>(program.instructions.size()));
  });
}
