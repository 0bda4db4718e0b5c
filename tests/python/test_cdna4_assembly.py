"""AMDGPU assembly in and out: LLVM's gfx950 spellings and defaults (llvm/test/MC/AMDGPU/mai-gfx950.s
after PR 140183), round trips, and the .mxt form."""
import pytest

import mxsim.amdgpu as g

CANONICAL = [
    # input => LLVM's printing (cdna4-isa.md §1.2)
    ("v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[20:23], v24, v25",
     "v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[20:23], v24, v25 op_sel_hi:[0,0,0]"),
    ("v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:9], v[12:19], v[20:23], v24, v25 op_sel:[0,1,0] cbsz:3 blgp:1",
     "v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:9], v[12:19], v[20:23], v24, v25 op_sel:[0,1,0] op_sel_hi:[0,0,0] cbsz:3 blgp:1"),
    ("v_mfma_scale_f32_32x32x64_f8f6f4 v[0:15], v[16:23], v[24:31], v[32:47], v48, v49 op_sel_hi:[0,0,0]",
     "v_mfma_scale_f32_32x32x64_f8f6f4 v[0:15], v[16:23], v[24:31], v[32:47], v48, v49 op_sel_hi:[0,0,0]"),
    ("v_mfma_scale_f32_16x16x128_f8f6f4 a[0:3], a[4:11], a[12:19], a[20:23], v24, v25 cbsz:0 blgp:0",
     "v_mfma_scale_f32_16x16x128_f8f6f4 a[0:3], a[4:11], a[12:19], a[20:23], v24, v25 op_sel_hi:[0,0,0]"),
    ("v_mfma_ld_scale_b32 v1, v1 op_sel:[1,0]", "v_mfma_ld_scale_b32 v1, v1 op_sel:[1,0]"),
    ("v_mfma_ld_scale_b32 v1, v1 op_sel_hi:[1,1]", "v_mfma_ld_scale_b32 v1, v1"),
    ("v_mfma_ld_scale_b32 v1, v1 op_sel_hi:[0,1]", "v_mfma_ld_scale_b32 v1, v1 op_sel_hi:[0,1]"),
    ("v_cvt_scalef32_pk_fp8_f32 v1, v1, v2, v3 op_sel:[0,0,0,1]", "v_cvt_scalef32_pk_fp8_f32 v1, v1, v2, v3 op_sel:[0,0,0,1]"),
    ("v_cvt_scalef32_pk_f32_fp4 v[2:3], v2, v3 op_sel:[0,1,0]", "v_cvt_scalef32_pk_f32_fp4 v[2:3], v2, v3 op_sel:[0,1,0]"),
    ("global_load_dwordx4 v[0:3], v[4:5], off offset:0", "global_load_dwordx4 v[0:3], v[4:5], off"),
    ("buffer_load_dwordx4 v[16:19], v3, s[4:7], 0 offen offset:64", "buffer_load_dwordx4 v[16:19], v3, s[4:7], 0 offen offset:64"),
    ("ds_read_b128 v[0:3], v4 offset:32", "ds_read_b128 v[0:3], v4 offset:32"),
    ("s_waitcnt vmcnt(0) & lgkmcnt(0)", "s_waitcnt vmcnt(0) lgkmcnt(0)"),
    ("s_setreg_imm32_b32 hwreg(HW_REG_MODE, 23, 1), 1", "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 23, 1), 1"),
    ("v_accvgpr_write_b32 a7, 0x3f800000", "v_accvgpr_write_b32 a7, 1.0"),
    ("v_mov_b32 v1, 1000", "v_mov_b32_e32 v1, 0x3e8"),
    ("v_mov_b32 v1, -17", "v_mov_b32_e32 v1, 0xffffffef"),
    ("v_mov_b32_e32 v1, 0x40", "v_mov_b32_e32 v1, 64"),
    ("v_accvgpr_read v2, a10", "v_accvgpr_read_b32 v2, a10"),
    ("v_accvgpr_write a2, v10", "v_accvgpr_write_b32 a2, v10"),
    # blanks instead of commas before the scale operands (LLVM accepts both)
    ("v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[0:3] v20, v21",
     "v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[0:3], v20, v21 op_sel_hi:[0,0,0]"),
    ("v_mov_b32 v1, -1.5", "v_mov_b32_e32 v1, -1.5"),
]


@pytest.mark.parametrize("text,printed", CANONICAL)
def test_llvm_spelling(text, printed):
    assert g.canonical(text) == printed + "\n"
    assert g.canonical(printed) == printed + "\n"  # canonical text is a fixed point


def test_comments_labels_directives_are_skipped_and_lines_keep_their_numbers():
    text = (".text\n.amdgcn_target \"amdgcn-amd-amdhsa--gfx950\"\nkernel:\n  ; load\n"
            "  global_load_dwordx4 v[0:3], v[4:5], off // the A fragment\n  s_endpgm\n")
    assert g.canonical(text) == "global_load_dwordx4 v[0:3], v[4:5], off\ns_endpgm\n"
    with pytest.raises(ValueError, match=r"k.s:7:3: unknown mnemonic 'v_add_f32'"):
        g.canonical(text + "  v_add_f32 v0, v1, v2\n", "k.s")


def test_mxt_form_round_trips():
    asm = "\n".join(printed for _, printed in CANONICAL) + "\n"
    lines = g.to_mxt(asm)
    assert lines[0].startswith("v_mfma_scale_f32_16x16x128_f8f6f4 vdst=v[0:3] src0=v[4:11]")
    mxt = "mxt 1\ntarget cdna4\n" + "\n".join(lines) + "\n"
    assert g.from_mxt(mxt) == asm


@pytest.mark.parametrize("text,printed", [
    ("v_mov_b32 v1, 0.00001", "v_mov_b32_e32 v1, 1.0000000000000001e-05"),
    ("v_mov_b32 v0005, v[2:2]", "v_mov_b32_e32 v5, v2"),
    ("v_mfma_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[0:3] cbsz:0x1", "v_mfma_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[0:3] cbsz:1"),
    ("s_waitcnt vmcnt(0)&lgkmcnt(0)", "s_waitcnt vmcnt(0) lgkmcnt(0)"),
    ("s_waitcnt vmcnt(0), lgkmcnt(1)", "s_waitcnt vmcnt(0) lgkmcnt(1)"),
    ("loop: v_mov_b32 v1, v2", "v_mov_b32_e32 v1, v2"),
    ("buffer_load_dwordx4 v[0:3], v[4:5], s[8:11], 0 offen idxen", "buffer_load_dwordx4 v[0:3], v[4:5], s[8:11], 0 idxen offen"),
])
def test_normalised_spellings(text, printed):
    assert g.canonical(text) == printed + "\n"
    assert g.canonical(printed) == printed + "\n"


@pytest.mark.parametrize("text,message", [
    ("v_mov_b32 v1, v2,", "k.s:1:17: trailing ','"),
    ("v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[20:23], v24, v25 op_sel:[0,1,0] op_sel:[1,1,1]",
     "modifier 'op_sel' given twice"),
    ("v_mov_b32 v1, v[3:0]", "k.s:1:15: bad operand 'v[3:0]'"),
    ("v_mov_b32 v5, 99999999999999999999999", "k.s:1:15: bad operand '99999999999999999999999'"),
    ("v_mov_b32 v1, hwreg(HW_REG_MODE, 1, 1)", "k.s:1:15: bad operand 'hwreg(HW_REG_MODE, 1, 1)'"),
    ("  .long 0xd3ad0800", "k.s:1:3: directive .long emits code or data"),
    ("v_cvt_scalef32_pk_f32_fp8 v[2:3], -v2, v4", "k.s:1:35: source modifier in '-v2' (neg / abs) on an operand that "
     "takes none"),
    ("v_cvt_scalef32_pk_fp8_f32 v1, v2, v3, v4 neg:[1,0,0]", "k.s:1:42: modifier 'neg' for v_cvt_scalef32_pk_fp8_f32; "
     "expected source modifiers on their operands"),
])
def test_malformed_assembly_is_an_error_at_its_column(text, message):
    with pytest.raises(ValueError, match=message.replace("[", r"\[").replace("(", r"\(").replace(")", r"\)")):
        g.canonical(text, "k.s")
