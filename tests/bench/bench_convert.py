#!/usr/bin/env python3
"""Benchmark: encode 16M FP32 values to E4M3 and E2M1 (round to nearest even) and decode them
back, side by side with ml_dtypes `astype` in the same run. Prints the best of N repetitions and
the ratio ml_dtypes time / mxsim time (> 1 means mxsim is faster).

    python3 tests/bench/bench_convert.py [--count 16777216] [--repeat 5] [--threads 0]
"""
import argparse
import os
import platform
import time

import ml_dtypes
import numpy as np

import mxsim
from timing import host_line  # tests/bench/timing.py (this script's folder)


def best_of(repeat, fn):
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--count", type=int, default=16 << 20)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--threads", type=int, default=0, help="mxsim worker threads (0: all cores)")
    args = parser.parse_args()
    print(host_line())
    mxsim.set_thread_count(args.threads)

    rng = np.random.default_rng(0)
    x = (rng.standard_normal(args.count) * 8).astype(np.float32)
    print(f"{args.count} FP32 values, best of {args.repeat}; mxsim threads {mxsim.thread_count()}, "
          f"cores {os.cpu_count()}, numpy {np.__version__}, ml_dtypes {ml_dtypes.__version__}, "
          f"{platform.processor() or platform.machine()}")
    print(f"{'operation':<22}{'ml_dtypes ms':>14}{'mxsim ms':>12}{'ratio':>8}")
    for fmt, dtype in (("e4m3", ml_dtypes.float8_e4m3fn), ("e2m1", ml_dtypes.float4_e2m1fn)):
        ours = mxsim.encode(fmt, x)
        theirs = x.astype(dtype)
        assert np.array_equal(ours, theirs.view(np.uint8)), "results differ; the benchmark compares equal work"
        encode_ml = best_of(args.repeat, lambda: x.astype(dtype))
        encode_mx = best_of(args.repeat, lambda: mxsim.encode(fmt, x))
        assert np.array_equal(mxsim.decode(fmt, ours), theirs.astype(np.float32))
        decode_ml = best_of(args.repeat, lambda: theirs.astype(np.float32))
        decode_mx = best_of(args.repeat, lambda: mxsim.decode(fmt, ours))
        for name, ml, mx in ((f"encode fp32->{fmt}", encode_ml, encode_mx), (f"decode {fmt}->fp32", decode_ml, decode_mx)):
            print(f"{name:<22}{ml * 1e3:>14.1f}{mx * 1e3:>12.1f}{ml / mx:>7.1f}x")


if __name__ == "__main__":
    main()
