"""`mxsim probe --device ascend950`: the probes as a pypto matmul_mx kernel, recorded on the model
and exported as a device package; its runner's results come back through `mxsim probe --answers` as
d.npy, which `mxsim fit` fits. Proven on the model: the kernel's answers are the dot-level model's
(ascend950_mmad_mx) for every probe, and the fit reproduces every record."""
import argparse
import json
import os
import subprocess
import sys

import numpy as np
import pytest

import mxsim
from mxsim.cli import main
from mxsim.devices.ascend950 import probe_kernel
from mxsim.devices.cdna4 import probe_kernel as cdna4_probe_kernel
from mxsim.fit import Records, load_records, model_results, preset_fields


def test_the_ascend_probe_package_round_trips_into_a_fit(tmp_path, capsys):
    out = tmp_path / "probes"
    assert main(["probe", "--elem", "e4m3", "--elem-b", "e5m2", "--scaled", "--k", "64", "--per-move", "1",
                 "-o", str(out), "--device", "ascend950"]) == 0
    text = capsys.readouterr().out
    count = len(json.loads((out / "labels.json").read_text())["probes"])
    tiles = -(-count // 128)
    assert f"ascend950 probe kernel ({count} probes in {tiles} matrix instructions) exported to" in text
    package_dir = out / "ascend950" / "package"
    manifest = json.loads((package_dir / "manifest.json").read_text())
    assert [(i["name"], i["shape"]) for i in manifest["inputs"]] == [
        ("a", [128 * tiles, 64]), ("b", [128 * tiles, 64]), ("scale_a", [128 * tiles, 1, 2]),
        ("scale_b", [128 * tiles, 1, 2]), ("c", [128 * tiles]), ("out", [128 * tiles, 128])]
    source = (package_dir / "kernel.py").read_text()
    assert source.count("pl.matmul_mx(l0c_0, l0a_0, l0b_0, l0a_mx_0, l0b_mx_0, bias=bt_0)") == tiles
    package = mxsim.exporters.ExportedPackage(str(package_dir), "kernel.py", "run_on_device.py", manifest)
    assert package.check() == []
    # the device run (here mxsim's own front end), the answers, the fit
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path))
    run = subprocess.run([sys.executable, "run_on_device.py", "--frontend", "mxsim", "--out", "results"],
                         cwd=package_dir, env=env, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert main(["probe", "--answers", str(package_dir / "results"), "-o", str(out)]) == 0
    assert f"{count} answers in" in capsys.readouterr().out
    d = np.load(out / "d.npy")
    assert d.dtype == np.uint32 and d.shape == (count,)
    # every answer is the dot-level model's: the kernel computes the records the probes define
    records = load_records(argparse.Namespace(a=str(out / "a.npy"), b=str(out / "b.npy"), c=str(out / "c.npy"),
                                              d=str(out / "d.npy"), elem="e4m3", elem_b="e5m2", out="fp32",
                                              scales=[str(out / "sa.npy"), str(out / "sb.npy")]))
    assert np.array_equal(model_results(records, preset_fields("ascend950_mmad_mx")).view(np.uint32), d)
    assert main(["fit", str(out / "a.npy"), str(out / "b.npy"), str(out / "c.npy"), str(out / "d.npy"), "--elem",
                 "e4m3", "--elem-b", "e5m2", "--scales", str(out / "sa.npy"), str(out / "sb.npy")]) == 0
    assert f"{count} records, 64 terms, e4m3 x e5m2 -> fp32: 0 mismatches" in capsys.readouterr().out


def test_shapes_the_kernel_does_not_compute_are_refused(tmp_path, capsys):
    for options, message in ((["--k", "32"], "MmadMx takes K in steps of 64"),
                             (["--k", "256", "--device", "cdna4"], "expected --k 64 or 128"),
                             (["--k", "64", "--out", "fp16"], "expected --out fp32"),
                             (["--k", "64", "--elem", "e2m1"], "computes MXFP8 (e4m3, e5m2) matmuls")):
        device = [] if "--device" in options else ["--device", "ascend950"]
        assert main(["probe", *options, "-o", str(tmp_path / "p"), *device]) == 2
        assert message in capsys.readouterr().err
    (tmp_path / "p").mkdir(exist_ok=True)
    (tmp_path / "p" / "labels.json").write_text(json.dumps({"probes": [{}] * 200}))
    (tmp_path / "r").mkdir()
    np.save(tmp_path / "r" / "out.npy", np.zeros((128, 128), np.float32))
    assert main(["probe", "--answers", str(tmp_path / "r"), "-o", str(tmp_path / "p")]) == 2
    assert "expected the probe kernel's FP32 output [256, 128]" in capsys.readouterr().err


@pytest.mark.parametrize("k,scaled", [(256, True), (128, False)])
def test_the_kernel_pairs_each_scale_with_its_k_block(k, scaled):
    """Random MXFP8 records (some scales far from 1) through the pypto kernel on the model: every
    diagonal answer is the dot-level model's, so each 64-term block met its own scale pair, for A
    (ND pairs) and B (DN pairs) alike; unscaled records run with unit scales."""
    rng = np.random.default_rng(k)
    s = 200  # two matmuls, the second one part-filled
    codes = lambda: (rng.integers(0, 0x7F, (s, k)) | (rng.integers(0, 2, (s, k)) << 7)).astype(np.uint8)  # noqa: E731
    scales = (lambda: rng.integers(112, 142, (s, k // 32), dtype=np.uint8)) if scaled else (lambda: None)
    c = rng.standard_normal(s).astype(np.float32).view(np.uint32)
    records = Records("e4m3", "fp32", codes(), codes(), c, np.zeros(s, np.uint32), scales(), scales(), "e5m2")
    kernel = probe_kernel.build("e4m3", "e5m2", k, s)
    arguments = probe_kernel.arguments(records)
    kernel(*arguments)
    assert np.array_equal(probe_kernel.answers(arguments[-1], s),
                          model_results(records, preset_fields("ascend950_mmad_mx")).view(np.uint32))


def test_results_of_another_probe_set_are_refused(tmp_path, capsys):
    (tmp_path / "ascend950").mkdir()
    (tmp_path / "labels.json").write_text(json.dumps({"probes": [{}] * 3}))
    (tmp_path / "ascend950" / "probes.mxt").write_text("mxt 2\ntarget ascend950\nend\n")
    results = tmp_path / "results"
    results.mkdir()
    np.save(results / "out.npy", np.zeros((128, 128), np.float32))
    (results / "manifest.json").write_text(json.dumps({"trace_sha256": "0" * 64}))
    assert main(["probe", "--answers", str(results), "-o", str(tmp_path)]) == 2
    assert "holds the results of another probe set" in capsys.readouterr().err
    (results / "manifest.json").unlink()  # results without a manifest: taken as they are
    assert main(["probe", "--answers", str(results), "-o", str(tmp_path)]) == 0
    assert np.load(tmp_path / "d.npy").shape == (3,)


def test_run_checks_convention_and_text_before_reading(tmp_path):
    with pytest.raises(mxsim.ArgumentError, match="convention='iree'; expected one of isa, contiguous, triton"):
        mxsim.run(tmp_path / "missing.mxt", convention="iree")
    with pytest.raises(mxsim.ArgumentError, match="text= is bytes; expected the trace's text as a str"):
        mxsim.run(tmp_path / "missing.mxt", text=b"mxt 2")


def test_the_cdna4_probe_package_answers_as_the_model(tmp_path, capsys):
    """`--device cdna4`: the probes as scaled MFMAs in a gfx950 code object and HIP host program. The
    package is its trace (--check); its expected D registers, as a device would write them, come
    back through --answers as the dot-level cdna4_mfma_scale answer of every probe."""
    out = tmp_path / "probes"
    assert main(["probe", "--elem", "e4m3", "--elem-b", "e5m2", "--scaled", "--k", "64", "--per-move", "1",
                 "-o", str(out), "--device", "cdna4"]) == 0
    count = len(json.loads((out / "labels.json").read_text())["probes"])
    groups = -(-count // 32)
    assert f"cdna4 probe kernel ({count} probes in {groups} matrix instructions) exported to" in \
        capsys.readouterr().out
    package_dir = out / "cdna4" / "package"
    manifest = json.loads((package_dir / "manifest.json").read_text())
    assert [(o["name"], o["shape"]) for o in manifest["outputs"]] == [("d_frag", [groups, 64, 16])]
    source = (package_dir / "kernel.s").read_text()
    assert source.count("v_mfma_scale_f32_32x32x64_f8f6f4 a[0:15]") == groups and "op_sel_hi:[0,0,0] blgp:1" in source  # LLVM drops cbsz:0
    package = mxsim.exporters.ExportedPackage(str(package_dir), "kernel.s", "host.cpp", manifest)
    assert package.check() == []
    # a device that computes as the model: its results are the package's expected registers
    results = package_dir / "results"
    results.mkdir()
    (results / "d_frag.npy").write_bytes((package_dir / manifest["outputs"][0]["expected_file"]).read_bytes())
    (results / "manifest.json").write_bytes((package_dir / "manifest.json").read_bytes())
    assert main(["probe", "--answers", str(results), "-o", str(out)]) == 0
    records = load_records(argparse.Namespace(a=str(out / "a.npy"), b=str(out / "b.npy"), c=str(out / "c.npy"),
                                              d=str(out / "d.npy"), elem="e4m3", elem_b="e5m2", out="fp32",
                                              scales=[str(out / "sa.npy"), str(out / "sb.npy")]))
    assert np.array_equal(model_results(records, preset_fields("cdna4_mfma_scale")).view(np.uint32),
                          np.load(out / "d.npy"))


@pytest.mark.parametrize("k,scaled,fmt_a,fmt_b", [(64, True, "e2m3", "e3m2"), (128, False, "e2m1", "e4m3")])
def test_the_cdna4_kernel_packs_every_format(k, scaled, fmt_a, fmt_b):
    """FP6 x FP6 at K = 64 with scales, FP4 x FP8 at K = 128 without: the MFMA kernel on the model
    gives every probe the dot-level model's answer (lanes packed by the ISA's operand tables)."""
    rng = np.random.default_rng(k)
    bits = {"e4m3": 8, "e2m3": 6, "e3m2": 6, "e2m1": 4}
    s = 40  # two groups at K = 64, three at K = 128, the last part-filled
    a = rng.integers(0, 1 << bits[fmt_a], (s, k)).astype(np.uint8)
    b = rng.integers(0, 1 << bits[fmt_b], (s, k)).astype(np.uint8)
    scales = (lambda: rng.integers(112, 142, (s, k // 32), dtype=np.uint8)) if scaled else (lambda: None)
    c = rng.standard_normal(s).astype(np.float32).view(np.uint32)
    records = Records(fmt_a, "fp32", a, b, c, np.zeros(s, np.uint32), scales(), scales(), fmt_b)
    kernel, groups = cdna4_probe_kernel.build(records)
    d_frag = kernel.run()["d_frag"]
    assert not kernel.diagnostics and groups == -(-s // (32 if k == 64 else 16))
    assert np.array_equal(cdna4_probe_kernel.answers(d_frag, s, k),
                          model_results(records, preset_fields("cdna4_mfma_scale")).view(np.uint32))
