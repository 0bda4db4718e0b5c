"""`mxsim diff RESULTS_DIR TRACE` against synthetic devices: results produced by mxsim itself with a
flipped bit in one region, under another accumulation preset, with a scale misplaced, and under
another lane convention. Each disagreement must be localised to the instructions that last wrote
the mismatching elements (the model's writer tracking), and nothing else."""
import hashlib
import json
import os
import pathlib
import re
import sys

import ml_dtypes
import numpy as np
import pytest

import mxsim
from mxsim.cli import main
from mxsim.localise import diff_results

ROOT = pathlib.Path(__file__).resolve().parents[2]
ASCEND = ROOT / "traces" / "ascend950"
sys.path.insert(0, str(ASCEND))
sys.path.insert(0, str(ROOT / "traces" / "cdna4"))
import gemm_mxfp8  # noqa: E402
import quant_matmul_mx as qmm  # noqa: E402


def save_results(directory, outputs):
    os.makedirs(directory, exist_ok=True)
    for name, array in outputs.items():
        np.save(os.path.join(directory, f"{name}.npy"), array)
    return directory


def dst_origin(line_text, columns, itemsize=4):
    """(row, column) where a FIXPIPE store's dst=out[offset] starts in a [*, columns] output."""
    offset = int(re.search(r"dst=\w+\[(\d+)\]", line_text).group(1)) if "[" in line_text.split()[1] else 0
    return divmod(offset // itemsize, columns)


def test_every_recorded_output_byte_has_a_writer():
    """Writer tracking reaches every path that writes off-chip memory: each byte of each expected
    output of every recorded trace is written by an instruction (no byte left at tag 0)."""
    for trace in sorted(ROOT.glob("traces/*/*.mxt")):
        text = trace.read_text()
        target = re.search(r"^target (\S+)", text, re.MULTILINE).group(1)
        raw = getattr(mxsim._core, f"{target}_run_trace")(text, str(trace), str(trace.parent), "hardware", "",
                                                           writers=True)
        expected = [name for name, (_, _, _, expect) in raw["buffers"].items() if expect]
        assert expected, trace
        for name in expected:
            per_byte = np.frombuffer(raw["writers"][name], np.int32)
            assert per_byte.size == len(raw["buffers"][name][2])
            assert (per_byte > 0).all(), f"{trace.name} {name}: {(per_byte == 0).sum()} bytes without a writer"
        result = mxsim.run(trace, mode="hardware", writers=True)
        for name in expected:
            tags = result.writers[name].tags
            assert tags.shape == result.outputs[name].shape
            assert all(result.writers[name].where(t).startswith("line ") for t in np.unique(tags).tolist())


def test_a_flipped_region_is_localised_to_its_store(tmp_path):
    trace = ASCEND / "quant_matmul_e4m3_512.mxt"
    out = mxsim.run(trace).outputs["out"].copy()
    out.view(np.uint32)[130:140, 300:310] ^= 1
    found = diff_results(save_results(tmp_path / "results", {"out": out}), trace)
    assert not found.identical and len(found.outputs) == 1
    o = found.outputs[0]
    assert o.report.mismatches == 100 and o.report.max_ulp == 1
    assert len(o.writers) == 1
    w = o.writers[0]
    assert w.mismatches == 100 and w.written == 128 * 128 and w.extent == [(130, 139), (300, 309)]
    line = int(re.match(r"line (\d+):", w.where).group(1))
    text = trace.read_text().splitlines()[line - 1]
    assert text.startswith("copy_matrix_cc_to_gm ")
    assert dst_origin(text, 512) == (128, 256)  # the store of the 128 x 128 tile holding them


def test_another_accumulation_preset_is_localised_tile_by_tile(tmp_path):
    """A device that accumulates as CDNA4's MFMA does: every mismatch is attributed to the store of
    the output tile that holds it."""
    rng = np.random.default_rng(20261203)
    m, k, n = 256, 512, 256
    a = rng.integers(0, 0x7F, (m, k)).astype(np.uint8) | (rng.integers(0, 2, (m, k)) << 7).astype(np.uint8)
    b = rng.integers(0, 0x7F, (n, k)).astype(np.uint8) | (rng.integers(0, 2, (n, k)) << 7).astype(np.uint8)
    scale_a = rng.integers(118, 136, (m, k // 64, 2), dtype=np.uint8)
    scale_b = rng.integers(118, 136, (n, k // 64, 2), dtype=np.uint8)
    _, kernel = qmm.npu_quant_matmul(a.view(ml_dtypes.float8_e4m3fn), b.view(ml_dtypes.float8_e4m3fn), scale_a,
                                     scale_b, return_kernel=True)
    trace = kernel.recording.save(str(tmp_path / "qmm.mxt"))
    device = mxsim.mx_matmul(a, scale_a.reshape(m, k // 32), np.ascontiguousarray(b.T),
                             np.ascontiguousarray(scale_b.reshape(n, k // 32).T), "e4m3", "e4m3",
                             preset="cdna4_mfma_scale")
    found = diff_results(save_results(tmp_path / "results", {"out": device}), trace)
    o = found.outputs[0]
    assert o.report.mismatches > 100
    lines = pathlib.Path(trace).read_text().splitlines()
    assert sum(w.mismatches for w in o.writers) == o.report.mismatches
    assert len(o.writers) == 4  # the four 128 x 128 output tiles' stores
    origins = set()
    for w in o.writers:
        text = lines[int(re.match(r"line (\d+):", w.where).group(1)) - 1]
        assert text.startswith("copy_matrix_cc_to_gm ") and w.written == 128 * 128
        r0, c0 = dst_origin(text, n)
        (r_lo, r_hi), (c_lo, c_hi) = w.extent
        assert r0 <= r_lo and r_hi < r0 + 128 and c0 <= c_lo and c_hi < c0 + 128
        origins.add((r0, c0))
    assert origins == {(0, 0), (0, 128), (128, 0), (128, 128)}


def test_a_misplaced_scale_is_localised_to_the_tile_that_read_it(tmp_path):
    """A device whose L0B_MX load of one K step reads the scales of the step before: only the
    output tile of that matmul disagrees, and its store is named."""
    trace = ASCEND / "quant_matmul_e4m3_512.mxt"
    lines = trace.read_text().splitlines()
    loads = [i for i, line in enumerate(lines) if line.startswith("load_cbuf_to_cb_mx ")]
    stores = [i for i, line in enumerate(lines) if line.startswith("copy_matrix_cc_to_gm ")]
    # the 6th scale load (tile 1, K step 1): the same tile's K step 0 source instead
    victim, source = loads[5], loads[4]
    assert stores[0] < victim < stores[1]
    src_of = re.compile(r"\bsrc=\S+")
    mutated = lines.copy()
    mutated[victim] = src_of.sub(src_of.search(lines[source]).group(0), lines[victim])
    assert mutated[victim] != lines[victim]
    device_trace = tmp_path / "device.mxt"
    device_trace.write_text("\n".join(mutated) + "\n")
    (tmp_path / "quant_matmul_e4m3_512.npz").symlink_to(ASCEND / "quant_matmul_e4m3_512.npz")
    device = mxsim.run(device_trace, mode="hardware").outputs["out"]
    found = diff_results(save_results(tmp_path / "results", {"out": device}), trace)
    o = found.outputs[0]
    assert o.report.mismatches > 0
    assert [int(re.match(r"line (\d+):", w.where).group(1)) for w in o.writers] == [stores[1] + 1]


def test_a_misplaced_scale_is_explained_by_the_load_that_read_it(tmp_path):
    """No accumulation change reproduces a device whose L0A_MX load of one K step reads the
    previous step's scales; --explain names that load and the source it read."""
    trace = ASCEND / "quant_matmul_e4m3_bias_bf16.mxt"
    lines = trace.read_text().splitlines()
    loads = [i for i, line in enumerate(lines) if line.startswith("load_cbuf_to_ca_mx ")]
    victim, source = loads[1], loads[0]  # tile 0, K step 1: K step 0's scales instead
    src_of = re.compile(r"\bsrc=\S+")
    mutated = lines.copy()
    mutated[victim] = src_of.sub(src_of.search(lines[source]).group(0), lines[victim])
    assert mutated[victim] != lines[victim]
    (tmp_path / "device.mxt").write_text("\n".join(mutated) + "\n")
    (tmp_path / "quant_matmul_e4m3_bias_bf16.npz").symlink_to(ASCEND / "quant_matmul_e4m3_bias_bf16.npz")
    device = mxsim.run(tmp_path / "device.mxt", mode="hardware").outputs["out"]
    found = diff_results(save_results(tmp_path / "results", {"out": device}), trace, explain=True, max_fields=1)
    e, o = found.explanation, found.outputs[0]
    assert o.report.mismatches > 0
    assert not e.changes and e.explained == e.mismatching == o.report.mismatches
    assert e.layout == (f"line {victim + 1}'s load_cbuf_to_ca_mx reading {src_of.search(lines[source]).group(0)} "
                        f"(as line {source + 1} does) instead of {src_of.search(lines[victim]).group(0)}")
    assert e.text().startswith("explanation: no change of one field of ascend950_mmad_mx reproduces the device's "
                               f"values; the device matches the model with line {victim + 1}'s load_cbuf_to_ca_mx")


def test_another_lane_convention_is_localised_to_the_wave_stores(tmp_path):
    """CDNA4: a device taking FP8 K in contiguous 32-element runs per lane (IREE's convention)
    rather than the ISA's 16 + 16: every mismatch is attributed to a global store of one wave, in
    the 16-row strip that store writes."""
    kern, _ = gemm_mxfp8.build(128, 128, 128)
    trace = kern.save(str(tmp_path / "gemm.mxt"))
    kern.convention = "contiguous"
    device = kern.run()["c"]
    found = diff_results(save_results(tmp_path / "results", {"c": device}), trace)
    o = found.outputs[0]
    assert o.report.mismatches > 1000
    assert sum(w.mismatches for w in o.writers) == o.report.mismatches
    assert {w.where.split(")")[0].split("(")[1] for w in o.writers} == {"w0", "w1", "w2", "w3"}
    assert all(w.where.endswith("global_store_dwordx4") for w in o.writers)
    # explained: the model under the contiguous lane convention gives the device's values everywhere
    e = diff_results(tmp_path / "results", trace, explain=True, max_fields=1).explanation
    assert not e.changes and e.explained == e.mismatching == o.report.mismatches
    assert e.layout.startswith("the scaled MFMAs reading their operands by lane convention contiguous (IREE ")
    assert np.array_equal(mxsim.run(trace, mode="hardware", convention="contiguous").outputs["c"].view(np.uint32),
                          np.asarray(device).view(np.uint32))


def test_identical_results_exit_0_and_the_cli_names_writers(tmp_path, capsys):
    trace = ASCEND / "seed_mxfp8.mxt"
    out = mxsim.run(trace).outputs["out"]
    same = save_results(tmp_path / "same", {"out": out})
    assert main(["diff", str(same), str(trace)]) == 0
    assert "all identical" in capsys.readouterr().out
    bad = out.copy()
    bad[3, 7] = 0.0
    assert main(["diff", str(save_results(tmp_path / "bad", {"out": bad})), str(trace)]) == 1
    text = capsys.readouterr().out
    assert "mismatches: 1 of 16384" in text
    assert re.search(r"line \d+:1 \(fix\) copy_matrix_cc_to_gm: 1 of the 16384 elements it wrote; indices \[3, 7\]",
                     text)


def test_options_before_the_arguments_keep_the_results_form(tmp_path, capsys, monkeypatch):
    trace = ASCEND / "seed_mxfp8.mxt"
    results = save_results(tmp_path / "r", {"out": mxsim.run(trace).outputs["out"]})
    assert main(["diff", "--mode", "strict", str(results), str(trace)]) == 0
    assert "all identical" in capsys.readouterr().out
    # a --format value that happens to name a directory does not switch forms
    (tmp_path / "fp32").mkdir()
    a = tmp_path / "a.npy"
    np.save(a, np.zeros(3, np.float32))
    monkeypatch.chdir(tmp_path)
    assert main(["diff", "--format", "fp32", str(a), str(a)]) == 0
    assert "identical" in capsys.readouterr().out


def test_a_manifest_of_another_trace_is_reported(tmp_path):
    trace = ASCEND / "seed_mxfp8.mxt"
    results = save_results(tmp_path / "r", {"out": mxsim.run(trace).outputs["out"]})
    (results / "manifest.json").write_text(json.dumps({"trace_sha256": "0" * 64}))
    found = diff_results(results, trace)
    assert found.identical and any("another trace" in n for n in found.notes)
    (results / "manifest.json").write_text(json.dumps({"trace_sha256": hashlib.sha256(trace.read_bytes()).hexdigest()}))
    assert diff_results(results, trace).notes == []


@pytest.mark.parametrize("setup,message", [
    (lambda d, out: None, "holds no .npy files"),
    (lambda d, out: np.save(d / "nope.npy", out), "names no off-chip buffer"),
    (lambda d, out: np.save(d / "out.npy", out[:4]), "has shape (4, 128); expected (128, 128)"),
    (lambda d, out: np.save(d / "out.npy", out.astype(np.float16)), "holds float16; expected float32"),
    (lambda d, out: (d / "out.npy").write_bytes(b"not numpy"), "is not a readable .npy array"),
    (lambda d, out: (np.save(d / "out.npy", out), (d / "manifest.json").write_text("{")), "is not readable JSON"),
])
def test_bad_results_are_exit_2_with_a_reason(tmp_path, capsys, setup, message):
    trace = ASCEND / "seed_mxfp8.mxt"
    directory = tmp_path / "r"
    directory.mkdir()
    setup(directory, mxsim.run(trace).outputs["out"])
    assert main(["diff", str(directory), str(trace)]) == 2
    assert message in capsys.readouterr().err


def test_a_missing_trace_is_bad_input(tmp_path, capsys):
    results = save_results(tmp_path / "r", {"out": np.zeros((2, 2), np.float32)})
    (results / "manifest.json").write_text(json.dumps({"trace_sha256": "0" * 64}))
    assert main(["diff", str(results), str(tmp_path / "missing.mxt")]) == 2
    assert "trace '" in capsys.readouterr().err


def test_results_saved_as_raw_records_or_codes_compare_as_bits(tmp_path):
    trace = ASCEND / "quant_matmul_e4m3_bias_bf16.mxt"
    out = mxsim.run(trace).outputs["out"]
    assert out.dtype == ml_dtypes.bfloat16
    results = tmp_path / "r"
    results.mkdir()
    np.save(results / "out.npy", out)  # loads back as raw |V2 records
    assert diff_results(results, trace).identical
    np.save(results / "out.npy", out.view(np.uint16))
    assert diff_results(results, trace).identical



@pytest.fixture(scope="module")
def small_gemm(tmp_path_factory):
    kern, _ = gemm_mxfp8.build(128, 128, 192, seed=5)
    return kern.save(str(tmp_path_factory.mktemp("explain") / "gemm.mxt"))


@pytest.mark.parametrize("changed", [{"fraction_bits": 20}, {"fraction_bits": 20, "output_rounding": "toward_zero"},
                                     {"group_terms": 4}])
def test_a_device_under_another_accumulation_is_explained(small_gemm, tmp_path, changed):
    """The synthetic device is the model with some fields of cdna4_mfma_scale changed: --explain
    finds a change of at most two fields under which every mismatch takes the device's value."""
    device = mxsim.run(small_gemm, fields=changed, mode="hardware").outputs["c"]
    found = diff_results(save_results(tmp_path / "r", {"c": device}), small_gemm, explain=True)
    e = found.explanation
    assert e.preset == "cdna4_mfma_scale" and e.mismatching == found.outputs[0].report.mismatches > 0
    assert e.explained == e.mismatching and 1 <= len(e.changes) <= len(changed)
    # the change found reproduces the device everywhere (it may be an equivalent one)
    again = mxsim.run(small_gemm, fields={k: new for k, (_, new) in e.changes.items()}, mode="hardware").outputs["c"]
    assert np.array_equal(again.view(np.uint32), device.view(np.uint32))
    assert "on 100% of" in e.text()


def test_a_device_no_field_explains_says_so(small_gemm, tmp_path, capsys):
    device = mxsim.run(small_gemm).outputs["c"].copy()
    device.view(np.uint32)[5:9, 5:9] ^= 0x400  # bits no accumulation model flips
    results = save_results(tmp_path / "r", {"c": device})
    assert main(["diff", "--explain", "--max-fields", "1", str(results), small_gemm]) == 1
    out = capsys.readouterr().out
    assert "explanation: no change of one field of cdna4_mfma_scale reproduces the device's values" in out


def test_bad_fields_are_bad_input(small_gemm):
    with pytest.raises(ValueError, match="unknown preset field 'nope'"):
        mxsim.run(small_gemm, fields={"nope": 1})
    with pytest.raises(ValueError, match="not a model the engine computes"):
        # cdna4_mfma_scale's groups with exact alignment: a term wider than its sum
        mxsim.run(small_gemm, fields={"fraction_bits": "exact"}, mode="hardware")


def test_the_k_block_of_departure_names_the_first_matmul_that_changes_each_element(small_gemm, tmp_path):
    device = mxsim.run(small_gemm, fields={"fraction_bits": 20}, mode="hardware").outputs["c"]
    found = diff_results(save_results(tmp_path / "r", {"c": device}), small_gemm, explain=True)
    e = found.explanation
    lines = mxsim.run(small_gemm).mx_matmul_lines
    assert len(lines) == 48  # 4 waves x 4 output blocks of 16 x 16... the kernel's MFMAs, in execution order
    assert sum(n for _, _, n in e.departures) == e.explained
    text = pathlib.Path(small_gemm).read_text().splitlines()
    for line, index, n in e.departures:
        assert lines[index] == line and text[line - 1].startswith("v_mfma_scale_f32_")
    # check one departure by hand: with the change on the first `index` MFMAs the elements it counts
    # still have the model's value, and with it on the first `index + 1` they do not
    line, index, n = e.departures[0]
    model = mxsim.run(small_gemm).outputs["c"].view(np.uint32)
    before = mxsim.run(small_gemm, fields={"fraction_bits": 20}, first_matmuls=index, mode="hardware")
    after = mxsim.run(small_gemm, fields={"fraction_bits": 20}, first_matmuls=index + 1, mode="hardware")
    newly = (after.outputs["c"].view(np.uint32) != model) & (before.outputs["c"].view(np.uint32) == model)
    assert np.count_nonzero(newly) >= n
    assert "K-block of departure" in e.text()


def test_first_matmuls_needs_an_override(small_gemm):
    with pytest.raises(ValueError, match="expected a count >= 0 with preset= or fields="):
        mxsim.run(small_gemm, first_matmuls=3)
