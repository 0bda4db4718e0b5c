"""The accumulation probes as an Ascend 950 pypto kernel: `mxsim probe --device ascend950` records it
on the model and exports it (`mxsim export --to pypto`) for an Ascend 950 to run; `mxsim probe
--answers` reads the device's answers back as d.npy for `mxsim fit`.

The probes go 128 at a time through one MmadMx (`pl.matmul_mx` with a bias row): row i of A is
probe i's a, column i of B its b (B given as [N, K], so both read straight from the probe arrays),
the bias is the probes' c (the model starts column i's accumulators from c_i, the record's
accumulator input; that the Cube does so is the assumption a device run tests), and each operand's E8M0 scales (1.0 for unscaled probes) ride in the paired-scale
layouts. Element (i, i) of each 128 x 128 output tile is probe i's answer; the rest are products of
one probe's a with another's b and are not read. One block, one tile of each kind, auto_mutex
orders the pipes."""
from __future__ import annotations

import numpy as np

from ...errors import ArgumentError

TILE = 128
RESULT_FILE = "out.npy"  # what the package's runner writes back: the kernel's output
MAX_K = 256  # A [128, K] and B [K, 128] FP8 each fit L0A / L0B (64 KiB) with room to spare
_PYPTO = {"e4m3": "DT_FP8E4M3FN", "e5m2": "DT_FP8E5M2"}
UNIT_SCALE = 127  # E8M0 code of 1.0


def check(elem, elem_b, out, k):
    """Refuse the probe shapes the kernel does not compute, naming what it does."""
    for name in (elem, elem_b):
        if name not in _PYPTO:
            raise ArgumentError(f"--device ascend950 with {name}: the pypto probe kernel computes MXFP8 (e4m3, e5m2) "
                                f"matmuls; expected --elem / --elem-b e4m3 or e5m2")
    if out != "fp32":
        raise ArgumentError(f"--device ascend950 with --out {out}: MmadMx accumulates into FP32 L0C; expected --out fp32")
    if k % 64 or not 64 <= k <= MAX_K:
        raise ArgumentError(f"--device ascend950 with --k {k}: MmadMx takes K in steps of 64 (paired E8M0 scales); "
                            f"expected 64, 128, 192 or {MAX_K}")


def build(elem, elem_b, k, probes):
    """The @pl.jit kernel for `probes` records (padded to a multiple of 128) of elem x elem_b, K = k."""
    import mxsim.pypto as pl

    a_t, b_t = getattr(pl, _PYPTO[elem]), getattr(pl, _PYPTO[elem_b])
    rows = -(-probes // TILE) * TILE
    mem = pl.MemorySpace

    def tile(shape, dtype, memory, layout, address, mutex):
        return pl.make_tile_group(type=pl.TileType(shape=shape, dtype=dtype, target_memory=memory, layout=layout),
                                  addrs=address, mutex_ids=[mutex]).current()

    def probe_kernel(a, b, scale_a, scale_b, c, out):
        a_l1 = tile([TILE, k], a_t, mem.Mat, pl.NZ, 0x00000, 0)
        b_l1 = tile([k, TILE], b_t, mem.Mat, pl.ZN, 0x10000, 1)
        sa_l1 = tile([TILE, k // 32], pl.DT_FP8E8M0, mem.Mat, pl.ZZ, 0x20000, 2)
        sb_l1 = tile([k // 32, TILE], pl.DT_FP8E8M0, mem.Mat, pl.NN, 0x21000, 3)
        c_l1 = tile([1, TILE], pl.DT_FP32, mem.Mat, pl.ND, 0x22000, 4)
        a_l0 = tile([TILE, k], a_t, mem.Left, pl.NZ, 0x0, 5)
        b_l0 = tile([k, TILE], b_t, mem.Right, pl.ZN, 0x0, 6)
        # the scale buffers at their data tiles' address >> 4 (the MmadMx address rule)
        sa_l0 = tile([TILE, k // 32], pl.DT_FP8E8M0, mem.ScaleLeft, pl.ZZ, 0x0, 7)
        sb_l0 = tile([k // 32, TILE], pl.DT_FP8E8M0, mem.ScaleRight, pl.NN, 0x0, 8)
        bias = tile([1, TILE], pl.DT_FP32, mem.Bias, pl.ND, 0x0, 9)
        acc = tile([TILE, TILE], pl.DT_FP32, mem.Acc, pl.NZ, 0x0, 10)
        with pl.section_cube():
            for first in range(0, rows, TILE):
                pl.load(a_l1, a, [first, 0])
                pl.load(b_l1, b, [first, 0], order=[1, 0])           # B given as [N, K]
                pl.load(sa_l1, scale_a, [first, 0, 0], order=[0, 1])  # [M, K/64, 2] pairs
                pl.load(sb_l1, scale_b, [first, 0, 0], order=[1, 0])  # [N, K/64, 2] pairs
                pl.load(c_l1, c, [first])
                pl.move(a_l0, a_l1)
                pl.move(b_l0, b_l1)
                pl.move(sa_l0, sa_l1)
                pl.move(sb_l0, sb_l1)
                pl.move(bias, c_l1)
                pl.matmul_mx(acc, a_l0, b_l0, sa_l0, sb_l0, bias=bias)
                pl.store(out, acc, [first, 0])

    probe_kernel.__annotations__ = {
        "a": pl.Tensor[[rows, k], a_t], "b": pl.Tensor[[rows, k], b_t],
        "scale_a": pl.Tensor[[rows, k // 64, 2], pl.DT_FP8E8M0], "scale_b": pl.Tensor[[rows, k // 64, 2], pl.DT_FP8E8M0],
        "c": pl.Tensor[[rows], pl.DT_FP32], "out": pl.Tensor[[rows, TILE], pl.DT_FP32],
    }
    return pl.jit(probe_kernel, auto_mutex=True)


def arguments(records):
    """The kernel's arguments from probe Records (codes): padded to whole tiles with zero probes of
    unit scales; scales 1.0 for unscaled records."""
    probes, k = records.a.shape
    rows = -(-probes // TILE) * TILE

    def padded(array, fill=0):
        out = np.full((rows,) + array.shape[1:], fill, dtype=array.dtype)
        out[:probes] = array
        return out

    unit = np.full((probes, k // 32), UNIT_SCALE, np.uint8)
    sa = padded(records.scale_a if records.scale_a is not None else unit, UNIT_SCALE).reshape(rows, k // 64, 2)
    sb = padded(records.scale_b if records.scale_b is not None else unit, UNIT_SCALE).reshape(rows, k // 64, 2)
    c = padded(records.c.astype(np.uint32)).view(np.float32)
    return [padded(records.a.astype(np.uint8)), padded(records.b.astype(np.uint8)), sa, sb, c,
            np.zeros((rows, TILE), np.float32)]


def answers(out, probes):
    """Probe i's answer: element (i, i mod 128) of the [rows, 128] output, as FP32 bit patterns."""
    out = np.ascontiguousarray(out).view(np.uint32)
    index = np.arange(probes)
    return out[index, index % TILE].copy()


def record(records, k, trace):
    """Run the kernel for `records` on the model and save its trace at `trace`; the count of
    matrix instructions (MmadMx) it issues."""
    kernel = build(records.elem, records.b_format, k, len(records))
    kernel(*arguments(records))
    kernel.recording.save(trace)
    return -(-len(records) // TILE)


def answers_from(results, probes, k):
    """The answers in a results directory (RESULT_FILE), checked for the kernel's output shape."""
    import os
    path = os.path.join(results, RESULT_FILE)
    out = np.load(path, allow_pickle=False)
    rows = -(-probes // TILE) * TILE
    if out.shape != (rows, TILE) or out.dtype.itemsize != 4:
        raise ArgumentError(f"{path} is {out.dtype} {list(out.shape)}; expected the probe kernel's FP32 output "
                            f"[{rows}, {TILE}]")
    return answers(out, probes)
