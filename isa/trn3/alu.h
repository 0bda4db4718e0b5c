// The arithmetic of the Vector, Scalar and GpSimd engines as nki.isa documents it (nki.api.shared
// `nki-aluop`, `nki-act-func`): every input is converted to FP32, each operation is computed in
// FP32 and its result rounded to nearest even, and the final FP32 value is cast to the
// destination's dtype. Values travel as doubles holding FP32 values; each operation is evaluated
// exactly or in wider precision and rounded once to FP32 (sim::numerics' one round-and-pack
// routine), never through the host's float.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace sim::trn3 {

// nl.* ALU operators (nki-aluop), plus the unary ones tensor_scalar also takes (abs, rsqrt,
// reciprocal) and NeuronCore-v4's abs_max / abs_min.
enum class AluOp {
  Add,
  Subtract,
  Multiply,
  Divide,
  Maximum,
  Minimum,
  AbsMax,
  AbsMin,
  Power,
  Equal,
  NotEqual,
  Greater,
  GreaterEqual,
  Less,
  LessEqual,
  LogicalNot,
  LogicalAnd,
  LogicalOr,
  LogicalXor,
  Abs,
  Rsqrt,
  Reciprocal,
  Bypass,
  BitwiseAnd,
  BitwiseOr,
  BitwiseXor,
  Invert,
  LeftShift,
  RightShift,
};

struct AluOpInfo {
  AluOp op;
  std::string_view name;  // as nki.language spells it
  bool unary;             // ignores its second operand
  bool bitvec;            // integer bits, no FP32 conversion
  bool reduction;         // legal as tensor_reduce's op (nki-aluop "legal reduction")
};

std::optional<AluOpInfo> alu_op_by_name(std::string_view name);
std::string alu_op_names();

// x op y for FP32 values held in doubles: the correctly rounded FP32 result (NaN and infinities
// as IEEE 754 gives them; comparisons and logical ops give 1.0 or 0.0).
double alu_apply(AluOp op, double x, double y);
// Bit-vector ops on 32-bit integer values (shifts by y mod 32; right_shift is logical).
uint32_t alu_apply_bits(AluOp op, uint32_t x, uint32_t y);

// Activation functions (nki-act-func), applied by activation to data * scale + bias.
enum class ActFunc {
  Copy,
  Square,
  Relu,
  Sigmoid,
  Tanh,
  Exp,
  Log,
  Sqrt,
  Rsqrt,
  Reciprocal,
  Abs,
  Sign,
  Silu,
  Gelu,
  GeluApprxTanh,
  GeluApprxSigmoid,
  Softplus,
  Mish,
  Erf,
  Sin,
  Arctan,
};
std::optional<ActFunc> act_func_by_name(std::string_view name);
std::string act_func_names();
// f(x) rounded once to FP32: exactly for the functions IEEE 754 pins (copy, square, relu, sqrt,
// reciprocal, abs, sign), else from the host's extended-precision value of the formula (within
// an ulp or so of a 64-bit significand where long double has one: almost always the correctly
// rounded FP32 value; an assumption, the Scalar Engine's piece-wise polynomials are not public;
// docs/targets/trn3.md). The limits at -inf are the exact ones (0 for the x * f(x) forms).
double act_apply(ActFunc f, double x);

// The FP32 value nearest to v (ties to even; overflow to infinity), as a double.
double round_fp32(double v);
// The FP32 value nearest to an integer (one rounding, also beyond 2^53).
double round_fp32_integer(int64_t v);

}  // namespace sim::trn3
