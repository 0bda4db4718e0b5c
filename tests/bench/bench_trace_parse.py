#!/usr/bin/env python3
"""Benchmark: parse a 1,000,000-instruction .mxt trace on one core (the C++ reader, called from
Python with the GIL released). The bar is at least 1 M instruction lines per second.

    python3 tests/bench/bench_trace_parse.py [--lines 1000000]
"""
import argparse
import time

from mxsim import _core
from timing import host_line  # tests/bench/timing.py (this script's folder)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--lines", type=int, default=1_000_000)
    args = parser.parse_args()
    print(host_line())
    header = "mxt 1\ntarget trn3\nconfig trn3\nbuffer a hbm address=0x0 shape=[128, 512] dtype=float8_e4m3fn_x4\n"
    body = []
    for i in range(args.lines):
        if i % 3 == 0:
            body.append(f"dma_copy dst=s[{i % 128}:128, 0:512] src=a.ap(pattern=[[512, 128], [1, 512]], offset={i})\n")
        elif i % 3 == 1:
            body.append(f"@vector quantize_mx dst=q[0:128, 0:128] src=x[0:128, 0:512] dst_scale=s[{i % 4}:, :]\n")
        else:
            body.append("nc_matmul_mx dst=p[0:128, 0:512] stationary=q moving=m stationary_scale=s moving_scale=t "
                        "accumulate=1\n")
    text = header + "".join(body)
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        target, buffers, instructions = _core.parse_mxt(text, "bench.mxt")
        best = min(best, time.perf_counter() - start)
    assert instructions == args.lines
    print(f"{instructions} instruction lines ({len(text) / 1e6:.1f} MB) in {best * 1e3:.0f} ms: "
          f"{instructions / best / 1e6:.2f} M lines/s on one core")


if __name__ == "__main__":
    main()
