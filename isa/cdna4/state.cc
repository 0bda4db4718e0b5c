#include "isa/cdna4/state.h"

#include <cstring>

#include "isa/cdna4/pending_mfma.h"
#include "sim/core/error.h"
#include "sim/trace/attributes.h"
#include "sim/trace/replay.h"

namespace sim::cdna4 {

std::span<const DTypeRow> dtype_rows() {
  static constexpr DTypeRow kRows[] = {
#define DTYPE(name, bytes) DTypeRow{name, bytes},
#include "isa/cdna4/dtypes.def"
#undef DTYPE
  };
  return kRows;
}

namespace {

// The element size of a declared dtype; 0 when the table has no such name.
int dtype_bytes(std::string_view name) {
  for (const DTypeRow& row : dtype_rows())
    if (name == row.name) return row.bytes;
  return 0;
}

// "uint8, int8, ... or float8_e8m0fnu"
std::string dtype_names() {
  const std::span<const DTypeRow> rows = dtype_rows();
  std::string text;
  for (size_t i = 0; i < rows.size(); ++i) {
    if (i > 0) text += i + 1 == rows.size() ? " or " : ", ";
    text += rows[i].name;
  }
  return text;
}

}  // namespace

std::string Registers::text() const {
  const char prefix = file == RegFile::V ? 'v' : file == RegFile::A ? 'a' : 's';
  if (count == 1) return prefix + std::to_string(first);
  return std::string(1, prefix) + std::string("[") + std::to_string(first) + std::string(":") +
         std::to_string(first + count - 1) + "]";
}

Wave::Wave(int wave_id)
    : id(wave_id),
      v(static_cast<size_t>(kVgprs * kLanes), 0),
      a(static_cast<size_t>(kAgprs * kLanes), 0),
      v_written(static_cast<size_t>(kVgprs * kLanes), 0),
      a_written(static_cast<size_t>(kAgprs * kLanes), 0) {}

State::State(const Limits& l, DiagnosticMode mode, const LaneConvention& c)
    : limits(l), convention(c), global("global", 0), lds("LDS", static_cast<uint64_t>(l.lds_bytes)), sink(mode) {}

State::~State() = default;  // the queue's thread is joined before the pending products go

void State::settle_mfma(int wave_id) {
  if (!mfma_pending(wave_id)) return;
  const std::unique_ptr<PendingMfma> landing = std::move(pending_mfma[static_cast<size_t>(wave_id)]);
  mfma_queue->wait(*landing);
  landing->land(wave(wave_id));
}

void State::settle_mfmas() {
  for (size_t w = 0; w < pending_mfma.size(); ++w) settle_mfma(static_cast<int>(w));
}

void State::report(DiagnosticCode code, std::string message, std::string expected, std::string actual) {
  sink.report(Diagnostic{code, location, std::move(message), std::move(expected), std::move(actual)});
}

Wave& State::wave(int id) {
  if (id < 0 || id >= limits.max_waves)
    throw Error(std::string("wave ") + std::to_string(id) + std::string("; expected 0..") +
                std::to_string(limits.max_waves - 1));
  while (static_cast<int>(waves.size()) <= id) waves.emplace_back(static_cast<int>(waves.size()));
  return waves[static_cast<size_t>(id)];
}

const DeclaredBuffer& State::declare(const trace::Buffer& buffer, const std::string& file) {
  DeclaredBuffer d;
  d.name = buffer.name;
  d.space = buffer.space;
  d.at = buffer.at;
  bool has_shape = false, has_dtype = false, has_place = false;
  for (const trace::Keyword& k : buffer.attributes) {
    if (k.name == "address") {
      const int64_t a = trace::integer_attribute(k, file);
      if (a < 0 || a > (int64_t{1} << 40))
        throw Error(trace::where(file, k.value.at) + std::string("address ") + std::to_string(a) +
                    " out of range; expected 0..2^40");
      d.address = static_cast<uint64_t>(a);
      has_place = true;
    } else if (k.name == "wave") {
      const int64_t wave_id = trace::integer_attribute(k, file);
      if (wave_id < 0 || wave_id >= limits.max_waves)
        throw Error(trace::where(file, k.value.at) + std::string("wave ") + std::to_string(wave_id) + "; expected 0.." +
                    std::to_string(limits.max_waves - 1));
      d.wave = static_cast<int>(wave_id);
    } else if (k.name == "register") {
      const int64_t first = trace::integer_attribute(k, file);
      if (first < 0 || first >= kVgprs)
        throw Error(trace::where(file, k.value.at) + std::string("register ") + std::to_string(first) +
                    "; expected 0.." + std::to_string(kVgprs - 1));
      d.first = static_cast<int>(first);
      has_place = true;
    } else if (k.name == "shape") {
      d.shape = trace::shape_attribute(k, file, int64_t{1} << 33);
      has_shape = true;
    } else if (k.name == "dtype") {
      const auto* ref = std::get_if<trace::Reference>(&k.value.data);
      d.dtype = ref ? std::string(ref->name) : "";
      d.element_bytes = dtype_bytes(d.dtype);
      if (d.element_bytes == 0)
        throw Error(trace::where(file, k.value.at) + "unknown dtype '" + d.dtype + "'; expected " + dtype_names());
      has_dtype = true;
    } else if (k.name == "payload" || k.name == "expect") {
      (k.name == "payload" ? d.payload : d.expect) = trace::string_attribute(k, file);
    } else {
      throw Error(trace::where(file, k.at) + std::string("unknown buffer attribute '") + std::string(k.name) +
                  "'; expected address, wave, register, shape, dtype, payload or expect");
    }
  }
  if (!has_shape || !has_dtype || !has_place)
    throw Error(trace::where(file, buffer.at) + "buffer '" + d.name + "' needs shape=, dtype= and " +
                (d.space == "global" || d.space == "lds" ? "address=" : "register="));
  if (buffers.count(d.name)) throw Error(trace::where(file, buffer.at) + "buffer '" + d.name + "' declared twice");
  uint64_t elements = 1;
  for (int64_t n : d.shape) elements *= static_cast<uint64_t>(n);
  d.bytes = elements * static_cast<uint64_t>(d.element_bytes);
  if (d.space == "vgpr" || d.space == "agpr" || d.space == "sgpr") {
    const bool lanes = d.space != "sgpr";
    const int file_size = d.space == "vgpr" ? kVgprs : d.space == "agpr" ? kAgprs : kSgprs;
    if (d.element_bytes != 4 || (lanes && (d.shape.size() != 2 || d.shape[0] != kLanes)) ||
        (!lanes && d.shape.size() != 1))
      throw Error(trace::where(file, buffer.at) + "register buffer '" + d.name + "'; expected " +
                  (lanes ? "shape=[64, registers]" : "shape=[registers]") + " of 32-bit elements");
    const int64_t count = lanes ? d.shape[1] : d.shape[0];
    if (d.first < 0 || d.first + count > file_size)
      throw Error(trace::where(file, buffer.at) + std::string("registers ") + std::to_string(d.first) + ".." +
                  std::to_string(d.first + count - 1) + " of '" + d.name + std::string("'; expected within 0..") +
                  std::to_string(file_size - 1));
    wave(d.wave);
  } else if (d.space == "global") {
    if (d.address + d.bytes > kMaxBackedBytes)
      throw Error(trace::where(file, buffer.at) + "global buffer '" + d.name + "' ends at byte " +
                  std::to_string(d.address + d.bytes) + "; expected buffers below " + std::to_string(kMaxBackedBytes) +
                  " (kMaxBackedBytes: mxsim backs that much global memory per run)");
    global.grow(d.address + d.bytes, trace::where(file, buffer.at) + "global buffer '" + d.name + "'");
  } else if (d.space == "lds") {
    if (d.address + d.bytes > static_cast<uint64_t>(limits.lds_bytes)) {
      location = TraceLocation{file, buffer.at.line, buffer.at.column, -1, {}, "buffer"};
      report(DiagnosticCode::Capacity, "lds buffer '" + d.name + "' does not fit the LDS",
             std::string("end <= ") + std::to_string(limits.lds_bytes), std::to_string(d.address + d.bytes));
    }
  } else {
    throw Error(trace::where(file, buffer.at) + "unknown memory space '" + d.space +
                "'; expected global, lds, vgpr, agpr or sgpr");
  }
  return buffers.emplace(d.name, d).first->second;
}

void State::load(const std::string& name, const void* data, size_t count) {
  settle_mfmas();
  const auto found = buffers.find(name);
  if (found == buffers.end()) throw Error("unknown buffer '" + name + "'; expected a declared buffer");
  const DeclaredBuffer& d = found->second;
  if (count != d.bytes)
    throw Error("buffer '" + name + std::string("': payload of ") + std::to_string(count) +
                std::string(" bytes; expected ") + std::to_string(d.bytes));
  const auto* bytes = static_cast<const uint8_t*>(data);
  if (d.space == "global") return global.preload(d.address, bytes, count);
  if (d.space == "lds") {
    if (d.address + count > lds.size_bytes()) throw Error("lds buffer '" + name + "' lies outside the LDS");
    return lds.preload(d.address, bytes, count);
  }
  Wave& w = wave(d.wave);
  if (d.space == "sgpr") {
    for (int64_t r = 0; r < d.shape[0]; ++r) {
      std::memcpy(&w.s[static_cast<size_t>(d.first + r)], bytes + r * 4, 4);
      w.s_written[static_cast<size_t>(d.first + r)] = 1;
    }
    return;
  }
  const RegFile file = d.space == "vgpr" ? RegFile::V : RegFile::A;
  const int64_t regs = d.shape[1];
  for (int lane = 0; lane < kLanes; ++lane)
    for (int64_t r = 0; r < regs; ++r) {
      std::memcpy(w.reg(file, d.first + static_cast<int>(r)) + lane, bytes + (lane * regs + r) * 4, 4);
      w.written(file, d.first + static_cast<int>(r))[lane] = 1;
    }
}

bool State::contents_equal(const std::string& name, const uint8_t* expected, size_t count) {
  settle_mfmas();
  const auto found = buffers.find(name);
  if (found == buffers.end()) throw Error("unknown buffer '" + name + "'; expected a declared buffer");
  const DeclaredBuffer& d = found->second;
  if (d.space == "global") return d.bytes == count && global.equals(d.address, expected, count);
  return trace::same_bytes(contents(name), expected, count);
}

std::vector<uint8_t> State::contents(const std::string& name) {
  settle_mfmas();
  const auto found = buffers.find(name);
  if (found == buffers.end()) throw Error("unknown buffer '" + name + "'; expected a declared buffer");
  const DeclaredBuffer& d = found->second;
  std::vector<uint8_t> out(d.bytes);
  if (d.space == "global") {
    global.read_raw(d.address, out.data(), out.size());
  } else if (d.space == "lds") {
    if (d.address + out.size() <= lds.size_bytes()) lds.read_raw(d.address, out.data(), out.size());
  } else if (d.space == "sgpr") {
    Wave& w = wave(d.wave);
    std::memcpy(out.data(), &w.s[static_cast<size_t>(d.first)], out.size());
  } else {
    Wave& w = wave(d.wave);
    const RegFile file = d.space == "vgpr" ? RegFile::V : RegFile::A;
    const int64_t regs = d.shape[1];
    for (int lane = 0; lane < kLanes; ++lane)
      for (int64_t r = 0; r < regs; ++r)
        std::memcpy(out.data() + (lane * regs + r) * 4, w.reg(file, d.first + static_cast<int>(r)) + lane, 4);
  }
  return out;
}

}  // namespace sim::cdna4
