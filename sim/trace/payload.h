// Binding a buffer's `payload="..."` / `expect="..."` to its array: "name.npy" is a file beside
// the trace, "archive.npz/member" a member of an archive beside it (np.savez, stored). Archives
// are read once per loader, and arrays are views into the bytes read.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "sim/trace/npy.h"

namespace sim::trace {

// A .npy file is its header and then the array's bytes; the format caps a version 1.0 header at
// 10 + 65535 bytes, and numpy itself reads no header over 10000 (np.load's max_header_size). A
// payload file may be this much larger than the buffer it fills, and no more.
inline constexpr uint64_t kMaxNpyHeaderBytes = 10 + 65535;

class PayloadLoader {
 public:
  explicit PayloadLoader(std::string directory) : directory_(std::move(directory)) {}
  // The array for a buffer of `buffer_bytes`. A `.npy` file larger than the buffer and a header
  // could need (kMaxNpyHeaderBytes) is refused before it is read, so a declared shape bounds
  // what a payload costs; an `.npz` archive holds several buffers and is bounded by
  // kMaxInputFileBytes. Throws sim::Error naming `where` (the trace position) and the file or member.
  // The view's bytes live as long as the loader.
  const NpyView& load(const std::string& spec, const std::string& where, uint64_t buffer_bytes);

 private:
  std::string directory_;
  std::vector<std::unique_ptr<char[]>> files_read_;  // what the views below point into
  std::map<std::string, std::map<std::string, NpyView>> archives_;
  std::map<std::string, NpyView> files_;
};

}  // namespace sim::trace
