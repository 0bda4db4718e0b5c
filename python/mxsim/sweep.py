"""What-if sweeps on a target's timing model: `mxsim.sweep(trace, points)` and the `mxsim sweep`
command. The trace is parsed once and replayed time-only (no values, memories or expect= checks)
once per point, each point a set of overrides of the target's named constants and policies
(`mxsim info trn3-timing`, `mxsim info ascend950-timing`), so a study of many points costs one
parse and the timing model's replays."""
from __future__ import annotations

import csv
import itertools
import os
import sys
from dataclasses import dataclass

import numpy as np

from . import _core
from .arguments import checked_arguments
from .errors import ArgumentError
from .run import read_trace_text, target_of
from .timing import TimingSummary, settings_of, timeline_array

_SWEEPS = {"trn3": "trn3_sweep_timed", "ascend950": "ascend950_sweep_timed", "cdna4": "cdna4_sweep_timed"}


@dataclass
class SweepPoint:
    settings: dict          # the overrides of this point
    timing: TimingSummary   # what `mxsim run --timing` reports
    timeline: np.ndarray | None  # with timelines=True: one row per instruction (mxsim.timing)


@checked_arguments
def sweep(path, points, config=None, timelines=False) -> list:
    """Replay the trace at `path` on its target's timing model, time only, once per point of
    `points` (dicts such as {"dma_bytes_per_ns": 66, "psum_bank_policy": "parallel"}; {} is the
    defaults). Returns a SweepPoint per point, in order, with its summary (and its timeline, with
    timelines=True: a million-instruction timeline holds about 150 MB). The trace is parsed once.
    Trainium3 analyses it (what each instruction touches and waits for) once for each run of
    consecutive points that agree on the constants shaping that (engines, banks, quadrants, the
    stride limit, DMA queues): order the points so that those change least often. Ascend 950 times
    each point from the parsed trace; `config=` picks the machine whose costs are the defaults."""
    path = os.fspath(path)
    points = list(points)
    settings = [settings_of(p, "sweep: point") for p in points]
    text = read_trace_text(path)
    target = target_of(text, path, _SWEEPS, "timing")
    raw = getattr(_core, _SWEEPS[target])(text, path, config or "", settings, bool(timelines))
    return [SweepPoint(dict(p), TimingSummary.from_raw(r["timing"]),
                       timeline_array(r["timeline"]) if timelines else None) for p, r in zip(points, raw)]


def _values(item):
    name, equals, values = item.partition("=")
    if not equals or not name or not values:
        raise ArgumentError(f"--set {item!r}; expected NAME=VALUE[,VALUE...]")
    out = []
    for v in values.split(","):
        try:
            out.append(float(v))
        except ValueError:
            out.append(v)  # a policy's choice (the cost table names what it accepts)
    return name, out


def main(argv):
    import argparse
    parser = argparse.ArgumentParser(prog="mxsim sweep", description="replay a trace time-only on its target's timing "
                                     "model once per combination of the --set values, and tabulate the time, the "
                                     "bound and the engines' use (exit 0, or 2 for bad input)")
    parser.add_argument("trace", help="the .mxt file")
    parser.add_argument("--set", action="append", default=[], metavar="NAME=V1,V2,...",
                        help="a constant or policy and the values to try (mxsim info <target>-timing lists them); "
                        "repeatable: every combination is run")
    parser.add_argument("--config", help="machine configuration (default: the trace's config line)")
    parser.add_argument("--csv", metavar="OUT.csv", help="also write the table as CSV (one row per point)")
    try:
        args = parser.parse_args(argv)
    except SystemExit as exit_request:
        return int(exit_request.code or 0)
    try:
        axes = [_values(item) for item in args.set]
        names = [name for name, _ in axes]
        points = [dict(zip(names, combination)) for combination in itertools.product(*(v for _, v in axes))]
        results = sweep(args.trace, points or [{}], args.config)
    except (ValueError, OSError) as error:
        print(f"mxsim sweep: {error}", file=sys.stderr)
        return 2
    headers = [*names, "total_ns", "bound", "matmul_tflops", "dma_gb_per_s", "busiest_queue", "busiest_percent"]
    rows = []
    for p in results:
        t = p.timing
        busiest = max(t.queues, key=lambda q: q["busy_percent"])
        rows.append([*(p.settings[n] for n in names), round(t.total_ns, 1), t.bound or "",
                     round(t.achieved_flops_per_ns / 1e3, 2), round(t.achieved_dma_bytes_per_ns, 1),
                     busiest["name"], round(busiest["busy_percent"], 1)])
    widths = [max(len(str(x)) for x in column) for column in zip(headers, *rows)]
    for row in [headers, *rows]:
        print("  ".join(str(x).rjust(w) for x, w in zip(row, widths)))
    if args.csv:
        with open(args.csv, "w", newline="") as f:
            csv.writer(f).writerows([headers, *rows])
        print(f"csv: {args.csv}")
    return 0
