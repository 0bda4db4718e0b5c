// Memory for packed operand panels, kept between products. A fresh allocation of tens of MiB is
// returned to the operating system when freed, and every page of the next one is faulted in and
// zeroed again on first touch (on the virtual machines this project is checked on, about
// 1.2 GB/s: 55 ms for the 64 MiB of panels of a 2048^3 product, a tenth of its time). BLAS
// libraries keep their packing buffers for the same reason. The pool keeps the buffers released
// to it, up to kPanelPoolBytes in all, for the next product of the process (on any thread).
#pragma once

#include <cstddef>

namespace sim::numerics {

inline constexpr size_t kPanelPoolBytes = size_t{256} << 20;

class PanelBuffer {
 public:
  explicit PanelBuffer(size_t doubles);  // uninitialised
  ~PanelBuffer();
  PanelBuffer(const PanelBuffer&) = delete;
  PanelBuffer& operator=(const PanelBuffer&) = delete;
  double* data() { return data_; }
  size_t capacity_bytes() const { return capacity_ * sizeof(double); }  // what it holds: whole 2 MiB pages
  double& operator[](size_t i) { return data_[i]; }

 private:
  double* data_ = nullptr;
  size_t capacity_ = 0;
};

size_t panel_pool_bytes();  // what the pool holds now (tests)

}  // namespace sim::numerics
