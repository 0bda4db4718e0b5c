"""Ascend 950 trace -> a pypto_pro kernel: the CCE instructions the trace records, decompiled back
into the `pl.*` calls that lower to them (docs/targets/ascend950.md has the lowering table).

- every GM buffer is a kernel argument, in the trace's order (the front end places them so, each
  rounded up to 512 bytes); every on-chip buffer one `pl.make_tile_group` slot at the trace's
  address, declared where the trace declares it (a Vec tile once, for both vector cores);
- the mutex tokens (get_buf / rls_buf around an instruction) become the tiles' `mutex_ids` under
  `auto_mutex=True`, each tile's IDs inferred from the operations that lock it; where the locks
  around an operation are not the ones auto_mutex would take, the export is refused;
- load / move / matmul_mx(_acc) / store / cast / insert, the flags (sync_src / sync_dst, the
  cross-core pairs, the bar_* barriers) and `set_validshape` where a transfer moves less than
  pypto would compute from the tensor;
- a trace of several AI Cores runs as `kernel[cores](...)`, each core's part under `if core == K`,
  and each vector core's under `if pl.get_subblock_idx() == J`.

The kernel imports `pypto_pro.language`; with MXSIM_EXPORT_FRONTEND=mxsim it imports mxsim.pypto,
which is how the tests prove the export: recorded through mxsim.pypto, the kernel is the trace it
came from, line for line (tests/python/test_export_pypto.py)."""
from __future__ import annotations

import numpy as np

from .. import _core
from ..errors import TraceError
from .trace_lines import Line, Name, Number, Reference, TraceText, integer, integers, variable_for

# the memory a trace space is, as pypto names it (mxsim.pypto.tiles.MemorySpace)
_MEMORY = {"l1": "Mat", "l0a": "Left", "l0b": "Right", "l0a_mx": "ScaleLeft", "l0b_mx": "ScaleRight", "l0c": "Acc",
           "bt": "Bias", "ub": "Vec", "fb": "Scaling"}
_PIPES = {"PIPE_S": "S", "PIPE_V": "V", "PIPE_M": "M", "PIPE_MTE1": "MTE1", "PIPE_MTE2": "MTE2", "PIPE_MTE3": "MTE3",
          "PIPE_FIX": "FIX", "PIPE_ALL": "ALL"}
_GM_ALIGN = 512  # mxsim.pypto places each kernel argument at the next multiple of 512 bytes
# the names the kernel source itself uses: a buffer may not take one as its variable
RESERVED = {"pl", "os", "core"}
_LOCKS = ("get_buf", "rls_buf")
_ATOMIC = {"set_atomic_f32", "set_atomic_f16", "set_atomic_bf16", "set_atomic_s8"}
# set_atomic_<dtype> by the destination's dtype (mxsim.pypto.ops._ATOMIC)
_ATOMIC_OF = {"float32": "set_atomic_f32", "float16": "set_atomic_f16", "bfloat16": "set_atomic_bf16",
              "int8": "set_atomic_s8"}
_ROUND_MODES = ("CAST_NONE", "CAST_RINT", "CAST_ROUND", "CAST_FLOOR", "CAST_CEIL", "CAST_TRUNC", "CAST_ODD")
_PHASE = {0: None, 2: "Partial", 3: "Final"}
_ACC_TO_VEC = {(1, None): "DualModeSplitM", (2, None): "DualModeSplitN", (0, 0): "SingleModeVec0",
               (0, 1): "SingleModeVec1"}


class _Tile:
    def __init__(self, line, variable, memory, shape, dtype, layout, bits):
        self.line, self.variable, self.memory = line, variable, memory
        self.shape, self.dtype, self.layout, self.bits = shape, dtype, layout, bits
        self.mutex = None          # the IDs auto_mutex locks for it (None: not yet known)
        self.valid, self.fixed = tuple(shape), False  # mirrors mxsim.pypto's Tile.valid / valid_fixed
        self.vec_valid = {}        # a Vec tile: its valid extent on each vector core (mxsim.pypto keeps one each)
        self.address, self.core, self.twinned = None, 0, False

    def valid_on(self, aiv):
        return self.vec_valid.get(aiv, tuple(self.shape))

    def padded(self):
        """(rows, cols) as the layout pads them: mxsim.pypto's TileType.padded."""
        from ..pypto import dtypes, tiles
        return tiles.TileType(self.shape, getattr(dtypes, self.dtype), tiles.MemorySpace[self.memory],
                              layout=tiles.layout_by_name(self.layout)).padded()


class _Tensor:
    def __init__(self, line, variable, shape, dtype, bits):
        from ..pypto.kernel import row_major_strides  # here: `import mxsim` need not load the front end
        self.line, self.variable, self.shape, self.dtype, self.bits = line, variable, shape, dtype, bits
        self.strides = row_major_strides(shape)  # as mxsim.pypto gives a kernel argument


class _Call:
    """One pl.* call: the trace lines it lowers to, the tiles whose mutex IDs lock it, and its
    source (filled in once the tiles' IDs are known)."""

    def __init__(self, unit, lines, locks, tiles, render, pipe):
        self.unit, self.lines, self.locks, self.tiles, self.render, self.pipe = unit, lines, locks, tiles, render, pipe


class _Writer:
    def __init__(self, trace: TraceText):
        self.trace = trace
        self.dtypes = {row["name"]: (row["pypto"], row["bits"]) for row in _core.ascend950_dtypes()}
        self.variables = {}       # buffer name -> variable
        self.tensors = {}         # GM buffer name -> _Tensor
        self.tiles = {}           # tile buffer name (each vector core's too) -> _Tile
        self.items = []           # ("declare", _Tile) / ("call", _Call), in trace order
        self.saturate = {}        # (core, aiv) -> CTRL[48] as the kernel has set it
        self.last_mad = {}        # (core, aiv) -> the Acc tile of the unit's last matmul
        self.gm_next = 0          # where mxsim.pypto places the next kernel argument
        self.auto_mutex = False
        self.names = {}           # trace space -> how many tiles mxsim.pypto has named in it
        self.last_buffer = None   # the last buffer declaration read

    def fail(self, line: Line, what, expected):
        raise TraceError(f"{self.trace.where(line)}: {what}; expected {expected}")

    # ---- operands ----

    def variable(self, name):
        return variable_for(name, self.variables, RESERVED)

    def number(self, line, key):
        value = line.get(key)
        if not isinstance(value, Number):
            self.fail(line, f"{line.word} has no integer {key}=", f"{key}= as the pypto lowering writes it")
        try:
            return integer(value)
        except ValueError:
            self.fail(line, f"{line.word} {key}={value.text} is not an integer", f"an integer {key}=")

    def flag(self, line, key):
        """An optional 0 / 1 operand (relu_pre=, saturate=): absent is 0."""
        if line.get(key) is None:
            return False
        value = self.number(line, key)
        if value not in (0, 1):
            self.fail(line, f"{line.word} {key}={value}", f"{key}=1 or none")
        return value == 1

    def pipe(self, line, key="pipe"):
        name = self.word(line, key)
        if name not in _PIPES:
            self.fail(line, f"{line.word} {key}={name}", "one of " + ", ".join(_PIPES))
        return _PIPES[name]

    def word(self, line, key):
        value = line.get(key)
        if not isinstance(value, Name):
            self.fail(line, f"{line.word} has no {key}= word", f"{key}= as the pypto lowering writes it")
        return value.text

    def reference(self, line, key):
        """(buffer name, byte offset) of a dst= / src= operand."""
        value = line.get(key)
        if isinstance(value, Name):
            return value.text, 0
        if isinstance(value, Reference) and not value.calls and value.index is not None and value.index.isdigit():
            return value.name, int(value.index)
        self.fail(line, f"{line.word} {key}= is not a buffer or buffer[byte offset]", f"{key}=NAME or NAME[BYTES]")

    def tile(self, line, key, *memories, offset_ok=False):
        name, offset = self.reference(line, key)
        tile = self.tiles.get(name)
        if tile is None or (memories and tile.memory not in memories):
            self.fail(line, f"{line.word} {key}={name} is not a {' / '.join(memories) or 'tile'} buffer",
                      f"a {' / '.join(m for m in memories)} tile the trace declares")
        if offset and not offset_ok:
            self.fail(line, f"{line.word} {key}={name}[{offset}]", f"{key}={name}: pypto addresses whole tiles here")
        return (tile, offset) if offset_ok else tile

    def tensor(self, line, key):
        name, offset = self.reference(line, key)
        if name not in self.tensors:
            self.fail(line, f"{line.word} {key}={name} is not a GM buffer", "a kernel argument (a gm buffer)")
        return self.tensors[name], offset

    def offsets(self, line, tensor, byte_offset):
        """The tensor element index of a byte offset, one integer per axis (row-major)."""
        element = byte_offset * 8 // tensor.bits
        if element * tensor.bits != byte_offset * 8:
            self.fail(line, f"byte offset {byte_offset} inside an element of {tensor.line.name}", "a whole element")
        out = []
        for stride, extent in zip(tensor.strides, tensor.shape):
            out.append(element // stride)
            element %= stride
        if any(o >= max(e, 1) for o, e in zip(out, tensor.shape)):
            self.fail(line, f"byte offset {byte_offset} past {tensor.line.name} {tensor.shape}", "an offset inside it")
        return out

    # ---- buffers ----

    def buffer(self, line: Line):
        fields = {k: v for k, v in line.operands}
        try:
            shape = integers(fields["shape"]) if "shape" in fields else None
        except (TypeError, ValueError, AttributeError):
            shape = None
        if not shape or min(shape) < 1:
            self.fail(line, f"buffer {line.name} without a shape of positive integers", "shape=[...]")
        dtype = fields.get("dtype").text if isinstance(fields.get("dtype"), Name) else ""
        if dtype not in self.dtypes:
            self.fail(line, f"buffer {line.name} dtype {dtype or '(none)'}", "a dtype of the Ascend 950 table")
        pypto, bits = self.dtypes[dtype]
        address = self.number(line, "address")
        previous, self.last_buffer = self.last_buffer, line
        if line.space == "gm":
            if self.tiles:
                self.fail(line, f"GM buffer {line.name} after the tiles", "the kernel arguments first")
            if self.variable(line.name) != line.name:
                # mxsim.pypto names a GM buffer after its kernel parameter: the name must be one
                self.fail(line, f"GM buffer {line.name}, which is no Python parameter name",
                          "a name a pypto kernel parameter can have")
            if address != self.gm_next:
                self.fail(line, f"GM buffer {line.name} at {address:#x}",
                          f"{self.gm_next:#x}: mxsim.pypto places the arguments in order, each from a 512-byte boundary")
            nbytes = max(int(np.prod(shape)) * bits // 8, 1)
            self.gm_next += -(-nbytes // _GM_ALIGN) * _GM_ALIGN
            self.tensors[line.name] = _Tensor(line, line.name, shape, pypto, bits)
            return
        if line.space not in _MEMORY:
            self.fail(line, f"buffer {line.name} in {line.space}", "gm or an Ascend 950 on-chip space")
        if len(shape) != 2:
            self.fail(line, f"tile buffer {line.name} of shape {shape}", "[rows, cols]")
        memory = _MEMORY[line.space]
        aiv = self.number(line, "aiv") if "aiv" in fields else -1
        core = self.number(line, "core") if "core" in fields else 0
        layout = fields.get("layout").text if isinstance(fields.get("layout"), Name) else "ND"
        if memory == "Vec" and aiv == 1:
            # declared with its vector core 0 twin (mxsim.pypto: one Vec tile, a buffer per vector core)
            twin = self.tiles.get(line.name[:-len("_aiv1")]) if line.name.endswith("_aiv1") else None
            if twin is None or previous is not twin.line or (twin.address, twin.shape, twin.dtype, twin.layout,
                                                             twin.core) != (address, shape, pypto, layout, core):
                self.fail(line, f"UB buffer {line.name} of vector core 1 without its vector core 0 twin just before it",
                          "NAME (aiv=0) then NAME_aiv1 (aiv=1) of the same address, shape, dtype and layout, as a "
                          "pypto Vec tile declares them")
            self.tiles[line.name] = twin
            twin.twinned = True
            return
        if (memory == "Vec") != (aiv == 0):
            self.fail(line, f"{line.space} buffer {line.name} with aiv={aiv if aiv >= 0 else '(none)'}",
                      "aiv=0 on a UB buffer (and its _aiv1 twin next), no aiv= on the cube side's")
        # mxsim.pypto names tiles by space in the order it declares them, across the cores
        number = self.names.get(line.space, 0)
        self.names[line.space] = number + 1
        if line.name != f"{line.space}_{number}":
            self.fail(line, f"tile buffer {line.name}", f"{line.space}_{number}: mxsim.pypto names each space's tiles "
                                                         f"in the order it declares them")
        tile = _Tile(line, self.variable(line.name), memory, shape, pypto, layout, bits)
        tile.address, tile.core = address, core
        self.tiles[line.name] = tile
        self.items.append(("declare", tile))

    # ---- instructions ----

    def atoms(self, lines):
        """The trace's instructions as (unit, locks, instruction lines): the get_buf run before an
        instruction, the instructions up to the rls_buf run that releases the same IDs."""
        out, i = [], 0
        while i < len(lines):
            line = lines[i]
            if line.word == "buffer":
                out.append(("buffer", line))
                i += 1
                continue
            unit = self.unit(line)
            locks = []
            while i < len(lines) and lines[i].word == "get_buf" and self.unit(lines[i]) == unit:
                locks.append(lines[i])
                i += 1
            if locks:
                body = []
                while i < len(lines) and lines[i].word not in _LOCKS and lines[i].word != "buffer" \
                        and self.unit(lines[i]) == unit:
                    body.append(lines[i])
                    i += 1
                releases = []
                while i < len(lines) and lines[i].word == "rls_buf" and self.unit(lines[i]) == unit \
                        and len(releases) < len(locks):
                    releases.append(lines[i])
                    i += 1
                taken = [(self.word(x, "pipe"), self.number(x, "id"), self.number(x, "mode")) for x in locks]
                given = [(self.word(x, "pipe"), self.number(x, "id"), self.number(x, "mode")) for x in releases]
                if not body or taken != given or any(mode != 0 for _, _, mode in taken):
                    self.fail(locks[0], "a get_buf run that does not lock one operation",
                              "get_buf (mode 0) for each mutex ID, the operation, then rls_buf of the same IDs in the "
                              "same order (pypto auto_mutex)")
                out.append(("atom", unit, locks, body))
                continue
            if line.word == "rls_buf":
                self.fail(line, "rls_buf without its get_buf", "get_buf ... rls_buf around an operation")
            out.append(("atom", unit, [], [line]))
            i += 1
        return out

    def unit(self, line):
        """(core, vector core or -1 for the cube side) of an instruction."""
        core = self.number(line, "core") if line.get("core") is not None else 0
        aiv = self.number(line, "aiv") if line.get("aiv") is not None else -1
        if aiv not in (-1, 0, 1) or core < 0:
            self.fail(line, f"{line.word} on core {core}, aiv {aiv}", "aiv=0 or 1 (or none) and core >= 0")
        return core, aiv

    def calls(self, atoms):
        """Merges the atoms into pl.* calls: a transposing move's loads, a cast's row pieces, an
        insert's column blocks, the atomic-add wrapping of a store."""
        i = 0
        while i < len(atoms):
            atom = atoms[i]
            if atom[0] == "buffer":
                self.buffer(atom[1])
                i += 1
                continue
            _, unit, locks, body = atom
            line = body[0]
            word = line.word
            taken = i + 1
            if word in _ATOMIC:
                taken = self.atomic_store(atoms, i)
            elif word in ("load_cbuf_to_ca", "load_cbuf_to_cb") and not locks and line.get("transpose") is not None:
                # a transposing move whose tiles take no locks: one atom per square block
                while taken < len(atoms) and atoms[taken][0] == "atom" and atoms[taken][1] == unit and \
                        not atoms[taken][2] and self.next_block(body, atoms[taken][3]):
                    body = body + atoms[taken][3]
                    taken += 1
                self.operation(unit, locks, body)
            elif word in ("vconv", "copy_ubuf_to_cbuf"):
                group = [atom]
                while taken < len(atoms) and atoms[taken][0] == "atom" and atoms[taken][1] == unit \
                        and self.continues(group, atoms[taken]):
                    group.append(atoms[taken])
                    taken += 1
                (self.cast if word == "vconv" else self.insert)(unit, group)
            else:
                self.operation(unit, locks, body)
            i = taken

    def next_block(self, body, lines):
        """Whether `lines` is the next square block of the transposing move `body` began."""
        line, last = lines[0], body[-1]
        return len(lines) == 1 and line.word == last.word and line.get("transpose") is not None and \
            self.reference(line, "src")[0] == self.reference(last, "src")[0] and \
            self.reference(line, "dst")[0] == self.reference(last, "dst")[0] and \
            self.number(line, "m_start") == self.number(last, "m_start") + self.number(last, "m_step")

    def continues(self, group, atom):
        first, last, line = group[0][3][0], group[-1][3][0], atom[3][0]
        if line.word != first.word or len(atom[3]) != 1 or [x.text for x in atom[2]] != [x.text for x in group[0][2]]:
            return False
        d0, s0 = self.reference(first, "dst")[0], self.reference(first, "src")[0]
        if (self.reference(line, "dst")[0], self.reference(line, "src")[0]) != (d0, s0):
            return False
        if line.word == "copy_ubuf_to_cbuf":  # the next 32-byte column of the source
            return self.reference(line, "src")[1] == self.reference(last, "src")[1] + 32
        # a cast's next row piece: the same count, one source row further on
        return self.number(line, "count") == self.number(first, "count") and \
            self.reference(line, "src")[1] > self.reference(last, "src")[1]

    def add(self, unit, lines, locks, tiles, render, pipe):
        self.items.append(("call", _Call(unit, lines, locks, tiles, render, pipe)))

    def operation(self, unit, locks, body):
        line = body[0]
        word = line.word
        handler = getattr(self, "op_" + word, None)
        if handler is None:
            self.fail(line, f"{word} has no pypto_pro spelling the exporter knows",
                      "an instruction a pl.* call lowers to (docs/targets/ascend950.md)")
        if len(body) > 1 and word not in ("load_cbuf_to_ca", "load_cbuf_to_cb"):
            self.fail(body[1], f"{body[1].word} inside the locks of {word}", "one operation per get_buf / rls_buf run")
        handler(unit, locks, body)

    # load: GM -> L1 (copy_gm_to_cbuf_multi_*), GM -> UB (copy_gm_to_ubuf_align)

    def op_copy_gm_to_cbuf_multi_nd2nz(self, unit, locks, body):
        line = body[0]
        tile = self.tile(line, "dst", "Mat")
        tensor, base = self.tensor(line, "src")
        offsets = self.offsets(line, tensor, base)
        nd = line.word.endswith("nd2nz")
        n, d = self.number(line, "n_value"), self.number(line, "d_value")
        if tile.dtype == "DT_FP8E8M0" and tile.layout in ("ZZ", "NN"):
            # _load_scales: A (ZZ) rows contiguous -> ND2NZ means order [1, 0]; B (NN) the other way
            order = ([1, 0] if nd else [0, 1]) if tile.layout == "ZZ" else ([0, 1] if nd else [1, 0])
            self.add(unit, body, locks, [tile], lambda: f"pl.load({tile.variable}, {tensor.variable}, {offsets}, "
                                                        f"order={order})", "PIPE_MTE2")
            return
        dims = len(tensor.shape)
        if tile.layout == "ND":
            order, rows_axis, cols_axis = None, None, dims - 1
            wanted = (1, d // 2 if tile.bits == 64 else d)
        elif tile.layout in ("NZ", "ZN"):
            transposed = nd != (tile.layout == "NZ")
            order = [dims - 1, dims - 2] if transposed and dims >= 2 else None
            rows_axis, cols_axis = (dims - 1, dims - 2) if transposed else (dims - 2, dims - 1)
            cols = d * 2 if tile.bits == 4 and nd else d
            wanted = (n, cols) if tile.layout == "NZ" else (cols, n)
        else:
            self.fail(line, f"{line.word} into a {tile.layout} tile", "an NZ, ZN or ND (bias) Mat tile")
        extent = [1 if a is None else tensor.shape[a] - offsets[a] for a in (rows_axis, cols_axis)]
        natural = tuple(min(s, e) for s, e in zip(tile.shape, extent))
        prefix = self.valid_shape(tile, wanted, natural)
        tail = f", order={order}" if order else ""
        tile.valid = wanted
        self.add(unit, body, locks, [tile], lambda: prefix + f"pl.load({tile.variable}, {tensor.variable}, {offsets}"
                                                    f"{tail})", "PIPE_MTE2")

    op_copy_gm_to_cbuf_multi_dn2nz = op_copy_gm_to_cbuf_multi_nd2nz

    def valid_shape(self, tile, wanted, natural):
        """`pl.set_validshape(...)` when a transfer moves another window than pypto would compute."""
        if tile.fixed and tile.valid == wanted or not tile.fixed and natural == wanted:
            return ""
        tile.fixed = True
        return f"pl.set_validshape({tile.variable}, [{wanted[0]}, {wanted[1]}])\n"

    def op_copy_gm_to_ubuf_align(self, unit, locks, body):
        """copy_gm_to_ubuf_align / copy_ubuf_to_gm_align: pl.load / pl.store of a Vec tile."""
        line = body[0]
        loading = line.word == "copy_gm_to_ubuf_align"
        tile = self.tile(line, "dst" if loading else "src", "Vec")
        tensor, base = self.tensor(line, "src" if loading else "dst")
        offsets = self.offsets(line, tensor, base)
        prefix = self.vec_window(unit, line, tile, tensor, offsets)
        call = (f"pl.load({tile.variable}, {tensor.variable}, {offsets})" if loading else
                f"pl.store({tensor.variable}, {tile.variable}, {offsets})")
        self.add(unit, body, locks, [tile], lambda: prefix + call, "PIPE_MTE2" if loading else "PIPE_MTE3")

    op_copy_ubuf_to_gm_align = op_copy_gm_to_ubuf_align

    def vec_window(self, unit, line, tile, tensor, offsets):
        """`pl.set_validshape(...)` when a Vec tile's GM transfer moves another window than the tile's
        valid extent on this vector core, cut to the tensor, would give (mxsim.pypto vector._gm_rows)."""
        if len(tensor.shape) != 2:
            self.fail(line, f"{line.word} of {len(tensor.shape)}-d tensor {tensor.line.name}", "a 2-d tensor")
        rows, cols = self.number(line, "n_burst"), self.number(line, "len_burst") * 8 // tile.bits
        valid = tile.valid_on(unit[1])
        natural = (min(valid[0], tensor.shape[0] - offsets[0]), min(valid[1], tensor.shape[1] - offsets[1]))
        if natural == (rows, cols):
            prefix = ""
        else:
            prefix = f"pl.set_validshape({tile.variable}, [{rows}, {cols}])\n"
            tile.vec_valid[unit[1]] = (rows, cols)
        if line.word == "copy_gm_to_ubuf_align":
            tile.vec_valid[unit[1]] = (rows, cols)
        return prefix

    # move: L1 -> L0A / L0B / the MX scale buffers / BT / FB

    def op_load_cbuf_to_ca(self, unit, locks, body):
        """load_cbuf_to_ca / _cb (the loads of one transposing move): pl.move into Left / Right."""
        line = body[0]
        memory = "Left" if line.word.endswith("ca") else "Right"
        dst = self.tile(line, "dst", memory)
        src = self.tile(line, "src", "Mat")
        for extra in body[1:]:  # a transposing move: one load per square block, into dst at its offset
            if extra.word != line.word or self.reference(extra, "src")[0] != src.line.name or \
                    self.reference(extra, "dst")[0] != dst.line.name:
                self.fail(extra, f"{extra.word} inside the locks of the move into {dst.line.name}",
                          f"the transposing move's {line.word} loads only")
        self.add(unit, body, locks, [dst, src], lambda: f"pl.move({dst.variable}, {src.variable})", "PIPE_MTE1")

    op_load_cbuf_to_cb = op_load_cbuf_to_ca

    def op_load_cbuf_to_ca_mx(self, unit, locks, body):
        line = body[0]
        dst = self.tile(line, "dst", "ScaleLeft" if "_ca_" in line.word else "ScaleRight")
        src = self.tile(line, "src", "Mat")
        self.add(unit, body, locks, [dst, src], lambda: f"pl.move({dst.variable}, {src.variable})", "PIPE_MTE1")

    op_load_cbuf_to_cb_mx = op_load_cbuf_to_ca_mx

    def op_copy_cbuf_to_bt(self, unit, locks, body):
        """copy_cbuf_to_bt / _fbuf: pl.move into the bias table / the Fixpipe buffer."""
        line = body[0]
        dst = self.tile(line, "dst", "Bias" if line.word.endswith("bt") else "Scaling")
        src = self.tile(line, "src", "Mat")
        self.add(unit, body, locks, [dst, src], lambda: f"pl.move({dst.variable}, {src.variable})", "PIPE_MTE1")

    op_copy_cbuf_to_fbuf = op_copy_cbuf_to_bt

    # matmul: mad_mx

    def op_mad_mx(self, unit, locks, body):
        line = body[0]
        c, a, b = self.tile(line, "c", "Acc"), self.tile(line, "a", "Left"), self.tile(line, "b", "Right")
        sa, sb = self.tile(line, "scale_a", "ScaleLeft"), self.tile(line, "scale_b", "ScaleRight")
        flag = self.number(line, "unit_flag")
        if flag not in _PHASE:
            self.fail(line, f"mad_mx unit_flag={flag}", "0, 2 (AccPhase.Partial) or 3 (AccPhase.Final)")
        source, init = self.number(line, "cmatrix_source"), self.number(line, "cmatrix_init_val")
        bias = self.tile(line, "bias", "Bias") if source == 1 else None
        tiles = [c, a, b, sa, sb] + ([bias] if bias else [])
        phase = f", phase=pl.AccPhase.{_PHASE[flag]}" if _PHASE[flag] else ""
        skip = [c] if _PHASE[flag] else []
        # pypto inserts PIPE_M barriers between back-to-back matmuls into a small Acc region itself
        # (mxsim.pypto.ops._matmul): a barrier the trace shows there is the lowering's, not the kernel's
        m, n = self.number(line, "m"), self.number(line, "n")
        if self.last_mad.get(unit) is c and -(-m // 16) * -(-n // 16) < 10:
            self.drop_barrier(unit, line)
        self.last_mad[unit] = c
        def render():
            operands = f"{a.variable}, {b.variable}, {sa.variable}, {sb.variable}{phase}"
            if source == 1:
                return f"pl.matmul_mx({c.variable}, {operands}, bias={bias.variable})"
            if init == 1:
                return f"pl.matmul_mx({c.variable}, {operands})"
            return f"pl.matmul_mx_acc({c.variable}, {c.variable}, {operands})"
        self.add(unit, body, locks, tiles, render, "PIPE_M")
        self.items[-1][1].skip = skip

    def drop_barrier(self, unit, line):
        last = next((item for item in reversed(self.items) if item[0] == "call" and item[1].unit == unit), None)
        if last is None or last[1].lines[0].word != "pipe_barrier" or self.word(last[1].lines[0], "pipe") != "PIPE_M":
            self.fail(line, "back-to-back mad_mx into a region of fewer than 10 fractals without the PIPE_M barrier "
                            "pypto inserts", "pipe_barrier pipe=PIPE_M before it")
        self.items.remove(last)

    # store: FIXPIPE L0C -> GM / UB

    def op_copy_matrix_cc_to_gm(self, unit, locks, body, atomic=False):
        line = body[0]
        tile = self.tile(line, "src", "Acc")
        tensor, base = self.tensor(line, "dst")
        offsets = self.offsets(line, tensor, base)
        flag = self.number(line, "unit_flag")
        if flag not in _PHASE:
            self.fail(line, f"copy_matrix_cc_to_gm unit_flag={flag}", "0, 2 (STPhase.Partial) or 3 (STPhase.Final)")
        options = []
        quant = self.word(line, "quant_pre")
        if quant.startswith("VQ"):
            scale = self.tile(line, "quant_vector", "Scaling")
            options.append(f"scale={scale.variable}")
        elif quant.startswith("Q"):
            bits = self.number(line, "deq_scalar") & 0xFFFFFFFF
            value = float(np.array(bits, dtype=np.uint32).view(np.float32))
            if not np.isfinite(value):
                self.fail(line, f"deq_scalar={bits:#x} (not finite)", "a finite FP32 scale (pl.store scale=)")
            options.append(f"scale={value!r}")
        if self.flag(line, "relu_pre"):
            options.append("relu_pre_mode=pl.ReluPreMode.NormalRelu")
        if atomic:
            options.append("atomic=pl.AtomicType.AtomicAdd")
        if _PHASE[flag]:
            options.append(f"phase=pl.STPhase.{_PHASE[flag]}")
        tail = "".join(", " + o for o in options)
        self.add(unit, body, locks, [tile], lambda: f"pl.store({tensor.variable}, {tile.variable}, {offsets}{tail})",
                 "PIPE_FIX")
        self.items[-1][1].skip = [tile] if _PHASE[flag] else []

    def atomic_store(self, atoms, i):
        """set_atomic_<dtype>, set_atomic_add, the store, set_atomic_none: pl.store(atomic=AtomicAdd)."""
        words = [a[3][0].word if a[0] == "atom" else "buffer" for a in atoms[i:i + 4]]
        if len(words) < 4 or words[1] != "set_atomic_add" or words[2] != "copy_matrix_cc_to_gm" or \
                words[3] != "set_atomic_none":
            self.fail(atoms[i][3][0], f"{atoms[i][3][0].word} outside an atomic store",
                      "set_atomic_<dtype>, set_atomic_add, copy_matrix_cc_to_gm, set_atomic_none (pl.store "
                      "atomic=AtomicAdd)")
        _, unit, locks, body = atoms[i + 2]
        if any(atoms[j][1] != unit for j in (i, i + 1, i + 3)):
            self.fail(atoms[i][3][0], "an atomic store's lines on different units", "all four on the store's unit")
        tensor, _ = self.tensor(body[0], "dst")
        wanted = _ATOMIC_OF.get(tensor.line.get("dtype").text)
        if atoms[i][3][0].word != wanted:
            self.fail(atoms[i][3][0], f"{atoms[i][3][0].word} before a store into {tensor.line.get('dtype').text} "
                                      f"buffer {tensor.line.name}", wanted or "a dtype FIXPIPE adds into")
        self.op_copy_matrix_cc_to_gm(unit, locks, body, atomic=True)
        call = self.items[-1][1]
        call.lines = [atoms[i][3][0], atoms[i + 1][3][0]] + call.lines + [atoms[i + 3][3][0]]
        return i + 4

    def op_copy_matrix_cc_to_ub(self, unit, locks, body):
        line = body[0]
        dst = self.tile(line, "dst", "Vec")
        src = self.tile(line, "src", "Acc")
        dual = self.number(line, "dual_dst_ctl")
        mode = _ACC_TO_VEC.get((dual, self.number(line, "sub_block_id") if dual == 0 else None))
        if mode is None:
            self.fail(line, f"copy_matrix_cc_to_ub dual_dst_ctl={dual}", "0 (with sub_block_id 0 or 1), 1 or 2")
        flag = self.number(line, "unit_flag")
        if flag not in _PHASE:
            self.fail(line, f"copy_matrix_cc_to_ub unit_flag={flag}", "0, 2 (AccPhase.Partial) or 3 (AccPhase.Final)")
        # the vector cores' runs see the extent each received (mxsim.pypto vector.acc_to_vec)
        m, n = self.number(line, "m"), self.number(line, "n")
        part = (m // 2 if dual == 1 else m, n // 2 if dual == 2 else n)
        for j in ((0, 1) if dual else (self.number(line, "sub_block_id"),)):
            dst.vec_valid[j] = part
        options = [f"acc_to_vec_mode=pl.AccToVecMode.{mode}"]
        if self.flag(line, "relu_pre"):
            options.append("relu_pre_mode=pl.ReluPreMode.NormalRelu")
        if _PHASE[flag]:
            options.append(f"phase=pl.AccPhase.{_PHASE[flag]}")
        self.add(unit, body, locks, [dst, src],
                 lambda: f"pl.move({dst.variable}, {src.variable}, {', '.join(options)})", "PIPE_FIX")
        self.items[-1][1].skip = [src] if _PHASE[flag] else []

    # the vector cores: cast (vconv), insert (copy_ubuf_to_cbuf)

    def cast(self, unit, group):
        line = group[0][3][0]
        out, src = self.tile(line, "dst", "Vec"), self.tile(line, "src", "Vec")
        mode = self.word(line, "round_mode")
        if mode not in _ROUND_MODES:
            self.fail(line, f"vconv round_mode={mode}", "one of " + ", ".join(_ROUND_MODES))
        saturate = self.flag(line, "saturate")
        out.vec_valid[unit[1]] = src.valid_on(unit[1])
        prefix = ""
        if self.saturate.get(unit, False) != saturate:
            self.saturate[unit] = saturate
            prefix = f"pl.set_saturation_flag(pl.SaturationFlagMode.FLOAT, {saturate})\n"
        lines = [atom[3][0] for atom in group]
        self.add(unit, lines, group[0][2], [out, src],
                 lambda: prefix + f"pl.cast({out.variable}, {src.variable}, mode=pl.RoundMode.{mode})", "PIPE_V")

    def insert(self, unit, group):
        line = group[0][3][0]
        (dst, offset), src = self.tile(line, "dst", "Mat", offset_ok=True), self.tile(line, "src", "Vec")
        c0 = 256 // dst.bits
        rows = dst.padded()[0]
        block = offset // 32
        row, col = block % rows, block // rows * c0
        lines = [atom[3][0] for atom in group]
        self.add(unit, lines, group[0][2], [dst, src], lambda: f"pl.insert({dst.variable}, {src.variable}, [{row}, {col}])",
                 "PIPE_MTE3")

    # synchronisation

    def op_set_flag(self, unit, locks, body):
        """set_flag / wait_flag: pl.system.sync_src / sync_dst."""
        line = body[0]
        s, w = self.pipe(line), self.pipe(line, "tpipe")
        call = "sync_src" if line.word == "set_flag" else "sync_dst"
        event = self.number(line, "event_id")
        self.add(unit, body, locks, [], lambda: f"pl.system.{call}(set_pipe=pl.PipeType.{s}, wait_pipe=pl.PipeType.{w}, "
                                                f"event_id={event})", None)

    op_wait_flag = op_set_flag

    def op_pipe_barrier(self, unit, locks, body):
        pipe = self.pipe(body[0])
        if pipe == "S":
            self.fail(body[0], f"pipe_barrier pipe={self.word(body[0], 'pipe')}", "a pipe pl.system.bar_* names")
        self.add(unit, body, locks, [], lambda: f"pl.system.bar_{pipe.lower()}()", None)

    def op_set_intra_block(self, unit, locks, body):
        """set_intra_block / wait_intra_block: pl.system.set_cross_core / wait_cross_core."""
        line = body[0]
        pipe = self.pipe(line)
        event = self.number(line, "event_id")
        call = "set_cross_core" if line.word == "set_intra_block" else "wait_cross_core"
        if unit[1] < 0:
            # the cube side: one call makes (or waits for) the pair id, id + 16, one per vector core
            last = self.items[-1][1] if self.items and self.items[-1][0] == "call" else None
            if event >= 16:
                if last is None or last.unit != unit or last.lines[-1].word != line.word or \
                        self.number(last.lines[-1], "event_id") != event - 16 or len(last.lines) != 1 or \
                        self.pipe(last.lines[-1]) != pipe:
                    self.fail(line, f"{line.word} event_id={event} on the cube side without event {event - 16} before it",
                              f"the pair (id, id + 16) pl.system.{call} makes")
                last.lines.append(line)
                return
        self.add(unit, body, locks, [], lambda: f"pl.system.{call}(pipe=pl.PipeType.{pipe}, event_id={event})", None)

    op_wait_intra_block = op_set_intra_block


def export_pypto(trace: TraceText, entry: str, header: str):
    """The kernel source, its parameters (GM buffer lines, in order), its outputs ((buffer line,
    "in_place")) and the launch's block count. What pypto_pro cannot express is refused with the
    trace line and what was expected."""
    w = _Writer(trace)
    w.calls(w.atoms(trace.lines))
    _check_shape(w)
    _infer_mutex(w)
    cores = 1 + max([t.core for t in w.tiles.values()] + [c.unit[0] for k, c in w.items if k == "call"] + [0])
    parameters = [t.line for t in w.tensors.values()]
    outputs = [(t.line, "in_place") for t in w.tensors.values() if t.line.get("expect") is not None]
    for tensor in w.tensors.values():
        if tensor.line.get("payload") is None:
            w.fail(tensor.line, f"GM buffer {tensor.line.name} without payload=",
                   "every kernel argument's contents (payload=) in the trace")
    signature = ", ".join(f"{t.variable}: pl.Tensor[{t.shape}, pl.{t.dtype}]" for t in w.tensors.values())
    body = _body(w, cores)
    source = "\n".join([header, "import os", "", 'if os.environ.get("MXSIM_EXPORT_FRONTEND") == "mxsim":',
                        "    import mxsim.pypto as pl", "else:", "    import pypto_pro.language as pl", "", "",
                        f"@pl.jit(auto_mutex={w.auto_mutex})", f"def {entry}({signature}):"] + body) + "\n"
    return source, parameters, outputs, cores


def _check_shape(w: _Writer):
    """What the kernel's shape needs of the trace as a whole: each core's part in one stretch (one
    block per AI Core), each Vec tile declared for both vector cores, each cube-side cross-core
    call the pair pypto's set_cross_core / wait_cross_core make."""
    order = []
    for kind, item in w.items:
        core = item.core if kind == "declare" else item.unit[0]
        if order and core != order[-1] and core in order:
            line = item.line if kind == "declare" else item.lines[0]
            w.fail(line, f"core {core} again after core {order[-1]} (a core taking a second block)",
                   "one block per AI Core: each core's instructions in one stretch of the trace")
        if not order or core != order[-1]:
            order.append(core)
        if kind == "declare" and item.memory == "Vec" and not item.twinned:
            w.fail(item.line, f"UB buffer {item.line.name} of vector core 0 without its vector core 1 twin",
                   f"{item.line.name}_aiv1 (aiv=1) next, as a pypto Vec tile declares both")
        if kind == "call" and item.lines[0].word in ("set_intra_block", "wait_intra_block"):
            if item.unit[1] < 0 and len(item.lines) != 2:
                w.fail(item.lines[0], f"{item.lines[0].word} on the cube side without its id + 16 pair",
                       "the pair (id, id + 16) pl.system.set_cross_core / wait_cross_core make")
            if item.unit[1] >= 0 and w.number(item.lines[0], "event_id") >= 16:
                w.fail(item.lines[0], f"{item.lines[0].word} event_id={w.number(item.lines[0], 'event_id')} on a "
                                      f"vector core", "an event ID 0..15")


def _infer_mutex(w: _Writer):
    """Each tile's mutex IDs from the locks around the operations on it (pypto auto_mutex locks the
    IDs of every tile operand, in operand order, each ID once), then a check that auto_mutex with
    those IDs takes exactly the trace's locks."""
    calls = [c for kind, c in w.items if kind == "call"]
    w.auto_mutex = any(c.locks for c in calls)
    for c in calls:
        c.ids = tuple(w.number(x, "id") for x in c.locks)
        c.operands = [t for t in c.tiles if t not in getattr(c, "skip", [])]
        if c.locks and any(w.word(x, "pipe") != c.pipe for x in c.locks):
            w.fail(c.locks[0], f"a lock on {w.word(c.locks[0], 'pipe')} around {c.lines[0].word}",
                   f"auto_mutex's locks on the operation's pipe, {c.pipe}")
    changed = True
    while changed:
        changed = False
        for c in calls:
            unknown = [t for t in c.operands if t.mutex is None]
            if not unknown:
                continue
            known = {i for t in c.operands if t.mutex is not None for i in t.mutex}
            rest = [i for i in c.ids if i not in known]
            if len(unknown) == 1:
                unknown[0].mutex = tuple(rest)
            elif len(rest) == len(unknown) and len(unknown) == len(c.operands):
                for t, i in zip(unknown, rest):
                    t.mutex = (i,)
            else:
                continue
            changed = True
    for t in set(w.tiles.values()):
        if t.mutex is None:
            t.mutex = ()
    for c in calls:
        expected = []
        for t in c.operands:
            expected += [i for i in t.mutex if i not in expected]
        if tuple(expected) != c.ids:
            where = c.locks[0] if c.locks else c.lines[0]
            w.fail(where, f"the locks around {c.lines[0].word} take IDs {list(c.ids)}",
                   f"{expected}: auto_mutex locks each tile operand's mutex IDs "
                   f"({', '.join(f'{t.line.name} {list(t.mutex)}' for t in c.operands) or 'none'})")


def _slot(mutex):
    """make_tile_group's slot argument: mutex_ids=[id] or [[id, id, ...]], or depth=1 for a tile no
    auto_mutex lock covers (pypto_pro requires depth= when mutex_ids is None or empty)."""
    if not mutex:
        return "depth=1"
    return f"mutex_ids={[mutex[0]] if len(mutex) == 1 else [list(mutex)]}"


def _body(w: _Writer, cores):
    out = ["    core = pl.get_block_idx() // pl.get_subblock_num()  # this block's AI Core"] if cores > 1 else []
    current_core, section, subblock = None, None, None

    def indent():
        return "    " * (1 + (cores > 1) + (section is not None) + (subblock is not None))

    for kind, item in w.items:
        unit = item.unit if kind == "call" else (item.core, -1)
        core, aiv = unit
        if cores > 1 and core != current_core:
            current_core, section, subblock = core, None, None
            out.append(f"    if core == {core}:")
        if kind == "declare":
            section = subblock = None
            t = item
            layout = f", layout=pl.{t.layout}"
            out.append(f"{indent()}{t.variable} = pl.make_tile_group(type=pl.TileType(shape={t.shape}, dtype=pl.{t.dtype}, "
                       f"target_memory=pl.MemorySpace.{t.memory}{layout}), addrs={t.address:#x}, "
                       f"{_slot(t.mutex)}).current()")
            continue
        wanted = "vector" if aiv >= 0 else "cube"
        if section != wanted:
            section, subblock = None, None
            out.append(f"{indent()}with pl.section_{wanted}():")
            section = wanted
        if aiv >= 0 and subblock != aiv:
            subblock = None
            out.append(f"{indent()}if pl.get_subblock_idx() == {aiv}:")
            subblock = aiv
        elif aiv < 0:
            subblock = None
        first = item.lines[0]
        for text in item.render().split("\n"):
            out.append(f"{indent()}{text}")
        out[-1] += f"  # line {first.number}"
    return out or ["    pass"]
