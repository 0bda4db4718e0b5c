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


class PackedDType:
    """An MX x4 dtype as nki.language exposes it (nl.float8_e4m3fn_x4): equal to its name, and
    accepted by numpy (`np.zeros(shape, dtype=nl.float8_e4m3fn_x4)`) as the unsigned word that
    holds four elements, tagged with the NKI name in the dtype's metadata, so a host array made so
    enters a kernel as x4 data. numpy keeps the tag through copies and views; an array that lost
    it is plain uint32 / uint16 (re-view it with `.view(nl.float8_e4m3fn_x4.dtype)`). Compare with
    the NKI dtype on the left (`nl.float8_e5m2_x4 != array.dtype`): numpy's own comparison of two
    dtypes sees only the word."""

    def __init__(self, name):
        self.name = name
        self.dtype = np.dtype(_TO_NUMPY[name], metadata={"nki_dtype": name})

    def __eq__(self, other):
        if isinstance(other, PackedDType):
            return other.name == self.name
        if isinstance(other, str):
            return other == self.name
        if isinstance(other, np.dtype):
            return (other.metadata or {}).get("nki_dtype") == self.name
        return NotImplemented

    def __hash__(self):
        return hash(self.name)

    def __str__(self):
        return self.name

    def __repr__(self):
        return f"nl.{self.name}"


def exposed(name):
    """What nki.language names a dtype by: its name (numpy reads it through ml_dtypes), or a
    PackedDType for x4 data."""
    return PackedDType(name) if _TABLE[name]["kind"] == "x4" else name


def dtype_name(dtype) -> str:
    if isinstance(dtype, str) and dtype in _TABLE:
        return dtype
    if isinstance(dtype, PackedDType):
        return dtype.name
    tagged = getattr(dtype, "metadata", None) or {}
    if tagged.get("nki_dtype") in _TABLE:
        return tagged["nki_dtype"]
    try:
        return _FROM_NUMPY[np.dtype(dtype)]
    except (TypeError, KeyError):
        pass
    raise ArgumentError(f"unknown dtype {dtype!r}; expected one of: {', '.join(NAMES)}")


def dtype_bytes(name: str) -> int:
    return _TABLE[name]["bytes"]


def from_numpy(dtype) -> str:
    tagged = np.dtype(dtype).metadata or {}
    if tagged.get("nki_dtype") in _TABLE:
        return tagged["nki_dtype"]
    try:
        return _FROM_NUMPY[np.dtype(dtype)]
    except KeyError:
        raise ArgumentError(f"host arrays of dtype {np.dtype(dtype)} have no NKI dtype; expected one of: "
                         f"{', '.join(str(d) for d in _FROM_NUMPY)}") from None


def to_numpy(name: str) -> np.dtype:
    return _TO_NUMPY[name]
