"""MX matrix multiplication with a named accumulation preset."""
from __future__ import annotations

import numpy as np

from . import _core
from .accumulate import exact_codes, preset_info
from .arguments import checked_arguments
from .dtypes import ml_dtype
from .errors import ArgumentError
from .registry import format_info


def _scales(name, scales, shape):
    s = np.asarray(scales)
    if s.dtype.name == "float8_e8m0fnu":
        s = s.view(np.uint8)
    if s.shape != shape:
        raise ArgumentError(f"mx_matmul: {name} has shape {s.shape}; expected {shape}")
    if s.dtype.kind not in "iu" or (s.size and (s.min() < 0 or s.max() > 255)):
        raise ArgumentError(f"mx_matmul: {name} must hold E8M0 bytes (0..255)")
    return np.ascontiguousarray(s.astype(np.uint8, copy=False))


@checked_arguments
def mx_matmul(a_elems, a_scales, b_elems, b_scales, elem_a="e4m3", elem_b=None, preset="exact", out="fp32", c=None,
              **fields):
    """D = C + A @ B for MX operands, with the accumulation model of `preset`.

    a_elems: [M, K] element codes (one per byte, as mx_quantize returns) or exact values, in any
    8-bit-or-narrower element format (e4m3, e5m2, e3m2, e2m3, e2m1, e1m2, hif8; A and B may differ);
    a_scales: [M, K/32] E8M0 bytes. b_elems: [K, N]; b_scales: [K/32, N]. K must be a multiple of 32.
    out: "fp32", or "bf16" (the FP32 result rounded to nearest even). c: [M, N] FP32 values or None.
    fields: preset field overrides for what-if studies (see mxsim.presets[name].fields).
    Deterministic: the bits do not depend on the thread count.
    """
    elem_b = elem_a if elem_b is None else elem_b
    preset_info(preset)
    if out not in ("fp32", "bf16"):
        raise ArgumentError(f"mx_matmul: out='{out}'; expected 'fp32' or 'bf16'")
    a = exact_codes(elem_a, a_elems, "a_elems")
    b = exact_codes(elem_b, b_elems, "b_elems")
    if a.ndim != 2 or b.ndim != 2 or a.shape[1] != b.shape[0]:
        raise ArgumentError(f"mx_matmul: a_elems {a.shape} and b_elems {b.shape}; expected [M, K] and [K, N]")
    m, k = a.shape
    n = b.shape[1]
    if k % 32:
        raise ArgumentError(f"mx_matmul: K = {k} is not a multiple of the block size 32")
    sa = _scales("a_scales", a_scales, (m, k // 32))
    sb = _scales("b_scales", b_scales, (k // 32, n))
    if c is None:
        c_bits = np.zeros(0, np.uint32)
    else:
        try:
            np.broadcast_shapes(np.shape(c), (m, n))
        except ValueError:
            raise ArgumentError(f"mx_matmul: c has shape {np.shape(c)}; expected one that broadcasts to [M, N] = "
                             f"[{m}, {n}]") from None
        c_bits = exact_codes("fp32", np.broadcast_to(np.asarray(c, dtype=np.float64) if np.asarray(c).dtype.kind != "u"
                                                     else c, (m, n)), "c")
        c_bits = np.ascontiguousarray(c_bits, dtype=np.uint32).reshape(-1)
    d = _core.mx_matmul_2d(preset, fields, format_info(elem_a).name, np.ascontiguousarray(a, np.uint8).reshape(-1),
                           sa.reshape(-1), format_info(elem_b).name, np.ascontiguousarray(b, np.uint8).reshape(-1),
                           sb.reshape(-1), m, n, k, c_bits, out)
    return d.view(np.float32) if out == "fp32" else d.view(ml_dtype(format_info("bf16")))
