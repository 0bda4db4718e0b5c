#include "sim/core/page_pool.h"

#include <cstring>
#include <mutex>
#include <utility>
#include <vector>

#include <pthread.h>
#include <sys/mman.h>
#include <unistd.h>

#include "sim/core/side_by_side.h"

namespace sim {
namespace {

// Mappings from this size on are zeroed in two halves at once.
constexpr uint64_t kSplitZeroBytes = uint64_t{4} << 20;

struct Pool {
  std::mutex mutex;
  std::vector<std::pair<uint8_t*, uint64_t>> kept;  // (mapping, bytes)
  uint64_t bytes = 0;                               // kept, plus reserved
  uint64_t reserved = 0;                            // mappings being zeroed (outside the lock) before they are kept
};

Pool& pool() {
  static Pool* instance = [] {
    // A fork while another thread holds the lock would leave it held in the child, and a
    // reservation made by a thread the child does not have would never be returned.
    pthread_atfork([] { pool().mutex.lock(); }, [] { pool().mutex.unlock(); },
                   [] {
                     Pool& p = pool();
                     p.bytes -= p.reserved;
                     p.reserved = 0;
                     p.mutex.unlock();
                   });
    return new Pool;  // never destroyed: memories may be released during static destruction
  }();
  return *instance;
}

// The kept mapping of `bytes` or more that `fits` accepts, smallest first, taken out of the pool.
template <typename Fits>
uint8_t* take(uint64_t bytes, uint64_t& mapped, Fits fits) {
  Pool& p = pool();
  std::lock_guard<std::mutex> lock(p.mutex);
  auto best = p.kept.end();
  for (auto it = p.kept.begin(); it != p.kept.end(); ++it)
    if (it->second >= bytes && fits(it->second) && (best == p.kept.end() || it->second < best->second)) best = it;
  if (best == p.kept.end()) return nullptr;
  uint8_t* data = best->first;
  mapped = best->second;
  p.bytes -= mapped;
  p.kept.erase(best);
  return data;
}

// Whether a page holds only zeros; stops at the first other byte (a written page's first bytes
// usually are not zero).
bool all_zero(const uint8_t* page, uint64_t bytes) {
  for (uint64_t i = 0; i < bytes; i += 64) {
    uint64_t words[8];
    std::memcpy(words, page + i, sizeof(words));
    uint64_t any = 0;
    for (uint64_t w : words) any |= w;
    if (any != 0) return false;
  }
  return true;
}

// Makes a mapping read as zeros again without giving its pages up: the resident pages (those a
// memory touched) are cleared where they hold anything (a page only ever read is the kernel's
// shared zero page, and writing it would allocate one); the others are discarded, so that a page
// the host swapped out comes back as a zero page. False when the host refuses either step (the
// caller unmaps).
bool zero(uint8_t* data, uint64_t bytes) {
  const uint64_t page = host_page_bytes();
  if (bytes % page != 0) return false;  // mappings are whole host pages (memory.cc); else not kept
  const uint64_t pages = bytes / page;
  std::vector<unsigned char> resident(pages);
  if (::mincore(data, bytes, resident.data()) != 0) return false;
  // pages [first, last): resident ones cleared, runs of the others discarded
  auto clear = [&](uint64_t first, uint64_t last) {
    bool discarded = true;
    uint64_t i = first;
    while (i < last) {
      const bool in_memory = (resident[i] & 1) != 0;
      uint64_t j = i + 1;
      while (j < last && ((resident[j] & 1) != 0) == in_memory) ++j;
      if (in_memory) {
        for (uint64_t k = i; k < j; ++k)
          if (!all_zero(data + k * page, page)) std::memset(data + k * page, 0, page);
      } else if (::madvise(data + i * page, (j - i) * page, MADV_DONTNEED) != 0) {
        discarded = false;
      }
      i = j;
    }
    return discarded;
  };
  // a large mapping (a replay's HBM: tens of megabytes written) in two halves at once
  return in_halves(pages, kSplitZeroBytes / page, clear);
}

}  // namespace

uint64_t host_page_bytes() {
  static const uint64_t page = [] {
    const long size = ::sysconf(_SC_PAGESIZE);
    return size > 0 ? static_cast<uint64_t>(size) : uint64_t{4096};
  }();
  return page;
}

uint8_t* take_zero_pages(uint64_t bytes, uint64_t& mapped) {
  // no more than about twice the size: a small memory must not hold a large machine's mapping
  if (uint8_t* kept = take(bytes, mapped, [&](uint64_t size) { return size <= 2 * bytes + (uint64_t{1} << 20); }))
    return kept;
  // MAP_NORESERVE: the pages are committed one at a time as they are written, not up front
  void* fresh = ::mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (fresh == MAP_FAILED) return nullptr;
  mapped = bytes;
  return static_cast<uint8_t*>(fresh);
}

uint8_t* take_kept_pages(uint64_t bytes, uint64_t& mapped) {
  // a memory growing a little must not take a large machine's mapping
  return take(bytes, mapped, [&](uint64_t size) { return size <= 8 * bytes + (uint64_t{1} << 20); });
}

void give_back_pages(uint8_t* data, uint64_t mapped) noexcept {
  if (data == nullptr) return;
  Pool& p = pool();
  bool room = false;
  if (mapped <= kKeptMappingBytes) {
    std::lock_guard<std::mutex> lock(p.mutex);
    room = p.bytes + mapped <= kPagePoolBytes;
    if (room) {  // reserved while it is zeroed, outside the lock
      p.bytes += mapped;
      p.reserved += mapped;
    }
  }
  if (!room) {
    ::munmap(data, mapped);
    return;
  }
  bool zeroed = false;
  try {
    zeroed = zero(data, mapped);
  } catch (...) {  // no memory for the residency map, or no helper thread: unmapped instead
  }
  std::lock_guard<std::mutex> lock(p.mutex);
  p.reserved -= mapped;
  if (zeroed) {
    try {
      p.kept.emplace_back(data, mapped);
      return;
    } catch (...) {  // no memory to list it: unmapped below
    }
  }
  p.bytes -= mapped;
  ::munmap(data, mapped);
}

uint64_t kept_page_bytes() {
  Pool& p = pool();
  std::lock_guard<std::mutex> lock(p.mutex);
  return p.bytes;
}

}  // namespace sim
