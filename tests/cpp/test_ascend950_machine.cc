// The Ascend 950 machine on hand-written CCE traces: a complete MX matmul bit for bit against
// mx_matmul, the per-pipe scheduler (out-of-order waits, hangs, mutex order, unit flags), and
// mutated traces that must run or fail cleanly, never crash (also under ASan/UBSan).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstring>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "isa/ascend950/execute.h"
#include "models/ascend950/machine.h"
#include "sim/core/error.h"
#include "sim/numerics/dot.h"
#include "sim/numerics/mx_matmul.h"
#include "sim/trace/mxt.h"
#include "trace_mutation.h"

using namespace sim;
using namespace sim::ascend950;
namespace nm = sim::numerics;

namespace {

const std::string kHeader =
    "mxt 1\ntarget ascend950\nconfig ascend950pr\n"
    "buffer a gm address=0x0 shape=[32, 64] dtype=float8_e4m3fn\n"
    "buffer b gm address=0x800 shape=[32, 64] dtype=float8_e5m2\n"
    "buffer sa gm address=0x1000 shape=[32, 1, 2] dtype=float8_e8m0fnu\n"
    "buffer sb gm address=0x1040 shape=[32, 1, 2] dtype=float8_e8m0fnu\n"
    "buffer c gm address=0x1100 shape=[32, 32] dtype=float32\n"
    "buffer a1 l1 address=0x0 shape=[32, 64] dtype=float8_e4m3fn layout=NZ\n"
    "buffer b1 l1 address=0x800 shape=[64, 32] dtype=float8_e5m2 layout=ZN\n"
    "buffer sa1 l1 address=0x1000 shape=[32, 2] dtype=float8_e8m0fnu layout=ZZ\n"
    "buffer sb1 l1 address=0x1040 shape=[2, 32] dtype=float8_e8m0fnu layout=NN\n"
    "buffer a0 l0a address=0x0 shape=[32, 64] dtype=float8_e4m3fn layout=NZ\n"
    "buffer b0 l0b address=0x0 shape=[64, 32] dtype=float8_e5m2 layout=ZN\n"
    "buffer sa0 l0a_mx address=0x0 shape=[32, 2] dtype=float8_e8m0fnu layout=ZZ\n"
    "buffer sb0 l0b_mx address=0x0 shape=[2, 32] dtype=float8_e8m0fnu layout=NN\n"
    "buffer c0 l0c address=0x0 shape=[32, 32] dtype=float32 layout=NZ\n";  // 18 lines

const std::string kMte2 =
    "copy_gm_to_cbuf_multi_nd2nz dst=a1 src=a n_value=32 d_value=64 src_d_value=64 dst_nz_c0_stride=32\n"
    "copy_gm_to_cbuf_multi_nd2nz dst=b1 src=b n_value=32 d_value=64 src_d_value=64 dst_nz_c0_stride=32\n"
    "copy_gm_to_cbuf_multi_dn2nz dst=sa1 src=sa dtype=b16 n_value=1 d_value=32 src_d_value=1 dst_nz_c0_stride=1\n"
    "copy_gm_to_cbuf_multi_dn2nz dst=sb1 src=sb dtype=b16 n_value=1 d_value=32 src_d_value=1 dst_nz_c0_stride=1\n";
const std::string kSet0 = "set_flag pipe=PIPE_MTE2 tpipe=PIPE_MTE1 event_id=EVENT_ID0\n";
const std::string kWait0 = "wait_flag pipe=PIPE_MTE2 tpipe=PIPE_MTE1 event_id=EVENT_ID0\n";
const std::string kMte1 =
    "load_cbuf_to_ca dst=a0 src=a1 m_start=0 k_start=0 m_step=2 k_step=2 src_stride=2 dst_stride=2\n"
    "load_cbuf_to_cb dst=b0 src=b1 m_start=0 k_start=0 m_step=2 k_step=2 src_stride=2 dst_stride=2\n"
    "load_cbuf_to_ca_mx dst=sa0 src=sa1 x_start=0 y_start=0 x_step=2 y_step=1 src_stride=1 dst_stride=1\n"
    "load_cbuf_to_cb_mx dst=sb0 src=sb1 x_start=0 y_start=0 x_step=2 y_step=1 src_stride=1 dst_stride=1\n";
const std::string kSet1 = "set_flag pipe=PIPE_MTE1 tpipe=PIPE_M event_id=EVENT_ID1\n";
const std::string kWait1 = "wait_flag pipe=PIPE_MTE1 tpipe=PIPE_M event_id=1\n";
const std::string kMad = "mad_mx c=c0 a=a0 b=b0 m=32 k=64 n=32 unit_flag=3 scale_a=sa0 scale_b=sb0\n";
const std::string kFix = "copy_matrix_cc_to_gm dst=c src=c0 n=32 m=32 dst_stride=32 src_stride=32 unit_flag=3\n";

struct Inputs {
  std::vector<uint8_t> a, b, sa, sb;  // GM bytes: a [32, 64], b [N = 32, K = 64], scales [32, 1, 2]
};

Inputs inputs(uint64_t seed) {
  std::mt19937_64 rng(seed);
  Inputs in;
  in.a.resize(32 * 64);
  in.b.resize(32 * 64);
  in.sa.resize(64);
  in.sb.resize(64);
  for (auto& v : in.a) v = static_cast<uint8_t>((rng() % 0x7F) | (rng() % 2 << 7));  // E4M3 without NaN
  for (auto& v : in.b) v = static_cast<uint8_t>((rng() % 0x7C) | (rng() % 2 << 7));  // E5M2 finite
  for (auto& v : in.sa) v = static_cast<uint8_t>(115 + rng() % 24);
  for (auto& v : in.sb) v = static_cast<uint8_t>(115 + rng() % 24);
  return in;
}

std::vector<uint32_t> reference(const Inputs& in) {
  std::vector<uint8_t> b_kn(64 * 32), sb_gn(2 * 32);
  for (int n = 0; n < 32; ++n) {
    for (int k = 0; k < 64; ++k) b_kn[static_cast<size_t>(k * 32 + n)] = in.b[static_cast<size_t>(n * 64 + k)];
    for (int g = 0; g < 2; ++g) sb_gn[static_cast<size_t>(g * 32 + n)] = in.sb[static_cast<size_t>(n * 2 + g)];
  }
  std::vector<uint32_t> d(32 * 32);
  nm::mx_matmul(
      nm::spec_of(nm::Preset::Ascend950MmadMx).config, nm::MxMatrix{nm::Format::E4M3, in.a.data(), in.sa.data()},
      nm::MxMatrix{nm::Format::E5M2, b_kn.data(), sb_gn.data()}, 32, 32, 64, nullptr, nm::Format::FP32, d.data());
  return d;
}

// Replays `text` (declarations, the inputs loaded, every instruction, finish) and returns C.
std::vector<uint32_t> run(const std::string& text, Machine& machine, const Inputs& in) {
  trace::Program program = trace::parse_mxt(text, "k.mxt");
  validate_program(program);
  for (const trace::Buffer& b : program.buffers) machine.declare(b, program.file);
  machine.load("a", in.a.data(), in.a.size());
  machine.load("b", in.b.data(), in.b.size());
  machine.load("sa", in.sa.data(), in.sa.size());
  machine.load("sb", in.sb.data(), in.sb.size());
  for (const trace::Instruction& i : program.instructions) machine.issue(i, program.file);
  machine.finish();
  const std::vector<uint8_t> bytes = machine.contents("c");
  std::vector<uint32_t> c(bytes.size() / 4);
  std::memcpy(c.data(), bytes.data(), bytes.size());
  return c;
}

std::vector<std::string> codes(const Machine& machine) {
  std::vector<std::string> out;
  for (const Diagnostic& d : machine.state().sink.diagnostics()) out.emplace_back(info_of(d.code).code);
  return out;
}

}  // namespace

TEST_CASE("a hand-written CCE MX matmul gives mx_matmul's bits", "[ascend950][machine]") {
  const Inputs in = inputs(1);
  Machine machine(default_config(), DiagnosticMode::Strict);
  const std::string text = kHeader + kMte2 + kSet0 + kWait0 + kMte1 + kSet1 + kWait1 + kMad + kFix;
  CHECK(run(text, machine, in) == reference(in));
  CHECK(machine.state().sink.diagnostics().empty());
  CHECK(machine.queue_counts().at("mte2") == 5);
  CHECK(machine.queue_counts().at("mte1") == 6);
  CHECK(machine.queue_counts().at("m") == 2);
  CHECK(machine.queue_counts().at("fix") == 1);
}

TEST_CASE("pipes run asynchronously: a wait written before its set is legal", "[ascend950][machine]") {
  const Inputs in = inputs(2);
  Machine machine(default_config(), DiagnosticMode::Strict);
  // MTE1 waits first in program order; MTE2's copies and set_flag come later and must run first
  const std::string text = kHeader + kWait0 + kMte1 + kSet1 + kFix + kWait1 + kMad + kMte2 + kSet0;
  CHECK(run(text, machine, in) == reference(in));
  CHECK(machine.pending() == 0);
}

TEST_CASE("a wait_flag nothing sets hangs its pipe, reported at the wait", "[ascend950][machine]") {
  const Inputs in = inputs(3);
  const std::string text = kHeader + kMte2 + kSet0 + kWait0 + kMte1 + kWait1 + kMad + kFix;  // no kSet1
  {
    Machine machine(default_config(), DiagnosticMode::Strict);
    CHECK_THROWS_WITH(run(text, machine, in),
                      Catch::Contains("k.mxt:28:1: error[ASC-FLAG-UNMATCHED]: wait_flag(PIPE_MTE1, "
                                      "PIPE_M, EVENT_ID1) has no matching set_flag: pipe m hangs here"));
  }
  Machine machine(default_config(), DiagnosticMode::Hardware);
  run(text, machine, in);
  // the M pipe hangs, so FIXPIPE's unit-flag wait never ends either
  CHECK(codes(machine) == std::vector<std::string>{"ASC-FLAG-UNMATCHED", "ASC-UNIT-FLAG"});
}

TEST_CASE("unit flags: a Partial-only matmul before a Final store hangs FIXPIPE", "[ascend950][machine]") {
  const Inputs in = inputs(4);
  std::string mad = kMad;
  mad.replace(mad.find("unit_flag=3"), 11, "unit_flag=2");
  Machine machine(default_config(), DiagnosticMode::Hardware);
  run(kHeader + kMte2 + kSet0 + kWait0 + kMte1 + kSet1 + kWait1 + mad + kFix, machine, in);
  CHECK(codes(machine) == std::vector<std::string>{"ASC-UNIT-FLAG"});
  CHECK_THAT(machine.state().sink.diagnostics()[0].message, Catch::Contains("waits for a mad_mx with unit_flag 3"));
}

TEST_CASE("mutexes: granted in program order across pipes, nesting and stray releases are errors",
          "[ascend950][machine]") {
  const Inputs in = inputs(5);
  {
    // MTE1 asks first: it is granted first, and MTE2's copy waits for its release
    const std::string text = kHeader + "get_buf pipe=PIPE_MTE1 id=0\n" + kMte2 + "rls_buf pipe=PIPE_MTE1 id=0\n" +
                             "get_buf pipe=PIPE_MTE2 id=0\nrls_buf pipe=PIPE_MTE2 id=0\n";
    Machine machine(default_config(), DiagnosticMode::Strict);
    run(text, machine, in);
    CHECK(machine.state().sink.diagnostics().empty());
    CHECK(machine.pending() == 0);
  }
  {
    Machine machine(default_config(), DiagnosticMode::Hardware);
    run(kHeader + "get_buf pipe=PIPE_MTE2 id=3\nget_buf pipe=PIPE_MTE2 id=3\nrls_buf pipe=PIPE_M id=4\n", machine, in);
    CHECK(codes(machine) == std::vector<std::string>{"ASC-MUTEX", "ASC-MUTEX", "ASC-MUTEX-HELD"});
  }
  {
    // a lock another pipe never releases: the waiting get_buf hangs
    Machine machine(default_config(), DiagnosticMode::Hardware);
    run(kHeader + "get_buf pipe=PIPE_MTE2 id=1\nget_buf pipe=PIPE_MTE1 id=1\n", machine, in);
    CHECK(codes(machine) == std::vector<std::string>{"ASC-MUTEX", "ASC-MUTEX-HELD"});
  }
}

TEST_CASE("hostile numbers are diagnostics or errors, not out-of-bounds accesses", "[ascend950][machine]") {
  const Inputs in = inputs(6);
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"load_cbuf_to_ca dst=a0 src=a1 m_start=65535 k_start=65535 m_step=255 k_step=255 src_stride=65535 "
       "dst_stride=65535\n",
       "MEM-BOUNDS"},
      {"copy_gm_to_cbuf_multi_nd2nz dst=a1 src=a n_value=16384 d_value=65535 src_d_value=1099511627775\n",
       "MEM-BOUNDS"},
      {"copy_gm_to_cbuf_multi_nd2nz dst=a1 src=a n_value=-1 d_value=64 src_d_value=64\n", "ASC-FIELD-RANGE"},
      {"mad_mx c=c0 a=a0 b=b0 m=4096 k=64 n=32\n", "ASC-FIELD-RANGE"},
      {"mad_mx c=c0 a=a0 b=b0 m=32 k=96 n=32\n", "ASC-K-MULTIPLE"},
      {"copy_matrix_cc_to_gm dst=c src=c0 n=32 m=32 dst_stride=9223372036854775807 src_stride=32\n", "ASC-FIELD-RANGE"},
      {"copy_matrix_cc_to_gm dst=c src=c0 n=32 m=32 dst_stride=32 src_stride=-16\n", "ASC-FIELD-RANGE"},
      {"copy_matrix_cc_to_gm dst=c src=c0 n=32 m=4000 dst_stride=4294967295 src_stride=4000\n", "MEM-BOUNDS"},
      {"load_cbuf_to_ca_mx dst=sa0 src=sa1 x_start=0 y_start=0 x_step=255 y_step=255 src_stride=65535 "
       "dst_stride=65535\n",
       "MEM-BOUNDS"},
      {"set_flag pipe=PIPE_MTE2 tpipe=PIPE_MTE1 event_id=8\n", "ASC-FIELD-RANGE"},
      {"pipe_barrier pipe=PIPE_S\n", "ASC-PIPE"},
  };
  for (const auto& [line, code] : cases) {
    Machine machine(default_config(), DiagnosticMode::Hardware);
    run(kHeader + kMte2 + line, machine, in);
    CAPTURE(line);
    const std::vector<std::string> got = codes(machine);
    CHECK(std::find(got.begin(), got.end(), code) != got.end());
  }
}

TEST_CASE("mutated Ascend traces run or fail cleanly in both modes, never crash", "[ascend950][fuzz]") {
  const std::string base = kHeader + kMte2 + kSet0 + kWait0 + kMte1 + kSet1 + kWait1 + kMad + kFix;
  const Inputs in = inputs(7);
  const mxsim_tests::MutationCounts counts = mxsim_tests::run_mutated(
      base, 40, "0123456789[]=_ xabdflmnst-", 1500, [&](const std::string& text, DiagnosticMode mode) {
        Machine machine(default_config(), mode);
        trace::Program program = trace::parse_mxt(text, "f.mxt");
        validate_program(program);
        for (const trace::Buffer& b : program.buffers) machine.declare(b, program.file);
        for (const char* name : {"a", "b", "sa", "sb"}) {
          const auto found = machine.state().tiles.find(name);
          if (found == machine.state().tiles.end()) continue;
          const std::vector<uint8_t>& bytes = std::string(name) == "a"    ? in.a
                                              : std::string(name) == "b"  ? in.b
                                              : std::string(name) == "sa" ? in.sa
                                                                          : in.sb;
          if (found->second.bytes == static_cast<int64_t>(bytes.size())) machine.load(name, bytes.data(), bytes.size());
        }
        for (const trace::Instruction& instr : program.instructions) machine.issue(instr, program.file);
        machine.finish();
      });
  CHECK(counts.ran > 0);
  CHECK(counts.failed > 0);
}

TEST_CASE("pipe_barrier(PIPE_ALL) and scalar waits hold back what the program issues after them",
          "[ascend950][machine]") {
  const Inputs in = inputs(8);
  {
    // the barrier waits for MTE1's wait, which waits for a set issued after the barrier: a hang
    Machine machine(default_config(), DiagnosticMode::Hardware);
    run(kHeader +
            "wait_flag pipe=PIPE_MTE2 tpipe=PIPE_MTE1 event_id=2\npipe_barrier pipe=PIPE_ALL\n"
            "set_flag pipe=PIPE_MTE2 tpipe=PIPE_MTE1 event_id=2\n",
        machine, in);
    CHECK(codes(machine) == std::vector<std::string>{"ASC-FLAG-UNMATCHED", "ASC-PIPE"});
  }
  {
    // a wait on the scalar pipe stalls issue: the set after it never issues
    Machine machine(default_config(), DiagnosticMode::Hardware);
    run(kHeader + "wait_flag pipe=PIPE_MTE2 tpipe=PIPE_S event_id=1\nset_flag pipe=PIPE_MTE2 tpipe=PIPE_S event_id=1\n",
        machine, in);
    CHECK(codes(machine) == std::vector<std::string>{"ASC-FLAG-UNMATCHED"});
  }
  {
    // with the set first, both complete
    Machine machine(default_config(), DiagnosticMode::Strict);
    run(kHeader +
            "set_flag pipe=PIPE_MTE2 tpipe=PIPE_S event_id=1\nwait_flag pipe=PIPE_MTE2 tpipe=PIPE_S event_id=1\n" +
            kMte2 + "pipe_barrier pipe=PIPE_ALL\n",
        machine, in);
    CHECK(machine.pending() == 0);
    CHECK(machine.state().sink.diagnostics().empty());
  }
}

TEST_CASE("an explicit @queue must be the instruction's own pipe", "[ascend950][machine]") {
  const Inputs in = inputs(9);
  Machine machine(default_config(), DiagnosticMode::Strict);
  CHECK_THROWS_WITH(run(kHeader + "@fix wait_flag pipe=PIPE_MTE2 tpipe=PIPE_MTE1 event_id=0\n", machine, in),
                    Catch::Contains("k.mxt:18:1: @fix wait_flag; expected @mte1"));
}

TEST_CASE("edge operands: an empty L0C region at the end of L0C, FP16 transposes, bad tile layouts",
          "[ascend950][machine]") {
  const Inputs in = inputs(10);
  {
    Machine machine(default_config(), DiagnosticMode::Hardware);
    run(kHeader + "buffer end l0c address=0x40000 shape=[16, 16] dtype=float32 layout=NZ\n" +
            "copy_matrix_cc_to_gm dst=c src=end n=0 m=16 dst_stride=32 src_stride=16 unit_flag=3\n" +
            "mad_mx c=end a=a0 b=b0 m=0 k=64 n=16 unit_flag=3\n",
        machine, in);
    CHECK(machine.pending() == 0);  // nothing to wait for in an empty region
  }
  {
    // an FP16 tile moved NZ -> ZN by the transposing load carries every byte's written flag
    Machine machine(default_config(), DiagnosticMode::Strict);
    const std::string text =
        "mxt 1\ntarget ascend950\n"
        "buffer x gm address=0x0 shape=[32, 32] dtype=float16\n"
        "buffer y gm address=0x1000 shape=[32, 32] dtype=float16\n"
        "buffer t l1 address=0x0 shape=[32, 32] dtype=float16 layout=NZ\n"
        "buffer u l0b address=0x0 shape=[32, 32] dtype=float16 layout=ZN\n"
        "copy_gm_to_cbuf_multi_nd2nz dst=t src=x n_value=32 d_value=32 src_d_value=32 dst_nz_c0_stride=32\n"
        "set_flag pipe=PIPE_MTE2 tpipe=PIPE_MTE1 event_id=0\n"
        "wait_flag pipe=PIPE_MTE2 tpipe=PIPE_MTE1 event_id=0\n"
        "load_cbuf_to_cb dst=u src=t m_start=0 k_start=0 m_step=2 k_step=2 src_stride=2 dst_stride=2 transpose=1\n";
    trace::Program program = trace::parse_mxt(text, "f.mxt");
    validate_program(program);
    for (const trace::Buffer& b : program.buffers) machine.declare(b, program.file);
    std::vector<uint8_t> x(32 * 32 * 2);
    for (size_t i = 0; i < x.size(); ++i) x[i] = static_cast<uint8_t>(i * 7);
    machine.load("x", x.data(), x.size());
    for (const trace::Instruction& i : program.instructions) machine.issue(i, program.file);
    machine.finish();
    const Memory& l0b = machine.state().memory(Space::L0B);
    CHECK_FALSE(l0b.first_unwritten(0, 2048).has_value());
    // element (r, c) of the [32, 32] source lands at ZN (r, c) = NZ [32, 32] of the transpose
    const Geometry zn = geometry(Layout::ZN, 16, 32, 32);
    bool same = true;
    for (int r = 0; r < 32; ++r)
      for (int c = 0; c < 32; ++c) same = same && get(l0b.data(), 16, zn.index(r, c)) == get(x.data(), 16, r * 32 + c);
    CHECK(same);
  }
  Machine machine(default_config(), DiagnosticMode::Strict);
  trace::Program bad = trace::parse_mxt(
      "mxt 1\ntarget ascend950\nbuffer z l0c address=0x0 shape=[16, 16] dtype=float16 layout=NZ\n", "g.mxt");
  CHECK_THROWS_WITH(machine.declare(bad.buffers[0], bad.file),
                    Catch::Contains("g.mxt:3:1: buffer 'z' float16 NZ: layout: L0C holds FP32/INT32"));
}
