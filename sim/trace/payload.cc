#include "sim/trace/payload.h"

#include <algorithm>
#include <memory>
#include <string_view>

#include "sim/core/error.h"
#include "sim/trace/input_file.h"

namespace sim::trace {

namespace {

// A malformed payload is named by its file; the trace position that asked for it goes first, so
// the message leads to the declaration as every bad-input message does.
template <typename Read>
auto positioned(const std::string& where, Read read) -> decltype(read()) {
  try {
    return read();
  } catch (const Error& error) {
    throw Error(where + error.what());
  }
}

// A payload file's bytes, read into an uninitialised buffer that `held` keeps (a std::string
// would zero-fill its tens of megabytes first).
std::string_view read_payload_file(std::vector<std::unique_ptr<char[]>>& held, const std::string& path,
                                   const std::string& where, uint64_t max_bytes = kMaxInputFileBytes,
                                   const std::string& limit = "kMaxInputFileBytes") {
  std::unique_ptr<char[]> data;
  size_t bytes = 0;
  read_input_file_into(
      path, where,
      [&](uint64_t size) {
        data.reset(new char[size]);
        bytes = size;
        return data.get();
      },
      max_bytes, limit);
  held.push_back(std::move(data));
  return {held.back().get(), bytes};
}

}  // namespace

const NpyView& PayloadLoader::load(const std::string& spec, const std::string& where, uint64_t buffer_bytes) {
  // an absolute payload path stands as it is (it is not beside the trace)
  const std::string prefix = directory_.empty() || (!spec.empty() && spec[0] == '/') ? std::string() : directory_ + "/";
  const size_t split = spec.find(".npz/");
  if (split == std::string::npos) {
    if (spec.size() < 4 || spec.compare(spec.size() - 4, 4, ".npy") != 0)
      throw Error(where + "payload " + quoted_input(spec) + "; expected \"file.npy\" or \"archive.npz/member\"");
    auto found = files_.find(spec);
    if (found == files_.end()) {
      const std::string path = prefix + spec;
      const uint64_t bound = std::min(buffer_bytes, kMaxInputFileBytes) + kMaxNpyHeaderBytes;
      const std::string_view bytes = read_payload_file(
          files_read_, path, where, bound, "the buffer's " + std::to_string(buffer_bytes) + " bytes and a header");
      found = files_.emplace(spec, positioned(where, [&] { return view_npy(bytes, path); })).first;
    }
    return found->second;
  }
  const std::string archive = spec.substr(0, split + 4), member = spec.substr(split + 5);
  auto found = archives_.find(archive);
  if (found == archives_.end()) {
    const std::string path = prefix + archive;
    std::map<std::string, NpyView> members;
    const std::string_view bytes = read_payload_file(files_read_, path, where);
    for (NpzMemberView& m : positioned(where, [&] { return view_npz(bytes, path); }))
      members.emplace(m.name, std::move(m.array));
    found = archives_.emplace(archive, std::move(members)).first;
  }
  const auto item = found->second.find(member);
  if (item == found->second.end())
    throw Error(where + "archive " + quoted_input(archive) + " has no member " + quoted_input(member) +
                "; expected one of its arrays");
  return item->second;
}

}  // namespace sim::trace
