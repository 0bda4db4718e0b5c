// MX shared-scale rules: from a block's largest magnitude to its E8M0 scale byte.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "sim/numerics/exact_value.h"
#include "sim/numerics/format.h"

namespace sim::numerics {

enum class ScaleRule : uint8_t {
#define SCALE_RULE(id, ...) id,
#include "sim/numerics/scale_rules.def"
#undef SCALE_RULE
};

struct ScaleRuleSpec {
  ScaleRule id;
  std::string_view name;
  std::string_view formula;
  std::string_view zero_block;
  std::string_view nonfinite_block;
  std::string_view clamp;
  std::string_view source;
};

inline constexpr ScaleRuleSpec kScaleRuleSpecs[] = {
#define SCALE_RULE(id, name, formula, zero_block, nonfinite_block, clamp, source) \
  ScaleRuleSpec{ScaleRule::id, name, formula, zero_block, nonfinite_block, clamp, source},
#include "sim/numerics/scale_rules.def"
#undef SCALE_RULE
};

constexpr const ScaleRuleSpec& spec_of(ScaleRule rule) { return kScaleRuleSpecs[static_cast<int>(rule)]; }

ScaleRule scale_rule_by_name(std::string_view name);  // throws std::invalid_argument listing the names
std::string scale_rule_names();

inline constexpr uint8_t kScaleNan = 0xFF;  // E8M0 NaN

struct ScaleChoice {
  uint8_t scale_byte = 0;      // E8M0: 2^(byte - 127); 0xFF is NaN
  bool zero_elements = false;  // the rule forces the block's elements to zero (Ascend byte 0)
};

// Throws std::invalid_argument if the rule does not apply to the element format.
void check_rule_applies(ScaleRule rule, const FormatSpec& element);

// `amax` is the block's largest magnitude (kind Inf or NaN when any element is non-finite).
ScaleChoice choose_scale(ScaleRule rule, const FormatSpec& element, const ExactValue& amax);

}  // namespace sim::numerics
