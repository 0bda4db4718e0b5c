"""The recorded Ascend 950 kernels on the timing model: every trace under traces/ascend950 runs with
--timing and keeps its recorded output; the tiled quant-matmul (the seed-004 interface,
traces/ascend950/quant_matmul_mx.py) is never below its roofline floor, reports its bound, and the
what-ifs of docs/timing.md hold: 950DT against 950PR, and 2, 3 or 4 L1 buffers."""
import glob
import os
import sys

import ml_dtypes
import numpy as np
import pytest

import mxsim

HERE = os.path.join(os.path.dirname(__file__), "..", "..", "traces", "ascend950")
TRACES = sorted(glob.glob(os.path.join(HERE, "*.mxt")))


@pytest.mark.parametrize("path", TRACES, ids=os.path.basename)
def test_every_recorded_trace_runs_timed_with_its_recorded_output(path):
    timed = mxsim.run(path, timing=True)
    assert timed.ok and timed.expected  # values match the recorded outputs bit for bit
    t = timed.timing
    assert t.total_ns > 0 and t.total_ns >= t.roofline_ns
    rows = timed.timeline
    assert len(rows) == timed.instructions
    assert (rows["start_ns"] >= rows["ready_ns"]).all() and (rows["end_ns"] <= t.total_ns + 1e-9).all()
    # time only gives the same schedule
    alone = mxsim.run(path, timing=True, values=False)
    assert alone.timing.total_ns == t.total_ns and alone.queue_counts == timed.queue_counts


def _record(tmp_path, m, k, n, l1_buffers=2):
    sys.path.insert(0, HERE)
    try:
        import quant_matmul_mx as qmm
    finally:
        sys.path.remove(HERE)
    rng = np.random.default_rng(7)

    def codes(shape):
        return (rng.integers(0, 0x7F, shape) | (rng.integers(0, 2, shape) << 7)).astype(np.uint8)

    a = codes((m, k)).view(ml_dtypes.float8_e4m3fn)
    b = codes((n, k)).view(ml_dtypes.float8_e4m3fn)
    scale_a = rng.integers(118, 136, (m, k // 64, 2), dtype=np.uint8)
    scale_b = rng.integers(118, 136, (n, k // 64, 2), dtype=np.uint8)
    _, kernel = qmm.npu_quant_matmul(a, b, scale_a, scale_b, return_kernel=True, l1_buffers=l1_buffers)
    return kernel.recording.save(str(tmp_path / f"qmm_{m}_{k}_{n}_{l1_buffers}.mxt"))


def test_the_quant_matmul_is_mte2_bound_and_never_below_its_roofline():
    """Each K step of the seed-004 kernel loads a [128, 256] A tile and a [256, 128] B tile (64 KiB)
    for 512 Cube cycles: 128 B/cycle of GM, four times 950PR's 31. Its floor is the GM side."""
    t = mxsim.run(os.path.join(HERE, "quant_matmul_e4m3_bias_bf16.mxt"), timing=True).timing
    assert t.bound == "mte2"
    assert t.total_ns >= t.roofline_ns == pytest.approx(t.dma_bytes / t.peak_dma_bytes_per_ns)
    assert t.traffic == "gm read (mte2)" and t.peak_dma_bytes_per_ns == pytest.approx(31 * 1.65)


def test_950dt_speeds_up_the_mte2_bound_quant_matmul(tmp_path):
    """950DT's 80 B/cycle against 950PR's 31: the MTE2-bound kernel speeds up by more than 2x; the
    Cube's share of its time does not change (the same mad_mx cycles)."""
    path = _record(tmp_path, 512, 1024, 512)
    pr = mxsim.run(path, timing=True, values=False, config="ascend950pr").timing
    dt = mxsim.run(path, timing=True, values=False, config="ascend950dt").timing
    assert pr.bound == dt.bound == "mte2"
    assert pr.total_ns / dt.total_ns > 2
    cube = [next(q["busy_ns"] for q in t.queues if q["name"] == "m") for t in (pr, dt)]
    assert cube[0] == pytest.approx(cube[1])
    assert pr.total_ns >= pr.roofline_ns and dt.total_ns >= dt.roofline_ns


def test_more_l1_buffers_let_mte2_run_ahead_on_950dt(tmp_path):
    """With 2 L1 slots per operand, MTE2 on 950DT waits for MTE1 to release a slot; 3 slots remove
    that wait (4 add nothing more); on 950PR MTE2 is the bottleneck either way."""
    times = {}
    for buffers in (2, 3, 4):
        path = _record(tmp_path, 512, 1024, 512, buffers)
        times[buffers] = [mxsim.run(path, timing=True, values=False, config=c).timing.total_ns
                          for c in ("ascend950pr", "ascend950dt")]
    assert times[2][0] == pytest.approx(times[3][0], rel=0.01) == pytest.approx(times[4][0], rel=0.01)
    assert times[3][1] < 0.95 * times[2][1] and times[4][1] <= times[3][1]
