"""mxsim.amdgpu: the CDNA4 (gfx950) model from Python.

- Lane layouts: pack_a / pack_b / pack_scales / pack_c / unpack_d (and unpack_a / unpack_b) move
  matrices into the registers of a wave's 64 lanes exactly as the scaled MFMAs read them, under a
  named lane convention ("isa" by default; see docs/targets/cdna4.md).
- Wave: set registers, run assembly (LLVM MC syntax), read registers, as one tests an MFMA on device.
- Assembly: canonical(text) prints a kernel back in LLVM's canonical spelling; to_mxt / from_mxt
  move between assembly and the .mxt trace form; assemble(text) gives each line's gfx950 encoding
  through LLVM's assembler (llvm-mc-22), disassemble(bytes) reads encodings back.
"""
from .. import _core
from .kernel import Kernel
from .lanes import (
    CONVENTIONS,
    FORMATS,
    SHAPES,
    k_index,
    op_sel_for_byte,
    pack_a,
    pack_b,
    pack_c,
    pack_scales,
    scale_word,
    selector,
    unpack_a,
    unpack_b,
    unpack_d,
)
from .llvm import Encoded, assemble, disassemble
from .wave import Wave


def canonical(assembly, file="<asm>"):
    """The assembly as LLVM prints it (operand defaults and spellings of its gfx950 tests)."""
    return _core.cdna4_canonical_asm(assembly, file)


def to_mxt(assembly, file="<asm>"):
    """The .mxt instruction lines of an assembly kernel (header and declarations omitted)."""
    text = _core.cdna4_asm_to_mxt(assembly, file)
    return [line for line in text.splitlines() if line and not line.startswith(("mxt ", "target ", "config "))]


def from_mxt(text, file="<trace>"):
    """The assembly of an .mxt program's instructions."""
    return _core.cdna4_mxt_to_asm(text, file)


__all__ = ["CONVENTIONS", "Encoded", "FORMATS", "Kernel", "SHAPES", "Wave", "assemble", "canonical", "disassemble",
           "from_mxt", "k_index", "op_sel_for_byte", "pack_a",
           "pack_b", "pack_c", "pack_scales", "scale_word", "selector", "to_mxt", "unpack_a", "unpack_b", "unpack_d"]
