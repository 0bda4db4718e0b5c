// Dot-product probe kernels for NVIDIA tensor cores: each computes d = c + a . b for S probes
// (mxsim probe's a.npy, b.npy, c.npy) with one MMA instruction per probe, so the device's
// accumulation can be fitted (mxsim fit). One warp takes a probe at a time: every row of A holds
// the probe's a, every column of B its b, every element of C its c, so every element of D is the
// probe's answer; lane 0 stores D[0][0]. The K index of each fragment element is fragments.h.
//
// Inputs and outputs are bit patterns: a, b [S, K] codes (uint8 for FP8, uint16 for FP16 / BF16,
// uint32 for TF32: an FP32 pattern whose low 13 bits the instruction ignores), c and d [S] (uint32
// FP32, or uint16 FP16). Launch with any grid; blockDim.x a multiple of 32.
//
// Compile to PTX (mxsim.devices.cuda.compile_ptx does this with Debian's clang-22; nvcc works too):
//   clang-22 -x cuda --cuda-gpu-arch=sm_89 --cuda-device-only -nocudainc -nocudalib -O2 -S dot_probes.cu
// The FP8 kernels need sm_89 or later; the others sm_80 or later.
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
#define PACK8(codes, kmap, t, r)                                                                     \
  ((u32)(codes)[kmap(t, 4 * (r))] | ((u32)(codes)[kmap(t, 4 * (r) + 1)] << 8) |                     \
   ((u32)(codes)[kmap(t, 4 * (r) + 2)] << 16) | ((u32)(codes)[kmap(t, 4 * (r) + 3)] << 24))
// Register r of a 16-bit fragment: elements 2r (low half) and 2r + 1.
#define PACK16(codes, kmap, t, r) ((u32)(codes)[kmap(t, 2 * (r))] | ((u32)(codes)[kmap(t, 2 * (r) + 1)] << 16))

// FP8 x FP8 -> FP32, K = 32: mma.sync.aligned.m16n8k32.row.col.f32.<e>.<e>.f32 (sm_89+).
#define DOT_FP8_F32(name, instruction)                                                                            \
  MXSIM_KERNEL void name(const u8* a, const u8* b, const u32* c, u32* d, int count) {                             \
    const int lane = (int)special_register(0), t = lane & 3;                                                      \
    for (int s = warp_index(); s < count; s += warp_count()) {                                                    \
      const u8* as = a + 32 * s;                                                                                  \
      const u8* bs = b + 32 * s;                                                                                  \
      const u32 a0 = PACK8(as, mma_k32_8bit_a_k, t, 0), a1 = PACK8(as, mma_k32_8bit_a_k, t, 1),                   \
                a2 = PACK8(as, mma_k32_8bit_a_k, t, 2), a3 = PACK8(as, mma_k32_8bit_a_k, t, 3);                   \
      const u32 b0 = PACK8(bs, mma_k32_8bit_b_k, t, 0), b1 = PACK8(bs, mma_k32_8bit_b_k, t, 1);                   \
      const u32 cs = c[s];                                                                                        \
      u32 d0, d1, d2, d3;                                                                                         \
      asm volatile(instruction " {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};"             \
                   : "=r"(d0), "=r"(d1), "=r"(d2), "=r"(d3)                                                       \
                   : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "r"(cs), "r"(cs), "r"(cs), "r"(cs));   \
      if (lane == 0) d[s] = d0;                                                                                   \
    }                                                                                                             \
  }

// FP8 x FP8 -> FP16, K = 32: mma.sync.aligned.m16n8k32.row.col.f16.<e>.<e>.f16 (sm_89+); C and D
// are two .f16x2 registers.
#define DOT_FP8_F16(name, instruction)                                                                            \
  MXSIM_KERNEL void name(const u8* a, const u8* b, const u16* c, u16* d, int count) {                             \
    const int lane = (int)special_register(0), t = lane & 3;                                                      \
    for (int s = warp_index(); s < count; s += warp_count()) {                                                    \
      const u8* as = a + 32 * s;                                                                                  \
      const u8* bs = b + 32 * s;                                                                                  \
      const u32 a0 = PACK8(as, mma_k32_8bit_a_k, t, 0), a1 = PACK8(as, mma_k32_8bit_a_k, t, 1),                   \
                a2 = PACK8(as, mma_k32_8bit_a_k, t, 2), a3 = PACK8(as, mma_k32_8bit_a_k, t, 3);                   \
      const u32 b0 = PACK8(bs, mma_k32_8bit_b_k, t, 0), b1 = PACK8(bs, mma_k32_8bit_b_k, t, 1);                   \
      const u32 cs = (u32)c[s] | ((u32)c[s] << 16);                                                               \
      u32 d0, d1;                                                                                                 \
      asm volatile(instruction " {%0, %1}, {%2, %3, %4, %5}, {%6, %7}, {%8, %9};"                                 \
                   : "=r"(d0), "=r"(d1)                                                                           \
                   : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "r"(cs), "r"(cs));                     \
      if (lane == 0) d[s] = (u16)(d0 & 0xFFFF);                                                                   \
    }                                                                                                             \
  }

// FP16 / BF16 x the same -> FP32, K = 16: mma.sync.aligned.m16n8k16.row.col.f32.<t>.<t>.f32 (sm_80+).
#define DOT_16BIT_F32(name, instruction)                                                                          \
  MXSIM_KERNEL void name(const u16* a, const u16* b, const u32* c, u32* d, int count) {                           \
    const int lane = (int)special_register(0), t = lane & 3;                                                      \
    for (int s = warp_index(); s < count; s += warp_count()) {                                                    \
      const u16* as = a + 16 * s;                                                                                 \
      const u16* bs = b + 16 * s;                                                                                 \
      const u32 a0 = PACK16(as, mma_k16_16bit_a_k, t, 0), a1 = PACK16(as, mma_k16_16bit_a_k, t, 1),               \
                a2 = PACK16(as, mma_k16_16bit_a_k, t, 2), a3 = PACK16(as, mma_k16_16bit_a_k, t, 3);               \
      const u32 b0 = PACK16(bs, mma_k16_16bit_b_k, t, 0), b1 = PACK16(bs, mma_k16_16bit_b_k, t, 1);               \
      const u32 cs = c[s];                                                                                        \
      u32 d0, d1, d2, d3;                                                                                         \
      asm volatile(instruction " {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};"             \
                   : "=r"(d0), "=r"(d1), "=r"(d2), "=r"(d3)                                                       \
                   : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "r"(cs), "r"(cs), "r"(cs), "r"(cs));   \
      if (lane == 0) d[s] = d0;                                                                                   \
    }                                                                                                             \
  }

// FP16 x FP16 -> FP16, K = 16: mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 (sm_80+).
MXSIM_KERNEL void dot_f16_f16(const u16* a, const u16* b, const u16* c, u16* d, int count) {
  const int lane = (int)special_register(0), t = lane & 3;
  for (int s = warp_index(); s < count; s += warp_count()) {
    const u16* as = a + 16 * s;
    const u16* bs = b + 16 * s;
    const u32 a0 = PACK16(as, mma_k16_16bit_a_k, t, 0), a1 = PACK16(as, mma_k16_16bit_a_k, t, 1),
              a2 = PACK16(as, mma_k16_16bit_a_k, t, 2), a3 = PACK16(as, mma_k16_16bit_a_k, t, 3);
    const u32 b0 = PACK16(bs, mma_k16_16bit_b_k, t, 0), b1 = PACK16(bs, mma_k16_16bit_b_k, t, 1);
    const u32 cs = (u32)c[s] | ((u32)c[s] << 16);
    u32 d0, d1;
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {%0, %1}, {%2, %3, %4, %5}, {%6, %7}, {%8, %9};"
                 : "=r"(d0), "=r"(d1)
                 : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "r"(cs), "r"(cs));
    if (lane == 0) d[s] = (u16)(d0 & 0xFFFF);
  }
}

// TF32 x TF32 -> FP32, K = 8: mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 (sm_80+).
MXSIM_KERNEL void dot_tf32_f32(const u32* a, const u32* b, const u32* c, u32* d, int count) {
  const int lane = (int)special_register(0), t = lane & 3;
  for (int s = warp_index(); s < count; s += warp_count()) {
    const u32* as = a + 8 * s;
    const u32* bs = b + 8 * s;
    const u32 a0 = as[mma_k8_tf32_a_k(t, 0)], a1 = as[mma_k8_tf32_a_k(t, 1)], a2 = as[mma_k8_tf32_a_k(t, 2)],
              a3 = as[mma_k8_tf32_a_k(t, 3)];
    const u32 b0 = bs[mma_k8_tf32_b_k(t, 0)], b1 = bs[mma_k8_tf32_b_k(t, 1)];
    const u32 cs = c[s];
    u32 d0, d1, d2, d3;
    asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, "
                 "{%10, %11, %12, %13};"
                 : "=r"(d0), "=r"(d1), "=r"(d2), "=r"(d3)
                 : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "r"(cs), "r"(cs), "r"(cs), "r"(cs));
    if (lane == 0) d[s] = d0;
  }
}

DOT_16BIT_F32(dot_f16_f32, "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32")
DOT_16BIT_F32(dot_bf16_f32, "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32")

#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 890
DOT_FP8_F32(dot_e4m3_f32, "mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32")
DOT_FP8_F32(dot_e5m2_f32, "mma.sync.aligned.m16n8k32.row.col.f32.e5m2.e5m2.f32")
DOT_FP8_F16(dot_e4m3_f16, "mma.sync.aligned.m16n8k32.row.col.f16.e4m3.e4m3.f16")
DOT_FP8_F16(dot_e5m2_f16, "mma.sync.aligned.m16n8k32.row.col.f16.e5m2.e5m2.f16")
#endif
