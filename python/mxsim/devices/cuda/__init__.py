"""CUDA tensor-core probe kernels: `mxsim probe` answers on an NVIDIA GPU.

`dot_probes.cu` computes each probe d = c + a . b with one warp-level `mma.sync` instruction,
`wgmma_probes.cu` with one Hopper warpgroup `wgmma.mma_async`, `block_scale_probes.cu` the MX probes
(with E8M0 scales) with one Blackwell block-scaled `mma.sync ... kind::mxf8f6f4.block_scale`
(sm_120a) and `tcgen05_probes.cu` with one data-centre Blackwell `tcgen05.mma ...
kind::mxf8f6f4.block_scale` (sm_100a; fragments.h: where each K index sits in a warp's fragments,
from the PTX ISA; gather.h: the helpers they share); `compile_ptx` turns them into PTX with
Debian's clang-22 (no CUDA toolkit needed); `prepare` writes a probe folder the GPU machine needs
nothing of mxsim for: the operands' bit patterns, the PTX, the kernel's name and
`run_probes.py` (numpy and a ctypes client of the CUDA driver, libcuda), which runs the PTX and
writes d.npy for `mxsim fit`. docs/probe-fit.md walks it.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
from dataclasses import asdict, dataclass

import numpy as np

from ...errors import ArgumentError
from .run_probes import KERNEL_FILE, WORDS  # the runner's own table: it travels alone, numpy its only import

SOURCE_DIR = os.path.dirname(os.path.abspath(__file__))
HEADERS = ("fragments.h", "gather.h")
# the source file of each instruction family, and the architectures its PTX may target
FAMILIES = {"mma": ("dot_probes.cu", ("sm_80", "sm_89", "sm_90", "sm_100", "sm_120")),
            "wgmma": ("wgmma_probes.cu", ("sm_90a",)),
            "mxf8f6f4": ("block_scale_probes.cu", ("sm_120a", "sm_121a")),
            "tcgen05": ("tcgen05_probes.cu", ("sm_100a", "sm_103a"))}
RUNNER = "run_probes.py"


@dataclass(frozen=True)
class ProbeKernel:
    name: str           # the kernel's entry in dot_probes.cu
    instruction: str    # the PTX instruction it issues once per probe
    arch: str           # the oldest GPU architecture with that instruction
    elem: str           # mxsim's format of a and b
    out: str            # mxsim's format of c and d
    k: int              # terms per dot product (the instruction's K)
    intrinsic: str      # LLVM's intrinsic for the same instruction (the test compiles both and compares), or ""
    family: str = "mma"  # FAMILIES: which source holds it
    elem_b: str = ""     # B's format where it differs from A's
    scaled: bool = False  # takes an E8M0 scale per 32 terms of a and of b (arguments sa, sb)

    @property
    def b_format(self):
        return self.elem_b or self.elem


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
) + tuple(
    # Hopper's warpgroup MMA, m64n8kK with A in registers and B in shared memory (wgmma_probes.cu);
    # LLVM 22 has no intrinsic for these forms, so the test checks them against the PTX ISA's syntax
    ProbeKernel(f"wgmma_{ptx}_{out.replace('fp', 'f')}",
                f"wgmma.mma_async.sync.aligned.m64n8k{k}.{out.replace('fp', 'f')}.{ptx}.{ptx}", "sm_90a",
                elem, out, k, "", "wgmma")
    for elem, ptx, out, k in (("e4m3", "e4m3", "fp32", 32), ("e5m2", "e5m2", "fp32", 32), ("e4m3", "e4m3", "fp16", 32),
                              ("e5m2", "e5m2", "fp16", 32), ("fp16", "f16", "fp32", 16), ("bf16", "bf16", "fp32", 16),
                              ("fp16", "f16", "fp16", 16), ("tf32", "tf32", "fp32", 8))
) + tuple(
    # Blackwell's block-scaled warp MMA (block_scale_probes.cu; sm_120a, the GeForce / workstation
    # parts: on sm_100a block scaling is tcgen05.mma); LLVM 22's intrinsic of the same is the oracle
    ProbeKernel(f"mx_{elem}_{elem_b}_f32",
                f"mma.sync.aligned.m16n8k32.row.col.kind::mxf8f6f4.block_scale.f32.{elem}.{elem_b}.f32.ue8m0", "sm_120a",
                elem, "fp32", 32, f"llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.f32.{elem}.{elem_b}.f32.ue8m0",
                "mxf8f6f4", elem_b, True)
    for elem in ("e4m3", "e5m2") for elem_b in ("e4m3", "e5m2")
) + tuple(
    # data-centre Blackwell's block-scaled MMA (tcgen05_probes.cu; sm_100a / sm_103a): one
    # tcgen05.mma per probe, A and B in shared memory, D and the scales in tensor memory; the
    # formats are in its instruction descriptor, so the mnemonic is the same for all four
    ProbeKernel(f"tc_mx_{elem}_{elem_b}_f32",
                "tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.collector::a::discard", "sm_100a",
                elem, "fp32", 32, "llvm.nvvm.tcgen05.mma.shared.mxf8f6f4.block_scale", "tcgen05", elem_b, True)
    for elem in ("e4m3", "e5m2") for elem_b in ("e4m3", "e5m2"))


def kernel_for(elem, out, k, family="mma", elem_b=None):
    """The `family` probe kernel for elem x elem_b (None: elem) -> out dot products of k terms, else
    ArgumentError listing them."""
    if family not in FAMILIES:
        raise ArgumentError(f"CUDA instruction family {family!r}; expected one of: {', '.join(FAMILIES)}")
    elem_b = elem_b or elem
    for kernel in KERNELS:
        if (kernel.elem, kernel.b_format, kernel.out, kernel.k, kernel.family) == (elem, elem_b, out, k, family):
            return kernel
    offered = ", ".join(f"{x.elem}{'' if x.b_format == x.elem else ' x ' + x.b_format} -> {x.out} K={x.k}"
                        for x in KERNELS if x.family == family)
    what = elem if elem_b == elem else f"{elem} x {elem_b}"
    raise ArgumentError(f"no CUDA {family} probe kernel for {what} -> {out} with K = {k}; expected one of: {offered}")


def clang():
    """Debian's clang-22 (its NVPTX back end writes the PTX), or None."""
    return shutil.which("clang-22")


def compile_ptx(out_dir, arch="sm_89"):
    """Copies the kernel sources into out_dir and compiles them to out_dir/<source>_<arch>.ptx:
    dot_probes (mma.sync; sm_89: every kernel, sm_80: all but the FP8 ones) for sm_80 .. sm_120,
    wgmma_probes for sm_90a, block_scale_probes for sm_120a / sm_121a, tcgen05_probes for sm_100a /
    sm_103a. Returns the PTX path."""
    compiler = clang()
    if compiler is None:
        raise ArgumentError("clang-22 not found; expected Debian's clang-22 (apt-get install clang-22) to write PTX")
    source = next((name for name, archs in FAMILIES.values() if arch in archs), None)
    if source is None:
        known = ", ".join(a for _, archs in FAMILIES.values() for a in archs)
        raise ArgumentError(f"arch {arch!r}; expected one of: {known}")
    os.makedirs(out_dir, exist_ok=True)
    for name in HEADERS + (source,):
        shutil.copyfile(os.path.join(SOURCE_DIR, name), os.path.join(out_dir, name))
    ptx = os.path.join(out_dir, f"{source.removesuffix('.cu')}_{arch}.ptx")
    command = [compiler, "-x", "cuda", f"--cuda-gpu-arch={arch}", "--cuda-device-only", "-nocudainc", "-nocudalib",
               "-O2", "-Wno-unknown-cuda-version", "-S", "-o", ptx, os.path.join(out_dir, source)]
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:  # e.g. a clang without these mma forms: the user's toolchain, exit 2
        raise ArgumentError(f"{' '.join(command)} failed:\n{done.stderr.strip()}")
    return ptx



def device_words(values, fmt, what):
    """The bit patterns the kernels read for `values` (exactly representable in `fmt`): FP8 codes as
    bytes, FP16 / BF16 as 16-bit words, FP32 as 32-bit words and TF32 as the FP32 pattern of the
    value (its 19-bit code in the high bits, the low 13 zero)."""
    from ...accumulate import exact_codes
    codes = np.asarray(exact_codes(fmt, np.asarray(values), what))
    if fmt == "tf32":
        return (codes.astype(np.uint32) << np.uint32(13)).astype(np.uint32)
    return codes.astype(WORDS[fmt])


def prepare(out_dir, kernel, a, b, c, sa=None, sb=None):
    """Writes the folder a GPU machine runs `kernel` on (with `python3 run_probes.py DIR`, needing
    numpy and the NVIDIA driver only): a, b [S, K] and c [S] values (exactly representable in the
    kernel's formats) as the words it reads (a.words.npy, b.words.npy, c.words.npy; for a scaled
    kernel sa.words.npy and sb.words.npy, the E8M0 bytes [S], 127 = 1.0 where sa / sb are None), its
    PTX (the sources too), cuda_kernel.json naming it, and the runner. Returns the PTX path."""
    a, b, c = np.asarray(a), np.asarray(b), np.asarray(c)
    if a.ndim != 2 or a.shape != b.shape or a.shape[1] != kernel.k or c.shape != (a.shape[0],):
        raise ArgumentError(f"a {list(a.shape)}, b {list(b.shape)}, c {list(c.shape)}; expected [S, {kernel.k}], "
                            f"[S, {kernel.k}] and [S] for {kernel.name}")
    words = {name: np.ascontiguousarray(device_words(x, fmt, name))
             for name, x, fmt in (("a", a, kernel.elem), ("b", b, kernel.b_format), ("c", c, kernel.out))}
    if not kernel.scaled and (sa is not None or sb is not None):
        raise ArgumentError(f"scales for {kernel.name}, which takes none; expected a kernel of the mxf8f6f4 or tcgen05 family")
    if kernel.scaled:
        for name, x in (("sa", sa), ("sb", sb)):
            x = np.full((a.shape[0], 1), 127) if x is None else np.asarray(x)
            if (x.shape != (a.shape[0], 1) or x.dtype.kind not in "iu" or x.size and (x.min() < 0 or x.max() > 255)):
                raise ArgumentError(f"{name} {x.dtype} {list(x.shape)}; expected E8M0 bytes [S, 1] (one per 32 terms)")
            words[name] = np.ascontiguousarray(x.reshape(-1), np.uint8)
    ptx = compile_ptx(out_dir, kernel.arch)
    for name, array in words.items():
        np.save(os.path.join(out_dir, f"{name}.words.npy"), array)
    shutil.copyfile(os.path.join(SOURCE_DIR, RUNNER), os.path.join(out_dir, RUNNER))
    with open(os.path.join(out_dir, KERNEL_FILE), "w") as f:
        json.dump(dict(asdict(kernel), ptx=os.path.basename(ptx), probes=int(a.shape[0])), f, indent=1)
    return ptx
