"""mxsim.dot, mxsim.presets and mxsim.mx_matmul through the Python API."""
import ml_dtypes
import numpy as np
import pytest

import mxsim


def test_preset_table_names_sources_and_confidence():
    names = set(mxsim.presets)
    for required in ("exact", "nvidia_ampere", "nvidia_hopper", "nvidia_hopper_fp8", "nvidia_blackwell",
                     "nvidia_blackwell_fp8", "nvidia_blackwell_mxf8f6f4", "nvidia_blackwell_mxf4", "amd_cdna3_fp8",
                     "trn3_nc_matmul_mx", "ascend950_mmad_mx", "cdna4_mfma_scale"):
        assert required in names
    for preset in mxsim.presets.values():
        assert preset.confidence in ("measured-on-silicon", "published-model", "assumption")
        assert preset.source and preset.description and "group_terms" in preset.fields
    for target in ("trn3_nc_matmul_mx", "ascend950_mmad_mx", "cdna4_mfma_scale"):
        assert mxsim.presets[target].confidence == "assumption"


def test_exact_dot_is_one_rounding():
    # 2^24 + 1 + 1 is exact only if nothing rounds in between; one RNE of the exact sum gives 2^24 + 2.
    a = np.array([2.0**12, 1.0, 1.0])
    b = np.array([2.0**12, 1.0, 1.0])
    assert mxsim.dot(a, b, elem_a="fp16", preset="exact") == np.float32(2.0**24 + 2)
    assert mxsim.dot(np.array([1.0]), np.array([1.0]), c=2.0**-30, elem_a="e4m3", preset="exact") == np.float32(1.0)


def test_hopper_fp8_truncates_to_e8m13():
    a = np.array([1.0] + [2.0**-14] * 31)
    b = np.ones(32)
    exact = mxsim.dot(a, b, elem_a="e5m2", preset="exact")
    hopper = mxsim.dot(a, b, elem_a="e5m2", preset="nvidia_hopper_fp8")
    assert exact == np.float32(1 + 31 * 2.0**-14)
    assert hopper == np.float32(1.0)  # each 2^-14 term lies below the 13-bit grid of the largest exponent


def test_scaled_dot_and_what_if_fields():
    a = np.ones(64)
    b = np.ones(64)
    d = mxsim.dot(a, b, elem_a="e2m1", scale_a=[128, 126], scale_b=[127, 127], preset="exact")
    assert d == np.float32(32 * 2 + 32 * 0.5)
    x = np.array([1.0] + [2.0**-9] * 31)
    ones = np.ones(32)
    assert mxsim.dot(x, ones, elem_a="e4m3", preset="nvidia_hopper_fp8", fraction_bits=20) == np.float32(1 + 31 * 2.0**-9)
    with pytest.raises(ValueError, match="unknown preset field 'bits'"):
        mxsim.dot(x, ones, elem_a="e4m3", preset="exact", bits=3)
    with pytest.raises(ValueError, match="unknown preset 'h100'; expected one of: exact"):
        mxsim.dot(x, ones, elem_a="e4m3", preset="h100")
    with pytest.raises(ValueError, match=r"a\[1\] = 0.1 is not exactly representable in e4m3"):
        mxsim.dot(np.array([1.0, 0.1]), np.ones(2), elem_a="e4m3")


def test_nan_scale_and_nan_results():
    d = mxsim.dot(np.ones(32), np.ones(32), elem_a="e4m3", scale_a=[0xFF], scale_b=[127], preset="nvidia_blackwell_mxf8f6f4",
                  return_bits=True)
    assert d == 0x7FFFFFFF  # NVIDIA returns the all-ones NaN
    d = mxsim.dot(np.ones(32), np.ones(32), elem_a="e4m3", scale_a=[0xFF], scale_b=[127], preset="exact", return_bits=True)
    assert d == 0x7FC00000


def random_mx(rng, m, k, elem, axis):
    shape = (m, k) if axis == 1 else (k, m)
    return mxsim.mx_quantize(rng.standard_normal(shape) * 4, elem=elem, axis=axis)


@pytest.mark.parametrize("elem_a, elem_b", [("e4m3", "e4m3"), ("e2m1", "e2m1"), ("e5m2", "e4m3"), ("e3m2", "e2m3"),
                                            ("e4m3", "e2m1")])
@pytest.mark.parametrize("preset", ["exact", "nvidia_blackwell_mxf8f6f4", "trn3_nc_matmul_mx", "cdna4_mfma_scale"])
def test_mx_matmul_matches_dot_per_element(elem_a, elem_b, preset):
    rng = np.random.default_rng(hash((elem_a, elem_b, preset)) % 2**32)
    a, sa = random_mx(rng, 12, 96, elem_a, 1)
    b, sb = random_mx(rng, 10, 96, elem_b, 0)
    c = rng.standard_normal((12, 10)).astype(np.float32)
    d = mxsim.mx_matmul(a, sa, b, sb, elem_a=elem_a, elem_b=elem_b, preset=preset, c=c)
    assert d.dtype == np.float32 and d.shape == (12, 10)
    for i in range(12):
        for j in range(10):
            e = mxsim.dot(a[i], b[:, j], c[i, j], elem_a=elem_a, elem_b=elem_b, scale_a=sa[i], scale_b=sb[:, j],
                          preset=preset, return_bits=True)
            assert e == d[i, j].view(np.uint32), (i, j)


def test_mx_matmul_exact_is_close_to_float64_and_bf16_output():
    rng = np.random.default_rng(3)
    a, sa = random_mx(rng, 64, 128, "e4m3", 1)
    b, sb = random_mx(rng, 48, 128, "e4m3", 0)
    d = mxsim.mx_matmul(a, sa, b, sb)
    reference = mxsim.mx_dequantize(a, sa, axis=1, dtype=np.float64) @ mxsim.mx_dequantize(b, sb, axis=0, dtype=np.float64)
    assert np.max(np.abs(d - reference) / np.maximum(np.abs(reference), 1e-3)) < 2**-20
    d16 = mxsim.mx_matmul(a, sa, b, sb, out="bf16")
    assert d16.dtype == np.dtype(ml_dtypes.bfloat16)
    np.testing.assert_array_equal(d16.view(np.uint16), mxsim.encode("bf16", d))


def test_mx_matmul_is_deterministic_across_thread_counts():
    rng = np.random.default_rng(4)
    a, sa = random_mx(rng, 70, 256, "e2m1", 1)
    b, sb = random_mx(rng, 50, 256, "e2m1", 0)
    before = mxsim.thread_count()
    try:
        results = []
        for threads in (1, 2, 5):
            mxsim.set_thread_count(threads)
            results.append(mxsim.mx_matmul(a, sa, b, sb, elem_a="e2m1", preset="nvidia_hopper_fp8").view(np.uint32))
    finally:
        mxsim.set_thread_count(0 if before else before)
    np.testing.assert_array_equal(results[0], results[1])
    np.testing.assert_array_equal(results[0], results[2])


def test_mx_matmul_bad_input():
    a = np.zeros((4, 48), np.uint8)
    with pytest.raises(ValueError, match="K = 48 is not a multiple of the block size 32"):
        mxsim.mx_matmul(a, np.zeros((4, 1), np.uint8), np.zeros((48, 4), np.uint8), np.zeros((1, 4), np.uint8))
    with pytest.raises(ValueError, match=r"a_scales has shape \(4, 2\); expected \(4, 1\)"):
        mxsim.mx_matmul(np.zeros((4, 32), np.uint8), np.zeros((4, 2), np.uint8), np.zeros((32, 4), np.uint8),
                        np.zeros((1, 4), np.uint8))
    with pytest.raises(ValueError, match=r"a_elems \(4, 32\) and b_elems \(16, 4\)"):
        mxsim.mx_matmul(np.zeros((4, 32), np.uint8), np.zeros((4, 1), np.uint8), np.zeros((16, 4), np.uint8),
                        np.zeros((1, 4), np.uint8))


def test_an_overflow_to_inf_is_final():
    # The first group overflows (32 * 448^2 > 65504 in FP16; 2^146 in FP32); later finite groups keep Inf.
    a = np.r_[np.full(32, 448.0), np.ones(32)]
    assert mxsim.dot(a, a, 0.0, elem_a="e4m3", preset="exact", out="fp16") == np.inf
    assert mxsim.dot(np.ones(64), np.ones(64), elem_a="e2m1", scale_a=[200, 127], scale_b=[200, 127]) == np.inf
    b = np.ones(32)
    b[np.arange(32) % 4 < 2] = 448.0
    assert mxsim.dot(b, b, elem_a="e4m3", preset="nvidia_hopper_fp8_mma", out="fp16") == np.inf
    codes = np.full((1, 32), 0x38, np.uint8)
    one = np.array([[127]], np.uint8)
    assert mxsim.mx_matmul(codes, one, codes.T.copy(), one, c=np.full((1, 1), -np.inf))[0, 0] == -np.inf


def test_values_that_are_not_exact_are_rejected():
    x = np.ones(32)
    x[0] = np.nan
    with pytest.raises(ValueError, match=r"a\[0\] = nan is not exactly representable in e2m1"):
        mxsim.dot(x, np.ones(32), elem_a="e2m1")
    with pytest.raises(ValueError, match="exceeds 2\\^53"):
        mxsim.encode("fp64", np.array([2**53 + 1], np.int64))
    with pytest.raises(ValueError, match=r"scale_a has shape \(1,\); expected one scale per 32 elements"):
        mxsim.dot(np.ones(64), np.ones(64), elem_a="e4m3", scale_a=[127], scale_b=[127, 127])
    with pytest.raises(ValueError, match=r"c has shape \(3,\); expected a scalar or the batch shape \(2,\)"):
        mxsim.dot(np.ones((2, 32)), np.ones((2, 32)), np.ones(3), elem_a="e4m3")
    with pytest.raises(ValueError, match="e8m0 is not an element format"):
        mxsim.dot(np.ones(32), np.ones(32), elem_a="e8m0")
    with pytest.raises(ValueError, match="out=..."):
        mxsim.dot(np.ones(32), np.ones(32), elem_a="e4m3", output="e4m3")


def test_c_added_to_the_result_rounds_the_dot_first():
    # The products 2^24 and 1 in one exact group. With c = 1 in the running sum, one rounding of
    # 2^24 + 2 (exact); with c added to the result, 2^24 + 1 rounds to 2^24 (tie to even) first, and
    # 2^24 + 1 again to 2^24.
    a = np.array([2.0**12, 1.0])
    b = np.array([2.0**12, 1.0])
    fields = {"group_terms": "all"}
    assert mxsim.dot(a, b, c=1.0, elem_a="fp16", preset="exact", **fields) == np.float32(2.0**24 + 2)
    added = {"c_entry": "added_to_result", **fields}
    assert mxsim.dot(a, b, c=1.0, elem_a="fp16", preset="exact", **added) == np.float32(2.0**24)
    # that last add rounds as final_rounding says: 2^24 + 3 is 2^24 + 4 to nearest even, + 2 toward zero
    assert mxsim.dot(a, b, c=3.0, elem_a="fp16", preset="exact", **added) == np.float32(2.0**24 + 4)
    assert mxsim.dot(a, b, c=3.0, elem_a="fp16", preset="exact", final_rounding="toward_zero",
                     **added) == np.float32(2.0**24 + 2)
    # specials: c NaN, c Inf against a finite dot, Inf - Inf
    one = np.ones(2)
    assert np.isnan(mxsim.dot(one, one, c=np.nan, elem_a="e4m3", c_entry="added_to_result"))
    assert mxsim.dot(one, one, c=-np.inf, elem_a="e4m3", c_entry="added_to_result") == -np.inf
    big = np.full(32, 2.0**15)
    assert np.isnan(mxsim.dot(big, big, c=-np.inf, elem_a="e5m2", elem_b="e5m2", scale_a=[254], scale_b=[254],
                              c_entry="added_to_result"))
    with pytest.raises(ValueError, match="c_entry.*expected one of: running_sum, added_to_result"):
        mxsim.dot(one, one, elem_a="e4m3", c_entry="psum")
