#!/usr/bin/env bash
# Builds the libFuzzer targets (tests/fuzz, the `fuzz` preset: clang 14 with ASan + UBSan) and runs
# each for SECONDS (default 20), seeded with the recorded traces and payloads under traces/.
# The test command runs it briefly; the long campaign is, for example:
#   scripts/fuzz.sh 3600
# MXSIM_FUZZ_RUNS=N stops each target after N executions instead, if that comes first; the
# campaign of record (10^6 executions of the trace target, about 70 min on one core):
#   MXSIM_FUZZ_RUNS=1000000 scripts/fuzz.sh 7200
# MXSIM_FUZZ_SEED (default 1) fixes libFuzzer's random choices, so a run of the test command
# replays the same inputs in the same order (how far it gets depends only on speed).
# A finding (crash, leak, sanitizer report, timeout) stops the run with a non-zero exit and leaves
# the input as crash-*/leak-*/timeout-* in build/fuzz/findings.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-20}
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz
work=build/fuzz/corpus
findings=build/fuzz/findings
mkdir -p "$work/trace" "$work/npy" "$findings"
cp traces/*/*.mxt "$work/trace/"
# archives up to 4 MiB: libFuzzer reads no more than -max_len (64 KiB) of an input anyway, and the
# 2048^3 GEMM's 25 MB would only cost the corpus load
find traces -name '*.npz' -size -4M -exec cp {} "$work/npy/" \;
for target in fuzz_trace fuzz_npy; do
  corpus=$work/${target#fuzz_}
  echo "== $target for ${seconds} s =="
  # -timeout: one input taking 10 s is a hang; -rss_limit_mb bounds memory at 4 GiB
  build/fuzz/tests/fuzz/$target "$corpus" -max_total_time="$seconds" -runs="${MXSIM_FUZZ_RUNS:--1}" -timeout=10 -rss_limit_mb=4096 \
    -max_len=65536 -seed="${MXSIM_FUZZ_SEED:-1}" -artifact_prefix="$findings/" -print_final_stats=1 2>&1 |
    grep -E "^#[0-9]+.*(INITED|DONE)|stat::number_of_executed_units|stat::peak_rss_mb|ERROR|SUMMARY|cov:" | tail -6
  test "${PIPESTATUS[0]}" -eq 0
done
