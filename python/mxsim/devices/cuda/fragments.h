// Where a warp's MMA fragments hold the K index of each element, for the dot-product probe kernels
// (dot_probes.cu). Facts: NVIDIA PTX ISA, "Matrix Fragments for mma.m16n8k8" (.tf32),
// "mma.m16n8k16" (.f16 / .bf16) and "mma.m16n8k32" (.e4m3 / .e5m2): a thread's lane is
// 4 * groupID + threadID_in_group; register r of a fragment holds elements e of which the one in
// the lowest bits comes first. The row (A) or column (B) of an element is not needed here: the
// probe kernels put the same K-vector in every row of A and every column of B.
//
// Each function gives the K index of element `e` of the A (or B) fragment of the thread whose
// threadID_in_group is `t` (0..3). Plain C so the host test can check them (every K index exactly
// once per group of four threads, each row of A / column of B).
#pragma once

#ifndef MXSIM_HOST_DEVICE
#if defined(__CUDA__) || defined(__CUDACC__)  // clang defines __CUDA__, nvcc __CUDACC__
#define MXSIM_HOST_DEVICE __attribute__((host)) __attribute__((device))
#else
#define MXSIM_HOST_DEVICE
#endif
#endif

// m16n8k32, 8-bit elements: A holds 16 elements in four .b32 (a0..a15), B 8 in two (b0..b7).
// A: k = 4t + (e & 3), plus 16 for e >= 8 (e in 4..7 and 12..15 are the row groupID + 8).
static inline MXSIM_HOST_DEVICE int mma_k32_8bit_a_k(int t, int e) { return 4 * t + (e & 3) + (e >= 8 ? 16 : 0); }
// B: k = 4t + (e & 3), plus 16 for e >= 4.
static inline MXSIM_HOST_DEVICE int mma_k32_8bit_b_k(int t, int e) { return 4 * t + (e & 3) + (e >= 4 ? 16 : 0); }

// m16n8k16, 16-bit elements: A holds 8 elements in four .f16x2 / .bf16x2 (a0..a7), B 4 in two.
// A: k = 2t + (e & 1), plus 8 for e >= 4 (e = 2, 3, 6, 7 are the row groupID + 8).
static inline MXSIM_HOST_DEVICE int mma_k16_16bit_a_k(int t, int e) { return 2 * t + (e & 1) + (e >= 4 ? 8 : 0); }
// B: k = 2t + (e & 1), plus 8 for e >= 2.
static inline MXSIM_HOST_DEVICE int mma_k16_16bit_b_k(int t, int e) { return 2 * t + (e & 1) + (e >= 2 ? 8 : 0); }

// m16n8k8, .tf32: A holds 4 elements in four .b32 (a0..a3), B 2 in two.
// A: k = t for a0, a1 and t + 4 for a2, a3 (a1, a3 are the row groupID + 8).
static inline MXSIM_HOST_DEVICE int mma_k8_tf32_a_k(int t, int e) { return t + (e >= 2 ? 4 : 0); }
// B: k = t for b0, t + 4 for b1.
static inline MXSIM_HOST_DEVICE int mma_k8_tf32_b_k(int t, int e) { return t + 4 * e; }
