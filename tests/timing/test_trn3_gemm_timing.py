"""The tiled 2048^3 MXFP8 GEMM (traces/trn3/gemm_e4m3_2048.mxt, recorded by traces/trn3/mx_gemm.py)
on the Trainium3 timing model: its time is never below its roofline floor (314.6 TFLOP/s MX per
core, 528 GB/s of DMA), it is DMA-bound, and the what-ifs agree with that bound."""
import os

import pytest

import mxsim

TRACE = os.path.join(os.path.dirname(__file__), "..", "..", "traces", "trn3", "gemm_e4m3_2048.mxt")


@pytest.fixture(scope="module")
def gemm():
    return mxsim.run(TRACE, timing=True)


def test_the_gemm_runs_timed_with_its_recorded_output(gemm):
    assert gemm.ok  # the timed run's values match the recorded output bit for bit
    assert gemm.queue_counts == {"tensor": 256, "vector": 384, "dma": 1664}
    assert gemm.timing.matmul_flops == 2 * 2048 ** 3


def test_a_time_only_run_counts_the_instructions_it_timed(gemm):
    """values=False executes nothing, yet reports what it timed as the functional replay counts it."""
    alone = mxsim.run(TRACE, timing=True, values=False)
    assert (alone.instructions, alone.queue_counts) == (2304, gemm.queue_counts)
    assert alone.timing.total_ns == gemm.timing.total_ns


def test_the_gemm_is_never_below_its_roofline_and_is_dma_bound(gemm):
    """hardware.md §1.2 / timing.md §3.1: 314.6 TFLOP/s MX (128 x 128 PEs x 4 MACs x 2.4 GHz) and
    16 DMA engines x 33 B/ns = 528 GB/s. The kernel streams every moving tile once per 128-row
    block (64 MiB of moving tiles, 16 MiB of output): its DMA floor is over 3x its compute floor,
    so the floor is the DMA one and the bound is DMA."""
    t = gemm.timing
    assert t.peak_flops_per_ns / 1e3 == pytest.approx(314.57, abs=0.01)  # TFLOP/s
    assert t.peak_dma_bytes_per_ns == pytest.approx(528)
    compute_floor = t.matmul_flops / t.peak_flops_per_ns
    dma_floor = t.dma_bytes / t.peak_dma_bytes_per_ns
    assert dma_floor > 3 * compute_floor
    assert t.roofline_ns == pytest.approx(max(compute_floor, dma_floor))
    assert t.total_ns >= t.roofline_ns
    assert t.bound == "dma"
    # no instruction starts before it is ready, and every instruction ends by the total
    rows = gemm.timeline
    assert (rows["start_ns"] >= rows["ready_ns"]).all() and (rows["end_ns"] <= t.total_ns).all()


def test_the_what_ifs_agree_with_the_bound(tmp_path):
    """Twice the DMA bandwidth shortens the DMA-bound kernel by more than 15%; a TensorE twice as
    fast (2x clock, no initiation floor) by less than 5%."""
    base = mxsim.run(TRACE, timing=True, values=False).timing.total_ns
    faster_dma = mxsim.run(TRACE, timing=True, values=False, set={"dma_bytes_per_ns": 66}).timing.total_ns
    faster_pe = mxsim.run(TRACE, timing=True, values=False,
                          set={"tensor_clock_ghz": 4.8, "mm_init_cycles": 0}).timing.total_ns
    assert faster_dma < 0.85 * base
    assert 0.95 * base < faster_pe <= base


def test_the_trace_is_what_mx_gemm_records(tmp_path):
    """Re-recording with traces/trn3/mx_gemm.py --size 2048 gives the committed text and payloads."""
    import sys

    import numpy as np
    sys.path.insert(0, os.path.dirname(TRACE))
    import mx_gemm
    assert mx_gemm.main(["--size", "2048", "--record", str(tmp_path)]) == 0
    fresh = tmp_path / "gemm_e4m3_2048.mxt"
    assert fresh.read_text() == open(TRACE).read()
    new, committed = np.load(tmp_path / "gemm_e4m3_2048.npz"), np.load(TRACE.replace(".mxt", ".npz"))
    assert sorted(new.files) == sorted(committed.files)
    for key in new.files:
        np.testing.assert_array_equal(new[key], committed[key])
