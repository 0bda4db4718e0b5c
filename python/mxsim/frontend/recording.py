"""A recorded kernel run, shared by the front ends: the .mxt lines as the kernel issued them, the
input payloads and the outputs; `.save(path)` writes the trace and its .npz archive."""
from __future__ import annotations

import os

import numpy as np


class Recording:
    """A recorded kernel run: the .mxt lines, the input payloads and the outputs."""

    def __init__(self, target, config):
        self.target = target
        self.config = config
        self.lines = []          # buffer declarations and instructions, in order
        self.inputs = {}         # buffer name -> numpy array (raw bytes as recorded)
        self.outputs = {}        # buffer name -> numpy array (the model's result)

    def text(self, archive=None):
        # declarations stay where the kernel allocated them: a replay gives each tile its lifetime
        # version 2: the closing `end` line tells a complete recording from a cut-short copy
        out = ["mxt 2", f"target {self.target}", f"config {self.config}"]
        for line in self.lines:
            if line.startswith("buffer "):
                name = line.split()[1]
                if archive and name in self.inputs:
                    line += f' payload="{archive}/{name}"'
                if archive and name in self.outputs:
                    line += f' expect="{archive}/{name}.expected"'
            out.append(line)
        out.append("end")
        return "\n".join(out) + "\n"

    def save(self, path):
        """Write `path` (.mxt) and its payload archive beside it (same stem, .npz)."""
        path = os.fspath(path)
        stem = os.path.splitext(os.path.basename(path))[0]
        archive = stem + ".npz"
        os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
        arrays = dict(self.inputs)
        arrays.update({f"{k}.expected": v for k, v in self.outputs.items()})
        np.savez(os.path.join(os.path.dirname(path) or ".", archive), **arrays)
        with open(path, "w") as f:
            f.write(self.text(archive))
        return path
