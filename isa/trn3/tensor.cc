#include "isa/trn3/tensor.h"

#include "sim/core/error.h"
#include "sim/trace/attributes.h"

namespace sim::trn3 {

const char* name_of(Space space) {
  switch (space) {
    case Space::Hbm: return "hbm";
    case Space::Sbuf: return "sbuf";
    case Space::Psum: return "psum";
  }
  return "?";
}

int64_t BufferDecl::element_count() const {
  int64_t count = 1;
  for (int64_t d : shape) count *= d;
  return count;
}

int64_t BufferDecl::free_elements() const {
  if (!on_chip(space)) return element_count();
  int64_t count = 1;
  for (size_t i = 1; i < shape.size(); ++i) count *= shape[i];
  return count;
}

std::string shape_text(const std::vector<int64_t>& shape) {
  std::string text = "[";
  for (size_t i = 0; i < shape.size(); ++i) {
    if (i) text += ", ";
    text += std::to_string(shape[i]);
  }
  text += "]";
  return text;
}

BufferDecl declare(const trace::Buffer& buffer, const std::string& file) {
  BufferDecl decl;
  decl.name = buffer.name;
  decl.at = buffer.at;
  decl.space_name = buffer.space;
  if (buffer.space == "hbm" || buffer.space == "shared_hbm" || buffer.space == "private_hbm")
    decl.space = Space::Hbm;
  else if (buffer.space == "sbuf")
    decl.space = Space::Sbuf;
  else if (buffer.space == "psum")
    decl.space = Space::Psum;
  else
    throw Error(trace::where(file, buffer.at) + "unknown memory space '" + buffer.space +
                "'; expected hbm, shared_hbm, private_hbm, sbuf or psum");
  bool has_shape = false, has_dtype = false, has_address = false;
  for (const trace::Keyword& k : buffer.attributes) {
    if (k.name == "address") {
      const int64_t a = trace::integer_attribute(k, file);
      if (a < 0 || a > (int64_t{1} << 40))
        throw Error(trace::where(file, k.value.at) + "address " + std::to_string(a) +
                    " out of range; expected 0..2^40");
      decl.address = static_cast<uint64_t>(a);
      has_address = true;
    } else if (k.name == "partition") {
      decl.partition = trace::integer_attribute(k, file);
      if (decl.partition < 0 || decl.partition > 4095)
        throw Error(trace::where(file, k.value.at) + "partition " + std::to_string(decl.partition) +
                    " out of range; expected a partition index (0..127 on Trainium)");
    } else if (k.name == "shape") {
      decl.shape = trace::shape_attribute(k, file, int64_t{1} << 40);
      has_shape = true;
    } else if (k.name == "dtype") {
      const auto* ref = std::get_if<trace::Reference>(&k.value.data);
      const auto* str = std::get_if<std::string_view>(&k.value.data);
      const std::string_view name = ref ? ref->name : str ? *str : std::string_view();  // (no copy per buffer)
      const auto dtype = dtype_by_name(name);
      if (!dtype || (ref && (!ref->index.empty() || !ref->calls.empty())))
        throw Error(trace::where(file, k.value.at) + "unknown dtype '" + std::string(name) +
                    "'; expected one of: " + dtype_names());
      decl.dtype = *dtype;
      has_dtype = true;
    } else if (k.name == "payload" || k.name == "expect") {
      (k.name == "payload" ? decl.payload : decl.expect) = trace::string_attribute(k, file);
    } else {
      throw Error(trace::where(file, k.at) + "unknown buffer attribute '" + std::string(k.name) +
                  "'; expected address, partition, shape, dtype, payload or expect");
    }
  }
  if (!has_shape)
    throw Error(trace::where(file, buffer.at) + "buffer '" + buffer.name + "' has no shape; expected shape=[...]");
  if (!has_dtype)
    throw Error(trace::where(file, buffer.at) + "buffer '" + buffer.name + "' has no dtype; expected dtype=...");
  if (!has_address)
    throw Error(trace::where(file, buffer.at) + "buffer '" + buffer.name + "' has no address; expected address=...");
  if (decl.shape.size() > kMaxRank)
    throw Error(trace::where(file, buffer.at) + "buffer '" + buffer.name + "' has " +
                std::to_string(decl.shape.size()) + " dimensions; expected at most " + std::to_string(kMaxRank) +
                " (kMaxRank)");
  if (on_chip(decl.space) && decl.shape.size() < 2)
    throw Error(trace::where(file, buffer.at) + "on-chip buffer '" + buffer.name +
                "' has one dimension; expected [partitions, free...] (partition dim first)");
  if (decl.space == Space::Hbm && decl.partition != 0)
    throw Error(trace::where(file, buffer.at) + "HBM buffer '" + buffer.name + "' has a partition; expected none");
  return decl;
}

std::vector<int64_t> View::shape() const {
  std::vector<int64_t> s;
  for (const Dim& d : dims) s.push_back(d.count);
  return s;
}

int64_t View::element_count() const {
  int64_t count = 1;
  for (const Dim& d : dims) count *= d.count;
  return count;
}

std::string View::describe() const {
  std::string text = name_of(space);
  text += ' ';
  text += buffer ? buffer->name : "?";
  text += '[';
  if (on_chip(space)) {
    text += "partitions ";
    text += std::to_string(partition_start);
    text += "..";
    text += std::to_string(partition_start + dims[0].count - 1);
    text += ", ";
  }
  text += "shape ";
  text += shape_text(shape());
  text += ", ";
  text += spec_of(dtype).name;
  text += ']';
  return text;
}

}  // namespace sim::trn3
