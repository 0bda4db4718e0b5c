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
    if hasattr(v, "mxt_name"):  # nl.add, nl.exp, ...: the operator or function by its NKI name
        return v.mxt_name
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


class reduce_cmd:  # noqa: N801  (NKI spelling: nisa.reduce_cmd.reset_reduce)
    """The Scalar Engine accumulation-register command of `activation`."""
    idle = "idle"
    reset = "reset"
    reduce = "reduce"
    reset_reduce = "reset_reduce"
    load_reduce = "load_reduce"


# engine names as module constants (nki.isa: scalar_engine, vector_engine, ...)
tensor_engine, vector_engine, scalar_engine, gpsimd_engine, unknown_engine = (
    engine.tensor, engine.vector, engine.scalar, engine.gpsimd, engine.unknown)


@_checked
def tensor_tensor(dst, data1, data2, op, engine=None, name=None):
    """dst = data1 op data2, element-wise, in FP32 (bit-vector ops on integer bits)."""
    return _issue(tensor_tensor, (dst, data1, data2, op), dict(engine=engine, name=name), ("dst", "data1", "data2"))


@_checked
def tensor_scalar(dst, data, op0, operand0, reverse0=False, op1=None, operand1=None, reverse1=False, engine=None,
                  name=None):
    """dst = (data op0 operand0) op1 operand1; each operand a float or a [P, 1] tensor."""
    return _issue(tensor_scalar, (dst, data, op0, operand0),
                  dict(reverse0=reverse0, op1=op1, operand1=operand1, reverse1=reverse1, engine=engine, name=name),
                  ("dst", "data"), skip=("reverse0",) * (not reverse0) + ("reverse1",) * (not reverse1))


@_checked
def scalar_tensor_tensor(dst, data, op0, operand0, op1, operand1, reverse0=False, reverse1=False, name=None):
    """dst = (data op0 operand0) op1 operand1, operand0 a float or [P, 1] tensor, operand1 a tile."""
    return _issue(scalar_tensor_tensor, (dst, data, op0, operand0, op1, operand1),
                  dict(reverse0=reverse0, reverse1=reverse1, name=name), ("dst", "data", "operand1"),
                  skip=("reverse0",) * (not reverse0) + ("reverse1",) * (not reverse1))


@_checked
def activation(dst, op, data, bias=None, scale=1.0, reduce_op=None, reduce_res=None, reduce_cmd=None, engine=None,
               name=None):
    """dst = op(data * scale + bias) on the Scalar Engine, with the optional add-reduction."""
    return _issue(activation, (dst, op, data),
                  dict(bias=bias, scale=scale, reduce_op=reduce_op, reduce_res=reduce_res, reduce_cmd=reduce_cmd,
                       engine=engine, name=name), ("dst", "data"), skip=("scale",) * (scale == 1.0))


@_checked
def activation_reduce(dst, op, data, reduce_op, reduce_res, bias=None, scale=1.0, name=None):
    """activation with its outputs summed per partition into reduce_res [P, 1]."""
    return _issue(activation_reduce, (dst, op, data, reduce_op, reduce_res), dict(bias=bias, scale=scale, name=name),
                  ("dst", "data", "reduce_res"), skip=("scale",) * (scale == 1.0))


@_checked
def tensor_reduce(dst, op, data, axis, negate=False, keepdims=False, name=None):
    """Reduce the last free axes of data with op (FP32, or integer bits for bit-vector ops)."""
    return _issue(tensor_reduce, (dst, op, data, axis), dict(negate=negate, keepdims=keepdims, name=name),
                  ("dst", "data"), skip=("negate",) * (not negate) + ("keepdims",) * (not keepdims))


@_checked
def reciprocal(dst, data, name=None):
    """dst = 1 / data on the Vector Engine (correctly rounded FP32)."""
    return _issue(reciprocal, (dst, data), dict(name=name), ("dst", "data"))


@_checked
def iota(dst, pattern, offset=0, channel_multiplier=0, name=None):
    """dst[p, i...] = offset + p * channel_multiplier + sum(i_d * step_d), int32, cast to dst."""
    return _issue(iota, (dst, pattern), dict(offset=offset, channel_multiplier=channel_multiplier, name=name),
                  ("dst",))


@_checked
def nc_transpose(dst, data, engine=None, name=None):
    """dst[f, p] = data[p, f] (free dims flattened), bits unchanged: TensorE up to [128, 128]
    (SBUF -> PSUM; the default), VectorE up to [32, 32]."""
    return _issue(nc_transpose, (dst, data), dict(engine=engine, name=name), ("dst", "data"))


class nc_version:  # noqa: N801  (NKI spelling: nisa.nc_version.gen4)
    """NeuronCore generations: gen2 (Trn1 / Inf2), gen3 (Trn2), gen4 (Trn3)."""
    gen2 = "gen2"
    gen3 = "gen3"
    gen4 = "gen4"


def get_nc_version():
    """The generation of the kernel's target: gen4 for the trn3 configs, gen3 for trn2."""
    return nc_version.gen3 if _kernel.current().config == "trn2" else nc_version.gen4


class matmul_perf_mode:  # noqa: N801
    """nc_matmul's perf_mode: none, or double_row (two FP8 rows per PE; NeuronCore-v3 and v4)."""
    none = "none"
    double_row = "double_row"


@_checked
def bn_stats(dst, data, name=None):
    """Per partition [count, mean, count * variance] of the even, then the odd elements (FP32)."""
    return _issue(bn_stats, (dst, data), dict(name=name), ("dst", "data"))


@_checked
def bn_aggr(dst, data, name=None):
    """Per partition [mean, variance] of bn_stats triples."""
    return _issue(bn_aggr, (dst, data), dict(name=name), ("dst", "data"))


@_checked
def nc_stream_shuffle(dst, src, shuffle_mask, name=None):
    """Within each 32-partition quadrant, dst partition i = src partition shuffle_mask[i] (255: keep)."""
    mask = [int(m) for m in shuffle_mask]
    return _issue(nc_stream_shuffle, (dst, src, mask), dict(name=name), ("dst", "src"))


@_checked
def dma_transpose(dst, src, axes=None, priority=None, dge_mode=None, oob_mode=None, name=None):
    """dst (SBUF) = src with its dims permuted (2-d [1, 0], 3-d [2, 1, 0], 4-d [3, 1, 2, 0]), by DMA."""
    return _issue(dma_transpose, (dst, src), dict(axes=axes, priority=priority, dge_mode=dge_mode, oob_mode=oob_mode,
                                                  name=name), ("dst", "src"))
