// The dtypes the Ascend 950 model stores (isa/ascend950/dtypes.def).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "sim/numerics/format.h"

namespace sim::ascend950 {

enum class DType : uint8_t {
#define DTYPE(id, ...) id,
#include "isa/ascend950/dtypes.def"
#undef DTYPE
};

struct DTypeSpec {
  DType id;
  std::string_view name;
  int bits;
  bool is_float;
  numerics::Format element;  // the value format of float dtypes
  std::string_view pypto_name;
};

const DTypeSpec& spec_of(DType dtype);
std::optional<DType> dtype_by_name(std::string_view name);
std::string dtype_names();
const DTypeSpec* dtype_table_begin();
int dtype_count();

inline bool is_fp8_data(DType d) { return d == DType::Float8E4m3fn || d == DType::Float8E5m2; }
inline bool is_fp4_data(DType d) { return d == DType::Float4E2m1fn || d == DType::Float4E1m2; }

}  // namespace sim::ascend950
