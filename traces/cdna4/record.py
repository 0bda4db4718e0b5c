"""Records the CDNA4 example traces of this folder (deterministic: fixed seeds).

    python3 traces/cdna4/record.py [--out traces/cdna4]

block_scaled_mma_fp4: the BlockScaledMmaOp conventions (one wave, FP4 16x16x128, four M tiles'
scales in one VGPR, depth-2 B prefetch). gemm_mxfp8_512: the tiled MXFP8 GEMM, M = N = K = 512,
four waves with LDS staging.
"""
import argparse
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import block_scaled_mma  # noqa: E402
import gemm_mxfp8  # noqa: E402


def record_all(out_dir):
    kern, _ = block_scaled_mma.build()
    paths = [kern.save(os.path.join(out_dir, "block_scaled_mma_fp4.mxt"))]
    kern, _ = gemm_mxfp8.build(512, 512, 512)
    paths.append(kern.save(os.path.join(out_dir, "gemm_mxfp8_512.mxt")))
    return paths


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=HERE, help="folder for the .mxt / .npz files")
    for path in record_all(parser.parse_args().out):
        print(f"recorded {path}")
