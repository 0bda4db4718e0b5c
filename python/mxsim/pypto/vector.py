"""pypto_pro's vector-side operations and the CCE instructions each records (the vector cores' UB,
`MemorySpace.Vec`): the L0C read-out to UB (move with acc_to_vec_mode, FIX on the cube side), load
and store between GM and UB (MTE2 / MTE3 bursts), cast (vconv on V) and insert into an L1 tile
(copy_ubuf_to_cbuf on MTE3), with the sections and the CTRL saturation flag a kernel sets."""
from __future__ import annotations

import contextlib
import enum

from ..errors import KernelError
from ..frontend.kernel_line import caller
from .kernel import GmTensor, current, runs_on
from .tiles import MemorySpace, Tile


class RoundMode(enum.IntEnum):
    """pto RoundMode (cast's mode=): the names vconv's round_mode takes."""
    CAST_NONE = 0
    CAST_RINT = 1
    CAST_ROUND = 2
    CAST_FLOOR = 3
    CAST_CEIL = 4
    CAST_TRUNC = 5
    CAST_ODD = 6


class AccToVecMode(enum.IntEnum):
    """pto AccToVecMode: which vector core an L0C read-out reaches (dual_dst_ctl and sub_block_id)."""
    SingleModeVec0 = 0
    SingleModeVec1 = 1
    DualModeSplitM = 2
    DualModeSplitN = 3


class SaturationFlagMode(enum.IntEnum):
    """pypto SaturationFlagMode: the CTRL bit set_saturation_flag writes (FLOAT: bit 48)."""
    FLOAT = 48
    FLOAT8 = 50
    INT = 53
    CAST = 59


@contextlib.contextmanager
def _section(side):
    session = current()
    session.uses_vector |= side == "aiv"
    outer, session.section = session.section, side
    try:
        yield
    finally:
        session.section = outer


def section_cube():
    """with pl.section_cube(): the part of the body the cube side (AIC) runs."""
    return _section("aic")


def section_vector():
    """with pl.section_vector(): the part of the body the vector cores (AIV0, AIV1) run."""
    return _section("aiv")


@runs_on(lambda *args, **kwargs: "aiv")
def set_saturation_flag(mode, enable):
    """pl.set_saturation_flag(pl.SaturationFlagMode.FLOAT, enable): CTRL[48] of the vector core whose
    run reaches it, which vconv then saturates under (overflow and inf to +-max, NaN to 0). The
    other bits are not modelled."""
    if mode is not SaturationFlagMode.FLOAT:
        raise KernelError(f"{caller()}: set_saturation_flag({mode!r}); expected SaturationFlagMode.FLOAT (CTRL[48]; "
                          f"the FLOAT8, INT and CAST bits are not modelled)")
    session = current()
    session.saturate[(session.core, session.unit)] = bool(enable)


def _vec(obj, what):
    if not isinstance(obj, Tile) or obj.memory is not MemorySpace.Vec:
        raise KernelError(f"{caller()}: {what} is {getattr(obj, 'name', type(obj).__name__)}; expected a Vec tile")
    return obj


def _row_bytes(tile, cols, what):
    nbytes = cols * tile.type.dtype.bits // 8
    if (cols * tile.type.dtype.bits) % 8 or nbytes % 32:
        raise KernelError(f"{caller()}: {what}: rows of {cols} {tile.type.dtype.name} elements are {nbytes} bytes in "
                          f"UB; expected a multiple of 32 (UB moves whole 32-byte blocks)")
    return nbytes


def acc_to_vec(dst, src, acc_to_vec_mode, relu_pre_mode, phase, quant):
    """move(vec_tile, acc_tile, acc_to_vec_mode=...): FIXPIPE L0C -> UB. SingleModeVec0 / 1 write the
    whole region to that vector core's UB; DualModeSplitM gives AIV0 the first half of the rows and
    AIV1 the rest, DualModeSplitN the halves of the columns; `dst` is each vector core's half."""
    _vec(dst, "move destination")
    mode = AccToVecMode.SingleModeVec0 if acc_to_vec_mode is None else acc_to_vec_mode
    if not isinstance(mode, AccToVecMode):
        raise KernelError(f"{caller()}: acc_to_vec_mode={acc_to_vec_mode!r}; expected a pl.AccToVecMode")
    m, n = src.valid
    dual = {AccToVecMode.SingleModeVec0: 0, AccToVecMode.SingleModeVec1: 0, AccToVecMode.DualModeSplitM: 1,
            AccToVecMode.DualModeSplitN: 2}[mode]
    rows, cols = (m // 2 if dual == 1 else m), (n // 2 if dual == 2 else n)
    if (dual == 1 and m % 2) or (dual == 2 and n % 32):
        raise KernelError(f"{caller()}: move with {mode.name} of a {m} x {n} Acc tile; expected "
                          + ("an even row count" if dual == 1 else "a column count that is a multiple of 32"))
    if rows > dst.type.shape[0] or cols > dst.type.shape[1]:
        raise KernelError(f"{caller()}: move of {rows} x {cols} (each vector core's part) into Vec tile {dst.name} of "
                          f"shape {dst.type.shape}; expected it to fit")
    out = dst.type.dtype.trace
    if out not in quant:
        raise KernelError(f"{caller()}: move from Acc into a {dst.type.dtype.name} Vec tile; expected DT_FP32, "
                          f"DT_FP16 or DT_BF16")
    _row_bytes(dst, dst.type.shape[1], "move destination")
    target = dst.unit_names[1 if mode is AccToVecMode.SingleModeVec1 else 0]
    operands = [("dst", target), ("src", src.name), ("n", n), ("m", m), ("dst_stride", dst.type.shape[1]),
                ("src_stride", src.pitch or -(-m // 16) * 16), ("unit_flag", int(phase) if phase is not None else 0),
                ("quant_pre", quant[out])]
    if relu_pre_mode is not None:
        operands.append(("relu_pre", 1))
    operands += [("nz2nd", 1), ("dual_dst_ctl", dual)]
    if dual == 0:
        operands.append(("sub_block_id", 1 if mode is AccToVecMode.SingleModeVec1 else 0))
    # the vector cores' runs see the extent each received
    for j in ((0, 1) if dual else (1 if mode is AccToVecMode.SingleModeVec1 else 0,)):
        dst.shared_valid[j] = (rows, cols)
    return operands


@runs_on(lambda *args, **kwargs: "aiv")
def cast(out, src, *, mode=RoundMode.CAST_ROUND):
    """pl.cast(out_tile, src_tile, mode=pl.RoundMode.CAST_ROUND): vconv of src's valid elements to
    out's dtype on the vector core (V), rounding by `mode`."""
    _vec(out, "cast destination")
    _vec(src, "cast source")
    if not isinstance(mode, RoundMode):
        raise KernelError(f"{caller()}: cast mode={mode!r}; expected a pl.RoundMode")
    rows, cols = src.valid
    if list(out.type.shape) != list(src.type.shape):
        raise KernelError(f"{caller()}: cast from a {src.type.shape} tile into a {out.type.shape} tile; expected "
                          f"the same shape")
    session = current()
    width = src.type.shape[1]
    # the valid window: whole rows at once, or row by row where its columns stop short of the tile's
    # (the rest of each row was never written)
    pieces = [(0, rows * width)] if cols == width else [(r * width, cols) for r in range(rows)]
    from .ops import Pipe, _issue, _ref
    for first, count in pieces:
        operands = [("dst", _ref(out, first * out.type.dtype.bits // 8)),
                    ("src", _ref(src, first * src.type.dtype.bits // 8)), ("count", count), ("round_mode", mode.name)]
        if session.saturate.get((session.core, session.unit)):
            operands.append(("saturate", 1))
        _issue(Pipe.V, "vconv", operands, [out, src])
    out.valid = (rows, cols)


@runs_on(lambda *args, **kwargs: "aiv")
def insert(dst, src, offset):
    """pl.insert(mat_tile, vec_tile, [row, col]): the Vec tile written into the NZ Mat tile at [row,
    col] (TINSERT), as one copy_ubuf_to_cbuf per 32-byte column of the source: its rows are one
    block each, to consecutive blocks of the destination's column (NZ: a column of 16-row
    fractals). `col` must start a 32-byte column."""
    _vec(src, "insert source")
    if not isinstance(dst, Tile) or dst.memory is not MemorySpace.Mat:
        raise KernelError(f"{caller()}: insert destination is {getattr(dst, 'name', dst)!r}; expected a Mat tile")
    if dst.type.layout.name != "NZ":
        raise KernelError(f"{caller()}: insert into a {dst.type.layout.name} Mat tile; expected NZ")
    if dst.type.dtype.trace != src.type.dtype.trace:
        raise KernelError(f"{caller()}: insert of a {src.type.dtype.name} tile into a {dst.type.dtype.name} tile; "
                          f"expected the same dtype (cast first)")
    row, col = _row_col(offset, "insert")
    rows, cols = src.valid
    bits = src.type.dtype.bits
    row_bytes = _row_bytes(src, src.type.shape[1], "insert source")
    c0 = 256 // bits
    padded_rows, padded_cols = dst.type.padded()
    if row < 0 or col < 0 or col % c0 or row + rows > padded_rows or col + cols > padded_cols:
        raise KernelError(f"{caller()}: insert of {rows} x {cols} at [{row}, {col}] into {dst.name} {dst.type.shape}; "
                          f"expected it inside the tile with col a multiple of {c0} (a 32-byte column)")
    blocks = -(-cols * bits // 8 // 32)
    from .ops import Pipe, _issue, _ref
    for b in range(blocks):
        _issue(Pipe.MTE3, "copy_ubuf_to_cbuf",
               [("dst", _ref(dst, ((col // c0 + b) * padded_rows + row) * 32)), ("src", _ref(src, b * 32)),
                ("n_burst", rows), ("len_burst", 1), ("src_gap", row_bytes // 32 - 1), ("dst_gap", 0)], [dst, src])


def _row_col(offsets, what):
    """[row, col] as two integers, else a KernelError naming `what`."""
    try:
        row, col = (int(v) for v in offsets)
    except (TypeError, ValueError):
        raise KernelError(f"{caller()}: {what} offsets {offsets!r}; expected [row, col]") from None
    return row, col


def _gm_rows(tensor, offsets, tile, what):
    """The byte address of `offsets` in a 2-D tensor, its row pitch in bytes, and the rows and
    columns a Vec tile's transfer moves."""
    if not isinstance(tensor, GmTensor) or len(tensor.shape) != 2 or tensor.strides[1] != 1:
        raise KernelError(f"{caller()}: {what} of a Vec tile with {getattr(tensor, 'name', tensor)!r}; expected a "
                          f"2-d row-major kernel tensor")
    r, c = _row_col(offsets, what)
    if tensor.dtype.trace != tile.type.dtype.trace:
        raise KernelError(f"{caller()}: {what} between {tensor.dtype.name} tensor {tensor.name} and "
                          f"{tile.type.dtype.name} tile {tile.name}; expected the same dtype")
    rows = min(tile.valid[0], tensor.shape[0] - r)
    cols = min(tile.valid[1], tensor.shape[1] - c)
    if rows < 1 or cols < 1:
        raise KernelError(f"{caller()}: {what} at [{r}, {c}] of {tensor.name} {tensor.shape}; expected inside it")
    bits = tensor.dtype.bits
    return (r * tensor.strides[0] + c) * bits // 8, tensor.strides[0] * bits // 8, rows, cols


def load_vec(tile, tensor, offsets):
    """load(vec_tile, tensor, [row, col]): GM -> UB, one burst per row (copy_gm_to_ubuf_align)."""
    base, pitch, rows, cols = _gm_rows(tensor, offsets, tile, "load")
    row_bytes = _row_bytes(tile, tile.type.shape[1], "load")
    nbytes = cols * tile.type.dtype.bits // 8
    from .ops import Pipe, _issue, _ref, _up
    _issue(Pipe.MTE2, "copy_gm_to_ubuf_align",
           [("dst", tile.name), ("src", _ref(tensor, base)), ("n_burst", rows), ("len_burst", nbytes),
            ("src_gap", pitch - nbytes), ("dst_gap", (row_bytes - _up(nbytes, 32)) // 32)], [tile])
    tile.valid = (rows, cols)


def store_vec(tensor, tile, offsets):
    """store(tensor, vec_tile, [row, col]): UB -> GM, one burst per row (copy_ubuf_to_gm_align)."""
    base, pitch, rows, cols = _gm_rows(tensor, offsets, tile, "store")
    row_bytes = _row_bytes(tile, tile.type.shape[1], "store")
    nbytes = cols * tile.type.dtype.bits // 8
    from .ops import Pipe, _issue, _ref, _up
    _issue(Pipe.MTE3, "copy_ubuf_to_gm_align",
           [("dst", _ref(tensor, base)), ("src", tile.name), ("n_burst", rows), ("len_burst", nbytes),
            ("src_gap", (row_bytes - _up(nbytes, 32)) // 32), ("dst_gap", pitch - nbytes)], [tile])
    tensor.written = True
