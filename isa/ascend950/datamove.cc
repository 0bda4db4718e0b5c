#include "isa/ascend950/datamove.h"

#include <algorithm>
#include <cassert>
#include <cstring>
#include <stdexcept>
#include <string>

#include "isa/ascend950/checks.h"
#include "isa/ascend950/layout.h"

namespace sim::ascend950 {

namespace {

Fault check_access(const char* what, int64_t element, int bits, size_t bytes) {
  // element < 2^50 by the parameter ranges, so (element + 1) * bits cannot overflow
  if (element < 0 || element >= (int64_t{1} << 50) || (element + 1) * bits > static_cast<int64_t>(bytes) * 8)
    return Fault::access(std::string(what) + " element " + std::to_string(element) + " lies outside its " +
                         std::to_string(bytes) + "-byte buffer");
  return {};
}

Fault to_nz(std::span<uint8_t> dst, std::span<const uint8_t> src, int bits, const NdNzParams& p, bool source_is_dn) {
  // asc-devkit DataCopy ND2NZ / DN2NZ ranges
  if (Fault fault = check_range("ndNum", p.nd_num, 0, 4095)) return fault;
  if (Fault fault = check_range("nValue", p.n_value, 0, 16384)) return fault;
  if (Fault fault = check_range("dValue", p.d_value, 0, source_is_dn ? (int64_t{1} << 21) - 1 : 65535)) return fault;
  // ND2NZ moves FP4 as b8 (pairs along the contiguous axis stay in their bytes); DN2NZ repacks
  // FP4 from the source's contiguous axis (n) onto d, so nValue must be even (asc-devkit DN2NZ)
  if (bits > 32)  // 64-bit GM data (pypto's INT64 quant parameters) is not moved by the model's copies
    return Fault::field_range(std::to_string(bits) + "-bit elements; expected 4 (DN2NZ), 8, 16 or 32 bits");
  if (bits == 4 && !source_is_dn)
    return Fault::field_range(
        "4-bit elements in ND2NZ: FP4 data moves as b8 (pass byte units); expected 8, 16 or 32 bits");
  if (bits == 4 && p.n_value % 2 != 0)
    return Fault::field_range("nValue = " + std::to_string(p.n_value) + " for 4-bit DN2NZ; expected an even count");
  if (Fault fault = check_range("srcDValue", p.src_d_value, 1, (int64_t{1} << 40) - 1)) return fault;
  if (Fault fault = check_range("dstNzC0Stride", p.dst_nz_c0_stride, 1, 65535)) return fault;
  if (Fault fault = check_range("dstNzNStride", p.dst_nz_n_stride, 1, 65535)) return fault;
  if (Fault fault = check_range("srcNdMatrixStride", p.src_nd_matrix_stride, 0, (int64_t{1} << 40) - 1)) return fault;
  if (Fault fault = check_range("dstNzMatrixStride", p.dst_nz_matrix_stride, 0, (int64_t{1} << 32) - 1)) return fault;
  if (p.nd_num > 1 && p.dst_nz_matrix_stride == 0)
    return Fault::field_range("dstNzMatrixStride = 0 with ndNum = " + std::to_string(p.nd_num) +
                              "; expected a stride >= 1 (the matrices would overwrite each other)");
  const int64_t c0 = c0_elements(bits);
  if (p.nd_num == 0 || p.n_value == 0 || p.d_value == 0) return {};  // a NOP
  // the farthest element each side touches (all terms are non-negative): check before writing, so a
  // copy either happens whole or not at all
  if (Fault fault = check_access("destination",
                                 (p.nd_num - 1) * p.dst_nz_matrix_stride +
                                     (round_up(p.d_value, c0) / c0 - 1) * p.dst_nz_c0_stride * c0 +
                                     (p.n_value - 1) * p.dst_nz_n_stride * c0 + c0 - 1,
                                 bits, dst.size()))
    return fault;
  if (Fault fault = check_access(
          "source",
          (p.nd_num - 1) * p.src_nd_matrix_stride + (source_is_dn ? (p.d_value - 1) * p.src_d_value + p.n_value - 1
                                                                  : (p.n_value - 1) * p.src_d_value + p.d_value - 1),
          bits, src.size()))
    return fault;
  if (bits >= 8) {
    // whole-byte elements: each destination C0 chunk is one run; ND2NZ reads its source run at once
    const auto bytes = static_cast<size_t>(bits / 8);
    for (int64_t i = 0; i < p.nd_num; ++i)
      for (int64_t n = 0; n < p.n_value; ++n)
        for (int64_t d0 = 0; d0 < p.d_value; d0 += c0) {
          uint8_t* to = dst.data() + (i * p.dst_nz_matrix_stride + (d0 / c0) * p.dst_nz_c0_stride * c0 +
                                      n * p.dst_nz_n_stride * c0) *
                                         static_cast<int64_t>(bytes);
          const int64_t valid = std::min(c0, p.d_value - d0);
          if (!source_is_dn && valid == c0) {
            // a whole C0 chunk: one 32-byte move the compiler inlines (a library call per chunk
            // was most of this copy's time)
            std::memcpy(to, src.data() + (i * p.src_nd_matrix_stride + n * p.src_d_value + d0) * bytes,
                        static_cast<size_t>(kC0Bytes));
            continue;
          }
          if (!source_is_dn) {
            std::memcpy(to, src.data() + (i * p.src_nd_matrix_stride + n * p.src_d_value + d0) * bytes,
                        static_cast<size_t>(valid) * bytes);
          } else {
            for (int64_t e = 0; e < valid; ++e)
              std::memcpy(to + e * bytes,
                          src.data() + (i * p.src_nd_matrix_stride + (d0 + e) * p.src_d_value + n) * bytes, bytes);
          }
          // "dValue * s is zero-padded to 32 B"
          std::memset(to + valid * bytes, 0, static_cast<size_t>(c0 - valid) * bytes);
        }
    return {};
  }
  for (int64_t i = 0; i < p.nd_num; ++i)
    for (int64_t n = 0; n < p.n_value; ++n)
      for (int64_t d = 0; d < round_up(p.d_value, c0); ++d) {
        const int64_t to =
            i * p.dst_nz_matrix_stride + (d / c0) * p.dst_nz_c0_stride * c0 + n * p.dst_nz_n_stride * c0 + d % c0;
        if (Fault fault = check_access("destination", to, bits, dst.size())) return fault;
        uint32_t value = 0;  // "dValue * s is zero-padded to 32 B"
        if (d < p.d_value) {
          const int64_t from =
              i * p.src_nd_matrix_stride + (source_is_dn ? d * p.src_d_value + n : n * p.src_d_value + d);
          if (Fault fault = check_access("source", from, bits, src.size())) return fault;
          value = get(src.data(), bits, from);
        }
        set(dst.data(), bits, to, value);
      }
  return {};
}

}  // namespace

Fault nd2nz(std::span<uint8_t> dst, std::span<const uint8_t> src, int bits, const NdNzParams& p) {
  if (Fault fault = to_nz(dst, src, bits, p, false)) return fault;
  return {};
}

Fault dn2nz(std::span<uint8_t> dst, std::span<const uint8_t> src, int bits, const NdNzParams& p) {
  if (Fault fault = to_nz(dst, src, bits, p, true)) return fault;
  return {};
}

namespace {

// Copies x_steps x y_steps blocks of `block` bytes: block (x, y) moves from
// ((x_start + x) * src_stride + y_start + y) * block to (x * dst_stride_x + y * dst_stride_y) * block.
Fault copy_blocks(std::span<uint8_t> dst, std::span<const uint8_t> src, int64_t block, int64_t x_start, int64_t y_start,
                  int64_t x_steps, int64_t y_steps, int64_t src_stride, int64_t dst_stride_x, int64_t dst_stride_y,
                  const char* source, const char* destination) {
  if (x_steps == 0 || y_steps == 0) return {};  // a NOP
  // the farthest blocks first (all terms are non-negative), so a copy happens whole or not at all
  const int64_t last_from = ((x_start + x_steps - 1) * src_stride + y_start + y_steps - 1) * block;
  const int64_t last_to = ((x_steps - 1) * dst_stride_x + (y_steps - 1) * dst_stride_y) * block;
  if (!fits(last_from, block, src.size()))
    return Fault::access(std::string("source block at byte ") + std::to_string(last_from) + " lies outside " + source);
  if (!fits(last_to, block, dst.size()))
    return Fault::access(std::string("destination block at byte ") + std::to_string(last_to) + " lies outside " +
                         destination);
  for (int64_t x = 0; x < x_steps; ++x)
    for (int64_t y = 0; y < y_steps; ++y) {
      const int64_t from = ((x_start + x) * src_stride + y_start + y) * block;
      const int64_t to = (x * dst_stride_x + y * dst_stride_y) * block;
      if (!fits(from, block, src.size()))
        return Fault::access(std::string("source block at byte ") + std::to_string(from) + " lies outside " + source);
      if (!fits(to, block, dst.size()))
        return Fault::access(std::string("destination block at byte ") + std::to_string(to) + " lies outside " +
                             destination);
      std::memcpy(dst.data() + to, src.data() + from, static_cast<size_t>(block));
    }
  return {};
}

Fault check_load_2d(const Load2dParams& p) {
  if (Fault fault = check_range("mStep", p.m_step, 0, 255)) return fault;
  if (Fault fault = check_range("kStep", p.k_step, 0, 255)) return fault;
  if (Fault fault = check_range("mStartPosition", p.m_start, 0, 65535)) return fault;
  if (Fault fault = check_range("kStartPosition", p.k_start, 0, 65535)) return fault;
  if (Fault fault = check_range("srcStride", p.src_stride, 0, 65535)) return fault;
  if (Fault fault = check_range("dstStride", p.dst_stride, 0, 65535)) return fault;
  return {};
}

}  // namespace

Fault load_2d(std::span<uint8_t> dst, std::span<const uint8_t> src, const Load2dParams& p) {
  if (Fault fault = check_load_2d(p)) return fault;
  // fractal (x over mStep, y over kStep): from ((kStart + y) * srcStride + mStart + x), to y * dstStride + x
  if (Fault fault = copy_blocks(dst, src, kFractalBytes, p.k_start, p.m_start, p.k_step, p.m_step, p.src_stride,
                                p.dst_stride, 1, "L1", "L0"))
    return fault;
  return {};
}

namespace {

// Calls move(destination element, source element) for every element of a transposing load.
template <typename Move>
Fault for_each_transposed(std::span<uint8_t> dst, std::span<const uint8_t> src, int bits, const Load2dParams& p,
                          Move&& move) {
  if (Fault fault = check_load_2d(p)) return fault;
  if (bits != 4 && bits != 8 && bits != 16 && bits != 32)
    return Fault::field_range("element of " + std::to_string(bits) + " bits; expected 4, 8, 16 or 32");
  const int64_t c0 = c0_elements(bits);
  // square blocks (asc-devkit LoadData2DV2: "mStep multiple of 4 for b4, 2 for b8; kStep even for b32")
  const int64_t m_multiple = c0 > 16 ? c0 / 16 : 1, k_multiple = c0 < 16 ? 16 / c0 : 1;
  if (p.m_step % m_multiple != 0)
    return Fault::field_range("mStep = " + std::to_string(p.m_step) + " with transpose; expected a multiple of " +
                              std::to_string(m_multiple) + " for " + std::to_string(bits) + "-bit elements");
  if (p.k_step % k_multiple != 0)
    return Fault::field_range("kStep = " + std::to_string(p.k_step) + " with transpose; expected a multiple of " +
                              std::to_string(k_multiple) + " for " + std::to_string(bits) + "-bit elements");
  const int64_t per_fractal = kFractalBytes * 8 / bits;
  if (p.m_step == 0 || p.k_step == 0) return {};  // a NOP
  const int64_t last_from = ((p.k_start + p.k_step - 1) * p.src_stride + p.m_start + p.m_step - 1) * kFractalBytes;
  const int64_t last_to =
      (((kFractalRows * p.m_step - 1) / c0) * p.dst_stride + (c0 * p.k_step - 1) / kFractalRows) * kFractalBytes;
  if (!fits(last_from, kFractalBytes, src.size()))
    return Fault::access("source fractal at byte " + std::to_string(last_from) + " lies outside L1");
  if (!fits(last_to, kFractalBytes, dst.size()))
    return Fault::access("destination fractal at byte " + std::to_string(last_to) + " lies outside L0");
  for (int64_t x = 0; x < p.m_step; ++x)
    for (int64_t y = 0; y < p.k_step; ++y) {
      const int64_t from = ((p.k_start + y) * p.src_stride + p.m_start + x) * kFractalBytes;
      if (!fits(from, kFractalBytes, src.size()))
        return Fault::access("source fractal at byte " + std::to_string(from) + " lies outside L1");
      for (int64_t r = 0; r < kFractalRows; ++r)
        for (int64_t c = 0; c < c0; ++c) {
          const int64_t row = c0 * y + c, col = kFractalRows * x + r;  // in the transposed tile
          const int64_t to_fractal = (col / c0) * p.dst_stride + row / kFractalRows;
          const int64_t to = to_fractal * per_fractal + (row % kFractalRows) * c0 + col % c0;
          if (!fits(to_fractal * kFractalBytes, kFractalBytes, dst.size()))
            return Fault::access("destination fractal at byte " + std::to_string(to_fractal * kFractalBytes) +
                                 " lies outside L0");
          move(to, from / kFractalBytes * per_fractal + r * c0 + c);
        }
    }
  return {};
}

}  // namespace

Fault load_2d_transpose(std::span<uint8_t> dst, std::span<const uint8_t> src, int bits, const Load2dParams& p) {
  return for_each_transposed(dst, src, bits, p,
                             [&](int64_t to, int64_t from) { set(dst.data(), bits, to, get(src.data(), bits, from)); });
}

// Called after load_2d_transpose succeeded with the same parameters: it cannot fail then.
void load_2d_transpose_flags(std::span<uint8_t> dst, std::span<const uint8_t> src, int bits, const Load2dParams& p) {
  // first mark every destination byte written, then clear those that receive an unwritten element
  // (an element of 16 or 32 bits is written when all its bytes are; two FP4 share a byte)
  const int64_t bytes = bits >= 8 ? bits / 8 : 1;
  [[maybe_unused]] const Fault marked = for_each_transposed(dst, src, bits, p, [&](int64_t to, int64_t) {
    for (int64_t b = 0; b < bytes; ++b) dst[static_cast<size_t>(to * bits / 8 + b)] = 1;
  });
  [[maybe_unused]] const Fault cleared = for_each_transposed(dst, src, bits, p, [&](int64_t to, int64_t from) {
    uint8_t all = 1;
    for (int64_t b = 0; b < bytes; ++b) all &= src[static_cast<size_t>(from * bits / 8 + b)];
    for (int64_t b = 0; b < bytes; ++b) dst[static_cast<size_t>(to * bits / 8 + b)] &= all;
  });
  assert(!marked && !cleared);
}

Fault load_mx(std::span<uint8_t> dst, std::span<const uint8_t> src, const LoadMxParams& p) {
  if (Fault fault = check_range("xStep", p.x_step, 0, 255)) return fault;
  if (Fault fault = check_range("yStep", p.y_step, 0, 255)) return fault;
  if (Fault fault = check_range("xStartPosition", p.x_start, 0, 65535)) return fault;
  if (Fault fault = check_range("yStartPosition", p.y_start, 0, 65535)) return fault;
  if (Fault fault = check_range("srcStride", p.src_stride, 0, 65535)) return fault;
  if (Fault fault = check_range("dstStride", p.dst_stride, 0, 65535)) return fault;
  if (Fault fault = copy_blocks(dst, src, kC0Bytes, p.x_start, p.y_start, p.x_step, p.y_step, p.src_stride,
                                p.dst_stride, 1, "L1", "L0x_MX"))
    return fault;
  return {};
}

}  // namespace sim::ascend950
