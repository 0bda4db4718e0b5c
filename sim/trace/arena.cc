#include "sim/trace/arena.h"

#include <cstdlib>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace sim::trace {

namespace {

constexpr size_t kHugePage = size_t{2} << 20;

class HugePageResource final : public std::pmr::memory_resource {
  void* do_allocate(size_t bytes, size_t alignment) override {
    const size_t size = (bytes + kHugePage - 1) / kHugePage * kHugePage;
    void* p = std::aligned_alloc(alignment > kHugePage ? alignment : kHugePage, size);
    if (p == nullptr) throw std::bad_alloc();
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    madvise(p, size, MADV_HUGEPAGE);  // a hint: without THP it is an ordinary allocation
#endif
    return p;
  }
  void do_deallocate(void* p, size_t, size_t) override { std::free(p); }
  bool do_is_equal(const std::pmr::memory_resource& other) const noexcept override { return this == &other; }
};

}  // namespace

std::shared_ptr<std::pmr::monotonic_buffer_resource> make_arena(size_t expected_bytes) {
  static HugePageResource upstream;
  const size_t initial = expected_bytes < (size_t{64} << 10) ? (size_t{64} << 10) : expected_bytes;
  return std::make_shared<std::pmr::monotonic_buffer_resource>(initial, &upstream);
}

}  // namespace sim::trace
