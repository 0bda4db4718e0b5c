"""Kernel invocation for mxsim.pypto: `@pl.jit` wraps a kernel; calling it with numpy arrays (or
CPU torch tensors) runs it on the Ascend 950 model, each pypto operation recorded as the CCE
instructions it lowers to and issued to its pipe at once. Outputs are written back into the
arrays the kernel stored to. The recorded Program is `kernel.recording`.

Multi-core launch, pypto_pro's bracket syntax: `kernel[block_dim](...)` or
`kernel[stream, block_dim](...)` runs the body once per block, block b on AI Core b mod the
configuration's core count, with `pl.get_block_idx()` = b and `pl.get_block_num()` = block_dim.
The cores share GM and nothing else: each block's tiles are its core's (`core=K` in the trace,
K > 0), its instructions queue on that core's pipes. A core takes its next block once the one
before has finished on every pipe (a pipe_barrier(PIPE_ALL) on each of its units in the trace).

Each block runs on its AI Core's three units (units.py): the body runs once for the cube side
(AIC) and once for each vector core (AIV0, AIV1, `aiv=J` in the trace), each run recording the
instructions of its own unit: the cube's (GM -> L1 loads, moves to L0, matmuls, FIXPIPE stores and
read-outs to UB) on the AIC, the vector cores' (UB loads and stores, casts, inserts into L1) on the
AIVs, and the synchronisation of the section it is in (`pl.section_cube()` / `pl.section_vector()`;
outside both, of the unit its pipe belongs to). On a vector core `get_subblock_idx()` is J and
`get_subblock_num()` 2, and `get_block_idx()` is 2b + J (Ascend C GetBlockIdx on a MIX kernel's
vector cores; an assumption pypto's docs do not pin); on the cube side 0, 1 and b."""
from __future__ import annotations

import inspect
import numbers
import threading

import numpy as np

from .. import _core
from ..errors import KernelError
from ..frontend.arrays import to_host, write_back
from ..frontend.configs import default_config
from ..frontend.jit import JitKernel, check_options
from ..frontend.kernel_line import caller, kernel_position
from ..frontend.session import Session
from . import dtypes as dt
from .tiles import MemorySpace, Tile, TileGroup, TileType, slot_addresses
from .units import AIC, UnitRuns

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


class _RunState:
    """What one run of the body (one unit's, units.py) keeps to itself: runs take turns mid-body."""

    def __init__(self):
        self.unit = AIC        # the unit this run records for
        self.section = None    # "aic" / "aiv" inside pl.section_cube() / pl.section_vector()
        self.counts = {}       # tile-name stem -> the next number
        self.last_mad_acc = None  # the Acc tile of the last matmul (the PIPE_M barrier rule)


def _per_run(field):
    return property(lambda self: getattr(self._run_state(), field),
                    lambda self, value: setattr(self._run_state(), field, value))


class Ascend950Session(Session):
    """One kernel call on the Ascend 950 model: GM placement, tile names and the state of the
    synchronisation rules pypto applies for the kernel."""

    def __init__(self, config, mode, auto_mutex):
        super().__init__(_core.Ascend950Machine(config, mode), "ascend950", config)
        self.mode, self.auto_mutex = mode, auto_mutex
        self.gm_next = 0
        self._runs = threading.local()  # each run's _RunState
        self.block, self.block_num, self.core = 0, 1, 0  # the block the body runs as, on this AI Core
        self.uses_vector = False  # the kernel has a vector side: its body runs on the vector cores too
        self.declared = set()     # buffer names declared (by whichever run reaches them first)
        self.vec_valid = {}       # Vec tile (AIV0's name) -> {vector core: valid extent}
        self.cross_sets = {}   # (core, unit, intra-block ID) -> sets not yet waited for (system.py)
        self.runs = None       # the block's UnitRuns
        self.saturate = {}     # (core, unit) -> CTRL[48], pl.set_saturation_flag(FLOAT, ...)

    unit, section, counts, last_mad_acc = (_per_run(f) for f in ("unit", "section", "counts", "last_mad_acc"))

    def _run_state(self):
        state = getattr(self._runs, "state", None)
        if state is None:
            state = self._runs.state = _RunState()
        return state

    @property
    def aiv(self):
        """The vector core this run records for (0, 1), or -1 on the cube side."""
        return self.unit - 1

    def name(self, stem):
        n = self.counts.get(stem, 0)
        self.counts[stem] = n + 1
        return f"{stem}{n}"

    def side_of(self, mnemonic, operands):
        """The side ("aic" / "aiv") an instruction runs on: its table row's, or for the synchronisation
        instructions the section's, else the side of the pipe they name (V and MTE3 are the vector
        cores')."""
        side = _SIDES.get(mnemonic)
        if side is None:
            side = _SIDES.update({r["mnemonic"]: r["side"] for r in _core.ascend950_instructions()}) or _SIDES[mnemonic]
        if side != "any":
            return side
        if self.section is not None:
            return self.section
        # a set_flag / wait_flag pair names both pipes: either being a vector core's makes both its
        named = dict(operands)
        pipes = {named.get("pipe", ""), named.get("tpipe", "")}
        return "aiv" if pipes & {"PIPE_V", "PIPE_MTE3"} else "aic"

    def issue(self, mnemonic, operands, side=None, position=None):
        """Issues the instruction when it runs on this run's unit (else the run skips it: another run
        of the body records it); `side` overrides side_of (the lock around an operation is the
        operation's side). Returns whether it did."""
        operands = list(operands)
        side = side or self.side_of(mnemonic, operands)
        self.uses_vector |= side == "aiv"
        if (side == "aiv") != (self.aiv >= 0):
            return False
        where = [("core", self.core)] if self.core else []  # core 0's lines stay as single-core traces write them
        if self.aiv >= 0:
            where.append(("aiv", self.aiv))
        self.issue_line(" ".join([mnemonic] + [f"{k}={v}" for k, v in operands + where]), position)
        return True

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
        vec = type_.memory is MemorySpace.Vec
        self.uses_vector |= vec
        for address, mutex in zip(addresses, ids):
            base = self.name(type_.memory.value + "_")
            # a Vec tile is one buffer in each vector core's UB: base (AIV0's) and base_aiv1
            names = (base, base + "_aiv1") if vec else (base,)
            tile = Tile(type_, address, mutex, names[max(self.aiv, 0)] if vec else base)
            tile.unit_names = names
            if vec:
                tile.shared_valid, tile.run_aiv = self.vec_valid.setdefault(base, {}), lambda: self.aiv
            if base not in self.declared:  # the first run to reach a tile declares it for every unit
                self.declared.add(base)
                for j, name in enumerate(names):
                    self.declare(f"buffer {name} {type_.memory.value} address={address:#x} "
                                 f"shape=[{type_.shape[0]}, {type_.shape[1]}] dtype={type_.dtype.trace} "
                                 f"layout={type_.layout.name}" + (f" core={self.core}" if self.core else "")
                                 + (f" aiv={j}" if vec else ""))
            tiles.append(tile)
        return TileGroup(tiles)


_SIDES = {}  # mnemonic -> its table row's side, read once


def runs_on(side_of):
    """Decorates a pypto operation with the side it runs on, `side_of(*args, **kwargs)` ("aic" or
    "aiv"): a run of the body for the other side skips it whole (its checks too: a section's code
    is not part of the other side's binary), and one inside the other side's section is an error."""
    import functools

    def wrap(op):
        @functools.wraps(op)
        def run(*args, **kwargs):
            session = current()
            side = side_of(*args, **kwargs)
            if session.section is not None and session.section != side:
                where = "pl.section_cube()" if session.section == "aic" else "pl.section_vector()"
                core = "a vector core" if side == "aiv" else "the cube side"
                raise KernelError(f"{caller()}: pl.{op.__name__} runs on {core}; expected it outside {where}")
            if side == "aiv":
                session.uses_vector = True
            if (side == "aiv") != (session.aiv >= 0):
                return None
            return op(*args, **kwargs)
        return run
    return wrap


def get_block_idx():
    """pl.get_block_idx(): the block the body runs as (0..block_dim - 1) on the cube side; on vector
    core J of block b, 2b + J (Ascend C GetBlockIdx on a MIX kernel's vector cores)."""
    session = current()
    return session.block if session.aiv < 0 else 2 * session.block + session.aiv


def get_block_num():
    """pl.get_block_num(): the launch's block_dim (kernel[block_dim]; 1 for a plain call)."""
    return current().block_num


def get_subblock_idx():
    """pl.get_subblock_idx(): the vector core the body runs on (0 or 1); 0 on the cube side."""
    return max(current().aiv, 0)


def get_subblock_num():
    """pl.get_subblock_num(): 2 on a vector core (its AI Core's two), 1 on the cube side (pypto:
    1 on AIC binaries, the sub-block count on AIV ones)."""
    return 1 if current().aiv < 0 else 2


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

            launch = kernel_position()  # the kernel[n](...) line: the between-block barriers' line

            def run_unit(unit):
                session.unit, session.section, session.counts = unit, None, dict(block_counts)
                if session.block >= cores:
                    # the core's previous block has finished on every pipe of this unit before this one starts
                    session.issue("pipe_barrier", [("pipe", "PIPE_ALL")], side="aic" if unit == AIC else "aiv",
                                  position=launch)
                session.last_mad_acc = None
                self.fn(**call)

            block_counts = {}  # tile names go on numbering across blocks; every unit's run numbers alike
            for block in range(block_dim):
                session.block, session.core = block, block % cores
                session.runs = UnitRuns(session)
                ends = {}

                def run_and_keep(unit):
                    run_unit(unit)
                    ends[unit] = session.counts

                session.runs.run(run_and_keep)
                block_counts = ends.get(AIC, block_counts)
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
