"""Kernel invocation: `nki.jit` wraps a kernel; calling it with numpy arrays (or CPU torch
tensors) traces the kernel on the Trainium3 model, executing each instruction as it is recorded,
and returns numpy arrays (torch tensors for torch inputs). The recorded Program is
`kernel.recording`, which `.save("name.mxt")` writes with its payloads (`name.npz`)."""
from __future__ import annotations

import inspect
import math
import os
import weakref

import numpy as np

from .. import _core
from ..errors import KernelError
from ..frontend.arrays import TORCH, to_caller, to_host, write_back
from ..frontend.configs import default_config
from ..frontend.jit import JitKernel, check_options
from ..frontend.kernel_line import caller, kernel_position
from ..frontend.session import Session
from .dtypes import dtype_bytes, dtype_name, from_numpy, to_numpy
from .tensor import NkiTensor, Storage


def current() -> "Trn3Session":
    session = Trn3Session.current()
    if session is None:
        raise KernelError(f"{caller()}: nki.language/nki.isa used outside a kernel call; "
                          f"expected inside an @nki.jit kernel")
    return session


class _Allocator:
    """First-fit allocation of byte ranges; a tensor's range is freed when the kernel drops its
    last reference (the NKI compiler reuses memory by liveness; this is the eager equivalent)."""

    def __init__(self, size, align):
        self.size, self.align, self.used = size, align, []  # sorted (start, end)

    def take(self, nbytes):
        nbytes = -(-nbytes // self.align) * self.align
        start = 0
        for s, e in self.used:
            if s - start >= nbytes:
                break
            start = max(start, e)
        if start + nbytes > self.size:
            return None
        self.used.append((start, start + nbytes))
        self.used.sort()
        return start

    def give(self, start):
        self.used = [(s, e) for s, e in self.used if s != start]


class Trn3Session(Session):
    """One kernel call on the Trainium3 model: allocators for SBUF, PSUM and HBM, and tensor names."""

    def __init__(self, config, mode):
        super().__init__(_core.Trn3Machine(config, mode), "trn3", config)
        info = {c["name"]: c for c in _core.trn3_configs()}[config]
        self.limits = info
        self.sbuf = _Allocator(info["sbuf_partition_bytes"], 64)
        self.psum = _Allocator(info["psum_partition_bytes"], info["psum_bank_bytes"])
        self.hbm_next = 0
        self.counter = 0
        self.names = set()

    def _name(self, wanted):
        base = wanted or "t"
        name = base if wanted and wanted not in self.names else f"{base}{self.counter}"
        while name in self.names:
            self.counter += 1
            name = f"{base}{self.counter}"
        self.counter += 1
        self.names.add(name)
        return name

    def declare_storage(self, storage):
        s = storage
        line = f"buffer {s.name} {s.space} address={hex(s.address)}"
        if s.on_chip:
            line += f" partition={s.partition}"
        line += f" shape=[{', '.join(str(d) for d in s.shape)}] dtype={s.dtype}"
        self.declare(line)

    def allocate(self, shape, dtype, buffer, name, address):
        try:
            dtype = dtype_name(dtype)
        except ValueError as e:
            raise KernelError(f"{caller()}: {e}") from None
        shape = tuple(int(d) for d in (shape if isinstance(shape, (tuple, list)) else (shape,)))
        if not shape or any(d < 1 for d in shape):
            raise KernelError(f"{caller()}: nl.ndarray shape {shape}; expected positive dimensions")
        if buffer not in ("sbuf", "psum", "hbm", "shared_hbm", "private_hbm"):
            raise KernelError(f"{caller()}: nl.ndarray buffer={buffer!r}; expected nl.sbuf, nl.psum, nl.hbm or nl.shared_hbm")
        nbytes = dtype_bytes(dtype)
        if buffer in ("sbuf", "psum"):
            if len(shape) < 2:
                raise KernelError(f"{caller()}: on-chip tensor of shape {shape}; expected [partitions, free...]")
            if shape[0] > self.limits["partitions"]:
                raise KernelError(f"{caller()}: partition dimension {shape[0]} exceeds maximum {self.limits['partitions']}")
            per_partition = math.prod(shape[1:]) * nbytes
            allocator = self.sbuf if buffer == "sbuf" else self.psum
            if address is not None:
                partition, free = int(address[0]), int(address[1]) * nbytes
                owned = False
            else:
                partition, free = 0, allocator.take(per_partition)
                owned = True
                if free is None:
                    raise KernelError(f"{caller()}: {buffer} is full: no room for {per_partition} bytes per partition "
                                      f"({allocator.size} per partition in all)")
            storage = Storage(self._name(name), buffer, shape, dtype, free, partition)
            if owned:
                weakref.finalize(storage, allocator.give, free)
        else:
            size = math.prod(shape) * nbytes
            storage = Storage(self._name(name), buffer, shape, dtype, self.hbm_next)
            self.hbm_next += -(-size // 64) * 64
        self.declare_storage(storage)
        return NkiTensor.whole(storage)

    def issue(self, mnemonic, operands):
        line = " ".join([mnemonic] + operands)
        position = kernel_position()
        if mnemonic in ("nc_matmul", "nc_matmul_mx") and not any(o.startswith("accumulate=") for o in operands):
            # accumulate=None: the first matmul into a PSUM tensor overwrites, later ones add. The
            # recording says which, so a replay does not depend on how PSUM bytes were reused.
            with self.model_errors():
                state = self.machine.accumulate_state(line, *position)
            if state != "mixed":
                line += " accumulate=" + ("True" if state == "all" else "False")
        from .isa import NkiInstruction
        return NkiInstruction(self.issue_line(line, position), line)


class Kernel(JitKernel):
    """An @nki.jit kernel. Calling it with numpy arrays or CPU torch tensors runs it on the model.
    Options: config ("trn3", "trn3_sdk230", "trn2"; NKI's platform_target and
    NEURON_PLATFORM_TARGET_OVERRIDE map to these) and mode ("strict": stop at the first rule error;
    "hardware": continue and compute what silicon would; MXSIM_MODE sets the default)."""

    def _config(self):
        if self.config:
            return self.config
        target = os.environ.get("NEURON_PLATFORM_TARGET_OVERRIDE", default_config("trn3"))
        return {"trn3": "trn3", "gen4": "trn3", "trn2": "trn2", "gen3": "trn2"}.get(target, target)

    def __getitem__(self, grid):  # kernel[lnc](...): one logical core is modelled
        return self

    def __call__(self, *args, **kwargs):
        session = Trn3Session(self._config(), self.run_mode())
        names = list(inspect.signature(self.fn).parameters)
        framework = None
        inputs = []  # (caller's array, its framework, storage, bytes before the run)

        def convert(name, value):
            nonlocal framework
            array, kind = to_host(value, f"kernel argument '{name}'")
            if array is None:
                return value
            framework = TORCH if TORCH in (framework, kind) else kind
            array = np.ascontiguousarray(array)
            storage = Storage(session._name(name), "hbm", array.shape or (1,), from_numpy(array.dtype),
                              session.hbm_next)
            session.hbm_next += -(-max(array.nbytes, 1) // 64) * 64
            session.declare_storage(storage)
            session.load(storage.name, array)
            inputs.append((value, kind, storage, array.tobytes()))
            return NkiTensor.whole(storage)

        with self.running(session):
            call_args = [convert(names[i] if i < len(names) else f"arg{i}", a) for i, a in enumerate(args)]
            call_kwargs = {k: convert(k, v) for k, v in kwargs.items()}
            result = self.fn(*call_args, **call_kwargs)
        # a kernel may write its HBM inputs (NKI's mutable arguments): what it changed goes back into
        # the caller's array or tensor, bit for bit, and the recording expects it there
        for original, kind, storage, before in inputs:
            raw = session.machine.contents(storage.name)
            if raw != before:
                write_back(original, kind, raw)
                session.recording.outputs[storage.name] = np.frombuffer(raw, dtype=to_numpy(storage.dtype)).reshape(
                    storage.shape).copy()
        outputs = result if isinstance(result, (tuple, list)) else (result,)
        arrays = []
        for out in outputs:
            if not isinstance(out, NkiTensor):
                arrays.append(out)
                continue
            if out.storage.space != "shared_hbm":
                raise KernelError(f"kernel {self.__name__} returns {out.storage.name} in {out.storage.space}; "
                                  f"expected a tensor allocated with buffer=nl.shared_hbm")
            raw = session.machine.contents(out.storage.name)
            array = np.frombuffer(raw, dtype=to_numpy(out.storage.dtype)).reshape(out.storage.shape).copy()
            session.recording.outputs[out.storage.name] = array
            arrays.append(array)
        arrays = [to_caller(a, framework) if isinstance(a, np.ndarray) else a for a in arrays]
        if isinstance(result, (tuple, list)):
            return type(result)(arrays)
        return arrays[0]


def jit(fn=None, *, config=None, mode=None, platform_target=None, **unknown):
    """@nki.jit / @nki.jit(platform_target="trn3") / @nki.jit(mode="hardware")."""
    check_options(jit, "nki.jit", unknown)
    if platform_target is not None and config is None:
        config = {"trn3": "trn3", "trn2": "trn2"}.get(platform_target, platform_target)

    def wrap(f):
        return Kernel(f, config=config, mode=mode)

    return wrap(fn) if fn is not None else wrap


def simulate(kernel, mode=None, config=None):
    """nki.simulate(kernel)(*args): the same as calling the kernel (mxsim always simulates)."""
    k = kernel if isinstance(kernel, Kernel) else Kernel(kernel)
    return Kernel(k.fn, config=config or k.config, mode=mode or k.mode)
