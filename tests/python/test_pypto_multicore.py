"""pypto_pro's multi-core launch on the Ascend 950 model: kernel[block_dim] runs the body once per
block on its own AI Core (block b on core b mod the configuration's cores), the cores sharing GM and
nothing else; pl.get_block_idx / get_block_num / get_subblock_idx / get_subblock_num; the atomic-add
FIXPIPE store that lets blocks sum into one output. Checked against mx_matmul per block and FP32
additions in block order (the order the model lands atomic adds from different cores: the trace's)."""
import numpy as np
import pytest

import mxsim
import mxsim.pypto as pl
from pypto_mx_tiles import move_and_multiply, mx_matmul_tiles

FP8 = pl.DT_FP8E4M3FN
T2 = pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC], FP8]
SCALES = pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC, 2], pl.DT_FP8E8M0]
OUT = pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC, pl.DYNAMIC, pl.DYNAMIC], pl.DT_FP32]


def split_k(a: T2, b: T2, sa: SCALES, sb: SCALES, out: OUT):
    """Block i multiplies the 64-element K slice i of a 16 x 64n x 16 MXFP8 product and adds it into
    `out` with an atomic-add FIXPIPE store."""
    i = pl.get_block_idx()
    tiles = mx_matmul_tiles()
    al1, bl1, sal1, sbl1, *_, ac = tiles
    pl.load(al1, a, [0, 64 * i])
    pl.load(bl1, b, [64 * i, 0])
    pl.load(sal1, sa, [0, i, 0])
    pl.load(sbl1, sb, [i, 0, 0])
    move_and_multiply(tiles)
    pl.store(out, ac, [0, 0, 0, 0], atomic=pl.AtomicType.AtomicAdd)


def operands(blocks, seed):
    rng = np.random.default_rng(seed)
    k = 64 * blocks
    a = (rng.integers(0, 0x7F, (16, k)) | (rng.integers(0, 2, (16, k)) << 7)).astype(np.uint8)
    b = (rng.integers(0, 0x7F, (k, 16)) | (rng.integers(0, 2, (k, 16)) << 7)).astype(np.uint8)
    sa = rng.integers(118, 128, (16, 2 * blocks), dtype=np.uint8)
    sb = rng.integers(118, 128, (2 * blocks, 16), dtype=np.uint8)
    return a, b, sa, sb


def expected(a, b, sa, sb, blocks, initial):
    """initial + the blocks' products, one FP32 addition (correctly rounded) per block, in block order."""
    acc = initial.astype(np.float32)
    for i in range(blocks):
        ks, ss = slice(64 * i, 64 * i + 64), slice(2 * i, 2 * i + 2)
        part = mxsim.mx_matmul(a[:, ks], sa[:, ss], b[ks], sb[ss], "e4m3", "e4m3", preset="ascend950_mmad_mx")
        acc = (acc.astype(np.float64) + part.astype(np.float64)).astype(np.float32)
    return acc


def launch(kernel, launch_spec, a, b, sa, sb, blocks, initial):
    out = initial.reshape(1, 1, 16, 16).copy()
    kernel[launch_spec](a, b, sa.reshape(16, blocks, 2), sb.reshape(blocks, 2, 16).transpose(0, 2, 1).copy(), out)
    return out.reshape(16, 16)


@pytest.mark.parametrize("blocks", [1, 3])
def test_blocks_sum_their_k_slices_with_atomic_adds(blocks):
    a, b, sa, sb = operands(blocks, 20 + blocks)
    initial = np.random.default_rng(3).standard_normal((16, 16)).astype(np.float32)
    kernel = pl.jit(split_k, auto_mutex=True)
    got = launch(kernel, blocks, a, b, sa, sb, blocks, initial)
    assert np.array_equal(got.view(np.uint32), expected(a, b, sa, sb, blocks, initial).view(np.uint32))
    text = kernel.recording.text()
    # each block's tiles and instructions are its core's (core 0's lines as single-core traces write them)
    for core in range(1, blocks):
        assert f"layout=NZ core={core}" in text and f"core={core}\n" in text
    assert f"core={blocks}" not in text
    mads = [line for line in text.splitlines() if line.startswith("mad_mx")]
    assert [line.endswith(f" core={c}") for c, line in enumerate(mads) if c] == [True] * (blocks - 1)
    assert len(mads) == blocks and set(kernel.queue_counts) >= {f"core{c}_m" for c in range(1, blocks)}


def test_the_stream_form_and_block_queries():
    seen = []

    def probe(x: pl.Tensor[[pl.DYNAMIC], pl.DT_FP32]):
        seen.append((pl.get_block_idx(), pl.get_block_num(), pl.get_subblock_idx(), pl.get_subblock_num()))

    kernel = pl.jit(probe)
    kernel[object(), 3](np.zeros(8, np.float32))  # pypto_pro: kernel[stream, block_dim]
    assert seen == [(0, 3, 0, 1), (1, 3, 0, 1), (2, 3, 0, 1)]
    seen.clear()
    kernel(np.zeros(8, np.float32))
    assert seen == [(0, 1, 0, 1)]
    for bad in (0, -1, 1.5, True, (1, 2, 3)):
        with pytest.raises(pl.KernelError, match="block_dim a positive integer"):
            kernel[bad]
    with pytest.raises(pl.KernelError, match="outside a kernel"):
        pl.get_block_idx()


def test_more_blocks_than_cores_take_turns():
    # ascend950pr has 32 AI Cores: block 32 runs on core 0 once block 0 has finished there
    blocks = 34
    a, b, sa, sb = operands(blocks, 40)
    initial = np.zeros((16, 16), np.float32)
    kernel = pl.jit(split_k, auto_mutex=True)
    got = launch(kernel, blocks, a, b, sa, sb, blocks, initial)
    assert np.array_equal(got.view(np.uint32), expected(a, b, sa, sb, blocks, initial).view(np.uint32))
    lines = kernel.recording.text().splitlines()
    barriers = [n for n, line in enumerate(lines) if line.startswith("pipe_barrier pipe=PIPE_ALL")]
    assert len(barriers) == 2 and lines[barriers[1]].endswith("core=1")
    mads = [line for line in lines if line.startswith("mad_mx")]
    assert len(mads) == blocks and mads[32].find("core=") < 0 and mads[33].endswith("core=1")


def test_the_recorded_trace_replays_and_times_its_cores_in_parallel(tmp_path):
    times = {}
    for blocks in (1, 4):
        a, b, sa, sb = operands(blocks, 60)
        kernel = pl.jit(split_k, auto_mutex=True)
        got = launch(kernel, blocks, a, b, sa, sb, blocks, np.zeros((16, 16), np.float32))
        path = tmp_path / f"split_k_{blocks}.mxt"
        kernel.recording.save(str(path))
        replay = mxsim.run(str(path))
        assert replay.ok and np.array_equal(replay.outputs["out"].reshape(16, 16).view(np.uint32), got.view(np.uint32))
        timed = mxsim.run(str(path), timing=True)
        assert timed.ok and np.array_equal(timed.outputs["out"].reshape(16, 16).view(np.uint32),
                                           got.view(np.uint32))
        # hardware mode lands plain writes at their step's end; the cores' atomic adds, which
        # overlap in time, must all count
        hardware = mxsim.run(str(path), mode="hardware", timing=True)
        assert np.array_equal(hardware.outputs["out"].reshape(16, 16).view(np.uint32), got.view(np.uint32))
        queues = set(timed.timeline["queue"])
        assert {"m", "mte2", "fix"} <= queues and ({f"core{c}_m" for c in range(1, blocks)} <= queues)
        times[blocks] = timed.timing.total_ns
    # four cores do four times the work in about the time one does it (each its own pipes and
    # scalar unit; GM bandwidth is per core's MTE2): well under twice
    assert times[4] < 1.5 * times[1]


def test_cores_reach_only_their_own_tiles_and_the_configurations_cores(tmp_path):
    head = ["mxt 2", "target ascend950", "config ascend950pr",
            "buffer g gm address=0x0 shape=[16, 64] dtype=float8_e4m3fn",
            "buffer t l1 address=0x0 shape=[16, 64] dtype=float8_e4m3fn layout=NZ core=1"]
    cases = {
        "copy_gm_to_cbuf_multi_nd2nz dst=t src=g n_value=16 d_value=64 src_d_value=64":
            "core 1's l1 tile 't'; expected a tile core 0 reaches",
        "copy_gm_to_cbuf_multi_nd2nz dst=t src=g n_value=16 d_value=64 src_d_value=64 core=32":
            "core=32; expected a core in 0..31",
    }
    for line, message in cases.items():
        path = tmp_path / "bad.mxt"
        path.write_text("\n".join(head + [line, "end"]) + "\n")
        with pytest.raises(mxsim.Error, match=message):
            mxsim.run(str(path))
    # the same copy on core 1 runs there (its only complaint: g has no payload)
    path.write_text("\n".join(head + ["copy_gm_to_cbuf_multi_nd2nz dst=t src=g n_value=16 d_value=64 "
                                      "src_d_value=64 core=1", "end"]) + "\n")
    result = mxsim.run(str(path), mode="hardware")
    assert [(d["code"], d["queue"]) for d in result.diagnostics] == [("MEM-UNINIT", "core1_mte2")]
    for bad, message in (("buffer h gm address=0x1000 shape=[4] dtype=float32 core=1", "core= only on on-chip"),
                         ("buffer u l1 address=0x0 shape=[4] dtype=float32 core=32", "core 32 out of range")):
        path.write_text("\n".join(head + [bad, "end"]) + "\n")
        with pytest.raises(mxsim.Error, match=message):
            mxsim.run(str(path))
