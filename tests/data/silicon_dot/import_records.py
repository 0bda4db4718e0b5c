#!/usr/bin/env python3
"""Convert the recorded tensor-core dot products (Khattak & Mikaitis, "Accurate Models of NVIDIA
Tensor Cores", arXiv 2512.07004; north-numerical-computing/MATLAB-tensor-core, folder
model_validation; BSD-2-Clause, see LICENCE) from their text layout into records.npz.

    python3 tests/data/silicon_dot/import_records.py SOURCE_DIR

SOURCE_DIR holds <GPU>/<format>/{a,b}_<GPU>_<format>.txt (K hex binary32 patterns per line),
c_<GPU>_fp32.txt and d_<GPU>_<fp32|fp16>.txt (32-character binary strings per line). Each set
becomes arrays "<GPU>/<format>/{a,b,c,d_fp32,d_fp16}" of uint32 bit patterns.
"""
import pathlib
import sys

import numpy as np


def read_hex(path):
    return np.array([[int(word, 16) for word in line.split()] for line in path.read_text().splitlines() if line.strip()],
                    dtype=np.uint32)


def read_binary(path):
    return np.array([int(line.strip(), 2) for line in path.read_text().splitlines() if line.strip()], dtype=np.uint32)


def main(source):
    arrays = {}
    for set_dir in sorted(pathlib.Path(source).glob("*/*")):
        gpu, fmt = set_dir.parent.name, set_dir.name
        key = f"{gpu}/{fmt}"
        arrays[f"{key}/a"] = read_hex(set_dir / f"a_{gpu}_{fmt}.txt")
        arrays[f"{key}/b"] = read_hex(set_dir / f"b_{gpu}_{fmt}.txt")
        arrays[f"{key}/c"] = read_binary(set_dir / f"c_{gpu}_fp32.txt")
        for out in ("fp32", "fp16"):
            path = set_dir / f"d_{gpu}_{out}.txt"
            if path.exists():
                arrays[f"{key}/d_{out}"] = read_binary(path)
    target = pathlib.Path(__file__).with_name("records.npz")
    np.savez_compressed(target, **arrays)
    print(f"wrote {target} with {len(arrays)} arrays")


if __name__ == "__main__":
    main(sys.argv[1])
