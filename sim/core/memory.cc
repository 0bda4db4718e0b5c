#include "sim/core/memory.h"

#include <algorithm>
#include <cstring>
#include <new>

#include "sim/core/error.h"
#include "sim/core/hex.h"

namespace sim {
std::unique_ptr<uint8_t, Memory::Free> Memory::zeroed(uint64_t bytes) {
  auto* p = static_cast<uint8_t*>(std::calloc(bytes == 0 ? 1 : bytes, 1));
  if (p == nullptr) throw std::bad_alloc();
  return std::unique_ptr<uint8_t, Free>(p);
}

Memory::Memory(std::string name, uint64_t size_bytes)
    : name_(std::move(name)), size_(size_bytes), data_(zeroed(size_bytes)), written_(zeroed(size_bytes)) {}

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
}

void Memory::grow(uint64_t size_bytes) {
  if (size_bytes <= size_) return;
  auto data = zeroed(size_bytes), written = zeroed(size_bytes);
  std::memcpy(data.get(), data_.get(), size_);
  std::memcpy(written.get(), written_.get(), size_);
  data_ = std::move(data);
  written_ = std::move(written);
  size_ = size_bytes;
}

void Memory::write_raw(uint64_t address, const void* bytes, uint64_t count) {
  SIM_ASSERT(address <= size_ && count <= size_ - address, "write_raw outside the memory");
  std::memcpy(data_.get() + address, bytes, count);
  std::memset(written_.get() + address, 1, count);
}

void Memory::read_raw(uint64_t address, void* bytes, uint64_t count) const {
  SIM_ASSERT(address <= size_ && count <= size_ - address, "read_raw outside the memory");
  auto* out = static_cast<uint8_t*>(bytes);
  std::memcpy(out, data_.get() + address, count);
  const uint8_t* written = written_.get() + address;
  if (std::memchr(written, 0, count) == nullptr) return;  // the common case: all written
  for (uint64_t i = 0; i < count; ++i)
    if (!written[i]) out[i] = fill_;
}

void Memory::preload(uint64_t address, const void* bytes, uint64_t count) {
  if (address > size_ || count > size_ - address)
    throw Error(name_ + ": payload of " + std::to_string(count) + " bytes at " + hex(address) +
                " does not fit; expected it to end by " + hex(size_));
  std::memcpy(data_.get() + address, bytes, count);
  std::memset(written_.get() + address, 1, count);
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
