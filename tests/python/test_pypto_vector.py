"""pypto_pro's vector side on the Ascend 950 model: Vec tiles (each vector core's UB), the body run
once per unit (AIC, AIV0, AIV1) with pl.section_cube / pl.section_vector, move(acc_to_vec_mode=),
cast (every RoundMode), insert, load / store of Vec tiles, set_cross_core / wait_cross_core and
set_saturation_flag, checked against numpy / ml_dtypes; the multi-core chained MX kernel of
traces/ascend950 bit for bit on 1, 3 and 34 blocks, replayed and timed."""
import pathlib
import re
import sys

import ml_dtypes
import numpy as np
import pytest

import mxsim
import mxsim.pypto as pl

TRACES = pathlib.Path(__file__).resolve().parents[2] / "traces" / "ascend950"
sys.path.insert(0, str(TRACES))
import mx_chain_epilogue as chain  # noqa: E402

F32 = pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC], pl.DT_FP32]
BF16 = pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC], pl.DT_BF16]
V = pl.MemorySpace.Vec


@pytest.mark.parametrize("blocks", [1, 3, 34])
def test_the_chained_kernel_is_bit_exact_on_any_block_count(blocks):
    out, ref, kernel = chain.run(blocks, seed=blocks)
    assert np.array_equal(out.view(np.uint32), ref.view(np.uint32))
    text = kernel.recording.text()
    # each block's vector cores cast and insert; the cube waits for both before its second matmul
    assert text.count("vconv ") == 2 * blocks and text.count("wait_intra_block pipe=PIPE_MTE1") == 2 * blocks


def test_the_recorded_chain_replays_and_times_alike():
    trace = TRACES / "mx_chain_epilogue_4core.mxt"
    strict = mxsim.run(trace)
    timed = mxsim.run(trace, timing=True)
    hardware = mxsim.run(trace, timing=True, mode="hardware")
    for result in (strict, timed, hardware):
        assert result.ok and not result.mismatches and result.expected == {"out"}
    assert timed.timing.total_ns == hardware.timing.total_ns > 0
    steps = timed.timeline
    # on every core, the vector cores' casts start after the FIXPIPE read-out, the second matmul after
    # both inserts
    for core in range(4):
        prefix = f"core{core}_" if core else ""
        fix = [s for s in steps if s["queue"] == prefix + "fix" and s["mnemonic"] == "copy_matrix_cc_to_ub"][0]
        casts = [s for s in steps if s["queue"] in (prefix + "aiv0_v", prefix + "aiv1_v") and s["mnemonic"] == "vconv"]
        inserts = [s for s in steps if s["mnemonic"] == "copy_ubuf_to_cbuf" and s["queue"].startswith(prefix + "aiv")
                   and (core or not s["queue"].startswith("core"))]
        second = [s for s in steps if s["queue"] == prefix + "m" and s["mnemonic"] == "mad_mx"][1]
        assert len(casts) == 2 and min(c["start_ns"] for c in casts) >= fix["end_ns"]
        assert second["start_ns"] >= max(i["end_ns"] for i in inserts)


def cast_kernel(mode, saturate=False, out_type=pl.DT_BF16):
    """Each vector core loads its 16 rows of a [32, 64] FP32 tensor, casts them and stores them."""

    def kernel(x: F32, y: pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC], out_type]):
        src = pl.make_tile_group(type=pl.TileType([16, 64], pl.DT_FP32, V), addrs=0x0).current()
        dst = pl.make_tile_group(type=pl.TileType([16, 64], out_type), addrs=0x2000).current()
        with pl.section_vector():
            if saturate:
                pl.set_saturation_flag(pl.SaturationFlagMode.FLOAT, True)
            row = 16 * pl.get_subblock_idx()
            pl.load(src, x, [row, 0])
            pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.V, event_id=0)
            pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.V, event_id=0)
            pl.cast(dst, src, mode=mode)
            pl.system.sync_src(set_pipe=pl.PipeType.V, wait_pipe=pl.PipeType.MTE3, event_id=0)
            pl.system.sync_dst(set_pipe=pl.PipeType.V, wait_pipe=pl.PipeType.MTE3, event_id=0)
            pl.store(y, dst, [row, 0])

    return pl.jit(kernel)


@pytest.mark.parametrize("mode", list(pl.RoundMode))
def test_cast_rounds_as_its_mode_says(mode):
    rng = np.random.default_rng(int(mode))
    x = rng.uniform(-300, 300, (32, 64)).astype(np.float32)
    y = np.zeros((32, 64), ml_dtypes.bfloat16)
    cast_kernel(mode)(x, y)
    # the oracle: the two BF16 neighbours of each value (numpy / ml_dtypes), picked per mode
    near = x.astype(ml_dtypes.bfloat16)
    up = near.astype(np.float64) < x
    lo = np.where(up, near, np.nextafter(near, np.array(-np.inf, ml_dtypes.bfloat16)))
    lo = np.where(near.astype(np.float64) == x, near, lo).astype(ml_dtypes.bfloat16)
    hi = np.where(lo.astype(np.float64) == x, lo, np.nextafter(lo, np.array(np.inf, ml_dtypes.bfloat16)))
    exact = lo.astype(np.float64) == x
    d_lo, d_hi = x - lo.astype(np.float64), hi.astype(np.float64) - x
    want = {
        "CAST_NONE": near, "CAST_RINT": near, "CAST_FLOOR": lo, "CAST_CEIL": hi,
        "CAST_TRUNC": np.where(x >= 0, lo, hi),
        "CAST_ROUND": np.where(d_lo < d_hi, lo, np.where(d_hi < d_lo, hi, np.where(x > 0, hi, lo))),
        "CAST_ODD": np.where(exact | (lo.view(np.uint16) & 1 == 1), lo, hi),
    }[mode.name]
    assert np.array_equal(y.view(np.uint16), want.astype(ml_dtypes.bfloat16).view(np.uint16))


def test_set_saturation_flag_clamps_the_cast():
    x = np.full((32, 64), 1000.0, np.float32)
    x[0, 0], x[17, 3] = np.inf, np.nan
    free, sat = (np.zeros((32, 64), ml_dtypes.float8_e4m3fn) for _ in range(2))
    cast_kernel(pl.RoundMode.CAST_RINT, out_type=pl.DT_FP8E4M3FN)(x, free)
    cast_kernel(pl.RoundMode.CAST_RINT, saturate=True, out_type=pl.DT_FP8E4M3FN)(x, sat)
    assert np.isnan(free.astype(np.float32)).all()
    s = sat.astype(np.float32)
    assert s[17, 3] == 0 and (np.delete(s.ravel(), 17 * 64 + 3) == 448).all()


def acc_kernel(mode, shape):
    """A 32 x 64 x 64 MXFP8 product read out to the vector cores by `mode`, stored back as FP32."""
    from pypto_mx_tiles import FP8

    def kernel(a: pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC], FP8], b: pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC], FP8],
               sa: pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC, 2], pl.DT_FP8E8M0],
               sb: pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC, 2], pl.DT_FP8E8M0], out: F32):
        M = pl.MemorySpace
        al1 = pl.make_tile_group(type=pl.TileType([32, 64], FP8, M.Mat, layout=pl.NZ), addrs=0x0).current()
        bl1 = pl.make_tile_group(type=pl.TileType([64, 64], FP8, M.Mat, layout=pl.ZN), addrs=0x1000).current()
        sal1 = pl.make_tile_group(type=pl.TileType([32, 2], pl.DT_FP8E8M0, M.Mat, layout=pl.ZZ), addrs=0x3000).current()
        sbl1 = pl.make_tile_group(type=pl.TileType([2, 64], pl.DT_FP8E8M0, M.Mat, layout=pl.NN), addrs=0x3100).current()
        al0 = pl.make_tile_group(type=pl.TileType([32, 64], FP8, M.Left), addrs=0x0).current()
        bl0 = pl.make_tile_group(type=pl.TileType([64, 64], FP8, M.Right), addrs=0x0).current()
        sal0 = pl.make_tile_group(type=pl.TileType([32, 2], pl.DT_FP8E8M0, M.ScaleLeft), addrs=0x0).current()
        sbl0 = pl.make_tile_group(type=pl.TileType([2, 64], pl.DT_FP8E8M0, M.ScaleRight), addrs=0x0).current()
        acc = pl.make_tile_group(type=pl.TileType([32, 64], pl.DT_FP32, M.Acc), addrs=0x0).current()
        part = pl.make_tile_group(type=pl.TileType(shape, pl.DT_FP32, V), addrs=0x0).current()
        with pl.section_cube():
            for tile, tensor, at in ((al1, a, [0, 0]), (bl1, b, [0, 0]), (sal1, sa, [0, 0, 0]), (sbl1, sb, [0, 0, 0])):
                pl.load(tile, tensor, at)
            pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE1, event_id=0)
            pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE1, event_id=0)
            for dst, src in ((al0, al1), (bl0, bl1), (sal0, sal1), (sbl0, sbl1)):
                pl.move(dst, src)
            pl.system.sync_src(set_pipe=pl.PipeType.MTE1, wait_pipe=pl.PipeType.M, event_id=0)
            pl.system.sync_dst(set_pipe=pl.PipeType.MTE1, wait_pipe=pl.PipeType.M, event_id=0)
            pl.matmul_mx(acc, al0, bl0, sal0, sbl0)
            pl.system.sync_src(set_pipe=pl.PipeType.M, wait_pipe=pl.PipeType.FIX, event_id=0)
            pl.system.sync_dst(set_pipe=pl.PipeType.M, wait_pipe=pl.PipeType.FIX, event_id=0)
            pl.move(part, acc, acc_to_vec_mode=mode)
            pl.system.set_cross_core(pipe=pl.PipeType.FIX, event_id=3)
        with pl.section_vector():
            pl.system.wait_cross_core(pipe=pl.PipeType.MTE3, event_id=3)
            j = pl.get_subblock_idx()
            single = mode in (pl.AccToVecMode.SingleModeVec0, pl.AccToVecMode.SingleModeVec1)
            if not single or j == int(mode):
                corner = [0, 0] if single else ([16 * j, 0] if mode is pl.AccToVecMode.DualModeSplitM else [0, 32 * j])
                pl.store(out, part, corner)

    return pl.jit(kernel)


@pytest.mark.parametrize("mode,shape", [(pl.AccToVecMode.SingleModeVec0, [32, 64]),
                                        (pl.AccToVecMode.SingleModeVec1, [32, 64]),
                                        (pl.AccToVecMode.DualModeSplitM, [16, 64]),
                                        (pl.AccToVecMode.DualModeSplitN, [32, 32])])
def test_each_acc_to_vec_mode_reaches_its_vector_cores(mode, shape):
    x = chain.operands(1, seed=int(mode) + 40)
    a, b, sa, sb = x["a"], x["b1"], x["sa"], x["sb1"]
    ref = mxsim.mx_matmul(a, sa, b, sb, "e4m3", "e4m3", preset="ascend950_mmad_mx")
    out = np.zeros((32, 64), np.float32)
    kernel = acc_kernel(mode, shape)
    kernel(a, b, sa.reshape(32, 1, 2), sb.T.reshape(1, 64, 2).copy(), out)
    assert np.array_equal(out.view(np.uint32), ref.view(np.uint32))
    # the cube's one set reaches both vector cores (IDs 3 and 19); each waits on its own 3
    text = kernel.recording.text()
    assert "set_intra_block pipe=PIPE_FIX event_id=19" in text and text.count("wait_intra_block") == 2


def test_units_and_their_indices():
    seen = []

    def kernel(x: F32):
        seen.append((pl.get_block_idx(), pl.get_subblock_idx(), pl.get_subblock_num()))
        pl.make_tile_group(type=pl.TileType([8, 8], pl.DT_FP32), addrs=0x0)  # a Vec tile: the kernel has a vector side

    pl.jit(kernel)[2](np.zeros((4, 4), np.float32))
    # per block: the cube side, then AIV0 and AIV1 (Ascend C GetBlockIdx on a MIX kernel's vector cores)
    assert seen == [(0, 0, 1), (0, 0, 2), (1, 1, 2), (1, 0, 1), (2, 0, 2), (3, 1, 2)]

    once = []

    def cube_only(x: F32):
        once.append(pl.get_subblock_num())

    pl.jit(cube_only)[2](np.zeros((4, 4), np.float32))
    assert once == [1, 1]  # no vector side: the body runs on the cube side alone


def test_vector_side_errors_name_the_kernel_line():
    def wrong_section(x: F32, y: BF16):
        t = pl.make_tile_group(type=pl.TileType([16, 64], pl.DT_FP32), addrs=0x0).current()
        u = pl.make_tile_group(type=pl.TileType([16, 64], pl.DT_BF16), addrs=0x1000).current()
        with pl.section_cube():
            pl.cast(u, t)

    def hang(x: F32, y: BF16):
        with pl.section_vector():
            pl.system.wait_cross_core(pipe=pl.PipeType.V, event_id=2)

    def unicast(x: F32, y: BF16):
        pl.system.set_cross_core(pipe=pl.PipeType.FIX, event_id=0, sync_mode=pl.CrossCoreSyncMode.UNICAST_BLOCK)

    def narrow(x: F32, y: BF16):
        t = pl.make_tile_group(type=pl.TileType([16, 4], pl.DT_FP32), addrs=0x0).current()
        pl.load(t, x, [0, 0])

    args = (np.zeros((32, 64), np.float32), np.zeros((32, 64), ml_dtypes.bfloat16))
    for fn, message in ((wrong_section, "pl.cast runs on a vector core; expected it outside pl.section_cube()"),
                        (hang, "wait_cross_core(pipe=V, event_id=2) on AIV0: no set_cross_core"),
                        (unicast, "expected CrossCoreSyncMode.INTRA_BLOCK"),
                        (narrow, "rows of 4 DT_FP32 elements are 16 bytes in UB; expected a multiple of 32")):
        with pytest.raises(pl.KernelError, match=r"test_pypto_vector\.py:\d+: .*" + re.escape(message)):
            pl.jit(fn)(*args)


def per_channel_kernel(out_type, sync=True):
    """A 16 x 64 x 32 MXFP8 matmul stored with one scale per output column (a Scaling tile); pypto:
    the kernel orders the Scaling tile's move before the store (sync MTE1 -> FIX)."""
    from pypto_mx_tiles import FP8

    def kernel(a: pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC], FP8], b: pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC], FP8],
               sa: pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC, 2], pl.DT_FP8E8M0],
               sb: pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC, 2], pl.DT_FP8E8M0], q: pl.Tensor[[pl.DYNAMIC], pl.DT_INT64],
               out: pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC], out_type]):
        M = pl.MemorySpace
        al1 = pl.make_tile_group(type=pl.TileType([16, 64], FP8, M.Mat, layout=pl.NZ), addrs=0x0, mutex_ids=[0]).current()
        bl1 = pl.make_tile_group(type=pl.TileType([64, 32], FP8, M.Mat, layout=pl.ZN), addrs=0x1000,
                                 mutex_ids=[1]).current()
        sal1 = pl.make_tile_group(type=pl.TileType([16, 2], pl.DT_FP8E8M0, M.Mat, layout=pl.ZZ), addrs=0x2000,
                                  mutex_ids=[2]).current()
        sbl1 = pl.make_tile_group(type=pl.TileType([2, 32], pl.DT_FP8E8M0, M.Mat, layout=pl.NN), addrs=0x2100,
                                  mutex_ids=[3]).current()
        ql1 = pl.make_tile_group(type=pl.TileType([1, 32], pl.DT_INT64, M.Mat, layout=pl.ND), addrs=0x3000,
                                 mutex_ids=[4]).current()
        al0 = pl.make_tile_group(type=pl.TileType([16, 64], FP8, M.Left), addrs=0x0, mutex_ids=[5]).current()
        bl0 = pl.make_tile_group(type=pl.TileType([64, 32], FP8, M.Right), addrs=0x0, mutex_ids=[6]).current()
        sal0 = pl.make_tile_group(type=pl.TileType([16, 2], pl.DT_FP8E8M0, M.ScaleLeft), addrs=0x0,
                                  mutex_ids=[7]).current()
        sbl0 = pl.make_tile_group(type=pl.TileType([2, 32], pl.DT_FP8E8M0, M.ScaleRight), addrs=0x0,
                                  mutex_ids=[8]).current()
        qfb = pl.make_tile_group(type=pl.TileType([1, 32], pl.DT_INT64, M.Scaling), addrs=0x80, mutex_ids=[9]).current()
        acc = pl.make_tile_group(type=pl.TileType([16, 32], pl.DT_FP32, M.Acc), addrs=0x0, mutex_ids=[10]).current()
        for tile, tensor, at in ((al1, a, [0, 0]), (bl1, b, [0, 0]), (sal1, sa, [0, 0, 0]), (sbl1, sb, [0, 0, 0]),
                                 (ql1, q, [0])):
            pl.load(tile, tensor, at)
        for dst, src in ((al0, al1), (bl0, bl1), (sal0, sal1), (sbl0, sbl1), (qfb, ql1)):
            pl.move(dst, src)
        pl.matmul_mx(acc, al0, bl0, sal0, sbl0)
        if sync:
            pl.system.sync_src(set_pipe=pl.PipeType.MTE1, wait_pipe=pl.PipeType.FIX, event_id=0)
            pl.system.sync_dst(set_pipe=pl.PipeType.MTE1, wait_pipe=pl.PipeType.FIX, event_id=0)
        pl.store(out, acc, [0, 0], scale=qfb)

    return pl.jit(kernel, auto_mutex=True)


@pytest.mark.parametrize("out_dtype", [np.float16, np.int8])
def test_a_scaling_tile_scales_each_column(out_dtype):
    x = chain.operands(1, seed=7)
    a, b, sa, sb = x["a"][:16], x["b2"], x["sa"][:16], x["sb2"]
    acc = mxsim.mx_matmul(a, sa, b, sb, "e4m3", "e4m3", preset="ascend950_mmad_mx").astype(np.float64)
    rng = np.random.default_rng(8)
    scales = (rng.uniform(0.01, 0.5, 32) * rng.choice([-1, 1], 32)).astype(np.float32)
    params = scales.view(np.uint32).astype(np.int64) | ((1 << 46) if out_dtype == np.int8 else 0)
    out = np.zeros((16, 32), out_dtype)
    kernel = per_channel_kernel(pl.DT_FP16 if out_dtype == np.float16 else pl.DT_INT8)
    kernel(a, b, sa.reshape(16, 1, 2), sb.T.reshape(1, 32, 2).copy(), params, out)
    # FIXPIPE keeps the sign, exponent and 10 mantissa bits of each scale; the product is exact in FP64
    kept = (scales.view(np.uint32) & 0xFFFFE000).view(np.float32).astype(np.float64)
    scaled = acc * kept[None, :]
    want = scaled.astype(np.float16) if out_dtype == np.float16 else np.clip(np.rint(scaled), -128, 127).astype(np.int8)
    assert np.array_equal(out, want) and "quant_pre=V" in kernel.recording.text()
    assert "copy_cbuf_to_fbuf" in kernel.recording.text()
    # without the sync the FIXPIPE may read the parameters before they arrive: a race
    with pytest.raises(pl.KernelError, match="ASC-RACE.*reads fb bytes"):
        per_channel_kernel(pl.DT_FP16 if out_dtype == np.float16 else pl.DT_INT8, sync=False)(
            a, b, sa.reshape(16, 1, 2), sb.T.reshape(1, 32, 2).copy(), params, out)


def test_a_read_out_into_a_larger_vec_tile_moves_only_its_part():
    """DualModeSplitM into [32, 64] Vec tiles: each vector core's run sees the 16 rows it received
    (the cube side's read-out sets their valid shape), so its store writes 16 rows."""
    x = chain.operands(1, seed=44)
    a, b, sa, sb = x["a"], x["b1"], x["sa"], x["sb1"]
    ref = mxsim.mx_matmul(a, sa, b, sb, "e4m3", "e4m3", preset="ascend950_mmad_mx")
    out = np.zeros((32, 64), np.float32)
    acc_kernel(pl.AccToVecMode.DualModeSplitM, [32, 64])(a, b, sa.reshape(32, 1, 2), sb.T.reshape(1, 64, 2).copy(),
                                                         out)
    assert np.array_equal(out.view(np.uint32), ref.view(np.uint32))


def test_a_cast_of_a_narrow_window_converts_each_row_of_it():
    """A [16, 64] FP32 Vec tile loaded from a 48-column tensor holds 48 valid columns per row: the
    cast converts those (one vconv per row), the store writes them."""

    def kernel(x: F32, y: BF16):
        src = pl.make_tile_group(type=pl.TileType([16, 64], pl.DT_FP32, V), addrs=0x0).current()
        dst = pl.make_tile_group(type=pl.TileType([16, 64], pl.DT_BF16), addrs=0x2000).current()
        with pl.section_vector():
            row = 16 * pl.get_subblock_idx()
            pl.load(src, x, [row, 0])
            pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.V, event_id=0)
            pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.V, event_id=0)
            pl.cast(dst, src, mode=pl.RoundMode.CAST_RINT)
            pl.system.sync_src(set_pipe=pl.PipeType.V, wait_pipe=pl.PipeType.MTE3, event_id=0)
            pl.system.sync_dst(set_pipe=pl.PipeType.V, wait_pipe=pl.PipeType.MTE3, event_id=0)
            pl.store(y, dst, [row, 0])

    x = np.random.default_rng(3).standard_normal((32, 48)).astype(np.float32)
    y = np.zeros((32, 48), ml_dtypes.bfloat16)
    k = pl.jit(kernel)
    k(x, y)
    assert np.array_equal(y.view(np.uint16), x.astype(ml_dtypes.bfloat16).view(np.uint16))
    assert k.recording.text().count("vconv ") == 32  # 16 rows on each vector core


def test_flags_outside_sections_and_locks_stay_on_their_side():
    """Outside any section: a sync pair naming a vector pipe runs on the vector cores (both halves),
    and auto_mutex's locks around a Vec load are the vector core's."""

    def kernel(x: F32, y: F32):
        t = pl.make_tile_group(type=pl.TileType([16, 64], pl.DT_FP32), addrs=0x0, mutex_ids=[3]).current()
        pl.load(t, x, [16 * pl.get_subblock_idx(), 0])
        pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE3, event_id=1)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE3, event_id=1)
        pl.store(y, t, [16 * pl.get_subblock_idx(), 0])

    x = np.arange(32 * 64, dtype=np.float32).reshape(32, 64)
    y = np.zeros_like(x)
    k = pl.jit(kernel, auto_mutex=True)
    k(x, y)
    assert np.array_equal(x, y)
    lines = [line for line in k.recording.text().splitlines() if line.startswith(("set_flag", "wait_flag", "get_buf"))]
    assert lines and all(line.endswith(("aiv=0", "aiv=1")) for line in lines)
