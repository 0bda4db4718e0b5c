"""Rounding modes, overflow and NaN policies, flags and stochastic rounding through the Python API."""
import numpy as np
import pytest

import mxsim
from field_oracle import encode_nearest_even


def test_no_double_rounding_from_fp64():
    """1 + 2^-4 + 2^-40 lies just above 1.0625, the E4M3 tie between 1.0 and 1.125: rounded once
    from its exact value it is 1.125. Narrowed to float32 first it becomes the tie itself, which
    rounds to the even 1.0, so a converter that double-rounds fails here."""
    x = 1 + 2**-4 + 2**-40
    assert encode_nearest_even("e4m3", x) == 0x39  # 1.125
    assert mxsim.encode("e4m3", np.float64(x)) == 0x39
    through_fp32 = float(np.float32(x))
    assert through_fp32 == 1.0625 and encode_nearest_even("e4m3", through_fp32) == 0x38  # 1.0


@pytest.mark.parametrize("rounding, expected", [
    ("nearest_even", [0x38, 0x3A, 0xB8, 0xBA]),   # 1.0625 -> 1.0 ; 1.1875 -> 1.25
    ("nearest_away", [0x39, 0x3A, 0xB9, 0xBA]),
    ("toward_zero", [0x38, 0x39, 0xB8, 0xB9]),
    ("down", [0x38, 0x39, 0xB9, 0xBA]),
    ("up", [0x39, 0x3A, 0xB8, 0xB9]),
])
def test_rounding_modes_on_e4m3_ties(rounding, expected):
    x = np.array([1.0625, 1.1875, -1.0625, -1.1875])
    assert list(mxsim.encode("e4m3", x, rounding=rounding)) == expected


def test_overflow_and_nan_policies():
    x = np.array([1e6, -np.inf, np.nan])
    assert list(mxsim.encode("e4m3", x)) == [0x7F, 0xFF, 0x7F]
    assert list(mxsim.encode("e4m3", x, overflow="saturate")) == [0x7E, 0xFE, 0x7F]
    assert list(mxsim.encode("e5m2", x)) == [0x7C, 0xFC, 0x7E]
    assert list(mxsim.encode("e5m2", x, overflow="saturate", nan="to_zero")) == [0x7B, 0xFB, 0x00]
    assert list(mxsim.encode("e2m1", x, nan="to_max")) == [0x7, 0xF, 0x7]
    assert list(mxsim.encode("e5m2", np.array([1e6]), rounding="toward_zero")) == [0x7B]  # IEEE: RZ gives max
    with pytest.raises(ValueError, match=r"e4m3: overflow 'to_inf' \(the format has no Inf\) is not available; "
                                         r"expected saturate or to_nan"):
        mxsim.encode("e4m3", x, overflow="to_inf")
    with pytest.raises(ValueError, match=r"unknown rounding mode 'rne'; expected one of: nearest_even, toward_zero"):
        mxsim.encode("e4m3", x, rounding="rne")


def test_flags_are_returned():
    _, flags = mxsim.encode("e4m3", np.array([1.0, 2.0]), return_flags=True)
    assert flags == 0
    _, flags = mxsim.encode("e4m3", np.array([1.01, 1000.0, np.nan, 2.0**-12]), return_flags=True)
    assert flags == mxsim.Flags.INEXACT | mxsim.Flags.OVERFLOW | mxsim.Flags.INVALID | mxsim.Flags.UNDERFLOW
    assert mxsim.describe_flags(mxsim.Flags.INEXACT | mxsim.Flags.OVERFLOW) == "inexact|overflow"


def test_stochastic_rounding_is_seeded_unbiased_and_thread_independent():
    x = np.full(1 << 18, 1 + 2**-5, dtype=np.float32)  # a quarter of the way from 1.0 to 1.125
    a = mxsim.encode("e4m3", x, rounding="stochastic", seed=3)
    assert set(np.unique(a)) == {0x38, 0x39}
    assert abs((a == 0x39).mean() - 0.25) < 0.005
    before = mxsim.thread_count()
    try:
        mxsim.set_thread_count(1)
        b = mxsim.encode("e4m3", x, rounding="stochastic", seed=3)
        mxsim.set_thread_count(2)
        c = mxsim.encode("e4m3", x, rounding="stochastic", seed=3)
    finally:
        mxsim.set_thread_count(0 if before else before)
    np.testing.assert_array_equal(a, b)
    np.testing.assert_array_equal(a, c)
    assert not np.array_equal(a, mxsim.encode("e4m3", x, rounding="stochastic", seed=4))


def test_shapes_are_kept_and_integers_accepted():
    x = np.arange(24, dtype=np.int32).reshape(2, 3, 4)
    bits = mxsim.encode("bf16", x)
    assert bits.shape == (2, 3, 4) and bits.dtype == np.uint16
    np.testing.assert_array_equal(mxsim.decode("bf16", bits), x.astype(np.float32))
    with pytest.raises(ValueError, match="exceeds 2\\^53"):
        mxsim.encode("fp32", np.array([2**60], dtype=np.int64))
    with pytest.raises(ValueError, match="unsupported input dtype"):
        mxsim.encode("e4m3", np.array(["a"]))
