"""Accumulation models: the preset table and `dot`, one fused dot product per K-vector."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from . import _core
from .arguments import checked_arguments
from .dtypes import as_code_bits, as_source_bits, ml_dtype
from .errors import ArgumentError
from .registry import format_info


@dataclass(frozen=True)
class PresetInfo:
    """One row of the accumulation-preset table (sim/numerics/presets.def)."""

    name: str
    confidence: str   # measured-on-silicon, published-model or assumption
    source: str
    description: str
    fields: dict


presets: dict[str, PresetInfo] = {row["name"]: PresetInfo(**row) for row in _core.preset_table()}


@checked_arguments
def preset_info(name: str) -> PresetInfo:
    if name not in presets:
        raise ArgumentError(f"unknown preset '{name}'; expected one of: {', '.join(presets)}")
    return presets[name]


def exact_codes(fmt, values, what):
    """Encodings of `values` in `fmt`: unsigned arrays are taken as codes; numbers must be exact."""
    info = format_info(fmt)
    array = np.asarray(values)
    if array.dtype.kind == "u":
        return as_code_bits(info, array)
    codes, _ = _core.encode(info.name, *_source(array), "nearest_even", "", "", 0)
    codes = codes.reshape(array.shape)
    # Exact means the encoding decodes back to the input: this also catches NaN sent to a format
    # without NaN (FP4/FP6 map it to zero) and overflow.
    decoded = _core.decode(info.name, codes.reshape(-1), "fp64").reshape(array.shape)
    exact = np.asarray(array, dtype=np.float64)
    same = (decoded == exact) | (np.isnan(decoded) & np.isnan(exact))
    if not same.all():
        bad = np.flatnonzero(~same)
        index = tuple(int(i) for i in np.unravel_index(bad[0], array.shape))
        raise ArgumentError(f"{what}{list(index)} = {exact[index]} is not exactly representable "
                         f"in {info.name}; pass encodings (unsigned integers) or round with mxsim.encode first")
    return codes


def _source(array):
    source, bits = as_source_bits(array)
    return source, bits.reshape(-1)


@checked_arguments
def dot(a, b, c=0.0, elem_a="e4m3", elem_b=None, scale_a=None, scale_b=None, preset="exact", out="fp32",
        return_bits=False, **fields):
    """d = c + sum_k 2^(scale_a-127) * 2^(scale_b-127) * a_k * b_k for each K-vector, as `preset` models it.

    a, b: [..., K] element values (exactly representable in elem_a / elem_b) or unsigned encodings.
    c: scalar or [...] accumulator input in the output format. scale_a, scale_b: [..., K/32] E8M0
    bytes (one per 32 elements) or None for unscaled products. out: "fp32", "fp16" or "bf16".
    fields: override preset fields for what-if studies (e.g. fraction_bits=26, group_terms=16).
    Returns the results as float32 (float16 / bfloat16 for those outputs), or their encodings.
    """
    elem_b = elem_a if elem_b is None else elem_b
    preset_info(preset)
    for name in (elem_a, elem_b):
        info = format_info(name)
        if info.name in ("e8m0", "fp64"):
            raise ArgumentError(f"dot: {info.name} is not an element format here; expected an element format up to fp32 "
                             "(e4m3, e5m2, e3m2, e2m3, e2m1, e1m2, hif8, bf16, fp16, tf32, fp32)")
    out_info = format_info(out)
    if out_info.name not in ("fp32", "fp16", "bf16"):
        raise ArgumentError(f"dot: out='{out}'; expected fp32, fp16 or bf16")
    a_codes = exact_codes(elem_a, a, "a")
    b_codes = exact_codes(elem_b, b, "b")
    if a_codes.shape != b_codes.shape or a_codes.ndim == 0:
        raise ArgumentError(f"dot: a has shape {a_codes.shape} and b {b_codes.shape}; expected equal shapes [..., K]")
    batch, k = a_codes.shape[:-1], a_codes.shape[-1]
    samples = int(np.prod(batch, dtype=np.int64))
    c_array = np.asarray(c)
    try:
        c_array = np.broadcast_to(c_array if c_array.dtype.kind == "u" else c_array.astype(np.float64), batch)
    except ValueError:
        raise ArgumentError(f"dot: c has shape {c_array.shape}; expected a scalar or the batch shape {batch}") from None
    c_codes = exact_codes(out_info.name, c_array, "c")
    if (scale_a is None) != (scale_b is None):
        raise ArgumentError("dot: give both scale_a and scale_b, or neither")
    if scale_a is not None:
        blocks = (k + 31) // 32
        scales = []
        for name, s in (("scale_a", scale_a), ("scale_b", scale_b)):
            s = np.asarray(s)
            if s.dtype.name == "float8_e8m0fnu":
                s = s.view(np.uint8)
            if s.shape[-1:] != (blocks,):
                raise ArgumentError(f"dot: {name} has shape {s.shape}; expected one scale per 32 elements, "
                                 f"i.e. a last axis of {blocks} for K = {k}")
            s = np.broadcast_to(s, batch + (blocks,))
            if s.dtype.kind not in "iu" or (s.size and (s.min() < 0 or s.max() > 255)):
                raise ArgumentError(f"dot: {name} must hold E8M0 bytes (0..255), shape {batch + (blocks,)}")
            scales.append(np.ascontiguousarray(s.astype(np.uint8)).reshape(-1))
    else:
        scales = [np.zeros(0, np.uint8), np.zeros(0, np.uint8)]
    if "output" in fields:
        raise ArgumentError("dot: choose the result format with out=..., not the 'output' field")
    result = _core.dot_batch(preset, fields, format_info(elem_a).name, format_info(elem_b).name,
                             np.ascontiguousarray(a_codes).reshape(-1), np.ascontiguousarray(b_codes).reshape(-1),
                             np.ascontiguousarray(c_codes).reshape(-1), scales[0], scales[1], samples, k,
                             out_info.name)
    result = result.reshape(batch)
    if return_bits:
        return result
    return result.view(ml_dtype(out_info)) if out_info.name != "fp32" else result.view(np.float32)
