#include "sim/core/memory.h"

#include <algorithm>
#include <cstring>
#include <new>

#include <sys/mman.h>

#include "sim/core/error.h"
#include "sim/core/hex.h"
#include "sim/core/page_pool.h"
#include "sim/core/side_by_side.h"

namespace sim {
namespace {

// Payloads from this size on are copied beside the filling of their written flags; reads and
// comparisons from this size on run in two halves at once.
constexpr uint64_t kSplitPreloadBytes = uint64_t{1} << 20;

// Mappings are whole pages; a zero-byte memory still maps one, so get() is never null.
uint64_t mapping_bytes(uint64_t bytes) {
  const uint64_t page = host_page_bytes();
  return bytes == 0 ? page : (bytes + page - 1) / page * page;
}

[[noreturn]] void refused(uint64_t bytes, const std::string& owner, const std::string& why) {
  throw Error((why.empty() ? std::string() : why + ": ") + "cannot back " + owner + " with " + std::to_string(bytes) +
              " bytes (a memory is backed by its data, a written flag per byte and, when writers are tracked, a 4-byte "
              "writer tag per byte); expected the host to grant the address space (is a "
              "memory limit such as ulimit -v set?)");
}

}  // namespace

Memory::Pages::Pages(uint64_t bytes, const std::string& owner, const std::string& why) {
  data_ = take_zero_pages(mapping_bytes(bytes), mapped_);
  if (data_ == nullptr) refused(bytes, owner, why);
}

Memory::Pages::Pages(Pages&& other) noexcept : data_(other.data_), mapped_(other.mapped_) {
  other.data_ = nullptr;
  other.mapped_ = 0;
}

Memory::Pages& Memory::Pages::operator=(Pages&& other) noexcept {
  if (this != &other) {
    give_back_pages(data_, mapped_);
    data_ = other.data_;
    mapped_ = other.mapped_;
    other.data_ = nullptr;
    other.mapped_ = 0;
  }
  return *this;
}

Memory::Pages::~Pages() { give_back_pages(data_, mapped_); }

void Memory::Pages::grow(uint64_t bytes, const std::string& owner, const std::string& why) {
  const uint64_t wanted = mapping_bytes(bytes);
  if (wanted <= mapped_) return;
  // a memory that starts small (a device's HBM, backed as far as declared buffers reach) moves
  // into a kept mapping when copying what it holds is cheap (page_pool.h)
  constexpr uint64_t kMovedBytes = uint64_t{1} << 20;
  if (mapped_ <= kMovedBytes) {
    uint64_t kept_bytes = 0;
    if (uint8_t* kept = take_kept_pages(wanted, kept_bytes)) {
      std::memcpy(kept, data_, mapped_);
      give_back_pages(data_, mapped_);
      data_ = kept;
      mapped_ = kept_bytes;
      return;
    }
  }
  // mremap moves the page tables, not the bytes: growth costs nothing per byte already mapped
  void* p = ::mremap(data_, mapped_, wanted, MREMAP_MAYMOVE);
  if (p == MAP_FAILED) refused(bytes, owner, why);
  data_ = static_cast<uint8_t*>(p);
  mapped_ = wanted;
}

Memory::Memory(std::string name, uint64_t size_bytes)
    : name_(std::move(name)),
      size_(size_bytes),
      data_(size_bytes, name_, {}),
      written_(size_bytes, name_ + "'s written flags", {}) {}

bool Memory::check_bounds(uint64_t address, uint64_t count, const char* access, DiagnosticSink& sink,
                          const TraceLocation& where) const {
  if (address <= size_ && count <= size_ - address) return true;
  sink.report(
      Diagnostic{DiagnosticCode::OutOfBounds, where,
                 std::string(access) + " of " + std::to_string(count) + " bytes at " + hex(address) + " in " + name_,
                 "addresses below " + hex(size_), "up to " + hex(address + count)});
  return false;
}

void Memory::write(uint64_t address, const void* bytes, uint64_t count, DiagnosticSink& sink,
                   const TraceLocation& where) {
  if (!check_bounds(address, count, "write", sink, where)) {
    if (address >= size_) return;
    count = size_ - address;  // hardware mode: the in-range part lands
  }
  std::memcpy(data_.get() + address, bytes, count);
  std::memset(written_.get() + address, 1, count);
  if (tracks_writers()) stamp(address, count, current_writer);
}

void Memory::read(uint64_t address, void* bytes, uint64_t count, DiagnosticSink& sink,
                  const TraceLocation& where) const {
  auto* out = static_cast<uint8_t*>(bytes);
  std::fill_n(out, count, fill_);
  if (!check_bounds(address, count, "read", sink, where)) {
    if (address >= size_) return;
    count = size_ - address;
  }
  if (const auto unwritten = first_unwritten(address, count)) {
    sink.report(Diagnostic{DiagnosticCode::UninitializedRead, where,
                           "read of " + std::to_string(count) + " bytes at " + hex(address) + " in " + name_ +
                               " includes never-written byte " + hex(*unwritten),
                           "every byte written before it is read", "first unwritten byte " + hex(*unwritten)});
  }
  for (uint64_t i = 0; i < count; ++i) out[i] = written_.get()[address + i] ? data_.get()[address + i] : fill_;
}

void Memory::forget(uint64_t address, uint64_t count) {
  SIM_ASSERT(address <= size_ && count <= size_ - address, "forget outside the memory");
  std::memset(written_.get() + address, 0, count);
  if (tracks_writers()) stamp(address, count, 0);
}

void Memory::grow(uint64_t size_bytes, const std::string& why) {
  if (size_bytes <= size_) return;
  data_.grow(size_bytes, name_, why);
  written_.grow(size_bytes, name_ + "'s written flags", why);
  if (tracks_writers()) writers_.grow(size_bytes * 4, name_ + "'s writer tags", why);
  size_ = size_bytes;
}

void Memory::write_raw(uint64_t address, const void* bytes, uint64_t count) {
  SIM_ASSERT(address <= size_ && count <= size_ - address, "write_raw outside the memory");
  std::memcpy(data_.get() + address, bytes, count);
  std::memset(written_.get() + address, 1, count);
  if (tracks_writers()) stamp(address, count, current_writer);
}

void Memory::mark_written(uint64_t address, uint64_t count) {
  SIM_ASSERT(address <= size_ && count <= size_ - address, "mark_written outside the memory");
  std::memset(written_.get() + address, 1, count);
  if (tracks_writers()) stamp(address, count, current_writer);
}

void Memory::track_writers() {
  if (!tracks_writers()) writers_ = Pages(size_ * 4, name_ + "'s writer tags", "writer tracking");
}

int32_t Memory::writer_of(uint64_t address) const {
  if (!tracks_writers() || address >= size_) return 0;
  int32_t tag = 0;
  std::memcpy(&tag, writers_.get() + address * 4, 4);
  return tag;
}

void Memory::stamp(uint64_t address, uint64_t count, int32_t tag) {
  auto* tags = reinterpret_cast<int32_t*>(writers_.get()) + address;  // mmap'd: aligned for int32
  std::fill_n(tags, count, tag);
}

void Memory::read_raw(uint64_t address, void* bytes, uint64_t count) const {
  SIM_ASSERT(address <= size_ && count <= size_ - address, "read_raw outside the memory");
  auto* out = static_cast<uint8_t*>(bytes);
  auto part = [&](uint64_t from, uint64_t to) {
    std::memcpy(out + from, data_.get() + address + from, to - from);
    const uint8_t* written = written_.get() + address;
    if (std::memchr(written + from, 0, to - from) == nullptr) return true;  // the common case: all written
    for (uint64_t i = from; i < to; ++i)
      if (!written[i]) out[i] = fill_;
    return true;
  };
  // a large read (a replay's outputs, tens of megabytes, into fresh pages) in two halves at once
  in_halves(count, kSplitPreloadBytes, part);
}

bool Memory::equals(uint64_t address, const void* bytes, uint64_t count) const {
  SIM_ASSERT(address <= size_ && count <= size_ - address, "equals outside the memory");
  const auto* expected = static_cast<const uint8_t*>(bytes);
  const uint8_t* data = data_.get() + address;
  const uint8_t* written = written_.get() + address;
  auto part = [&](uint64_t from, uint64_t to) {
    if (std::memchr(written + from, 0, to - from) == nullptr)
      return std::memcmp(data + from, expected + from, to - from) == 0;
    for (uint64_t i = from; i < to; ++i)
      if ((written[i] ? data[i] : fill_) != expected[i]) return false;
    return true;
  };
  // a replay's expect= comparison of tens of megabytes: two halves at once
  return in_halves(count, kSplitPreloadBytes, part);
}

void Memory::preload(uint64_t address, const void* bytes, uint64_t count) {
  if (address > size_ || count > size_ - address)
    throw Error(name_ + ": payload of " + std::to_string(count) + " bytes at " + hex(address) +
                " does not fit; expected it to end by " + hex(size_));
  auto flags = [&] {
    std::memset(written_.get() + address, 1, count);
    if (tracks_writers()) stamp(address, count, 0);  // declared contents: no instruction wrote them
  };
  // A large payload's bytes and its flags at once: both land in fresh pages, faulted in one by one
  if (count < kSplitPreloadBytes) {
    std::memcpy(data_.get() + address, bytes, count);
    flags();
    return;
  }
  side_by_side([&] { std::memcpy(data_.get() + address, bytes, count); }, flags);
}

std::optional<uint64_t> Memory::first_unwritten(uint64_t address, uint64_t count) const {
  const uint64_t begin = std::min<uint64_t>(address, size_);
  // clamp without wrapping: a hostile count must not make end < begin
  const uint64_t end = count > size_ - begin ? size_ : begin + count;
  const void* hit = std::memchr(written_.get() + begin, 0, end - begin);  // vectorised by libc
  if (hit == nullptr) return std::nullopt;
  return static_cast<uint64_t>(static_cast<const uint8_t*>(hit) - written_.get());
}

}  // namespace sim
