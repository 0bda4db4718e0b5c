"""The pypto `matmul_mx` documentation kernels on the Ascend 950 model: the documented 128.0 result,
then the same kernels (their source with only the element dtypes swapped) on random codes and
scales against mxsim.mx_matmul with the Ascend preset, bit for bit."""
import inspect
import os
import sys
import zlib

import numpy as np
import pytest

import mxsim
import mxsim.pypto as pl

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "traces", "ascend950"))
import seed_matmul_mx as seed  # noqa: E402

TILE, SCALE_K = 128, 4
FP8 = {"e4m3": "DT_FP8E4M3FN", "e5m2": "DT_FP8E5M2"}
FP4 = {"e2m1": "DT_FP4E2M1", "e1m2": "DT_FP4E1M2"}


def test_seed_kernels_give_128_everywhere():
    for run in (seed.run_mxfp8, seed.run_mxfp4):
        out = run()
        assert out.dtype == np.float32 and out.shape == (TILE, TILE)
        assert np.all(out == 128.0)
    assert seed.mxfp8_matmul_kernel.diagnostics == []
    assert seed.mxfp4_matmul_kernel.diagnostics == []


def seed_variant(kernel, a_name, b_name, mode=None):
    """The seed kernel's own source with its A and B dtypes replaced."""
    source = inspect.getsource(kernel.fn)
    fp4 = "DT_FP4E2M1" in source
    old_a, old_b = ("DT_FP4E2M1", "DT_FP4E1M2") if fp4 else ("DT_FP8E4M3FN", "DT_FP8E5M2")
    source = source.replace(old_a, "@A@").replace(old_b, "@B@").replace("@A@", a_name).replace("@B@", b_name)
    if mode:
        source = source.replace("@pl.jit(auto_mutex=True)", f"@pl.jit(auto_mutex=True, mode='{mode}')")
    namespace = {"pl": pl, "TILE": TILE, "SCALE_K": SCALE_K}
    exec(compile(source, seed.__file__, "exec"), namespace)
    return namespace[kernel.fn.__name__]


def random_codes(rng, fmt):
    """Random element codes: every FP4 code; FP8 codes without Inf / NaN except in row 0 (all codes),
    so NaN propagation is exercised without turning every output into NaN."""
    if fmt in FP4:
        return rng.integers(0, 16, (TILE, TILE), dtype=np.uint8)
    top = 0x7F if fmt == "e4m3" else 0x7C
    codes = (rng.integers(0, top, (TILE, TILE)) | (rng.integers(0, 2, (TILE, TILE)) << 7)).astype(np.uint8)
    codes[0] = rng.integers(0, 256, TILE, dtype=np.uint8)
    return codes


def random_operands(rng, a, b):
    codes_a, codes_b = random_codes(rng, a), random_codes(rng, b)
    sa = rng.integers(100, 150, (TILE, SCALE_K), dtype=np.uint8)   # scale A [M, K/32]
    sb = rng.integers(100, 150, (SCALE_K, TILE), dtype=np.uint8)   # scale B [K/32, N]
    return codes_a, codes_b, sa, sb


@pytest.mark.parametrize("family,a,b", [("fp8", x, y) for x in FP8 for y in FP8] + [("fp4", x, y) for x in FP4 for y in FP4])
def test_seed_kernels_on_random_data_match_mx_matmul(family, a, b):
    rng = np.random.default_rng(zlib.crc32(f"{family}{a}{b}".encode()))
    fp4 = family == "fp4"
    names = FP4 if fp4 else FP8
    kernel = seed_variant(seed.mxfp4_matmul_kernel if fp4 else seed.mxfp8_matmul_kernel, names[a], names[b])
    codes_a, codes_b, sa, sb = random_operands(rng, a, b)
    assert np.isfinite(mxsim.mx_matmul(codes_a, sa, codes_b, sb, a, b, preset="ascend950_mmad_mx")[1:]).mean() > 0.5
    out = np.zeros((TILE, TILE), np.float32)
    # GM layouts of the seed: A [M, K] and B [K, N] row-major (FP4 packed along the last axis),
    # scale_a [M, K/64, 2] and scale_b [K/64, N, 2]
    a_gm = seed.pack_fp4(codes_a) if fp4 else codes_a
    b_gm = seed.pack_fp4(codes_b) if fp4 else codes_b
    kernel(a_gm, b_gm, sa.reshape(TILE, 2, 2), sb.reshape(2, 2, TILE).transpose(0, 2, 1).copy(), out)
    ref = mxsim.mx_matmul(codes_a, sa, codes_b, sb, a, b, preset="ascend950_mmad_mx")
    assert np.array_equal(out.view(np.uint32), ref.view(np.uint32))
    assert kernel.diagnostics == []
