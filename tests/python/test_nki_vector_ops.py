"""The Vector / Scalar / GpSimd arithmetic instructions through mxsim.nki, each checked against an
independent computation: numpy's IEEE float32 arithmetic (correctly rounded +, -, *, /, sqrt),
exact rational arithmetic (fractions / decimal) rounded to the nearest float32 for the
transcendental activation functions, and plain integer arithmetic for iota and bit-vector ops."""
import decimal
import math
from fractions import Fraction

import ml_dtypes
import numpy as np
import pytest

import mxsim
import mxsim.nki as nki
import mxsim.nki.isa as nisa
import mxsim.nki.language as nl

P, F = 128, 32


def run(body, *inputs, out_dtypes):
    """A kernel that loads `inputs` into SBUF float32 tiles, runs body(tiles) -> output tiles and
    stores each to HBM."""

    @nki.jit
    def kernel(*arrays):
        tiles = []
        for a in arrays:
            t = nl.ndarray(a.shape, a.dtype, buffer=nl.sbuf)
            nisa.dma_copy(t, a)
            tiles.append(t)
        results = body(*tiles)
        outs = []
        for r, dtype in zip(results, out_dtypes):
            o = nl.ndarray(r.shape, dtype, buffer=nl.shared_hbm)
            nisa.dma_copy(o, r)
            outs.append(o)
        return tuple(outs)

    result = kernel(*inputs)
    return result if isinstance(result, tuple) else (result,)


def data(seed, shape=(P, F), specials=True):
    rng = np.random.default_rng(seed)
    x = (rng.standard_normal(shape) * np.exp2(rng.integers(-8, 8, shape))).astype(np.float32)
    if specials:
        flat = x.reshape(-1)
        flat[:6] = [0.0, -0.0, np.inf, -np.inf, 1e-40, -3e-39]
    return x


def tile(shape, dtype=nl.float32):
    return nl.ndarray(shape, dtype, buffer=nl.sbuf)


def same_bits(a, b):
    a, b = np.asarray(a), np.asarray(b)
    return np.array_equal(a.view(np.uint32), b.view(np.uint32)) or (
        np.array_equal(np.isnan(a), np.isnan(b)) and np.array_equal(a[~np.isnan(a)].view(np.uint32),
                                                                     b[~np.isnan(b)].view(np.uint32)))


NUMPY_OPS = {nl.add: np.add, nl.subtract: np.subtract, nl.multiply: np.multiply, nl.divide: np.divide,
             nl.maximum: np.maximum, nl.minimum: np.minimum}


@pytest.mark.parametrize("op", list(NUMPY_OPS), ids=lambda o: o.mxt_name)
def test_tensor_tensor_is_ieee_float32(op):
    a, b = data(1), data(2)

    def body(x, y):
        out = tile((P, F))
        nisa.tensor_tensor(out, x, y, op)
        return [out]

    (got,) = run(body, a, b, out_dtypes=[nl.float32])
    with np.errstate(all="ignore"):
        want = NUMPY_OPS[op](a, b)
    assert same_bits(got, want)


def test_comparisons_give_one_or_zero_and_cast_to_the_destination():
    a, b = data(3), data(3)
    b[::2] = a[::2]

    def body(x, y):
        less, equal = tile((P, F), nl.bfloat16), tile((P, F), nl.int32)
        nisa.tensor_tensor(less, x, y, nl.less)
        nisa.tensor_tensor(equal, x, y, nl.equal)
        return [less, equal]

    less, equal = run(body, a, b, out_dtypes=[nl.bfloat16, nl.int32])
    assert np.array_equal(np.asarray(less, dtype=np.float32), (a < b).astype(np.float32))
    assert np.array_equal(equal, (a == b).astype(np.int32))


def test_tensor_scalar_two_ops_with_a_partition_vector_and_reverse():
    a = data(4)
    column = data(5, (P, 1), specials=False)

    def body(x, c):
        out = tile((P, F), nl.bfloat16)
        # (c - x) * 0.75, rounded to FP32 after each op, then to BF16
        nisa.tensor_scalar(out, x, nl.subtract, c, reverse0=True, op1=nl.multiply, operand1=0.75)
        return [out]

    (got,) = run(body, a, column, out_dtypes=[nl.bfloat16])
    with np.errstate(all="ignore"):
        want = ((column - a) * np.float32(0.75)).astype(ml_dtypes.bfloat16)
    assert np.array_equal(np.asarray(got).view(np.uint16), want.view(np.uint16))


def test_scalar_tensor_tensor():
    a, b = data(6, specials=False), data(7, specials=False)

    def body(x, y):
        out = tile((P, F))
        nisa.scalar_tensor_tensor(out, x, nl.multiply, 3.0, nl.add, y)
        return [out]

    (got,) = run(body, a, b, out_dtypes=[nl.float32])
    assert same_bits(got, (a * np.float32(3.0)) + b)


def test_reciprocal_is_correctly_rounded():
    a = data(8)

    def body(x):
        out = tile((P, F))
        nisa.reciprocal(out, x)
        return [out]

    (got,) = run(body, a, out_dtypes=[nl.float32])
    with np.errstate(all="ignore"):
        assert same_bits(got, np.float32(1) / a)


def nearest_float32(value):
    """The float32 nearest the exact rational `value` (ties to even), from its neighbours."""
    guess = np.float32(float(value))
    candidates = [guess, np.nextafter(guess, np.float32(np.inf)), np.nextafter(guess, np.float32(-np.inf))]
    finite = [c for c in candidates if np.isfinite(c)]
    best = min(finite, key=lambda c: (abs(Fraction(float(c)) - value), int(np.float32(c).view(np.uint32)) & 1))
    return np.float32(best)


decimal.getcontext().prec = 60


def exact(function, x):
    d = decimal.Decimal(float(x))
    one = decimal.Decimal(1)
    if function == "exp":
        r = d.exp()
    elif function == "log":
        r = d.ln()
    elif function == "sqrt":
        r = d.sqrt()
    elif function == "rsqrt":
        r = one / d.sqrt()
    elif function == "tanh":
        e = (2 * d).exp()
        r = (e - one) / (e + one)
    elif function == "sigmoid":
        r = one / (one + (-d).exp())
    elif function == "silu":
        r = d / (one + (-d).exp())
    else:
        raise ValueError(function)
    return Fraction(r)


@pytest.mark.parametrize("function", ["exp", "log", "sqrt", "rsqrt", "tanh", "sigmoid", "silu"])
def test_activation_functions_are_correctly_rounded_fp32(function):
    rng = np.random.default_rng(9)
    positive = function in ("log", "sqrt", "rsqrt")
    x = rng.uniform(0.01 if positive else -20, 20, (P, F)).astype(np.float32)
    scale, bias = np.float32(0.5), np.float32(0.25)

    def body(t):
        out = tile((P, F))
        nisa.activation(out, getattr(nl, function), t, bias=0.25, scale=0.5)
        return [out]

    (got,) = run(body, x, out_dtypes=[nl.float32])
    argument = (x * scale) + bias  # two FP32 operations, each rounded
    want = np.array([[nearest_float32(exact(function, v)) for v in row] for row in argument], dtype=np.float32)
    assert same_bits(got, want)


def test_activation_reduce_and_the_reduce_registers():
    x = data(10, specials=False)

    def body(t):
        out, total, again = tile((P, F)), tile((P, 1)), tile((P, 1))
        nisa.activation_reduce(out, nl.square, t, nl.add, total)
        # reduce adds this instruction's sum to the registers activation_reduce left
        nisa.activation(out, nl.copy, t, reduce_op=nl.add, reduce_res=again, reduce_cmd=nisa.reduce_cmd.reduce)
        return [total, again]

    total, again = run(body, x, out_dtypes=[nl.float32, nl.float32])
    squares = x * x
    want, plain = np.zeros(P, np.float32), np.zeros(P, np.float32)
    for j in range(F):
        want = want + squares[:, j]
        plain = plain + x[:, j]
    assert same_bits(total[:, 0], want)
    assert same_bits(again[:, 0], want + plain)


def test_tensor_reduce_over_the_last_axes_with_negate():
    x = data(11, (P, 4, 8), specials=False)

    def body(t):
        last, both = tile((P, 4)), tile((P, 1))
        nisa.tensor_reduce(last, nl.maximum, t, axis=2)
        nisa.tensor_reduce(both, nl.add, t, axis=(1, 2), negate=True)
        return [last, both]

    last, both = run(body, x, out_dtypes=[nl.float32, nl.float32])
    assert same_bits(last, x.max(axis=2))
    flat, acc = x.reshape(P, 32), x.reshape(P, 32)[:, 0]
    for j in range(1, 32):
        acc = acc + flat[:, j]
    assert same_bits(both[:, 0], -acc)


def test_tensor_reduce_refuses_a_leading_axis():
    x = data(12, (P, 4, 8), specials=False)

    def body(t):
        out = tile((P, 8))
        nisa.tensor_reduce(out, nl.add, t, axis=1)
        return [out]

    with pytest.raises(nki.KernelError, match="TRN3-SHAPE"):
        run(body, x, out_dtypes=[nl.float32])


def test_iota_and_bitvector_ops():
    mask = np.full((P, 1), 0x0F0F, np.int32)

    def body(m):
        ramp, bits = tile((P, 16), nl.int32), tile((P, 16), nl.int32)
        nisa.iota(ramp, [[3, 16]], offset=-5, channel_multiplier=100)
        nisa.tensor_scalar(bits, ramp, nl.bitwise_and, m, op1=nl.left_shift, operand1=2)
        return [ramp, bits]

    ramp, bits = run(body, mask, out_dtypes=[nl.int32, nl.int32])
    want = -5 + 100 * np.arange(P)[:, None] + 3 * np.arange(16)[None, :]
    assert np.array_equal(ramp, want)
    assert np.array_equal(bits, ((want & 0x0F0F) << 2).astype(np.int32))


def test_language_calls_record_the_instructions():
    a, b = data(13, specials=False), data(14, specials=False)

    def body(x, y):
        return [nl.maximum(nl.add(x, y), 0.0), nl.square(x), nl.rsqrt(nl.multiply(x, x)), nl.copy(y, dtype=nl.bfloat16)]

    got = run(body, a, b, out_dtypes=[nl.float32, nl.float32, nl.float32, nl.bfloat16])
    assert same_bits(got[0], np.maximum(a + b, np.float32(0)))
    assert same_bits(got[1], a * a)
    want = np.array([[nearest_float32(exact("rsqrt", v)) for v in row] for row in (a * a)], dtype=np.float32)
    assert same_bits(got[2], want)
    assert np.array_equal(np.asarray(got[3]).view(np.uint16), b.astype(ml_dtypes.bfloat16).view(np.uint16))
    assert math.isclose(float(nl.float8_e4m3 == nl.float8_e4m3fn), 1.0)


@pytest.mark.parametrize("engine, rows, cols", [(nisa.engine.tensor, 128, 96), (nisa.engine.vector, 32, 24)])
def test_nc_transpose_moves_bits(engine, rows, cols):
    x = data(15, (rows, cols))

    def body(t):
        out = nl.ndarray((cols, rows), nl.float32, buffer=nl.psum if engine == nisa.engine.tensor else nl.sbuf)
        nisa.nc_transpose(out, t, engine=engine)
        moved = tile((cols, rows))
        nisa.tensor_copy(moved, out)
        return [moved]

    (got,) = run(body, x, out_dtypes=[nl.float32])
    assert np.array_equal(got.view(np.uint32), np.ascontiguousarray(x.T).view(np.uint32))


def test_nc_transpose_limits_and_versions():
    x = data(16, (64, 64), specials=False)

    def body(t):
        assert nisa.get_nc_version() == nisa.nc_version.gen4
        out = tile((64, 64))
        nisa.nc_transpose(out, t, engine=nisa.vector_engine)  # VectorE takes at most [32, 32]
        return [out]

    with pytest.raises(nki.KernelError, match="TRN3-TILE-SIZE"):
        run(body, x, out_dtypes=[nl.float32])


def test_double_row_is_refused_not_misread():
    x = data(17, (128, 2 * 16), specials=False).astype(ml_dtypes.float8_e4m3fn)

    def body(t):
        out = nl.ndarray((16, 32), nl.float32, buffer=nl.psum)
        nisa.nc_matmul(out, t[:, 0:16], t, perf_mode=nisa.matmul_perf_mode.double_row)
        return [out]

    with pytest.raises(nki.KernelError, match="double_row"):
        run(body, x, out_dtypes=[nl.float32])


def test_bn_stats_and_bn_aggr_against_fp32_formulas():
    x = data(18, (P, 64), specials=False)

    def body(t):
        stats = tile((P, 12))
        nisa.bn_stats(stats[:, 0:6], t[:, 0:32])
        nisa.bn_stats(stats[:, 6:12], t[:, 32:64])
        aggr = tile((P, 2))
        nisa.bn_aggr(aggr, stats)
        return [stats, aggr]

    stats, aggr = run(body, x, out_dtypes=[nl.float32, nl.float32])

    def moments(v):
        total = np.zeros(P, np.float32)
        for j in range(v.shape[1]):
            total = total + v[:, j]
        mean = total / np.float32(v.shape[1])
        m2 = np.zeros(P, np.float32)
        for j in range(v.shape[1]):
            d = v[:, j] - mean
            m2 = m2 + d * d
        return [np.full(P, v.shape[1], np.float32), mean, m2]

    want = np.stack(moments(x[:, 0:32:2]) + moments(x[:, 1:32:2]) + moments(x[:, 32:64:2]) + moments(x[:, 33:64:2]),
                    axis=1)
    assert same_bits(stats, want)
    # the groups combined: mean and population variance, close to numpy's over all 64 elements
    assert np.allclose(aggr[:, 0], x.astype(np.float64).mean(axis=1), rtol=1e-5, atol=1e-6)
    assert np.allclose(aggr[:, 1], x.astype(np.float64).var(axis=1), rtol=1e-4)


def test_nc_stream_shuffle_within_quadrants():
    x = data(19, (P, 8), specials=False)
    mask = [(i + 5) % 32 for i in range(31)] + [255]

    def body(t):
        out = tile((P, 8))
        nisa.memset(out, 7.0)
        nisa.nc_stream_shuffle(out, t, mask)
        return [out]

    (got,) = run(body, x, out_dtypes=[nl.float32])
    want = np.full((P, 8), 7.0, np.float32)
    for i in range(P):
        if mask[i % 32] != 255:
            want[i] = x[i // 32 * 32 + mask[i % 32]]
    assert same_bits(got, want)


@pytest.mark.parametrize("shape", [(16, 128), (4, 8, 16), (2, 3, 4, 8)])
def test_dma_transpose_permutes_like_numpy(shape):
    x = np.arange(np.prod(shape)).reshape(shape).astype(ml_dtypes.bfloat16)
    axes = {2: (1, 0), 3: (2, 1, 0), 4: (3, 1, 2, 0)}[len(shape)]
    out_shape = tuple(shape[a] for a in axes)

    @nki.jit
    def kernel(a):
        t = nl.ndarray(out_shape, nl.bfloat16, buffer=nl.sbuf)
        nisa.dma_transpose(t, a, dge_mode=nisa.dge_mode.hwdge if len(shape) == 2 else None)
        out = nl.ndarray(out_shape, nl.bfloat16, buffer=nl.shared_hbm)
        nisa.dma_copy(out, t)
        return out

    assert np.array_equal(np.asarray(kernel(x)).view(np.uint16), np.ascontiguousarray(x.transpose(axes)).view(np.uint16))


def test_unary_operators_ignore_their_operand_and_reverse():
    x = np.arange(P * 8, dtype=np.int32).reshape(P, 8) - 300

    def body(t):
        a, b = tile((P, 8), nl.int32), tile((P, 8), nl.int32)
        nisa.tensor_scalar(a, t, nl.bitwise_and, 0xFF, op1=nl.invert)  # no operand1: invert is unary
        nisa.tensor_scalar(b, t, nl.invert, 0, reverse0=True)  # reverse has nothing to swap
        return [a, b]

    a, b = run(body, x, out_dtypes=[nl.int32, nl.int32])
    assert np.array_equal(a, ~(x & 0xFF))
    assert np.array_equal(b, ~x)


def test_large_inputs_and_limits_of_the_activation_formulas():
    x = np.full((P, 4), 20000.0, np.float32)
    x[:, 1] = -np.inf
    x[:, 2] = 2.0 ** 60 + 2.0 ** 37  # exact in float32

    def body(t):
        soft, silu = tile((P, 4)), tile((P, 4))
        nisa.activation(soft, nl.softplus, t)
        nisa.activation(silu, nl.silu, t)
        big = tile((P, 4))
        # an integer operand beyond 2^53 is rounded to FP32 once: 2^60 + 2^36 + 1 -> 2^60 + 2^37
        nisa.tensor_scalar(big, t, nl.multiply, 0.0, op1=nl.add, operand1=2 ** 60 + 2 ** 36 + 1)
        return [soft, silu, big]

    soft, silu, big = run(body, x, out_dtypes=[nl.float32] * 3)
    assert soft[0, 0] == np.float32(20000.0) and silu[0, 0] == np.float32(20000.0)
    assert silu[0, 1] == 0 and np.signbit(silu[0, 1]) and soft[0, 1] == 0
    assert big[0, 0] == nearest_float32(Fraction(2 ** 60 + 2 ** 36 + 1)) == np.float32(2.0 ** 60 + 2.0 ** 37)


def test_hostile_iota_and_transpose_shapes_are_diagnostics(tmp_path):
    base = ("mxt 2\ntarget trn3\nbuffer d sbuf address=0x0 partition=0 shape=[128, 64] dtype=int32\n"
            "buffer h hbm address=0x0 shape=[16, 128] dtype=bfloat16\n"
            "buffer t sbuf address=0x100 partition=0 shape=[128, 4, 4] dtype=bfloat16\n")
    cases = {"iota": "iota dst=d pattern=[[1, 2147483648], [1, 2147483648], [1, 2147483648]]\n",
             "transpose": "dma_transpose dst=t src=h\n"}
    for name, line in cases.items():
        path = tmp_path / f"{name}.mxt"
        path.write_text(base + line + "end\n")
        result = mxsim.run(path, mode="hardware")
        assert [d["code"] for d in result.diagnostics] == ["TRN3-SHAPE"], name


def test_buffers_named_like_operators_are_not_read_by_the_timing_model(tmp_path):
    # operator, engine and flag operands are names, never tensors, whatever the trace declares
    text = ("mxt 2\ntarget trn3\n"
            "buffer add sbuf address=0x0 partition=0 shape=[128, 1] dtype=float32\n"
            "buffer multiply sbuf address=0x10 partition=0 shape=[128, 1] dtype=float32\n"
            "buffer vector sbuf address=0x20 partition=0 shape=[128, 1] dtype=float32\n"
            "buffer x sbuf address=0x40 partition=0 shape=[128, 8] dtype=float32\n"
            "buffer y sbuf address=0x80 partition=0 shape=[128, 8] dtype=float32\n"
            "memset dst=add value=1.0\nmemset dst=multiply value=2.0\nmemset dst=x value=3.0\n"
            "tensor_scalar dst=y data=x op0=add operand0=add op1=multiply operand1=multiply engine=vector\nend\n")
    path = tmp_path / "names.mxt"
    path.write_text(text)
    timed = mxsim.run(path, timing=True)
    assert timed.ok and len(timed.timeline) == 4


def test_scalar_engine_copies_through_fp32_and_vector_copies_bits():
    x = np.full((P, 4), 2 ** 24 + 1, np.int32)

    def body(t):
        vector, scalar = tile((P, 4), nl.int32), tile((P, 4), nl.int32)
        nisa.tensor_copy(vector, t, engine=nisa.vector_engine)
        nisa.tensor_copy(scalar, t, engine=nisa.scalar_engine)
        return [vector, scalar]

    vector, scalar = run(body, x, out_dtypes=[nl.int32, nl.int32])
    assert (vector == 2 ** 24 + 1).all() and (scalar == 2 ** 24).all()  # FP32 nearest even


def test_language_loops_objects_and_calls_in_a_kernel():
    a, b = data(20, specials=False), data(21, specials=False)

    class Config(nl.NKIObject):
        scale = 0.5

    def body(x, y):
        outs = []
        for _ in nl.range(1):
            outs.append(nl.subtract(x, y))
        for _ in nl.dynamic_range(1):
            outs.append(nl.minimum(x, Config.scale))
        for _ in nl.sequential_range(1):
            outs.append(nl.less(x, y, dtype=nl.float32))
        for _ in nl.static_range(1):
            outs.append(nl.multiply(2.0, y))
        return outs

    got = run(body, a, b, out_dtypes=[nl.float32] * 4)
    assert same_bits(got[0], a - b)
    assert same_bits(got[1], np.minimum(a, np.float32(0.5)))
    assert same_bits(got[2], (a < b).astype(np.float32))
    assert same_bits(got[3], np.float32(2.0) * b)
    assert isinstance(Config(), nl.NKIObject) and list(nl.affine_range(2, 6, 2)) == [2, 4]
