#!/usr/bin/env bash
# Install what is missing (idempotent): Debian packages for the C++ build, PyPI packages for the
# Python side, then the mxsim package itself (built from this CMake project by scikit-build-core).
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-python3}

# chromium: the headless browser tests/timing/test_perfetto_browser.py opens the timeline in.
# clang-22: its NVPTX back end writes the PTX of the CUDA probe kernels (mxsim probe --cuda; no CUDA
# toolkit needed) and writes the PTX of LLVM's own mma intrinsics, which tests/python/test_cuda_probes.py
# compares the kernels' instructions with.
# llvm-22: llvm-mc-22, the gfx950 assembler tests/python/test_cdna4_llvm_mc.py checks the assembly reader against,
# and llvm-objdump-22, which reads an exported code object back (mxsim export --to hip).
# lld-22: ld.lld-22 links the exported gfx950 code object (clang-22 assembles it).
# libamdhip64-dev: the HIP host headers and library the exported host program compiles and links against.
apt_packages=(cmake g++ ninja-build catch2 libfmt-dev libsystemc-dev libboost-dev clang-format-14 clang-14 clang-22 llvm-22
              lld-22 libamdhip64-dev chromium)
missing=()
for package in "${apt_packages[@]}"; do
  dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if ((${#missing[@]})); then
  echo "bootstrap: installing Debian packages: ${missing[*]}"
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# Python packages at the versions of constraints.txt, so that a fresh machine tests against the
# numerics libraries the tests last passed with (ml_dtypes 0.7 changed E8M0 rounding, for one).
# matplotlib is optional for users (only `mxsim diff --heatmap` draws with it); installing it here
# lets the tests exercise the heat map too. hypothesis drives the property test of the public API
# (tests/python/test_hostile_api_properties.py). ruff is the lint step of scripts/test.sh. viztracer
# brings vizviewer, which serves the Perfetto UI offline: scripts/timeline_screenshot.py shows a
# timeline in it (tests/timing/test_perfetto_browser.py, the docs' screenshots).
# MXSIM_UNPINNED=1 installs the newest releases instead (--upgrade, no constraints): the check that
# a new release changes nothing before the pins move.
python_packages=(numpy ml_dtypes pytest hypothesis pybind11 scikit-build-core matplotlib ruff viztracer)
pip_install=("$PYTHON" -m pip install -q --disable-pip-version-check)
pins_installed() {  # each package installed at its constraints.txt version
  "$PYTHON" - "${python_packages[@]}" <<'PY'
import importlib.metadata
import re
import sys

def key(name):
    return re.sub(r"[-_.]+", "-", name).lower()

pins = dict(line.strip().split("==") for line in open("constraints.txt") if "==" in line and not line.startswith("#"))
pins = {key(name): version for name, version in pins.items()}
sys.exit(any(importlib.metadata.version(name) != pins[key(name)] for name in sys.argv[1:]))
PY
}
if [ -n "${MXSIM_UNPINNED:-}" ]; then
  echo "bootstrap: installing the newest Python packages (MXSIM_UNPINNED)"
  "${pip_install[@]}" --upgrade "${python_packages[@]}"
elif ! "$PYTHON" -c "import numpy, ml_dtypes, pytest, hypothesis, pybind11, scikit_build_core, matplotlib, ruff, viztracer" >/dev/null 2>&1 ||
     ! pins_installed >/dev/null 2>&1; then
  echo "bootstrap: installing Python packages (constraints.txt)"
  "${pip_install[@]}" -c constraints.txt "${python_packages[@]}"
fi

# Incremental: scikit-build-core reuses build/python between runs.
"$PYTHON" -m pip install -q --disable-pip-version-check --no-build-isolation .
