// Data movement: dma_copy (HBM <-> SBUF), tensor_copy (SBUF/PSUM on a compute engine), memset,
// nc_transpose (partitions <-> free elements).
#include <algorithm>
#include <cstring>

#include "isa/trn3/cast.h"
#include "isa/trn3/context.h"
#include "sim/core/error.h"
#include "sim/numerics/convert.h"

namespace sim::trn3 {

namespace nm = sim::numerics;

namespace {

void copy_with_cast(const Context& c, const View& dst, const View& src) {
  // kept from one copy to the next: State::read only resizes `in`, so a repeated shape is neither
  // allocated nor zero-filled again
  static thread_local std::vector<uint8_t> in, out;
  c.state.read(src, in, "src");
  // ScalarE always computes in FP32 (nki.isa tensor_copy: Vector and GpSimd copies are bit-exact
  // for equal dtypes, ScalarE casts through FP32: int32 beyond 2^24 is rounded)
  const bool through_fp32 = c.instruction.queue == "scalar" && !is_x4(src.dtype);
  if (src.dtype == dst.dtype && !through_fp32) {
    c.state.write(dst, in.data(), "dst");
    return;
  }
  if (is_x4(src.dtype) || is_x4(dst.dtype)) {
    c.report(DiagnosticCode::Trn3DType, c.instruction.mnemonic + " cannot cast MX x4 data",
             "equal dtypes (view the data with .ap(dtype=...) instead)", dname(src.dtype) + " -> " + dname(dst.dtype));
    return;
  }
  cast_elements(src.dtype, in, dst.dtype, out, src.element_count());
  c.state.write(dst, out.data(), "dst");
}

}  // namespace

void dma_copy(const Context& c) {
  const View dst = c.tensor("dst"), src = c.tensor("src");
  if (!check_space(c, src, "src", {Space::Hbm, Space::Sbuf}) ||
      !check_space(c, dst, "dst", {Space::Hbm, Space::Sbuf})) {
    // hardware mode: PSUM is not on the DMA's path; nothing is copied
    return;
  }
  if (src.element_count() != dst.element_count()) {
    c.report(DiagnosticCode::Trn3Shape, "dma_copy element counts differ",
             std::to_string(dst.element_count()) + " (dst)", std::to_string(src.element_count()) + " (src)");
    return;
  }
  if (const trace::Keyword* k = c.find("dge_mode")) {
    const auto* ref = std::get_if<trace::Reference>(&k->value.data);
    if (ref && ref->name == "hwdge" && src.dtype != dst.dtype)
      c.report(DiagnosticCode::Trn3DType, "dma_copy with dge_mode=hwdge cannot cast", "equal dtypes",
               dname(src.dtype) + " -> " + dname(dst.dtype));
  }
  copy_with_cast(c, dst, src);
}

void tensor_copy(const Context& c) {
  const View dst = c.tensor("dst"), src = c.tensor("src");
  bool ok = check_space(c, src, "src", {Space::Sbuf, Space::Psum});
  ok = check_space(c, dst, "dst", {Space::Sbuf, Space::Psum}) && ok;
  if (c.instruction.queue == "gpsimd" && (src.space == Space::Psum || dst.space == Space::Psum))
    c.report(DiagnosticCode::Trn3Engine, "GpSimd cannot access PSUM", "engine vector or scalar", "gpsimd");
  if (const trace::Keyword* k = c.find("dtype")) {
    const auto* ref = std::get_if<trace::Reference>(&k->value.data);
    const auto d = ref ? dtype_by_name(ref->name) : std::nullopt;
    if (!d) throw Error(trace::where(c.file, k->value.at) + "unknown dtype; expected one of: " + dtype_names());
    if (*d != dst.dtype)
      c.report(DiagnosticCode::Trn3DType, "tensor_copy dtype= differs from the destination's dtype", dname(dst.dtype),
               dname(*d));
  }
  if (src.partitions() != dst.partitions() || src.free_count() != dst.free_count()) {
    c.report(DiagnosticCode::Trn3Shape, "tensor_copy needs equal partitions and elements per partition",
             std::to_string(dst.partitions()) + " x " + std::to_string(dst.free_count()) + " (dst)",
             std::to_string(src.partitions()) + " x " + std::to_string(src.free_count()) + " (src)");
    return;
  }
  if (!ok) return;
  copy_with_cast(c, dst, src);
}

void memset(const Context& c) {
  const View dst = c.tensor("dst");
  check_space(c, dst, "dst", {Space::Sbuf, Space::Psum});
  if (c.instruction.queue == "gpsimd" && dst.space == Space::Psum)
    c.report(DiagnosticCode::Trn3Engine, "GpSimd cannot access PSUM", "engine vector", "gpsimd");
  const trace::Keyword* k = c.find("value");
  const DTypeSpec& t = spec_of(dst.dtype);
  const int64_t* integer = std::get_if<int64_t>(&k->value.data);
  const double* real = std::get_if<double>(&k->value.data);
  if (!integer && !real)
    throw Error(trace::where(c.file, k->value.at) + "memset value is not a number; expected a constant");
  std::vector<uint8_t> one(static_cast<size_t>(t.bytes), 0);
  if (t.kind == Kind::PackedX4) {
    if (!(integer && *integer == 0) && !(real && *real == 0.0)) {
      c.report(DiagnosticCode::Trn3MemsetValue, "memset of an x4 tile writes one 32-bit pattern", "value 0",
               integer ? std::to_string(*integer) : std::to_string(*real));
      return;
    }
  } else if (t.kind == Kind::Float) {
    const double v = integer ? static_cast<double>(*integer) : *real;
    nm::encode_array(t.element, Format::FP64, &v, 1, one.data(), nm::spec_of(t.element).default_options());
  } else {
    if (!integer) {
      c.report(DiagnosticCode::Trn3MemsetValue, "memset of an integer tile needs an integer value", "an int",
               std::to_string(*real));
      return;
    }
    const int64_t v = *integer;
    const int bits = t.bytes * 8;
    const bool fits = t.kind == Kind::Signed ? (v >= -(int64_t{1} << (bits - 1)) && v < (int64_t{1} << (bits - 1)))
                                             : (v >= 0 && v < (int64_t{1} << bits));
    if (!fits) {
      c.report(DiagnosticCode::Trn3MemsetValue, "memset value does not fit " + dname(dst.dtype),
               "a value representable in " + dname(dst.dtype), std::to_string(v));
      return;
    }
    const uint64_t bitsval = static_cast<uint64_t>(v);
    std::memcpy(one.data(), &bitsval, static_cast<size_t>(t.bytes));
  }
  if (!c.state.check_bounds(dst, "dst")) return;
  const int64_t count = dst.element_count();
  std::vector<uint8_t> data(static_cast<size_t>(count * t.bytes));  // zeros: a zero value needs no fill
  if (std::any_of(one.begin(), one.begin() + t.bytes, [](uint8_t b) { return b != 0; }))
    for (int64_t i = 0; i < count; ++i)
      std::memcpy(data.data() + i * t.bytes, one.data(), static_cast<size_t>(t.bytes));
  c.state.write(dst, data.data(), "dst");
}

// dst[f, p] = data[p, f], the free dims flattened (nki.isa nc_transpose): bits unchanged, so dst
// has data's dtype. TensorE (a matmul with the identity, bit-accurate on NeuronCore-v3 and later)
// takes up to [128, 128] from SBUF into PSUM; VectorE up to [32, 32] in SBUF or PSUM.
void nc_transpose(const Context& c) {
  const View dst = c.tensor("dst"), data = c.tensor("data");
  const bool tensor_engine = c.instruction.queue == "tensor";
  bool ok = tensor_engine ? check_space(c, data, "data", {Space::Sbuf}) && check_space(c, dst, "dst", {Space::Psum})
                          : check_space(c, data, "data", {Space::Sbuf, Space::Psum}) &&
                                check_space(c, dst, "dst", {Space::Sbuf, Space::Psum});
  if (dst.dtype != data.dtype) {
    c.report(DiagnosticCode::Trn3DType, "nc_transpose changes the dtype", dname(data.dtype), dname(dst.dtype));
    ok = false;
  }
  if (is_x4(data.dtype)) {
    c.report(DiagnosticCode::Trn3DType, "nc_transpose of packed MX data", "a float or integer dtype",
             dname(data.dtype));
    ok = false;
  }
  const int64_t limit = tensor_engine ? 128 : 32;
  if (data.partitions() > limit || data.free_count() > limit) {
    c.report(DiagnosticCode::Trn3TileSize,
             std::string("nc_transpose on ") + (tensor_engine ? "TensorE" : "VectorE") + " of a [" +
                 std::to_string(data.partitions()) + ", " + std::to_string(data.free_count()) + "] tile",
             "at most [" + std::to_string(limit) + ", " + std::to_string(limit) + "]",
             "[" + std::to_string(data.partitions()) + ", " + std::to_string(data.free_count()) + "]");
    ok = false;
  }
  if (dst.partitions() != data.free_count() || dst.free_count() != data.partitions()) {
    c.report(DiagnosticCode::Trn3Shape, "nc_transpose dst is not data's transpose",
             "[" + std::to_string(data.free_count()) + ", " + std::to_string(data.partitions()) + "]",
             "[" + std::to_string(dst.partitions()) + ", " + std::to_string(dst.free_count()) + "]");
    ok = false;
  }
  if (!ok) return;
  std::vector<uint8_t> in;
  if (!c.state.read(data, in, "data")) return;
  const size_t bytes = static_cast<size_t>(spec_of(data.dtype).bytes);
  const size_t rows = static_cast<size_t>(data.partitions()), cols = static_cast<size_t>(data.free_count());
  std::vector<uint8_t> out(in.size());
  for (size_t p = 0; p < rows; ++p)
    for (size_t f = 0; f < cols; ++f) std::memcpy(&out[(f * rows + p) * bytes], &in[(p * cols + f) * bytes], bytes);
  c.state.write(dst, out.data(), "dst");
}

// dst = src with its dims permuted by `axes` (nki.isa dma_transpose; the default reverses a 2-D or
// 3-D tensor, [3, 1, 2, 0] for 4-D, the only permutations it supports), by DMA into SBUF, 2-byte
// dtypes; dge_mode=hwdge adds the direct mode's shape rules (16 source rows, a multiple of 128
// columns).
void dma_transpose(const Context& c) {
  const View dst = c.tensor("dst"), src = c.tensor("src");
  bool ok = check_space(c, dst, "dst", {Space::Sbuf});
  ok = check_space(c, src, "src", {Space::Hbm, Space::Sbuf}) && ok;
  const std::vector<int64_t> shape = src.shape();
  const size_t rank = shape.size();
  std::vector<int64_t> supported;
  if (rank == 2) supported = {1, 0};
  if (rank == 3) supported = {2, 1, 0};
  if (rank == 4) supported = {3, 1, 2, 0};
  const std::vector<int64_t> axes = c.find("axes") ? c.operands.integers("axes", rank, trace::Range{0, 3}) : supported;
  if (supported.empty() || axes != supported) {
    std::string text;
    for (int64_t a : axes) text += (text.empty() ? "" : ", ") + std::to_string(a);
    c.report(DiagnosticCode::Trn3Shape, "dma_transpose permutation of a " + std::to_string(rank) + "-d tensor",
             "axes [1, 0] (2-d), [2, 1, 0] (3-d) or [3, 1, 2, 0] (4-d)", "[" + text + "]");
    return;
  }
  if (dst.dtype != src.dtype || spec_of(src.dtype).bytes != 2 || is_x4(src.dtype)) {
    c.report(DiagnosticCode::Trn3DType, "dma_transpose moves 2-byte elements unchanged", "equal 2-byte dtypes",
             dname(src.dtype) + " -> " + dname(dst.dtype));
    ok = false;
  }
  if (const trace::Keyword* k = c.find("dge_mode")) {
    const auto* ref = std::get_if<trace::Reference>(&k->value.data);
    if (ref && ref->name == "hwdge" && (shape[0] != 16 || shape[rank - 1] % 128 != 0)) {
      c.report(DiagnosticCode::Trn3Shape, "dma_transpose with dge_mode=hwdge",
               "src of 16 rows and a multiple of 128 columns", shape_text(shape));
      ok = false;
    }
  }
  std::vector<int64_t> permuted(rank);
  for (size_t d = 0; d < rank; ++d) permuted[d] = shape[static_cast<size_t>(axes[d])];
  if (dst.shape() != permuted) {
    c.report(DiagnosticCode::Trn3Shape, "dma_transpose dst is not src's permutation", shape_text(permuted),
             shape_text(dst.shape()));
    ok = false;
  }
  if (!ok) return;
  std::vector<uint8_t> in;
  if (!c.state.read(src, in, "src")) return;
  // row-major strides of src, then each dst element (row-major over `permuted`) gathered
  std::vector<int64_t> stride(rank, 1);
  for (size_t d = rank - 1; d-- > 0;) stride[d] = stride[d + 1] * shape[d + 1];
  std::vector<uint8_t> out(in.size());
  std::vector<int64_t> index(rank, 0);
  const size_t bytes = 2;
  for (size_t e = 0; e < static_cast<size_t>(src.element_count()); ++e) {
    int64_t from = 0;
    for (size_t d = 0; d < rank; ++d) from += index[d] * stride[static_cast<size_t>(axes[d])];
    std::memcpy(&out[e * bytes], &in[static_cast<size_t>(from) * bytes], bytes);
    for (size_t d = rank; d-- > 0;) {
      if (++index[d] < permuted[d]) break;
      index[d] = 0;
    }
  }
  c.state.write(dst, out.data(), "dst");
}

}  // namespace sim::trn3
