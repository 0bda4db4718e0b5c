// quantize_mx: BF16/FP16 -> MXFP8 x4 codes with E8M0 scales in the quadrant rows.
#include "isa/trn3/context.h"
#include "isa/trn3/scale_placement.h"
#include "sim/numerics/mx_block.h"
#include "sim/numerics/scale_rule.h"

namespace sim::trn3 {

namespace nm = sim::numerics;

void quantize_mx(const Context& c) {
  const View dst = c.tensor("dst"), src = c.tensor("src"), scale = c.tensor("dst_scale");
  if (c.state.limits.mx == MxInstructions::Absent)
    c.report(DiagnosticCode::Trn3DType, "quantize_mx needs NeuronCore-v4 (Trainium3)", "config trn3", "no MX support");
  // hardware mode: a source in PSUM is still read (VectorE reads PSUM for other instructions);
  // only results with no defined meaning (wrong dtypes, shapes) skip the instruction
  check_space(c, src, "src", {Space::Sbuf});
  check_space(c, dst, "dst", {Space::Sbuf});
  bool ok = true;
  if (src.dtype != DType::Bfloat16 && src.dtype != DType::Float16) {
    c.report(DiagnosticCode::Trn3DType, "quantize_mx src must be BF16 or FP16", "bfloat16 or float16",
             dname(src.dtype));
    ok = false;
  }
  if (dst.dtype == DType::Float4E2m1fnX4) {
    c.report(DiagnosticCode::Trn3DType, "quantize_mx does not produce FP4 (MX tutorial: FP4 is a matmul input only)",
             "float8_e4m3fn_x4 or float8_e5m2_x4", dname(dst.dtype));
    ok = false;
  } else if (dst.dtype != DType::Float8E4m3fnX4 && dst.dtype != DType::Float8E5m2X4) {
    c.report(DiagnosticCode::Trn3DType, "quantize_mx dst must be an FP8 x4 type", "float8_e4m3fn_x4 or float8_e5m2_x4",
             dname(dst.dtype));
    ok = false;
  }
  const int64_t p = src.partitions(), f = src.free_count();
  if (p % 32 != 0 || p > c.state.limits.partitions) {
    c.report(DiagnosticCode::Trn3Partitions, "quantize_mx src spans " + std::to_string(p) + " partitions",
             "a multiple of 32, at most " + std::to_string(c.state.limits.partitions), std::to_string(p));
    ok = false;
  }
  if (f % 4 != 0) {
    c.report(DiagnosticCode::Trn3Shape, "quantize_mx src free size is not a multiple of 4", "a multiple of 4",
             std::to_string(f));
    ok = false;
  }
  if (dst.partitions() != p || dst.free_count() * 4 != f) {
    c.report(DiagnosticCode::Trn3Shape, "quantize_mx dst shape does not match src",
             std::to_string(p) + " x " + std::to_string(f / 4) + " x4 elements",
             std::to_string(dst.partitions()) + " x " + std::to_string(dst.free_count()));
    ok = false;
  }
  ok = check_scale_view(c, scale, "dst_scale", p, dst.partition_start, f / 4) && ok;
  if (!ok || p % 8 != 0 || f % 4 != 0) return;               // no defined result
  if (!c.state.in_memory(src) || !c.state.in_memory(dst)) {  // report, then there is nothing to quantize
    c.state.check_bounds(src, "src");
    c.state.check_bounds(dst, "dst");
    return;
  }

  std::vector<uint8_t> in;
  c.state.read(src, in, "src");
  const Format element = spec_of(dst.dtype).element;
  std::vector<uint8_t> codes(static_cast<size_t>(p * f)), scales(static_cast<size_t>((p / 8) * (f / 4)));
  nm::mx_quantize(element, c.state.limits.quantize_scale_rule, spec_of(src.dtype).element, in.data(), p, f,
                  nm::kTrn3Block, nm::mx_element_options(), codes.data(), scales.data());
  // dst lane j of column col = src column 4 col + j (layout preserved; byte j of the word)
  c.state.write(dst, codes.data(), "dst");
  for (int64_t g = 0; g < p / 8; ++g) {
    const View row = scale_row_view(scale, scale_row(g));
    if (!c.state.write(row, scales.data() + g * (f / 4), "dst_scale")) return;
  }
}

}  // namespace sim::trn3
