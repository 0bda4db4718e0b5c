"""`mxsim export --check` for an NKI package: run kernel.py on mxsim's own NKI front end with the
package's inputs and compare what it records with the trace, line by line and operand by operand
(numbers by value, the payload / expect file names aside), and its outputs with the expected ones."""
from __future__ import annotations

import importlib.util
import os

import numpy as np

from ..buffer_dtypes import buffer_dtype
from .trace_lines import Items, Number, Reference, parse_trace, read_trace

_FILES = ("payload", "expect")  # where a buffer's data lives: the recorder names its own archive


def _same(a, b) -> bool:
    if isinstance(a, Number) and isinstance(b, Number):
        return _number(a) == _number(b)
    if isinstance(a, Items) and isinstance(b, Items):
        return len(a.values) == len(b.values) and all(_same(x, y) for x, y in zip(a.values, b.values))
    if isinstance(a, Reference) and isinstance(b, Reference):
        return (a.name, a.index) == (b.name, b.index) and len(a.calls) == len(b.calls) and all(
            m == n and _same_operands(x, y) for (m, x), (n, y) in zip(a.calls, b.calls))
    return a == b


def _number(v):
    try:
        return int(v.text, 0)
    except ValueError:
        return float(v.text)


def _same_operands(a, b) -> bool:
    a = [(k, v) for k, v in a if k not in _FILES]
    b = [(k, v) for k, v in b if k not in _FILES]
    return len(a) == len(b) and all(k == m and _same(x, y) for (k, x), (m, y) in zip(a, b))


def _text(line):
    return line.word + (f" {line.name} {line.space}" if line.word == "buffer" else "")


def check_nki(directory, kernel_file, manifest) -> list:
    """[] when the package is its trace; else what differs (the first departing line, each output
    that differs, or why the kernel does not run)."""
    from .. import nki
    from ..errors import Error
    saved = os.environ.get("MXSIM_EXPORT_FRONTEND")
    os.environ["MXSIM_EXPORT_FRONTEND"] = "mxsim"
    try:
        spec = importlib.util.spec_from_file_location(f"mxsim_exported_{manifest['entry']}",
                                                      os.path.join(directory, kernel_file))
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        kernel = nki.simulate(getattr(module, manifest["entry"]), config=manifest["config"])
    except Exception as error:  # noqa: BLE001  (a hand-edited kernel.py may fail in any way: say how)
        return [f"kernel.py does not load: {type(error).__name__}: {error}"]
    finally:
        if saved is None:
            os.environ.pop("MXSIM_EXPORT_FRONTEND", None)
        else:
            os.environ["MXSIM_EXPORT_FRONTEND"] = saved
    arrays = []
    for entry in manifest["inputs"]:
        bits = np.load(os.path.join(directory, entry["file"]), allow_pickle=False)
        packed = getattr(nki.language, entry["dtype"], None)
        tagged = getattr(packed, "dtype", None)  # an x4 dtype: its word, tagged as x4
        arrays.append(bits.view(tagged if isinstance(tagged, np.dtype) else buffer_dtype(entry["dtype"])).copy())
    try:
        kernel(*arrays)
    except Error as error:  # a rule error or a malformed call: the package is not the trace
        return [f"the exported kernel does not run on mxsim: {error}"]
    problems = departures(directory, manifest, kernel.recording)
    by_input = {entry["name"]: array for entry, array in zip(manifest["inputs"], arrays)}
    for output in manifest["outputs"]:
        expected = np.load(os.path.join(directory, output["expected_file"]), allow_pickle=False)
        result = kernel.recording.outputs.get(output["name"], by_input.get(output["name"]))
        result = np.ascontiguousarray(result) if result is not None else None
        if result is None or result.shape != expected.shape or not _same_bits(result, expected):
            problems.append(f"output {output['name']} differs from the model's expected value")
    return problems


def _same_bits(result, expected) -> bool:
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
        if a is None or b is None or _text(a) != _text(b) or a.queue != b.queue or not _same_operands(a.operands,
                                                                                                       b.operands):
            problems.append(f"the recorded trace departs from the trace at {want.where(a) if a else 'its end'}: "
                            f"{(b.text if b else '(end)')!r}; expected {(a.text if a else '(end)')!r}")
            break
    return problems
