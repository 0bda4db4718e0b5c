"""mxsim.sweep / `mxsim sweep`: one parse, a time-only replay per what-if point, each equal to the
same point run alone with mxsim.run(timing=True, values=False)."""
import csv
import os

import pytest

import mxsim
from mxsim.cli import main

TRACE = os.path.join(os.path.dirname(__file__), "..", "..", "traces", "trn3",
                     "on_device_quantize_matmul_mx_e5m2_e5m2.mxt")
POINTS = [{}, {"quantize_mx_elements_per_partition_cycle": 8}, {"dma_queue_policy": "single"},
          {"dma_bytes_per_ns": 66, "psum_bank_policy": "parallel"}, {"psum_bank_bytes": 1024},
          {"dma_engines": 8}, {}]


def test_each_point_equals_its_own_run():
    points = mxsim.sweep(TRACE, POINTS, timelines=True)
    assert all(p.timeline is None for p in mxsim.sweep(TRACE, POINTS[:2]))
    assert [p.settings for p in points] == POINTS
    for point, settings in zip(points, POINTS):
        alone = mxsim.run(TRACE, timing=True, values=False, set=settings)
        assert point.timeline.tobytes() == alone.timeline.tobytes()
        assert point.timing == alone.timing
    # the points differ as the constants say
    base, fast_quantize, one_queue, *_ = (p.timing.total_ns for p in points)
    assert fast_quantize < base < one_queue


def test_the_command_tabulates_every_combination(tmp_path, capsys):
    out = tmp_path / "s.csv"
    assert main(["sweep", TRACE, "--set", "dma_bytes_per_ns=33,66", "--set", "dma_queue_policy=round_robin,single",
                 "--csv", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "total_ns" in printed and "bound" in printed
    rows = list(csv.DictReader(out.open()))
    assert [(r["dma_bytes_per_ns"], r["dma_queue_policy"]) for r in rows] == [
        ("33.0", "round_robin"), ("33.0", "single"), ("66.0", "round_robin"), ("66.0", "single")]
    for row in rows:
        alone = mxsim.run(TRACE, timing=True, values=False, set={"dma_bytes_per_ns": float(row["dma_bytes_per_ns"]),
                                                                  "dma_queue_policy": row["dma_queue_policy"]})
        assert float(row["total_ns"]) == pytest.approx(alone.timing.total_ns, abs=0.05)
        assert row["bound"] == alone.timing.bound


def test_bad_points_are_clear_errors(capsys):
    with pytest.raises(mxsim.ArgumentError, match="expected a dict"):
        mxsim.sweep(TRACE, [3])
    with pytest.raises(mxsim.Error, match="timing constant 'dma_speed' is not known"):
        mxsim.sweep(TRACE, [{"dma_speed": 2}])
    assert main(["sweep", TRACE, "--set", "dma_bytes_per_ns"]) == 2
    assert main(["sweep", TRACE, "--set", "psum_bank_policy=sometimes"]) == 2
    assert "expected one of: serialise_bank|parallel" in capsys.readouterr().err
    assert main(["sweep", "/nonexistent.mxt"]) == 2


def test_a_target_without_a_timing_model_is_named_at_its_target_line(capsys, monkeypatch):
    # every target has one now: a target added later without one is named at its target line
    import importlib
    run_module = importlib.import_module("mxsim.run")  # the module (mxsim.run is its function)
    monkeypatch.setattr(run_module, "_TIMED", {k: v for k, v in run_module._TIMED.items() if k != "cdna4"})
    trace = os.path.join(os.path.dirname(TRACE), "..", "cdna4", "block_scaled_mma_fp4.mxt")
    assert main(["run", "--timing", trace]) == 2
    assert "block_scaled_mma_fp4.mxt:2:8: target 'cdna4' has no timing model yet; expected one of: ascend950, trn3" \
        in capsys.readouterr().err


def test_a_cdna4_sweep_gives_what_each_point_run_alone_gives():
    trace = os.path.join(os.path.dirname(TRACE), "..", "cdna4", "gemm_mxfp8_512.mxt")
    points = [{}, {"clock_ghz": 2.2}, {"vmem_latency_ns": 250, "lds_read_bytes_per_cycle": 128}]
    swept = mxsim.sweep(trace, points, timelines=True)
    for point, result in zip(points, swept):
        alone = mxsim.run(trace, timing=True, values=False, set=point)
        assert result.timing.total_ns == alone.timing.total_ns and result.timing.bound == alone.timing.bound
        assert (result.timeline["end_ns"] == alone.timeline["end_ns"]).all()
    # the MI350X config's default is the 2.2 GHz point
    assert mxsim.sweep(trace, [{}], config="mi350x")[0].timing.total_ns == swept[1].timing.total_ns


def test_an_ascend950_sweep_gives_what_each_point_run_alone_gives():
    trace = os.path.join(os.path.dirname(TRACE), "..", "ascend950", "quant_matmul_e4m3_bias_bf16.mxt")
    points = [{}, {"mte2_bytes_per_cycle": 80}, {"sync_signal_policy": "blocks_pipe"}]
    swept = mxsim.sweep(trace, points, timelines=True)
    for point, result in zip(points, swept):
        alone = mxsim.run(trace, timing=True, values=False, set=point)
        assert result.timing.total_ns == alone.timing.total_ns and result.timing.bound == alone.timing.bound
        assert (result.timeline["end_ns"] == alone.timeline["end_ns"]).all()
    # the 950DT config's default is the point with 80 B/cycle
    dt = mxsim.sweep(trace, [{}], config="ascend950dt")[0]
    assert dt.timing.total_ns == swept[1].timing.total_ns
