"""`mxsim probe --device trn3`: the probes as an NKI nc_matmul_mx kernel, recorded on the model and
exported as an NKI package; its runner's results come back through `mxsim probe --answers` as d.npy.
Proven on the model: each answer is c added in FP32 (nearest even) to the dot-level
trn3_nc_matmul_mx result of a . b from zero, which is how the kernel adds c (in PSUM, after the
matmul), for every probe and for random records whose scales sit far from 1; the dot model's
c_entry=added_to_result computes the same, and `mxsim fit` finds it from the answers alone."""
import argparse
import hashlib
import json
import os
import subprocess
import sys

import numpy as np
import pytest

from mxsim.cli import main
from mxsim.devices.trn3 import probe_kernel
from mxsim.fit import Records, fit, load_records, model_results, preset_fields


def psum_answers(records):
    """c + (a . b), the dot from zero under trn3_nc_matmul_mx rounded to FP32, then added to c in
    FP32 with nearest-even (two FP32 values add exactly in binary64, so one rounding to FP32 is the
    nearest-even sum); a NaN sum is the canonical quiet NaN, as the model's PSUM add writes it."""
    zero_c = Records(records.elem, "fp32", records.a, records.b, np.zeros(len(records), np.uint32),
                     records.d, records.scale_a, records.scale_b, records.elem_b)
    product = model_results(zero_c, preset_fields("trn3_nc_matmul_mx")).astype(np.uint32).view(np.float32)
    c = records.c.astype(np.uint32).view(np.float32)
    with np.errstate(invalid="ignore", over="ignore"):
        total = (product.astype(np.float64) + c.astype(np.float64)).astype(np.float32)
    bits = total.view(np.uint32).copy()
    bits[np.isnan(total)] = 0x7FC00000
    return bits


def test_the_trn3_probe_package_round_trips_into_the_answers(tmp_path, capsys):
    out = tmp_path / "probes"
    assert main(["probe", "--elem", "e4m3", "--elem-b", "e5m2", "--scaled", "--k", "128", "--per-move", "1",
                 "-o", str(out), "--device", "trn3"]) == 0
    count = len(json.loads((out / "labels.json").read_text())["probes"])
    tiles = -(-count // 128)
    assert f"trn3 probe kernel ({count} probes in {2 * tiles} matrix instructions) exported to" in \
        capsys.readouterr().out
    package_dir = out / "trn3" / "package"
    manifest = json.loads((package_dir / "manifest.json").read_text())
    assert [(i["name"], i["shape"]) for i in manifest["inputs"]] == [
        ("a_x4", [32, 128 * tiles]), ("b_x4", [32, 128 * tiles]), ("scale_a", [4, 128 * tiles]),
        ("scale_b", [4, 128 * tiles]), ("c", [1, 128 * tiles])]
    assert [(o["name"], o["shape"]) for o in manifest["outputs"]] == [("probe_answers", [128, 128 * tiles])]
    source = (package_dir / "kernel.py").read_text()
    assert source.count("nisa.nc_matmul_mx(") == tiles and source.count("nisa.nc_matmul(") == tiles
    # the device run (here mxsim's own front end), then the answers
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path))
    run = subprocess.run([sys.executable, "run_on_device.py", "--frontend", "mxsim", "--out", "results"],
                         cwd=package_dir, env=env, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert "probe_answers float32 [128, " in run.stdout and "identical to the model" in run.stdout
    assert main(["probe", "--answers", str(package_dir / "results"), "-o", str(out)]) == 0
    assert f"{count} answers in" in capsys.readouterr().out
    d = np.load(out / "d.npy")
    assert d.dtype == np.uint32 and d.shape == (count,)
    records = load_records(argparse.Namespace(a=str(out / "a.npy"), b=str(out / "b.npy"), c=str(out / "c.npy"),
                                              d=str(out / "d.npy"), elem="e4m3", elem_b="e5m2", out="fp32",
                                              scales=[str(out / "sa.npy"), str(out / "sb.npy")]))
    assert np.array_equal(psum_answers(records), d)
    # the fit finds how the kernel adds c: the PE array's model from zero, then c added to its result
    found = fit(records)
    print(f"trn3 probe answers: {len(records)} records, {found.mismatches} mismatches; {found.preset_row()}")
    assert found.mismatches == 0 and found.preset is None
    assert {name: found.fields[name] for name in ("group_terms", "fraction_bits", "join", "c_entry")} == {
        "group_terms": 4, "fraction_bits": "exact", "join": "fused", "c_entry": "added_to_result"}
    assert "c_entry" not in found.undetermined


@pytest.mark.parametrize("k,scaled,fmt_b", [(128, True, "e5m2"), (256, False, "e5m2"), (384, True, "e5m2"),
                                            (512, True, "e4m3")])
def test_the_kernel_pairs_each_scale_with_its_k_block(k, scaled, fmt_b):
    """Random MXFP8 records (scales far from 1, finite codes) through the kernel on the model: every
    diagonal answer is c + (a . b) as the model defines it, so each 32-term block met its own scale
    in its quadrant row, for stationary and moving alike, over every partition count."""
    rng = np.random.default_rng(k)
    s = 200  # two matmuls, the second one part-filled
    finite = {"e4m3": 0x7E, "e5m2": 0x7B}  # the largest finite code below the sign bit

    def codes(fmt):
        return (rng.integers(0, finite[fmt] + 1, (s, k)) | (rng.integers(0, 2, (s, k)) << 7)).astype(np.uint8)

    scales = (lambda: rng.integers(100, 150, (s, k // 32)).astype(np.uint8)) if scaled else (lambda: None)
    c = (rng.standard_normal(s) * 2.0 ** rng.integers(-20, 20, s)).astype(np.float32).view(np.uint32)
    records = Records("e4m3", "fp32", codes("e4m3"), codes(fmt_b), c, np.zeros(s, np.uint32), scales(), scales(),
                      fmt_b)
    kernel = probe_kernel.build("e4m3", fmt_b, k, s)
    out = np.asarray(kernel(*probe_kernel.arguments(records)))
    assert kernel.recording is not None
    assert np.array_equal(probe_kernel.answers(out, s), psum_answers(records))
    # the same answers as the dot model's own field for it
    as_field = {**preset_fields("trn3_nc_matmul_mx"), "c_entry": "added_to_result"}
    assert np.array_equal(model_results(records, as_field), psum_answers(records))


def test_shapes_the_kernel_does_not_compute_are_refused(tmp_path, capsys):
    for options, message in ((["--k", "64"], "expected --k 128, 256, 384, 512"),
                             (["--k", "128", "--out", "fp16"], "expected --out fp32"),
                             (["--k", "128", "--elem", "e2m1"], "computes MXFP8 (e4m3, e5m2) matmuls")):
        assert main(["probe", *options, "-o", str(tmp_path / "p"), "--device", "trn3"]) == 2
        assert message in capsys.readouterr().err
    (tmp_path / "p").mkdir(exist_ok=True)
    (tmp_path / "p" / "labels.json").write_text(json.dumps({"probes": [{}] * 200}))
    (tmp_path / "r").mkdir()
    np.save(tmp_path / "r" / "probe_answers.npy", np.zeros((128, 128), np.float32))
    assert main(["probe", "--answers", str(tmp_path / "r"), "-o", str(tmp_path / "p")]) == 2
    assert "expected the probe kernel's FP32 output [128, 256]" in capsys.readouterr().err



def test_answers_come_from_the_device_the_manifest_names(tmp_path, capsys):
    """A results folder with two kernels' result files: the manifest's probe trace picks the device;
    without a manifest it is refused rather than guessed."""
    (tmp_path / "labels.json").write_text(json.dumps({"probes": [{}] * 3, "k": 128}))
    (tmp_path / "trn3").mkdir()
    (tmp_path / "trn3" / "probes.mxt").write_text("mxt 2\ntarget trn3\nend\n")
    results = tmp_path / "results"
    results.mkdir()
    np.save(results / "out.npy", np.zeros((128, 128), np.float32))
    answers = np.zeros((128, 128), np.float32)
    answers[[0, 1, 2], [0, 1, 2]] = [1.0, 2.0, 3.0]
    np.save(results / "probe_answers.npy", answers)
    assert main(["probe", "--answers", str(results), "-o", str(tmp_path)]) == 2
    assert "holds the results of several probe kernels (out.npy, probe_answers.npy)" in capsys.readouterr().err
    digest = hashlib.sha256((tmp_path / "trn3" / "probes.mxt").read_bytes()).hexdigest()
    (results / "manifest.json").write_text(json.dumps({"trace_sha256": digest}))
    assert main(["probe", "--answers", str(results), "-o", str(tmp_path)]) == 0
    assert np.array_equal(np.load(tmp_path / "d.npy").view(np.float32), [1.0, 2.0, 3.0])
