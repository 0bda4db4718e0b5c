"""pypto_pro DT_* data types and how they map to the Ascend 950 model's trace dtypes and numpy."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class DataType:
    name: str    # pypto spelling, DT_FP8E4M3FN
    trace: str   # the model's dtype name (isa/ascend950/dtypes.def)
    bits: int

    def __repr__(self):
        return f"pl.{self.name}"

    @property
    def is_fp8(self):
        return self.trace in ("float8_e4m3fn", "float8_e5m2")

    @property
    def is_fp4(self):
        return self.bits == 4

    def numpy(self):
        """numpy dtype of one stored element (FP4: the packed byte)."""
        import ml_dtypes
        special = {"float8_e4m3fn": ml_dtypes.float8_e4m3fn, "float8_e5m2": ml_dtypes.float8_e5m2,
                   "float8_e8m0fnu": ml_dtypes.float8_e8m0fnu, "bfloat16": ml_dtypes.bfloat16,
                   "float4_e2m1fn": np.uint8, "float4_e1m2": np.uint8}
        return np.dtype(special.get(self.trace, self.trace))


DT_FP8E4M3FN = DataType("DT_FP8E4M3FN", "float8_e4m3fn", 8)
DT_FP8E5M2 = DataType("DT_FP8E5M2", "float8_e5m2", 8)
DT_FP4E2M1 = DataType("DT_FP4E2M1", "float4_e2m1fn", 4)
DT_FP4E1M2 = DataType("DT_FP4E1M2", "float4_e1m2", 4)
DT_FP8E8M0 = DataType("DT_FP8E8M0", "float8_e8m0fnu", 8)
DT_FP32 = DataType("DT_FP32", "float32", 32)
DT_FP16 = DataType("DT_FP16", "float16", 16)
DT_BF16 = DataType("DT_BF16", "bfloat16", 16)
DT_INT8 = DataType("DT_INT8", "int8", 8)
DT_UINT8 = DataType("DT_UINT8", "uint8", 8)
DT_INT32 = DataType("DT_INT32", "int32", 32)

ALL = [DT_FP8E4M3FN, DT_FP8E5M2, DT_FP4E2M1, DT_FP4E1M2, DT_FP8E8M0, DT_FP32, DT_FP16, DT_BF16, DT_INT8, DT_UINT8,
       DT_INT32]
