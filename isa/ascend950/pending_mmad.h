// A mad_mx whose tiles may still be running on the thread pool's workers: mad_mx checks, gathers
// and packs its operands, starts the tiles and returns, and its L0C write waits until L0C is next
// read or written (State::memory settles it), so that the MTE moves a kernel records after a
// mad_mx (the next K step's ND2NZ and L1 -> L0 loads) run while its multiply-adds do, as the Cube
// and the MTEs overlap on the device. Nothing a later instruction can see changes meanwhile: the
// operands are copies, every check and report happened at the mad_mx, and the written flags are
// set there.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "isa/ascend950/layout.h"
#include "sim/numerics/mx_matmul.h"

namespace sim::ascend950 {

struct PendingMmad {
  // what the tiles read (A [m, k] and B [k, n] codes, their E8M0 scales, the accumulator input) and write
  std::vector<uint8_t> a_codes, b_codes, a_scales, b_scales;
  std::vector<uint32_t> acc, d;
  // where D lands: L0C's bytes (on-chip memories never move or grow) at the C tile, in the L0C
  // layout [m, n] with `c_rows` padded rows
  uint8_t* c_base = nullptr;
  int64_t m = 0, n = 0, c_rows = 0;
  std::unique_ptr<numerics::MxMatmulJob> job;  // last: destroyed (its tiles waited for) first

  // Waits for the tiles and writes D: row i's values of 16-column chunk q at ((q * c_rows + i) * 16),
  // little-endian FP32 words.
  void land() {
    job->finish();
    job.reset();
    for (int64_t i = 0; i < m; ++i)
      for (int64_t q = 0; q * 16 < n; ++q)
        copy_l0c_chunk(c_base + (q * c_rows + i) * 64, &d[static_cast<size_t>(i * n + q * 16)], n - q * 16);
  }
};

}  // namespace sim::ascend950
