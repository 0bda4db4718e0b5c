#include "isa/trn3/dtype.h"

#include "sim/numerics/name_list.h"

namespace sim::trn3 {

namespace {
constexpr DTypeSpec kDTypes[] = {
#define DTYPE(id, name, bytes, kind, element, lanes) DTypeSpec{DType::id, name, bytes, kind, element, lanes},
#include "isa/trn3/dtypes.def"
#undef DTYPE
};
}  // namespace

const DTypeSpec& spec_of(DType dtype) { return kDTypes[static_cast<int>(dtype)]; }

std::optional<DType> dtype_by_name(std::string_view name) {
  if (const DTypeSpec* spec = numerics::find_named(kDTypes, name)) return spec->id;
  return std::nullopt;
}

std::string dtype_names() { return numerics::join_names(kDTypes); }
const DTypeSpec* dtype_table_begin() { return kDTypes; }
int dtype_count() { return static_cast<int>(sizeof(kDTypes) / sizeof(kDTypes[0])); }

}  // namespace sim::trn3
