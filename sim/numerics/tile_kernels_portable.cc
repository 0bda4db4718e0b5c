// The micro-kernels built for the x86-64 baseline (SSE2), or the host's own baseline elsewhere (CMakeLists.txt gives
// this file its flags).
#define MXSIM_TILE_ISA portable
#include "sim/numerics/cpu_isa.h"

namespace sim::numerics::portable {
inline constexpr Isa kIsa = Isa::Portable;
}  // namespace sim::numerics::portable

#include "sim/numerics/tile_kernel_bodies.h"
