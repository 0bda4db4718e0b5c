"""pypto_pro's scalar control flow, run as Python: pl.range (a loop pypto compiles to a C++ `for`),
pl.min / pl.max (scalar, e.g. a tail's extent). Kernels run eagerly here, so these are Python's
own with pypto's argument rules."""
from __future__ import annotations

import builtins
import numbers

from ..errors import KernelError
from ..frontend.kernel_line import caller


def _integer(value, what):
    if isinstance(value, bool) or not isinstance(value, numbers.Integral):
        raise KernelError(f"{caller()}: {what} {value!r}; expected an integer")
    return int(value)


def range(start, stop=None, step=1, **keywords):  # noqa: A001 (pypto's name)
    """pl.range(stop) / pl.range(start, stop[, step]): positional integers, step >= 1 (pypto's parser
    rejects keywords, unroll= among them)."""
    if keywords:
        raise KernelError(f"{caller()}: pl.range({', '.join(keywords)}=...); pl.range() takes positional arguments only")
    if stop is None:
        start, stop = 0, start
    start, stop, step = (_integer(v, "pl.range bound") for v in (start, stop, step))
    if step < 1:
        raise KernelError(f"{caller()}: pl.range step {step}; expected 1 or more")
    return builtins.range(start, stop, step)


def min(lhs, rhs):  # noqa: A001 (pypto's name)
    """pl.min(a, b): the smaller of two scalars."""
    return builtins.min(_scalar(lhs, "pl.min"), _scalar(rhs, "pl.min"))


def max(lhs, rhs):  # noqa: A001 (pypto's name)
    """pl.max(a, b): the larger of two scalars."""
    return builtins.max(_scalar(lhs, "pl.max"), _scalar(rhs, "pl.max"))


def _scalar(value, what):
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise KernelError(f"{caller()}: {what} of {value!r}; expected scalars (pl.minimum / pl.maximum take tiles)")
    return value
