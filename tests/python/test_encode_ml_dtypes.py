"""Encode every FP16 and BF16 input and 10^6 FP32 inputs to every format ml_dtypes (or numpy)
has, and compare bit for bit in ml_dtypes' mode (non-saturating, round to nearest even).

Where mxsim deliberately differs, the difference must be a named policy from docs/numerics.md
("Where mxsim differs from ml_dtypes"), asserted exactly. Which of them a given ml_dtypes version
shows is ml_dtypes' business (0.7 rounds E8M0 by value as well); that mxsim's side of each is
right is asserted against the exact oracle of field_oracle.py.
"""
import math

import ml_dtypes
import numpy as np
import pytest

import mxsim
from field_oracle import encode_nearest_even

TARGETS = {"e4m3": ml_dtypes.float8_e4m3fn, "e5m2": ml_dtypes.float8_e5m2, "e3m2": ml_dtypes.float6_e3m2fn,
           "e2m3": ml_dtypes.float6_e2m3fn, "e2m1": ml_dtypes.float4_e2m1fn, "e8m0": ml_dtypes.float8_e8m0fnu,
           "bf16": ml_dtypes.bfloat16, "fp16": np.float16}


def reference_bits(source, target):
    dtype = np.dtype(target)
    with np.errstate(all="ignore"):
        converted = source.astype(dtype)
    return converted.view(np.uint8 if dtype.itemsize == 1 else np.uint16)


def check_against_ml_dtypes(fmt, source):
    reference = reference_bits(source, TARGETS[fmt])
    mine = mxsim.encode(fmt, source)
    assert mine.dtype == reference.dtype
    differ = np.flatnonzero(mine != reference)
    values = source.astype(np.float64)
    nan = np.isnan(values)
    info = mxsim.format_info(fmt)
    explained = np.zeros(len(differ), dtype=bool)

    # Policy "fp6_fp4_nan_keeps_sign": NaN -> zero of the NaN's sign (NanInput::ToZero). ml_dtypes
    # gives the zero of the opposite sign (NaN -> -0, -NaN -> +0).
    if info.bits < 8:
        sign_bit = 1 << (info.bits - 1)
        is_nan = nan[differ]
        assert np.all(reference[differ][is_nan] == mine[differ][is_nan] ^ sign_bit)
        assert np.all(mine[differ][is_nan] & (sign_bit - 1) == 0)
        explained |= is_nan

    # Policy "e8m0_rounds_by_value": an FP32/BF16-subnormal input in (2^-127, 1.5 * 2^-127) is
    # nearer 2^-127 (0x00) than 2^-126; ml_dtypes returns 0x01 for it.
    if fmt == "e8m0":
        magnitude = values[differ]
        quirk = (magnitude > 2.0**-127) & (magnitude < 1.5 * 2.0**-127)
        assert np.all(mine[differ][quirk] == 0x00) and np.all(reference[differ][quirk] == 0x01)
        explained |= quirk

    # Policy "canonical_nan": NaN results are the canonical quiet NaN; numpy's float16 cast keeps
    # the FP32 payload bits.
    if fmt == "fp16":
        is_nan = nan[differ]
        assert np.all(mine[differ][is_nan] & 0x7FFF == 0x7E00)
        assert np.all((reference[differ][is_nan] & 0x7C00) == 0x7C00)
        explained |= is_nan

    unexplained = differ[~explained]
    assert len(unexplained) == 0, [
        (float(values[i]), int(reference[i]), int(mine[i])) for i in unexplained[:10]]
    return len(differ)


@pytest.mark.parametrize("fmt", [f for f in TARGETS if f != "fp16"])
def test_every_fp16_input(fmt, all_fp16):
    check_against_ml_dtypes(fmt, all_fp16)


@pytest.mark.parametrize("fmt", [f for f in TARGETS if f != "bf16"])
def test_every_bf16_input(fmt, all_bf16):
    check_against_ml_dtypes(fmt, all_bf16)


@pytest.mark.parametrize("fmt", list(TARGETS))
def test_a_million_fp32_inputs(fmt, fp32_inputs):
    check_against_ml_dtypes(fmt, fp32_inputs)


def e2m1_by_policy(value):
    """E2M1 under mxsim's defaults: saturate on overflow; NaN to the zero of its sign
    (fp6_fp4_nan_keeps_sign)."""
    sign = 0x8 if math.copysign(1.0, value) < 0 else 0
    if math.isnan(value):
        return sign
    code = encode_nearest_even("e2m1", value) if math.isfinite(value) else None
    return sign | 0x7 if code is None else code


def e8m0_by_policy(value):
    """E8M0 under mxsim's defaults: no sign and no zero, so NaN, infinities, zeros and negative
    values are the NaN 0xFF, as is overflow past 2^127; below 2^-127 the nearest value is 2^-127."""
    if not (math.isfinite(value) and value > 0):
        return 0xFF
    code = encode_nearest_even("e8m0", value)
    return 0xFF if code is None else code


@pytest.mark.parametrize("fmt, by_policy", [("e2m1", e2m1_by_policy), ("e8m0", e8m0_by_policy)])
def test_the_deviations_are_real_and_counted(fmt, by_policy, all_bf16):
    """On every BF16 input mxsim equals the exact oracle under its named policies, so each
    difference from ml_dtypes is one where ml_dtypes leaves the oracle, and it is a named deviation
    (check_against_ml_dtypes asserts that), whether or not this ml_dtypes version has it."""
    values = all_bf16.astype(np.float64)
    expected = np.array([by_policy(float(v)) for v in values], dtype=np.uint8)
    np.testing.assert_array_equal(mxsim.encode(fmt, all_bf16), expected)
    # the inputs each named policy is about are among them
    if fmt == "e2m1":
        assert np.isnan(values).any()
    else:
        by_value = (values > 2.0**-127) & (values < 1.5 * 2.0**-127)
        assert by_value.any() and np.all(expected[by_value] == 0x00)
    ml_dtypes_off_oracle = int(np.count_nonzero(reference_bits(all_bf16, TARGETS[fmt]) != expected))
    assert check_against_ml_dtypes(fmt, all_bf16) == ml_dtypes_off_oracle


def test_ml_dtypes_arrays_in_and_out(all_bf16):
    out = mxsim.encode("e4m3", all_bf16, out="ml_dtypes")
    assert out.dtype == np.dtype(ml_dtypes.float8_e4m3fn)
    np.testing.assert_array_equal(out.view(np.uint8), reference_bits(all_bf16, ml_dtypes.float8_e4m3fn))
    e4m3 = np.arange(256, dtype=np.uint8).view(ml_dtypes.float8_e4m3fn)
    np.testing.assert_array_equal(mxsim.encode("e5m2", e4m3), reference_bits(e4m3.astype(np.float32), ml_dtypes.float8_e5m2))
    with pytest.raises(ValueError, match="ml_dtypes has no dtype for hif8"):
        mxsim.encode("hif8", np.ones(2), out="ml_dtypes")
