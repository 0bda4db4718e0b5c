#include "sim/trace/arena.h"

#include <cstdlib>
#include <mutex>
#include <new>
#include <vector>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace sim::trace {

namespace {

constexpr size_t kHugePage = size_t{2} << 20;

class HugePageResource final : public std::pmr::memory_resource {
  void* do_allocate(size_t bytes, size_t alignment) override {
    const size_t size = (bytes + kHugePage - 1) / kHugePage * kHugePage;
    if (alignment <= kHugePage)
      if (void* kept = reuse(size)) return kept;
    void* p = std::aligned_alloc(alignment > kHugePage ? alignment : kHugePage, size);
    if (p == nullptr) throw std::bad_alloc();
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    madvise(p, size, MADV_HUGEPAGE);  // a hint: without THP it is an ordinary allocation
#endif
    return p;
  }
  void do_deallocate(void* p, size_t bytes, size_t) override {
    const size_t size = (bytes + kHugePage - 1) / kHugePage * kHugePage;
    const std::lock_guard<std::mutex> lock(mutex_);
    if (kept_.size() < kKeptBlocks && kept_bytes_ + size <= kKeptBytes) {
      kept_.push_back({p, size});
      kept_bytes_ += size;
      return;
    }
    std::free(p);
  }
  bool do_is_equal(const std::pmr::memory_resource& other) const noexcept override { return this == &other; }

  // A process that parses trace after trace (a sweep, a test session, a Python notebook) takes
  // the next arena's blocks from the last one's: they are mapped already, so the parse pays no
  // page faults (on a small trace the first touch of a fresh huge page costs as much as parsing).
  void* reuse(size_t size) {
    const std::lock_guard<std::mutex> lock(mutex_);
    for (size_t i = 0; i < kept_.size(); ++i) {
      // the same size (a monotonic arena asks for the same growing sequence of chunks each parse)
      if (kept_[i].size != size) continue;
      void* p = kept_[i].pointer;
      kept_bytes_ -= size;
      kept_.erase(kept_.begin() + static_cast<std::ptrdiff_t>(i));
      return p;
    }
    return nullptr;
  }

  struct Block {
    void* pointer;
    size_t size;
  };
  static constexpr size_t kKeptBlocks = 8;
  static constexpr size_t kKeptBytes = size_t{64} << 20;
  std::mutex mutex_;
  std::vector<Block> kept_;
  size_t kept_bytes_ = 0;
};

}  // namespace

std::shared_ptr<std::pmr::monotonic_buffer_resource> make_arena(size_t expected_bytes) {
  static HugePageResource upstream;
  const size_t initial = expected_bytes < (size_t{64} << 10) ? (size_t{64} << 10) : expected_bytes;
  return std::make_shared<std::pmr::monotonic_buffer_resource>(initial, &upstream);
}

}  // namespace sim::trace
