"""Packed layouts against the vendors' own packing helpers, re-stated in numpy."""
import numpy as np
import pytest

import mxsim


def nki_pack_fp4(codes):
    """NKI MX tutorial pack_mx_data_into_x4 for FP4: two values per uint8, even element low."""
    return (codes[..., 0::2] | (codes[..., 1::2] << 4)).astype(np.uint8)


def test_fp4_pairs_low_nibble_first():
    rng = np.random.default_rng(0)
    codes = rng.integers(0, 16, size=(5, 64), dtype=np.uint8)
    packed = mxsim.pack_fp4(codes)
    np.testing.assert_array_equal(packed, nki_pack_fp4(codes))
    np.testing.assert_array_equal(mxsim.unpack_fp4(packed), codes)


def test_fp6_little_endian_bitfields():
    rng = np.random.default_rng(1)
    codes = rng.integers(0, 64, size=(3, 32), dtype=np.uint8)
    packed = mxsim.pack_fp6(codes)
    assert packed.shape == (3, 24)
    as_int = [int.from_bytes(row.tobytes(), "little") for row in packed]
    for row, value in zip(codes, as_int):
        assert [(value >> (6 * i)) & 0x3F for i in range(32)] == list(row)
    np.testing.assert_array_equal(mxsim.unpack_fp6(packed), codes)


def test_trainium_x4_words():
    rng = np.random.default_rng(2)
    fp8 = rng.integers(0, 256, size=(128, 16), dtype=np.uint8)
    words = mxsim.pack_x4(fp8, "e4m3")
    assert words.dtype == np.dtype("<u4") and words.shape == (128, 4)
    # The tutorial's view(np.uint32) on a little-endian host: lane 0 in bits 7:0.
    np.testing.assert_array_equal(words, fp8.view("<u4"))
    np.testing.assert_array_equal(mxsim.unpack_x4(words, "e4m3"), fp8)
    fp4 = rng.integers(0, 16, size=(32, 8), dtype=np.uint8)
    words4 = mxsim.pack_x4(fp4, "e2m1")
    assert words4.dtype == np.dtype("<u2") and words4.shape == (32, 2)
    expected = fp4[:, 0::4] | (fp4[:, 1::4] << 4) | (fp4[:, 2::4].astype(np.uint16) << 8) | (fp4[:, 3::4].astype(np.uint16) << 12)
    np.testing.assert_array_equal(words4, expected)
    np.testing.assert_array_equal(mxsim.unpack_x4(words4, "e2m1"), fp4)


def test_ascend_paired_scales():
    scales = np.arange(1, 11, dtype=np.uint8).reshape(2, 5)
    paired = mxsim.pair_scales(scales)
    assert paired.shape == (2, 3, 2)
    assert paired[0].tolist() == [[1, 2], [3, 4], [5, 0]]
    np.testing.assert_array_equal(mxsim.unpair_scales(paired, groups=5), scales)


def test_packing_errors():
    with pytest.raises(ValueError, match="code 16 at index 1 does not fit in 4 bits"):
        mxsim.pack_fp4(np.array([1, 16], dtype=np.uint8))
    with pytest.raises(ValueError, match="last axis has size 3; expected a multiple of 2"):
        mxsim.pack_fp4(np.zeros(3, dtype=np.uint8))
    with pytest.raises(ValueError, match="e8m0 has no x4 type"):
        mxsim.pack_x4(np.zeros(4, dtype=np.uint8), "e8m0")
    with pytest.raises(ValueError, match="e1m2 has no x4 type"):
        mxsim.pack_x4(np.zeros(4, dtype=np.uint8), "e1m2")
