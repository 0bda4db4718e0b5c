#include "sim/numerics/convert.h"

#include <algorithm>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

#include "sim/numerics/bit_ops.h"
#include "sim/numerics/decode.h"
#include "sim/numerics/parallel.h"
#include "sim/numerics/round_pack.h"
#include "sim/numerics/storage.h"

namespace sim::numerics {
namespace {

constexpr size_t kMinParallel = size_t{1} << 16;

// FP32 -> <= 8-bit format, non-stochastic: the result depends only on the sign, the exponent,
// the top (man_bits + 1) mantissa bits (kept bits plus the round bit; subnormal targets keep
// fewer) and whether any lower bit is set. Each entry is round_pack of that cell's representative.
struct Fp32EncodeTable {
  int kept_bits = 0;              // mantissa bits in the index
  std::vector<uint16_t> entries;  // low byte: encoding; high byte: Flags
};

std::shared_ptr<const Fp32EncodeTable> build_fp32_table(const FormatSpec& spec, const ConvertOptions& options) {
  auto table = std::make_shared<Fp32EncodeTable>();
  // Kept bits plus the round bit below the implicit one; an FP32-subnormal input (bits from
  // 2^-127 down) also needs every bit down to half the target's grid step there, which matters
  // only for E8M0 (its step at 2^-127 is 2^-127, so two bits).
  const int subnormal_bits_needed = -125 - (-127 - spec.fraction_bits_at(-127));
  table->kept_bits = std::min(23, std::max(spec.man_bits + 1, subnormal_bits_needed));
  const int drop = 23 - table->kept_bits;
  const size_t cells = size_t{1} << (1 + 8 + table->kept_bits);
  table->entries.resize(cells * 2);
  const FormatSpec& fp32 = spec_of(Format::FP32);
  for (size_t cell = 0; cell < cells; ++cell) {
    for (uint32_t sticky = 0; sticky < 2; ++sticky) {
      const uint64_t representative = (static_cast<uint64_t>(cell) << drop) | sticky;
      const Rounded r = round_pack(spec, decode(fp32, representative), options);
      table->entries[cell * 2 + sticky] = static_cast<uint16_t>(r.bits | (static_cast<uint16_t>(r.flags) << 8));
    }
  }
  return table;
}

std::shared_ptr<const Fp32EncodeTable> fp32_table(const FormatSpec& spec, const ConvertOptions& options) {
  using Key = std::tuple<Format, RoundingMode, Overflow, NanInput>;
  static std::mutex mutex;
  static std::map<Key, std::shared_ptr<const Fp32EncodeTable>> cache;
  const Key key{spec.id, options.rounding, options.overflow, options.nan};
  std::lock_guard<std::mutex> lock(mutex);
  auto& slot = cache[key];
  if (!slot) slot = build_fp32_table(spec, options);
  return slot;
}

// Decoding <= 16-bit formats to FP32 is a table of round_pack(FP32, decode(bits)): exact values.
std::shared_ptr<const std::vector<uint32_t>> fp32_decode_table(const FormatSpec& spec) {
  static std::mutex mutex;
  static std::map<Format, std::shared_ptr<const std::vector<uint32_t>>> cache;
  std::lock_guard<std::mutex> lock(mutex);
  auto& slot = cache[spec.id];
  if (!slot) {
    auto table = std::make_shared<std::vector<uint32_t>>(size_t{1} << spec.bits);
    const FormatSpec& fp32 = spec_of(Format::FP32);
    for (size_t bits = 0; bits < table->size(); ++bits)
      (*table)[bits] = static_cast<uint32_t>(round_pack(fp32, decode(spec, bits), fp32.default_options()).bits);
    slot = std::move(table);
  }
  return slot;
}

// Sub-byte formats stored one per byte: a code with bits above the format's width is a user
// error (it would index past the decode tables), reported with its position.
void check_codes(const FormatSpec& spec, const void* bits, size_t count) {
  if (spec.bits >= 8 * spec.storage_bytes()) return;
  const auto* codes = static_cast<const uint8_t*>(bits);
  const unsigned limit = 1u << spec.bits;
  for (size_t i = 0; i < count; ++i)
    if (codes[i] >= limit)
      throw std::invalid_argument(std::string(spec.name) + ": code " + std::to_string(codes[i]) + " at index " +
                                  std::to_string(i) + " does not fit in " + std::to_string(spec.bits) + " bits");
}

}  // namespace

Flags encode_array(Format destination, Format source, const void* source_bits, size_t count, void* destination_bits,
                   const ConvertOptions& options) {
  const FormatSpec& dst = spec_of(destination);
  const FormatSpec& src = spec_of(source);
  check_options(dst, options);
  check_codes(src, source_bits, count);
  std::mutex flags_mutex;
  Flags all_flags = Flags::None;
  auto merge = [&](Flags flags) {
    std::lock_guard<std::mutex> lock(flags_mutex);
    all_flags |= flags;
  };

  if (source == Format::FP32 && dst.bits <= 8 && options.rounding != RoundingMode::Stochastic) {
    const auto table = fp32_table(dst, options);
    const int drop = 23 - table->kept_bits;
    const uint32_t sticky_mask = static_cast<uint32_t>(low_mask(drop));
    const auto* in = static_cast<const uint32_t*>(source_bits);
    auto* out = static_cast<uint8_t*>(destination_bits);
    const uint16_t* entries = table->entries.data();
    parallel_for(count, kMinParallel, [&](size_t begin, size_t end) {
      uint16_t flags = 0;
      for (size_t i = begin; i < end; ++i) {
        uint32_t bits;
        std::memcpy(&bits, in + i, 4);
        const uint16_t entry = entries[((bits >> drop) << 1) | ((bits & sticky_mask) != 0)];
        out[i] = static_cast<uint8_t>(entry);
        flags |= entry;
      }
      merge(static_cast<Flags>(flags >> 8));
    });
    return all_flags;
  }

  parallel_for(count, kMinParallel / 16, [&](size_t begin, size_t end) {
    Flags flags = Flags::None;
    for (size_t i = begin; i < end; ++i) {
      const ExactValue value = decode(src, load_bits(source_bits, src.storage_bytes(), i));
      const uint64_t random_bits = options.rounding == RoundingMode::Stochastic ? splitmix64(options.seed, i) : 0;
      const Rounded r = round_pack(dst, value, options, random_bits);
      store_bits(destination_bits, dst.storage_bytes(), i, r.bits);
      flags |= r.flags;
    }
    merge(flags);
  });
  return all_flags;
}

void decode_to_fp32(Format source, const void* source_bits, size_t count, float* values) {
  const FormatSpec& src = spec_of(source);
  if (source == Format::FP32) {
    std::memcpy(values, source_bits, count * 4);
    return;
  }
  check_codes(src, source_bits, count);
  if (src.bits <= 16) {
    const auto table = fp32_decode_table(src);
    const uint32_t* lut = table->data();
    parallel_for(count, kMinParallel, [&](size_t begin, size_t end) {
      if (src.storage_bytes() == 1) {
        const auto* in = static_cast<const uint8_t*>(source_bits);
        for (size_t i = begin; i < end; ++i) std::memcpy(values + i, lut + in[i], 4);
      } else {
        const auto* in = static_cast<const uint8_t*>(source_bits);
        for (size_t i = begin; i < end; ++i) {
          uint16_t bits;
          std::memcpy(&bits, in + 2 * i, 2);
          std::memcpy(values + i, lut + bits, 4);
        }
      }
    });
    return;
  }
  encode_array(Format::FP32, source, source_bits, count, values, spec_of(Format::FP32).default_options());
}

void decode_to_fp64(Format source, const void* source_bits, size_t count, double* values) {
  if (source == Format::FP64) {
    std::memcpy(values, source_bits, count * 8);
    return;
  }
  encode_array(Format::FP64, source, source_bits, count, values, spec_of(Format::FP64).default_options());
}

}  // namespace sim::numerics
