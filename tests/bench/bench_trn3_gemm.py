#!/usr/bin/env python3
"""Benchmark: replaying the recorded tiled MXFP8 GEMM trace (traces/trn3/mx_gemm.py) on the
Trainium3 model against numpy/OpenBLAS float64 matmul of the dequantized operands, side by side.

    python3 tests/bench/bench_trn3_gemm.py [--size 2048] [--elem e4m3] [--repeat 3] [--json OUT.json]

The trace is recorded into a temporary folder first (it holds every instruction with explicit
addresses and its payloads); the timed replay is `mxsim.run(trace)`: parse, load payloads,
execute every dma_copy / memset / nc_matmul_mx / tensor_copy, and compare the expected output.
Ratio = replay time / numpy time (acceptance: at most 10; aim 3).
"""
import argparse
import os
import pathlib
import sys
import tempfile

import numpy as np

import mxsim

# tests/bench/timing.py (this script's folder)
from timing import add_host_option, apply_host_option, best_of, empty_packed_operand_cache, host_line, write_json

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "traces" / "trn3"))
import mx_gemm  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--size", type=int, default=2048)
    parser.add_argument("--elem", default="e4m3", choices=["e4m3", "e5m2", "e2m1"])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--json", metavar="OUT.json", help="also write the results as JSON")
    add_host_option(parser)
    args = parser.parse_args()
    apply_host_option(args)
    print(host_line())
    n, elem = args.size, args.elem
    out, ops = mx_gemm.run(n, n, n, elem, elem)
    expected = mx_gemm.golden(*ops, elem, elem)
    assert np.array_equal(out.view(np.uint32), expected.view(np.uint32)), "kernel differs from mx_matmul"
    a, sa, b, sb = ops
    da = mxsim.mx_dequantize(a, sa, elem=elem, axis=1, dtype=np.float64)
    db = mxsim.mx_dequantize(b, sb, elem=elem, axis=0, dtype=np.float64)
    with tempfile.TemporaryDirectory() as folder:
        trace = mx_gemm.mx_gemm_kernel.recording.save(os.path.join(folder, f"gemm_{elem}_{n}.mxt"))
        lines = sum(1 for _ in open(trace))
        result = mxsim.run(trace)
        assert result.ok, result.summary()
        replay = best_of(args.repeat, lambda: mxsim.run(trace), before=empty_packed_operand_cache)
    numpy_time = best_of(args.repeat, lambda: da @ db)
    counts = ", ".join(f"{q} {c}" for q, c in sorted(result.queue_counts.items()))
    print(f"M = N = K = {n}, {elem}; {os.cpu_count()} cores; best of {args.repeat}; numpy {np.__version__}")
    print(f"trace: {lines} lines, {result.instructions} instructions ({counts}); output bit-identical to mx_matmul")
    print(f"numpy float64 matmul: {numpy_time * 1e3:.1f} ms")
    print(f"mxsim replay:         {replay * 1e3:.1f} ms")
    print(f"ratio (mxsim / numpy): {replay / numpy_time:.2f}x")
    write_json(args.json, "bench_trn3_gemm", {"size": n, "elem": elem, "instructions": result.instructions,
                                              "numpy_s": numpy_time, "replay_s": replay,
                                              "ratio": replay / numpy_time})


if __name__ == "__main__":
    main()
