#!/usr/bin/env python3
"""Benchmark: the timing models' speed (Trainium3, Ascend 950, CDNA4), as ratios against a baseline run
side by side.

Two traces:
- a generated trace of N small instructions (VectorE / ScalarE copies with RAW chains across the two
  engines, a DMA every tenth), and
- the recorded tiled 2048^3 MXFP8 GEMM (traces/trn3/gemm_e4m3_2048.mxt: 2,304 instructions, 25 MB
  of payloads).
Each is replayed, best of R rounds (each round runs every kind once, interleaved; a kind whose call takes
under 50 ms runs as many times a round as take about 50 ms, at most 50), in one process: functional only (the baseline), timed with values
(mxsim.run(timing=True)), time only end to end (mxsim.run(timing=True, values=False): read, parse,
replay, timeline to numpy), and time only in a sweep (mxsim.sweep: parsed once, then one replay per
point; the rate per point). The issue's bars: time only at >= 1 M instructions/s, timed with values
at most 1.3x the functional replay.

Ascend 950: the recorded quant-matmul (traces/ascend950/quant_matmul_e4m3_512.mxt: 2,640
instructions) the same ways but the sweep (mxsim.sweep is Trainium3's), and a generated trace of
N instructions, the quant-matmul's body repeated (its tiles and synchronisation as recorded),
time only (its functional replay would take minutes: the bar is the time-only one).

CDNA4: the recorded four-wave MXFP8 GEMM (traces/cdna4/gemm_mxfp8_512.mxt: 11,201 kernel lines each
of its four waves issues, 44,804 wave instructions) the same ways, and a generated trace of N wave
instructions, the GEMM's kernel body repeated to N / 4 lines (its four waves each issue them),
time only. An instruction here is one a wave issues (a timeline row), the unit of the timing
model's work.

    python3 tests/bench/bench_timing.py [--instructions 1000000] [--runs 3] [--points 8]
"""
import argparse
import os
import tempfile
import time

import mxsim
from timing import host_line  # tests/bench/timing.py (this script's folder)

GEMM = os.path.join(os.path.dirname(__file__), "..", "..", "traces", "trn3", "gemm_e4m3_2048.mxt")
CDNA4_GEMM = os.path.join(os.path.dirname(__file__), "..", "..", "traces", "cdna4", "gemm_mxfp8_512.mxt")
QUANT_MATMUL = os.path.join(os.path.dirname(__file__), "..", "..", "traces", "ascend950", "quant_matmul_e4m3_512.mxt")


def ascend_trace(n):
    """The recorded quant-matmul's declarations, then its instructions repeated to n."""
    with open(QUANT_MATMUL) as f:
        lines = [line for line in f.read().splitlines() if line and line != "end"]
    head = [line for line in lines if line.split()[0] in ("mxt", "target", "config", "buffer")]
    body = [line for line in lines if line.split()[0] not in ("mxt", "target", "config", "buffer")]
    out = head + [body[i % len(body)] for i in range(n)]
    return "\n".join(out) + "\nend\n"


def cdna4_trace(n):
    """The recorded GEMM's declarations, then its kernel body (without the final s_endpgm) repeated
    to n / 4 lines: its four waves issue n instructions."""
    with open(CDNA4_GEMM) as f:
        lines = [line for line in f.read().splitlines() if line]
    head = [line for line in lines if line.split()[0] in ("mxt", "target", "config", "buffer")]
    body = [line for line in lines if line.split()[0] not in ("mxt", "target", "config", "buffer", "s_endpgm", "end")]
    out = head + [body[i % len(body)] for i in range(n // 4 - 1)] + ["s_endpgm", "end"]
    return "\n".join(out) + "\n"


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


def seconds(t):
    """A time for the table: seconds, or milliseconds below a tenth of a second."""
    return f"{t:8.3f} s " if t >= 0.1 else f"{t * 1e3:8.3f} ms"


def measure(name, path, runs, points, functional=True, sweep=True):
    n = len(mxsim.run(path, mode="hardware", timing=True, values=False).timeline)
    calls = {"functional": lambda: mxsim.run(path, mode="hardware"),
             "timed": lambda: mxsim.run(path, mode="hardware", timing=True),
             "only": lambda: mxsim.run(path, mode="hardware", timing=True, values=False),
             "swept": lambda: mxsim.sweep(path, [{"dma_bytes_per_ns": 33 + k} for k in range(points)])}
    if not functional:
        del calls["functional"], calls["timed"]
    if not sweep:
        del calls["swept"]
    # a kind whose call is short is called several times a round (as many as take about 50 ms, at
    # most 50: a 2 ms call's best of 5 single calls is one of the host's slow spells as often as not)
    repeat = {kind: max(1, min(50, int(0.05 / max(best_of(1, call), 1e-6)))) for kind, call in calls.items()}
    # interleaved (one of each per round), so a slow spell of the host falls on every kind alike
    best = dict.fromkeys(calls, float("inf"))
    for _ in range(runs):
        for kind, call in calls.items():
            best[kind] = min(best[kind], best_of(repeat[kind], call))
    calls_each = ", ".join(f"{kind} x{repeat[kind]}" for kind in calls if repeat[kind] > 1)
    print(f"{name}: {n} instructions, best of {runs} rounds" + (f" ({calls_each} a round)" if calls_each else ""))
    if functional:
        f, timed = best["functional"], best["timed"]
        print(f"  functional replay (baseline)   {seconds(f)}  {n / f / 1e6:6.3f} M instr/s")
        print(f"  timed, with values             {seconds(timed)}  {timed / f:6.2f}x the baseline (bar 1.3x)")
    only = best["only"]
    print(f"  time only, end to end          {seconds(only)}  {n / only / 1e6:6.3f} M instr/s (bar 1 M/s)")
    if sweep:
        swept = best["swept"] / points
        print(f"  time only, per sweep point     {seconds(swept)}  {n / swept / 1e6:6.3f} M instr/s ({points} points, "
              "one parse)")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--instructions", type=int, default=1_000_000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--points", type=int, default=8)
    args = parser.parse_args()
    print(host_line())
    with tempfile.TemporaryDirectory() as work:
        path = os.path.join(work, "bench.mxt")
        with open(path, "w") as f:
            f.write(trace(args.instructions))
        measure("trn3: generated trace", path, args.runs, args.points)
        measure("trn3: tiled 2048^3 MXFP8 GEMM", GEMM, args.runs, args.points)
        with open(path, "w") as f:
            f.write(ascend_trace(args.instructions))
        measure("ascend950: generated trace (the quant-matmul's body repeated)", path, args.runs, args.points,
                functional=False, sweep=False)
        with open(path, "w") as f:
            f.write(cdna4_trace(args.instructions))
        measure("cdna4: generated trace (the GEMM's kernel body repeated, four waves)", path, args.runs, args.points,
                functional=False, sweep=False)
    measure("ascend950: quant-matmul 512 x 1024 x 512", QUANT_MATMUL, args.runs, args.points, sweep=False)
    measure("cdna4: four-wave MXFP8 GEMM 512^3", CDNA4_GEMM, args.runs, args.points, sweep=False)


if __name__ == "__main__":
    main()
