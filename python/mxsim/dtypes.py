"""numpy / ml_dtypes interop: which array dtype holds which format."""
from __future__ import annotations

import numpy as np

from .errors import ArgumentError
from .registry import FormatInfo, format_info, formats

try:
    import ml_dtypes  # noqa: F401  (importing it registers its dtype names with numpy)
except ImportError:  # ml_dtypes is a declared dependency; keep the core usable without it
    pass


def ml_dtype(info: FormatInfo):
    """The ml_dtypes (or numpy) dtype for a format, or None where neither has it. The table's
    ml_dtypes column holds numpy's names for FP16/32/64 and ml_dtypes' for the rest, which numpy
    resolves once ml_dtypes is imported."""
    if not info.ml_dtypes:
        return None
    try:
        return np.dtype(info.ml_dtypes)
    except TypeError:
        return None


def storage_dtype(info: FormatInfo) -> np.dtype:
    for bits, dtype in ((8, np.uint8), (16, np.uint16), (32, np.uint32)):
        if info.bits <= bits:
            return np.dtype(dtype)
    return np.dtype(np.uint64)


def source_format(array: np.ndarray) -> str:
    """The table format an input array holds: float16/32/64, or any ml_dtypes type of the table."""
    for info in formats.values():
        dtype = ml_dtype(info)
        # compare only real dtypes: numpy reads None as float64, so `None == float64 dtype` holds
        if dtype is not None and dtype == array.dtype:
            return info.name
    if array.dtype.kind in "iub":
        return "fp64"  # integers and booleans are exact in FP64 up to 2^53; larger ones are rejected
    known = ", ".join(str(dtype) for dtype in (ml_dtype(info) for info in formats.values()) if dtype is not None)
    raise ArgumentError(f"unsupported input dtype {array.dtype}; expected an integer type or one of: {known}")


def as_source_bits(array: np.ndarray) -> tuple[str, np.ndarray]:
    """(format name, contiguous unsigned view of the encodings) for an input array."""
    array = np.asarray(array)
    if not array.dtype.isnative:
        array = array.astype(array.dtype.newbyteorder("="))
    fmt = source_format(array)
    if array.dtype.kind in "iub":
        # Compare as integers: 2^53 + 1 would round to 2^53 on its way to float64.
        if array.dtype.kind != "b" and array.size and (int(array.max()) > 2**53 or int(array.min()) < -(2**53)):
            raise ArgumentError("integer input exceeds 2^53 and cannot be taken exactly; convert it explicitly first")
        array = array.astype(np.float64)
    info = format_info(fmt)
    return fmt, np.ascontiguousarray(array).view(storage_dtype(info))


def as_code_bits(info: FormatInfo, bits) -> np.ndarray:
    """Unsigned encodings of `info` from an unsigned array or a matching ml_dtypes array."""
    array = np.asarray(bits)
    native = ml_dtype(info)
    if native is not None and array.dtype == native:
        return np.ascontiguousarray(array).view(storage_dtype(info))
    if array.dtype.kind not in "iu":
        raise ArgumentError(
            f"decode({info.name}): got a {array.dtype} array; expected unsigned encodings"
            + (f" or {native}" if native is not None else "")
        )
    if array.size and (array.min() < 0 or int(array.max()) >= (1 << info.bits)):
        bad = int(np.flatnonzero((array < 0) | (array >= (1 << info.bits)))[0])
        raise ArgumentError(
            f"decode({info.name}): encoding {array.flat[bad]} at flat index {bad} does not fit {info.bits} bits"
        )
    return np.ascontiguousarray(array.astype(storage_dtype(info), copy=False))

