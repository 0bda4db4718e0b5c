"""The tcgen05 probe kernels (python/mxsim/devices/cuda/tcgen05_probes.cu, sm_100a / sm_103a): they
compile to PTX with Debian's clang-22; each issues one block-scaled tcgen05.mma, spelled and shaped
as LLVM's NVPTX back end writes its own intrinsic of it (llvm.nvvm.tcgen05.mma.shared.mxf8f6f4
.block_scale: an independent spelling of the PTX ISA), and so are the tensor-memory, commit and
mbarrier instructions around it; the instruction descriptor and the shared-memory descriptor in the
PTX are the fields of the PTX ISA's tables, encoded here; where the CUDA toolkit's ptxas is installed,
it assembles the PTX. No GPU here: nothing of this has run."""
import os
import re
import shutil
import subprocess

import pytest

from mxsim.devices import cuda

needs_clang = pytest.mark.skipif(shutil.which("clang-22") is None and not os.environ.get("CI"),
                                 reason="clang-22 (Debian) not installed; scripts/bootstrap.sh installs it")

KERNELS = [k for k in cuda.KERNELS if k.family == "tcgen05"]
# PTX ISA "Instruction descriptor", .kind::mxf8f6f4 table: atype / btype codes
FORMAT_CODE = {"e4m3": 0, "e5m2": 1, "e2m3": 3, "e3m2": 4, "e2m1": 5}
M, N, K = 128, 8, 32


def instruction_descriptor(elem, elem_b, m=M, n=N, scale_a_id=0, scale_b_id=0):
    """The 32-bit descriptor of a dense, K-major, unnegated .kind::mxf8f6f4 MMA with UE8M0 scales, field
    by field from the table (bits 0-3 and 6, 24-26, 31 reserved or dense: 0)."""
    fields = [(scale_b_id, 4, 2), (FORMAT_CODE[elem], 7, 3), (FORMAT_CODE[elem_b], 10, 3), (0, 13, 1), (0, 14, 1),
              (0, 15, 1), (0, 16, 1), (n >> 3, 17, 6), (1, 23, 1), (m >> 7, 27, 2), (scale_a_id, 29, 2)]
    value = 0
    for field, shift, width in fields:
        assert 0 <= field < 1 << width
        value |= field << shift
    return value


def shared_descriptor_constant(lbo, sbo):
    """Everything of a "Shared memory descriptor" but its start address (bits 0-13): LBO and SBO
    (each (x & 0x3FFFF) >> 4) in bits 16-29 and 32-45, the fixed 0b001 in 46-48, base offset 0,
    relative LBO mode (bit 52 = 0), no swizzling (bits 61-63 = 0)."""
    encode = lambda x: (x & 0x3FFFF) >> 4  # noqa: E731
    return encode(lbo) << 16 | encode(sbo) << 32 | 0b001 << 46


def test_the_registry_has_the_four_mx_kernels():
    assert cuda.FAMILIES["tcgen05"] == ("tcgen05_probes.cu", ("sm_100a", "sm_103a"))
    assert sorted((k.elem, k.b_format) for k in KERNELS) == [(a, b) for a in ("e4m3", "e5m2") for b in ("e4m3", "e5m2")]
    for kernel in KERNELS:
        assert (kernel.name, kernel.out, kernel.k, kernel.scaled, kernel.arch) == (
            f"tc_mx_{kernel.elem}_{kernel.b_format}_f32", "fp32", 32, True, "sm_100a")
        assert cuda.kernel_for(kernel.elem, "fp32", 32, "tcgen05", kernel.b_format) is kernel


def test_the_descriptors_are_the_tables_fields():
    # spot values, worked by hand from the same tables: N >> 3 = 1 at bit 17, UE8M0 at bit 23, M >> 7 = 1
    # at bit 27; E5M2 A at bit 7, E5M2 B at bit 10
    assert instruction_descriptor("e4m3", "e4m3") == 0x08820000
    assert instruction_descriptor("e5m2", "e4m3") == 0x08820080
    assert instruction_descriptor("e4m3", "e5m2") == 0x08820400
    assert shared_descriptor_constant(128, 256) == (8 << 16) + (16 << 32) + (1 << 46)


def ptx_bodies(tmp_path, arch):
    ptx = open(cuda.compile_ptx(str(tmp_path), arch)).read()
    assert f".target {arch}" in ptx
    assert sorted(re.findall(r"\.entry (\w+)\(", ptx)) == sorted(k.name for k in KERNELS)
    return ptx, {b.split("(", 1)[0]: b for b in re.split(r"\.visible \.entry ", ptx)[1:]}


def mma_operands(body):
    """Each tcgen05.mma in PTX text: (mnemonic, operands)."""
    return [(m.group(1), [x.strip() for x in m.group(2).split(",")])
            for m in re.finditer(r"(tcgen05\.mma\.[\w.:]+)\s+([^;]*);", body)]


def register_value(body, register):
    """The immediate `register` is set to by a mov in `body` (the only place it is written)."""
    [value] = re.findall(rf"mov\.b32\s+{re.escape(register)},\s*(-?\d+);", body)
    return int(value) & 0xFFFFFFFF


def llvm_ptx(ir, tmp_path, arch="sm_100a"):
    path = tmp_path / "tcgen05.ll"
    path.write_text('target triple = "nvptx64-nvidia-cuda"\n' + ir)
    return subprocess.run(["clang-22", "--target=nvptx64-nvidia-cuda", f"-march={arch}", "-O2", "-S", "-o", "-",
                           str(path)], capture_output=True, text=True, check=True).stdout


def operand_kinds(operands):
    """[r] for a 32-bit address in brackets, rd for a 64-bit register, r for a 32-bit one, p for a predicate."""
    kinds = []
    for x in operands:
        bracket = x.startswith("[")
        x = x.strip("[]")
        kind = "rd" if x.startswith("%rd") else "p" if x.startswith("%p") or not x.startswith("%") else "r"
        kinds.append(f"[{kind}]" if bracket else kind)
    return kinds


@needs_clang
@pytest.mark.parametrize("arch", ["sm_100a", "sm_103a"])
def test_each_kernel_issues_one_block_scaled_mma_as_llvm_writes_it(arch, tmp_path):
    _, bodies = ptx_bodies(tmp_path, arch)
    ir = ("declare void @llvm.nvvm.tcgen05.mma.shared.mxf8f6f4.block_scale(ptr addrspace(6), i64, i64, i32, i1, "
          "ptr addrspace(6), ptr addrspace(6), i32, i32)\n"
          "define void @k(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %i, i1 %e, ptr addrspace(6) %sa, "
          "ptr addrspace(6) %sb) {\n"
          "  call void @llvm.nvvm.tcgen05.mma.shared.mxf8f6f4.block_scale(ptr addrspace(6) %d, i64 %a, i64 %b, "
          "i32 %i, i1 %e, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 1, i32 0)\n  ret void\n}\n")
    [(llvm_mnemonic, llvm_operands)] = mma_operands(llvm_ptx(ir, tmp_path, arch))
    for kernel in KERNELS:
        body = bodies[kernel.name]
        [(mnemonic, operands)] = mma_operands(body)
        assert mnemonic == kernel.instruction == llvm_mnemonic
        assert kernel.intrinsic == "llvm.nvvm.tcgen05.mma.shared.mxf8f6f4.block_scale"
        # [d-tmem], a-desc, b-desc, idesc, [scale-A-tmem], [scale-B-tmem], enable-input-d
        assert operand_kinds(operands) == operand_kinds(llvm_operands) == ["[r]", "rd", "rd", "r", "[r]", "[r]", "p"]
        assert register_value(body, operands[3]) == instruction_descriptor(kernel.elem, kernel.b_format), kernel.name
        # the shared-memory descriptors: the start address ORed with the constant fields
        constant = shared_descriptor_constant(128, 256)
        assert len(re.findall(rf"or\.b64\s+%rd\d+, %rd\d+, {constant};", body)) == 2, kernel.name
        # D is accumulated (enable-input-d true) and the commit follows the MMA
        [flag] = re.findall(r"setp\.ne\.b32 accumulate, (%r\d+), 0;", body)
        assert register_value(body, flag) == 1 and operands[6] == "accumulate"
        assert body.index(mnemonic) < body.index("tcgen05.commit.")


# the other tcgen05 / mbarrier instructions: (LLVM IR call, the PTX LLVM writes, the kernels' spelling)
_OTHERS = [
    ("call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) %s, i32 32)",
     "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32"),
    ("call void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1()", "tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned"),
    ("call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) %t, i32 32)", "tcgen05.dealloc.cta_group::1.sync.aligned.b32"),
    ("call void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3) %s)",
     "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64"),
    ("call void @llvm.nvvm.tcgen05.fence.before.thread.sync()", "tcgen05.fence::before_thread_sync"),
    ("call void @llvm.nvvm.tcgen05.fence.after.thread.sync()", "tcgen05.fence::after_thread_sync"),
    ("call void @llvm.nvvm.tcgen05.wait.st()", "tcgen05.wait::st.sync.aligned"),
    ("call void @llvm.nvvm.tcgen05.wait.ld()", "tcgen05.wait::ld.sync.aligned"),
    ("call void @llvm.nvvm.tcgen05.st.32x32b.x4(ptr addrspace(6) %t, <4 x i32> %v4, i1 0)",
     "tcgen05.st.sync.aligned.32x32b.x4.b32"),
    ("call void @llvm.nvvm.tcgen05.st.32x32b.x8(ptr addrspace(6) %t, <8 x i32> %v8, i1 0)",
     "tcgen05.st.sync.aligned.32x32b.x8.b32"),
    ("%l = call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6) %t, i1 0)", "tcgen05.ld.sync.aligned.32x32b.x1.b32"),
    ("call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) %s, i32 1)", "mbarrier.init.shared.b64"),
    ("%w = call i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) %s, i32 0)",
     "mbarrier.try_wait.parity.shared.b64"),
    ("call void @llvm.nvvm.fence.proxy.async.shared_cta()", "fence.proxy.async.shared::cta"),
]


@needs_clang
def test_the_other_tcgen05_instructions_are_spelled_as_llvm_writes_them(tmp_path):
    _, bodies = ptx_bodies(tmp_path, "sm_100a")
    calls = "\n".join(f"  {call}" for call, _ in _OTHERS)
    declarations = set()
    for call, _ in _OTHERS:
        name = re.search(r"@([\w.]+)\(", call).group(1)
        result = "i32" if ".ld." in name else "i1" if "try.wait" in name else "void"
        params = re.sub(r"(ptr addrspace\(\d\)|i\d+|<\d+ x i32>) [%\w]+", r"\1", call.split("(", 1)[1].rstrip(")"))
        declarations.add(f"declare {result} @{name}({params})")
    ir = ("\n".join(sorted(declarations)) +
          "\ndefine void @k(ptr addrspace(3) %s, ptr addrspace(6) %t, <4 x i32> %v4, <8 x i32> %v8, ptr %o) {\n"
          f"{calls}\n  %z = zext i1 %w to i32\n  %q = add i32 %l, %z\n  store i32 %q, ptr %o\n  ret void\n}}\n")
    written = llvm_ptx(ir, tmp_path)
    for _, spelling in _OTHERS:
        assert re.search(rf"^\s*{re.escape(spelling)}[\s;]", written, re.M), spelling
        for kernel in KERNELS:
            assert re.search(rf"(^\s*|;\s*){re.escape(spelling)}[\s;]", bodies[kernel.name], re.M), (kernel.name, spelling)
    for kernel in KERNELS:
        body = bodies[kernel.name]
        # one thread's tcgen05 instructions in the PTX ISA's order: stores waited for and fenced
        # before the barrier, the MMA after it, the load after the mbarrier wait
        order = ["tcgen05.alloc.", "tcgen05.st.", "tcgen05.wait::st", "fence.proxy.async.shared::cta",
                 "tcgen05.fence::before_thread_sync;\n\t// end inline asm\n\t// begin inline asm\n\tbar.sync 0;",
                 "tcgen05.mma.", "tcgen05.commit.", "mbarrier.try_wait.parity", "tcgen05.ld.", "tcgen05.wait::ld",
                 "tcgen05.dealloc."]
        position = 0
        for step in order:  # each after the one before (str.index raises where one is missing or out of order)
            position = body.index(step, position) + 1
        assert body.count("tcgen05.mma.") == 1


@needs_clang
def test_the_other_families_hold_no_tcgen05(tmp_path):
    for arch in ("sm_89", "sm_90a", "sm_120a"):
        assert "tcgen05" not in open(cuda.compile_ptx(str(tmp_path / arch), arch)).read()


@needs_clang
@pytest.mark.skipif(shutil.which("ptxas") is None, reason="ptxas (CUDA toolkit) not installed")
@pytest.mark.parametrize("arch", ["sm_100a", "sm_103a"])
def test_ptxas_assembles_the_ptx(arch, tmp_path):
    # NVIDIA's own assembler accepts every instruction and operand (no GPU needed; not a run)
    ptx = cuda.compile_ptx(str(tmp_path), arch)
    done = subprocess.run(["ptxas", f"-arch={arch}", ptx, "-o", str(tmp_path / "probes.cubin")], capture_output=True,
                          text=True)
    assert done.returncode == 0, done.stderr
