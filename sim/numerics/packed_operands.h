// Packed operand panels remembered by content. A tiled kernel loads the same tile again and again
// (a Trainium3 GEMM's moving tile for every stationary tile that meets it, an Ascend L0A tile for
// every column of tiles): each product would decode and scale the same codes into the same
// binary64 panels. The cache keeps the latest panels with a copy of the codes and scales they came
// from, and hands a panel back only for byte-identical codes and scales with the same format,
// extent, K, panel width and vector ISA: a packed panel is a function of exactly these, so a hit
// gives the bits packing would. Comparing the bytes costs a tenth of packing them again.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>

#include "sim/numerics/cpu_isa.h"
#include "sim/numerics/format.h"
#include "sim/numerics/panel_pool.h"

namespace sim::numerics {

// What the cache may hold in all: the panels' buffers (whole 2 MiB pages: panel_pool.h) plus the
// bytes they were packed from. One entry larger than a quarter of it is packed but not kept, so
// that one huge product does not push out the tiles a kernel reuses.
inline constexpr size_t kPackedOperandCacheBytes = size_t{64} << 20;

// Which operand a panel packs: A's rows (row panels of `width` rows) or B's columns.
enum class PackedSide : uint8_t { Rows, Columns };

struct PackedOperandKey {
  PackedSide side = PackedSide::Rows;
  Format element = Format::E4M3;
  Isa isa = Isa::Portable;
  size_t extent = 0;  // rows of A or columns of B
  size_t k = 0;
  size_t width = 0;  // panel width: rows (A) or columns (B) per panel
};

// The panel for `key` and these codes (extent * k bytes) and scales (extent * k / 32 bytes), from
// the cache or packed now by `pack` into `doubles` uninitialised doubles (and then kept).
std::shared_ptr<PanelBuffer> packed_operand(const PackedOperandKey& key, const uint8_t* codes, const uint8_t* scales,
                                            size_t doubles, const std::function<void(double*)>& pack);

// The cache's budget in bytes (kPackedOperandCacheBytes unless changed; 0 turns the cache off and
// empties it). For tests and for a user who wants the memory back.
void set_packed_operand_cache_bytes(size_t bytes);
size_t packed_operand_cache_bytes();
// What the cache holds now (entries; their buffers' and copies' bytes), and the lookups that found
// a panel (hits) and that packed one (misses) since the process started.
struct PackedOperandCacheStats {
  size_t entries = 0, bytes = 0, hits = 0, misses = 0;
};
PackedOperandCacheStats packed_operand_cache_stats();

}  // namespace sim::numerics
