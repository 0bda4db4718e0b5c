#!/usr/bin/env bash
# The main job: install what is missing, then replay a recorded MX trace on the default target
# (Trainium3: the NKI tutorial's offline-quantized MXFP8 matmul) and print its summary: instructions
# per engine queue, diagnostics, the output and its bit-for-bit check against the recorded result.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/bootstrap.sh
mxsim run traces/trn3/offline_quantized_mx_matmul_e5m2.mxt
