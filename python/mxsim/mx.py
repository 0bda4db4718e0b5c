"""MX block quantization: element codes plus one E8M0 scale byte per block."""
from __future__ import annotations

import numpy as np

from . import _core
from .arguments import checked_arguments
from .dtypes import as_code_bits, as_source_bits
from .errors import ArgumentError
from .registry import Flags, _known, format_info, overflow_policies, rounding_modes, scale_rule_info

# Named block geometries: OCP / Ascend / CDNA4 use 32 contiguous elements along the contraction
# axis; Trainium3 quantize_mx uses 8 partitions x 4 free elements of a [P, F] tile.
BLOCKS = {"ocp": 32, "trn3": (8, 4)}


def _block_size(value, where):
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, (int, np.integer)) or value <= 0:
        raise ArgumentError(f"{where}: block size {value!r}; expected a positive integer")
    return int(value)


def _element(elem, where):
    info = format_info(elem)
    if info.bits > 8 or info.name in ("e8m0", "hif8"):
        raise ArgumentError(f"{where}: '{info.name}' is not an MX element; expected one of: "
                         "e4m3, e5m2, e3m2, e2m3, e2m1, e1m2")
    return info


def _seed(seed, where):
    if isinstance(seed, (bool, np.bool_)) or not isinstance(seed, (int, np.integer)) or not 0 <= int(seed) < 2**64:
        raise ArgumentError(f"{where}: seed {seed!r}; expected an integer in [0, 2^64)")
    return int(seed)


def _geometry(block, axis, ndim, where):
    block = BLOCKS.get(block, block) if isinstance(block, str) else block
    if isinstance(block, str):
        raise ArgumentError(f"{where}: unknown block '{block}'; expected an int, a (rows, cols) pair, or one of: "
                         + ", ".join(BLOCKS))
    if isinstance(block, (tuple, list)):
        if len(block) != 2 or ndim < 2:
            raise ArgumentError(f"{where}: a 2-D block {tuple(block)} needs an array with at least 2 dimensions "
                             f"(got {ndim}); it tiles the last two axes")
        return _block_size(block[0], where), _block_size(block[1], where), None
    if ndim == 0:
        raise ArgumentError(f"{where}: expected an array with at least one dimension")
    if isinstance(axis, (bool, np.bool_)) or not isinstance(axis, (int, np.integer)):
        raise ArgumentError(f"{where}: axis {axis!r}; expected an integer axis")
    if not -ndim <= axis < ndim:
        raise ArgumentError(f"{where}: axis {axis} is out of range for an array with {ndim} dimensions")
    return 1, _block_size(block, where), axis % ndim


def _check_divides(where, shape, block_rows, block_cols, axis):
    if axis is not None:
        if shape[axis] % block_cols:
            raise ArgumentError(f"{where}: axis {axis} has size {shape[axis]}, not a multiple of the block size {block_cols}")
        return
    for name, dim, size in (("rows", len(shape) - 2, block_rows), ("columns", len(shape) - 1, block_cols)):
        if shape[dim] % size:
            raise ArgumentError(f"{where}: axis {dim} ({name}) has size {shape[dim]}, not a multiple of the block's {size}")


@checked_arguments
def mx_quantize(x, elem="e4m3", scale_rule="ocp", axis=-1, block=32, rounding="nearest_even",
                overflow="saturate", seed=0, return_flags=False):
    """Quantize `x` to MX: returns (element codes uint8, scale bytes uint8[, flags]).

    block: an int (that many contiguous elements along `axis`; 32 per OCP MX), a (rows, cols) pair
           tiling the last two axes (Trainium3: (8, 4) = 8 partitions x 4 elements), or a name in
           mxsim.mx.BLOCKS ("ocp", "trn3").
    scale_rule: one of mxsim.scale_rules. Element codes keep x's shape, one code per byte (use
    mxsim.pack_fp4 / pack_fp6 / pack_x4 to pack). Scales have the blocked axes divided by the block.
    """
    info = _element(elem, "mx_quantize")
    rule = scale_rule_info(scale_rule).name
    rounding = _known("rounding mode", rounding, rounding_modes)
    overflow = _known("overflow policy", overflow, overflow_policies)
    array = np.asarray(x)
    block_rows, block_cols, axis = _geometry(block, axis, array.ndim, "mx_quantize")
    _check_divides("mx_quantize", array.shape, block_rows, block_cols, axis)
    source, bits = as_source_bits(np.moveaxis(array, axis, -1) if axis is not None else array)
    moved_shape = bits.shape
    rows, cols = int(np.prod(moved_shape[:-1])), moved_shape[-1]
    codes, scales, flags = _core.mx_quantize_2d(info.name, rule, source, bits.reshape(-1), rows, cols,
                                                 block_rows, block_cols, rounding, overflow, _seed(seed, "mx_quantize"))
    codes = codes.reshape(moved_shape)
    if axis is not None:
        scales = scales.reshape(moved_shape[:-1] + (moved_shape[-1] // block_cols,))
        codes, scales = np.moveaxis(codes, -1, axis), np.moveaxis(scales, -1, axis)
    else:
        scales = scales.reshape(moved_shape[:-2] + (moved_shape[-2] // block_rows, moved_shape[-1] // block_cols))
    codes, scales = np.ascontiguousarray(codes), np.ascontiguousarray(scales)
    return (codes, scales, Flags(flags)) if return_flags else (codes, scales)


@checked_arguments
def mx_dequantize(codes, scales, elem="e4m3", axis=-1, block=32, dtype=np.float32):
    """Values of MX data: decode(elem) * 2^(scale - 127); a 0xFF scale makes its block NaN.

    dtype float64 is exact; float32 rounds to nearest even (beyond FP32's range gives +-Inf).
    """
    info = _element(elem, "mx_dequantize")
    dtype = np.dtype(dtype)
    if dtype not in (np.dtype(np.float32), np.dtype(np.float64)):
        raise ArgumentError(f"mx_dequantize: dtype {dtype}; expected float32 or float64")
    codes = as_code_bits(info, codes)
    scales = np.asarray(scales)
    if scales.dtype != np.uint8:
        if scales.dtype.name == "float8_e8m0fnu":
            scales = scales.view(np.uint8)
        elif scales.dtype.kind in "iu":
            if scales.size and (int(scales.min()) < 0 or int(scales.max()) > 255):
                raise ArgumentError("mx_dequantize: scales must hold E8M0 bytes (0..255)")
            scales = scales.astype(np.uint8)
        else:
            raise ArgumentError(f"mx_dequantize: scales have dtype {scales.dtype}; expected uint8 or float8_e8m0fnu")
    block_rows, block_cols, axis = _geometry(block, axis, codes.ndim, "mx_dequantize")
    _check_divides("mx_dequantize", codes.shape, block_rows, block_cols, axis)
    if axis is not None:
        expected = codes.shape[:axis] + (codes.shape[axis] // block_cols,) + codes.shape[axis + 1:]
    else:
        expected = codes.shape[:-2] + (codes.shape[-2] // block_rows, codes.shape[-1] // block_cols)
    if scales.shape != expected:
        raise ArgumentError(f"mx_dequantize: scales have shape {scales.shape}; expected {expected} for elements "
                         f"of shape {codes.shape}")
    if axis is not None:
        codes, scales = np.moveaxis(codes, axis, -1), np.moveaxis(scales, axis, -1)
    moved_shape = codes.shape
    rows, cols = int(np.prod(moved_shape[:-1])), moved_shape[-1]
    values = _core.mx_dequantize_2d(info.name, np.ascontiguousarray(codes).reshape(-1),
                                    np.ascontiguousarray(scales).reshape(-1), rows, cols, block_rows, block_cols,
                                    "fp32" if dtype == np.float32 else "fp64")
    values = values.reshape(moved_shape)
    return np.ascontiguousarray(np.moveaxis(values, -1, axis)) if axis is not None else values
