// Dot-product probe kernels for Hopper's warpgroup MMA (wgmma.mma_async, sm_90a): the instruction
// Hopper's FP8 GEMMs issue (the H100 FP8 silicon records were made with it), which need not add as
// the warp-level mma.sync of dot_probes.cu does. Each computes d = c + a . b for S probes with one
// wgmma.mma_async.m64n8kK per probe. One warpgroup (a block of 128 threads) takes a probe at a
// time: every row of A holds the probe's a, every column of B its b, every element of the
// accumulator its c, so every element of D is the probe's answer; thread 0 stores D[0][0].
//
// Operands (PTX ISA, "Asynchronous Warpgroup Level Matrix Multiply-Accumulate Instructions"):
// - A in registers. Each warp holds 16 rows of the 64 in the layout of the warp-level m16n8kK A
//   fragment ("Matrix Fragments for wgmma.mma_async.m64nNk32 / k16 / k8"), so fragments.h's
//   K maps serve both instructions.
// - B in shared memory through a matrix descriptor, K-major (B column-major, imm-trans-b 0), no
//   swizzle. A probe's K-vector is 32 bytes for every kind here (32 FP8, 16 FP16 / BF16, 8 TF32):
//   two core matrices of 8 rows x 16 bytes, core j holding bytes 16j..16j+15 of the vector in each
//   of its 8 rows (the 8 columns of B). Core j sits at byte 128j, and both the leading- and the
//   stride-dimension byte offsets are 128: N = 8 is one core matrix across N, so whichever of the two
//   offsets steps along K, the layout is the same ("Matrix Descriptor Format": start address,
//   leading and stride byte offsets each >> 4 in bits 0-13, 16-29, 32-45; base offset 0, swizzle
//   mode 0 in bits 62-63).
// - The accumulator in registers, initialised to c, scale-d = 1: D = A . B + D.
//
// Inputs and outputs are bit patterns as in dot_probes.cu. Launch with any grid and blockDim.x = 128.
//
// Compile to PTX (mxsim.devices.cuda.compile_ptx(dir, "sm_90a") does this with clang-22):
//   clang-22 -x cuda --cuda-gpu-arch=sm_90a --cuda-device-only -nocudainc -nocudalib -O2 -S wgmma_probes.cu
// wgmma exists only on sm_90a (the arch-specific target), not on sm_90 or later generations.
#include "gather.h"

typedef unsigned long long u64;

// The descriptor of a no-swizzle, K-major B of two 128-byte core matrices at `tile` (shared memory).
MXSIM_DEVICE u64 b_descriptor(const void* tile) {
  u32 address;
  asm volatile("{ .reg .u64 shared_address; cvta.to.shared.u64 shared_address, %1; cvt.u32.u64 %0, shared_address; }"
               : "=r"(address)
               : "l"(tile));
  const u64 core_offset = 128 >> 4;
  return (u64)((address & 0x3FFFF) >> 4) | (core_offset << 16) | (core_offset << 32);
}

// Fence, issue, commit and wait in one asm statement, so nothing reads the accumulator while the
// asynchronous MMA may still write it. `immediates` are the operands after scale-d: imm-scale-a and
// imm-scale-b (1: not negated), and for FP16 / BF16 imm-trans-b (0: B K-major).
#define WGMMA_SEQUENCE(instruction, accumulators, immediates)                                            \
  "{\n.reg .pred accumulate;\nsetp.ne.b32 accumulate, %[S], 0;\nwgmma.fence.sync.aligned;\n" instruction \
  " " accumulators ", {%[A0], %[A1], %[A2], %[A3]}, %[B], accumulate, " immediates                       \
  ";\nwgmma.commit_group.sync.aligned;\nwgmma.wait_group.sync.aligned 0;\n}"

// An FP32 accumulator: m64n8 gives each thread four .f32 registers, all initialised to c.
#define WGMMA_F32_ACCUMULATOR(instruction, immediates, f, desc, c, d)                                               \
  do {                                                                                                              \
    u32 d1 = (c), d2 = (c), d3 = (c);                                                                               \
    d = (c);                                                                                                        \
    asm volatile(                                                                                                   \
        WGMMA_SEQUENCE(instruction, "{%0, %1, %2, %3}", immediates)                                                 \
        : "+r"(d), "+r"(d1), "+r"(d2), "+r"(d3)                                                                     \
        : [A0] "r"((f).a[0]), [A1] "r"((f).a[1]), [A2] "r"((f).a[2]), [A3] "r"((f).a[3]), [B] "l"(desc), [S] "r"(1) \
        : "memory");                                                                                                \
  } while (0)

// An FP16 accumulator: two .f16x2 registers per thread, each half initialised to c.
#define WGMMA_F16_ACCUMULATOR(instruction, immediates, f, desc, c, d)                                               \
  do {                                                                                                              \
    u32 d1 = (u32)(c) | ((u32)(c) << 16);                                                                           \
    d = d1;                                                                                                         \
    asm volatile(                                                                                                   \
        WGMMA_SEQUENCE(instruction, "{%0, %1}", immediates)                                                         \
        : "+r"(d), "+r"(d1)                                                                                         \
        : [A0] "r"((f).a[0]), [A1] "r"((f).a[1]), [A2] "r"((f).a[2]), [A3] "r"((f).a[3]), [B] "l"(desc), [S] "r"(1) \
        : "memory");                                                                                                \
  } while (0)

// A probe kernel: `elem` codes of K terms in a and b (32 bytes each), `acc` in c and d.
#define WGMMA_KERNEL(name, elem, acc, k, gather, wgmma, instruction, immediates)            \
  MXSIM_KERNEL void name(const elem* a, const elem* b, const acc* c, acc* d, int count) {   \
    __attribute__((shared)) __attribute__((aligned(256))) static u8 b_tile[256];            \
    const int thread = (int)special_register(1), t = (int)special_register(0) & 3;          \
    const u64 desc = b_descriptor(b_tile);                                                  \
    for (int s = (int)special_register(3); s < count; s += (int)special_register(4)) {      \
      const u8* vector = (const u8*)(b + s * (k));                                          \
      for (int i = thread; i < 256; i += 128) b_tile[i] = vector[16 * (i >> 7) + (i & 15)]; \
      /* the async proxy (wgmma) reads what the generic proxy wrote: fence, then barrier */ \
      asm volatile("fence.proxy.async.shared::cta;\nbar.sync 0;" ::: "memory");             \
      const Fragments f = gather(a + s * (k), b + s * (k), t);                              \
      u32 d0;                                                                               \
      wgmma(instruction, immediates, f, desc, c[s], d0);                                    \
      if (thread == 0) d[s] = (acc)d0;                                                      \
      asm volatile("bar.sync 0;" ::: "memory"); /* every warp done with b_tile */           \
    }                                                                                       \
  }

#if !defined(__CUDA_ARCH__) || defined(__CUDA_ARCH_FEAT_SM90_ALL)
WGMMA_KERNEL(wgmma_e4m3_f32, u8, u32, 32, gather_8bit_k32, WGMMA_F32_ACCUMULATOR,
             "wgmma.mma_async.sync.aligned.m64n8k32.f32.e4m3.e4m3", "1, 1")
WGMMA_KERNEL(wgmma_e5m2_f32, u8, u32, 32, gather_8bit_k32, WGMMA_F32_ACCUMULATOR,
             "wgmma.mma_async.sync.aligned.m64n8k32.f32.e5m2.e5m2", "1, 1")
WGMMA_KERNEL(wgmma_e4m3_f16, u8, u16, 32, gather_8bit_k32, WGMMA_F16_ACCUMULATOR,
             "wgmma.mma_async.sync.aligned.m64n8k32.f16.e4m3.e4m3", "1, 1")
WGMMA_KERNEL(wgmma_e5m2_f16, u8, u16, 32, gather_8bit_k32, WGMMA_F16_ACCUMULATOR,
             "wgmma.mma_async.sync.aligned.m64n8k32.f16.e5m2.e5m2", "1, 1")
WGMMA_KERNEL(wgmma_f16_f32, u16, u32, 16, gather_16bit_k16, WGMMA_F32_ACCUMULATOR,
             "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16", "1, 1, 0")
WGMMA_KERNEL(wgmma_bf16_f32, u16, u32, 16, gather_16bit_k16, WGMMA_F32_ACCUMULATOR,
             "wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16", "1, 1, 0")
WGMMA_KERNEL(wgmma_f16_f16, u16, u16, 16, gather_16bit_k16, WGMMA_F16_ACCUMULATOR,
             "wgmma.mma_async.sync.aligned.m64n8k16.f16.f16.f16", "1, 1, 0")
WGMMA_KERNEL(wgmma_tf32_f32, u32, u32, 8, gather_tf32_k8, WGMMA_F32_ACCUMULATOR,
             "wgmma.mma_async.sync.aligned.m64n8k8.f32.tf32.tf32", "1, 1")
#endif
