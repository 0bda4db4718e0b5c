"""The CUDA probe kernels (python/mxsim/devices/cuda): they compile to PTX with Debian's clang-22;
each mma.sync kernel issues the instruction its table row names, spelled and shaped as LLVM's NVPTX
back end writes it for the same intrinsic (an independent spelling of the PTX ISA); each wgmma
kernel (LLVM has no intrinsic for them) issues its instruction with the operand groups the PTX ISA
gives, fenced, committed and waited for; the fragment maps put every K index once in each group of
four lanes; the words uploaded are the formats' encodings (numpy / ml_dtypes as the oracle);
`mxsim probe --cuda` writes a folder the runner needs nothing of mxsim for; the runner refuses bad
input with exit 2. No GPU here: the H200 records of test_silicon_h200.py are what the kernels gave
on one (docs/probe-fit.md)."""
import json
import os
import re
import shutil
import subprocess
import sys

import ml_dtypes
import numpy as np
import pytest

import mxsim
from mxsim import probe
from mxsim.devices import cuda
from mxsim.devices.cuda import run_probes

needs_clang = pytest.mark.skipif(shutil.which("clang-22") is None and not os.environ.get("CI"),
                                 reason="clang-22 (Debian) not installed; scripts/bootstrap.sh installs it")

# LLVM IR types of each intrinsic's operands: (A, B, C) element types, counts, and the result type
_IR = {
    "llvm.nvvm.mma.m16n8k32.row.col.f32.e4m3.e4m3.f32": ("i32", 4, "i32", 2, "float", 4),
    "llvm.nvvm.mma.m16n8k32.row.col.f32.e5m2.e5m2.f32": ("i32", 4, "i32", 2, "float", 4),
    "llvm.nvvm.mma.m16n8k32.row.col.f16.e4m3.e4m3.f16": ("i32", 4, "i32", 2, "<2 x half>", 2),
    "llvm.nvvm.mma.m16n8k32.row.col.f16.e5m2.e5m2.f16": ("i32", 4, "i32", 2, "<2 x half>", 2),
    "llvm.nvvm.mma.m16n8k16.row.col.f32.f32": ("<2 x half>", 4, "<2 x half>", 2, "float", 4),
    "llvm.nvvm.mma.m16n8k16.row.col.bf16": ("i32", 4, "i32", 2, "float", 4),
    "llvm.nvvm.mma.m16n8k16.row.col.f16.f16": ("<2 x half>", 4, "<2 x half>", 2, "<2 x half>", 2),
    "llvm.nvvm.mma.m16n8k8.row.col.tf32": ("i32", 4, "i32", 2, "float", 4),
}


def mma_shapes(ptx):
    """Each mma instruction in PTX text: (mnemonic, operand counts of its four register groups)."""
    found = []
    for match in re.finditer(r"(mma\.sync\.[\w.]+)\s*([^;]*);", ptx):
        groups = re.findall(r"\{([^}]*)\}", match.group(2))
        found.append((match.group(1), tuple(len(g.split(",")) for g in groups)))
    return found


def llvm_mma(intrinsic, arch, tmp_path):
    a, na, b, nb, c, nc = _IR[intrinsic]
    result = "{" + ", ".join([c] * nc) + "}"
    params = ", ".join([a] * na + [b] * nb + [c] * nc)
    args = ", ".join([f"{a} %a"] * na + [f"{b} %b"] * nb + [f"{c} %c"] * nc)
    ir = (f'target triple = "nvptx64-nvidia-cuda"\n'
          f"declare {result} @{intrinsic}({params})\n"
          f"define void @k(ptr %p, {a} %a, {b} %b, {c} %c) {{\n"
          f"  %r = call {result} @{intrinsic}({args})\n"
          f"  %d = extractvalue {result} %r, 0\n  store {c} %d, ptr %p\n  ret void\n}}\n")
    path = tmp_path / "intrinsic.ll"
    path.write_text(ir)
    done = subprocess.run(["clang-22", "--target=nvptx64-nvidia-cuda", f"-march={arch}", "-O2", "-S", "-o", "-",
                           str(path)], capture_output=True, text=True, check=True)
    return mma_shapes(done.stdout)


@needs_clang
@pytest.mark.parametrize("arch", ["sm_80", "sm_89"])
def test_the_kernels_compile_to_ptx_with_the_instructions_llvm_writes(arch, tmp_path):
    ptx_path = cuda.compile_ptx(str(tmp_path), arch)
    ptx = open(ptx_path).read()
    assert f".target {arch}" in ptx
    kernels = [k for k in cuda.KERNELS if k.arch <= arch and k.family == "mma"]
    assert len(kernels) == (8 if arch == "sm_89" else 4)
    entries = re.findall(r"\.entry (\w+)\(", ptx)
    assert sorted(entries) == sorted(k.name for k in kernels)
    bodies = re.split(r"\.visible \.entry ", ptx)[1:]
    for kernel in kernels:
        body = next(b for b in bodies if b.startswith(kernel.name + "("))
        ours = mma_shapes(body)
        assert [m for m, _ in ours] == [kernel.instruction]
        assert ours == llvm_mma(kernel.intrinsic, kernel.arch, tmp_path)


def llvm_block_scale_mma(intrinsic, tmp_path):
    """The PTX LLVM's NVPTX back end writes for its block-scaled MMA intrinsic (A: 4 x i32, B: 2 x i32,
    C: 4 x float, then scale-a, byte-id-a, thread-id-a, scale-b, byte-id-b, thread-id-b)."""
    result = "{float, float, float, float}"
    params = ", ".join(["i32"] * 6 + ["float"] * 4 + ["i32", "i16", "i16", "i32", "i16", "i16"])
    args = ", ".join(["i32 %a"] * 4 + ["i32 %b"] * 2 + ["float %c"] * 4 + ["i32 %s", "i16 0", "i16 0", "i32 %s", "i16 0",
                                                                         "i16 0"])
    ir = (f'target triple = "nvptx64-nvidia-cuda"\ndeclare {result} @{intrinsic}({params})\n'
          f"define void @k(ptr %p, i32 %a, i32 %b, float %c, i32 %s) {{\n  %r = call {result} @{intrinsic}({args})\n"
          f"  %d = extractvalue {result} %r, 0\n  store float %d, ptr %p\n  ret void\n}}\n")
    path = tmp_path / "block_scale.ll"
    path.write_text(ir)
    done = subprocess.run(["clang-22", "--target=nvptx64-nvidia-cuda", "-march=sm_120a", "-O2", "-S", "-o", "-",
                           str(path)], capture_output=True, text=True, check=True)
    return block_scale_shapes(done.stdout)


def block_scale_shapes(ptx):
    """Each block-scaled mma in PTX text: (mnemonic, sizes of its operand groups, scalars counted as 1)."""
    found = []
    for match in re.finditer(r"(mma\.sync\.[\w.:]+block_scale[\w.:]*)\s*([^;]*);", ptx):
        operands = re.findall(r"\{[^}]*\}|%\w+", match.group(2))
        found.append((match.group(1), tuple(len(x.split(",")) if x.startswith("{") else 1 for x in operands)))
    return found


@needs_clang
def test_the_block_scaled_kernels_compile_for_sm_120a_with_the_operands_llvm_writes(tmp_path):
    ptx = open(cuda.compile_ptx(str(tmp_path), "sm_120a")).read()
    assert ".target sm_120a" in ptx
    kernels = [k for k in cuda.KERNELS if k.family == "mxf8f6f4"]
    assert len(kernels) == 4 and all(k.scaled and k.k == 32 for k in kernels)
    assert sorted(re.findall(r"\.entry (\w+)\(", ptx)) == sorted(k.name for k in kernels)
    bodies = re.split(r"\.visible \.entry ", ptx)[1:]
    for kernel in kernels:
        body = next(b for b in bodies if b.startswith(kernel.name + "("))
        ours = block_scale_shapes(body)
        assert [m for m, _ in ours] == [kernel.instruction]
        # d {4}, a {4}, b {2}, c {4}, scale-a, {byte-id-a, thread-id-a}, scale-b, {byte-id-b, thread-id-b}
        assert ours == llvm_block_scale_mma(kernel.intrinsic, tmp_path) == [(kernel.instruction, (4, 4, 2, 4, 1, 2, 1, 2))]


def wgmma_instructions(ptx):
    """Each wgmma.mma_async in PTX text: (mnemonic, register-group sizes, the operands after them)."""
    found = []
    for match in re.finditer(r"(wgmma\.mma_async\.[\w.]+)\s*([^;]*);", ptx):
        groups = re.findall(r"\{([^}]*)\}", match.group(2))
        rest = [x.strip() for x in match.group(2).rsplit("}", 1)[1].split(",") if x.strip()]
        found.append((match.group(1), tuple(len(g.split(",")) for g in groups), rest))
    return found


@needs_clang
def test_the_wgmma_kernels_compile_for_sm_90a_with_the_operands_the_ptx_isa_gives(tmp_path):
    ptx_path = cuda.compile_ptx(str(tmp_path), "sm_90a")
    ptx = open(ptx_path).read()
    assert ".target sm_90a" in ptx
    kernels = [k for k in cuda.KERNELS if k.family == "wgmma"]
    assert len(kernels) == 8
    assert sorted(re.findall(r"\.entry (\w+)\(", ptx)) == sorted(k.name for k in kernels)
    bodies = re.split(r"\.visible \.entry ", ptx)[1:]
    for kernel in kernels:
        body = next(b for b in bodies if b.startswith(kernel.name + "("))
        [(mnemonic, groups, rest)] = wgmma_instructions(body)
        assert mnemonic == kernel.instruction
        # m64n8: N/2 .f32 or N/4 .f16x2 accumulator registers per thread; A: four .b32 registers
        assert groups == ((4 if kernel.out == "fp32" else 2), 4), kernel.name
        # b-desc, scale-d, imm-scale-a, imm-scale-b (1: not negated) and, for .f16 / .bf16, imm-trans-b (0)
        assert rest[0].startswith("%rd") and rest[2:] == (["1", "1", "0"] if kernel.k == 16 else ["1", "1"]), rest
        fence, commit, wait = (body.index(x) for x in ("wgmma.fence.sync.aligned", "wgmma.commit_group.sync.aligned",
                                                         "wgmma.wait_group.sync.aligned 0"))
        assert fence < body.index(mnemonic) < commit < wait
        assert "fence.proxy.async.shared::cta" in body  # B written by threads, read by the async proxy
    # the mma.sync source holds no wgmma, so its PTX loads on every architecture it names
    assert "wgmma" not in open(cuda.compile_ptx(str(tmp_path / "mma"), "sm_89")).read()


def test_the_fragment_maps_hold_every_k_once_per_row_and_column(tmp_path):
    compiler = shutil.which("g++") or shutil.which("c++")
    harness = tmp_path / "maps.cc"
    harness.write_text('#include "fragments.h"\n#include <cstdio>\n'
                       "int main() {\n"
                       '  for (int t = 0; t < 4; ++t) for (int e = 0; e < 16; ++e) std::printf("a32 %d %d %d\\n", t, e, mma_k32_8bit_a_k(t, e));\n'
                       '  for (int t = 0; t < 4; ++t) for (int e = 0; e < 8; ++e) std::printf("b32 %d %d %d\\n", t, e, mma_k32_8bit_b_k(t, e));\n'
                       '  for (int t = 0; t < 4; ++t) for (int e = 0; e < 8; ++e) std::printf("a16 %d %d %d\\n", t, e, mma_k16_16bit_a_k(t, e));\n'
                       '  for (int t = 0; t < 4; ++t) for (int e = 0; e < 4; ++e) std::printf("b16 %d %d %d\\n", t, e, mma_k16_16bit_b_k(t, e));\n'
                       '  for (int t = 0; t < 4; ++t) for (int e = 0; e < 4; ++e) std::printf("a8 %d %d %d\\n", t, e, mma_k8_tf32_a_k(t, e));\n'
                       '  for (int t = 0; t < 4; ++t) for (int e = 0; e < 2; ++e) std::printf("b8 %d %d %d\\n", t, e, mma_k8_tf32_b_k(t, e));\n'
                       "}\n")
    binary = tmp_path / "maps"
    subprocess.run([compiler, "-I", cuda.SOURCE_DIR, "-o", str(binary), str(harness)], check=True)
    rows = [line.split() for line in subprocess.run([str(binary)], capture_output=True, text=True,
                                                    check=True).stdout.splitlines()]
    maps = {}
    for name, t, e, k in rows:
        maps.setdefault(name, {})[(int(t), int(e))] = int(k)
    # A fragments hold two rows (groupID and groupID + 8) of the same K indices: per row, the four
    # threads of a group hold each K index once; B fragments hold one column, each K index once
    rows_of = {"a32": lambda e: (e // 4) % 2, "a16": lambda e: (e // 2) % 2, "a8": lambda e: e % 2}
    for name, k_total in (("a32", 32), ("a16", 16), ("a8", 8)):
        for row in (0, 1):
            ks = sorted(k for (t, e), k in maps[name].items() if rows_of[name](e) == row)
            assert ks == list(range(k_total)), name
    for name, k_total in (("b32", 32), ("b16", 16), ("b8", 8)):
        assert sorted(maps[name].values()) == list(range(k_total)), name


def test_the_runner_uploads_each_formats_encoding():
    values = np.array([[0.0, -1.5, 448.0, 2.0 ** -9]])
    assert np.array_equal(cuda.device_words(values, "e4m3", "a"),
                          values.astype(ml_dtypes.float8_e4m3fn).view(np.uint8))
    e5 = np.array([[57344.0, -2.0 ** -16, np.inf]])
    assert np.array_equal(cuda.device_words(e5, "e5m2", "a"), e5.astype(ml_dtypes.float8_e5m2).view(np.uint8))
    h = np.array([[65504.0, -2.0 ** -24, 0.333251953125]])
    assert np.array_equal(cuda.device_words(h, "fp16", "a"), h.astype(np.float16).view(np.uint16))
    bf = np.array([[1.0 + 2.0 ** -7, -1.0, 3.0 * 2.0 ** 100]])
    assert np.array_equal(cuda.device_words(bf, "bf16", "a"), bf.astype(ml_dtypes.bfloat16).view(np.uint16))
    tf = np.array([[1.0 + 2.0 ** -10, -3.5]])  # TF32: 10 fraction bits; the kernel reads its FP32 pattern
    assert np.array_equal(cuda.device_words(tf, "tf32", "a"), tf.astype(np.float32).view(np.uint32))
    with pytest.raises(Exception, match="not exactly representable"):
        cuda.device_words(np.array([[1.0 + 2.0 ** -12]]), "tf32", "a")


@needs_clang
def test_probe_writes_the_kernel_and_its_ptx(tmp_path, capsys):
    assert probe.main(["--elem", "fp16", "--k", "16", "--out", "fp32", "--per-move", "1", "-o", str(tmp_path),
                       "--cuda"]) == 0
    assert "dot_f16_f32" in capsys.readouterr().out
    assert {"a.npy", "b.npy", "c.npy", "labels.json", "dot_probes.cu", "fragments.h", "gather.h", "dot_probes_sm_80.ptx",
            "a.words.npy", "b.words.npy", "c.words.npy", "cuda_kernel.json", "run_probes.py"} <= set(os.listdir(tmp_path))
    words = np.load(tmp_path / "a.words.npy")
    assert words.dtype == np.uint16 and np.array_equal(words, np.load(tmp_path / "a.npy").astype(np.float16).view(np.uint16))
    kernel = json.loads((tmp_path / "cuda_kernel.json").read_text())
    assert (kernel["name"], kernel["ptx"], kernel["k"], kernel["probes"]) == ("dot_f16_f32", "dot_probes_sm_80.ptx", 16,
                                                                             len(words))
    # the folder's runner needs nothing of mxsim: run where mxsim cannot be imported, it gets as far
    # as the CUDA driver (absent here: exit 2 naming it; on a GPU machine it runs the kernel)
    blocker = tmp_path / "blocker"
    blocker.mkdir()
    (blocker / "mxsim.py").write_text("raise ImportError('mxsim imported')\n")
    done = subprocess.run([sys.executable, str(tmp_path / "run_probes.py"), str(tmp_path)], capture_output=True,
                          text=True, env=dict(os.environ, PYTHONPATH=str(blocker)))
    assert "mxsim imported" not in done.stderr and "Traceback" not in done.stderr, done.stderr
    assert done.returncode in (0, 2), done.stderr  # 0 where a GPU ran it, 2 where none could
    if done.returncode == 0:
        assert f"mxsim fit {tmp_path}/a.npy {tmp_path}/b.npy {tmp_path}/c.npy" in done.stdout
        assert "--elem fp16 --out fp32" in done.stdout
    else:  # no driver, or a driver and no usable GPU: either is named
        assert done.stderr.startswith("run_probes: ") and ("libcuda" in done.stderr or "CUDA error" in done.stderr)
    # the wgmma family writes its own kernel and PTX
    assert probe.main(["--elem", "e4m3", "--k", "32", "--out", "fp16", "--per-move", "1", "-o", str(tmp_path / "w"),
                       "--cuda", "wgmma"]) == 0
    assert "wgmma_e4m3_f16" in capsys.readouterr().out
    assert json.loads((tmp_path / "w" / "cuda_kernel.json").read_text())["ptx"] == "wgmma_probes_sm_90a.ptx"
    # the block-scaled family takes mixed formats and scales: the E8M0 bytes travel as words too
    assert probe.main(["--elem", "e4m3", "--elem-b", "e5m2", "--scaled", "--k", "32", "--per-move", "1", "-o",
                       str(tmp_path / "mx"), "--cuda", "mxf8f6f4"]) == 0
    assert "mx_e4m3_e5m2_f32" in capsys.readouterr().out
    assert np.array_equal(np.load(tmp_path / "mx" / "sa.words.npy"), np.load(tmp_path / "mx" / "sa.npy").reshape(-1))
    assert np.load(tmp_path / "mx" / "b.words.npy").dtype == np.uint8
    # no kernel for a K the instructions do not have
    assert probe.main(["--elem", "e4m3", "--k", "64", "--out", "fp32", "-o", str(tmp_path / "x"), "--cuda"]) == 2
    assert "no CUDA mma probe kernel for e4m3 -> fp32 with K = 64" in capsys.readouterr().err


def test_the_runner_refuses_bad_input(tmp_path, capsys):
    assert run_probes.main([str(tmp_path / "missing")]) == 2
    assert "expected the folder mxsim probe --cuda wrote" in capsys.readouterr().err
    kernel = cuda.kernel_for("e4m3", "fp32", 32)
    good = dict(name=kernel.name, k=32, elem="e4m3", out="fp32", ptx="dot_probes_sm_89.ptx")
    # a hand-edited kernel file: each field of the wrong kind is named, never a traceback
    for change, named in (({"elem": ["e4m3"]}, "elem ['e4m3']"), ({"out": 3}, "out 3"), ({"k": True}, "k True"),
                          ({"k": -32}, "k -32"), ({"scaled": "no"}, "scaled 'no'"), ({"name": 7}, "name 7"),
                          ({"ptx": None}, "ptx None"), ({"ptx": "../x.ptx"}, "ptx '../x.ptx'")):
        (tmp_path / "cuda_kernel.json").write_text(json.dumps({**good, **change}))
        assert run_probes.main([str(tmp_path)]) == 2
        assert named in capsys.readouterr().err, change
    (tmp_path / "cuda_kernel.json").write_text("[1, 2]")
    assert run_probes.main([str(tmp_path)]) == 2
    assert "expected the folder mxsim probe --cuda wrote" in capsys.readouterr().err
    (tmp_path / "cuda_kernel.json").write_text(json.dumps(dict(name=kernel.name, k=32, elem="e4m3", out="fp32",
                                                              ptx="dot_probes_sm_89.ptx")))
    assert run_probes.main([str(tmp_path)]) == 2
    assert "expected the a operand's bit patterns" in capsys.readouterr().err
    np.save(tmp_path / "a.words.npy", np.zeros((3, 16), np.uint8))
    np.save(tmp_path / "b.words.npy", np.zeros((3, 16), np.uint8))
    np.save(tmp_path / "c.words.npy", np.zeros(3, np.uint32))
    assert run_probes.main([str(tmp_path)]) == 2
    assert "expected [S, 32] and [S, 32] of uint8 and [S] of uint32 for dot_e4m3_f32" in capsys.readouterr().err
    np.save(tmp_path / "a.words.npy", np.zeros((3, 32), np.uint8))
    np.save(tmp_path / "b.words.npy", np.zeros((3, 32), np.float64))
    assert run_probes.main([str(tmp_path)]) == 2
    assert "of uint8" in capsys.readouterr().err
    np.savez(tmp_path / "b.words.npy", b=np.zeros((3, 32), np.uint8))  # an archive under an .npy name
    os.replace(tmp_path / "b.words.npy.npz", tmp_path / "b.words.npy")
    assert run_probes.main([str(tmp_path)]) == 2
    assert "an .npz archive; expected one array (.npy) of the b operand's bit patterns" in capsys.readouterr().err
    np.save(tmp_path / "b.words.npy", np.zeros((3, 32), np.uint8))
    assert run_probes.main([str(tmp_path)]) == 2  # no PTX there
    assert "expected the PTX mxsim probe --cuda wrote" in capsys.readouterr().err
    # a block-scaled kernel also reads one E8M0 byte per probe and operand
    scaled = cuda.kernel_for("e4m3", "fp32", 32, "mxf8f6f4", "e5m2")
    (tmp_path / "cuda_kernel.json").write_text(json.dumps(dict(name=scaled.name, k=32, elem="e4m3", elem_b="e5m2",
                                                              out="fp32", ptx="block_scale_probes_sm_120a.ptx",
                                                              scaled=True)))
    assert run_probes.main([str(tmp_path)]) == 2
    assert "expected the sa E8M0 scales" in capsys.readouterr().err
    np.save(tmp_path / "sa.words.npy", np.zeros(3, np.uint8))
    np.save(tmp_path / "sb.words.npy", np.zeros((3, 1), np.uint8))
    assert run_probes.main([str(tmp_path)]) == 2
    assert "expected [S] of uint8 (E8M0) for mx_e4m3_e5m2_f32" in capsys.readouterr().err
    with pytest.raises(mxsim.ArgumentError, match="expected E8M0 bytes"):
        cuda.prepare(str(tmp_path / "p"), scaled, np.zeros((2, 32)), np.zeros((2, 32)), np.zeros(2), np.zeros((2, 2), int))
    with pytest.raises(mxsim.ArgumentError, match="takes none"):
        cuda.prepare(str(tmp_path / "p"), kernel, np.zeros((2, 32)), np.zeros((2, 32)), np.zeros(2), np.zeros((2, 1), int))
    with pytest.raises(mxsim.ArgumentError, match="expected \\[S, 32\\]"):
        cuda.prepare(str(tmp_path / "p"), kernel, np.zeros((2, 16)), np.zeros((2, 16)), np.zeros(2))
    with pytest.raises(mxsim.ArgumentError, match="family 'hmma'"):
        cuda.kernel_for("e4m3", "fp32", 32, "hmma")


def test_the_runner_names_the_fit_command_with_the_kernels_formats(tmp_path):
    scaled = cuda.kernel_for("e4m3", "fp32", 32, "mxf8f6f4", "e5m2")
    (tmp_path / "cuda_kernel.json").write_text(json.dumps(dict(name=scaled.name, k=32, elem="e4m3", elem_b="e5m2",
                                                              out="fp32", ptx="p.ptx", scaled=True)))
    d = str(tmp_path / "d.npy")
    assert run_probes.fit_command(str(tmp_path), d) == (
        f"mxsim fit {tmp_path}/a.npy {tmp_path}/b.npy {tmp_path}/c.npy {d} --elem e4m3 --out fp32 --elem-b e5m2 "
        f"--scales {tmp_path}/sa.npy {tmp_path}/sb.npy")
