"""CUDA tensor-core probe kernels: `mxsim probe` answers on an NVIDIA GPU.

`dot_probes.cu` computes each probe d = c + a . b with one `mma.sync` instruction (fragments.h:
where each K index sits in a warp's fragments, from the PTX ISA); `compile_ptx` turns it into PTX
with Debian's clang-22 (no CUDA toolkit needed); `run_probes` (a ctypes client of the CUDA driver,
libcuda) runs the PTX on the user's GPU and writes d.npy for `mxsim fit`. docs/probe-fit.md walks it.
"""
from __future__ import annotations

import os
import shutil
import subprocess
from dataclasses import dataclass

from ...errors import ArgumentError

SOURCE_DIR = os.path.dirname(os.path.abspath(__file__))
SOURCES = ("dot_probes.cu", "fragments.h")


@dataclass(frozen=True)
class ProbeKernel:
    name: str           # the kernel's entry in dot_probes.cu
    instruction: str    # the PTX instruction it issues once per probe
    arch: str           # the oldest GPU architecture with that instruction
    elem: str           # mxsim's format of a and b
    out: str            # mxsim's format of c and d
    k: int              # terms per dot product (the instruction's K)
    intrinsic: str      # LLVM's intrinsic for the same instruction (the test compiles both and compares)


KERNELS = (
    ProbeKernel("dot_e4m3_f32", "mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32", "sm_89", "e4m3", "fp32", 32,
                "llvm.nvvm.mma.m16n8k32.row.col.f32.e4m3.e4m3.f32"),
    ProbeKernel("dot_e5m2_f32", "mma.sync.aligned.m16n8k32.row.col.f32.e5m2.e5m2.f32", "sm_89", "e5m2", "fp32", 32,
                "llvm.nvvm.mma.m16n8k32.row.col.f32.e5m2.e5m2.f32"),
    ProbeKernel("dot_e4m3_f16", "mma.sync.aligned.m16n8k32.row.col.f16.e4m3.e4m3.f16", "sm_89", "e4m3", "fp16", 32,
                "llvm.nvvm.mma.m16n8k32.row.col.f16.e4m3.e4m3.f16"),
    ProbeKernel("dot_e5m2_f16", "mma.sync.aligned.m16n8k32.row.col.f16.e5m2.e5m2.f16", "sm_89", "e5m2", "fp16", 32,
                "llvm.nvvm.mma.m16n8k32.row.col.f16.e5m2.e5m2.f16"),
    ProbeKernel("dot_f16_f32", "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32", "sm_80", "fp16", "fp32", 16,
                "llvm.nvvm.mma.m16n8k16.row.col.f32.f32"),
    ProbeKernel("dot_bf16_f32", "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32", "sm_80", "bf16", "fp32", 16,
                "llvm.nvvm.mma.m16n8k16.row.col.bf16"),
    ProbeKernel("dot_f16_f16", "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16", "sm_80", "fp16", "fp16", 16,
                "llvm.nvvm.mma.m16n8k16.row.col.f16.f16"),
    ProbeKernel("dot_tf32_f32", "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32", "sm_80", "tf32", "fp32", 8,
                "llvm.nvvm.mma.m16n8k8.row.col.tf32"),
)


def kernel_for(elem, out, k):
    """The probe kernel for elem x elem -> out dot products of k terms, else ArgumentError listing them."""
    for kernel in KERNELS:
        if (kernel.elem, kernel.out, kernel.k) == (elem, out, k):
            return kernel
    offered = ", ".join(f"{x.elem} -> {x.out} K={x.k}" for x in KERNELS)
    raise ArgumentError(f"no CUDA probe kernel for {elem} -> {out} with K = {k}; expected one of: {offered}")


def clang():
    """Debian's clang-22 (its NVPTX back end writes the PTX), or None."""
    return shutil.which("clang-22")


def compile_ptx(out_dir, arch="sm_89"):
    """Copies the kernel sources into out_dir and compiles them to out_dir/dot_probes_<arch>.ptx
    (sm_89: every kernel; sm_80: all but the FP8 ones). Returns the PTX path."""
    compiler = clang()
    if compiler is None:
        raise ArgumentError("clang-22 not found; expected Debian's clang-22 (apt-get install clang-22) to write PTX")
    if arch not in ("sm_80", "sm_89", "sm_90", "sm_100", "sm_120"):
        raise ArgumentError(f"arch {arch!r}; expected sm_80, sm_89, sm_90, sm_100 or sm_120")
    os.makedirs(out_dir, exist_ok=True)
    for name in SOURCES:
        shutil.copyfile(os.path.join(SOURCE_DIR, name), os.path.join(out_dir, name))
    ptx = os.path.join(out_dir, f"dot_probes_{arch}.ptx")
    command = [compiler, "-x", "cuda", f"--cuda-gpu-arch={arch}", "--cuda-device-only", "-nocudainc", "-nocudalib",
               "-O2", "-Wno-unknown-cuda-version", "-S", "-o", ptx, os.path.join(out_dir, "dot_probes.cu")]
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:  # e.g. a clang without these mma forms: the user's toolchain, exit 2
        raise ArgumentError(f"{' '.join(command)} failed:\n{done.stderr.strip()}")
    return ptx
