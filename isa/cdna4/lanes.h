// Where a CDNA4 scaled MFMA keeps its operands across the 64 lanes of a wave (cdna4-isa.md §2;
// AMD CDNA4 ISA §7.1.4-7.2.1): which lane and register hold which A row / K elements, B column /
// K elements, E8M0 scale byte, and C/D element, for V_MFMA_SCALE_F32_16X16X128_F8F6F4 and
// V_MFMA_SCALE_F32_32X32X64_F8F6F4 and every element format.
//
// The sources disagree on the K order inside a lane for FP8 (the ISA tables split it into two runs
// of 16; IREE models 32 contiguous) and for FP6 (the ISA: contiguous; Triton's comment: two runs of
// 16). A LaneConvention names the choice; "isa" is the default.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "sim/numerics/format.h"

namespace sim::cdna4 {

enum class Shape : uint8_t { M16N16K128, M32N32K64 };

struct ShapeSpec {
  Shape id;
  std::string_view name;  // "16x16x128"
  int m, n, k;
  int rows;    // lanes per lane group: 16 or 32 (= m = n)
  int groups;  // lane groups: 4 or 2 (= 64 / rows)
  int d_regs;  // C / D registers per lane: 4 or 16
};
const ShapeSpec& spec_of(Shape shape);

// The cbsz / blgp format selector (ISA §7.2): 0 E4M3, 1 E5M2, 2 E2M3, 3 E3M2, 4 E2M1.
struct ElementSpec {
  int selector;
  numerics::Format format;
  int bits;
  int regs;  // A or B registers per lane: 8 (FP8), 6 (FP6), 4 (FP4)
  std::string_view name;
};
const ElementSpec* element_by_selector(int64_t selector);  // nullptr for an undefined value
const ElementSpec& element_of(numerics::Format format);

enum class KLayout : uint8_t {
  Split16,     // item j holds K = (k/2) * (j / 16) + 16 g + j % 16: two runs of 16 (ISA tables for FP8)
  Contiguous,  // item j holds K = 32 g + j (ISA tables for FP6 / FP4; IREE's model for all)
};

struct LaneConvention {
  std::string_view name;
  KLayout fp8, fp6;  // FP4 is contiguous in every source
  std::string_view source;
};
const std::vector<LaneConvention>& lane_conventions();         // "isa" (default), "contiguous", "triton"
const LaneConvention& lane_convention(std::string_view name);  // throws sim::Error listing the names
KLayout k_layout(const LaneConvention& convention, int bits);

// A (or B) item j (0..31) of lane l: the K index it holds; its row (A) or column (B) is l % rows.
int k_of_item(const ShapeSpec& shape, KLayout layout, int lane, int item);
// The scale byte lane l supplies: row (or column) l % rows, K block l / rows (32 K each).
inline int scale_row(const ShapeSpec& s, int lane) { return lane % s.rows; }
inline int scale_block(const ShapeSpec& s, int lane) { return lane / s.rows; }
// C / D register r (0..d_regs-1) of lane l: the element (m, n) it holds.
void d_element(const ShapeSpec& shape, int lane, int reg, int& m, int& n);

// Items packed densely in a lane's registers, little-endian: item j is bits bits*j .. bits*j+bits-1
// of the concatenated registers (FP8 4 per register, FP4 8 per register low nibble first, FP6
// straddling registers at items 5, 10, 21, 26).
uint32_t get_item(const uint32_t* regs, int bits, int item);
void set_item(uint32_t* regs, int bits, int item, uint32_t code);

// Whole operands as lane-major register arrays [64][regs]: A [m, k] codes (row-major, one per
// byte), B [k, n] codes, scales [m, k/32] (A) or [k/32, n] (B) into one byte per lane, C / D [m, n]
// FP32 bits.
std::vector<uint32_t> pack_a(const ShapeSpec& s, const ElementSpec& e, KLayout layout, const uint8_t* a);
std::vector<uint32_t> pack_b(const ShapeSpec& s, const ElementSpec& e, KLayout layout, const uint8_t* b);
void unpack_a(const ShapeSpec& s, const ElementSpec& e, KLayout layout, const uint32_t* regs, uint8_t* a);
void unpack_b(const ShapeSpec& s, const ElementSpec& e, KLayout layout, const uint32_t* regs, uint8_t* b);
std::vector<uint8_t> scale_lanes_a(const ShapeSpec& s, const uint8_t* scales);  // [64]
std::vector<uint8_t> scale_lanes_b(const ShapeSpec& s, const uint8_t* scales);
void gather_scales_a(const ShapeSpec& s, const uint8_t* lanes, uint8_t* scales);
void gather_scales_b(const ShapeSpec& s, const uint8_t* lanes, uint8_t* scales);
std::vector<uint32_t> pack_d(const ShapeSpec& s, const uint32_t* d);  // [64][d_regs]
void unpack_d(const ShapeSpec& s, const uint32_t* regs, uint32_t* d);

// A wave keeps a register's 64 lanes together ([register][64]); the operand arrays above are
// lane-major ([64][registers]). `count` consecutive registers starting at `registers`, either way.
std::vector<uint32_t> lane_major(const uint32_t* registers, int count);
void to_registers(const uint32_t* lane_major, int count, uint32_t* registers);
// Byte `byte` (0..3) of each lane of one register: the E8M0 scale the lane supplies.
std::vector<uint8_t> lane_bytes(const uint32_t* lanes, int byte);

}  // namespace sim::cdna4
