#!/usr/bin/env python3
"""Benchmark: the Trainium3 timing model's speed, as ratios against a baseline run side by side.
A generated trace of N small instructions (VectorE / ScalarE copies with RAW chains across the two
engines, a DMA every tenth) is replayed three ways in one process: functional only (the baseline),
timed with values, and time only. The issue's bars: time only at >= 1 M instructions/s, timed with
values at most 1.3x the functional replay.

    python3 tests/bench/bench_timing.py [--instructions 1000000]
"""
import argparse
import os
import tempfile
import time

import mxsim


def trace(n):
    lines = ["mxt 2", "target trn3", "config trn3"]
    lines += [f"buffer b{i} sbuf address={64 * i:#x} partition=0 shape=[128, 16] dtype=bfloat16" for i in range(8)]
    lines.append("buffer h hbm address=0x0 shape=[128, 16] dtype=bfloat16")
    lines.append("memset dst=b0 value=0.0")
    for i in range(1, n):
        k = i % 8
        if i % 10 == 9:
            lines.append(f"dma_copy dst=h src=b{k}")
        elif i % 10 == 5:
            lines.append(f"tensor_copy dst=b{(k + 1) % 8} src=b{k} engine=scalar")
        else:
            lines.append(f"tensor_copy dst=b{(k + 1) % 8} src=b{k}")
    return "\n".join(lines) + "\nend\n"


def best_of(runs, call):
    best = float("inf")
    for _ in range(runs):
        start = time.perf_counter()
        call()
        best = min(best, time.perf_counter() - start)
    return best


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--instructions", type=int, default=1_000_000)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as work:
        path = os.path.join(work, "bench.mxt")
        with open(path, "w") as f:
            f.write(trace(args.instructions))
        functional = best_of(args.runs, lambda: mxsim.run(path, mode="hardware"))
        timed = best_of(args.runs, lambda: mxsim.run(path, mode="hardware", timing=True))
        only = best_of(args.runs, lambda: mxsim.run(path, mode="hardware", timing=True, values=False))
    n = args.instructions
    print(f"bench_timing: {n} instructions (trn3), best of {args.runs}")
    print(f"  functional replay (baseline)  {functional:.2f} s  {n / functional / 1e6:.3f} M instr/s")
    print(f"  timed, with values            {timed:.2f} s  {timed / functional:.2f}x the baseline (bar 1.3x)")
    print(f"  time only                     {only:.2f} s  {n / only / 1e6:.3f} M instr/s (bar 1 M/s)")


if __name__ == "__main__":
    main()
