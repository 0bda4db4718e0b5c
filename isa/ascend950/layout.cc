#include "isa/ascend950/layout.h"

#include <stdexcept>
#include <string>

namespace sim::ascend950 {

std::string_view name_of(Layout layout) {
  switch (layout) {
    case Layout::ND: return "ND";
    case Layout::DN: return "DN";
    case Layout::NZ: return "NZ";
    case Layout::ZN: return "ZN";
    case Layout::ZZ: return "ZZ";
    case Layout::NN: return "NN";
    case Layout::L0C: return "L0C";
  }
  return "?";
}

Geometry geometry(Layout layout, int bits, int64_t rows, int64_t cols, int64_t ld) {
  if (bits != 4 && bits != 8 && bits != 16 && bits != 32)
    throw std::invalid_argument("layout: element of " + std::to_string(bits) + " bits; expected 4, 8, 16 or 32");
  if (rows < 0 || cols < 0) throw std::invalid_argument("layout: negative extent; expected rows, cols >= 0");
  if ((layout == Layout::ZZ || layout == Layout::NN) && bits != 8)
    throw std::invalid_argument("layout: ZZ/NN hold E8M0 scale bytes; expected 8-bit elements");
  if (layout == Layout::L0C && bits != 32)
    throw std::invalid_argument("layout: L0C holds FP32/INT32; expected 32-bit elements");
  Geometry g{layout, bits, rows, cols, ld};
  if (layout == Layout::ND && ld == 0) g.ld = cols;
  if (layout == Layout::DN && ld == 0) g.ld = rows;
  if ((layout == Layout::ND && g.ld < cols) || (layout == Layout::DN && g.ld < rows))
    throw std::invalid_argument("layout: leading dimension " + std::to_string(g.ld) + " below the extent");
  return g;
}

int64_t Geometry::padded_rows() const {
  switch (layout) {
    case Layout::NZ:
    case Layout::L0C: return round_up(rows, kFractalRows);
    case Layout::ZN: return round_up(rows, c0_elements(bits));
    case Layout::ZZ: return round_up(rows, kFractalRows);
    case Layout::NN: return round_up(rows, 2);
    default: return rows;
  }
}

int64_t Geometry::padded_cols() const {
  switch (layout) {
    case Layout::NZ: return round_up(cols, c0_elements(bits));
    case Layout::ZN:
    case Layout::L0C: return round_up(cols, kFractalRows);
    case Layout::ZZ: return round_up(cols, 2);
    case Layout::NN: return round_up(cols, kFractalRows);
    default: return cols;
  }
}

int64_t Geometry::elements() const {
  switch (layout) {
    case Layout::ND: return rows == 0 ? 0 : (rows - 1) * ld + cols;
    case Layout::DN: return cols == 0 ? 0 : (cols - 1) * ld + rows;
    default: return padded_rows() * padded_cols();
  }
}

int64_t Geometry::index(int64_t r, int64_t c) const {
  const int64_t c0 = c0_elements(bits);
  switch (layout) {
    case Layout::ND: return r * ld + c;
    case Layout::DN: return c * ld + r;
    // NZ: ((c div C0e) * Rp + r) * C0e + c mod C0e
    case Layout::NZ: return ((c / c0) * padded_rows() + r) * c0 + c % c0;
    // ZN: ((r div C0e) * Cp + c) * C0e + r mod C0e
    case Layout::ZN: return ((r / c0) * padded_cols() + c) * c0 + r % c0;
    // ZZ (scale A [M, G]): ((m div 16) * (G/2) + g div 2) * 32 + (m mod 16) * 2 + g mod 2
    case Layout::ZZ: return ((r / 16) * (padded_cols() / 2) + c / 2) * 32 + (r % 16) * 2 + c % 2;
    // NN (scale B [G, N]): ((n div 16) * (G/2) + g div 2) * 32 + (n mod 16) * 2 + g mod 2
    case Layout::NN: return ((c / 16) * (padded_rows() / 2) + r / 2) * 32 + (c % 16) * 2 + r % 2;
    // L0C [M, N]: ((n div 16) * Mp + m) * 16 + n mod 16
    case Layout::L0C: return ((c / 16) * padded_rows() + r) * 16 + c % 16;
  }
  return 0;
}

uint32_t get(const uint8_t* storage, int bits, int64_t index) {
  if (bits == 4) {
    const uint8_t byte = storage[index / 2];
    return index % 2 == 0 ? (byte & 0xFu) : (byte >> 4);
  }
  uint32_t value = 0;
  for (int b = 0; b < bits / 8; ++b) value |= static_cast<uint32_t>(storage[index * (bits / 8) + b]) << (8 * b);
  return value;
}

void set(uint8_t* storage, int bits, int64_t index, uint32_t value) {
  if (bits == 4) {
    uint8_t& byte = storage[index / 2];
    byte = index % 2 == 0 ? static_cast<uint8_t>((byte & 0xF0u) | (value & 0xFu))
                          : static_cast<uint8_t>((byte & 0x0Fu) | ((value & 0xFu) << 4));
    return;
  }
  for (int b = 0; b < bits / 8; ++b) storage[index * (bits / 8) + b] = static_cast<uint8_t>(value >> (8 * b));
}

std::vector<uint8_t> store(const Geometry& g, const uint8_t* row_major) {
  std::vector<uint8_t> out(static_cast<size_t>(g.bytes()), 0);
  for (int64_t r = 0; r < g.rows; ++r)
    for (int64_t c = 0; c < g.cols; ++c) set(out.data(), g.bits, g.index(r, c), get(row_major, g.bits, r * g.cols + c));
  return out;
}

std::vector<uint8_t> load(const Geometry& g, const uint8_t* storage) {
  std::vector<uint8_t> out(static_cast<size_t>((g.rows * g.cols * g.bits + 7) / 8), 0);
  for (int64_t r = 0; r < g.rows; ++r)
    for (int64_t c = 0; c < g.cols; ++c) set(out.data(), g.bits, r * g.cols + c, get(storage, g.bits, g.index(r, c)));
  return out;
}

}  // namespace sim::ascend950
