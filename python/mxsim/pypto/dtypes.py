"""pypto_pro DT_* data types, one per row of the Ascend 950 model's dtype table
(isa/ascend950/dtypes.def: the trace name, its width and pypto's spelling)."""
from __future__ import annotations

from dataclasses import dataclass

from .. import _core
from ..buffer_dtypes import buffer_dtype


@dataclass(frozen=True)
class DataType:
    name: str    # pypto spelling, DT_FP8E4M3FN
    trace: str   # the model's dtype name, float8_e4m3fn
    bits: int

    def __repr__(self):
        return f"pl.{self.name}"

    @property
    def is_fp4(self):
        return self.bits == 4

    def numpy(self):
        """numpy dtype of one stored element (FP4: the packed byte)."""
        return buffer_dtype(self.trace)


ALL = [DataType(row["pypto"], row["name"], row["bits"]) for row in _core.ascend950_dtypes()]
globals().update({dtype.name: dtype for dtype in ALL})
