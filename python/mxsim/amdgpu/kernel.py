"""A CDNA4 kernel as a recorded stream: the assembly every wave of one workgroup runs, the global
buffers it reads and writes, and each wave's initial registers (per-lane addresses and other
values the recorded stream carries in place of the address arithmetic).

    k = Kernel()
    a = k.buffer("a", a_codes)                    # global address
    out = k.buffer("out", np.zeros(...), output=True)
    k.set_v(0, 4, lane_offsets)                   # wave 0, v4 = per-lane values [64, n]
    k.asm("global_load_dwordx4 v[8:11], v4, s[0:1]", ...)
    results = k.run()                             # {"out": array}, on the model
    k.save("k.mxt")                               # the trace (.mxt + .npz), outputs as expect=
"""
from __future__ import annotations

import os

import numpy as np

from .. import _core


def _dtype_name(array):
    return {"uint8": "uint8", "int8": "int8", "uint16": "uint16", "int16": "int16", "uint32": "uint32", "int32": "int32",
            "float16": "float16", "float32": "float32", "bfloat16": "bfloat16", "float8_e4m3fn": "float8_e4m3fn",
            "float8_e5m2": "float8_e5m2", "float8_e8m0fnu": "float8_e8m0fnu"}[array.dtype.name]


class Kernel:
    def __init__(self, config="mi355x", convention="isa"):
        self.config, self.convention = config, convention
        self.lines = []                       # assembly, one instruction per line
        self.globals = {}                     # name -> [address, array, is_output]
        self.registers = {}                   # name -> (space, wave, first, array)
        self.outputs = {}                     # name -> array after run()
        self.diagnostics = []
        self.next_address = 0

    def buffer(self, name, array, output=False, align=256):
        """A global buffer holding `array` (its bytes, C order); returns its address."""
        array = np.ascontiguousarray(array)
        address = -(-self.next_address // align) * align
        self.globals[name] = [address, array, output]
        self.next_address = address + max(array.nbytes, 1)
        return address

    def _registers(self, space, wave, first, values):
        values = np.asarray(values, dtype=np.uint32)
        values = values.reshape(64, -1) if space != "sgpr" else np.atleast_1d(values)
        name = f"w{wave}_{space[0]}{first}"
        self.registers[name] = (space, wave, first, values)

    def set_v(self, wave, first, values):
        self._registers("vgpr", wave, first, values)

    def set_s(self, wave, first, values):
        self._registers("sgpr", wave, first, values)

    def asm(self, *lines):
        for line in lines:
            self.lines.extend(l for l in line.splitlines() if l.strip())

    @property
    def assembly(self):
        return "\n".join(self.lines) + "\n"

    def _declarations(self, archive=None):
        out = []
        for name, (address, array, output) in self.globals.items():
            line = f"buffer {name} global address={address:#x} shape=[{', '.join(map(str, array.shape))}] dtype={_dtype_name(array)}"
            if archive:
                line += f' payload="{archive}/{name}"'
                if output:
                    line += f' expect="{archive}/{name}.expected"'
            out.append(line)
        for name, (space, wave, first, values) in self.registers.items():
            line = (f"buffer {name} {space} wave={wave} register={first} "
                    f"shape=[{', '.join(map(str, values.shape))}] dtype=uint32")
            if archive:
                line += f' payload="{archive}/{name}"'
            out.append(line)
        return out

    def run(self, mode="strict"):
        """Runs the kernel on the model; returns {output name: array}."""
        machine = _core.Cdna4Machine(self.config, mode, self.convention)
        for line in self._declarations():
            machine.declare(line, "<kernel>", 0)
        for name, (address, array, output) in self.globals.items():
            machine.load(name, array.tobytes())
        for name, (space, wave, first, values) in self.registers.items():
            machine.load(name, values.tobytes())
        machine.run_asm_kernel(self.assembly, "<kernel>")
        self.diagnostics = machine.diagnostics()
        self.queue_counts = machine.queue_counts()
        self.outputs = {}
        for name, (address, array, output) in self.globals.items():
            if output:
                self.outputs[name] = np.frombuffer(machine.contents(name), dtype=array.dtype).reshape(array.shape).copy()
        return self.outputs

    def text(self, archive=None):
        lines = ["mxt 1", "target cdna4", f"config {self.config}"] + self._declarations(archive)
        lines += _core.cdna4_asm_to_mxt(self.assembly, "<kernel>").splitlines()[2:]  # drop its own header
        return "\n".join(l for l in lines if l) + "\n"

    def save(self, path):
        """Writes `path` (.mxt) and its payload archive (same stem, .npz); outputs from run() are the
        expected contents."""
        path = os.fspath(path)
        if not self.outputs:
            self.run()
        stem = os.path.splitext(os.path.basename(path))[0]
        archive = stem + ".npz"
        folder = os.path.dirname(path) or "."
        os.makedirs(folder, exist_ok=True)
        arrays = {name: array for name, (address, array, output) in self.globals.items()}
        arrays.update({name: values for name, (space, wave, first, values) in self.registers.items()})
        arrays.update({f"{name}.expected": array for name, array in self.outputs.items()})
        np.savez(os.path.join(folder, archive), **arrays)
        with open(path, "w") as f:
            f.write(self.text(archive))
        return path
