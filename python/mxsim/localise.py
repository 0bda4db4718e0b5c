"""`mxsim diff RESULTS_DIR TRACE`: a device's results for a trace against the model's replay of it,
per output: the mismatch statistics of `mxsim diff` and, for every mismatching element, the
instruction that last wrote it in the model (trace line, queue), grouped by instruction.

A results directory holds one `<buffer>.npy` per output the device wrote, named by the trace's
buffer (docs/devices.md), and optionally the `manifest.json` of the package it ran; a manifest
whose `trace_sha256` is not the trace's is reported, since the results then belong to another
program. Exit status of the command: 0 every output identical, 1 mismatches, 2 bad input.
"""
from __future__ import annotations

import argparse
import hashlib
import itertools
import json
import os
import sys
from dataclasses import dataclass, field

import numpy as np

from .diff import DiffReport, Mismatch, diff
from .errors import ArgumentError, DiagnosticError
from .layout_hypotheses import SCALE_REPLAYS, lane_conventions, scale_sources
from .run import TARGET_PRESETS, Writers, run

WRITERS_SHOWN = 10
PAIRS_FROM = 6  # the two-field search combines the best this many one-field changes
DEPARTURE_REPLAYS = 512  # the K-block of departure costs one replay per MX matmul, up to this many


@dataclass
class Explanation:
    """The smallest change to the target's accumulation preset (the fields of its MX matmul
    instructions) under which the model's replay gives the device's values: `explained` of the
    `mismatching` elements then match, and no matching element breaks. When no such change
    explains the device but a placement or layout change does (layout_hypotheses.py: another lane
    convention, a scale read from a neighbouring source), `layout` says which and `changes` is
    empty."""

    preset: str
    changes: dict        # field -> (the preset's value, the device's)
    explained: int
    mismatching: int
    replays: int
    # the K-block of departure: per MX matmul (trace line, execution index), the explained elements
    # whose value first changes when the change applies to the matmuls up to and including it
    departures: list = field(default_factory=list)   # (line, index, elements), most elements first
    note: str = ""
    max_fields: int = 2
    layout: str = ""

    def text(self) -> str:
        how_many = "one field" if self.max_fields == 1 else "one or two fields"
        if self.layout:
            share = 100.0 * self.explained / self.mismatching
            matches = "matches" if self.explained == self.mismatching else "partly matches"
            lines = [f"explanation: no change of {how_many} of {self.preset} reproduces the device's values; the "
                     f"device {matches} the model with {self.layout} on {share:.1f}% of {self.mismatching:,} "
                     f"mismatching elements ({self.replays} replays)".replace(".0%", "%")]
            if self.note:
                lines.append(f"  ({self.note})")
            return "\n".join(lines)
        if not self.changes:
            lines = [f"explanation: no change of {how_many} of {self.preset} reproduces the device's values "
                     f"({self.replays} replays)"]
            if self.note:
                lines.append(f"  ({self.note})")
            return "\n".join(lines)
        changed = ", ".join(f"{name}={new} (was {old})" for name, (old, new) in self.changes.items())
        share = 100.0 * self.explained / self.mismatching
        matches = "matches" if self.explained == self.mismatching else "partly matches"
        lines = [f"explanation: the device {matches} {self.preset} with {changed} on {share:.1f}% of "
                 f"{self.mismatching:,} mismatching elements ({self.replays} replays)".replace(".0%", "%")]
        if self.departures:
            lines.append(f"K-block of departure (the first MX matmul whose change alters the element), "
                         f"{len(self.departures)} matmuls:")
            lines += [f"  line {line} (MX matmul {index + 1}): {n} elements" for line, index, n in
                      self.departures[:WRITERS_SHOWN]]
            if len(self.departures) > WRITERS_SHOWN:
                lines.append(f"  ... and {len(self.departures) - WRITERS_SHOWN} more matmuls")
        if self.note:
            lines.append(f"  ({self.note})")
        return "\n".join(lines)


@dataclass
class WriterShare:
    """The mismatching elements one instruction wrote last."""

    where: str           # "line 57:1 (fix) copy_matrix_cc_to_gm"
    mismatches: int
    written: int         # elements of the output it wrote last, matching or not
    extent: list         # per axis (first, last) index of its mismatching elements


@dataclass
class OutputDiff:
    name: str
    report: DiffReport
    writers: list = field(default_factory=list)           # WriterShare, most mismatches first
    first_writers: list = field(default_factory=list)     # (index, where) of the first mismatches

    def to_text(self) -> str:
        lines = [self.report.to_text()]
        if self.writers:
            count = f"{len(self.writers)} instructions, most first" if len(self.writers) > 1 else "1 instruction"
            lines.append(f"last writers of the {self.report.mismatches} mismatching elements ({count}):")
            for w in self.writers[:WRITERS_SHOWN]:
                extent = ", ".join(f"{a}-{b}" if a != b else f"{a}" for a, b in w.extent)
                lines.append(f"  {w.where}: {w.mismatches} of the {w.written} elements it wrote; indices [{extent}]")
            if len(self.writers) > WRITERS_SHOWN:
                lines.append(f"  ... and {len(self.writers) - WRITERS_SHOWN} more instructions")
            if len(self.writers) > 1:
                lines.append("first mismatches' writers:")
                lines += [f"  {index}: {where}" for index, where in self.first_writers]
        return "\n".join(lines)


@dataclass
class ResultsDiff:
    """What `diff_results` found: one OutputDiff per results file, and notes (outputs without
    results, a manifest of another trace, the model's own rule errors)."""

    trace: str
    results_dir: str
    outputs: list = field(default_factory=list)
    notes: list = field(default_factory=list)
    explanation: Explanation | None = None

    @property
    def identical(self) -> bool:
        return all(o.report.identical for o in self.outputs)

    def to_text(self) -> str:
        n = len(self.outputs)
        lines = [f"{self.results_dir} against the model's replay of {self.trace}: {n} output{'s' if n != 1 else ''}, "
                 + ("all identical" if self.identical else
                    f"{sum(not o.report.identical for o in self.outputs)} with mismatches")]
        for o in self.outputs:
            lines += ["", o.to_text()]
        if self.explanation is not None:
            lines += ["", self.explanation.text()]
        lines += [f"note: {note}" for note in self.notes]
        return "\n".join(lines)


def diff_results(results_dir, trace, mode="hardware", config=None, explain=False, max_fields=2) -> ResultsDiff:
    """Compare every `<buffer>.npy` in `results_dir` with that buffer after the model replays
    `trace`, and name the last writer of each mismatching element. mode="hardware" (the default)
    computes what the rules let silicon compute and lists the model's rule errors as notes.
    Raises ArgumentError (a ValueError) on bad input: no results, a file naming no off-chip buffer
    of the trace, a shape or dtype the buffer does not have.

    explain=True also searches the fields of the target's accumulation preset one and then two at
    a time (max_fields), replaying the trace with each change, for the smallest change under which
    the mismatching elements take the device's values and no matching one changes (.explanation)."""
    if max_fields not in (1, 2):
        raise ArgumentError(f"max_fields={max_fields!r}; expected 1 or 2")
    results_dir, trace = os.fspath(results_dir), os.fspath(trace)
    if not os.path.isfile(trace):
        raise ArgumentError(f"trace '{trace}' not found; expected the .mxt file the results came from")
    if not os.path.isdir(results_dir):
        raise ArgumentError(f"results directory '{results_dir}' not found")
    files = sorted(f for f in os.listdir(results_dir) if f.endswith(".npy"))
    if not files:
        raise ArgumentError(f"results directory '{results_dir}' holds no .npy files; expected one <buffer>.npy per "
                            f"output the device wrote")
    found = ResultsDiff(trace, results_dir)
    found.notes += _manifest_notes(results_dir, trace)
    try:
        model = run(trace, mode=mode, config=config, writers=True)
    except DiagnosticError as error:
        raise ArgumentError(f"{trace}: the model stops at a rule error in strict mode ({error}); expected a trace "
                            f"the model replays (mode='hardware' goes on past rule errors)") from None
    if model.errors:
        found.notes.append(f"the model reports {len(model.errors)} rule errors replaying the trace (mxsim run --mode "
                           f"hardware {trace} lists them); its values are what the rules let silicon compute")
    for file in files:
        name = file[:-len(".npy")]
        if name not in model.outputs:
            raise ArgumentError(f"results file '{os.path.join(results_dir, file)}' names no off-chip buffer of {trace}; "
                                f"expected one of: {', '.join(sorted(model.outputs))}")
        device = _load_like(os.path.join(results_dir, file), model.outputs[name])
        found.outputs.append(_compare(name, model.outputs[name], device, model.writers.get(name),
                                      os.path.join(results_dir, file)))
    missing = sorted(model.expected - {o.name for o in found.outputs})
    if missing:
        found.notes.append(f"no results for the trace's expected outputs: {', '.join(missing)}")
    if explain and not found.identical:
        devices = {o.name: _load_like(os.path.join(results_dir, f"{o.name}.npy"), model.outputs[o.name])
                   for o in found.outputs}
        found.explanation = _explain(trace, model, devices, config, max_fields)
    return found


def _explain(trace, model, devices, config, max_fields) -> Explanation:
    from .fit import _moves, _ordered, preset_fields
    own = TARGET_PRESETS[model.target]
    base = preset_fields(own)

    def bits(array):
        return np.ascontiguousarray(array).view(f"u{array.dtype.itemsize}").reshape(-1)

    device = {name: bits(d) for name, d in devices.items()}
    wrong = {name: bits(model.outputs[name]) != device[name] for name in devices}
    mismatching = sum(int(np.count_nonzero(w)) for w in wrong.values())
    replays = 0

    def score(fields, **change):
        """(mismatching elements now the device's, matching elements now broken); None when the
        model refuses the fields (or the edited trace)."""
        nonlocal replays
        replays += 1
        try:
            if change:
                outputs = run(trace, mode="hardware", config=config, **change).outputs
            else:
                outputs = run(trace, mode="hardware", config=config, preset=own, fields=fields).outputs
        except (ArgumentError, DiagnosticError, ValueError):  # a combination the engine refuses
            return None
        explained = broken = 0
        for name, w in wrong.items():
            same = bits(outputs[name]) == device[name]
            explained += int(np.count_nonzero(same & w))
            broken += int(np.count_nonzero(~same & ~w))
        return explained, broken

    full = _ordered(base)
    singles = []
    for name, value, moved in _moves(base, 1 << 12, "fp32", True):
        s = score(moved)
        if s is not None:
            singles.append((s, name, value, moved))
    if not model.mx_matmul_lines:
        return Explanation(own, {}, 0, mismatching, replays, note="the trace executes no MX matmul instruction, so "
                           "no accumulation field changes its values", max_fields=max_fields)
    clean = [(s, n, v) for s, n, v, _ in singles if s[1] == 0 and s[0] > 0]
    best = max(clean, key=lambda t: t[0][0], default=None)
    chosen = (best[0][0], {best[1]: (full[best[1]], best[2])}) if best else (0, {})
    if max_fields == 2 and chosen[0] < mismatching:
        # the best value of each field (explained minus broken), then pairs of the best fields
        per_field = {}
        for s, n, v, m in singles:
            if n not in per_field or s[0] - s[1] > per_field[n][0][0] - per_field[n][0][1]:
                per_field[n] = (s, n, v, m)
        ranked = sorted(per_field.values(), key=lambda t: t[0][0] - t[0][1], reverse=True)[:PAIRS_FROM]
        for (_, n1, v1, m1), (_, n2, v2, _) in itertools.combinations(ranked, 2):
            s = score({**m1, n2: v2})
            if s is not None and s[1] == 0 and s[0] > chosen[0]:
                chosen = (s[0], {n1: (full[n1], v1), n2: (full[n2], v2)})
    layout = None
    if chosen[0] < mismatching:
        layout = _layouts(trace, model.target, score, mismatching)
        if layout is not None and layout[0] > chosen[0]:
            explained, description, capped = layout
            return Explanation(own, {}, explained, mismatching, replays, max_fields=max_fields, layout=description,
                               note="a placement or layout change has no K-block of departure"
                               + (f"; only the first {SCALE_REPLAYS} scale-source edits were tried" if capped else ""))
    found = Explanation(own, chosen[1], chosen[0], mismatching, replays, max_fields=max_fields)
    if chosen[0] < mismatching and layout is not None and layout[2]:
        found.note = f"only the first {SCALE_REPLAYS} scale-source edits were tried"
    near = max(singles, key=lambda t: t[0][0] - t[0][1], default=None)
    if chosen[0] < mismatching and near is not None and near[0][1] > 0 and near[0][0] > chosen[0]:
        found.note = (f"nearest: {near[1]}={near[2]} gives {near[0][0]:,} of the mismatching elements the device's "
                      f"value but changes {near[0][1]:,} elements that matched")
    if chosen[1]:
        _departures(found, trace, config, {name: new for name, (_, new) in chosen[1].items()}, model, wrong, bits,
                    device)
    return found


def _layouts(trace, target, score, mismatching):
    """The placement or layout change (layout_hypotheses.py) that gives the most mismatching
    elements the device's values without breaking a matching one, as (explained, description,
    whether the scale-source edits were capped); explained 0 when none gives any. Stops at the
    first that explains every mismatch."""
    with open(trace, encoding="utf-8-sig", errors="replace") as f:  # as the reader: a byte-order mark aside
        raw = f.read()
    sources, capped = scale_sources(target, raw)
    best = (0, "", capped)
    for hypothesis in lane_conventions(target) + sources:
        change = {"convention": hypothesis.convention} if hypothesis.convention else {"text": hypothesis.text}
        s = score(None, **change)
        if s is None or s[1] or s[0] <= best[0]:
            continue
        best = (s[0], hypothesis.description, capped)
        if s[0] == mismatching:
            break
    return best


def _departures(found, trace, config, fields, model, wrong, bits, device):
    """The K-block at which each explained element departs: replaying with the change applied to
    the first t MX matmuls only (t = 1, 2, ...), the first t whose result differs from the model's
    own. Costs one replay per MX matmul (at most DEPARTURE_REPLAYS)."""
    lines = model.mx_matmul_lines
    if len(lines) > DEPARTURE_REPLAYS:
        found.note = (f"K-block of departure not searched: {len(lines)} MX matmuls, more than {DEPARTURE_REPLAYS} "
                      f"replays")
        return
    own = {name: bits(model.outputs[name]) for name in wrong}
    explained = {}
    # the elements the change explains: those the full change gives the device's value
    outputs = run(trace, mode="hardware", config=config, fields=fields).outputs
    for name in wrong:
        explained[name] = wrong[name] & (bits(outputs[name]) == device[name])
    departed = {name: np.full(own[name].shape, -1) for name in wrong}
    for t in range(1, len(lines) + 1):
        outputs = run(trace, mode="hardware", config=config, fields=fields, first_matmuls=t).outputs
        found.replays += 1
        for name in wrong:
            fresh = explained[name] & (departed[name] < 0) & (bits(outputs[name]) != own[name])
            departed[name][fresh] = t - 1
        if all(not np.any(explained[n] & (departed[n] < 0)) for n in wrong):
            break
    counts = {}
    for name in wrong:
        for index in departed[name][departed[name] >= 0].tolist():
            counts[index] = counts.get(index, 0) + 1
    found.departures = sorted(((lines[i], i, n) for i, n in counts.items()), key=lambda t: (-t[2], t[1]))


def _manifest_notes(results_dir, trace):
    path = os.path.join(results_dir, "manifest.json")
    if not os.path.isfile(path):
        return []
    try:
        with open(path) as f:
            manifest = json.load(f)
    except (OSError, ValueError) as error:
        raise ArgumentError(f"'{path}' is not readable JSON ({error}); expected the manifest of an exported package")
    wanted = manifest.get("trace_sha256") if isinstance(manifest, dict) else None
    if wanted is None:
        return [f"'{path}' names no trace_sha256: the results' trace is not checked"]
    with open(trace, "rb") as f:
        actual = hashlib.sha256(f.read()).hexdigest()
    if actual != wanted:
        return [f"the results come from another trace: '{path}' says sha256 {wanted}, {trace} is {actual}"]
    return []


def _load_like(path, model: np.ndarray) -> np.ndarray:
    try:
        device = np.load(path, allow_pickle=False)
    except (OSError, ValueError) as error:
        raise ArgumentError(f"results file '{path}' is not a readable .npy array ({error})") from None
    if device.shape != model.shape:
        raise ArgumentError(f"results file '{path}' has shape {device.shape}; expected {model.shape} (the buffer's)")
    if device.dtype == model.dtype:
        return device
    # raw records (numpy saves ml_dtypes arrays so) or unsigned codes of the element width are
    # the same bits
    same_width = device.dtype.itemsize == model.dtype.itemsize
    if same_width and (device.dtype.kind == "u" or (device.dtype.type is np.void and device.dtype.names is None)):
        return np.ascontiguousarray(device).view(model.dtype)
    raise ArgumentError(f"results file '{path}' holds {device.dtype}; expected {model.dtype} (the buffer's) or its "
                        f"bits as uint{8 * model.dtype.itemsize}")


def _compare(name, model, device, writers: Writers | None, path) -> OutputDiff:
    if model.dtype.kind in "fV":  # numpy floats and ml_dtypes' (void-kind) floats
        report = diff(model, device)
    else:
        report = _exact_report(model, device)
    report.expected_name, report.actual_name = f"model {name}", path
    out = OutputDiff(name, report)
    if report.identical or writers is None:
        return out
    width = f"u{model.dtype.itemsize}"
    differs = np.ascontiguousarray(model).view(width) != np.ascontiguousarray(device).view(width)
    flat = np.flatnonzero(differs)
    tags = writers.tags.reshape(-1)
    mismatch_tags = tags[flat]
    unique, counts = np.unique(mismatch_tags, return_counts=True)
    for tag, count in sorted(zip(unique.tolist(), counts.tolist()), key=lambda tc: (-tc[1], tc[0])):
        mine = np.unravel_index(flat[mismatch_tags == tag], model.shape)
        extent = [(int(axis.min()), int(axis.max())) for axis in mine]
        out.writers.append(WriterShare(writers.where(tag), int(count), int(np.count_nonzero(tags == tag)), extent))
    for m in report.first_mismatches:
        out.first_writers.append((m.index, writers.where(int(writers.tags[m.index]))))
    return out


def _exact_report(model, device) -> DiffReport:
    """Integer (or packed) outputs: which elements differ, without a value grid."""
    width = f"u{model.dtype.itemsize}"
    a, b = np.ascontiguousarray(model).view(width), np.ascontiguousarray(device).view(width)
    flat = np.flatnonzero(a != b)
    report = DiffReport(shape=model.shape, format=str(model.dtype), total=int(model.size), mismatches=int(flat.size))
    digits = 2 * model.dtype.itemsize
    for k in flat[:10]:
        index = tuple(int(i) for i in np.unravel_index(k, model.shape))
        x, y = int(a.reshape(-1)[k]), int(b.reshape(-1)[k])
        report.first_mismatches.append(Mismatch(index, f"0x{x:0{digits}x}", f"0x{y:0{digits}x}",
                                                float(model.reshape(-1)[k]), float(device.reshape(-1)[k]), None))
    if flat.size:
        report.notes.append(f"{model.dtype} has no value grid here: mismatches are counted, not measured in ULP")
    return report


def main(argv) -> int:
    parser = argparse.ArgumentParser(
        prog="mxsim diff", description="Compare a device's results for a trace (one <buffer>.npy per output in "
        "RESULTS_DIR) with the model's replay of the trace, and name the instruction that last wrote each "
        "mismatching element. Exit 0 identical, 1 mismatches, 2 bad input. (mxsim diff EXPECTED.npy ACTUAL.npy "
        "compares two arrays.)")
    parser.add_argument("results_dir", metavar="RESULTS_DIR", help="the device runner's output directory")
    parser.add_argument("trace", metavar="TRACE", help="the .mxt trace the results came from")
    parser.add_argument("--mode", choices=["strict", "hardware"], default="hardware",
                        help="the model's replay: hardware (default) goes on past rule errors and lists them")
    parser.add_argument("--config", help="machine configuration (default: the trace's config line)")
    parser.add_argument("--explain", action="store_true", help="search the target preset's accumulation fields "
                        "(one, then two at a time), replaying the trace with each change, for the smallest change "
                        "that gives the device's values")
    parser.add_argument("--max-fields", type=int, choices=[1, 2], default=2, help="with --explain: fields changed "
                        "together at most")
    try:
        args = parser.parse_args(argv)
    except SystemExit as stop:
        return stop.code if isinstance(stop.code, int) else 2
    try:
        found = diff_results(args.results_dir, args.trace, mode=args.mode, config=args.config, explain=args.explain,
                             max_fields=args.max_fields)
    except (ValueError, OSError) as error:
        print(f"mxsim diff: {error}", file=sys.stderr)
        return 2
    except MemoryError:
        print(f"mxsim diff: {args.trace}: out of memory replaying it; expected a trace and payloads that fit in this "
              f"machine's memory", file=sys.stderr)
        return 2
    print(found.to_text())
    return 0 if found.identical else 1
