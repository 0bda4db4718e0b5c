#include "sim/numerics/packing.h"

#include <cstring>
#include <stdexcept>
#include <string>

namespace sim::numerics {
namespace {

void check_field_bits(int field_bits) {
  if (field_bits < 1 || field_bits > 8)
    throw std::invalid_argument("packing: field width " + std::to_string(field_bits) + " bits; expected 1..8");
}

}  // namespace

void pack_bitfields(const uint8_t* codes, size_t count, int field_bits, uint8_t* packed) {
  check_field_bits(field_bits);
  const size_t bytes = (count * static_cast<size_t>(field_bits) + 7) / 8;
  std::memset(packed, 0, bytes);
  const unsigned limit = 1u << field_bits;
  for (size_t i = 0; i < count; ++i) {
    if (codes[i] >= limit)
      throw std::invalid_argument("packing: code " + std::to_string(codes[i]) + " at index " + std::to_string(i) +
                                  " does not fit in " + std::to_string(field_bits) + " bits");
    const size_t bit = i * static_cast<size_t>(field_bits);
    const unsigned shifted = static_cast<unsigned>(codes[i]) << (bit % 8);
    packed[bit / 8] |= static_cast<uint8_t>(shifted);
    if ((bit % 8) + static_cast<size_t>(field_bits) > 8) packed[bit / 8 + 1] |= static_cast<uint8_t>(shifted >> 8);
  }
}

void unpack_bitfields(const uint8_t* packed, size_t count, int field_bits, uint8_t* codes) {
  check_field_bits(field_bits);
  const unsigned mask = (1u << field_bits) - 1;
  for (size_t i = 0; i < count; ++i) {
    const size_t bit = i * static_cast<size_t>(field_bits);
    unsigned window = packed[bit / 8];
    if ((bit % 8) + static_cast<size_t>(field_bits) > 8) window |= static_cast<unsigned>(packed[bit / 8 + 1]) << 8;
    codes[i] = static_cast<uint8_t>((window >> (bit % 8)) & mask);
  }
}

void pair_scales(const uint8_t* scales, size_t rows, size_t groups, uint8_t* paired) {
  const size_t pairs = (groups + 1) / 2;
  for (size_t r = 0; r < rows; ++r) {
    for (size_t g = 0; g < 2 * pairs; ++g) paired[r * 2 * pairs + g] = g < groups ? scales[r * groups + g] : 0;
  }
}

}  // namespace sim::numerics
