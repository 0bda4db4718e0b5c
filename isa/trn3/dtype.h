// NKI dtypes as the Trainium3 model stores them (isa/trn3/dtypes.def).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "sim/numerics/format.h"

namespace sim::trn3 {

using numerics::Format;

enum class DType : uint8_t {
#define DTYPE(id, ...) id,
#include "isa/trn3/dtypes.def"
#undef DTYPE
};

enum class Kind : uint8_t { Unsigned, Signed, Float, PackedX4 };

struct DTypeSpec {
  DType id;
  std::string_view name;
  int bytes;
  Kind kind;
  Format element;  // Float: the value format; PackedX4: the lane format
  int lanes;
};

const DTypeSpec& spec_of(DType dtype);
std::optional<DType> dtype_by_name(std::string_view name);
std::string dtype_names();
const DTypeSpec* dtype_table_begin();
int dtype_count();

inline bool is_x4(DType d) { return spec_of(d).kind == Kind::PackedX4; }
inline bool is_mx_scale(DType d) { return d == DType::Uint8 || d == DType::Float8E8m0fnu; }

}  // namespace sim::trn3
