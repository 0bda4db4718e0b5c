// MX matrix multiplication D = C + A * B with per-32-element E8M0 block scales, computed by the
// accumulation model a preset names. A is [M, K] element codes with scales [M, K/32]; B is
// [K, N] codes with scales [K/32, N]; C and D are [M, N].
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "sim/numerics/dot.h"
#include "sim/numerics/format.h"
#include "sim/numerics/tile_kernels.h"

namespace sim::numerics {

struct MxMatrix {
  Format element = Format::E4M3;
  const uint8_t* codes = nullptr;   // one code per byte, row-major
  const uint8_t* scales = nullptr;  // E8M0 bytes, row-major
};

inline constexpr size_t kMxBlock = 32;

// `c_fp32` (FP32 bits, [M, N]) may be null for C = 0. `d` receives FP32 bits (uint32) or, for
// output BF16, BF16 bits (uint16) rounded to nearest even from the preset's FP32 result.
// Results are identical for any thread count.
void mx_matmul(const DotConfig& config, const MxMatrix& a, const MxMatrix& b, size_t m, size_t n, size_t k,
               const uint32_t* c_fp32, Format output, void* d);

// mx_matmul in steps, for a caller with other work to do while the tiles run: the constructor
// checks the operands (throwing as mx_matmul does) and, for the models with binary64 kernels (the
// exact block model, Ascend's, and Trainium3's grouped ones), packs them; start() hands the tiles
// to the thread pool's workers (parallel.h: ParallelBatch); finish() joins them and completes D.
// Until finish() (or the destructor, which waits for the tiles), A, B and C must stay as they are,
// and D is not to be read. The other models compute D in the constructor. The same bits as
// mx_matmul.
class MxMatmulJob {
 public:
  MxMatmulJob(const DotConfig& config, const MxMatrix& a, const MxMatrix& b, size_t m, size_t n, size_t k,
              const uint32_t* c_fp32, Format output, void* d);
  MxMatmulJob(const MxMatmulJob&) = delete;
  MxMatmulJob& operator=(const MxMatmulJob&) = delete;
  ~MxMatmulJob();
  void start();
  void finish();

 private:
  struct Exact;
  struct Grouped;
  void write_output();
  size_t m_, n_;
  Format output_;
  void* d_;
  std::vector<uint32_t> scratch_;
  uint32_t* result_ = nullptr;
  std::unique_ptr<Exact> exact_;
  std::unique_ptr<Grouped> grouped_;
};

// The rounding mode the exact preset's kernel uses for D = C + A * B (C as FP32 values, [M, N]):
// the cheapest one a bound over the scales, the formats and C proves exact (tile_kernels.h).
ExactRounding exact_rounding_for(const MxMatrix& a, const MxMatrix& b, size_t m, size_t n, size_t k, const float* c);

// Whether the exact preset's double-precision fast path holds every block sum exactly for this
// pair of element formats (32 * max|a| * max|b| / (quantum_a * quantum_b) <= 2^53).
bool exact_fast_path_applies(Format element_a, Format element_b);

}  // namespace sim::numerics
