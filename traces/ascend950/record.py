"""Records the Ascend 950 example traces of this folder (deterministic: fixed seeds).

    python3 traces/ascend950/record.py [--out traces/ascend950]

seed_mxfp8 / seed_mxfp4: the pypto matmul_mx documentation kernels (all-ones, 128.0 everywhere).
quant_matmul_e4m3_bias_bf16: the tiled kernel, M=200 K=320 N=136, B given as [N, K], FP32 bias,
BF16 output. quant_matmul_e2m1_ta_fp16: MXFP4, A given as [K, M], M=130 K=256 N=96, FP16 output.
quant_matmul_e4m3_512: M=512 K=1024 N=512, FP32 output (docs/timing.md's Ascend timeline and
what-ifs: 4 x 4 output tiles of 4 K steps each). mx_chain_epilogue_4core: mx_chain_epilogue.py on
4 AI Cores (two MXFP8 matmuls per core with an FP32 -> E4M3 cast and insert on its vector cores
between them).
"""
import argparse
import os
import sys

import ml_dtypes
import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import mx_chain_epilogue as chain  # noqa: E402
import quant_matmul_mx as qmm  # noqa: E402
import seed_matmul_mx as seed  # noqa: E402


def pack(c):
    return np.ascontiguousarray(c[..., 0::2] | (c[..., 1::2] << 4)).astype(np.uint8)


def fp8_codes(rng, shape):
    return (rng.integers(0, 0x7F, shape) | (rng.integers(0, 2, shape) << 7)).astype(np.uint8)


def quant_matmul_e4m3():
    rng = np.random.default_rng(20261130)
    m, k, n = 200, 320, 136
    a = fp8_codes(rng, (m, k)).view(ml_dtypes.float8_e4m3fn)
    b = fp8_codes(rng, (n, k)).view(ml_dtypes.float8_e4m3fn)  # [N, K]: ScaleBDN
    scale_a = rng.integers(118, 136, (m, k // 64, 2), dtype=np.uint8)
    scale_b = rng.integers(118, 136, (n, k // 64, 2), dtype=np.uint8)
    bias = (rng.standard_normal(n) * 16).astype(np.float32)
    return qmm.npu_quant_matmul(a, b, scale_a, scale_b, bias=bias, output_dtype=ml_dtypes.bfloat16, return_kernel=True)


def quant_matmul_e2m1():
    rng = np.random.default_rng(20261131)
    m, k, n = 130, 256, 96
    a = pack(rng.integers(0, 16, (k, m), dtype=np.uint8))  # [K, M/2]: A given transposed
    b = pack(rng.integers(0, 16, (k, n), dtype=np.uint8))  # [K, N/2]
    scale_a = rng.integers(118, 136, (k // 64, m, 2), dtype=np.uint8)  # ScaleADN
    scale_b = rng.integers(118, 136, (k // 64, n, 2), dtype=np.uint8)  # ScaleBND
    return qmm.npu_quant_matmul(a, b, scale_a, scale_b, output_dtype=np.float16, a_dtype="float4_e2m1fn",
                                b_dtype="float4_e2m1fn", return_kernel=True)


def quant_matmul_e4m3_512(l1_buffers=2):
    rng = np.random.default_rng(20261202)
    m, k, n = 512, 1024, 512
    a = fp8_codes(rng, (m, k)).view(ml_dtypes.float8_e4m3fn)
    b = fp8_codes(rng, (n, k)).view(ml_dtypes.float8_e4m3fn)
    scale_a = rng.integers(118, 136, (m, k // 64, 2), dtype=np.uint8)
    scale_b = rng.integers(118, 136, (n, k // 64, 2), dtype=np.uint8)
    return qmm.npu_quant_matmul(a, b, scale_a, scale_b, return_kernel=True, l1_buffers=l1_buffers)


def record_all(out_dir):
    paths = []
    seed.run_mxfp8()
    paths.append(seed.mxfp8_matmul_kernel.recording.save(os.path.join(out_dir, "seed_mxfp8.mxt")))
    seed.run_mxfp4()
    paths.append(seed.mxfp4_matmul_kernel.recording.save(os.path.join(out_dir, "seed_mxfp4.mxt")))
    _, kernel = quant_matmul_e4m3()
    paths.append(kernel.recording.save(os.path.join(out_dir, "quant_matmul_e4m3_bias_bf16.mxt")))
    _, kernel = quant_matmul_e2m1()
    paths.append(kernel.recording.save(os.path.join(out_dir, "quant_matmul_e2m1_ta_fp16.mxt")))
    _, kernel = quant_matmul_e4m3_512()
    paths.append(kernel.recording.save(os.path.join(out_dir, "quant_matmul_e4m3_512.mxt")))
    _, _, kernel = chain.run(4)
    paths.append(kernel.recording.save(os.path.join(out_dir, "mx_chain_epilogue_4core.mxt")))
    return paths


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=HERE, help="folder for the .mxt / .npz files")
    for path in record_all(parser.parse_args().out):
        print(f"recorded {path}")
