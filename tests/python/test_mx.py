"""MX block quantization against an independent numpy + ml_dtypes oracle and worked examples."""
import ml_dtypes
import numpy as np
import pytest

import mxsim

ML = {"e4m3": ml_dtypes.float8_e4m3fn, "e5m2": ml_dtypes.float8_e5m2, "e3m2": ml_dtypes.float6_e3m2fn,
      "e2m3": ml_dtypes.float6_e2m3fn, "e2m1": ml_dtypes.float4_e2m1fn}
EMAX = {"e4m3": 8, "e5m2": 15, "e3m2": 4, "e2m3": 2, "e2m1": 2}      # OCP MX v1.0 Table 1
MAX = {"e4m3": 448.0, "e5m2": 57344.0, "e3m2": 28.0, "e2m3": 7.5, "e2m1": 6.0}


def floor_log2(a):
    mantissa, exponent = np.frexp(a)
    return exponent - 1


def ceil_log2(a):
    mantissa, exponent = np.frexp(a)
    return np.where(mantissa == 0.5, exponent - 1, exponent)


def oracle_quantize(blocks, elem, rule):
    """blocks: [..., n] float64 values of one block each. The scale rule from its formula, then the
    OCP clamp and an RNE cast by ml_dtypes."""
    amax = np.abs(blocks).max(axis=-1)
    with np.errstate(divide="ignore"):
        if rule == "ocp":
            shared = floor_log2(amax) - EMAX[elem]
        elif rule == "trn3":
            shared = floor_log2(amax) - (EMAX[elem] - 1)
        elif rule == "rceil":
            shared = ceil_log2(amax / MAX[elem])
    shared = np.where(amax == 0, -127, np.clip(shared, -127, 127))
    scaled = np.clip(blocks / np.exp2(shared)[..., None], -MAX[elem], MAX[elem])
    codes = scaled.astype(np.float32).astype(ML[elem]).view(np.uint8)
    return codes, (shared + 127).astype(np.uint8)


def random_tensor(shape, seed):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal(shape) * np.exp2(rng.integers(-20, 20, size=shape[:-1] + (1,)))
    x[rng.random(shape) < 0.05] = 0.0
    x.reshape(-1, 32 if shape[-1] % 32 == 0 else 4)[::17] = 0.0  # whole zero blocks too
    return x.astype(np.float32)


@pytest.mark.parametrize("elem", list(ML))
@pytest.mark.parametrize("rule", ["ocp", "rceil"])
def test_ocp_blocks_match_the_oracle(elem, rule):
    x = random_tensor((64, 256), seed=hash((elem, rule)) % 1000)
    codes, scales = mxsim.mx_quantize(x, elem=elem, scale_rule=rule)
    expected_codes, expected_scales = oracle_quantize(x.astype(np.float64).reshape(64, 8, 32), elem, rule)
    np.testing.assert_array_equal(scales, expected_scales)
    np.testing.assert_array_equal(codes, expected_codes.reshape(64, 256))


@pytest.mark.parametrize("elem", ["e4m3", "e5m2"])
def test_trainium3_8x4_blocks_match_the_oracle(elem):
    x = random_tensor((128, 64), seed=7)
    codes, scales = mxsim.mx_quantize(x, elem=elem, scale_rule="trn3", block="trn3")
    assert scales.shape == (16, 16)
    blocks = x.astype(np.float64).reshape(16, 8, 16, 4).transpose(0, 2, 1, 3).reshape(16, 16, 32)
    expected_codes, expected_scales = oracle_quantize(blocks, elem, "trn3")
    np.testing.assert_array_equal(scales, expected_scales)
    np.testing.assert_array_equal(codes, expected_codes.reshape(16, 16, 8, 4).transpose(0, 2, 1, 3).reshape(128, 64))
    # The Trainium rule never saturates a finite input: scaled magnitudes stay below 2^emax.
    _, _, flags = mxsim.mx_quantize(x, elem=elem, scale_rule="trn3", block="trn3", return_flags=True)
    assert not flags & mxsim.Flags.OVERFLOW


def test_axis_and_batch_dimensions():
    x = random_tensor((3, 64, 32), seed=3)
    codes, scales = mxsim.mx_quantize(x, elem="e2m1", axis=1)
    assert codes.shape == x.shape and scales.shape == (3, 2, 32)
    t_codes, t_scales = mxsim.mx_quantize(np.ascontiguousarray(np.swapaxes(x, 1, 2)), elem="e2m1", axis=-1)
    np.testing.assert_array_equal(codes, np.swapaxes(t_codes, 1, 2))
    np.testing.assert_array_equal(scales, np.swapaxes(t_scales, 1, 2))
    back = mxsim.mx_dequantize(codes, scales, elem="e2m1", axis=1, dtype=np.float64)
    assert back.shape == x.shape
    batch = random_tensor((2, 16, 8), seed=4)
    codes, scales = mxsim.mx_quantize(batch, elem="e4m3", scale_rule="trn3", block=(8, 4))
    assert scales.shape == (2, 2, 2)
    np.testing.assert_array_equal(codes[1], mxsim.mx_quantize(batch[1], elem="e4m3", scale_rule="trn3", block=(8, 4))[0])


def test_dequantize_inverts_quantize_on_representable_values():
    rng = np.random.default_rng(5)
    grid = np.array([0, 0.5, 1, 1.5, 2, 3, 4, 6])
    x = rng.choice(grid, size=(16, 64)) * rng.choice([-1, 1], size=(16, 64))
    x[:, ::32] = 6.0
    x *= np.exp2(rng.integers(-30, 30, size=(16, 2))).repeat(32, axis=1)
    codes, scales = mxsim.mx_quantize(x, elem="e2m1")
    np.testing.assert_array_equal(mxsim.mx_dequantize(codes, scales, elem="e2m1", dtype=np.float64), x)


def test_worked_examples_of_each_rule():
    def scale(rule, elem, amax):
        block = np.zeros(32)
        block[3] = amax
        return int(mxsim.mx_quantize(block, elem=elem, scale_rule=rule)[1][0]) - 127

    assert scale("ocp", "e4m3", 1000.0) == 1            # floor(log2 1000) = 9, - 8
    assert scale("trn3", "e4m3", 1000.0) == 2           # 9 - 7
    assert scale("rceil", "e4m3", 1000.0) == 2          # ceil(log2(1000 / 448)) = 2
    assert scale("ceil", "e4m3", 1000.0) == 2           # ceil(log2 1000) = 10, - 8
    assert scale("even", "e2m1", 7.0) == 1              # 7 = 1.75 * 4 rounds half-up to 8
    assert scale("even", "e2m1", 6.9) == 0
    assert scale("ascend_alg0", "e1m2", 3.0) == 1       # emax(E1M2) = 0
    assert scale("ascend_alg1", "e4m3", 449.0) == 1     # fp32(449 / 448) has a non-zero mantissa
    assert scale("ascend_alg1", "e4m3", 448.0) == 0
    assert scale("ascend_alg2", "e2m1", 6.5) == 1       # significand 1.625 > 1.5
    assert scale("ascend_alg2_max7", "e2m1", 6.5) == 0  # not > 1.75


@pytest.mark.parametrize("rule", list(mxsim.scale_rules))
def test_zero_and_nonfinite_blocks_and_clamping(rule):
    elem = "e2m1" if rule.startswith("ascend_alg2") else "e4m3"
    x = np.zeros((4, 32))
    x[1, 5], x[2, 6], x[3, :] = np.inf, np.nan, 2.0**-140
    x[3, 0] = 1.0 if rule.startswith("ascend_alg2") else 2.0**-140
    codes, scales = mxsim.mx_quantize(x, elem=elem, scale_rule=rule)
    assert scales[0, 0] == 0 and not codes[0].any()                 # zero block: 2^-127, zeros
    assert scales[1, 0] == 0xFF and scales[2, 0] == 0xFF            # Inf or NaN: NaN scale
    back = mxsim.mx_dequantize(codes, scales, elem=elem)
    assert np.isnan(back[1:3]).all() and (back[0] == 0).all()
    if not rule.startswith("ascend_alg2"):
        assert scales[3, 0] <= 1                                    # clamped at (or near) 2^-127


def test_ascend_alg0_zero_byte_zeroes_the_block():
    x = np.full(32, 2.0**-130)
    codes, scales = mxsim.mx_quantize(x, elem="e4m3", scale_rule="ascend_alg0")
    assert scales[0] == 0 and not codes.any()
    codes, scales = mxsim.mx_quantize(x, elem="e4m3", scale_rule="ocp")
    assert scales[0] == 0 and codes.any()                           # OCP keeps what the element grid holds


def test_bad_input_names_the_axis_and_sizes():
    with pytest.raises(ValueError, match=r"axis 1 has size 48, not a multiple of the block size 32"):
        mxsim.mx_quantize(np.zeros((2, 48)))
    with pytest.raises(ValueError, match=r"axis 0 \(rows\) has size 12, not a multiple of the block's 8"):
        mxsim.mx_quantize(np.zeros((12, 8)), scale_rule="trn3", block="trn3")
    with pytest.raises(ValueError, match=r"unknown scale rule 'floor'; expected one of: ocp, trn3, rceil"):
        mxsim.mx_quantize(np.zeros(32), scale_rule="floor")
    with pytest.raises(ValueError, match=r"applies to FP8 elements only"):
        mxsim.mx_quantize(np.zeros(32), elem="e2m1", scale_rule="ascend_alg1")
    with pytest.raises(ValueError, match=r"'hif8' is not an MX element"):
        mxsim.mx_quantize(np.zeros(32), elem="hif8")
    with pytest.raises(ValueError, match=r"scales have shape \(2,\); expected \(1,\)"):
        mxsim.mx_dequantize(np.zeros(32, dtype=np.uint8), np.zeros(2, dtype=np.uint8))
    with pytest.raises(ValueError, match=r"unknown block 'tpu'"):
        mxsim.mx_quantize(np.zeros(32), block="tpu")


def test_more_bad_input_and_flags():
    codes = np.full((1, 32), 0x38, np.uint8)
    with pytest.raises(ValueError, match=r"scales must hold E8M0 bytes \(0..255\)"):
        mxsim.mx_dequantize(codes, np.array([[300]], np.int32))
    with pytest.raises(ValueError, match="'bf16' is not an MX element"):
        mxsim.mx_dequantize(codes, np.array([[127]], np.uint8), elem="bf16")
    with pytest.raises(ValueError, match="block size 0; expected a positive integer"):
        mxsim.mx_quantize(np.zeros(32), block=0)
    with pytest.raises(ValueError, match="block size 16.5"):
        mxsim.mx_quantize(np.zeros(32), block=16.5)
    with pytest.raises(ValueError, match=r"seed -1; expected an integer in \[0, 2\^64\)"):
        mxsim.mx_quantize(np.zeros(32), seed=-1)
    # A block with NaN or Inf loses its elements to the NaN scale: flagged invalid.
    x = np.ones(32)
    x[3] = np.inf
    assert mxsim.mx_quantize(x, return_flags=True)[2] & mxsim.Flags.INVALID
    # Big-endian input is taken as the same values.
    big = np.arange(32, dtype=">f4")
    np.testing.assert_array_equal(mxsim.mx_quantize(big)[0], mxsim.mx_quantize(big.astype("<f4"))[0])
