"""The tiles of a 16 x 64 x 16 MXFP8 pypto matmul (A, B and their scales in L1, L0A/L0B, the scale
buffers and L0C), as several tests declare them inside their kernels."""
import mxsim.pypto as pl

FP8 = pl.DT_FP8E4M3FN


def mx_matmul_tiles():
    """(al1, bl1, sal1, sbl1, al0, bl0, sal0, sbl0, acc): each a tile group's current tile, L1 ones
    0x4000 apart, mutex ids 0..8."""
    M = pl.MemorySpace
    l1_types = [pl.TileType([16, 64], FP8, M.Mat, layout=pl.NZ), pl.TileType([64, 16], FP8, M.Mat, layout=pl.ZN),
                pl.TileType([16, 2], pl.DT_FP8E8M0, M.Mat, layout=pl.ZZ),
                pl.TileType([2, 16], pl.DT_FP8E8M0, M.Mat, layout=pl.NN)]
    l1 = [pl.make_tile_group(type=t, addrs=0x4000 * i, mutex_ids=[i]).current() for i, t in enumerate(l1_types)]
    l0_types = [pl.TileType([16, 64], FP8, M.Left), pl.TileType([64, 16], FP8, M.Right),
                pl.TileType([16, 2], pl.DT_FP8E8M0, M.ScaleLeft), pl.TileType([2, 16], pl.DT_FP8E8M0, M.ScaleRight),
                pl.TileType([16, 16], pl.DT_FP32, M.Acc)]
    l0 = [pl.make_tile_group(type=t, addrs=0x0, mutex_ids=[4 + i]).current() for i, t in enumerate(l0_types)]
    return (*l1, *l0)


def move_and_multiply(tiles):
    """The L1 -> L0 moves and the matmul_mx of mx_matmul_tiles' tiles."""
    al1, bl1, sal1, sbl1, al0, bl0, sal0, sbl0, acc = tiles
    for dst, src in ((al0, al1), (bl0, bl1), (sal0, sal1), (sbl0, sbl1)):
        pl.move(dst, src)
    pl.matmul_mx(acc, al0, bl0, sal0, sbl0)
