"""`mxsim export --to hip --check`: the code object is the trace. Its disassembly
(llvm-objdump-22) after the prologue reads back through mxsim's assembly reader to the trace's
instructions, operand by operand; and with the relocations applied for an arena at a sample
address, every relocated word holds that address plus the trace's."""
from __future__ import annotations

import os
import shutil
import tempfile

from .. import amdgpu
from .round_trip import line_kind, same_operands
from .trace_lines import parse_trace, read_trace

SAMPLE_ARENA = 0x00007F3A_00000000  # where a check pretends the host's arena is (4 GiB aligned: any arena_align)


def _program_lines(mxt_lines, where):
    """Parsed lines of .mxt instruction text (through the model's reader and printer)."""
    text = "mxt 2\ntarget cdna4\n" + "\n".join(mxt_lines) + "\nend\n"
    return [line for line in parse_trace(text, where).lines if line.word != "buffer"]


def check_hip(directory, manifest) -> list:
    from . import hip
    objdump = shutil.which("llvm-objdump-22")
    if objdump is None:
        return ["llvm-objdump-22 (Debian llvm-22) is not installed; expected it to read the code object back"]
    code_object = os.path.join(directory, manifest["code_object"])
    listing = hip.disassemble(code_object, objdump)
    prologue = manifest["prologue_instructions"]
    body = [text for _, text in listing[prologue:]]
    trace = read_trace(os.path.join(directory, manifest["trace"]))
    instructions = [line for line in trace.lines if line.word != "buffer"]
    # the trace as assembly, read back: the Program the code object must read back to (the
    # assembly form drops what only the .mxt form spells, such as a default op_sel=[0, 0, 0])
    want = _program_lines(amdgpu.to_mxt(amdgpu.from_mxt(trace.canonical, trace.path), trace.path), "trace.mxt")
    try:
        got = _program_lines(amdgpu.to_mxt("\n".join(body), "kernel.hsaco"), "disassembly.mxt")
    except Exception as error:  # noqa: BLE001  (whatever mxsim's reader says of LLVM's text is the finding)
        return [f"mxsim's assembly reader does not read the disassembly back: {error}"]
    problems = []
    if len(got) == len(want) + 1 and got[-1].word == "s_endpgm":
        got = got[:-1]  # the export ends a trace that does not end with s_endpgm
    for index in range(max(len(want), len(got))):
        a = want[index] if index < len(want) else None
        b = got[index] if index < len(got) else None
        if a is None or b is None or line_kind(a) != line_kind(b) or not same_operands(a.operands, b.operands):
            problems.append(f"the code object's instruction {prologue + index} departs from the trace at "
                            f"{trace.where(instructions[index]) if a else 'its end'}: "
                            f"{(body[index] if b else '(end)')!r}; expected {(instructions[index].text if a else '(end)')!r}")
            break
    # the relocations, applied as host.cpp applies them, give the arena's addresses
    with open(code_object, "rb") as f:
        image = bytearray(f.read())
    offsets = {}
    for r in manifest["relocations"]:
        offset, value, kind = r["file_offset"], r["value"], r["kind"]
        add = SAMPLE_ARENA & 0xFFFFFFFF if kind == "lo" else SAMPLE_ARENA >> 32
        word = (value & 0xFFFF0000) | ((value + add) & 0xFFFF) if kind == "srd_hi" else (value + add) & 0xFFFFFFFF
        if int.from_bytes(image[offset:offset + 4], "little") != value:
            problems.append(f"relocation at byte {offset:#x} holds {int.from_bytes(image[offset:offset + 4], 'little'):#x}"
                            f"; expected the trace's word {value:#x}")
        image[offset:offset + 4] = word.to_bytes(4, "little")
        offsets[offset] = word
    with tempfile.TemporaryDirectory() as scratch:
        patched = os.path.join(scratch, "patched.hsaco")
        with open(patched, "wb") as f:
            f.write(image)
        relisted = hip.disassemble(patched, objdump)
    text_address, text_offset = hip.text_section(code_object)
    for address, text in relisted:
        offset = address - text_address + text_offset + 4
        if offset in offsets and hip.literal_of(text) != offsets[offset]:
            problems.append(f"the relocated word at byte {offset:#x} reads {text!r}; expected {offsets[offset]:#x}")
    return problems
