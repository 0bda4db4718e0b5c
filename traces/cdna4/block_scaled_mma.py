"""The conventions of Mojo's CDNA4 BlockScaledMmaOp (seed 002) as a recorded CDNA4 stream: one wave,
mma_shape 16x16x128 in FP4 (E2M1), num_m_mmas = 4, num_n_mmas = 1, K = 256 (two K tiles).

- "B->src_a, A->src_b": B's fragment is the MFMA's src0 and each A tile's fragment its src1, so D
  holds C^T and every lane's four D registers are four consecutive columns of one row of C.
- Scale packing: the four spatial M tiles' scale bytes share one VGPR per K tile (byte i for
  m_mma = i); each MFMA picks its byte with op_sel[1] / op_sel_hi[1] (a_scale_byte_index = m).
  B's scales sit in byte 0 of their own VGPR.
- B from "preshuffled DRAM": each lane issues one buffer_load_dwordx4 per K tile at its MFMA
  position (lane % 16 -> N row, lane // 16 -> K group), with depth-2 prefetch: K tile t + 1 loads
  into the other B slot before the MFMAs of tile t, and `s_waitcnt vmcnt(1)` waits only for tile t.
- A and the scale words from shared memory: staged global -> LDS, then ds_read_b128 (per M tile
  and K tile for A).
"""
from __future__ import annotations

import numpy as np

import mxsim
from mxsim.amdgpu import Kernel

M_MMAS, MMA_M, MMA_N, MMA_K = 4, 16, 16, 128
M, N, K = M_MMAS * MMA_M, MMA_N, 256
K_TILES = K // MMA_K


def pack_fp4(codes):
    return np.ascontiguousarray(codes[..., 0::2] | (codes[..., 1::2] << 4)).astype(np.uint8)


def build(seed=0):
    rng = np.random.default_rng(seed)
    a = rng.integers(0, 16, (M, K), dtype=np.uint8)           # E2M1 codes
    b = rng.integers(0, 16, (K, N), dtype=np.uint8)
    sa = rng.integers(120, 134, (M, K // 32), dtype=np.uint8)  # [M, K/32]
    sb = rng.integers(120, 134, (K // 32, N), dtype=np.uint8)  # [K/32, N]
    lane = np.arange(64)
    # scale words: word t of a lane = K tile t; A's byte i = m_mma i (row 16 i + lane % 16, K block 4 t + lane // 16)
    a_words = np.full((64, 4, 4), 127, dtype=np.uint8)
    b_words = np.full((64, 4, 4), 127, dtype=np.uint8)
    for t in range(K_TILES):
        for i in range(M_MMAS):
            a_words[:, t, i] = sa[16 * i + lane % 16, 4 * t + lane // 16]
        b_words[:, t, 0] = sb[4 * t + lane // 16, lane % 16]

    kern = Kernel()
    a_addr = kern.buffer("a_fp4", pack_fp4(a))                      # [M, K/2] row-major
    b_addr = kern.buffer("b_fp4_kmajor", pack_fp4(np.ascontiguousarray(b.T)))  # preshuffled: [N, K/2]
    s_addr = kern.buffer("scale_words", np.concatenate([a_words.reshape(64, 16), b_words.reshape(64, 16)]))
    c_addr = kern.buffer("c", np.zeros((M, N), np.float32), output=True)
    kern.set_v(0, 0, lane * 16)                                          # staging and scale word offsets
    kern.set_v(0, 3, (lane % 16) * (K // 2) + 16 * (lane // 16))          # B: N row, K group
    kern.set_v(0, 4, (lane % 16) * (K // 2) + 16 * (lane // 16))          # A fragment in LDS
    kern.set_v(0, 5, (lane % 16) * N * 4 + 4 * (lane // 16) * 4)          # C row, four columns

    def s_pair(first, address):
        return [f"s_mov_b32 s{first}, {address & 0xFFFFFFFF:#x}", f"s_mov_b32 s{first + 1}, {address >> 32:#x}"]

    b_bytes = N * K // 2
    kern.asm(*s_pair(0, a_addr), *s_pair(2, s_addr), *s_pair(8, c_addr),
             # the V# of B: base, stride 0 (raw), num_records
             f"s_mov_b32 s4, {b_addr & 0xFFFFFFFF:#x}", f"s_mov_b32 s5, {(b_addr >> 32) & 0xFFFF:#x}",
             f"s_mov_b32 s6, {b_bytes:#x}", "s_mov_b32 s7, 0")
    # A (64 rows x 128 bytes) to LDS, 1 KiB per instruction (the 13-bit global offset reaches 4 KiB:
    # the SGPR base moves instead)
    for i in range(M * K // 2 // 1024):
        kern.asm(*s_pair(0, a_addr + 1024 * i), "global_load_dwordx4 v[8:11], v0, s[0:1]",
                 "s_waitcnt vmcnt(0)",
                 f"ds_write_b128 v0, v[8:11] offset:{1024 * i}" if i else "ds_write_b128 v0, v[8:11]")
    # the scale words go through shared memory too (BlockScaledMmaOp.load_scales_from_smem)
    kern.asm("global_load_dwordx4 v[8:11], v0, s[2:3]", "s_waitcnt vmcnt(0)",
             "ds_write_b128 v0, v[8:11] offset:8192",                  # A scale words, K tiles 0..3
             "global_load_dwordx4 v[8:11], v0, s[2:3] offset:1024", "s_waitcnt vmcnt(0)",
             "ds_write_b128 v0, v[8:11] offset:9216")                  # B scale words
    kern.asm("s_waitcnt lgkmcnt(0)", "s_barrier",
             "ds_read_b128 v[40:43], v0 offset:8192", "ds_read_b128 v[44:47], v0 offset:9216",
             "buffer_load_dwordx4 v[16:19], v3, s[4:7], 0 offen")     # B slot 0: K tile 0
    for t in range(K_TILES):
        slot = 16 + 4 * (t % 2)
        if t + 1 < K_TILES:  # depth-2 prefetch of the next K tile into the other slot
            nxt = 16 + 4 * ((t + 1) % 2)
            kern.asm(f"buffer_load_dwordx4 v[{nxt}:{nxt + 3}], v3, s[4:7], 0 offen offset:{64 * (t + 1)}")
        for i in range(M_MMAS):
            off = 2048 * i + 64 * t
            kern.asm(f"ds_read_b128 v[{24 + 4 * i}:{27 + 4 * i}], v4" + (f" offset:{off}" if off else ""))
        kern.asm(f"s_waitcnt vmcnt({1 if t + 1 < K_TILES else 0}) lgkmcnt(0)")
        for i in range(M_MMAS):
            acc = f"a[{4 * i}:{4 * i + 3}]"
            kern.asm(f"v_mfma_scale_f32_16x16x128_f8f6f4 {acc}, v[{slot}:{slot + 3}], v[{24 + 4 * i}:{27 + 4 * i}], "
                     f"{'0' if t == 0 else acc}, v{44 + t}, v{40 + t} op_sel:[0,{i & 1},0] op_sel_hi:[0,{i >> 1},0] cbsz:4 blgp:4")
    kern.asm("s_nop 7", "s_nop 3")
    kern.asm(*[f"v_accvgpr_read_b32 v{48 + r}, a{r}" for r in range(16)])
    for i in range(M_MMAS):
        kern.asm(f"global_store_dwordx4 v5, v[{48 + 4 * i}:{51 + 4 * i}], s[8:9]" + (f" offset:{MMA_M * N * 4 * i}" if i else ""))
    kern.asm("s_waitcnt vmcnt(0)", "s_endpgm")
    return kern, dict(a=a, b=b, sa=sa, sb=sb)


def reference(inputs):
    """C [64, 16]: per K tile one mx_matmul with the CDNA4 preset, continuing from the last."""
    a, b, sa, sb = inputs["a"], inputs["b"], inputs["sa"], inputs["sb"]
    c = np.zeros((M, N), np.float32)
    for t in range(K_TILES):
        ks, kb = slice(MMA_K * t, MMA_K * (t + 1)), slice(4 * t, 4 * t + 4)
        c = mxsim.mx_matmul(a[:, ks], sa[:, kb], b[ks, :], sb[kb, :], "e2m1", "e2m1", preset="cdna4_mfma_scale", c=c)
    return c


if __name__ == "__main__":
    kern, inputs = build()
    out = kern.run()["c"]
    same = np.array_equal(out.view(np.uint32), reference(inputs).view(np.uint32))
    print(f"BlockScaledMmaOp FP4 16x16x128, 4 M tiles, 2 K tiles: bit for bit vs mx_matmul: {same}; "
          f"diagnostics: {len(kern.diagnostics)}")
