"""Tiles as pypto_pro describes them: a TileType (shape, dtype, memory space, layout, fractal) and
tile groups of one or more slots at fixed addresses (make_tile_group), each slot a Tile the model
declares as an on-chip buffer."""
from __future__ import annotations

import enum

from ..errors import KernelError
from ..frontend.kernel_line import caller
from . import dtypes as dt


class MemorySpace(enum.Enum):
    """pypto_pro.language.MemorySpace, with the model's memory for each."""
    DDR = "gm"
    Mat = "l1"
    Left = "l0a"
    Right = "l0b"
    ScaleLeft = "l0a_mx"
    ScaleRight = "l0b_mx"
    Acc = "l0c"
    Bias = "bt"  # the bias table (mxsim: the MmadMx bias path)
    Vec = "ub"   # a vector core's Unified Buffer (each of the two has its own)
    Scaling = "fb"  # the Fixpipe buffer: FIXPIPE's per-column quantisation parameters


class Layout:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return f"pl.{self.name}"


ND, DN, NZ, ZN, ZZ, NN = (Layout(n) for n in ("ND", "DN", "NZ", "ZN", "ZZ", "NN"))
_LAYOUTS = {layout.name: layout for layout in (ND, DN, NZ, ZN, ZZ, NN)}


class TensorLayout:
    """pl.TensorLayout: the layouts by name (pl.TensorLayout.NZ is pl.NZ)."""
    ND, DN, NZ, ZN, ZZ, NN = ND, DN, NZ, ZN, ZZ, NN

# the layout each memory holds when TileType gives none (pypto TileType defaults; 950 computes NZ x ZN)
_DEFAULT_LAYOUT = {MemorySpace.Left: NZ, MemorySpace.Right: ZN, MemorySpace.ScaleLeft: ZZ,
                   MemorySpace.ScaleRight: NN, MemorySpace.Acc: NZ, MemorySpace.Mat: NZ, MemorySpace.Bias: ND,
                   MemorySpace.Vec: ND, MemorySpace.Scaling: ND}


# the base alignment the model checks when a tile is declared (isa/ascend950/state.cc, asc-devkit
# C-API general constraints)
_SLOT_ALIGN = {"l1": 32, "l0a": 512, "l0b": 512, "l0a_mx": 32, "l0b_mx": 32, "l0c": 64, "bt": 64, "ub": 32, "fb": 64}


def _up(x, m):
    return -(-x // m) * m


class TileType:
    """pl.TileType(shape=[r, c], dtype=..., target_memory=pl.MemorySpace.X, valid_shape=None, layout=...,
    fractal=..., pad=None, compact=None). `valid_shape`: the rows and columns later transfers move
    (-1 or None: dynamic, given by pl.set_validshape or, until then, by what a load finds in the
    tensor); `pad` and `compact` are accepted as pypto checks them (pto TilePad 0..3, CompactMode
    0..3) and change nothing the model computes (assumption: they shape the on-chip layout of
    valid windows smaller than the tile, which the model addresses by the tile's full shape)."""

    def __init__(self, shape, dtype, target_memory=None, valid_shape=None, layout=None, fractal=None, pad=None,
                 compact=None):
        if isinstance(valid_shape, Layout) and layout is None:
            # a layout in the fourth place: pypto versions order the two differently
            valid_shape, layout = None, valid_shape
        if not isinstance(dtype, dt.DataType):
            raise KernelError(f"{caller()}: TileType dtype {dtype!r}; expected a pl.DT_* type")
        if target_memory is None:
            target_memory = MemorySpace.Vec  # pypto's default: the vector cores' UB
        if not isinstance(target_memory, MemorySpace) or target_memory is MemorySpace.DDR:
            raise KernelError(f"{caller()}: TileType target_memory {target_memory!r}; expected an on-chip pl.MemorySpace")
        try:
            shape = [int(d) for d in shape]
        except (TypeError, ValueError):
            raise KernelError(f"{caller()}: TileType shape {shape!r}; expected [rows, cols] of positive sizes") from None
        if len(shape) != 2 or min(shape) < 1:
            raise KernelError(f"{caller()}: TileType shape {shape}; expected [rows, cols] of positive sizes")
        if dtype.is_fp4 and shape[1] % 2:
            # pypto _validate_subbyte_tile_shape: two FP4 elements per byte along the last axis
            raise KernelError(f"{caller()}: TileType shape {shape} of {dtype.name}; expected an even last dimension")
        self.valid_shape = _valid_shape(shape, valid_shape)
        if pad is not None and pad not in (0, 1, 2, 3):
            raise KernelError(f"{caller()}: TileType pad={pad!r}; expected 0..3 (pto TilePad null/zero/max/min)")
        if compact is not None and compact not in (0, 1, 2, 3):
            raise KernelError(f"{caller()}: TileType compact={compact!r}; expected 0..3 (pto CompactMode Null, Normal, "
                              f"RowPlusOne, RowAlignedPadding)")
        self.pad, self.compact = pad, compact
        self.shape, self.dtype, self.memory = shape, dtype, target_memory
        self.layout = layout if layout is not None else _DEFAULT_LAYOUT[target_memory]
        if not isinstance(self.layout, Layout):
            raise KernelError(f"{caller()}: TileType layout {layout!r}; expected pl.NZ, pl.ZN, pl.ZZ, pl.NN or pl.ND")
        # fractal sizes (pypto TileType): 1024 for FP32 Acc tiles, 32 for E8M0 scale tiles, 512 otherwise
        scale = dtype is dt.DT_FP8E8M0
        default = 1024 if target_memory is MemorySpace.Acc else 32 if scale else 512
        self.fractal = default if fractal is None else int(fractal)
        if self.fractal != default:
            raise KernelError(f"{caller()}: TileType fractal={self.fractal} for a {dtype.name} {target_memory.name} tile; "
                              f"expected {default}")

    @property
    def c0(self):
        """Elements in one 32-byte C0."""
        return 256 // self.dtype.bits

    def padded(self):
        """(rows, cols) as the layout pads them (isa/ascend950/layout.h)."""
        r, c = self.shape
        name = self.layout.name
        if self.memory is MemorySpace.Acc:
            return _up(r, 16), _up(c, 16)
        if name == "NZ":
            return _up(r, 16), _up(c, self.c0)
        if name == "ZN":
            return _up(r, self.c0), _up(c, 16)
        if name == "ZZ":
            return _up(r, 16), _up(c, 2)
        if name == "NN":
            return _up(r, 2), _up(c, 16)
        return r, c

    @property
    def nbytes(self):
        r, c = self.padded()
        return r * c * self.dtype.bits // 8


def _valid_shape(shape, valid_shape):
    """TileType valid_shape: None (dynamic) or [rows, cols], each 1..the tile's extent or -1 (dynamic)."""
    if valid_shape is None:
        return None
    try:
        valid = [int(v) for v in valid_shape]
    except (TypeError, ValueError):
        valid = None
    if valid is None or len(valid) != 2 or any(v != -1 and not 1 <= v <= s for v, s in zip(valid, shape)):
        raise KernelError(f"{caller()}: TileType valid_shape {valid_shape!r} for shape {shape}; expected [rows, cols], "
                          f"each -1 (dynamic) or 1..the tile's extent")
    return None if valid == [-1, -1] else valid


class Tile:
    """One slot of a tile group: a buffer at a fixed address. `valid` is the (rows, cols) extent later
    transfers move: a static valid_shape or pl.set_validshape fixes it (`valid_fixed`: a load then
    moves exactly that window); otherwise it is what the last load or move filled (the tail of a
    matrix is smaller than the tile)."""

    def __init__(self, type_, address, mutex_ids, name):
        self.type, self.address, self.mutex_ids, self.name = type_, address, tuple(mutex_ids), name
        static = type_.valid_shape or [-1, -1]
        # per axis: a static extent, or -1 (dynamic: set by set_validshape or by what a load finds)
        self.valid_static = tuple(v != -1 for v in static)
        self._valid = tuple(v if v != -1 else s for v, s in zip(static, type_.shape))
        self.valid_fixed = all(self.valid_static)
        self.pitch = None  # Acc tiles: the padded row count of the last matmul (FIXPIPE srcStride)
        self.unit_names = (name,)  # a Vec tile's buffer in each vector core's UB (AIV0's, AIV1's)
        # a Vec tile: its valid extent per vector core, shared by every run of the body (the cube
        # side's read-out sets it for the vector cores' runs), and the run's vector core
        self.shared_valid, self.run_aiv = None, None

    @property
    def valid(self):
        if self.shared_valid is not None:
            return self.shared_valid.get(self.run_aiv(), self._valid)
        return self._valid

    @valid.setter
    def valid(self, value):
        if self.shared_valid is not None:
            self.shared_valid[self.run_aiv()] = tuple(value)
        else:
            self._valid = tuple(value)

    def set_valid(self, rows, cols):
        """pl.set_validshape: the window the next transfers move (pto Tile::SetValidShape)."""
        r, c = self.type.shape
        if not (1 <= rows <= r and 1 <= cols <= c):
            raise KernelError(f"{caller()}: set_validshape [{rows}, {cols}] for tile {self.name} of shape [{r}, {c}]; "
                              f"expected 1..{r} rows and 1..{c} columns")
        self.valid, self.valid_fixed, self.valid_static = (rows, cols), True, (True, True)

    @property
    def memory(self):
        return self.type.memory

    @property
    def shape(self):
        return list(self.type.shape)

    def __repr__(self):
        return f"<tile {self.name} {self.type.memory.name} @{self.address:#x} {self.type.shape} {self.type.dtype.name}>"


class TileGroup:
    """make_tile_group(...): slots used in turn, with pypto's cursor (pypto_pro's _buffer_parser):
    it starts at the last slot, `.next()` moves it on (wrapping) and returns that slot, so the first
    `next()` gives slot 0; `.current()` is the slot under the cursor (before any `next()`, the last
    one); `.previous()` is the slot before it (the cursor stays); `group[i]` is slot i.
    (`.advance()` is mxsim's older name for `.next()`.)"""

    def __init__(self, tiles):
        self.tiles, self.cursor = tiles, len(tiles) - 1

    def current(self):
        return self.tiles[self.cursor]

    def next(self):
        self.cursor = (self.cursor + 1) % len(self.tiles)
        return self.current()

    def previous(self):
        return self.tiles[(self.cursor - 1) % len(self.tiles)]

    advance = next

    def __getitem__(self, i):
        return self.tiles[i]

    def __len__(self):
        return len(self.tiles)

    def __iter__(self):
        return iter(self.tiles)


def slot_addresses(type_, addrs, depth):
    """Slot addresses from `addrs` (one base, or a list) and `depth`. From one base, slot i is at
    base + i x pypto's slot size (tile_slot_size: the shape's elements times max(1, element bytes),
    so an FP4 slot takes a byte per element, twice its packed size)."""
    if isinstance(addrs, (list, tuple)):
        out = [int(a) for a in addrs]
        if depth is not None and depth != len(out):
            raise KernelError(f"{caller()}: make_tile_group depth={depth} with {len(out)} addresses; expected equal counts")
        return out
    depth = 1 if depth is None else int(depth)
    if depth < 1:
        raise KernelError(f"{caller()}: make_tile_group depth={depth}; expected at least 1")
    rows, cols = type_.shape
    step = rows * cols * max(1, type_.dtype.bits // 8)
    if depth > 1 and type_.nbytes > step:
        # the layout pads the tile past pypto's slot size: neighbouring slots would overlap
        raise KernelError(f"{caller()}: make_tile_group of {depth} [{rows}, {cols}] {type_.dtype.name} "
                          f"{type_.memory.name} tiles from one base: the {type_.layout.name} layout pads each to "
                          f"{type_.nbytes} bytes, past pypto's slot size {step} (the shape's elements); expected a "
                          f"shape the layout does not pad, or addrs= one address per slot")
    align = _SLOT_ALIGN[type_.memory.value]
    if depth > 1 and step % align:
        raise KernelError(f"{caller()}: make_tile_group of {depth} [{rows}, {cols}] {type_.dtype.name} "
                          f"{type_.memory.name} tiles from one base: pypto's slot size {step} bytes puts slot 1 off "
                          f"the {align}-byte alignment {type_.memory.name} tiles need; expected a shape whose size is "
                          f"a multiple of {align} bytes, or addrs= one address per slot")
    return [int(addrs) + i * step for i in range(depth)]


def layout_by_name(name):
    return _LAYOUTS[name]
