// A byte-addressed memory that remembers which bytes were ever written, so a read of
// never-written bytes is a diagnostic that names where (the NKI simulator fills such memory with
// NaN; we say where the bad read came from instead).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "sim/core/diagnostic.h"

namespace sim {

// The most bytes of host memory one modelled memory is backed with (a device's HBM, GM or global
// memory is backed only as far as declared buffers reach, up to this). Declaring a buffer that
// ends beyond it is a positioned error; below it, backing is reserved address space that costs
// nothing until touched.
inline constexpr uint64_t kMaxBackedBytes = uint64_t{8} << 30;  // 8 GiB

// Writer tracking (`mxsim diff RESULTS TRACE`: which instruction last wrote a mismatching
// element). A target sets this to the tag of the instruction it is about to execute (1-based,
// trace::MachineBase's writer log); 0 is "no instruction" (a payload). Memories that track
// writers stamp every byte they write with it.
inline thread_local int32_t current_writer = 0;

class Memory {
 public:
  Memory(std::string name, uint64_t size_bytes);

  const std::string& name() const { return name_; }
  uint64_t size_bytes() const { return size_; }

  // Writes and reads report MEM-BOUNDS (and reads MEM-UNINIT) to `sink` with `where`. In hardware
  // mode an out-of-bounds access touches only the in-range part; unwritten bytes read as the
  // memory's fill byte (0 unless set).
  void write(uint64_t address, const void* bytes, uint64_t count, DiagnosticSink& sink, const TraceLocation& where);
  void read(uint64_t address, void* bytes, uint64_t count, DiagnosticSink& sink, const TraceLocation& where) const;

  // Declared contents (a trace payload): written without diagnostics; throws sim::Error beyond the end.
  void preload(uint64_t address, const void* bytes, uint64_t count);

  // Marks bytes as written by the current instruction (for callers that wrote data() themselves).
  void mark_written(uint64_t address, uint64_t count);

  // From now on, every write stamps its bytes with sim::current_writer (payloads with 0).
  void track_writers();
  bool tracks_writers() const { return writers_.get() != nullptr; }
  // The tag of the instruction that last wrote the byte; 0 for a payload, never written, or
  // when writers are not tracked.
  int32_t writer_of(uint64_t address) const;

  // Marks bytes as never written (a new tensor over the bytes of a dead one).
  void forget(uint64_t address, uint64_t count);
  // Grows the memory to `size_bytes` (new bytes unwritten), keeping contents and written flags
  // without copying or touching them. When the host refuses the address space, throws sim::Error
  // "<why>: cannot back <name> with N bytes; expected ..." (`why` says who asked: a declaration).
  void grow(uint64_t size_bytes, const std::string& why = {});

  // Unchecked access for callers that check bounds and initialisation themselves (once per
  // operand rather than once per run of bytes). The range must lie inside the memory.
  void write_raw(uint64_t address, const void* bytes, uint64_t count);
  void read_raw(uint64_t address, void* bytes, uint64_t count) const;
  // Whether read_raw(address, .., count) would give `bytes`, without copying the range out (the
  // replay's expect= comparison of a buffer tens of megabytes long).
  bool equals(uint64_t address, const void* bytes, uint64_t count) const;

  // The first never-written byte in [address, address + count), if any.
  std::optional<uint64_t> first_unwritten(uint64_t address, uint64_t count) const;
  bool written(uint64_t address) const { return address < size_ && written_.get()[address] != 0; }
  void set_fill_byte(uint8_t fill) { fill_ = fill; }

  // The bytes and their written flags (1 = written) as spans, for targets whose instructions are
  // byte permutations: the same permutation applied to the flags carries "never written" along
  // with the data, so only the instruction that finally consumes a byte reports it.
  uint8_t* data() { return data_.get(); }
  const uint8_t* data() const { return data_.get(); }
  uint8_t* written_flags() { return written_.get(); }
  const uint8_t* written_flags() const { return written_.get(); }

 private:
  bool check_bounds(uint64_t address, uint64_t count, const char* access, DiagnosticSink& sink,
                    const TraceLocation& where) const;

  // Anonymous zero pages the operating system maps only when touched, so a 32 MiB SBUF or a
  // buffer declared at 4 GiB costs nothing until written (a machine is cheap to create), and
  // growing remaps the pages instead of copying them. Mappings a memory leaves are kept, zeroed,
  // for the next memory of the process (page_pool.h).
  class Pages {
   public:
    Pages() = default;
    Pages(uint64_t bytes, const std::string& owner, const std::string& why);
    Pages(Pages&& other) noexcept;
    Pages& operator=(Pages&& other) noexcept;
    Pages(const Pages&) = delete;
    Pages& operator=(const Pages&) = delete;
    ~Pages();
    void grow(uint64_t bytes, const std::string& owner, const std::string& why);
    uint8_t* get() const { return data_; }

   private:
    uint8_t* data_ = nullptr;
    uint64_t mapped_ = 0;
  };

  std::string name_;
  uint64_t size_ = 0;
  Pages data_;
  Pages written_;  // one flag per byte: simple, and fast enough for on-chip sizes
  Pages writers_;  // with track_writers(): the writer tag of each byte (int32), else unmapped
  void stamp(uint64_t address, uint64_t count, int32_t tag);
  uint8_t fill_ = 0;
};

}  // namespace sim
