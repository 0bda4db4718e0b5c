#include "sim/numerics/mx_block.h"

#include <mutex>
#include <stdexcept>
#include <string>
#include <vector>

#include "sim/numerics/bit_ops.h"
#include "sim/numerics/decode.h"
#include "sim/numerics/parallel.h"
#include "sim/numerics/round_pack.h"
#include "sim/numerics/storage.h"

namespace sim::numerics {
namespace {

void check_geometry(int64_t rows, int64_t cols, MxGeometry geometry) {
  if (geometry.block_rows <= 0 || geometry.block_cols <= 0)
    throw std::invalid_argument("MX block " + std::to_string(geometry.block_rows) + "x" +
                                std::to_string(geometry.block_cols) + ": expected positive block sizes");
  if (rows % geometry.block_rows != 0)
    throw std::invalid_argument("MX block: rows (" + std::to_string(rows) + ") is not a multiple of the block's " +
                                std::to_string(geometry.block_rows));
  if (cols % geometry.block_cols != 0)
    throw std::invalid_argument("MX block: columns (" + std::to_string(cols) + ") is not a multiple of the block's " +
                                std::to_string(geometry.block_cols));
}

}  // namespace

Flags mx_quantize(Format element, ScaleRule rule, Format source, const void* source_bits, int64_t rows, int64_t cols,
                  MxGeometry geometry, const ConvertOptions& element_options, uint8_t* element_codes,
                  uint8_t* scale_bytes) {
  const FormatSpec& elem = spec_of(element);
  const FormatSpec& src = spec_of(source);
  check_rule_applies(rule, elem);
  check_geometry(rows, cols, geometry);
  check_options(elem, element_options);
  const int64_t block_row_count = rows / geometry.block_rows;
  const int64_t block_col_count = cols / geometry.block_cols;
  std::mutex flags_mutex;
  Flags all_flags = Flags::None;

  const size_t rows_of_blocks = static_cast<size_t>(block_row_count);
  const size_t elements_per_row_of_blocks = static_cast<size_t>(geometry.block_rows * cols);
  parallel_for(
      rows_of_blocks, std::max<size_t>(1, 4096 / std::max<size_t>(elements_per_row_of_blocks, 1)),
      [&](size_t begin, size_t end) {
        Flags flags = Flags::None;
        std::vector<ExactValue> block(static_cast<size_t>(geometry.block_rows * geometry.block_cols));
        for (size_t br = begin; br < end; ++br) {
          for (int64_t bc = 0; bc < block_col_count; ++bc) {
            // 1. Unpack the block and find its largest magnitude (NaN, then Inf, dominate).
            ExactValue amax = ExactValue::zero(false);
            for (int64_t r = 0; r < geometry.block_rows; ++r) {
              for (int64_t c = 0; c < geometry.block_cols; ++c) {
                const int64_t row = static_cast<int64_t>(br) * geometry.block_rows + r;
                const int64_t col = bc * geometry.block_cols + c;
                const ExactValue value = decode(src, load_bits(source_bits, src.storage_bytes(), row * cols + col));
                block[r * geometry.block_cols + c] = value;
                if (amax.kind == ValueClass::NaN) continue;
                if (value.kind == ValueClass::NaN || compare_magnitude(value, amax) > 0) amax = value;
              }
            }
            // 2. The rule picks the scale; 3. each element is V / 2^scale, rounded once.
            const ScaleChoice choice = choose_scale(rule, elem, amax);
            scale_bytes[br * block_col_count + bc] = choice.scale_byte;
            const int32_t scale_exponent = static_cast<int32_t>(choice.scale_byte) - 127;
            for (int64_t r = 0; r < geometry.block_rows; ++r) {
              for (int64_t c = 0; c < geometry.block_cols; ++c) {
                const int64_t index =
                    (static_cast<int64_t>(br) * geometry.block_rows + r) * cols + bc * geometry.block_cols + c;
                if (choice.zero_elements) {
                  element_codes[index] = 0;
                  // A non-finite block becomes NaN through its scale; a zeroed non-zero element is lost.
                  const ExactValue& discarded = block[r * geometry.block_cols + c];
                  if (choice.scale_byte == kScaleNan)
                    flags |= Flags::Invalid;
                  else if (discarded.kind == ValueClass::Finite)
                    flags |= Flags::Inexact | Flags::Underflow;
                  continue;
                }
                const ExactValue& value = block[r * geometry.block_cols + c];
                const uint64_t random_bits = element_options.rounding == RoundingMode::Stochastic
                                                 ? splitmix64(element_options.seed, static_cast<uint64_t>(index))
                                                 : 0;
                const Rounded rounded =
                    round_pack(elem, value.scaled_by_pow2(-scale_exponent), element_options, random_bits);
                element_codes[index] = static_cast<uint8_t>(rounded.bits);
                flags |= rounded.flags;
              }
            }
          }
        }
        std::lock_guard<std::mutex> lock(flags_mutex);
        all_flags |= flags;
      });
  return all_flags;
}

void mx_dequantize(Format element, const uint8_t* element_codes, const uint8_t* scale_bytes, int64_t rows, int64_t cols,
                   MxGeometry geometry, Format output, void* values) {
  const FormatSpec& elem = spec_of(element);
  check_geometry(rows, cols, geometry);
  if (output != Format::FP32 && output != Format::FP64)
    throw std::invalid_argument("mx_dequantize: output format '" + std::string(spec_of(output).name) +
                                "'; expected fp32 or fp64");
  const FormatSpec& out = spec_of(output);
  const int64_t block_col_count = cols / geometry.block_cols;
  const uint64_t code_limit = uint64_t{1} << elem.bits;
  for (int64_t i = 0; i < rows * cols; ++i)
    if (element_codes[i] >= code_limit)
      throw std::invalid_argument("mx_dequantize: element code " + std::to_string(element_codes[i]) + " at index " +
                                  std::to_string(i) + " does not fit " + std::string(elem.name) + " (" +
                                  std::to_string(elem.bits) + " bits)");
  parallel_for(static_cast<size_t>(rows), 64, [&](size_t begin, size_t end) {
    for (size_t row = begin; row < end; ++row) {
      for (int64_t col = 0; col < cols; ++col) {
        const int64_t index = static_cast<int64_t>(row) * cols + col;
        const uint8_t scale = scale_bytes[(static_cast<int64_t>(row) / geometry.block_rows) * block_col_count +
                                          col / geometry.block_cols];
        ExactValue value = decode(elem, element_codes[index]);
        if (scale == kScaleNan)
          value = ExactValue::nan(false);
        else
          value = value.scaled_by_pow2(static_cast<int32_t>(scale) - 127);
        const uint64_t bits = round_pack(out, value, out.default_options()).bits;
        if (output == Format::FP32)
          static_cast<uint32_t*>(values)[index] = static_cast<uint32_t>(bits);
        else
          static_cast<uint64_t*>(values)[index] = bits;
      }
    }
  });
}

}  // namespace sim::numerics
