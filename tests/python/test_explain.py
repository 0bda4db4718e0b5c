"""`mxsim explain` on synthetic devices: results computed by mxsim itself under a preset with one or
two fields changed are explained by exactly that change (or one that reproduces every record), on
100% of the mismatching records; a device whose results no field change reproduces is reported as
such (exit 1); bad input is exit 2."""
import numpy as np
import pytest

from mxsim import explain as ex, probe
from mxsim.fit import Records, model_results, preset_fields
from mxsim.registry import format_info

PRESET = "nvidia_hopper_fp8"


def device_records(changes, n=1200, seed=3):
    """E4M3 x E4M3 -> FP32 records of K = 32 whose d is mxsim's result under PRESET with `changes`."""
    rng = np.random.default_rng(seed)
    info, out = format_info("e4m3"), format_info("fp32")
    parts = [probe._draw(kind, rng, n // 4, 32, info, out) for kind in ("uniform", "spread", "dominant", "c_scale")]
    a, b, c = (np.concatenate([p[i] for p in parts]) for i in range(3))
    fields = preset_fields(PRESET)
    records = Records("e4m3", "fp32", a, b, c, np.zeros(len(c), c.dtype))
    records.d = model_results(records, {**fields, **changes})
    return records


def test_a_one_field_device_is_explained_by_that_field():
    result = ex.explain(device_records({"fraction_bits": 12}), PRESET)
    assert result.mismatching > 50
    assert result.changes == {"fraction_bits": (13, 12)} and result.explained == result.mismatching
    assert str(result).startswith("the device matches nvidia_hopper_fp8 with fraction_bits=12 (was 13) on 100% of")


def test_a_two_field_device_is_explained_by_two_fields():
    records = device_records({"fraction_bits": 16, "output_rounding": "nearest_even"})
    result = ex.explain(records, PRESET)
    assert len(result.changes) == 2 and result.explained == result.mismatching > 50
    # the change found reproduces every record (a pair the records cannot tell from the true one
    # would do as well; here it is the true one)
    fields = preset_fields(PRESET)
    fields.update({name: new for name, (_, new) in result.changes.items()})
    assert np.array_equal(model_results(records, fields), records.d)
    assert result.changes == {"fraction_bits": (13, 16), "output_rounding": ("toward_zero", "nearest_even")}
    assert ex.explain(records, PRESET, max_fields=1).explained < result.mismatching


def test_a_device_no_field_change_reproduces(tmp_path, capsys):
    records = device_records({})
    rng = np.random.default_rng(1)
    flip = rng.choice(len(records.d), 40, replace=False)
    records.d = records.d.copy()
    records.d[flip] ^= np.uint32(1 << 30)  # wild results: an exponent bit flipped
    result = ex.explain(records, PRESET, max_fields=1)
    assert result.mismatching == 40 and result.explained < 40
    # the command: records as .npy values, exit 1 when not explained, 0 when nothing to explain
    values = {}
    for name, codes, fmt in (("a", records.a, "e4m3"), ("b", records.b, "e4m3"), ("c", records.c, "fp32"),
                             ("d", records.d, "fp32")):
        values[name] = tmp_path / f"{name}.npy"
        np.save(values[name], codes)
    argv = [str(values[n]) for n in "abcd"] + ["--elem", "e4m3", "--preset", PRESET, "--max-fields", "1"]
    assert ex.main(argv) == 1
    np.save(values["d"], device_records({}).d)
    assert ex.main(argv) == 0
    assert "the device matches nvidia_hopper_fp8 on all 1200 records" in capsys.readouterr().out
    assert ex.main(argv[:4] + ["--elem", "e4m3", "--preset", "no_such_preset"]) == 2
    assert "unknown preset 'no_such_preset'" in capsys.readouterr().err
    assert ex.main(argv + ["--max-fields", "3"]) == 2
    with pytest.raises(Exception, match="max_fields"):
        ex.explain(records, PRESET, max_fields=0)


def test_a_gemm_device_is_explained_from_its_outputs(tmp_path, capsys):
    # a 16 x 64 x 12 MXFP8 GEMM whose device is mxsim under the Blackwell MX preset with a narrower
    # sum: records are the output elements (row of A, column of B); scales [M, K/32] and [K/32, N]
    preset = "nvidia_blackwell_mxf8f6f4"
    rng = np.random.default_rng(9)
    info, out = format_info("e4m3"), format_info("fp32")
    a, b, _ = probe._draw("spread", rng, 16, 64, info, out)
    b = b[:12].T.copy()  # [K, N]
    c = np.zeros((16, 12), np.uint32)
    sa = rng.integers(120, 134, (16, 2), dtype=np.uint8)
    sb = rng.integers(120, 134, (2, 12), dtype=np.uint8)
    fields = preset_fields(preset)
    records = ex.records_from_gemm(a, b, c, c, "e4m3", "fp32", sa, sb)
    assert len(records) == 192 and np.array_equal(records.a[13], a[1]) and np.array_equal(records.b[13], b[:, 1])
    d = model_results(records, {**fields, "fraction_bits": 20}).reshape(16, 12)
    for name, x in (("a", a), ("b", b), ("c", c), ("d", d), ("sa", sa), ("sb", sb)):
        np.save(tmp_path / f"{name}.npy", x)
    argv = [str(tmp_path / f"{n}.npy") for n in "abcd"] + ["--elem", "e4m3", "--preset", preset, "--gemm", "--scales",
                                                           str(tmp_path / "sa.npy"), str(tmp_path / "sb.npy")]
    assert ex.main(argv) == 0
    assert "with fraction_bits=20 (was 25) on 100% of" in capsys.readouterr().out
    np.save(tmp_path / "c.npy", np.zeros((16, 11), np.uint32))
    assert ex.main(argv) == 2
    assert "expected [M, K], [K, N], [M, N], [M, N]" in capsys.readouterr().err
