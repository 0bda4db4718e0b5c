"""The CDNA4 example kernels (traces/cdna4): the BlockScaledMmaOp conventions and the tiled MXFP8
GEMM bit for bit against chained mxsim.mx_matmul, their recorded traces replayed by `mxsim run`,
and a fresh recording identical to the stored one."""
import importlib.util
import os
import pathlib

import numpy as np
import pytest

import mxsim
import mxsim.amdgpu as g

TRACES = pathlib.Path(__file__).resolve().parents[2] / "traces" / "cdna4"
def _load(name):  # by path: traces/ascend950 has modules of the same names
    spec = importlib.util.spec_from_file_location(f"cdna4_{name}", TRACES / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


block_scaled_mma, gemm_mxfp8, record = _load("block_scaled_mma"), _load("gemm_mxfp8"), _load("record")


def test_block_scaled_mma_conventions():
    kern, inputs = block_scaled_mma.build(seed=5)
    out = kern.run()["c"]
    assert kern.diagnostics == []
    assert np.array_equal(out.view(np.uint32), block_scaled_mma.reference(inputs).view(np.uint32))
    text = kern.assembly
    # B as src_a, A as src_b; tile i's A scale is byte i of one VGPR; the next K tile's B is
    # prefetched into the other slot before this tile's MFMAs
    assert "v[16:19], v[24:27], 0, v44, v40 op_sel:[0,0,0] op_sel_hi:[0,0,0] cbsz:4 blgp:4" in text
    assert "v[16:19], v[36:39], 0, v44, v40 op_sel:[0,1,0] op_sel_hi:[0,1,0] cbsz:4 blgp:4" in text
    prefetch = text.index("buffer_load_dwordx4 v[20:23], v3, s[4:7], 0 offen offset:64")
    assert prefetch < text.index("v_mfma_scale") and "s_waitcnt vmcnt(1) lgkmcnt(0)" in text


@pytest.mark.parametrize("m,n,k", [(512, 512, 512), (64, 128, 64), (128, 64, 1088), (192, 64, 256)])
def test_tiled_gemm_matches_chained_mx_matmul(m, n, k):
    kern, inputs = gemm_mxfp8.build(m, n, k, seed=m + n + k)
    out = kern.run()["c"]
    assert kern.diagnostics == []
    assert np.array_equal(out.view(np.uint32), gemm_mxfp8.reference(inputs).view(np.uint32))
    # with this preset each 32-K group joins the FP32 running sum in order, so the chain of MFMAs
    # equals one mx_matmul over all of K as well
    single = mxsim.mx_matmul(inputs["a"], inputs["sa"], inputs["b"], inputs["sb"], "e4m3", "e4m3", preset="cdna4_mfma_scale")
    assert np.array_equal(out.view(np.uint32), single.view(np.uint32))
    assert set(kern.queue_counts) == {"w0", "w1", "w2", "w3"}


@pytest.mark.parametrize("m,n,k", [(64, 128, 64), (128, 64, 1088)])
def test_the_prefetching_gemm_matches_chained_mx_matmul(m, n, k):
    kern, inputs = gemm_mxfp8.build(m, n, k, seed=m + n + k, prefetch=True)
    out = kern.run()["c"]
    assert kern.diagnostics == []
    assert np.array_equal(out.view(np.uint32), gemm_mxfp8.reference(inputs).view(np.uint32))
    # step t + 1's loads come before step t's MFMA, into the other register bank (one step: none)
    text = kern.assembly
    if k > 64:
        assert text.index("global_load_dwordx4 v[56:59]") < text.index("v_mfma_scale_f32_32x32x64_f8f6f4")
    else:
        assert "v[56:59]" not in text


def test_gemm_without_its_waitcnt_is_caught():
    kern, _ = gemm_mxfp8.build(64, 64, 64)
    kern.lines.remove("s_waitcnt vmcnt(0)")
    with pytest.raises(mxsim.DiagnosticError, match=r"error\[CDNA-WAITCNT\]: ds_write_b128 reads vdata v\[8:11\]"):
        kern.run()


@pytest.mark.parametrize("trace", sorted(p.name for p in TRACES.glob("*.mxt")))
def test_recorded_trace_replays_bit_for_bit(trace):
    result = mxsim.run(TRACES / trace)
    assert result.ok, result.summary()
    assert result.expected == {"c"} and not result.mismatches


@pytest.mark.parametrize("trace", sorted(p.name for p in TRACES.glob("*.mxt")))
def test_recorded_trace_is_canonical_and_converts_to_assembly(trace):
    text = (TRACES / trace).read_text()
    assert mxsim._core.canonical_mxt(text, trace) == text
    asm = g.from_mxt(text)
    assert g.canonical(asm) == asm


def test_a_fresh_recording_is_identical(tmp_path):
    for path in record.record_all(str(tmp_path)):
        name = os.path.basename(path)
        assert pathlib.Path(path).read_text() == (TRACES / name).read_text(), name
