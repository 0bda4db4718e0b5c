"""A multi-core pypto MX kernel with a vector-core epilogue between two matmuls: each block (one AI
Core) multiplies its 32 rows of A by B1 (MXFP8), reads the FP32 result out to its two vector cores
(half the rows each), which cast it to FP8 E4M3 (saturating, CTRL[48]) and insert it into an L1
tile of the cube side; the cube side multiplies that by B2 (MXFP8) and stores the FP32 result.

    out[32 b : 32 b + 32] = MX(E4M3(MX(A[32 b : 32 b + 32], B1)), B2)

The cross-core flags order the two directions: FIX -> the vector cores (event 0), their MTE3 ->
the cube's MTE1 (event 1). Shapes per block: A [32, 64], B1 [64, 64], B2 [64, 32]; one 64-wide K
step (two E8M0 groups) per matmul."""
import ml_dtypes
import numpy as np

import mxsim
import mxsim.pypto as pl

FP8, E8M0, FP32 = pl.DT_FP8E4M3FN, pl.DT_FP8E8M0, pl.DT_FP32
M = pl.MemorySpace
T2 = pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC], FP8]
SCALES = pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC, 2], E8M0]
OUT = pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC], FP32]


def _matmul_tiles(k, n, l1_base, ids):
    """L1 B, its scales, and the L0 tiles of a [32, k] x [k, n] MX matmul."""
    bl1 = pl.make_tile_group(type=pl.TileType([k, n], FP8, M.Mat, layout=pl.ZN), addrs=l1_base,
                             mutex_ids=[ids[0]]).current()
    sbl1 = pl.make_tile_group(type=pl.TileType([k // 32, n], E8M0, M.Mat, layout=pl.NN), addrs=l1_base + 0x2000,
                              mutex_ids=[ids[1]]).current()
    return bl1, sbl1


def chain_kernel(a: T2, b1: T2, b2: T2, sa: SCALES, sb1: SCALES, sa2: SCALES, sb2: SCALES, out: OUT):
    block = pl.get_block_idx()
    # cube side: L1, L0 and L0C tiles (ids: the auto_mutex IDs)
    al1 = pl.make_tile_group(type=pl.TileType([32, 64], FP8, M.Mat, layout=pl.NZ), addrs=0x0, mutex_ids=[0]).current()
    a2l1 = pl.make_tile_group(type=pl.TileType([32, 64], FP8, M.Mat, layout=pl.NZ), addrs=0x800,
                              mutex_ids=[1]).current()
    sal1 = pl.make_tile_group(type=pl.TileType([32, 2], E8M0, M.Mat, layout=pl.ZZ), addrs=0x1000,
                              mutex_ids=[2]).current()
    sa2l1 = pl.make_tile_group(type=pl.TileType([32, 2], E8M0, M.Mat, layout=pl.ZZ), addrs=0x1040,
                               mutex_ids=[3]).current()
    b1l1, sb1l1 = _matmul_tiles(64, 64, 0x4000, (4, 5))
    b2l1, sb2l1 = _matmul_tiles(64, 32, 0x8000, (6, 7))
    al0 = pl.make_tile_group(type=pl.TileType([32, 64], FP8, M.Left), addrs=0x0, mutex_ids=[8]).current()
    b1l0 = pl.make_tile_group(type=pl.TileType([64, 64], FP8, M.Right), addrs=0x0, mutex_ids=[9]).current()
    b2l0 = pl.make_tile_group(type=pl.TileType([64, 32], FP8, M.Right), addrs=0x1000, mutex_ids=[10]).current()
    sal0 = pl.make_tile_group(type=pl.TileType([32, 2], E8M0, M.ScaleLeft), addrs=0x0, mutex_ids=[11]).current()
    sbl0 = pl.make_tile_group(type=pl.TileType([2, 64], E8M0, M.ScaleRight), addrs=0x0, mutex_ids=[12]).current()
    sb2l0 = pl.make_tile_group(type=pl.TileType([2, 32], E8M0, M.ScaleRight), addrs=0x100, mutex_ids=[13]).current()
    acc1 = pl.make_tile_group(type=pl.TileType([32, 64], FP32, M.Acc), addrs=0x0, mutex_ids=[14]).current()
    acc2 = pl.make_tile_group(type=pl.TileType([32, 32], FP32, M.Acc), addrs=0x2000, mutex_ids=[15]).current()
    # vector side: each vector core's half of the first product, FP32 and E4M3
    half = pl.make_tile_group(type=pl.TileType([16, 64], FP32, M.Vec), addrs=0x0, mutex_ids=[16]).current()
    half8 = pl.make_tile_group(type=pl.TileType([16, 64], FP8, M.Vec), addrs=0x1000, mutex_ids=[17]).current()

    with pl.section_cube():
        pl.load(al1, a, [32 * block, 0])
        pl.load(b1l1, b1, [0, 0])
        pl.load(b2l1, b2, [0, 0])
        pl.load(sal1, sa, [32 * block, 0, 0])
        pl.load(sa2l1, sa2, [32 * block, 0, 0])
        pl.load(sb1l1, sb1, [0, 0, 0])
        pl.load(sb2l1, sb2, [0, 0, 0])
        for dst, src in ((al0, al1), (b1l0, b1l1), (sal0, sal1), (sbl0, sb1l1)):
            pl.move(dst, src)
        pl.matmul_mx(acc1, al0, b1l0, sal0, sbl0)
        pl.move(half, acc1, acc_to_vec_mode=pl.AccToVecMode.DualModeSplitM)
        pl.system.set_cross_core(pipe=pl.PipeType.FIX, event_id=0)

    with pl.section_vector():
        pl.set_saturation_flag(pl.SaturationFlagMode.FLOAT, True)
        pl.system.wait_cross_core(pipe=pl.PipeType.V, event_id=0)
        pl.cast(half8, half, mode=pl.RoundMode.CAST_RINT)
        pl.insert(a2l1, half8, [16 * pl.get_subblock_idx(), 0])
        pl.system.set_cross_core(pipe=pl.PipeType.MTE3, event_id=1)

    with pl.section_cube():
        pl.system.wait_cross_core(pipe=pl.PipeType.MTE1, event_id=1)
        for dst, src in ((al0, a2l1), (b2l0, b2l1), (sal0, sa2l1), (sb2l0, sb2l1)):
            pl.move(dst, src)
        pl.matmul_mx(acc2, al0, b2l0, sal0, sb2l0)
        pl.store(out, acc2, [32 * block, 0])


def operands(blocks, seed=20261203):
    rng = np.random.default_rng(seed)

    def codes(shape):
        return (rng.integers(0, 0x7F, shape) | (rng.integers(0, 2, shape) << 7)).astype(np.uint8)

    m = 32 * blocks
    return dict(a=codes((m, 64)), b1=codes((64, 64)), b2=codes((64, 32)),
                sa=rng.integers(120, 128, (m, 2), dtype=np.uint8), sb1=rng.integers(120, 128, (2, 64), dtype=np.uint8),
                sa2=rng.integers(118, 126, (m, 2), dtype=np.uint8), sb2=rng.integers(118, 126, (2, 32), dtype=np.uint8))


def reference(x):
    """numpy / ml_dtypes: the two MX matmuls and the saturating round-to-nearest-even E4M3 cast."""
    first = mxsim.mx_matmul(x["a"], x["sa"], x["b1"], x["sb1"], "e4m3", "e4m3", preset="ascend950_mmad_mx")
    a2 = np.clip(first, -448, 448).astype(ml_dtypes.float8_e4m3fn).view(np.uint8)
    return mxsim.mx_matmul(a2, x["sa2"], x["b2"], x["sb2"], "e4m3", "e4m3", preset="ascend950_mmad_mx")


def run(blocks, kernel=None, seed=20261203):
    """Runs the kernel on `blocks` AI Cores; returns (out, reference, kernel)."""
    x = operands(blocks, seed)
    kernel = kernel or pl.jit(chain_kernel, auto_mutex=True)
    out = np.zeros((32 * blocks, 32), np.float32)

    def pairs(scales):  # [rows, 2 groups] -> the [rows, 1, 2] pair tensor; B's [2, n] -> [1, n, 2]
        return scales.reshape(scales.shape[0], 1, 2) if scales.shape[1] == 2 else scales.T.reshape(1, -1, 2).copy()

    kernel[blocks](x["a"], x["b1"], x["b2"], pairs(x["sa"]), pairs(x["sb1"]), pairs(x["sa2"]), pairs(x["sb2"]), out)
    return out, reference(x), kernel
