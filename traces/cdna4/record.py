"""Records the CDNA4 example traces of this folder (deterministic: fixed seeds).

    python3 traces/cdna4/record.py [--out traces/cdna4]

block_scaled_mma_fp4: the BlockScaledMmaOp conventions (one wave, FP4 16x16x128, four M tiles'
scales in one VGPR, depth-2 B prefetch). gemm_mxfp8_512: the tiled MXFP8 GEMM, M = N = K = 512,
four waves with LDS staging; gemm_mxfp8_512_prefetch: the same with each K step's global loads
issued during the step before.
"""
import argparse
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import block_scaled_mma  # noqa: E402
import gemm_mxfp8  # noqa: E402


def share_payloads(trace, archive):
    """Points `trace` at `archive` (the same inputs, recorded by another trace) and drops its own
    copy: one 2.6 MB archive in the repository, not two."""
    own = os.path.splitext(trace)[0] + ".npz"
    with open(own, "rb") as mine, open(archive, "rb") as shared:
        assert mine.read() == shared.read(), f"{own} differs from {archive}"
    os.remove(own)
    with open(trace) as f:
        text = f.read()
    with open(trace, "w") as f:
        f.write(text.replace(f'"{os.path.basename(own)}/', f'"{os.path.basename(archive)}/'))
    return trace


def record_all(out_dir):
    kern, _ = block_scaled_mma.build()
    paths = [kern.save(os.path.join(out_dir, "block_scaled_mma_fp4.mxt"))]
    kern, _ = gemm_mxfp8.build(512, 512, 512)
    paths.append(kern.save(os.path.join(out_dir, "gemm_mxfp8_512.mxt")))
    kern, _ = gemm_mxfp8.build(512, 512, 512, prefetch=True)
    paths.append(share_payloads(kern.save(os.path.join(out_dir, "gemm_mxfp8_512_prefetch.mxt")),
                                os.path.join(out_dir, "gemm_mxfp8_512.npz")))
    return paths


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=HERE, help="folder for the .mxt / .npz files")
    for path in record_all(parser.parse_args().out):
        print(f"recorded {path}")
