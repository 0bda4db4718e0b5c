"""Accumulation models: the preset table and `dot`, one fused dot product per K-vector."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from . import _core
from .dtypes import as_code_bits, as_source_bits, ml_dtype, storage_dtype
from .registry import Flags, format_info


@dataclass(frozen=True)
class PresetInfo:
    """One row of the accumulation-preset table (sim/numerics/presets.def)."""

    name: str
    confidence: str   # measured-on-silicon, published-model or assumption
    source: str
    description: str
    fields: dict


presets: dict[str, PresetInfo] = {row["name"]: PresetInfo(**row) for row in _core.preset_table()}


def preset_info(name: str) -> PresetInfo:
    if name not in presets:
        raise ValueError(f"unknown preset '{name}'; expected one of: {', '.join(presets)}")
    return presets[name]


def exact_codes(fmt, values, what):
    """Encodings of `values` in `fmt`: unsigned arrays are taken as codes; numbers must be exact."""
    info = format_info(fmt)
    array = np.asarray(values)
    if array.dtype.kind == "u":
        return as_code_bits(info, array)
    codes, flags = _core.encode(info.name, *_source(array), "nearest_even", "", "", 0)
    codes = codes.reshape(array.shape)
    if flags & int(Flags.INEXACT | Flags.OVERFLOW):
        decoded = _core.decode(info.name, codes.reshape(-1), "fp64").reshape(array.shape)
        exact = np.asarray(array, dtype=np.float64)
        bad = np.flatnonzero(~((decoded == exact) | (np.isnan(decoded) & np.isnan(exact))))
        index = tuple(int(i) for i in np.unravel_index(bad[0], array.shape)) if bad.size else ()
        raise ValueError(f"{what}{list(index)} = {exact[index] if bad.size else '?'} is not exactly representable "
                         f"in {info.name}; pass encodings (unsigned integers) or round with mxsim.encode first")
    return codes


def _source(array):
    source, bits = as_source_bits(array)
    return source, bits.reshape(-1)


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
    out_info = format_info(out)
    if out_info.name not in ("fp32", "fp16", "bf16"):
        raise ValueError(f"dot: out='{out}'; expected fp32, fp16 or bf16")
    a_codes = exact_codes(elem_a, a, "a")
    b_codes = exact_codes(elem_b, b, "b")
    if a_codes.shape != b_codes.shape or a_codes.ndim == 0:
        raise ValueError(f"dot: a has shape {a_codes.shape} and b {b_codes.shape}; expected equal shapes [..., K]")
    batch, k = a_codes.shape[:-1], a_codes.shape[-1]
    samples = int(np.prod(batch, dtype=np.int64))
    c_codes = exact_codes(out_info.name, np.broadcast_to(np.asarray(c, dtype=np.float64)
                                                         if np.asarray(c).dtype.kind != "u" else c, batch), "c")
    if (scale_a is None) != (scale_b is None):
        raise ValueError("dot: give both scale_a and scale_b, or neither")
    if scale_a is not None:
        blocks = (k + 31) // 32
        scales = []
        for name, s in (("scale_a", scale_a), ("scale_b", scale_b)):
            s = np.asarray(s)
            if s.dtype.name == "float8_e8m0fnu":
                s = s.view(np.uint8)
            s = np.broadcast_to(s, batch + (blocks,))
            if s.dtype.kind not in "iu" or (s.size and (s.min() < 0 or s.max() > 255)):
                raise ValueError(f"dot: {name} must hold E8M0 bytes (0..255), shape {batch + (blocks,)}")
            scales.append(np.ascontiguousarray(s.astype(np.uint8)).reshape(-1))
    else:
        scales = [np.zeros(0, np.uint8), np.zeros(0, np.uint8)]
    result = _core.dot_batch(preset, fields, format_info(elem_a).name, format_info(elem_b).name,
                             np.ascontiguousarray(a_codes).reshape(-1), np.ascontiguousarray(b_codes).reshape(-1),
                             np.ascontiguousarray(c_codes).reshape(-1), scales[0], scales[1], samples, k,
                             out_info.name)
    result = result.reshape(batch)
    if return_bits:
        return result
    return result.view(ml_dtype(out_info)) if out_info.name != "fp32" else result.view(np.float32)
