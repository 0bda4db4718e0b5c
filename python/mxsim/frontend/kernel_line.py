"""The user's kernel line: the innermost Python frame outside mxsim's front-end packages, which
is where every front-end error and every recorded instruction is placed."""
from __future__ import annotations

import os
import sys

_PACKAGE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# frames inside these packages are the front end's own, never "the kernel line"
_FRONT_ENDS = frozenset(os.path.join(_PACKAGE, name) for name in ("frontend", "nki", "pypto", "amdgpu"))


def caller_frame():
    """The innermost frame outside the front-end packages: the kernel (or helper) line."""
    frame = sys._getframe(1)
    while frame is not None and os.path.dirname(os.path.abspath(frame.f_code.co_filename)) in _FRONT_ENDS:
        frame = frame.f_back
    return frame


def kernel_position():
    """(file, line) of the kernel line, as the models' declare / execute take it."""
    frame = caller_frame()
    return (frame.f_code.co_filename, frame.f_lineno) if frame is not None else ("<kernel>", 0)


def caller():
    """`file:line` of the kernel line, the prefix of a front-end error message."""
    file, line = kernel_position()
    return f"{file}:{line}" if line else file
