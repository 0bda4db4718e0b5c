// Device helpers both probe sources share (dot_probes.cu: mma.sync; wgmma_probes.cu: wgmma): the
// thread's place in the grid, and one probe's A and B fragments gathered from its K codes with the
// K index of each fragment element from fragments.h.
#pragma once
#include "fragments.h"

#define MXSIM_DEVICE static __attribute__((device))
#define MXSIM_KERNEL extern "C" __attribute__((global))

typedef unsigned char u8;
typedef unsigned short u16;
typedef unsigned int u32;

MXSIM_DEVICE u32 special_register(int which) {
  u32 r = 0;
  switch (which) {
    case 0: asm volatile("mov.u32 %0, %%laneid;" : "=r"(r)); break;
    case 1: asm volatile("mov.u32 %0, %%tid.x;" : "=r"(r)); break;
    case 2: asm volatile("mov.u32 %0, %%ntid.x;" : "=r"(r)); break;
    case 3: asm volatile("mov.u32 %0, %%ctaid.x;" : "=r"(r)); break;
    default: asm volatile("mov.u32 %0, %%nctaid.x;" : "=r"(r)); break;
  }
  return r;
}

// The warp's index in the grid and the number of warps: probes s = warp, warp + warps, ...
MXSIM_DEVICE int warp_index() { return (int)((special_register(3) * special_register(2) + special_register(1)) >> 5); }
MXSIM_DEVICE int warp_count() { return (int)((special_register(4) * special_register(2)) >> 5); }

// Register r of an 8-bit fragment: elements 4r..4r+3, the first in the lowest byte.
#define PACK8(codes, kmap, t, r)                                                \
  ((u32)(codes)[kmap(t, 4 * (r))] | ((u32)(codes)[kmap(t, 4 * (r) + 1)] << 8) | \
   ((u32)(codes)[kmap(t, 4 * (r) + 2)] << 16) | ((u32)(codes)[kmap(t, 4 * (r) + 3)] << 24))
// Register r of a 16-bit fragment: elements 2r (low half) and 2r + 1.
#define PACK16(codes, kmap, t, r) ((u32)(codes)[kmap(t, 2 * (r))] | ((u32)(codes)[kmap(t, 2 * (r) + 1)] << 16))

// One probe's A fragment (four registers) and B fragment (two) for the thread whose
// threadID_in_group is t; a and b point at the probe's K codes.
typedef struct {
  u32 a[4];
  u32 b[2];
} Fragments;

// 8-bit elements, K = 32 (m16n8k32).
MXSIM_DEVICE Fragments gather_8bit_k32(const u8* a, const u8* b, int t) {
  Fragments f;
  for (int r = 0; r < 4; ++r) f.a[r] = PACK8(a, mma_k32_8bit_a_k, t, r);
  for (int r = 0; r < 2; ++r) f.b[r] = PACK8(b, mma_k32_8bit_b_k, t, r);
  return f;
}

// 16-bit elements, K = 16 (m16n8k16).
MXSIM_DEVICE Fragments gather_16bit_k16(const u16* a, const u16* b, int t) {
  Fragments f;
  for (int r = 0; r < 4; ++r) f.a[r] = PACK16(a, mma_k16_16bit_a_k, t, r);
  for (int r = 0; r < 2; ++r) f.b[r] = PACK16(b, mma_k16_16bit_b_k, t, r);
  return f;
}

// TF32 elements (one per register), K = 8 (m16n8k8).
MXSIM_DEVICE Fragments gather_tf32_k8(const u32* a, const u32* b, int t) {
  Fragments f;
  for (int r = 0; r < 4; ++r) f.a[r] = a[mma_k8_tf32_a_k(t, r)];
  for (int r = 0; r < 2; ++r) f.b[r] = b[mma_k8_tf32_b_k(t, r)];
  return f;
}
