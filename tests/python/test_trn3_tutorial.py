"""The NKI MX tutorial kernels (traces/trn3) on the Trainium3 model: every case of the tutorial's
output listing passes its allclose check, equals mxsim.mx_matmul (trn3 preset) on the same
quantized data bit for bit, and its recorded trace replays bit for bit."""
import pathlib
import sys

import numpy as np
import pytest

import mxsim
from trn3_reference import ELEMENT, matmul_from_tiles, quantize_tile, x4_codes

ROOT = pathlib.Path(__file__).resolve().parents[2]
TRACES = ROOT / "traces" / "trn3"
sys.path.insert(0, str(TRACES))

import mx_toplevel  # noqa: E402


def _elem(dtype):
    return ELEMENT[np.dtype(dtype).name]


@pytest.mark.parametrize("name", [name for name, _ in mx_toplevel.CASES])
def test_tutorial_case(name, capsys):
    result = dict(mx_toplevel.CASES)[name]()
    assert result["ok"], f"{name}: allclose against the golden failed"
    out = np.asarray(result["out"])
    assert out.dtype.name == "bfloat16" and out.shape == (128, 512)
    # a float64 reference of the unquantized / dequantized operands: close (the tutorial's allclose)
    if name.startswith("offline"):
        st = result["st_fp"].astype(np.float64).reshape(128, 128, 4)
        mv = result["mv_fp"].astype(np.float64).reshape(128, 512, 4)
        ref64 = np.einsum("kiq,kjq->ij", st, mv)
    elif name.startswith("on_device"):
        from mx_cpu_utils import dequantize_mx_golden
        st = dequantize_mx_golden(result["st_x4"], result["st_scale"], result["st_dtype"]).astype(np.float64)
        mv = result["moving_bf16"].astype(np.float64)
        ref64 = np.einsum("kiq,kjq->ij", st.reshape(128, 128, 4), mv.reshape(128, 512, 4))
    else:
        ref64 = result["stationary"].astype(np.float64).T @ result["moving"].astype(np.float64)
    assert np.allclose(out.astype(np.float64), ref64, rtol=1e-2, atol=1e-2)
    # bit for bit against the numerics core on the same quantized data
    if name.startswith("offline"):
        e = _elem(result["st_dtype"])
        expected = matmul_from_tiles(x4_codes(result["st_x4"], e), result["st_scale"],
                                     x4_codes(result["mv_x4"], e), result["mv_scale"], e, e)
    elif name.startswith("on_device"):
        es, em = _elem(result["st_dtype"]), _elem(result["mv_dtype"])
        mv_codes, mv_scales = quantize_tile(result["moving_bf16"], em)
        expected = matmul_from_tiles(x4_codes(result["st_x4"], es), result["st_scale"], mv_codes, mv_scales, es, em)
    else:
        e = _elem(result["dtype"])
        from mx_cpu_utils import interleave
        st_codes, st_scales = quantize_tile(interleave(result["stationary"]), e)
        mv_codes, mv_scales = quantize_tile(interleave(result["moving"]), e)
        expected = matmul_from_tiles(st_codes, st_scales, mv_codes, mv_scales, e, e)
    np.testing.assert_array_equal(out.view(np.uint16), np.asarray(expected).view(np.uint16))


@pytest.mark.parametrize("trace", sorted(p.name for p in TRACES.glob("*.mxt")))
def test_recorded_trace_replays_bit_for_bit(trace):
    result = mxsim.run(TRACES / trace)
    assert result.ok, result.summary()
    assert result.expected and not result.mismatches
    assert result.instructions > 0 and result.queue_counts.get("tensor", 0) >= 1


@pytest.mark.parametrize("trace", sorted(p.name for p in TRACES.glob("*.mxt")))
def test_recorded_trace_is_canonical(trace):
    text = (TRACES / trace).read_text()
    assert mxsim._core.canonical_mxt(text, trace) == text


def test_recording_matches_a_fresh_run(tmp_path):
    """Re-recording the first case gives the committed trace text and payload bytes."""
    name, run = mx_toplevel.CASES[0]
    result = run()
    path = result["kernel"].recording.save(tmp_path / f"{name}.mxt")
    assert pathlib.Path(path).read_text() == (TRACES / f"{name}.mxt").read_text()
    fresh, committed = np.load(tmp_path / f"{name}.npz"), np.load(TRACES / f"{name}.npz")
    assert sorted(fresh.files) == sorted(committed.files)
    for key in fresh.files:
        np.testing.assert_array_equal(fresh[key], committed[key])


def test_mxsim_run_command(capsys):
    from mxsim.cli import main
    assert main(["run", str(TRACES / "offline_quantized_mx_matmul_e5m2.mxt")]) == 0
    out = capsys.readouterr().out
    assert "instructions: 15 (dma 11, tensor 1, vector 3)" in out
    assert "diagnostics: 0 errors, 0 warnings" in out
    assert "65536 elements identical" in out
