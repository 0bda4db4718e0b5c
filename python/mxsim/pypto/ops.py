"""pypto_pro operations and the CCE instructions each records (docs/targets/ascend950.md has the
table): load (MTE2), move (MTE1), matmul_mx / matmul_mx_acc (M), store (FIX), and the
synchronisation a kernel without auto_mutex writes itself. Operations on Vec tiles (the vector
cores' UB) are vector.py's."""
from __future__ import annotations

import enum

import numpy as np

from ..errors import KernelError
from ..frontend.kernel_line import caller
from . import dtypes as dt, vector
from .kernel import GmTensor, current, runs_on
from .tiles import MemorySpace, Tile, TileGroup


class AccPhase(enum.IntEnum):
    """Unit-flag phase of a matmul (pto-isa type.hpp): passed through as mad_mx's unit_flag."""
    Unspecified = 0
    Partial = 2
    Final = 3


class STPhase(enum.IntEnum):
    """Unit-flag phase of a store: passed through as FIXPIPE's unit_flag."""
    Unspecified = 0
    Partial = 2
    Final = 3


class Pipe(enum.Enum):
    S = "PIPE_S"
    V = "PIPE_V"
    M = "PIPE_M"
    MTE1 = "PIPE_MTE1"
    MTE2 = "PIPE_MTE2"
    MTE3 = "PIPE_MTE3"
    FIX = "PIPE_FIX"
    ALL = "PIPE_ALL"


def _up(x, m):
    return -(-x // m) * m


def _ref(obj, byte_offset=0):
    return obj.name if byte_offset == 0 else f"{obj.name}[{byte_offset}]"


def _tile(obj, what, *memories):
    if not isinstance(obj, Tile):
        raise KernelError(f"{caller()}: {what} is {type(obj).__name__}; expected a tile (group.current())")
    if memories and obj.memory not in memories:
        raise KernelError(f"{caller()}: {what} tile {obj.name} is in {obj.memory.name}; expected "
                          + " or ".join(m.name for m in memories))
    return obj


def _issue(pipe, mnemonic, operands, tiles, skip_mutex=()):
    """Issues one instruction on `pipe`, wrapped in get_buf / rls_buf for each tile's mutex ID when the
    kernel uses auto_mutex (pypto: every tile operand's ID; the Acc ID is skipped under a phase)."""
    _issue_all(pipe, [(mnemonic, operands)], tiles, skip_mutex)


def _issue_all(pipe, instructions, tiles, skip_mutex=()):
    """Issues the instructions one pypto operation lowers to, on `pipe`, inside one set of locks."""
    session = current()
    side = session.side_of(*instructions[0])  # the locks around them are on their side
    ids = []
    if session.auto_mutex:
        for t in tiles:
            if t in skip_mutex:
                continue
            ids += [i for i in t.mutex_ids if i not in ids]
    for i in ids:
        session.issue("get_buf", [("pipe", pipe.value), ("id", i), ("mode", 0)], side=side)
    for mnemonic, operands in instructions:
        session.issue(mnemonic, operands)
    for i in ids:
        session.issue("rls_buf", [("pipe", pipe.value), ("id", i), ("mode", 0)], side=side)


# ---- load: GM -> L1 (MTE2) ----

def _side_of_tile(tile):
    """The side an operation on `tile` runs on: a Vec tile's the vector cores', the rest the cube's."""
    return "aiv" if isinstance(tile, Tile) and tile.memory is MemorySpace.Vec else "aic"


def _axes(tensor, order, what):
    """The two tensor axes a transfer's tile rows and columns run along: pypto's `order` lists
    absolute axes (default: the last two, ascending); descending means transposed (DN)."""
    n = len(tensor.shape)
    if order is None:
        return (n - 2, n - 1) if n >= 2 else (None, 0)
    try:
        axes = [int(a) for a in order]
    except (TypeError, ValueError):
        axes = None
    if axes is None or len(axes) != 2 or axes[0] == axes[1] or not all(0 <= a < n for a in axes):
        raise KernelError(f"{caller()}: {what} order={order!r} for a {n}-d tensor; expected two different axes "
                          f"0..{n - 1} (descending for a transposed load)")
    return tuple(axes)


def _integers(tensor, offsets, what):
    """One integer per tensor axis (element or tile offsets), else a KernelError."""
    try:
        offsets = [int(o) for o in offsets]
    except (TypeError, ValueError):
        raise KernelError(f"{caller()}: {what} offsets {offsets!r}; expected one integer per tensor axis") from None
    if len(offsets) != len(tensor.shape):
        raise KernelError(f"{caller()}: {what} offsets {offsets} for a {len(tensor.shape)}-d tensor; expected "
                          f"{len(tensor.shape)} offsets")
    return offsets


def _offsets(tensor, offsets, what):
    offsets = _integers(tensor, offsets, what)
    if any(o < 0 or o >= max(s, 1) for o, s in zip(offsets, tensor.shape)):
        raise KernelError(f"{caller()}: {what} offsets {offsets} outside tensor {tensor.name} {tensor.shape}")
    return offsets


def _same_dtype_as_argument(tensor, what):
    # the model types a copy by the GM buffer it names (the kernel argument): a view that reads its
    # bytes as another dtype would be checked against the argument's
    if tensor.dtype is not tensor.base.dtype:
        raise KernelError(f"{caller()}: {what} through a {tensor.dtype.name} view of {tensor.base.dtype.name} tensor "
                          f"{tensor.name}: views with another dtype are not modelled; expected the argument's dtype")


@runs_on(lambda tile, *args, **kwargs: _side_of_tile(tile))
def load(tile, tensor, offsets, order=None):
    """pl.load(mat_tile, tensor, offsets, order=None). The tile's rows run along tensor axis
    order[0] and its columns along order[1] (default: the last two axes; [1, 0] reads a 2-d tensor
    transposed, [3, 1] axes 3 and 1 of a 4-d one); the other axes are fixed at their offsets. Data
    tiles: the NZ rows along the tensor's contiguous axis use ND2NZ, across it DN2NZ. E8M0 ZZ / NN
    tiles read the paired-scale tensors [.., .., 2]: order [0, 1] = A-ND / B-ND, [1, 0] = A-DN /
    B-DN. The window is the tile's valid shape when one is set (TileType valid_shape or
    pl.set_validshape), else what fits in the tensor from offsets. A Vec tile loads on a vector
    core (vector.load_vec)."""
    if isinstance(tile, Tile) and tile.memory is MemorySpace.Vec:
        if order is not None:
            raise KernelError(f"{caller()}: load into a Vec tile with order={order!r}; expected none (rows along the "
                              f"tensor's rows)")
        return vector.load_vec(tile, tensor, offsets)
    _tile(tile, "load destination", MemorySpace.Mat)
    if not isinstance(tensor, GmTensor):
        raise KernelError(f"{caller()}: load source is {type(tensor).__name__}; expected a kernel tensor argument")
    offsets = _offsets(tensor, offsets, "load")
    _same_dtype_as_argument(tensor, "load")
    layout = tile.type.layout.name
    if tile.type.dtype is dt.DT_FP8E8M0 and layout in ("ZZ", "NN"):
        return _load_scales(tile, tensor, offsets, order)
    if tensor.dtype.trace != tile.type.dtype.trace:
        raise KernelError(f"{caller()}: load of {tensor.dtype.name} tensor {tensor.name} into a {tile.type.dtype.name} tile")
    if tile.type.dtype.bits > 32 and layout != "ND":
        raise KernelError(f"{caller()}: load of a {layout} {tile.type.dtype.name} tile; expected a [1, n] ND tile (64-bit "
                          f"data: pypto's per-channel quantisation parameters, on their way to a Scaling tile)")
    if len(tensor.shape) == 1:  # a vector (bias) into a [1, n] ND tile
        if order is not None:
            raise KernelError(f"{caller()}: load of a 1-d tensor with order={list(order)}; expected no order")
        if tensor.strides[0] != 1:
            raise KernelError(f"{caller()}: load of 1-d tensor {tensor.name} with stride {tensor.strides[0]}; expected "
                              f"a contiguous vector (stride 1)")
        rows_axis, cols_axis = None, 0
    else:
        rows_axis, cols_axis = _axes(tensor, order, "load")
    transposed = rows_axis is not None and rows_axis > cols_axis

    def extent(axis):  # elements from the offset to the tensor's end along an axis
        return 1 if axis is None else tensor.shape[axis] - offsets[axis]

    def stride(axis):
        return 0 if axis is None else tensor.strides[axis]

    # per axis: the valid extent set (statically or by set_validshape), else what the tensor holds
    fixed = (True, True) if tile.valid_fixed else getattr(tile, "valid_static", (False, False))
    vr = tile.valid[0] if fixed[0] else min(tile.type.shape[0], extent(rows_axis))
    vc = tile.valid[1] if fixed[1] else min(tile.type.shape[1], extent(cols_axis))
    if vr > extent(rows_axis) or vc > extent(cols_axis):
        raise KernelError(f"{caller()}: load of a [{vr}, {vc}] valid window at {offsets} runs past tensor "
                          f"{tensor.name} {tensor.shape}; expected set_validshape to the rows and columns left")
    bits = tile.type.dtype.bits
    element = sum(o * st for o, st in zip(offsets, tensor.strides))
    if bits == 4 and element % 2:
        raise KernelError(f"{caller()}: FP4 load at element {element} splits a byte; expected an even offset along "
                          f"the packed axis")
    base = element * bits // 8
    pr, pc = tile.type.padded()
    # which of the tile's axes runs along the tensor's contiguous axis, and the step between the
    # lines of the other one
    cols_unit, rows_unit = stride(cols_axis) == 1, rows_axis is not None and stride(rows_axis) == 1
    if cols_unit and rows_unit:  # an axis of extent 1: the inner axis is the contiguous one
        cols_unit = cols_axis > rows_axis
    if rows_axis is None:  # a vector: its one line
        cols_contiguous, ld = True, tensor.shape[0]
    elif cols_unit:
        cols_contiguous, ld = True, stride(rows_axis)
    elif rows_unit:
        cols_contiguous, ld = False, stride(cols_axis)
    else:
        raise KernelError(f"{caller()}: load along axes {rows_axis} and {cols_axis} of tensor {tensor.name} (strides "
                          f"{tensor.strides}); expected one of them contiguous (stride 1): one ND2NZ / DN2NZ move")
    if layout == "ND":
        if vr != 1 or transposed:
            raise KernelError(f"{caller()}: ND Mat tiles hold one row (a bias vector); expected a [1, n] tile")
        params = dict(n_value=1, d_value=vc, src_d_value=ld, dst_nz_c0_stride=1)
        if bits == 64:  # moved as twice as many b32 elements (ND2NZ moves b8 / b16 / b32)
            params.update(d_value=2 * vc, src_d_value=2 * ld, dtype="b32")
        mnemonic = "copy_gm_to_cbuf_multi_nd2nz"
    elif layout in ("NZ", "ZN"):
        # NZ [R, C] keeps C0 chunks along C with pr rows; ZN [R, C] is NZ [C, R] with pc rows
        nz_rows, nz_cols, pitch = (vr, vc, pr) if layout == "NZ" else (vc, vr, pc)
        # the NZ rows run along the tensor's contiguous axis for ND2NZ, across it for DN2NZ
        contiguous_is_nz_cols = (layout == "NZ") == cols_contiguous
        if contiguous_is_nz_cols:
            mnemonic = "copy_gm_to_cbuf_multi_nd2nz"
            scale = 2 if bits == 4 else 1  # FP4 moves as b8: byte units
            params = dict(n_value=nz_rows, d_value=nz_cols // scale, src_d_value=ld // scale, dst_nz_c0_stride=pitch)
            if bits == 4:
                if nz_cols % 2 or ld % 2:
                    raise KernelError(f"{caller()}: FP4 load splits a byte (odd extent or offset along the packed axis)")
                params["dtype"] = "b8"
        else:
            mnemonic = "copy_gm_to_cbuf_multi_dn2nz"
            params = dict(n_value=nz_rows, d_value=nz_cols, src_d_value=ld, dst_nz_c0_stride=pitch)
            if bits == 4 and nz_rows % 2:
                raise KernelError(f"{caller()}: FP4 load splits a byte (odd extent or offset along the packed axis)")
    else:
        raise KernelError(f"{caller()}: load into a {layout} {tile.type.dtype.name} tile; expected NZ or ZN data "
                          f"(ZZ / NN are for E8M0 scales)")
    operands = [("dst", _ref(tile)), ("src", _ref(tensor, base))] + list(params.items())
    _issue(Pipe.MTE2, mnemonic, operands, [tile])
    tile.valid = (vr, vc)


def _tile_offsets(tile, tensor, tile_offsets, order, what):
    """pypto load_tile / store_tile: offsets counted in tiles along the tile's axes (each times the
    tile's extent along it, the axes taken in ascending order as pypto's _compute_absolute_offsets
    does), in elements along the others."""
    if not isinstance(tensor, GmTensor):
        raise KernelError(f"{caller()}: {what} tensor is {type(tensor).__name__}; expected a kernel tensor argument")
    tile_offsets = _integers(tensor, tile_offsets, what)
    if len(tensor.shape) == 1:
        return [tile_offsets[0] * max(tile.type.shape)]
    axes = sorted(_axes(tensor, order, what))
    return [o * tile.type.shape[axes.index(i)] if i in axes else o for i, o in enumerate(tile_offsets)]


@runs_on(lambda tile, *args, **kwargs: _side_of_tile(tile))
def load_tile(tile, tensor, tile_offsets, order=None):
    """pl.load_tile(mat_tile, tensor, tile_offsets, order=None): pl.load at tile_offsets[i] tiles
    along the tile's axes."""
    _tile(tile, "load_tile destination", MemorySpace.Mat)
    if tile.type.dtype is dt.DT_FP8E8M0 and tile.type.layout.name in ("ZZ", "NN"):
        raise KernelError(f"{caller()}: load_tile of scale tile {tile.name}; expected pl.load with element offsets "
                          f"for E8M0 scale pairs")
    load(tile, tensor, _tile_offsets(tile, tensor, tile_offsets, order, "load_tile"), order=order)


def set_validshape(tile, shape):
    """pl.set_validshape(tile or tile group, [rows, cols]): the window later transfers move (every
    slot of a group)."""
    try:
        rows, cols = (int(v) for v in shape)
    except (TypeError, ValueError):
        raise KernelError(f"{caller()}: set_validshape {shape!r}; expected [rows, cols]") from None
    tiles = list(tile) if isinstance(tile, TileGroup) else [_tile(tile, "set_validshape tile")]
    for t in tiles:
        t.set_valid(rows, cols)


def make_tensor(tensor, shape, stride, dtype=None):
    """pl.make_tensor(tensor, shape, stride, dtype=None): a view of a kernel tensor's GM bytes with
    its own shape and strides (elements), e.g. [B, S, D] as [B * S, D] or MX scales [M, G / 2, 2] as
    [M, G]."""
    if not isinstance(tensor, GmTensor):
        raise KernelError(f"{caller()}: make_tensor of {type(tensor).__name__}; expected a kernel tensor argument")
    try:
        shape, stride = [int(d) for d in shape], [int(d) for d in stride]
    except (TypeError, ValueError):
        raise KernelError(f"{caller()}: make_tensor shape {shape!r} stride {stride!r}; expected integers") from None
    if len(shape) != len(stride) or not shape or min(shape) < 1 or min(stride) < 0:
        raise KernelError(f"{caller()}: make_tensor shape {shape} stride {stride}; expected one non-negative stride "
                          f"per positive extent")
    dtype = tensor.dtype if dtype is None else dtype
    if not isinstance(dtype, dt.DataType):
        raise KernelError(f"{caller()}: make_tensor dtype {dtype!r}; expected a pl.DT_* type")
    last = sum((d - 1) * st for d, st in zip(shape, stride)) + 1  # elements the view reaches
    if last * dtype.bits > tensor.base.nbytes * 8:
        raise KernelError(f"{caller()}: make_tensor {shape} stride {stride} of {dtype.name} reaches {last} elements; "
                          f"tensor {tensor.name} holds {tensor.base.nbytes * 8 // dtype.bits}")
    return tensor.view(shape, stride, dtype)


def set_stride(tensor, strides):
    """pl.set_stride(tensor, [row_stride, col_stride]): the strides (elements) of a GM tensor's last
    two axes, in place (pto GlobalTensor SetStride of DIM_3 and DIM_4)."""
    if not isinstance(tensor, GmTensor):
        raise KernelError(f"{caller()}: set_stride of {type(tensor).__name__}; expected a kernel tensor argument")
    try:
        row, col = (int(v) for v in strides)
    except (TypeError, ValueError):
        raise KernelError(f"{caller()}: set_stride {strides!r}; expected [row_stride, col_stride]") from None
    if len(tensor.shape) < 2 or row < 0 or col < 0:
        raise KernelError(f"{caller()}: set_stride [{row}, {col}] on {len(tensor.shape)}-d tensor {tensor.name}; "
                          f"expected non-negative strides of a tensor of two or more axes")
    view = make_tensor(tensor, tensor.shape, tensor.strides[:-2] + [row, col])
    tensor.strides = view.strides


def _load_scales(tile, tensor, offsets, order):
    # paired-scale GM layouts (asc-devkit aux fractal details; fact sheet §2): each pair moves as one
    # b16 element so the two scales of a pair stay adjacent along K
    if len(tensor.shape) != 3 or tensor.shape[2] != 2:
        raise KernelError(f"{caller()}: scale tensor {tensor.name} {tensor.shape}; expected [.., .., 2] pairs")
    if offsets[2] != 0:
        raise KernelError(f"{caller()}: scale load offset {offsets[2]} on the pair axis; expected 0")
    order = [0, 1] if order is None else [int(o) for o in order]
    if sorted(order) != [0, 1]:
        raise KernelError(f"{caller()}: scale load order={order}; expected [0, 1] (ND) or [1, 0] (DN); the pair axis "
                          f"cannot be selected")
    dn = order == [1, 0]
    is_a = tile.type.layout.name == "ZZ"  # ZZ: scale A [M, G]; NN: scale B [G, N]
    rows, groups = (tile.type.shape[0], tile.type.shape[1]) if is_a else (tile.type.shape[1], tile.type.shape[0])
    pr, pc = tile.type.padded()
    pairs_tile = (pc if is_a else pr) // 2
    # which tensor axis holds the rows (M or N) and which the pairs
    if is_a:
        row_axis = 1 if dn else 0
    else:
        row_axis = 0 if dn else 1
    pair_axis = 1 - row_axis
    vrows = min(rows, tensor.shape[row_axis] - offsets[row_axis])
    vpairs = min(groups // 2, tensor.shape[pair_axis] - offsets[pair_axis])
    # the pairs move as b16 elements: the pair axis and axis 1 must step by one pair (2 bytes), and
    # axis 0 by whole pairs (a make_tensor / set_stride view that does not cannot be one copy)
    st = tensor.strides
    if st[2] != 1 or st[1] != 2 or st[0] % 2:
        raise KernelError(f"{caller()}: scale tensor {tensor.name} with strides {st}; expected the two scales of a "
                          f"pair adjacent (stride 1), axis 1 stepping by one pair (stride 2) and axis 0 by whole "
                          f"pairs (an even stride)")
    base = sum(o * s for o, s in zip(offsets, st))  # bytes: E8M0 scales are one byte each
    ld = st[0] // 2  # pairs (b16 elements) per step of axis 0
    if row_axis == 0:
        # the rows run across tensor rows: the pairs are contiguous -> DN2NZ (n = pairs, d = rows)
        mnemonic, params = "copy_gm_to_cbuf_multi_dn2nz", dict(n_value=vpairs, d_value=vrows, src_d_value=ld)
    else:
        # the rows are contiguous -> ND2NZ (n = pairs, d = rows)
        mnemonic, params = "copy_gm_to_cbuf_multi_nd2nz", dict(n_value=vpairs, d_value=vrows, src_d_value=ld)
    params.update(dtype="b16", dst_nz_c0_stride=pairs_tile)
    operands = [("dst", _ref(tile)), ("src", _ref(tensor, base))] + list(params.items())
    _issue(Pipe.MTE2, mnemonic, operands, [tile])
    tile.valid = (vrows, 2 * vpairs) if is_a else (2 * vpairs, vrows)


# ---- move: L1 -> L0A / L0B / L0A_MX / L0B_MX / BT (MTE1) ----

@runs_on(lambda dst, src, *args, **kwargs: _side_of_tile(src))
def move(dst, src, offset=None, *, acc_to_vec_mode=None, relu_pre_mode=None, scale=None, phase=None):
    """pl.move(dst_tile, mat_tile): L1 -> Left / Right (LoadData, transposing when the layouts
    differ), -> ScaleLeft / ScaleRight (LoadData MX, dst address as given), -> Bias (bias table).
    pl.move(vec_tile, acc_tile, acc_to_vec_mode=..., relu_pre_mode=, phase=): FIXPIPE L0C -> UB
    (vector.acc_to_vec); pl.move(mat_tile, vec_tile): UB -> L1 (pl.insert at [0, 0])."""
    if offset is not None or scale is not None:
        raise KernelError(f"{caller()}: move with offset= or scale=; expected neither (a sub-block move and a "
                          f"quantising read-out are not modelled)")
    if isinstance(src, Tile) and isinstance(dst, Tile) and src.memory is MemorySpace.Acc:
        if relu_pre_mode is not None and relu_pre_mode is not ReluPreMode.NormalRelu:
            raise KernelError(f"{caller()}: relu_pre_mode={relu_pre_mode!r}; expected pl.ReluPreMode.NormalRelu")
        operands = vector.acc_to_vec(dst, src, acc_to_vec_mode, relu_pre_mode, phase, _QUANT)
        _issue(Pipe.FIX, "copy_matrix_cc_to_ub", operands, [dst, src], skip_mutex=(src,) if phase is not None else ())
        return
    if acc_to_vec_mode is not None or relu_pre_mode is not None or phase is not None:
        raise KernelError(f"{caller()}: move with acc_to_vec_mode=, relu_pre_mode= or phase= from a "
                          f"{getattr(src, 'memory', src)!r} tile; expected them only on an Acc -> Vec move")
    if isinstance(src, Tile) and src.memory is MemorySpace.Vec:
        return vector.insert(dst, src, [0, 0])
    _tile(dst, "move destination", MemorySpace.Left, MemorySpace.Right, MemorySpace.ScaleLeft, MemorySpace.ScaleRight,
          MemorySpace.Bias, MemorySpace.Scaling)
    _tile(src, "move source", MemorySpace.Mat)
    if dst.type.dtype.trace != src.type.dtype.trace:
        raise KernelError(f"{caller()}: move of a {src.type.dtype.name} tile into a {dst.type.dtype.name} tile")
    vr, vc = src.valid
    if dst.memory is MemorySpace.Scaling:
        # pypto: a [1, N] INT64 tile of per-column parameters, N a multiple of 16 and at most 512
        if dst.type.dtype.bits != 64 or vr != 1 or vc % 16 or vc > 512:
            raise KernelError(f"{caller()}: move of a [{vr}, {vc}] {src.type.dtype.name} tile into Scaling; expected "
                              f"[1, N] 64-bit parameters with N a multiple of 16, at most 512")
        _issue(Pipe.MTE1, "copy_cbuf_to_fbuf", [("dst", _ref(dst)), ("src", _ref(src)), ("len_burst", vc * 8 // 64)],
               [dst, src])
        dst.valid = (vr, vc)
        return
    if dst.memory is MemorySpace.Bias:
        _issue(Pipe.MTE1, "copy_cbuf_to_bt", [("dst", _ref(dst)), ("src", _ref(src)), ("len_burst", -(-vc * 4 // 64))],
               [dst, src])
        dst.valid = (vr, vc)
        return
    if dst.memory in (MemorySpace.ScaleLeft, MemorySpace.ScaleRight):
        is_a = dst.memory is MemorySpace.ScaleLeft
        rows, groups = (vr, vc) if is_a else (vc, vr)
        pr, pc = src.type.padded()
        params = [("x_start", 0), ("y_start", 0), ("x_step", -(-rows // 16)), ("y_step", groups // 2),
                  ("src_stride", (pc if is_a else pr) // 2), ("dst_stride", groups // 2)]
        _issue(Pipe.MTE1, "load_cbuf_to_ca_mx" if is_a else "load_cbuf_to_cb_mx",
               [("dst", _ref(dst)), ("src", _ref(src))] + params, [dst, src])
        dst.valid = (vr, vc)
        return
    is_a = dst.memory is MemorySpace.Left
    mnemonic = "load_cbuf_to_ca" if is_a else "load_cbuf_to_cb"
    bits = src.type.dtype.bits
    c0 = 256 // bits
    pr, pc = src.type.padded()
    src_layout = src.type.layout.name
    # the stored NZ of the source: its rows and columns
    nz_rows, nz_cols, nz_pitch = (vr, vc, pr) if src_layout == "NZ" else (vc, vr, pc)
    wanted = "NZ" if is_a else "ZN"
    if src_layout not in ("NZ", "ZN"):
        raise KernelError(f"{caller()}: move from a {src_layout} Mat tile into {dst.memory.name}; expected NZ or ZN")
    transpose = src_layout != wanted
    if not transpose:
        params = [("m_start", 0), ("k_start", 0), ("m_step", -(-nz_rows // 16)), ("k_step", -(-nz_cols // c0)),
                  ("src_stride", nz_pitch // 16), ("dst_stride", -(-nz_rows // 16))]
        _issue(Pipe.MTE1, mnemonic, [("dst", _ref(dst)), ("src", _ref(src))] + params, [dst, src])
        dst.valid = (vr, vc)
        return
    _issue_all(Pipe.MTE1, _transposing_loads(mnemonic, dst, src, nz_rows, nz_cols, nz_pitch, bits), [dst, src])
    # the L0 tile holds the true extents: its fractal pitch is the 16-row padded transposed extent,
    # which is what mad_mx reads
    dst.valid = (nz_cols, nz_rows) if is_a else (nz_rows, nz_cols)


def _transposing_loads(mnemonic, dst, src, nz_rows, nz_cols, nz_pitch, bits):
    """The LoadData2DV2 calls of a transposing move, as pto-isa lowers TEXTRACT to Left / Right
    (TExtractTo{A,B}TransCompact, a5): both extents are padded to max(16, C0) so every block is
    square (A2). b8 / b4 issue one call per C0 rows of the source (m_step 2 / 4), each storing one
    C0-wide column block of the transposed tile, the next one 16-padded-extent x 32 B further on; so
    a transposed extent that is not a multiple of C0 lands at the pitch mad_mx reads (its padding
    rows are overwritten by the next block, the last block's run past the tile's end). b16 / b32
    move in one call."""
    c0 = 256 // bits
    align = max(16, c0)
    if nz_pitch < _up(nz_rows, align):
        # each call reads whole square blocks of source rows at the tile's pitch: a shorter tile
        # would make it read the next column block's rows (or past the tile)
        raise KernelError(f"{caller()}: transposing move of a {src.type.dtype.name} Mat tile whose stored NZ has "
                          f"{nz_pitch} rows: it reads {_up(nz_rows, align)} (whole {align}-row square blocks); "
                          f"expected a tile with a multiple of {align} rows along that axis")
    out_rows = _up(nz_cols, align)  # the transposed extent, in whole square blocks
    k_step = out_rows * bits // 256  # 32-byte units along the source's rows
    m_steps = _up(nz_rows, align) // 16
    dst_stride = out_rows // 16
    if bits > 8:
        params = [("m_start", 0), ("k_start", 0), ("m_step", m_steps), ("k_step", k_step),
                  ("src_stride", nz_pitch // 16), ("dst_stride", dst_stride), ("transpose", 1)]
        return [(mnemonic, [("dst", _ref(dst)), ("src", _ref(src))] + params)]
    per_call = c0 // 16  # source fractal rows per call: one square block (2 for b8, 4 for b4)
    block_bytes = _up(nz_cols, 16) * 32  # one C0-wide column block of the transposed tile, as mad_mx reads it
    calls = []
    for i in range(m_steps // per_call):
        params = [("m_start", i * per_call), ("k_start", 0), ("m_step", per_call), ("k_step", k_step),
                  ("src_stride", nz_pitch // 16), ("dst_stride", dst_stride), ("transpose", 1)]
        calls.append((mnemonic, [("dst", _ref(dst, i * block_bytes)), ("src", _ref(src))] + params))
    return calls


# ---- matmul_mx: L0A x L0B -> L0C (M) ----

def _matmul(dst, lhs, rhs, scale_a, scale_b, phase, init, bias):
    _tile(dst, "matmul destination", MemorySpace.Acc)
    _tile(lhs, "lhs", MemorySpace.Left)
    _tile(rhs, "rhs", MemorySpace.Right)
    _tile(scale_a, "scale_a", MemorySpace.ScaleLeft)
    _tile(scale_b, "scale_b", MemorySpace.ScaleRight)
    m, k = lhs.valid
    k_b, n = rhs.valid
    if k != k_b:
        raise KernelError(f"{caller()}: matmul_mx lhs K = {k} but rhs K = {k_b}; expected equal")
    unit_flag = int(phase) if phase is not None else 0
    operands = [("c", _ref(dst)), ("a", _ref(lhs)), ("b", _ref(rhs)), ("m", m), ("k", k), ("n", n),
                ("unit_flag", unit_flag), ("gemv_disable", 1)]
    tiles = [dst, lhs, rhs, scale_a, scale_b]
    if bias is not None:
        _tile(bias, "bias", MemorySpace.Bias)
        if bias.type.dtype is not dt.DT_FP32:
            raise KernelError(f"{caller()}: bias tile {bias.name} is {bias.type.dtype.name}; expected DT_FP32 (MmadMx bias)")
        operands += [("cmatrix_source", 1), ("cmatrix_init_val", 0), ("bias", _ref(bias))]
        tiles.append(bias)
    else:
        operands += [("cmatrix_source", 0), ("cmatrix_init_val", 1 if init else 0)]
    operands += [("scale_a", _ref(scale_a)), ("scale_b", _ref(scale_b))]
    session = current()
    if session.last_mad_acc is dst and -(-m // 16) * -(-n // 16) < 10:
        # asc-devkit Mmad: back-to-back MMADs into one L0C region of fewer than 10 fractals need
        # PipeBarrier<PIPE_M>; the pypto lowering inserts it (assumption: as pto's TMATMUL does)
        session.issue("pipe_barrier", [("pipe", Pipe.M.value)])
    _issue(Pipe.M, "mad_mx", operands, tiles, skip_mutex=(dst,) if phase is not None else ())
    session.last_mad_acc = dst
    dst.valid = (m, n)
    dst.pitch = _up(m, 16)
    dst.phased = phase is not None


@runs_on(lambda *args, **kwargs: "aic")
def matmul_mx(dst_tile, lhs_tile, rhs_tile, scale_a, scale_b, *, phase=None, bias=None):
    """C = (scale_a (x) A)(scale_b (x) B) into L0C (cmatrixInitVal = 1), or bias + AB with bias= (a
    Bias tile; mxsim's spelling of the MmadMx bias-table path)."""
    _matmul(dst_tile, lhs_tile, rhs_tile, scale_a, scale_b, phase, True, bias)


@runs_on(lambda *args, **kwargs: "aic")
def matmul_mx_acc(dst_tile, acc_tile, lhs_tile, rhs_tile, scale_a, scale_b, *, phase=None):
    """dst = acc + (scale_a (x) A)(scale_b (x) B) (cmatrixInitVal = 0); the Cube accumulates in
    place, so acc_tile must be dst_tile (pypto matmul_mx_acc)."""
    if acc_tile is not dst_tile:
        raise KernelError(f"{caller()}: matmul_mx_acc accumulates in place; expected acc_tile to be dst_tile "
                          f"(got {getattr(acc_tile, 'name', acc_tile)} and {getattr(dst_tile, 'name', dst_tile)})")
    _matmul(dst_tile, lhs_tile, rhs_tile, scale_a, scale_b, phase, False, None)


# ---- store: L0C -> GM (FIX) ----

class ReluPreMode(enum.Enum):
    """pypto ReluPreMode: FIXPIPE's ReLU before the output conversion."""
    NormalRelu = 1


class AtomicType(enum.IntEnum):
    """pypto AtomicType: a FIXPIPE store that adds to GM (pypto lowers it to set_atomic_<dtype>,
    set_atomic_add, the store, set_atomic_none) instead of overwriting it."""
    AtomicNone = 0
    AtomicAdd = 1


# FIXPIPE output conversion by destination dtype (asc-devkit QuantMode_t): without a scale, and with
# a scalar scale (deqScalar)
_QUANT = {"float32": "NoQuant", "float16": "F322F16", "bfloat16": "F322BF16"}
_SCALED = {"float32": "QF322F32_PRE", "float16": "QF322F16_PRE", "int8": "QF322B8_PRE",
           "float8_e4m3fn": "QF322FP8_PRE"}
# set_atomic_<dtype> by the destination's dtype (pypto's lowering of AtomicType.AtomicAdd; the
# model's FIXPIPE outputs)
_ATOMIC = {"float32": "set_atomic_f32", "float16": "set_atomic_f16", "bfloat16": "set_atomic_bf16",
           "int8": "set_atomic_s8"}


def _deq_scalar(scale, signed):
    """A scalar scale as FIXPIPE's deqScalar: its FP32 bits (pypto _encode_deq_scalar), bit 46 set
    for a signed INT8 output (pypto's lowering sets it for INT8 destinations)."""
    if isinstance(scale, bool) or not isinstance(scale, (int, float, np.floating, np.integer)):
        raise KernelError(f"{caller()}: store scale={scale!r}; expected a float or a Scaling tile (per-column "
                          f"parameters)")
    try:
        with np.errstate(over="ignore"):
            value = np.float32(scale)
    except OverflowError:
        value = np.float32(np.inf)
    bits = int(np.array(value).view(np.uint32))
    # a nonzero scale that FP32 holds only as zero or a denormal is not the scale the kernel meant
    underflow = value == 0 and scale != 0
    if not np.isfinite(value) or (bits & 0x7F800000 == 0 and bits & 0x7FFFFF) or underflow:
        # FIXPIPE: quant parameters must not be inf, NaN or denormal (fact sheet §3.5)
        raise KernelError(f"{caller()}: store scale={scale!r}; expected a finite, normal (or zero) FP32 value")
    return bits | (1 << 46 if signed else 0)


@runs_on(lambda tensor, tile, *args, **kwargs: _side_of_tile(tile))
def store(tensor, tile, offsets, *, relu_pre_mode=None, scale=None, order=None, atomic=AtomicType.AtomicNone,
          phase=None):
    """pl.store(out_tensor, acc_tile, offsets, relu_pre_mode=None, scale=None, order=None,
    atomic=AtomicNone, phase=None): FIXPIPE with NZ2ND of the tile's valid rows and columns into
    tensor axes `order` (ascending; default the last two). Outputs by the tensor's dtype: FP32 /
    FP16 / BF16 (F322F16 / F322BF16 round to nearest even); with a scalar `scale` FP32 / FP16 /
    INT8 / FP8 E4M3 (QF322*_PRE with deq_scalar: value x scale, then the conversion).
    relu_pre_mode=NormalRelu: FIXPIPE's ReLU. atomic=AtomicAdd: set_atomic_<dtype>, set_atomic_add,
    the store, set_atomic_none (the store adds to what GM holds). scale=a Scaling tile ([1, N] INT64
    parameters moved there from L1): the per-column V-form of the mode (VQF322*_PRE), FIXPIPE taking
    column j's scale from parameter j. A Vec tile stores from a vector core (vector.store_vec)."""
    if isinstance(tile, Tile) and tile.memory is MemorySpace.Vec:
        if relu_pre_mode is not None or scale is not None or order is not None or atomic or phase is not None:
            raise KernelError(f"{caller()}: store of a Vec tile with FIXPIPE options; expected none (MTE3 copies)")
        return vector.store_vec(tensor, tile, offsets)
    _tile(tile, "store source", MemorySpace.Acc)
    if not isinstance(tensor, GmTensor):
        raise KernelError(f"{caller()}: store destination is {type(tensor).__name__}; expected a kernel tensor argument")
    offsets = _offsets(tensor, offsets, "store")
    _same_dtype_as_argument(tensor, "store")
    if len(tensor.shape) < 2:
        raise KernelError(f"{caller()}: store into a {len(tensor.shape)}-d tensor {tensor.name}; expected 2 or more axes")
    rows_axis, cols_axis = _axes(tensor, order, "store")
    if rows_axis > cols_axis:
        raise KernelError(f"{caller()}: store order={list(order)}; expected ascending axes (FIXPIPE writes no transpose)")
    if tensor.strides[cols_axis] != 1:
        raise KernelError(f"{caller()}: store along axis {cols_axis} of stride {tensor.strides[cols_axis]}; expected "
                          f"the tile's columns along a contiguous axis (NZ2ND writes rows)")
    out = tensor.dtype.trace
    vector_scale = None
    if scale is None:
        if out not in _QUANT:
            raise KernelError(f"{caller()}: store into {tensor.dtype.name}; expected DT_FP32, DT_FP16 or DT_BF16 (or "
                              f"DT_INT8 / DT_FP8E4M3FN with scale=)")
        quant, deq = _QUANT[out], None
    else:
        if out not in _SCALED:
            # pypto rejects a scale into UINT8 and into BF16 (the fixpipe casts FP32 -> BF16 unscaled only)
            raise KernelError(f"{caller()}: store with scale into {tensor.dtype.name}; expected DT_FP32, DT_FP16, "
                              f"DT_INT8 or DT_FP8E4M3FN")
        if isinstance(scale, Tile):
            # a per-column Scaling tile: the V-form of the mode, FIXPIPE reading a scale per column
            _tile(scale, "store scale", MemorySpace.Scaling)
            if scale.valid[1] < tile.valid[1]:
                raise KernelError(f"{caller()}: store scale tile {scale.name} holds {scale.valid[1]} columns; expected "
                                  f"one per column of {tile.name} ({tile.valid[1]})")
            quant, deq, vector_scale = "V" + _SCALED[out], None, scale
        else:
            quant, deq = _SCALED[out], _deq_scalar(scale, out == "int8")
    if relu_pre_mode is not None and relu_pre_mode is not ReluPreMode.NormalRelu:
        raise KernelError(f"{caller()}: relu_pre_mode={relu_pre_mode!r}; expected pl.ReluPreMode.NormalRelu")
    if atomic not in (AtomicType.AtomicNone, AtomicType.AtomicAdd):
        raise KernelError(f"{caller()}: atomic={atomic!r}; expected pl.AtomicType.AtomicNone or AtomicAdd")
    adds = atomic == AtomicType.AtomicAdd
    if adds and out not in _ATOMIC:
        raise KernelError(f"{caller()}: atomic add into {tensor.dtype.name}; expected one of the dtypes FIXPIPE "
                          f"writes ({', '.join(sorted(_ATOMIC))})")
    if getattr(tile, "phased", False) and phase is None:
        # pypto phase rules: a phased matmul needs a phased store (an unphased one reads wrong data)
        raise KernelError(f"{caller()}: store of {tile.name} without phase after a matmul with phase; expected "
                          f"phase=pl.STPhase.Final")
    vr, vc = tile.valid
    m = min(vr, tensor.shape[rows_axis] - offsets[rows_axis])
    n = min(vc, tensor.shape[cols_axis] - offsets[cols_axis])
    element = sum(o * st for o, st in zip(offsets, tensor.strides))
    base = element * tensor.dtype.bits // 8
    operands = [("dst", _ref(tensor, base)), ("src", _ref(tile)), ("n", n), ("m", m),
                ("dst_stride", tensor.strides[rows_axis]), ("src_stride", tile.pitch or _up(vr, 16)),
                ("unit_flag", int(phase) if phase is not None else 0), ("quant_pre", quant)]
    if deq is not None:
        operands.append(("deq_scalar", hex(deq)))
    if vector_scale is not None:
        operands.append(("quant_vector", _ref(vector_scale)))
    if relu_pre_mode is not None:
        operands.append(("relu_pre", 1))
    operands.append(("nz2nd", 1))
    session = current()
    if adds:
        session.issue(_ATOMIC[out], [])
        session.issue("set_atomic_add", [])
    _issue(Pipe.FIX, "copy_matrix_cc_to_gm", operands, [tile], skip_mutex=(tile,) if phase is not None else ())
    if adds:
        session.issue("set_atomic_none", [])
    tensor.written = True


@runs_on(lambda tensor, tile, *args, **kwargs: _side_of_tile(tile))
def store_tile(tensor, tile, tile_offsets, **options):
    """pl.store_tile(out_tensor, acc_tile, tile_offsets, ...): pl.store at tile_offsets[i] tiles along
    the tile's axes (the same keywords)."""
    _tile(tile, "store_tile source", MemorySpace.Acc)
    store(tensor, tile, _tile_offsets(tile, tensor, tile_offsets, options.get("order"), "store_tile"), **options)


# ---- explicit synchronisation (kernels without auto_mutex) ----

def _pipe(value):
    if isinstance(value, Pipe):
        return value.value
    raise KernelError(f"{caller()}: pipe {value!r}; expected a pl.Pipe (pl.Pipe.MTE2, pl.Pipe.M, ...)")


def set_flag(src_pipe, dst_pipe, event_id):
    """set_flag(src, dst, id) on the source pipe (Ascend C SetFlag<HardEvent::SRC_DST>)."""
    current().issue("set_flag", [("pipe", _pipe(src_pipe)), ("tpipe", _pipe(dst_pipe)), ("event_id", int(event_id))])


def wait_flag(src_pipe, dst_pipe, event_id):
    """wait_flag(src, dst, id) on the destination pipe."""
    current().issue("wait_flag", [("pipe", _pipe(src_pipe)), ("tpipe", _pipe(dst_pipe)), ("event_id", int(event_id))])


def pipe_barrier(pipe):
    current().issue("pipe_barrier", [("pipe", _pipe(pipe))])
