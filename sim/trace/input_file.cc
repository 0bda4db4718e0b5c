#include "sim/trace/input_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "sim/core/error.h"
#include "sim/core/side_by_side.h"

namespace sim::trace {

namespace {

// Files from this size on are read in two halves side by side (sim/core/side_by_side.h).
constexpr uint64_t kSplitReadBytes = uint64_t{8} << 20;

[[noreturn]] void fail(const std::string& where, const std::string& path, const std::string& why,
                       const std::string& expected) {
  throw Error(where + "cannot read " + quoted_input(path) + ": " + why + "; expected " + expected);
}

// Closes the descriptor on every path out.
struct Descriptor {
  int fd;
  ~Descriptor() {
    if (fd >= 0) ::close(fd);
  }
};

const char* kind_of(mode_t mode) {
  if (S_ISFIFO(mode)) return "a FIFO";
  if (S_ISCHR(mode)) return "a character device";
  if (S_ISBLK(mode)) return "a block device";
  if (S_ISDIR(mode)) return "a directory";
  if (S_ISSOCK(mode)) return "a socket";
  return "not a regular file";
}

}  // namespace

void read_input_file_into(const std::string& path, const std::string& where,
                          const std::function<char*(uint64_t size)>& allocate, uint64_t max_bytes,
                          const std::string& limit) {
  // O_NONBLOCK: opening a FIFO with no writer would otherwise wait forever; symlinks are followed
  // and the file they reach is what fstat checks
  const Descriptor file{::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC)};
  if (file.fd < 0) fail(where, path, std::strerror(errno), "a readable file");
  struct stat info {};
  if (::fstat(file.fd, &info) != 0) fail(where, path, std::strerror(errno), "a readable file");
  if (!S_ISREG(info.st_mode)) fail(where, path, kind_of(info.st_mode), "a regular file");
  const uint64_t size = static_cast<uint64_t>(info.st_size);
  if (size > max_bytes)
    fail(where, path, "it has " + std::to_string(size) + " bytes",
         "at most " + std::to_string(max_bytes) + " bytes (" + limit + ")");
  char* const bytes = allocate(size);
  // bytes [from, to) of the file
  auto read_range = [&](uint64_t from, uint64_t to) {
    uint64_t done = from;
    while (done < to) {
      const ssize_t n = ::pread(file.fd, bytes + done, to - done, static_cast<off_t>(done));
      if (n < 0 && errno == EINTR) continue;
      if (n < 0) fail(where, path, std::strerror(errno), "a readable file");
      if (n == 0)
        fail(where, path, "it ended after " + std::to_string(done) + " of " + std::to_string(size) + " bytes",
             "a file that does not change while it is read");
      done += static_cast<uint64_t>(n);
    }
    return true;
  };
  // A large file in two halves at once: most of a read's time is the kernel copying into pages
  // of the fresh buffer it faults in one by one, and a replay waits for its payloads.
  in_halves(size, kSplitReadBytes, read_range);
}

std::string read_input_file(const std::string& path, const std::string& where, uint64_t max_bytes,
                            const std::string& limit) {
  std::string bytes;
  read_input_file_into(
      path, where,
      [&](uint64_t size) {
        bytes.resize(size);
        return bytes.data();
      },
      max_bytes, limit);
  return bytes;
}

}  // namespace sim::trace
