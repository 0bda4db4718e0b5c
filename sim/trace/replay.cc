#include "sim/trace/replay.h"

#include <cstring>
#include <map>

#include "sim/core/error.h"
#include "sim/trace/payload.h"

namespace sim::trace {

namespace {

std::string hex_of(const uint8_t* p, size_t bytes) {
  static const char* digits = "0123456789abcdef";
  std::string text = "0x";
  for (size_t b = bytes; b-- > 0;) {
    text += digits[p[b] >> 4];
    text += digits[p[b] & 15];
  }
  return text;
}

void check_payload(const NpyView& array, const ReplayTarget::Declared& decl, const std::string& at,
                   const std::string& spec) {
  if (array.fortran_order) throw Error(at + "payload '" + spec + "' is in Fortran order; expected C order");
  if (array.data.size() != decl.bytes)
    throw Error(at + "payload '" + spec + "' has " + std::to_string(array.data.size()) + " bytes; expected " +
                std::to_string(decl.bytes) + " for buffer '" + decl.name + "' (" + decl.description + ")");
}

}  // namespace

bool ReplayTarget::contents_equal(const std::string& buffer, const uint8_t* expected, size_t count) const {
  return same_bytes(contents(buffer), expected, count);
}

Replayer::Replayer(const Program& program, const std::string& directory, ReplayTarget& target)
    : program_(program), target_(target), loader_(directory) {}

void Replayer::declare(size_t buffer_index) {
  if (declared_flags_.empty()) declared_flags_.assign(program_.buffers.size(), false);
  if (declared_flags_[buffer_index]) return;
  declared_flags_[buffer_index] = true;
  const Buffer& buffer = program_.buffers[buffer_index];
  const ReplayTarget::Declared decl = target_.declare(buffer, program_.file);
  if (!decl.payload.empty()) {
    const NpyView& array = loader_.load(decl.payload, where(program_.file, buffer.at), decl.bytes);
    check_payload(array, decl, where(program_.file, buffer.at), decl.payload);
    target_.load(decl.name, array.data.data(), array.data.size());
  }
  declared_[decl.name] = {decl, buffer.at};
  order_.push_back(decl.name);
}

void Replayer::declare_before(size_t instruction_index) {
  for (;
       next_buffer_ < program_.buffers.size() && program_.buffers[next_buffer_].before_instruction <= instruction_index;
       ++next_buffer_)
    declare(next_buffer_);
}

void Replayer::execute(size_t instruction_index) {
  declare_before(instruction_index);
  target_.execute(program_.instructions[instruction_index], program_.file);
}

void Replayer::execute_only(size_t instruction_index) {
  target_.execute(program_.instructions[instruction_index], program_.file);
}

std::vector<ExpectMismatch> Replayer::finish() {
  declare_before(SIZE_MAX);
  target_.finish();
  const Program& program = program_;
  PayloadLoader& loader = loader_;
  ReplayTarget& target = target_;
  const auto& declared = declared_;
  const auto& order = order_;

  std::vector<ExpectMismatch> mismatches;
  for (const std::string& name : order) {
    const auto& [decl, at] = declared.at(name);
    if (decl.expect.empty()) continue;
    const NpyView& array = loader.load(decl.expect, where(program.file, at), decl.bytes);
    check_payload(array, decl, where(program.file, at), decl.expect);
    // the common case, every element as expected, is one comparison of the whole buffer in place
    if (target.contents_equal(decl.name, array.data.data(), array.data.size())) continue;
    const std::vector<uint8_t> actual = target.contents(decl.name);
    const size_t bytes = static_cast<size_t>(decl.element_bytes);
    ExpectMismatch mismatch{decl.name, 0, -1, {}, {}};
    for (size_t i = 0; i + bytes <= actual.size(); i += bytes) {
      if (std::memcmp(actual.data() + i, array.data.data() + i, bytes) == 0) continue;
      if (mismatch.first_index < 0) {
        mismatch.first_index = static_cast<int64_t>(i / bytes);
        mismatch.expected = hex_of(array.data.data() + i, bytes);
        mismatch.actual = hex_of(actual.data() + i, bytes);
      }
      ++mismatch.mismatched_elements;
    }
    if (mismatch.mismatched_elements) mismatches.push_back(mismatch);
  }
  return mismatches;
}

std::vector<ExpectMismatch> replay(const Program& program, const std::string& directory, ReplayTarget& target) {
  Replayer replayer(program, directory, target);
  for (size_t i = 0; i < program.instructions.size(); ++i) replayer.execute(i);
  return replayer.finish();
}

}  // namespace sim::trace
