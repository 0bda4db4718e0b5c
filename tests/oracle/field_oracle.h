// Independent oracle for the <= 8-bit formats, written from the specs' field equations and
// value tables. It never includes sim/: a shared mistake cannot make both sides agree.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace oracle {

struct Decoded {
  bool is_nan = false;
  bool is_inf = false;
  double value = 0.0;  // exact: every value of these formats fits a double
};

// Formats by OCP/Ascend name: e4m3 e5m2 e3m2 e2m3 e2m1 e1m2 e8m0 hif8.
Decoded decode(const std::string& format, uint32_t bits);
int bits_of(const std::string& format);

enum class Mode { NearestEven, NearestAway, TowardZero, Down, Up };

// Brute-force rounding of a finite double to the nearest representable value(s) by scanning
// every encoding. Returns the chosen encoding, or nullopt when the rounded magnitude lies
// beyond the largest finite value (the caller applies its overflow policy).
std::optional<uint32_t> round_finite(const std::string& format, double value, Mode mode);

}  // namespace oracle
