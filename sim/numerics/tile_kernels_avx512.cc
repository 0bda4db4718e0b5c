// The micro-kernels built for AVX-512 (F, DQ, VL, BW) with AVX2 and FMA (CMakeLists.txt gives this file its flags).
#define MXSIM_TILE_ISA avx512
#include "sim/numerics/cpu_isa.h"

namespace sim::numerics::avx512 {
inline constexpr Isa kIsa = Isa::Avx512;
}  // namespace sim::numerics::avx512

#include "sim/numerics/tile_kernel_bodies.h"
