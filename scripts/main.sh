#!/usr/bin/env bash
# The main job: install what is missing, then show the registries and run the MX demo.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/bootstrap.sh
mxsim info
echo
mxsim demo
