// Reading a trace or payload file so that no input can block or read without limit: only regular
// files are read (a FIFO, a device such as /dev/zero or /dev/urandom, or a directory, directly or
// through a symlink, is an error), opened without blocking, and no larger than a named cap.
#pragma once

#include <cstdint>
#include <string>

namespace sim::trace {

// The largest trace or payload file mxsim reads (bytes). A device memory is backed up to
// kMaxBackedBytes (sim/core/memory.h), and a payload holds at most one buffer: 8 GiB bounds both.
inline constexpr uint64_t kMaxInputFileBytes = uint64_t{8} << 30;

// The whole file at `path`; sim::Error "<where>cannot read '<path>': <why>; expected ..." otherwise.
// A file larger than `max_bytes` is refused before any byte is read, the message naming
// `limit` (the constant or rule the bound comes from).
std::string read_input_file(const std::string& path, const std::string& where, uint64_t max_bytes = kMaxInputFileBytes,
                            const std::string& limit = "kMaxInputFileBytes");

}  // namespace sim::trace
