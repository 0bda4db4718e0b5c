"""What a front end's `jit` decorator returns: the kernel function with its options, which runs on
the model when called and keeps the last call's recording, diagnostics and queue counts."""
from __future__ import annotations

import contextlib
import inspect
import os

from ..errors import KernelError
from .kernel_line import caller


def check_options(jit, spelling, unknown):
    """Unknown `jit` options are an error at the decorator line: a misspelt option (mdoe="hardware")
    would otherwise run the kernel with the default silently. The valid ones are `jit`'s own
    keyword-only parameters."""
    if not unknown:
        return
    valid = [p.name for p in inspect.signature(jit).parameters.values() if p.kind is p.KEYWORD_ONLY]
    names = ", ".join(repr(name) for name in sorted(unknown))
    raise KernelError(f"{caller()}: {spelling}: unknown option {names}; expected one of: {', '.join(valid)}")


class JitKernel:
    """A kernel function and its options (config, mode); the front ends define the call."""

    def __init__(self, fn, config=None, mode=None):
        self.fn, self.config, self.mode = fn, config, mode
        self.recording, self.diagnostics, self.queue_counts = None, [], {}
        self.__name__ = getattr(fn, "__name__", "kernel")
        self.__doc__ = getattr(fn, "__doc__", None)

    def run_mode(self):
        """The jit option, else MXSIM_MODE, else strict."""
        return self.mode or os.environ.get("MXSIM_MODE", "strict")

    @contextlib.contextmanager
    def running(self, session):
        """The kernel body runs inside this: its language / isa calls reach `session`, and the call's
        recording, diagnostics and queue counts are kept, also after an error, for inspection."""
        try:
            with session.active():
                yield session
        finally:
            self.recording = session.recording
            self.diagnostics = session.machine.diagnostics()
            self.queue_counts = session.machine.queue_counts()
