#include "sim/trace/attributes.h"

#include "sim/core/error.h"

namespace sim::trace {

int64_t integer_attribute(const Keyword& k, const std::string& file) {
  if (const auto* v = std::get_if<int64_t>(&k.value.data)) return *v;
  throw Error(where(file, k.value.at) + "'" + std::string(k.name) + "' is not an integer; expected an integer");
}

std::vector<int64_t> shape_attribute(const Keyword& k, const std::string& file, int64_t max_elements) {
  const auto* list = std::get_if<List>(&k.value.data);
  if (!list || list->items.empty())
    throw Error(where(file, k.value.at) + "bad shape; expected a list of positive integers like [128, 512]");
  std::vector<int64_t> shape;
  int64_t elements = 1;
  for (const Value& item : list->items) {
    const auto* n = std::get_if<int64_t>(&item.data);
    if (!n || *n <= 0) throw Error(where(file, item.at) + "bad dimension; expected a positive integer");
    if (__builtin_mul_overflow(elements, *n, &elements) || elements > max_elements)
      throw Error(where(file, item.at) + "shape of more than " + std::to_string(max_elements) +
                  " elements; expected a tensor that fits a memory");
    shape.push_back(*n);
  }
  return shape;
}

std::string string_attribute(const Keyword& k, const std::string& file) {
  if (const auto* s = std::get_if<std::string_view>(&k.value.data)) return std::string(*s);
  throw Error(where(file, k.value.at) + "'" + std::string(k.name) +
              "' is not a string; expected \"file.npy\" or \"file.npz/member\"");
}

}  // namespace sim::trace
