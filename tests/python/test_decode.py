"""Decode: every encoding of every <= 8-bit format against the field-equation oracle and ml_dtypes."""
import math

import ml_dtypes
import numpy as np
import pytest

import mxsim
from field_oracle import BITS, decode as oracle_decode

SMALL = list(BITS)


@pytest.mark.parametrize("fmt", SMALL)
def test_every_encoding_matches_the_field_equations(fmt):
    codes = np.arange(1 << BITS[fmt], dtype=np.uint8)
    for dtype in (np.float32, np.float64):
        values = mxsim.decode(fmt, codes, dtype=dtype)
        assert values.dtype == dtype
        for code, value in zip(codes, values):
            expected = oracle_decode(fmt, int(code))
            if math.isnan(expected):
                assert np.isnan(value), (fmt, code)
            else:
                assert float(value) == expected and math.copysign(1, value) == math.copysign(1, expected), (fmt, code)


@pytest.mark.parametrize("fmt", ["e4m3", "e5m2", "e3m2", "e2m3", "e2m1", "e8m0"])
def test_decode_agrees_with_ml_dtypes_and_accepts_its_arrays(fmt):
    info = mxsim.format_info(fmt)
    dtype = np.dtype(getattr(ml_dtypes, info.ml_dtypes))
    codes = np.arange(1 << info.bits, dtype=np.uint8)
    reference = codes.view(dtype).astype(np.float64)
    mine = mxsim.decode(fmt, codes, dtype=np.float64)
    np.testing.assert_array_equal(mine, reference)
    np.testing.assert_array_equal(mxsim.decode(fmt, codes.view(dtype), dtype=np.float64), reference)


def test_sixteen_bit_formats_decode_exactly(all_fp16, all_bf16):
    np.testing.assert_array_equal(mxsim.decode("fp16", all_fp16.view(np.uint16)), all_fp16.astype(np.float32))
    np.testing.assert_array_equal(mxsim.decode("bf16", all_bf16), all_bf16.astype(np.float32))


def test_format_table_facts():
    f = mxsim.formats
    assert (f["e4m3"].max_finite, f["e5m2"].max_finite, f["e3m2"].max_finite, f["e2m3"].max_finite,
            f["e2m1"].max_finite, f["e1m2"].max_finite, f["hif8"].max_finite) == (448, 57344, 28, 7.5, 6, 1.75, 32768)
    assert f["e8m0"].max_finite == 2.0**127 and f["e8m0"].min_subnormal == 2.0**-127
    assert not f["e8m0"].has_zero and not f["e8m0"].has_sign
    assert not f["e4m3"].has_inf and f["e4m3"].has_nan
    assert not f["e2m1"].has_nan and f["hif8"].default_rounding == "nearest_away"
    assert mxsim.format_info("float8_e4m3fn").name == "e4m3"
    assert mxsim.format_info(ml_dtypes.float8_e4m3fn).name == "e4m3"
    assert mxsim.format_info(np.float16).name == "fp16"


def test_bad_input_is_a_clear_error():
    with pytest.raises(ValueError, match=r"unknown format 'e9m9'; expected one of: e4m3, e5m2"):
        mxsim.decode("e9m9", [0])
    with pytest.raises(ValueError, match=r"encoding 16 at flat index 1 does not fit 4 bits"):
        mxsim.decode("e2m1", np.array([1, 16]))
    with pytest.raises(ValueError, match=r"expected unsigned encodings"):
        mxsim.decode("e4m3", np.array([1.0]))
    with pytest.raises(ValueError, match=r"expected float32 or float64"):
        mxsim.decode("e4m3", [0], dtype=np.float16)
