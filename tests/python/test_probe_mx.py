"""mxsim probe + mxsim fit for MX records with mixed element formats (issue 18: "a, b, c and scales
where MX", `--elem-b`): the probe set for E4M3 x E5M2 -> FP32 dot products of 64 terms with an E8M0
scale per 32 terms of each operand, computed under each MX preset, is fitted, and the fitted model
must agree with the preset on 2 x 10^4 fresh random scaled inputs. Each probe must tell apart the
two models its label names. The command writes the scales `mxsim fit --scales` reads."""
import json

import numpy as np
import pytest

import mxsim
from mxsim import _core, cli
from mxsim.fit import Records, fit, mismatches, model_results, preset_fields
from mxsim.probe import main, probe_set

K = 64
MX_PRESETS = ["exact", "nvidia_blackwell_mxf8f6f4", "trn3_nc_matmul_mx", "ascend950_mmad_mx", "cdna4_mfma_scale"]


@pytest.fixture(scope="module")
def probes():
    return probe_set("e4m3", K, "fp32", per_move=1, seed=3, elem_b="e5m2", scaled=True)


def under(preset, records):
    """The records with d computed under a built-in preset."""
    d = model_results(records, preset_fields(preset))
    return Records(records.elem, records.out, records.a, records.b, records.c, np.asarray(d, np.uint32),
                   records.scale_a, records.scale_b, records.elem_b)


def fresh_records(n, seed):
    rng = np.random.default_rng(seed)
    a, b = rng.integers(0, 256, (n, K)).astype(np.uint8), rng.integers(0, 256, (n, K)).astype(np.uint8)
    sa = (127 + rng.integers(-12, 13, (n, K // 32))).astype(np.uint8)
    sb = (127 + rng.integers(-12, 13, (n, K // 32))).astype(np.uint8)
    c_values = rng.standard_normal(n) * np.exp2(rng.integers(-8, 8, n))
    c = _core.encode("fp32", "fp64", c_values.view(np.uint64), "nearest_even", "", "", 0)[0].astype(np.uint32)
    return Records("e4m3", "fp32", a, b, c, np.zeros(n, np.uint32), sa, sb, "e5m2")


def test_the_probes_are_mixed_and_scaled(probes):
    records, labels = probes
    assert records.elem == "e4m3" and records.b_format == "e5m2" and records.formats == "e4m3 x e5m2"
    assert records.scale_a.shape == records.scale_b.shape == (len(records), K // 32)
    assert len(labels) == len(records) > 300
    assert "scales" in {label["field"] for label in labels}  # scale application is probed
    # scales far out are drawn: some probe leaves 127 +- 4 by more than a few binades
    assert np.abs(records.scale_a.astype(int) - 127).max() > 8


def test_each_probe_separates_the_models_it_names(probes):
    records, labels = probes
    for i in range(0, len(labels), 23):
        label = labels[i]
        base = preset_fields(label["preset"])
        other = label["other"]
        moved = {**base, label["field"]: int(other) if other.lstrip("-").isdigit() else other}
        one = records.subset(np.array([i]))
        assert (model_results(one, base) != model_results(one, moved)).all(), label


@pytest.mark.parametrize("preset", MX_PRESETS)
def test_probing_the_model_and_fitting_recovers_the_preset(probes, preset):
    records, _ = probes
    result = fit(under(preset, records), prior=[])  # the search alone: the preset itself is no prior
    agree = mismatches(under(preset, fresh_records(20_000, seed=17)), result.fields)
    print(f"{preset}: {len(records)} probes, {result.mismatches} missed; 2 x 10^4 fresh scaled inputs: {agree} "
          f"mismatches; {result.preset_row()}")
    assert result.mismatches == 0
    assert agree == 0


def test_probe_then_fit_through_the_commands(tmp_path, capsys):
    out = tmp_path / "probes"
    assert main(["--elem", "e4m3", "--elem-b", "e5m2", "--scaled", "--k", "64", "--per-move", "1", "-o",
                 str(out)]) == 0
    assert "e4m3 x e5m2 -> fp32, K = 64, MX scales" in capsys.readouterr().out
    labels = json.loads((out / "labels.json").read_text())
    assert labels["elem_b"] == "e5m2" and labels["scaled"] is True
    a, b, c, sa, sb = (np.load(out / f"{n}.npy") for n in ("a", "b", "c", "sa", "sb"))
    assert sa.shape == sb.shape == (len(labels["probes"]), 2) and sa.dtype == np.uint8
    # the "device": the model under cdna4_mfma_scale
    d = mxsim.dot(a, b, c.astype(np.float32), elem_a="e4m3", elem_b="e5m2", scale_a=sa, scale_b=sb,
                  preset="cdna4_mfma_scale")
    np.save(tmp_path / "d.npy", d)
    assert cli.main(["fit", *(str(out / f"{n}.npy") for n in "abc"), str(tmp_path / "d.npy"), "--elem", "e4m3",
                     "--elem-b", "e5m2", "--scales", str(out / "sa.npy"), str(out / "sb.npy")]) == 0
    printed = capsys.readouterr().out
    assert "e4m3 x e5m2 -> fp32: 0 mismatches" in printed


@pytest.mark.parametrize("argv, message", [
    (["--scaled", "--k", "48", "-o", "x"], "expected a multiple of 32"),
    (["--elem-b", "fp32", "-o", "x"], "16 bits or fewer"),
    (["--elem-b", "nope", "-o", "x"], "nope"),
    (["--scaled", "--cuda", "-o", "x"], "--cuda mxf8f6f4"),
    (["--elem-b", "e5m2", "--cuda", "wgmma", "-o", "x"], "--cuda mxf8f6f4"),
    (["--scaled", "--k", "64", "--cuda", "mxf8f6f4", "-o", "x"], "no CUDA mxf8f6f4 probe kernel for e4m3 -> fp32 with K = 64"),
])
def test_bad_input_exits_2(argv, message, capsys):
    assert main(argv) == 2
    assert message in capsys.readouterr().err
