"""The accumulation probes as a CDNA4 kernel: `mxsim probe --device cdna4` records it on the model
and exports it (`mxsim export --to hip`) as a gfx950 code object with its HIP host program; `mxsim
probe --answers` reads the device's answers back as d.npy for `mxsim fit`.

One wave. For each group of probes (32 with K = 64: `v_mfma_scale_f32_32x32x64_f8f6f4`; 16 with
K = 128: `_16x16x128_`), row i of A is probe i's a, column i of B its b, C holds the probes' c on
its diagonal (zeros elsewhere), and each operand's E8M0 scales (1.0 for unscaled probes) are the
bytes its lanes supply; D[i][i] is probe i's answer. The host packs every group's operands into
the lanes' registers (mxsim.amdgpu.lanes: the ISA's operand tables), so the kernel is loads, the
MFMA with C in AGPRs, and stores of D's registers; `answers` unpacks them."""
from __future__ import annotations

import numpy as np

from ...amdgpu import lanes
from ...errors import ArgumentError

SHAPE_FOR_K = {64: "32x32x64", 128: "16x16x128"}
UNIT_SCALE = 127  # E8M0 code of 1.0
RESULT_FILE = "d_frag.npy"  # what the package's host program writes back: each group's D registers


def check(elem, elem_b, out, k):
    """Refuse the probe shapes the kernel does not compute, naming what it does."""
    for name in (elem, elem_b):
        if name not in lanes.FORMATS:
            raise ArgumentError(f"--device cdna4 with {name}: the scaled MFMAs take {', '.join(lanes.FORMATS)}; "
                                f"expected --elem / --elem-b one of them")
    if out != "fp32":
        raise ArgumentError(f"--device cdna4 with --out {out}: the scaled MFMAs accumulate in FP32; expected --out fp32")
    if k not in SHAPE_FOR_K:
        raise ArgumentError(f"--device cdna4 with --k {k}: one scaled MFMA takes K = 64 (32x32x64) or 128 "
                            f"(16x16x128); expected --k 64 or 128")


def _up4(count):
    """Registers moved for `count`: whole dwordx4 loads (the global accesses the model has)."""
    return -(-count // 4) * 4


def build(records):
    """The mxsim.amdgpu Kernel computing `records` (codes), and the group count."""
    from ...amdgpu import Kernel
    probes, k = records.a.shape
    shape = SHAPE_FOR_K[k]
    s = lanes.SHAPES[shape]
    per_group, d_regs = s["m"], s["d_regs"]
    groups = -(-probes // per_group)
    fmt_a, fmt_b = records.elem, records.b_format
    regs_a, regs_b = lanes.registers_per_lane(fmt_a), lanes.registers_per_lane(fmt_b)
    # each lane's block padded to whole dwordx4 (FP6: 6 registers in 8; the scales' 2 words in 4)
    a_frag = np.zeros((groups, 64, _up4(regs_a)), np.uint32)
    b_frag = np.zeros((groups, 64, _up4(regs_b)), np.uint32)
    scale_words = np.zeros((groups, 64, 4), np.uint32)
    c_frag = np.zeros((groups, 64, d_regs), np.uint32)
    unit = np.full((probes, k // 32), UNIT_SCALE, np.uint8)
    sa = records.scale_a if records.scale_a is not None else unit
    sb = records.scale_b if records.scale_b is not None else unit
    for g in range(groups):
        rows = slice(g * per_group, min((g + 1) * per_group, probes))
        n = rows.stop - rows.start
        a = np.zeros((per_group, k), np.uint8)
        b = np.zeros((k, per_group), np.uint8)
        a[:n], b[:, :n] = records.a[rows], records.b[rows].T
        sga = np.full((per_group, k // 32), UNIT_SCALE, np.uint8)
        sgb = np.full((k // 32, per_group), UNIT_SCALE, np.uint8)
        sga[:n], sgb[:, :n] = sa[rows], sb[rows].T
        c = np.zeros((per_group, per_group), np.uint32)
        c[np.arange(n), np.arange(n)] = records.c[rows].astype(np.uint32)
        a_frag[g, :, :regs_a] = lanes.pack_a(a, shape, fmt_a)
        b_frag[g, :, :regs_b] = lanes.pack_b(b, shape, fmt_b)
        scale_words[g, :, 0] = lanes.pack_scales(sga, shape, "a")
        scale_words[g, :, 1] = lanes.pack_scales(sgb, shape, "b")
        c_frag[g] = lanes.pack_c(c, shape)

    kern = Kernel()
    bases = {name: kern.buffer(name, array) for name, array in
             (("a_frag", a_frag), ("b_frag", b_frag), ("scale_words", scale_words), ("c_frag", c_frag))}
    bases["d_frag"] = kern.buffer("d_frag", np.zeros((groups, 64, d_regs), np.uint32), output=True)
    lane = np.arange(64, dtype=np.uint32)
    # each lane's byte offset into a group's block of each buffer
    kern.set_v(0, 0, lane * 4 * _up4(regs_a))
    kern.set_v(0, 1, lane * 4 * _up4(regs_b))
    kern.set_v(0, 2, lane * 16)
    kern.set_v(0, 3, lane * 4 * d_regs)
    # the operands' registers, each block whole dwordx4 loads long
    va = 8
    vb = va + _up4(regs_a)
    vs = vb + _up4(regs_b)
    vc = vs + 4
    selector_a, selector_b = lanes.selector(fmt_a), lanes.selector(fmt_b)

    def base(name, group, sgpr):
        address = bases[name] + group * 64 * {"a_frag": _up4(regs_a), "b_frag": _up4(regs_b), "scale_words": 4,
                                              "c_frag": d_regs, "d_frag": d_regs}[name] * 4
        return [f"s_mov_b32 s{sgpr}, {address & 0xFFFFFFFF:#x}", f"s_mov_b32 s{sgpr + 1}, {address >> 32:#x}"]

    def moves(load, first_vgpr, offset_vgpr, sgpr, count):
        out = []
        for r in range(0, _up4(count), 4):
            regs, offset = f"v[{first_vgpr + r}:{first_vgpr + r + 3}]", f" offset:{4 * r}" if r else ""
            out.append(f"global_load_dwordx4 {regs}, v{offset_vgpr}, s[{sgpr}:{sgpr + 1}]{offset}" if load else
                       f"global_store_dwordx4 v{offset_vgpr}, {regs}, s[{sgpr}:{sgpr + 1}]{offset}")
        return out

    mfma = f"v_mfma_scale_f32_{shape}_f8f6f4"
    acc = f"a[0:{d_regs - 1}]"
    for g in range(groups):
        kern.asm(*base("a_frag", g, 0), *base("b_frag", g, 2), *base("scale_words", g, 4), *base("c_frag", g, 6),
                 *base("d_frag", g, 8))
        kern.asm(*moves(True, va, 0, 0, regs_a), *moves(True, vb, 1, 2, regs_b),
                 *moves(True, vs, 2, 4, 4), *moves(True, vc, 3, 6, d_regs), "s_waitcnt vmcnt(0)")
        kern.asm(*[f"v_accvgpr_write_b32 a{r}, v{vc + r}" for r in range(d_regs)], "s_nop 2")
        kern.asm(f"{mfma} {acc}, v[{va}:{va + regs_a - 1}], v[{vb}:{vb + regs_b - 1}], {acc}, v{vs}, v{vs + 1} "
                 f"op_sel:[0,0,0] op_sel_hi:[0,0,0] cbsz:{selector_a} blgp:{selector_b}")
        kern.asm("s_nop 7", "s_nop 7", "s_nop 3")
        kern.asm(*[f"v_accvgpr_read_b32 v{vc + r}, a{r}" for r in range(d_regs)])
        kern.asm(*moves(False, vc, 3, 8, d_regs), "s_waitcnt vmcnt(0)")
    kern.asm("s_endpgm")
    return kern, groups


def answers(d_frag, probes, k):
    """Probe i's answer: D[i][i] of its group's MFMA, as FP32 bit patterns."""
    shape = SHAPE_FOR_K[k]
    per_group = lanes.SHAPES[shape]["m"]
    d_frag = np.asarray(d_frag, np.uint32)
    out = np.zeros(probes, np.uint32)
    for g in range(d_frag.shape[0]):
        d = lanes.unpack_d(d_frag[g], shape).view(np.uint32)
        n = min(per_group, probes - g * per_group)
        out[g * per_group:g * per_group + n] = d[np.arange(n), np.arange(n)]
    return out


def record(records, k, trace):
    """Run the kernel for `records` on the model and save its trace at `trace`; the count of
    matrix instructions (scaled MFMAs) it issues."""
    kernel, groups = build(records)
    kernel.save(trace)
    return groups


def answers_from(results, probes, k):
    """The answers in a results directory (RESULT_FILE), checked for the kernel's D registers."""
    import os
    if k not in SHAPE_FOR_K:
        raise ArgumentError(f"labels.json k={k!r}; expected 64 or 128 for the CDNA4 probe kernel")
    shape = lanes.SHAPES[SHAPE_FOR_K[k]]
    path = os.path.join(results, RESULT_FILE)
    frag = np.load(path, allow_pickle=False)
    wanted = (-(-probes // shape["m"]), 64, shape["d_regs"])
    if frag.shape != wanted or frag.dtype.itemsize != 4:
        raise ArgumentError(f"{path} is {frag.dtype} {list(frag.shape)}; expected the probe kernel's D registers "
                            f"{list(wanted)}")
    return answers(frag.view(np.uint32), probes, k)
