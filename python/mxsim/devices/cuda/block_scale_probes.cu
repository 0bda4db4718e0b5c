// MX dot-product probe kernels for Blackwell's block-scaled warp-level MMA (sm_120a / sm_121a):
// mma.sync.aligned.m16n8k32.row.col.kind::mxf8f6f4.block_scale.f32.atype.btype.f32.ue8m0, which
// multiplies each 32-term block of A's rows and B's columns by its E8M0 scale (scale_vec::1X, the
// default: one scale per row of A and per column of B for K = 32) and adds c. Each computes
// d = c + 2^(sa-127) * 2^(sb-127) * (a . b) for S probes with one instruction per probe. One warp takes
// a probe at a time: every row of A holds the probe's a, every column of B its b, every element of C
// its c, and every scale register, in each of its four bytes, the probe's scale, so every element of
// D is the probe's answer whichever byte and thread of a quad the instruction reads the scale from
// (byte-id and thread-id 0 here); lane 0 stores D[0][0]. A and B hold 8-bit codes in the fragments
// of the FP8 mma.sync (fragments.h: "Matrix Fragments for mma.m16n8k32").
//
// Inputs and outputs are bit patterns: a, b [S, 32] FP8 codes (E4M3 or E5M2, either per operand),
// sa, sb [S] E8M0 bytes, c and d [S] uint32 FP32. Launch with any grid; blockDim.x a multiple of 32.
//
// Compile to PTX (mxsim.devices.cuda.compile_ptx(dir, "sm_120a") does this with clang-22):
//   clang-22 -x cuda --cuda-gpu-arch=sm_120a --cuda-device-only -nocudainc -nocudalib -O2 -S block_scale_probes.cu
// On sm_100a the block-scaled MMA is tcgen05.mma (tensor memory), which these kernels do not use.
#include "gather.h"

// An FP32 accumulator and one scale register per operand, each byte the probe's scale.
#define MMA_BLOCK_SCALE(instruction, f, scale_a, scale_b, c, d)                                                      \
  do {                                                                                                               \
    const u32 sa4 = 0x01010101u * (u32)(scale_a), sb4 = 0x01010101u * (u32)(scale_b);                                \
    const unsigned short first = 0;                                                                                  \
    u32 d1, d2, d3;                                                                                                  \
    asm volatile(instruction                                                                                         \
                 " {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13}, %14, {%15, %15},"             \
                 " %16, {%15, %15};"                                                                                 \
                 : "=r"(d), "=r"(d1), "=r"(d2), "=r"(d3)                                                             \
                 : "r"((f).a[0]), "r"((f).a[1]), "r"((f).a[2]), "r"((f).a[3]), "r"((f).b[0]), "r"((f).b[1]), "r"(c), \
                   "r"(c), "r"(c), "r"(c), "r"(sa4), "h"(first), "r"(sb4));                                          \
  } while (0)

#define BLOCK_SCALE_KERNEL(name, instruction)                                                                     \
  MXSIM_KERNEL void name(const u8* a, const u8* b, const u8* sa, const u8* sb, const u32* c, u32* d, int count) { \
    const int lane = (int)special_register(0), t = lane & 3;                                                      \
    for (int s = warp_index(); s < count; s += warp_count()) {                                                    \
      const Fragments f = gather_8bit_k32(a + 32 * s, b + 32 * s, t);                                             \
      u32 d0;                                                                                                     \
      MMA_BLOCK_SCALE(instruction, f, sa[s], sb[s], c[s], d0);                                                    \
      if (lane == 0) d[s] = d0;                                                                                   \
    }                                                                                                             \
  }

#if !defined(__CUDA_ARCH__) || defined(__CUDA_ARCH_FEAT_SM120_ALL) || defined(__CUDA_ARCH_FEAT_SM121_ALL)
BLOCK_SCALE_KERNEL(mx_e4m3_e4m3_f32,
                   "mma.sync.aligned.m16n8k32.row.col.kind::mxf8f6f4.block_scale.f32.e4m3.e4m3.f32.ue8m0")
BLOCK_SCALE_KERNEL(mx_e4m3_e5m2_f32,
                   "mma.sync.aligned.m16n8k32.row.col.kind::mxf8f6f4.block_scale.f32.e4m3.e5m2.f32.ue8m0")
BLOCK_SCALE_KERNEL(mx_e5m2_e4m3_f32,
                   "mma.sync.aligned.m16n8k32.row.col.kind::mxf8f6f4.block_scale.f32.e5m2.e4m3.f32.ue8m0")
BLOCK_SCALE_KERNEL(mx_e5m2_e5m2_f32,
                   "mma.sync.aligned.m16n8k32.row.col.kind::mxf8f6f4.block_scale.f32.e5m2.e5m2.f32.ue8m0")
#endif
