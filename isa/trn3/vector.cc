// The Vector / Scalar / GpSimd arithmetic instructions: tensor_tensor, tensor_scalar,
// scalar_tensor_tensor, activation, activation_reduce, tensor_reduce, reciprocal, iota. Inputs are
// converted to FP32, every operation is computed in FP32 (alu.h) and the result is cast to the
// destination's dtype (nki.isa: "casts the inputs to fp32, computes in fp32, and casts to
// dst.dtype at no extra cost").
#include <algorithm>
#include <cmath>
#include <cstring>

#include "isa/trn3/alu.h"
#include "isa/trn3/cast.h"
#include "isa/trn3/context.h"
#include "sim/core/error.h"
#include "sim/numerics/convert.h"

namespace sim::trn3 {

namespace nm = sim::numerics;

namespace {

bool is_integer(DType d) { return spec_of(d).kind == Kind::Signed || spec_of(d).kind == Kind::Unsigned; }

// The FP32 values of a view's elements (as doubles), row-major; false (after a diagnostic) for
// packed MX data, which no engine computes on.
bool fp32_values(const Context& c, const View& v, const char* operand, std::vector<double>& out) {
  if (spec_of(v.dtype).kind == Kind::PackedX4) {
    c.report(DiagnosticCode::Trn3DType, std::string(c.instruction.mnemonic) + " " + operand + " is packed MX data",
             "a float or integer dtype", dname(v.dtype));
    return false;
  }
  std::vector<uint8_t> bytes, fp32;
  if (!c.state.read(v, bytes, operand)) return false;
  const int64_t count = v.element_count();
  cast_elements(v.dtype, bytes, DType::Float32, fp32, count);  // exact, or nearest even for int32
  out.resize(static_cast<size_t>(count));
  nm::decode_to_fp64(Format::FP32, fp32.data(), static_cast<size_t>(count), out.data());
  return true;
}

// FP32 values (doubles holding them) cast to dst's dtype and written.
void write_fp32(const Context& c, const View& dst, const std::vector<double>& values) {
  if (spec_of(dst.dtype).kind == Kind::PackedX4) {
    c.report(DiagnosticCode::Trn3DType, std::string(c.instruction.mnemonic) + " cannot write packed MX data",
             "a float or integer dst (quantize_mx packs MX data)", dname(dst.dtype));
    return;
  }
  std::vector<uint8_t> fp32(values.size() * 4), out;
  nm::encode_array(Format::FP32, Format::FP64, values.data(), values.size(), fp32.data(),
                   nm::spec_of(Format::FP32).default_options());  // exact: every value is an FP32 value
  cast_elements(DType::Float32, fp32, dst.dtype, out, static_cast<int64_t>(values.size()));
  c.state.write(dst, out.data(), "dst");
}

// Integer elements as 32-bit patterns (sign-extended) and back (the low bytes).
bool integer_bits(const Context& c, const View& v, const char* operand, std::vector<uint32_t>& out) {
  std::vector<uint8_t> bytes;
  if (!c.state.read(v, bytes, operand)) return false;
  const DTypeSpec& s = spec_of(v.dtype);
  out.resize(static_cast<size_t>(v.element_count()));
  for (size_t i = 0; i < out.size(); ++i) {
    uint32_t bits = 0;
    std::memcpy(&bits, bytes.data() + i * static_cast<size_t>(s.bytes), static_cast<size_t>(s.bytes));
    if (s.kind == Kind::Signed && s.bytes < 4 && (bits >> (s.bytes * 8 - 1)) & 1u)
      bits |= ~((uint32_t{1} << (s.bytes * 8)) - 1);
    out[i] = bits;
  }
  return true;
}

void write_bits(const Context& c, const View& dst, const std::vector<uint32_t>& bits) {
  const size_t bytes = static_cast<size_t>(spec_of(dst.dtype).bytes);
  std::vector<uint8_t> out(bits.size() * bytes);
  for (size_t i = 0; i < bits.size(); ++i) std::memcpy(out.data() + i * bytes, &bits[i], bytes);
  c.state.write(dst, out.data(), "dst");
}

AluOpInfo alu_operand(const Context& c, const char* name) {
  const trace::Keyword* k = c.find(name);
  const auto* ref = k ? std::get_if<trace::Reference>(&k->value.data) : nullptr;
  const auto info = ref && ref->index.empty() && ref->calls.empty() ? alu_op_by_name(ref->name) : std::nullopt;
  if (!info)
    throw Error(trace::where(c.file, k ? k->value.at : c.instruction.at) + std::string(c.instruction.mnemonic) + " " +
                name + " is not an ALU operator; expected one of: " + alu_op_names());
  return *info;
}

// Same partitions and elements per partition (the engines stream partition by partition).
bool same_tile(const Context& c, const View& a, const char* a_name, const View& b, const char* b_name) {
  if (a.partitions() == b.partitions() && a.free_count() == b.free_count()) return true;
  c.report(DiagnosticCode::Trn3Shape,
           std::string(c.instruction.mnemonic) + " " + a_name + " and " + b_name +
               " need equal partitions and elements per partition",
           std::to_string(a.partitions()) + " x " + std::to_string(a.free_count()) + " (" + a_name + ")",
           std::to_string(b.partitions()) + " x " + std::to_string(b.free_count()) + " (" + b_name + ")");
  return false;
}

bool on_chip_operand(const Context& c, const View& v, const char* name) {
  const bool ok = check_space(c, v, name, {Space::Sbuf, Space::Psum});
  if (ok && v.partitions() > 128)
    c.report(DiagnosticCode::Trn3Partitions,
             std::string(c.instruction.mnemonic) + " " + name + " spans more than 128 partitions", "at most 128",
             std::to_string(v.partitions()));
  if (ok && c.instruction.queue == "gpsimd" && v.space == Space::Psum) {
    c.report(DiagnosticCode::Trn3Engine, "GpSimd cannot access PSUM", "engine vector or scalar", "gpsimd");
    return false;
  }
  return ok;
}

bool absent_or_none(const Context& c, const char* name) {
  const trace::Keyword* k = c.find(name);
  return !k || (std::holds_alternative<trace::Reference>(k->value.data) &&
                std::get<trace::Reference>(k->value.data).name == "None");
}

// Whether `v` holds `count` values for each partition of `data` ([P, count]); TRN3-SHAPE if not.
bool holds_per_partition(const Context& c, const View& v, const char* name, const View& data, int64_t count) {
  if (v.partitions() == data.partitions() && v.free_count() == count) return true;
  c.report(DiagnosticCode::Trn3Shape,
           std::string(c.instruction.mnemonic) + " " + name + " must be [P, " + std::to_string(count) + "]",
           "[" + std::to_string(data.partitions()) + ", " + std::to_string(count) + "]",
           "[" + std::to_string(v.partitions()) + ", " + std::to_string(v.free_count()) + "]");
  return false;
}

// A per-partition operand: a number (a compile-time scalar, FP32: nki.isa "operand0/operand1 must
// be float32", a Python float rounded to nearest) or a [P, 1] tensor (one value per partition of
// `data`, broadcast along the free dims). Returns the value for each partition.
bool per_partition(const Context& c, const char* name, const View& data, std::vector<double>& out, double fallback) {
  const trace::Keyword* k = c.find(name);
  const int64_t partitions = data.partitions();
  out.assign(static_cast<size_t>(partitions), fallback);
  if (absent_or_none(c, name)) return true;
  if (const auto* i = std::get_if<int64_t>(&k->value.data)) {
    out.assign(out.size(), round_fp32_integer(*i));
    return true;
  }
  if (const auto* d = std::get_if<double>(&k->value.data)) {
    out.assign(out.size(), round_fp32(*d));
    return true;
  }
  const View v = c.tensor(name);
  return on_chip_operand(c, v, name) && holds_per_partition(c, v, name, data, 1) && fp32_values(c, v, name, out);
}

// The bits of a per-partition integer operand (bit-vector ops).
bool per_partition_bits(const Context& c, const char* name, const View& data, std::vector<uint32_t>& out) {
  const trace::Keyword* k = c.find(name);
  out.assign(static_cast<size_t>(data.partitions()), 0);
  // a unary operator's absent operand (the caller requires one for a binary operator)
  if (absent_or_none(c, name)) return true;
  if (const auto* i = std::get_if<int64_t>(&k->value.data)) {
    out.assign(out.size(), static_cast<uint32_t>(*i));
    return true;
  }
  if (std::holds_alternative<double>(k->value.data)) {
    c.report(DiagnosticCode::Trn3DType, std::string(c.instruction.mnemonic) + " bit-vector " + name + " is a float",
             "an integer", "a float constant");
    return false;
  }
  const View v = c.tensor(name);
  if (!on_chip_operand(c, v, name)) return false;
  if (v.partitions() != data.partitions() || v.free_count() != 1 || !is_integer(v.dtype)) {
    c.report(DiagnosticCode::Trn3Shape, std::string(c.instruction.mnemonic) + " " + name + " must be an integer [P, 1]",
             "[" + std::to_string(data.partitions()) + ", 1] integer",
             "[" + std::to_string(v.partitions()) + ", " + std::to_string(v.free_count()) + "] " + dname(v.dtype));
    return false;
  }
  return integer_bits(c, v, name, out);
}

// Bit-vector ops need integer data and destination (nki-aluop: "Bitvec operators need integer
// dtypes"); arithmetic and bit-vector ops are not mixed in one instruction.
bool bitvec_dtypes(const Context& c, const View& dst, const View& data) {
  if (is_integer(dst.dtype) && is_integer(data.dtype)) return true;
  c.report(DiagnosticCode::Trn3DType, std::string(c.instruction.mnemonic) + " bit-vector operator on non-integer data",
           "integer data and dst", dname(data.dtype) + " -> " + dname(dst.dtype));
  return false;
}

}  // namespace

void tensor_tensor(const Context& c) {
  const View dst = c.tensor("dst"), a = c.tensor("data1"), b = c.tensor("data2");
  const AluOpInfo op = alu_operand(c, "op");
  bool ok = on_chip_operand(c, dst, "dst");
  ok = on_chip_operand(c, a, "data1") && ok;
  ok = on_chip_operand(c, b, "data2") && ok;
  if (a.space == Space::Psum && b.space == Space::Psum)
    c.report(DiagnosticCode::Trn3MemorySpace, "tensor_tensor data1 and data2 are both in psum",
             "at most one input in psum", "psum, psum");
  if (op.op == AluOp::Power && c.instruction.queue != "gpsimd")
    c.report(DiagnosticCode::Trn3Engine, "tensor_tensor power runs on GpSimd", "engine gpsimd", c.instruction.queue);
  if (!same_tile(c, a, "data1", b, "data2") || !same_tile(c, dst, "dst", a, "data1") || !ok) return;
  if (op.bitvec) {
    std::vector<uint32_t> x, y;
    if (!bitvec_dtypes(c, dst, a) || !bitvec_dtypes(c, dst, b) || !integer_bits(c, a, "data1", x) ||
        !integer_bits(c, b, "data2", y))
      return;
    for (size_t i = 0; i < x.size(); ++i) x[i] = alu_apply_bits(op.op, x[i], y[i]);
    return write_bits(c, dst, x);
  }
  std::vector<double> x, y;
  if (!fp32_values(c, a, "data1", x) || !fp32_values(c, b, "data2", y)) return;
  for (size_t i = 0; i < x.size(); ++i) x[i] = alu_apply(op.op, x[i], y[i]);
  write_fp32(c, dst, x);
}

void tensor_scalar(const Context& c) {
  const View dst = c.tensor("dst"), data = c.tensor("data");
  const AluOpInfo op0 = alu_operand(c, "op0");
  const bool two = !absent_or_none(c, "op1");
  const AluOpInfo op1 = two ? alu_operand(c, "op1") : op0;
  bool ok = on_chip_operand(c, dst, "dst");
  ok = on_chip_operand(c, data, "data") && ok;
  if (absent_or_none(c, "operand0") && !op0.unary)
    throw Error(trace::where(c.file, c.instruction.at) + "tensor_scalar operand0=None with the binary op0 " +
                std::string(op0.name) + "; expected a number or a [P, 1] tensor");
  if (two && absent_or_none(c, "operand1") && !op1.unary)
    throw Error(trace::where(c.file, c.instruction.at) +
                "tensor_scalar op1 without operand1; expected both or neither");
  if (!two && !absent_or_none(c, "operand1"))
    throw Error(trace::where(c.file, c.instruction.at) +
                "tensor_scalar operand1 without op1; expected both or neither");
  if (two && op0.bitvec != op1.bitvec)
    c.report(DiagnosticCode::Trn3DType, "tensor_scalar mixes a bit-vector and an arithmetic operator",
             "op0 and op1 of one category", std::string(op0.name) + ", " + std::string(op1.name));
  if (op0.bitvec && c.instruction.queue != "vector")
    c.report(DiagnosticCode::Trn3Engine, "tensor_scalar bit-vector operators run on the Vector Engine", "engine vector",
             c.instruction.queue);
  if (!same_tile(c, dst, "dst", data, "data") || !ok) return;
  const bool reverse0 = c.flag("reverse0").value_or(false), reverse1 = c.flag("reverse1").value_or(false);
  const size_t per_row = static_cast<size_t>(data.free_count());
  if (op0.bitvec) {
    std::vector<uint32_t> x, s0, s1;
    if (!bitvec_dtypes(c, dst, data) || !integer_bits(c, data, "data", x) ||
        !per_partition_bits(c, "operand0", data, s0) || (two && !per_partition_bits(c, "operand1", data, s1)))
      return;
    for (size_t i = 0; i < x.size(); ++i) {
      const size_t p = per_row ? i / per_row : 0;
      x[i] = reverse0 && !op0.unary ? alu_apply_bits(op0.op, s0[p], x[i]) : alu_apply_bits(op0.op, x[i], s0[p]);
      if (two)
        x[i] = reverse1 && !op1.unary ? alu_apply_bits(op1.op, s1[p], x[i]) : alu_apply_bits(op1.op, x[i], s1[p]);
    }
    return write_bits(c, dst, x);
  }
  std::vector<double> x, s0, s1;
  if (!fp32_values(c, data, "data", x) || !per_partition(c, "operand0", data, s0, 0.0) ||
      !per_partition(c, "operand1", data, s1, 0.0))
    return;
  for (size_t i = 0; i < x.size(); ++i) {
    const size_t p = per_row ? i / per_row : 0;
    // a unary operator applies to the data (operand0 is None or 0: nki.isa tensor_scalar)
    x[i] = reverse0 && !op0.unary ? alu_apply(op0.op, s0[p], x[i]) : alu_apply(op0.op, x[i], s0[p]);
    if (two) x[i] = reverse1 && !op1.unary ? alu_apply(op1.op, s1[p], x[i]) : alu_apply(op1.op, x[i], s1[p]);
  }
  write_fp32(c, dst, x);
}

void scalar_tensor_tensor(const Context& c) {
  const View dst = c.tensor("dst"), data = c.tensor("data"), other = c.tensor("operand1");
  const AluOpInfo op0 = alu_operand(c, "op0"), op1 = alu_operand(c, "op1");
  bool ok = on_chip_operand(c, dst, "dst");
  ok = on_chip_operand(c, data, "data") && ok;
  ok = on_chip_operand(c, other, "operand1") && ok;
  if (op0.bitvec || op1.bitvec)
    c.report(DiagnosticCode::Trn3DType, "scalar_tensor_tensor takes arithmetic operators only",
             "arithmetic op0 and op1", std::string(op0.name) + ", " + std::string(op1.name));
  if (data.space == Space::Psum && other.space == Space::Psum)
    c.report(DiagnosticCode::Trn3MemorySpace, "scalar_tensor_tensor data and operand1 are both in psum",
             "at most one input in psum", "psum, psum");
  if (!same_tile(c, dst, "dst", data, "data") || !same_tile(c, data, "data", other, "operand1") || !ok) return;
  const bool reverse0 = c.flag("reverse0").value_or(false), reverse1 = c.flag("reverse1").value_or(false);
  std::vector<double> x, s0, y;
  if (!fp32_values(c, data, "data", x) || !per_partition(c, "operand0", data, s0, 0.0) ||
      !fp32_values(c, other, "operand1", y))
    return;
  const size_t per_row = static_cast<size_t>(data.free_count());
  for (size_t i = 0; i < x.size(); ++i) {
    const size_t p = per_row ? i / per_row : 0;
    x[i] = reverse0 && !op0.unary ? alu_apply(op0.op, s0[p], x[i]) : alu_apply(op0.op, x[i], s0[p]);
    x[i] = reverse1 && !op1.unary ? alu_apply(op1.op, y[i], x[i]) : alu_apply(op1.op, x[i], y[i]);
  }
  write_fp32(c, dst, x);
}

namespace {

ActFunc act_operand(const Context& c) {
  const trace::Keyword* k = c.find("op");
  const auto* ref = std::get_if<trace::Reference>(&k->value.data);
  const auto f = ref && ref->index.empty() && ref->calls.empty() ? act_func_by_name(ref->name) : std::nullopt;
  if (!f)
    throw Error(trace::where(c.file, k->value.at) + std::string(c.instruction.mnemonic) +
                " op is not an activation function; expected one of: " + act_func_names());
  return *f;
}

// out = op(data * scale + bias), each step an FP32 operation; with `sums`, each partition's
// outputs added in FP32 in row-major order (an assumption: the order of the engine's reduction
// is not documented).
bool activate(const Context& c, const View& dst, const View& data, std::vector<double>& out,
              std::vector<double>* sums) {
  const ActFunc f = act_operand(c);
  bool ok = on_chip_operand(c, dst, "dst");
  ok = on_chip_operand(c, data, "data") && ok;
  if (!same_tile(c, dst, "dst", data, "data") || !ok) return false;
  std::vector<double> scale, bias;
  if (!fp32_values(c, data, "data", out) || !per_partition(c, "scale", data, scale, 1.0) ||
      !per_partition(c, "bias", data, bias, 0.0))
    return false;
  const size_t per_row = static_cast<size_t>(data.free_count());
  if (sums) sums->assign(static_cast<size_t>(data.partitions()), 0.0);
  for (size_t i = 0; i < out.size(); ++i) {
    const size_t p = per_row ? i / per_row : 0;
    out[i] = act_apply(f, alu_apply(AluOp::Add, alu_apply(AluOp::Multiply, out[i], scale[p]), bias[p]));
    if (sums) (*sums)[p] = alu_apply(AluOp::Add, (*sums)[p], out[i]);
  }
  return true;
}

void check_reduce_op(const Context& c) {
  if (absent_or_none(c, "reduce_op")) return;
  const AluOpInfo op = alu_operand(c, "reduce_op");
  if (op.op != AluOp::Add)
    c.report(DiagnosticCode::Trn3DType, std::string(c.instruction.mnemonic) + " reduces with add only", "reduce_op=add",
             std::string(op.name));
}

bool reduce_res_view(const Context& c, const View& data, View& res) {
  res = c.tensor("reduce_res");
  return on_chip_operand(c, res, "reduce_res") && holds_per_partition(c, res, "reduce_res", data, 1);
}

}  // namespace

namespace {

// activation's body under a reduce_cmd (nki.isa activation): the Scalar Engine's per-partition
// accumulation registers are reset (reset), left alone (idle), added to (reduce) or reset and
// then added to (reset_reduce) with the sum of this instruction's outputs; reduce_res, when given,
// receives the registers.
void activation_with(const Context& c, const std::string& command) {
  const View dst = c.tensor("dst"), data = c.tensor("data");
  check_reduce_op(c);
  const bool reducing = command == "reduce" || command == "reset_reduce";
  if (reducing && absent_or_none(c, "reduce_op"))
    throw Error(trace::where(c.file, c.instruction.at) + std::string(c.instruction.mnemonic) +
                " reduce_cmd=" + command + " without reduce_op; expected reduce_op=add");
  std::vector<double> out, sums;
  if (!activate(c, dst, data, out, reducing ? &sums : nullptr)) return;
  write_fp32(c, dst, out);
  auto& regs = c.state.activation_accumulators;
  auto reg = [&](int64_t p) -> double& {
    return regs[static_cast<size_t>((data.partition_start + p) % static_cast<int64_t>(regs.size()))];
  };
  for (int64_t p = 0; p < data.partitions(); ++p) {
    if (command == "reset" || command == "reset_reduce") reg(p) = 0.0;
    if (reducing) reg(p) = alu_apply(AluOp::Add, reg(p), sums[static_cast<size_t>(p)]);
  }
  if (absent_or_none(c, "reduce_res")) return;
  View res;
  if (!reduce_res_view(c, data, res)) return;
  std::vector<double> values(static_cast<size_t>(data.partitions()));
  for (int64_t p = 0; p < data.partitions(); ++p) values[static_cast<size_t>(p)] = reg(p);
  write_fp32(c, res, values);
}

}  // namespace

void activation(const Context& c) {
  const std::string command = absent_or_none(c, "reduce_cmd") ? "idle" : c.operands.name("reduce_cmd");
  if (command != "idle" && command != "reset" && command != "reduce" && command != "reset_reduce")
    throw Error(trace::where(c.file, c.find("reduce_cmd")->value.at) +
                "unknown reduce_cmd; expected idle, reset, reduce or reset_reduce");
  activation_with(c, command);
}

// activation with reduce_cmd=reset_reduce (nki.isa: kept for backward compatibility).
void activation_reduce(const Context& c) { activation_with(c, "reset_reduce"); }

void reciprocal(const Context& c) {
  const View dst = c.tensor("dst"), data = c.tensor("data");
  bool ok = on_chip_operand(c, dst, "dst");
  ok = on_chip_operand(c, data, "data") && ok;
  if (!same_tile(c, dst, "dst", data, "data") || !ok) return;
  std::vector<double> x;
  if (!fp32_values(c, data, "data", x)) return;
  for (double& v : x) v = alu_apply(AluOp::Reciprocal, v, 0.0);
  write_fp32(c, dst, x);
}

// Reduces the last free axes (`axis`: an int or a list, the last contiguous free dims ending at
// the final one; the partition dim never), in row-major order with an FP32 rounding per step (an
// assumption: the engine's order is not documented); negate=True negates arithmetic results.
void tensor_reduce(const Context& c) {
  const View dst = c.tensor("dst"), data = c.tensor("data");
  const AluOpInfo op = alu_operand(c, "op");
  bool ok = on_chip_operand(c, dst, "dst");
  ok = on_chip_operand(c, data, "data") && ok;
  if (!op.reduction)
    c.report(DiagnosticCode::Trn3DType, "tensor_reduce op " + std::string(op.name) + " is not a reduction",
             "add, subtract, multiply, maximum, minimum, abs_max, abs_min, logical_and/or/xor or bitwise_and/or/xor",
             std::string(op.name));
  const std::vector<int64_t> shape = data.shape();
  const int64_t rank = static_cast<int64_t>(shape.size());
  std::vector<int64_t> axes;
  const trace::Keyword* k = c.find("axis");
  if (std::holds_alternative<int64_t>(k->value.data)) {
    axes.push_back(std::get<int64_t>(k->value.data));
  } else {
    axes = c.operands.integers("axis", std::nullopt, trace::Range{-rank, rank - 1});
  }
  for (int64_t& a : axes) a = a < 0 ? a + rank : a;
  std::sort(axes.begin(), axes.end());
  bool contiguous = !axes.empty() && axes.back() == rank - 1 && axes.front() >= 1;
  for (size_t i = 1; i < axes.size(); ++i) contiguous = contiguous && axes[i] == axes[i - 1] + 1;
  if (!contiguous) {
    std::string given;
    for (int64_t a : axes) given += (given.empty() ? "" : ", ") + std::to_string(a);
    c.report(DiagnosticCode::Trn3Shape, "tensor_reduce axis must be the last free dims",
             "axes ending at " + std::to_string(rank - 1) + ", none of them 0", "[" + given + "]");
    return;
  }
  int64_t reduced = 1;
  for (int64_t a : axes) reduced *= shape[static_cast<size_t>(a)];
  const int64_t kept = data.free_count() / std::max<int64_t>(reduced, 1);
  if (dst.partitions() != data.partitions() || dst.free_count() != kept) {
    c.report(DiagnosticCode::Trn3Shape, "tensor_reduce dst does not hold the reduced tile",
             std::to_string(data.partitions()) + " x " + std::to_string(kept),
             std::to_string(dst.partitions()) + " x " + std::to_string(dst.free_count()));
    return;
  }
  if (!ok) return;
  const bool negate = c.flag("negate").value_or(false);
  const bool logical = op.op == AluOp::LogicalAnd || op.op == AluOp::LogicalOr || op.op == AluOp::LogicalXor;
  if (negate && (op.bitvec || logical))
    c.report(DiagnosticCode::Trn3DType, "tensor_reduce negate applies to arithmetic reductions",
             "negate=False with " + std::string(op.name), "negate=True");
  const size_t groups = static_cast<size_t>(data.partitions() * kept), span = static_cast<size_t>(reduced);
  if (op.bitvec) {
    std::vector<uint32_t> x, out(groups);
    if (!bitvec_dtypes(c, dst, data) || !integer_bits(c, data, "data", x)) return;
    for (size_t g = 0; g < groups; ++g) {
      uint32_t acc = x[g * span];
      for (size_t j = 1; j < span; ++j) acc = alu_apply_bits(op.op, acc, x[g * span + j]);
      out[g] = acc;
    }
    return write_bits(c, dst, out);
  }
  std::vector<double> x, out(groups);
  if (!fp32_values(c, data, "data", x)) return;
  for (size_t g = 0; g < groups; ++g) {
    double acc = x[g * span];
    for (size_t j = 1; j < span; ++j) acc = alu_apply(op.op, acc, x[g * span + j]);
    out[g] = negate ? -acc : acc;
  }
  write_fp32(c, dst, out);
}

// offset + partition * channel_multiplier + sum of index_i * step_i over `pattern`'s
// [[step, count], ...] (up to 4 dims), in int32 arithmetic, cast to dst's dtype (nki.isa iota).
void iota(const Context& c) {
  const View dst = c.tensor("dst");
  if (!check_space(c, dst, "dst", {Space::Sbuf})) return;
  const trace::Keyword* k = c.find("pattern");
  const auto* list = std::get_if<trace::List>(&k->value.data);
  std::vector<std::pair<int64_t, int64_t>> pattern;
  for (const trace::Value& item : list ? list->items : trace::Span<trace::Value>{}) {
    const auto* pair = std::get_if<trace::List>(&item.data);
    const int64_t* step = pair && pair->items.size() == 2 ? std::get_if<int64_t>(&pair->items[0].data) : nullptr;
    const int64_t* count = pair && pair->items.size() == 2 ? std::get_if<int64_t>(&pair->items[1].data) : nullptr;
    if (!step || !count || *count < 1 || *count > (int64_t{1} << 31) || *step < -(int64_t{1} << 31) ||
        *step > (int64_t{1} << 31))
      throw Error(trace::where(c.file, item.at) + "bad iota pattern entry; expected [step, count] with count >= 1");
    pattern.emplace_back(*step, *count);
  }
  if (pattern.empty() || pattern.size() > 4)
    throw Error(trace::where(c.file, k->value.at) + "iota pattern of " + std::to_string(pattern.size()) +
                " dims; expected 1 to 4 [step, count] pairs");
  int64_t elements = 1;
  bool overflow = false;
  for (const auto& d : pattern) overflow = __builtin_mul_overflow(elements, d.second, &elements) || overflow;
  if (overflow || elements != dst.free_count()) {
    c.report(DiagnosticCode::Trn3Shape, "iota pattern does not cover dst's elements per partition",
             std::to_string(dst.free_count()), overflow ? "more than 2^63" : std::to_string(elements));
    return;
  }
  const int64_t offset = c.operands.integer("offset", 0);
  const int64_t multiplier = c.operands.integer("channel_multiplier", 0);
  std::vector<int64_t> index(pattern.size(), 0);
  std::vector<uint8_t> int32s(static_cast<size_t>(dst.element_count()) * 4), out;
  size_t at = 0;
  for (int64_t p = 0; p < dst.partitions(); ++p) {
    std::fill(index.begin(), index.end(), 0);
    for (int64_t e = 0; e < elements; ++e) {
      uint32_t v = static_cast<uint32_t>(offset) + static_cast<uint32_t>(p) * static_cast<uint32_t>(multiplier);
      for (size_t d = 0; d < pattern.size(); ++d)
        v += static_cast<uint32_t>(index[d]) * static_cast<uint32_t>(pattern[d].first);  // int32 wrap-around
      std::memcpy(int32s.data() + at, &v, 4);
      at += 4;
      for (size_t d = pattern.size(); d-- > 0;) {
        if (++index[d] < pattern[d].second) break;
        index[d] = 0;
      }
    }
  }
  cast_elements(DType::Int32, int32s, dst.dtype, out, dst.element_count());
  c.state.write(dst, out.data(), "dst");
}

namespace {

// count, mean and count x variance of values[first], values[first + 2], ... (FP32 steps in order:
// the sum, the mean as sum / count, the squared deviations summed; an assumption, the engine's
// order is not documented)
void moments(const std::vector<double>& values, size_t first, size_t end, double out[3]) {
  double count = 0, sum = 0;
  for (size_t i = first; i < end; i += 2) sum = alu_apply(AluOp::Add, sum, values[i]), count += 1;
  const double mean = count > 0 ? alu_apply(AluOp::Divide, sum, count) : 0.0;
  double m2 = 0;
  for (size_t i = first; i < end; i += 2) {
    const double d = alu_apply(AluOp::Subtract, values[i], mean);
    m2 = alu_apply(AluOp::Add, m2, alu_apply(AluOp::Multiply, d, d));
  }
  out[0] = count, out[1] = mean, out[2] = m2;
}

}  // namespace

// Per partition: (count, mean, count x variance) of the even elements, then of the odd ones
// (nki.isa bn_stats; at most 512 elements per partition, nl.tile_size.bn_stats_fmax).
void bn_stats(const Context& c) {
  const View dst = c.tensor("dst"), data = c.tensor("data");
  bool ok = on_chip_operand(c, dst, "dst");
  ok = on_chip_operand(c, data, "data") && ok;
  if (data.free_count() > 512) {
    c.report(DiagnosticCode::Trn3TileSize,
             "bn_stats of " + std::to_string(data.free_count()) + " elements per partition",
             "at most 512 (nl.tile_size.bn_stats_fmax)", std::to_string(data.free_count()));
    ok = false;
  }
  ok = holds_per_partition(c, dst, "dst", data, 6) && ok;
  std::vector<double> x;
  if (!ok || !fp32_values(c, data, "data", x)) return;
  const size_t per_row = static_cast<size_t>(data.free_count());
  std::vector<double> out(static_cast<size_t>(data.partitions()) * 6);
  for (size_t p = 0; p < static_cast<size_t>(data.partitions()); ++p) {
    moments(x, p * per_row, (p + 1) * per_row, &out[p * 6]);
    moments(x, p * per_row + 1, (p + 1) * per_row, &out[p * 6 + 3]);
  }
  write_fp32(c, dst, out);
}

// Per partition: the mean and the (population) variance of the groups that (count, mean,
// count x variance) triples describe, combined in order (Chan, Golub and LeVeque's pairwise update,
// each step an FP32 operation; an assumption: the engine's formula is not documented).
void bn_aggr(const Context& c) {
  const View dst = c.tensor("dst"), data = c.tensor("data");
  bool ok = on_chip_operand(c, dst, "dst");
  ok = on_chip_operand(c, data, "data") && ok;
  if (data.free_count() % 3 != 0) {
    c.report(DiagnosticCode::Trn3Shape, "bn_aggr data is not (count, mean, count x variance) triples",
             "a multiple of 3 elements per partition", std::to_string(data.free_count()));
    ok = false;
  }
  ok = holds_per_partition(c, dst, "dst", data, 2) && ok;  // the mean and the variance
  std::vector<double> x;
  if (!ok || !fp32_values(c, data, "data", x)) return;
  const size_t per_row = static_cast<size_t>(data.free_count());
  std::vector<double> out(static_cast<size_t>(data.partitions()) * 2);
  for (size_t p = 0; p < static_cast<size_t>(data.partitions()); ++p) {
    double n = 0, mean = 0, m2 = 0;
    for (size_t t = p * per_row; t < (p + 1) * per_row; t += 3) {
      const double nb = x[t], mb = x[t + 1], m2b = x[t + 2];
      if (nb == 0) continue;
      const double total = alu_apply(AluOp::Add, n, nb);
      const double delta = alu_apply(AluOp::Subtract, mb, mean);
      mean = alu_apply(AluOp::Add, mean, alu_apply(AluOp::Multiply, delta, alu_apply(AluOp::Divide, nb, total)));
      const double cross = alu_apply(AluOp::Divide, alu_apply(AluOp::Multiply, n, nb), total);
      m2 = alu_apply(AluOp::Add, alu_apply(AluOp::Add, m2, m2b),
                     alu_apply(AluOp::Multiply, alu_apply(AluOp::Multiply, delta, delta), cross));
      n = total;
    }
    out[p * 2] = mean;
    out[p * 2 + 1] = n > 0 ? alu_apply(AluOp::Divide, m2, n) : 0.0;
  }
  write_fp32(c, dst, out);
}

// Within each 32-partition quadrant, output partition i takes input partition shuffle_mask[i] of
// the same quadrant (255: left unchanged); the bytes move unchanged (nki.isa nc_stream_shuffle).
void nc_stream_shuffle(const Context& c) {
  const View dst = c.tensor("dst"), src = c.tensor("src");
  bool ok = on_chip_operand(c, dst, "dst");
  ok = on_chip_operand(c, src, "src") && ok;
  const std::vector<int64_t> mask = c.operands.integers("shuffle_mask", size_t{32}, trace::Range{0, 255}, {},
                                                        trace::ListSpelling{"[32 partition indices]", "0..31 or 255"});
  if (dst.dtype != src.dtype || dst.free_count() != src.free_count()) {
    c.report(DiagnosticCode::Trn3Shape, "nc_stream_shuffle src and dst differ in dtype or elements per partition",
             dname(src.dtype) + " x " + std::to_string(src.free_count()),
             dname(dst.dtype) + " x " + std::to_string(dst.free_count()));
    ok = false;
  }
  // the start partitions the active quadrants allow (nki.isa: 0 for 96 or 128 active partitions,
  // 0 or 64 for 64, any quadrant start for 32)
  const int64_t active = (std::max(src.partitions(), dst.partitions()) + 31) / 32 * 32;
  for (const View* v : {&src, &dst}) {
    const int64_t start = v->partition_start;
    const bool allowed = active >= 96 ? start == 0 : active == 64 ? (start == 0 || start == 64) : start % 32 == 0;
    if (!allowed) {
      c.report(DiagnosticCode::Trn3Partitions,
               std::string("nc_stream_shuffle ") + (v == &src ? "src" : "dst") + " starts at partition " +
                   std::to_string(start),
               active >= 96   ? "partition 0"
               : active == 64 ? "partition 0 or 64"
                              : "a multiple of 32",
               std::to_string(start));
      ok = false;
    }
  }
  for (size_t i = 0; i < mask.size(); ++i)
    if (mask[i] != 255 && mask[i] >= 32) {
      c.report(DiagnosticCode::Trn3Shape, "nc_stream_shuffle mask entry " + std::to_string(i) + " leaves the quadrant",
               "0..31 or 255", std::to_string(mask[i]));
      ok = false;
    }
  if (!ok) return;
  std::vector<uint8_t> in, out;
  if (!c.state.read(src, in, "src")) return;
  if (!c.state.read(dst, out, "dst", false)) return;  // partitions the mask leaves keep their bytes
  const size_t row = static_cast<size_t>(src.free_count()) * static_cast<size_t>(spec_of(src.dtype).bytes);
  for (int64_t i = 0; i < dst.partitions(); ++i) {
    const int64_t from = mask[static_cast<size_t>(i % 32)];
    if (from == 255) continue;
    const int64_t source = i / 32 * 32 + from;
    if (source >= src.partitions()) {
      c.report(DiagnosticCode::Trn3Shape, "nc_stream_shuffle reads partition " + std::to_string(source) + " of src",
               "a partition below " + std::to_string(src.partitions()), std::to_string(source));
      return;
    }
    std::memcpy(out.data() + static_cast<size_t>(i) * row, in.data() + static_cast<size_t>(source) * row, row);
  }
  c.state.write(dst, out.data(), "dst");
}

}  // namespace sim::trn3
