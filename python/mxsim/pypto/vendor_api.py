"""The public names of pypto_pro.language (`import pypto_pro.language as pl`), the yardstick of
docs/targets/ascend950.md's "pypto API" table (what mxsim.pypto has of each, and which vendor names
it still lacks). Collected from hicann/pypto: python/pypto_pro/language/__init__.py's `__all__` and
python/pypto_pro/language/_system_api.py (commit 709ebbd364c6), the enum members from its pybind
bindings (python/src/bindings/ir/ir.cpp) of the same version. Older versions also export
`set_stride`, which mxsim keeps."""

FUNCTIONS = (
    "inline", "vector_function", "make_tile", "make_tensor", "make_ptr", "addptr", "struct", "make_tuple",
    "struct_array", "load", "load_tile", "store", "store_tile", "init_output", "move", "insert", "ssbuf_store",
    "ssbuf_load", "add", "sub", "mul", "div", "maximum", "minimum", "and_", "shl", "shr", "xor", "expands", "neg",
    "abs", "exp", "log", "sqrt", "rsqrt", "recip", "relu", "fillpad", "cast", "add_relu_cast", "sub_relu_cast",
    "mul_cast", "eq", "ne", "lt", "le", "gt", "ge", "select", "add_relu", "sub_relu", "mul_add_dst",
    "fused_mul_add", "fused_mul_add_relu", "axpy", "partadd", "partmax", "partmin", "partmul", "matmul",
    "matmul_acc", "matmul_mx", "matmul_mx_acc", "transpose", "sum", "argmax", "argmin", "expand_max",
    "expand_min", "expand_mul", "expand_sub", "expand_div", "gather", "gatherb", "gathermask", "scatter",
    "mrgsort", "mrgsort2", "sort32", "histogram", "quant", "dequant", "getval", "setval", "reinterpret",
    "set_validshape", "set_mask_count", "set_mask_norm", "set_vec_mask", "set_ctrl_spr", "set_saturation_flag",
    "get_ctrl_spr", "get_spr", "get_saturation_flag", "reset_ctrl_spr", "reset_mask", "fill_index", "pto_assert",
    "printf", "dump_data", "trap", "min", "max", "const", "astype", "range", "section_vector", "section_cube",
    "get_block_idx", "get_subblock_idx", "get_block_num", "get_subblock_num", "make_tile_group", "jit", "pipeline",
    "parser", "system", "simt", "mutex", "Vf",
)

TYPES = (
    "Tensor", "Ptr", "Scalar", "Input", "Output", "TileType", "FunctionType", "MemRef", "MemorySpace", "TilePad",
    "PipeType", "TensorLayout", "ReluPreMode", "AtomicType", "STPhase", "AccPhase", "AccToVecMode", "RoundMode",
    "QuantMode", "CrossCoreSyncMode", "SyncCoreType", "CacheLine", "DcciDst", "FillPadMode", "MaskPattern",
    "MergeMode", "ReduceMode", "CompareMode", "DuplicatePos", "CastLayout", "VFRoundMode", "SaturateMode",
    "SaturationFlagMode", "BinType", "HistType", "SqueezeMode", "PackPart", "MaskWidth", "LoadDist", "StoreDist",
    "DataCopyMode", "MemBarMode", "IndexOrder", "DYNAMIC", "STATIC", "ND", "DN", "NZ", "ZN", "NN", "ZZ",
)

DTYPES = (
    "DT_FP4", "DT_FP8E4M3FN", "DT_FP8E5M2", "DT_FP8E8M0", "DT_FP4E2M1", "DT_FP4E1M2", "DT_FP16", "DT_FP32",
    "DT_BF16", "DT_HF4", "DT_HF8", "DT_INT4", "DT_INT8", "DT_INT16", "DT_INT32", "DT_INT64", "DT_UINT4", "DT_UINT8",
    "DT_UINT16", "DT_UINT32", "DT_UINT64", "DT_BOOL",
)

SYSTEM = (
    "bar_all", "bar_m", "bar_fix", "bar_mte1", "bar_mte2", "bar_mte3", "sync_src", "sync_dst", "set_cross_core",
    "wait_cross_core", "sync_all", "mutex_lock", "mutex_unlock", "dcci", "set_mm_layout_transform",
)

# the members of the enums the MX kernels use
ENUMS = {
    "MemorySpace": ("DDR", "Vec", "Mat", "Left", "Right", "Scaling", "Acc", "Bias", "ScaleLeft", "ScaleRight"),
    "PipeType": ("MTE1", "MTE2", "MTE3", "M", "V", "S", "FIX", "ALL"),
    "AtomicType": ("AtomicNone", "AtomicAdd"),
    "ReluPreMode": ("NormalRelu",),
    "STPhase": ("Unspecified", "Partial", "Final"),
    "AccPhase": ("Unspecified", "Partial", "Final"),
    "AccToVecMode": ("SingleModeVec0", "SingleModeVec1", "DualModeSplitM", "DualModeSplitN"),
    "RoundMode": ("CAST_NONE", "CAST_RINT", "CAST_ROUND", "CAST_FLOOR", "CAST_CEIL", "CAST_TRUNC", "CAST_ODD"),
    "CrossCoreSyncMode": ("INTER_BLOCK", "INTER_SUBBLOCK", "INTRA_BLOCK", "UNICAST_BLOCK"),
}
