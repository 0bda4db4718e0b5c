"""Trainium3 trace -> an NKI kernel: one `nki.isa` call per trace instruction with the trace's
operands, every on-chip tensor an `nl.ndarray` placed at the trace's address, the trace's input
buffers as the kernel's parameters and its expected shared-HBM buffers as what it returns.

The kernel source imports NKI (`import nki`, NKI 0.6 on the Neuron SDK 2.32); with
MXSIM_EXPORT_FRONTEND=mxsim it imports mxsim's NKI front end instead, which is how the tests
prove the export: the kernel recorded through mxsim.nki is the trace it came from, line for
line (tests/python/test_export_nki.py)."""
from __future__ import annotations

import keyword
import math
import re

from .. import _core
from ..errors import TraceError
from .trace_lines import Items, Line, Name, Number, Reference, String, TraceText, integer, integers, variable_for

OFF_CHIP = ("hbm", "private_hbm", "shared_hbm")
ON_CHIP = ("sbuf", "psum")
_SPACE = {"sbuf": "nl.sbuf", "psum": "nl.psum", "hbm": "nl.hbm", "private_hbm": "nl.private_hbm",
          "shared_hbm": "nl.shared_hbm"}
# bare words an operand may hold, by operand: the NKI object that records as that word
_WORDS = {"op": "nl", "op0": "nl", "op1": "nl", "reduce_op": "nl", "dtype": "nl", "engine": "nisa.engine",
          "dge_mode": "nisa.dge_mode", "oob_mode": "nisa.oob_mode", "reduce_cmd": "nisa.reduce_cmd",
          "perf_mode": "nisa.matmul_perf_mode"}
# the module names the kernel source itself uses: a buffer may not take one as its variable
RESERVED = {"nki", "nl", "nisa", "os", "float"}
_HBM_ALIGN = 64  # mxsim.nki allocates HBM tensors one after another, each rounded up to 64 bytes


class _Writer:
    def __init__(self, trace: TraceText):
        self.trace = trace
        self.variables = {}       # buffer name -> Python variable
        from ..nki.dtypes import NAMES, dtype_bytes  # here: `import mxsim` need not load the NKI front end
        self.bytes = {name: dtype_bytes(name) for name in NAMES}  # the trn3 model's dtype table
        self.mnemonics = {row["mnemonic"] for row in _core.trn3_instructions()}

    def fail(self, line: Line, what, expected):
        raise TraceError(f"{self.trace.where(line)}: {what}; expected {expected}")

    def field(self, line: Line, key, kind):
        """A buffer declaration's field, of the kind the model requires."""
        value = line.get(key)
        if not isinstance(value, kind):
            self.fail(line, f"buffer {line.name} has no {key}= of the form the model reads",
                      f"{key}= as the trn3 model's buffer declarations write it")
        return value

    def variable(self, name):
        return variable_for(name, self.variables, RESERVED)

    def value(self, line, key, v):
        if isinstance(v, Number):
            if re.fullmatch(r"-?(0[xX][0-9a-fA-F]+|[0-9]+)", v.text):
                return str(int(v.text, 0))  # mxsim.nki records integers in decimal
            x = float(v.text)
            return repr(x) if math.isfinite(x) else f'float("{x}")'
        if isinstance(v, String):
            return repr(v.text)
        if isinstance(v, Items):
            return "[" + ", ".join(self.value(line, key, item) for item in v.values) + "]"
        if isinstance(v, Name):
            # the operand's own words first: op=add is nl.add even beside a buffer named add
            if v.text in ("True", "False", "None"):
                return v.text
            if key in _WORDS:
                return f"{_WORDS[key]}.{v.text}"
            if v.text in self.variables:
                return self.variables[v.text]
            self.fail(line, f"operand {key}={v.text} names no buffer declared before it", "a buffer, number or list")
        if isinstance(v, Reference):
            if v.name not in self.variables:
                self.fail(line, f"operand {key}={v.name}... names no buffer declared before it", "a declared buffer")
            if v.index is not None:
                self.fail(line, f"operand {key}={v.name}[{v.index}]...: a sliced reference",
                          "a whole buffer or name.ap(pattern=..., offset=..., dtype=...), the views mxsim.nki records")
            text = self.variables[v.name]
            for method, arguments in v.calls:
                text += f".{method}(" + ", ".join(f"{k}={self.value(line, k, a)}" for k, a in arguments) + ")"
            return text
        self.fail(line, f"operand {key} of an unknown kind", "a value")


def export_nki(trace: TraceText, entry: str, header: str):
    """The kernel source, its parameters (input buffer lines, in order) and its outputs
    ((buffer line, "returned" or "in_place"), in order). What NKI source cannot express is refused
    with a TraceError at its trace line: an input outside plain HBM or declared after the kernel
    began, an HBM tensor not where NKI would allocate it, an on-chip address inside an element, an
    expected buffer NKI cannot return, a sliced reference, an instruction pinned to a queue."""
    if trace.target != "trn3":
        raise TraceError(f"{trace.where()}: target {trace.target} cannot be exported to NKI; expected a trn3 trace")
    w = _Writer(trace)
    parameters, outputs, body = [], [], []
    hbm_next = 0
    started = False  # an instruction or a non-input buffer seen: later inputs cannot be parameters
    for line in trace.lines:
        if line.word != "buffer":
            started = True
            if line.word not in w.mnemonics:
                w.fail(line, f"instruction {line.word} is not an nki.isa call of the trn3 model",
                       "one of " + ", ".join(sorted(w.mnemonics)))
            if line.queue:
                w.fail(line, f"@{line.queue} {line.word}: an instruction pinned to a queue",
                       "the queue its operands choose (engine=), which is what an nki.isa call can say")
            operands = ", ".join(f"{key}={w.value(line, key, v)}" for key, v in line.operands)
            body.append(f"    nisa.{line.word}({operands})")
            continue
        dtype = w.field(line, "dtype", Name).text
        if dtype not in w.bytes:
            w.fail(line, f"buffer {line.name} of dtype {dtype}", "a dtype of the trn3 model's table")
        shape = integers(w.field(line, "shape", Items))
        nbytes = w.bytes[dtype]
        address = integer(w.field(line, "address", Number))
        if line.space not in OFF_CHIP + ON_CHIP:
            w.fail(line, f"buffer {line.name} in {line.space}", "one of " + ", ".join(OFF_CHIP + ON_CHIP))
        if line.space in OFF_CHIP:
            # mxsim.nki (like the NKI simulator) gives the parameters, then each HBM tensor, the
            # next free 64-byte-aligned address; a trace that put one elsewhere is not a kernel's
            if address != hbm_next:
                w.fail(line, f"{line.space} buffer {line.name} at {address:#x}",
                       f"{hbm_next:#x}, where NKI allocates it after the buffers before it")
            hbm_next += -(-math.prod(shape) * nbytes // _HBM_ALIGN) * _HBM_ALIGN
        payload, expect = line.get("payload"), line.get("expect")
        if payload is not None:
            if line.space != "hbm":
                w.fail(line, f"input buffer {line.name} in {line.space}",
                       "an input (payload=) in hbm: a kernel's tensor arguments arrive in HBM")
            if started:
                w.fail(line, f"input buffer {line.name} declared after the kernel began",
                       "every payload= buffer before the first instruction and the first other buffer")
            if not line.name.isidentifier() or keyword.iskeyword(line.name) or line.name in RESERVED:
                w.fail(line, f"input buffer name {line.name!r} cannot be a Python parameter",
                       "an identifier other than a keyword or " + ", ".join(sorted(RESERVED)))
            w.variable(line.name)
            parameters.append(line)
            if expect is not None:
                outputs.append((line, "in_place"))
            continue
        started = True
        var = w.variable(line.name)
        if line.space in ON_CHIP:
            if expect is not None:
                w.fail(line, f"expect= on {line.space} buffer {line.name}",
                       "expected outputs in shared_hbm (what an NKI kernel returns)")
            partition = integer(line.get("partition", Number("0")))
            if address % nbytes:
                w.fail(line, f"{line.space} buffer {line.name} at byte {address:#x}",
                       f"an address on a {nbytes}-byte {dtype} element (nl.ndarray places by element)")
            place = f", address=({partition}, {address // nbytes})"
        else:
            place = ""
            if expect is not None:
                if line.space != "shared_hbm":
                    w.fail(line, f"expected output {line.name} in {line.space}",
                           "a shared_hbm buffer (what an NKI kernel returns)")
                outputs.append((line, "returned"))
        dims = ", ".join(str(d) for d in shape) + ("," if len(shape) == 1 else "")
        body.append(f"    {var} = nl.ndarray(({dims}), dtype=nl.{dtype}, "
                    f"buffer={_SPACE[line.space]}, name={line.name!r}{place})")
    returned = [w.variables[line.name] for line, how in outputs if how == "returned"]
    if returned:
        body.append(f"    return {', '.join(returned)}")
    signature = ", ".join(w.variables[line.name] for line in parameters)
    source = "\n".join([header, "import os", "",
                        'if os.environ.get("MXSIM_EXPORT_FRONTEND") == "mxsim":  # the round trip through mxsim',
                        "    import mxsim.nki as nki",
                        "    import mxsim.nki.isa as nisa",
                        "    import mxsim.nki.language as nl",
                        "else:  # NKI 0.6 (Neuron SDK 2.32)",
                        "    import nki",
                        "    import nki.isa as nisa",
                        "    import nki.language as nl",
                        "", "",
                        "@nki.jit",
                        f"def {entry}({signature}):"] + (body or ["    pass"])) + "\n"
    return source, parameters, outputs
