"""One kernel call on a target's model, the part the three front ends share: buffers are declared
and instructions issued at the user's kernel line, each line is recorded exactly as it ran, and
the model's errors become KernelError naming that line."""
from __future__ import annotations

import contextlib
import threading
import warnings

from ..errors import DiagnosticError, KernelDiagnosticError, KernelTraceError, TraceError
from .kernel_line import kernel_position
from .recording import Recording

_active = threading.local()


class Session:
    """A target machine (`_core.<Target>Machine`) and the Recording of what it was given."""

    def __init__(self, machine, target, config):
        self.machine, self.config = machine, config
        self.recording = Recording(target, config)

    @classmethod
    def current(cls):
        """The session of this type whose kernel is running on this thread, or None."""
        session = getattr(_active, "session", None)
        return session if isinstance(session, cls) else None

    @contextlib.contextmanager
    def active(self):
        """While the kernel body runs, its language / isa calls reach this session."""
        previous = getattr(_active, "session", None)
        _active.session = self
        try:
            yield self
        finally:
            _active.session = previous

    @contextlib.contextmanager
    def model_errors(self, locate=None):
        """Turns the model's exceptions into KernelError: a rule error in strict mode becomes
        KernelDiagnosticError carrying its diagnostic (the model records it, then throws). The models
        put the kernel line they were given first; `locate(message)` returns a `file:line` to put
        before messages that name another source (the AMDGPU assembly), or None."""
        try:
            yield
        except (DiagnosticError, TraceError) as error:
            message = str(error)
            where = locate(message) if locate else None
            if where:
                message = f"{where}: {message}"
            if isinstance(error, DiagnosticError):
                recorded = self.machine.diagnostics()
                raise KernelDiagnosticError(message, recorded[-1] if recorded else None) from None
            raise KernelTraceError(message) from None

    def declare(self, line, position=None):
        """Declares one buffer (a `buffer ...` line) at `position`, by default the kernel line."""
        file, line_no = position or kernel_position()
        with self.model_errors():
            self.machine.declare(line, file, line_no)
        self.recording.lines.append(line)

    def load(self, name, array):
        """Initial contents of a declared buffer; recorded as its payload."""
        self.machine.load(name, array.tobytes())
        self.recording.inputs[name] = array.copy()

    def issue_line(self, line, position=None):
        """Executes one instruction line at the kernel line and records it; the model's warnings
        become RuntimeWarnings there. Returns the recorded line's index."""
        file, line_no = position or kernel_position()
        before = len(self.machine.diagnostics())
        with self.model_errors():
            self.machine.execute(line, file, line_no)
        self.recording.lines.append(line)
        for diagnostic in self.machine.diagnostics()[before:]:
            if diagnostic["severity"] != "error":
                warnings.warn_explicit(diagnostic["text"], RuntimeWarning, file, line_no)
        return len(self.recording.lines) - 1
