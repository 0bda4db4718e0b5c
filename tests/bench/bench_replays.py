#!/usr/bin/env python3
"""Benchmark: replaying each target's recorded MX GEMM trace against numpy/OpenBLAS float64 matmul of
the same shape (the reference users reach for), side by side in one run:

- Trainium3: traces/trn3/gemm_e4m3_2048.mxt (the tiled NKI GEMM, 2048^3, 2,304 instructions);
- CDNA4: traces/cdna4/gemm_mxfp8_512.mxt (the four-wave MFMA GEMM, 512^3, 44,804 wave instructions);
- Ascend 950: traces/ascend950/quant_matmul_e4m3_512.mxt (the seed-004 quant-matmul, 512 x 1024 x 512).

    python3 tests/bench/bench_replays.py [--repeat 3] [--json OUT.json] [--only trn3,cdna4,ascend950]
    python3 tests/bench/bench_replays.py --avx2-host    # both sides on the kernels an AVX2-only host runs

The replay is `mxsim.run(trace)`: parse, load the payloads, execute every instruction with its
numerics, compare the recorded output (each must match). Ratio = replay / numpy (issue 15's bar:
<= 3 for each). The first line names the host, mxsim's ISA and numpy's OpenBLAS kernels.
"""
import argparse
import pathlib

import numpy as np

import mxsim

# tests/bench/timing.py (this script's folder)
from timing import add_host_option, apply_host_option, best_of, empty_packed_operand_cache, host_line, write_json

TRACES = pathlib.Path(__file__).resolve().parents[2] / "traces"
# target: (trace, M, N, K)
CASES = {"trn3": (TRACES / "trn3" / "gemm_e4m3_2048.mxt", 2048, 2048, 2048),
         "cdna4": (TRACES / "cdna4" / "gemm_mxfp8_512.mxt", 512, 512, 512),
         "ascend950": (TRACES / "ascend950" / "quant_matmul_e4m3_512.mxt", 512, 512, 1024)}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--json", metavar="OUT.json", help="also write the results as JSON")
    parser.add_argument("--only", default=",".join(CASES), help="comma-separated targets (default: all)")
    add_host_option(parser)
    args = parser.parse_args()
    apply_host_option(args)
    print(host_line())
    print(f"best of {args.repeat}")
    print(f"{'target':<11}{'shape':>18}{'instructions':>14}{'numpy ms':>10}{'replay ms':>11}{'ratio':>8}")
    rng = np.random.default_rng(0)
    results = []
    for target in args.only.split(","):
        path, m, n, k = CASES[target]
        first = mxsim.run(path)
        assert first.ok and first.expected, f"{path}: {first.summary()}"
        a, b = rng.standard_normal((m, k)), rng.standard_normal((k, n))
        numpy_time = best_of(args.repeat, lambda: a @ b)
        # each timed replay starts with no packed operands kept from the one before (a first run's cost)
        replay = best_of(args.repeat, lambda: mxsim.run(path), before=empty_packed_operand_cache)
        shape = f"{m} x {n} x {k}"
        print(f"{target:<11}{shape:>18}{first.instructions:>14}{numpy_time * 1e3:>10.1f}{replay * 1e3:>11.1f}"
              f"{replay / numpy_time:>7.2f}x")
        results.append({"target": target, "trace": path.name, "m": m, "n": n, "k": k,
                        "instructions": first.instructions, "numpy_s": numpy_time, "replay_s": replay,
                        "ratio": replay / numpy_time})
    write_json(args.json, "bench_replays", results)


if __name__ == "__main__":
    main()
