"""The tiled MX quant-matmul (traces/ascend950/quant_matmul_mx.py, seed 004's interface) on random
shapes, dtypes, transpose combinations, bias and output dtypes: bit for bit against
mxsim.mx_matmul with the Ascend preset, plus the bias as the accumulator's start and the output
rounded to nearest even."""
import os
import sys

import ml_dtypes
import numpy as np
import pytest

import mxsim

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "traces", "ascend950"))
import quant_matmul_mx as qmm  # noqa: E402

FP8 = {"e4m3": "float8_e4m3fn", "e5m2": "float8_e5m2"}
FP4 = {"e2m1": "float4_e2m1fn", "e1m2": "float4_e1m2"}
PAIRS = [(x, y) for x in FP8 for y in FP8] + [(x, y) for x in FP4 for y in FP4]
OUTS = [np.float32, ml_dtypes.bfloat16, np.float16]
SHAPES = [(128, 128, 128), (200, 320, 136), (1, 64, 1), (17, 64, 300), (256, 512, 256), (130, 192, 129),
          (64, 1024, 64), (300, 128, 40), (96, 448, 200), (255, 256, 257), (128, 64, 512), (33, 576, 77),
          (384, 128, 16), (2, 704, 2), (160, 256, 144), (72, 320, 260), (129, 128, 129), (16, 832, 48),
          (250, 192, 250), (8, 64, 1000), (500, 64, 8), (64, 2048, 32)]


def codes(rng, fmt, shape):
    if fmt in FP4:
        return rng.integers(0, 16, shape, dtype=np.uint8)
    top = 0x7F if fmt == "e4m3" else 0x7C  # finite codes; one NaN/Inf-bearing row below
    c = (rng.integers(0, top, shape) | (rng.integers(0, 2, shape) << 7)).astype(np.uint8)
    c[0] = rng.integers(0, 256, shape[1], dtype=np.uint8)
    return c


def pack(c):  # two FP4 codes per byte along the last axis, the even element low
    return np.ascontiguousarray(c[..., 0::2] | (c[..., 1::2] << 4)).astype(np.uint8)


def gm_views(ca, cb, sa, sb, fa, fb, trans_a, trans_b):
    m, k = ca.shape
    n = cb.shape[1]
    a = ca.T.copy() if trans_a else ca
    b = cb.T.copy() if trans_b else cb
    a = pack(a) if fa in FP4 else a.view(getattr(ml_dtypes, FP8[fa]))
    b = pack(b) if fb in FP4 else b.view(getattr(ml_dtypes, FP8[fb]))
    scale_a = sa.reshape(m, k // 64, 2)
    if trans_a:
        scale_a = scale_a.transpose(1, 0, 2).copy()  # [K/64, M, 2] ScaleADN
    scale_b = sb.T.reshape(n, k // 64, 2) if trans_b else sb.reshape(k // 64, 2, n).transpose(0, 2, 1).copy()
    return a, b, np.ascontiguousarray(scale_a), np.ascontiguousarray(scale_b)


def cases():
    out = []
    for i, (m, k, n) in enumerate(SHAPES):
        fa, fb = PAIRS[i % len(PAIRS)]
        trans_a, trans_b = bool(i & 1), bool(i & 2)
        if fa in FP4 and m % 2:
            trans_a = False  # FP4 packs two per byte along the contiguous axis: M must be even there
        if fb in FP4 and n % 2:
            trans_b = True
        out.append((m, k, n, fa, fb, trans_a, trans_b, i % 2 == 1, OUTS[i % 3]))  # bias with every output dtype
    return out


@pytest.mark.parametrize("m,k,n,fa,fb,trans_a,trans_b,with_bias,out_dtype", cases())
def test_tiled_quant_matmul_matches_mx_matmul(m, k, n, fa, fb, trans_a, trans_b, with_bias, out_dtype):
    rng = np.random.default_rng(m * 1_000_003 + k * 1009 + n)
    ca, cb = codes(rng, fa, (m, k)), codes(rng, fb, (k, n))
    sa = rng.integers(112, 142, (m, k // 32), dtype=np.uint8)
    sb = rng.integers(112, 142, (k // 32, n), dtype=np.uint8)
    bias = rng.standard_normal(n).astype(np.float32) * 64 if with_bias else None
    a, b, scale_a, scale_b = gm_views(ca, cb, sa, sb, fa, fb, trans_a, trans_b)
    c, kernel = qmm.npu_quant_matmul(a, b, scale_a, scale_b, bias=bias, output_dtype=out_dtype,
                                     a_dtype=FP4.get(fa), b_dtype=FP4.get(fb), return_kernel=True)
    assert kernel.diagnostics == []
    ref = mxsim.mx_matmul(ca, sa, cb, sb, fa, fb, preset="ascend950_mmad_mx", c=None if bias is None else bias[None, :])
    with np.errstate(over="ignore"):  # FP16 overflow is Inf on both sides
        expected = ref.astype(out_dtype)  # numpy / ml_dtypes casts round to nearest even
    assert c.dtype == np.dtype(out_dtype) and c.shape == (m, n)
    assert np.array_equal(c.view(np.uint16 if c.itemsize == 2 else np.uint32),
                          expected.view(np.uint16 if expected.itemsize == 2 else np.uint32))


def test_data_flow_is_double_buffered_gm_l1_l0_l0c_gm():
    rng = np.random.default_rng(9)
    m, k, n = 256, 512, 256
    ca, cb = codes(rng, "e4m3", (m, k)), codes(rng, "e4m3", (k, n))
    sa = rng.integers(120, 134, (m, k // 32), dtype=np.uint8)
    sb = rng.integers(120, 134, (k // 32, n), dtype=np.uint8)
    a, b, scale_a, scale_b = gm_views(ca, cb, sa, sb, "e4m3", "e4m3", False, True)
    _, kernel = qmm.npu_quant_matmul(a, b, scale_a, scale_b, return_kernel=True)
    text = kernel.recording.text()
    # two slots for each L1 and L0 tile and for L0C; scale slots at the data slot >> 4
    for stem in ("l0a_", "l0b_", "l0a_mx_", "l0b_mx_", "l0c_"):
        assert f"buffer {stem}0 " in text and f"buffer {stem}1 " in text
    assert "buffer l0a_mx_1 l0a_mx address=0x800 " in text and "buffer l0a_1 l0a address=0x8000 " in text
    mads = [line for line in text.splitlines() if line.startswith("mad_mx")]
    assert len(mads) == 4 * 2  # 2 x 2 output tiles, K in 2 steps
    assert "unit_flag=2" in mads[0] and "unit_flag=3" in mads[1]
    assert all(q in kernel.queue_counts for q in ("mte2", "mte1", "m", "fix"))


def test_mismatched_scale_views_are_rejected():
    a = np.zeros((64, 128), ml_dtypes.float8_e4m3fn)
    b = np.zeros((128, 64), ml_dtypes.float8_e4m3fn)
    with pytest.raises(ValueError, match="scale_a"):
        qmm.npu_quant_matmul(a, b, np.zeros((64, 3, 2), np.uint8), np.zeros((2, 64, 2), np.uint8))
    with pytest.raises(ValueError, match="multiple of 64"):
        qmm.npu_quant_matmul(np.zeros((64, 96), ml_dtypes.float8_e4m3fn), np.zeros((96, 64), ml_dtypes.float8_e4m3fn),
                             np.zeros((64, 2, 2), np.uint8), np.zeros((2, 64, 2), np.uint8))
