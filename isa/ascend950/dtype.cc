#include "isa/ascend950/dtype.h"

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
  for (const DTypeSpec& s : kTable)
    if (s.name == name) return s.id;
  return std::nullopt;
}

std::string dtype_names() {
  std::string names;
  for (const DTypeSpec& s : kTable) {
    if (!names.empty()) names += ", ";
    names += s.name;
  }
  return names;
}

const DTypeSpec* dtype_table_begin() { return kTable; }
int dtype_count() { return static_cast<int>(std::size(kTable)); }

}  // namespace sim::ascend950
