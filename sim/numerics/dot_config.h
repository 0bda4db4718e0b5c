// The data that describes how a matrix unit computes d = c + sum(scale_a * scale_b * a_i * b_i):
// a generalised block-FMA model (Fasi, Higham, Mikaitis, Pranesh, PeerJ CS 7:e330; Khattak &
// Mikaitis, arXiv 2512.07004; Xie et al., arXiv 2511.10909), as named fields read by one engine.
#pragma once

#include <cstdint>
#include <string_view>

#include "sim/numerics/format.h"
#include "sim/numerics/policy.h"

namespace sim::numerics {

// How a term is cut when it is aligned to the group's largest exponent.
enum class AlignRounding : uint8_t {
  TowardZero,  // sign-magnitude truncation (NVIDIA tensor cores)
  Down,        // floor of the two's-complement value (AMD CDNA3 "RD")
};

// Where the accumulator input c (and, across groups, the running sum) joins.
enum class AccumulatorJoin : uint8_t {
  Fused,          // c is one more term of the group, aligned and cut like the products
  AfterProducts,  // the group's product sum is formed first, then added to c (CDNA3)
  AddedLast,      // the group's products are summed (in passes, see Grouping) from zero, rounded,
                  // and then added to c with one rounding (NVIDIA FP8 through the HMMA path)
};

// Where the accumulator input c enters the dot product as a whole.
enum class CEntry : uint8_t {
  RunningSum,     // c is the running sum the first group joins (as AccumulatorJoin says)
  AddedToResult,  // the dot product is formed from +0 (groups, joins and roundings as the other fields
                  // say), then c is added to that result with one rounding (final_rounding): a matrix
                  // unit that accumulates into the memory holding c, such as Trainium's PSUM, where a
                  // kernel writes c before nc_matmul_mx accumulates into it
};

// Which products form a fused group.
enum class Grouping : uint8_t {
  Contiguous,  // products k .. k + group_terms - 1
  EvenOdd,     // even- and odd-indexed products of a group fused separately, then combined (CDNA3 FP8)
  Mod4Halves,  // two passes: products with k mod 4 in {0,1} fused and rounded, then those with k mod 4
               // in {2,3} fused together with that result and rounded (Khattak & Mikaitis' interleaved
               // pattern for FP8 on H100/B200; fitted to their silicon records)
};

// Where E8M0 block scales enter.
enum class ScaleEntry : uint8_t {
  ProductExponent,  // 2^(sa + sb) joins each product's exponent (Blackwell mxf8f6f4)
  PartialSum,       // each partial_terms-product partial is formed exactly, then scaled and fused (mxf4)
};

enum class SubnormalInputs : uint8_t { Keep, FlushToZero };

// The NaN a dot product returns: all-ones payload (NVIDIA tensor cores: 0x7FFFFFFF, 0x7FFF) or
// the canonical quiet NaN (0x7FC00000).
enum class NanResult : uint8_t { AllOnes, CanonicalQuiet };

// What a result beyond the output's largest finite magnitude becomes. IEEE 754 (§7.4) makes it
// depend on the rounding: toward zero it is +-max finite. NVIDIA's tensor cores return +-Inf even
// when they round toward zero (measured: H200 mma.sync and wgmma BF16 -> FP32, 483 of 1,583 probes,
// tests/data/silicon_dot_h200).
enum class OverflowResult : uint8_t {
  ByRounding,  // as the rounding direction gives it (IEEE 754)
  Infinity,    // +-Inf whatever the rounding direction
};

enum class Confidence : uint8_t { MeasuredOnSilicon, PublishedModel, Assumption };

// fraction_bits value meaning "keep every bit": one rounding of the exact sum.
inline constexpr int kExactAlignment = 100000;

struct DotConfig {
  int group_terms = 0;                  // products fused per group; 0 = the whole vector in one group
  int fraction_bits = kExactAlignment;  // bits kept below the group's largest (nominal) exponent
  AlignRounding align = AlignRounding::TowardZero;
  AccumulatorJoin join = AccumulatorJoin::Fused;
  Grouping grouping = Grouping::Contiguous;
  ScaleEntry scales = ScaleEntry::ProductExponent;
  int partial_terms = 16;  // ScaleEntry::PartialSum only
  // AccumulatorJoin::AfterProducts: fraction bits kept of the product sum and of c, below the
  // larger of their exponents, before the final rounding (CDNA3: 31 and 24, floor).
  int sum_fraction_bits = 31;
  int c_fraction_bits = 24;
  SubnormalInputs subnormal_inputs = SubnormalInputs::Keep;
  // The running sum between groups and the result: format, stored fraction bits (13 gives
  // Hopper FP8's e8m13 inside FP32) and rounding.
  Format output = Format::FP32;
  int output_fraction_bits = 23;
  RoundingMode output_rounding = RoundingMode::NearestEven;
  // AccumulatorJoin::AddedLast: rounding of the final (group result + c) sum; CEntry::AddedToResult:
  // rounding of (result + c).
  RoundingMode final_rounding = RoundingMode::NearestEven;
  NanResult nan = NanResult::CanonicalQuiet;
  // Rounding when the caller asks for an FP16/BF16 result instead (NVIDIA f16 accumulators
  // round to nearest even; MMA-Sim nv_fused_dot_add).
  RoundingMode narrow_output_rounding = RoundingMode::NearestEven;
  // Every rounding of the running sum and of the result (fused_dot's output roundings).
  OverflowResult overflow = OverflowResult::ByRounding;
  // Where c enters: the running sum (every preset) or added to the finished result.
  CEntry c_entry = CEntry::RunningSum;
};

}  // namespace sim::numerics
