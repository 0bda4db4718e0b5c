"""Host code for the NKI MX tutorial kernels on mxsim: runs every case of the tutorial's output
listing and checks it against the float32 golden with np.allclose. With --record DIR each run's
trace is saved as DIR/<case>.mxt plus its payload archive.

    python3 traces/trn3/mx_toplevel.py [--record traces/trn3]
"""
import argparse
import os
import sys

import ml_dtypes
import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import mx_kernels  # noqa: E402
from mx_cpu_utils import (  # noqa: E402
    compare_and_print_results,
    deinterleave,
    generate_stabilized_mx_data,
    nc_matmul_mx_golden,
    print_test_header,
    quantized_dtype_to_x4_map,
)

E5M2, E4M3, E2M1 = ml_dtypes.float8_e5m2, ml_dtypes.float8_e4m3fn, ml_dtypes.float4_e2m1fn
M, K, N = 128, 128, 512


def _bf16_reference(st_fp, mv_fp):
    return (st_fp.astype(np.float64).reshape(K, -1, 4).transpose(1, 0, 2).reshape(M, -1)
            @ mv_fp.astype(np.float64).reshape(K, -1, 4).transpose(0, 2, 1).reshape(-1, N))


def run_offline_quantized_matmul_mx_test(quantized_dtype, seed=0):
    np.random.seed(seed)
    print_test_header(f"OFFLINE_QUANTIZED_MX_MATMUL - stationary <{quantized_dtype.__name__}> @ moving <{quantized_dtype.__name__}>")
    st_fp, _, st_x4, st_scale = generate_stabilized_mx_data(quantized_dtype, (K, M * 4))
    mv_fp, _, mv_x4, mv_scale = generate_stabilized_mx_data(quantized_dtype, (K, N * 4))
    kernel = mx_kernels.kernel_offline_quantized_mx_matmul
    out = kernel(st_x4, st_scale, mv_x4, mv_scale, quantized_dtype_to_x4_map[quantized_dtype])
    golden = nc_matmul_mx_golden(st_x4, mv_x4, st_scale, mv_scale, quantized_dtype, quantized_dtype)
    ok = compare_and_print_results(out, golden)
    return dict(kernel=kernel, out=out, golden=golden, ok=ok, st_x4=st_x4, st_scale=st_scale, mv_x4=mv_x4,
                mv_scale=mv_scale, st_dtype=quantized_dtype, mv_dtype=quantized_dtype, st_fp=st_fp, mv_fp=mv_fp)


def run_on_device_quantize_matmul_mx_test(st_dtype, mv_dtype, seed=0):
    np.random.seed(seed)
    print_test_header(f"ON_DEVICE_QUANTIZE_MATMUL_MX - stationary <{st_dtype.__name__}> @ moving <{mv_dtype.__name__}>")
    st_fp, _, st_x4, st_scale = generate_stabilized_mx_data(st_dtype, (K, M * 4))
    mv_fp, _, _, _ = generate_stabilized_mx_data(mv_dtype, (K, N * 4))
    moving_bf16 = mv_fp.astype(ml_dtypes.bfloat16)
    kernel = mx_kernels.kernel_on_device_quantize_matmul_mx
    out = kernel(st_x4, st_scale, moving_bf16, quantized_dtype_to_x4_map[st_dtype], quantized_dtype_to_x4_map[mv_dtype])
    st = st_fp.reshape(K, M, 4)
    golden = np.einsum("kiq,kjq->ij", st, moving_bf16.astype(np.float32).reshape(K, N, 4)).astype(np.float32)
    ok = compare_and_print_results(out, golden)
    return dict(kernel=kernel, out=out, golden=golden, ok=ok, st_x4=st_x4, st_scale=st_scale, moving_bf16=moving_bf16,
                st_dtype=st_dtype, mv_dtype=mv_dtype)


def run_copy_strided_test(quantized_dtype, use_tensor_copy, seed=0):
    np.random.seed(seed)
    label = "COPY_STRIDED_TENSOR_COPY" if use_tensor_copy else "COPY_STRIDED_DMA"
    print_test_header(f"{label} - <{quantized_dtype.__name__}> @ <{quantized_dtype.__name__}>")
    # stabilized data is generated in the interleaved SBUF layout, so undo the interleave for HBM
    st_fp, _, _, _ = generate_stabilized_mx_data(quantized_dtype, (K, M * 4))
    mv_fp, _, _, _ = generate_stabilized_mx_data(quantized_dtype, (K, N * 4))
    stationary = deinterleave(st_fp).astype(ml_dtypes.bfloat16)
    moving = deinterleave(mv_fp).astype(ml_dtypes.bfloat16)
    kernel = mx_kernels.kernel_copy_strided_quantize_matmul_mx
    out = kernel(stationary, moving, quantized_dtype_to_x4_map[quantized_dtype], use_tensor_copy)
    golden = (stationary.astype(np.float64).T @ moving.astype(np.float64)).astype(np.float32)
    ok = compare_and_print_results(out, golden)
    return dict(kernel=kernel, out=out, golden=golden, ok=ok, stationary=stationary, moving=moving,
                dtype=quantized_dtype)


# (trace name, runner) for every case of the tutorial's output listing
CASES = [
    ("offline_quantized_mx_matmul_e5m2", lambda: run_offline_quantized_matmul_mx_test(E5M2)),
    ("offline_quantized_mx_matmul_e2m1", lambda: run_offline_quantized_matmul_mx_test(E2M1)),
    ("on_device_quantize_matmul_mx_e2m1_e5m2", lambda: run_on_device_quantize_matmul_mx_test(E2M1, E5M2)),
    ("on_device_quantize_matmul_mx_e5m2_e5m2", lambda: run_on_device_quantize_matmul_mx_test(E5M2, E5M2)),
    ("copy_strided_tensor_copy_e5m2", lambda: run_copy_strided_test(E5M2, True)),
    ("copy_strided_dma_e5m2", lambda: run_copy_strided_test(E5M2, False)),
]


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--record", metavar="DIR", help="save each case's trace and payloads under DIR")
    args = parser.parse_args(argv)
    failures = 0
    for name, run in CASES:
        result = run()
        failures += not result["ok"]
        if args.record:
            path = result["kernel"].recording.save(os.path.join(args.record, name + ".mxt"))
            print(f"recorded {path}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
