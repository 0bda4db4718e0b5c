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

// Every block (a whole number of huge pages) is above glibc's mmap threshold, so malloc would map
// it afresh on each allocation and each parse would fault in and zero its memory again (for the
// 2048^3 GEMM trace, 4 MB: a tenth of a time-only replay); released blocks are kept for the next
// arena that asks for the same size instead.
constexpr size_t kKeptBlockMin = kHugePage;
constexpr size_t kKeptBytesMax = size_t{1} << 30;

class HugePageResource final : public std::pmr::memory_resource {
 public:
  HugePageResource() { kept_.reserve(kKeptBytesMax / kKeptBlockMin); }  // deallocation never allocates

 private:
  void* do_allocate(size_t bytes, size_t alignment) override {
    const size_t size = (bytes + kHugePage - 1) / kHugePage * kHugePage;
    if (size >= kKeptBlockMin && alignment <= kHugePage) {
      const std::lock_guard<std::mutex> lock(mutex_);
      // the same size: a parse of the same (or a same-sized) trace asks for the same chunks
      for (auto it = kept_.begin(); it != kept_.end(); ++it)
        if (it->size == size) {
          void* p = it->pointer;
          kept_bytes_ -= size;
          kept_.erase(it);
          return p;
        }
    }
    void* p = std::aligned_alloc(alignment > kHugePage ? alignment : kHugePage, size);
    if (p == nullptr) throw std::bad_alloc();
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    madvise(p, size, MADV_HUGEPAGE);  // a hint: without THP it is an ordinary allocation
#endif
    return p;
  }
  void do_deallocate(void* p, size_t bytes, size_t) override {
    const size_t size = (bytes + kHugePage - 1) / kHugePage * kHugePage;
    if (size >= kKeptBlockMin && size <= kKeptBytesMax) {
      const std::lock_guard<std::mutex> lock(mutex_);
      // the newest stay: a process moving on to other traces lets the oldest go
      while (!kept_.empty() && kept_bytes_ + size > kKeptBytesMax) {
        std::free(kept_.front().pointer);
        kept_bytes_ -= kept_.front().size;
        kept_.erase(kept_.begin());
      }
      kept_.push_back({p, size});
      kept_bytes_ += size;
      return;
    }
    std::free(p);
  }
  bool do_is_equal(const std::pmr::memory_resource& other) const noexcept override { return this == &other; }

  struct Block {
    void* pointer;
    size_t size;
  };
  std::mutex mutex_;
  std::vector<Block> kept_;
  size_t kept_bytes_ = 0;
};

}  // namespace

std::shared_ptr<std::pmr::monotonic_buffer_resource> make_arena(size_t expected_bytes) {
  // never destroyed: arenas released during static destruction still find it (and its kept blocks
  // are not reported as leaks of a destroyed object)
  static HugePageResource* const upstream = new HugePageResource;
  const size_t initial = expected_bytes < (size_t{64} << 10) ? (size_t{64} << 10) : expected_bytes;
  return std::make_shared<std::pmr::monotonic_buffer_resource>(initial, upstream);
}

}  // namespace sim::trace
