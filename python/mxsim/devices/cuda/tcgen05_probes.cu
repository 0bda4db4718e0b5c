// MX dot-product probe kernels for data-centre Blackwell's block-scaled tensor-core MMA (sm_100a /
// sm_103a): tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale (scale_vec::1X, the only and the
// default scale vector size of .kind::mxf8f6f4: one E8M0 scale per row of A and per column of B at
// K = 32), A and B in shared memory, the FP32 accumulator D and both scale matrices in tensor memory
// (PTX ISA, "TensorCore 5th Generation Family Instructions"). Each computes
// d = c + 2^(sa-127) * 2^(sb-127) * (a . b) for S probes with one tcgen05.mma per probe. One CTA (a
// block of exactly 128 threads: the four warps that between them reach the 128 tensor-memory lanes)
// takes a probe at a time: every row of A holds the probe's a, every column of B its b, every
// element of D (before the MMA) its c, and every byte of both scale regions its scales, so every
// element of D is the probe's answer whichever element the hardware reads; warp 0, lane 0 stores
// D[0][0]. The a and b codes' formats are in the instruction descriptor, not the mnemonic.
//
// Shapes and layouts (PTX ISA section names; "ASSUMPTION" marks what no GPU has confirmed):
// - M = 128, N = 8, K = 32: "Matrix Shape", .kind::mxf8f6f4 dense cta_group::1 is 128xNx32 with
//   N = 8..256 in steps of 8; N = 8 is the smallest tile.
// - A (128 x 32 bytes) and B (8 columns x 32 bytes) K-major ("Transpose A / B Matrix" = 0) with no
//   swizzle, in 8-row x 16-byte core matrices ("Shared Memory Layout and Swizzling": the no-swizzle
//   K-major atom is 8 x 16B). Core matrix (i, j), rows 8i..8i+7 and K bytes 16j..16j+15, sits at
//   byte 256i + 128j, its row r at +16r: the leading-dimension byte offset (K-major, no swizzle:
//   "the stride from the first column to the second column of the 8x2 tile", i.e. along K) is 128
//   and the stride-dimension byte offset ("the offset from the first 8 rows to the next 8 rows") is
//   256 ("Major-ness supported by Strides"). B has one 8-column group, so its stride offset is
//   unused; it gets the same descriptor constant.
// - Shared memory descriptor ("Shared memory descriptor"): bits 0-13 start address, 16-29 LBO,
//   32-45 SBO (each (x & 0x3FFFF) >> 4), 46-48 the fixed constant 0b001, 49-51 base offset 0,
//   52 LBO mode 0 (relative), 61-63 swizzle mode 0 (none): TC_DESCRIPTOR_CONSTANT below.
// - Instruction descriptor ("Instruction descriptor", the .kind::mxf8f6f4 table, which has no dtype
//   field: D is FP32): bits 4-5 scale factor B ID 0, 7-9 atype and 10-12 btype (E4M3 = 0, E5M2 =
//   1), 13-16 no negate or transpose, 17-22 N >> 3, 23 scale type UE8M0 = 1, 27-28 M >> 7, 29-30
//   scale factor A ID 0, the rest 0: TC_IDESC below (0x08820000 for E4M3 x E4M3).
// - Tensor memory (32 columns allocated, "Tensor Memory Allocation": 32 is the unit): D in columns
//   0-7 ("Layout D (M = 128 + cta-group::1)": row i in lane i, column n in column n), scale_A in
//   columns 16-19 and scale_B in columns 24-27, every lane. ASSUMPTION: "Layout of the Scale Factor
//   A / B Matrix for scale_vec::1X" gives the M = 128 scales of A as 32 lanes x 4 columns, one byte
//   of each word (the one scale factor ID selects), and says the scales "need to be duplicated to
//   all 32 lane partitions"; the figures were not available here, so both regions are written in
//   full (4 columns x 128 lanes, all four bytes of every word the probe's scale), which covers every
//   place those layouts can put a scale for M = 128 and N <= 128. They are written with tcgen05.st
//   from registers (each warp its own 32 lanes), as D is with c, before the MMA reads D with
//   enable-input-d = true: D = A * scale_A * B * scale_B + D.
//   ASSUMPTION: the PTX ISA states no alignment for the scale regions' columns; 16 and 24 are
//   multiples of 8, past D.
// - The mnemonic is the one LLVM writes for its intrinsic: no .scale_vectorsize (.kind::mxf8f6f4 has
//   only scale_vec::1X; ptxas takes the bare form as .block32, its alias, which needs PTX ISA 8.8:
//   clang-22 writes .version 8.8), and .collector::a::discard, the default collector usage.
// - Ordering ("Memory Consistency Model for 5th generation of TensorCore operations"): tcgen05.st,
//   then tcgen05.wait::st, fence.proxy.async.shared::cta (A and B were written by the generic proxy,
//   the MMA reads them through the async proxy), tcgen05.fence::before_thread_sync, bar.sync,
//   tcgen05.fence::after_thread_sync, then thread 0 issues the MMA and tcgen05.commit to an
//   mbarrier; every thread waits on the mbarrier's phase (mbarrier.try_wait.parity), then
//   tcgen05.fence::after_thread_sync before warp 0's tcgen05.ld and tcgen05.wait::ld.
//
// Inputs and outputs are bit patterns: a, b [S, 32] FP8 codes (E4M3 or E5M2, either per operand),
// sa, sb [S] E8M0 bytes, c and d [S] uint32 FP32. Launch with any grid and blockDim.x = 128.
//
// Compile to PTX (mxsim.devices.cuda.compile_ptx(dir, "sm_100a") does this with clang-22):
//   clang-22 -x cuda --cuda-gpu-arch=sm_100a --cuda-device-only -nocudainc -nocudalib -O2 -S tcgen05_probes.cu
// The inline-asm spellings are those LLVM 22's NVPTX back end writes for llvm.nvvm.tcgen05.* and
// llvm.nvvm.mbarrier.* (tests/python/test_cuda_tcgen05.py), and CUDA 13.0's ptxas assembles the PTX for
// sm_100a and sm_103a. Not yet run on a GPU.
#include "gather.h"

typedef unsigned long long u64;

#define TC_M 128
#define TC_N 8
#define TC_LBO 128  // bytes between core matrices along K
#define TC_SBO 256  // bytes between 8-row groups along M (N)
#define TC_A_BYTES (TC_M * 32)
#define TC_B_BYTES (TC_N * 32)
#define TC_COLUMNS 32         // tensor-memory columns allocated
#define TC_D_COLUMN 0         // D: columns 0 .. TC_N - 1
#define TC_SCALE_A_COLUMN 16  // scale_A: 4 columns
#define TC_SCALE_B_COLUMN 24  // scale_B: 4 columns
// Bits 16-29 LBO >> 4, 32-45 SBO >> 4, 46-48 0b001; the start address goes in bits 0-13.
#define TC_DESCRIPTOR_CONSTANT (((u64)(TC_LBO >> 4) << 16) | ((u64)(TC_SBO >> 4) << 32) | ((u64)1 << 46))
// atype / btype: E4M3 = 0, E5M2 = 1.
#define TC_IDESC(atype, btype) \
  ((u32)(atype) << 7 | (u32)(btype) << 10 | (u32)(TC_N >> 3) << 17 | 1u << 23 | (u32)(TC_M >> 7) << 27)

MXSIM_DEVICE u32 shared_address(const void* p) {
  u32 address;
  asm volatile("{ .reg .u64 shared_address; cvta.to.shared.u64 shared_address, %1; cvt.u32.u64 %0, shared_address; }"
               : "=r"(address)
               : "l"(p));
  return address;
}

MXSIM_DEVICE u64 smem_descriptor(u32 address) { return (u64)((address & 0x3FFFF) >> 4) | TC_DESCRIPTOR_CONSTANT; }

// One warp's 32 lanes x 4 columns of tensor memory from `taddr`: each thread its lane, value v.
MXSIM_DEVICE void tmem_store4(u32 taddr, u32 v) {
  asm volatile("tcgen05.st.sync.aligned.32x32b.x4.b32 [%0], {%1, %1, %1, %1};" ::"r"(taddr), "r"(v) : "memory");
}

// The same for 8 columns.
MXSIM_DEVICE void tmem_store8(u32 taddr, u32 v) {
  asm volatile("tcgen05.st.sync.aligned.32x32b.x8.b32 [%0], {%1, %1, %1, %1, %1, %1, %1, %1};" ::"r"(taddr), "r"(v)
               : "memory");
}

MXSIM_DEVICE void tmem_fence_before() { asm volatile("tcgen05.fence::before_thread_sync;" ::: "memory"); }
MXSIM_DEVICE void tmem_fence_after() { asm volatile("tcgen05.fence::after_thread_sync;" ::: "memory"); }
MXSIM_DEVICE void block_barrier() { asm volatile("bar.sync 0;" ::: "memory"); }

// Waits until the mbarrier at `bar` has completed the phase of parity `phase`.
MXSIM_DEVICE void mbarrier_wait(u32 bar, u32 phase) {
  u32 done = 0;
  while (!done) {
    asm volatile("{ .reg .pred p; mbarrier.try_wait.parity.shared.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }"
                 : "=r"(done)
                 : "r"(bar), "r"(phase)
                 : "memory");
  }
}

// The block-scaled MMA with D accumulated (enable-input-d true), then its commit to the mbarrier;
// one thread issues both ("Issue Granularity").
#define TC_MMA_BLOCK_SCALE(instruction, d_tmem, a_desc, b_desc, idesc, scale_a_tmem, scale_b_tmem, bar)        \
  asm volatile("{\n.reg .pred accumulate;\nsetp.ne.b32 accumulate, %6, 0;\n" instruction                       \
               " [%0], %1, %2, %3, [%4], [%5], accumulate;\n"                                                  \
               "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [%7];\n}" ::"r"(d_tmem), \
               "l"(a_desc), "l"(b_desc), "r"(idesc), "r"(scale_a_tmem), "r"(scale_b_tmem), "r"(1), "r"(bar)    \
               : "memory")

#define TCGEN05_KERNEL(name, instruction, atype, btype)                                                              \
  MXSIM_KERNEL void name(const u8* a, const u8* b, const u8* sa, const u8* sb, const u32* c, u32* d, int count) {    \
    __attribute__((shared)) __attribute__((aligned(128))) static u8 a_tile[TC_A_BYTES];                              \
    __attribute__((shared)) __attribute__((aligned(128))) static u8 b_tile[TC_B_BYTES];                              \
    __attribute__((shared)) __attribute__((aligned(8))) static u64 mma_done;                                         \
    __attribute__((shared)) __attribute__((aligned(4))) static u32 tmem_slot;                                        \
    const u32 thread = special_register(1), warp = thread >> 5, lane = thread & 31;                                  \
    const u32 bar = shared_address(&mma_done);                                                                       \
    if (warp == 0) { /* warp 0 allocates (and later frees) the CTA's tensor memory */                                \
      asm volatile(                                                                                                  \
          "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%0], %1;\n"                                      \
          "tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;" ::"r"(shared_address(&tmem_slot)),            \
          "r"(TC_COLUMNS)                                                                                            \
          : "memory");                                                                                               \
    }                                                                                                                \
    if (thread == 0) {                                                                                               \
      asm volatile("mbarrier.init.shared.b64 [%0], 1;\nfence.mbarrier_init.release.cluster;" ::"r"(bar) : "memory"); \
    }                                                                                                                \
    tmem_fence_before();                                                                                             \
    block_barrier();                                                                                                 \
    tmem_fence_after();                                                                                              \
    const u32 tmem = *(volatile u32*)&tmem_slot, quarter = (32 * warp) << 16; /* lanes 32w..32w+31 */                \
    const u64 a_desc = smem_descriptor(shared_address(a_tile)), b_desc = smem_descriptor(shared_address(b_tile));    \
    u32 phase = 0;                                                                                                   \
    for (int s = (int)special_register(3); s < count; s += (int)special_register(4)) {                               \
      const u8* av = a + 32 * s;                                                                                     \
      const u8* bv = b + 32 * s;                                                                                     \
      /* byte o of a tile: core matrix o >> 7 (K half (o >> 7) & 1), row (o >> 4) & 7, byte o & 15 */                \
      for (u32 o = thread; o < TC_A_BYTES; o += 128) a_tile[o] = av[16 * ((o >> 7) & 1) + (o & 15)];                 \
      for (u32 o = thread; o < TC_B_BYTES; o += 128) b_tile[o] = bv[16 * ((o >> 7) & 1) + (o & 15)];                 \
      tmem_store8(tmem + quarter + TC_D_COLUMN, c[s]);                                                               \
      tmem_store4(tmem + quarter + TC_SCALE_A_COLUMN, (u32)sa[s] * 0x01010101u);                                     \
      tmem_store4(tmem + quarter + TC_SCALE_B_COLUMN, (u32)sb[s] * 0x01010101u);                                     \
      asm volatile("tcgen05.wait::st.sync.aligned;\nfence.proxy.async.shared::cta;" ::: "memory");                   \
      tmem_fence_before();                                                                                           \
      block_barrier();                                                                                               \
      if (thread == 0) {                                                                                             \
        tmem_fence_after();                                                                                          \
        TC_MMA_BLOCK_SCALE(instruction, tmem + TC_D_COLUMN, a_desc, b_desc, TC_IDESC(atype, btype),                  \
                           tmem + TC_SCALE_A_COLUMN, tmem + TC_SCALE_B_COLUMN, bar);                                 \
      }                                                                                                              \
      mbarrier_wait(bar, phase);                                                                                     \
      phase ^= 1;                                                                                                    \
      tmem_fence_after();                                                                                            \
      if (warp == 0) {                                                                                               \
        u32 d0;                                                                                                      \
        asm volatile("tcgen05.ld.sync.aligned.32x32b.x1.b32 {%0}, [%1];\ntcgen05.wait::ld.sync.aligned;"             \
                     : "=r"(d0)                                                                                      \
                     : "r"(tmem + TC_D_COLUMN)                                                                       \
                     : "memory");                                                                                    \
        if (lane == 0) d[s] = d0;                                                                                    \
      }                                                                                                              \
      tmem_fence_before();                                                                                           \
      block_barrier(); /* every thread done with this probe's tiles and tensor memory */                             \
      tmem_fence_after();                                                                                            \
    }                                                                                                                \
    if (warp == 0) {                                                                                                 \
      asm volatile("tcgen05.dealloc.cta_group::1.sync.aligned.b32 %0, %1;" ::"r"(tmem), "r"(TC_COLUMNS) : "memory"); \
    }                                                                                                                \
  }

#if !defined(__CUDA_ARCH__) || defined(__CUDA_ARCH_FEAT_SM100_ALL) || defined(__CUDA_ARCH_FEAT_SM103_ALL)
TCGEN05_KERNEL(tc_mx_e4m3_e4m3_f32, "tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.collector::a::discard", 0, 0)
TCGEN05_KERNEL(tc_mx_e4m3_e5m2_f32, "tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.collector::a::discard", 0, 1)
TCGEN05_KERNEL(tc_mx_e5m2_e4m3_f32, "tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.collector::a::discard", 1, 0)
TCGEN05_KERNEL(tc_mx_e5m2_e5m2_f32, "tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.collector::a::discard", 1, 1)
#endif
