"""mxsim.pypto: a pypto_pro.language-compatible front end for the Ascend 950 model.

Change a kernel's import to

    import mxsim.pypto as pl

and calling it with numpy arrays (or CPU torch tensors) runs it on the simulator: each operation
is recorded as the CCE instructions it lowers to (docs/targets/ascend950.md) and issued to its
pipe at once. Outputs are written into the arrays the kernel stores to; `kernel.recording.save(path)`
writes the trace with its payloads. Rule violations raise KernelError naming the kernel line
(strict mode) or are collected in `kernel.diagnostics` (mode="hardware").
"""
from ..kernel_errors import KernelError
from .dtypes import (DT_BF16, DT_FP4E1M2, DT_FP4E2M1, DT_FP8E4M3FN, DT_FP8E5M2, DT_FP8E8M0, DT_FP16, DT_FP32, DT_INT8,
                     DT_INT32, DT_UINT8, DataType)
from .kernel import DYNAMIC, Kernel, Tensor, jit, make_tile_group
from .ops import (AccPhase, Pipe, STPhase, load, matmul_mx, matmul_mx_acc, move, pipe_barrier, section_cube, set_flag,
                  store, wait_flag)
from .tiles import DN, ND, NN, NZ, ZN, ZZ, MemorySpace, Tile, TileGroup, TileType

__all__ = [
    "AccPhase", "DN", "DT_BF16", "DT_FP16", "DT_FP32", "DT_FP4E1M2", "DT_FP4E2M1", "DT_FP8E4M3FN", "DT_FP8E5M2",
    "DT_FP8E8M0", "DT_INT32", "DT_INT8", "DT_UINT8", "DYNAMIC", "DataType", "Kernel", "KernelError", "MemorySpace",
    "ND", "NN", "NZ", "Pipe", "STPhase", "Tensor", "Tile", "TileGroup", "TileType", "ZN", "ZZ", "jit", "load",
    "make_tile_group", "matmul_mx", "matmul_mx_acc", "move", "pipe_barrier", "section_cube", "set_flag", "store",
    "wait_flag",
]
