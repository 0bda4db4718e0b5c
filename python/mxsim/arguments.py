"""The public API's boundary for arguments: whatever a caller passes, a public function returns or
raises an mxsim.Error. Each function checks the arguments it documents and raises ArgumentError
saying what it expected; what slips past those checks (an argument of a type nobody thought of,
which numpy or the extension then rejects) still leaves as an ArgumentError that names the function
and keeps the original exception as its cause, never as a bare ValueError, TypeError or IndexError.
tests/python/test_hostile_api_properties.py drives every public function with hostile arguments."""
from __future__ import annotations

import functools

import numpy as np

from .errors import ArgumentError, Error

# What numpy, pybind11 and the builtins raise for an argument they cannot take. Anything else (an
# AssertionError, a RuntimeError from the extension) would be a simulator bug and is not renamed.
_REJECTED_ARGUMENT = (ValueError, TypeError, IndexError, KeyError, OverflowError, UnicodeError, SyntaxError)


def checked_arguments(function):
    """Decorate a public function: an argument numpy or the extension rejected becomes ArgumentError."""
    name = function.__qualname__

    @functools.wraps(function)
    def checked(*args, **kwargs):
        try:
            return function(*args, **kwargs)
        except Error:
            raise
        except _REJECTED_ARGUMENT as error:
            detail = str(error).splitlines()[0] if str(error) else ""
            if len(detail) > 200:
                detail = detail[:200] + "..."
            raise ArgumentError(f"{name}: an argument was rejected ({type(error).__name__}: {detail}); expected "
                                f"the arguments help({name}) describes") from error

    return checked


def load_npy(path):
    """A command's .npy input: the array, or ArgumentError naming the file and what went wrong."""
    try:
        return np.load(path, allow_pickle=False)
    except (OSError, ValueError) as error:
        raise ArgumentError(f"{path}: {error}; expected a .npy array") from error
