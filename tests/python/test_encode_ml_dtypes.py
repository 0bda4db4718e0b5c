"""Encode every FP16 and BF16 input and 10^6 FP32 inputs to every format ml_dtypes (or numpy)
has, and compare bit for bit in ml_dtypes' mode (non-saturating, round to nearest even).

Where mxsim deliberately differs, the difference is a named policy from docs/numerics.md
("Where mxsim differs from ml_dtypes") and is asserted exactly, so a change on either side fails.
"""
import ml_dtypes
import numpy as np
import pytest

import mxsim

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


def test_the_deviations_are_real_and_counted(all_bf16):
    """The named deviations occur on exactly the inputs the policies describe."""
    nan_count = int(np.isnan(all_bf16.astype(np.float64)).sum())
    assert check_against_ml_dtypes("e2m1", all_bf16) == nan_count
    subnormals = all_bf16.astype(np.float64)
    expected = int(((subnormals > 2.0**-127) & (subnormals < 1.5 * 2.0**-127)).sum())
    assert expected > 0
    assert check_against_ml_dtypes("e8m0", all_bf16) == expected


def test_ml_dtypes_arrays_in_and_out(all_bf16):
    out = mxsim.encode("e4m3", all_bf16, out="ml_dtypes")
    assert out.dtype == np.dtype(ml_dtypes.float8_e4m3fn)
    np.testing.assert_array_equal(out.view(np.uint8), reference_bits(all_bf16, ml_dtypes.float8_e4m3fn))
    e4m3 = np.arange(256, dtype=np.uint8).view(ml_dtypes.float8_e4m3fn)
    np.testing.assert_array_equal(mxsim.encode("e5m2", e4m3), reference_bits(e4m3.astype(np.float32), ml_dtypes.float8_e5m2))
    with pytest.raises(ValueError, match="ml_dtypes has no dtype for hif8"):
        mxsim.encode("hif8", np.ones(2), out="ml_dtypes")
