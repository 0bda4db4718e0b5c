"""Property test of the public Python API under hostile arguments (hypothesis): whatever a caller
passes, a public function returns or raises an mxsim.Error whose message is not empty; never a bare
numpy, pybind or builtin exception, a crash or a hang. Each argument is drawn either from the values
the function documents or from a pool of hostile ones (None, bools, huge and negative integers, NaN,
strings, nested lists, arrays of every dtype kind and odd shapes)."""
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import mxsim
import mxsim.amdgpu as g

# derandomize: the test command replays the same examples every run (a failure is reproducible)
SETTINGS = settings(max_examples=150, deadline=None, derandomize=True, database=None,
                    suppress_health_check=list(HealthCheck))

FORMATS = ["e4m3", "e5m2", "e2m1", "e3m2", "e2m3", "e8m0", "fp32", "bf16", "fp16"]

HOSTILE_SCALARS = st.one_of(
    st.none(), st.booleans(), st.integers(min_value=-(2**70), max_value=2**70), st.floats(allow_nan=True),
    st.text(max_size=8), st.binary(max_size=4), st.complex_numbers(max_magnitude=1e3),
    st.sampled_from([(), [], {}, [[1], [2, 3]], object(), slice(None), Ellipsis, "exact", "all", -1, 0, 2**31]),
)


@st.composite
def arrays(draw):
    """A small array of any dtype kind, shape and contents (no more than 4096 elements)."""
    dtype = draw(st.sampled_from([np.float32, np.float64, np.float16, np.int8, np.uint8, np.int32, np.uint32,
                                  np.int64, np.uint64, np.bool_, np.complex64, "U3", "S2", "datetime64[s]", object]))
    ndim = draw(st.integers(0, 3))
    shape = tuple(draw(st.sampled_from([0, 1, 2, 3, 4, 16, 32, 64, 128])) for _ in range(ndim))
    if int(np.prod(shape)) > 4096:
        shape = shape[:1]
    size = int(np.prod(shape))
    raw = draw(st.lists(st.integers(0, 255), min_size=size, max_size=size))
    base = np.asarray(raw, dtype=np.uint8).reshape(shape)
    if dtype is object:
        return base.astype(object)
    if np.dtype(dtype).kind in "USM":
        return base.astype(np.int64).astype(dtype)
    values = base.astype(np.float64) - 128
    if draw(st.booleans()) and np.dtype(dtype).kind in "fc":
        values = np.where(base % 7 == 0, np.nan, np.where(base % 11 == 0, np.inf, values * 1e30))
    with np.errstate(all="ignore"):
        return values.astype(dtype)


def argument(plausible):
    """A value for one parameter: one the function documents, or a hostile one."""
    return st.one_of(plausible, HOSTILE_SCALARS, arrays())


FMT = argument(st.sampled_from(FORMATS))
DATA = argument(arrays())


def check(call, *args, **kwargs):
    try:
        call(*args, **kwargs)
    except mxsim.Error as error:
        assert str(error), f"{call.__name__} raised {type(error).__name__} without a message"


@SETTINGS
@given(FMT, DATA, argument(st.sampled_from(list(mxsim.rounding_modes))), argument(st.sampled_from(["bits", "ml_dtypes"])),
       argument(st.integers(0, 2**64 - 1)))
def test_encode(fmt, x, rounding, out, seed):
    check(mxsim.encode, fmt, x, rounding=rounding, out=out, seed=seed)


@SETTINGS
@given(FMT, DATA, argument(st.sampled_from([np.float32, np.float64])))
def test_decode(fmt, bits, dtype):
    check(mxsim.decode, fmt, bits, dtype=dtype)


@SETTINGS
@given(FMT, DATA, DATA)
def test_scaled_encode_and_decode(fmt, x, scales):
    check(mxsim.scaled_encode, fmt, x, scales)
    check(mxsim.scaled_decode, fmt, x, scales)


@SETTINGS
@given(DATA, FMT, argument(st.sampled_from(list(mxsim.scale_rules))), argument(st.integers(-3, 3)),
       argument(st.sampled_from([32, 16, (32, 32), 1, 0])))
def test_mx_quantize(x, elem, scale_rule, axis, block):
    check(mxsim.mx_quantize, x, elem=elem, scale_rule=scale_rule, axis=axis, block=block)


@SETTINGS
@given(DATA, DATA, FMT, argument(st.integers(-3, 3)), argument(st.sampled_from([32, (32, 32)])))
def test_mx_dequantize(codes, scales, elem, axis, block):
    check(mxsim.mx_dequantize, codes, scales, elem=elem, axis=axis, block=block)


@SETTINGS
@given(DATA, argument(st.sampled_from(["e4m3", "e5m2", "e2m1"])), argument(st.integers(0, 8)))
def test_packing(codes, fmt, groups):
    for call in (mxsim.pack_fp4, mxsim.unpack_fp4, mxsim.pack_fp6, mxsim.unpack_fp6, mxsim.pair_scales):
        check(call, codes)
    check(mxsim.pack_x4, codes, fmt)
    check(mxsim.unpack_x4, codes, fmt)
    check(mxsim.unpair_scales, codes, groups=groups)


PRESET_FIELDS = st.dictionaries(
    st.sampled_from(["group_terms", "fraction_bits", "partial_terms", "sum_fraction_bits", "c_fraction_bits",
                     "output_fraction_bits", "align", "join", "grouping", "output_rounding", "nan", "bogus"]),
    argument(st.one_of(st.integers(-2, 40), st.sampled_from(["exact", "all", "fused", "down", "nearest_even"]))),
    max_size=3)


@SETTINGS
@given(DATA, DATA, argument(st.floats(-4, 4)), FMT, argument(st.sampled_from(list(mxsim.presets))),
       argument(st.sampled_from(["fp32", "fp16", "bf16"])), PRESET_FIELDS)
def test_dot(a, b, c, elem, preset, out, fields):
    check(mxsim.dot, a, b, c, elem_a=elem, preset=preset, out=out, **fields)


@SETTINGS
@given(DATA, DATA, DATA, DATA, FMT, argument(st.sampled_from(list(mxsim.presets))), DATA)
def test_mx_matmul(a, a_scales, b, b_scales, elem, preset, c):
    check(mxsim.mx_matmul, a, a_scales, b, b_scales, elem_a=elem, preset=preset, c=c)


@SETTINGS
@given(DATA, DATA, argument(st.sampled_from(FORMATS)))
def test_diff(expected, actual, fmt):
    check(mxsim.diff, expected, actual, fmt=fmt)


@SETTINGS
@given(argument(st.sampled_from(["16x16x128", "32x32x64"])), argument(st.sampled_from(["e4m3", "e2m1", "e3m2"])),
       DATA)
def test_amdgpu_lanes(shape, fmt, data):
    for call in (g.pack_a, g.pack_b, g.unpack_a, g.unpack_b):
        check(call, data, shape=shape, fmt=fmt)
    check(g.pack_scales, data, shape=shape)
    check(g.pack_c, data, shape=shape)
    check(g.unpack_d, data, shape=shape)


@SETTINGS
@given(argument(st.integers(-2, 300)), DATA)
def test_wave_registers(register, values):
    check(g.Wave().set_v, register, values)


@pytest.mark.parametrize("path", [None, 3, "", "/", "missing.mxt", b"\xff"])
def test_run_bad_paths(path):
    check(mxsim.run, path)
