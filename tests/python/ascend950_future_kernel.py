"""A pypto kernel module written with `from __future__ import annotations` (string annotations)."""
from __future__ import annotations

import mxsim.pypto as pl


@pl.jit
def copy_through_l1(x: pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC], pl.DT_FP8E4M3FN]):
    t = pl.make_tile_group(type=pl.TileType([16, 32], pl.DT_FP8E4M3FN, pl.MemorySpace.Mat, pl.NZ), addrs=0x0).current()
    pl.load(t, x, [0, 0])
