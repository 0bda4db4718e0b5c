"""The gfx950 encodings of an assembly kernel, through LLVM's assembler (llvm-mc-22, Debian's
llvm-22): mxsim reads the kernel first (its errors are mxsim's, at their line and column), prints it
in LLVM's canonical spelling, and LLVM encodes each line. For export to a code object and for users
who want the bytes a line becomes."""
from __future__ import annotations

import re
import shutil
import subprocess
from dataclasses import dataclass

from ..arguments import checked_arguments
from ..errors import ArgumentError

LLVM_MC = "llvm-mc-22"


@dataclass(frozen=True)
class Encoded:
    line: str      # the instruction as LLVM prints it
    encoding: bytes


def _llvm_mc():
    path = shutil.which(LLVM_MC)
    if path is None:
        raise ArgumentError(f"{LLVM_MC} not found; expected Debian's llvm-22 (apt-get install llvm-22)")
    return path


@checked_arguments
def assemble(assembly, file="<asm>"):
    """[Encoded(line, encoding)] for each instruction of `assembly` (gfx950), in order."""
    from . import canonical
    text = canonical(assembly, file)
    done = subprocess.run([_llvm_mc(), "-arch=amdgcn", "-mcpu=gfx950", "-show-encoding"], input=text,
                          capture_output=True, text=True)
    if done.returncode != 0:
        # mxsim read it, LLVM did not: a disagreement of the two assemblers (docs/targets/cdna4.md)
        raise ArgumentError(f"{file}: LLVM's assembler refused what mxsim read:\n{done.stderr.strip()}")
    out = []
    for match in re.finditer(r"^\s+(\S[^;\n]*?)\s*; encoding: \[([^\]]*)\]", done.stdout, re.M):
        out.append(Encoded(match.group(1), bytes(int(b, 16) for b in match.group(2).split(","))))
    return out


@checked_arguments
def disassemble(encoding):
    """The gfx950 instructions LLVM reads in `encoding` (bytes), one line each."""
    data = " ".join(f"0x{b:02x}" for b in bytes(encoding))
    done = subprocess.run([_llvm_mc(), "-arch=amdgcn", "-mcpu=gfx950", "--disassemble"], input=data,
                          capture_output=True, text=True)
    if done.returncode != 0 or "warning" in done.stderr:
        raise ArgumentError(f"LLVM could not disassemble the bytes: {done.stderr.strip()}")
    return [line.strip() for line in done.stdout.splitlines() if line.startswith("\t") and
            not line.lstrip().startswith(".")]
