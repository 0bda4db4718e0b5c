#include "sim/numerics/mx_matmul.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <limits>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <vector>

#include "sim/numerics/compact_dot.h"
#include "sim/numerics/convert.h"
#include "sim/numerics/decode.h"
#include "sim/numerics/lane_dot.h"
#include "sim/numerics/packed_operands.h"
#include "sim/numerics/panel_pool.h"
#include "sim/numerics/parallel.h"
#include "sim/numerics/round_pack.h"
#include "sim/numerics/tile_kernels.h"

namespace sim::numerics {
namespace {

// Columns of the kernels' tiles (their rows: tile_rows(isa), tile_kernels.h).
constexpr size_t kNr = kTileColumns;
constexpr size_t kKc = 128;  // K per chunk (a multiple of the 32-element block)

// Where element kk of a panel (`width` values per k) sits in the packed operand: K chunk by chunk,
// and within a chunk panel by panel, so that the panels one chunk's loop reads lie together. (With
// [panel][k] order they were K * width * 8 bytes apart, a power of two for power-of-two K, and
// every one of them fell into the same sets of the caches.)
size_t packed_index(size_t panel, size_t kk, size_t panels, size_t k, size_t width) {
  const size_t k0 = kk - kk % kKc, chunk = std::min(kKc, k - k0);
  return (k0 * panels + panel * chunk + (kk - k0)) * width;
}

bool is_exact_block_model(const DotConfig& config) {
  return config.fraction_bits >= kExactAlignment && config.join == AccumulatorJoin::Fused &&
         config.grouping == Grouping::Contiguous && config.scales == ScaleEntry::ProductExponent &&
         config.group_terms == static_cast<int>(kMxBlock) && config.output == Format::FP32 &&
         config.output_fraction_bits == 23 && config.output_rounding == RoundingMode::NearestEven &&
         config.subnormal_inputs == SubnormalInputs::Keep && config.nan == NanResult::CanonicalQuiet &&
         config.c_entry == CEntry::RunningSum;
}

// The same model with groups of fewer than 32 terms (a divisor of 32: the group's scales are
// shared), e.g. Trainium3's four products per PE (trn3_nc_matmul_mx).
int grouped_exact_terms(const DotConfig& config) {
  if (config.fraction_bits < kExactAlignment || config.join != AccumulatorJoin::Fused ||
      config.grouping != Grouping::Contiguous || config.scales != ScaleEntry::ProductExponent ||
      config.output != Format::FP32 || config.output_fraction_bits != 23 ||
      config.output_rounding != RoundingMode::NearestEven || config.subnormal_inputs != SubnormalInputs::Keep ||
      config.nan != NanResult::CanonicalQuiet || config.c_entry != CEntry::RunningSum)
    return 0;
  const int g = config.group_terms;
  return (g == 1 || g == 2 || g == 4 || g == 8 || g == 16) ? g : 0;
}

// Exact element values as doubles (every MX element format fits exactly).
std::vector<double> value_table(Format element) {
  const FormatSpec& spec = spec_of(element);
  std::vector<double> table(size_t{1} << spec.bits);
  for (size_t code = 0; code < table.size(); ++code) table[code] = to_double(decode(spec, code));
  return table;
}

// An E8M0 scale's value: 2^(scale - 127), a normal binary64 built from its exponent field (the
// packing loops call this per block; ldexp was a library call each time), or NaN for 0xFF.
double pow2_or_nan(uint8_t scale) {
  return scale == 0xFF ? std::numeric_limits<double>::quiet_NaN()
                       : std::bit_cast<double>(static_cast<uint64_t>(scale - 127 + 1023) << 52);
}

// A's rows packed into panels of `mr` rows (packed_index order), each element its exact value times
// its block's scale (exact: a power of two, far inside binary64's range; a NaN scale makes its
// elements NaN, as it makes the block's sum), zero rows beyond M; a 32-term block's sum of
// scaled products is then the block's exact sum times both scales. Block by block, so that each
// block's scale is read once and its 32 codes in a row.
void pack_rows(const MxMatrix& a, const std::vector<double>& table, size_t m, size_t k, size_t mr, double* out) {
  const size_t k_blocks = k / kMxBlock, row_panels = (m + mr - 1) / mr;
  parallel_for(row_panels, 4, [&](size_t begin, size_t end) {
    for (size_t rp = begin; rp < end; ++rp)
      for (size_t blk = 0; blk < k_blocks; ++blk) {
        double* panel = out + packed_index(rp, blk * kMxBlock, row_panels, k, mr);  // a block stays in one chunk
        for (size_t r = 0; r < mr; ++r) {
          const size_t i = rp * mr + r;
          if (i >= m) {
            for (size_t t = 0; t < kMxBlock; ++t) panel[t * mr + r] = 0.0;
            continue;
          }
          const double scale = pow2_or_nan(a.scales[i * k_blocks + blk]);
          const uint8_t* codes = a.codes + i * k + blk * kMxBlock;
          for (size_t t = 0; t < kMxBlock; ++t) panel[t * mr + r] = table[codes[t]] * scale;
        }
      }
  });
}

// B's columns packed into panels of kNr columns the same way, zero columns beyond N.
void pack_columns(const MxMatrix& b, const std::vector<double>& table, size_t n, size_t k, double* out) {
  const size_t col_panels = (n + kNr - 1) / kNr;
  parallel_for(col_panels, 4, [&](size_t begin, size_t end) {
    for (size_t cp = begin; cp < end; ++cp) {
      const size_t columns = std::min(kNr, n - cp * kNr);
      for (size_t blk = 0; blk < k / kMxBlock; ++blk) {
        double scale[kNr] = {};
        for (size_t c = 0; c < columns; ++c) scale[c] = pow2_or_nan(b.scales[blk * n + cp * kNr + c]);
        double* panel = out + packed_index(cp, blk * kMxBlock, col_panels, k, kNr);
        for (size_t t = 0; t < kMxBlock; ++t) {
          const uint8_t* codes = b.codes + (blk * kMxBlock + t) * n + cp * kNr;
          double* row = panel + t * kNr;
          if (columns == kNr) {
            for (size_t c = 0; c < kNr; ++c) row[c] = table[codes[c]] * scale[c];
          } else {
            for (size_t c = 0; c < kNr; ++c) row[c] = c < columns ? table[codes[c]] * scale[c] : 0.0;
          }
        }
      }
    }
  });
}

// The loop nest both binary64 kernels share, over row panels [panel_begin, panel_end) of `mr` rows
// (a thread owns whole row panels: walk_tiles splits them between threads, a MxMatmulJob's tasks
// take a few each); K is walked in chunks of kKc, then blocks of column panels (kept in the
// second-level cache), then the row panels. The FP32 accumulators are D itself (it starts as C): a tile inside D
// is handed to kernel(rp, cp, k0, terms, acc, hazard, stride) in place, its rows n apart
// (measured faster than copying each tile into a contiguous one for the call, though its rows may
// share cache sets); a tile that crosses D's last row or column goes through a scratch tile.
// `hazard` ([M, N] flags, or null) is laid out as D.
template <typename Kernel>
void walk_row_panels(size_t mr, size_t m, size_t n, size_t k, float* d, uint8_t* hazard, size_t panel_begin,
                     size_t panel_end, Kernel&& kernel) {
  const size_t col_panels = (n + kNr - 1) / kNr;
  alignas(64) float scratch[kMaxTileRows * kNr];
  uint8_t scratch_hazard[kMaxTileRows * kNr];
  constexpr size_t kPanelsPerColumnBlock = 8;
  for (size_t k0 = 0; k0 < k; k0 += kKc)
    for (size_t cb = 0; cb < col_panels; cb += kPanelsPerColumnBlock)
      for (size_t rp = panel_begin; rp < panel_end; ++rp)
        for (size_t cp = cb; cp < std::min(col_panels, cb + kPanelsPerColumnBlock); ++cp) {
          const size_t i0 = rp * mr, j0 = cp * kNr, terms = std::min(kKc, k - k0);
          const size_t rows = std::min(mr, m - i0), columns = std::min(kNr, n - j0);
          if (rows == mr && columns == kNr) {
            kernel(rp, cp, k0, terms, d + i0 * n + j0, hazard ? hazard + i0 * n + j0 : scratch_hazard, n);
            continue;
          }
          std::fill(scratch, scratch + mr * kNr, 0.0f);
          std::fill(scratch_hazard, scratch_hazard + mr * kNr, uint8_t{0});
          for (size_t r = 0; r < rows; ++r) std::copy_n(d + (i0 + r) * n + j0, columns, scratch + r * kNr);
          kernel(rp, cp, k0, terms, scratch, scratch_hazard, kNr);
          for (size_t r = 0; r < rows; ++r) {
            std::copy_n(scratch + r * kNr, columns, d + (i0 + r) * n + j0);
            if (hazard)
              for (size_t c = 0; c < columns; ++c) hazard[(i0 + r) * n + j0 + c] |= scratch_hazard[r * kNr + c];
          }
        }
}

// What a bound over the whole product knows about its sums: every value involved (C, the scaled
// products, every partial sum) is a multiple of `quantum` (a power of two); |C| <= c_max; and the
// products' magnitudes in any one output add up to at most `products`. Scaled elements are
// multiples of 2^(scale - 127) times their format's smallest subnormal; C's entries of their
// lowest set bit. sum_bounds bounds the products from the scales alone (K products of at most
// max|a| max|b| each: no pass over the data); data_sum_bounds from the data (max over rows of
// sum |a| times max over columns of max |b|: one pass over both operands). A null `c` is C = 0
// (a product without C: its zero-filled D is not scanned).
struct SumBounds {
  double quantum = 0.0, products = 0.0, c_max = 0.0;
  // |any exact partial sum| <= |C| + sum |products|
  double exact() const { return products + c_max; }
  // |any running FP32 sum| <= |C| + 2 sum |products|: each nearest rounding moves the running sum
  // by at most the term just added (the old sum is itself representable)
  double running() const { return 2.0 * (products + c_max); }
};

SumBounds sum_bounds(const MxMatrix& a, const MxMatrix& b, size_t m, size_t n, size_t k, const float* c) {
  const size_t k_blocks = k / kMxBlock;
  uint8_t a_min = 0xFF, b_min = 0xFF, a_max = 0, b_max = 0;
  for (size_t i = 0; i < m * k_blocks; ++i) {
    a_min = std::min(a_min, a.scales[i]);
    a_max = std::max(a_max, a.scales[i]);
  }
  for (size_t i = 0; i < k_blocks * n; ++i) {
    b_min = std::min(b_min, b.scales[i]);
    b_max = std::max(b_max, b.scales[i]);
  }
  SumBounds bounds;
  bounds.quantum = min_subnormal(a.element) * min_subnormal(b.element) * pow2_or_nan(a_min) * pow2_or_nan(b_min);
  bounds.products =
      static_cast<double>(k) * max_finite(a.element) * pow2_or_nan(a_max) * max_finite(b.element) * pow2_or_nan(b_max);
  // C by its bits: the largest magnitude, and the lowest set bit of any non-zero entry (an FP32
  // value is a multiple of 2^(lowest set bit's exponent): 2^(E - 150 + trailing zeros of its
  // significand) for biased exponent E, with 2^-149 steps for subnormals); Inf or NaN make the
  // bound infinite
  uint32_t largest = 0;
  int lowest_bit = std::numeric_limits<int>::max();
  for (size_t i = 0; c != nullptr && i < m * n; ++i) {
    const uint32_t magnitude = std::bit_cast<uint32_t>(c[i]) & 0x7FFFFFFFu;
    largest = std::max(largest, magnitude);
    if (magnitude == 0) continue;
    const uint32_t exponent = magnitude >> 23;
    const uint32_t significand = (magnitude & 0x7FFFFFu) | (exponent != 0 ? 0x800000u : 0u);
    lowest_bit = std::min(lowest_bit, static_cast<int>(std::max(exponent, 1u)) - 150 + std::countr_zero(significand));
  }
  bounds.c_max = largest >= 0x7F800000u ? std::numeric_limits<double>::infinity()
                                        : static_cast<double>(std::bit_cast<float>(largest));
  if (lowest_bit != std::numeric_limits<int>::max())
    bounds.quantum = std::min(bounds.quantum, std::ldexp(1.0, lowest_bit));
  return bounds;
}

SumBounds data_sum_bounds(const MxMatrix& a, const MxMatrix& b, size_t m, size_t n, size_t k, SumBounds bounds,
                          const std::vector<double>& a_table, const std::vector<double>& b_table) {
  const size_t k_blocks = k / kMxBlock;
  double scale_value[256];
  for (int byte = 0; byte < 256; ++byte) scale_value[byte] = pow2_or_nan(static_cast<uint8_t>(byte));
  // sums (not maxima) carry a NaN or an infinity through to the bound
  std::vector<double> row_sums(m, 0.0), column_maxima(n, 0.0), column_sums(n, 0.0);
  parallel_for(m, 64, [&](size_t begin, size_t end) {
    for (size_t i = begin; i < end; ++i)
      for (size_t blk = 0; blk < k_blocks; ++blk) {
        double block = 0.0;
        for (size_t kk = blk * kMxBlock; kk < (blk + 1) * kMxBlock; ++kk)
          block += std::fabs(a_table[a.codes[i * k + kk]]);
        row_sums[i] += block * scale_value[a.scales[i * k_blocks + blk]];
      }
  });
  for (size_t kk = 0; kk < k; ++kk) {
    const uint8_t* codes = b.codes + kk * n;
    const uint8_t* scales = b.scales + (kk / kMxBlock) * n;
    for (size_t j = 0; j < n; ++j) {
      const double v = std::fabs(b_table[codes[j]]) * scale_value[scales[j]];
      column_maxima[j] = std::max(column_maxima[j], v);
      column_sums[j] += v;
    }
  }
  double row_max = 0.0, column_max = 0.0, checks = 0.0;
  for (double r : row_sums) row_max = std::max(row_max, r), checks += r;
  for (size_t j = 0; j < n; ++j) column_max = std::max(column_max, column_maxima[j]), checks += column_sums[j];
  bounds.products =
      std::isfinite(checks) ? std::min(bounds.products, row_max * column_max) : std::numeric_limits<double>::infinity();
  return bounds;
}

// Both operands decoded once into panels of scaled values for the active ISA's tiles (pack_rows,
// pack_columns); every entry is written (padding with zeros): the panels start uninitialised,
// from the pool (panel_pool.h), or come from the cache of recently packed operands
// (packed_operands.h) when the same codes and scales were packed for an earlier product.
struct Panels {
  Panels(const MxMatrix& a, const MxMatrix& b, size_t m, size_t n, size_t k)
      : a_table(value_table(a.element)),
        b_table(value_table(b.element)),
        isa(active_isa()),
        mr(tile_rows(isa)),
        row_panels((m + mr - 1) / mr),
        col_panels((n + kNr - 1) / kNr),
        a_pack(packed_operand({PackedSide::Rows, a.element, isa, m, k, mr}, a.codes, a.scales, row_panels * k * mr,
                              [&](double* out) { pack_rows(a, a_table, m, k, mr, out); })),
        b_pack(packed_operand({PackedSide::Columns, b.element, isa, n, k, kNr}, b.codes, b.scales, col_panels * k * kNr,
                              [&](double* out) { pack_columns(b, b_table, n, k, out); })) {}
  const std::vector<double> a_table, b_table;  // each code's exact value
  const Isa isa;
  const size_t mr, row_panels, col_panels;
  const std::shared_ptr<PanelBuffer> a_pack, b_pack;
};

// One element by the engine itself (the grouped path's hazards).
uint32_t engine_element(const DotConfig& config, const MxMatrix& a, const MxMatrix& b, size_t i, size_t j, size_t n,
                        size_t k, uint32_t c_bits) {
  const FormatSpec& fa = spec_of(a.element);
  const FormatSpec& fb = spec_of(b.element);
  std::vector<Operand> a_row(k), b_column(k);
  std::vector<uint8_t> b_scales(k / kMxBlock);
  for (size_t kk = 0; kk < k; ++kk) {
    a_row[kk] = make_operand(fa, a.codes[i * k + kk], config.subnormal_inputs);
    b_column[kk] = make_operand(fb, b.codes[kk * n + j], config.subnormal_inputs);
  }
  for (size_t blk = 0; blk < k / kMxBlock; ++blk) b_scales[blk] = b.scales[blk * n + j];
  DotInput input;
  input.a = a_row.data();
  input.b = b_column.data();
  input.k = k;
  input.scale_a = a.scales + i * (k / kMxBlock);
  input.scale_b = b_scales.data();
  input.scale_block = kMxBlock;
  input.c_bits = c_bits;
  return static_cast<uint32_t>(fused_dot(config, output_for(config, Format::FP32), input));
}

// Which of the exact kernel's rounding modes the bounds prove exact (tile_kernels.h).
ExactRounding rounding_for(const SumBounds& bounds) {
  const double quantum = bounds.quantum;
  if (!std::isfinite(bounds.running()) || !std::isfinite(quantum) || quantum <= 0.0) return ExactRounding::RoundToOdd;
  // no FP32 rounding at all: by induction every exact partial sum is a multiple of Q >= 2^-149
  // below 2^24 Q and 2^127, so FP32 holds it and no rounding happens
  if (quantum >= 0x1p-149 && bounds.exact() < quantum * 0x1p24 && bounds.exact() < 0x1p127) return ExactRounding::Final;
  // every binary64 sum exact: multiples of Q below 2^53 Q
  if (bounds.running() < quantum * 0x1p53) return ExactRounding::ExactSums;
  return ExactRounding::RoundToOdd;
}

// The exact kernel's mode for this product, as rounding_for(data_sum_bounds(...)) gives it, without
// the pass over the data where C and the scales alone already force RoundToOdd: even no products
// at all leave the bound too wide (often C's lowest bits do, an accumulating product's), and the
// data can only narrow `products` or (a NaN or Inf element) make it infinite, RoundToOdd either way.
ExactRounding exact_rounding(const MxMatrix& a, const MxMatrix& b, size_t m, size_t n, size_t k, const float* c,
                             const std::vector<double>& a_table, const std::vector<double>& b_table) {
  const SumBounds scales = sum_bounds(a, b, m, n, k, c);
  SumBounds no_products = scales;
  no_products.products = 0.0;
  if (rounding_for(no_products) == ExactRounding::RoundToOdd) return ExactRounding::RoundToOdd;
  return rounding_for(data_sum_bounds(a, b, m, n, k, scales, a_table, b_table));
}

// Every code of an element format decoded for the engine (make_operand) and for the compact
// integer path (make_compact; `special`: NaN / Inf, which it cannot take), once per process and
// (format, subnormal handling): an MFMA-sized mx_matmul called thousands of times (a CDNA4 replay)
// would otherwise spend a third of its time rebuilding these 256-entry tables.
struct DecodedCodes {
  std::vector<Operand> operands;
  std::vector<CompactOperand> compact;
  std::vector<uint8_t> special;
  std::vector<double> lane_value;  // LaneOperands::value_of(compact[code])
};

const DecodedCodes& decoded_codes(Format element, SubnormalInputs subnormals) {
  static std::mutex mutex;
  static std::map<std::pair<Format, SubnormalInputs>, std::unique_ptr<DecodedCodes>> cache;
  std::lock_guard<std::mutex> lock(mutex);
  std::unique_ptr<DecodedCodes>& entry = cache[{element, subnormals}];
  if (!entry) {
    const FormatSpec& spec = spec_of(element);
    auto codes = std::make_unique<DecodedCodes>();
    const size_t count = size_t{1} << spec.bits;
    codes->operands.resize(count);
    codes->compact.resize(count);
    codes->special.resize(count);
    codes->lane_value.resize(count);
    for (size_t code = 0; code < count; ++code) {
      codes->operands[code] = make_operand(spec, code, subnormals);
      codes->special[code] = !make_compact(codes->operands[code], codes->compact[code]);
      codes->lane_value[code] = LaneOperands::value_of(codes->compact[code]);
    }
    entry = std::move(codes);
  }
  return *entry;
}

void generic_matmul(const DotConfig& config, const MxMatrix& a, const MxMatrix& b, size_t m, size_t n, size_t k,
                    const uint32_t* c_fp32, uint32_t* d) {
  // Each code decoded once per process (decoded_codes): B's columns are regrouped for the fast
  // paths, and decoded for the engine only when an element needs it (the rare fallback).
  const DecodedCodes& a_codes = decoded_codes(a.element, config.subnormal_inputs);
  const DecodedCodes& b_codes = decoded_codes(b.element, config.subnormal_inputs);
  const std::vector<Operand>& a_table = a_codes.operands;
  const std::vector<Operand>& b_table = b_codes.operands;
  std::vector<uint8_t> bt_scales(n * (k / kMxBlock));
  for (size_t blk = 0; blk < k / kMxBlock; ++blk)
    for (size_t j = 0; j < n; ++j) bt_scales[j * (k / kMxBlock) + blk] = b.scales[blk * n + j];
  const DotOutput output = output_for(config, Format::FP32);
  // The compact integer path (compact_dot.h) handles every element without NaN/Inf; the rest,
  // and anything it declines, go through fused_dot.
  const std::vector<CompactOperand>& a_compact = a_codes.compact;
  const std::vector<CompactOperand>& b_compact = b_codes.compact;
  const std::vector<uint8_t>& a_special = a_codes.special;
  const std::vector<uint8_t>& b_special = b_codes.special;
  const size_t k_blocks = k / kMxBlock;
  // For the fused family, B's columns also go kLanes at a time to lane_dot (padding lanes are zero).
  const bool use_lanes = lane_dot_applies(config, output);
  // B's columns transposed for compact_dot, where every element goes through it; with the lanes,
  // only the few elements they leave need a column, built then (`single`)
  CompactMatrix bt_compact(use_lanes ? 0 : n, k);
  std::vector<uint8_t> column_special(n, 0);
  for (size_t kk = 0; kk < k; ++kk)
    for (size_t j = 0; j < n; ++j) {
      if (!use_lanes) bt_compact.set(j, kk, b_compact[b.codes[kk * n + j]]);
      column_special[j] |= b_special[b.codes[kk * n + j]];
    }
  for (size_t blk = 0; blk < k_blocks; ++blk)
    for (size_t j = 0; j < n; ++j) column_special[j] |= b.scales[blk * n + j] == 0xFF;
  const size_t lane_groups = use_lanes ? (n + kLanes - 1) / kLanes : 0;
  LaneOperands b_lanes(lane_groups * kLanes, k);
  for (size_t kk = 0; kk < k && use_lanes; ++kk)
    for (size_t j = 0; j < n; ++j)
      b_lanes.set(((j / kLanes) * k + kk) * kLanes + j % kLanes, b_compact[b.codes[kk * n + j]],
                  b_codes.lane_value[b.codes[kk * n + j]]);
  const bool lane_bounds = use_lanes && lanes_use_bounds(config);
  if (lane_bounds && this_thread_uncut_tries().worth_trying()) b_lanes.bound_sub_blocks(lane_groups, kLanes);
  // B's scale exponents in lane order, [lane group][block][lane] (0 for padding lanes), so that a
  // row's lane scales are one addition per block rather than a strided gather per call
  std::vector<int32_t> b_lane_scales(lane_groups * k_blocks * kLanes, 0);
  for (size_t blk = 0; blk < k_blocks && use_lanes; ++blk)
    for (size_t j = 0; j < n; ++j)
      b_lane_scales[((j / kLanes) * k_blocks + blk) * kLanes + j % kLanes] = int32_t{b.scales[blk * n + j]} - 127;
  // rows per thread: enough that a thread's share (at least 2^18 multiply-adds) outweighs handing it
  // over; an MFMA-sized product (32 x 32 x 64) runs on the caller alone
  const size_t min_rows = std::max<size_t>(1, (size_t{1} << 18) / std::max<size_t>(1, n * k));
  parallel_for(m, min_rows, [&](size_t row_begin, size_t row_end) {
    std::vector<Operand> a_row(k), b_column(k);
    CompactMatrix a_row_compact(1, k), b_column_compact(use_lanes ? 1 : 0, k);
    std::vector<int32_t> scale_exponent(k_blocks), lane_scales(k_blocks * kLanes);
    auto scratch = std::make_unique<CompactScratch>();
    // whether row i holds a NaN / Inf element or scale (compact_dot and the lanes cannot take it)
    auto row_special = [&](size_t i) {
      for (size_t kk = 0; kk < k; ++kk)
        if (a_special[a.codes[i * k + kk]] != 0) return true;
      for (size_t blk = 0; blk < k_blocks; ++blk)
        if (a.scales[i * k_blocks + blk] == 0xFF) return true;
      return false;
    };
    // Row i decoded for compact_dot and the engine (kept until another row is asked for).
    size_t loaded_row = ~size_t{0};
    bool loaded_special = false;
    auto load_row = [&](size_t i) {
      if (loaded_row != i) {
        for (size_t kk = 0; kk < k; ++kk) {
          a_row[kk] = a_table[a.codes[i * k + kk]];
          a_row_compact.set(0, kk, a_compact[a.codes[i * k + kk]]);
        }
        loaded_special = row_special(i);
        loaded_row = i;
      }
      return loaded_special;
    };
    // Element (i, j) by compact_dot, or by the engine itself when compact_dot declines.
    auto single = [&](size_t i, size_t j) {
      const bool special = load_row(i);
      const uint32_t c_bits = c_fp32 ? c_fp32[i * n + j] : 0;
      if (!special && !column_special[j]) {
        for (size_t blk = 0; blk < k_blocks; ++blk)
          scale_exponent[blk] = int32_t{a.scales[i * k_blocks + blk]} + int32_t{bt_scales[j * k_blocks + blk]} - 254;
        if (use_lanes)
          for (size_t kk = 0; kk < k; ++kk) b_column_compact.set(0, kk, b_compact[b.codes[kk * n + j]]);
        if (compact_dot(config, output, a_row_compact.view(0),
                        use_lanes ? b_column_compact.view(0) : bt_compact.view(j), k, scale_exponent.data(), c_bits,
                        *scratch, d[i * n + j]))
          return;
      }
      DotInput input;
      input.a = a_row.data();
      for (size_t kk = 0; kk < k; ++kk) b_column[kk] = b_table[b.codes[kk * n + j]];
      input.b = b_column.data();
      input.k = k;
      input.scale_a = a.scales + i * k_blocks;
      input.scale_b = bt_scales.data() + j * k_blocks;
      input.scale_block = kMxBlock;
      input.c_bits = c_bits;
      d[i * n + j] = static_cast<uint32_t>(fused_dot(config, output, input));
    };
    if (!use_lanes) {
      for (size_t i = row_begin; i < row_end; ++i)
        for (size_t j = 0; j < n; ++j) single(i, j);
      return;
    }
    // The lanes take a block of rows against one group of kLanes columns at a time, so that the
    // group's operands (k x kLanes values and exponents: about 80 KB at K = 512) stay in the
    // core's cache for every row of the block instead of all of B streaming from memory once per
    // row.
    constexpr size_t kRowBlock = 8;
    LaneOperands a_lanes(kRowBlock, k);
    UncutTries& uncut_tries = this_thread_uncut_tries();
    for (size_t i0 = row_begin; i0 < row_end; i0 += kRowBlock) {
      const size_t rows = std::min(kRowBlock, row_end - i0);
      bool lane_row[kRowBlock];
      for (size_t r = 0; r < rows; ++r) {
        const size_t i = i0 + r;
        lane_row[r] = !row_special(i);
        if (!lane_row[r]) {
          for (size_t j = 0; j < n; ++j) single(i, j);
          continue;
        }
        for (size_t kk = 0; kk < k; ++kk) {
          const uint8_t code = a.codes[i * k + kk];
          a_lanes.set(r * k + kk, a_compact[code], a_codes.lane_value[code]);
        }
      }
      if (lane_bounds && uncut_tries.worth_trying())
        a_lanes.bound_sub_blocks(rows, 1);
      else
        a_lanes.drop_sub_block_bounds();
      // kLanes columns at a time; lanes lane_dot does not finish go through `single`.
      for (size_t g = 0; g < lane_groups; ++g) {
        const size_t j0 = g * kLanes;
        const int32_t* b_scales = b_lane_scales.data() + g * k_blocks * kLanes;
        for (size_t r = 0; r < rows; ++r) {
          if (!lane_row[r]) continue;
          const size_t i = i0 + r;
          uint32_t c_lanes[kLanes], result[kLanes];
          bool done[kLanes];
          for (size_t l = 0; l < kLanes; ++l) {
            const size_t j = j0 + l;
            c_lanes[l] = (c_fp32 && j < n) ? c_fp32[i * n + j] : 0;
          }
          for (size_t blk = 0; blk < k_blocks; ++blk) {
            const int32_t a_scale = int32_t{a.scales[i * k_blocks + blk]} - 127;
            for (size_t l = 0; l < kLanes; ++l)
              lane_scales[blk * kLanes + l] = j0 + l < n ? a_scale + b_scales[blk * kLanes + l] : 0;
          }
          lane_dot(config, output, a_lanes, r * k, b_lanes, g * k * kLanes, k, lane_scales.data(), c_lanes, result,
                   done, &uncut_tries);
          for (size_t l = 0; l < kLanes && j0 + l < n; ++l) {
            const size_t j = j0 + l;
            if (done[l] && !column_special[j])
              d[i * n + j] = result[l];
            else
              single(i, j);
          }
        }
      }
    }
  });
}

void check_codes(const MxMatrix& matrix, size_t count, const char* name) {
  if (spec_of(matrix.element).bits >= 8) return;  // every byte is a code
  const unsigned limit = 1u << spec_of(matrix.element).bits;
  for (size_t i = 0; i < count; ++i)
    if (matrix.codes[i] >= limit)
      throw std::invalid_argument(std::string("mx_matmul: ") + name + " code " + std::to_string(matrix.codes[i]) +
                                  " at index " + std::to_string(i) + " does not fit " +
                                  std::string(spec_of(matrix.element).name));
}

}  // namespace

ExactRounding exact_rounding_for(const MxMatrix& a, const MxMatrix& b, size_t m, size_t n, size_t k, const float* c) {
  return exact_rounding(a, b, m, n, k, c, value_table(a.element), value_table(b.element));
}

bool exact_fast_path_applies(Format element_a, Format element_b) {
  auto span_bits = [](Format f) {
    const FormatSpec& spec = spec_of(f);
    return std::log2(max_finite(f)) - std::log2(min_subnormal(f)) + (spec.has_inf() || spec.has_nan() ? 0 : 0);
  };
  return span_bits(element_a) + span_bits(element_b) + 5.0 <= 53.0;
}

// Row panels per task of a product's tiles: `per_thread` tasks per thread; a started product
// takes a few (kStartedTasksPerThread), so that a worker that started early and the caller that
// joins late share the tiles evenly, each still a few panels that reuse the column panels they
// bring into the cache. Fixed when the tiles start: a thread count changed meanwhile cannot make
// the tasks cover a panel twice or not at all.
constexpr size_t kStartedTasksPerThread = 4;
size_t panels_per_task(size_t row_panels, size_t per_thread = kStartedTasksPerThread) {
  const size_t wanted = per_thread * static_cast<size_t>(thread_count());
  return std::max<size_t>(1, (row_panels + wanted - 1) / wanted);
}

// An exact-model product between MxMatmulJob's steps: its packed operands, the kernel mode the
// bound chose (exact_rounding) and the tiles' tasks. D holds C on entry (zeros for C = 0).
struct MxMatmulJob::Exact {
  Exact(const MxMatrix& a, const MxMatrix& b, size_t m_in, size_t n_in, size_t k_in, uint32_t* result_in,
        bool c_is_zero)
      : m(m_in),
        n(n_in),
        k(k_in),
        result(result_in),
        panels(a, b, m, n, k),
        kernel(exact_tile_kernel(panels.isa,
                                 exact_rounding(a, b, m, n, k, c_is_zero ? nullptr : reinterpret_cast<float*>(result),
                                                panels.a_table, panels.b_table))) {}

  void run_task(size_t task) {
    const size_t begin = task * per_task, end = std::min(panels.row_panels, begin + per_task);
    walk_row_panels(panels.mr, m, n, k, reinterpret_cast<float*>(result), nullptr, begin, end,
                    [&](size_t rp, size_t cp, size_t k0, size_t terms, float* acc, uint8_t*, size_t stride) {
                      kernel(panels.a_pack->data() + packed_index(rp, k0, panels.row_panels, k, panels.mr),
                             panels.b_pack->data() + packed_index(cp, k0, panels.col_panels, k, kNr), terms / kMxBlock,
                             acc, stride);
                    });
  }

  void start(size_t per_thread = kStartedTasksPerThread) {
    if (batch) return;
    per_task = panels_per_task(panels.row_panels, per_thread);
    batch = std::make_unique<ParallelBatch>((panels.row_panels + per_task - 1) / per_task,
                                            [this](size_t t) { run_task(t); });
  }

  // The tiles; then NaN results take the canonical quiet NaN, as the engine's do. Not started
  // before (mx_matmul), every thread starts at once: one task each, each reusing the column
  // panels over the most row panels (the split mx_matmul always had; four per thread measured up
  // to 3% slower on a 2048^3 product).
  void finish() {
    start(1);
    batch->finish();
    for (size_t i = 0; i < m * n; ++i)
      if ((result[i] & 0x7F80'0000u) == 0x7F80'0000u && (result[i] & 0x007F'FFFFu) != 0) result[i] = 0x7FC0'0000u;
  }

  const size_t m, n, k;
  uint32_t* const result;
  Panels panels;
  ExactTileKernel kernel;
  size_t per_task = 1;
  std::unique_ptr<ParallelBatch> batch;
};

// A grouped product between MxMatmulJob's steps: its packed operands, the bound's verdict and the
// tiles' tasks.
struct MxMatmulJob::Grouped {
  Grouped(const DotConfig& config_in, const MxMatrix& a_in, const MxMatrix& b_in, size_t m_in, size_t n_in, size_t k_in,
          const uint32_t* c_in, uint32_t* result_in, int group)
      : config(config_in),
        a(a_in),
        b(b_in),
        m(m_in),
        n(n_in),
        k(k_in),
        c_fp32(c_in),
        result(result_in),
        panels(a, b, m, n, k) {
    // When every value involved (C, the running FP32 sums, each group sum) is a multiple of one
    // quantum Q >= 2^-149 and bounded by S with S / Q < 2^52 and S < 2^126, every binary64
    // addition is exact, FP32's subnormal and overflow ranges cannot matter, and the hazard checks
    // can be skipped (FP32 roundings of multiples of Q stay multiples of Q).
    const SumBounds bounds = sum_bounds(a, b, m, n, k, c_fp32 ? reinterpret_cast<const float*>(result) : nullptr);
    const double bound = bounds.running(), quantum = bounds.quantum;
    const bool sums_exact = std::isfinite(bound) && std::isfinite(quantum) && quantum >= 0x1p-149 &&
                            bound < quantum * 0x1p52 && bound < 0x1p126;
    kernel = grouped_tile_kernel(panels.isa, group, !sums_exact);
    // only the checked kernel flags elements; the unchecked one leaves the flags untouched
    if (!sums_exact) hazard.assign(m * n, 0);
  }

  // A task's row panels, then whether its rows hold a hazard: an element the kernel flagged, or a
  // non-finite result (the engine's NaN and Inf rules).
  void run_task(size_t task) {
    const size_t begin = task * per_task, end = std::min(panels.row_panels, begin + per_task);
    uint8_t* flags = hazard.empty() ? nullptr : hazard.data();
    walk_row_panels(panels.mr, m, n, k, reinterpret_cast<float*>(result), flags, begin, end,
                    [&](size_t rp, size_t cp, size_t k0, size_t terms, float* acc, uint8_t* hz, size_t stride) {
                      kernel(panels.a_pack->data() + packed_index(rp, k0, panels.row_panels, k, panels.mr),
                             panels.b_pack->data() + packed_index(cp, k0, panels.col_panels, k, kNr), terms, acc, hz,
                             stride);
                    });
    const size_t first = begin * panels.mr * n, last = std::min(m, end * panels.mr) * n;
    // the smallest of (~bits & exponent mask) is 0 exactly where some result is Inf or NaN (one
    // vectorised minimum over the rows, not a flag written per element)
    uint32_t least = kFp32ExponentMask;
    for (size_t i = first; i < last; ++i) least = std::min(least, ~result[i] & kFp32ExponentMask);
    task_hazards[task] =
        least == 0 || (flags != nullptr && std::memchr(flags + first, 1, last - first) != nullptr) ? 1 : 0;
  }

  static constexpr uint32_t kFp32ExponentMask = 0x7F80'0000u;
  bool hazard_at(size_t i) const {
    return (!hazard.empty() && hazard[i] != 0) || (result[i] & kFp32ExponentMask) == kFp32ExponentMask;
  }

  // Row panels per task, fixed when the tiles start (panels_per_task).
  void start() {
    if (batch) return;
    per_task = panels_per_task(panels.row_panels);
    const size_t tasks = (panels.row_panels + per_task - 1) / per_task;
    task_hazards.assign(tasks, 0);
    batch = std::make_unique<ParallelBatch>(tasks, [this](size_t t) { run_task(t); });
  }

  // The tiles, then the hazards' elements by the engine.
  void finish() {
    start();
    batch->finish();
    if (std::find(task_hazards.begin(), task_hazards.end(), uint8_t{1}) == task_hazards.end()) return;  // usually
    parallel_for(m, 1, [&](size_t begin, size_t end) {
      for (size_t i = begin; i < end; ++i)
        for (size_t j = 0; j < n; ++j)
          if (hazard_at(i * n + j))
            result[i * n + j] = engine_element(config, a, b, i, j, n, k, c_fp32 ? c_fp32[i * n + j] : 0);
    });
  }

  const DotConfig config;
  const MxMatrix a, b;
  const size_t m, n, k;
  const uint32_t* const c_fp32;
  uint32_t* const result;
  Panels panels;
  std::vector<uint8_t> hazard, task_hazards;  // hazard: the checked kernel's flags, [M, N] (else empty)
  size_t per_task = 1;
  GroupedTileKernel kernel;
  std::unique_ptr<ParallelBatch> batch;
};

MxMatmulJob::MxMatmulJob(const DotConfig& config, const MxMatrix& a, const MxMatrix& b, size_t m, size_t n, size_t k,
                         const uint32_t* c_fp32, Format output, void* d)
    : m_(m), n_(n), output_(output), d_(d) {
  for (Format f : {a.element, b.element}) {
    const FormatSpec& spec = spec_of(f);
    // Elements are one code per byte: the MX element formats and HiFloat8 (E8M0 is a scale).
    if (spec.bits > 8 || spec.encoding == Encoding::UnsignedNanOnly)
      throw std::invalid_argument("mx_matmul: element format '" + std::string(spec.name) +
                                  "'; expected an 8-bit-or-narrower element: e4m3, e5m2, e3m2, e2m3, e2m1, e1m2, hif8");
  }
  if (k % kMxBlock != 0)
    throw std::invalid_argument("mx_matmul: K = " + std::to_string(k) + " is not a multiple of the block size 32");
  if (output != Format::FP32 && output != Format::BF16)
    throw std::invalid_argument("mx_matmul: output '" + std::string(spec_of(output).name) + "'; expected fp32 or bf16");
  check_codes(a, m * k, "A");
  check_codes(b, k * n, "B");
  // FP32 results go straight into D (not through a copy: a fresh [M, N] buffer is faulted in and
  // zeroed page by page, a tenth of a 2048^3 product's time) unless D is C itself, which the
  // hazard recomputations read after the fast paths have written D.
  result_ = static_cast<uint32_t*>(d);
  if (output != Format::FP32 || d == static_cast<const void*>(c_fp32)) {
    scratch_.resize(m * n);
    result_ = scratch_.data();
  }
  auto start_from_c = [&] {
    if (c_fp32)
      std::memcpy(result_, c_fp32, m * n * 4);
    else
      std::memset(result_, 0, m * n * 4);
  };
  if (k == 0) {
    // no products: each element is the engine's (an empty sum is +0, so C = -0 comes back as +0)
    const DotOutput dot_output = output_for(config, Format::FP32);
    for (size_t i = 0; i < m * n; ++i) {
      DotInput input;
      input.k = 0;
      input.c_bits = c_fp32 ? c_fp32[i] : 0;
      result_[i] = static_cast<uint32_t>(fused_dot(config, dot_output, input));
    }
  } else if (is_exact_block_model(config) && exact_fast_path_applies(a.element, b.element)) {
    start_from_c();
    exact_ = std::make_unique<Exact>(a, b, m, n, k, result_, c_fp32 == nullptr);
    return;  // the tiles wait for start() or finish()
  } else if (const int group = grouped_exact_terms(config);
             group != 0 && exact_fast_path_applies(a.element, b.element)) {
    start_from_c();
    grouped_ = std::make_unique<Grouped>(config, a, b, m, n, k, c_fp32, result_, group);
    return;  // the tiles wait for start() or finish()
  } else {
    generic_matmul(config, a, b, m, n, k, c_fp32, result_);
  }
  write_output();
}

MxMatmulJob::~MxMatmulJob() = default;  // a started batch's destructor waits for its tasks

void MxMatmulJob::start() {
  if (exact_) exact_->start();
  if (grouped_) grouped_->start();
}

void MxMatmulJob::finish() {
  if (exact_) {
    exact_->finish();
    exact_.reset();
  } else if (grouped_) {
    grouped_->finish();
    grouped_.reset();
  } else {
    return;
  }
  write_output();
}

void MxMatmulJob::write_output() {
  if (output_ == Format::FP32) {
    if (result_ != d_) std::memcpy(d_, result_, m_ * n_ * 4);
    return;
  }
  // BF16 output: the FP32 result rounded to nearest even (Trainium PSUM BF16 writes).
  const FormatSpec& bf16 = spec_of(Format::BF16);
  auto* out = static_cast<uint16_t*>(d_);
  for (size_t i = 0; i < m_ * n_; ++i)
    out[i] = static_cast<uint16_t>(round_pack(bf16, decode(Format::FP32, result_[i]), bf16.default_options()).bits);
}

void mx_matmul(const DotConfig& config, const MxMatrix& a, const MxMatrix& b, size_t m, size_t n, size_t k,
               const uint32_t* c_fp32, Format output, void* d) {
  MxMatmulJob job(config, a, b, m, n, k, c_fp32, output, d);
  job.finish();
}

}  // namespace sim::numerics
