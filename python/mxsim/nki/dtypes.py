"""NKI dtypes: strings, as in nki.language (DType = str), with their sizes from the model's table
(isa/trn3/dtypes.def) and the numpy dtypes host arrays use."""
from __future__ import annotations

import numpy as np
import ml_dtypes

from .. import _core

_TABLE = {row["name"]: row for row in _core.trn3_dtypes()}
NAMES = tuple(_TABLE)

# host numpy dtype -> NKI dtype; x4 data travels as uint32 (FP8) or uint8/uint16 (FP4) and is re-viewed
_FROM_NUMPY = {
    np.dtype(np.uint8): "uint8", np.dtype(np.int8): "int8", np.dtype(np.uint16): "uint16",
    np.dtype(np.int16): "int16", np.dtype(np.uint32): "uint32", np.dtype(np.int32): "int32",
    np.dtype(np.bool_): "bool_", np.dtype(np.float16): "float16", np.dtype(np.float32): "float32",
    np.dtype(ml_dtypes.bfloat16): "bfloat16", np.dtype(ml_dtypes.float8_e4m3fn): "float8_e4m3fn",
    np.dtype(ml_dtypes.float8_e5m2): "float8_e5m2", np.dtype(ml_dtypes.float8_e8m0fnu): "float8_e8m0fnu",
}
_TO_NUMPY = {v: k for k, v in _FROM_NUMPY.items()}
_TO_NUMPY.update({"float8_e4m3fn_x4": np.dtype(np.uint32), "float8_e5m2_x4": np.dtype(np.uint32),
                  "float4_e2m1fn_x4": np.dtype(np.uint16)})


def dtype_name(dtype) -> str:
    if isinstance(dtype, str) and dtype in _TABLE:
        return dtype
    try:
        return _FROM_NUMPY[np.dtype(dtype)]
    except (TypeError, KeyError):
        pass
    raise ValueError(f"unknown dtype {dtype!r}; expected one of: {', '.join(NAMES)}")


def dtype_bytes(name: str) -> int:
    return _TABLE[name]["bytes"]


def from_numpy(dtype) -> str:
    try:
        return _FROM_NUMPY[np.dtype(dtype)]
    except KeyError:
        raise ValueError(f"host arrays of dtype {np.dtype(dtype)} have no NKI dtype; expected one of: "
                         f"{', '.join(str(d) for d in _FROM_NUMPY)}") from None


def to_numpy(name: str) -> np.dtype:
    return _TO_NUMPY[name]
