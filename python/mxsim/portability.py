"""`mxsim portability`: one MX GEMM evaluated under every accumulation preset, and how far the
answers lie from each other, from `exact` and from a float64 reference: why a B200, an MI355X and a
Trainium3 disagree on the same data.

Every preset takes every MX element format (the presets are field settings of one accumulation
model), so the report covers them all unless `presets` names some. Per preset: the elements whose
FP32 bits differ from `exact`, the largest and the median ULP distance among them, the relative
error against float64 (C + A @ B of the dequantized operands: the exact value rounded once to
float64, or numpy's float64 matmul beyond EXACT_REFERENCE_PRODUCTS), and the elements where either
side is NaN or Inf and the bits differ (one side non-finite, or two different NaN encodings or
infinities). Pairwise: the fraction of elements on which two presets disagree. Output as text, Markdown or CSV, and heat maps (matplotlib):
the pairwise matrix, or for one pair the ULP distance of each output element.

Exit status of the command: 0 the report was written, 2 bad input.
"""
from __future__ import annotations

import argparse
import csv
import io
import itertools
import math
import os
import sys
from dataclasses import dataclass

import numpy as np

from .accumulate import presets as all_presets
from .arguments import checked_arguments, load_npy
from .diff import ulp_distance
from .errors import ArgumentError
from .matmul import mx_matmul
from .mx import mx_dequantize, mx_quantize
from .registry import format_info

REFERENCE = "exact"


@dataclass
class PresetRow:
    """One preset's answers against `exact` and against float64."""

    preset: str
    confidence: str
    mismatches: int         # elements whose FP32 bits differ from exact's
    max_ulp: int            # largest ULP distance among finite mismatches (0 when none)
    median_ulp: float       # median ULP distance among finite mismatches (0 when none)
    max_relative: float     # largest |d - ref| / |ref| over elements with a finite d and ref != 0
    median_relative: float
    nonfinite: int          # elements where the preset or exact is NaN or Inf and their bits differ


@dataclass
class PortabilityReport:
    """The results of one GEMM under each preset, and the comparisons between them."""

    elem_a: str
    elem_b: str
    shape: tuple                 # (M, N, K)
    results: dict                # preset -> float32 [M, N]
    reference: np.ndarray        # float64 [M, N]: C + A @ B of the dequantized operands (reference_kind says how)
    rows: list                   # PresetRow per preset, in the order given
    pairwise: np.ndarray         # [P, P] fraction of elements on which two presets disagree
    reference_kind: str = "exact, rounded once to float64"

    @property
    def presets(self):
        return [row.preset for row in self.rows]

    def _table(self):
        m, n, k = self.shape
        headers = ["preset", "confidence", f"mismatches vs {REFERENCE}", "max ulp", "median ulp",
                   "max rel. error vs f64", "median rel. error vs f64", "NaN/Inf differences"]
        body = [[r.preset, r.confidence, f"{r.mismatches} ({100 * r.mismatches / (m * n):.1f}%)", str(r.max_ulp),
                 f"{r.median_ulp:g}", f"{r.max_relative:.3g}", f"{r.median_relative:.3g}", str(r.nonfinite)]
                for r in self.rows]
        return headers, body

    def title(self):
        m, n, k = self.shape
        b = "" if self.elem_b == self.elem_a else f" x {self.elem_b}"
        return (f"MX GEMM {m} x {n} x {k}, {self.elem_a}{b}, FP32 out, {len(self.rows)} presets; float64 reference: "
                f"{self.reference_kind}")

    def text(self):
        headers, body = self._table()
        widths = [max(len(h), *(len(row[i]) for row in body)) for i, h in enumerate(headers)]
        lines = [self.title(), "  ".join(h.ljust(w) for h, w in zip(headers, widths)),
                 "  ".join("-" * w for w in widths)]
        lines += ["  ".join(c.ljust(w) for c, w in zip(row, widths)) for row in body]
        return "\n".join(lines)

    def markdown(self):
        headers, body = self._table()
        lines = [f"| {' | '.join(headers)} |", "|" + "---|" * len(headers)]
        lines += [f"| {' | '.join(f'`{row[0]}`' if i == 0 else c for i, c in enumerate(row))} |" for row in body]
        names = self.presets
        lines += ["", "Disagreement between presets (% of elements):", "",
                  "| | " + " | ".join(f"`{p}`" for p in names) + " |", "|---|" + "---|" * len(names)]
        for i, p in enumerate(names):
            cells = " | ".join("" if i == j else f"{100 * self.pairwise[i, j]:.1f}" for j in range(len(names)))
            lines.append(f"| `{p}` | {cells} |")
        return "\n".join(lines)

    def csv(self):
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(["preset", "confidence", "mismatches", "elements", "max_ulp", "median_ulp", "max_relative",
                         "median_relative", "nonfinite_differences"] + [f"disagrees_with_{p}" for p in self.presets])
        m, n, _ = self.shape
        for i, r in enumerate(self.rows):
            writer.writerow([r.preset, r.confidence, r.mismatches, m * n, r.max_ulp, r.median_ulp,
                             repr(r.max_relative), repr(r.median_relative), r.nonfinite]
                            + [repr(float(self.pairwise[i, j])) for j in range(len(self.rows))])
        return out.getvalue()

    def heatmap(self, path):
        """The pairwise disagreement matrix as an image (% of elements)."""
        plt = _pyplot()
        names = self.presets
        fig, ax = plt.subplots(figsize=(1.0 + 0.55 * len(names), 0.8 + 0.5 * len(names)))
        image = ax.imshow(100 * self.pairwise, cmap="viridis", vmin=0, vmax=100)
        ax.set_xticks(range(len(names)), names, rotation=60, ha="right", fontsize=7)
        ax.set_yticks(range(len(names)), names, fontsize=7)
        for i, j in itertools.product(range(len(names)), repeat=2):
            ax.text(j, i, f"{100 * self.pairwise[i, j]:.0f}", ha="center", va="center", fontsize=6,
                    color="white" if self.pairwise[i, j] < 0.5 else "black")
        fig.colorbar(image, ax=ax, label="% of elements that differ")
        ax.set_title(self.title(), fontsize=8)
        fig.tight_layout()
        fig.savefig(path, dpi=120)
        plt.close(fig)
        return path

    def pair_heatmap(self, first, second, path):
        """For one pair of presets: the ULP distance of each output element (log scale; NaN/Inf
        differences drawn at the top of the scale)."""
        for name in (first, second):
            if name not in self.results:
                raise ArgumentError(f"pair_heatmap: preset {name!r} is not in the report; expected one of "
                                    f"{', '.join(self.presets)}")
        plt = _pyplot()
        ulps, nonfinite = _ulps(self.results[first], self.results[second])
        shown = np.log2(1.0 + ulps.astype(np.float64))
        top = max(float(shown.max()), 1.0)
        shown[nonfinite] = top
        fig, ax = plt.subplots(figsize=(5, 4.2))
        image = ax.imshow(shown, cmap="magma", vmin=0, vmax=top, interpolation="nearest")
        fig.colorbar(image, ax=ax, label="log2(1 + ULP distance)")
        ax.set_title(f"{first} vs {second}: {int(np.count_nonzero(ulps) + np.count_nonzero(nonfinite))} of "
                     f"{ulps.size} elements differ", fontsize=8)
        ax.set_xlabel("n")
        ax.set_ylabel("m")
        fig.tight_layout()
        fig.savefig(path, dpi=120)
        plt.close(fig)
        return path


def _pyplot():
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError as error:  # pragma: no cover - the test set-up installs it
        raise ArgumentError("heat maps need matplotlib (pip install matplotlib)") from error
    return plt


def _ulps(x, y):
    """ULP distances between two float32 arrays (0 where the bits agree), and where either side is
    NaN or Inf and the bits differ."""
    bx, by = x.view(np.uint32), y.view(np.uint32)
    finite = np.isfinite(x) & np.isfinite(y)
    ulps = np.zeros(x.shape, dtype=np.uint64)
    ulps[finite] = ulp_distance(format_info("fp32"), bx[finite], by[finite])
    nonfinite = ~finite & (bx != by)
    return ulps, nonfinite


def _check_operands(a_codes, a_scales, b_codes, b_scales, c):
    arrays = [np.asarray(x) for x in (a_codes, a_scales, b_codes, b_scales)]
    for name, x in zip(("a_codes", "a_scales", "b_codes", "b_scales"), arrays):
        if x.ndim != 2:
            raise ArgumentError(f"portability: {name} has {x.ndim} axes; expected a 2-d array")
        if x.dtype != np.uint8:
            raise ArgumentError(f"portability: {name} has dtype {x.dtype}; expected uint8 codes (mx_quantize's)")
    a, sa, b, sb = arrays
    m, k = a.shape
    if m == 0 or b.shape[1] == 0:
        raise ArgumentError(f"portability: A is [{m}, {k}] and B [{b.shape[0]}, {b.shape[1]}]; expected at least one "
                            f"output element (M and N of 1 or more)")
    if b.shape[0] != k or k % 32 or k == 0:
        raise ArgumentError(f"portability: A is [{m}, {k}] and B [{b.shape[0]}, {b.shape[1]}]; expected A [M, K] and "
                            f"B [K, N] with K a positive multiple of 32")
    n = b.shape[1]
    if sa.shape != (m, k // 32) or sb.shape != (k // 32, n):
        raise ArgumentError(f"portability: scales {list(sa.shape)} and {list(sb.shape)}; expected [{m}, {k // 32}] "
                            f"and [{k // 32}, {n}] (one E8M0 byte per 32 elements along K)")
    if c is not None:
        c = np.asarray(c)
        if c.shape != (m, n) or c.dtype != np.float32:
            raise ArgumentError(f"portability: c is {c.dtype} {list(c.shape)}; expected float32 [{m}, {n}]")
    return a, sa, b, sb, c


@checked_arguments
def portability(a_codes, a_scales, b_codes, b_scales, elem_a="e4m3", elem_b=None, presets=None, c=None):
    """D = C + A @ B for MX operands (as mx_matmul takes them) under each preset (default: all, `exact`
    first), compared with `exact`, with each other and with float64. Returns a PortabilityReport."""
    elem_b = elem_a if elem_b is None else elem_b
    a, sa, b, sb, c = _check_operands(a_codes, a_scales, b_codes, b_scales, c)
    names = list(all_presets) if presets is None else list(presets)
    unknown = [p for p in names if p not in all_presets]
    if unknown or not names:
        raise ArgumentError(f"portability: presets {unknown or names}; expected names from mxsim.presets: "
                            f"{', '.join(all_presets)}")
    if REFERENCE in names:
        names.remove(REFERENCE)
    names.insert(0, REFERENCE)
    results = {p: mx_matmul(a, sa, b, sb, elem_a, elem_b, preset=p, c=c) for p in names}
    reference, reference_kind = _reference(mx_dequantize(a, sa, elem_a, axis=1, dtype=np.float64),
                                           mx_dequantize(b, sb, elem_b, axis=0, dtype=np.float64), c)
    exact = results[REFERENCE]
    rows = []
    with np.errstate(divide="ignore", invalid="ignore"):
        for p in names:
            d = results[p]
            ulps, nonfinite = _ulps(d, exact)
            differs = ulps[ulps > 0]
            usable = np.isfinite(d) & np.isfinite(reference) & (reference != 0)
            relative = np.abs(d[usable].astype(np.float64) - reference[usable]) / np.abs(reference[usable])
            rows.append(PresetRow(
                preset=p, confidence=all_presets[p].confidence,
                mismatches=int(np.count_nonzero(d.view(np.uint32) != exact.view(np.uint32))),
                max_ulp=int(differs.max()) if differs.size else 0,
                median_ulp=float(np.median(differs)) if differs.size else 0.0,
                max_relative=float(relative.max()) if relative.size else 0.0,
                median_relative=float(np.median(relative)) if relative.size else 0.0,
                nonfinite=int(np.count_nonzero(nonfinite))))
    bits = np.stack([results[p].view(np.uint32).ravel() for p in names])
    pairwise = np.array([[np.count_nonzero(bits[i] != bits[j]) / bits.shape[1] for j in range(len(names))]
                         for i in range(len(names))])
    m, k = a.shape
    return PortabilityReport(elem_a, elem_b, (m, b.shape[1], k), results, reference, rows, pairwise, reference_kind)


# Up to this many products the reference is the exact sum rounded once (deterministic on every
# host); beyond, numpy's float64 matmul (its summation order, and so its last bits, is BLAS's).
EXACT_REFERENCE_PRODUCTS = 1 << 24


def _exact_sum(terms):
    """math.fsum, or IEEE's answer where the terms hold +Inf and -Inf together (NaN), which fsum refuses."""
    try:
        return math.fsum(terms)
    except ValueError:
        return math.nan


def _reference(a, b, c):
    """The float64 reference D = C + A @ B and how it was computed. Every product of MX values is exact
    in binary64 (at most 4 x 4 significant bits, exponents far inside its range), so math.fsum of a
    row's products is the exact dot product rounded once."""
    m, k = a.shape
    n = b.shape[1]
    if m * n * (k + 1) > EXACT_REFERENCE_PRODUCTS:
        d = a @ b
        return (d if c is None else d + c.astype(np.float64)), "numpy float64 matmul"
    columns = np.ascontiguousarray(b.T)
    d = np.empty((m, n))
    for i in range(m):
        terms = (a[i][None, :] * columns).tolist()
        if c is not None:
            for row, addend in zip(terms, c[i].astype(np.float64).tolist()):
                row.append(addend)
        d[i] = [_exact_sum(row) for row in terms]
    return d, "exact, rounded once to float64"


def random_operands(m, n, k, elem_a="e4m3", elem_b=None, seed=0, spread=0):
    """Gaussian A [m, k] and B [k, n], each 32-element block along K times 2^e with e uniform in
    [-spread, spread] (0: plain Gaussian; 8: blocks 2^-8 to 2^8 apart, as activations with outliers),
    quantized to MX along K (OCP scales): the codes and scales `portability` takes."""
    rng = np.random.default_rng(seed)
    a = rng.standard_normal((m, k)) * np.exp2(rng.integers(-spread, spread + 1, (m, k // 32))).repeat(32, axis=1)
    b = rng.standard_normal((k, n)) * np.exp2(rng.integers(-spread, spread + 1, (k // 32, n))).repeat(32, axis=0)
    a_codes, a_scales = mx_quantize(a, elem_a, axis=1)
    b_codes, b_scales = mx_quantize(b, elem_b or elem_a, axis=0)
    return a_codes, a_scales, b_codes, b_scales


# The examples of docs/numerics.md (generated blocks, scripts/regenerate_docs.py): an MXFP8 GEMM of
# Gaussian data and an MXFP4 one whose blocks lie 2^-8 to 2^8 apart (plain Gaussian FP4 data sums
# exactly under every preset at this size: nothing to compare).
DOC_EXAMPLES = {"portability-mxfp8": ("e4m3", (128, 128, 512), 0), "portability-mxfp4": ("e2m1", (128, 128, 512), 8)}


def doc_example(name, markdown=True):
    elem, shape, spread = DOC_EXAMPLES[name]
    report = portability(*random_operands(*shape, elem, seed=0, spread=spread), elem_a=elem)
    return f"{report.title()}\n\n{report.markdown()}" if markdown else report.text()


def _shape(text):
    try:
        m, n, k = (int(v) for v in text.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r}; expected M,N,K (three integers)") from None
    if min(m, n, k) < 1 or k % 32:
        raise argparse.ArgumentTypeError(f"{text!r}; expected positive M, N and K with K a multiple of 32")
    return m, n, k


def _trace_main(args) -> int:
    from .trace_portability import trace_portability
    if args.heatmap or args.pair_heatmaps or args.c or args.elem_b or args.seed or args.spread or \
            args.elem != "e4m3":
        raise ArgumentError("--trace with --heatmap, --pair-heatmaps, --c, --elem, --elem-b, --seed or --spread; "
                            "expected them with --random or --inputs (a trace brings its own operands)")
    presets = [p.strip() for p in args.presets.split(",")] if args.presets else None
    _print_report(args, trace_portability(args.trace, presets=presets))
    return 0


def _print_report(args, report):
    """The report as --csv FILE ('-': stdout only) and as text or --markdown on stdout."""
    if args.csv:
        text = report.csv()
        if args.csv == "-":
            sys.stdout.write(text)
        else:
            with open(args.csv, "w") as f:
                f.write(text)
    if not args.csv or args.csv != "-":
        print(f"{report.title()}\n\n{report.markdown()}" if args.markdown else report.text())


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(
        prog="mxsim portability", description=__doc__.split("\n\n")[0].replace("`mxsim portability`: ", ""),
        epilog="Exit status: 0 the report was written, 2 bad input.")
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--random", type=_shape, metavar="M,N,K",
                        help="Gaussian operands quantized to MX along K (with --seed, --spread)")
    source.add_argument("--inputs", nargs=4, metavar=("A.npy", "SA.npy", "B.npy", "SB.npy"),
                        help="element codes A [M, K] and B [K, N] (uint8, one per byte) and their E8M0 scales")
    source.add_argument("--trace", metavar="TRACE.mxt",
                        help="a recorded kernel, replayed with its MX matmuls under each preset; every off-chip "
                             "output compared with the target's own preset and exact")
    parser.add_argument("--elem", default="e4m3", help="A's element format (and B's without --elem-b)")
    parser.add_argument("--elem-b", help="B's element format")
    parser.add_argument("--c", metavar="C.npy", help="float32 [M, N] addend")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--spread", type=int, default=0,
                        help="--random: each 32-element block times 2^e, e uniform in [-SPREAD, SPREAD]")
    parser.add_argument("--presets", help="comma-separated preset names (default: all)")
    output = parser.add_mutually_exclusive_group()
    output.add_argument("--markdown", action="store_true", help="print the tables as Markdown")
    output.add_argument("--csv", metavar="FILE", help="write the per-preset table as CSV ('-': stdout)")
    parser.add_argument("--heatmap", metavar="FILE.png", help="draw the pairwise disagreement matrix")
    parser.add_argument("--pair-heatmaps", metavar="DIR", help="draw one ULP-distance map per preset pair into DIR")
    try:
        args = parser.parse_args(argv)
    except SystemExit as exit_request:
        return int(exit_request.code or 0)
    try:
        if args.trace:
            return _trace_main(args)
        if args.random:
            if not 0 <= args.spread <= 100:
                raise ArgumentError(f"--spread {args.spread}; expected 0..100")
            operands = random_operands(*args.random, args.elem, args.elem_b, args.seed, args.spread)
        else:
            operands = [load_npy(path) for path in args.inputs]
        c = load_npy(args.c) if args.c else None
        presets = [p.strip() for p in args.presets.split(",")] if args.presets else None
        report = portability(*operands, elem_a=args.elem, elem_b=args.elem_b, presets=presets, c=c)
        _print_report(args, report)
        if args.heatmap:
            report.heatmap(args.heatmap)
        if args.pair_heatmaps:
            os.makedirs(args.pair_heatmaps, exist_ok=True)
            for first, second in itertools.combinations(report.presets, 2):
                report.pair_heatmap(first, second, os.path.join(args.pair_heatmaps, f"{first}__{second}.png"))
    except (ArgumentError, OSError, ValueError) as error:
        print(f"mxsim portability: {error}", file=sys.stderr)
        return 2
    return 0

