// Dot-product probe kernels for NVIDIA tensor cores: each computes d = c + a . b for S probes
// (the bit patterns of mxsim probe's a, b and c: a.words.npy, b.words.npy, c.words.npy) with one
// MMA instruction per probe, so the device's accumulation can be fitted (mxsim fit). One warp
// takes a probe at a time: every row of A holds the probe's a, every column of B its b, every
// element of C its c, so every element of D is the probe's answer; lane 0 stores D[0][0]. The K
// index of each fragment element is fragments.h.
//
// Inputs and outputs are bit patterns: a, b [S, K] codes (uint8 for FP8, uint16 for FP16 / BF16,
// uint32 for TF32: an FP32 pattern whose low 13 bits the instruction ignores), c and d [S] (uint32
// FP32, or uint16 FP16). Launch with any grid; blockDim.x a multiple of 32.
//
// Compile to PTX (mxsim.devices.cuda.compile_ptx does this with Debian's clang-22; nvcc works too):
//   clang-22 -x cuda --cuda-gpu-arch=sm_89 --cuda-device-only -nocudainc -nocudalib -O2 -S dot_probes.cu
// The FP8 kernels need sm_89 or later; the others sm_80 or later.
#include "gather.h"

// The MMA with an FP32 accumulator: C and D are four .f32 registers, each C register holding c.
// d gets D's first register (row groupID, column 2t).
#define MMA_F32_ACCUMULATOR(instruction, f, c, d)                                                                    \
  do {                                                                                                               \
    u32 d1, d2, d3;                                                                                                  \
    asm volatile(instruction " {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};"                  \
                 : "=r"(d), "=r"(d1), "=r"(d2), "=r"(d3)                                                             \
                 : "r"((f).a[0]), "r"((f).a[1]), "r"((f).a[2]), "r"((f).a[3]), "r"((f).b[0]), "r"((f).b[1]), "r"(c), \
                   "r"(c), "r"(c), "r"(c));                                                                          \
  } while (0)

// The MMA with an FP16 accumulator: C and D are two .f16x2 registers, each C half holding c.
// d gets D's first register, whose low half is row groupID, column 2t.
#define MMA_F16_ACCUMULATOR(instruction, f, c, d)                                                                     \
  do {                                                                                                                \
    const u32 c2 = (u32)(c) | ((u32)(c) << 16);                                                                       \
    u32 d1;                                                                                                           \
    asm volatile(instruction " {%0, %1}, {%2, %3, %4, %5}, {%6, %7}, {%8, %9};"                                       \
                 : "=r"(d), "=r"(d1)                                                                                  \
                 : "r"((f).a[0]), "r"((f).a[1]), "r"((f).a[2]), "r"((f).a[3]), "r"((f).b[0]), "r"((f).b[1]), "r"(c2), \
                   "r"(c2));                                                                                          \
  } while (0)

// A probe kernel: `elem` codes of K terms in a and b, `acc` (u32 FP32 or u16 FP16) in c and d.
// Lane 0 stores D[0][0]: the first register, whose low bits hold it for both accumulator kinds.
#define DOT_KERNEL(name, elem, acc, k, gather, mma, instruction)                          \
  MXSIM_KERNEL void name(const elem* a, const elem* b, const acc* c, acc* d, int count) { \
    const int lane = (int)special_register(0), t = lane & 3;                              \
    for (int s = warp_index(); s < count; s += warp_count()) {                            \
      const Fragments f = gather(a + s * (k), b + s * (k), t);                            \
      u32 d0;                                                                             \
      mma(instruction, f, c[s], d0);                                                      \
      if (lane == 0) d[s] = (acc)d0;                                                      \
    }                                                                                     \
  }

// FP16 / BF16 / TF32 (sm_80+).
DOT_KERNEL(dot_f16_f32, u16, u32, 16, gather_16bit_k16, MMA_F32_ACCUMULATOR,
           "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32")
DOT_KERNEL(dot_bf16_f32, u16, u32, 16, gather_16bit_k16, MMA_F32_ACCUMULATOR,
           "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32")
DOT_KERNEL(dot_f16_f16, u16, u16, 16, gather_16bit_k16, MMA_F16_ACCUMULATOR,
           "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16")
DOT_KERNEL(dot_tf32_f32, u32, u32, 8, gather_tf32_k8, MMA_F32_ACCUMULATOR,
           "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32")

// FP8 (sm_89+).
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 890
DOT_KERNEL(dot_e4m3_f32, u8, u32, 32, gather_8bit_k32, MMA_F32_ACCUMULATOR,
           "mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32")
DOT_KERNEL(dot_e5m2_f32, u8, u32, 32, gather_8bit_k32, MMA_F32_ACCUMULATOR,
           "mma.sync.aligned.m16n8k32.row.col.f32.e5m2.e5m2.f32")
DOT_KERNEL(dot_e4m3_f16, u8, u16, 32, gather_8bit_k32, MMA_F16_ACCUMULATOR,
           "mma.sync.aligned.m16n8k32.row.col.f16.e4m3.e4m3.f16")
DOT_KERNEL(dot_e5m2_f16, u8, u16, 32, gather_8bit_k32, MMA_F16_ACCUMULATOR,
           "mma.sync.aligned.m16n8k32.row.col.f16.e5m2.e5m2.f16")
#endif
