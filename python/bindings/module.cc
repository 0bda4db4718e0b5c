// pybind11 module mxsim._core: thin bulk bindings over the numerics core. Shapes, axes and
// dtypes are handled by the pure-Python layer (python/mxsim); this file moves buffers and names.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <cstring>
#include <string>
#include <thread>
#include <vector>

#include "sim/core/diagnostic.h"
#include "sim/core/error.h"
#include "sim/core/side_by_side.h"
#include "sim/numerics/convert.h"
#include "sim/numerics/cpu_isa.h"
#include "sim/numerics/dot.h"
#include "sim/numerics/format.h"
#include "sim/numerics/mx_block.h"
#include "sim/numerics/mx_matmul.h"
#include "sim/numerics/packed_operands.h"
#include "sim/numerics/packing.h"
#include "sim/numerics/scale_rule.h"
#include "sim/numerics/scaled_convert.h"
#include "sim/numerics/storage.h"
#include "sim/trace/input_file.h"
#include "sim/trace/mxt.h"
#include "sim/trace/npy.h"

namespace py = pybind11;
using namespace sim::numerics;

namespace {

const char* encoding_name(Encoding encoding) {
  switch (encoding) {
    case Encoding::Ieee754: return "ieee754";
    case Encoding::FiniteNanAllOnes: return "finite_nan_all_ones";
    case Encoding::FiniteOnly: return "finite_only";
    case Encoding::UnsignedNanOnly: return "unsigned_nan_only";
    case Encoding::HiFloat8: return "hifloat8";
  }
  return "?";
}

py::list format_table() {
  py::list rows;
  for (const FormatSpec& spec : kFormatSpecs) {
    py::dict row;
    row["name"] = std::string(spec.name);
    row["bits"] = spec.bits;
    row["exp_bits"] = spec.exp_bits;
    row["man_bits"] = spec.man_bits;
    row["bias"] = spec.bias;
    row["encoding"] = encoding_name(spec.encoding);
    row["has_sign"] = spec.has_sign();
    row["has_zero"] = spec.has_zero();
    row["has_inf"] = spec.has_inf();
    row["has_nan"] = spec.has_nan();
    row["max_finite"] = max_finite(spec.id);
    row["min_subnormal"] = min_subnormal(spec.id);
    row["min_normal"] = exact_pow2(spec.min_normal_exponent());
    row["emax"] = spec.max_exponent();
    row["default_rounding"] = std::string(name_of(spec.default_rounding));
    row["default_overflow"] = std::string(name_of(spec.default_overflow));
    row["default_nan"] = std::string(name_of(spec.default_nan));
    row["ml_dtypes"] = std::string(spec.ml_dtypes_name);
    row["source"] = std::string(spec.source);
    rows.append(row);
  }
  return rows;
}

template <size_t N>
py::list policy_table(const PolicyName (&table)[N]) {
  py::list rows;
  for (const PolicyName& entry : table)
    rows.append(py::make_tuple(std::string(entry.name), std::string(entry.description)));
  return rows;
}

py::list scale_rule_table() {
  py::list rows;
  for (const ScaleRuleSpec& spec : kScaleRuleSpecs) {
    py::dict row;
    row["name"] = std::string(spec.name);
    row["formula"] = std::string(spec.formula);
    row["zero_block"] = std::string(spec.zero_block);
    row["nonfinite_block"] = std::string(spec.nonfinite_block);
    row["clamp"] = std::string(spec.clamp);
    row["source"] = std::string(spec.source);
    rows.append(row);
  }
  return rows;
}

ConvertOptions options_from(const FormatSpec& spec, const std::string& rounding, const std::string& overflow,
                            const std::string& nan, uint64_t seed) {
  ConvertOptions options = spec.default_options();
  if (!rounding.empty()) options.rounding = parse_rounding_mode(rounding);
  if (!overflow.empty()) options.overflow = parse_overflow(overflow);
  if (!nan.empty()) options.nan = parse_nan_input(nan);
  options.seed = seed;
  return options;
}

py::dtype storage_dtype(const FormatSpec& spec) {
  switch (spec.storage_bytes()) {
    case 1: return py::dtype::of<uint8_t>();
    case 2: return py::dtype::of<uint16_t>();
    case 4: return py::dtype::of<uint32_t>();
    default: return py::dtype::of<uint64_t>();
  }
}

void require_storage(const FormatSpec& spec, const py::array& bits, const char* what) {
  if (bits.itemsize() != spec.storage_bytes())
    throw std::invalid_argument(std::string(what) + ": " + std::string(spec.name) + " encodings need " +
                                std::to_string(spec.storage_bytes()) + "-byte elements, got " +
                                std::to_string(bits.itemsize()) + "-byte");
}

py::tuple encode(const std::string& destination, const std::string& source, py::array source_bits,
                 const std::string& rounding, const std::string& overflow, const std::string& nan, uint64_t seed) {
  const FormatSpec& dst = format_by_name(destination);
  const FormatSpec& src = format_by_name(source);
  require_storage(src, source_bits, "encode");
  const ConvertOptions options = options_from(dst, rounding, overflow, nan, seed);
  py::array result(storage_dtype(dst), std::vector<py::ssize_t>{source_bits.size()});
  Flags flags;
  {
    py::gil_scoped_release release;
    flags = encode_array(dst.id, src.id, source_bits.data(), static_cast<size_t>(source_bits.size()),
                         result.mutable_data(), options);
  }
  return py::make_tuple(result, static_cast<int>(flags));
}

py::array decode(const std::string& source, py::array bits, const std::string& output) {
  const FormatSpec& src = format_by_name(source);
  require_storage(src, bits, "decode");
  const auto count = static_cast<size_t>(bits.size());
  if (output == "fp32") {
    py::array_t<float> values(static_cast<py::ssize_t>(count));
    py::gil_scoped_release release;
    decode_to_fp32(src.id, bits.data(), count, values.mutable_data());
    return std::move(values);
  }
  if (output == "fp64") {
    py::array_t<double> values(static_cast<py::ssize_t>(count));
    py::gil_scoped_release release;
    decode_to_fp64(src.id, bits.data(), count, values.mutable_data());
    return std::move(values);
  }
  throw std::invalid_argument("decode: output '" + output + "'; expected fp32 or fp64");
}

// Scaled conversions, one scale byte per element (callers broadcast).
py::tuple scaled_encode_bulk(const std::string& destination, py::array_t<uint32_t, py::array::c_style> fp32_bits,
                             py::array_t<uint8_t, py::array::c_style> scales, const std::string& rounding,
                             const std::string& overflow, const std::string& nan) {
  const FormatSpec& dst = format_by_name(destination);
  if (scales.size() != fp32_bits.size()) throw std::invalid_argument("scaled_encode: one scale per element expected");
  const ConvertOptions options = options_from(dst, rounding, overflow, nan, 0);
  py::array result(storage_dtype(dst), std::vector<py::ssize_t>{fp32_bits.size()});
  int flags = 0;
  {
    py::gil_scoped_release release;
    const uint32_t* x = fp32_bits.data();
    const uint8_t* sc = scales.data();
    for (py::ssize_t i = 0; i < fp32_bits.size(); ++i) {
      const Rounded r = scaled_encode(dst.id, x[i], sc[i], options);
      flags |= static_cast<int>(r.flags);
      if (dst.storage_bytes() == 1)
        static_cast<uint8_t*>(result.mutable_data())[i] = static_cast<uint8_t>(r.bits);
      else if (dst.storage_bytes() == 2)
        static_cast<uint16_t*>(result.mutable_data())[i] = static_cast<uint16_t>(r.bits);
      else
        static_cast<uint32_t*>(result.mutable_data())[i] = static_cast<uint32_t>(r.bits);
    }
  }
  return py::make_tuple(result, flags);
}

py::array_t<uint32_t> scaled_decode_bulk(const std::string& source, py::array bits,
                                         py::array_t<uint8_t, py::array::c_style> scales) {
  const FormatSpec& src = format_by_name(source);
  require_storage(src, bits, "scaled_decode");
  if (scales.size() != bits.size()) throw std::invalid_argument("scaled_decode: one scale per element expected");
  py::array_t<uint32_t> out(bits.size());
  py::gil_scoped_release release;
  for (py::ssize_t i = 0; i < bits.size(); ++i) {
    uint32_t code = 0;
    std::memcpy(&code, static_cast<const uint8_t*>(bits.data()) + i * bits.itemsize(),
                static_cast<size_t>(bits.itemsize()));
    out.mutable_data()[i] = scaled_decode(src.id, code, scales.data()[i]);
  }
  return out;
}

py::tuple mx_quantize_2d(const std::string& element, const std::string& rule, const std::string& source,
                         py::array source_bits, int64_t rows, int64_t cols, int64_t block_rows, int64_t block_cols,
                         const std::string& rounding, const std::string& overflow, uint64_t seed) {
  const FormatSpec& elem = format_by_name(element);
  const FormatSpec& src = format_by_name(source);
  require_storage(src, source_bits, "mx_quantize");
  const ScaleRule scale_rule = scale_rule_by_name(rule);
  ConvertOptions options = mx_element_options();
  if (!rounding.empty()) options.rounding = parse_rounding_mode(rounding);
  if (!overflow.empty()) options.overflow = parse_overflow(overflow);
  options.seed = seed;
  const MxGeometry geometry{block_rows, block_cols};
  py::array_t<uint8_t> codes(std::vector<py::ssize_t>{rows, cols});
  const int64_t scale_rows = block_rows > 0 ? rows / block_rows : 0,
                scale_cols = block_cols > 0 ? cols / block_cols : 0;
  py::array_t<uint8_t> scales(std::vector<py::ssize_t>{scale_rows, scale_cols});
  Flags flags;
  {
    py::gil_scoped_release release;
    flags = mx_quantize(elem.id, scale_rule, src.id, source_bits.data(), rows, cols, geometry, options,
                        codes.mutable_data(), scales.mutable_data());
  }
  return py::make_tuple(codes, scales, static_cast<int>(flags));
}

py::array mx_dequantize_2d(const std::string& element, py::array_t<uint8_t, py::array::c_style> codes,
                           py::array_t<uint8_t, py::array::c_style> scales, int64_t rows, int64_t cols,
                           int64_t block_rows, int64_t block_cols, const std::string& output) {
  const FormatSpec& elem = format_by_name(element);
  const FormatSpec& out = format_by_name(output);
  const MxGeometry geometry{block_rows, block_cols};
  if (codes.size() != rows * cols)
    throw std::invalid_argument("mx_dequantize: element array size does not match the shape");
  if (block_rows > 0 && block_cols > 0 && scales.size() != (rows / block_rows) * (cols / block_cols))
    throw std::invalid_argument("mx_dequantize: scale array has " + std::to_string(scales.size()) +
                                " entries; expected " + std::to_string((rows / block_rows) * (cols / block_cols)));
  py::array values(out.id == Format::FP64 ? py::dtype::of<double>() : py::dtype::of<float>(),
                   std::vector<py::ssize_t>{rows, cols});
  py::gil_scoped_release release;
  mx_dequantize(elem.id, codes.data(), scales.data(), rows, cols, geometry, out.id, values.mutable_data());
  return values;
}

py::array_t<uint8_t> pack(py::array_t<uint8_t, py::array::c_style> codes, int field_bits) {
  const auto count = static_cast<size_t>(codes.size());
  py::array_t<uint8_t> packed(static_cast<py::ssize_t>((count * static_cast<size_t>(field_bits) + 7) / 8));
  pack_bitfields(codes.data(), count, field_bits, packed.mutable_data());
  return packed;
}

py::array_t<uint8_t> unpack(py::array_t<uint8_t, py::array::c_style> packed, size_t count, int field_bits) {
  if (static_cast<size_t>(packed.size()) * 8 < count * static_cast<size_t>(field_bits))
    throw std::invalid_argument("unpack: " + std::to_string(packed.size()) + " bytes hold fewer than " +
                                std::to_string(count) + " fields of " + std::to_string(field_bits) + " bits");
  py::array_t<uint8_t> codes(static_cast<py::ssize_t>(count));
  unpack_bitfields(packed.data(), count, field_bits, codes.mutable_data());
  return codes;
}

py::array_t<uint8_t> pair(py::array_t<uint8_t, py::array::c_style> scales, size_t rows, size_t groups) {
  const size_t pairs = (groups + 1) / 2;
  py::array_t<uint8_t> paired(
      std::vector<py::ssize_t>{static_cast<py::ssize_t>(rows), static_cast<py::ssize_t>(pairs), 2});
  pair_scales(scales.data(), rows, groups, paired.mutable_data());
  return paired;
}

const char* enum_name(AlignRounding v) { return v == AlignRounding::TowardZero ? "toward_zero" : "down"; }
const char* enum_name(AccumulatorJoin v) {
  return v == AccumulatorJoin::Fused ? "fused" : v == AccumulatorJoin::AfterProducts ? "after_products" : "added_last";
}
const char* enum_name(Grouping v) {
  return v == Grouping::Contiguous ? "contiguous" : v == Grouping::EvenOdd ? "even_odd" : "mod4_halves";
}
const char* enum_name(ScaleEntry v) { return v == ScaleEntry::ProductExponent ? "product_exponent" : "partial_sum"; }
const char* enum_name(SubnormalInputs v) { return v == SubnormalInputs::Keep ? "keep" : "flush_to_zero"; }
const char* enum_name(NanResult v) { return v == NanResult::AllOnes ? "all_ones" : "canonical_quiet"; }
const char* enum_name(OverflowResult v) { return v == OverflowResult::ByRounding ? "by_rounding" : "infinity"; }
const char* enum_name(CEntry v) { return v == CEntry::RunningSum ? "running_sum" : "added_to_result"; }

py::list preset_table() {
  py::list rows;
  for (int i = 0; i < kPresetCount; ++i) {
    const PresetSpec& spec = kPresetSpecs[i];
    const DotConfig& c = spec.config;
    py::dict fields;
    fields["group_terms"] = c.group_terms == 0 ? py::object(py::str("all")) : py::object(py::int_(c.group_terms));
    fields["fraction_bits"] =
        c.fraction_bits >= kExactAlignment ? py::object(py::str("exact")) : py::object(py::int_(c.fraction_bits));
    fields["align"] = enum_name(c.align);
    fields["join"] = enum_name(c.join);
    fields["grouping"] = enum_name(c.grouping);
    fields["scales"] = enum_name(c.scales);
    fields["partial_terms"] = c.partial_terms;
    fields["sum_fraction_bits"] = c.sum_fraction_bits;
    fields["c_fraction_bits"] = c.c_fraction_bits;
    fields["subnormal_inputs"] = enum_name(c.subnormal_inputs);
    fields["output"] = std::string(spec_of(c.output).name);
    fields["output_fraction_bits"] = c.output_fraction_bits;
    fields["output_rounding"] = std::string(name_of(c.output_rounding));
    fields["final_rounding"] = std::string(name_of(c.final_rounding));
    fields["nan"] = enum_name(c.nan);
    fields["narrow_output_rounding"] = std::string(name_of(c.narrow_output_rounding));
    fields["overflow"] = enum_name(c.overflow);
    fields["c_entry"] = enum_name(c.c_entry);
    py::dict row;
    row["name"] = std::string(spec.name);
    row["confidence"] = std::string(name_of(spec.confidence));
    row["source"] = std::string(spec.source);
    row["description"] = std::string(spec.description);
    row["fields"] = fields;
    rows.append(row);
  }
  return rows;
}

template <typename Enum>
Enum enum_from(const py::handle& value, std::initializer_list<Enum> options, const char* field) {
  const std::string wanted = py::str(value);
  std::string valid;
  for (Enum option : options) {
    if (wanted == enum_name(option)) return option;
    if (!valid.empty()) valid += ", ";
    valid += enum_name(option);
  }
  throw std::invalid_argument(std::string("preset field '") + field + "': '" + wanted + "'; expected one of: " + valid);
}

// The widest alignment a preset may name, in bits below the group's largest exponent. The exact
// sum of FP32 products spans 2 x (127 + 149) + 48 = 600 bits, so any wider grid keeps every bit:
// larger values are the same model as "exact" and only cost time.
constexpr int kMaxFractionBits = 1024;

// An integer preset field in [low, high]: a Python int (not a bool, a float or a string), range-
// checked before it reaches C++ (a cast of 2**40 would otherwise fail with pybind's own message).
int int_field(const py::handle& value, const char* field, int low, int high, const char* meaning) {
  if (!py::isinstance<py::int_>(value) || py::isinstance<py::bool_>(value))
    throw std::invalid_argument(std::string("preset field '") + field + "': " + std::string(py::repr(value)) +
                                "; expected an integer (" + meaning + ")");
  const py::int_ number = py::reinterpret_borrow<py::int_>(value);
  const bool in_range = number >= py::int_(low) && number <= py::int_(high);
  if (!in_range) {
    std::string text = py::str(number);
    if (text.size() > 40) text = text.substr(0, 40) + "... (" + std::to_string(text.size()) + " digits)";
    throw std::invalid_argument(std::string("preset field '") + field + "': " + text + "; expected " +
                                std::to_string(low) + " to " + std::to_string(high) + " (" + meaning + ")");
  }
  return number.cast<int>();
}

bool is_word(const py::handle& value, const char* word) {
  return py::isinstance<py::str>(value) && value.cast<std::string>() == word;
}

// A preset's configuration with named fields replaced (what-if studies).
DotConfig config_from(const std::string& preset, const py::dict& overrides) {
  DotConfig c = preset_by_name(preset).config;
  for (const auto& [key, value] : overrides) {
    const std::string field = py::str(key);
    if (field == "group_terms")
      // 0 is the whole vector in one group internally; callers say so with "all"
      c.group_terms = is_word(value, "all") ? 0
                                            : int_field(value, "group_terms", 1, 1 << 30,
                                                        "products fused per group, or \"all\" for one group");
    else if (field == "fraction_bits")
      c.fraction_bits = is_word(value, "exact") ? kExactAlignment
                                                : int_field(value, "fraction_bits", 0, kMaxFractionBits,
                                                            "bits kept below the group's largest exponent, or "
                                                            "\"exact\"");
    else if (field == "align")
      c.align = enum_from(value, {AlignRounding::TowardZero, AlignRounding::Down}, "align");
    else if (field == "join")
      c.join = enum_from(value, {AccumulatorJoin::Fused, AccumulatorJoin::AfterProducts, AccumulatorJoin::AddedLast},
                         "join");
    else if (field == "grouping")
      c.grouping = enum_from(value, {Grouping::Contiguous, Grouping::EvenOdd, Grouping::Mod4Halves}, "grouping");
    else if (field == "scales")
      c.scales = enum_from(value, {ScaleEntry::ProductExponent, ScaleEntry::PartialSum}, "scales");
    else if (field == "partial_terms")
      c.partial_terms = int_field(value, "partial_terms", 1, 1 << 30, "products per exactly formed partial");
    else if (field == "sum_fraction_bits")
      c.sum_fraction_bits = int_field(value, "sum_fraction_bits", 0, kMaxFractionBits, "bits kept of the product sum");
    else if (field == "c_fraction_bits")
      c.c_fraction_bits = int_field(value, "c_fraction_bits", 0, kMaxFractionBits, "bits kept of c");
    else if (field == "subnormal_inputs")
      c.subnormal_inputs = enum_from(value, {SubnormalInputs::Keep, SubnormalInputs::FlushToZero}, "subnormal_inputs");
    else if (field == "output_fraction_bits")
      c.output_fraction_bits = int_field(value, "output_fraction_bits", 0, spec_of(c.output).man_bits,
                                         "stored fraction bits of the output format");
    else if (field == "output_rounding")
      c.output_rounding = parse_rounding_mode(py::str(value).cast<std::string>());
    else if (field == "final_rounding")
      c.final_rounding = parse_rounding_mode(py::str(value).cast<std::string>());
    else if (field == "nan")
      c.nan = enum_from(value, {NanResult::AllOnes, NanResult::CanonicalQuiet}, "nan");
    else if (field == "narrow_output_rounding")
      c.narrow_output_rounding = parse_rounding_mode(py::str(value).cast<std::string>());
    else if (field == "overflow")
      c.overflow = enum_from(value, {OverflowResult::ByRounding, OverflowResult::Infinity}, "overflow");
    else if (field == "c_entry")
      c.c_entry = enum_from(value, {CEntry::RunningSum, CEntry::AddedToResult}, "c_entry");
    else
      throw std::invalid_argument("unknown preset field " + sim::quoted_input(field) +
                                  "; expected one of: group_terms, fraction_bits, align, join, grouping, scales, "
                                  "partial_terms, sum_fraction_bits, c_fraction_bits, subnormal_inputs, "
                                  "output_fraction_bits, output_rounding, final_rounding, nan, narrow_output_rounding, "
                                  "overflow, c_entry");
  }
  return c;
}

// Dot products of S K-vectors: a and b are [S, K] encodings, c [S] output-format encodings,
// scales [S, K / 32] E8M0 bytes or empty.
py::array dot_batch(const std::string& preset, const py::dict& overrides, const std::string& element_a,
                    const std::string& element_b, py::array a_bits, py::array b_bits, py::array c_bits,
                    py::array_t<uint8_t, py::array::c_style> scale_a, py::array_t<uint8_t, py::array::c_style> scale_b,
                    size_t samples, size_t k, const std::string& output) {
  const DotConfig config = config_from(preset, overrides);
  const FormatSpec& fa = format_by_name(element_a);
  const FormatSpec& fb = format_by_name(element_b);
  const FormatSpec& out = format_by_name(output);
  require_storage(fa, a_bits, "dot (a)");
  require_storage(fb, b_bits, "dot (b)");
  require_storage(out, c_bits, "dot (c)");
  if (fa.bits > 32 || fb.bits > 32) throw std::invalid_argument("dot: operands wider than FP32 are not supported");
  const DotOutput dot_output = output_for(config, out.id);
  py::array result(storage_dtype(out), std::vector<py::ssize_t>{static_cast<py::ssize_t>(samples)});
  const bool scaled = scale_a.size() > 0;
  {
    py::gil_scoped_release release;
    std::vector<Operand> a(k), b(k);
    for (size_t s = 0; s < samples; ++s) {
      for (size_t i = 0; i < k; ++i) {
        a[i] = make_operand(fa, load_bits(a_bits.data(), fa.storage_bytes(), s * k + i), config.subnormal_inputs);
        b[i] = make_operand(fb, load_bits(b_bits.data(), fb.storage_bytes(), s * k + i), config.subnormal_inputs);
      }
      DotInput input;
      input.a = a.data();
      input.b = b.data();
      input.k = k;
      input.c_bits = load_bits(c_bits.data(), out.storage_bytes(), s);
      if (scaled) {
        input.scale_a = scale_a.data() + s * ((k + 31) / 32);
        input.scale_b = scale_b.data() + s * ((k + 31) / 32);
      }
      store_bits(result.mutable_data(), out.storage_bytes(), s, fused_dot(config, dot_output, input));
    }
  }
  return result;
}

py::array mx_matmul_2d(const std::string& preset, const py::dict& overrides, const std::string& element_a,
                       py::array_t<uint8_t, py::array::c_style> a_codes,
                       py::array_t<uint8_t, py::array::c_style> a_scales, const std::string& element_b,
                       py::array_t<uint8_t, py::array::c_style> b_codes,
                       py::array_t<uint8_t, py::array::c_style> b_scales, size_t m, size_t n, size_t k,
                       py::array_t<uint32_t, py::array::c_style> c_fp32, const std::string& output) {
  const DotConfig config = config_from(preset, overrides);
  const Format out = format_by_name(output).id;
  if (a_codes.size() != static_cast<py::ssize_t>(m * k) || b_codes.size() != static_cast<py::ssize_t>(k * n))
    throw std::invalid_argument("mx_matmul: element arrays do not match M, N, K");
  if (k % kMxBlock == 0 && (a_scales.size() != static_cast<py::ssize_t>(m * (k / kMxBlock)) ||
                            b_scales.size() != static_cast<py::ssize_t>((k / kMxBlock) * n)))
    throw std::invalid_argument("mx_matmul: scale arrays do not match [M, K/32] and [K/32, N]");
  py::array d(out == Format::BF16 ? py::dtype::of<uint16_t>() : py::dtype::of<uint32_t>(),
              std::vector<py::ssize_t>{static_cast<py::ssize_t>(m), static_cast<py::ssize_t>(n)});
  const MxMatrix a{format_by_name(element_a).id, a_codes.data(), a_scales.data()};
  const MxMatrix b{format_by_name(element_b).id, b_codes.data(), b_scales.data()};
  const uint32_t* c = c_fp32.size() > 0 ? c_fp32.data() : nullptr;
  py::gil_scoped_release release;
  mx_matmul(config, a, b, m, n, k, c, out, d.mutable_data());
  return d;
}

}  // namespace

namespace mxsim_bindings {
sim::numerics::DotConfig preset_config(const std::string& preset, const py::dict& overrides) {
  return config_from(preset, overrides);
}
}  // namespace mxsim_bindings

void bind_trn3(py::module_& m);       // trn3.cc
void bind_ascend950(py::module_& m);  // ascend950.cc
void bind_cdna4(py::module_& m);      // cdna4.cc

namespace {
PyObject* argument_error_type = nullptr;  // mxsim._core.ArgumentError, created once with the module
}  // namespace

PYBIND11_MODULE(_core, m) {
  m.doc() = "mxsim numerics core (C++); use the mxsim package API";
  m.def("format_table", &format_table);
  m.def("rounding_modes", [] { return policy_table(kRoundingModeNames); });
  m.def("overflow_policies", [] { return policy_table(kOverflowNames); });
  m.def("nan_policies", [] { return policy_table(kNanInputNames); });
  m.def("scale_rule_table", &scale_rule_table);
  m.def("flag_names", [] {
    return std::vector<std::pair<std::string, int>>{{"inexact", static_cast<int>(Flags::Inexact)},
                                                    {"underflow", static_cast<int>(Flags::Underflow)},
                                                    {"overflow", static_cast<int>(Flags::Overflow)},
                                                    {"invalid", static_cast<int>(Flags::Invalid)}};
  });
  m.def("encode", &encode);
  m.def("decode", &decode);
  m.def("scaled_encode", &scaled_encode_bulk);
  m.def("scaled_decode", &scaled_decode_bulk);
  m.def("mx_quantize_2d", &mx_quantize_2d);
  m.def("mx_dequantize_2d", &mx_dequantize_2d);
  m.def("pack_bitfields", &pack);
  m.def("unpack_bitfields", &unpack);
  m.def("pair_scales", &pair);
  m.def("preset_table", &preset_table);
  m.def("dot_batch", &dot_batch);
  m.def("mx_matmul_2d", &mx_matmul_2d);
  // .mxt text in, canonical text and counts out (the Program model gets Python bindings with the
  // first target model).
  m.def("parse_mxt", [](const std::string& text, const std::string& file) {
    sim::trace::Program program;
    {
      py::gil_scoped_release release;
      program = sim::trace::parse_mxt(text, file);
    }
    return py::make_tuple(program.target, program.buffers.size(), program.instructions.size());
  });
  // read into the bytes object itself: a copy through a std::string cost ten times Python's own
  // read of a 326 KB trace (0.31 against 0.03 ms)
  m.def("read_input_file", [](const std::string& path) {
    py::object bytes;
    {
      py::gil_scoped_release release;
      sim::trace::read_input_file_into(path, "", [&](uint64_t size) {
        py::gil_scoped_acquire acquire;
        PyObject* made = PyBytes_FromStringAndSize(nullptr, static_cast<Py_ssize_t>(size));
        if (made == nullptr) throw py::error_already_set();
        bytes = py::reinterpret_steal<py::object>(made);
        return PyBytes_AS_STRING(made);
      });
    }
    return py::reinterpret_steal<py::bytes>(bytes.release());  // typed bytes in the signature
  });
  m.def("canonical_mxt", [](const std::string& text, const std::string& file) {
    return sim::trace::print_mxt(sim::trace::parse_mxt(text, file));
  });
  m.def("read_npy", [](const py::bytes& data, const std::string& where) {
    const sim::trace::NpyArray array = sim::trace::read_npy(std::string_view(data), where);
    return py::make_tuple(array.descr, array.shape, array.fortran_order,
                          py::bytes(reinterpret_cast<const char*>(array.data.data()), array.data.size()));
  });
  m.def("read_npz", [](const py::bytes& data, const std::string& where) {
    py::dict members;
    for (const auto& member : sim::trace::read_npz(std::string_view(data), where))
      members[py::str(member.name)] =
          py::make_tuple(member.array.descr, member.array.shape, member.array.fortran_order,
                         py::bytes(reinterpret_cast<const char*>(member.array.data.data()), member.array.data.size()));
    return members;
  });
  m.def("write_npy", [](const std::string& descr, const std::vector<int64_t>& shape, const py::bytes& data) {
    sim::trace::NpyArray array;
    array.descr = descr;
    array.shape = shape;
    const std::string_view view(data);
    array.data.assign(view.begin(), view.end());
    return py::bytes(sim::trace::write_npy(array));
  });
  // One hierarchy, registered once (python/mxsim/errors.py documents it): Error is the base of every
  // mxsim exception; each also keeps the builtin category callers already catch. A tuple of bases
  // is what PyErr_NewException takes for more than one.
  const py::handle error_base = PyErr_NewException("mxsim._core.Error", PyExc_Exception, nullptr);
  m.attr("Error") = error_base;
  py::register_exception<sim::Error>(m, "TraceError", py::make_tuple(error_base, py::handle(PyExc_ValueError)).ptr());
  py::register_exception<sim::DiagnosticError>(m, "DiagnosticError",
                                               py::make_tuple(error_base, py::handle(PyExc_RuntimeError)).ptr());
  // A bad argument to the numerics API (unknown format, field out of range, shapes that do not
  // match): the C++ core says so with std::invalid_argument / std::out_of_range, which become this
  // rather than a bare ValueError / IndexError. It is also both builtin categories such checks raise.
  const py::handle argument_error = PyErr_NewException(
      "mxsim._core.ArgumentError",
      py::make_tuple(error_base, py::handle(PyExc_ValueError), py::handle(PyExc_TypeError)).ptr(), nullptr);
  m.attr("ArgumentError") = argument_error;
  argument_error_type = argument_error.ptr();
  py::register_exception_translator([](std::exception_ptr thrown) {
    const py::handle type(argument_error_type);
    try {
      if (thrown) std::rethrow_exception(thrown);
    } catch (const std::invalid_argument& e) {
      PyErr_SetString(type.ptr(), e.what());
    } catch (const std::out_of_range& e) {
      PyErr_SetString(type.ptr(), e.what());
    } catch (const std::length_error& e) {
      PyErr_SetString(type.ptr(), e.what());
    } catch (const py::cast_error& e) {
      PyErr_SetString(type.ptr(), (std::string("bad argument: ") + e.what()).c_str());
    }
  });
  // one count for every part that uses threads: the numerics' bulk paths and the reader's and the
  // timing analysis's helper (1 turns it off; 0 restores the default, the host's)
  m.def("set_thread_count", [](int threads) {
    set_thread_count(threads);
    sim::set_helper_threads(threads == 1 ? false : threads > 1 || std::thread::hardware_concurrency() > 1);
  });
  m.def("thread_count", &thread_count);
  // The packed-operand cache (sim/numerics/packed_operands.h): its budget in bytes (0 turns it off
  // and empties it), and what it holds.
  m.def("packed_operand_cache_bytes", &packed_operand_cache_bytes);
  m.def("set_packed_operand_cache_bytes", [](int64_t bytes) {
    if (bytes < 0) throw py::value_error("packed operand cache budget " + std::to_string(bytes) + "; expected >= 0");
    set_packed_operand_cache_bytes(static_cast<size_t>(bytes));
  });
  m.def("packed_operand_cache_stats", [] {
    const PackedOperandCacheStats s = packed_operand_cache_stats();
    py::dict d;
    d["entries"] = s.entries;
    d["bytes"] = s.bytes;
    d["hits"] = s.hits;
    d["misses"] = s.misses;
    return d;
  });
  // The vector ISA of the numerics kernels (sim/numerics/cpu_isa.h): its name, and the host's.
  m.def("isa", [] { return std::string(isa_name(active_isa())); });
  m.def("host_isas", [] {
    std::vector<std::string> out;
    for (Isa isa : {Isa::Avx512, Isa::Avx2, Isa::Portable})
      if (isa <= host_isa()) out.emplace_back(isa_name(isa));
    return out;
  });
  m.def("set_isa", [](const std::string& name) {
    const auto isa = isa_by_name(name);
    if (!isa) throw std::invalid_argument("isa '" + name + "'; expected avx512, avx2 or portable");
    set_isa(*isa);
  });
  bind_trn3(m);
  bind_ascend950(m);
  bind_cdna4(m);
}
