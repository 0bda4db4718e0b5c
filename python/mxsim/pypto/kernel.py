"""Kernel invocation for mxsim.pypto: `@pl.jit` wraps a kernel; calling it with numpy arrays (or
CPU torch tensors) runs it on the Ascend 950 model, each pypto operation recorded as the CCE
instructions it lowers to and issued to its pipe at once. Outputs are written back into the
arrays the kernel stored to. The recorded Program is `kernel.recording`.

Multi-core launch, pypto_pro's bracket syntax: `kernel[block_dim](...)` or
`kernel[stream, block_dim](...)` runs the body once per block, block b on AI Core b mod the
configuration's core count, with `pl.get_block_idx()` = b and `pl.get_block_num()` = block_dim.
The cores share GM and nothing else: each block's tiles are its core's (`core=K` in the trace,
K > 0), its instructions queue on that core's pipes. A core takes its next block once the one
before has finished on every pipe (a pipe_barrier(PIPE_ALL) on that core in the trace). The
front end runs the cube (AIC) side of a kernel: one sub-block per block
(`get_subblock_idx()` = 0, `get_subblock_num()` = 1)."""
from __future__ import annotations

import inspect
import numbers

import numpy as np

from .. import _core
from ..errors import KernelError
from ..frontend.arrays import to_host, write_back
from ..frontend.configs import default_config
from ..frontend.jit import JitKernel, check_options
from ..frontend.kernel_line import caller
from ..frontend.session import Session
from . import dtypes as dt
from .tiles import Tile, TileGroup, TileType, slot_addresses

DYNAMIC = -1


def row_major_strides(shape):
    strides, step = [], 1
    for d in reversed(shape):
        strides.insert(0, step)
        step *= max(d, 1)
    return strides


def current() -> "Ascend950Session":
    session = Ascend950Session.current()
    if session is None:
        raise KernelError(f"{caller()}: pypto operation outside a kernel call; expected inside a @pl.jit kernel")
    return session


class TensorType:
    def __init__(self, shape, dtype):
        self.shape, self.dtype = list(shape), dtype

    def __repr__(self):
        return f"pl.Tensor[{self.shape}, {self.dtype!r}]"


class Tensor:
    """Annotation: pl.Tensor[[pl.DYNAMIC, 128], pl.DT_FP8E4M3FN]."""

    def __class_getitem__(cls, item):
        shape, dtype = item
        if not isinstance(dtype, dt.DataType):
            raise TypeError(f"pl.Tensor[..., {dtype!r}]: expected a pl.DT_* dtype")
        return TensorType(shape, dtype)


class GmTensor:
    """A kernel argument in GM: logical shape and strides in elements (FP4: elements, two per byte
    along the last axis), row-major unless pl.set_stride or a pl.make_tensor view says otherwise."""

    def __init__(self, name, shape, dtype, address, array, original):
        self.name, self.shape, self.dtype, self.address = name, list(shape), dtype, address
        self.array, self.original = array, original
        self.strides = row_major_strides(self.shape)
        self.base = self  # the argument a view reads and writes (its buffer in the trace)
        self._written = False

    @property
    def written(self):
        return self.base._written

    @written.setter
    def written(self, value):
        self.base._written = value

    def view(self, shape, strides, dtype):
        """pl.make_tensor(self, shape, stride, dtype): the same GM bytes as another shape."""
        v = GmTensor.__new__(GmTensor)
        v.name, v.shape, v.dtype, v.address = self.name, list(shape), dtype, self.address
        v.array, v.original, v.strides, v.base = self.array, self.original, list(strides), self.base
        return v

    @property
    def nbytes(self):
        n = 1
        for d in self.shape:
            n *= d
        return n * self.dtype.bits // 8

    def __repr__(self):
        return f"<gm tensor {self.name} {self.shape} {self.dtype.name}>"


class Ascend950Session(Session):
    """One kernel call on the Ascend 950 model: GM placement, tile names and the state of the
    synchronisation rules pypto applies for the kernel."""

    def __init__(self, config, mode, auto_mutex):
        super().__init__(_core.Ascend950Machine(config, mode), "ascend950", config)
        self.mode, self.auto_mutex = mode, auto_mutex
        self.gm_next = 0
        self.counts = {}
        self.last_mad_acc = None  # the Acc tile of the last matmul (the PIPE_M barrier rule)
        self.block, self.block_num, self.core = 0, 1, 0  # the block the body runs as, on this AI Core

    def name(self, stem):
        n = self.counts.get(stem, 0)
        self.counts[stem] = n + 1
        return f"{stem}{n}"

    def issue(self, mnemonic, operands):
        core = [("core", self.core)] if self.core else []  # core 0's lines stay as single-core traces write them
        self.issue_line(" ".join([mnemonic] + [f"{k}={v}" for k, v in list(operands) + core]))

    # ---- GM tensors and tiles ----

    def gm_tensor(self, name, annotation, value):
        array, framework = to_host(value, f"kernel argument '{name}'")
        if array is None:
            raise KernelError(f"kernel argument '{name}' is {type(value).__name__}; expected a numpy array or CPU torch tensor")
        dtype = annotation.dtype
        shape = list(array.shape)
        raw_bytes = array.dtype in (np.uint8, np.int8) and dtype.bits == 8
        if dtype.is_fp4:
            if array.dtype != np.uint8:
                raise KernelError(f"kernel argument '{name}' ({dtype.name}) has dtype {array.dtype}; expected packed "
                                  f"uint8 bytes, two FP4 codes per byte (even element in the low nibble)")
            shape[-1] *= 2  # the packed axis holds two elements per byte
        elif not raw_bytes and array.dtype != dtype.numpy():
            # a float array must be the annotated type: no silent reinterpretation of another format
            raise KernelError(f"kernel argument '{name}' has dtype {array.dtype}; expected {dtype.numpy()} for {dtype.name}"
                              + (" (or its bytes as uint8)" if dtype.bits == 8 else ""))
        if len(shape) != len(annotation.shape) or any(a != DYNAMIC and a != s for a, s in zip(annotation.shape, shape)):
            raise KernelError(f"kernel argument '{name}' has shape {shape}; expected {annotation.shape} "
                              f"(pl.DYNAMIC matches any size)")
        tensor = GmTensor(name, shape, dtype, self.gm_next, np.ascontiguousarray(array), (value, framework))
        self.gm_next += -(-max(tensor.nbytes, 1) // 512) * 512
        self.declare(f"buffer {name} gm address={tensor.address:#x} shape=[{', '.join(map(str, shape))}] dtype={dtype.trace}")
        self.load(name, tensor.array)
        return tensor

    def tile_group(self, type_, addrs, mutex_ids, depth):
        # pypto make_tile_group: one mutex ID per slot (or a list of IDs per slot); None or [] means
        # no automatic mutex for the group (the kernel synchronises it by hand); with one base
        # address the slot count comes from depth, else from the mutex IDs
        ids = list(mutex_ids) if mutex_ids else []
        if depth is None and not isinstance(addrs, (list, tuple)) and ids:
            depth = len(ids)
        addresses = slot_addresses(type_, addrs, depth)
        if not ids:
            ids = [()] * len(addresses)
        if len(ids) != len(addresses):
            raise KernelError(f"{caller()}: {len(ids)} mutex_ids for {len(addresses)} tiles; expected one per tile")
        try:
            ids = [tuple(int(i) for i in (x if isinstance(x, (list, tuple)) else [x])) for x in ids]
        except (TypeError, ValueError):
            raise KernelError(f"{caller()}: mutex_ids {mutex_ids!r}; expected integers 0..31 (or a list per tile)") from None
        if any(i < 0 or i > 31 for slot in ids for i in slot):
            raise KernelError(f"{caller()}: mutex_ids {mutex_ids!r}; expected IDs 0..31")
        tiles = []
        for address, mutex in zip(addresses, ids):
            tile = Tile(type_, address, mutex, self.name(type_.memory.value + "_"))
            self.declare(f"buffer {tile.name} {type_.memory.value} address={address:#x} "
                         f"shape=[{type_.shape[0]}, {type_.shape[1]}] dtype={type_.dtype.trace} layout={type_.layout.name}"
                         + (f" core={self.core}" if self.core else ""))
            tiles.append(tile)
        return TileGroup(tiles)


def get_block_idx():
    """pl.get_block_idx(): the index of the block the body runs as (0..block_dim - 1)."""
    return current().block


def get_block_num():
    """pl.get_block_num(): the launch's block_dim (kernel[block_dim]; 1 for a plain call)."""
    return current().block_num


def get_subblock_idx():
    """pl.get_subblock_idx(): 0 (the front end runs a block's cube side, its one sub-block)."""
    current()
    return 0


def get_subblock_num():
    """pl.get_subblock_num(): 1 (the front end runs a block's cube side, its one sub-block)."""
    current()
    return 1


def make_tile_group(type, addrs, mutex_ids=None, depth=None):  # noqa: A002 (pypto's keyword)
    """pl.make_tile_group(type=pl.TileType(...), addrs=0x0 or [a0, a1], mutex_ids=[...], depth=N)."""
    if not isinstance(type, TileType):
        raise KernelError(f"{caller()}: make_tile_group type {type!r}; expected a pl.TileType")
    return current().tile_group(type, addrs, mutex_ids, depth)


class Kernel(JitKernel):
    """A @pl.jit kernel. Calling it with numpy arrays or CPU torch tensors runs it on the model.
    Options: config ("ascend950pr", default, or "ascend950dt"), mode ("strict": stop at the first
    rule error; "hardware": continue and compute what silicon would; MXSIM_MODE sets the default),
    auto_mutex (pypto's)."""

    def __init__(self, fn, auto_mutex=False, config=None, mode=None, name=None):
        super().__init__(fn, config, mode)
        self.auto_mutex = auto_mutex
        # pypto: name= names the build (its artifacts' folder), func_name is the function's own name
        self.name = name or self.__name__

    @property
    def func_name(self):
        return getattr(self.fn, "__name__", "kernel")

    def __getitem__(self, launch):
        """kernel[block_dim] / kernel[stream, block_dim] (pypto_pro's launch syntax; the stream is
        accepted and has no effect on the model): a callable that runs block_dim blocks."""
        block_dim = launch[-1] if isinstance(launch, tuple) and 1 <= len(launch) <= 2 else launch
        if isinstance(block_dim, bool) or not isinstance(block_dim, numbers.Integral) or block_dim < 1:
            raise KernelError(f"{caller()}: {self.__name__}[{launch!r}]; expected kernel[block_dim] or "
                              f"kernel[stream, block_dim] with block_dim a positive integer")
        return lambda *args, **kwargs: self._launch(int(block_dim), args, kwargs)

    def __call__(self, *args, **kwargs):
        return self._launch(1, args, kwargs)

    def _launch(self, block_dim, args, kwargs):
        session = Ascend950Session(self.config or default_config("ascend950"), self.run_mode(), self.auto_mutex)
        cores = session.machine.cube_cores()
        signature = inspect.signature(self.fn, eval_str=True)
        bound = signature.bind(*args, **kwargs)
        tensors = []
        with self.running(session):
            call = {}
            for name, value in bound.arguments.items():
                annotation = signature.parameters[name].annotation
                if isinstance(annotation, TensorType):
                    call[name] = session.gm_tensor(name, annotation, value)
                    tensors.append(call[name])
                else:
                    call[name] = value
            session.block_num = block_dim
            for block in range(block_dim):
                session.block, session.core = block, block % cores
                if block >= cores:
                    # the core's previous block has finished on every pipe before this one starts
                    session.issue("pipe_barrier", [("pipe", "PIPE_ALL")])
                session.last_mad_acc = None
                self.fn(**call)
            session.block, session.core = 0, 0
            with session.model_errors():
                session.machine.finish()
        for tensor in tensors:
            if tensor.written:
                raw = session.machine.contents(tensor.name)
                write_back(*tensor.original, raw)
                self.recording.outputs[tensor.name] = np.frombuffer(raw, dtype=tensor.array.dtype).reshape(
                    tensor.array.shape).copy()
        return None


def jit(fn=None, *, auto_mutex=False, config=None, mode=None, name=None, **unknown):
    """@pl.jit / @pl.jit(auto_mutex=True) / @pl.jit(mode="hardware", config="ascend950dt") /
    @pl.jit(name="..."): pypto's kernel name for its build artifacts (kept as `kernel.name`; the
    recording is named by the function, `kernel.func_name`)."""
    check_options(jit, "pl.jit", unknown)

    def wrap(f):
        return Kernel(f, auto_mutex=auto_mutex, config=config, mode=mode, name=name)

    return wrap(fn) if fn is not None else wrap
