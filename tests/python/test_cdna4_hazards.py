"""The MFMA wait-state rules (cdna4-isa.md §4.4, ISA Table 38; the LLVM hazard recognizer's gfx950
cases): per row of the table a producer, then fewer wait states than the row requires, then the
consumer is CDNA-HAZARD naming both and the states required vs present; exactly the required number
is clean. In hardware mode a consumer that reads too early gets the register's old value."""
import numpy as np
import pytest

import mxsim
from mxsim.amdgpu import Wave

ONE_FP8 = 0x38383838  # four E4M3 1.0 codes
SCALE_ONE = 0x7F7F7F7F  # four E8M0 2^0
MFMA16 = "v_mfma_scale_f32_16x16x128_f8f6f4"  # FP8: 8 passes
MFMA32 = "v_mfma_scale_f32_32x32x64_f8f6f4"   # FP8: 16 passes


def wave(mode="strict"):
    w = Wave(mode=mode)
    w.set_v(0, np.full((64, 256), ONE_FP8, np.uint32))
    w.set_a(0, np.full((64, 256), 0x3F800000, np.uint32))
    w.set_v(16, np.full((64, 2), SCALE_ONE, np.uint32))
    w.machine.declare("buffer out global address=0x0 shape=[65536] dtype=uint8", "t.mxt", 1)
    w.set_s(0, [0, 0])
    return w


def nops(states):
    """`states` wait states as s_nops (each gives 1..16)."""
    out = []
    while states > 0:
        out.append(f"s_nop {min(states, 16) - 1}")
        states -= min(states, 16)
    return out


# (rule, producer, consumer, required states)
CASES = [
    ("valu-write-mfma-read", "v_mov_b32 v0, 0", f"{MFMA16} a[0:3], v[0:7], v[8:15], a[0:3], v16, v17", 2),
    ("valu-write-mfma-read", "v_accvgpr_write_b32 a4, v20", f"{MFMA16} a[4:7], v[0:7], v[8:15], a[4:7], v16, v17", 2),
    ("valu-write-mfma-read", "v_mov_b32 v16, 0x7f", f"{MFMA16} a[0:3], v[0:7], v[8:15], a[0:3], v16, v17", 2),
    ("xdl-write-srcc-overlap", f"{MFMA16} a[0:3], v[0:7], v[8:15], a[0:3], v16, v17",
     f"{MFMA32} a[0:15], v[0:7], v[8:15], a[0:15], v16, v17", 10),
    ("xdl-write-mfma-srcab", f"{MFMA16} v[20:23], v[0:7], v[8:15], 0, v16, v17",
     f"{MFMA16} a[0:3], v[20:27], v[8:15], a[0:3], v16, v17", 12),
    ("xdl-write-mfma-srcab", f"{MFMA32} v[32:47], v[0:7], v[8:15], 0, v16, v17",
     f"{MFMA16} a[0:3], v[0:7], v[40:47], a[0:3], v16, v17", 20),
    ("xdl-write-mfma-srcab", f"{MFMA16} v[16:19], v[0:7], v[8:15], 0, v20, v21",
     f"{MFMA16} a[0:3], v[0:7], v[8:15], a[0:3], v16, v17", 12),
    ("xdl-write-valu-access", f"{MFMA16} a[0:3], v[0:7], v[8:15], a[0:3], v16, v17", "v_accvgpr_read_b32 v30, a0", 12),
    ("xdl-write-valu-access", f"{MFMA32} a[0:15], v[0:7], v[8:15], a[0:15], v16, v17", "v_accvgpr_read_b32 v30, a15", 20),
    ("xdl-write-valu-access", f"{MFMA16} v[20:23], v[0:7], v[8:15], 0, v16, v17", "v_mov_b32 v21, 0", 12),
    ("xdl-write-valu-access", f"{MFMA16} v[20:23], v[0:7], v[8:15], 0, v16, v17", "v_mov_b32 v30, v22", 12),
    ("xdl-write-valu-access", f"{MFMA16} v[20:23], v[0:7], v[8:15], 0, v16, v17",
     "global_store_dwordx4 v40, v[20:23], s[0:1]", 12),
    ("xdl-write-valu-access", f"{MFMA16} v[20:23], v[0:7], v[8:15], 0, v16, v17", "ds_write_b128 v40, v[20:23]", 12),
    ("xdl-srcc-valu-overwrite", f"{MFMA16} v[44:47], v[0:7], v[8:15], v[40:43], v16, v17", "v_mov_b32 v41, 0", 7),
    ("xdl-srcc-valu-overwrite", f"{MFMA32} v[64:79], v[0:7], v[8:15], v[48:63], v16, v17", "v_mov_b32 v50, 0", 15),
    ("store-data-overwrite", "global_store_dwordx4 v40, v[20:23], s[0:1]", "v_mov_b32 v22, 0", 1),
]


def setup_addresses(w):
    w.set_v(40, np.arange(64, dtype=np.uint32)[:, None] * 16)


@pytest.mark.parametrize("rule, producer, consumer, required", CASES)
def test_too_few_wait_states_is_a_hazard(rule, producer, consumer, required):
    w = wave()
    setup_addresses(w)
    program = "\n".join([producer, *nops(required - 1), consumer])
    with pytest.raises(mxsim.DiagnosticError) as error:
        w.run(program)
    text = str(error.value)
    assert "CDNA-HAZARD" in text and f"rule {rule}" in text
    assert producer.split()[0] in text and consumer.split()[0] in text
    assert f"expected {required} wait states" in text and f"actual {required - 1} " in text


@pytest.mark.parametrize("rule, producer, consumer, required", CASES)
def test_the_required_wait_states_are_clean(rule, producer, consumer, required):
    w = wave()
    setup_addresses(w)
    w.run("\n".join([producer, *nops(required), consumer]))
    assert not [d for d in w.diagnostics if d["code"] == "CDNA-HAZARD"]


def test_independent_instructions_count_as_wait_states():
    w = wave()
    # 12 required: 11 independent VALU moves and an s_nop 0
    body = [f"v_mov_b32 v{100 + i}, 0" for i in range(11)] + ["s_nop 0"]
    w.run("\n".join([f"{MFMA16} a[0:3], v[0:7], v[8:15], a[0:3], v16, v17", *body, "v_accvgpr_read_b32 v30, a0"]))
    w2 = wave()
    with pytest.raises(mxsim.DiagnosticError, match="11 wait states after"):
        w2.run("\n".join([f"{MFMA16} a[0:3], v[0:7], v[8:15], a[0:3], v16, v17", *body[:-1], "v_accvgpr_read_b32 v30, a0"]))


def test_an_accumulate_chain_needs_no_wait_states():
    # xdl-write-srcc-same: 0 for every f8f6f4 pass count (2 only when p = 2, which no f8f6f4 MFMA has)
    w = wave()
    chain = [f"{MFMA16} a[0:3], v[0:7], v[8:15], a[0:3], v16, v17"] * 4
    w.run("\n".join(chain))
    assert not w.diagnostics


def test_hardware_mode_reads_the_old_value():
    w = wave("hardware")
    w.set_a(0, np.full((64, 1), 0x12345678, np.uint32))
    w.run("\n".join([f"{MFMA16} a[0:3], v[0:7], v[8:15], 0, v16, v17", "v_accvgpr_read_b32 v30, a0"]))
    assert [d["code"] for d in w.diagnostics] == ["CDNA-HAZARD"]
    assert (w.v(30)[:, 0] == 0x12345678).all()             # read before the MFMA's write
    assert (w.a(0)[:, 0] == np.float32(128).view(np.uint32)).all()  # the MFMA's result landed after it
    ok = wave("hardware")
    ok.run("\n".join([f"{MFMA16} a[0:3], v[0:7], v[8:15], 0, v16, v17", *nops(12), "v_accvgpr_read_b32 v30, a0"]))
    assert not ok.diagnostics
    assert (ok.v(30)[:, 0] == np.float32(128).view(np.uint32)).all()


def test_hardware_mode_mfma_reads_a_vgpr_before_the_valu_wrote_it():
    early = wave("hardware")
    early.run("\n".join(["v_mov_b32 v0, 0", f"{MFMA16} a[0:3], v[0:7], v[8:15], 0, v16, v17"]))
    assert [d["code"] for d in early.diagnostics] == ["CDNA-HAZARD"]
    assert (early.v(0)[:, 0] == 0).all()  # the move did land
    untouched = wave("hardware")
    untouched.run(f"{MFMA16} a[0:3], v[0:7], v[8:15], 0, v16, v17")
    assert (early.a(0, 4) == untouched.a(0, 4)).all()  # the MFMA saw v0's old value
    waited = wave("hardware")
    waited.run("\n".join(["v_mov_b32 v0, 0", "s_nop 1", f"{MFMA16} a[0:3], v[0:7], v[8:15], 0, v16, v17"]))
    assert not (waited.a(0, 4) == untouched.a(0, 4)).all()


def test_every_reachable_row_has_a_case():
    rules = mxsim._core.cdna4_hazard_rules()
    covered = {case[0] for case in CASES} | {"xdl-write-srcc-same"}
    assert {r["id"] for r in rules if r["reachable"]} == covered
    assert [r["id"] for r in rules if not r["reachable"]] == ["cmpx-exec-mfma"]


def test_recorded_traces_have_no_hazards():
    import pathlib
    for path in sorted(pathlib.Path(__file__).parents[2].joinpath("traces", "cdna4").glob("*.mxt")):
        result = mxsim.run(path, mode="hardware")
        assert not [d for d in result.diagnostics if d["code"] == "CDNA-HAZARD"], path


def test_an_in_place_mfma_read_too_early_keeps_its_own_result():
    # v_accvgpr_write a0 then an MFMA accumulating in a[0:3] at once: C's a0 is read before the
    # write (the old 1.0), and D is the MFMA's result, not the write's value
    early = wave("hardware")
    early.run("\n".join(["v_accvgpr_write_b32 a0, 0", f"{MFMA16} a[0:3], v[0:7], v[8:15], a[0:3], v16, v17"]))
    assert [d["code"] for d in early.diagnostics] == ["CDNA-HAZARD"]
    assert (early.a(0, 4) == np.float32(129).view(np.uint32)).all()  # 128 + the old 1.0


def test_an_early_scale_through_ld_scale_is_read_old():
    # v_mfma_ld_scale_b32 names the scales; its MFMA reads them: too early, the old bytes (2^0)
    body = ["v_mfma_ld_scale_b32 v16, v17", "v_mfma_f32_16x16x128_f8f6f4 a[0:3], v[0:7], v[8:15], 0"]
    early = wave("hardware")
    early.run("\n".join(["v_mov_b32 v16, 0x80808080", *body]))  # 2^1 scales, too early
    assert [d["code"] for d in early.diagnostics] == ["CDNA-HAZARD"]
    assert "v_mfma_f32_16x16x128_f8f6f4 reads v16" in early.diagnostics[0]["message"]
    assert (early.a(0, 4) == np.float32(128).view(np.uint32)).all()
    waited = wave("hardware")
    waited.run("\n".join(["v_mov_b32 v16, 0x80808080", "s_nop 1", *body]))
    assert not waited.diagnostics
    assert (waited.a(0, 4) == np.float32(256).view(np.uint32)).all()


def test_an_out_of_range_nop_counts_one_state():
    w = wave("hardware")
    w.run("\n".join([f"{MFMA16} a[0:3], v[0:7], v[8:15], a[0:3], v16, v17", "s_nop 16", "v_accvgpr_read_b32 v30, a0"]))
    assert [d["code"] for d in w.diagnostics] == ["CDNA-FIELD-RANGE", "CDNA-HAZARD"]


def test_registers_beyond_the_file_are_range_errors_not_hazards():
    # LLVM's assembler refuses them ("register index is out of range"), so the reader does; written
    # as .mxt they reach the model, which reports the range and no hazard
    with pytest.raises(mxsim.TraceError, match="<asm>:1:11: register index is out of range in 'v300'"):
        wave("hardware").run("v_mov_b32 v300, 1")
    w = wave("hardware")
    w.run_mxt("\n".join(["v_mov_b32 vdst=v300 src0=1",
                         f"{MFMA16} vdst=a[0:3] src0=v[296:303] src1=v[8:15] src2=0 scale_src0=v16 scale_src1=v17"]))
    assert {d["code"] for d in w.diagnostics} == {"CDNA-REGISTER-RANGE"}

