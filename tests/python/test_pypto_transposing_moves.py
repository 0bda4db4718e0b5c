"""pl.move into Left / Right when the L1 layout differs (a transposing LoadData), for extents that
are and are not whole square blocks: the result must be what mxsim.mx_matmul computes from the
same codes, bit for bit, and the lowering must be pto-isa's (one LoadData per C0 source rows for
b8 / b4, each a padded-extent block further on)."""
import re
import zlib

import numpy as np
import pytest

import mxsim
import mxsim.pypto as pl

DTYPES = {"e4m3": (pl.DT_FP8E4M3FN, 8), "e2m1": (pl.DT_FP4E2M1, 4)}


def pack_fp4(codes):  # two FP4 codes per byte along the last axis, the even element low
    return np.ascontiguousarray((codes[..., 0::2] & 0xF) | ((codes[..., 1::2] & 0xF) << 4))


def matmul_kernel(m, k, n, dtype, a_layout, b_layout):
    """C[m, n] = A[m, k] B[k, n] with A and B in L1 in the given layouts (NZ / ZN)."""
    elem = DTYPES[dtype][0]
    g = k // 32

    def kernel(a: pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC], elem],
               b: pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC], elem],
               sa: pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC, 2], pl.DT_FP8E8M0],
               sb: pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC, 2], pl.DT_FP8E8M0],
               out: pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC], pl.DT_FP32]):
        M = pl.MemorySpace
        layouts = {"NZ": pl.NZ, "ZN": pl.ZN}
        al1 = pl.make_tile_group(type=pl.TileType([m, k], elem, M.Mat, layouts[a_layout]), addrs=0x0,
                                 mutex_ids=[0]).current()
        bl1 = pl.make_tile_group(type=pl.TileType([k, n], elem, M.Mat, layouts[b_layout]), addrs=0x10000,
                                 mutex_ids=[1]).current()
        sal1 = pl.make_tile_group(type=pl.TileType([m, g], pl.DT_FP8E8M0, M.Mat, pl.ZZ), addrs=0x20000,
                                  mutex_ids=[2]).current()
        sbl1 = pl.make_tile_group(type=pl.TileType([g, n], pl.DT_FP8E8M0, M.Mat, pl.NN), addrs=0x24000,
                                  mutex_ids=[3]).current()
        al0 = pl.make_tile_group(type=pl.TileType([m, k], elem, M.Left), addrs=0x0, mutex_ids=[4]).current()
        bl0 = pl.make_tile_group(type=pl.TileType([k, n], elem, M.Right), addrs=0x0, mutex_ids=[5]).current()
        sal0 = pl.make_tile_group(type=pl.TileType([m, g], pl.DT_FP8E8M0, M.ScaleLeft), addrs=0x0,
                                  mutex_ids=[6]).current()
        sbl0 = pl.make_tile_group(type=pl.TileType([g, n], pl.DT_FP8E8M0, M.ScaleRight), addrs=0x0,
                                  mutex_ids=[7]).current()
        acc = pl.make_tile_group(type=pl.TileType([m, n], pl.DT_FP32, M.Acc), addrs=0x0, mutex_ids=[8]).current()
        pl.load(al1, a, [0, 0])
        pl.load(bl1, b, [0, 0])
        pl.load(sal1, sa, [0, 0, 0])
        pl.load(sbl1, sb, [0, 0, 0])
        pl.move(al0, al1)
        pl.move(bl0, bl1)
        pl.move(sal0, sal1)
        pl.move(sbl0, sbl1)
        pl.matmul_mx(acc, al0, bl0, sal0, sbl0)
        pl.store(out, acc, [0, 0])

    return kernel


def run(m, k, n, dtype, a_layout, b_layout):
    bits = DTYPES[dtype][1]
    rng = np.random.default_rng(zlib.crc32(f"{m} {k} {n} {dtype} {a_layout} {b_layout}".encode()))
    top = 1 << bits
    codes_a = rng.integers(0, top, (m, k), dtype=np.uint8)
    codes_b = rng.integers(0, top, (k, n), dtype=np.uint8)
    if bits == 8:  # no NaN codes: E4M3 0x7F / 0xFF
        codes_a[(codes_a & 0x7F) == 0x7F] = 0x3C
        codes_b[(codes_b & 0x7F) == 0x7F] = 0x3C
    sa = rng.integers(120, 134, (m, k // 32), dtype=np.uint8)
    sb = rng.integers(120, 134, (k // 32, n), dtype=np.uint8)
    a_gm = pack_fp4(codes_a) if bits == 4 else codes_a
    b_gm = pack_fp4(codes_b) if bits == 4 else codes_b
    kernel = pl.jit(matmul_kernel(m, k, n, dtype, a_layout, b_layout), auto_mutex=True)
    out = np.zeros((m, n), np.float32)
    kernel(a_gm, b_gm, sa.reshape(m, k // 64, 2), sb.reshape(k // 64, 2, n).transpose(0, 2, 1).copy(), out)
    ref = mxsim.mx_matmul(codes_a, sa, codes_b, sb, dtype, dtype, preset="ascend950_mmad_mx")
    return kernel, out, ref


@pytest.mark.parametrize("m,k,n,dtype,a_layout,b_layout", [
    (16, 64, 48, "e4m3", "NZ", "NZ"),     # Right: N = 48, half a 32-row square block past the last
    (16, 128, 80, "e4m3", "NZ", "NZ"),    # Right: four K blocks, N = 80
    (48, 64, 16, "e4m3", "ZN", "ZN"),     # Left: M = 48
    (48, 128, 48, "e4m3", "ZN", "NZ"),    # both
    (16, 128, 48, "e2m1", "NZ", "NZ"),    # FP4: 64-row square blocks, N = 48
    (16, 128, 80, "e2m1", "NZ", "NZ"),    # FP4: N = 80
    (32, 64, 64, "e4m3", "NZ", "NZ"),     # whole square blocks
])
def test_transposing_moves_of_tails_give_the_matmul(m, k, n, dtype, a_layout, b_layout):
    kernel, out, ref = run(m, k, n, dtype, a_layout, b_layout)
    assert np.isfinite(ref).all()
    assert np.array_equal(out.view(np.uint32), ref.view(np.uint32))
    assert kernel.diagnostics == []


def loads(kernel, mnemonic):
    return [line for line in kernel.recording.text().splitlines() if line.startswith(mnemonic + " ")]


def field(line, name):
    return re.search(rf"\b{name}=(\S+)", line).group(1)


def offset(ref):  # "l0b_0[1536]" -> 1536, "l0b_0" -> 0
    return int(ref.split("[")[1].rstrip("]")) if "[" in ref else 0


def test_the_lowering_is_pto_isas_one_square_block_per_call():
    # FP8 Right, K = 128, N = 48: four calls (m_step 2 = 32 source rows), each moving a 64-wide
    # (2 x 32 B) block, the destination 48 x 32 B further on each time
    kernel, _, _ = run(16, 128, 48, "e4m3", "NZ", "NZ")
    calls = loads(kernel, "load_cbuf_to_cb")
    assert len(calls) == 4
    assert [field(c, "m_start") for c in calls] == ["0", "2", "4", "6"]
    assert {(field(c, "m_step"), field(c, "k_step"), field(c, "transpose")) for c in calls} == {("2", "2", "1")}
    assert [offset(field(c, "dst")) for c in calls] == [0, 1536, 3072, 4608]
    # FP4 Left, M = 48, K = 128: two calls of m_step 4 (64 source rows), 64-element (32 B) blocks
    kernel, _, _ = run(48, 128, 16, "e2m1", "ZN", "ZN")
    calls = loads(kernel, "load_cbuf_to_ca")
    assert [field(c, "m_step") for c in calls] == ["4", "4"]
    assert [offset(field(c, "dst")) for c in calls] == [0, 48 * 32]


def test_a_source_tile_shorter_than_whole_square_blocks_is_refused():
    # FP4 B [96, 64] in NZ: each call reads 64 source rows, so 96 rows would read 128
    def kernel(b: pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC], pl.DT_FP4E2M1]):
        M = pl.MemorySpace
        bl1 = pl.make_tile_group(type=pl.TileType([96, 64], pl.DT_FP4E2M1, M.Mat, pl.NZ), addrs=0x0).current()
        bl0 = pl.make_tile_group(type=pl.TileType([96, 64], pl.DT_FP4E2M1, M.Right), addrs=0x0).current()
        pl.load(bl1, b, [0, 0])
        pl.move(bl0, bl1)  # the move

    with pytest.raises(pl.KernelError, match="reads 128 \\(whole 64-row square blocks\\); expected a tile with a "
                                             "multiple of 64 rows") as info:
        pl.jit(kernel)(np.zeros((96, 32), np.uint8))
    assert "# the move" not in str(info.value) and ".py:" in str(info.value)
