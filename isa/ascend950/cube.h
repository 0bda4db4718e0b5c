// Ascend 950 Cube semantics on buffer bytes (no machine): MmadMx (L0A x L0B with E8M0 scales from
// L0A_MX / L0B_MX at the data address >> 4, into FP32 L0C) and the FIXPIPE L0C -> GM move with
// NZ -> ND conversion and FP32 / BF16 / FP16 output (fact sheet §3.4-3.5).
#pragma once

#include "isa/ascend950/checks.h"

#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "isa/ascend950/pending_mmad.h"
#include "sim/numerics/dot.h"
#include "sim/numerics/format.h"

namespace sim::ascend950 {

using numerics::Format;

// MmadParams: m, n, k in [0, 4095]; init = cmatrixInitVal (1: C = A B), from_bias = cmatrixSource
// (with init 0: C = bias row + A B, else C += A B).
struct MmadMxParams {
  int64_t m = 0, n = 0, k = 0;
  bool init = true;
  bool from_bias = false;
  bool disable_gemv = true;  // m = 1 with GEMV on reads L0A as ND: not modelled (an error)
};

// Where the operands are: byte offsets into their buffers. Scales are not operands: the Cube reads
// A's at a_offset >> 4 in L0A_MX and B's at b_offset >> 4 in L0B_MX (asc-devkit MmadMx, "the
// scale address is 1/16 of the data address"), wherever the program put them.
struct MmadMxOperands {
  std::span<uint8_t> l0c;
  int64_t c_offset = 0;
  std::span<const uint8_t> l0a, l0b, l0a_mx, l0b_mx;
  int64_t a_offset = 0, b_offset = 0;
  Format a_format = Format::E4M3, b_format = Format::E4M3;
  std::span<const float> bias;                  // [n], only for from_bias
  const numerics::DotConfig* config = nullptr;  // the accumulation model; nullptr: ascend950_mmad_mx
};

// A is NZ [m, k] (rows padded to 16, K to C0), B is ZN [k, n], scale A ZZ [m, G] and scale B NN
// [G, n] with G = 2 ceil(k / 64), C is the L0C layout [m, n] (rows padded to 16). Numerics: preset
// ascend950_mmad_mx; accumulation continues from C (or the bias row) as the running sum
// (assumption: the order and width are undocumented). Returns a Fault for ranges and
// accesses outside the buffers. A zero m, n or k is a NOP. With `deferred`, a product that passes
// every check leaves its tiles running in *deferred and L0C as it was: its D lands at
// (*deferred)->land(), which the caller calls before L0C is next read or written. A landed
// product in *deferred on entry lends its buffers (a product whose buffers are no larger then
// allocates and zero-fills nothing); on every other return *deferred is empty.
Fault mmad_mx(const MmadMxOperands& operands, const MmadMxParams& params,
              std::unique_ptr<PendingMmad>* deferred = nullptr);

// FIXPIPE L0C -> GM with nz2nd: C [m, n] (L0C layout, src_stride = padded rows) to row-major GM with
// dst_stride elements per row, converted from FP32 to `output` (FP32, BF16 or FP16; F322BF16 and
// F322F16 round to nearest even, "RINT"). With NZ2ND any nSize in 1..4095 is allowed (CCE intrinsic
// Fixpipe: the multiple-of-16 / -8 rules belong to the non-NZ2ND moves).
//
// The pre-stage (fact sheet §3.5, quantPre / reluPre): with `scale_bits` (QF322*_PRE, deqScalar) each
// value is multiplied by the FP32 scale truncated to sign-8-10 bits (the low 13 mantissa bits
// zeroed); with `relu` a negative product becomes +0 (NaN passes). The exact result is then rounded
// once into the output: FP32 / FP16 / FP8 E4M3 to nearest even without saturation (E4M3 overflows
// to NaN: CTRL[48] off, as the unscaled casts), INT8 / UINT8 to the nearest integer, ties to even,
// saturated to the type's range, NaN to 0 (assumption: the sources do not pin the integer rounding;
// pypto's own MX test expects round-half-even then saturation). With `atomic_add` the converted
// value is added to what GM holds, rounded once in the output's format (integers saturate;
// assumption: the atomic unit's rounding is undocumented).
enum class FixpipeInteger : uint8_t { None, Int8, Uint8 };
struct FixpipeParams {
  int64_t m = 0, n = 0;
  int64_t src_stride = 0;  // ceil(m / 16) * 16
  int64_t dst_stride = 0;  // elements
  Format output = Format::FP32;
  FixpipeInteger integer = FixpipeInteger::None;  // an 8-bit integer output (QF322B8_PRE) instead of `output`
  bool scaled = false;                            // QF322*_PRE: multiply by the scale in scale_bits
  uint32_t scale_bits = 0;                        // FP32 bits of the scale (deqScalar[31:0])
  std::vector<uint32_t> column_scale_bits{};      // VQF322*_PRE: one scale per column (else empty)
  bool relu = false;
  bool atomic_add = false;
};
Fault fixpipe_nz2nd(std::span<uint8_t> gm, int64_t gm_offset, std::span<const uint8_t> l0c, int64_t c_offset,
                    const FixpipeParams& params);

}  // namespace sim::ascend950
