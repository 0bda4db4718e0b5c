"""NkiTensor's view methods (slice, select, permute, broadcast, expand_dim, squeeze_dim,
reshape_dim, flatten_dims, rearrange, is_contiguous, get_pattern) and kernels that write their
HBM inputs, each checked against numpy's view of the same data."""
import numpy as np
import pytest

import mxsim.nki as nki
import mxsim.nki.isa as nisa
import mxsim.nki.language as nl

P = 128


def copy_out(view):
    """The view's elements copied through SBUF to a shared-HBM output of the view's shape."""
    tile = nl.ndarray(view.shape, view.dtype, buffer=nl.sbuf)
    nisa.tensor_copy(tile, view)
    out = nl.ndarray(view.shape, view.dtype, buffer=nl.shared_hbm)
    nisa.dma_copy(out, tile)
    return out


def through(make_view, x):
    """x loaded into an SBUF tile of its shape, make_view(tile) copied out."""

    @nki.jit
    def kernel(a):
        t = nl.ndarray(a.shape, a.dtype, buffer=nl.sbuf)
        nisa.dma_copy(t, a)
        return copy_out(make_view(t))

    return kernel(x)


X = np.arange(P * 4 * 6, dtype=np.float32).reshape(P, 4, 6)


@pytest.mark.parametrize("make_view, reference", [
    (lambda t: t.slice(2, 1, 6, 2), lambda x: x[:, :, 1:6:2]),
    (lambda t: t.slice(0, 32, 64), lambda x: x[32:64]),
    (lambda t: t.select(1, 3), lambda x: x[:, 3, :]),
    (lambda t: t.permute((0, 2, 1)), lambda x: x.transpose(0, 2, 1)),
    (lambda t: t.select(2, 5).expand_dim(2).broadcast(2, 3), lambda x: np.repeat(x[:, :, 5:6], 3, axis=2)),
    (lambda t: t.expand_dim(1).squeeze_dim(1), lambda x: x),
    (lambda t: t.reshape_dim(2, (2, -1)), lambda x: x.reshape(P, 4, 2, 3)),
    (lambda t: t.flatten_dims(1, 2), lambda x: x.reshape(P, 24)),
    (lambda t: t.rearrange(("p", "h", ("a", "b")), ("p", "b", ("h", "a")), {"a": 2}),
     lambda x: x.reshape(P, 4, 2, 3).transpose(0, 3, 1, 2).reshape(P, 3, 8)),
])
def test_views_read_what_numpy_views_read(make_view, reference):
    assert np.array_equal(through(make_view, X), reference(X))


def test_contiguity_and_pattern():
    seen = {}

    @nki.jit
    def kernel(a):
        t = nl.ndarray((P, 4, 6), nl.float32, buffer=nl.sbuf)
        seen["whole"] = (t.is_contiguous(), t.get_pattern())
        seen["permuted"] = t.permute((0, 2, 1)).is_contiguous()
        seen["sliced"] = t.slice(2, 0, 3).is_contiguous()
        seen["rows"] = t.slice(1, 1, 3).is_contiguous()
        with pytest.raises(nki.KernelError, match="not contiguous"):
            t.permute((0, 2, 1)).flatten_dims(1, 2)
        with pytest.raises(nki.KernelError, match="partition dim"):
            t.permute((1, 0, 2))
        with pytest.raises(nki.KernelError, match="expected size 1"):
            t.broadcast(1, 8)
        nisa.dma_copy(t, a)
        return copy_out(t)

    kernel(X)
    assert seen["whole"] == (True, [[24, P], [6, 4], [1, 6]])
    assert (seen["permuted"], seen["sliced"], seen["rows"]) == (False, False, True)


def test_a_kernel_may_write_its_inputs():
    x = np.arange(P * 8, dtype=np.float32).reshape(P, 8)
    untouched = x.copy() + 1

    @nki.jit
    def kernel(a, b):
        t = nl.ndarray((P, 8), nl.float32, buffer=nl.sbuf)
        nisa.dma_copy(t, a)
        nisa.tensor_scalar(t, t, nl.multiply, 2.0)
        nisa.dma_copy(a, t)  # in place: a is an input

    original = x
    kernel(x, untouched)
    assert original is x
    assert np.array_equal(x, np.arange(P * 8, dtype=np.float32).reshape(P, 8) * 2)
    assert np.array_equal(untouched, np.arange(P * 8, dtype=np.float32).reshape(P, 8) + 1)
    assert "a" in kernel.recording.outputs and "b" not in kernel.recording.outputs


def test_host_arrays_carry_x4_dtypes_into_a_kernel():
    words = np.arange(P * 4, dtype=np.uint32).reshape(P, 4) * 0x01010101
    host = np.zeros((P, 4), dtype=nl.float8_e4m3fn_x4)
    host[...] = words
    # the x4 dtype on the left: numpy's own comparison sees only the word (it ignores metadata)
    assert nl.float8_e4m3fn_x4 == host.dtype and nl.float8_e5m2_x4 != host.dtype
    seen = {}

    @nki.jit
    def kernel(a):
        seen["dtype"] = a.dtype
        t = nl.ndarray(a.shape, a.dtype, buffer=nl.sbuf)
        nisa.dma_copy(t, a)
        out = nl.ndarray(a.shape, nl.float8_e4m3fn_x4, buffer=nl.shared_hbm)
        nisa.dma_copy(out, t)
        return out

    out = kernel(host)
    assert seen["dtype"] == nl.float8_e4m3fn_x4 == "float8_e4m3fn_x4"
    assert np.array_equal(out.view(np.uint32), words)
    assert np.zeros(3, dtype=nl.float4_e2m1fn_x4).itemsize == 2


def test_nl_dtype_names_the_dtype_of_a_value():
    assert nl.dtype(np.zeros(2, np.float32)) == nl.float32
    assert nl.dtype(np.zeros(2, dtype=nl.float8_e5m2_x4)) == nl.float8_e5m2_x4
    assert nl.dtype("bfloat16") == nl.bfloat16
    assert nl.dtype(np.dtype("float8_e4m3fn")) == nl.float8_e4m3fn == nl.float8_e4m3
    with pytest.raises(Exception, match="unknown dtype"):
        nl.dtype("complex64")
