#include "isa/ascend950/datamove.h"

#include <cstring>
#include <stdexcept>
#include <string>

#include "isa/ascend950/layout.h"

namespace sim::ascend950 {

namespace {

void check_range(const char* field, int64_t value, int64_t low, int64_t high) {
  if (value < low || value > high)
    throw std::invalid_argument(std::string(field) + " = " + std::to_string(value) + "; expected " +
                                std::to_string(low) + ".." + std::to_string(high));
}

void check_access(const char* what, int64_t element, int bits, size_t bytes) {
  if (element < 0 || (element + 1) * bits > static_cast<int64_t>(bytes) * 8)
    throw std::invalid_argument(std::string(what) + " element " + std::to_string(element) + " lies outside its " +
                                std::to_string(bytes) + "-byte buffer");
}

void to_nz(std::span<uint8_t> dst, std::span<const uint8_t> src, int bits, const NdNzParams& p, bool source_is_dn) {
  // asc-devkit DataCopy ND2NZ / DN2NZ ranges
  check_range("ndNum", p.nd_num, 0, 4095);
  check_range("nValue", p.n_value, 0, 16384);
  check_range("dValue", p.d_value, 0, source_is_dn ? (int64_t{1} << 21) - 1 : 65535);
  check_range("srcDValue", p.src_d_value, 1, int64_t{1} << 40);
  check_range("dstNzC0Stride", p.dst_nz_c0_stride, 1, 65535);
  check_range("dstNzNStride", p.dst_nz_n_stride, 1, 65535);
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
  if (bits == 4 && p.n_value % 2 != 0) throw std::invalid_argument("nValue must be even for b4 DN2NZ");
  to_nz(dst, src, bits, p, true);
}

void load_2d(std::span<uint8_t> dst, std::span<const uint8_t> src, const Load2dParams& p) {
  check_range("mStep", p.m_step, 0, 255);
  check_range("kStep", p.k_step, 0, 255);
  for (int64_t y = 0; y < p.k_step; ++y)
    for (int64_t x = 0; x < p.m_step; ++x) {
      const int64_t from = ((p.k_start + y) * p.src_stride + p.m_start + x) * kFractalBytes;
      const int64_t to = (y * p.dst_stride + x) * kFractalBytes;
      if (from < 0 || from + kFractalBytes > static_cast<int64_t>(src.size()))
        throw std::invalid_argument("source fractal at byte " + std::to_string(from) + " lies outside L1");
      if (to < 0 || to + kFractalBytes > static_cast<int64_t>(dst.size()))
        throw std::invalid_argument("destination fractal at byte " + std::to_string(to) + " lies outside L0");
      std::memcpy(dst.data() + to, src.data() + from, kFractalBytes);
    }
}

void load_mx(std::span<uint8_t> dst, std::span<const uint8_t> src, const LoadMxParams& p) {
  check_range("xStep", p.x_step, 0, 255);
  check_range("yStep", p.y_step, 0, 255);
  for (int64_t x = 0; x < p.x_step; ++x)
    for (int64_t y = 0; y < p.y_step; ++y) {
      const int64_t from = ((p.x_start + x) * p.src_stride + p.y_start + y) * kC0Bytes;
      const int64_t to = (x * p.dst_stride + y) * kC0Bytes;
      if (from < 0 || from + kC0Bytes > static_cast<int64_t>(src.size()))
        throw std::invalid_argument("source scale fractal at byte " + std::to_string(from) + " lies outside L1");
      if (to < 0 || to + kC0Bytes > static_cast<int64_t>(dst.size()))
        throw std::invalid_argument("destination scale fractal at byte " + std::to_string(to) + " lies outside L0x_MX");
      std::memcpy(dst.data() + to, src.data() + from, kC0Bytes);
    }
}

}  // namespace sim::ascend950
