// The memory a parsed Program's operand trees live in: a monotonic arena (released all at once
// with the Program) whose chunks come from 2 MiB-aligned blocks marked for transparent huge pages
// on Linux, so a million-line trace costs a few hundred page faults instead of a few hundred
// thousand.
#pragma once

#include <cstddef>
#include <memory>
#include <memory_resource>

namespace sim::trace {

std::shared_ptr<std::pmr::monotonic_buffer_resource> make_arena(size_t expected_bytes);

}  // namespace sim::trace
