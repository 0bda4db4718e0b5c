"""mxsim probe + mxsim fit on the model itself (issue 18's first proof): the probe set for E4M3 x
E4M3 -> FP32 dot products of 32 terms, computed under each built-in preset, is fitted, and the
fitted model must agree with the preset on 10^5 fresh random inputs. Each probe must tell apart the
two models its label names. The command writes the files `mxsim fit` reads."""
import json

import numpy as np
import pytest

import mxsim
from mxsim import _core, cli
from mxsim.fit import Records, fit, mismatches
from mxsim.probe import main, probe_set

K = 32


@pytest.fixture(scope="module")
def probes():
    return probe_set("e4m3", K, "fp32", per_move=2, seed=0)


def under(preset, records):
    """The records' d under a built-in preset."""
    fields = {k: v for k, v in mxsim.presets[preset].fields.items() if k != "output"}
    d = _core.dot_batch("exact", fields, records.elem, records.elem, records.a.reshape(-1), records.b.reshape(-1),
                        records.c, np.zeros(0, np.uint8), np.zeros(0, np.uint8), len(records.c), K, records.out)
    return Records(records.elem, records.out, records.a, records.b, records.c, np.asarray(d, np.uint32))


def fresh_records(n, seed):
    rng = np.random.default_rng(seed)
    a, b = rng.integers(0, 256, (n, K)).astype(np.uint8), rng.integers(0, 256, (n, K)).astype(np.uint8)
    c_values = rng.standard_normal(n) * np.exp2(rng.integers(-8, 8, n))
    c = _core.encode("fp32", "fp64", c_values.view(np.uint64), "nearest_even", "", "", 0)[0].astype(np.uint32)
    return Records("e4m3", "fp32", a, b, c, np.zeros(n, np.uint32))


@pytest.mark.parametrize("preset", list(mxsim.presets))
def test_probing_the_model_and_fitting_recovers_the_preset(probes, preset):
    records, _ = probes
    result = fit(under(preset, records), prior=[])  # the search alone: the preset itself is no prior
    agree = mismatches(under(preset, fresh_records(100_000, seed=11)), result.fields)
    print(f"{preset}: {len(records)} probes, {result.mismatches} missed; 10^5 fresh inputs: {agree} mismatches; "
          f"{result.preset_row()}")
    assert result.mismatches == 0
    assert agree == 0


def test_each_probe_separates_the_models_it_names(probes):
    records, labels = probes
    assert len(labels) == len(records) > 500
    assert {label["field"] for label in labels} >= {"fraction_bits", "group_terms", "join", "grouping", "align",
                                                   "output_rounding", "nan", "subnormal_inputs"}
    for i in range(0, len(labels), 37):
        label = labels[i]
        base = {k: v for k, v in mxsim.presets[label["preset"]].fields.items() if k != "output"}
        other = label["other"]
        moved = {**base, label["field"]: int(other) if other.lstrip("-").isdigit() else other}
        one = records.subset(np.array([i]))
        assert (_core.dot_batch("exact", base, "e4m3", "e4m3", one.a.reshape(-1), one.b.reshape(-1), one.c,
                                np.zeros(0, np.uint8), np.zeros(0, np.uint8), 1, K, "fp32")
                != _core.dot_batch("exact", moved, "e4m3", "e4m3", one.a.reshape(-1), one.b.reshape(-1), one.c,
                                   np.zeros(0, np.uint8), np.zeros(0, np.uint8), 1, K, "fp32")).all(), label


def test_probe_then_fit_through_the_commands(tmp_path, capsys):
    out = tmp_path / "probes"
    assert main(["--elem", "e4m3", "--k", "32", "--per-move", "1", "-o", str(out)]) == 0
    labels = json.loads((out / "labels.json").read_text())
    a, b, c = (np.load(out / f"{n}.npy") for n in "abc")
    assert a.shape == b.shape == (len(labels["probes"]), 32) and c.shape == (len(labels["probes"]),)
    # the "device": the model under amd_cdna3_fp8
    np.save(tmp_path / "d.npy", mxsim.dot(a, b, c.astype(np.float32), elem_a="e4m3", preset="amd_cdna3_fp8"))
    capsys.readouterr()
    assert cli.main(["fit", *(str(out / f"{n}.npy") for n in "abc"), str(tmp_path / "d.npy"),
                           "--elem", "e4m3"]) == 0
    printed = capsys.readouterr().out
    assert "0 mismatches" in printed and "join=after_products" in printed and "grouping=even_odd" in printed


@pytest.mark.parametrize("argv, message", [
    (["--k", "0", "-o", "x"], "expected 1..4096"),
    (["--elem", "fp32", "-o", "x"], "16 bits or fewer"),
    (["--out", "e4m3", "-o", "x"], "expected fp32, fp16 or bf16"),
    (["--per-move", "0", "-o", "x"], "expected 1..64"),
])
def test_bad_input_exits_2(argv, message, capsys):
    assert main(argv) == 2
    assert message in capsys.readouterr().err
