#include "sim/numerics/panel_pool.h"

#include <algorithm>
#include <cstdlib>
#include <mutex>
#include <new>
#include <utility>
#include <vector>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace sim::numerics {
namespace {

struct Pool {
  std::mutex mutex;
  std::vector<std::pair<double*, size_t>> free;  // (buffer, capacity in doubles)
  size_t bytes = 0;
};

// Buffers are whole 2 MiB pages, aligned to them, and Linux is asked to back the large ones
// (kHugePagesFrom and up) with huge pages where transparent huge pages are on "madvise" (a common
// default): a kernel call reads a few kilobytes of each of two panels tens of megabytes apart, and
// with 4 KiB pages every such read began with a translation miss. Smaller panels fit the
// second-level TLB's reach as they are, and a fresh huge page can cost a compaction: with the
// packed-operand cache holding some 40 tiles of 2 MiB, each advised, a Trainium3 GEMM's first
// replay took twice as long (800 against 400 ms). Elsewhere, or where the advice is refused, the
// buffer works the same.
constexpr size_t kHugePage = size_t{2} << 20;
constexpr size_t kHugePagesFrom = size_t{8} << 20;

// What a fresh buffer for `doubles` holds, in bytes: whole 2 MiB pages.
size_t fresh_bytes(size_t doubles) {
  return (std::max<size_t>(doubles, 1) * sizeof(double) + kHugePage - 1) / kHugePage * kHugePage;
}

double* allocate(size_t doubles, size_t& capacity) {
  const size_t bytes = fresh_bytes(doubles);
  void* memory = std::aligned_alloc(kHugePage, bytes);
  if (memory == nullptr) throw std::bad_alloc();
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  if (bytes >= kHugePagesFrom) madvise(memory, bytes, MADV_HUGEPAGE);
#endif
  capacity = bytes / sizeof(double);
  return static_cast<double*>(memory);
}

Pool& pool() {
  static Pool* instance = new Pool;  // never destroyed: a product may run during static destruction
  return *instance;
}

}  // namespace

PanelBuffer::PanelBuffer(size_t doubles) {
  Pool& p = pool();
  {
    std::lock_guard<std::mutex> lock(p.mutex);
    // the smallest kept buffer that is large enough and less than twice what a fresh one would
    // hold: a small panel kept a while (packed_operands.h) must not pin a product's large buffer
    const size_t limit = 2 * fresh_bytes(doubles) / sizeof(double);
    auto best = p.free.end();
    for (auto it = p.free.begin(); it != p.free.end(); ++it)
      if (it->second >= doubles && it->second < limit && (best == p.free.end() || it->second < best->second)) best = it;
    if (best != p.free.end()) {
      data_ = best->first;
      capacity_ = best->second;
      p.bytes -= capacity_ * sizeof(double);
      p.free.erase(best);
      return;
    }
  }
  data_ = allocate(doubles, capacity_);
}

PanelBuffer::~PanelBuffer() {
  Pool& p = pool();
  const size_t bytes = capacity_ * sizeof(double);
  std::vector<double*> dropped;
  {
    std::lock_guard<std::mutex> lock(p.mutex);
    if (bytes <= kPanelPoolBytes) {
      p.free.emplace_back(data_, capacity_);
      p.bytes += bytes;
      data_ = nullptr;
      // over the limit: drop the smallest kept buffers first (the large ones are the costly ones)
      std::sort(p.free.begin(), p.free.end(), [](const auto& x, const auto& y) { return x.second > y.second; });
      while (p.bytes > kPanelPoolBytes) {
        dropped.push_back(p.free.back().first);
        p.bytes -= p.free.back().second * sizeof(double);
        p.free.pop_back();
      }
    }
  }
  std::free(data_);
  for (double* buffer : dropped) std::free(buffer);
}

size_t panel_pool_bytes() {
  Pool& p = pool();
  std::lock_guard<std::mutex> lock(p.mutex);
  return p.bytes;
}

}  // namespace sim::numerics
