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

import keyword

import numpy as np

from .. import _core
from ..errors import TraceError
from .trace_lines import Line, Name, Number, Reference, TraceText, integer, integers

# the memory a trace space is, as pypto names it (mxsim.pypto.tiles.MemorySpace)
_MEMORY = {"l1": "Mat", "l0a": "Left", "l0b": "Right", "l0a_mx": "ScaleLeft", "l0b_mx": "ScaleRight", "l0c": "Acc",
           "bt": "Bias", "ub": "Vec", "fb": "Scaling"}
_PIPES = {"PIPE_S": "S", "PIPE_V": "V", "PIPE_M": "M", "PIPE_MTE1": "MTE1", "PIPE_MTE2": "MTE2", "PIPE_MTE3": "MTE3",
          "PIPE_FIX": "FIX", "PIPE_ALL": "ALL"}
_GM_ALIGN = 512  # mxsim.pypto places each kernel argument at the next multiple of 512 bytes
# the names the kernel source itself uses: a buffer may not take one as its variable
RESERVED = {"pl", "os", "core", "np"}
_LOCKS = ("get_buf", "rls_buf")
_ATOMIC = {"set_atomic_f32", "set_atomic_f16", "set_atomic_bf16", "set_atomic_s8"}
# the pipe each operation's auto_mutex locks are taken on (mxsim.pypto.ops / vector)
_OP_PIPE = {"copy_gm_to_cbuf_multi_nd2nz": "PIPE_MTE2", "copy_gm_to_cbuf_multi_dn2nz": "PIPE_MTE2",
            "copy_gm_to_ubuf_align": "PIPE_MTE2", "load_cbuf_to_ca": "PIPE_MTE1", "load_cbuf_to_cb": "PIPE_MTE1",
            "load_cbuf_to_ca_mx": "PIPE_MTE1", "load_cbuf_to_cb_mx": "PIPE_MTE1", "copy_cbuf_to_bt": "PIPE_MTE1",
            "copy_cbuf_to_fbuf": "PIPE_MTE1", "mad_mx": "PIPE_M", "copy_matrix_cc_to_gm": "PIPE_FIX",
            "copy_matrix_cc_to_ub": "PIPE_FIX", "vconv": "PIPE_V", "copy_ubuf_to_cbuf": "PIPE_MTE3",
            "copy_ubuf_to_gm_align": "PIPE_MTE3"}
_PHASE = {0: None, 2: "Partial", 3: "Final"}
_ACC_TO_VEC = {(1, None): "DualModeSplitM", (2, None): "DualModeSplitN", (0, 0): "SingleModeVec0",
               (0, 1): "SingleModeVec1"}


class _Tile:
    def __init__(self, line, variable, memory, shape, dtype, layout, bits):
        self.line, self.variable, self.memory = line, variable, memory
        self.shape, self.dtype, self.layout, self.bits = shape, dtype, layout, bits
        self.mutex = None          # the IDs auto_mutex locks for it (None: not yet known)
        self.valid, self.fixed = tuple(shape), False  # mirrors mxsim.pypto's Tile.valid / valid_fixed

    def padded(self):
        r, c = self.shape
        c0 = 256 // self.bits

        def up(x, m):
            return -(-x // m) * m
        if self.memory == "Acc":
            return up(r, 16), up(c, 16)
        return {"NZ": (up(r, 16), up(c, c0)), "ZN": (up(r, c0), up(c, 16)), "ZZ": (up(r, 16), up(c, 2)),
                "NN": (up(r, 2), up(c, 16))}.get(self.layout, (r, c))


class _Tensor:
    def __init__(self, line, variable, shape, dtype, bits):
        self.line, self.variable, self.shape, self.dtype, self.bits = line, variable, shape, dtype, bits
        self.strides, step = [], 1
        for d in reversed(shape):
            self.strides.insert(0, step)
            step *= max(d, 1)


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
        self.last_mad = {}        # core -> (the Acc tile of its last matmul)

    def fail(self, line: Line, what, expected):
        raise TraceError(f"{self.trace.where(line)}: {what}; expected {expected}")

    # ---- operands ----

    def variable(self, name):
        if name not in self.variables:
            safe = name if name.isidentifier() and not keyword.iskeyword(name) and name not in RESERVED else f"b_{name}"
            while safe in self.variables.values():
                safe = "b_" + safe
            self.variables[name] = safe
        return self.variables[name]

    def number(self, line, key, default=None):
        value = line.get(key)
        if value is None and default is not None:
            return default
        if not isinstance(value, Number):
            self.fail(line, f"{line.word} has no integer {key}=", f"{key}= as the pypto lowering writes it")
        return integer(value)

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
        shape = integers(fields.get("shape")) if fields.get("shape") is not None else []
        dtype = fields.get("dtype").text if isinstance(fields.get("dtype"), Name) else ""
        if dtype not in self.dtypes:
            self.fail(line, f"buffer {line.name} dtype {dtype or '(none)'}", "a dtype of the Ascend 950 table")
        pypto, bits = self.dtypes[dtype]
        if line.space == "gm":
            if self.tiles:
                self.fail(line, f"GM buffer {line.name} after the tiles", "the kernel arguments first")
            tensor = _Tensor(line, self.variable(line.name), shape, pypto, bits)
            address = integer(fields["address"])
            if address != self.gm_next:
                self.fail(line, f"GM buffer {line.name} at {address:#x}",
                          f"{self.gm_next:#x}: mxsim.pypto places the arguments in order, each from a 512-byte boundary")
            nbytes = max(int(np.prod(shape)) * bits // 8, 1)
            self.gm_next += -(-nbytes // _GM_ALIGN) * _GM_ALIGN
            self.tensors[line.name] = tensor
            return
        if line.space not in _MEMORY:
            self.fail(line, f"buffer {line.name} in {line.space}", "gm or an Ascend 950 on-chip space")
        memory = _MEMORY[line.space]
        aiv = integer(fields["aiv"]) if "aiv" in fields else -1
        core = integer(fields["core"]) if "core" in fields else 0
        if memory == "Vec" and aiv == 1:
            # declared with its vector core 0 twin (mxsim.pypto: one Vec tile, a buffer per vector core)
            twin = self.tiles.get(line.name[:-len("_aiv1")]) if line.name.endswith("_aiv1") else None
            if twin is None or twin.line.number != line.number - 1:
                self.fail(line, f"UB buffer {line.name} of vector core 1 without its vector core 0 twin before it",
                          "NAME (aiv=0) then NAME_aiv1 (aiv=1), as a pypto Vec tile declares them")
            self.tiles[line.name] = twin
            return
        layout = fields.get("layout").text if isinstance(fields.get("layout"), Name) else "ND"
        tile = _Tile(line, self.variable(line.name), memory, shape, pypto, layout, bits)
        tile.address, tile.core = integer(fields["address"]), core
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
        core = line.get("core")
        aiv = line.get("aiv")
        return (integer(core) if core is not None else 0, integer(aiv) if aiv is not None else -1)

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
        line = body[0]
        tile = self.tile(line, "dst", "Vec")
        tensor, base = self.tensor(line, "src")
        offsets = self.offsets(line, tensor, base)
        rows, cols = self.number(line, "n_burst"), self.number(line, "len_burst") * 8 // tile.bits
        natural = (min(tile.valid[0], tensor.shape[0] - offsets[0]), min(tile.valid[1], tensor.shape[1] - offsets[1]))
        prefix = "" if natural == (rows, cols) else f"pl.set_validshape({tile.variable}, [{rows}, {cols}])\n"
        tile.valid = (rows, cols)
        self.add(unit, body, locks, [tile], lambda: prefix + f"pl.load({tile.variable}, {tensor.variable}, {offsets})",
                 "PIPE_MTE2")

    def op_copy_ubuf_to_gm_align(self, unit, locks, body):
        line = body[0]
        tile = self.tile(line, "src", "Vec")
        tensor, base = self.tensor(line, "dst")
        offsets = self.offsets(line, tensor, base)
        self.add(unit, body, locks, [tile], lambda: f"pl.store({tensor.variable}, {tile.variable}, {offsets})",
                 "PIPE_MTE3")

    # move: L1 -> L0A / L0B / the MX scale buffers / BT / FB

    def op_load_cbuf_to_ca(self, unit, locks, body):
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
            options.append(f"scale={value!r}")
        if line.get("relu_pre") is not None:
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
        options = [f"acc_to_vec_mode=pl.AccToVecMode.{mode}"]
        if line.get("relu_pre") is not None:
            options.append("relu_pre_mode=pl.ReluPreMode.NormalRelu")
        if _PHASE.get(flag):
            options.append(f"phase=pl.AccPhase.{_PHASE[flag]}")
        self.add(unit, body, locks, [dst, src],
                 lambda: f"pl.move({dst.variable}, {src.variable}, {', '.join(options)})", "PIPE_FIX")
        self.items[-1][1].skip = [src] if _PHASE.get(flag) else []

    # the vector cores: cast (vconv), insert (copy_ubuf_to_cbuf)

    def cast(self, unit, group):
        line = group[0][3][0]
        out, src = self.tile(line, "dst", "Vec"), self.tile(line, "src", "Vec")
        mode = self.word(line, "round_mode")
        saturate = line.get("saturate") is not None
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
        line = body[0]
        s, w = _PIPES[self.word(line, "pipe")], _PIPES[self.word(line, "tpipe")]
        call = "sync_src" if line.word == "set_flag" else "sync_dst"
        event = self.number(line, "event_id")
        self.add(unit, body, locks, [], lambda: f"pl.system.{call}(set_pipe=pl.PipeType.{s}, wait_pipe=pl.PipeType.{w}, "
                                                f"event_id={event})", None)

    op_wait_flag = op_set_flag

    def op_pipe_barrier(self, unit, locks, body):
        pipe = _PIPES.get(self.word(body[0], "pipe"))
        if pipe is None or pipe == "S":
            self.fail(body[0], f"pipe_barrier pipe={self.word(body[0], 'pipe')}", "a pipe pl.system.bar_* names")
        self.add(unit, body, locks, [], lambda: f"pl.system.bar_{pipe.lower()}()", None)

    def op_set_intra_block(self, unit, locks, body):
        line = body[0]
        pipe = _PIPES[self.word(line, "pipe")]
        event = self.number(line, "event_id")
        call = "set_cross_core" if line.word == "set_intra_block" else "wait_cross_core"
        if unit[1] < 0:
            # the cube side: one call makes (or waits for) the pair id, id + 16, one per vector core
            last = self.items[-1][1] if self.items and self.items[-1][0] == "call" else None
            if event >= 16:
                if last is None or last.unit != unit or last.lines[-1].word != line.word or \
                        self.number(last.lines[-1], "event_id") != event - 16 or len(last.lines) != 1:
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
    w.gm_next = 0
    w.calls(w.atoms(trace.lines))
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


def _ids(mutex):
    """make_tile_group's mutex_ids for one slot: [id], [[id, id, ...]] or None (no auto_mutex lock)."""
    if not mutex:
        return None
    return [mutex[0]] if len(mutex) == 1 else [list(mutex)]


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
                       f"mutex_ids={_ids(t.mutex)}).current()")
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
