// The header is a Python dict literal: {'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }
// padded with spaces to a multiple of 64 bytes and ended by '\n' (NumPy NEP 1).
#include "sim/trace/npy.h"

#include <charconv>
#include <cstring>

#include "sim/core/error.h"

namespace sim::trace {
namespace {

constexpr char kMagic[] = "\x93NUMPY";

[[noreturn]] void fail(const std::string& where, const std::string& what, const std::string& expected) {
  throw Error(where + ": " + what + "; expected " + expected);
}

// The text after "'key':" in the header dict, with leading spaces skipped.
std::string_view field(std::string_view header, std::string_view key, const std::string& where) {
  std::string quoted = "'";
  quoted += key;
  quoted += "'";
  const size_t at = header.find(quoted);
  if (at == std::string_view::npos)
    fail(where, "npy header has no '" + std::string(key) + "'", "descr, fortran_order and shape");
  size_t pos = header.find(':', at + quoted.size());
  if (pos == std::string_view::npos) fail(where, "malformed npy header", "'key': value");
  ++pos;
  while (pos < header.size() && header[pos] == ' ') ++pos;
  return header.substr(pos);
}

size_t item_bytes_of(const std::string& descr, const std::string& where) {
  if (descr.size() < 3 || (descr[0] != '<' && descr[0] != '|' && descr[0] != '>' && descr[0] != '='))
    fail(where, "npy dtype '" + descr + "'", "a simple dtype such as '<f4' or '|u1'");
  if (descr[0] == '>') fail(where, "big-endian npy dtype '" + descr + "'", "little-endian data");
  const char kind = descr[1];
  if (kind != 'f' && kind != 'u' && kind != 'i' && kind != 'b' && kind != 'V')
    fail(where, "npy dtype '" + descr + "'", "a float, integer, bool or raw ('V') dtype");
  size_t bytes = 0;
  const auto [end, error] = std::from_chars(descr.data() + 2, descr.data() + descr.size(), bytes);
  if (error != std::errc() || end != descr.data() + descr.size() || bytes == 0 || bytes > 16)
    fail(where, "npy dtype '" + descr + "'", "an item size of 1 to 16 bytes");
  return bytes;
}

}  // namespace

size_t NpyHeader::element_count() const {
  size_t count = 1;
  for (int64_t d : shape) count *= static_cast<size_t>(d);
  return count;
}

NpyView view_npy(std::string_view bytes, const std::string& where) {
  if (bytes.size() < 10 || std::memcmp(bytes.data(), kMagic, 6) != 0)
    fail(where, "not an .npy file", "the magic '\\x93NUMPY'");
  const auto major = static_cast<uint8_t>(bytes[6]);
  size_t header_length, header_start;
  if (major == 1) {
    header_length = static_cast<uint8_t>(bytes[8]) | (static_cast<size_t>(static_cast<uint8_t>(bytes[9])) << 8);
    header_start = 10;
  } else if (major == 2 || major == 3) {
    if (bytes.size() < 12) fail(where, "truncated npy header", "12 bytes of preamble");
    header_length = 0;
    for (int b = 3; b >= 0; --b) header_length = (header_length << 8) | static_cast<uint8_t>(bytes[8 + b]);
    header_start = 12;
  } else {
    fail(where, "npy format version " + std::to_string(major), "version 1, 2 or 3");
  }
  if (bytes.size() < header_start + header_length)
    fail(where, "truncated npy header (" + std::to_string(bytes.size()) + " bytes)",
         std::to_string(header_start + header_length) + " bytes of header");
  const std::string_view header = bytes.substr(header_start, header_length);
  NpyView array;
  // descr
  std::string_view descr = field(header, "descr", where);
  if (descr.empty() || descr[0] != '\'') fail(where, "npy descr is not a simple dtype string", "e.g. '<f4'");
  const size_t descr_end = descr.find('\'', 1);
  if (descr_end == std::string_view::npos) fail(where, "malformed npy descr", "a quoted dtype string");
  array.descr = std::string(descr.substr(1, descr_end - 1));
  array.item_bytes = item_bytes_of(array.descr, where);
  // fortran_order
  const std::string_view order = field(header, "fortran_order", where);
  if (order.substr(0, 4) == "True")
    array.fortran_order = true;
  else if (order.substr(0, 5) != "False")
    fail(where, "malformed npy fortran_order", "True or False");
  // shape
  std::string_view shape = field(header, "shape", where);
  if (shape.empty() || shape[0] != '(') fail(where, "malformed npy shape", "a tuple");
  const size_t close = shape.find(')');
  if (close == std::string_view::npos) fail(where, "malformed npy shape", "a closing ')'");
  shape = shape.substr(1, close - 1);
  size_t pos = 0;
  while (pos < shape.size()) {
    while (pos < shape.size() && (shape[pos] == ' ' || shape[pos] == ',')) ++pos;
    if (pos >= shape.size()) break;
    int64_t dim = 0;
    const auto [end, error] = std::from_chars(shape.data() + pos, shape.data() + shape.size(), dim);
    if (error != std::errc() || dim < 0) fail(where, "malformed npy shape", "non-negative integers");
    array.shape.push_back(dim);
    pos = static_cast<size_t>(end - shape.data());
  }
  // data
  size_t count = 1;
  for (int64_t d : array.shape) {
    if (d != 0 && count > (size_t{1} << 40) / static_cast<size_t>(d))
      fail(where, "npy shape too large", "under 2^40 elements");
    count *= static_cast<size_t>(d);
  }
  const size_t data_bytes = count * array.item_bytes;
  const size_t available = bytes.size() - header_start - header_length;
  if (available < data_bytes)
    fail(where, "truncated payload: " + std::to_string(available) + " bytes of data",
         std::to_string(data_bytes) + " bytes for shape and dtype '" + array.descr + "'");
  const auto* first = reinterpret_cast<const uint8_t*>(bytes.data() + header_start + header_length);
  array.data = std::span<const uint8_t>(first, data_bytes);
  return array;
}

NpyArray owned(NpyView view) {
  NpyArray array;
  static_cast<NpyHeader&>(array) = std::move(view);
  array.data.assign(view.data.begin(), view.data.end());
  return array;
}

NpyArray read_npy(std::string_view bytes, const std::string& where) { return owned(view_npy(bytes, where)); }

std::string write_npy(const NpyArray& array) {
  std::string header =
      "{'descr': '" + array.descr + "', 'fortran_order': " + (array.fortran_order ? "True" : "False") + ", 'shape': (";
  for (size_t i = 0; i < array.shape.size(); ++i) {
    header += std::to_string(array.shape[i]);
    header += array.shape.size() == 1 ? "," : (i + 1 < array.shape.size() ? ", " : "");
  }
  header += "), }";
  // Pad so that magic (6) + version (2) + length (2) + header + '\n' is a multiple of 64.
  while ((10 + header.size() + 1) % 64 != 0) header += ' ';
  header += '\n';
  std::string out(kMagic, 6);
  out += '\x01';
  out += '\x00';
  out += static_cast<char>(header.size() & 0xFF);
  out += static_cast<char>(header.size() >> 8);
  out += header;
  out.append(reinterpret_cast<const char*>(array.data.data()), array.data.size());
  return out;
}

}  // namespace sim::trace
