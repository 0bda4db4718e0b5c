"""A recorded kernel under another accumulation preset (`mxsim.run(trace, preset=...)`, `mxsim run
--preset`) and the portability report of a trace (`mxsim portability --trace`): the override must
route every MX matmul of the kernel through the named preset (checked against chained mx_matmul of
the same operands under that preset), leave the target's own results alone when it names the
target's preset, and the report must cover exactly the buffers the kernel writes."""
import pathlib
import sys

import numpy as np
import pytest

import mxsim
from mxsim.cli import main
from mxsim.trace_portability import trace_portability

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "traces" / "cdna4"))
import gemm_mxfp8  # noqa: E402


@pytest.fixture(scope="module")
def cdna4_gemm(tmp_path_factory):
    kern, inputs = gemm_mxfp8.build(128, 128, 192, seed=5)
    return kern.save(str(tmp_path_factory.mktemp("gemm") / "gemm.mxt")), inputs


def chained(inputs, preset):
    """C as the kernel's chained MFMAs compute it under `preset`: one mx_matmul per 64-K step."""
    a, b, sa, sb = inputs["a"], inputs["b"], inputs["sa"], inputs["sb"]
    c = np.zeros((a.shape[0], b.shape[1]), np.float32)
    for t in range(a.shape[1] // 64):
        ks, kb = slice(64 * t, 64 * t + 64), slice(2 * t, 2 * t + 2)
        c = mxsim.mx_matmul(a[:, ks], sa[:, kb], b[ks, :], sb[kb, :], "e4m3", "e4m3", preset=preset, c=c)
    return c


@pytest.mark.parametrize("preset", ["exact", "nvidia_blackwell_mxf8f6f4", "trn3_nc_matmul_mx", "cdna4_mfma_scale"])
def test_the_override_routes_every_mfma_through_the_preset(cdna4_gemm, preset):
    trace, inputs = cdna4_gemm
    out = mxsim.run(trace, preset=preset, mode="hardware").outputs["c"]
    assert np.array_equal(out.view(np.uint32), chained(inputs, preset).view(np.uint32))


def test_presets_disagree_on_the_kernel_and_the_own_preset_is_the_default(cdna4_gemm):
    trace, _ = cdna4_gemm
    default = mxsim.run(trace)
    assert default.ok
    own = mxsim.run(trace, preset="cdna4_mfma_scale")
    assert own.ok and np.array_equal(own.outputs["c"].view(np.uint32), default.outputs["c"].view(np.uint32))
    other = mxsim.run(trace, preset="nvidia_blackwell_mxf8f6f4", mode="hardware")
    assert not other.ok and [m["buffer"] for m in other.mismatches] == ["c"]  # expect= holds cdna4's answers


def test_the_override_reaches_the_other_targets():
    for trace, name in ((ROOT / "traces" / "trn3" / "gemm_e4m3_512.mxt", "t4"),
                        (ROOT / "traces" / "ascend950" / "quant_matmul_e4m3_512.mxt", "out")):
        default = mxsim.run(trace).outputs[name]
        other = mxsim.run(trace, preset="nvidia_blackwell_mxf8f6f4", mode="hardware").outputs[name]
        assert np.count_nonzero(default.view(np.uint8) != other.view(np.uint8)) > 1000, trace.name


def test_the_report_covers_the_written_buffers(cdna4_gemm):
    trace, inputs = cdna4_gemm
    report = trace_portability(trace, presets=["exact", "nvidia_blackwell_mxf8f6f4"])
    assert report.target == "cdna4" and report.own == "cdna4_mfma_scale"
    assert report.presets == ["cdna4_mfma_scale", "exact", "nvidia_blackwell_mxf8f6f4"]
    assert [o.name for o in report.outputs] == ["c"]  # a, b and the scales are only read
    rows = {r.preset: r for r in report.outputs[0].rows}
    c = {p: chained(inputs, p).view(np.uint32) for p in report.presets}
    assert rows["cdna4_mfma_scale"].mismatches == 0
    assert rows["exact"].mismatches == np.count_nonzero(c["exact"] != c["cdna4_mfma_scale"]) > 0
    assert rows["nvidia_blackwell_mxf8f6f4"].vs_exact == np.count_nonzero(c["nvidia_blackwell_mxf8f6f4"] != c["exact"])
    pairwise = report.outputs[0].pairwise
    assert pairwise[0, 0] == 0 and pairwise[1, 2] == pairwise[2, 1] > 0
    assert rows["exact"].max_ulp >= rows["exact"].median_ulp >= 1


def test_the_command(cdna4_gemm, capsys, tmp_path):
    trace, _ = cdna4_gemm
    assert main(["portability", "--trace", trace, "--presets", "exact"]) == 0
    out = capsys.readouterr().out
    assert "its MX matmuls under cdna4_mfma_scale" in out and "output c (float32, 16384 elements)" in out
    assert main(["portability", "--trace", trace, "--presets", "exact", "--csv", "-"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("output,preset,") and len(lines) == 3
    assert main(["run", "--preset", "exact", "--mode", "hardware", trace]) == 1  # expect= differs
    assert "expected output c:" in capsys.readouterr().out


@pytest.mark.parametrize("argv, message", [
    (["portability", "--trace", "missing.mxt"], "not found"),
    (["portability", "--trace", "TRACE", "--presets", "nope"], "expected names from mxsim.presets"),
    (["portability", "--trace", "TRACE", "--heatmap", "x.png"], "expected them with --random or --inputs"),
    (["run", "--preset", "nope", "TRACE"], "expected one of"),
    (["run", "--preset", "exact", "--timing", "TRACE"], "expected timing=False"),
])
def test_bad_input_exits_2(cdna4_gemm, capsys, argv, message):
    trace, _ = cdna4_gemm
    assert main([trace if a == "TRACE" else a for a in argv]) == 2
    assert message in capsys.readouterr().err
