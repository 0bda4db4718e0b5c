// MX block quantization and dequantization over a 2-D [rows, cols] array whose blocks are
// block_rows x block_cols tiles: 1 x 32 for OCP / Ascend / CDNA4 (32 contiguous elements along
// the contraction axis), 8 x 4 for Trainium3 quantize_mx (8 partitions x 4 free elements).
#pragma once

#include <cstddef>
#include <cstdint>

#include "sim/numerics/format.h"
#include "sim/numerics/policy.h"
#include "sim/numerics/scale_rule.h"

namespace sim::numerics {

struct MxGeometry {
  int64_t block_rows = 1;
  int64_t block_cols = 32;
};

inline constexpr MxGeometry kOcpBlock{1, 32};
inline constexpr MxGeometry kTrn3Block{8, 4};  // NKI quantize_mx: one scale per 8 partitions x 4 elements

// Element options for MX: round to nearest even, clamp normals beyond the element's largest
// magnitude (OCP MX v1.0 §6.3: "clamped to the maximum normal, sign kept").
constexpr ConvertOptions mx_element_options(RoundingMode rounding = RoundingMode::NearestEven) {
  return ConvertOptions{rounding, Overflow::Saturate, NanInput::ToZero, 0};
}

// Quantize `source` ([rows, cols] encodings of a table format, row-major) into element codes
// ([rows, cols], one per byte) and scale bytes ([rows / block_rows, cols / block_cols]).
// Throws std::invalid_argument naming the sizes when a block does not divide the array.
Flags mx_quantize(Format element, ScaleRule rule, Format source, const void* source_bits, int64_t rows, int64_t cols,
                  MxGeometry geometry, const ConvertOptions& element_options, uint8_t* element_codes,
                  uint8_t* scale_bytes);

// value = decode(element) * 2^(scale - 127); a NaN scale (0xFF) makes the whole block NaN (OCP
// MX v1.0 §5.1). Output FP32 (rounded to nearest even; beyond FP32 range gives +-Inf) or FP64
// (exact).
void mx_dequantize(Format element, const uint8_t* element_codes, const uint8_t* scale_bytes, int64_t rows, int64_t cols,
                   MxGeometry geometry, Format output, void* values);

}  // namespace sim::numerics
