// Binding a buffer's `payload="..."` / `expect="..."` to its array: "name.npy" is a file beside
// the trace, "archive.npz/member" a member of an archive beside it (np.savez, stored). Archives
// are read once per loader.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "sim/trace/npy.h"

namespace sim::trace {

class PayloadLoader {
 public:
  explicit PayloadLoader(std::string directory) : directory_(std::move(directory)) {}
  // Throws sim::Error naming `where` (the trace position) and the missing file or member.
  const NpyArray& load(const std::string& spec, const std::string& where);

 private:
  std::string directory_;
  std::map<std::string, std::map<std::string, NpyArray>> archives_;
  std::map<std::string, NpyArray> files_;
};

}  // namespace sim::trace
