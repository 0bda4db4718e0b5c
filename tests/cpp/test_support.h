// Shared helpers for the numerics tests.
#pragma once

#include <cstdint>
#include <cstring>
#include <string>

#include "sim/numerics/decode.h"
#include "sim/numerics/format.h"
#include "sim/numerics/round_pack.h"

namespace test_support {

using namespace sim::numerics;

inline uint64_t bits_of_double(double value) {
  uint64_t bits;
  std::memcpy(&bits, &value, 8);
  return bits;
}

// Convert a double through the library (FP64 decode, then the one round_pack).
inline Rounded convert(Format destination, double value, ConvertOptions options) {
  return round_pack(spec_of(destination), decode(Format::FP64, bits_of_double(value)), options);
}

inline Rounded convert(Format destination, double value) {
  return convert(destination, value, spec_of(destination).default_options());
}

// The small formats the oracle knows, by library id and oracle name.
struct SmallFormat {
  Format id;
  const char* name;
};
inline constexpr SmallFormat kSmallFormats[] = {
    {Format::E4M3, "e4m3"}, {Format::E5M2, "e5m2"}, {Format::E3M2, "e3m2"}, {Format::E2M3, "e2m3"},
    {Format::E2M1, "e2m1"}, {Format::E1M2, "e1m2"}, {Format::E8M0, "e8m0"}, {Format::HIF8, "hif8"},
};

}  // namespace test_support
