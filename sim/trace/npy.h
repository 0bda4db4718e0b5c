// .npy payloads (NumPy format versions 1.0, 2.0 and 3.0): the arrays a trace declares beside it.
// Malformed or truncated files are sim::Error with the file name and what was expected.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace sim::trace {

struct NpyArray {
  std::string descr;  // numpy dtype string, e.g. "<f4", "|u1", "<u4"
  std::vector<int64_t> shape;
  bool fortran_order = false;
  size_t item_bytes = 0;
  std::vector<uint8_t> data;  // item_bytes * prod(shape) bytes, in file order

  size_t element_count() const;
};

NpyArray read_npy(std::string_view bytes, const std::string& where);

// An .npz archive as np.savez writes it (stored ZIP entries, ZIP64 where needed): member name
// without ".npy" -> array. Compressed archives (np.savez_compressed) are an error saying so.
struct NpzMember {
  std::string name;
  NpyArray array;
};
std::vector<NpzMember> read_npz(std::string_view bytes, const std::string& where);
std::string write_npy(const NpyArray& array);  // version 1.0, C order

}  // namespace sim::trace
