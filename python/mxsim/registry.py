"""The registries (formats, rounding/overflow/NaN policies, scale rules, flags) as Python data.

Everything here is read from the C++ tables (sim/numerics/*.def), so nothing is listed twice.
"""
from __future__ import annotations

import enum
from dataclasses import dataclass

from . import _core
from .arguments import checked_arguments
from .errors import ArgumentError


@dataclass(frozen=True)
class FormatInfo:
    """One row of the format table (sim/numerics/formats.def)."""

    name: str
    bits: int
    exp_bits: int
    man_bits: int
    bias: int
    encoding: str
    has_sign: bool
    has_zero: bool
    has_inf: bool
    has_nan: bool
    max_finite: float
    min_subnormal: float
    min_normal: float
    emax: int
    default_rounding: str
    default_overflow: str
    default_nan: str
    ml_dtypes: str
    source: str


@dataclass(frozen=True)
class ScaleRuleInfo:
    """One row of the MX scale-rule table (sim/numerics/scale_rules.def)."""

    name: str
    formula: str
    zero_block: str
    nonfinite_block: str
    clamp: str
    source: str


formats: dict[str, FormatInfo] = {row["name"]: FormatInfo(**row) for row in _core.format_table()}
scale_rules: dict[str, ScaleRuleInfo] = {row["name"]: ScaleRuleInfo(**row) for row in _core.scale_rule_table()}
rounding_modes: dict[str, str] = dict(_core.rounding_modes())
overflow_policies: dict[str, str] = dict(_core.overflow_policies())
nan_policies: dict[str, str] = dict(_core.nan_policies())

Flags = enum.IntFlag("Flags", {name.upper(): value for name, value in _core.flag_names()})
Flags.__doc__ = "Conversion flags (IEEE style), returned by encode and mx_quantize, never global."


@checked_arguments
def describe_flags(flags) -> str:
    """'inexact|overflow', or 'none'."""
    names = [name.lower() for name, value in _core.flag_names() if int(flags) & value]
    return "|".join(names) or "none"


def _known(kind: str, name: str, table) -> str:
    key = str(name).lower()
    if key not in table:
        raise ArgumentError(f"unknown {kind} '{name}'; expected one of: {', '.join(table)}")
    return key


@checked_arguments
def format_info(name) -> FormatInfo:
    """Look a format up by its name ('e4m3'), its ml_dtypes name ('float8_e4m3fn'), or a numpy /
    ml_dtypes dtype or scalar type (np.float16, ml_dtypes.bfloat16)."""
    if isinstance(name, FormatInfo):
        return name
    if name is None:  # np.dtype(None) is float64: None would silently mean fp64
        raise ArgumentError(f"format None; expected one of: {', '.join(formats)}")
    if not isinstance(name, str):
        try:
            import numpy as np
            name = np.dtype(name).name
        except TypeError:
            pass
    key = str(getattr(name, "name", name)).lower()
    for info in formats.values():
        if key in (info.name, info.ml_dtypes) and key:
            return info
    raise ArgumentError(f"unknown format '{name}'; expected one of: {', '.join(formats)}")


@checked_arguments
def scale_rule_info(name: str) -> ScaleRuleInfo:
    return scale_rules[_known("scale rule", name, scale_rules)]
