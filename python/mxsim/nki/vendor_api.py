"""The public names of NKI's own API modules, the yardstick of docs/targets/trn3.md's "NKI API"
table (what mxsim.nki has of each, and which vendor names it still lacks). Collected from the
vendor's API reference modules: the top-level functions, classes and constants each defines.

- nki.isa: aws-neuron/aws-neuron-sdk, nki/api/nki/isa/__init__.py (commit 3afa0fdf40b9).
- nki.language: aws-neuron/aws-neuron-sdk, nki/api/nki/language/__init__.py (commits 86a92868,
  0fae2f1c) and the newer nki.language reference module that documents NkiTensor and
  dynamic_range (the reference pages of Neuron SDK 2.33).
- NkiTensor methods: the nki.language.NkiTensor reference page (SDK 2.33).
"""

ISA = (
    "NkiValidationError", "VirtualRegister", "activate2", "activation", "activation_reduce", "affine_select",
    "bn_aggr", "bn_stats", "core_barrier", "dge_mode", "dma_compute", "dma_copy", "dma_engine",
    "dma_transpose", "dropout", "engine", "exponential", "get_nc_version", "gpsimd_engine", "iota",
    "local_gather", "matmul_perf_mode", "max8", "memset", "nc_find_index8", "nc_match_replace8", "nc_matmul",
    "nc_matmul_mx", "nc_n_gather", "nc_stream_shuffle", "nc_transpose", "nc_version", "nonzero_with_count",
    "oob_mode", "quantize_mx", "rand2", "rand_get_state", "rand_set_state", "range_select", "reciprocal",
    "reduce_cmd", "register_alloc", "register_load", "register_move", "register_store", "rng",
    "scalar_engine", "scalar_tensor_tensor", "select_reduce", "sendrecv", "sequence_bounds", "set_rng_seed",
    "tensor_copy", "tensor_copy_predicated", "tensor_engine", "tensor_partition_reduce", "tensor_reduce",
    "tensor_scalar", "tensor_scalar_cumulative", "tensor_scalar_reduce", "tensor_tensor",
    "tensor_tensor_scan", "unknown_engine", "vector_engine",
)

LANGUAGE = (
    "MemoryRegion", "NKIObject", "NkiTensor", "abs", "abs_max", "abs_min", "add", "affine_range", "all",
    "arctan", "average", "bfloat16", "bitwise_and", "bitwise_or", "bitwise_xor", "bool_", "broadcast_to",
    "bypass", "ceil", "copy", "cos", "device_print", "divide", "dropout", "ds", "dynamic_range", "empty_like",
    "equal", "erf", "erf_dx", "exp", "expand_dims", "float16", "float32", "float4_e2m1fn_x4", "float8_e4m3",
    "float8_e4m3fn", "float8_e4m3fn_x4", "float8_e5m2", "float8_e5m2_x4", "float8_e8m0fnu", "floor", "fmod",
    "full", "gather_flattened", "gelu", "gelu_apprx_sigmoid", "gelu_apprx_sigmoid_dx", "gelu_apprx_tanh",
    "gelu_dx", "greater", "greater_equal", "hbm", "int16", "int32", "int8", "invert", "is_hbm", "is_on_chip",
    "is_psum", "is_sbuf", "left_shift", "less", "less_equal", "load", "load_transpose2d", "log",
    "logical_and", "logical_not", "logical_or", "logical_xor", "matmul", "max", "maximum", "mean", "min",
    "minimum", "mish", "mod", "multiply", "ndarray", "negative", "no_reorder", "not_equal", "num_programs",
    "ones", "power", "prelu", "private_hbm", "prod", "program_id", "program_ndim", "psum", "rand",
    "random_seed", "reciprocal", "relu", "right_shift", "rms_norm", "rsqrt", "sbuf", "sequential_range",
    "shared_constant", "shared_hbm", "shared_identity_matrix", "sigmoid", "sign", "silu", "silu_dx", "sin",
    "softmax", "softplus", "sqrt", "square", "static_range", "store", "subtract", "sum", "tan", "tanh",
    "tfloat32", "tile_size", "transpose", "trunc", "uint16", "uint32", "uint8", "var", "where", "zeros",
    "zeros_like",
)

TENSOR_METHODS = (
    "ap", "broadcast", "expand_dim", "flatten_dims", "get_pattern", "indirect", "is_contiguous", "is_indirect",
    "permute", "rearrange", "reinterpret_cast", "reshape", "reshape_dim", "select", "slice", "squeeze_dim",
    "vector_select", "view",
)
