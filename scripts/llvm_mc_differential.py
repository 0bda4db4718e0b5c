#!/usr/bin/env python3
"""Differential test of mxsim's gfx950 assembly reader and printer against LLVM's assembler.

    python3 scripts/llvm_mc_differential.py [--variants N] [--seed S] [--show K]

Seeds: every line mxsim prints for the recorded CDNA4 kernels (traces/cdna4) and one example per
instruction of isa/cdna4/instructions.def. Each seed is mutated (operands swapped, dropped,
duplicated or replaced by other register classes, literals, inline constants and special source
operands; modifiers changed, dropped or added; commas removed) into N variants. Every variant is
read by mxsim (mxsim.amdgpu.canonical: accepted, or refused with a position) and assembled by
llvm-mc-22 -mcpu=gfx950 (Debian's llvm-22): they agree when both refuse, or both accept and mxsim
prints what LLVM prints. Prints the agreement rate and the disagreements grouped by kind.
Exit status: 0 run (whatever the rate), 2 bad input or llvm-mc-22 missing.
"""
from __future__ import annotations

import argparse
import collections
import glob
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
LLVM_MC = "llvm-mc-22"

# One line per instruction of isa/cdna4/instructions.def (its table test's examples)
TABLE_EXAMPLES = (
    "v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[0:3], v24, v25 op_sel_hi:[0,1,0]",
    "v_mfma_scale_f32_32x32x64_f8f6f4 a[0:15], v[4:11], v[12:19], 0, v24, v25 op_sel:[1,0,0]",
    "v_mfma_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[0:3]",
    "v_mfma_f32_32x32x64_f8f6f4 a[0:15], v[4:9], v[12:15], a[0:15] cbsz:2 blgp:4",
    "v_mfma_ld_scale_b32 v24, v25 op_sel:[1,0]",
    "v_cvt_scalef32_pk_fp8_f32 v30, v26, v27, v28 op_sel:[0,0,0,1]",
    "v_cvt_scalef32_pk_bf8_f32 v30, v26, s2, 1.0",
    "v_cvt_scalef32_pk_fp4_f32 v30, v26, v27, v28 op_sel:[0,0,1,1]",
    "v_cvt_scalef32_pk_fp8_f32 v30, -v26, |v27|, -|v28|",
    "v_cvt_scalef32_pk_f32_fp8 v[32:33], v26, v28 op_sel:[1,0,0]",
    "v_cvt_scalef32_pk_f32_bf8 v[32:33], v26, v28",
    "v_cvt_scalef32_pk_f32_fp4 v[32:33], v26, v28 op_sel:[1,1,0]",
    "global_load_dwordx4 v[44:47], v[40:41], off offset:16",
    "global_store_dwordx4 v42, v[44:47], s[0:1] offset:1024 sc0 sc1",
    "buffer_load_dwordx4 v[44:47], v42, s[4:7], 0 offen offset:64",
    "ds_read_b128 v[44:47], v42 offset:32",
    "ds_write_b128 v42, v[44:47]",
    "v_mov_b32_e32 v50, s3",
    "v_accvgpr_read_b32 v50, a3",
    "v_accvgpr_write a3, v50",
    "s_mov_b32 s10, 0x1234",
    "s_waitcnt vmcnt(0) & lgkmcnt(0)",
    "s_barrier",
    "s_nop 7",
    "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 23, 1), 1",
    "s_endpgm",
)

# What a mutated operand may become: other register classes and widths, constants, special sources
REPLACEMENTS = ("v7", "v[8:9]", "v[8:15]", "a5", "a[0:3]", "s4", "s[4:5]", "s[4:7]", "0", "1", "-1", "64", "-17", "0.5",
                "1.0", "-4.0", "0x1234", "0x3f800000", "vcc", "vcc_lo", "exec", "exec_lo", "m0", "vccz", "execz",
                "scc", "src_vccz", "src_execz", "src_scc", "off", "null", "v256", "s106", "a[0:16]", "v[3:2]", "-v7", "|v7|",
                "-|s4|", "neg(v7)", "abs(s4)", "-1.0")
MODIFIERS = ("op_sel:[0,0,0]", "op_sel:[1,1,1]", "op_sel:[1,0]", "op_sel:[2,0,0]", "op_sel_hi:[1,1,1]",
             "op_sel:[0,0,0,1]", "cbsz:0", "cbsz:4", "cbsz:5", "blgp:3", "blgp:8", "abid:1", "offset:0",
             "offset:4095", "offset:4096", "offset:65535", "offset:-8", "sc0", "sc1", "nt", "offen", "idxen", "lds",
             "neg_lo:[1,0,0]", "neg_hi:[0,1,0]", "clamp", "glc")


# The disagreements left, each with its reason (docs/targets/cdna4.md lists them): (kind, mnemonic
# prefix, reason). tests/python/test_cdna4_llvm_mc.py checks that every disagreement found is one.
# None is left: on seeds 0-9 (10,000 variants each) and 10-14 (20,000 each) every line agrees.
KNOWN = ()


def known_reason(kind, line):
    """The reason of a known disagreement of this kind for this line, or None."""
    mnemonic = line.split()[0]
    for known_kind, prefix, reason in KNOWN:
        if kind == known_kind and mnemonic.startswith(prefix):
            return reason
    return None


def seeds():
    """The recorded kernels' distinct lines (as mxsim prints them) and the table examples."""
    import mxsim.amdgpu as amdgpu
    lines = []
    for path in sorted(glob.glob(os.path.join(HERE, "..", "traces", "cdna4", "*.mxt"))):
        with open(path) as f:
            lines += amdgpu.from_mxt(f.read(), path).splitlines()
    lines += TABLE_EXAMPLES
    return sorted({line.strip() for line in lines if line.strip()})


def split_line(line):
    """(mnemonic, operands, modifiers) of one assembly line: operands comma-separated, modifiers after."""
    mnemonic, _, rest = line.partition(" ")
    operands, modifiers = [], []
    for part in re.split(r",\s*", rest.strip()) if rest.strip() else []:
        words = part.split()
        operands.append(words[0])
        modifiers += words[1:]
    # the modifiers follow the last operand (or, as in `s_waitcnt vmcnt(0) & lgkmcnt(0)`, are its text)
    return mnemonic, operands, modifiers


def join(mnemonic, operands, modifiers, comma=", "):
    text = mnemonic + (" " + comma.join(operands) if operands else "")
    return text + (" " + " ".join(modifiers) if modifiers else "")


def mutate(line, rng):
    """One variant of `line` and the kind of change made."""
    mnemonic, operands, modifiers = split_line(line)
    ops, mods = list(operands), list(modifiers)
    kinds = ["replace", "replace", "replace", "modifier", "drop_modifier", "drop_operand", "extra_operand", "swap",
             "no_comma"]
    kind = rng.choice(kinds)
    if kind == "replace" and ops:
        i = rng.randrange(len(ops))
        ops[i] = rng.choice(REPLACEMENTS)
        return join(mnemonic, ops, mods), f"operand {i} -> {ops[i]}"
    if kind == "modifier":
        m = rng.choice(MODIFIERS)
        name = m.split(":")[0]
        mods = [x for x in mods if x.split(":")[0] != name] + [m]
        return join(mnemonic, ops, mods), f"modifier {m}"
    if kind == "drop_modifier" and mods:
        i = rng.randrange(len(mods))
        return join(mnemonic, ops, mods[:i] + mods[i + 1:]), f"drop {mods[i].split(':')[0]}"
    if kind == "drop_operand" and ops:
        i = rng.randrange(len(ops))
        return join(mnemonic, ops[:i] + ops[i + 1:], mods), f"drop operand {i}"
    if kind == "extra_operand":
        return join(mnemonic, ops + [rng.choice(REPLACEMENTS)], mods), "extra operand"
    if kind == "swap" and len(ops) >= 2:
        i, j = rng.sample(range(len(ops)), 2)
        ops[i], ops[j] = ops[j], ops[i]
        return join(mnemonic, ops, mods), f"swap operands {min(i, j)},{max(i, j)}"
    if kind == "no_comma" and len(ops) >= 2:
        i = rng.randrange(len(ops) - 1)
        text = mnemonic + " " + ", ".join(ops[:i + 1]) + " " + ", ".join(ops[i + 1:])
        return text + (" " + " ".join(mods) if mods else ""), f"no comma after operand {i}"
    ops = list(operands)
    ops.append(rng.choice(REPLACEMENTS)) if not ops else None
    return join(mnemonic, ops, mods), "unchanged"


def llvm_verdicts(lines):
    """Per line: (accepted, printed text or the error message, error column or None), from one
    llvm-mc-22 run over all of them."""
    with tempfile.TemporaryDirectory() as folder:
        source = os.path.join(folder, "v.s")
        with open(source, "w") as f:
            f.write("\n".join(lines) + "\n")
        done = subprocess.run([LLVM_MC, "-arch=amdgcn", "-mcpu=gfx950", source], capture_output=True, text=True)
    errors = {}
    for match in re.finditer(r"^.*?v\.s:(\d+):(\d+): error: (.*)$", done.stderr, re.M):
        errors.setdefault(int(match.group(1)) - 1, (match.group(3), int(match.group(2))))
    printed = [line.strip() for line in done.stdout.splitlines()
               if line.strip() and not line.lstrip().startswith((".", ";")) and line.startswith("\t")]
    verdicts, next_printed = [], 0
    for i in range(len(lines)):
        if i in errors:
            verdicts.append((False, errors[i][0], errors[i][1]))
        else:
            verdicts.append((True, printed[next_printed] if next_printed < len(printed) else "", None))
            next_printed += 1
    return verdicts


def mxsim_verdict(line):
    import mxsim
    import mxsim.amdgpu as amdgpu
    try:
        return True, amdgpu.canonical(line, "v.s").strip(), None
    except mxsim.Error as error:
        found = re.match(r"v\.s:\d+:(\d+): (.*)", str(error))
        return False, found.group(2) if found else str(error), int(found.group(1)) if found else None


def campaign(variants=2000, seed=0):
    """Runs the differential test; returns (seed lines, variants, results) where each result is
    (line, change, mxsim verdict, llvm verdict, agreement kind)."""
    rng = random.Random(seed)
    base = seeds()
    lines, changes = list(base), ["seed"] * len(base)
    while len(lines) < len(base) + variants:
        line, change = mutate(rng.choice(base), rng)
        lines.append(line)
        changes.append(change)
    llvm = llvm_verdicts(lines)
    results = []
    for line, change, theirs in zip(lines, changes, llvm):
        ours = mxsim_verdict(line)
        if ours[0] != theirs[0]:
            kind = "mxsim accepts, LLVM refuses" if ours[0] else "mxsim refuses, LLVM accepts"
        elif ours[0] and ours[1] != theirs[1]:
            kind = "both accept, printed differently"
        else:
            kind = "agree"
        results.append((line, change, ours, theirs, kind))
    return base, lines, results


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--variants", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--show", type=int, default=3, help="examples shown per kind of disagreement")
    args = parser.parse_args(argv)
    if shutil.which(LLVM_MC) is None:
        print(f"{LLVM_MC} not found; expected Debian's llvm-22", file=sys.stderr)
        return 2
    base, lines, results = campaign(args.variants, args.seed)
    agree = sum(1 for r in results if r[4] == "agree")
    print(f"{len(base)} seed lines, {len(lines) - len(base)} variants: {agree} of {len(results)} agree "
          f"({100.0 * agree / len(results):.2f}%)")
    groups = collections.defaultdict(list)
    for line, change, ours, theirs, kind in results:
        if kind != "agree":
            groups[(kind, line.split()[0], re.sub(r"\d+", "N", change))].append((line, ours, theirs))
    for (kind, mnemonic, change), cases in sorted(groups.items(), key=lambda item: -len(item[1])):
        print(f"\n{len(cases):5d}  {kind}: {mnemonic}, {change}")
        for line, ours, theirs in cases[: args.show]:
            print(f"       {line}\n         mxsim: {ours[1]}\n         LLVM:  {theirs[1]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
