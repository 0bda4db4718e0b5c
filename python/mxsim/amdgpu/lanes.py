"""Matrices to lanes and back for the CDNA4 scaled MFMAs, written from the ISA's operand tables
(AMD CDNA4 ISA §7.1.4-7.2.1; docs/targets/cdna4.md has the diagrams). This is numpy code of its
own, independent of the model's C++ layouts, so a test through both checks one against the other.

A lane l of a wave holds row (A) or column (B) l % rows and 32 items of K; item j of FP8 holds
K = (k/2)(j//16) + 16g + j%16 under the ISA's split layout (g = l // rows), or 32g + j where K is
contiguous (FP6, FP4; every format under the "contiguous" convention). Items are packed densely,
little-endian, bits*j .. bits*j+bits-1 of the lane's registers. The scale byte lane l supplies is
row l % rows, K block l // rows. D register r of lane l is D[4(l//16) + r][l%16] (16x16x128) or
D[8(r//4) + 4(l//32) + r%4][l%32] (32x32x64)."""
from __future__ import annotations

import numpy as np

from ..arguments import checked_arguments
from ..errors import ArgumentError

SHAPES = {"16x16x128": dict(m=16, n=16, k=128, rows=16, d_regs=4), "32x32x64": dict(m=32, n=32, k=64, rows=32, d_regs=16)}
FORMATS = {"e4m3": (0, 8), "e5m2": (1, 8), "e2m3": (2, 6), "e3m2": (3, 6), "e2m1": (4, 4)}  # cbsz / blgp, bits
CONVENTIONS = {"isa": {8: "split16", 6: "contiguous", 4: "contiguous"},
               "contiguous": {8: "contiguous", 6: "contiguous", 4: "contiguous"},
               "triton": {8: "split16", 6: "split16", 4: "contiguous"}}


def _shape(shape):
    if shape not in SHAPES:
        raise ArgumentError(f"shape {shape!r}; expected one of {sorted(SHAPES)}")
    return SHAPES[shape]


def _format(fmt):
    if fmt not in FORMATS:
        raise ArgumentError(f"format {fmt!r}; expected one of {sorted(FORMATS)}")
    return FORMATS[fmt]


@checked_arguments
def selector(fmt):
    """The cbsz / blgp value of an element format."""
    return _format(fmt)[0]


@checked_arguments
def registers_per_lane(fmt):
    return _format(fmt)[1]  # 32 items of `bits` bits: 8, 6 or 4 registers


@checked_arguments
def k_index(shape, fmt, convention="isa"):
    """[64, 32] K index held by each lane's items."""
    s, bits = _shape(shape), _format(fmt)[1]
    if convention not in CONVENTIONS:
        raise ArgumentError(f"convention {convention!r}; expected one of {sorted(CONVENTIONS)}")
    lane = np.arange(64)[:, None]
    item = np.arange(32)[None, :]
    g = lane // s["rows"]
    if CONVENTIONS[convention][bits] == "split16":
        return (s["k"] // 2) * (item // 16) + 16 * g + item % 16
    return 32 * g + item


def _pack_items(items, bits):
    """[64, 32] codes -> [64, bits] uint32 registers, item j at bits j*bits.."""
    out = np.zeros((64, bits), dtype=np.uint64)
    for j in range(32):
        bit = bits * j
        value = items[:, j].astype(np.uint64) & np.uint64((1 << bits) - 1)
        out[:, bit // 32] |= (value << np.uint64(bit % 32)) & np.uint64(0xFFFFFFFF)
        if bit % 32 + bits > 32:
            out[:, bit // 32 + 1] |= value >> np.uint64(32 - bit % 32)
    return out.astype(np.uint32)


def _unpack_items(regs, bits):
    regs = np.asarray(regs, dtype=np.uint64)
    items = np.zeros((64, 32), dtype=np.uint8)
    for j in range(32):
        bit = bits * j
        window = regs[:, bit // 32]
        if bit % 32 + bits > 32:
            window = window | (regs[:, bit // 32 + 1] << np.uint64(32))
        items[:, j] = ((window >> np.uint64(bit % 32)) & np.uint64((1 << bits) - 1)).astype(np.uint8)
    return items


def _codes(codes, fmt, what):
    codes = np.asarray(codes)
    bits = _format(fmt)[1]
    if codes.dtype.kind not in "ui" or (codes.size and (codes.min() < 0 or codes.max() >= 1 << bits)):
        raise ArgumentError(f"{what} codes must be integers 0..{(1 << bits) - 1} for {fmt} (one code per element)")
    return codes.astype(np.uint8)


@checked_arguments
def pack_a(codes, shape="16x16x128", fmt="e4m3", convention="isa"):
    """A [m, k] element codes (one per byte) -> uint32 registers [64, 8|6|4]."""
    s = _shape(shape)
    codes = _codes(codes, fmt, "A")
    if codes.shape != (s["m"], s["k"]):
        raise ArgumentError(f"A codes {codes.shape}; expected ({s['m']}, {s['k']}) for {shape}")
    rows = (np.arange(64) % s["rows"])[:, None]
    return _pack_items(codes[rows, k_index(shape, fmt, convention)], _format(fmt)[1])


@checked_arguments
def pack_b(codes, shape="16x16x128", fmt="e4m3", convention="isa"):
    """B [k, n] element codes -> uint32 registers [64, 8|6|4]."""
    s = _shape(shape)
    codes = _codes(codes, fmt, "B")
    if codes.shape != (s["k"], s["n"]):
        raise ArgumentError(f"B codes {codes.shape}; expected ({s['k']}, {s['n']}) for {shape}")
    cols = (np.arange(64) % s["rows"])[:, None]
    return _pack_items(codes[k_index(shape, fmt, convention), cols], _format(fmt)[1])


@checked_arguments
def unpack_a(regs, shape="16x16x128", fmt="e4m3", convention="isa"):
    s = _shape(shape)
    out = np.zeros((s["m"], s["k"]), dtype=np.uint8)
    out[(np.arange(64) % s["rows"])[:, None], k_index(shape, fmt, convention)] = _unpack_items(regs, _format(fmt)[1])
    return out


@checked_arguments
def unpack_b(regs, shape="16x16x128", fmt="e4m3", convention="isa"):
    s = _shape(shape)
    out = np.zeros((s["k"], s["n"]), dtype=np.uint8)
    out[k_index(shape, fmt, convention), (np.arange(64) % s["rows"])[:, None]] = _unpack_items(regs, _format(fmt)[1])
    return out


@checked_arguments
def pack_scales(scales, shape="16x16x128", operand="a"):
    """E8M0 scales -> the byte each lane supplies [64]: A [m, k/32] or B [k/32, n]."""
    s = _shape(shape)
    scales = np.asarray(scales, dtype=np.uint8)
    lane = np.arange(64)
    row, block = lane % s["rows"], lane // s["rows"]
    if operand == "a":
        if scales.shape != (s["m"], s["k"] // 32):
            raise ArgumentError(f"A scales {scales.shape}; expected ({s['m']}, {s['k'] // 32})")
        return scales[row, block]
    if scales.shape != (s["k"] // 32, s["n"]):
        raise ArgumentError(f"B scales {scales.shape}; expected ({s['k'] // 32}, {s['n']})")
    return scales[block, row]


@checked_arguments
def scale_word(*bytes_per_lane):
    """Up to four [64] scale-byte arrays into one uint32 VGPR per lane, byte i from array i (the
    BlockScaledMmaOp packing: op_sel / op_sel_hi then pick byte i for MMA tile i)."""
    if not 1 <= len(bytes_per_lane) <= 4:
        raise ArgumentError("one to four byte arrays")
    word = np.zeros(64, dtype=np.uint32)
    for i, b in enumerate(bytes_per_lane):
        word |= np.asarray(b, dtype=np.uint32) << np.uint32(8 * i)
    return word


@checked_arguments
def op_sel_for_byte(byte_a, byte_b):
    """(op_sel, op_sel_hi) lists that pick scale byte `byte_a` of scale A and `byte_b` of scale B."""
    return [byte_a & 1, byte_b & 1, 0], [byte_a >> 1, byte_b >> 1, 0]


def _d_index(shape):
    s = _shape(shape)
    lane = np.arange(64)[:, None]
    reg = np.arange(s["d_regs"])[None, :]
    n = np.broadcast_to(lane % s["rows"], (64, s["d_regs"]))
    if shape == "16x16x128":
        m = 4 * (lane // 16) + reg
    else:
        m = 8 * (reg // 4) + 4 * (lane // 32) + reg % 4
    return m, n


@checked_arguments
def pack_c(c, shape="16x16x128"):
    """C [m, n] FP32 (float32 values or uint32 bits) -> registers [64, 4|16]."""
    c = np.asarray(c)
    if c.dtype.kind == "f" and c.dtype != np.float32:
        raise ArgumentError(f"C of dtype {c.dtype}; expected float32 values or their uint32 bits")
    bits = c.view(np.uint32) if c.dtype == np.float32 else c.astype(np.uint32)
    m, n = _d_index(shape)
    return bits[m, n].astype(np.uint32)


@checked_arguments
def unpack_d(regs, shape="16x16x128"):
    """Registers [64, 4|16] -> D [m, n] float32 (bit exact)."""
    s = _shape(shape)
    out = np.zeros((s["m"], s["n"]), dtype=np.uint32)
    m, n = _d_index(shape)
    regs = np.asarray(regs, dtype=np.uint32)
    if regs.shape != m.shape:
        raise ArgumentError(f"unpack_d: registers of shape {regs.shape}; expected {list(m.shape)} (64 lanes x "
                         f"{s['d_regs']} registers of D for {shape})")
    out[m, n] = regs
    return out.view(np.float32)
