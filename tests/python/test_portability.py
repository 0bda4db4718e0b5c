"""mxsim portability: the report's figures recomputed independently (bit comparisons of mx_matmul
under each preset, ULP distances from an integer ordering of FP32 bits, the float64 reference from
exact fractions), NaN differences between the presets' NaN encodings, and the command's outputs,
heat maps, exit codes and bad-input messages."""
import csv
import io
from fractions import Fraction

import numpy as np
import pytest

import mxsim
from mxsim import cli
from mxsim.portability import main, random_operands

PRESETS = ["exact", "nvidia_hopper", "nvidia_hopper_fp8", "amd_cdna3_fp8", "trn3_nc_matmul_mx"]


def ordered(bits):
    """FP32 bits to integers in value order (-0 and +0 equal)."""
    bits = bits.astype(np.int64)
    magnitude = bits & 0x7FFFFFFF
    return np.where(bits & 0x80000000, -magnitude, magnitude)


def test_the_report_matches_an_independent_recomputation():
    operands = random_operands(24, 16, 128, "e4m3", seed=3, spread=6)
    report = mxsim.portability(*operands, elem_a="e4m3", presets=PRESETS[::-1])
    assert report.presets == ["exact"] + [p for p in PRESETS[::-1] if p != "exact"]  # exact first
    exact = mxsim.mx_matmul(*operands[:2], *operands[2:], "e4m3", "e4m3", preset="exact").view(np.uint32)
    for row in report.rows:
        d = mxsim.mx_matmul(*operands[:2], *operands[2:], "e4m3", "e4m3", preset=row.preset).view(np.uint32)
        assert np.array_equal(report.results[row.preset].view(np.uint32), d)
        distance = np.abs(ordered(d) - ordered(exact))
        assert row.mismatches == np.count_nonzero(d != exact)
        assert row.max_ulp == (distance.max() if row.mismatches else 0)
        assert row.median_ulp == (np.median(distance[distance > 0]) if row.mismatches else 0)
    assert any(row.mismatches for row in report.rows)  # the spread makes the presets disagree
    # pairwise: symmetric, zero on the diagonal, the exact row the per-preset mismatch fractions
    assert np.array_equal(report.pairwise, report.pairwise.T) and not report.pairwise.diagonal().any()
    for j, row in enumerate(report.rows):
        assert report.pairwise[0, j] == row.mismatches / (24 * 16)


def test_the_float64_reference_is_the_exact_sum_rounded_once():
    a, sa, b, sb = random_operands(4, 3, 64, "e2m1", seed=5, spread=30)
    c = np.random.default_rng(6).standard_normal((4, 3)).astype(np.float32)
    report = mxsim.portability(a, sa, b, sb, elem_a="e2m1", presets=["exact"], c=c)
    av = mxsim.mx_dequantize(a, sa, "e2m1", axis=1, dtype=np.float64)
    bv = mxsim.mx_dequantize(b, sb, "e2m1", axis=0, dtype=np.float64)
    for i in range(4):
        for j in range(3):
            exact = sum((Fraction(float(x)) * Fraction(float(y)) for x, y in zip(av[i], bv[:, j])), Fraction(float(c[i, j])))
            assert report.reference[i, j] == float(exact)  # float(Fraction) rounds to nearest even
    d = report.results["exact"].astype(np.float64)
    relative = np.abs(d - report.reference) / np.abs(report.reference)
    assert report.rows[0].max_relative == relative.max()
    assert report.reference_kind == "exact, rounded once to float64"


def test_nan_encodings_count_as_nonfinite_differences():
    a, sa, b, sb = random_operands(8, 8, 64, "e4m3", seed=7)
    sa[2, 0] = 0xFF  # a NaN scale: row 2 of D is NaN under every preset
    report = mxsim.portability(a, sa, b, sb, elem_a="e4m3", presets=["exact", "nvidia_hopper", "amd_cdna3_fp8"])
    rows = {row.preset: row for row in report.rows}
    # exact and CDNA3 write the canonical quiet NaN, the NVIDIA presets all ones
    assert rows["amd_cdna3_fp8"].nonfinite == 0
    assert rows["nvidia_hopper"].nonfinite == 8
    assert np.isnan(report.results["exact"][2]).all()


def test_bad_operands_raise_argument_errors():
    a, sa, b, sb = random_operands(8, 8, 64)
    for call, message in ((lambda: mxsim.portability(a, sa, b[:32], sb), "K a positive multiple of 32"),
                          (lambda: mxsim.portability(a, sa[:, :1], b, sb), "one E8M0 byte per 32"),
                          (lambda: mxsim.portability(a.astype(np.int16), sa, b, sb), "expected uint8 codes"),
                          (lambda: mxsim.portability(a, sa, b, sb, presets=["nvidia_volta"]), "nvidia_volta"),
                          (lambda: mxsim.portability(a, sa, b, sb, elem_a="e9m9"), "e9m9"),
                          (lambda: mxsim.portability(a, sa, b, sb, c=np.zeros((8, 8))), "expected float32")):
        with pytest.raises(mxsim.ArgumentError, match=message):
            call()


def test_the_command_writes_tables_and_heat_maps(tmp_path, capsys):
    assert main(["--random", "32,16,64", "--elem", "e4m3", "--spread", "4", "--markdown"]) == 0
    out = capsys.readouterr().out
    assert "MX GEMM 32 x 16 x 64, e4m3" in out and "| `nvidia_hopper_fp8` |" in out and "Disagreement" in out
    path = tmp_path / "r.csv"
    assert main(["--random", "32,16,64", "--presets", ",".join(PRESETS), "--csv", str(path),
                 "--heatmap", str(tmp_path / "h.png"), "--pair-heatmaps", str(tmp_path / "pairs")]) == 0
    rows = list(csv.DictReader(io.StringIO(path.read_text())))
    assert [r["preset"] for r in rows] == PRESETS and rows[0]["mismatches"] == "0"
    assert (tmp_path / "h.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert len(list((tmp_path / "pairs").glob("*.png"))) == len(PRESETS) * (len(PRESETS) - 1) // 2
    assert "5 presets" in capsys.readouterr().out  # the text table beside the CSV file
    a, sa, b, sb = random_operands(16, 8, 64, "e2m1", seed=1)
    for name, array in (("a", a), ("sa", sa), ("b", b), ("sb", sb)):
        np.save(tmp_path / f"{name}.npy", array)
    inputs = [str(tmp_path / f"{n}.npy") for n in ("a", "sa", "b", "sb")]
    assert main(["--inputs", *inputs, "--elem", "e2m1", "--csv", "-"]) == 0
    assert capsys.readouterr().out.startswith("preset,confidence,mismatches")


@pytest.mark.parametrize("argv, message", [
    (["--random", "32,16,60"], "K a multiple of 32"),
    (["--random", "32,16"], "expected M,N,K"),
    (["--random", "8,8,32", "--presets", "exact,nvidia_volta"], "nvidia_volta"),
    (["--random", "8,8,32", "--elem", "e9m9"], "e9m9"),
    (["--random", "8,8,32", "--spread", "500"], "expected 0..100"),
    (["--inputs", "missing_a.npy", "b", "c", "d"], "missing_a.npy"),
])
def test_bad_input_exits_2_with_a_message(argv, message, capsys):
    assert main(argv) == 2
    assert message in capsys.readouterr().err


def test_help_exits_0(capsys):
    assert main(["--help"]) == 0
    assert "--pair-heatmaps" in capsys.readouterr().out
    assert cli.main(["portability", "--random", "8,8,32", "--presets", "exact"]) == 0


def test_infinities_of_both_signs_give_a_nan_reference():
    a, sa, b, sb = random_operands(2, 2, 32, "e5m2", seed=2)
    a[0, 0], a[0, 1] = 0x7C, 0xFC  # +Inf and -Inf in one row
    b[:] = 0x3C  # 1.0
    report = mxsim.portability(a, sa, b, sb, elem_a="e5m2", presets=["exact", "nvidia_hopper"])
    assert np.isnan(report.reference[0]).all() and np.isfinite(report.reference[1]).all()


def test_an_empty_output_is_refused():
    a, sa, b, sb = random_operands(4, 4, 32)
    with pytest.raises(mxsim.ArgumentError, match="at least one output element"):
        mxsim.portability(a[:0], sa[:0], b, sb)
