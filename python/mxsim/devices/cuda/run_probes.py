"""Runs a CUDA probe folder on an NVIDIA GPU and writes the answers for `mxsim fit`.

    python3 run_probes.py DIR [--device N]          (the copy in DIR: numpy and the NVIDIA driver only)
    python3 -m mxsim.devices.cuda.run_probes DIR     (the same, where mxsim is installed)

DIR is what `mxsim probe --cuda` (or mxsim.devices.cuda.prepare) wrote: cuda_kernel.json (the
kernel, its PTX file, K and formats), a.words.npy, b.words.npy, c.words.npy (the operands' bit
patterns) and the PTX. The CUDA driver (libcuda) JIT-compiles the PTX for the GPU; nothing else of
CUDA, and nothing of mxsim, is needed, so the folder can be copied to a GPU machine as it is.
Writes DIR/d.npy: the results' bit patterns (uint32 for FP32, uint16 for FP16), in the probes'
order, which `mxsim fit` reads. Exit status: 0 written, 2 bad input or no usable GPU.
"""
import argparse
import ctypes
import json
import os
import sys

import numpy as np

KERNEL_FILE = "cuda_kernel.json"
# The words each kernel reads per element, by mxsim format (dot_probes.cu's header)
WORDS = {"e4m3": np.uint8, "e5m2": np.uint8, "fp16": np.uint16, "bf16": np.uint16, "tf32": np.uint32,
         "fp32": np.uint32, "e8m0": np.uint8}
# Threads per block: a warpgroup (wgmma needs exactly 128; the mma.sync kernels take any multiple of 32)
THREADS = 128
BLOCKS = 64


class ProbeRunError(Exception):
    """Bad input or no usable GPU (exit 2)."""


class _Driver:
    """The few CUDA driver calls a probe run needs (cuda.h's C API through ctypes)."""

    def __init__(self, device):
        try:
            self.lib = ctypes.CDLL("libcuda.so.1")
        except OSError as error:
            raise ProbeRunError(f"libcuda.so.1 not found ({error}); expected a machine with an NVIDIA driver") from None
        self.check(self.lib.cuInit(0), "cuInit")
        handle = ctypes.c_int()
        self.check(self.lib.cuDeviceGet(ctypes.byref(handle), device), f"cuDeviceGet({device})")
        self.handle = handle
        self.context = ctypes.c_void_p()
        self.check(self.lib.cuDevicePrimaryCtxRetain(ctypes.byref(self.context), handle), "cuDevicePrimaryCtxRetain")
        self.check(self.lib.cuCtxSetCurrent(self.context), "cuCtxSetCurrent")

    def check(self, status, call):
        if status != 0:
            text = ctypes.c_char_p()
            self.lib.cuGetErrorString(status, ctypes.byref(text))
            raise ProbeRunError(f"{call}: CUDA error {status} ({(text.value or b'?').decode()})")

    def function(self, ptx_text, name):
        module, function = ctypes.c_void_p(), ctypes.c_void_p()
        self.check(self.lib.cuModuleLoadData(ctypes.byref(module), ctypes.c_char_p(ptx_text + b"\0")),
                   "cuModuleLoadData (the driver compiling the PTX)")
        self.check(self.lib.cuModuleGetFunction(ctypes.byref(function), module, name.encode()),
                   f"cuModuleGetFunction({name})")
        return function

    def architecture(self):
        """The GPU's architecture as PTX names it (sm_90 for compute capability 9.0)."""
        major, minor = ctypes.c_int(), ctypes.c_int()
        # CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR = 75, _MINOR = 76 (cuda.h)
        for value, attribute in ((major, 75), (minor, 76)):
            self.check(self.lib.cuDeviceGetAttribute(ctypes.byref(value), attribute, self.handle),
                       "cuDeviceGetAttribute")
        return f"sm_{major.value}{minor.value}"

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


def _load(path, what):
    try:
        array = np.load(path, allow_pickle=False)
    except (OSError, ValueError) as error:
        raise ProbeRunError(f"{path}: {error}; expected {what}") from None
    if not isinstance(array, np.ndarray):  # an .npz archive under a .npy name
        array.close()
        raise ProbeRunError(f"{path}: an .npz archive; expected one array (.npy) of {what}")
    return array


def run(probes_dir, device=0):
    """Runs the probe folder's kernel on GPU `device`; returns the path of the d.npy written."""
    try:
        with open(os.path.join(probes_dir, KERNEL_FILE)) as f:
            kernel = json.load(f)
        name, k, elem, out, ptx_name = (kernel[x] for x in ("name", "k", "elem", "out", "ptx"))
        elem_b, scaled = kernel.get("elem_b") or elem, kernel.get("scaled", False)
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as error:
        raise ProbeRunError(f"{os.path.join(probes_dir, KERNEL_FILE)}: {error!r}; expected the folder "
                            f"mxsim probe --cuda wrote") from None
    if not all(isinstance(x, str) and x for x in (name, ptx_name)) or os.path.basename(ptx_name) != ptx_name:
        raise ProbeRunError(f"{KERNEL_FILE}: name {name!r}, ptx {ptx_name!r}; expected the kernel's name and the "
                            f"PTX file's name in the folder")
    if (not all(isinstance(x, str) and x in WORDS for x in (elem, elem_b, out))
            or type(k) is not int or k <= 0 or not isinstance(scaled, bool)):  # bool is an int to isinstance
        raise ProbeRunError(f"{KERNEL_FILE}: elem {elem!r}, elem_b {elem_b!r}, out {out!r}, k {k!r}, scaled "
                            f"{scaled!r}; expected formats of {', '.join(WORDS)}, a positive integer K and true "
                            f"or false")
    a, b, c = (_load(os.path.join(probes_dir, f"{x}.words.npy"), f"the {x} operand's bit patterns")
               for x in ("a", "b", "c"))
    if (a.ndim != 2 or a.shape != b.shape or a.shape[1] != k or c.shape != (a.shape[0],) or a.dtype != WORDS[elem]
            or b.dtype != WORDS[elem_b] or c.dtype != WORDS[out]):
        raise ProbeRunError(f"a {list(a.shape)} {a.dtype}, b {list(b.shape)} {b.dtype}, c {list(c.shape)} {c.dtype}; "
                            f"expected [S, {k}] and [S, {k}] of {np.dtype(WORDS[elem])} and [S] of "
                            f"{np.dtype(WORDS[out])} for {name}")
    scales = []
    if scaled:  # E8M0 bytes, one per probe and operand (K = 32: one block)
        scales = [_load(os.path.join(probes_dir, f"{x}.words.npy"), f"the {x} E8M0 scales") for x in ("sa", "sb")]
        if any(x.shape != (a.shape[0],) or x.dtype != np.uint8 for x in scales):
            raise ProbeRunError(f"sa {list(scales[0].shape)} {scales[0].dtype}, sb {list(scales[1].shape)} "
                                f"{scales[1].dtype}; expected [S] of uint8 (E8M0) for {name}")
    ptx_path = os.path.join(probes_dir, ptx_name)
    try:
        with open(ptx_path, "rb") as f:
            ptx_text = f.read()
    except OSError as error:
        raise ProbeRunError(f"{ptx_path}: {error}; expected the PTX mxsim probe --cuda wrote") from None
    driver = _Driver(device)
    try:
        function = driver.function(ptx_text, name)
    except ProbeRunError as error:  # most often a PTX for another architecture (sm_90a's wgmma on an sm_100)
        raise ProbeRunError(f"{error}; the PTX targets {kernel.get('arch', '?')} and GPU {device} is "
                            f"{driver.architecture()}") from None
    inputs = [driver.upload(np.ascontiguousarray(w)) for w in [a, b] + scales + [c]]
    d = np.zeros(a.shape[0], WORDS[out])
    output = driver.upload(d)
    driver.launch(function, BLOCKS, THREADS, inputs + [output, int(a.shape[0])])
    path = os.path.join(probes_dir, "d.npy")
    np.save(path, driver.download(output, d))
    return path


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="run_probes.py",
                                     description="Runs a CUDA probe folder (mxsim probe --cuda) on an NVIDIA GPU "
                                                 "and writes d.npy.",
                                     epilog="Exit status: 0 written, 2 bad input or no usable GPU.")
    parser.add_argument("probes", metavar="PROBES_DIR")
    parser.add_argument("--device", type=int, default=0)
    try:
        args = parser.parse_args(argv)
    except SystemExit as exit_request:
        return int(exit_request.code or 0)
    try:
        path = run(args.probes, args.device)
    except ProbeRunError as error:
        print(f"run_probes: {error}", file=sys.stderr)
        return 2
    print(f"wrote {path}; fit it where mxsim is installed: {fit_command(args.probes, path)}")
    return 0


def fit_command(probes_dir, d_path):
    """The `mxsim fit` command for the answers: the operands' values are the a.npy, b.npy, c.npy
    (and sa.npy, sb.npy) that `mxsim probe` writes beside the words."""
    with open(os.path.join(probes_dir, KERNEL_FILE)) as f:
        kernel = json.load(f)
    values = " ".join(os.path.join(probes_dir, f"{x}.npy") for x in "abc")
    command = f"mxsim fit {values} {d_path} --elem {kernel['elem']} --out {kernel['out']}"
    if kernel.get("elem_b") and kernel["elem_b"] != kernel["elem"]:
        command += f" --elem-b {kernel['elem_b']}"
    if kernel.get("scaled"):
        command += " --scales " + " ".join(os.path.join(probes_dir, f"{x}.npy") for x in ("sa", "sb"))
    return command


if __name__ == "__main__":
    sys.exit(main())
