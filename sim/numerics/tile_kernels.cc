// Picks the micro-kernels of the active ISA (each built in its own translation unit:
// tile_kernel_bodies.h).
#include <stdexcept>
#include <string>

#include "sim/numerics/tile_kernels.h"

namespace sim::numerics {
// The entry points each ISA's translation unit defines (tile_kernel_bodies.h).
#define MXSIM_TILE_ISA_ENTRY_POINTS(ns)                        \
  namespace ns {                                               \
  size_t tile_rows();                                          \
  ExactTileKernel exact_tile_for(ExactRounding rounding);      \
  GroupedTileKernel grouped_tile_for(int group, bool checked); \
  }
MXSIM_TILE_ISA_ENTRY_POINTS(avx512)
MXSIM_TILE_ISA_ENTRY_POINTS(avx2)
MXSIM_TILE_ISA_ENTRY_POINTS(portable)
#undef MXSIM_TILE_ISA_ENTRY_POINTS

size_t tile_rows(Isa isa) {
  switch (isa) {
    case Isa::Avx512: return avx512::tile_rows();
    case Isa::Avx2: return avx2::tile_rows();
    case Isa::Portable: return portable::tile_rows();
  }
  return portable::tile_rows();
}

ExactTileKernel exact_tile_kernel(Isa isa, ExactRounding rounding) {
  switch (isa) {
    case Isa::Avx512: return avx512::exact_tile_for(rounding);
    case Isa::Avx2: return avx2::exact_tile_for(rounding);
    case Isa::Portable: return portable::exact_tile_for(rounding);
  }
  return portable::exact_tile_for(rounding);
}

GroupedTileKernel grouped_tile_kernel(Isa isa, int group, bool checked) {
  GroupedTileKernel kernel = nullptr;
  switch (isa) {
    case Isa::Avx512: kernel = avx512::grouped_tile_for(group, checked); break;
    case Isa::Avx2: kernel = avx2::grouped_tile_for(group, checked); break;
    case Isa::Portable: kernel = portable::grouped_tile_for(group, checked); break;
  }
  if (kernel == nullptr)
    throw std::invalid_argument("grouped tile of " + std::to_string(group) + " terms; expected 1, 2, 4, 8 or 16");
  return kernel;
}

}  // namespace sim::numerics
