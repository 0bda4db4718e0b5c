"""mxsim.pypto: a pypto_pro.language-compatible front end for the Ascend 950 model.

Change a kernel's import to

    import mxsim.pypto as pl

and calling it with numpy arrays (or CPU torch tensors) runs it on the simulator: each operation
is recorded as the CCE instructions it lowers to (docs/targets/ascend950.md) and issued to its
pipe at once. Outputs are written into the arrays the kernel stores to; `kernel.recording.save(path)`
writes the trace with its payloads. Rule violations raise KernelError naming the kernel line
(strict mode) or are collected in `kernel.diagnostics` (mode="hardware").
"""
from types import SimpleNamespace as _SimpleNamespace

from ..errors import KernelError
from . import dtypes as _dtypes, system
from .dtypes import DataType
from .kernel import (
                     DYNAMIC,
                     Kernel,
                     Tensor,
                     get_block_idx,
                     get_block_num,
                     get_subblock_idx,
                     get_subblock_num,
                     jit,
                     make_tile_group,
)
from .ops import (
                     AccPhase,
                     AtomicType,
                     Pipe,
                     ReluPreMode,
                     STPhase,
                     load,
                     load_tile,
                     make_tensor,
                     matmul_mx,
                     matmul_mx_acc,
                     move,
                     pipe_barrier,
                     set_flag,
                     set_stride,
                     set_validshape,
                     store,
                     store_tile,
                     wait_flag,
)
from .scalars import max, min, range  # noqa: A004 (pypto's names)
from .system import CrossCoreSyncMode, PipeType
from .tiles import DN, ND, NN, NZ, ZN, ZZ, MemorySpace, TensorLayout, Tile, TileGroup, TileType
from .vector import (
                     AccToVecMode,
                     RoundMode,
                     SaturationFlagMode,
                     cast,
                     insert,
                     section_cube,
                     section_vector,
                     set_saturation_flag,
)

# pl.mutex: pypto's shorthand namespace for the two mutex calls of pl.system
mutex = _SimpleNamespace(mutex_lock=system.mutex_lock, mutex_unlock=system.mutex_unlock)

# pl.DT_*: one per row of the model's dtype table
globals().update({dtype.name: dtype for dtype in _dtypes.ALL})

__all__ = [
    "AccPhase", "AccToVecMode", "AtomicType", "CrossCoreSyncMode", "RoundMode", "SaturationFlagMode", "cast",
    "insert", "section_vector", "set_saturation_flag", "DN", "DYNAMIC", "DataType", "Kernel", "KernelError", "MemorySpace", "ND", "NN", "NZ",
    "Pipe", "PipeType", "ReluPreMode", "STPhase", "Tensor", "TensorLayout", "Tile", "TileGroup", "TileType", "ZN",
    "ZZ", "get_block_idx", "get_block_num", "get_subblock_idx", "get_subblock_num", "jit", "load", "load_tile", "make_tensor", "make_tile_group", "matmul_mx", "matmul_mx_acc", "max", "min",
    "move", "mutex", "pipe_barrier", "range", "section_cube", "set_flag", "set_stride", "set_validshape", "store",
    "store_tile", "system", "wait_flag",
] + [dtype.name for dtype in _dtypes.ALL]
