#include "isa/ascend950/dtype.h"

#include "sim/numerics/name_list.h"

namespace sim::ascend950 {

using numerics::Format;

namespace {
constexpr DTypeSpec kTable[] = {
#define DTYPE(id, name, bits, is_float, format, pypto) DTypeSpec{DType::id, name, bits, is_float, format, pypto},
#include "isa/ascend950/dtypes.def"
#undef DTYPE
};
}  // namespace

const DTypeSpec& spec_of(DType dtype) { return kTable[static_cast<size_t>(dtype)]; }

std::optional<DType> dtype_by_name(std::string_view name) {
  if (const DTypeSpec* s = numerics::find_named(kTable, name)) return s->id;
  return std::nullopt;
}

std::string dtype_names() { return numerics::join_names(kTable); }

const DTypeSpec* dtype_table_begin() { return kTable; }
int dtype_count() { return static_cast<int>(std::size(kTable)); }

}  // namespace sim::ascend950
