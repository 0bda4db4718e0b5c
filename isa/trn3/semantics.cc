#include "isa/trn3/semantics.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <sstream>

#include "sim/core/error.h"
#include "sim/numerics/convert.h"
#include "sim/numerics/dot.h"
#include "sim/numerics/mx_block.h"
#include "sim/numerics/mx_matmul.h"
#include "sim/numerics/scale_rule.h"

namespace sim::trn3 {

namespace nm = sim::numerics;

namespace {

struct Row {
  const char* mnemonic;
  const char* default_queue;
  const char* queues;
  const char* required;
  const char* optional;
};

constexpr Row kRows[] = {
#define INSTRUCTION(id, mnemonic, queue, queues, required, optional) Row{mnemonic, queue, queues, required, optional},
#include "isa/trn3/instructions.def"
#undef INSTRUCTION
};

// ---- operand helpers -------------------------------------------------------------------------

struct Context {
  State& state;
  const trace::Instruction& instruction;
  const std::string& file;

  const trace::Keyword* find(const char* name) const { return instruction.operand(name); }

  View tensor(const char* name) const { return state.resolve(find(name)->value, name, file); }

  // True / False / None (absent) for flags such as accumulate.
  std::optional<bool> flag(const char* name) const {
    const trace::Keyword* k = find(name);
    if (!k) return std::nullopt;
    if (const auto* ref = std::get_if<trace::Reference>(&k->value.data)) {
      if (ref->name == "True") return true;
      if (ref->name == "False") return false;
      if (ref->name == "None") return std::nullopt;
    }
    if (const auto* n = std::get_if<int64_t>(&k->value.data)) return *n != 0;
    throw Error(trace::where(file, k->value.at) + "'" + name + "' is not a flag; expected True, False or None");
  }

  // An integer pair such as tile_position=[32, 0]; empty when absent or None/().
  std::vector<int64_t> pair(const char* name) const {
    const trace::Keyword* k = find(name);
    if (!k) return {};
    if (const auto* ref = std::get_if<trace::Reference>(&k->value.data); ref && ref->name == "None") return {};
    const auto* list = std::get_if<trace::List>(&k->value.data);
    std::vector<int64_t> out;
    if (list)
      for (const trace::Value& v : list->items)
        if (const auto* n = std::get_if<int64_t>(&v.data)) out.push_back(*n);
    if (!list || out.size() != list->items.size() || (!out.empty() && out.size() != 2))
      throw Error(trace::where(file, k->value.at) + "'" + name + "' is not a pair; expected [row, column]");
    return out;
  }

  void report(DiagnosticCode code, std::string message, std::string expected = {}, std::string actual = {}) const {
    state.report(code, std::move(message), std::move(expected), std::move(actual));
  }
};

std::string dname(DType d) { return std::string(spec_of(d).name); }

bool expect_space(const Context& c, const View& v, const char* operand, std::initializer_list<Space> allowed) {
  for (Space s : allowed)
    if (v.space == s) return true;
  std::string names;
  for (Space s : allowed) {
    if (!names.empty()) names += " or ";
    names += name_of(s);
  }
  c.report(DiagnosticCode::Trn3MemorySpace,
           std::string(c.instruction.mnemonic) + " " + operand + " is in " + name_of(v.space),
           names, name_of(v.space));
  return false;
}

// ---- conversions (dma_copy / tensor_copy casts go through FP32: nki.isa docs) --------------

// Exact value of an element as a double, for non-x4 dtypes (integers up to 32 bits are exact).
double to_double(DType d, const uint8_t* p) {
  const DTypeSpec& s = spec_of(d);
  switch (s.kind) {
    case Kind::Unsigned: {
      uint32_t v = 0;
      std::memcpy(&v, p, static_cast<size_t>(s.bytes));
      return static_cast<double>(v);
    }
    case Kind::Signed: {
      if (s.bytes == 1) return static_cast<int8_t>(p[0]);
      if (s.bytes == 2) {
        int16_t v;
        std::memcpy(&v, p, 2);
        return v;
      }
      int32_t v;
      std::memcpy(&v, p, 4);
      return v;
    }
    case Kind::Float: {
      double v = 0;
      nm::decode_to_fp64(s.element, p, 1, &v);
      return v;
    }
    case Kind::PackedX4: break;
  }
  return 0;
}

// src -> FP32 (nearest even) -> dst: float dst nearest even with the format's overflow policy;
// integer dst nearest even with saturation, NaN -> 0 (Neuron SDK 2.32: "RNE with saturation").
void convert(DType src, const std::vector<uint8_t>& in, DType dst, std::vector<uint8_t>& out, int64_t count) {
  const DTypeSpec& s = spec_of(src);
  const DTypeSpec& t = spec_of(dst);
  out.assign(static_cast<size_t>(count * t.bytes), 0);
  std::vector<uint32_t> fp32(static_cast<size_t>(count));
  if (s.kind == Kind::Float) {
    if (s.element == Format::FP32) {
      std::memcpy(fp32.data(), in.data(), fp32.size() * 4);
    } else {
      std::vector<float> values(static_cast<size_t>(count));
      nm::decode_to_fp32(s.element, in.data(), static_cast<size_t>(count), values.data());  // exact
      std::memcpy(fp32.data(), values.data(), fp32.size() * 4);
    }
  } else {
    std::vector<double> values(static_cast<size_t>(count));
    for (int64_t i = 0; i < count; ++i) values[static_cast<size_t>(i)] = to_double(src, in.data() + i * s.bytes);
    nm::encode_array(Format::FP32, Format::FP64, values.data(), static_cast<size_t>(count), fp32.data(),
                     nm::spec_of(Format::FP32).default_options());
  }
  if (t.kind == Kind::Float) {
    nm::encode_array(t.element, Format::FP32, fp32.data(), static_cast<size_t>(count), out.data(),
                     nm::spec_of(t.element).default_options());
    return;
  }
  const bool is_signed = t.kind == Kind::Signed;
  const double lo = is_signed ? -std::ldexp(1.0, t.bytes * 8 - 1) : 0.0;
  const double hi = is_signed ? std::ldexp(1.0, t.bytes * 8 - 1) - 1 : std::ldexp(1.0, t.bytes * 8) - 1;
  for (int64_t i = 0; i < count; ++i) {
    float f;
    std::memcpy(&f, &fp32[static_cast<size_t>(i)], 4);
    double v = std::isnan(f) ? 0.0 : std::nearbyint(static_cast<double>(f));  // default FE mode: nearest even
    v = v < lo ? lo : v > hi ? hi : v;
    const int64_t iv = static_cast<int64_t>(v);
    const uint64_t bits = static_cast<uint64_t>(iv);
    std::memcpy(out.data() + i * t.bytes, &bits, static_cast<size_t>(t.bytes));  // little-endian host
  }
}

// ---- dma_copy / tensor_copy / memset ----------------------------------------------------------

void copy_with_cast(const Context& c, const View& dst, const View& src) {
  std::vector<uint8_t> in, out;
  c.state.read(src, in, "src");
  if (src.dtype == dst.dtype) {
    c.state.write(dst, in.data(), "dst");
    return;
  }
  if (is_x4(src.dtype) || is_x4(dst.dtype)) {
    c.report(DiagnosticCode::Trn3DType, c.instruction.mnemonic + " cannot cast MX x4 data",
             "equal dtypes (view the data with .ap(dtype=...) instead)", dname(src.dtype) + " -> " + dname(dst.dtype));
    return;
  }
  convert(src.dtype, in, dst.dtype, out, src.element_count());
  c.state.write(dst, out.data(), "dst");
}

void dma_copy(const Context& c) {
  const View dst = c.tensor("dst"), src = c.tensor("src");
  if (!expect_space(c, src, "src", {Space::Hbm, Space::Sbuf}) || !expect_space(c, dst, "dst", {Space::Hbm, Space::Sbuf})) {
    // hardware mode: PSUM is not on the DMA's path; nothing is copied
    return;
  }
  if (src.element_count() != dst.element_count()) {
    c.report(DiagnosticCode::Trn3Shape, "dma_copy element counts differ", std::to_string(dst.element_count()) + " (dst)",
             std::to_string(src.element_count()) + " (src)");
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
  bool ok = expect_space(c, src, "src", {Space::Sbuf, Space::Psum});
  ok = expect_space(c, dst, "dst", {Space::Sbuf, Space::Psum}) && ok;
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
  expect_space(c, dst, "dst", {Space::Sbuf, Space::Psum});
  if (c.instruction.queue == "gpsimd" && dst.space == Space::Psum)
    c.report(DiagnosticCode::Trn3Engine, "GpSimd cannot access PSUM", "engine vector", "gpsimd");
  const trace::Keyword* k = c.find("value");
  const DTypeSpec& t = spec_of(dst.dtype);
  const int64_t* integer = std::get_if<int64_t>(&k->value.data);
  const double* real = std::get_if<double>(&k->value.data);
  if (!integer && !real) throw Error(trace::where(c.file, k->value.at) + "memset value is not a number; expected a constant");
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
  std::vector<uint8_t> data(static_cast<size_t>(dst.element_count() * t.bytes));
  for (int64_t i = 0; i < dst.element_count(); ++i)
    std::memcpy(data.data() + i * t.bytes, one.data(), static_cast<size_t>(t.bytes));
  c.state.write(dst, data.data(), "dst");
}

// ---- MX scale placement -----------------------------------------------------------------------

// The partition (relative to the scale view's start) holding the scale of 8-partition group g:
// quadrant g/4 at the same offset as the view's start within its quadrant, row g%4 (NKI
// quantize_mx / nc_matmul_mx: "scales ... in the quadrant from which the scaling group
// originated"; MX tutorial "Scale Tensor").
int64_t scale_row(int64_t group) { return 32 * (group / 4) + (group % 4); }

// Checks a scale view for data spanning `partitions` partitions starting at `data_start`.
// Returns false if rows fall outside the view (hardware mode still reads/writes them).
// Returns false when the scale tile cannot hold one E8M0 byte per group column (no defined result);
// misplaced rows are reported but still read or written where the hardware would.
bool check_scale_view(const Context& c, const View& scale, const char* operand, int64_t partitions,
                      int64_t data_start, int64_t free_expected) {
  expect_space(c, scale, operand, {Space::Sbuf});
  bool ok = true;
  if (!is_mx_scale(scale.dtype)) {
    c.report(DiagnosticCode::Trn3DType, std::string(operand) + " must hold E8M0 scale bytes", "uint8 or float8_e8m0fnu",
             dname(scale.dtype));
    ok = false;
  }
  if (scale.free_count() != free_expected) {
    c.report(DiagnosticCode::Trn3Shape, std::string(operand) + " free size does not match its data",
             std::to_string(free_expected), std::to_string(scale.free_count()));
    ok = false;
  }
  const int64_t offset = scale.partition_start % 32;
  if (offset % 4 != 0 || offset > 12)
    c.report(DiagnosticCode::Trn3ScalePlacement,
             std::string(operand) + " starts at partition " + std::to_string(scale.partition_start) +
                 ", offset " + std::to_string(offset) + " within its quadrant",
             "a quadrant offset of 0, 4, 8 or 12", std::to_string(offset));
  if (scale.partition_start / 32 != data_start / 32)
    c.report(DiagnosticCode::Trn3ScalePlacement,
             std::string(operand) + " starts in quadrant " + std::to_string(scale.partition_start / 32) +
                 " but its data starts in quadrant " + std::to_string(data_start / 32),
             "quadrant " + std::to_string(data_start / 32), "quadrant " + std::to_string(scale.partition_start / 32));
  const int64_t groups = partitions / 8;
  const int64_t needed = groups == 0 ? 1 : scale_row(groups - 1) + 1;
  if (scale.partitions() < needed) {
    const int64_t first_missing_group = [&] {
      for (int64_t g = 0; g < groups; ++g)
        if (scale_row(g) >= scale.partitions()) return g;
      return groups;
    }();
    c.report(DiagnosticCode::Trn3ScalePlacement,
             std::string(operand) + ": the scales of partitions " + std::to_string(8 * first_missing_group) + ".." +
                 std::to_string(8 * first_missing_group + 7) + " belong in partition " +
                 std::to_string(scale.partition_start + scale_row(first_missing_group)) +
                 " (quadrant " + std::to_string(first_missing_group / 4) + "), outside the scale tile's partitions " +
                 std::to_string(scale.partition_start) + ".." + std::to_string(scale.partition_start + scale.partitions() - 1),
             "a scale tile of at least " + std::to_string(needed) + " partitions (4 rows per 32-partition quadrant)",
             std::to_string(scale.partitions()) + " partitions");
  }
  return ok;
}

// The view of scale row `row` (relative to the view's start): one partition, the view's free dims.
View scale_row_view(const View& scale, int64_t row) {
  View v = scale;
  v.partition_start = scale.partition_start + row;
  v.dims[0].count = 1;
  return v;
}

// ---- quantize_mx -------------------------------------------------------------------------------

void quantize_mx(const Context& c) {
  const View dst = c.tensor("dst"), src = c.tensor("src"), scale = c.tensor("dst_scale");
  if (!c.state.limits.has_mx)
    c.report(DiagnosticCode::Trn3DType, "quantize_mx needs NeuronCore-v4 (Trainium3)", "config trn3", "no MX support");
  // hardware mode: a source in PSUM is still read (VectorE reads PSUM for other instructions);
  // only results with no defined meaning (wrong dtypes, shapes) skip the instruction
  expect_space(c, src, "src", {Space::Sbuf});
  expect_space(c, dst, "dst", {Space::Sbuf});
  bool ok = true;
  if (src.dtype != DType::Bfloat16 && src.dtype != DType::Float16) {
    c.report(DiagnosticCode::Trn3DType, "quantize_mx src must be BF16 or FP16", "bfloat16 or float16", dname(src.dtype));
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
  if (!ok || p % 8 != 0 || f % 4 != 0) return;  // no defined result
  if (!c.state.in_memory(src) || !c.state.in_memory(dst)) {  // report, then there is nothing to quantize
    c.state.check_bounds(src, "src");
    c.state.check_bounds(dst, "dst");
    return;
  }

  std::vector<uint8_t> in;
  c.state.read(src, in, "src");
  const Format element = spec_of(dst.dtype).element;
  std::vector<uint8_t> codes(static_cast<size_t>(p * f)), scales(static_cast<size_t>((p / 8) * (f / 4)));
  nm::mx_quantize(element, nm::ScaleRule::Trn3, spec_of(src.dtype).element, in.data(), p, f, nm::kTrn3Block,
                  nm::mx_element_options(), codes.data(), scales.data());
  // dst lane j of column col = src column 4 col + j (layout preserved; byte j of the word)
  c.state.write(dst, codes.data(), "dst");
  for (int64_t g = 0; g < p / 8; ++g) {
    const View row = scale_row_view(scale, scale_row(g));
    if (!c.state.write(row, scales.data() + g * (f / 4), "dst_scale")) return;
  }
}

// ---- nc_matmul_mx / nc_matmul -------------------------------------------------------------------

// PE tiling: rows split the contraction (partitions), columns the stationary free size. MX matmuls
// tile rows only (nc_matmul_mx docstring); nc_matmul tiles rows and columns (nc_matmul docstring).
bool check_tiling(const Context& c, int64_t partitions, int64_t stationary_free, bool columns_allowed) {
  const std::vector<int64_t> position = c.pair("tile_position"), size = c.pair("tile_size");
  if (position.empty() && size.empty()) return true;
  if (position.empty() != size.empty()) {
    c.report(DiagnosticCode::Trn3RowTiling, "tile_position and tile_size must be given together", "both or neither",
             position.empty() ? "tile_size only" : "tile_position only");
    return false;
  }
  bool ok = true;
  const int64_t row_size = size[0];
  if (row_size != 32 && row_size != 64 && row_size != 128) {
    c.report(DiagnosticCode::Trn3RowTiling, "row tile size not supported", "32, 64 or 128", std::to_string(row_size));
    ok = false;
  }
  if (!columns_allowed && (size[1] != 128 || position[1] != 0)) {
    c.report(DiagnosticCode::Trn3RowTiling, "MX matmuls tile rows only", "tile_size[1] = 128, tile_position[1] = 0",
             "tile_size[1] = " + std::to_string(size[1]) + ", tile_position[1] = " + std::to_string(position[1]));
    ok = false;
  }
  if (columns_allowed) {
    const int64_t column_size = size[1];
    if (column_size != 32 && column_size != 64 && column_size != 128) {
      c.report(DiagnosticCode::Trn3RowTiling, "column tile size not supported", "32, 64 or 128",
               std::to_string(column_size));
      ok = false;
    } else if (position[1] % column_size != 0 || position[1] < 0 || position[1] + column_size > 128) {
      c.report(DiagnosticCode::Trn3RowTiling, "tile_position column is not a multiple of the column tile size",
               "a multiple of " + std::to_string(column_size) + " below 128", std::to_string(position[1]));
      ok = false;
    } else if (stationary_free > column_size) {
      c.report(DiagnosticCode::Trn3RowTiling, "stationary free size exceeds the column tile",
               "at most " + std::to_string(column_size), std::to_string(stationary_free));
      ok = false;
    }
  }
  if (ok && (position[0] % row_size != 0 || position[0] < 0 || position[0] + row_size > 128)) {
    c.report(DiagnosticCode::Trn3RowTiling, "tile_position row is not a multiple of the row tile size inside the array",
             "a multiple of " + std::to_string(row_size) + " below 128", std::to_string(position[0]));
    ok = false;
  }
  if (ok && partitions > row_size) {
    c.report(DiagnosticCode::Trn3RowTiling, "contraction partitions exceed the row tile",
             "at most " + std::to_string(row_size), std::to_string(partitions));
    ok = false;
  }
  return ok;
}

bool check_moving_width(const Context& c, const View& moving, const View& dst) {
  const bool bf16 = dst.dtype == DType::Bfloat16;
  const int64_t limit = bf16 ? c.state.limits.moving_fmax_bf16 : c.state.limits.moving_fmax_fp32;
  if (moving.free_count() <= limit) return true;
  c.report(DiagnosticCode::Trn3TileSize,
           "moving tile has " + std::to_string(moving.free_count()) + " free elements (" +
               (bf16 ? "BF16" : "FP32") + " output)",
           "at most " + std::to_string(limit), std::to_string(moving.free_count()));
  return false;
}

// Writes the FP32 matmul result into PSUM: overwrite or add in FP32 (near-memory add; BF16 tiles
// are upcast, added in FP32 and rounded back to nearest even: Trainium3 arch guide, "BF16 Matmul
// Results in PSUM").
void write_matmul_result(const Context& c, const View& dst, const std::vector<uint32_t>& result) {
  const std::optional<bool> accumulate = c.flag("accumulate");
  const size_t count = result.size();
  std::vector<uint8_t> accumulate_mask(count, 0);
  bool any = false;
  if (!accumulate.has_value() || *accumulate) {
    const std::vector<uint8_t> written = c.state.matmul_written(dst);
    if (accumulate.has_value()) {
      bool all = true;
      for (uint8_t w : written) all = all && w;
      if (!all)
        c.report(DiagnosticCode::Trn3AccumulateUninit, "accumulate=True into PSUM elements no matmul has written",
                 "accumulate=False (or None) for the first matmul of a group", "accumulate=True");
      std::fill(accumulate_mask.begin(), accumulate_mask.end(), 1);
    } else {
      accumulate_mask = written;  // None: the first matmul write overwrites, later ones add
    }
    for (uint8_t a : accumulate_mask) any = any || a;
  }
  // Elements that accumulate were written by a matmul, or were flagged above (accumulate=True
  // into unwritten PSUM: TRN3-ACCUMULATE-UNINIT); either way no second, uninitialised-read error.
  std::vector<uint8_t> old;
  if (any) c.state.read(dst, old, "dst", false);
  std::vector<uint8_t> out(count * static_cast<size_t>(spec_of(dst.dtype).bytes));
  const bool bf16 = dst.dtype == DType::Bfloat16;
  for (size_t i = 0; i < count; ++i) {
    uint32_t bits = result[i];
    if (accumulate_mask[i]) {
      float previous, r;
      if (bf16) {
        uint16_t h;
        std::memcpy(&h, old.data() + 2 * i, 2);
        const uint32_t widened = static_cast<uint32_t>(h) << 16;
        std::memcpy(&previous, &widened, 4);
      } else {
        std::memcpy(&previous, old.data() + 4 * i, 4);
      }
      std::memcpy(&r, &bits, 4);
      // two FP32 values add exactly in binary64, and binary64 -> binary32 is then one correct
      // rounding (53 >= 2 * 24 + 2), i.e. the FP32 nearest-even sum
      const float sum = static_cast<float>(static_cast<double>(previous) + static_cast<double>(r));
      std::memcpy(&bits, &sum, 4);
      if (std::isnan(sum)) bits = 0x7FC00000u;
    }
    if (bf16) {
      uint16_t h = 0;
      nm::encode_array(Format::BF16, Format::FP32, &bits, 1, &h, nm::spec_of(Format::BF16).default_options());
      std::memcpy(out.data() + 2 * i, &h, 2);
    } else {
      std::memcpy(out.data() + 4 * i, &bits, 4);
    }
  }
  if (c.state.write(dst, out.data(), "dst")) c.state.mark_matmul_written(dst);
}

bool check_dst(const Context& c, const View& dst, int64_t m, int64_t n) {
  bool ok = expect_space(c, dst, "dst", {Space::Psum});
  if (dst.dtype != DType::Float32 && dst.dtype != DType::Bfloat16) {
    c.report(DiagnosticCode::Trn3DType, c.instruction.mnemonic + " writes FP32 or BF16 PSUM", "float32 or bfloat16",
             dname(dst.dtype));
    ok = false;
  }
  if (dst.partitions() != m || dst.free_count() != n) {
    c.report(DiagnosticCode::Trn3Shape, c.instruction.mnemonic + " dst is not [stationary free, moving free]",
             std::to_string(m) + " x " + std::to_string(n), std::to_string(dst.partitions()) + " x " + std::to_string(dst.free_count()));
    ok = false;
  }
  return ok;
}

void nc_matmul_mx(const Context& c) {
  const View dst = c.tensor("dst"), st = c.tensor("stationary"), mv = c.tensor("moving");
  const View st_scale = c.tensor("stationary_scale"), mv_scale = c.tensor("moving_scale");
  const Limits& limits = c.state.limits;
  if (!limits.has_mx)
    c.report(DiagnosticCode::Trn3DType, "nc_matmul_mx needs NeuronCore-v4 (Trainium3)", "config trn3", "no MX support");
  bool ok = expect_space(c, st, "stationary", {Space::Sbuf});
  ok = expect_space(c, mv, "moving", {Space::Sbuf}) && ok;
  for (const View* v : {&st, &mv})
    if (!is_x4(v->dtype)) {
      c.report(DiagnosticCode::Trn3DType, std::string("nc_matmul_mx ") + (v == &st ? "stationary" : "moving") + " is not MX x4 data",
               "float8_e4m3fn_x4, float8_e5m2_x4 or float4_e2m1fn_x4", dname(v->dtype));
      ok = false;
    }
  const int64_t p = st.partitions(), m = st.free_count(), n = mv.free_count();
  if (mv.partitions() != p) {
    c.report(DiagnosticCode::Trn3Partitions, "stationary and moving contract over different partition counts",
             std::to_string(p), std::to_string(mv.partitions()));
    ok = false;
  }
  if (p % 32 != 0 || p > limits.partitions) {
    c.report(DiagnosticCode::Trn3Partitions, "nc_matmul_mx contracts over " + std::to_string(p) + " partitions",
             "a multiple of 32, at most " + std::to_string(limits.partitions), std::to_string(p));
    ok = false;
  }
  if (m > limits.stationary_fmax || m % 2 != 0) {
    c.report(DiagnosticCode::Trn3TileSize, "stationary tile has " + std::to_string(m) + " free elements",
             "an even count, at most " + std::to_string(limits.stationary_fmax), std::to_string(m));
    ok = false;
  }
  // the array still computes a too-wide moving tile in hardware mode, up to all of PSUM's columns
  if (!check_moving_width(c, mv, dst) && n > 2 * limits.moving_fmax_bf16) ok = false;
  ok = check_dst(c, dst, m, n) && ok;
  check_tiling(c, p, m, false);
  const bool stationary_scales_ok = check_scale_view(c, st_scale, "stationary_scale", p, st.partition_start, m);
  const bool moving_scales_ok = check_scale_view(c, mv_scale, "moving_scale", p, mv.partition_start, n);
  if (!ok || !stationary_scales_ok || !moving_scales_ok || p % 8 != 0 || p == 0) return;

  std::vector<uint8_t> st_words, mv_words;
  c.state.read(st, st_words, "stationary");
  c.state.read(mv, mv_words, "moving");
  const int64_t k = 4 * p, groups = p / 8;
  // The hardware contracts (partition, lane) pairs; mxsim orders them k = 4 p + j, so each PE's
  // four products are contiguous and a scale group (8 partitions x 4 lanes) is 32 consecutive k.
  // Unpack x4 words to one code per byte. FP8 lanes are the word's bytes (lane j = byte j), FP4
  // lanes its nibbles (lane j = bits 4j+3..4j).
  auto unpack = [](const std::vector<uint8_t>& words, DType d, int64_t parts, int64_t free, bool transpose,
                   std::vector<uint8_t>& codes) {
    const DTypeSpec& s = spec_of(d);
    const size_t P = static_cast<size_t>(parts), F = static_cast<size_t>(free);
    codes.assign(P * F * 4, 0);
    if (s.bytes == 4) {  // FP8: byte (q, x, j) of the [P, F, 4] words
      const uint8_t* w = words.data();
      uint8_t* out = codes.data();
      if (transpose) {  // A [F, 4P]: row x holds the 4 lane bytes of partitions 0..P-1 in order
        for (size_t x = 0; x < F; ++x)
          for (size_t q = 0; q < P; ++q) std::memcpy(out + x * 4 * P + 4 * q, w + (q * F + x) * 4, 4);
      } else {  // B [4P, F]: row 4q + j holds lane j of partition q
        for (size_t q = 0; q < P; ++q)
          for (size_t j = 0; j < 4; ++j) {
            uint8_t* row = out + (4 * q + j) * F;
            const uint8_t* src = w + q * F * 4 + j;
            for (size_t x = 0; x < F; ++x) row[x] = src[4 * x];
          }
      }
      return;
    }
    for (size_t q = 0; q < P; ++q)
      for (size_t x = 0; x < F; ++x) {
        uint16_t word = 0;
        std::memcpy(&word, words.data() + (q * F + x) * 2, 2);
        for (size_t j = 0; j < 4; ++j) {
          const uint8_t code = static_cast<uint8_t>((word >> (4 * j)) & 0xF);
          codes[transpose ? x * (4 * P) + 4 * q + j : (4 * q + j) * F + x] = code;
        }
      }
  };
  std::vector<uint8_t> a_codes, b_codes;
  unpack(st_words, st.dtype, p, m, true, a_codes);   // A [M, K]
  unpack(mv_words, mv.dtype, p, n, false, b_codes);  // B [K, N]
  std::vector<uint8_t> a_scales(static_cast<size_t>(m * groups)), b_scales(static_cast<size_t>(groups * n));
  std::vector<uint8_t> row;
  for (int64_t g = 0; g < groups; ++g) {
    c.state.read(scale_row_view(st_scale, scale_row(g)), row, "stationary_scale");
    for (int64_t i = 0; i < m && i < static_cast<int64_t>(row.size()); ++i) a_scales[static_cast<size_t>(i * groups + g)] = row[static_cast<size_t>(i)];
    c.state.read(scale_row_view(mv_scale, scale_row(g)), row, "moving_scale");
    for (int64_t j = 0; j < n && j < static_cast<int64_t>(row.size()); ++j) b_scales[static_cast<size_t>(g * n + j)] = row[static_cast<size_t>(j)];
  }
  std::vector<uint32_t> result(static_cast<size_t>(m * n));
  const nm::MxMatrix a{spec_of(st.dtype).element, a_codes.data(), a_scales.data()};
  const nm::MxMatrix b{spec_of(mv.dtype).element, b_codes.data(), b_scales.data()};
  nm::mx_matmul(nm::spec_of(nm::Preset::Trn3MatmulMx).config, a, b, static_cast<size_t>(m), static_cast<size_t>(n),
                static_cast<size_t>(k), nullptr, Format::FP32, result.data());
  write_matmul_result(c, dst, result);
}

void nc_matmul(const Context& c) {
  const View dst = c.tensor("dst"), st = c.tensor("stationary"), mv = c.tensor("moving");
  const Limits& limits = c.state.limits;
  for (const char* flag : {"is_stationary_onezero", "is_moving_onezero", "is_transpose"})
    if (c.flag(flag).value_or(false))
      throw Error(trace::where(c.file, c.find(flag)->value.at) + flag + "=True is not modelled; expected False");
  bool ok = expect_space(c, st, "stationary", {Space::Sbuf});
  ok = expect_space(c, mv, "moving", {Space::Sbuf}) && ok;
  auto supported = [](DType d) {
    return d == DType::Bfloat16 || d == DType::Float16 || d == DType::Float32 || d == DType::Float8E4m3fn ||
           d == DType::Float8E5m2;
  };
  if (!supported(st.dtype) || !supported(mv.dtype) ||
      ((st.dtype == DType::Float32) != (mv.dtype == DType::Float32))) {
    c.report(DiagnosticCode::Trn3DType, "nc_matmul dtype combination not supported",
             "bf16, fp16, fp8 (e4m3fn, e5m2) in any mix; fp32 only with fp32",
             dname(st.dtype) + " x " + dname(mv.dtype));
    ok = false;
  }
  const int64_t p = st.partitions(), m = st.free_count(), n = mv.free_count();
  if (mv.partitions() != p) {
    c.report(DiagnosticCode::Trn3Partitions, "stationary and moving contract over different partition counts",
             std::to_string(p), std::to_string(mv.partitions()));
    ok = false;
  }
  if (m > limits.stationary_fmax) {
    c.report(DiagnosticCode::Trn3TileSize, "stationary tile has " + std::to_string(m) + " free elements",
             "at most " + std::to_string(limits.stationary_fmax), std::to_string(m));
    ok = false;
  }
  if (!check_moving_width(c, mv, dst) && n > 2 * limits.moving_fmax_bf16) ok = false;
  if (p > limits.partitions) {
    c.report(DiagnosticCode::Trn3Partitions, "nc_matmul contracts over " + std::to_string(p) + " partitions",
             "at most " + std::to_string(limits.partitions), std::to_string(p));
    ok = false;
  }
  ok = check_dst(c, dst, m, n) && ok;
  check_tiling(c, p, m, true);
  if (!ok) return;
  std::vector<uint8_t> st_bytes, mv_bytes;
  c.state.read(st, st_bytes, "stationary");
  c.state.read(mv, mv_bytes, "moving");
  const nm::DotConfig& config = nm::spec_of(nm::Preset::Trn3Matmul).config;
  auto operands = [&](const std::vector<uint8_t>& bytes, DType d, int64_t count) {
    const nm::FormatSpec& f = nm::spec_of(spec_of(d).element);
    std::vector<nm::Operand> ops(static_cast<size_t>(count));
    for (int64_t i = 0; i < count; ++i) {
      uint64_t bits = 0;
      std::memcpy(&bits, bytes.data() + i * spec_of(d).bytes, static_cast<size_t>(spec_of(d).bytes));
      ops[static_cast<size_t>(i)] = nm::make_operand(f, bits, config.subnormal_inputs);
    }
    return ops;
  };
  const std::vector<nm::Operand> a = operands(st_bytes, st.dtype, p * m), b = operands(mv_bytes, mv.dtype, p * n);
  // A[m][k] = stationary[k][m] (stationary.T @ moving); gather each row contiguous for the engine
  std::vector<nm::Operand> a_row(static_cast<size_t>(p));
  const nm::DotOutput output = nm::output_for(config, Format::FP32);
  std::vector<uint32_t> result(static_cast<size_t>(m * n));
  for (int64_t i = 0; i < m; ++i) {
    for (int64_t q = 0; q < p; ++q) a_row[static_cast<size_t>(q)] = a[static_cast<size_t>(q * m + i)];
    for (int64_t j = 0; j < n; ++j) {
      nm::DotInput in;
      in.a = a_row.data();
      in.b = b.data() + j;
      in.b_stride = n;
      in.k = static_cast<size_t>(p);
      result[static_cast<size_t>(i * n + j)] = static_cast<uint32_t>(nm::fused_dot(config, output, in));
    }
  }
  write_matmul_result(c, dst, result);
}

}  // namespace

const trace::TargetSchema& schema() {
  static const trace::TargetSchema table = [] {
    trace::TargetSchema s;
    s.target = "trn3";
    s.configs = {"trn3", "trn2"};
    s.memory_spaces = {"hbm", "shared_hbm", "private_hbm", "sbuf", "psum"};
    for (const Row& row : kRows)
      s.instructions.push_back(trace::InstructionSchema{row.mnemonic, row.default_queue, trace::schema_words(row.required), trace::schema_words(row.optional)});
    return s;
  }();
  return table;
}

void execute(State& state, const trace::Instruction& instruction, const std::string& file, long index) {
  state.location = TraceLocation{file, instruction.at.line, instruction.at.column, index, instruction.queue,
                                 instruction.mnemonic};
  // the queue must be one the instruction can run on (engine=... or @queue)
  for (const Row& row : kRows) {
    if (instruction.mnemonic != row.mnemonic) continue;
    const std::vector<std::string> queues = trace::schema_words(row.queues);
    if (std::find(queues.begin(), queues.end(), instruction.queue) == queues.end())
      state.report(DiagnosticCode::Trn3Engine, instruction.mnemonic + " cannot run on " + instruction.queue,
                   "one of: " + std::string(row.queues), instruction.queue);
  }
  const Context c{state, instruction, file};
  const std::string& m = instruction.mnemonic;
  if (m == "dma_copy") dma_copy(c);
  else if (m == "tensor_copy") tensor_copy(c);
  else if (m == "memset") memset(c);
  else if (m == "quantize_mx") quantize_mx(c);
  else if (m == "nc_matmul_mx") nc_matmul_mx(c);
  else if (m == "nc_matmul") nc_matmul(c);
  else throw Error(trace::where(file, instruction.at) + "unknown mnemonic '" + m + "'; expected a trn3 mnemonic");
}

}  // namespace sim::trn3
