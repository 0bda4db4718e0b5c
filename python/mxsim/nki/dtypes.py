"""NKI dtypes: strings, as in nki.language (DType = str), with their sizes from the model's table
(isa/trn3/dtypes.def) and the numpy dtypes host arrays use."""
from __future__ import annotations

import numpy as np

from .. import _core
from ..buffer_dtypes import buffer_dtype, host_dtype
from ..errors import ArgumentError

_TABLE = {row["name"]: row for row in _core.trn3_dtypes()}
NAMES = tuple(_TABLE)

# host numpy dtype -> NKI dtype; x4 data travels as unsigned words (to_numpy) and is re-viewed
_FROM_NUMPY = {host_dtype(name): name for name, row in _TABLE.items()
               if row["kind"] != "x4" and host_dtype(name) is not None}
_TO_NUMPY = {name: buffer_dtype(name) for name in _TABLE}


def dtype_name(dtype) -> str:
    if isinstance(dtype, str) and dtype in _TABLE:
        return dtype
    try:
        return _FROM_NUMPY[np.dtype(dtype)]
    except (TypeError, KeyError):
        pass
    raise ArgumentError(f"unknown dtype {dtype!r}; expected one of: {', '.join(NAMES)}")


def dtype_bytes(name: str) -> int:
    return _TABLE[name]["bytes"]


def from_numpy(dtype) -> str:
    try:
        return _FROM_NUMPY[np.dtype(dtype)]
    except KeyError:
        raise ArgumentError(f"host arrays of dtype {np.dtype(dtype)} have no NKI dtype; expected one of: "
                         f"{', '.join(str(d) for d in _FROM_NUMPY)}") from None


def to_numpy(name: str) -> np.dtype:
    return _TO_NUMPY[name]
