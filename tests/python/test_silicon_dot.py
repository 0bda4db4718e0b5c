"""Reproduce dot products recorded on real NVIDIA GPUs (tests/data/silicon_dot, from Khattak &
Mikaitis, arXiv 2512.07004) bit for bit with the preset for each GPU and format.

Every set must match with zero mismatches, and the preset that matches it must say
"measured-on-silicon". The test prints the count per set (pytest -s).
"""
import pathlib

import numpy as np
import pytest

import mxsim

RECORDS = np.load(pathlib.Path(__file__).resolve().parents[1] / "data" / "silicon_dot" / "records.npz")
ELEMENT = {"E4M3": "e4m3", "E5M2": "e5m2", "fp16": "fp16", "bf16": "bf16", "tf32": "tf32"}
PRESET = {
    ("A100", "fp16"): "nvidia_ampere", ("A100", "bf16"): "nvidia_ampere", ("A100", "tf32"): "nvidia_ampere",
    ("H100", "fp16"): "nvidia_hopper", ("H100", "bf16"): "nvidia_hopper", ("H100", "tf32"): "nvidia_hopper",
    ("H100", "E4M3"): "nvidia_hopper_fp8", ("H100", "E5M2"): "nvidia_hopper_fp8",
    ("B200", "fp16"): "nvidia_blackwell", ("B200", "bf16"): "nvidia_blackwell", ("B200", "tf32"): "nvidia_blackwell",
    ("B200", "E4M3"): "nvidia_blackwell_fp8", ("B200", "E5M2"): "nvidia_blackwell_fp8",
}
SETS = sorted({tuple(key.split("/")[:2]) for key in RECORDS.files})
CASES = [(gpu, fmt, out) for gpu, fmt in SETS for out in ("fp32", "fp16") if f"{gpu}/{fmt}/d_{out}" in RECORDS.files]


def preset_for(gpu, fmt, out):
    # H100's FP16-accumulator FP8 records come from mma.sync (the HMMA path), its FP32 ones from wgmma.
    if (gpu, out) == ("H100", "fp16") and fmt in ("E4M3", "E5M2"):
        return "nvidia_hopper_fp8_mma"
    return PRESET[(gpu, fmt)]


def reproduce(gpu, fmt, out):
    """(samples, mismatching sample indices, model result bits, device bits)."""
    a = RECORDS[f"{gpu}/{fmt}/a"]
    b = RECORDS[f"{gpu}/{fmt}/b"]
    c = RECORDS[f"{gpu}/{fmt}/c"].view(np.float32)
    device = RECORDS[f"{gpu}/{fmt}/d_{out}"].view(np.float32)
    if gpu == "H100" and fmt in ("E4M3", "E5M2") and out == "fp32":
        c = np.zeros_like(c)  # wgmma accumulated into zero for these records (their README)
    element = ELEMENT[fmt]
    a_codes = mxsim.encode(element, a.view(np.float32)) if element != "tf32" else a >> 13
    b_codes = mxsim.encode(element, b.view(np.float32)) if element != "tf32" else b >> 13
    if out == "fp16":
        device_bits = device.astype(np.float16).view(np.uint16)  # fp16 results were stored widened
        c = c.astype(np.float64)
        c_codes = mxsim.encode("fp16", c)
    else:
        device_bits = device.view(np.uint32)
        c_codes = c.view(np.uint32)
    model = mxsim.dot(a_codes, b_codes, c_codes, elem_a=element, preset=preset_for(gpu, fmt, out), out=out,
                      return_bits=True)
    return len(a), np.flatnonzero(model != device_bits), model, device_bits


@pytest.mark.parametrize("gpu, fmt, out", CASES, ids=[f"{g}-{f}-{o}" for g, f, o in CASES])
def test_silicon_records(gpu, fmt, out):
    samples, mismatches, model, device = reproduce(gpu, fmt, out)
    preset = mxsim.presets[preset_for(gpu, fmt, out)]
    print(f"{gpu} {fmt} -> {out}: preset {preset.name}, {samples} samples, {len(mismatches)} mismatches")
    first = [(int(i), hex(int(model[i])), hex(int(device[i]))) for i in mismatches[:5]]
    assert len(mismatches) == 0, f"first mismatches (sample, model, device): {first}"
    assert preset.confidence == "measured-on-silicon"


def test_every_record_set_is_covered():
    assert len(SETS) == 13 and len(CASES) == 20
