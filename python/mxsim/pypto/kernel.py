"""Kernel invocation for mxsim.pypto: `@pl.jit` wraps a kernel; calling it with numpy arrays (or
CPU torch tensors) runs it on the Ascend 950 model, each pypto operation recorded as the CCE
instructions it lowers to and issued to its pipe at once. Outputs are written back into the
arrays the kernel stored to. The recorded Program is `kernel.recording`."""
from __future__ import annotations

import inspect
import os
import threading
import warnings

import numpy as np

from .. import _core
from ..kernel_errors import KernelError, caller, caller_frame
from ..recording import Recording
from . import dtypes as dt
from .tiles import Tile, TileGroup, TileType, slot_addresses

_local = threading.local()

DYNAMIC = -1


def current() -> "Session":
    session = getattr(_local, "session", None)
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
    """A kernel argument in GM: logical shape (FP4: elements, two per byte along the last axis)."""

    def __init__(self, name, shape, dtype, address, array, original):
        self.name, self.shape, self.dtype, self.address = name, list(shape), dtype, address
        self.array, self.original = array, original
        self.written = False

    @property
    def nbytes(self):
        n = 1
        for d in self.shape:
            n *= d
        return n * self.dtype.bits // 8

    def __repr__(self):
        return f"<gm tensor {self.name} {self.shape} {self.dtype.name}>"


class Session:
    """One kernel call: the model machine, the tiles declared so far and the recording."""

    def __init__(self, config, mode, auto_mutex):
        self.config, self.mode, self.auto_mutex = config, mode, auto_mutex
        self.machine = _core.Ascend950Machine(config, mode)
        self.recording = Recording("ascend950", config)
        self.gm_next = 0
        self.counts = {}
        self.last_mad_acc = None  # the Acc tile of the last matmul (the PIPE_M barrier rule)

    def name(self, stem):
        n = self.counts.get(stem, 0)
        self.counts[stem] = n + 1
        return f"{stem}{n}"

    def _position(self):
        frame = caller_frame()
        return (frame.f_code.co_filename, frame.f_lineno) if frame else ("<kernel>", 0)

    def declare(self, line):
        file, line_no = self._position()
        try:
            self.machine.declare(line, file, line_no)
        except (_core.DiagnosticError, _core.TraceError) as e:
            raise KernelError(str(e), self._last()) from None
        self.recording.lines.append(line)

    def _last(self):
        diagnostics = self.machine.diagnostics()
        return diagnostics[-1] if diagnostics else None

    def issue(self, mnemonic, operands):
        line = " ".join([mnemonic] + [f"{k}={v}" for k, v in operands])
        file, line_no = self._position()
        before = len(self.machine.diagnostics())
        try:
            self.machine.execute(line, file, line_no)
        except _core.DiagnosticError as e:
            raise KernelError(str(e), self._last()) from None
        except _core.TraceError as e:
            raise KernelError(str(e)) from None
        self.recording.lines.append(line)
        for d in self.machine.diagnostics()[before:]:
            if d["severity"] != "error":
                warnings.warn_explicit(d["text"], RuntimeWarning, file, line_no)

    # ---- GM tensors and tiles ----

    def gm_tensor(self, name, annotation, value):
        array, framework = _to_numpy(value)
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
        self.machine.load(name, tensor.array.tobytes())
        self.recording.inputs[name] = tensor.array.copy()
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
                         f"shape=[{type_.shape[0]}, {type_.shape[1]}] dtype={type_.dtype.trace} layout={type_.layout.name}")
            tiles.append(tile)
        return TileGroup(tiles)


def make_tile_group(type, addrs, mutex_ids=None, depth=None):  # noqa: A002 (pypto's keyword)
    """pl.make_tile_group(type=pl.TileType(...), addrs=0x0 or [a0, a1], mutex_ids=[...], depth=N)."""
    if not isinstance(type, TileType):
        raise KernelError(f"{caller()}: make_tile_group type {type!r}; expected a pl.TileType")
    return current().tile_group(type, addrs, mutex_ids, depth)


def _to_numpy(value):
    if isinstance(value, np.ndarray):
        return value, "numpy"
    try:
        import torch  # optional
    except ImportError:
        return None, None
    if isinstance(value, torch.Tensor):
        if value.device.type != "cpu":
            raise KernelError(f"a {value.device} torch tensor; expected a CPU tensor (the model runs on the host)")
        t = value.detach()
        if t.dtype == torch.bfloat16:
            import ml_dtypes
            return t.view(torch.int16).numpy().view(ml_dtypes.bfloat16), "torch"
        if t.dtype.itemsize == 1 and t.dtype not in (torch.uint8, torch.int8, torch.bool):
            return t.view(torch.uint8).numpy(), "torch"  # float8 tensors travel as their bytes
        return t.numpy(), "torch"
    return None, None


def _write_back(tensor, raw):
    value, framework = tensor.original
    data = np.frombuffer(raw, dtype=np.uint8)
    if framework == "numpy":
        view = value.reshape(-1).view(np.uint8) if value.flags.c_contiguous else None
        if view is None:
            value[...] = data.view(value.dtype).reshape(value.shape)
        else:
            view[...] = data
    else:
        import torch
        # copy bits, never values: view both sides as same-width integers
        ints = {1: (torch.uint8, np.uint8), 2: (torch.int16, np.int16), 4: (torch.int32, np.int32),
                8: (torch.int64, np.int64)}[value.element_size()]
        value.view(ints[0]).copy_(torch.from_numpy(data.view(ints[1]).reshape(tuple(value.shape)).copy()))


class Kernel:
    """A @pl.jit kernel. Calling it runs it on the model. Options: config ("ascend950pr", default,
    or "ascend950dt"), mode ("strict": stop at the first rule error; "hardware": continue and
    compute what silicon would; MXSIM_MODE sets the default), auto_mutex (pypto's)."""

    def __init__(self, fn, auto_mutex=False, config=None, mode=None):
        self.fn, self.auto_mutex, self.config, self.mode = fn, auto_mutex, config, mode
        self.recording, self.diagnostics, self.queue_counts = None, [], {}
        self.__name__ = getattr(fn, "__name__", "kernel")
        self.__doc__ = getattr(fn, "__doc__", None)

    def __call__(self, *args, **kwargs):
        mode = self.mode or os.environ.get("MXSIM_MODE", "strict")
        session = Session(self.config or "ascend950pr", mode, self.auto_mutex)
        signature = inspect.signature(self.fn, eval_str=True)
        bound = signature.bind(*args, **kwargs)
        previous = getattr(_local, "session", None)
        _local.session = session
        tensors = []
        try:
            call = {}
            for name, value in bound.arguments.items():
                annotation = signature.parameters[name].annotation
                if isinstance(annotation, TensorType):
                    call[name] = session.gm_tensor(name, annotation, value)
                    tensors.append(call[name])
                else:
                    call[name] = value
            self.fn(**call)
            try:
                session.machine.finish()
            except _core.DiagnosticError as e:
                raise KernelError(str(e), session._last()) from None
        finally:
            _local.session = previous
            self.recording = session.recording
            self.diagnostics = session.machine.diagnostics()
            self.queue_counts = session.machine.queue_counts()
        for tensor in tensors:
            if tensor.written:
                raw = session.machine.contents(tensor.name)
                _write_back(tensor, raw)
                self.recording.outputs[tensor.name] = np.frombuffer(raw, dtype=tensor.array.dtype).reshape(
                    tensor.array.shape).copy()
        return None


def jit(fn=None, *, auto_mutex=False, config=None, mode=None, **options):
    """@pl.jit / @pl.jit(auto_mutex=True) / @pl.jit(mode="hardware", config="ascend950dt")."""

    def wrap(f):
        return Kernel(f, auto_mutex=auto_mutex, config=config, mode=mode)

    return wrap(fn) if fn is not None else wrap
