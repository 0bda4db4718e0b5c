// The table walk (in the spirit of Spike's instruction-list self-check): every row of
// isa/trn3/instructions.def has an example here that runs through its own body with no
// diagnostic, and every example names a row of the table.
#include <catch2/catch.hpp>

#include <map>
#include <set>
#include <string>
#include <vector>

#include "isa/trn3/opcodes.h"
#include "models/trn3/machine.h"
#include "models/trn3/timing.h"
#include "sim/trace/mxt.h"
#include "table_walk.h"

using namespace sim;
using namespace sim::trn3;

namespace {

const char* const kBuffers =
    "mxt 1\ntarget trn3\n"
    "buffer x hbm address=0x0 shape=[128, 64] dtype=bfloat16\n"
    "buffer xs sbuf address=0x0 partition=0 shape=[128, 64] dtype=bfloat16\n"
    "buffer q sbuf address=0x100 partition=0 shape=[128, 16] dtype=float8_e4m3fn_x4\n"
    "buffer s sbuf address=0x200 partition=0 shape=[128, 16] dtype=uint8\n"
    "buffer a sbuf address=0x300 partition=0 shape=[128, 64] dtype=bfloat16\n"
    "buffer p psum address=0x0 partition=0 shape=[16, 16] dtype=float32\n"
    "buffer pb psum address=0x800 partition=0 shape=[64, 64] dtype=float32\n"
    "buffer col sbuf address=0x400 partition=0 shape=[128, 1] dtype=float32\n"
    "buffer i32 sbuf address=0x500 partition=0 shape=[128, 64] dtype=int32\n"
    "buffer pt psum address=0x1000 partition=0 shape=[64, 64] dtype=bfloat16\n"
    "buffer st sbuf address=0x600 partition=0 shape=[128, 6] dtype=float32\n"
    "buffer ag sbuf address=0x700 partition=0 shape=[128, 2] dtype=float32\n"
    "buffer xt sbuf address=0x800 partition=0 shape=[64, 64] dtype=bfloat16\n";

// One valid use of each instruction, after the set-up lines it needs (which run first).
const std::map<Op, std::pair<std::string, std::string>> kExamples = {
    {Op::DmaCopy, {"", "dma_copy dst=xs src=x"}},
    {Op::TensorCopy, {"dma_copy dst=xs src=x", "tensor_copy dst=a src=xs engine=scalar"}},
    {Op::Memset, {"", "memset dst=a value=0"}},
    {Op::QuantizeMx, {"dma_copy dst=xs src=x", "quantize_mx dst=q src=xs dst_scale=s"}},
    {Op::NcMatmulMx,
     {"dma_copy dst=xs src=x\nquantize_mx dst=q src=xs dst_scale=s",
      "nc_matmul_mx dst=p stationary=q moving=q stationary_scale=s moving_scale=s"}},
    {Op::NcMatmul, {"dma_copy dst=xs src=x", "nc_matmul dst=pb stationary=xs moving=xs"}},
    {Op::TensorTensor, {"dma_copy dst=xs src=x", "tensor_tensor dst=a data1=xs data2=xs op=add"}},
    {Op::TensorScalar,
     {"dma_copy dst=xs src=x", "tensor_scalar dst=a data=xs op0=multiply operand0=2.0 op1=add operand1=0.5"}},
    {Op::ScalarTensorTensor,
     {"dma_copy dst=xs src=x",
      "scalar_tensor_tensor dst=a data=xs op0=subtract operand0=1.0 op1=multiply operand1=xs"}},
    {Op::Activation, {"dma_copy dst=xs src=x", "activation dst=a op=exp data=xs scale=0.5"}},
    {Op::ActivationReduce,
     {"dma_copy dst=xs src=x", "activation_reduce dst=a op=copy data=xs reduce_op=add reduce_res=col"}},
    {Op::TensorReduce, {"dma_copy dst=xs src=x", "tensor_reduce dst=col op=maximum data=xs axis=1"}},
    {Op::Reciprocal, {"dma_copy dst=xs src=x", "reciprocal dst=a data=xs"}},
    {Op::Iota, {"", "iota dst=i32 pattern=[[1, 64]] offset=0 channel_multiplier=64"}},
    {Op::NcTranspose, {"dma_copy dst=xs src=x", "nc_transpose dst=pt data=xs[0:64, :]"}},
    {Op::BnStats, {"dma_copy dst=xs src=x", "bn_stats dst=st data=xs"}},
    {Op::BnAggr, {"dma_copy dst=xs src=x\nbn_stats dst=st data=xs", "bn_aggr dst=ag data=st"}},
    {Op::NcStreamShuffle,
     {"dma_copy dst=xs src=x",
      "nc_stream_shuffle dst=a src=xs shuffle_mask=[31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, "
      "15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 255]"}},
    {Op::DmaTranspose, {"", "dma_transpose dst=xt src=x[0:64, :]"}},
};

}  // namespace

TEST_CASE("every trn3 table row has an example that runs its body without a diagnostic", "[trn3][table]") {
  mxsim_tests::walk_table(op_rows(), kExamples, [](const OpRow& row, const auto& example) {
    const auto& [setup, line] = example;
    Machine machine("trn3", DiagnosticMode::Strict);
    trace::Program program =
        trace::parse_mxt(std::string(kBuffers) + (setup.empty() ? "" : setup + "\n") + line + "\n", "table.mxt");
    validate_program(program);
    const trace::Instruction& last = program.instructions.back();
    CHECK(row_of(last, program.file).op == row.op);  // the example is this row's
    CHECK(last.queue == queue_of(last, program.file));
    for (const trace::Buffer& b : program.buffers) machine.declare(b, program.file);
    const std::vector<uint16_t> ones(128 * 64, 0x3F80);  // BF16 1.0
    machine.load("x", ones.data(), ones.size() * 2);
    for (const trace::Instruction& i : program.instructions) machine.execute(i, program.file);
    CHECK(machine.state().sink.diagnostics().empty());
    CHECK(machine.queue_counts().at(last.queue) >= 1);
  });
}

TEST_CASE("every trn3 table row's cost class has a timing formula", "[trn3][table][timing]") {
  for (const sim::trn3::OpRow& row : sim::trn3::op_rows()) {
    INFO(row.mnemonic << ": cost class " << row.cost_class);
    CHECK_NOTHROW(sim::trn3::cost_class_of(row.cost_class));
  }
  CHECK_THROWS_WITH(sim::trn3::cost_class_of("warp_drive"), Catch::Contains("has no timing formula"));
}
