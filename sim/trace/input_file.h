// Reading a trace or payload file so that no input can block or read without limit: only regular
// files are read (a FIFO, a device such as /dev/zero or /dev/urandom, or a directory, directly or
// through a symlink, is an error), opened without blocking, and no larger than a named cap.
#pragma once

#include <cstdint>
#include <functional>
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

// The same checks and errors, the bytes read into the `size` bytes `allocate(size)` returns (called
// once, before any byte is read): a caller keeping them in an object of its own (the Python
// binding's bytes) saves the string's zero-filled allocation and a copy of the whole file.
void read_input_file_into(const std::string& path, const std::string& where,
                          const std::function<char*(uint64_t size)>& allocate, uint64_t max_bytes = kMaxInputFileBytes,
                          const std::string& limit = "kMaxInputFileBytes");

}  // namespace sim::trace
