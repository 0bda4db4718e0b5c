#!/usr/bin/env bash
# The test command: install what is missing, build (warnings as errors), run every C++ and
# Python test. Idempotent; CI runs exactly this. Python packages come at the versions pinned in
# constraints.txt; MXSIM_UNPINNED=1 scripts/test.sh runs the same against the newest releases.
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-python3}

scripts/bootstrap.sh

echo "== C++ and CUDA layout (clang-format 14, .clang-format) =="
git ls-files -z '*.cc' '*.h' '*.cu' | xargs -0 clang-format-14 --dry-run --Werror

echo "== C++ tests (release, -Werror) =="
cmake --preset release >/dev/null
cmake --build --preset release
ctest --preset release --output-on-failure -j 2

echo "== C++ tests under AddressSanitizer + UBSan =="
cmake --preset asan >/dev/null
cmake --build --preset asan
ctest --preset asan --output-on-failure -j 2

echo "== Fuzzers (libFuzzer, 20 s each; the long campaign: scripts/fuzz.sh 3600) =="
scripts/fuzz.sh 20

echo "== Mutation campaign of mxsim run, then of mxsim run --timing (400 runs each; of record: scripts/mutation_campaign.py 100000) =="
"$PYTHON" scripts/mutation_campaign.py 400 --jobs 2
"$PYTHON" scripts/mutation_campaign.py 400 --jobs 2 --timing --seed 2

echo "== Python lint (ruff) =="
"$PYTHON" -m ruff check .

echo "== Python tests, and the timing calibration tests =="
"$PYTHON" -m pytest -q tests/python tests/timing

echo "== Benchmark smoke runs (seconds each; the measured runs: docs/performance.md) =="
(cd tests/bench &&
  "$PYTHON" bench_mx_matmul.py --size 128 --preset-size 64 --repeat 1 --json /dev/null >/dev/null &&
  if "$PYTHON" -c 'import sys, mxsim; sys.exit("avx2" not in mxsim.host_isas())'; then  # an AVX2 host
    "$PYTHON" bench_mx_matmul.py --size 128 --preset-size 64 --repeat 1 --avx2-host >/dev/null
  fi &&
  "$PYTHON" bench_trn3_gemm.py --size 512 --repeat 1 --json /dev/null >/dev/null &&
  "$PYTHON" bench_replays.py --repeat 1 --json /dev/null >/dev/null &&
  "$PYTHON" bench_timing.py --instructions 20000 --runs 1 --points 2 >/dev/null &&
  "$PYTHON" bench_convert.py --count 65536 --repeat 1 >/dev/null &&
  "$PYTHON" bench_trace_parse.py --lines 20000 >/dev/null)
echo "benchmarks: each ran"
