"""The NKI-library-style MX linear layer (traces/trn3/mx_mlp_layer.py: swizzled weight load,
TensorE transposes, on-device Quantize-MX, Matmul-MX over two K tiles, bias + SiLU epilogue)
against an independent composition: mxsim.mx_quantize (Trainium3 scale rule) and mxsim.mx_matmul
(Trainium3 preset) per K tile with FP32 PSUM accumulation, numpy's float32 bias add and the
exactly computed SiLU rounded to FP32 then BF16; and its recorded trace replayed and timed."""
import decimal
import pathlib
import sys
from fractions import Fraction

import ml_dtypes
import numpy as np

import mxsim

TRACES = pathlib.Path(__file__).resolve().parents[2] / "traces" / "trn3"
sys.path.insert(0, str(TRACES))
import mx_mlp_layer  # noqa: E402


def nearest_float32(value):
    guess = np.float32(float(value))
    candidates = [guess, np.nextafter(guess, np.float32(np.inf)), np.nextafter(guess, np.float32(-np.inf))]
    return min(candidates, key=lambda c: (abs(Fraction(float(c)) - value), int(np.float32(c).view(np.uint32)) & 1))


def silu_fp32(v):
    with decimal.localcontext() as context:
        context.prec = 50
        d = decimal.Decimal(float(v))
        return nearest_float32(Fraction(d / (1 + (-d).exp())))


def golden(x, w, bias):
    a_codes, a_scales = mxsim.mx_quantize(x.astype(np.float64), elem="e4m3", scale_rule="trn3", axis=1)
    b_codes, b_scales = mxsim.mx_quantize(w.astype(np.float64), elem="e4m3", scale_rule="trn3", axis=0)
    a_codes, a_scales, b_codes, b_scales = map(np.asarray, (a_codes, a_scales, b_codes, b_scales))
    acc = None
    for k0 in range(0, x.shape[1], mx_mlp_layer.K_TILE):
        k1 = k0 + mx_mlp_layer.K_TILE
        part = mxsim.mx_matmul(a_codes[:, k0:k1], a_scales[:, k0 // 32:k1 // 32], b_codes[k0:k1],
                               b_scales[k0 // 32:k1 // 32], elem_a="e4m3", preset="trn3_nc_matmul_mx")
        acc = part if acc is None else (acc.astype(np.float64) + part.astype(np.float64)).astype(np.float32)
    pre = acc + bias  # one float32 addition, nearest even
    out = np.array([[silu_fp32(v) for v in row] for row in pre], dtype=np.float32).astype(ml_dtypes.bfloat16)
    return pre, out


def test_layer_matches_the_independent_composition():
    x, w, bias = mx_mlp_layer.inputs()
    out, pre = mx_mlp_layer.mx_mlp_layer(x, w, bias)
    want_pre, want_out = golden(x, w, bias)
    np.testing.assert_array_equal(np.asarray(pre).view(np.uint32), want_pre.view(np.uint32))
    np.testing.assert_array_equal(np.asarray(out).view(np.uint16), want_out.view(np.uint16))
    counts = mx_mlp_layer.mx_mlp_layer.queue_counts
    assert counts["tensor"] == 2 * 4 + 2  # per K tile four transposes and one Matmul-MX
    assert not mx_mlp_layer.mx_mlp_layer.diagnostics


def test_recorded_trace_replays_bit_for_bit_and_is_timed():
    trace = TRACES / "mx_mlp_layer_e4m3.mxt"
    result = mxsim.run(trace)
    assert result.ok and not result.mismatches
    timed = mxsim.run(trace, timing=True)
    assert timed.ok and timed.timing.total_ns >= timed.timing.roofline_ns > 0
    busy = {q["name"]: q["busy_ns"] for q in timed.timing.queues}
    assert busy["tensor"] > 0 and busy["scalar"] > 0 and busy["vector"] > 0
    assert timed.timing.bound is not None
    # a fresh recording gives the committed text
    x, w, bias = mx_mlp_layer.inputs()
    mx_mlp_layer.mx_mlp_layer(x, w, bias)
    assert mx_mlp_layer.mx_mlp_layer.recording.text("mx_mlp_layer_e4m3.npz") == trace.read_text()
