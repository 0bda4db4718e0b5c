"""mxsim: a bit-accurate, cycle-approximate simulator of microscaling (MX) matrix hardware.

Numerics API (numpy in, numpy out):
    mxsim.formats, mxsim.scale_rules, mxsim.rounding_modes, mxsim.overflow_policies,
    mxsim.nan_policies, mxsim.Flags
    mxsim.encode(fmt, x, ...), mxsim.decode(fmt, bits)
    mxsim.mx_quantize(x, elem=..., scale_rule=..., axis=..., block=...), mxsim.mx_dequantize(...)
    mxsim.pack_fp4 / pack_fp6 / pack_x4 / pair_scales and their inverses
    mxsim.presets, mxsim.dot(a, b, c, ...), mxsim.mx_matmul(...), mxsim.diff(expected, actual)
    mxsim.portability(a_codes, a_scales, b_codes, b_scales, ...): one MX GEMM under every preset

Targets: mxsim.run("trace.mxt") replays a recorded trace (timing=True: on the timing model too);
mxsim.sweep("trace.mxt", [{...}, ...]) replays it time-only once per what-if point;
mxsim.export("trace.mxt", "nki", "pkg/") writes it as a device package (kernel source, runner, manifest); mxsim.nki runs
NKI kernels (Trainium3), mxsim.pypto pypto kernels (Ascend 950), mxsim.amdgpu CDNA4 assembly (MI355X).

Errors: every mxsim exception is an mxsim.Error (mxsim.errors has the hierarchy).
"""
from . import _core
from .accumulate import PresetInfo, dot, preset_info, presets
from .conversion import decode, encode, scaled_decode, scaled_encode
from .diff import DiffReport, diff
from .errors import (
    ArgumentError,
    DiagnosticError,
    Error,
    KernelDiagnosticError,
    KernelError,
    KernelTraceError,
    TraceError,
)
from .exporters import ExportedPackage, export
from .matmul import mx_matmul
from .mx import BLOCKS, mx_dequantize, mx_quantize
from .packing import pack_fp4, pack_fp6, pack_x4, pair_scales, unpack_fp4, unpack_fp6, unpack_x4, unpair_scales
from .portability import PortabilityReport, portability
from .registry import (
    Flags,
    FormatInfo,
    ScaleRuleInfo,
    describe_flags,
    format_info,
    formats,
    nan_policies,
    overflow_policies,
    rounding_modes,
    scale_rules,
)
from .run import RunResult, run
from .sweep import SweepPoint, sweep

__version__ = "0.1.0"

set_thread_count = _core.set_thread_count
thread_count = _core.thread_count
# Packed operands remembered by content (a tiled kernel's reloaded tiles are decoded once): the
# budget in bytes (64 MiB by default; 0 turns the cache off and empties it) and what it holds
# ({"entries", "bytes", "hits", "misses"}). docs/performance.md says when it pays.
packed_operand_cache_bytes = _core.packed_operand_cache_bytes
set_packed_operand_cache_bytes = _core.set_packed_operand_cache_bytes
packed_operand_cache_stats = _core.packed_operand_cache_stats
# The vector ISA the numerics kernels use ("avx512", "avx2" or "portable"; MXSIM_ISA picks one):
# every ISA gives the same bits, only the speed differs.
isa = _core.isa
host_isas = _core.host_isas
set_isa = _core.set_isa

__all__ = [
    "ArgumentError", "Error", "KernelError", "KernelDiagnosticError", "KernelTraceError", "TraceError",
    "BLOCKS", "DiagnosticError", "RunResult", "run", "SweepPoint", "sweep", "DiffReport", "Flags", "PresetInfo", "diff", "dot", "preset_info", "presets", "FormatInfo", "ScaleRuleInfo", "decode", "describe_flags", "encode", "format_info", "formats",
    "mx_dequantize", "mx_matmul", "scaled_decode", "scaled_encode", "mx_quantize", "nan_policies", "overflow_policies", "pack_fp4", "pack_fp6", "pack_x4",
    "pair_scales", "rounding_modes", "scale_rules", "set_thread_count", "thread_count", "packed_operand_cache_bytes",
    "set_packed_operand_cache_bytes", "packed_operand_cache_stats", "isa", "host_isas", "set_isa", "unpack_fp4",
    "unpack_fp6", "unpack_x4", "unpair_scales", "PortabilityReport", "portability",
    "ExportedPackage", "export",
]
