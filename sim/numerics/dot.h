// The fused dot-product engine: d = c + sum_k scale_a * scale_b * a_k * b_k over one K-vector,
// computed as the DotConfig describes (groups, alignment width and rounding, where c joins,
// where scales enter, output rounding). One engine serves every preset.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "sim/numerics/dot_config.h"
#include "sim/numerics/exact_value.h"
#include "sim/numerics/format.h"

namespace sim::numerics {

enum class Preset : uint8_t {
#define PRESET(id, ...) id,
#include "sim/numerics/presets.def"
#undef PRESET
};

struct PresetSpec {
  Preset id;
  std::string_view name;
  Confidence confidence;
  std::string_view source;
  std::string_view description;
  DotConfig config;
};

extern const PresetSpec kPresetSpecs[];
extern const int kPresetCount;
const PresetSpec& spec_of(Preset preset);
const PresetSpec& preset_by_name(std::string_view name);  // throws std::invalid_argument listing names
std::string preset_names();
std::string_view name_of(Confidence confidence);

// One element operand decoded for the engine: value = (-1)^negative * significand * 2^exponent,
// and the exponent the hardware aligns on (the binade for normals; the format's minimum normal
// exponent for subnormals and zeros, whose exponent field is 0).
struct Operand {
  ValueClass kind = ValueClass::Zero;
  bool negative = false;
  int32_t exponent = 0;
  int32_t nominal_exponent = 0;
  uint64_t significand = 0;
};

Operand make_operand(const FormatSpec& format, uint64_t bits, SubnormalInputs subnormals);

struct DotInput {
  const Operand* a = nullptr;  // K operands each
  const Operand* b = nullptr;
  size_t k = 0;
  ptrdiff_t b_stride = 1;            // element distance between consecutive b operands
  const uint8_t* scale_a = nullptr;  // E8M0 per scale_block operands, or null for scale 1
  const uint8_t* scale_b = nullptr;
  ptrdiff_t scale_b_stride = 1;
  size_t scale_block = 32;
  uint64_t c_bits = 0;  // the accumulator input, an encoding of the output format
};

// Output format and rounding the caller wants (the preset's, or FP16/BF16 with its narrow rounding).
struct DotOutput {
  Format format = Format::FP32;
  int fraction_bits = 23;
  RoundingMode rounding = RoundingMode::NearestEven;        // each group's (or pass's) result
  RoundingMode final_rounding = RoundingMode::NearestEven;  // AccumulatorJoin::AddedLast: result + c
  bool overflow_to_infinity = false;                        // DotConfig::overflow == Infinity
};
DotOutput output_for(const DotConfig& config, Format requested);

// result + c with one rounding (output.final_rounding), both encodings of `output.format`:
// CEntry::AddedToResult's last step, shared by the fast paths.
uint64_t add_to_result(const DotConfig& config, const DotOutput& output, uint64_t result_bits, uint64_t c_bits);

// Returns the result encoding in `output.format`.
uint64_t fused_dot(const DotConfig& config, const DotOutput& output, const DotInput& input);

}  // namespace sim::numerics
