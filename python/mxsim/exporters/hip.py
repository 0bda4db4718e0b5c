"""CDNA4 trace -> a gfx950 code object and a HIP host program.

The kernel is the trace's own instruction stream, as mxsim prints it (LLVM's spelling), behind a
short prologue, in a complete assembly source: `.amdhsa_kernel` descriptor (register counts from
the program, LDS, the kernarg pointer) and the `.amdgpu_metadata` the HIP runtime reads. Debian's
clang-22 assembles it and ld.lld-22 links the code object.

Two things a recorded stream carries that a device must be given:
- **Global addresses.** The trace's global buffers live at fixed addresses that `s_mov_b32`
  literals name (an SGPR pair used as a global access's `saddr`, or a V#'s base). The export writes
  each such word as a forced 32-bit literal (`lit(0x...)`, so every one has a literal dword to
  patch) and lists it in a relocation table; the host program places all global buffers in one
  arena at their trace offsets and adds the arena's address to each word before it loads the code
  object. The instruction stream stays the trace's: the code object disassembles to it.
- **Initial registers.** Each wave's initial VGPRs / AGPRs (`buffer wN_vR vgpr ...`) come from a
  table (one row per register, one dword per workitem) that the prologue loads: the table's
  address is the one kernel argument, v0 (the workitem id at launch) picks the lane's dword.
"""
from __future__ import annotations

import math
import os
import re
import shutil
import struct
import subprocess

import numpy as np

from .. import _core
from ..errors import ArgumentError, TraceError
from .trace_lines import Name, Number, Reference, TraceText, integer, integers

TOOLS = ("clang-22", "ld.lld-22", "llvm-objdump-22")
_REGISTER = re.compile(r"\b([vas])(\d+)\b|\b([vas])\[(\d+):(\d+)\]")
_FIELD = {0: "lo", 1: "hi", 2: "srd_hi"}  # the relocation kinds (hip_host.cpp: Relocation.kind)


def tools():
    """The LLVM 22 programs the export runs, or an ArgumentError saying how to get them."""
    found = {t: shutil.which(t) for t in TOOLS}
    missing = [t for t, p in found.items() if p is None]
    if missing:
        raise ArgumentError(f"export to hip needs {', '.join(missing)} (LLVM 22: apt-get install clang-22 lld-22 "
                            f"llvm-22); expected them on PATH")
    return found


def _registers(text):
    """The highest v, a and s register a line names."""
    top = {"v": -1, "a": -1, "s": -1}
    for m in _REGISTER.finditer(text):
        if m.group(1):
            top[m.group(1)] = max(top[m.group(1)], int(m.group(2)))
        else:
            top[m.group(3)] = max(top[m.group(3)], int(m.group(5)))
    return top


def _sgpr_range(value):
    """s[a:b] / sN as (first, last), else None."""
    if isinstance(value, Reference) and value.name == "s" and value.index and not value.calls:
        first, _, last = value.index.partition(":")
        return int(first), int(last or first)
    if isinstance(value, Name) and re.fullmatch(r"s\d+", value.text):
        return int(value.text[1:]), int(value.text[1:])
    return None


def _address_uses(trace, line):
    """The SGPRs a line reads as parts of a global address: [(register, kind)]."""
    if line.word.startswith("global_"):
        saddr = line.get("saddr")
        if isinstance(saddr, Name) and saddr.text == "off":
            raise TraceError(f"{trace.where(line)}: {line.word} with saddr off (a 64-bit address in VGPRs); "
                             "expected an SGPR base, which the export relocates")
        pair = _sgpr_range(saddr)
        return [(pair[0], 0), (pair[0] + 1, 1)] if pair else []
    if line.word.startswith("buffer_"):
        rsrc = _sgpr_range(line.get("srsrc"))
        return [(rsrc[0], 0), (rsrc[0] + 1, 2)] if rsrc else []
    return []


def _reads(line):
    """(operand, SGPR) for every SGPR a line reads (an s_mov_b32's destination is a write)."""
    for key, value in line.operands:
        if line.word == "s_mov_b32" and key == "sdst":
            continue
        named = _sgpr_range(value)
        for register in range(named[0], named[1] + 1) if named else ():
            yield key, register


def address_words(trace: TraceText, instructions):
    """({instruction index: (kind, value)} for every s_mov_b32 whose literal is part of a global
    address: the pair of a global access's saddr (lo, hi), the base of a V# (lo, srd_hi); and the
    notes the export has on the addresses). A word that is also read as data is refused: a device
    would read the arena's address there."""
    def walk(visit):
        last = {}  # SGPR -> (index, value) of the s_mov_b32 that last wrote it, None if not a literal
        for index, line in enumerate(instructions):
            visit(index, line, last)
            if line.word == "s_mov_b32":
                target, source = _sgpr_range(line.get("sdst")), line.get("src0")
                if target is not None:
                    last[target[0]] = (index, integer(source)) if isinstance(source, Number) else None

    words, notes, noted = {}, [], set()

    def bind(index, line, last):
        for register, kind in _address_uses(trace, line):
            defined = last.get(register)
            if defined is None:
                raise TraceError(f"{trace.where(line)}: {line.word} reads s{register} as part of an address that no "
                                 "s_mov_b32 with a literal wrote before it; expected the address words set by "
                                 "s_mov_b32 (what the export relocates)")
            at, value = defined
            if words.get(at, (kind, value))[0] != kind:
                raise TraceError(f"{trace.where(instructions[at])}: one s_mov_b32 word used as two parts of addresses; "
                                 "expected each address word to be one part")
            words[at] = (kind, value)
        if line.word.startswith("buffer_"):
            rsrc = _sgpr_range(line.get("srsrc"))
            word3 = last.get(rsrc[0] + 3) if rsrc else None
            if word3 is not None and (word3[1] >> 15) & 0xF == 0:
                if word3[0] not in noted:  # once per s_mov_b32 that wrote the dword
                    noted.add(word3[0])
                    notes.append(f"{trace.where(line)}: the V# in s[{rsrc[0]}:{rsrc[0] + 3}] has DATA_FORMAT 0 (dword 3 "
                                 f"= {word3[1]:#x}); passed as recorded (the model reads only base, stride and "
                                 "num_records), but a gfx9 device may treat the buffer as invalid")

    def check_data(index, line, last):
        addresses = {register for register, _ in _address_uses(trace, line)}
        for key, register in _reads(line):
            defined = last.get(register)
            if register not in addresses and defined is not None and defined[0] in words:
                raise TraceError(f"{trace.where(line)}: {line.word} reads s{register} ({key}) as data, which holds "
                                 "part of a global address the export relocates; expected address words that only "
                                 "address memory (a device would read the arena's address here)")

    walk(bind)
    walk(check_data)
    return words, notes


def export_hip(trace: TraceText):
    """What the package is built from: the body's assembly lines (the address words as lit()),
    the address words {instruction index: (kind, value)}, the notes, the arena's size and
    alignment, the LDS size, the number of waves and the highest v, a and s register used."""
    if trace.target != "cdna4":
        raise TraceError(f"{trace.where()}: target {trace.target} cannot be exported to HIP; expected a cdna4 trace")
    instructions = [line for line in trace.lines if line.word != "buffer"]
    for line in instructions:
        if line.queue:
            raise TraceError(f"{trace.where(line)}: @{line.queue} {line.word}: an instruction limited to one wave; "
                             "expected instructions every wave runs (the export has no per-wave branches)")
    body = _core.cdna4_mxt_to_asm(trace.canonical, trace.path).splitlines()
    body = [line.strip() for line in body if line.strip()]
    if len(body) != len(instructions):
        raise TraceError(f"{trace.where()}: {len(body)} assembly lines for {len(instructions)} instructions; "
                         "expected one per instruction")
    words, notes = address_words(trace, instructions)
    for at, (kind, value) in words.items():
        if kind != 0 and value & (0xFFFF if kind == 2 else 0xFFFFFFFF):
            raise TraceError(f"{trace.where(instructions[at])}: a global address at or above 4 GiB; "
                             "expected the trace's global memory below 4 GiB")
        target = _sgpr_range(instructions[at].get("sdst"))[0]
        body[at] = f"s_mov_b32 s{target}, lit({value & 0xFFFFFFFF:#x})"
    if not body or body[-1] != "s_endpgm":
        body.append("s_endpgm")  # the trace's end is the wave's end
    # global memory: one arena holding every global buffer at its trace address
    arena = 0
    waves = 1
    for line in trace.buffers:
        shape = integers(line.get("shape"))
        if line.space == "global":
            dtype = np.dtype(_buffer_dtype(line.get("dtype").text))
            arena = max(arena, integer(line.get("address")) + math.prod(shape) * dtype.itemsize)
        elif line.space == "lds" and line.get("payload") is not None:
            raise TraceError(f"{trace.where(line)}: initial LDS contents (lds buffer {line.name}); expected LDS the "
                             "program writes itself (the export gives a workgroup its global memory and registers)")
        elif line.space == "sgpr" and line.get("payload") is not None:
            raise TraceError(f"{trace.where(line)}: initial SGPR values (sgpr buffer {line.name}); expected SGPRs the "
                             "program sets itself (s_mov_b32), which is all the export gives a wave")
        if line.space != "global" and line.get("expect") is not None:
            raise TraceError(f"{trace.where(line)}: expect= on {line.space} buffer {line.name}; expected outputs in "
                             "global memory (what the host program reads back)")
        if line.get("wave") is not None:
            waves = max(waves, integer(line.get("wave")) + 1)
    lo_words = [value for kind, value in words.values() if kind == 0]
    align = 1 << max(12, math.ceil(math.log2(max(1, arena, *(v + 1 for v in lo_words)))))
    if align > 1 << 31:
        raise TraceError(f"{trace.where()}: global memory of {arena} bytes; expected at most 2 GiB")
    # the whole LDS of the config, as the model gives a workgroup (an access past a declared LDS
    # buffer is still inside it there, and must be here)
    lds = {c["name"]: c for c in _core.cdna4_configs()}[trace.config or "mi355x"]["lds_bytes"]
    # registers: the program's, then one VGPR for the prologue's lane offset and one to pass AGPRs
    top = {"v": -1, "a": -1, "s": -1}
    for line in instructions:
        for file, n in _registers(line.text).items():
            top[file] = max(top[file], n)
    return body, words, notes, arena, align, lds, waves, top


def _buffer_dtype(name):
    from ..buffer_dtypes import buffer_dtype
    dtype = buffer_dtype(name)
    if dtype is None:
        raise TraceError(f"dtype {name}: not a dtype of the cdna4 model's table")
    return dtype


def initial_register_table(trace: TraceText, payloads: dict, waves: int):
    """(rows, table): rows are (file, register) in order; table[row, 64 * wave + lane] is the
    register's initial value in that lane (0 where the trace gives none)."""
    values = {}
    for line in trace.buffers:
        if line.space not in ("vgpr", "agpr") or payloads.get(line.name) is None:
            continue
        wave, first = integer(line.get("wave")), integer(line.get("register"))
        array = np.ascontiguousarray(payloads[line.name]).view(np.uint32).reshape(64, -1)
        for k in range(array.shape[1]):
            values.setdefault((line.space[0], first + k), {})[wave] = array[:, k]
    rows = sorted(values, key=lambda fr: (fr[0] != "v", fr[1]))
    table = np.zeros((max(len(rows), 1), 64 * waves), dtype=np.uint32)
    for r, key in enumerate(rows):
        for wave, lanes in values[key].items():
            table[r, 64 * wave:64 * wave + 64] = lanes
    return rows, table


def assembly_source(entry, comment, body, rows, waves, lds, top):
    """The complete gfx950 assembly: prologue, body, kernel descriptor and metadata."""
    arch_vgprs = max(top["v"], *(r for f, r in rows if f == "v"), 0) + 1
    lane, carrier = arch_vgprs, arch_vgprs + 1             # the prologue's two VGPRs
    accum_offset = -(-(carrier + 1) // 4) * 4              # AGPRs start here (a multiple of 4)
    agprs = max(top["a"], *(r for f, r in rows if f == "a"), -1) + 1
    table = -(-(top["s"] + 1) // 2) * 2                    # an even SGPR pair above the program's
    row_bytes = 4 * 64 * waves
    prologue = [f"s_load_dwordx2 s[{table}:{table + 1}], s[0:1], 0x0",  # kernarg 0: the table's address
                f"v_lshlrev_b32 v{lane}, 2, v0",                      # v0: the workitem id at launch
                "s_waitcnt lgkmcnt(0)"]
    for index, (file, register) in enumerate(rows):
        if index:
            prologue += [f"s_add_u32 s{table}, s{table}, {row_bytes:#x}", f"s_addc_u32 s{table + 1}, s{table + 1}, 0"]
        if file == "v":
            prologue.append(f"global_load_dword v{register}, v{lane}, s[{table}:{table + 1}]")
        else:
            prologue += [f"global_load_dword v{carrier}, v{lane}, s[{table}:{table + 1}]", "s_waitcnt vmcnt(0)",
                         f"v_accvgpr_write_b32 a{register}, v{carrier}"]
    # the loads have landed; then the wait states a VALU write (v_accvgpr_write) needs before an
    # MFMA reads it (cdna4-isa.md 4.4: s_nop 1), with margin: the body may start with one
    prologue += ["s_waitcnt vmcnt(0)", "s_nop 7"]
    next_sgpr = table + 2
    next_vgpr = accum_offset + agprs if agprs else carrier + 1
    workgroup = 64 * waves
    text = [f"// {line}" for line in comment.splitlines()] + [
        '.amdgcn_target "amdgcn-amd-amdhsa--gfx950"',
        ".text",
        f".globl {entry}",
        ".p2align 8",
        f".type {entry},@function",
        f"{entry}:",
        "  // prologue (mxsim export): each wave's initial registers from the table (kernel argument 0)",
        *(f"  {line}" for line in prologue),
        "  // the trace's instructions",
        *(f"  {line}" for line in body),
        f".size {entry}, .-{entry}",
        "",
        ".rodata",
        ".p2align 6",
        f".amdhsa_kernel {entry}",
        f"  .amdhsa_group_segment_fixed_size {lds}",
        "  .amdhsa_private_segment_fixed_size 0",
        "  .amdhsa_kernarg_size 8",
        "  .amdhsa_user_sgpr_kernarg_segment_ptr 1",
        "  .amdhsa_system_vgpr_workitem_id 0",
        f"  .amdhsa_next_free_vgpr {next_vgpr}",
        f"  .amdhsa_next_free_sgpr {next_sgpr}",
        f"  .amdhsa_accum_offset {accum_offset}",
        # the model keeps FP32, FP16 and FP64 denormals (the assembler's default flushes FP32 ones)
        # and starts with MODE.FP16_OVFL clear
        "  .amdhsa_float_denorm_mode_32 3",
        "  .amdhsa_float_denorm_mode_16_64 3",
        "  .amdhsa_fp16_overflow 0",
        ".end_amdhsa_kernel",
        "",
        ".amdgpu_metadata",
        "---",
        "amdhsa.target: amdgcn-amd-amdhsa--gfx950",
        "amdhsa.version: [ 1, 2 ]",
        "amdhsa.kernels:",
        f"  - .name: {entry}",
        f"    .symbol: {entry}.kd",
        "    .kernarg_segment_size: 8",
        "    .kernarg_segment_align: 8",
        f"    .group_segment_fixed_size: {lds}",
        "    .private_segment_fixed_size: 0",
        "    .wavefront_size: 64",
        f"    .sgpr_count: {next_sgpr}",
        f"    .vgpr_count: {next_vgpr}",
        f"    .agpr_count: {agprs}",
        f"    .max_flat_workgroup_size: {workgroup}",
        "    .args:",
        "      - { .name: initial_registers, .size: 8, .offset: 0, .value_kind: global_buffer, "
        ".address_space: global, .actual_access: read_only }",
        "...",
        ".end_amdgpu_metadata",
    ]
    return "\n".join(text) + "\n", len(prologue), workgroup


def build_code_object(directory, found):
    """kernel.s -> kernel.o (clang-22) -> kernel.hsaco (ld.lld-22); errors name the tool's message."""
    steps = [[found["clang-22"], "-x", "assembler", "-target", "amdgcn-amd-amdhsa", "-mcpu=gfx950", "-c",
              "kernel.s", "-o", "kernel.o"],
             [found["ld.lld-22"], "-shared", "kernel.o", "-o", "kernel.hsaco"]]
    for step in steps:
        done = subprocess.run(step, cwd=directory, capture_output=True, text=True)
        if done.returncode:
            raise TraceError(f"{os.path.basename(step[0])} refused the exported kernel: {done.stderr.strip()}; "
                             "expected the assembly mxsim writes to assemble (a bug: please report it)")
    os.remove(os.path.join(directory, "kernel.o"))


def literal_of(text):
    """The source value of a disassembled `s_mov_b32 sN, X` (X a constant or lit(X)), else None."""
    source = text.rsplit(",", 1)[-1].strip()
    if source.startswith("lit(") and source.endswith(")"):
        source = source[4:-1]
    try:
        return int(source, 0) & 0xFFFFFFFF
    except ValueError:
        return None


def disassemble(path, objdump):
    """The code object's instructions as (address, text), in order (llvm-objdump-22 -d)."""
    done = subprocess.run([objdump, "-d", "--mcpu=gfx950", path], capture_output=True, text=True, check=True)
    out = []
    for line in done.stdout.splitlines():
        if "//" not in line or not line.startswith(("\t", " ")):
            continue
        text, _, tail = line.partition("//")
        address = tail.strip().split(":")[0]
        if text.strip() and re.fullmatch(r"[0-9a-fA-F]+", address):
            out.append((int(address, 16), text.strip()))
    return out


def text_section(path):
    """(virtual address, file offset) of the code object's .text section (ELF64 section headers)."""
    with open(path, "rb") as f:
        elf = f.read()
    shoff, = struct.unpack_from("<Q", elf, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", elf, 0x3A)
    def header(i):
        return struct.unpack_from("<IIQQQQ", elf, shoff + i * shentsize)
    names = header(shstrndx)[4]
    for i in range(shnum):
        name, _, _, address, offset, _ = header(i)
        end = elf.index(b"\0", names + name)
        if elf[names + name:end] == b".text":
            return address, offset
    raise TraceError(f"{path}: no .text section; expected the linked code object")


def launch_header(entry, trace_file, buffers, relocations, workgroup, arena, align, table_bytes):
    """launch.h: the tables host.cpp reads. `buffers`: (name, address, bytes, element bytes, input
    file or None, expected file or None); `relocations`: (file offset, value, kind)."""
    def quoted(s):
        return f'"{s}"' if s else "nullptr"
    rows = [f'    {{"{name}", {address:#x}, {nbytes}, {element}, {quoted(inp)}, {quoted(exp)}}},'
            for name, address, nbytes, element, inp, exp in buffers]
    relocs = [f"    {{{offset:#x}, {value:#x}, {kind}}},  // {_FIELD[kind]}" for offset, value, kind in relocations]
    return "\n".join([
        f"// launch.h: the tables of the device package of {trace_file} for host.cpp (written by mxsim export",
        "// --to hip): the global buffers at their trace offsets in the arena, and the kernel's address words.",
        "#pragma once",
        "#include <cstdint>",
        "",
        "struct Buffer {",
        "  const char* name;",
        "  uint64_t address, bytes;  // in the arena (the trace's global address), and its size",
        "  unsigned element_bytes;",
        "  const char* input;     // the .npy it starts from, or nullptr",
        "  const char* expected;  // the model's result (an output), or nullptr",
        "};",
        "// an s_mov_b32 literal (at file_offset in kernel.hsaco) holding part of a global address:",
        "// kind 0 its low word, 1 its high word, 2 a V# base's bits 47:32 (the dword's low 16 bits)",
        "struct Relocation {",
        "  uint64_t file_offset;",
        "  uint32_t value;",
        "  int kind;",
        "};",
        "",
        f'static const char kKernelName[] = "{entry}";',
        f'static const char kTrace[] = "{trace_file}";',
        f"static const unsigned kWorkgroupSize = {workgroup};",
        f"static const uint64_t kArenaBytes = {arena};",
        f"static const uint64_t kArenaAlign = {align:#x};",
        f"static const uint64_t kInitialRegisterBytes = {table_bytes};",
        "static const Buffer kBuffers[] = {", *(rows or ['    {"", 0, 0, 1, nullptr, nullptr},  // none']), "};",
        "static const Relocation kRelocations[] = {", *(relocs or ["    {0, 0, -1},  // none"]), "};",
    ]) + "\n"
