// The lane kernels with AVX2 (functions built for it by target attributes, so that this file
// compiles with the baseline flags like the rest; lane_dot.cc calls them only where AVX2 exists).
#include "sim/numerics/lane_ops_avx2.h"
//
#include "sim/numerics/lane_kernel_body.h"
