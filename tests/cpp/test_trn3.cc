#include <catch2/catch.hpp>

#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "isa/trn3/semantics.h"
#include "models/trn3/machine.h"
#include "sim/core/error.h"
#include "sim/numerics/dot.h"
#include "sim/numerics/mx_block.h"
#include "sim/numerics/mx_matmul.h"
#include "sim/trace/mxt.h"
#include "trace_mutation.h"

using namespace sim;
using namespace sim::trn3;

namespace {

// Runs `text` on a fresh trn3 machine with the given HBM inputs; returns the machine.
std::unique_ptr<Machine> run(const std::string& text, DiagnosticMode mode,
                             const std::vector<std::pair<std::string, std::vector<uint8_t>>>& inputs = {}) {
  auto machine = std::make_unique<Machine>("trn3", mode);
  trace::Program program = trace::parse_mxt(text, "t.mxt");
  validate_program(program);
  for (const trace::Buffer& b : program.buffers) machine->declare(b, program.file);
  for (const auto& [name, bytes] : inputs) machine->load(name, bytes.data(), bytes.size());
  for (const trace::Instruction& i : program.instructions) machine->execute(i, program.file);
  return machine;
}

std::vector<uint8_t> bf16_ramp(size_t rows, size_t cols, uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<uint8_t> bytes(rows * cols * 2);
  for (size_t i = 0; i < rows * cols; ++i) {
    // BF16 values in about [-8, 8] with random exponents: sign, exponent 120..130, mantissa
    const uint16_t bits = static_cast<uint16_t>(((rng() & 1) << 15) | ((120 + rng() % 11) << 7) | (rng() & 0x7F));
    std::memcpy(bytes.data() + 2 * i, &bits, 2);
  }
  return bytes;
}

const std::string kQuantize =
    "mxt 1\ntarget trn3\n"
    "buffer x hbm address=0x0 shape=[128, 64] dtype=bfloat16\n"
    "buffer xs sbuf address=0x0 partition=0 shape=[128, 64] dtype=bfloat16\n"
    "buffer q sbuf address=0x100 partition=0 shape=[128, 16] dtype=float8_e4m3fn_x4\n"
    "buffer s sbuf address=0x200 partition=0 shape=[128, 16] dtype=uint8\n"
    "dma_copy dst=xs src=x\n"
    "quantize_mx dst=q src=xs dst_scale=s[4:128, :]\n";

}  // namespace

TEST_CASE("quantize_mx writes the trn3-rule scales to the quadrant rows and the codes in place", "[trn3]") {
  const std::vector<uint8_t> x = bf16_ramp(128, 64, 1);
  auto machine = run(kQuantize, DiagnosticMode::Strict, {{"x", x}});
  std::vector<uint8_t> codes(128 * 64), scales(16 * 16);
  numerics::mx_quantize(numerics::Format::E4M3, numerics::ScaleRule::Trn3, numerics::Format::BF16, x.data(), 128, 64,
                        numerics::kTrn3Block, numerics::mx_element_options(), codes.data(), scales.data());
  const std::vector<uint8_t> q = machine->contents("q");
  CHECK(q == codes);  // word (p, c) lane j = byte 4c + j of row p = source column 4c + j
  const State& state = machine->state();
  for (int g = 0; g < 16; ++g) {
    const int partition = 4 + 32 * (g / 4) + g % 4;  // offset 4 within each quadrant
    std::vector<uint8_t> row(16);
    state.sbuf.read_raw(static_cast<uint64_t>(partition) * 262144 + 0x200, row.data(), 16);
    for (int c = 0; c < 16; ++c) CHECK(row[c] == scales[g * 16 + c]);
  }
  // only those 16 rows were written
  int written_rows = 0;
  for (int p = 0; p < 128; ++p) written_rows += state.sbuf.written(static_cast<uint64_t>(p) * 262144 + 0x200);
  CHECK(written_rows == 16);
}

TEST_CASE("nc_matmul_mx equals mx_matmul with k = 4p + j and PSUM accumulates in FP32", "[trn3]") {
  const std::string text =
      "mxt 1\ntarget trn3\n"
      "buffer a hbm address=0x0 shape=[32, 4] dtype=uint32\n"
      "buffer b hbm address=0x200 shape=[32, 6] dtype=uint32\n"
      "buffer sa hbm address=0x600 shape=[4, 4] dtype=uint8\n"
      "buffer sb hbm address=0x700 shape=[4, 6] dtype=uint8\n"
      "buffer st sbuf address=0x0 partition=0 shape=[32, 4] dtype=float8_e4m3fn_x4\n"
      "buffer mv sbuf address=0x10 partition=0 shape=[32, 6] dtype=float8_e4m3fn_x4\n"
      "buffer ss sbuf address=0x40 partition=0 shape=[4, 4] dtype=uint8\n"
      "buffer ms sbuf address=0x80 partition=0 shape=[4, 6] dtype=uint8\n"
      "buffer acc psum address=0x0 partition=0 shape=[4, 6] dtype=float32\n"
      "buffer out hbm address=0x800 shape=[4, 6] dtype=float32\n"
      "buffer res sbuf address=0xc0 partition=0 shape=[4, 6] dtype=float32\n"
      "dma_copy dst=st src=a.ap(pattern=[[4, 32], [1, 4]], offset=0, dtype=float8_e4m3fn_x4)\n"
      "dma_copy dst=mv src=b.ap(pattern=[[6, 32], [1, 6]], offset=0, dtype=float8_e4m3fn_x4)\n"
      "dma_copy dst=ss src=sa\n"
      "dma_copy dst=ms src=sb\n"
      "nc_matmul_mx dst=acc stationary=st moving=mv stationary_scale=ss moving_scale=ms\n"
      "nc_matmul_mx dst=acc stationary=st moving=mv stationary_scale=ss moving_scale=ms\n"
      "tensor_copy dst=res src=acc\n"
      "dma_copy dst=out src=res\n";
  std::mt19937_64 rng(5);
  std::vector<uint8_t> a(32 * 4 * 4), b(32 * 6 * 4), sa(16), sb(24);
  for (auto& v : a) v = static_cast<uint8_t>(rng() % 0x7E);
  for (auto& v : b) v = static_cast<uint8_t>(rng() % 0x7E);
  for (auto& v : sa) v = static_cast<uint8_t>(120 + rng() % 10);
  for (auto& v : sb) v = static_cast<uint8_t>(120 + rng() % 10);
  auto machine = run(text, DiagnosticMode::Strict, {{"a", a}, {"b", b}, {"sa", sa}, {"sb", sb}});
  // reference: A[m, 4p + j] = byte j of word (p, m); B[4p + j, n] = byte j of word (p, n)
  std::vector<uint8_t> am(4 * 128), bm(128 * 6), sam(4 * 4), sbm(4 * 6);
  for (int p = 0; p < 32; ++p)
    for (int j = 0; j < 4; ++j) {
      for (int m = 0; m < 4; ++m) am[m * 128 + 4 * p + j] = a[(p * 4 + m) * 4 + j];
      for (int n = 0; n < 6; ++n) bm[(4 * p + j) * 6 + n] = b[(p * 6 + n) * 4 + j];
    }
  for (int g = 0; g < 4; ++g) {
    for (int m = 0; m < 4; ++m) sam[m * 4 + g] = sa[g * 4 + m];
    for (int n = 0; n < 6; ++n) sbm[g * 6 + n] = sb[g * 6 + n];
  }
  std::vector<float> once(24);
  numerics::mx_matmul(numerics::preset_by_name("trn3_nc_matmul_mx").config,
                      {numerics::Format::E4M3, am.data(), sam.data()}, {numerics::Format::E4M3, bm.data(), sbm.data()},
                      4, 6, 128, nullptr, numerics::Format::FP32, once.data());
  const std::vector<uint8_t> out = machine->contents("out");
  for (int i = 0; i < 24; ++i) {
    const float twice = static_cast<float>(static_cast<double>(once[i]) * 2.0);  // x + x is exact
    float got;
    std::memcpy(&got, out.data() + 4 * i, 4);
    CHECK(got == twice);
  }
  CHECK(machine->queue_counts().at("tensor") == 2);
}

TEST_CASE("scales outside their quadrant rows: strict throws, hardware records and reads where silicon reads",
          "[trn3]") {
  const std::string text =
      "mxt 1\ntarget trn3\n"
      "buffer st sbuf address=0x0 partition=0 shape=[64, 2] dtype=float8_e4m3fn_x4\n"
      "buffer mv sbuf address=0x10 partition=0 shape=[64, 2] dtype=float8_e4m3fn_x4\n"
      "buffer ss sbuf address=0x40 partition=0 shape=[8, 2] dtype=uint8\n"
      "buffer ms sbuf address=0x80 partition=0 shape=[64, 2] dtype=uint8\n"
      "buffer acc psum address=0x0 partition=0 shape=[2, 2] dtype=float32\n"
      "memset dst=st value=0\nmemset dst=mv value=0\nmemset dst=ss value=127\nmemset dst=ms value=127\n"
      "nc_matmul_mx dst=acc stationary=st moving=mv stationary_scale=ss moving_scale=ms\n";
  try {
    run(text, DiagnosticMode::Strict);
    FAIL("expected a DiagnosticError");
  } catch (const DiagnosticError& e) {
    CHECK(e.diagnostic().code == DiagnosticCode::Trn3ScalePlacement);
    CHECK(e.diagnostic().where.line == 12);
    CHECK(std::string(e.what()).find("partition 32 (quadrant 1)") != std::string::npos);
  }
  auto machine = run(text, DiagnosticMode::Hardware);
  const auto& diagnostics = machine->state().sink.diagnostics();
  REQUIRE(!diagnostics.empty());
  CHECK(diagnostics[0].code == DiagnosticCode::Trn3ScalePlacement);
  bool out_of_buffer = false;
  for (const auto& d : diagnostics) out_of_buffer = out_of_buffer || d.code == DiagnosticCode::OutOfBounds;
  CHECK(out_of_buffer);  // the rows it reads lie outside the 8-partition scale tile
}

TEST_CASE("access patterns: partition striding, dtype views and bounds are checked", "[trn3]") {
  const std::string head =
      "mxt 1\ntarget trn3\n"
      "buffer t sbuf address=0x0 partition=0 shape=[16, 32] dtype=float32\n"
      "buffer u sbuf address=0x100 partition=0 shape=[16, 64] dtype=bfloat16\n"
      "memset dst=t value=1.0\n";
  auto strided = run(
      head +
          "tensor_copy dst=u.ap(pattern=[[64, 8], [1, 64]], offset=0) src=t.ap(pattern=[[64, 8], [1, 32]], offset=0)\n",
      DiagnosticMode::Hardware);
  CHECK(strided->state().sink.diagnostics().at(0).code == DiagnosticCode::Trn3PartitionStride);
  // an fp32 tile viewed as bf16: 64 bf16 per partition; copying 16 x 64 bf16 words moves the bits
  auto viewed = run(head + "tensor_copy dst=u src=t.ap(pattern=[[64, 16], [1, 64]], offset=0, dtype=bfloat16)\n",
                    DiagnosticMode::Strict);
  CHECK(viewed->contents("u") == viewed->contents("t"));
  auto bounds = run(head + "tensor_copy dst=u[0:16, 0:32] src=t.ap(pattern=[[32, 16], [1, 33]], offset=0)\n",
                    DiagnosticMode::Hardware);
  bool found = false;
  for (const auto& d : bounds->state().sink.diagnostics()) found = found || d.code == DiagnosticCode::Trn3Shape;
  CHECK(found);
  CHECK_THROWS_WITH(
      run(head + "tensor_copy dst=u src=t.ap(pattern=[[32, 16], [1, 99999999]], offset=0)\n", DiagnosticMode::Hardware),
      Catch::Contains("t.mxt:6:47:") && Catch::Contains("bad access-pattern entry"));
}

TEST_CASE("mutated trn3 traces run or fail cleanly in both modes, never crash", "[trn3][fuzz]") {
  const std::string base = kQuantize +
                           "buffer acc psum address=0x0 partition=0 shape=[16, 16] dtype=float32\n"
                           "nc_matmul_mx dst=acc stationary=q[0:128, 0:16] moving=q stationary_scale=s[4:128, :] "
                           "moving_scale=s[4:128, :] accumulate=False\n"
                           "tensor_copy dst=xs.ap(pattern=[[64, 16], [1, 16]], offset=0, dtype=float32) src=acc\n"
                           "dma_copy dst=x[0:16, 0:32] src=xs[0:16, 0:32]\n";
  const std::vector<uint8_t> x = bf16_ramp(128, 64, 2);
  const mxsim_tests::MutationCounts counts = mxsim_tests::run_mutated(
      base, 20, "0123456789[]:,=.-x_ \"abcdefpqsmt", 2000, [&](const std::string& text, DiagnosticMode mode) {
        auto machine = std::make_unique<Machine>("trn3", mode);
        trace::Program program = trace::parse_mxt(text, "f.mxt");
        validate_program(program);
        for (const trace::Buffer& b : program.buffers) machine->declare(b, program.file);
        if (auto found = machine->state().buffers.find("x");
            found != machine->state().buffers.end() && found->second.size_bytes() == x.size())
          machine->load("x", x.data(), x.size());
        for (const trace::Instruction& instr : program.instructions) machine->execute(instr, program.file);
      });
  CHECK(counts.ran > 0);
  CHECK(counts.failed > 0);
}
