"""Packed layouts of element codes and scales (sim/numerics/packing.h).

All sub-byte packings are one little-endian bit stream along the last axis: element i occupies
bits [i*w, (i+1)*w). FP4: two per byte, element 0 in the low nibble. FP6: four per three bytes.
Trainium x4: FP8 lanes in a little-endian uint32 (lane 0 = bits 7:0), FP4 lanes in a uint16
(lane 0 = bits 3:0). Ascend paired scales: [..., G] -> [..., ceil(G/2), 2], odd tail zero-padded.
"""
from __future__ import annotations

import numpy as np

from . import _core
from .arguments import checked_arguments
from .errors import ArgumentError
from .registry import format_info

# Trainium's x4 dtypes: float8_e4m3fn_x4, float8_e5m2_x4, float4_e2m1fn_x4 (NKI).
X4_FORMATS = ("e4m3", "e5m2", "e2m1")


def _codes(codes, where):
    array = np.asarray(codes)
    if array.dtype.kind not in "iu":
        raise ArgumentError(f"{where}: expected integer codes, got {array.dtype}")
    if array.ndim == 0:
        raise ArgumentError(f"{where}: expected an array with at least one dimension")
    if array.size and (array.min() < 0 or array.max() > 255):
        raise ArgumentError(f"{where}: codes must lie in 0..255")
    return np.ascontiguousarray(array.astype(np.uint8, copy=False))


def _pack(codes, field_bits, group, where):
    array = _codes(codes, where)
    if array.shape[-1] % group:
        raise ArgumentError(f"{where}: the last axis has size {array.shape[-1]}; expected a multiple of {group}")
    packed = _core.pack_bitfields(array.reshape(-1), field_bits)
    return packed.reshape(array.shape[:-1] + (array.shape[-1] * field_bits // 8,))


def _unpack(packed, field_bits, group_bytes, where):
    array = _codes(packed, where)
    if array.shape[-1] % group_bytes:
        raise ArgumentError(f"{where}: the last axis has size {array.shape[-1]}; expected a multiple of {group_bytes}")
    count = array.shape[-1] * 8 // field_bits
    codes = _core.unpack_bitfields(array.reshape(-1), int(np.prod(array.shape[:-1], dtype=np.int64)) * count, field_bits)
    return codes.reshape(array.shape[:-1] + (count,))


@checked_arguments
def pack_fp4(codes):
    """[..., 2n] FP4 codes -> [..., n] bytes, element 0 in the low nibble."""
    return _pack(codes, 4, 2, "pack_fp4")


@checked_arguments
def unpack_fp4(packed):
    return _unpack(packed, 4, 1, "unpack_fp4")


@checked_arguments
def pack_fp6(codes):
    """[..., 4n] FP6 codes -> [..., 3n] bytes, a little-endian stream of 6-bit fields."""
    return _pack(codes, 6, 4, "pack_fp6")


@checked_arguments
def unpack_fp6(packed):
    return _unpack(packed, 6, 3, "unpack_fp6")


@checked_arguments
def pack_x4(codes, fmt):
    """Trainium x4 words: [..., 4n] codes -> [..., n] uint32 (FP8) or uint16 (FP4), lane 0 lowest."""
    info = format_info(fmt)
    if info.name not in X4_FORMATS:
        raise ArgumentError(f"pack_x4: {info.name} has no x4 type; expected e4m3, e5m2 or e2m1")
    packed = _pack(codes, info.bits, 4, "pack_x4")
    return packed.view("<u4" if info.bits == 8 else "<u2")


@checked_arguments
def unpack_x4(words, fmt):
    info = format_info(fmt)
    if info.name not in X4_FORMATS:
        raise ArgumentError(f"unpack_x4: {info.name} has no x4 type; expected e4m3, e5m2 or e2m1")
    expected = np.dtype("<u4" if info.bits == 8 else "<u2")
    array = np.asarray(words)
    if array.dtype.itemsize != expected.itemsize or array.dtype.kind != "u":
        raise ArgumentError(f"unpack_x4: {info.name} x4 words are {expected}, got {array.dtype}")
    as_bytes = np.ascontiguousarray(array.astype(expected, copy=False)).view(np.uint8)
    return _unpack(as_bytes, info.bits, 1, "unpack_x4")


@checked_arguments
def pair_scales(scales):
    """Ascend paired scales: [..., G] -> [..., ceil(G/2), 2]; [..., j, p] is group 2j + p."""
    array = _codes(scales, "pair_scales")
    rows = int(np.prod(array.shape[:-1], dtype=np.int64))
    paired = _core.pair_scales(array.reshape(-1), rows, array.shape[-1])
    return paired.reshape(array.shape[:-1] + paired.shape[-2:])


@checked_arguments
def unpair_scales(paired, groups=None):
    """Inverse of pair_scales; `groups` drops the zero padding of an odd group count."""
    array = _codes(paired, "unpair_scales")
    if array.ndim < 2 or array.shape[-1] != 2:
        raise ArgumentError(f"unpair_scales: expected a trailing axis of size 2, got shape {array.shape}")
    flat = array.reshape(array.shape[:-2] + (array.shape[-2] * 2,))
    if groups is not None:
        if not 0 <= groups <= flat.shape[-1]:
            raise ArgumentError(f"unpair_scales: groups={groups} exceeds the {flat.shape[-1]} stored scales")
        flat = flat[..., :groups]
    return np.ascontiguousarray(flat)
