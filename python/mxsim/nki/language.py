"""mxsim.nki.language: the nki.language subset MX kernels use (buffers, dtypes, ndarray,
tile_size, ds, ranges). Import as `import mxsim.nki.language as nl`."""
from __future__ import annotations

from . import kernel as _kernel
from .dtypes import NAMES as _NAMES, exposed as _exposed
from .tensor import NkiTensor, ds  # noqa: F401

# memory buffers (nl.sbuf, nl.psum, nl.hbm = private_hbm, nl.shared_hbm)
sbuf = "sbuf"
psum = "psum"
hbm = "hbm"
private_hbm = "private_hbm"
shared_hbm = "shared_hbm"

# dtypes are strings, as in NKI: nl.float32 == "float32", one name per row of the model's table
# (x4 dtypes: a PackedDType, equal to its name and usable as a numpy dtype)
globals().update({_name: _exposed(_name) for _name in _NAMES})


class tile_size:  # noqa: N801  (NKI spelling: nl.tile_size.pmax)
    """nki.language.tile_size (nki.api tile_size page)."""
    pmax = 128
    gemm_stationary_fmax = 128
    gemm_moving_fmax = 512
    psum_bank_fmax = 512
    psum_fmax = 512  # deprecated alias
    psum_bank_fmax_bytes = 2048
    psum_num_banks = 8


def ndarray(shape, dtype, buffer=sbuf, name="", address=None):
    """Allocate a tensor; memory is not initialised (a read before a write is MEM-UNINIT).
    address=(partition_offset, free_offset) places an on-chip tensor by hand (free offset in
    elements of dtype)."""
    return _kernel.current().allocate(shape, dtype, buffer, name, address)


def zeros(shape, dtype, buffer=sbuf, name=""):
    t = ndarray(shape, dtype, buffer, name)
    from . import isa
    isa.memset(dst=t, value=0)
    return t


def dtype(value):
    """The NKI dtype of `value`: a dtype name, an nl dtype, a numpy dtype or array, or an
    NkiTensor (mxsim's reading of nki.language's `dtype`, which the public docs do not define:
    dtypes are the nl.* constants, and this names the one a value has)."""
    import numpy as np

    from .dtypes import dtype_name, from_numpy
    if isinstance(value, NkiTensor):
        return _exposed(value.dtype)
    if isinstance(value, (np.ndarray, np.dtype)):
        return _exposed(from_numpy(value.dtype if isinstance(value, np.ndarray) else value))
    return _exposed(dtype_name(value))


class NKIObject:
    """nki.language.NKIObject: the base of objects a kernel may pass around (plain Python here)."""


class _Named:
    """An ALU operator or activation function, recorded by its NKI name (`op=add`)."""

    def __init__(self, name, doc):
        self.mxt_name = name
        self.__doc__ = doc

    def __repr__(self):
        return f"nl.{self.mxt_name}"


def _tile_like(x, dtype):
    """The result tile of an nl call: x's shape, in x's on-chip buffer (SBUF for an HBM x)."""
    space = x.storage.space if x.storage.space in ("sbuf", "psum") else sbuf
    return ndarray(tuple(x.shape), dtype or x.dtype, buffer=space)


class _Operator(_Named):
    """nl.add and friends: an `op=` for nki.isa calls, and callable as nl.add(x, y, dtype=None):
    tensor_tensor for two tiles, tensor_scalar for a tile and a number (the result in SBUF)."""

    def __init__(self, name, unary=False):
        super().__init__(name, f"nki.language.{name}: element-wise, computed in FP32")
        self.unary = unary

    def __call__(self, x, y=None, dtype=None, **_ignored):
        from . import isa
        if self.unary:
            out = _tile_like(x, dtype)
            isa.tensor_scalar(out, x, self, 0.0)
            return out
        if isinstance(x, NkiTensor) and isinstance(y, NkiTensor):
            out = _tile_like(x, dtype)
            isa.tensor_tensor(out, x, y, self)
            return out
        if isinstance(x, NkiTensor):
            out = _tile_like(x, dtype)
            isa.tensor_scalar(out, x, self, float(y))
            return out
        out = _tile_like(y, dtype)
        isa.tensor_scalar(out, y, self, float(x), reverse0=True)
        return out


class _Function(_Named):
    """nl.exp and friends: an activation function (`nisa.activation(op=nl.exp, ...)`), and
    callable as nl.exp(x, dtype=None) (one activation on the Scalar Engine)."""

    def __call__(self, x, dtype=None, **_ignored):
        from . import isa
        out = _tile_like(x, dtype)
        isa.activation(out, self, x)
        return out


for _name in ("add", "subtract", "multiply", "divide", "maximum", "minimum", "abs_max", "abs_min", "power", "equal",
              "not_equal", "greater", "greater_equal", "less", "less_equal", "logical_and", "logical_or",
              "logical_xor", "bitwise_and", "bitwise_or", "bitwise_xor", "left_shift", "right_shift"):
    globals()[_name] = _Operator(_name)
for _name in ("logical_not", "invert", "bypass"):
    globals()[_name] = _Operator(_name, unary=True)
for _name in ("exp", "log", "tanh", "sigmoid", "relu", "gelu", "gelu_apprx_tanh", "gelu_apprx_sigmoid", "silu",
              "softplus", "mish", "erf", "sin", "arctan", "sqrt", "sign"):
    globals()[_name] = _Function(_name, f"nki.language.{_name}: an activation function (FP32)")
# the ones that are both an ALU operator and an activation function: an operator for tensor_scalar,
# an activation when called (nl.rsqrt(x), nl.square(x), nl.abs(x), nl.reciprocal(x))
rsqrt = _Function("rsqrt", "nki.language.rsqrt: 1 / sqrt(x)")
square = _Function("square", "nki.language.square: x * x")
abs = _Function("abs", "nki.language.abs: |x|")  # noqa: A001  (NKI spelling)
reciprocal = _Function("reciprocal", "nki.language.reciprocal: 1 / x")


# nl.copy: the identity activation (`op=nl.copy`); called, nl.copy(x, dtype=None) is one
# activation on the Scalar Engine, through FP32 (nki.language: lossy for integers above 2^24)
copy = _Function("copy", "nki.language.copy: the identity, on the Scalar Engine through FP32")
float8_e4m3 = "float8_e4m3fn"  # legacy spelling (NKI's dtype table: float8_e4m3 is 1S4E3M)


def affine_range(*args):
    return range(*args)


def sequential_range(*args):
    return range(*args)


def static_range(*args):
    return range(*args)


def dynamic_range(*args):
    return range(*args)


def range(*args):  # noqa: A001  (nki.language.range: a loop over trace-time integers here)
    import builtins
    return builtins.range(*args)


def program_id(axis=0):
    return 0


def num_programs(axes=0):
    return 1
