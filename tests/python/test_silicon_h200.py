"""Dot products recorded on an NVIDIA H200 with mxsim's own CUDA probe kernels
(tests/data/silicon_dot_h200, README there): a GPU none of the presets was fitted on.

- Random records, 3,000 per instruction and format: each of the 16 kernels (mma.sync and wgmma;
  E4M3, E5M2 to FP32 and FP16; FP16 to FP32 and FP16; BF16 and TF32 to FP32) is reproduced bit for
  bit by the preset that names it: nvidia_hopper_fp8_mma for mma.sync FP8, nvidia_hopper_fp8 for
  wgmma FP8, nvidia_hopper for the 16-bit and TF32 inputs.
- The probe answers of `mxsim probe` (the same kernels, 1,065 to 1,613 probes a set): fitted, the
  model reproduces the random records of the same kernel with 0 mismatches. BF16's probes are
  where the `overflow` field was found: 483 of 1,583 sums beyond FP32 come back as +-Inf although
  the result is rounded toward zero; the fit finds `overflow=infinity` for them.
"""
import pathlib

import numpy as np
import pytest

import mxsim
from mxsim.fit import fit, mismatches, records_from_values

RECORDS = np.load(pathlib.Path(__file__).resolve().parents[1] / "data" / "silicon_dot_h200" / "records.npz")
SETS = sorted({tuple(key.split("/")[1:4]) for key in RECORDS.files if key.startswith("random/")})


def preset_of(family, elem):
    if elem in ("e4m3", "e5m2"):
        return "nvidia_hopper_fp8_mma" if family == "mma" else "nvidia_hopper_fp8"
    return "nvidia_hopper"


def words(kind, family, elem, out):
    return [RECORDS[f"{kind}/{family}/{elem}/{out}/{x}"] for x in "abcd"]


def records(kind, family, elem, out):
    a, b, c, d = words(kind, family, elem, out)
    if elem == "tf32":  # the kernels read TF32 as an FP32 pattern; the 19-bit code is its high bits
        a, b = a >> np.uint32(13), b >> np.uint32(13)
    return records_from_values(a, b, c, d, elem, out)


def test_every_instruction_and_format_was_recorded():
    assert len(SETS) == 16
    assert {family for family, _, _ in SETS} == {"mma", "wgmma"}
    assert all(len(RECORDS[f"random/{f}/{e}/{o}/d"]) == 3000 for f, e, o in SETS)


@pytest.mark.parametrize("family, elem, out", SETS, ids=[f"{f}-{e}-{o}" for f, e, o in SETS])
def test_the_preset_reproduces_the_random_records(family, elem, out):
    a, b, c, d = words("random", family, elem, out)
    if elem == "tf32":
        a, b = a.view(np.float32).astype(np.float64), b.view(np.float32).astype(np.float64)
    else:
        a, b = mxsim.decode(elem, a).astype(np.float64), mxsim.decode(elem, b).astype(np.float64)
    c = c.view(np.float16 if out == "fp16" else np.float32).astype(np.float64)
    model = np.asarray(mxsim.dot(a, b, c, elem_a=elem, preset=preset_of(family, elem), out=out, return_bits=True))
    missed = int((model.astype(d.dtype) != d).sum())
    print(f"H200 {family} {elem} -> {out}: {len(d)} records, {missed} mismatches under {preset_of(family, elem)}")
    assert missed == 0


PROBED = [s for s in SETS if f"probes/{s[0]}/{s[1]}/{s[2]}/d" in RECORDS.files]


def test_every_kernel_recorded_has_its_probe_set():
    # 8 mma.sync and 8 wgmma kernels ran; the probes were recorded for 14 of them (not FP16 -> FP16)
    assert len(PROBED) == 14 and len(SETS) == 16


@pytest.mark.parametrize("family, elem, out", PROBED, ids=[f"{f}-{e}-{o}" for f, e, o in PROBED])
def test_the_model_fitted_to_the_probe_answers_reproduces_the_random_records(family, elem, out):
    probes = records("probes", family, elem, out)
    result = fit(probes, prior=[])  # the probes alone decide, not the Hopper presets
    held = records("random", family, elem, out)
    missed = mismatches(held, result.fields)
    print(f"H200 {family} {elem} -> {out}: {len(probes.d)} probes, {result.mismatches} missed; "
          f"{len(held.d)} random records: {missed} mismatches; {result.preset_row()}")
    assert result.mismatches == 0
    assert missed == 0
    if elem == "bf16":  # the probes whose sums overflow FP32 settle the field
        assert result.fields["overflow"] == "infinity" and "overflow" not in result.undetermined


def test_bf16_sums_beyond_fp32_come_back_as_infinity_although_rounded_toward_zero():
    a, b, c, d = words("probes", "mma", "bf16", "fp32")
    values = [mxsim.decode("bf16", x).astype(np.float64) for x in (a, b)]
    c = c.view(np.float32).astype(np.float64)
    infinite = np.isinf(d.view(np.float32))
    assert infinite.sum() == 483
    saturating = np.asarray(mxsim.dot(*values, c, elem_a="bf16", preset="nvidia_hopper", overflow="by_rounding",
                                      return_bits=True)).astype(np.uint32)
    assert (saturating[infinite] & 0x7FFF_FFFF == 0x7F7F_FFFF).all()  # IEEE: toward zero saturates
    model = np.asarray(mxsim.dot(*values, c, elem_a="bf16", preset="nvidia_hopper", return_bits=True))
    assert np.array_equal(model.astype(np.uint32), d)
