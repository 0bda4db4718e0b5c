#include "sim/core/memory.h"

#include <algorithm>
#include <cstring>

#include "sim/core/error.h"

namespace sim {
namespace {

std::string hex(uint64_t value) {
  static const char* digits = "0123456789abcdef";
  std::string text;
  do {
    text.insert(text.begin(), digits[value & 0xF]);
    value >>= 4;
  } while (value != 0);
  return "0x" + text;
}

}  // namespace

Memory::Memory(std::string name, uint64_t size_bytes)
    : name_(std::move(name)), data_(size_bytes, 0), written_(size_bytes, 0) {}

bool Memory::check_bounds(uint64_t address, uint64_t count, const char* access, DiagnosticSink& sink,
                          const TraceLocation& where) const {
  if (address <= data_.size() && count <= data_.size() - address) return true;
  sink.report(Diagnostic{DiagnosticCode::OutOfBounds, where,
                         std::string(access) + " of " + std::to_string(count) + " bytes at " + hex(address) + " in " +
                             name_,
                         "addresses below " + hex(data_.size()), "up to " + hex(address + count)});
  return false;
}

void Memory::write(uint64_t address, const void* bytes, uint64_t count, DiagnosticSink& sink,
                   const TraceLocation& where) {
  if (!check_bounds(address, count, "write", sink, where)) {
    if (address >= data_.size()) return;
    count = data_.size() - address;  // hardware mode: the in-range part lands
  }
  std::memcpy(data_.data() + address, bytes, count);
  std::fill_n(written_.begin() + static_cast<std::ptrdiff_t>(address), count, uint8_t{1});
}

void Memory::read(uint64_t address, void* bytes, uint64_t count, DiagnosticSink& sink,
                  const TraceLocation& where) const {
  auto* out = static_cast<uint8_t*>(bytes);
  std::fill_n(out, count, fill_);
  if (!check_bounds(address, count, "read", sink, where)) {
    if (address >= data_.size()) return;
    count = data_.size() - address;
  }
  if (const auto unwritten = first_unwritten(address, count)) {
    sink.report(Diagnostic{DiagnosticCode::UninitializedRead, where,
                           "read of " + std::to_string(count) + " bytes at " + hex(address) + " in " + name_ +
                               " includes never-written byte " + hex(*unwritten),
                           "every byte written before it is read", "first unwritten byte " + hex(*unwritten)});
  }
  for (uint64_t i = 0; i < count; ++i) out[i] = written_[address + i] ? data_[address + i] : fill_;
}

void Memory::grow(uint64_t size_bytes) {
  if (size_bytes <= data_.size()) return;
  data_.resize(size_bytes, 0);
  written_.resize(size_bytes, 0);
}

void Memory::write_raw(uint64_t address, const void* bytes, uint64_t count) {
  SIM_ASSERT(address <= data_.size() && count <= data_.size() - address, "write_raw outside the memory");
  std::memcpy(data_.data() + address, bytes, count);
  std::memset(written_.data() + address, 1, count);
}

void Memory::read_raw(uint64_t address, void* bytes, uint64_t count) const {
  SIM_ASSERT(address <= data_.size() && count <= data_.size() - address, "read_raw outside the memory");
  auto* out = static_cast<uint8_t*>(bytes);
  std::memcpy(out, data_.data() + address, count);
  const uint8_t* written = written_.data() + address;
  if (std::memchr(written, 0, count) == nullptr) return;  // the common case: all written
  for (uint64_t i = 0; i < count; ++i)
    if (!written[i]) out[i] = fill_;
}

void Memory::preload(uint64_t address, const void* bytes, uint64_t count) {
  if (address > data_.size() || count > data_.size() - address)
    throw Error(name_ + ": payload of " + std::to_string(count) + " bytes at " + hex(address) +
                " does not fit; expected it to end by " + hex(data_.size()));
  std::memcpy(data_.data() + address, bytes, count);
  std::fill_n(written_.begin() + static_cast<std::ptrdiff_t>(address), count, uint8_t{1});
}

std::optional<uint64_t> Memory::first_unwritten(uint64_t address, uint64_t count) const {
  const uint64_t begin = std::min<uint64_t>(address, written_.size());
  const uint64_t end = std::min<uint64_t>(address + count, written_.size());
  const void* hit = std::memchr(written_.data() + begin, 0, end - begin);  // vectorised by libc
  if (hit == nullptr) return std::nullopt;
  return static_cast<uint64_t>(static_cast<const uint8_t*>(hit) - written_.data());
}

}  // namespace sim
