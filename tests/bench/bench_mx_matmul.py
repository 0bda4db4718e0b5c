#!/usr/bin/env python3
"""Benchmark: exact MX GEMM against the reference vendor tutorials use (numpy/OpenBLAS float64
matmul of the dequantized operands), side by side in one run, and every other accumulation
preset's throughput in multiply-adds per second per core.

    python3 tests/bench/bench_mx_matmul.py [--size 2048] [--preset-size 512] [--repeat 3] [--json OUT]
    python3 tests/bench/bench_mx_matmul.py --avx2-host    # both sides on the kernels an AVX2-only host runs

Ratio = mxsim time / numpy time (issue 15's bar: <= 1.5 for MXFP8 E4M3 and MXFP4 E2M1, on AVX2
and on AVX-512; every preset >= 2 G multiply-adds per second per core on AVX2). The first line
names the host, the ISA mxsim's kernels run and the kernels numpy's OpenBLAS picked.
"""
import argparse
import os

import numpy as np

import mxsim

# tests/bench/timing.py (this script's folder)
from timing import add_host_option, apply_host_option, best_of, empty_packed_operand_cache, host_line, write_json


def operands(rng, size, elem):
    a, sa = mxsim.mx_quantize(rng.standard_normal((size, size)), elem=elem, axis=1)
    b, sb = mxsim.mx_quantize(rng.standard_normal((size, size)), elem=elem, axis=0)
    return a, sa, b, sb


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--size", type=int, default=2048)
    parser.add_argument("--preset-size", type=int, default=512)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--json", metavar="OUT.json", help="also write the results as JSON")
    add_host_option(parser)
    args = parser.parse_args()
    apply_host_option(args)
    results = {"gemm": [], "presets": []}
    print(host_line())
    cores = os.cpu_count()
    rng = np.random.default_rng(0)
    n = args.size
    print(f"M = N = K = {n}; best of {args.repeat}; {cores} cores, mxsim threads {mxsim.thread_count()}, numpy {np.__version__}")
    print(f"{'operands':<10}{'numpy ms':>10}{'numpy+deq ms':>14}{'mxsim ms':>10}{'ratio':>8}{'ratio vs +deq':>15}")
    for elem in ("e4m3", "e2m1"):
        a, sa, b, sb = operands(rng, n, elem)
        da = mxsim.mx_dequantize(a, sa, elem=elem, axis=1, dtype=np.float64)
        db = mxsim.mx_dequantize(b, sb, elem=elem, axis=0, dtype=np.float64)
        ours = mxsim.mx_matmul(a, sa, b, sb, elem_a=elem)
        reference = da @ db
        assert np.max(np.abs(ours - reference)) <= 2.0**-20 * np.max(np.abs(reference)) + 1e-30
        # interleaved (one of each per round), so that a slow spell of the host falls on all three alike
        numpy_time = numpy_full = mxsim_time = float("inf")
        for _ in range(args.repeat):
            numpy_time = min(numpy_time, best_of(1, lambda: da @ db))
            numpy_full = min(numpy_full, best_of(1, lambda: mxsim.mx_dequantize(a, sa, elem=elem, axis=1,
                                                                                dtype=np.float64)
                                                 @ mxsim.mx_dequantize(b, sb, elem=elem, axis=0, dtype=np.float64)))
            mxsim_time = min(mxsim_time, best_of(1, lambda: mxsim.mx_matmul(a, sa, b, sb, elem_a=elem),
                                                 before=empty_packed_operand_cache))
        print(f"MX{elem.upper():<8}{numpy_time * 1e3:>10.1f}{numpy_full * 1e3:>14.1f}{mxsim_time * 1e3:>10.1f}"
              f"{mxsim_time / numpy_time:>7.2f}x{mxsim_time / numpy_full:>14.2f}x")
        results["gemm"].append({"elem": elem, "size": n, "numpy_s": numpy_time, "numpy_dequantize_s": numpy_full,
                                "mxsim_s": mxsim_time, "ratio": mxsim_time / numpy_time})

    p = args.preset_size
    print(f"\nevery preset, M = N = K = {p}: G multiply-adds per second per core ({cores} cores)")
    fp8 = operands(rng, p, "e4m3")
    fp4 = operands(rng, p, "e2m1")
    for name, preset in mxsim.presets.items():
        # Each preset on the element format its instruction takes (kind::mxf4 is FP4 only).
        elem = "e2m1" if name == "nvidia_blackwell_mxf4" else "e4m3"
        a, sa, b, sb = fp4 if elem == "e2m1" else fp8
        # each timed product packs its operands (no panels kept from the call before)
        seconds = best_of(3, lambda: mxsim.mx_matmul(a, sa, b, sb, elem_a=elem, preset=name),
                          before=empty_packed_operand_cache)
        rate = p ** 3 / seconds / 1e9 / cores
        print(f"  {name:<28}{elem:<6}{rate:>8.2f}   ({preset.confidence})")
        results["presets"].append({"preset": name, "elem": elem, "size": p, "gmac_per_s_per_core": rate})
    write_json(args.json, "bench_mx_matmul", results)


if __name__ == "__main__":
    main()
