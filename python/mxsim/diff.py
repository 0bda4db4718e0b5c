"""`mxsim diff`: compare two arrays of one number format bit for bit.

Exit status of the command: 0 identical, 1 different, 2 bad input.
"""
from __future__ import annotations

import argparse
import functools
import os
import sys
from dataclasses import dataclass, field
from typing import NamedTuple, Optional

import numpy as np

from .arguments import checked_arguments
from .conversion import decode
from .dtypes import ml_dtype, source_format, storage_dtype
from .errors import ArgumentError
from .registry import FormatInfo, format_info, formats

FIRST_MISMATCHES_SHOWN = 10
NONFINITE_BUCKET = "nan/inf"


class Mismatch(NamedTuple):
    """One element whose encodings differ; ulp is None where either side is NaN or Inf."""

    index: tuple
    expected_bits: str
    actual_bits: str
    expected_value: float
    actual_value: float
    ulp: Optional[int]


@dataclass
class DiffReport:
    """What `diff` found. Counts are of elements; ULP distances are steps on the format's value grid."""

    shape: tuple
    format: str
    total: int
    mismatches: int = 0
    # Exactly one side NaN. Two NaNs with different payloads are a bit mismatch but not counted here.
    nan_mismatches: int = 0
    # Exactly one side +-Inf, or both Inf with opposite signs.
    inf_mismatches: int = 0
    # Largest ULP distance among mismatches where both sides are finite (0 when there are none).
    max_ulp: int = 0
    # Bucket label ("0", "1", "2", "3-4", "5-8", ..., "nan/inf") -> count, smallest bucket first.
    ulp_histogram: dict = field(default_factory=dict)
    first_mismatches: list = field(default_factory=list)
    heatmap_path: Optional[str] = None
    notes: list = field(default_factory=list)
    expected_name: str = "expected"
    actual_name: str = "actual"

    @property
    def identical(self) -> bool:
        return self.mismatches == 0

    def to_text(self) -> str:
        lines = [f"{self.expected_name} vs {self.actual_name}: {self.format}, shape {self.shape}, "
                 f"{self.total} elements"]
        if self.identical:
            lines.append("identical: every element matches bit for bit")
        else:
            share = 100.0 * self.mismatches / self.total
            lines.append(f"mismatches: {self.mismatches} of {self.total} ({share:.3g}%)")
            lines.append(f"NaN pattern differs: {self.nan_mismatches}")
            lines.append(f"Inf pattern differs: {self.inf_mismatches}")
            lines.append(f"max ULP (both finite): {self.max_ulp}")
            lines.append("ULP histogram:")
            width = max(len(label) for label in self.ulp_histogram)
            lines += [f"  {label.ljust(width)}  {count}" for label, count in self.ulp_histogram.items()]
            lines.append(f"first mismatches (index: expected -> actual, ULP), {len(self.first_mismatches)} "
                         f"of {self.mismatches}:")
            for m in self.first_mismatches:
                ulp = "-" if m.ulp is None else str(m.ulp)
                lines.append(f"  {m.index}: {m.expected_bits} ({m.expected_value!r}) -> "
                             f"{m.actual_bits} ({m.actual_value!r}), ULP {ulp}")
        if self.heatmap_path:
            lines.append(f"heat map: {self.heatmap_path}")
        lines += [f"note: {note}" for note in self.notes]
        return "\n".join(lines)


@checked_arguments
def diff(expected, actual, fmt=None, heatmap=None) -> DiffReport:
    """Compare `expected` and `actual` (numpy arrays or .npy paths) bit for bit.

    fmt: the format both hold, by mxsim name ('fp32', 'bf16', 'e4m3', ...). None infers it from
         the dtype (float16/32/64 or an ml_dtypes type). Unsigned integer codes need it given, and
         so do .npy files saved from ml_dtypes arrays, which load back as raw records (|V2, |V1).
    heatmap: a PNG path to draw where mismatches fall (needs matplotlib; without it a note says so).
    Raises ValueError on bad input: a missing file, mismatched shapes or dtypes, an unknown format.
    """
    expected_name, expected = _load("expected", expected)
    actual_name, actual = _load("actual", actual)
    if expected.shape != actual.shape:
        raise ArgumentError(f"shape mismatch: expected {expected.shape}, actual {actual.shape}")
    if expected.dtype != actual.dtype:
        raise ArgumentError(f"dtype mismatch: expected {expected.dtype}, actual {actual.dtype}")
    info = _format_of(expected, fmt)
    expected_bits = _codes("expected", info, expected)
    actual_bits = _codes("actual", info, actual)

    report = DiffReport(shape=expected.shape, format=info.name, total=int(expected.size),
                        expected_name=expected_name, actual_name=actual_name)
    differs = expected_bits != actual_bits
    flat = np.flatnonzero(differs)
    report.mismatches = int(flat.size)
    # Only differing elements can differ in value, so decode just those.
    exp_codes, act_codes = expected_bits.reshape(-1)[flat], actual_bits.reshape(-1)[flat]
    exp_values = decode(info.name, exp_codes, dtype=np.float64)
    act_values = decode(info.name, act_codes, dtype=np.float64)

    exp_nan, act_nan = np.isnan(exp_values), np.isnan(act_values)
    exp_inf, act_inf = np.isinf(exp_values), np.isinf(act_values)
    report.nan_mismatches = int(np.count_nonzero(exp_nan != act_nan))
    opposite_infs = exp_inf & act_inf & (np.signbit(exp_values) != np.signbit(act_values))
    report.inf_mismatches = int(np.count_nonzero((exp_inf != act_inf) | opposite_infs))

    finite = np.isfinite(exp_values) & np.isfinite(act_values)
    ulps = ulp_distance(info, exp_codes[finite], act_codes[finite])
    report.max_ulp = int(ulps.max()) if ulps.size else 0
    report.ulp_histogram = _histogram(ulps, int(np.count_nonzero(~finite)))

    ulp_of = np.zeros(flat.size, dtype=np.uint64)
    ulp_of[finite] = ulps
    digits = (info.bits + 3) // 4
    for k in range(min(FIRST_MISMATCHES_SHOWN, flat.size)):
        index = tuple(int(i) for i in np.unravel_index(flat[k], expected.shape))
        report.first_mismatches.append(Mismatch(
            index, f"0x{int(exp_codes[k]):0{digits}x}", f"0x{int(act_codes[k]):0{digits}x}",
            float(exp_values[k]), float(act_values[k]), int(ulp_of[k]) if finite[k] else None))

    if heatmap is not None:
        _draw_heatmap(report, os.fspath(heatmap), differs, flat, ulp_of, finite)
    return report


def ulp_distance(info: FormatInfo, a, b) -> np.ndarray:
    """Steps between finite encodings a and b on `info`'s value grid (uint64); +0 and -0 are 0 apart."""
    sign_a, rank_a = _sign_and_rank(info, np.asarray(a))
    sign_b, rank_b = _sign_and_rank(info, np.asarray(b))
    # Opposite signs are measured through zero; uint64 holds the sum even for two FP64 extremes.
    return np.where(sign_a == sign_b, np.maximum(rank_a, rank_b) - np.minimum(rank_a, rank_b), rank_a + rank_b)


def _sign_and_rank(info: FormatInfo, codes: np.ndarray):
    codes = codes.astype(np.uint64)
    if not info.has_sign:
        return np.zeros(codes.shape, dtype=bool), codes  # e8m0: code order is value order
    if info.bits <= 16:
        signs, ranks = _grid_table(info.name)
        return signs[codes], ranks[codes]
    sign_mask = np.uint64(1) << np.uint64(info.bits - 1)
    return (codes & sign_mask) != 0, codes & ~sign_mask


@functools.lru_cache(maxsize=None)
def _grid_table(fmt: str):
    """(negative?, magnitude rank) for every code of a narrow format.

    Ranking decoded values, rather than trusting code order, keeps ULPs right for encodings whose
    magnitude codes are not in value order (HiFloat8's tapered fields) or repeat a value.
    """
    info = format_info(fmt)
    values = decode(fmt, np.arange(1 << info.bits).astype(storage_dtype(info)), dtype=np.float64)
    finite = np.isfinite(values)
    magnitudes = np.abs(values[finite])
    ranks = np.zeros(values.shape, dtype=np.uint64)
    ranks[finite] = np.searchsorted(np.unique(magnitudes), magnitudes)
    return np.signbit(values) & finite, ranks


def _histogram(ulps: np.ndarray, nonfinite: int) -> dict:
    # Bucket k holds (2^(k-1), 2^k]; its index is the bit length of ulp - 1. Bucket "0" is for
    # different encodings of one value (+0 / -0).
    histogram = {}
    zero = int(np.count_nonzero(ulps == 0))
    if zero:
        histogram["0"] = zero
    positive = ulps[ulps > 0]
    if positive.size:
        buckets = _bit_length(positive - np.uint64(1))
        for k, count in zip(*np.unique(buckets, return_counts=True)):
            k = int(k)
            label = str(1 << k) if k <= 1 else f"{(1 << (k - 1)) + 1}-{1 << k}"
            histogram[label] = int(count)
    if nonfinite:
        histogram[NONFINITE_BUCKET] = nonfinite
    return histogram


def _bit_length(x: np.ndarray) -> np.ndarray:
    x = x.astype(np.uint64)
    length = np.zeros(x.shape, dtype=np.int64)
    for shift in (32, 16, 8, 4, 2, 1):
        high = (x >> np.uint64(shift)) != 0
        length += shift * high
        x = np.where(high, x >> np.uint64(shift), x)
    return length + (x != 0)


def _load(role: str, source):
    if isinstance(source, (str, os.PathLike)):
        path = os.fspath(source)
        if not os.path.isfile(path):
            raise ArgumentError(f"{role} file '{path}' not found")
        try:
            loaded = np.load(path, allow_pickle=False)
        except (OSError, ValueError) as error:
            raise ArgumentError(f"{role} file '{path}' is not a readable .npy array ({error})") from error
        if not isinstance(loaded, np.ndarray):
            loaded.close()
            raise ArgumentError(f"{role} file '{path}' is an .npz archive; expected a single .npy array")
        return path, loaded
    return role, np.asarray(source)


def _format_of(array: np.ndarray, fmt) -> FormatInfo:
    if fmt is not None:
        return format_info(fmt)
    if _is_raw_records(array):
        widths = [name for name, info in formats.items() if storage_dtype(info).itemsize == array.dtype.itemsize]
        raise ArgumentError(f"arrays hold raw {array.dtype.itemsize}-byte records ({array.dtype}: numpy saves ml_dtypes "
                         f"arrays so); expected a format (--format / fmt=), one of: {', '.join(widths)}")
    if array.dtype.kind in "iub":
        raise ArgumentError(f"arrays are {array.dtype}, which says no format; expected a float or ml_dtypes array, "
                         "or a format (--format / fmt=) naming what unsigned integer codes encode")
    return format_info(source_format(array))


def _codes(role: str, info: FormatInfo, array: np.ndarray) -> np.ndarray:
    """Unsigned encodings of `info`, from codes of its storage width or its own float dtype."""
    storage = storage_dtype(info)
    if array.dtype.kind in "iu":
        if array.dtype != storage:
            raise ArgumentError(f"{role} holds {array.dtype} codes; expected {storage} for {info.name}")
        codes = array
    elif _is_raw_records(array):
        if array.dtype.itemsize != storage.itemsize:
            raise ArgumentError(f"{role} holds {array.dtype.itemsize}-byte records; expected {storage.itemsize}-byte "
                             f"ones for {info.name}")
        codes = np.ascontiguousarray(array).view(storage)
    else:
        native = ml_dtype(info)
        if array.dtype != native:
            wanted = f"{native} or {storage} codes" if native is not None else f"{storage} codes"
            raise ArgumentError(f"{role} is {array.dtype}, not {info.name}; expected {wanted}")
        codes = np.ascontiguousarray(array).view(storage)
    if codes.size and int(codes.max()) >= (1 << info.bits):
        bad = int(np.flatnonzero(codes >= (1 << info.bits))[0])
        raise ArgumentError(f"{role} code {int(codes.flat[bad])} at flat index {bad} does not fit {info.name}; "
                         f"expected codes below {1 << info.bits}")
    return codes


def _is_raw_records(array: np.ndarray) -> bool:
    # np.save has no name for ml_dtypes types: a saved bfloat16 array loads back as plain |V2.
    return array.dtype.type is np.void and array.dtype.names is None and array.dtype.subdtype is None


def _draw_heatmap(report: DiffReport, path: str, differs, flat, ulp_of, finite):
    try:
        from matplotlib.figure import Figure  # optional: only this picture needs it
    except ImportError:
        report.notes.append(f"heat map '{path}' not written: matplotlib is not installed (pip install matplotlib)")
        return
    if differs.size == 0:
        report.notes.append(f"heat map '{path}' not written: the arrays are empty")
        return
    # Collapse to rows x columns: a vector is one row, leading dimensions stack as rows.
    columns = differs.shape[-1] if differs.ndim else 1
    strength = np.zeros(differs.size, dtype=np.float64)
    strength[flat] = np.log2(1.0 + ulp_of.astype(np.float64))
    # NaN/Inf mismatches have no ULP; they take the top of the scale so they stand out.
    top = max(float(strength[flat[finite]].max()) if finite.any() else 0.0, 1.0)
    strength[flat[~finite]] = top
    image = np.ma.masked_array(strength, mask=~differs.reshape(-1)).reshape(-1, max(columns, 1))

    figure = Figure(figsize=(8, max(2.0, min(8.0, 8.0 * image.shape[0] / max(image.shape[1], 1)))))
    axes = figure.subplots()
    drawn = axes.imshow(image, aspect="auto", interpolation="nearest", cmap="viridis", vmin=0.0, vmax=top)
    axes.set_title(f"{report.format} {report.shape}: {report.mismatches} of {report.total} differ")
    axes.set_xlabel("last index")
    axes.set_ylabel("row (leading indices flattened)")
    figure.colorbar(drawn, ax=axes, label="log2(1 + ULP); NaN/Inf at top")
    figure.savefig(path, dpi=100)
    report.heatmap_path = path


# the options of both forms that take a value (the next argument, unless written --option=value)
_VALUE_OPTIONS = ("--format", "--heatmap", "--mode", "--config", "--max-fields")


def _first_positional_is_directory(argv) -> bool:
    """Whether the command is `mxsim diff RESULTS_DIR TRACE` (its first positional argument a
    directory) rather than `mxsim diff EXPECTED.npy ACTUAL.npy`."""
    skip = False
    for argument in argv:
        if skip:
            skip = False
        elif argument in _VALUE_OPTIONS:
            skip = True
        elif not argument.startswith("-"):
            return os.path.isdir(argument)
    return False


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if _first_positional_is_directory(argv):
        from .localise import main as results_main  # mxsim diff RESULTS_DIR TRACE
        return results_main(argv)
    parser = argparse.ArgumentParser(
        prog="mxsim diff", description="Compare two .npy arrays bit for bit. Exit 0 identical, 1 different, "
                                       "2 bad input. (mxsim diff RESULTS_DIR TRACE compares a device's results "
                                       "for a trace with the model's replay and names each mismatch's writer.)")
    parser.add_argument("expected", help=".npy file with the reference values")
    parser.add_argument("actual", help=".npy file to check against it")
    parser.add_argument("--format", dest="fmt", metavar="FORMAT",
                        help="format both hold (fp32, bf16, e4m3, ...); needed for unsigned integer codes")
    parser.add_argument("--heatmap", metavar="PNG", help="draw where mismatches fall (needs matplotlib)")
    try:
        args = parser.parse_args(argv)
    except SystemExit as stop:  # argparse has already printed why; return rather than exit
        return stop.code if isinstance(stop.code, int) else 2
    try:
        report = diff(args.expected, args.actual, fmt=args.fmt, heatmap=args.heatmap)
    except (ValueError, OSError) as error:
        print(f"mxsim diff: {error}", file=sys.stderr)
        return 2
    print(report.to_text())
    for note in report.notes:
        print(f"mxsim diff: note: {note}", file=sys.stderr)
    return 0 if report.identical else 1
