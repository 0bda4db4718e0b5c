#!/usr/bin/env python3
"""Benchmark: the Trainium3 timing model's speed, as ratios against a baseline run side by side.

Two traces:
- a generated trace of N small instructions (VectorE / ScalarE copies with RAW chains across the two
  engines, a DMA every tenth), and
- the recorded tiled 2048^3 MXFP8 GEMM (traces/trn3/gemm_e4m3_2048.mxt: 2,304 instructions, 25 MB
  of payloads).
Each is replayed, best of R rounds (each round runs every kind once, interleaved), in one process: functional only (the baseline), timed with values
(mxsim.run(timing=True)), time only end to end (mxsim.run(timing=True, values=False): read, parse,
replay, timeline to numpy), and time only in a sweep (mxsim.sweep: parsed once, then one replay per
point; the rate per point). The issue's bars: time only at >= 1 M instructions/s, timed with values
at most 1.3x the functional replay.

    python3 tests/bench/bench_timing.py [--instructions 1000000] [--runs 3] [--points 8]
"""
import argparse
import os
import tempfile
import time

import mxsim

GEMM = os.path.join(os.path.dirname(__file__), "..", "..", "traces", "trn3", "gemm_e4m3_2048.mxt")


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


def measure(name, path, runs, points):
    n = len(mxsim.run(path, mode="hardware", timing=True, values=False).timeline)
    calls = {"functional": lambda: mxsim.run(path, mode="hardware"),
             "timed": lambda: mxsim.run(path, mode="hardware", timing=True),
             "only": lambda: mxsim.run(path, mode="hardware", timing=True, values=False),
             "swept": lambda: mxsim.sweep(path, [{"dma_bytes_per_ns": 33 + k} for k in range(points)])}
    # interleaved (one of each per round), so a slow spell of the host falls on every kind alike
    best = dict.fromkeys(calls, float("inf"))
    for _ in range(runs):
        for kind, call in calls.items():
            best[kind] = min(best[kind], best_of(1, call))
    functional, timed, only, swept = best["functional"], best["timed"], best["only"], best["swept"] / points
    print(f"{name}: {n} instructions, best of {runs}")
    print(f"  functional replay (baseline)   {functional:8.3f} s  {n / functional / 1e6:6.3f} M instr/s")
    print(f"  timed, with values             {timed:8.3f} s  {timed / functional:6.2f}x the baseline (bar 1.3x)")
    print(f"  time only, end to end          {only:8.3f} s  {n / only / 1e6:6.3f} M instr/s (bar 1 M/s)")
    print(f"  time only, per sweep point     {swept:8.3f} s  {n / swept / 1e6:6.3f} M instr/s ({points} points, "
          "one parse)")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--instructions", type=int, default=1_000_000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--points", type=int, default=8)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as work:
        path = os.path.join(work, "bench.mxt")
        with open(path, "w") as f:
            f.write(trace(args.instructions))
        measure("generated trace", path, args.runs, args.points)
    measure("tiled 2048^3 MXFP8 GEMM", GEMM, args.runs, args.points)


if __name__ == "__main__":
    main()
