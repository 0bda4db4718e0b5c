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

Errors name the Python line that added the offending assembly line (or declared the buffer),
followed by the model's position in `k.assembly`.
"""
from __future__ import annotations

import re

import numpy as np

from .. import _core
from ..errors import KernelError
from ..frontend.arrays import to_host
from ..frontend.configs import default_config
from ..frontend.kernel_line import caller, kernel_position
from ..frontend.session import Session

_ASSEMBLY = "<kernel>"  # the file name the model gives `k.assembly` in its messages
_ASSEMBLY_LINE = re.compile(re.escape(_ASSEMBLY) + r":(\d+)")

# the global-buffer dtypes of the CDNA4 model (isa/cdna4/dtypes.def)
_DTYPES = tuple(row["name"] for row in _core.cdna4_dtypes())


class AssemblyLine(str):
    """One line of `Kernel.lines`, remembering the kernel line (file, line) that added it."""

    origin = ("<kernel>", 0)

    def __new__(cls, text, origin):
        line = super().__new__(cls, text)
        line.origin = origin
        return line


class Kernel:
    def __init__(self, config=None, convention="isa"):
        self.config, self.convention = config or default_config("cdna4"), convention
        self.lines = []                       # assembly, one instruction per line
        self.globals = {}                     # name -> [address, array, is_output]
        self.registers = {}                   # name -> (space, wave, first, array)
        self.origins = {}                     # buffer name -> the kernel line that declared it
        self.outputs = {}                     # name -> array after run()
        self.recording = None                 # the Recording of the last run()
        self.diagnostics = []
        self.queue_counts = {}
        self.next_address = 0

    def buffer(self, name, array, output=False, align=256):
        """A global buffer holding `array` (its bytes, C order; a numpy array or CPU torch tensor);
        returns its address."""
        host, _ = to_host(array, f"buffer '{name}'")
        array = np.ascontiguousarray(array if host is None else host)
        if array.dtype.name not in _DTYPES:
            raise KernelError(f"{caller()}: buffer '{name}' has dtype {array.dtype}; "
                              f"expected one of: {', '.join(_DTYPES)}")
        address = -(-self.next_address // align) * align
        self.recording = None  # the kernel changed: text() / save() run it again
        self.globals[name] = [address, array, output]
        self.origins[name] = kernel_position()
        self.next_address = address + max(array.nbytes, 1)
        return address

    def _registers(self, space, wave, first, values):
        values = np.asarray(values, dtype=np.uint32)
        values = values.reshape(64, -1) if space != "sgpr" else np.atleast_1d(values)
        name = f"w{wave}_{space[0]}{first}"
        self.recording = None
        self.registers[name] = (space, wave, first, values)
        self.origins[name] = kernel_position()

    def set_v(self, wave, first, values):
        self._registers("vgpr", wave, first, values)

    def set_s(self, wave, first, values):
        self._registers("sgpr", wave, first, values)

    def asm(self, *lines):
        origin = kernel_position()
        self.recording = None
        for line in lines:
            self.lines.extend(AssemblyLine(text, origin) for text in line.splitlines() if text.strip())

    @property
    def assembly(self):
        return "\n".join(self.lines) + "\n"

    def _declarations(self):
        for name, (address, array, output) in self.globals.items():
            yield name, (f"buffer {name} global address={address:#x} shape=[{', '.join(map(str, array.shape))}] "
                         f"dtype={array.dtype.name}")
        for name, (space, wave, first, values) in self.registers.items():
            yield name, (f"buffer {name} {space} wave={wave} register={first} "
                         f"shape=[{', '.join(map(str, values.shape))}] dtype=uint32")

    def _payloads(self):
        for name, (address, array, output) in self.globals.items():
            yield name, array
        for name, (space, wave, first, values) in self.registers.items():
            yield name, values

    def run(self, mode="strict"):
        """Runs the kernel on the model; returns {output name: array}."""
        session = Session(_core.Cdna4Machine(self.config, mode, self.convention), "cdna4", self.config)
        lines = list(self.lines)

        def locate(message):  # the kernel line that added the assembly line the model names first
            found = _ASSEMBLY_LINE.search(message)
            index = int(found.group(1)) - 1 if found else -1
            if 0 <= index < len(lines) and isinstance(lines[index], AssemblyLine):
                return "{}:{}".format(*lines[index].origin)
            return None

        try:
            for name, line in self._declarations():
                session.declare(line, self.origins.get(name))
            for name, array in self._payloads():
                session.load(name, array)
            assembly = "\n".join(lines) + "\n"
            with session.model_errors(locate):
                session.machine.run_asm_kernel(assembly, _ASSEMBLY)
        finally:
            self.diagnostics = session.machine.diagnostics()
            self.queue_counts = session.machine.queue_counts()
        # the trace form of the instructions, without the header the translation prints
        instructions = _core.cdna4_asm_to_mxt(assembly, _ASSEMBLY).splitlines()[2:]
        session.recording.lines += [line for line in instructions if line]
        self.outputs = {}
        for name, (address, array, output) in self.globals.items():
            if output:
                self.outputs[name] = np.frombuffer(session.machine.contents(name), dtype=array.dtype).reshape(
                    array.shape).copy()
        session.recording.outputs = dict(self.outputs)
        self.recording = session.recording
        return self.outputs

    def text(self, archive=None):
        """The .mxt trace of the kernel as it stands (run first if it has not run since its last change)."""
        if self.recording is None:
            self.run()
        return self.recording.text(archive)

    def save(self, path):
        """Writes `path` (.mxt) and its payload archive (same stem, .npz) of the kernel as it stands
        (run first if it has not run since its last change); its outputs are the expected contents."""
        if self.recording is None:
            self.run()
        return self.recording.save(path)
