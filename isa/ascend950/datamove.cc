#include "isa/ascend950/datamove.h"

#include <cstring>
#include <stdexcept>
#include <string>

#include "isa/ascend950/checks.h"
#include "isa/ascend950/layout.h"

namespace sim::ascend950 {

namespace {

void check_access(const char* what, int64_t element, int bits, size_t bytes) {
  // element < 2^50 by the parameter ranges, so (element + 1) * bits cannot overflow
  if (element < 0 || element >= (int64_t{1} << 50) || (element + 1) * bits > static_cast<int64_t>(bytes) * 8)
    throw std::invalid_argument(std::string(what) + " element " + std::to_string(element) + " lies outside its " +
                                std::to_string(bytes) + "-byte buffer");
}

void to_nz(std::span<uint8_t> dst, std::span<const uint8_t> src, int bits, const NdNzParams& p, bool source_is_dn) {
  // asc-devkit DataCopy ND2NZ / DN2NZ ranges
  check_range("ndNum", p.nd_num, 0, 4095);
  check_range("nValue", p.n_value, 0, 16384);
  check_range("dValue", p.d_value, 0, source_is_dn ? (int64_t{1} << 21) - 1 : 65535);
  if (bits == 4) throw std::invalid_argument("4-bit elements: FP4 data moves as b8 (pass byte units); expected 8, 16 or 32 bits");
  check_range("srcDValue", p.src_d_value, 1, (int64_t{1} << 40) - 1);
  check_range("dstNzC0Stride", p.dst_nz_c0_stride, 1, 65535);
  check_range("dstNzNStride", p.dst_nz_n_stride, 1, 65535);
  check_range("srcNdMatrixStride", p.src_nd_matrix_stride, 0, (int64_t{1} << 40) - 1);
  check_range("dstNzMatrixStride", p.dst_nz_matrix_stride, 0, (int64_t{1} << 32) - 1);
  const int64_t c0 = c0_elements(bits);
  for (int64_t i = 0; i < p.nd_num; ++i)
    for (int64_t n = 0; n < p.n_value; ++n)
      for (int64_t d = 0; d < round_up(p.d_value, c0); ++d) {
        const int64_t to = i * p.dst_nz_matrix_stride + (d / c0) * p.dst_nz_c0_stride * c0 + n * p.dst_nz_n_stride * c0 + d % c0;
        check_access("destination", to, bits, dst.size());
        uint32_t value = 0;  // "dValue * s is zero-padded to 32 B"
        if (d < p.d_value) {
          const int64_t from = i * p.src_nd_matrix_stride + (source_is_dn ? d * p.src_d_value + n : n * p.src_d_value + d);
          check_access("source", from, bits, src.size());
          value = get(src.data(), bits, from);
        }
        set(dst.data(), bits, to, value);
      }
}

}  // namespace

void nd2nz(std::span<uint8_t> dst, std::span<const uint8_t> src, int bits, const NdNzParams& p) {
  to_nz(dst, src, bits, p, false);
}

void dn2nz(std::span<uint8_t> dst, std::span<const uint8_t> src, int bits, const NdNzParams& p) {
  to_nz(dst, src, bits, p, true);
}

namespace {

// Copies x_steps x y_steps blocks of `block` bytes: block (x, y) moves from
// ((x_start + x) * src_stride + y_start + y) * block to (x * dst_stride_x + y * dst_stride_y) * block.
void copy_blocks(std::span<uint8_t> dst, std::span<const uint8_t> src, int64_t block, int64_t x_start, int64_t y_start,
                 int64_t x_steps, int64_t y_steps, int64_t src_stride, int64_t dst_stride_x, int64_t dst_stride_y,
                 const char* source, const char* destination) {
  for (int64_t x = 0; x < x_steps; ++x)
    for (int64_t y = 0; y < y_steps; ++y) {
      const int64_t from = ((x_start + x) * src_stride + y_start + y) * block;
      const int64_t to = (x * dst_stride_x + y * dst_stride_y) * block;
      if (!fits(from, block, src.size()))
        throw std::invalid_argument(std::string("source block at byte ") + std::to_string(from) + " lies outside " + source);
      if (!fits(to, block, dst.size()))
        throw std::invalid_argument(std::string("destination block at byte ") + std::to_string(to) + " lies outside " +
                                    destination);
      std::memcpy(dst.data() + to, src.data() + from, static_cast<size_t>(block));
    }
}

}  // namespace

void load_2d(std::span<uint8_t> dst, std::span<const uint8_t> src, const Load2dParams& p) {
  check_range("mStep", p.m_step, 0, 255);
  check_range("kStep", p.k_step, 0, 255);
  check_range("mStartPosition", p.m_start, 0, 65535);
  check_range("kStartPosition", p.k_start, 0, 65535);
  check_range("srcStride", p.src_stride, 0, 65535);
  check_range("dstStride", p.dst_stride, 0, 65535);
  // fractal (x over mStep, y over kStep): from ((kStart + y) * srcStride + mStart + x), to y * dstStride + x
  copy_blocks(dst, src, kFractalBytes, p.k_start, p.m_start, p.k_step, p.m_step, p.src_stride, p.dst_stride, 1, "L1",
              "L0");
}

void load_mx(std::span<uint8_t> dst, std::span<const uint8_t> src, const LoadMxParams& p) {
  check_range("xStep", p.x_step, 0, 255);
  check_range("yStep", p.y_step, 0, 255);
  check_range("xStartPosition", p.x_start, 0, 65535);
  check_range("yStartPosition", p.y_start, 0, 65535);
  check_range("srcStride", p.src_stride, 0, 65535);
  check_range("dstStride", p.dst_stride, 0, 65535);
  copy_blocks(dst, src, kC0Bytes, p.x_start, p.y_start, p.x_step, p.y_step, p.src_stride, p.dst_stride, 1, "L1", "L0x_MX");
}

}  // namespace sim::ascend950
