// Reading the attributes of a buffer declaration (address=, shape=, payload=, ...) the way every
// target does: malformed values are sim::Error at their trace position.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "sim/trace/program.h"

namespace sim::trace {

int64_t integer_attribute(const Keyword& k, const std::string& file);
// A list of positive integers whose product is at most `max_elements`.
std::vector<int64_t> shape_attribute(const Keyword& k, const std::string& file, int64_t max_elements);
// payload="..." / expect="..."
std::string string_attribute(const Keyword& k, const std::string& file);

}  // namespace sim::trace
