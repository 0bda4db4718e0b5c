"""mxsim's exceptions, one hierarchy: `except mxsim.Error` catches every error mxsim raises on
purpose, and each keeps the builtin category callers already catch.

    Error
    +-- ArgumentError (ValueError, TypeError)  a bad argument to the API: unknown format or preset
    |                                    field, value out of range, shapes that do not match (_core)
    +-- TraceError (ValueError)          malformed trace, assembly or operand (_core)
    +-- DiagnosticError (RuntimeError)   strict mode stopped at a rule error (_core)
    +-- KernelError (ValueError)         a front end's error at the user's kernel line
        +-- KernelTraceError             ... that is a malformed line or operand: also a TraceError
        +-- KernelDiagnosticError        ... that is a rule error: also a DiagnosticError

No public function lets a bare ValueError, TypeError or numpy error through for a bad argument:
tests/python/test_hostile_api.py checks that with hypothesis.
"""
from __future__ import annotations

from . import _core

# registered once in the extension (python/bindings/module.cc), with these bases
Error = _core.Error
ArgumentError = _core.ArgumentError
TraceError = _core.TraceError
DiagnosticError = _core.DiagnosticError


class KernelError(Error, ValueError):
    """Bad kernel code (wrong keyword, shape mismatch, buffer misuse) or a rule the model checks,
    as `file:line: what; expected ...` at the user's kernel line. `.diagnostic` holds the model's
    diagnostic, when any."""

    def __init__(self, message, diagnostic=None):
        super().__init__(message)
        self.diagnostic = diagnostic


class KernelTraceError(KernelError, TraceError):
    """A malformed line or operand the model rejected, named at the user's kernel line: code that
    catches TraceError from mxsim.run catches it from the front ends too."""


class KernelDiagnosticError(KernelError, DiagnosticError):
    """A rule error the model stopped at (strict mode), named at the user's kernel line: code that
    catches DiagnosticError from mxsim.run catches it from the front ends too."""
