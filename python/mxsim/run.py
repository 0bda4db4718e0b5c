"""Replay a recorded `.mxt` trace on its target's functional model: `mxsim.run(path)` and the
`mxsim run` command. Payloads (`payload=`) load from beside the trace; buffers with `expect=` are
compared bit for bit with the model's final contents."""
from __future__ import annotations

import builtins
import os
import re
from dataclasses import dataclass, field

import numpy as np

from . import _core
from .arguments import checked_arguments
from .buffer_dtypes import buffer_dtype
from .errors import ArgumentError, DiagnosticError, TraceError
from .timing import TimingSummary, settings_of, timeline_array

_TARGET = re.compile(r"^\s*target\s+(\S+)", re.MULTILINE)
_TARGET_ASCII = re.compile(_TARGET.pattern.encode(), re.MULTILINE)  # the same, in an ASCII trace's bytes


@dataclass
class RunResult:
    path: str
    target: str
    config: str
    mode: str
    instructions: int
    queue_counts: dict
    diagnostics: list            # dicts: code, severity, message, expected, actual, file, line, text, ...
    mismatches: list             # buffers whose final contents differ from expect=
    outputs: dict = field(default_factory=dict)   # HBM buffer name -> numpy array (raw dtype view)
    expected: set = field(default_factory=set)    # names of buffers with expect=
    timing: TimingSummary | None = None           # run(..., timing=True): the summary
    # run(..., writers=True): per output, the writer of each element (mxsim.run.Writers)
    writers: dict = field(default_factory=dict)
    mx_matmul_lines: list = field(default_factory=list)  # the trace line of each MX matmul executed, in order
    _timeline_columns: dict | None = field(default=None, repr=False)
    _timeline: np.ndarray | None = field(default=None, repr=False)

    @property
    def timeline(self) -> np.ndarray | None:
        """run(..., timing=True): one row per instruction (mxsim.timing.timeline_array), built from
        the run's columns when first read: a study that reads only the summaries of many runs does
        not build a million-row table for each."""
        if self._timeline is None and self._timeline_columns is not None:
            self._timeline = timeline_array(self._timeline_columns)
            self._timeline_columns = None
        return self._timeline

    @property
    def errors(self):
        return [d for d in self.diagnostics if d["severity"] == "error"]

    @property
    def ok(self):
        return not self.errors and not self.mismatches

    def summary(self):
        lines = [f"{self.path}: target {self.target}, config {self.config}, mode {self.mode}",
                 f"instructions: {self.instructions} (" +
                 ", ".join(f"{q} {n}" for q, n in sorted(self.queue_counts.items())) + ")"]
        errors = len(self.errors)
        warnings = len(self.diagnostics) - errors
        lines.append(f"diagnostics: {errors} errors, {warnings} warnings")
        lines += ["  " + d["text"] for d in self.diagnostics]
        for name in sorted(self.expected):
            bad = next((m for m in self.mismatches if m["buffer"] == name), None)
            size = self.outputs[name].size if name in self.outputs else 0
            if name in self.outputs and self.outputs[name].ndim == 2:
                out = self.outputs[name]
                values = out[0, :4].astype(np.float64) if out.dtype.kind == "f" or out.dtype.name == "bfloat16" else out[0, :4]
                lines.append(f"output {name} {list(out.shape)} {out.dtype.name}: row 0 starts "
                             + " ".join(f"{v:.6g}" for v in values))
            if bad is None:
                lines.append(f"expected output {name}: {size} elements identical")
            else:
                lines.append(f"expected output {name}: {bad['mismatched']} of {size} elements differ; first at flat "
                             f"index {bad['first_index']}: expected {bad['expected']}, actual {bad['actual']}")
        return "\n".join(lines)


@dataclass
class Writers:
    """Which instruction last wrote each element of an off-chip buffer (run(..., writers=True)).
    `tags` has the buffer's shape (an FP4 buffer: one tag per packed byte); 0 is no instruction
    (the buffer's payload, or never written); `rows[tag]` is (line, column, queue, mnemonic)."""
    tags: np.ndarray
    rows: dict

    def where(self, tag) -> str:
        """'line 57:1 (fix) copy_matrix_cc_to_gm', or what a tag of 0 means."""
        if tag == 0:
            return "no instruction (the buffer's payload, or never written)"
        line, column, queue, mnemonic = self.rows[tag]
        return f"line {line}:{column} ({queue}) {mnemonic}"


def _numpy_dtype(name):
    # bool_ comes back as its bytes: the model may store any byte there, which numpy's bool hides;
    # a dtype numpy has no view for comes back as bytes too
    if name == "bool_":
        return np.dtype(np.uint8)
    dtype = buffer_dtype(name)
    return dtype if dtype is not None else np.dtype(np.uint8)


def _decode(data, path):
    """The trace's text; an invalid UTF-8 byte is an error at its line and column (a trace is ASCII
    outside its comments and strings, which may hold UTF-8). A leading byte-order mark, which some
    editors write, is skipped, so line 1's columns stay right."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        column = error.start - (data.rfind(b"\n", 0, error.start) + 1) + 1
        raise TraceError(f"{path}:{line}:{column}: byte {data[error.start]:#04x} is not UTF-8; "
                         f"expected UTF-8 text") from None


# each target's own accumulation preset for its MX matmul instructions (the models' default)
TARGET_PRESETS = {"trn3": "trn3_nc_matmul_mx", "ascend950": "ascend950_mmad_mx", "cdna4": "cdna4_mfma_scale"}

_TIMED = {"trn3": "trn3_run_trace_timed", "ascend950": "ascend950_run_trace_timed", "cdna4": "cdna4_run_trace_timed"}


def read_trace_text(path):
    """The trace file's text as the models take it: the bytes as read when they are all ASCII (a
    recorded trace is: decoding it to a str would write a copy of every byte, about a tenth of a
    time-only replay of the recorded 2048^3 GEMM), else the str _decode gives (UTF-8 comments and
    strings, a byte-order mark, the error at an invalid byte)."""
    data = _core.read_input_file(path)
    return data if data.isascii() else _decode(data, path)


def target_of(text, path: str, models: dict, kind: str) -> str:
    """The trace's target, when `models` has it; else a TraceError at the target line (or the
    reader's own error for malformed header lines). `text` is a str, or an ASCII trace's bytes."""
    if isinstance(text, bytes):
        found = _TARGET_ASCII.search(text)
        if found and found.group(1).decode() in models:
            return found.group(1).decode()
        text = text.decode("ascii")  # (the errors below name positions in the text)
    found = _TARGET.search(text)
    target = found.group(1) if found else None
    if target not in models:
        # the reader names what is wrong with the header lines, at its position ...
        target = _core.parse_mxt(text, path)[0]
    if target not in models:
        # ... and a well-formed trace for a target without a model is named at its target line
        at = found.start(1) if found else 0
        line = text.count("\n", 0, at) + 1
        column = at - (text.rfind("\n", 0, at) + 1) + 1
        raise TraceError(f"{path}:{line}:{column}: target {target!r} has no {kind} model yet; expected one of: "
                         + ", ".join(sorted(models)))
    return target


@checked_arguments
def run(path, mode="strict", config=None, timing=False, set=None, values=True, writers=False, preset=None,
        fields=None, first_matmuls=None, convention=None, text=None):
    """Run the trace at `path`; returns a RunResult. In strict mode the first rule error raises
    mxsim.DiagnosticError; malformed traces raise ValueError naming file:line:column.

    timing=True replays it on the target's timing model too (the result's .timing and .timeline);
    set={name: value} overrides its named cost constants, and {policy: "choice"} picks a documented
    assumption (`mxsim info trn3-timing` lists both); values=False
    skips the values (no numerics or memories: time only, for sweeps).

    writers=True (a functional run) records which instruction last wrote each element of the
    off-chip outputs: the result's .writers maps each to a Writers (`mxsim diff RESULTS TRACE`
    names the instruction behind each mismatching element with it).

    preset="nvidia_blackwell_mxf8f6f4" (a functional run) computes the MX matmul instructions under
    that accumulation preset instead of the target's own (mxsim.presets lists them): what the same
    kernel gives with another device's accumulation (`mxsim portability --trace`). fields={...}
    overrides some fields of that preset (of the target's own without preset=), as mxsim.dot's
    fields do: what if this kernel's matmuls kept 20 fraction bits (`mxsim diff --explain`).
    first_matmuls=N applies them to the first N MX matmuls executed only (the result's
    .mx_matmul_lines lists the trace line of each MX matmul in execution order).

    convention="contiguous" (a functional run of a CDNA4 trace) reads the scaled MFMAs' operands by
    another lane convention than the ISA's (mxsim.amdgpu.lanes.CONVENTIONS; docs/targets/cdna4.md):
    what a device that lays K out as IREE or Triton do computes. text="..." replays that trace text
    in place of the file's (its payloads still resolve beside `path`): `mxsim diff --explain` tries
    edited traces so."""
    path = os.fspath(path)
    if mode not in ("strict", "hardware"):
        raise ArgumentError(f"mode '{mode}'; expected 'strict' or 'hardware'")
    if (set or not values) and not timing:
        raise ArgumentError("run: set= and values=False apply to a timed run; expected timing=True with them")
    if writers and timing:
        raise ArgumentError("run: writers=True records a functional run; expected timing=False with it")
    from .accumulate import presets
    if fields is not None and not isinstance(fields, dict):
        raise ArgumentError(f"run: fields={fields!r}; expected a dict of preset fields")
    if (preset is not None or fields) and timing:
        raise ArgumentError("run: preset= and fields= change values, which a timed run does not compute; expected "
                            "timing=False with them")
    if first_matmuls is not None and ((preset is None and not fields) or not isinstance(first_matmuls, int) or
                                      isinstance(first_matmuls, bool) or first_matmuls < 0):
        raise ArgumentError(f"run: first_matmuls={first_matmuls!r}; expected a count >= 0 with preset= or fields=")
    if preset is not None:
        if not isinstance(preset, str) or preset not in presets:
            raise ArgumentError(f"run: preset={preset!r}; expected one of: {', '.join(presets)}")
    settings = settings_of(set or {}, "run: set=")
    if convention is not None and (timing or convention not in {c["name"] for c in _core.cdna4_lane_conventions()}):
        raise ArgumentError(f"run: convention={convention!r}; expected one of "
                            + ", ".join(c["name"] for c in _core.cdna4_lane_conventions()) + " with a functional run")
    if text is not None and not isinstance(text, str):
        raise ArgumentError(f"run: text= is {type(text).__name__}; expected the trace's text as a str")
    text = read_trace_text(path) if text is None else text.removeprefix("\ufeff")
    runners = {"trn3": _core.trn3_run_trace, "ascend950": _core.ascend950_run_trace, "cdna4": _core.cdna4_run_trace}
    target = target_of(text, path, runners, "functional")
    if convention is not None and target != "cdna4":
        raise ArgumentError(f"run: convention={convention!r} names a CDNA4 lane convention; the trace is for {target}")
    if fields and preset is None:
        preset = TARGET_PRESETS[target]  # fields override the target's own preset
    directory = os.path.dirname(os.path.abspath(path))
    if timing:
        target_of(text, path, _TIMED, "timing")
        raw = getattr(_core, _TIMED[target])(text, path, directory, mode, config or "", settings, bool(values))
    else:
        try:
            policies = {} if convention is None else {"convention": convention}
            raw = runners[target](text, path, directory, mode, config or "", writers=bool(writers),
                                  preset=preset or "", fields=dict(fields or {}),
                                  first_matmuls=-1 if first_matmuls is None else first_matmuls, **policies)
        except DiagnosticError:
            raise
        except RuntimeError as error:
            if preset is None:
                raise
            # the accumulation engine refuses some combinations of fields (a term wider than its sum)
            raise ArgumentError(f"run: preset {preset} with fields={dict(fields or {})!r}: not a model the engine "
                                f"computes ({error})") from None
    outputs, expected = {}, builtins.set()  # `set` is the timing overrides argument here
    for name, (dtype, shape, data, expect) in raw["buffers"].items():
        shape = list(shape)
        if dtype.startswith("float4_"):  # two elements per byte along the last axis
            shape[-1] //= 2
        outputs[name] = np.frombuffer(data, dtype=_numpy_dtype(dtype)).reshape(shape)
        if expect:
            expected.add(name)
    result = RunResult(path, target, raw["config"], mode, raw["instructions"], dict(raw["queue_counts"]),
                       list(raw["diagnostics"]), list(raw["mismatches"]), outputs, expected)
    result.mx_matmul_lines = list(raw.get("mx_matmul_lines", []))
    for name, tags in raw.get("writers", {}).items():
        out = outputs[name]  # an FP4 buffer: its packed bytes
        per_byte = np.frombuffer(tags, dtype=np.int32)
        # tags grow in execution order: an element's writer is the latest writer of any of its bytes
        latest = per_byte.reshape(-1, out.dtype.itemsize).max(axis=1)
        result.writers[name] = Writers(latest.reshape(out.shape), dict(raw["writer_rows"]))
    if timing:
        result.timing = TimingSummary.from_raw(raw["timing"])
        result._timeline_columns = raw["timeline"]
    return result


def main(argv):
    import argparse
    parser = argparse.ArgumentParser(prog="mxsim run", description="replay a recorded .mxt trace on its target's model "
                                     "(exit 0 clean and matching, 1 diagnostics or mismatches, 2 bad input)")
    parser.add_argument("trace", help="the .mxt file (payloads beside it)")
    parser.add_argument("--mode", choices=["strict", "hardware"], default="strict",
                        help="strict: stop at the first rule error; hardware: report all and compute what silicon would")
    parser.add_argument("--config", help="machine configuration (default: the trace's config line)")
    parser.add_argument("--timing", action="store_true", help="replay on the target's timing model too and report the "
                        "time, busy engines, the bound and idle-gap causes")
    parser.add_argument("--timing-only", action="store_true", help="time only: no values, memories or expect= checks")
    parser.add_argument("--timeline", metavar="OUT.json", help="with --timing: write the timeline as Chrome "
                        "trace-event JSON (loads in the Perfetto UI: one track per queue, dependency arrows)")
    parser.add_argument("--profile-json", metavar="OUT.json", help="with --timing: write the timeline as "
                        "neuron-profile-shaped JSON instruction records")
    parser.add_argument("--preset", help="compute the MX matmul instructions under this accumulation preset instead "
                        "of the target's own (mxsim info presets lists them; not with --timing)")
    parser.add_argument("--set", action="append", default=[], metavar="NAME=VALUE",
                        help="override a timing constant or choose a policy (mxsim info <target>-timing lists "
                        "them); repeatable")
    try:
        args = parser.parse_args(argv)
    except SystemExit as exit_request:
        return int(exit_request.code or 0)
    import sys
    try:
        timed = args.timing or args.timing_only or bool(args.set) or bool(args.timeline) or bool(args.profile_json)
        settings = {}
        for item in args.set:
            # the text goes to the cost table as it is: one parser (C++) for numbers and choices
            name, equals, value = item.partition("=")
            if not equals or not name:
                raise ArgumentError(f"--set {item!r}; expected NAME=VALUE")
            settings[name] = value
        result = run(args.trace, args.mode, args.config, timing=timed, set=settings, values=not args.timing_only,
                     preset=args.preset)
    except DiagnosticError as error:
        print(f"{args.trace}: stopped at the first error (strict mode):\n  {error}", file=sys.stderr)
        return 1
    except (ValueError, OSError) as error:
        print(f"mxsim run: {error}", file=sys.stderr)
        return 2
    except MemoryError:
        # bad input too (a trace or payload larger than this machine can hold), not a finding
        print(f"mxsim run: {args.trace}: out of memory replaying it; expected a trace and payloads that fit in "
              f"this machine's memory", file=sys.stderr)
        return 2
    print(result.summary())
    if result.timing is not None:
        print(result.timing.text())
        _write_exports(args, result)
    return 0 if result.ok else 1


def _write_exports(args, result):
    import json

    from .timing import chrome_trace, neuron_profile
    if args.timeline:
        with open(args.timeline, "w") as f:
            json.dump(chrome_trace(result.timeline, result.timing.queues, os.path.basename(result.path),
                                   traffic=result.timing.traffic), f)
        print(f"timeline: {args.timeline} (Chrome trace-event JSON; open it in the Perfetto UI)")
    if args.profile_json:
        operands = {}
        with open(result.path, encoding="utf-8", errors="replace") as f:
            for number, line in enumerate(f, 1):
                words = line.split("#", 1)[0].split()
                if words and words[0].startswith("@"):
                    words = words[1:]
                operands[number] = " ".join(words[1:])
        with open(args.profile_json, "w") as f:
            json.dump(neuron_profile(result.timeline, result.timing.total_ns, operands), f)
        print(f"profile: {args.profile_json} (neuron-profile JSON instruction records)")
