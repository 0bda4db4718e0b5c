"""Kernel errors name the kernel source line that caused them (shared by the front ends,
mxsim.nki and mxsim.pypto)."""
from __future__ import annotations

import os
import sys

# frames inside these front-end packages are never "the kernel line"
_THIS = os.path.abspath(__file__)
_FRONT_ENDS = tuple(os.path.join(os.path.dirname(os.path.abspath(__file__)), name) for name in ("nki", "pypto"))


class KernelError(ValueError):
    """Bad kernel code (wrong keyword, shape mismatch, buffer misuse) or a rule the model checks,
    as `file:line: what; expected ...`. `.diagnostic` holds the model's diagnostic, when any."""

    def __init__(self, message, diagnostic=None):
        super().__init__(message)
        self.diagnostic = diagnostic


def caller_frame():
    """The innermost frame outside the front-end packages: the kernel (or helper) line."""
    frame = sys._getframe(1)
    while frame is not None and (os.path.abspath(frame.f_code.co_filename) == _THIS or
                                 os.path.dirname(os.path.abspath(frame.f_code.co_filename)) in _FRONT_ENDS):
        frame = frame.f_back
    return frame


def caller():
    frame = caller_frame()
    if frame is None:
        return "<kernel>"
    return f"{frame.f_code.co_filename}:{frame.f_lineno}"
