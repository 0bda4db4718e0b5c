"""Runs `mxsim probe` probes on an NVIDIA GPU and writes the answers for `mxsim fit`.

    python3 -m mxsim.devices.cuda.run_probes PROBES_DIR [--ptx FILE] [--kernel NAME] [--device N]

PROBES_DIR is `mxsim probe`'s output (a.npy, b.npy, c.npy, labels.json) with the PTX that
`mxsim probe --cuda` wrote next to them (dot_probes_<arch>.ptx, or --ptx). The kernel is the one of
mxsim.devices.cuda.KERNELS for the probes' formats and K (or --kernel). The CUDA driver (libcuda,
part of the NVIDIA driver) JIT-compiles the PTX for the GPU; nothing else of CUDA is needed.
Writes PROBES_DIR/d.npy: the results' bit patterns (uint32 for FP32, uint16 for FP16), in the
probes' order, which `mxsim fit` reads. Exit status: 0 written, 2 bad input or no usable GPU.
"""
from __future__ import annotations

import argparse
import ctypes
import json
import os
import sys

import numpy as np

from ...accumulate import exact_codes
from ...arguments import load_npy
from ...errors import ArgumentError
from . import KERNELS, kernel_for

# The words each kernel reads per element, by mxsim format (dot_probes.cu's header)
_WORDS = {"e4m3": np.uint8, "e5m2": np.uint8, "fp16": np.uint16, "bf16": np.uint16, "tf32": np.uint32,
          "fp32": np.uint32}


def device_words(values, fmt, what):
    """The bit patterns the kernels read for `values` (exactly representable in `fmt`): FP8 codes as
    bytes, FP16 / BF16 as 16-bit words, FP32 as 32-bit words and TF32 as the FP32 pattern of the
    value (its 19-bit code in the high bits, the low 13 zero)."""
    codes = np.asarray(exact_codes(fmt, np.asarray(values), what))
    if fmt == "tf32":
        return (codes.astype(np.uint32) << np.uint32(13)).astype(np.uint32)
    return codes.astype(_WORDS[fmt])


class _Driver:
    """The few CUDA driver calls a probe run needs (cuda.h's C API through ctypes)."""

    def __init__(self, device):
        try:
            self.lib = ctypes.CDLL("libcuda.so.1")
        except OSError as error:
            raise ArgumentError(f"libcuda.so.1 not found ({error}); expected a machine with an NVIDIA driver") from None
        self.check(self.lib.cuInit(0), "cuInit")
        handle = ctypes.c_int()
        self.check(self.lib.cuDeviceGet(ctypes.byref(handle), device), f"cuDeviceGet({device})")
        self.context = ctypes.c_void_p()
        self.check(self.lib.cuDevicePrimaryCtxRetain(ctypes.byref(self.context), handle), "cuDevicePrimaryCtxRetain")
        self.check(self.lib.cuCtxSetCurrent(self.context), "cuCtxSetCurrent")

    def check(self, status, call):
        if status != 0:
            text = ctypes.c_char_p()
            self.lib.cuGetErrorString(status, ctypes.byref(text))
            raise ArgumentError(f"{call}: CUDA error {status} ({(text.value or b'?').decode()})")

    def function(self, ptx_text, name):
        module, function = ctypes.c_void_p(), ctypes.c_void_p()
        self.check(self.lib.cuModuleLoadData(ctypes.byref(module), ctypes.c_char_p(ptx_text + b"\0")),
                   "cuModuleLoadData (the driver compiling the PTX)")
        self.check(self.lib.cuModuleGetFunction(ctypes.byref(function), module, name.encode()),
                   f"cuModuleGetFunction({name})")
        return function

    def upload(self, array):
        pointer = ctypes.c_uint64()
        self.check(self.lib.cuMemAlloc_v2(ctypes.byref(pointer), ctypes.c_size_t(max(array.nbytes, 1))), "cuMemAlloc")
        self.check(self.lib.cuMemcpyHtoD_v2(pointer, array.ctypes.data_as(ctypes.c_void_p),
                                            ctypes.c_size_t(array.nbytes)), "cuMemcpyHtoD")
        return pointer

    def launch(self, function, blocks, threads, arguments):
        holders = [ctypes.c_uint64(a.value) if isinstance(a, ctypes.c_uint64) else ctypes.c_int(a) for a in arguments]
        pointers = (ctypes.c_void_p * len(holders))(*[ctypes.cast(ctypes.byref(h), ctypes.c_void_p) for h in holders])
        self.check(self.lib.cuLaunchKernel(function, blocks, 1, 1, threads, 1, 1, 0, None, pointers, None),
                   "cuLaunchKernel")
        self.check(self.lib.cuCtxSynchronize(), "cuCtxSynchronize (the kernel)")

    def download(self, pointer, array):
        self.check(self.lib.cuMemcpyDtoH_v2(array.ctypes.data_as(ctypes.c_void_p), pointer,
                                            ctypes.c_size_t(array.nbytes)), "cuMemcpyDtoH")
        return array


def run(probes_dir, ptx=None, kernel=None, device=0):
    """Runs the probes in probes_dir on GPU `device`; returns the path of the d.npy written."""
    try:
        with open(os.path.join(probes_dir, "labels.json")) as f:
            labels = json.load(f)
    except (OSError, ValueError) as error:
        raise ArgumentError(f"{probes_dir}: {error}; expected mxsim probe's output folder") from None
    chosen = (next((x for x in KERNELS if x.name == kernel), None) if kernel
              else kernel_for(labels.get("elem"), labels.get("out"), labels.get("k")))
    if chosen is None:
        raise ArgumentError(f"--kernel {kernel}; expected one of: {', '.join(x.name for x in KERNELS)}")
    a, b, c = (load_npy(os.path.join(probes_dir, f"{name}.npy")) for name in ("a", "b", "c"))
    if a.ndim != 2 or a.shape != b.shape or a.shape[1] != chosen.k or c.shape != (a.shape[0],):
        raise ArgumentError(f"probes a {list(a.shape)}, b {list(b.shape)}, c {list(c.shape)}; expected [S, {chosen.k}], "
                            f"[S, {chosen.k}] and [S] for {chosen.name}")
    words = [np.ascontiguousarray(device_words(x, fmt, what))
             for x, fmt, what in ((a, chosen.elem, "a"), (b, chosen.elem, "b"), (c, chosen.out, "c"))]
    ptx_path = ptx or os.path.join(probes_dir, f"dot_probes_{chosen.arch}.ptx")
    try:
        with open(ptx_path, "rb") as f:
            ptx_text = f.read()
    except OSError as error:
        raise ArgumentError(f"{ptx_path}: {error}; expected the PTX mxsim probe --cuda wrote") from None
    driver = _Driver(device)
    function = driver.function(ptx_text, chosen.name)
    inputs = [driver.upload(w) for w in words]
    d = np.zeros(a.shape[0], _WORDS[chosen.out])
    output = driver.upload(d)
    driver.launch(function, 64, 128, inputs + [output, int(a.shape[0])])
    path = os.path.join(probes_dir, "d.npy")
    np.save(path, driver.download(output, d))
    return path


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m mxsim.devices.cuda.run_probes",
                                     description="Runs mxsim probe's probes on an NVIDIA GPU and writes d.npy.",
                                     epilog="Exit status: 0 written, 2 bad input or no usable GPU.")
    parser.add_argument("probes", metavar="PROBES_DIR")
    parser.add_argument("--ptx", help="the PTX file (default: PROBES_DIR/dot_probes_<arch>.ptx, the kernel's arch)")
    parser.add_argument("--kernel", help="a kernel of mxsim.devices.cuda.KERNELS (default: the probes' formats)")
    parser.add_argument("--device", type=int, default=0)
    try:
        args = parser.parse_args(argv)
    except SystemExit as exit_request:
        return int(exit_request.code or 0)
    try:
        path = run(args.probes, args.ptx, args.kernel, args.device)
    except ArgumentError as error:
        print(f"run_probes: {error}", file=sys.stderr)
        return 2
    print(f"wrote {path}; fit it: mxsim fit {args.probes}/a.npy {args.probes}/b.npy {args.probes}/c.npy {path} "
          f"--elem ... --out ...")
    return 0


if __name__ == "__main__":
    sys.exit(main())
