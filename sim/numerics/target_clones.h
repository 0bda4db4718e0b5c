// Hot loops built three times, for AVX-512, AVX2 and plain x86-64, with the best chosen when the
// program loads (GCC's target_clones). Clang 14 does not clone templates, so under clang (the
// fuzz build) the loops are built once for the default target; the results are the same.
#pragma once

#if defined(__clang__)
#define MXSIM_TARGET_CLONES
#else
#define MXSIM_TARGET_CLONES __attribute__((target_clones("avx512f", "avx2", "default")))
#endif
