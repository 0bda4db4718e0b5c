// The memory a parsed Program's operand trees live in: a monotonic arena (released all at once
// with the Program) whose chunks come from 2 MiB-aligned blocks marked for transparent huge pages
// on Linux, so a million-line trace costs a few hundred page faults instead of a few hundred
// thousand. Its blocks are kept when an arena is released (up to 1 GiB in all) and
// handed to the next arena that asks for the same size, so a process that replays a big trace
// again (a sweep, a benchmark, a notebook) does not fault in and zero its memory again.
#pragma once

#include <cstddef>
#include <memory>
#include <memory_resource>

namespace sim::trace {

std::shared_ptr<std::pmr::monotonic_buffer_resource> make_arena(size_t expected_bytes);

}  // namespace sim::trace
