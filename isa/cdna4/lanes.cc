#include "isa/cdna4/lanes.h"

#include <bit>
#include <cstring>

#include "sim/core/error.h"
#include "sim/numerics/name_list.h"

namespace sim::cdna4 {

using numerics::Format;

namespace {

constexpr ShapeSpec kShapes[] = {
    {Shape::M16N16K128, "16x16x128", 16, 16, 128, 16, 4, 4},
    {Shape::M32N32K64, "32x32x64", 32, 32, 64, 32, 2, 16},
};

constexpr ElementSpec kElements[] = {
    {0, Format::E4M3, 8, 8, "fp8 (E4M3)"}, {1, Format::E5M2, 8, 8, "bf8 (E5M2)"}, {2, Format::E2M3, 6, 6, "fp6 (E2M3)"},
    {3, Format::E3M2, 6, 6, "bf6 (E3M2)"}, {4, Format::E2M1, 4, 4, "fp4 (E2M1)"},
};

}  // namespace

const ShapeSpec& spec_of(Shape shape) { return kShapes[static_cast<size_t>(shape)]; }

const ElementSpec* element_by_selector(int64_t selector) {
  for (const ElementSpec& e : kElements)
    if (e.selector == selector) return &e;
  return nullptr;
}

const ElementSpec& element_of(Format format) {
  for (const ElementSpec& e : kElements)
    if (e.format == format) return e;
  throw Error("format is not an f8f6f4 MFMA operand; expected e4m3, e5m2, e2m3, e3m2 or e2m1");
}

const std::vector<LaneConvention>& lane_conventions() {
  static const std::vector<LaneConvention> table = {
      {"isa", KLayout::Split16, KLayout::Contiguous,
       "AMD CDNA4 ISA §7.1.5.1 / §7.2.1 operand tables (FP8 split 16 + 16; FP6, FP4 contiguous); rocjitsu agrees"},
      {"contiguous", KLayout::Contiguous, KLayout::Contiguous,
       "IREE ScaledMMAIntrinsic: 32 contiguous K per lane for every type"},
      {"triton", KLayout::Split16, KLayout::Split16,
       "Triton chooseScaledMfmaScaleLayout comment: mxfp6 and mxfp8 in two blocks of 16, fp4 contiguous"},
  };
  return table;
}

const LaneConvention& lane_convention(std::string_view name) {
  if (const LaneConvention* c = numerics::find_named(lane_conventions(), name)) return *c;
  throw Error("unknown lane convention '" + std::string(name) +
              "'; expected one of: " + numerics::join_names(lane_conventions()));
}

KLayout k_layout(const LaneConvention& c, int bits) {
  return bits == 8 ? c.fp8 : bits == 6 ? c.fp6 : KLayout::Contiguous;
}

int k_of_item(const ShapeSpec& s, KLayout layout, int lane, int item) {
  const int g = lane / s.rows;
  if (layout == KLayout::Contiguous) return 32 * g + item;
  return (s.k / 2) * (item / 16) + 16 * g + item % 16;
}

namespace {

// D's row for lane and register (ISA §7.1: columns are lane % rows).
inline int d_row(const ShapeSpec& s, int lane, int reg) {
  return s.id == Shape::M16N16K128 ? 4 * (lane / 16) + reg : 8 * (reg / 4) + 4 * (lane / 32) + reg % 4;
}

// d_element's position as one index m * n + column (inlined in pack_d / unpack_d's loops).
inline int d_index(const ShapeSpec& s, int lane, int reg) { return d_row(s, lane, reg) * s.n + lane % s.rows; }

}  // namespace

void d_element(const ShapeSpec& s, int lane, int reg, int& m, int& n) {
  n = lane % s.rows;
  m = d_row(s, lane, reg);
}

uint32_t get_item(const uint32_t* regs, int bits, int item) {
  const int bit = bits * item;
  uint64_t window = regs[bit / 32];
  if (bit % 32 + bits > 32) window |= static_cast<uint64_t>(regs[bit / 32 + 1]) << 32;
  return static_cast<uint32_t>((window >> (bit % 32)) & ((1u << bits) - 1));
}

void set_item(uint32_t* regs, int bits, int item, uint32_t code) {
  const int bit = bits * item;
  const uint64_t mask = static_cast<uint64_t>((1u << bits) - 1) << (bit % 32);
  const uint64_t value = static_cast<uint64_t>(code & ((1u << bits) - 1)) << (bit % 32);
  uint64_t window = regs[bit / 32];
  const bool straddles = bit % 32 + bits > 32;
  if (straddles) window |= static_cast<uint64_t>(regs[bit / 32 + 1]) << 32;
  window = (window & ~mask) | value;
  regs[bit / 32] = static_cast<uint32_t>(window);
  if (straddles) regs[bit / 32 + 1] = static_cast<uint32_t>(window >> 32);
}

std::vector<uint32_t> pack_a(const ShapeSpec& s, const ElementSpec& e, KLayout layout, const uint8_t* a) {
  std::vector<uint32_t> regs(static_cast<size_t>(64 * e.regs), 0);
  for (int l = 0; l < 64; ++l)
    for (int j = 0; j < 32; ++j)
      set_item(&regs[static_cast<size_t>(l * e.regs)], e.bits, j, a[(l % s.rows) * s.k + k_of_item(s, layout, l, j)]);
  return regs;
}

std::vector<uint32_t> pack_b(const ShapeSpec& s, const ElementSpec& e, KLayout layout, const uint8_t* b) {
  std::vector<uint32_t> regs(static_cast<size_t>(64 * e.regs), 0);
  for (int l = 0; l < 64; ++l)
    for (int j = 0; j < 32; ++j)
      set_item(&regs[static_cast<size_t>(l * e.regs)], e.bits, j, b[k_of_item(s, layout, l, j) * s.n + l % s.rows]);
  return regs;
}

// A lane's 32 items lie in two runs of 16 consecutive K (k_of_item: item 16 r + j is K
// k_of_item(16 r) + j in either layout); FP8 items are the lane's bytes in order (get_item).
namespace {

// get_item's FP8 item j is byte j of the lane's words as a little-endian host stores them.
static_assert(std::endian::native == std::endian::little, "FP8 items are read as the lane's bytes");
const uint8_t* lane_item_bytes(const uint32_t* lane) { return reinterpret_cast<const uint8_t*>(lane); }

}  // namespace

void unpack_a(const ShapeSpec& s, const ElementSpec& e, KLayout layout, const uint32_t* regs, uint8_t* a) {
  for (int l = 0; l < 64; ++l) {
    const uint32_t* lane = regs + l * e.regs;
    uint8_t* row = a + (l % s.rows) * s.k;
    for (int run = 0; run < 2; ++run) {
      uint8_t* out = row + k_of_item(s, layout, l, 16 * run);
      if (e.bits == 8) {
        std::memcpy(out, lane_item_bytes(lane) + 16 * run, 16);
      } else {
        for (int j = 0; j < 16; ++j) out[j] = static_cast<uint8_t>(get_item(lane, e.bits, 16 * run + j));
      }
    }
  }
}

void unpack_b(const ShapeSpec& s, const ElementSpec& e, KLayout layout, const uint32_t* regs, uint8_t* b) {
  for (int l = 0; l < 64; ++l) {
    const uint32_t* lane = regs + l * e.regs;
    const int column = l % s.rows;
    for (int run = 0; run < 2; ++run) {
      uint8_t* out = b + k_of_item(s, layout, l, 16 * run) * s.n + column;
      for (int j = 0; j < 16; ++j)
        out[j * s.n] = e.bits == 8 ? lane_item_bytes(lane)[16 * run + j]
                                   : static_cast<uint8_t>(get_item(lane, e.bits, 16 * run + j));
    }
  }
}

std::vector<uint8_t> scale_lanes_a(const ShapeSpec& s, const uint8_t* scales) {
  std::vector<uint8_t> lanes(64);
  for (int l = 0; l < 64; ++l) lanes[static_cast<size_t>(l)] = scales[scale_row(s, l) * (s.k / 32) + scale_block(s, l)];
  return lanes;
}

std::vector<uint8_t> scale_lanes_b(const ShapeSpec& s, const uint8_t* scales) {
  std::vector<uint8_t> lanes(64);
  for (int l = 0; l < 64; ++l) lanes[static_cast<size_t>(l)] = scales[scale_block(s, l) * s.n + scale_row(s, l)];
  return lanes;
}

void gather_scales_a(const ShapeSpec& s, const uint8_t* lanes, uint8_t* scales) {
  for (int l = 0; l < 64; ++l) scales[scale_row(s, l) * (s.k / 32) + scale_block(s, l)] = lanes[l];
}

void gather_scales_b(const ShapeSpec& s, const uint8_t* lanes, uint8_t* scales) {
  for (int l = 0; l < 64; ++l) scales[scale_block(s, l) * s.n + scale_row(s, l)] = lanes[l];
}

std::vector<uint32_t> pack_d(const ShapeSpec& s, const uint32_t* d) {
  std::vector<uint32_t> regs(static_cast<size_t>(64 * s.d_regs));
  for (int l = 0; l < 64; ++l)
    for (int r = 0; r < s.d_regs; ++r) regs[static_cast<size_t>(l * s.d_regs + r)] = d[d_index(s, l, r)];
  return regs;
}

void unpack_d(const ShapeSpec& s, const uint32_t* regs, uint32_t* d) {
  for (int l = 0; l < 64; ++l)
    for (int r = 0; r < s.d_regs; ++r) d[d_index(s, l, r)] = regs[l * s.d_regs + r];
}

std::vector<uint32_t> lane_major(const uint32_t* registers, int count) {
  std::vector<uint32_t> out(static_cast<size_t>(64 * count));
  for (int lane = 0; lane < 64; ++lane)
    for (int r = 0; r < count; ++r) out[static_cast<size_t>(lane * count + r)] = registers[r * 64 + lane];
  return out;
}

void to_registers(const uint32_t* lanes, int count, uint32_t* registers) {
  for (int lane = 0; lane < 64; ++lane)
    for (int r = 0; r < count; ++r) registers[r * 64 + lane] = lanes[lane * count + r];
}

std::vector<uint8_t> lane_bytes(const uint32_t* lanes, int byte) {
  std::vector<uint8_t> out(64);
  for (int lane = 0; lane < 64; ++lane)
    out[static_cast<size_t>(lane)] = static_cast<uint8_t>(lanes[lane] >> (8 * byte));
  return out;
}

}  // namespace sim::cdna4
