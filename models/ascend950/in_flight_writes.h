// In hardware mode a write lands when its instruction ends: the functional step runs at its start
// (its reads see memory as it is then), its written bytes are set aside, and they reach memory at
// its end. A read no synchronisation orders after the write (a race) then sees the bytes from
// before the write when it starts while the writer is still running, as silicon plausibly would;
// a synchronised read starts after the writer ends and sees the new bytes.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <vector>

#include "isa/ascend950/footprint.h"
#include "models/ascend950/machine.h"

namespace sim::ascend950 {

class InFlightWrites {
 public:
  explicit InFlightWrites(Machine& machine) : machine_(machine) {}

  // The bytes (then their written flags) of one written range, fixed when the step starts: a
  // memory only grows (GM, as buffers are declared), so the range stays valid.
  struct Range {
    Space space;
    int core = 0;
    int64_t from = 0, to = 0;
    std::vector<uint8_t> bytes;
  };

  // Memory over `writes` as it is now (before the step).
  std::vector<Range> snapshot(const std::vector<Access>& writes) const {
    std::vector<Range> out;
    for (const Access& a : writes) {
      const Memory& m = machine_.state().memory(a.space, a.core);
      const auto size = static_cast<int64_t>(m.size_bytes());
      const int64_t from = std::clamp<int64_t>(a.begin, 0, size), to = std::clamp<int64_t>(a.end, from, size);
      out.push_back(Range{a.space, a.core, from, to, read(a.space, a.core, from, to)});
    }
    return out;
  }

  // After the step: puts `before` back and holds what the step wrote until `end`.
  void defer(std::vector<Range> before, double end) {
    Pending pending{end, {}};
    for (Range& old : before) {
      Range now{old.space, old.core, old.from, old.to, read(old.space, old.core, old.from, old.to)};
      if (now.bytes == old.bytes) continue;
      write(old);
      pending.writes.push_back({std::move(old), std::move(now)});
    }
    if (!pending.writes.empty()) pending_.push_back(std::move(pending));
  }

  // Lands every write whose step ended by `now` (in the order they ended).
  void land_until(double now) {
    std::stable_sort(pending_.begin(), pending_.end(),
                     [](const Pending& x, const Pending& y) { return x.end < y.end; });
    size_t landed = 0;
    for (; landed < pending_.size() && pending_[landed].end <= now; ++landed)
      for (const Write& w : pending_[landed].writes) land(w);
    pending_.erase(pending_.begin(), pending_.begin() + static_cast<std::ptrdiff_t>(landed));
  }

 private:
  struct Write {
    Range before, after;
  };
  struct Pending {
    double end;
    std::vector<Write> writes;
  };

  std::vector<uint8_t> read(Space space, int core, int64_t from, int64_t to) const {
    const Memory& m = machine_.state().memory(space, core);
    const auto n = static_cast<size_t>(to - from);
    std::vector<uint8_t> bytes(2 * n);
    std::copy(m.data() + from, m.data() + to, bytes.begin());
    std::copy(m.written_flags() + from, m.written_flags() + to, bytes.begin() + static_cast<std::ptrdiff_t>(n));
    return bytes;
  }
  void write(const Range& r) {
    Memory& m = machine_.state().memory(r.space, r.core);
    const auto n = static_cast<std::ptrdiff_t>(r.to - r.from);
    std::copy(r.bytes.begin(), r.bytes.begin() + n, m.data() + r.from);
    std::copy(r.bytes.begin() + n, r.bytes.end(), m.written_flags() + r.from);
  }
  // only the bytes the step changed: others may have been written meanwhile (a race of writes)
  void land(const Write& w) {
    Memory& m = machine_.state().memory(w.after.space, w.after.core);
    const auto n = static_cast<size_t>(w.after.to - w.after.from);
    const auto from = static_cast<size_t>(w.after.from);
    merge_changed(m.data() + from, w.before.bytes.data(), w.after.bytes.data(), n);
    merge_changed(m.written_flags() + from, w.before.bytes.data() + n, w.after.bytes.data() + n, n);
  }
  // dst[i] = after[i] where after[i] != before[i], eight bytes at a time (a byte mask from the
  // words' difference), the tail byte by byte
  static void merge_changed(uint8_t* dst, const uint8_t* before, const uint8_t* after, size_t n) {
    constexpr uint64_t kLow7 = 0x7F7F7F7F7F7F7F7Full, kHigh = 0x8080808080808080ull;
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
      uint64_t b, a, d;
      std::memcpy(&b, before + i, 8);
      std::memcpy(&a, after + i, 8);
      const uint64_t x = a ^ b;
      if (x == 0) continue;
      // 0x80 in each byte of x that is not zero, then 0xFF
      const uint64_t changed = (((x & kLow7) + kLow7) | x) & kHigh;
      const uint64_t mask = (changed >> 7) * 0xFF;
      std::memcpy(&d, dst + i, 8);
      d = (d & ~mask) | (a & mask);
      std::memcpy(dst + i, &d, 8);
    }
    for (; i < n; ++i)
      if (after[i] != before[i]) dst[i] = after[i];
  }

  Machine& machine_;
  std::vector<Pending> pending_;
};

}  // namespace sim::ascend950
