#include "isa/trn3/alu.h"

#include <bit>
#include <cmath>
#include <cstring>
#include <vector>

#include "sim/numerics/convert.h"

namespace sim::trn3 {

namespace nm = sim::numerics;
using nm::Format;

namespace {

// name, unary, bitvec, legal reduction (nki.api.shared nki-aluop; abs_max / abs_min: nki.language
// NeuronCore-v4; bypass: nki.language, "no operation" for op0 / op1)
constexpr AluOpInfo kAluOps[] = {
    {AluOp::Add, "add", false, false, true},
    {AluOp::Subtract, "subtract", false, false, true},
    {AluOp::Multiply, "multiply", false, false, true},
    {AluOp::Divide, "divide", false, false, false},
    {AluOp::Maximum, "maximum", false, false, true},
    {AluOp::Minimum, "minimum", false, false, true},
    {AluOp::AbsMax, "abs_max", false, false, true},
    {AluOp::AbsMin, "abs_min", false, false, true},
    {AluOp::Power, "power", false, false, false},
    {AluOp::Equal, "equal", false, false, false},
    {AluOp::NotEqual, "not_equal", false, false, false},
    {AluOp::Greater, "greater", false, false, false},
    {AluOp::GreaterEqual, "greater_equal", false, false, false},
    {AluOp::Less, "less", false, false, false},
    {AluOp::LessEqual, "less_equal", false, false, false},
    {AluOp::LogicalNot, "logical_not", true, false, false},
    {AluOp::LogicalAnd, "logical_and", false, false, true},
    {AluOp::LogicalOr, "logical_or", false, false, true},
    {AluOp::LogicalXor, "logical_xor", false, false, true},
    {AluOp::Abs, "abs", true, false, false},
    {AluOp::Rsqrt, "rsqrt", true, false, false},
    {AluOp::Reciprocal, "reciprocal", true, false, false},
    {AluOp::Bypass, "bypass", true, false, false},
    {AluOp::BitwiseAnd, "bitwise_and", false, true, true},
    {AluOp::BitwiseOr, "bitwise_or", false, true, true},
    {AluOp::BitwiseXor, "bitwise_xor", false, true, true},
    {AluOp::Invert, "invert", true, true, false},
    {AluOp::LeftShift, "left_shift", false, true, false},
    {AluOp::RightShift, "right_shift", false, true, false},
};

struct ActInfo {
  ActFunc f;
  std::string_view name;
};
constexpr ActInfo kActFuncs[] = {
    {ActFunc::Copy, "copy"},
    {ActFunc::Square, "square"},
    {ActFunc::Relu, "relu"},
    {ActFunc::Sigmoid, "sigmoid"},
    {ActFunc::Tanh, "tanh"},
    {ActFunc::Exp, "exp"},
    {ActFunc::Log, "log"},
    {ActFunc::Sqrt, "sqrt"},
    {ActFunc::Rsqrt, "rsqrt"},
    {ActFunc::Reciprocal, "reciprocal"},
    {ActFunc::Abs, "abs"},
    {ActFunc::Sign, "sign"},
    {ActFunc::Silu, "silu"},
    {ActFunc::Gelu, "gelu"},
    {ActFunc::GeluApprxTanh, "gelu_apprx_tanh"},
    {ActFunc::GeluApprxSigmoid, "gelu_apprx_sigmoid"},
    {ActFunc::Softplus, "softplus"},
    {ActFunc::Mish, "mish"},
    {ActFunc::Erf, "erf"},
    {ActFunc::Sin, "sin"},
    {ActFunc::Arctan, "arctan"},
};

double fp32_bits_to_double(uint32_t bits) {
  double v = 0;
  nm::decode_to_fp64(Format::FP32, &bits, 1, &v);
  return v;
}

// The FP32 rounding of an extended-precision value x: its nearest double h, and x - h (exact).
// h rounds to FP32 as x does unless h is itself an FP32 midpoint (midpoints are doubles, so x
// cannot lie across one from h): then the remainder's sign decides, which a double one ulp from
// the midpoint toward x carries into the nearest-even rounding.
double round_fp32_extended(long double x) {
  const double high = static_cast<double>(x);
  const long double rest = x - static_cast<long double>(high);
  uint32_t bits = 0;
  nm::encode_array(Format::FP32, Format::FP64, &high, 1, &bits, nm::spec_of(Format::FP32).default_options());
  const double rounded = fp32_bits_to_double(bits);
  if (rest == 0 || !std::isfinite(high) || rounded == high) return rounded;
  // the FP32 neighbour on high's side of `rounded` (rounding keeps the sign; bits +- 1 steps the
  // magnitude), and whether high lies exactly halfway (the sum of two FP32 values is exact)
  // rounded to infinity: the neighbour is FLT_MAX, and the boundary between them lies halfway to
  // 2^128 (where an unbounded exponent would put the next value)
  if (std::isinf(rounded)) {
    const double largest = std::copysign(0x1.fffffep127, rounded);
    if (high != (largest + std::copysign(0x1p128, rounded)) / 2) return rounded;
    return (rest > 0) == (rounded > 0) ? rounded : largest;
  }
  const uint32_t beside = std::fabs(high) > std::fabs(rounded) ? bits + 1 : bits - 1;
  const double neighbour = fp32_bits_to_double(beside);
  const double boundary =
      std::isinf(neighbour) ? (rounded + std::copysign(0x1p128, rounded)) / 2 : (rounded + neighbour) / 2;
  if (high != boundary) return rounded;
  return (rest > 0) == (neighbour > rounded) ? neighbour : rounded;
}

bool truthy(double v) { return v != 0 && !std::isnan(v); }

}  // namespace

double round_fp32(double v) {
  uint32_t bits = 0;
  nm::encode_array(Format::FP32, Format::FP64, &v, 1, &bits, nm::spec_of(Format::FP32).default_options());
  return fp32_bits_to_double(bits);
}

double round_fp32_integer(int64_t v) {
  // within 2^53 the double is exact; beyond, fold the bits below the double's into a sticky bit
  // so that the one FP32 rounding sees them (an FP32 rounding point is far above the double's)
  const uint64_t magnitude = v < 0 ? uint64_t{0} - static_cast<uint64_t>(v) : static_cast<uint64_t>(v);
  uint64_t kept = magnitude;
  if (magnitude >> 53) {
    const int drop = 64 - std::countl_zero(magnitude) - 53;
    const uint64_t low = magnitude & ((uint64_t{1} << drop) - 1);
    // the double's last place, 28 places below FP32's rounding bit, carries "something below"
    kept = (magnitude >> drop << drop) | (low != 0 ? uint64_t{1} << drop : 0);
  }
  const double value = static_cast<double>(kept);  // exact: at most 53 significant bits
  return round_fp32(v < 0 ? -value : value);
}

std::optional<AluOpInfo> alu_op_by_name(std::string_view name) {
  for (const AluOpInfo& info : kAluOps)
    if (info.name == name) return info;
  return std::nullopt;
}

std::string alu_op_names() {
  std::string out;
  for (const AluOpInfo& info : kAluOps) out += (out.empty() ? "" : ", ") + std::string(info.name);
  return out;
}

// +, -, *, / and sqrt of FP32 values computed in binary64 and rounded to FP32 are correctly
// rounded (binary64 has more than 2 x 24 + 2 bits: Figueroa, "When is double rounding
// innocuous?", 1995); products of two FP32 values are exact in binary64 anyway.
double alu_apply(AluOp op, double x, double y) {
  switch (op) {
    case AluOp::Add: return round_fp32(x + y);
    case AluOp::Subtract: return round_fp32(x - y);
    case AluOp::Multiply: return round_fp32(x * y);
    case AluOp::Divide: return round_fp32(x / y);
    // NaN in either operand gives NaN (IEEE 754-2019 maximum/minimum; an assumption: the engines'
    // NaN rule is not documented); -0 < +0
    case AluOp::Maximum:
      if (std::isnan(x) || std::isnan(y)) return NAN;
      if (x == y) return std::signbit(x) ? y : x;
      return x > y ? x : y;
    case AluOp::Minimum:
      if (std::isnan(x) || std::isnan(y)) return NAN;
      if (x == y) return std::signbit(x) ? x : y;
      return x < y ? x : y;
    // the signed value of larger (smaller) magnitude; on equal magnitudes y (nki.language)
    case AluOp::AbsMax:
      if (std::isnan(x) || std::isnan(y)) return NAN;
      return std::fabs(x) > std::fabs(y) ? x : y;
    case AluOp::AbsMin:
      if (std::isnan(x) || std::isnan(y)) return NAN;
      return std::fabs(x) < std::fabs(y) ? x : y;
    case AluOp::Power: return round_fp32_extended(std::pow(static_cast<long double>(x), static_cast<long double>(y)));
    case AluOp::Equal: return x == y ? 1.0 : 0.0;
    case AluOp::NotEqual: return x != y ? 1.0 : 0.0;
    case AluOp::Greater: return x > y ? 1.0 : 0.0;
    case AluOp::GreaterEqual: return x >= y ? 1.0 : 0.0;
    case AluOp::Less: return x < y ? 1.0 : 0.0;
    case AluOp::LessEqual: return x <= y ? 1.0 : 0.0;
    case AluOp::LogicalNot: return truthy(x) ? 0.0 : 1.0;
    case AluOp::LogicalAnd: return truthy(x) && truthy(y) ? 1.0 : 0.0;
    case AluOp::LogicalOr: return truthy(x) || truthy(y) ? 1.0 : 0.0;
    case AluOp::LogicalXor: return truthy(x) != truthy(y) ? 1.0 : 0.0;
    case AluOp::Abs: return std::fabs(x);
    case AluOp::Rsqrt: return round_fp32_extended(1.0L / std::sqrt(static_cast<long double>(x)));
    case AluOp::Reciprocal: return round_fp32(1.0 / x);
    case AluOp::Bypass: return x;
    case AluOp::BitwiseAnd:
    case AluOp::BitwiseOr:
    case AluOp::BitwiseXor:
    case AluOp::Invert:
    case AluOp::LeftShift:
    case AluOp::RightShift: break;  // integer bits: alu_apply_bits
  }
  return NAN;
}

uint32_t alu_apply_bits(AluOp op, uint32_t x, uint32_t y) {
  switch (op) {
    case AluOp::BitwiseAnd: return x & y;
    case AluOp::BitwiseOr: return x | y;
    case AluOp::BitwiseXor: return x ^ y;
    case AluOp::Invert: return ~x;
    case AluOp::LeftShift: return x << (y & 31u);
    case AluOp::RightShift: return x >> (y & 31u);
    default: return 0;
  }
}

std::optional<ActFunc> act_func_by_name(std::string_view name) {
  for (const ActInfo& info : kActFuncs)
    if (info.name == name) return info.f;
  return std::nullopt;
}

std::string act_func_names() {
  std::string out;
  for (const ActInfo& info : kActFuncs) out += (out.empty() ? "" : ", ") + std::string(info.name);
  return out;
}

double act_apply(ActFunc f, double x) {
  using L = long double;
  const L v = x;
  auto sigmoid = [](L t) { return 1.0L / (1.0L + std::exp(-t)); };
  // x * g(x) forms whose limit at -inf is 0 (the formula would give -inf * 0 = NaN)
  const bool vanishing = f == ActFunc::Silu || f == ActFunc::Gelu || f == ActFunc::GeluApprxTanh ||
                         f == ActFunc::GeluApprxSigmoid || f == ActFunc::Mish;
  if (vanishing && std::isinf(x) && x < 0) return -0.0;
  switch (f) {
    case ActFunc::Copy: return x;
    case ActFunc::Square: return round_fp32(x * x);
    case ActFunc::Relu: return std::isnan(x) ? x : x > 0 ? x : 0.0;
    case ActFunc::Sigmoid: return round_fp32_extended(sigmoid(v));
    case ActFunc::Tanh: return round_fp32_extended(std::tanh(v));
    case ActFunc::Exp: return round_fp32_extended(std::exp(v));
    case ActFunc::Log: return round_fp32_extended(std::log(v));
    case ActFunc::Sqrt: return round_fp32(std::sqrt(x));
    case ActFunc::Rsqrt: return round_fp32_extended(1.0L / std::sqrt(v));
    case ActFunc::Reciprocal: return round_fp32(1.0 / x);
    case ActFunc::Abs: return std::fabs(x);
    case ActFunc::Sign: return std::isnan(x) ? x : x > 0 ? 1.0 : x < 0 ? -1.0 : x;
    case ActFunc::Silu: return round_fp32_extended(v * sigmoid(v));
    case ActFunc::Gelu: return round_fp32_extended(0.5L * v * (1.0L + std::erf(v / std::sqrt(2.0L))));
    case ActFunc::GeluApprxTanh: {
      const L inner = std::sqrt(2.0L / 3.14159265358979323846264338327950288L) * (v + 0.044715L * v * v * v);
      return round_fp32_extended(0.5L * v * (1.0L + std::tanh(inner)));
    }
    case ActFunc::GeluApprxSigmoid: return round_fp32_extended(v * sigmoid(1.702L * v));
    // log(1 + e^x) = max(x, 0) + log1p(e^-|x|): no overflow of e^x for large x
    case ActFunc::Softplus: return round_fp32_extended(std::fmax(v, 0.0L) + std::log1p(std::exp(-std::fabs(v))));
    case ActFunc::Mish:
      return round_fp32_extended(v * std::tanh(std::fmax(v, 0.0L) + std::log1p(std::exp(-std::fabs(v)))));
    case ActFunc::Erf: return round_fp32_extended(std::erf(v));
    case ActFunc::Sin: return round_fp32_extended(std::sin(v));
    case ActFunc::Arctan: return round_fp32_extended(std::atan(v));
  }
  return NAN;
}

}  // namespace sim::trn3
