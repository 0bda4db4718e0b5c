"""Element conversions: encode (round and pack) and decode (exact values), numpy in and out."""
from __future__ import annotations

import numpy as np

from . import _core
from .arguments import checked_arguments
from .dtypes import as_code_bits, as_source_bits, ml_dtype
from .errors import ArgumentError
from .registry import Flags, _known, format_info, nan_policies, overflow_policies, rounding_modes


@checked_arguments
def encode(fmt, x, rounding=None, overflow=None, nan=None, seed=0, out="bits", return_flags=False):
    """Round `x` to format `fmt` and return its encodings.

    x: float16/32/64, integer, or ml_dtypes array (bfloat16, float8_*, ...); its exact values are
       rounded once (no narrowing through a host float).
    rounding: one of mxsim.rounding_modes (default: the format's, e.g. nearest_even; hif8 nearest_away).
    overflow: one of mxsim.overflow_policies; nan: one of mxsim.nan_policies (defaults per format).
    seed: for rounding="stochastic"; element i uses splitmix64(seed, i), whatever the thread count.
    out: "bits" (uint8/16/32/64 encodings, one per element) or "ml_dtypes" (the matching ml_dtypes
         or numpy float array, where one exists).
    Returns the array, or (array, mxsim.Flags) with return_flags=True.
    """
    info = format_info(fmt)
    if out not in ("bits", "ml_dtypes"):
        raise ArgumentError(f"encode: out='{out}'; expected 'bits' or 'ml_dtypes'")
    rounding = _known("rounding mode", rounding, rounding_modes) if rounding is not None else ""
    overflow = _known("overflow policy", overflow, overflow_policies) if overflow is not None else ""
    nan = _known("NaN policy", nan, nan_policies) if nan is not None else ""
    array = np.asarray(x)
    source, bits = as_source_bits(array)
    if isinstance(seed, (bool, np.bool_)) or not isinstance(seed, (int, np.integer)) or not 0 <= int(seed) < 2**64:
        raise ArgumentError(f"encode: seed {seed!r}; expected an integer in [0, 2^64)")
    result, flags = _core.encode(info.name, source, bits.reshape(-1), rounding, overflow, nan, int(seed))
    result = result.reshape(array.shape)
    if out == "ml_dtypes":
        native = ml_dtype(info)
        if native is None:
            raise ArgumentError(f"encode: ml_dtypes has no dtype for {info.name}; use out='bits'")
        result = result.view(native)
    return (result, Flags(flags)) if return_flags else result


@checked_arguments
def decode(fmt, bits, dtype=np.float32):
    """Exact values of encodings `bits` (unsigned integers, or a matching ml_dtypes array).

    dtype float32 is exact for every format up to FP32 (all of them are subsets of FP32);
    float64 is exact for every format.
    """
    info = format_info(fmt)
    dtype = np.dtype(dtype)
    if dtype not in (np.dtype(np.float32), np.dtype(np.float64)):
        raise ArgumentError(f"decode: dtype {dtype}; expected float32 or float64")
    array = np.asarray(bits)
    codes = as_code_bits(info, array)
    values = _core.decode(info.name, codes.reshape(-1), "fp32" if dtype == np.float32 else "fp64")
    return values.reshape(array.shape)


@checked_arguments
def scaled_encode(fmt, x, scales, rounding=None, overflow=None, nan=None, return_flags=False):
    """Codes of x / 2^(scale - 127) in `fmt`, rounded once: the scaled down-conversion of CDNA4's
    v_cvt_scalef32_pk_* and MLIR arith.scaling_truncf. x: FP32 values (float32 array, or its bits as
    uint32); scales: E8M0 bytes broadcast against x (0xFF, NaN, makes the value NaN)."""
    info = format_info(fmt)
    x = np.asarray(x)
    bits = x.view(np.uint32) if x.dtype == np.float32 else np.asarray(x, dtype=np.uint32)
    scales = np.broadcast_to(np.asarray(scales, dtype=np.uint8), bits.shape)
    codes, flags = _core.scaled_encode(info.name, np.ascontiguousarray(bits).reshape(-1),
                                       np.ascontiguousarray(scales).reshape(-1), rounding or info.default_rounding,
                                       overflow or info.default_overflow, nan or info.default_nan)
    codes = codes.reshape(bits.shape)
    return (codes, Flags(flags)) if return_flags else codes


@checked_arguments
def scaled_decode(fmt, codes, scales):
    """FP32 values of code * 2^(scale - 127), rounded once to nearest even (the scaled
    up-conversion of v_cvt_scalef32_pk_f32_* and arith.scaling_extf); scales broadcast."""
    info = format_info(fmt)
    codes = np.asarray(codes)
    scales = np.broadcast_to(np.asarray(scales, dtype=np.uint8), codes.shape)
    storage = np.uint8 if info.bits <= 8 else np.uint16 if info.bits <= 16 else np.uint32
    out = _core.scaled_decode(info.name, np.ascontiguousarray(codes, dtype=storage).reshape(-1),
                              np.ascontiguousarray(scales).reshape(-1))
    return out.reshape(codes.shape).view(np.float32)
