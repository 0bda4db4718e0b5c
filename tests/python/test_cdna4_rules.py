"""Broken CDNA4 programs: each gives its documented diagnostic (docs/diagnostics.md) at the
instruction's line and column; in hardware mode they are recorded and the run goes on."""
import numpy as np
import pytest

import mxsim
import mxsim.amdgpu as g

MFMA = "v_mfma_scale_f32_16x16x128_f8f6f4"


def wave_with_operands(mode="strict"):
    w = g.Wave(mode=mode)
    for first, count in ((0, 4), (4, 8), (12, 8), (20, 4), (24, 2), (32, 8)):
        w.set_v(first, np.zeros((64, count), np.uint32))
    w.set_s(0, np.zeros(8, np.uint32))
    return w


CASES = [
    # (assembly, code, message fragment)
    (f"{MFMA} v[41:44], v[4:11], v[12:19], v[20:23], v24, v25", "CDNA-REGISTER-RANGE", "is not aligned"),
    (f"{MFMA} v[4:7], v[4:11], v[12:19], v[20:23], v24, v25", "CDNA-OVERLAP", "vdst overlaps an A or B source"),
    (f"{MFMA} v[20:23], v[4:11], v[12:19], v[22:25], v24, v25", "CDNA-OVERLAP", "partially overlaps src2"),
    (f"{MFMA} v[40:43], v[4:11], v[12:19], v[20:23], v24, v25 op_sel:[0,0,1]", "CDNA-OP-SEL", "op_sel"),
    (f"{MFMA} v[40:43], v[4:11], v[12:19], v[20:23], v24, v25 cbsz:5", "CDNA-FORMAT", "cbsz selects no format"),
    (f"{MFMA} v[40:43], v[4:11], v[12:19], v[20:23], v24, v26", "MEM-UNINIT", "reads scale B v26 lane 0, never written"),
    ("ds_read_b128 v[40:43], v24 offset:65535", "MEM-ALIGN", "LDS address"),
    ("v_mov_b32 v50, 0x28000\nds_read_b128 v[40:43], v50", "MEM-BOUNDS", "reads outside LDS"),
    ("ds_write_b128 v24, v[0:3]\nds_read_b128 v[40:43], v24\nv_mov_b32 v60, v40", "CDNA-WAITCNT",
     "s_waitcnt lgkmcnt(0) before it"),
    ("v_mfma_ld_scale_b32 v24, v25\nv_mov_b32 v60, v24", "CDNA-LD-SCALE", "is followed by v_mov_b32"),
    ("s_waitcnt vmcnt(64)", "CDNA-FIELD-RANGE", "vmcnt 0..63"),
    ("ds_write_b128 v24, v[0:3]\ns_barrier", "CDNA-WAITCNT", "s_barrier while ds_write_b128"),
]

# What LLVM's assembler refuses, mxsim's reader refuses at read time at LLVM's column (exit 2, like
# any malformed input); the same instruction written as .mxt (keyword operands, which no assembler
# reads) still meets the model's rule: (assembly, column, read-time fragment, .mxt, code, fragment)
_M = "vdst=v[40:43] src0=v[4:11] src1=v[12:19] src2=v[20:23] scale_src0=v24 scale_src1=v25"
READ_TIME = [
    (f"{MFMA} v[40:43], v[4:11], v[12:19], v[20:23], v24, v25 cbsz:2", len(MFMA) + 12,
     "wrong register tuple size for cbsz value 2", f"{MFMA} {_M} cbsz=2", "CDNA-TUPLE-SIZE",
     "wrong register tuple size for cbsz value 2"),
    (f"{MFMA} v[40:43], v[4:11], v[12:15], v[20:23], v24, v25", len(MFMA) + 21, "wrong register tuple size for blgp "
     "value 0", f"{MFMA} {_M.replace('src1=v[12:19]', 'src1=v[12:15]')}", "CDNA-TUPLE-SIZE",
     "wrong register tuple size for blgp value 0"),
    (f"{MFMA} v[252:255], v[250:257], v[12:19], v[20:23], v24, v25", len(MFMA) + 14, "register index is out of range",
     f"{MFMA} {_M.replace('vdst=v[40:43] src0=v[4:11]', 'vdst=v[252:255] src0=v[250:257]')}", "CDNA-REGISTER-RANGE",
     "leaves the register file"),
    (f"{MFMA} v[40:43], v[4:11], v[12:19], v[20:23], s24, v25", len(MFMA) + 41, "invalid operand 's24' for 'scale_src0'",
     f"{MFMA} {_M.replace('scale_src0=v24', 'scale_src0=s24')}", "CDNA-REGISTER-FILE", "scale_src0"),
    ("v_cvt_scalef32_pk_fp8_f32 v30, v1, v2, 1.5", 40, "invalid operand '1.5' for 'scale'",
     "v_cvt_scalef32_pk_fp8_f32 vdst=v30 src0=v1 src1=v2 scale=1.5", "CDNA-REGISTER-FILE",
     "literal operands are not supported"),
    ("v_mfma_ld_scale_b32 v24, v25\nv_mfma_f32_16x16x128_f8f6f4 v[40:43], v[4:11], v[12:15], v[20:23]",
     len("v_mfma_f32_16x16x128_f8f6f4 v[40:43], v[4:11], ") + 1, "wrong register tuple size for blgp value 0",
     "v_mfma_ld_scale_b32 src0=v24 src1=v25\n"
     "v_mfma_f32_16x16x128_f8f6f4 vdst=v[40:43] src0=v[4:11] src1=v[12:15] src2=v[20:23]", "CDNA-TUPLE-SIZE",
     "blgp value 0"),
    (f"{MFMA} a[0:3], v[4:11], v[12:19], v[20:23], v24, v25", len(f"{MFMA} a[0:3], v[4:11], v[12:19], ") + 1,
     "(C in another register file than D 'a[0:3]')", f"{MFMA} {_M.replace('vdst=v[40:43]', 'vdst=a[0:3]')}",
     "CDNA-REGISTER-FILE", "different register files"),
    ("v_cvt_scalef32_pk_fp8_f32 v30, s1, s2, v3", len("v_cvt_scalef32_pk_fp8_f32 v30, s1, ") + 1,
     "invalid operand (violates constant bus restrictions): 's2' after 's1'",
     "v_cvt_scalef32_pk_fp8_f32 vdst=v30 src0=s1 src1=s2 scale=v3", "CDNA-REGISTER-FILE", "constant bus"),
    ("global_load_dwordx4 v[40:43], v[24:25], off offset:4096", 45, "offset 4096 of global_load_dwordx4; expected a "
     "13-bit signed offset", "global_load_dwordx4 vdst=v[40:43] vaddr=v[24:25] saddr=off offset=4096", "CDNA-FIELD-RANGE",
     "-4096..4095"),
]


@pytest.mark.parametrize("case", READ_TIME)
def test_what_llvm_refuses_is_refused_at_read_time_and_the_model_still_checks_it(case):
    assembly, column, read_fragment, mxt, code, fragment = case
    lines = assembly.count("\n") + 1
    w = wave_with_operands()
    with pytest.raises(mxsim.TraceError) as info:
        w.run(assembly, "k.s")
    assert f"k.s:{lines}:{column}: " in str(info.value) and read_fragment in str(info.value), str(info.value)
    with pytest.raises(mxsim.DiagnosticError) as info:
        w.run_mxt(mxt, "k.mxt")
    assert f"k.mxt:{lines}:" in str(info.value) and f"error[{code}]" in str(info.value), str(info.value)
    assert fragment in str(info.value), str(info.value)
    w = wave_with_operands("hardware")
    w.run_mxt(mxt, "k.mxt")
    assert code in [d["code"] for d in w.diagnostics]


@pytest.mark.parametrize("case", CASES)
def test_broken_variant_reports_its_rule(case):
    assembly, code, fragment = case[:3]
    column = case[3] if len(case) > 3 else 1
    lines = assembly.count("\n") + 1
    w = wave_with_operands()
    with pytest.raises(mxsim.DiagnosticError) as info:
        w.run(assembly, "k.s")
    text = str(info.value)
    assert f"k.s:{lines}:{column}: error[{code}]" in text, text
    assert fragment in text, text
    w = wave_with_operands("hardware")
    w.run(assembly, "k.s")
    assert code in [d["code"] for d in w.diagnostics]


def test_a_load_without_waitcnt_is_caught_and_with_it_is_clean():
    w = g.Wave()
    w.machine.declare("buffer x global address=0x0 shape=[4096] dtype=uint8", "<k>", 0)
    w.machine.load("x", bytes(range(256)) * 16)
    w.set_v(0, np.stack([np.arange(64, dtype=np.uint32) * 16, np.zeros(64, np.uint32)], axis=1))
    w.run("global_load_dwordx4 v[4:7], v[0:1], off\ns_waitcnt vmcnt(0)\nv_mov_b32 v8, v5")
    assert w.diagnostics == []
    assert w.v(8)[1, 0] == int.from_bytes(bytes(range(20, 24)), "little")
    with pytest.raises(mxsim.DiagnosticError, match=r"reads src0 v5 while global_load_dwordx4 at <asm>:1:1 still writes v\[4:7\]"):
        w.run("global_load_dwordx4 v[4:7], v[0:1], off\nv_mov_b32 v8, v5")


def test_unsupported_mnemonics_and_bad_operands_name_line_and_column():
    with pytest.raises(ValueError, match=r"k.s:2:3: unknown mnemonic 'v_mfma_f32_16x16x32_bf16'"):
        g.canonical("s_nop 0\n  v_mfma_f32_16x16x32_bf16 v[0:3], v[4:5], v[6:7], v[0:3]", "k.s")
    with pytest.raises(ValueError, match=r"k.s:1:20: bad operand 'q5' for 'src0'"):
        g.canonical("v_mov_b32 v1,      q5", "k.s")
    with pytest.raises(ValueError, match=r"k.s:1:63: unknown modifier 'abid' for v_mfma_f32_16x16x128_f8f6f4"):
        g.canonical("v_mfma_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[0:3] abid:1", "k.s")
    with pytest.raises(ValueError, match=r"3 operands for v_mfma_ld_scale_b32; expected 2"):
        g.canonical("v_mfma_ld_scale_b32 v1, v2, v3")


def test_lds_out_of_range_is_per_dword():
    # a b128 read whose last dword lies past the LDS: three dwords load, the fourth reads 0
    w = g.Wave(mode="hardware")
    w.set_v(0, np.full((64, 4), 0x11223344, np.uint32))
    w.set_v(8, np.full(64, 0x28000 - 16, np.uint32))
    w.run("ds_write_b128 v8, v[0:3]\ns_waitcnt lgkmcnt(0)\nv_mov_b32 v9, 0x27ff4\nds_read_b128 v[4:7], v9\ns_waitcnt lgkmcnt(0)")
    got = w.v(4, 4)
    assert list(got[0]) == [0x11223344, 0x11223344, 0x11223344, 0]
    assert [d["code"] for d in w.diagnostics] == ["MEM-ALIGN", "MEM-BOUNDS"]
