mxt 2
target cdna4
config mi355x
buffer a_fp4 global address=0x0 shape=[64, 128] dtype=uint8 payload="block_scaled_mma_fp4.npz/a_fp4"
buffer b_fp4_kmajor global address=0x2000 shape=[16, 128] dtype=uint8 payload="block_scaled_mma_fp4.npz/b_fp4_kmajor"
buffer scale_words global address=0x2800 shape=[128, 16] dtype=uint8 payload="block_scaled_mma_fp4.npz/scale_words"
buffer c global address=0x3000 shape=[64, 16] dtype=float32 payload="block_scaled_mma_fp4.npz/c" expect="block_scaled_mma_fp4.npz/c.expected"
buffer w0_v0 vgpr wave=0 register=0 shape=[64, 1] dtype=uint32 payload="block_scaled_mma_fp4.npz/w0_v0"
buffer w0_v3 vgpr wave=0 register=3 shape=[64, 1] dtype=uint32 payload="block_scaled_mma_fp4.npz/w0_v3"
buffer w0_v4 vgpr wave=0 register=4 shape=[64, 1] dtype=uint32 payload="block_scaled_mma_fp4.npz/w0_v4"
buffer w0_v5 vgpr wave=0 register=5 shape=[64, 1] dtype=uint32 payload="block_scaled_mma_fp4.npz/w0_v5"
s_mov_b32 sdst=s0 src0=0x0
s_mov_b32 sdst=s1 src0=0x0
s_mov_b32 sdst=s2 src0=0x2800
s_mov_b32 sdst=s3 src0=0x0
s_mov_b32 sdst=s8 src0=0x3000
s_mov_b32 sdst=s9 src0=0x0
s_mov_b32 sdst=s4 src0=0x2000
s_mov_b32 sdst=s5 src0=0x0
s_mov_b32 sdst=s6 src0=0x800
s_mov_b32 sdst=s7 src0=0
s_mov_b32 sdst=s0 src0=0x0
s_mov_b32 sdst=s1 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v0 vdata=v[8:11]
s_mov_b32 sdst=s0 src0=0x400
s_mov_b32 sdst=s1 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v0 vdata=v[8:11] offset=1024
s_mov_b32 sdst=s0 src0=0x800
s_mov_b32 sdst=s1 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v0 vdata=v[8:11] offset=2048
s_mov_b32 sdst=s0 src0=0xc00
s_mov_b32 sdst=s1 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v0 vdata=v[8:11] offset=3072
s_mov_b32 sdst=s0 src0=0x1000
s_mov_b32 sdst=s1 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v0 vdata=v[8:11] offset=4096
s_mov_b32 sdst=s0 src0=0x1400
s_mov_b32 sdst=s1 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v0 vdata=v[8:11] offset=5120
s_mov_b32 sdst=s0 src0=0x1800
s_mov_b32 sdst=s1 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v0 vdata=v[8:11] offset=6144
s_mov_b32 sdst=s0 src0=0x1c00
s_mov_b32 sdst=s1 src0=0x0
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[0:1]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v0 vdata=v[8:11] offset=7168
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[2:3]
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v0 vdata=v[8:11] offset=8192
global_load_dwordx4 vdst=v[8:11] vaddr=v0 saddr=s[2:3] offset=1024
s_waitcnt vmcnt=0
ds_write_b128 vaddr=v0 vdata=v[8:11] offset=9216
s_waitcnt lgkmcnt=0
s_barrier
ds_read_b128 vdst=v[40:43] vaddr=v0 offset=8192
ds_read_b128 vdst=v[44:47] vaddr=v0 offset=9216
buffer_load_dwordx4 vdst=v[16:19] vaddr=v3 srsrc=s[4:7] soffset=0 offen=1
buffer_load_dwordx4 vdst=v[20:23] vaddr=v3 srsrc=s[4:7] soffset=0 offen=1 offset=64
ds_read_b128 vdst=v[24:27] vaddr=v4
ds_read_b128 vdst=v[28:31] vaddr=v4 offset=2048
ds_read_b128 vdst=v[32:35] vaddr=v4 offset=4096
ds_read_b128 vdst=v[36:39] vaddr=v4 offset=6144
s_waitcnt vmcnt=1 lgkmcnt=0
v_mfma_scale_f32_16x16x128_f8f6f4 vdst=a[0:3] src0=v[16:19] src1=v[24:27] src2=0 scale_src0=v44 scale_src1=v40 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0] cbsz=4 blgp=4
v_mfma_scale_f32_16x16x128_f8f6f4 vdst=a[4:7] src0=v[16:19] src1=v[28:31] src2=0 scale_src0=v44 scale_src1=v40 op_sel=[0, 1, 0] op_sel_hi=[0, 0, 0] cbsz=4 blgp=4
v_mfma_scale_f32_16x16x128_f8f6f4 vdst=a[8:11] src0=v[16:19] src1=v[32:35] src2=0 scale_src0=v44 scale_src1=v40 op_sel=[0, 0, 0] op_sel_hi=[0, 1, 0] cbsz=4 blgp=4
v_mfma_scale_f32_16x16x128_f8f6f4 vdst=a[12:15] src0=v[16:19] src1=v[36:39] src2=0 scale_src0=v44 scale_src1=v40 op_sel=[0, 1, 0] op_sel_hi=[0, 1, 0] cbsz=4 blgp=4
ds_read_b128 vdst=v[24:27] vaddr=v4 offset=64
ds_read_b128 vdst=v[28:31] vaddr=v4 offset=2112
ds_read_b128 vdst=v[32:35] vaddr=v4 offset=4160
ds_read_b128 vdst=v[36:39] vaddr=v4 offset=6208
s_waitcnt vmcnt=0 lgkmcnt=0
v_mfma_scale_f32_16x16x128_f8f6f4 vdst=a[0:3] src0=v[20:23] src1=v[24:27] src2=a[0:3] scale_src0=v45 scale_src1=v41 op_sel=[0, 0, 0] op_sel_hi=[0, 0, 0] cbsz=4 blgp=4
v_mfma_scale_f32_16x16x128_f8f6f4 vdst=a[4:7] src0=v[20:23] src1=v[28:31] src2=a[4:7] scale_src0=v45 scale_src1=v41 op_sel=[0, 1, 0] op_sel_hi=[0, 0, 0] cbsz=4 blgp=4
v_mfma_scale_f32_16x16x128_f8f6f4 vdst=a[8:11] src0=v[20:23] src1=v[32:35] src2=a[8:11] scale_src0=v45 scale_src1=v41 op_sel=[0, 0, 0] op_sel_hi=[0, 1, 0] cbsz=4 blgp=4
v_mfma_scale_f32_16x16x128_f8f6f4 vdst=a[12:15] src0=v[20:23] src1=v[36:39] src2=a[12:15] scale_src0=v45 scale_src1=v41 op_sel=[0, 1, 0] op_sel_hi=[0, 1, 0] cbsz=4 blgp=4
s_nop simm16=7
s_nop simm16=3
v_accvgpr_read_b32 vdst=v48 src0=a0
v_accvgpr_read_b32 vdst=v49 src0=a1
v_accvgpr_read_b32 vdst=v50 src0=a2
v_accvgpr_read_b32 vdst=v51 src0=a3
v_accvgpr_read_b32 vdst=v52 src0=a4
v_accvgpr_read_b32 vdst=v53 src0=a5
v_accvgpr_read_b32 vdst=v54 src0=a6
v_accvgpr_read_b32 vdst=v55 src0=a7
v_accvgpr_read_b32 vdst=v56 src0=a8
v_accvgpr_read_b32 vdst=v57 src0=a9
v_accvgpr_read_b32 vdst=v58 src0=a10
v_accvgpr_read_b32 vdst=v59 src0=a11
v_accvgpr_read_b32 vdst=v60 src0=a12
v_accvgpr_read_b32 vdst=v61 src0=a13
v_accvgpr_read_b32 vdst=v62 src0=a14
v_accvgpr_read_b32 vdst=v63 src0=a15
global_store_dwordx4 vaddr=v5 vdata=v[48:51] saddr=s[8:9]
global_store_dwordx4 vaddr=v5 vdata=v[52:55] saddr=s[8:9] offset=1024
global_store_dwordx4 vaddr=v5 vdata=v[56:59] saddr=s[8:9] offset=2048
global_store_dwordx4 vaddr=v5 vdata=v[60:63] saddr=s[8:9] offset=3072
s_waitcnt vmcnt=0
s_endpgm
end
