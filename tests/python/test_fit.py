"""mxsim fit: the accumulation model inferred from dot-product records.

- On the NVIDIA silicon records (tests/data/silicon_dot): fitted on the first half of each set, the
  model must reproduce the second half bit for bit (prints, per set, the records used, the fitted
  fields and the held-out mismatches). The fit's prior there leaves out every preset measured on the
  GPU under test (a B200 set is fitted knowing the A100 and H100 presets, not the B200 ones), so
  what decides a set its first half cannot is another device's measurement, never its own.
- On records the model itself produces under a built-in preset from random inputs (test_probe.py
  and test_probe_mx.py fit the probes instead): the fitted model agrees with the preset on 2 x 10^4
  fresh inputs.
- The command: exit 0 / 1 / 2, and bad input named.
"""
import json
import pathlib

import numpy as np
import pytest

import mxsim
from mxsim.fit import Records, fit, main, mismatches, model_results, preset_fields, records_from_values, settle

RECORDS = np.load(pathlib.Path(__file__).resolve().parents[1] / "data" / "silicon_dot" / "records.npz")
SETS = sorted({tuple(key.split("/")[:2]) for key in RECORDS.files})
CASES = [(gpu, fmt, out) for gpu, fmt in SETS for out in ("fp32", "fp16") if f"{gpu}/{fmt}/d_{out}" in RECORDS.files]
# the presets measured on (or modelled for) each GPU, by name
OWN_PRESETS = {"A100": "nvidia_ampere", "H100": "nvidia_hopper", "B200": "nvidia_blackwell"}
# sets whose first half the search alone leaves undetermined (the prior decides them)
UNDETERMINED = {("B200", "E5M2", "fp32"), ("H100", "fp16", "fp16")}


def prior_without(gpu):
    return [name for name in mxsim.presets if not name.startswith(OWN_PRESETS[gpu])]


def silicon_records(gpu, fmt, out):
    a = RECORDS[f"{gpu}/{fmt}/a"].view(np.float32)
    b = RECORDS[f"{gpu}/{fmt}/b"].view(np.float32)
    c = RECORDS[f"{gpu}/{fmt}/c"].view(np.float32)
    d = RECORDS[f"{gpu}/{fmt}/d_{out}"].view(np.float32)
    if gpu == "H100" and fmt in ("E4M3", "E5M2") and out == "fp32":
        c = np.zeros_like(c)  # wgmma accumulated into zero for these records (their README)
    elem = {"E4M3": "e4m3", "E5M2": "e5m2"}.get(fmt, fmt)
    if out == "fp16":
        c, d = c.astype(np.float16), d.astype(np.float16)  # fp16 results were stored widened
    if elem == "tf32":
        a, b = a.view(np.uint32) >> 13, b.view(np.uint32) >> 13
    half = len(d) // 2
    return (records_from_values(a[:half], b[:half], c[:half], d[:half], elem, out),
            records_from_values(a[half:], b[half:], c[half:], d[half:], elem, out))


@pytest.mark.parametrize("gpu, fmt, out", CASES, ids=[f"{g}-{f}-{o}" for g, f, o in CASES])
def test_a_fit_on_half_the_silicon_records_reproduces_the_other_half(gpu, fmt, out):
    train, held = silicon_records(gpu, fmt, out)
    result = fit(train, prior=prior_without(gpu))
    missed = mismatches(held, result.fields)
    print(f"{gpu} {fmt} -> {out}: {len(train)} records used, {result.mismatches} missed; held-out "
          f"{len(held)}: {missed} mismatches; {result.preset_row(result.preset or 'searched')}"
          + (f"; consistent: {', '.join(result.consistent)}" if result.consistent else ""))
    assert result.mismatches == 0
    assert missed == 0


@pytest.mark.parametrize("gpu, fmt, out", sorted(UNDETERMINED))
def test_where_the_first_half_leaves_the_model_open_the_prior_names_the_rivals(gpu, fmt, out):
    train, held = silicon_records(gpu, fmt, out)
    searched = fit(train, prior=[])
    assert searched.mismatches == 0 and searched.preset is None and searched.undetermined
    decided = fit(train, prior=prior_without(gpu))
    print(f"{gpu} {fmt} -> {out}: the search alone misses {mismatches(held, searched.fields)} held-out records; "
          f"the prior chose {decided.preset} of {decided.consistent}")
    assert decided.preset == decided.consistent[0]
    assert presets_confidence(decided.preset) == "measured-on-silicon"
    # the records cannot tell the rivals apart: each reproduces every training record
    assert all(mismatches(train, preset_fields(name)) == 0 for name in decided.consistent)


def presets_confidence(name):
    return mxsim.presets[name].confidence


def test_the_probes_that_settle_a_fit_tell_its_rivals_apart(tmp_path):
    # B200 E5M2 -> FP32: three presets reproduce the first half; the settling probes, answered by
    # the "device" (here the model that reproduces all 5,000 of its records), leave one
    train, held = silicon_records("B200", "E5M2", "fp32")
    device = preset_fields("nvidia_blackwell_fp8")
    assert mismatches(train, device) == 0 and mismatches(held, device) == 0
    first = fit(train, prior=prior_without("B200"))
    assert len(first.consistent) == 3
    counts = settle(train, first, str(tmp_path))
    assert counts.get("preset", 0) >= 2  # at least one probe per rival
    a, b, c = (np.load(tmp_path / f"{x}.npy") for x in "abc")
    probes = records_from_values(a, b, c, np.zeros(len(c)), "e5m2", "fp32")
    probes.d[:] = model_results(probes, device)
    both = Records("e5m2", "fp32", *(np.concatenate([getattr(train, x), getattr(probes, x)]) for x in "abcd"))
    second = fit(both, prior=prior_without("B200"))
    print(f"settling probes per field: {counts}; consistent before {first.consistent}, after {second.consistent}")
    assert second.consistent == [first.preset] and mismatches(held, second.fields) == 0
    # each probe of a field separates the fit from that field's alternative
    labels = json.loads((tmp_path / "labels.json").read_text())["probes"]
    for i, label in enumerate(labels):
        other = (preset_fields(label["other"]) if label["field"] == "preset"
                 else {**first.fields, label["field"]: type(first.fields[label["field"]])(label["other"])
                       if label["other"] != "exact" else "exact"})
        one = probes.subset(np.array([i]))
        assert (model_results(one, first.fields) != model_results(one, other)).all(), label


def model_records(preset, n, k, seed):
    """Random MX (E4M3, scaled) records computed by the model under `preset`."""
    rng = np.random.default_rng(seed)
    a = mxsim.decode("e4m3", rng.integers(0, 256, (n, k), dtype=np.uint8)).astype(np.float64)
    b = mxsim.decode("e4m3", rng.integers(0, 256, (n, k), dtype=np.uint8)).astype(np.float64)
    a[np.isnan(a)], b[np.isnan(b)] = 1.0, -2.0
    c = (rng.standard_normal(n) * 2.0 ** rng.integers(-10, 10, n)).astype(np.float32)
    sa, sb = rng.integers(117, 137, (n, k // 32)), rng.integers(117, 137, (n, k // 32))
    d = mxsim.dot(a, b, c, elem_a="e4m3", scale_a=sa, scale_b=sb, preset=preset)
    return records_from_values(a, b, c, d, "e4m3", "fp32", sa, sb)


@pytest.mark.parametrize("preset", ["amd_cdna3_fp8", "trn3_nc_matmul_mx", "nvidia_blackwell_mxf8f6f4"])
def test_a_fit_on_the_models_own_records_agrees_with_the_preset(preset):
    result = fit(model_records(preset, 1000, 64, seed=1), prior=[])  # the search alone
    assert result.mismatches == 0
    fresh = model_records(preset, 20000, 64, seed=2)
    assert mismatches(fresh, result.fields) == 0, result.preset_row()


def test_the_command(tmp_path, capsys):
    train, _ = silicon_records("H100", "E4M3", "fp32")
    values = {"a": mxsim.decode("e4m3", train.a.astype(np.uint8)), "b": mxsim.decode("e4m3", train.b.astype(np.uint8)),
              "c": train.c.view(np.float32), "d": train.d.view(np.float32)}
    for name, array in values.items():
        np.save(tmp_path / f"{name}.npy", array)
    paths = [str(tmp_path / f"{n}.npy") for n in "abcd"]
    assert main([*paths, "--elem", "e4m3"]) == 0
    out = capsys.readouterr().out
    assert "0 mismatches" in out and ", fraction_bits=13," in out and "output_fraction_bits=13" in out
    assert "the prior's nvidia_hopper_fp8 (measured-on-silicon) reproduces every record" in out
    assert main([*paths, "--elem", "e4m3", "--settle", str(tmp_path / "settle")]) == 0
    out = capsys.readouterr().out
    assert "probes in" in out and (tmp_path / "settle" / "labels.json").exists()
    assert main([*paths, "--elem", "e4m3", "--prior", "none"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[1].startswith("fitted: ") and "the prior's" not in out
    assert main([*paths, "--elem", "e4m3", "--prior", "exact,no_such_preset"]) == 2
    assert "fit: prior: unknown preset 'no_such_preset'" in capsys.readouterr().err
    # records no model of the family reproduces: noise for d
    np.save(tmp_path / "d.npy", np.random.default_rng(3).standard_normal(len(train)).astype(np.float32))
    assert main([*paths, "--elem", "e4m3"]) == 1
    capsys.readouterr()
    np.save(tmp_path / "c.npy", np.zeros(7, np.float32))
    assert main([*paths, "--elem", "e4m3"]) == 2
    assert "c has 7 values; expected one per record" in capsys.readouterr().err
    assert main([*paths[:3], str(tmp_path / "missing.npy"), "--elem", "e4m3"]) == 2
    assert main([*paths, "--elem", "e9m9"]) == 2
    assert main(["--help"]) == 0


def test_bad_records_are_refused():
    with pytest.raises(mxsim.ArgumentError, match="not exactly representable in e4m3"):
        records_from_values(np.full((2, 32), 0.1), np.ones((2, 32)), np.zeros(2), np.zeros(2), "e4m3")
    with pytest.raises(mxsim.ArgumentError, match="expected two"):
        records_from_values(np.ones((2, 32)), np.ones((3, 32)), np.zeros(2), np.zeros(2), "e4m3")
    with pytest.raises(mxsim.ArgumentError, match="expected Records"):
        fit(Records("e4m3", "fp32", np.zeros((0, 32), np.uint32), np.zeros((0, 32), np.uint32),
                    np.zeros(0, np.uint32), np.zeros(0, np.uint32)))


def test_a_format_no_model_computes_is_named():
    records = records_from_values(np.ones((3, 32)), np.ones((3, 32)), np.zeros(3), np.full(3, 32.0), "fp64")
    with pytest.raises(mxsim.ArgumentError, match="no model of the search space computes fp64"):
        fit(records)
    with pytest.raises(mxsim.ArgumentError, match=r"expected \[S, K\], \[S, K\], \[S\] and \[S\]"):
        fit(Records("e4m3", "fp32", np.zeros((4, 32), np.uint8), np.zeros((4, 32), np.uint8),
                    np.zeros(3, np.uint32), np.zeros(4, np.uint32)))
