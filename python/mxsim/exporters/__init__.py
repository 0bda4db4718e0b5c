"""Export a recorded trace as a device package: `mxsim.export(trace, to, out_dir)` and
`mxsim export TRACE --to nki -o DIR`.

A package holds the kernel in the vendor's own source, a runner that feeds it the trace's inputs
and writes every output back as .npy, the inputs and the model's expected outputs, a copy of the
trace, and manifest.json (target, config, preset, trace sha256, mxsim version, each input and
output with its dtype, shape and file). docs/devices.md walks one from export to `mxsim diff`.

Built: Trainium3 -> NKI (`--to nki`). Not yet built (issue 17): Ascend 950 -> pypto_pro and CDNA4
-> HIP with a gfx950 code object; asking for them says so.
"""
from __future__ import annotations

import argparse
import os
import re
import sys
from dataclasses import dataclass

from ..arguments import checked_arguments
from ..errors import ArgumentError, Error
from .nki import OFF_CHIP, export_nki
from .package import off_chip_data, write_package
from .trace_lines import read_trace

# each exporter, and the target whose traces it takes
EXPORTERS = {"nki": "trn3"}
NOT_BUILT = {"pypto": "ascend950", "hip": "cdna4"}
_RUNNER = os.path.join(os.path.dirname(__file__), "nki_runner.py")


@dataclass
class ExportedPackage:
    directory: str
    kernel_file: str      # the kernel source, relative to the directory
    runner_file: str      # the runner, relative to the directory
    manifest: dict

    def check(self) -> list:
        """Run the exported kernel on mxsim's own front end (MXSIM_EXPORT_FRONTEND=mxsim) and compare
        what it records with the trace: [] when the recorded trace's canonical text is the trace's
        and every output equals the expected one bit for bit, else what differs."""
        return _check(self)


def _entry_name(trace_path):
    stem = re.sub(r"\W", "_", os.path.splitext(os.path.basename(os.fspath(trace_path)))[0])
    return stem if stem.isidentifier() and not stem[0].isdigit() else f"kernel_{stem}"


@checked_arguments
def export(trace, to, out_dir) -> ExportedPackage:
    """Write the device package of the trace at `trace` for `to` ("nki") into `out_dir`."""
    if to in NOT_BUILT:
        raise ArgumentError(f"export to {to} ({NOT_BUILT[to]} traces) is not built yet (issue 17); "
                            f"expected one of: {', '.join(EXPORTERS)}")
    if to not in EXPORTERS:
        raise ArgumentError(f"export to {to!r}; expected one of: {', '.join(EXPORTERS)}")
    trace_path = os.fspath(trace)
    text = read_trace(trace_path)
    if text.target != EXPORTERS[to]:
        wanted = {v: k for k, v in {**EXPORTERS, **NOT_BUILT}.items()}.get(text.target)
        raise ArgumentError(f"{trace_path}: target {text.target}; --to {to} takes {EXPORTERS[to]} traces"
                            + (f" ({text.target} exports to {wanted})" if wanted else ""))
    original = _original_lines(trace_path)

    def where(line):
        if line is None:
            return trace_path
        number = original[line.number - 1] if line.number - 1 < len(original) else line.number
        return f"{trace_path}:{number}:1"

    entry = _entry_name(trace_path)
    header = (f'"""{entry}: exported by mxsim from {os.path.basename(trace_path)} (target {text.target}, config '
              f"{text.config}).\nOne nki.isa call per trace instruction, with the trace's operands; each on-chip "
              "tensor at the\ntrace's address (address=(partition, free offset in elements)); the HBM tensors in "
              "the trace's\norder. run_on_device.py runs it (manifest.json lists its inputs and outputs).\n\"\"\"")
    source, parameters, outputs = export_nki(text, entry, where, header)
    data, archives = off_chip_data(trace_path, text, OFF_CHIP)
    by_name = {row[0]: row for row in data}
    inputs = [(line.name, *by_name[line.name][1:4]) for line in parameters]
    outs = [(line.name, *by_name[line.name][1:3], by_name[line.name][4], how) for line, how in outputs]
    with open(_RUNNER) as f:
        runner = f.read()
    manifest = write_package(trace_path, text, to, out_dir,
                             {"kernel.py": source, "run_on_device.py": runner},
                             {"kernel_file": "kernel.py", "entry": entry, "runner": "run_on_device.py",
                              "platform_target": "trn2" if text.config == "trn2" else "trn3",
                              "archives": archives},
                             inputs, outs)
    return ExportedPackage(os.fspath(out_dir), "kernel.py", "run_on_device.py", manifest)


def _check(package: ExportedPackage) -> list:
    import importlib.util

    import numpy as np

    from .. import _core
    from ..buffer_dtypes import buffer_dtype
    m, directory = package.manifest, package.directory
    saved = os.environ.get("MXSIM_EXPORT_FRONTEND")
    os.environ["MXSIM_EXPORT_FRONTEND"] = "mxsim"
    try:
        spec = importlib.util.spec_from_file_location(f"mxsim_exported_{m['entry']}",
                                                      os.path.join(directory, package.kernel_file))
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
    finally:
        if saved is None:
            os.environ.pop("MXSIM_EXPORT_FRONTEND")
        else:
            os.environ["MXSIM_EXPORT_FRONTEND"] = saved
    kernel = getattr(module, m["entry"])
    arrays = [np.load(os.path.join(directory, i["file"]), allow_pickle=False).view(buffer_dtype(i["dtype"]))
              for i in m["inputs"]]
    try:
        kernel(*arrays)
    except Error as error:  # a rule error or a malformed call: the package is not the trace
        return [f"the exported kernel does not run on mxsim: {error}"]
    problems = []
    trace_path = os.path.join(directory, m["trace"])
    with open(trace_path) as f:
        want = _core.canonical_mxt(f.read(), trace_path).splitlines()
    got = _core.canonical_mxt(kernel.recording.text(os.path.basename(os.path.splitext(trace_path)[0]) + ".npz"),
                              "recorded").splitlines()
    if got != want:
        at = next((i for i, (a, b) in enumerate(zip(want, got)) if a != b), min(len(want), len(got)))
        problems.append(f"the recorded trace departs from the trace at canonical line {at + 1}: "
                        f"{(got[at] if at < len(got) else '(end)')!r}; expected {(want[at] if at < len(want) else '(end)')!r}")
    for output in m["outputs"]:
        expected = np.load(os.path.join(directory, output["expected_file"]), allow_pickle=False)
        result = np.ascontiguousarray(kernel.recording.outputs.get(output["name"]))
        if result.shape != expected.shape or not np.array_equal(result.view(expected.dtype), expected):
            problems.append(f"output {output['name']} differs from the model's expected value")
    return problems


def _original_lines(path):
    """The file line of each canonical line after the header: the canonical text keeps one line
    per statement and drops blank and comment lines."""
    numbers = []
    with open(path, "rb") as f:
        for number, raw in enumerate(f.read().split(b"\n"), 1):
            stripped = raw.strip()
            if stripped and not stripped.startswith(b"#"):
                numbers.append(number)
    return numbers


def _count(n, noun):
    return f"{n} {noun}{'s' * (n != 1)}"


def main(argv) -> int:
    parser = argparse.ArgumentParser(
        prog="mxsim export",
        description="Write a trace's device package: the kernel in the vendor's source, a runner that writes its "
                    "outputs back as .npy, the inputs, the model's expected outputs, the trace and manifest.json "
                    "(docs/devices.md). Exit status: 0 written (and checked), 1 --check found a difference, 2 bad "
                    "input or a trace the vendor source cannot express.")
    parser.add_argument("trace", help="the recorded .mxt trace")
    parser.add_argument("--to", required=True, choices=sorted({**EXPORTERS, **NOT_BUILT}),
                        help="nki (Trainium3 traces); pypto and hip are not built yet")
    parser.add_argument("-o", "--out", required=True, help="the package directory (created)")
    parser.add_argument("--check", action="store_true",
                        help="also run the exported kernel on mxsim's own front end and check that it records the "
                             "trace and computes its expected outputs (exit 1 if not)")
    try:
        args = parser.parse_args(argv)
    except SystemExit as exit_request:
        return int(exit_request.code or 0)
    try:
        package = export(args.trace, args.to, args.out)
    except (Error, OSError) as error:
        print(f"mxsim export: {error}", file=sys.stderr)
        return 2
    m = package.manifest
    print(f"{package.directory}: {m['target']} trace {m['trace']} exported to {args.to} "
          f"({_count(len(m['inputs']), 'input')}, {_count(len(m['outputs']), 'output')})")
    print(f"  kernel {package.kernel_file} ({m['entry']}), runner {package.runner_file}, manifest.json")
    print(f"  on the device: python3 {package.runner_file} --out results; then: mxsim diff results {m['trace']}")
    if args.check:
        problems = package.check()
        for problem in problems:
            print(f"  check: {problem}")
        if problems:
            return 1
        print(f"  check: through mxsim.nki the kernel records the trace line for line and its "
              f"{_count(len(m['outputs']), 'output')} bit for bit")
    return 0
