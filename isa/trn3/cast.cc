#include "isa/trn3/cast.h"

#include <cmath>
#include <cstring>

#include "sim/numerics/convert.h"

namespace sim::trn3 {

namespace nm = sim::numerics;

namespace {

// Exact value of an element as a double, for non-x4 dtypes (integers up to 32 bits are exact).
double to_double(DType d, const uint8_t* p) {
  const DTypeSpec& s = spec_of(d);
  switch (s.kind) {
    case Kind::Unsigned: {
      uint32_t v = 0;
      std::memcpy(&v, p, static_cast<size_t>(s.bytes));
      return static_cast<double>(v);
    }
    case Kind::Signed: {
      if (s.bytes == 1) return static_cast<int8_t>(p[0]);
      if (s.bytes == 2) {
        int16_t v;
        std::memcpy(&v, p, 2);
        return v;
      }
      int32_t v;
      std::memcpy(&v, p, 4);
      return v;
    }
    case Kind::Float: {
      double v = 0;
      nm::decode_to_fp64(s.element, p, 1, &v);
      return v;
    }
    case Kind::PackedX4: break;
  }
  return 0;
}

}  // namespace

void cast_elements(DType src, const std::vector<uint8_t>& in, DType dst, std::vector<uint8_t>& out, int64_t count) {
  const DTypeSpec& s = spec_of(src);
  const DTypeSpec& t = spec_of(dst);
  out.assign(static_cast<size_t>(count * t.bytes), 0);
  std::vector<uint32_t> fp32(static_cast<size_t>(count));
  if (s.kind == Kind::Float) {
    if (s.element == Format::FP32) {
      std::memcpy(fp32.data(), in.data(), fp32.size() * 4);
    } else {
      std::vector<float> values(static_cast<size_t>(count));
      nm::decode_to_fp32(s.element, in.data(), static_cast<size_t>(count), values.data());  // exact
      std::memcpy(fp32.data(), values.data(), fp32.size() * 4);
    }
  } else {
    std::vector<double> values(static_cast<size_t>(count));
    for (int64_t i = 0; i < count; ++i) values[static_cast<size_t>(i)] = to_double(src, in.data() + i * s.bytes);
    nm::encode_array(Format::FP32, Format::FP64, values.data(), static_cast<size_t>(count), fp32.data(),
                     nm::spec_of(Format::FP32).default_options());
  }
  if (t.kind == Kind::Float) {
    nm::encode_array(t.element, Format::FP32, fp32.data(), static_cast<size_t>(count), out.data(),
                     nm::spec_of(t.element).default_options());
    return;
  }
  const bool is_signed = t.kind == Kind::Signed;
  const double lo = is_signed ? -std::ldexp(1.0, t.bytes * 8 - 1) : 0.0;
  const double hi = is_signed ? std::ldexp(1.0, t.bytes * 8 - 1) - 1 : std::ldexp(1.0, t.bytes * 8) - 1;
  for (int64_t i = 0; i < count; ++i) {
    float f;
    std::memcpy(&f, &fp32[static_cast<size_t>(i)], 4);
    double v = std::isnan(f) ? 0.0 : std::nearbyint(static_cast<double>(f));  // default FE mode: nearest even
    v = v < lo ? lo : v > hi ? hi : v;
    const int64_t iv = static_cast<int64_t>(v);
    const uint64_t bits = static_cast<uint64_t>(iv);
    std::memcpy(out.data() + i * t.bytes, &bits, static_cast<size_t>(t.bytes));  // little-endian host
  }
}

}  // namespace sim::trn3
