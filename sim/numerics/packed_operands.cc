#include "sim/numerics/packed_operands.h"

#include <cstring>
#include <list>
#include <mutex>
#include <utility>
#include <vector>

namespace sim::numerics {
namespace {

struct Entry {
  PackedOperandKey key;
  std::vector<uint8_t> codes, scales;  // what the panel was packed from
  std::shared_ptr<PanelBuffer> panel;
  size_t doubles = 0;
  // what it holds: the panel's whole buffer (2 MiB at least, maybe a larger one from the pool)
  size_t bytes() const { return codes.size() + scales.size() + panel->capacity_bytes(); }
};

struct Cache {
  std::mutex mutex;
  std::list<Entry> entries;  // most recently used first
  size_t bytes = 0, budget = kPackedOperandCacheBytes, hits = 0, misses = 0;

  void trim() {
    while (bytes > budget && !entries.empty()) {
      bytes -= entries.back().bytes();
      entries.pop_back();
    }
  }
};

Cache& cache() {
  static Cache* instance = new Cache;  // never destroyed: a product may run during static destruction
  return *instance;
}

bool same_key(const PackedOperandKey& x, const PackedOperandKey& y) {
  return x.side == y.side && x.element == y.element && x.isa == y.isa && x.extent == y.extent && x.k == y.k &&
         x.width == y.width;
}

}  // namespace

std::shared_ptr<PanelBuffer> packed_operand(const PackedOperandKey& key, const uint8_t* codes, const uint8_t* scales,
                                            size_t doubles, const std::function<void(double*)>& pack) {
  const size_t code_bytes = key.extent * key.k, scale_bytes = code_bytes / 32;
  auto packed_now = [&] {
    auto panel = std::make_shared<PanelBuffer>(doubles);
    pack(panel->data());
    return panel;
  };
  if (code_bytes == 0) return packed_now();  // nothing to compare or keep
  Cache& c = cache();
  {
    std::lock_guard<std::mutex> lock(c.mutex);
    // Most candidates differ in their first bytes, so a miss costs little; a hit compares every
    // byte, which is what makes the panel's bits certain.
    for (auto it = c.entries.begin(); it != c.entries.end(); ++it)
      if (same_key(it->key, key) && it->doubles == doubles && std::memcmp(it->codes.data(), codes, code_bytes) == 0 &&
          std::memcmp(it->scales.data(), scales, scale_bytes) == 0) {
        c.entries.splice(c.entries.begin(), c.entries, it);
        ++c.hits;
        return c.entries.front().panel;
      }
    ++c.misses;
  }
  std::shared_ptr<PanelBuffer> panel = packed_now();
  std::lock_guard<std::mutex> lock(c.mutex);
  if (c.budget == 0 || code_bytes + scale_bytes + panel->capacity_bytes() > c.budget / 4) return panel;
  Entry entry{key, std::vector<uint8_t>(codes, codes + code_bytes), std::vector<uint8_t>(scales, scales + scale_bytes),
              panel, doubles};
  c.bytes += entry.bytes();
  c.entries.push_front(std::move(entry));
  c.trim();
  return panel;
}

void set_packed_operand_cache_bytes(size_t bytes) {
  Cache& c = cache();
  std::lock_guard<std::mutex> lock(c.mutex);
  c.budget = bytes;
  c.trim();
}

size_t packed_operand_cache_bytes() {
  Cache& c = cache();
  std::lock_guard<std::mutex> lock(c.mutex);
  return c.budget;
}

PackedOperandCacheStats packed_operand_cache_stats() {
  Cache& c = cache();
  std::lock_guard<std::mutex> lock(c.mutex);
  return {c.entries.size(), c.bytes, c.hits, c.misses};
}

}  // namespace sim::numerics
