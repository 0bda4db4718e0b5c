"""The tiled MX GEMM kernel (traces/trn3/mx_gemm.py): bit for bit equal to mxsim.mx_matmul with
the Trainium3 preset per 512-K tile (PSUM's FP32 accumulation across tiles) for several shapes
and element formats, including M = N = K = 2048."""
import pathlib
import sys

import numpy as np
import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "traces" / "trn3"))
import mx_gemm  # noqa: E402


@pytest.mark.parametrize("m, n, k, elem_a, elem_b", [
    (128, 512, 512, "e4m3", "e4m3"),
    (256, 1024, 1536, "e4m3", "e4m3"),
    (384, 512, 1024, "e5m2", "e5m2"),
    (128, 1024, 1024, "e2m1", "e2m1"),
    (256, 512, 1024, "e4m3", "e2m1"),
    (2048, 2048, 2048, "e4m3", "e4m3"),
])
def test_gemm_matches_mx_matmul(m, n, k, elem_a, elem_b):
    out, ops = mx_gemm.run(m, n, k, elem_a, elem_b, seed=m + n + k)
    expected = mx_gemm.golden(*ops, elem_a, elem_b)
    assert out.shape == (m, n) and out.dtype == np.float32
    np.testing.assert_array_equal(out.view(np.uint32), expected.view(np.uint32))
    kernel = mx_gemm.mx_gemm_kernel
    assert kernel.queue_counts["tensor"] == (m // 128) * (n // 512) * (k // 512)
    assert not kernel.diagnostics


def test_gemm_rejects_shapes_that_are_not_tile_multiples():
    with pytest.raises(AssertionError, match="multiples of 128, 512, 512"):
        mx_gemm.run(128, 512, 384)
