// .npy payloads (NumPy format versions 1.0, 2.0 and 3.0): the arrays a trace declares beside it.
// Malformed or truncated files are sim::Error with the file name and what was expected.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace sim::trace {

// An array's header fields.
struct NpyHeader {
  std::string descr;  // numpy dtype string, e.g. "<f4", "|u1", "<u4"
  std::vector<int64_t> shape;
  bool fortran_order = false;
  size_t item_bytes = 0;

  size_t element_count() const;
};

// An array with its own bytes: item_bytes * prod(shape) bytes, in file order.
struct NpyArray : NpyHeader {
  std::vector<uint8_t> data;
};

// An array whose bytes stay where they were read (a replay's payloads: the file's buffer outlives
// the view, so a payload archive of tens of megabytes is not copied member by member).
struct NpyView : NpyHeader {
  std::span<const uint8_t> data;
};

NpyArray read_npy(std::string_view bytes, const std::string& where);
NpyView view_npy(std::string_view bytes, const std::string& where);  // data inside `bytes`
NpyArray owned(NpyView view);                                        // the view with its bytes copied

// An .npz archive as np.savez writes it (stored ZIP entries, ZIP64 where needed): member name
// without ".npy" -> array. Compressed archives (np.savez_compressed) are an error saying so.
// Every member's CRC-32 is checked.
struct NpzMember {
  std::string name;
  NpyArray array;
};
std::vector<NpzMember> read_npz(std::string_view bytes, const std::string& where);
struct NpzMemberView {
  std::string name;
  NpyView array;
};
std::vector<NpzMemberView> view_npz(std::string_view bytes, const std::string& where);  // data inside `bytes`
std::string write_npy(const NpyArray& array);                                           // version 1.0, C order

}  // namespace sim::trace
