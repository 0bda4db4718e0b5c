"""One wave on the CDNA4 model, driven like a device test: set registers from numpy, run assembly,
read registers back.

    w = mxsim.amdgpu.Wave()
    w.set_v(4, pack_a(a, "16x16x128", "e4m3"))
    ...
    w.run("v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[20:23], v24, v25 op_sel_hi:[0,0,0]")
    d = unpack_d(w.v(0, 4))
"""
from __future__ import annotations

import numpy as np

from .. import _core
from ..arguments import checked_arguments
from ..errors import ArgumentError
from ..frontend.configs import default_config


def _lanes(where, values):
    """Per-lane register values: [64] (one register) or [64, n] (n consecutive registers)."""
    values = np.asarray(values, dtype=np.uint32)
    if values.ndim not in (1, 2) or values.shape[0] != 64 or values.size == 0:
        raise ArgumentError(f"{where}: values of shape {values.shape}; expected [64] or [64, n], one row per lane")
    return values.reshape(64, -1)


class Wave:
    def __init__(self, config=None, mode="strict", convention="isa", wave=0):
        self.machine = _core.Cdna4Machine(config or default_config("cdna4"), mode, convention)
        self.wave = wave

    @checked_arguments
    def set_v(self, first, values):
        self.machine.set_registers(self.wave, "v", first, _lanes("set_v", values))

    @checked_arguments
    def set_a(self, first, values):
        self.machine.set_registers(self.wave, "a", first, _lanes("set_a", values))

    @checked_arguments
    def set_s(self, first, values):
        self.machine.set_registers(self.wave, "s", first, np.atleast_1d(np.asarray(values, dtype=np.uint32)))

    @checked_arguments
    def v(self, first, count=1):
        return self.machine.registers(self.wave, "v", first, count)

    @checked_arguments
    def a(self, first, count=1):
        return self.machine.registers(self.wave, "a", first, count)

    @checked_arguments
    def s(self, first, count=1):
        return self.machine.registers(self.wave, "s", first, count)

    @checked_arguments
    def run(self, assembly, file="<asm>"):
        """Runs each instruction of `assembly` on this wave, in order."""
        self.machine.execute_asm(assembly, file, self.wave)

    @checked_arguments
    def run_mxt(self, lines, file="<trace>"):
        """Runs .mxt instruction lines (keyword operands, as traces write them) on this wave, in
        order: the model's rules judge what the assembly reader would refuse to read."""
        self.machine.execute_mxt(lines, file, self.wave)

    @property
    def diagnostics(self):
        return self.machine.diagnostics()
