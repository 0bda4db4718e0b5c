mxt 2
target cdna4
config mi355x
buffer a global address=0x0 shape=[512, 512] dtype=uint8 payload="gemm_mxfp8_512.npz/a"
buffer b_kmajor global address=0x40000 shape=[512, 512] dtype=uint8 payload="gemm_mxfp8_512.npz/b_kmajor"
buffer scale_a_lanes global address=0x80000 shape=[16, 1, 64, 16] dtype=uint8 payload="gemm_mxfp8_512.npz/scale_a_lanes"
buffer scale_b_lanes global address=0x84000 shape=[16, 1, 64, 16] dtype=uint8 payload="gemm_mxfp8_512.npz/scale_b_lanes"
buffer c global address=0x88000 shape=[512, 512] dtype=float32 payload="gemm_mxfp8_512.npz/c" expect="gemm_mxfp8_512.npz/c.expected"
buffer w0_v0 vgpr wave=0 register=0 shape=[64, 1] dtype=uint32 payload="gemm_mxfp8_512.npz/w0_v0"
buffer w0_v1 vgpr wave=0 register=1 shape=[64, 1] dtype=uint32 payload="gemm_mxfp8_512.npz/w0_v1"
buffer w0_v2 vgpr wave=0 register=2 shape=[64, 1] dtype=uint32 payload="gemm_mxfp8_512.npz/w0_v2"
buffer w0_v3 vgpr wave=0 register=3 shape=[64, 1] dtype=uint32 payload="gemm_mxfp8_512.npz/w0_v3"
buffer w0_v4 vgpr wave=0 register=4 shape=[64, 1] dtype=uint32 payload="gemm_mxfp8_512.npz/w0_v4"
buffer w0_v6 vgpr wave=0 register=6 shape=[64, 1] dtype=uint32 payload="gemm_mxfp8_512.npz/w0_v6"
buffer w0_v5 vgpr wave=0 register=5 shape=[64, 1] dtype=uint32 payload="gemm_mxfp8_512.npz/w0_v5"
buffer w1_v0 vgpr wave=1 register=0 shape=[64, 1] dtype=uint32 payload="gemm_mxfp8_512.npz/w1_v0"
buffer w1_v1 vgpr wave=1 register=1 shape=[64, 1] dtype=uint32 payload="gemm_mxfp8_512.npz/w1_v1"
buffer w1_v2 vgpr wave=1 register=2 shape=[64, 1] dtype=uint32 payload="gemm_mxfp8_512.npz/w1_v2"
buffer w1_v3 vgpr wave=1 register=3 shape=[64, 1] dtype=uint32 payload="gemm_mxfp8_512.npz/w1_v3"
buffer w1_v4 vgpr wave=1 register=4 shape=[64, 1] dtype=uint32 payload="gemm_mxfp8_512.npz/w1_v4"
buffer w1_v6 vgpr wave=1 register=6 shape=[64, 1] dtype=uint32 payload="gemm_mxfp8_512.npz/w1_v6"
buffer w1_v5 vgpr wave=1 register=5 shape=[64, 1] dtype=uint32 payload="gemm_mxfp8_512.npz/w1_v5"
buffer w2_v0 vgpr wave=2 register=0 shape=[64, 1] dtype=uint32 payload="gemm_mxfp8_512.npz/w2_v0"
buffer w2_v1 vgpr wave=2 register=1 shape=[64, 1] dtype=uint32 payload="gemm_mxfp8_512.npz/w2_v1"
buffer w2_v2 vgpr wave=2 register=2 shape=[64, 1] dtype=uint32 payload="gemm_mxfp8_512.npz/w2_v2"
buffer w2_v3 vgpr wave=2 register=3 shape=[64, 1] dtype=uint32 payload="gemm_mxfp8_512.npz/w2_v3"
buffer w2_v4 vgpr wave=2 register=4 shape=[64, 1] dtype=uint32 payload="gemm_mxfp8_512.npz/w2_v4"
buffer w2_v6 vgpr wave=2 register=6 shape=[64, 1] dtype=uint32 payload="gemm_mxfp8_512.npz/w2_v6"
buffer w2_v5 vgpr wave=2 register=5 shape=[64, 1] dtype=uint32 payload="gemm_mxfp8_512.npz/w2_v5"
buffer w3_v0 vgpr wave=3 register=0 shape=[64, 1] dtype=uint32 payload="gemm_mxfp8_512.npz/w3_v0"
buffer w3_v1 vgpr wave=3 register=1 shape=[64, 1] dtype=uint32 payload="gemm_mxfp8_512.npz/w3_v1"
buffer w3_v2 vgpr wave=3 register=2 shape=[64, 1] dtype=uint32 payload="gemm_mxfp8_512.npz/w3_v2"
buffer w3_v3 vgpr wave=3 register=3 shape=[64, 1] dtype=uint32 payload="gemm_mxfp8_512.npz/w3_v3"
buffer w3_v4 vgpr wave=3 register=4 shape=[64, 1] dtype=uint32 payload="gemm_mxfp8_512.npz/w3_v4"
buffer w3_v6 vgpr wave=3 register=6 shape=[64, 1] dtype=uint32 payload="gemm_mxfp8_512.npz/w3_v6"
buffer w3_v5 vgpr wave=3 register=5 shape=[64, 1] dtype=uint32 payload="gemm_mxfp8_512.npz/w3_v5"
s_mov_b32 sdst=s4 src0=0x80000
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x84000
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x40000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x40
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x40040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x80
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x40080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0xc0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x400c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x40100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x40140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x40180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x1c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x401c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0x88000
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x80000
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x84800
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x48000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x40
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x48040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x80
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x48080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0xc0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x480c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x48100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x48140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x48180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x1c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x481c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0x88100
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x80000
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x85000
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x50000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x40
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x50040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x80
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x50080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0xc0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x500c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x50100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x50140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x50180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x1c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x501c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0x88200
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x80000
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x85800
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x58000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x40
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x58040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x80
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x58080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0xc0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x580c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x58100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x58140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x58180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x1c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x581c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0x88300
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x80000
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x86000
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x60000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x40
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x60040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x80
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x60080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0xc0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x600c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x60100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x60140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x60180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x1c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x601c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0x88400
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x80000
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x86800
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x68000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x40
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x68040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x80
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x68080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0xc0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x680c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x68100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x68140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x68180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x1c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x681c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0x88500
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x80000
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x87000
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x70000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x40
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x70040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x80
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x70080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0xc0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x700c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x70100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x70140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x70180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x1c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x701c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0x88600
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x80000
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x87800
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x78000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x40
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x78040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x80
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x78080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0xc0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x780c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x78100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x78140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x78180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x1c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x781c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0x88700
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x80800
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x84000
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x8000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x40000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x8040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x40040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x8080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x40080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x80c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x400c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x8100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x40100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x8140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x40140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x8180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x40180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x81c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x401c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0xa8000
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x80800
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x84800
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x8000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x48000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x8040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x48040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x8080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x48080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x80c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x480c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x8100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x48100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x8140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x48140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x8180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x48180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x81c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x481c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0xa8100
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x80800
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x85000
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x8000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x50000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x8040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x50040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x8080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x50080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x80c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x500c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x8100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x50100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x8140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x50140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x8180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x50180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x81c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x501c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0xa8200
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x80800
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x85800
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x8000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x58000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x8040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x58040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x8080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x58080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x80c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x580c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x8100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x58100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x8140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x58140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x8180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x58180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x81c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x581c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0xa8300
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x80800
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x86000
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x8000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x60000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x8040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x60040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x8080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x60080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x80c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x600c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x8100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x60100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x8140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x60140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x8180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x60180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x81c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x601c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0xa8400
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x80800
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x86800
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x8000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x68000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x8040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x68040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x8080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x68080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x80c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x680c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x8100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x68100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x8140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x68140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x8180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x68180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x81c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x681c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0xa8500
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x80800
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x87000
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x8000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x70000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x8040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x70040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x8080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x70080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x80c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x700c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x8100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x70100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x8140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x70140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x8180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x70180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x81c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x701c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0xa8600
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x80800
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x87800
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x8000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x78000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x8040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x78040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x8080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x78080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x80c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x780c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x8100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x78100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x8140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x78140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x8180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x78180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x81c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x781c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0xa8700
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x81000
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x84000
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x10000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x40000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x10040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x40040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x10080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x40080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x100c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x400c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x10100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x40100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x10140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x40140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x10180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x40180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x101c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x401c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0xc8000
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x81000
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x84800
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x10000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x48000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x10040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x48040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x10080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x48080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x100c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x480c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x10100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x48100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x10140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x48140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x10180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x48180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x101c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x481c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0xc8100
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x81000
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x85000
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x10000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x50000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x10040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x50040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x10080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x50080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x100c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x500c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x10100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x50100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x10140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x50140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x10180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x50180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x101c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x501c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0xc8200
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x81000
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x85800
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x10000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x58000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x10040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x58040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x10080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x58080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x100c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x580c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x10100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x58100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x10140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x58140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x10180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x58180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x101c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x581c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0xc8300
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x81000
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x86000
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x10000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x60000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x10040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x60040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x10080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x60080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x100c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x600c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x10100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x60100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x10140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x60140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x10180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x60180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x101c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x601c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0xc8400
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x81000
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x86800
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x10000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x68000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x10040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x68040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x10080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x68080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x100c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x680c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x10100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x68100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x10140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x68140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x10180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x68180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x101c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x681c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0xc8500
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x81000
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x87000
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x10000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x70000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x10040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x70040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x10080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x70080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x100c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x700c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x10100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x70100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x10140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x70140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x10180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x70180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x101c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x701c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0xc8600
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x81000
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x87800
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x10000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x78000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x10040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x78040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x10080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x78080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x100c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x780c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x10100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x78100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x10140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x78140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x10180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x78180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x101c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x781c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0xc8700
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x81800
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x84000
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x18000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x40000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x18040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x40040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x18080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x40080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x180c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x400c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x18100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x40100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x18140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x40140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x18180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x40180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x181c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x401c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0xe8000
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x81800
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x84800
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x18000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x48000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x18040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x48040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x18080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x48080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x180c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x480c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x18100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x48100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x18140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x48140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x18180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x48180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x181c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x481c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0xe8100
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x81800
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x85000
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x18000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x50000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x18040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x50040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x18080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x50080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x180c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x500c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x18100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x50100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x18140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x50140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x18180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x50180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x181c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x501c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0xe8200
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x81800
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x85800
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x18000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x58000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x18040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x58040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x18080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x58080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x180c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x580c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x18100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x58100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x18140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x58140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x18180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x58180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x181c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x581c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0xe8300
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x81800
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x86000
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x18000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x60000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x18040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x60040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x18080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x60080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x180c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x600c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x18100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x60100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x18140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x60140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x18180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x60180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x181c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x601c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0xe8400
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x81800
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x86800
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x18000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x68000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x18040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x68040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x18080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x68080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x180c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x680c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x18100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x68100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x18140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x68140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x18180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x68180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x181c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x681c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0xe8500
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x81800
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x87000
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x18000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x70000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x18040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x70040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x18080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x70080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x180c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x700c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x18100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x70100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x18140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x70140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x18180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x70180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x181c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x701c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0xe8600
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x81800
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x87800
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x18000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x78000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x18040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x78040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x18080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x78080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x180c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x780c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x18100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x78100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x18140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x78140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x18180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x78180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x181c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x781c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0xe8700
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x82000
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x84000
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x20000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x40000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x20040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x40040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x20080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x40080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x200c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x400c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x20100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x40100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x20140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x40140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x20180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x40180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x201c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x401c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0x108000
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x82000
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x84800
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x20000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x48000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x20040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x48040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x20080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x48080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x200c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x480c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x20100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x48100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x20140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x48140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x20180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x48180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x201c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x481c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0x108100
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x82000
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x85000
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x20000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x50000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x20040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x50040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x20080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x50080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x200c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x500c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x20100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x50100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x20140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x50140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x20180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x50180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x201c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x501c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0x108200
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x82000
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x85800
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x20000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x58000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x20040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x58040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x20080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x58080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x200c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x580c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x20100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x58100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x20140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x58140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x20180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x58180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x201c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x581c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0x108300
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x82000
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x86000
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x20000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x60000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x20040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x60040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x20080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x60080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x200c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x600c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x20100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x60100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x20140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x60140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x20180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x60180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x201c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x601c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0x108400
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x82000
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x86800
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x20000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x68000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x20040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x68040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x20080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x68080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x200c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x680c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x20100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x68100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x20140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x68140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x20180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x68180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x201c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x681c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0x108500
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x82000
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x87000
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x20000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x70000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x20040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x70040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x20080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x70080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x200c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x700c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x20100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x70100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x20140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x70140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x20180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x70180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x201c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x701c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0x108600
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x82000
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x87800
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x20000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x78000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x20040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x78040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x20080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x78080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x200c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x780c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x20100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x78100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x20140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x78140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x20180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x78180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x201c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x781c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0x108700
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x82800
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x84000
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x28000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x40000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x28040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x40040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x28080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x40080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x280c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x400c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x28100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x40100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x28140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x40140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x28180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x40180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x281c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x401c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0x128000
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x82800
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x84800
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x28000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x48000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x28040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x48040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x28080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x48080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x280c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x480c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x28100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x48100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x28140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x48140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x28180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x48180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x281c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x481c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0x128100
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x82800
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x85000
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x28000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x50000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x28040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x50040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x28080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x50080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x280c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x500c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x28100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x50100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x28140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x50140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x28180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x50180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x281c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x501c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0x128200
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x82800
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x85800
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x28000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x58000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x28040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x58040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x28080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x58080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x280c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x580c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x28100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x58100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x28140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x58140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x28180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x58180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x281c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x581c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0x128300
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x82800
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x86000
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x28000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x60000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x28040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x60040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x28080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x60080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x280c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x600c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x28100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x60100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x28140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x60140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x28180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x60180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x281c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x601c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0x128400
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x82800
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x86800
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x28000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x68000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x28040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x68040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x28080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x68080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x280c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x680c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x28100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x68100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x28140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x68140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x28180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x68180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x281c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x681c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0x128500
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x82800
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x87000
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x28000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x70000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x28040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x70040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x28080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x70080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x280c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x700c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x28100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x70100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x28140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x70140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x28180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x70180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x281c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x701c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0x128600
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x82800
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x87800
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x28000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x78000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x28040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x78040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x28080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x78080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x280c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x780c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x28100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x78100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x28140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x78140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x28180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x78180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x281c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x781c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0x128700
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x83000
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x84000
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x30000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x40000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x30040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x40040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x30080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x40080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x300c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x400c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x30100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x40100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x30140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x40140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x30180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x40180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x301c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x401c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0x148000
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x83000
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x84800
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x30000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x48000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x30040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x48040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x30080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x48080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x300c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x480c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x30100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x48100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x30140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x48140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x30180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x48180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x301c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x481c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0x148100
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x83000
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x85000
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x30000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x50000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x30040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x50040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x30080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x50080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x300c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x500c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x30100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x50100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x30140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x50140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x30180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x50180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x301c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x501c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0x148200
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x83000
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x85800
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x30000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x58000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x30040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x58040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x30080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x58080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x300c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x580c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x30100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x58100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x30140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x58140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x30180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x58180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x301c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x581c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0x148300
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x83000
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x86000
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x30000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x60000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x30040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x60040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x30080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x60080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x300c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x600c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x30100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x60100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x30140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x60140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x30180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x60180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x301c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x601c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0x148400
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x83000
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x86800
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x30000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x68000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x30040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x68040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x30080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x68080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x300c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x680c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x30100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x68100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x30140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x68140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x30180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x68180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x301c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x681c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0x148500
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x83000
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x87000
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x30000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x70000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x30040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x70040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x30080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x70080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x300c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x700c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x30100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x70100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x30140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x70140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x30180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x70180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x301c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x701c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0x148600
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x83000
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x87800
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x30000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x78000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x30040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x78040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x30080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x78080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x300c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x780c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x30100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x78100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x30140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x78140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x30180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x78180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x301c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x781c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0x148700
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x83800
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x84000
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x38000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x40000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x38040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x40040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x38080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x40080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x380c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x400c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x38100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x40100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x38140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x40140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x38180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x40180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x381c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x401c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0x168000
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x83800
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x84800
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x38000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x48000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x38040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x48040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x38080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x48080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x380c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x480c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x38100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x48100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x38140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x48140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x38180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x48180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x381c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x481c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0x168100
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x83800
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x85000
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x38000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x50000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x38040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x50040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x38080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x50080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x380c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x500c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x38100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x50100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x38140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x50140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x38180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x50180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x381c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x501c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0x168200
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x83800
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x85800
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x38000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x58000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x38040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x58040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x38080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x58080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x380c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x580c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x38100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x58100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x38140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x58140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x38180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x58180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x381c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x581c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0x168300
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x83800
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x86000
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x38000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x60000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x38040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x60040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x38080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x60080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x380c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x600c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x38100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x60100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x38140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x60140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x38180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x60180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x381c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x601c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0x168400
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x83800
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x86800
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x38000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x68000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x38040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x68040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x38080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x68080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x380c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x680c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x38100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x68100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x38140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x68140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x38180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x68180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x381c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x681c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0x168500
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x83800
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x87000
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x38000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x70000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x38040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x70040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x38080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x70080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x380c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x700c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x38100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x70100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x38140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x70140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x38180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x70180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x381c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x701c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0x168600
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_mov_b32 sdst=s4 src0=0x83800
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x87800
s_mov_b32 sdst=s7 src0=0x0
global_load_dwordx4 vdst=v[36:39] vaddr=v4 saddr=s[4:5]
global_load_dwordx4 vdst=v[32:35] vaddr=v6 saddr=s[6:7]
s_mov_b32 sdst=s0 src0=0x38000
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x78000
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x38040
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x78040
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=0 scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x38080
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x78080
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x380c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x780c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x38100
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x78100
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v32 scale_src1=v36 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x38140
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x78140
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x38180
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x78180
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[12:15] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[0, 0, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[8:11]
ds_write_b128 vaddr=v1 vdata=v[12:15] offset=4096
s_waitcnt lgkmcnt=0
s_mov_b32 sdst=s0 src0=0x381c0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x781c0
s_mov_b32 sdst=s3 src0=0x0
global_load_dwordx4 vdst=v[56:59] vaddr=v0 saddr=s[0:1]
global_load_dwordx4 vdst=v[60:63] vaddr=v0 saddr=s[2:3]
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[0, 0, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v1 vdata=v[56:59]
ds_write_b128 vaddr=v1 vdata=v[60:63] offset=4096
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[16:19] vaddr=v2
ds_read_b128 vdst=v[20:23] vaddr=v2 offset=32
ds_read_b128 vdst=v[24:27] vaddr=v3
ds_read_b128 vdst=v[28:31] vaddr=v3 offset=32
s_waitcnt lgkmcnt=0
v_mfma_scale_f32_32x32x64_f8f6f4 vdst=a[0:15] src0=v[16:23] src1=v[24:31] src2=a[0:15] scale_src0=v33 scale_src1=v37 op_sel=[1, 1, 0] op_sel_hi=[1, 1, 0]
s_barrier
s_nop simm16=15
s_nop simm16=3
v_accvgpr_read_b32 vdst=v40 src0=a0
v_accvgpr_read_b32 vdst=v41 src0=a1
v_accvgpr_read_b32 vdst=v42 src0=a2
v_accvgpr_read_b32 vdst=v43 src0=a3
v_accvgpr_read_b32 vdst=v44 src0=a4
v_accvgpr_read_b32 vdst=v45 src0=a5
v_accvgpr_read_b32 vdst=v46 src0=a6
v_accvgpr_read_b32 vdst=v47 src0=a7
v_accvgpr_read_b32 vdst=v48 src0=a8
v_accvgpr_read_b32 vdst=v49 src0=a9
v_accvgpr_read_b32 vdst=v50 src0=a10
v_accvgpr_read_b32 vdst=v51 src0=a11
v_accvgpr_read_b32 vdst=v52 src0=a12
v_accvgpr_read_b32 vdst=v53 src0=a13
v_accvgpr_read_b32 vdst=v54 src0=a14
v_accvgpr_read_b32 vdst=v55 src0=a15
s_mov_b32 sdst=s8 src0=0x168700
s_mov_b32 sdst=s9 src0=0x0
global_store_dwordx4 vaddr=v5 vdata=v[40:43] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[44:47] saddr=s[8:9] offset=32
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9] offset=64
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=96
s_waitcnt vmcnt=0
s_endpgm
end
