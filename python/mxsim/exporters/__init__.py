"""Export a recorded trace as a device package: `mxsim.export(trace, to, out_dir)` and
`mxsim export TRACE --to nki -o DIR`.

A package holds the kernel in the vendor's own source, a runner that feeds it the trace's inputs
and writes every output back as .npy, the inputs and the model's expected outputs, a copy of the
trace, and manifest.json (target, config, preset, trace sha256, mxsim version, each input and
output with its dtype, shape and file). docs/devices.md walks one from export to `mxsim diff`.

Built: Trainium3 -> NKI (`--to nki`), Ascend 950 -> pypto_pro (`--to pypto`), CDNA4 -> a gfx950
code object and a HIP host program (`--to hip`, needs LLVM 22).
"""
from __future__ import annotations

import argparse
import keyword
import os
import re
import sys
from dataclasses import dataclass

from ..arguments import checked_arguments
from ..errors import ArgumentError, Error
from ..frontend.configs import default_config
from .check_hip import check_hip
from .check_nki import check_nki
from .check_pypto import check_pypto
from .nki import OFF_CHIP, RESERVED, export_nki
from .package import off_chip_data, write_package
from .pypto import RESERVED as PYPTO_RESERVED
from .trace_lines import read_trace

# each exporter, and the target whose traces it takes
EXPORTERS = {"nki": "trn3", "pypto": "ascend950", "hip": "cdna4"}
_HERE = os.path.dirname(__file__)


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
        if self.manifest["exported_to"] == "hip":
            return check_hip(self.directory, self.manifest)
        if self.manifest["exported_to"] == "pypto":
            return check_pypto(self.directory, self.kernel_file, self.manifest)
        return check_nki(self.directory, self.kernel_file, self.manifest)


def _entry_name(trace_path):
    """The kernel's name: the trace's stem where that is a Python name the source does not use."""
    stem = re.sub(r"\W", "_", os.path.splitext(os.path.basename(os.fspath(trace_path)))[0])
    usable = stem.isidentifier() and not keyword.iskeyword(stem) and stem not in RESERVED | PYPTO_RESERVED
    return stem if usable else f"kernel_{stem}"


@checked_arguments
def export(trace, to, out_dir) -> ExportedPackage:
    """Write the device package of the trace at `trace` for `to` ("nki", "pypto" or "hip") into
    `out_dir`."""
    if to not in EXPORTERS:
        raise ArgumentError(f"export to {to!r}; expected one of: {', '.join(EXPORTERS)}")
    trace_path = os.fspath(trace)
    text = read_trace(trace_path)
    if text.target != EXPORTERS[to]:
        wanted = {v: k for k, v in EXPORTERS.items()}.get(text.target)
        raise ArgumentError(f"{trace_path}: target {text.target}; --to {to} takes {EXPORTERS[to]} traces"
                            + (f" ({text.target} exports to {wanted})" if wanted else ""))
    config = text.config or default_config(text.target)
    entry = _entry_name(trace_path)
    if to == "hip":
        return _export_hip(trace_path, text, config, entry, os.fspath(out_dir))
    if to == "pypto":
        return _export_pypto(trace_path, text, config, entry, os.fspath(out_dir))
    header = (f'"""{entry}: exported by mxsim from {os.path.basename(trace_path)} (target {text.target}, config '
              f"{config}).\nOne nki.isa call per trace instruction, with the trace's operands; each on-chip "
              "tensor at the\ntrace's address (address=(partition, free offset in elements)); the HBM tensors in "
              "the trace's\norder. run_on_device.py runs it (manifest.json lists its inputs and outputs).\n\"\"\"")
    source, parameters, outputs = export_nki(text, entry, header)
    data, archives = off_chip_data(trace_path, text, OFF_CHIP)
    by_name = {row[0]: row for row in data}
    inputs = [(line.name, *by_name[line.name][1:4]) for line in parameters]
    outs = [(line.name, *by_name[line.name][1:3], by_name[line.name][4], how) for line, how in outputs]
    with open(os.path.join(_HERE, "nki_runner.py")) as f:
        runner = f.read()
    manifest = write_package(trace_path, text, to, out_dir,
                             {"kernel.py": source, "run_on_device.py": runner},
                             {"kernel_file": "kernel.py", "entry": entry, "runner": "run_on_device.py",
                              "config": config, "platform_target": "trn2" if config == "trn2" else "trn3",
                              "archives": archives},
                             inputs, outs)
    return ExportedPackage(os.fspath(out_dir), "kernel.py", "run_on_device.py", manifest)


def _export_pypto(trace_path, text, config, entry, out_dir) -> ExportedPackage:
    from .pypto import export_pypto
    header = (f'"""{entry}: exported by mxsim from {os.path.basename(trace_path)} (target ascend950, config '
              f"{config}).\nThe trace's CCE instructions as the pypto_pro calls that lower to them: each on-chip "
              "buffer one tile at\nthe trace's address, its mutex IDs those the trace locks; the GM buffers the "
              "kernel's arguments\nin the trace's order. run_on_device.py runs it (manifest.json lists its inputs "
              "and outputs).\n\"\"\"")
    source, parameters, outputs, cores = export_pypto(text, entry, header)
    data, archives = off_chip_data(trace_path, text, ("gm",))
    by_name = {row[0]: row for row in data}
    inputs = [(line.name, *by_name[line.name][1:4]) for line in parameters]
    outs = [(line.name, *by_name[line.name][1:3], by_name[line.name][4], how) for line, how in outputs]
    with open(os.path.join(_HERE, "pypto_runner.py")) as f:
        runner = f.read()
    manifest = write_package(trace_path, text, "pypto", out_dir,
                             {"kernel.py": source, "run_on_device.py": runner},
                             {"kernel_file": "kernel.py", "entry": entry, "runner": "run_on_device.py",
                              "config": config, "block_dim": cores, "archives": archives},
                             inputs, outs)
    return ExportedPackage(out_dir, "kernel.py", "run_on_device.py", manifest)


def _export_hip(trace_path, text, config, entry, out_dir) -> ExportedPackage:
    import numpy as np

    from . import hip
    found = hip.tools()
    body, words, notes, arena, align, lds, waves, top = hip.export_hip(text)
    data, archives = off_chip_data(trace_path, text, ("global",))
    registers, register_archives = off_chip_data(trace_path, text, ("vgpr", "agpr"))
    rows, table = hip.initial_register_table(text, {row[0]: row[3] for row in registers}, waves)
    comment = (f"{entry}: exported by mxsim from {os.path.basename(trace_path)} (target cdna4, config {config}).\n"
               "A prologue loads each wave's initial registers from the table of kernel argument 0; then the\n"
               "trace's instructions, their global address words as lit() literals host.cpp relocates.")
    source, prologue, workgroup = hip.assembly_source(entry, comment, body, rows, waves, lds, top)
    os.makedirs(out_dir, exist_ok=True)
    with open(os.path.join(out_dir, "kernel.s"), "w") as f:
        f.write(source)
    hip.build_code_object(out_dir, found)
    code_object = os.path.join(out_dir, "kernel.hsaco")
    listing = hip.disassemble(code_object, found["llvm-objdump-22"])
    text_address, text_offset = hip.text_section(code_object)
    relocations = []
    for at, (kind, value) in sorted(words.items()):
        address, line = listing[prologue + at]
        if not line.startswith("s_mov_b32") or hip.literal_of(line) != value & 0xFFFFFFFF:
            raise Error(f"kernel.hsaco: instruction {prologue + at} is {line!r}; expected the relocated s_mov_b32 "
                        "(a bug: please report it)")
        relocations.append((address - text_address + text_offset + 4, value & 0xFFFFFFFF, kind))
    trace_file = os.path.join("trace", os.path.basename(trace_path))
    buffers = []
    for name, dtype, shape, payload, expected in data:
        line = next(b for b in text.buffers if b.name == name)
        itemsize = np.dtype(hip._buffer_dtype(dtype)).itemsize
        nbytes = int(np.prod(shape)) * itemsize
        buffers.append((name, int(line.get("address").text, 0), nbytes, itemsize,
                        f"inputs/{name}.npy" if payload is not None else None,
                        f"expected/{name}.npy" if expected is not None else None))
    header = hip.launch_header(entry, trace_file, buffers, relocations, workgroup, arena, align, table.nbytes)
    with open(os.path.join(_HERE, "hip_host.cpp")) as f:
        host = f.read()
    inputs = [(name, dtype, shape, payload) for name, dtype, shape, payload, _ in data if payload is not None]
    inputs.append(("initial_registers", "uint32", table.shape, table))
    outputs = [(name, dtype, shape, expected, "in_place" if payload is not None else "written")
               for name, dtype, shape, payload, expected in data if expected is not None]
    manifest = write_package(trace_path, text, "hip", out_dir,
                             {"kernel.s": source, "host.cpp": host, "launch.h": header},
                             {"kernel_file": "kernel.s", "code_object": "kernel.hsaco", "entry": entry,
                              "runner": "host.cpp", "config": config,
                              "build": "hipcc -O2 host.cpp -o run_on_device",
                              "run": "./run_on_device results",
                              "waves": waves, "workgroup_size": workgroup, "prologue_instructions": prologue,
                              "arena_bytes": arena, "arena_align": align, "notes": notes,
                              "initial_registers": [f"{f}{r}" for f, r in rows],
                              "relocations": [{"file_offset": o, "value": v, "kind": hip._FIELD[k]}
                                              for o, v, k in relocations],
                              "archives": sorted(set(archives) | set(register_archives))},
                             inputs, outputs)
    return ExportedPackage(out_dir, "kernel.s", "host.cpp", manifest)


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
    parser.add_argument("--to", required=True, choices=sorted(EXPORTERS),
                        help="nki (Trainium3 traces), pypto (Ascend 950 traces), hip (CDNA4 traces; needs "
                             "clang-22, ld.lld-22, llvm-objdump-22)")
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
    if args.to == "hip":
        print(f"  code object {m['code_object']} ({_count(m['waves'], 'wave')}, "
              f"{_count(len(m['relocations']), 'relocated address word')})")
        for note in m["notes"]:
            print(f"  note: {note}")
        print(f"  on the device: {m['build']} && {m['run']}; then: mxsim diff results {m['trace']}")
    else:
        print(f"  on the device: python3 {package.runner_file} --out results; then: mxsim diff results {m['trace']}")
    if args.check:
        problems = package.check()
        for problem in problems:
            print(f"  check: {problem}")
        if problems:
            return 1
        if args.to == "hip":
            print("  check: the code object disassembles to the trace's instructions after the prologue, and its "
                  "relocated words hold the arena's addresses")
        else:
            print(f"  check: through mxsim.{args.to} the kernel records the trace line for line and its "
                  f"{_count(len(m['outputs']), 'output')} bit for bit")
    return 0
