"""mxsim's exceptions, one hierarchy: `except mxsim.Error` catches every error mxsim raises on
purpose, and each keeps the builtin category callers already catch.

    Error
    +-- TraceError (ValueError)          malformed trace, assembly, operand or argument (_core)
    +-- DiagnosticError (RuntimeError)   strict mode stopped at a rule error (_core)
    +-- KernelError (ValueError)         a front end's error at the user's kernel line
        +-- KernelDiagnosticError        ... that is a rule error: also a DiagnosticError

Argument checks in the numerics API (unknown format, bad shape) still raise plain ValueError.
"""
from __future__ import annotations

from . import _core


class Error(Exception):
    """Base of every mxsim exception."""

    # No instance layout of its own, so that the extension's exception types can take it as a base.
    __slots__ = ()


TraceError = _core.TraceError
DiagnosticError = _core.DiagnosticError


def _adopt(registered):
    # pybind11 registers the C++ exceptions with one builtin base each (python/bindings:
    # register_exception<sim::Error>(m, "TraceError", PyExc_ValueError), DiagnosticError with
    # PyExc_RuntimeError); placing Error before that base joins them to the hierarchy without a C++
    # change. Both bases share the builtin exception layout, which is what lets CPython accept it.
    if not issubclass(registered, Error):
        registered.__bases__ = (Error,) + registered.__bases__


_adopt(TraceError)
_adopt(DiagnosticError)


class KernelError(Error, ValueError):
    """Bad kernel code (wrong keyword, shape mismatch, buffer misuse) or a rule the model checks,
    as `file:line: what; expected ...` at the user's kernel line. `.diagnostic` holds the model's
    diagnostic, when any."""

    def __init__(self, message, diagnostic=None):
        super().__init__(message)
        self.diagnostic = diagnostic


class KernelDiagnosticError(KernelError, DiagnosticError):
    """A rule error the model stopped at (strict mode), named at the user's kernel line: code that
    catches DiagnosticError from mxsim.run catches it from the front ends too."""
