#!/usr/bin/env bash
# Install what is missing (idempotent): Debian packages for the C++ build, PyPI packages for the
# Python side, then the mxsim package itself (built from this CMake project by scikit-build-core).
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-python3}

apt_packages=(cmake g++ ninja-build catch2 libfmt-dev libsystemc-dev libboost-dev)
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

# matplotlib is optional for users (only `mxsim diff --heatmap` draws with it); installing it here
# lets the tests exercise the heat map too.
if ! "$PYTHON" -c "import numpy, ml_dtypes, pytest, pybind11, scikit_build_core, matplotlib" >/dev/null 2>&1; then
  echo "bootstrap: installing Python packages"
  "$PYTHON" -m pip install -q --disable-pip-version-check numpy ml_dtypes pytest pybind11 scikit-build-core matplotlib
fi

# Incremental: scikit-build-core reuses build/python between runs.
"$PYTHON" -m pip install -q --disable-pip-version-check --no-build-isolation .
