"""`mxsim diff`: bit-for-bit comparison of two arrays, from Python and from the command line."""
import builtins

import ml_dtypes
import numpy as np
import pytest

from mxsim.conversion import decode
from mxsim.diff import DiffReport, diff, main, ulp_distance
from mxsim.registry import format_info


def save(tmp_path, name, array):
    path = tmp_path / name
    np.save(path, array)
    return str(path)


def nudge(array, flat_index, steps):
    """Move one FP32 element `steps` codes up without changing its sign."""
    array.reshape(-1).view(np.uint32)[flat_index] += np.uint32(steps)


@pytest.fixture
def grid():
    return np.linspace(0.5, 8.0, 24, dtype=np.float32).reshape(4, 6)


def test_identical_arrays_exit_0(tmp_path, grid, capsys):
    expected, actual = save(tmp_path, "a.npy", grid), save(tmp_path, "b.npy", grid.copy())
    assert main([expected, actual]) == 0
    assert "identical" in capsys.readouterr().out
    report = diff(expected, actual)
    assert isinstance(report, DiffReport)
    assert report.identical and report.mismatches == 0 and report.total == 24 and report.format == "fp32"
    assert report.shape == (4, 6) and report.ulp_histogram == {} and report.first_mismatches == []


def test_flipped_low_bits_counted_bucketed_and_located(tmp_path, grid, capsys):
    actual = grid.copy()
    for flat, steps in ((3, 1), (7, 2), (8, 3), (13, 4), (20, 100)):
        nudge(actual, flat, steps)
    report = diff(grid, actual)
    assert report.mismatches == 5 and not report.identical
    assert report.max_ulp == 100
    assert report.ulp_histogram == {"1": 1, "2": 1, "3-4": 2, "65-128": 1}
    assert report.nan_mismatches == 0 and report.inf_mismatches == 0
    assert [m.index for m in report.first_mismatches] == [(0, 3), (1, 1), (1, 2), (2, 1), (3, 2)]
    first = report.first_mismatches[0]
    assert first.expected_bits == f"0x{int(grid.view(np.uint32)[0, 3]):08x}"
    assert first.actual_bits == f"0x{int(actual.view(np.uint32)[0, 3]):08x}"
    assert first.expected_value == float(grid[0, 3]) and first.actual_value == float(actual[0, 3])
    assert first.ulp == 1

    assert main([save(tmp_path, "a.npy", grid), save(tmp_path, "b.npy", actual)]) == 1
    out = capsys.readouterr().out
    assert "mismatches: 5 of 24" in out and "max ULP (both finite): 100" in out and "(0, 3)" in out


def test_first_mismatches_stop_at_ten():
    expected = np.arange(1, 31, dtype=np.float32)
    actual = expected.copy()
    nudge(actual, slice(None), 1)
    report = diff(expected, actual)
    assert report.mismatches == 30 and len(report.first_mismatches) == 10
    assert [m.index for m in report.first_mismatches] == [(i,) for i in range(10)]


def test_nan_and_inf_pattern_differences():
    expected = np.array([1.0, np.nan, np.inf, np.inf, -np.inf, 2.0, np.nan], dtype=np.float32)
    actual = np.array([np.nan, 1.0, -np.inf, np.inf, 3.0, 2.0, np.nan], dtype=np.float32)
    report = diff(expected, actual)
    assert report.mismatches == 4
    assert report.nan_mismatches == 2  # (0) number -> NaN, (1) NaN -> number
    assert report.inf_mismatches == 2  # (2) +Inf -> -Inf, (4) -Inf -> number
    assert report.ulp_histogram == {"nan/inf": 4}
    assert report.max_ulp == 0
    assert all(m.ulp is None for m in report.first_mismatches)


def test_nan_payloads_differ_in_bits_not_in_pattern():
    expected = np.array([0x7FC00000], dtype=np.uint32).view(np.float32)
    actual = np.array([0x7FC00001], dtype=np.uint32).view(np.float32)
    report = diff(expected, actual)
    assert report.mismatches == 1 and report.nan_mismatches == 0 and report.ulp_histogram == {"nan/inf": 1}


def test_signed_zeros_differ_by_bits_but_no_ulp():
    report = diff(np.array([0.0, 1.0], np.float32), np.array([-0.0, 1.0], np.float32))
    assert report.mismatches == 1 and report.max_ulp == 0
    assert report.ulp_histogram == {"0": 1}
    assert report.first_mismatches[0].ulp == 0
    assert report.first_mismatches[0].expected_bits == "0x00000000"
    assert report.first_mismatches[0].actual_bits == "0x80000000"


def test_ulps_count_through_zero_and_survive_fp64_extremes():
    smallest = np.array([1, 0x80000001], dtype=np.uint32).view(np.float32)
    assert diff(smallest[:1], smallest[1:]).max_ulp == 2  # +denorm_min to -denorm_min
    extremes = np.array([np.finfo(np.float64).max, -np.finfo(np.float64).max])
    report = diff(extremes[:1], extremes[1:])
    assert report.max_ulp == 2 * 0x7FEFFFFFFFFFFFFF
    assert report.ulp_histogram == {"9223372036854775809-18446744073709551616": 1}


def test_bf16_arrays_via_ml_dtypes(tmp_path):
    expected = np.array([1.0, 2.0, -3.0, 0.5], dtype=ml_dtypes.bfloat16)
    actual = expected.copy()
    actual.view(np.uint16)[2] += 3
    report = diff(expected, actual)
    assert report.format == "bf16" and report.mismatches == 1 and report.max_ulp == 3
    assert report.first_mismatches[0].expected_bits == "0xc040"
    assert report.first_mismatches[0].actual_bits == "0xc043"
    with pytest.raises(ValueError, match="bfloat16, not fp16"):
        diff(expected, actual, fmt="fp16")


def test_bf16_files_need_the_format(tmp_path, capsys):
    # np.save has no name for bfloat16, so the files load back as raw 2-byte records.
    expected = np.array([1.0, 2.0, -3.0, 0.5], dtype=ml_dtypes.bfloat16)
    actual = expected.copy()
    actual.view(np.uint16)[2] += 3
    paths = save(tmp_path, "a.npy", expected), save(tmp_path, "b.npy", actual)
    assert main([*paths, "--format", "bf16"]) == 1
    assert "bf16, shape (4,)" in capsys.readouterr().out
    assert diff(*paths, fmt="bf16").max_ulp == 3
    assert main(list(paths)) == 2
    err = capsys.readouterr().err
    assert "raw 2-byte records" in err and "bf16" in err
    assert main([*paths, "--format", "e4m3"]) == 2
    assert "expected 1-byte" in capsys.readouterr().err
    assert main([*paths, "--format", "fp16"]) == 1  # the same 16 bits read as FP16: still one mismatch


def test_uint8_e4m3_codes_need_the_format(tmp_path, capsys):
    expected = np.array([0x38, 0x40, 0x7E, 0x7F, 0x00], dtype=np.uint8)  # 1, 2, 448, NaN, +0
    actual = np.array([0x39, 0x40, 0xFE, 0x7E, 0x80], dtype=np.uint8)  # 1.125, 2, -448, 448, -0
    paths = save(tmp_path, "a.npy", expected), save(tmp_path, "b.npy", actual)
    assert main([*paths, "--format", "e4m3"]) == 1
    report = diff(*paths, fmt="e4m3")
    assert report.format == "e4m3" and report.mismatches == 4
    assert report.nan_mismatches == 1 and report.inf_mismatches == 0
    assert report.max_ulp == 2 * 0x7E  # 448 to -448 through zero
    assert report.ulp_histogram == {"0": 1, "1": 1, "129-256": 1, "nan/inf": 1}
    assert report.first_mismatches[0].expected_bits == "0x38" and report.first_mismatches[0].actual_value == 1.125

    capsys.readouterr()
    assert main(list(paths)) == 2  # codes without a format
    assert "uint8" in capsys.readouterr().err
    assert main([*paths, "--format", "bf16"]) == 2  # bf16 codes are uint16
    assert "expected uint16" in capsys.readouterr().err


def test_e4m3_codes_match_the_ml_dtypes_array():
    codes = np.arange(256, dtype=np.uint8)
    shifted = codes.copy()
    shifted[:0x7E] += 1
    by_codes = diff(codes, shifted, fmt="e4m3")
    by_dtype = diff(codes.view(ml_dtypes.float8_e4m3fn), shifted.view(ml_dtypes.float8_e4m3fn))
    assert by_dtype.format == "e4m3"
    assert (by_codes.mismatches, by_codes.max_ulp, by_codes.ulp_histogram) == \
           (by_dtype.mismatches, by_dtype.max_ulp, by_dtype.ulp_histogram)


def test_narrow_formats_measure_steps_on_the_value_grid():
    # e2m1 magnitudes: 0 0.5 1 1.5 2 3 4 6 (codes 0-7, sign in bit 3)
    e2m1 = format_info("e2m1")
    assert ulp_distance(e2m1, np.array([0x1], np.uint8), np.array([0x7], np.uint8)).tolist() == [6]
    assert ulp_distance(e2m1, np.array([0x1], np.uint8), np.array([0x9], np.uint8)).tolist() == [2]
    with pytest.raises(ValueError, match="does not fit e2m1"):
        diff(np.array([0x10], np.uint8), np.array([0x1], np.uint8), fmt="e2m1")
    # e8m0 has no sign: raw code distance
    assert diff(np.array([0x7F], np.uint8), np.array([0x01], np.uint8), fmt="e8m0").max_ulp == 0x7E
    # HiFloat8 codes are not in value order; neighbouring values must still be one step apart.
    hif8 = format_info("hif8")
    codes = np.arange(1, 0x80, dtype=np.uint8)
    values = decode("hif8", codes, dtype=np.float64)
    finite = codes[np.isfinite(values)]
    ordered = finite[np.argsort(values[np.isfinite(values)], kind="stable")]
    steps = ulp_distance(hif8, ordered[:-1], ordered[1:])
    distinct = np.diff(np.sort(values[np.isfinite(values)])) > 0
    assert (steps[distinct] == 1).all()


def test_missing_file_exits_2_naming_it(tmp_path, grid, capsys):
    present = save(tmp_path, "a.npy", grid)
    missing = str(tmp_path / "nope.npy")
    assert main([present, missing]) == 2
    assert capsys.readouterr().err.strip() == f"mxsim diff: actual file '{missing}' not found"
    assert main([missing, present]) == 2
    assert f"expected file '{missing}' not found" in capsys.readouterr().err


def test_unreadable_file_exits_2(tmp_path, grid, capsys):
    junk = tmp_path / "junk.npy"
    junk.write_text("not an array")
    assert main([str(junk), save(tmp_path, "a.npy", grid)]) == 2
    assert "expected file" in capsys.readouterr().err


def test_shape_mismatch_exits_2(tmp_path, capsys):
    a = save(tmp_path, "a.npy", np.zeros((2, 3), np.float32))
    b = save(tmp_path, "b.npy", np.zeros((3, 2), np.float32))
    assert main([a, b]) == 2
    assert "shape mismatch: expected (2, 3), actual (3, 2)" in capsys.readouterr().err


def test_dtype_mismatch_exits_2(tmp_path, capsys):
    a = save(tmp_path, "a.npy", np.zeros(4, np.float32))
    b = save(tmp_path, "b.npy", np.zeros(4, np.float16))
    assert main([a, b]) == 2
    assert "dtype mismatch: expected float32, actual float16" in capsys.readouterr().err


def test_format_not_matching_the_dtype_exits_2(tmp_path, capsys):
    a = save(tmp_path, "a.npy", np.zeros(4, np.float32))
    assert main([a, a, "--format", "fp16"]) == 2
    err = capsys.readouterr().err
    assert "float32" in err and "fp16" in err


def test_unknown_format_exits_2(tmp_path, capsys):
    a = save(tmp_path, "a.npy", np.zeros(4, np.uint8))
    assert main([a, a, "--format", "fp7"]) == 2
    err = capsys.readouterr().err
    assert "unknown format 'fp7'" in err and "e4m3" in err


def test_bad_arguments_exit_2(capsys):
    assert main(["only-one.npy"]) == 2
    assert "usage: mxsim diff" in capsys.readouterr().err


def test_heatmap_written_when_matplotlib_is_installed(tmp_path, grid, capsys):
    pytest.importorskip("matplotlib")
    actual = grid.copy()
    nudge(actual, 5, 9)
    actual[2, 2] = np.nan
    png = tmp_path / "where.png"
    assert main([save(tmp_path, "a.npy", grid), save(tmp_path, "b.npy", actual), "--heatmap", str(png)]) == 1
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert f"heat map: {png}" in capsys.readouterr().out
    # Vectors and higher ranks collapse to two dimensions.
    cube = np.ones((2, 3, 4), np.float32)
    other = cube.copy()
    nudge(other, 17, 1)
    assert diff(cube, other, heatmap=tmp_path / "cube.png").heatmap_path == str(tmp_path / "cube.png")
    assert diff(cube[0, 0], other[0, 0], heatmap=tmp_path / "row.png").heatmap_path is not None


def test_heatmap_without_matplotlib_is_a_note(tmp_path, grid, monkeypatch, capsys):
    real_import = builtins.__import__

    def no_matplotlib(name, *args, **kwargs):
        if name == "matplotlib" or name.startswith("matplotlib."):
            raise ImportError(f"No module named '{name}'")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_matplotlib)
    actual = grid.copy()
    nudge(actual, 0, 1)
    png = tmp_path / "where.png"
    assert main([save(tmp_path, "a.npy", grid), save(tmp_path, "b.npy", actual), "--heatmap", str(png)]) == 1
    captured = capsys.readouterr()
    assert not png.exists()
    assert "matplotlib is not installed" in captured.out and "matplotlib is not installed" in captured.err
    report = diff(grid, actual, heatmap=png)
    assert report.heatmap_path is None and any("matplotlib" in note for note in report.notes)


def test_package_level_diff_returns_a_report():
    import mxsim

    expected = np.arange(8, dtype=np.float32)
    actual = expected.copy()
    actual[3] = np.nextafter(actual[3], np.float32(np.inf))
    report = mxsim.diff(expected, actual)
    assert isinstance(report, mxsim.DiffReport)
    assert report.mismatches == 1 and report.max_ulp == 1 and not report.identical
    assert mxsim.diff(expected, expected).identical
