// The lane kernels for any x86-64 host (SSE2, the baseline): the AVX2 kernels' operations on
// 128-bit halves (lane_ops_portable.h), so that a host without AVX2 gives the same bits for every
// model the lanes cover.
#include "sim/numerics/lane_ops_portable.h"
//
#include "sim/numerics/lane_kernel_body.h"
