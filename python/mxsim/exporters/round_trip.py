"""What the export checks share: comparing a trace recorded by a front end with the package's trace
(line by line and operand by operand, numbers by value, the payload / expect file names aside),
comparing outputs bit for bit, and importing an exported kernel with mxsim's front end in place of
the vendor's (MXSIM_EXPORT_FRONTEND=mxsim)."""
from __future__ import annotations

import importlib.util
import os

import numpy as np

from .trace_lines import Items, Number, Reference, parse_trace, read_trace

_FILES = ("payload", "expect")  # where a buffer's data lives: the recorder names its own archive


def _same(a, b) -> bool:
    if isinstance(a, Number) and isinstance(b, Number):
        return _number(a) == _number(b)
    if isinstance(a, Items) and isinstance(b, Items):
        return len(a.values) == len(b.values) and all(_same(x, y) for x, y in zip(a.values, b.values))
    if isinstance(a, Reference) and isinstance(b, Reference):
        return (a.name, a.index) == (b.name, b.index) and len(a.calls) == len(b.calls) and all(
            m == n and same_operands(x, y) for (m, x), (n, y) in zip(a.calls, b.calls))
    return a == b


def _number(v):
    try:
        return int(v.text, 0)
    except ValueError:
        return float(v.text)


def same_operands(a, b) -> bool:
    a = [(k, v) for k, v in a if k not in _FILES]
    b = [(k, v) for k, v in b if k not in _FILES]
    return len(a) == len(b) and all(k == m and _same(x, y) for (k, x), (m, y) in zip(a, b))


def line_kind(line):
    """What two lines must share before their operands compare: the word (and a buffer's name and space)."""
    return line.word + (f" {line.name} {line.space}" if line.word == "buffer" else "")


def same_bits(result, expected) -> bool:
    """Bit for bit, so a NaN equals its own encoding (float comparison would call it different)."""
    width = f"uint{8 * expected.dtype.itemsize}"
    return result.nbytes == expected.nbytes and np.array_equal(np.ascontiguousarray(result).view(width).reshape(-1),
                                                               np.ascontiguousarray(expected).view(width).reshape(-1))


def departures(directory, manifest, recording) -> list:
    """The first line at which what a front end recorded departs from the package's trace (numbers
    by value, the payload / expect file names aside), and a header that differs: [] when none."""
    problems = []
    want = read_trace(os.path.join(directory, manifest["trace"]))
    got = parse_trace(recording.text("recorded.npz"), "recorded.mxt")
    header = (want.target, want.config or manifest["config"]) == (got.target, got.config)
    if not header:
        problems.append(f"the recorded trace is for {got.target} {got.config}; expected {want.target} "
                        f"{want.config or manifest['config']}")
    for index in range(max(len(want.lines), len(got.lines))):
        a = want.lines[index] if index < len(want.lines) else None
        b = got.lines[index] if index < len(got.lines) else None
        same = a is not None and b is not None and line_kind(a) == line_kind(b) and a.queue == b.queue
        if not same or not same_operands(a.operands, b.operands):
            problems.append(f"the recorded trace departs from the trace at {want.where(a) if a else 'its end'}: "
                            f"{(b.text if b else '(end)')!r}; expected {(a.text if a else '(end)')!r}")
            break
    return problems


def import_exported(directory, kernel_file, entry):
    """The exported kernel object `entry` of `kernel_file`, imported with mxsim's front end
    (MXSIM_EXPORT_FRONTEND=mxsim for the import only)."""
    saved = os.environ.get("MXSIM_EXPORT_FRONTEND")
    os.environ["MXSIM_EXPORT_FRONTEND"] = "mxsim"
    try:
        spec = importlib.util.spec_from_file_location(f"mxsim_exported_{entry}", os.path.join(directory, kernel_file))
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return getattr(module, entry)
    finally:
        if saved is None:
            os.environ.pop("MXSIM_EXPORT_FRONTEND", None)
        else:
            os.environ["MXSIM_EXPORT_FRONTEND"] = saved
