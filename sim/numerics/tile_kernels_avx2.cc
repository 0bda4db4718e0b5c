// The micro-kernels built for AVX2 and FMA (CMakeLists.txt gives this file its flags).
#define MXSIM_TILE_ISA avx2
#include "sim/numerics/cpu_isa.h"

namespace sim::numerics::avx2 {
inline constexpr Isa kIsa = Isa::Avx2;
}  // namespace sim::numerics::avx2

#include "sim/numerics/tile_kernel_bodies.h"
