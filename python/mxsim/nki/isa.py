"""mxsim.nki.isa: the nki.isa instructions of the Trainium3 model (isa/trn3/instructions.def),
with the NKI keyword arguments. Each call records one `.mxt` line and executes it at once.
Import as `import mxsim.nki.isa as nisa`."""
from __future__ import annotations

import functools
import inspect

from ..errors import KernelError
from ..frontend.kernel_line import caller
from . import kernel as _kernel
from .tensor import NkiTensor


class engine:  # noqa: N801  (NKI spelling: nisa.engine.vector)
    unknown = "unknown"
    vector = "vector"
    scalar = "scalar"
    gpsimd = "gpsimd"
    tensor = "tensor"
    sync = "sync"


class oob_mode:  # noqa: N801
    error = "error"
    skip = "skip"


class dge_mode:  # noqa: N801
    unknown = "unknown"
    swdge = "swdge"
    hwdge = "hwdge"
    none = "none"


class NkiInstruction:
    """The handle an instruction call returns (NKI: `.depends_on(*producers)`); execution is in
    program order, so dependencies are already honoured."""

    def __init__(self, index, line):
        self.index, self.line = index, line

    def depends_on(self, *producers):
        return self


def _value(v):
    if isinstance(v, NkiTensor):
        return v.reference()
    if isinstance(v, bool):
        return "True" if v else "False"
    if v is None:
        return "None"
    if isinstance(v, (int,)):
        return str(int(v))
    if isinstance(v, float):
        return repr(float(v)) if ("." in repr(float(v)) or "e" in repr(float(v))) else repr(float(v)) + ".0"
    if isinstance(v, str):
        return v
    if isinstance(v, (tuple, list)):
        return "[" + ", ".join(_value(x) for x in v) + "]"
    try:  # numpy scalars
        import numpy as np
        if isinstance(v, np.integer):
            return str(int(v))
        if isinstance(v, np.floating):
            return _value(float(v))
    except ImportError:
        pass
    raise KernelError(f"{caller()}: operand value {v!r} cannot be recorded; expected a tensor, number or name")


def _issue(fn, args, kwargs, tensors, skip=()):
    """Bind NKI-style arguments to `fn`'s signature, then record and execute the instruction."""
    try:
        bound = inspect.signature(fn).bind(*args, **kwargs)
    except TypeError as e:
        params = ", ".join(inspect.signature(fn).parameters)
        raise KernelError(f"{caller()}: nki.isa.{fn.__name__}: {e}; expected arguments: {params}") from None
    bound.apply_defaults()
    operands = []
    for name, value in bound.arguments.items():
        if name in skip or value is None:
            continue
        if name == "name":
            continue
        if name in tensors and not isinstance(value, NkiTensor):
            raise KernelError(f"{caller()}: nki.isa.{fn.__name__}: {name} is {type(value).__name__}; expected a tensor")
        if name == "engine" and value == engine.unknown:
            continue
        if name == "dtype":
            from .dtypes import dtype_name
            value = dtype_name(value)
        operands.append(f"{name}={_value(value)}")
    return _kernel.current().issue(fn.__name__, operands)


def _checked(fn):
    """Wrong or missing keywords raise KernelError naming the kernel line (not a bare TypeError)."""
    signature = inspect.signature(fn)

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        unknown = [k for k in kwargs if k not in signature.parameters]
        try:
            if unknown:
                raise TypeError(f"unexpected keyword argument '{unknown[0]}'")
            signature.bind(*args, **kwargs)
        except TypeError as e:
            raise KernelError(f"{caller()}: nki.isa.{fn.__name__}: {e}; expected arguments: "
                              f"{', '.join(signature.parameters)}") from None
        return fn(*args, **kwargs)

    return wrapper


@_checked
def dma_copy(dst, src, priority=None, oob_mode=None, dge_mode=None, engine=None, name=None):
    """Copy between HBM and SBUF (never PSUM), casting through FP32 when dtypes differ."""
    return _issue(dma_copy, (dst, src), dict(priority=priority, oob_mode=oob_mode, dge_mode=dge_mode, engine=engine,
                                             name=name), ("dst", "src"))


@_checked
def tensor_copy(dst, src, engine=None, dtype=None, name=None):
    """Copy SBUF/PSUM -> SBUF/PSUM on Vector, Scalar or GpSimd, casting through FP32."""
    return _issue(tensor_copy, (dst, src), dict(engine=engine, dtype=dtype, name=name), ("dst", "src"))


@_checked
def memset(dst, value, engine=None, name=None):
    """Fill a tile with a constant (x4 tiles: 0 only)."""
    return _issue(memset, (dst, value), dict(engine=engine, name=name), ("dst",))


@_checked
def quantize_mx(dst, src, dst_scale, name=None):
    """BF16/FP16 [P, F] in SBUF -> FP8 x4 [P, F/4] plus E8M0 scales in their quadrant rows."""
    return _issue(quantize_mx, (dst, src, dst_scale), dict(name=name), ("dst", "src", "dst_scale"))


@_checked
def nc_matmul_mx(dst, stationary, moving, stationary_scale, moving_scale, tile_position=None, tile_size=None,
                 accumulate=None, name=None):
    """PSUM[M, N] (+)= (stationary x4 [P, M] with scales)^T @ (moving x4 [P, N] with scales)."""
    return _issue(nc_matmul_mx, (dst, stationary, moving, stationary_scale, moving_scale),
                  dict(tile_position=tile_position, tile_size=tile_size, accumulate=accumulate, name=name),
                  ("dst", "stationary", "moving", "stationary_scale", "moving_scale"))


@_checked
def nc_matmul(dst, stationary, moving, is_stationary_onezero=False, is_moving_onezero=False, is_transpose=False,
              accumulate=None, tile_position=None, tile_size=None, perf_mode=None, name=None):
    """PSUM[M, N] (+)= stationary[K, M]^T @ moving[K, N] for BF16/FP16/FP8/FP32 tiles."""
    return _issue(nc_matmul, (dst, stationary, moving),
                  dict(is_stationary_onezero=is_stationary_onezero, is_moving_onezero=is_moving_onezero,
                       is_transpose=is_transpose, accumulate=accumulate, tile_position=tile_position,
                       tile_size=tile_size, perf_mode=perf_mode, name=name), ("dst", "stationary", "moving"),
                  skip=() if (is_stationary_onezero or is_moving_onezero or is_transpose) else
                  ("is_stationary_onezero", "is_moving_onezero", "is_transpose"))
