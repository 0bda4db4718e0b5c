"""`mxsim portability --trace TRACE`: a recorded kernel replayed with its MX matmul instructions under
every accumulation preset (mxsim.run(trace, preset=...)), and how far each output lies from what the
target's own preset gives and from `exact`: what the same kernel would compute with a B200's, an
MI355X's or a Trainium3's accumulation, end to end through its tiling, K splits and output casts.

Per output buffer (an off-chip buffer some instruction of the kernel writes) and preset: the elements whose bits differ from the target preset's run and from
`exact`'s, the largest and median ULP distance among the former (finite on both sides), and the
elements where either side is NaN or Inf and the bits differ; pairwise, the fraction of elements on
which two presets disagree. The `expect=` payloads of the trace hold the target preset's answers,
so they are not compared here.
"""
from __future__ import annotations

import csv
import io
import os
from dataclasses import dataclass, field

import numpy as np

from .accumulate import presets as all_presets
from .diff import _format_of, ulp_distance
from .dtypes import storage_dtype
from .errors import ArgumentError
from .run import TARGET_PRESETS, run

REFERENCE = "exact"


@dataclass
class OutputRow:
    preset: str
    confidence: str
    mismatches: int        # elements whose bits differ from the target preset's run
    max_ulp: int           # among those, finite on both sides (0 when none or no value grid)
    median_ulp: float
    vs_exact: int          # elements whose bits differ from exact's run
    nonfinite: int         # elements where either side is NaN or Inf and the bits differ


@dataclass
class OutputReport:
    name: str
    dtype: str
    elements: int
    rows: list = field(default_factory=list)
    pairwise: np.ndarray = None   # [P, P] fraction of elements on which two presets disagree


@dataclass
class TracePortability:
    trace: str
    target: str
    own: str                      # the target's preset
    presets: list
    outputs: list                 # OutputReport per off-chip output
    notes: list = field(default_factory=list)

    def title(self):
        return (f"{self.trace} (target {self.target}, its MX matmuls under {self.own}) replayed under "
                f"{len(self.presets)} presets")

    def _table(self, o):
        headers = ["preset", "confidence", f"mismatches vs {self.own}", "max ulp", "median ulp",
                   f"mismatches vs {REFERENCE}", "NaN/Inf differences"]
        body = [[r.preset, r.confidence, f"{r.mismatches} ({100 * r.mismatches / max(o.elements, 1):.1f}%)",
                 str(r.max_ulp), f"{r.median_ulp:g}", str(r.vs_exact), str(r.nonfinite)] for r in o.rows]
        return headers, body

    def text(self):
        lines = [self.title()]
        for o in self.outputs:
            headers, body = self._table(o)
            widths = [max(len(h), *(len(row[i]) for row in body)) for i, h in enumerate(headers)]
            lines += ["", f"output {o.name} ({o.dtype}, {o.elements} elements):",
                      "  ".join(h.ljust(w) for h, w in zip(headers, widths)), "  ".join("-" * w for w in widths)]
            lines += ["  ".join(c.ljust(w) for c, w in zip(row, widths)) for row in body]
        lines += [f"note: {n}" for n in self.notes]
        return "\n".join(lines)

    def markdown(self):
        lines = []
        for o in self.outputs:
            headers, body = self._table(o)
            lines += [f"Output `{o.name}` ({o.dtype}, {o.elements} elements):", "",
                      f"| {' | '.join(headers)} |", "|" + "---|" * len(headers)]
            lines += [f"| {' | '.join(f'`{row[0]}`' if i == 0 else c for i, c in enumerate(row))} |" for row in body]
            lines += ["", "Disagreement between presets (% of elements):", "",
                      "| | " + " | ".join(f"`{p}`" for p in self.presets) + " |", "|---|" + "---|" * len(self.presets)]
            for i, p in enumerate(self.presets):
                cells = " | ".join("" if i == j else f"{100 * o.pairwise[i, j]:.1f}" for j in range(len(self.presets)))
                lines.append(f"| `{p}` | {cells} |")
            lines.append("")
        return "\n".join(lines).rstrip("\n")

    def csv(self):
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(["output", "preset", "confidence", "mismatches", "elements", "max_ulp", "median_ulp",
                         "mismatches_vs_exact", "nonfinite_differences"]
                        + [f"disagrees_with_{p}" for p in self.presets])
        for o in self.outputs:
            for i, r in enumerate(o.rows):
                writer.writerow([o.name, r.preset, r.confidence, r.mismatches, o.elements, r.max_ulp, r.median_ulp,
                                 r.vs_exact, r.nonfinite] + [repr(float(o.pairwise[i, j])) for j in range(len(o.rows))])
        return out.getvalue()


def trace_portability(trace, presets=None, mode="hardware", config=None) -> TracePortability:
    """Replays `trace` once per preset (default: all; the target's own and `exact` first) and
    compares each off-chip output. Raises ArgumentError on bad input (a missing trace, an unknown
    preset, a trace the model stops on in strict mode)."""
    trace = os.fspath(trace)
    if not os.path.isfile(trace):
        raise ArgumentError(f"trace '{trace}' not found; expected an .mxt file")
    names = list(all_presets) if presets is None else list(dict.fromkeys(presets))
    unknown = [p for p in names if p not in all_presets]
    if unknown or not names:
        raise ArgumentError(f"portability: presets {unknown or names}; expected names from mxsim.presets: "
                            f"{', '.join(all_presets)}")
    own_run = run(trace, mode=mode, config=config, writers=True)
    own = TARGET_PRESETS[own_run.target]
    order = [own, REFERENCE] + [p for p in names if p not in (own, REFERENCE)]
    runs = {own: own_run}
    for p in order[1:]:
        runs[p] = run(trace, mode=mode, config=config, preset=p)
    report = TracePortability(trace, own_run.target, own, order, [])
    if not own_run.mx_matmul_lines:
        report.notes.append("the trace executes no MX matmul instruction: every preset gives the same values")
    if own_run.errors:
        report.notes.append(f"the model reports {len(own_run.errors)} rule errors replaying the trace (mxsim run "
                            f"--mode hardware lists them)")
    # the outputs: the off-chip buffers some instruction writes (inputs only read are left out)
    written = sorted(name for name, w in own_run.writers.items() if np.any(w.tags > 0))
    for name in written:
        report.outputs.append(_compare_output(name, {p: runs[p].outputs[name] for p in order}, own))
    return report


def _compare_output(name, results, own):
    first = results[own]
    try:
        info = _format_of(first, None)
    except ArgumentError:
        info = None  # integer or packed outputs: counted, not measured
    width = f"u{first.dtype.itemsize}"
    bits = {p: np.ascontiguousarray(r).view(width).reshape(-1) for p, r in results.items()}
    out = OutputReport(name, first.dtype.name, int(first.size))
    for p, r in results.items():
        differs = np.flatnonzero(bits[p] != bits[own])
        max_ulp, median_ulp, nonfinite = 0, 0.0, 0
        if info is not None and differs.size:
            x = bits[own][differs].astype(np.uint64)
            y = bits[p][differs].astype(np.uint64)
            finite = _finite(info, x) & _finite(info, y)
            nonfinite = int(np.count_nonzero(~finite))
            ulps = ulp_distance(info, x[finite], y[finite])
            ulps = ulps[ulps > 0]
            if ulps.size:
                max_ulp, median_ulp = int(ulps.max()), float(np.median(ulps))
        out.rows.append(OutputRow(p, all_presets[p].confidence, int(differs.size), max_ulp, median_ulp,
                                  int(np.count_nonzero(bits[p] != bits[REFERENCE])), nonfinite))
    names = list(results)
    out.pairwise = np.array([[np.count_nonzero(bits[a] != bits[b]) / max(bits[a].size, 1) for b in names]
                             for a in names])
    return out


def _finite(info, codes):
    """Codes whose value is finite (not NaN or Inf) in `info`'s format."""
    from .conversion import decode
    return np.isfinite(decode(info.name, codes.astype(storage_dtype(info)), dtype=np.float64))

