"""pypto_pro operations and the CCE instructions each records (docs/targets/ascend950.md has the
table): load (MTE2), move (MTE1), matmul_mx / matmul_mx_acc (M), store (FIX), and the
synchronisation a kernel without auto_mutex writes itself."""
from __future__ import annotations

import contextlib
import enum

from ..errors import KernelError
from ..frontend.kernel_line import caller
from . import dtypes as dt
from .kernel import GmTensor, current
from .tiles import MemorySpace, Tile


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


@contextlib.contextmanager
def section_cube():
    """with pl.section_cube(): the cube-side part of a kernel (the model has only the cube side)."""
    current()
    yield


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
    session = current()
    ids = []
    if session.auto_mutex:
        for t in tiles:
            if t in skip_mutex:
                continue
            ids += [i for i in t.mutex_ids if i not in ids]
    for i in ids:
        session.issue("get_buf", [("pipe", pipe.value), ("id", i), ("mode", 0)])
    session.issue(mnemonic, operands)
    for i in ids:
        session.issue("rls_buf", [("pipe", pipe.value), ("id", i), ("mode", 0)])


# ---- load: GM -> L1 (MTE2) ----

def load(tile, tensor, offsets, order=None):
    """pl.load(mat_tile, tensor, offsets, order=None). Data tiles: NZ from a row-major region uses
    ND2NZ, ZN uses DN2NZ; order=[1, 0] reads the tensor transposed (NZ by DN2NZ, ZN by ND2NZ).
    E8M0 ZZ / NN tiles read the paired-scale tensors [.., .., 2]: order [0, 1] = A-ND / B-ND,
    [1, 0] = A-DN / B-DN. The tile's valid extent becomes what fits in the tensor from offsets."""
    _tile(tile, "load destination", MemorySpace.Mat)
    if not isinstance(tensor, GmTensor):
        raise KernelError(f"{caller()}: load source is {type(tensor).__name__}; expected a kernel tensor argument")
    offsets = [int(o) for o in offsets]
    if len(offsets) != len(tensor.shape):
        raise KernelError(f"{caller()}: load offsets {offsets} for a {len(tensor.shape)}-d tensor; expected "
                          f"{len(tensor.shape)} offsets")
    if any(o < 0 or o >= max(s, 1) for o, s in zip(offsets, tensor.shape)):
        raise KernelError(f"{caller()}: load offsets {offsets} outside tensor {tensor.name} {tensor.shape}")
    layout = tile.type.layout.name
    if tile.type.dtype is dt.DT_FP8E8M0 and layout in ("ZZ", "NN"):
        return _load_scales(tile, tensor, offsets, order)
    if tensor.dtype.trace != tile.type.dtype.trace:
        raise KernelError(f"{caller()}: load of {tensor.dtype.name} tensor {tensor.name} into a {tile.type.dtype.name} tile")
    if len(tensor.shape) == 1:  # a vector (bias) into a [1, n] ND tile
        tensor_shape, offsets = [1, tensor.shape[0]], [0, offsets[0]]
    elif len(tensor.shape) == 2:
        tensor_shape = tensor.shape
    else:
        raise KernelError(f"{caller()}: load of a {len(tensor.shape)}-d data tensor; expected 2-d (or 1-d into ND)")
    if order is not None and list(order) not in ([0, 1], [1, 0]):
        raise KernelError(f"{caller()}: load order={list(order)}; expected [0, 1] (as stored) or [1, 0] (transposed)")
    transposed = order is not None and list(order) == [1, 0]
    rows_axis, cols_axis = (1, 0) if transposed else (0, 1)
    r0, c0 = offsets[rows_axis], offsets[cols_axis]
    vr = min(tile.type.shape[0], tensor_shape[rows_axis] - r0)
    vc = min(tile.type.shape[1], tensor_shape[cols_axis] - c0)
    bits = tile.type.dtype.bits
    ld = tensor_shape[1]  # row-major tensor: elements per tensor row
    base = (offsets[0] * ld + offsets[1]) * bits // 8
    pr, pc = tile.type.padded()
    if layout == "ND":
        if vr != 1 or transposed:
            raise KernelError(f"{caller()}: ND Mat tiles hold one row (a bias vector); expected a [1, n] tile")
        params = dict(n_value=1, d_value=vc, src_d_value=ld, dst_nz_c0_stride=1)
        mnemonic = "copy_gm_to_cbuf_multi_nd2nz"
    elif layout in ("NZ", "ZN"):
        # NZ [R, C] keeps C0 chunks along C with pr rows; ZN [R, C] is NZ [C, R] with pc rows
        nz_rows, nz_cols, pitch = (vr, vc, pr) if layout == "NZ" else (vc, vr, pc)
        # the NZ rows run along the tensor's contiguous axis for DN2NZ, across it for ND2NZ
        contiguous_is_nz_cols = (layout == "NZ") != transposed
        if contiguous_is_nz_cols:
            mnemonic = "copy_gm_to_cbuf_multi_nd2nz"
            scale = 2 if bits == 4 else 1  # FP4 moves as b8: byte units
            params = dict(n_value=nz_rows, d_value=nz_cols // scale, src_d_value=ld // scale, dst_nz_c0_stride=pitch)
            if bits == 4:
                if nz_cols % 2 or ld % 2 or offsets[1] % 2:
                    raise KernelError(f"{caller()}: FP4 load splits a byte (odd extent or offset along the packed axis)")
                params["dtype"] = "b8"
        else:
            mnemonic = "copy_gm_to_cbuf_multi_dn2nz"
            params = dict(n_value=nz_rows, d_value=nz_cols, src_d_value=ld, dst_nz_c0_stride=pitch)
            if bits == 4 and (nz_rows % 2 or offsets[1] % 2):
                raise KernelError(f"{caller()}: FP4 load splits a byte (odd extent or offset along the packed axis)")
    else:
        raise KernelError(f"{caller()}: load into a {layout} {tile.type.dtype.name} tile; expected NZ or ZN data "
                          f"(ZZ / NN are for E8M0 scales)")
    operands = [("dst", _ref(tile)), ("src", _ref(tensor, base))] + list(params.items())
    _issue(Pipe.MTE2, mnemonic, operands, [tile])
    tile.valid = (vr, vc)


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
    a1 = tensor.shape[1]
    if is_a:
        row_axis = 1 if dn else 0
    else:
        row_axis = 0 if dn else 1
    pair_axis = 1 - row_axis
    vrows = min(rows, tensor.shape[row_axis] - offsets[row_axis])
    vpairs = min(groups // 2, tensor.shape[pair_axis] - offsets[pair_axis])
    base = (offsets[0] * a1 + offsets[1]) * 2
    ld = a1  # pairs (b16 elements) per tensor row
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

def move(dst, src):
    """pl.move(dst_tile, mat_tile): L1 -> Left / Right (LoadData, transposing when the layouts
    differ), -> ScaleLeft / ScaleRight (LoadData MX, dst address as given), -> Bias (bias table)."""
    _tile(dst, "move destination", MemorySpace.Left, MemorySpace.Right, MemorySpace.ScaleLeft, MemorySpace.ScaleRight,
          MemorySpace.Bias)
    _tile(src, "move source", MemorySpace.Mat)
    if dst.type.dtype.trace != src.type.dtype.trace:
        raise KernelError(f"{caller()}: move of a {src.type.dtype.name} tile into a {dst.type.dtype.name} tile")
    vr, vc = src.valid
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
    m_step, k_step = -(-nz_rows // 16), -(-nz_cols // c0)
    if transpose and nz_cols % c0:
        # a transposing LoadData moves whole square blocks (A2): a tail would make the L0 tile's pitch
        # differ from what mad_mx reads for the real extent
        raise KernelError(f"{caller()}: transposing move of a {nz_cols}-wide tail into {dst.memory.name}: the "
                          f"transposed extent must be a multiple of {c0} for {src.type.dtype.name}; load the tile in "
                          f"the layout {dst.memory.name} holds ({wanted}) so the move needs no transpose")
    if transpose:
        # the transposed tile has c0 * k_step rows (whole square blocks): its extent is padded to them
        out_rows = c0 * k_step
        dst_stride = out_rows // 16
        valid = (out_rows, nz_rows) if is_a else (nz_rows, out_rows)
    else:
        dst_stride = m_step
        valid = (vr, vc)
    params = [("m_start", 0), ("k_start", 0), ("m_step", m_step), ("k_step", k_step), ("src_stride", nz_pitch // 16),
              ("dst_stride", dst_stride)]
    if transpose:
        params.append(("transpose", 1))
    _issue(Pipe.MTE1, mnemonic, [("dst", _ref(dst)), ("src", _ref(src))] + params, [dst, src])
    dst.valid = valid


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


def matmul_mx(dst_tile, lhs_tile, rhs_tile, scale_a, scale_b, *, phase=None, bias=None):
    """C = (scale_a (x) A)(scale_b (x) B) into L0C (cmatrixInitVal = 1), or bias + AB with bias= (a
    Bias tile; mxsim's spelling of the MmadMx bias-table path)."""
    _matmul(dst_tile, lhs_tile, rhs_tile, scale_a, scale_b, phase, True, bias)


def matmul_mx_acc(dst_tile, acc_tile, lhs_tile, rhs_tile, scale_a, scale_b, *, phase=None):
    """dst = acc + (scale_a (x) A)(scale_b (x) B) (cmatrixInitVal = 0); the Cube accumulates in
    place, so acc_tile must be dst_tile (pypto matmul_mx_acc)."""
    if acc_tile is not dst_tile:
        raise KernelError(f"{caller()}: matmul_mx_acc accumulates in place; expected acc_tile to be dst_tile "
                          f"(got {getattr(acc_tile, 'name', acc_tile)} and {getattr(dst_tile, 'name', dst_tile)})")
    _matmul(dst_tile, lhs_tile, rhs_tile, scale_a, scale_b, phase, False, None)


# ---- store: L0C -> GM (FIX) ----

_QUANT = {"float32": "NoQuant", "float16": "F322F16", "bfloat16": "F322BF16"}


def store(tensor, tile, offsets, phase=None):
    """pl.store(out_tensor, acc_tile, offsets, phase=None): FIXPIPE with NZ2ND; FP32 / FP16 / BF16
    outputs by the tensor's dtype (F322F16 / F322BF16 round to nearest even)."""
    _tile(tile, "store source", MemorySpace.Acc)
    if not isinstance(tensor, GmTensor):
        raise KernelError(f"{caller()}: store destination is {type(tensor).__name__}; expected a kernel tensor argument")
    if len(tensor.shape) != 2 or len(offsets) != 2:
        raise KernelError(f"{caller()}: store into {tensor.shape} at {list(offsets)}; expected a 2-d tensor and 2 offsets")
    if tensor.dtype.trace not in _QUANT:
        raise KernelError(f"{caller()}: store into {tensor.dtype.name}; expected DT_FP32, DT_FP16 or DT_BF16")
    r0, c0 = (int(o) for o in offsets)
    if r0 < 0 or c0 < 0:
        raise KernelError(f"{caller()}: store offsets {[r0, c0]}; expected non-negative offsets")
    if getattr(tile, "phased", False) and phase is None:
        # pypto phase rules: a phased matmul needs a phased store (an unphased one reads wrong data)
        raise KernelError(f"{caller()}: store of {tile.name} without phase after a matmul with phase; expected "
                          f"phase=pl.STPhase.Final")
    vr, vc = tile.valid
    m, n = min(vr, tensor.shape[0] - r0), min(vc, tensor.shape[1] - c0)
    if m <= 0 or n <= 0:
        raise KernelError(f"{caller()}: store offsets {[r0, c0]} outside tensor {tensor.name} {tensor.shape}")
    base = (r0 * tensor.shape[1] + c0) * tensor.dtype.bits // 8
    operands = [("dst", _ref(tensor, base)), ("src", _ref(tile)), ("n", n), ("m", m), ("dst_stride", tensor.shape[1]),
                ("src_stride", tile.pitch or _up(vr, 16)), ("unit_flag", int(phase) if phase is not None else 0),
                ("quant_pre", _QUANT[tensor.dtype.trace]), ("nz2nd", 1)]
    _issue(Pipe.FIX, "copy_matrix_cc_to_gm", operands, [tile], skip_mutex=(tile,) if phase is not None else ())
    tensor.written = True


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
