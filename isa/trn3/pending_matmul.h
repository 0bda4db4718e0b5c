// A matmul whose tiles may still be running on the thread pool's workers: nc_matmul_mx starts the
// tiles and returns, and its PSUM write waits until PSUM is next read or written (State::settle),
// so that the DMA copies a kernel records after a matmul run while its multiply-adds do, as
// TensorE and the DMA queues overlap on the device. Nothing a later instruction can see changes
// meanwhile: the operands are copies, and PSUM is settled before any access to it. Only a write
// that cannot report anything is deferred (its accumulation decided, and reported, at the matmul).
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "isa/trn3/tensor.h"
#include "sim/numerics/mx_matmul.h"

namespace sim::trn3 {

struct State;

// Which elements of a matmul's PSUM destination add to the value there: per element in `mask`,
// or, when that is empty, every element (`all`) or none.
struct Accumulation {
  std::vector<uint8_t> mask;
  bool all = false;
  bool any() const { return all || !mask.empty(); }
};

// Adds the FP32 `result` (reused for the values written) into PSUM as `how` says and writes it
// (FP32 or BF16 rounded to nearest even), marking the bytes matmul-written.
void apply_matmul_result(State& state, const View& dst, const Accumulation& how, std::vector<uint32_t>& result);

struct PendingMatmul {
  // what the tiles read (A [M, K] and B [K, N] codes, their E8M0 scales) and write
  std::vector<uint8_t> a_codes, b_codes, a_scales, b_scales;
  std::vector<uint32_t> result;
  View dst;
  Accumulation accumulation;
  std::unique_ptr<numerics::MxMatmulJob> job;  // last: destroyed (its tiles waited for) first
};

}  // namespace sim::trn3
