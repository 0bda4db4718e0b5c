#include "oracle/field_oracle.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <stdexcept>

namespace oracle {
namespace {

struct Layout {
  int bits, e, m, bias;
};

// Field widths and biases as the specs print them (OCP MX v1.0 Table 1; OFP8; Ascend E1M2).
const std::map<std::string, Layout> kLayouts = {
    {"e4m3", {8, 4, 3, 7}}, {"e5m2", {8, 5, 2, 15}}, {"e3m2", {6, 3, 2, 3}},   {"e2m3", {6, 2, 3, 1}},
    {"e2m1", {4, 2, 1, 1}}, {"e1m2", {4, 1, 2, 1}},  {"e8m0", {8, 8, 0, 127}}, {"hif8", {8, 0, 0, 0}},
};

// value = (-1)^S * 2^(E - bias) * (1 + M / 2^m) for E > 0, (-1)^S * 2^(1 - bias) * (M / 2^m) for E = 0.
Decoded decode_ieee_like(const std::string& format, uint32_t bits) {
  const Layout l = kLayouts.at(format);
  const uint32_t s = bits >> (l.bits - 1), E = (bits >> l.m) & ((1u << l.e) - 1), M = bits & ((1u << l.m) - 1);
  const double sign = s ? -1.0 : 1.0;
  if (format == "e5m2" && E == 31) return M == 0 ? Decoded{false, true, sign * INFINITY} : Decoded{true, false, NAN};
  if (format == "e4m3" && E == 15 && M == 7) return {true, false, NAN};
  if (E == 0) return {false, false, sign * std::ldexp(static_cast<double>(M) / (1 << l.m), 1 - l.bias)};
  return {false, false, sign * std::ldexp(1.0 + static_cast<double>(M) / (1 << l.m), static_cast<int>(E) - l.bias)};
}

// HiFloat8 from the prefix table of arXiv 2409.16626 (numerics.md §3), parsed as a bit string.
Decoded decode_hif8(uint32_t bits) {
  if (bits == 0x00) return {false, false, 0.0};
  if (bits == 0x80) return {true, false, NAN};
  if ((bits & 0x7F) == 0x6F) return {false, true, (bits & 0x80) ? -INFINITY : INFINITY};
  std::string b;
  for (int i = 6; i >= 0; --i) b += ((bits >> i) & 1) ? '1' : '0';
  const double sign = (bits & 0x80) ? -1.0 : 1.0;
  struct Row {
    std::string prefix;
    int exp_bits, man_bits;
  };
  const Row rows[] = {{"11", 4, 1}, {"10", 3, 2}, {"01", 2, 3}, {"001", 1, 3}, {"0001", 0, 3}};
  for (const Row& row : rows) {
    if (b.compare(0, row.prefix.size(), row.prefix) != 0) continue;
    const std::string rest = b.substr(row.prefix.size());
    int exponent = 0;
    if (row.exp_bits > 0) {
      const std::string field = rest.substr(0, row.exp_bits);
      std::string magnitude_bits = "1";  // implicit leading 1
      magnitude_bits += field.substr(1);
      const int magnitude = std::stoi(magnitude_bits, nullptr, 2);
      exponent = field[0] == '1' ? -magnitude : magnitude;
    }
    const int mantissa = std::stoi(rest.substr(row.exp_bits), nullptr, 2);
    return {false, false, sign * std::ldexp(1.0 + mantissa / std::ldexp(1.0, row.man_bits), exponent)};
  }
  const int M = std::stoi(b.substr(4), nullptr, 2);  // prefix 0000: denormal 2^(M - 23)
  return {false, false, sign * std::ldexp(1.0, M - 23)};
}

// The grid point that would follow the largest finite value if the exponent range were
// unbounded: rounding to it (or beyond) is an overflow.
double next_above_max(const std::string& format) {
  static const std::map<std::string, double> kNext = {{"e4m3", 480.0},
                                                      {"e5m2", 65536.0},
                                                      {"e3m2", 32.0},
                                                      {"e2m3", 8.0},
                                                      {"e2m1", 8.0},
                                                      {"e1m2", 2.0},
                                                      {"e8m0", std::ldexp(1.0, 128)},
                                                      {"hif8", 49152.0}};
  return kNext.at(format);
}

}  // namespace

int bits_of(const std::string& format) { return kLayouts.at(format).bits; }

Decoded decode(const std::string& format, uint32_t bits) {
  if (format == "hif8") return decode_hif8(bits);
  if (format == "e8m0")
    return bits == 0xFF ? Decoded{true, false, NAN}
                        : Decoded{false, false, std::ldexp(1.0, static_cast<int>(bits) - 127)};
  return decode_ieee_like(format, bits);
}

std::optional<uint32_t> round_finite(const std::string& format, double value, Mode mode) {
  // Candidates: every finite encoding with the sign of `value` (or unsigned), plus a marker for
  // "beyond max".
  struct Candidate {
    double magnitude;
    std::optional<uint32_t> code;
  };
  std::vector<Candidate> grid;
  const bool negative = std::signbit(value);
  for (uint32_t bits = 0; bits < (1u << bits_of(format)); ++bits) {
    const Decoded d = decode(format, bits);
    if (d.is_nan || d.is_inf) continue;
    // Same-sign candidates; HiFloat8's single zero 0x00 serves both signs.
    const bool sign_matches = std::signbit(d.value) == negative || (format == "hif8" && d.value == 0.0);
    if (format != "e8m0" && !sign_matches) continue;
    grid.push_back({std::fabs(d.value), bits});
  }
  grid.push_back({next_above_max(format), std::nullopt});
  std::sort(grid.begin(), grid.end(), [](const Candidate& a, const Candidate& b) { return a.magnitude < b.magnitude; });
  grid.erase(std::unique(grid.begin(), grid.end(),
                         [](const Candidate& a, const Candidate& b) { return a.magnitude == b.magnitude; }),
             grid.end());
  const double x = std::fabs(value);
  if (x >= grid.back().magnitude) return std::nullopt;
  auto upper =
      std::lower_bound(grid.begin(), grid.end(), x, [](const Candidate& c, double v) { return c.magnitude < v; });
  if (upper->magnitude == x) return upper->code;
  if (upper == grid.begin()) return upper->code;  // below the smallest value of a format without zero
  const auto lower = upper - 1;
  const bool toward_larger_magnitude_is_up = !negative;
  switch (mode) {
    case Mode::TowardZero: return lower->code;
    case Mode::Down: return toward_larger_magnitude_is_up ? lower->code : upper->code;
    case Mode::Up: return toward_larger_magnitude_is_up ? upper->code : lower->code;
    case Mode::NearestAway:
    case Mode::NearestEven: {
      const double below = x - lower->magnitude, above = upper->magnitude - x;
      if (below != above) return below < above ? lower->code : upper->code;
      if (mode == Mode::NearestAway) return upper->code;
      // Ties to even: the candidate that is an even multiple of the local grid step.
      const double step = upper->magnitude - lower->magnitude;
      return std::fmod(lower->magnitude / step, 2.0) == 0.0 ? lower->code : upper->code;
    }
  }
  return std::nullopt;
}

}  // namespace oracle
