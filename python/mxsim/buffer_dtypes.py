"""The models' buffer dtypes as numpy sees their bytes, read from the targets' dtype tables
(isa/trn3/dtypes.def and isa/ascend950/dtypes.def, through _core). The tables spell dtypes as
numpy and ml_dtypes do ("float32", "float8_e4m3fn"), so a name is its own numpy lookup; only the
packed dtypes need a rule."""
from __future__ import annotations

import ml_dtypes  # noqa: F401  (importing it registers its dtype names with numpy)
import numpy as np

from . import _core

# Trainium x4 words (kind "x4"): four element codes in one unsigned word of this many bytes
X4_WORD_BYTES = {row["name"]: row["bytes"] for row in _core.trn3_dtypes() if row["kind"] == "x4"}
# Ascend sub-byte dtypes: two elements per byte, the even element in bits 3:0
PACKED_PAIRS = frozenset(row["name"] for row in _core.ascend950_dtypes() if row["bits"] < 8)


def host_dtype(name):
    """The numpy or ml_dtypes dtype spelt `name`, or None where neither has one."""
    try:
        return np.dtype(name)
    except TypeError:
        return None


def buffer_dtype(name):
    """The numpy dtype one stored element of a model buffer is viewed as: x4 words as unsigned
    words, packed pairs as their bytes, the rest as the dtype of that name (None if none)."""
    if name in X4_WORD_BYTES:
        return np.dtype(f"uint{8 * X4_WORD_BYTES[name]}")
    if name in PACKED_PAIRS:
        return np.dtype(np.uint8)
    return host_dtype(name)
