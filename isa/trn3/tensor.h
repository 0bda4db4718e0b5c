// Trainium3 tensors: buffer declarations and the strided views instructions address (NKI
// NkiTensor: storage plus a view of up to 5 dims; `.ap(pattern, offset, dtype)` re-addresses the
// storage; nki-aps.rst). On-chip (SBUF, PSUM) tensors have the partition dim first.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "isa/trn3/dtype.h"
#include "sim/core/error.h"
#include "sim/trace/program.h"

namespace sim::trn3 {

enum class Space : uint8_t { Hbm, Sbuf, Psum };
const char* name_of(Space space);
inline bool on_chip(Space space) { return space != Space::Hbm; }

// `buffer NAME SPACE address=A [partition=P] shape=[...] dtype=D [payload="..."] [expect="..."]`.
// HBM: bytes [address, address + size). SBUF/PSUM: partitions [partition, partition + shape[0]),
// each holding prod(shape[1:]) elements from byte `address` of the partition.
struct BufferDecl {
  std::string name;
  Space space = Space::Hbm;
  std::string space_name;  // as written: hbm, shared_hbm, private_hbm, sbuf, psum
  uint64_t address = 0;
  int64_t partition = 0;
  std::vector<int64_t> shape;
  DType dtype = DType::Uint8;
  std::string payload;  // where its initial contents come from (empty: uninitialised)
  std::string expect;   // the contents a replay must end with (empty: none)
  trace::Position at;

  int64_t element_count() const;
  int64_t free_elements() const;  // on-chip: elements per partition; HBM: all
  uint64_t size_bytes() const { return static_cast<uint64_t>(element_count()) * spec_of(dtype).bytes; }
};

BufferDecl declare(const trace::Buffer& buffer, const std::string& file);

struct Dim {
  int64_t step = 1;  // in elements of the view's dtype (unused for the partition dim)
  int64_t count = 1;
};

// The most dims a buffer's shape may have (mxsim's limit, above NKI's 5-dim access patterns and
// the ranks recorded kernels use): a view's dims then live inline, and resolving an operand,
// which the timing analysis does for every instruction, allocates nothing.
inline constexpr size_t kMaxRank = 8;

// A view's dims: at most kMaxRank, in place.
class Dims {
 public:
  size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  Dim& operator[](size_t i) { return dims_[i]; }
  const Dim& operator[](size_t i) const { return dims_[i]; }
  const Dim* begin() const { return dims_.data(); }
  const Dim* end() const { return dims_.data() + size_; }
  Dim& back() { return dims_[size_ - 1]; }
  void push_back(const Dim& d) {
    SIM_ASSERT(size_ < kMaxRank, "a view of more than kMaxRank dims");
    dims_[size_++] = d;
  }
  void resize(size_t n) {
    SIM_ASSERT(n <= kMaxRank, "a view of more than kMaxRank dims");
    for (size_t i = size_; i < n; ++i) dims_[i] = Dim{};
    size_ = n;
  }

 private:
  std::array<Dim, kMaxRank> dims_{};
  size_t size_ = 0;
};

// A resolved operand. On-chip: dims[0] is the partition dim (partition_start + i0); the element at
// (i0, i1, ...) sits at byte byte_base + bytes * sum(step_k * i_k, k >= 1) of that partition. HBM:
// at byte byte_base + bytes * sum(step_k * i_k) (byte_base may lie outside the buffer only if the
// rules report it).
struct View {
  const BufferDecl* buffer = nullptr;
  Space space = Space::Hbm;
  DType dtype = DType::Uint8;
  int64_t partition_start = 0;
  int64_t byte_base = 0;
  Dims dims;

  std::vector<int64_t> shape() const;
  int64_t element_count() const;
  int64_t partitions() const { return on_chip(space) ? dims[0].count : 1; }
  int64_t free_count() const { return on_chip(space) ? element_count() / dims[0].count : element_count(); }
  std::string describe() const;  // "sbuf t3[p 0..127, shape [128, 512], float32]"
};

std::string shape_text(const std::vector<int64_t>& shape);

}  // namespace sim::trn3
