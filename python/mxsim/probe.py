"""`mxsim probe`: dot-product inputs that tell accumulation models apart, to run on a device and fit
with `mxsim fit` (docs/probe-fit.md).

A probe is one (a, b, c) record, K terms, and the field it discriminates. They are found, not
hand-written: for each built-in preset and each model one field away from it (every value `fit`
searches for that field), batches of candidate inputs are drawn from the generators below and the
inputs on which the two models' results differ are kept (up to `per_move` for each such pair). So
each probe is, by construction, an input on which that field changes the answer. The generators
aim at the places accumulation models differ:

- `uniform`: every finite code equally likely (sign, exponent and significand at random);
- `spread`: small significands times powers of two over a wide range, so alignment drops bits;
- `dominant`: one large product and many small ones (truncation versus rounding of the small);
- `cancel`: pairs of products that cancel, leaving a small exact sum (normalisation, the sign of
  a near-zero result);
- `c_scale`: c far larger or far smaller than the products (where and how c is added);
- `special`: NaN, Inf and subnormal operands (NaN encoding, subnormal handling).

B may have another element format than A (`elem_b`: e4m3 x e5m2, say), and the records may be MX
(`scaled`: an E8M0 scale per 32 terms of each operand). Scales are drawn near 1 (127 +- 4) with,
in one record of four, one block's scale far out (1 to 60 binades up or down), so that a product
of two scaled blocks lands beyond the output format's range or among its subnormals, and the
`scales` field (whether scales multiply each product's exponent or a block's partial sum) and the
normalisation around them change answers.
"""
from __future__ import annotations

import argparse
import json
import os
import sys

import numpy as np

from . import _core
from .accumulate import presets
from .arguments import checked_arguments
from .errors import ArgumentError
from .fit import Records, _moves, _ordered, model_results, preset_fields
from .registry import format_info

GENERATORS = ("uniform", "spread", "dominant", "cancel", "c_scale", "special")


def _codes_by_value(info):
    """All finite codes of a format and their values (float64)."""
    if info.bits > 16:
        raise ArgumentError(f"probe: {info.name} has {info.bits} bits; expected an element format of 16 bits or fewer")
    codes = np.arange(1 << info.bits, dtype=np.uint8 if info.bits <= 8 else np.uint16)
    values = _core.decode(info.name, codes, "fp64")
    finite = np.isfinite(values)
    return codes[finite], values[finite], codes[~finite]


def _draw_scales(rng, n, k):
    """E8M0 scales [n, k/32] for both operands: near 1, and in one record of four one block far out."""
    blocks = k // 32
    scales = [127 + rng.integers(-4, 5, (n, blocks)) for _ in range(2)]
    far = np.flatnonzero(rng.random(n) < 0.25)
    for s in scales:
        s[far, rng.integers(0, blocks, len(far))] = 127 + rng.choice([-1, 1], len(far)) * rng.integers(1, 61, len(far))
    return [s.astype(np.uint8) for s in scales]


def _draw_pair(kind, rng, n, k, info, info_b, out_info):
    """n candidate records with b in `info_b`'s format: the generator's a, and its b redrawn (the
    same kind) from the other format's codes."""
    a, b, c = _draw(kind, rng, n, k, info, out_info)
    if info_b.name != info.name:
        b = _draw(kind, rng, n, k, info_b, out_info)[1]
    return a, b, c


def _draw(kind, rng, n, k, info, out_info):
    """n candidate records (a, b codes [n, k]; c as output-format codes [n])."""
    codes, values, specials = _codes_by_value(info)
    nonzero = values != 0
    order = np.argsort(np.abs(values))
    if kind == "uniform":
        a, b = rng.choice(codes, (n, k)), rng.choice(codes, (n, k))
    elif kind == "spread":
        # significands of the smallest magnitudes of each exponent band: random codes sorted by size,
        # picked from a wide range of ranks
        ranks = rng.integers(0, len(order), (2, n, k))
        a, b = codes[order[ranks[0]]], codes[order[ranks[1]]]
    elif kind == "dominant":
        a = rng.choice(codes[nonzero], (n, k))
        b = codes[order[rng.integers(0, len(order) // 3, (n, k))]]  # small
        big = codes[order[rng.integers(len(order) - len(order) // 8, len(order), n)]]
        b[np.arange(n), rng.integers(0, k, n)] = big
    elif kind == "cancel":
        a, b = rng.choice(codes, (n, k)), rng.choice(codes, (n, k))
        half = k // 2
        # the second half repeats the first with one operand negated (the sign bit of its code)
        sign = np.uint64(1) << np.uint64(info.bits - 1)
        a[:, half:2 * half] = a[:, :half]
        b[:, half:2 * half] = b[:, :half] ^ sign
        # and one term perturbed so that the sum is small but not zero
        b[:, 0] = rng.choice(codes, n)
    elif kind == "c_scale":
        a, b = rng.choice(codes, (n, k)), rng.choice(codes, (n, k))
    else:  # special
        a, b = rng.choice(codes, (n, k)), rng.choice(codes, (n, k))
        pool = np.concatenate([specials, codes[order[:max(4, len(order) // 16)]]]) if len(specials) else \
            codes[order[:max(4, len(order) // 16)]]
        where = rng.random((n, k)) < 0.1
        a[where] = rng.choice(pool, int(where.sum()))
    # c: zero, or a value near (c_scale: far from) the products' size, as the output format's code
    magnitude = np.exp2(rng.integers(-30, 30, n) if kind == "c_scale" else rng.integers(-6, 6, n))
    c_values = np.where(rng.random(n) < 0.3, 0.0, rng.standard_normal(n) * magnitude)
    c = _core.encode(out_info.name, "fp64", c_values.astype(np.float64).view(np.uint64), "nearest_even", "", "", 0)[0]
    return a.astype(_storage(info)), b.astype(_storage(info)), np.asarray(c).astype(_storage(out_info))


def _storage(info):
    """The unsigned dtype one encoding of a format is held in."""
    return {1: np.uint8, 2: np.uint16, 4: np.uint32}[max(1, (info.bits + 7) // 8)]


@checked_arguments
def probe_set(elem="e4m3", k=32, out="fp32", per_move=2, batches=6, batch=256, seed=0, elem_b=None, scaled=False):
    """Probes for elem x elem_b (None: elem) -> out dot products of k terms, MX-scaled when `scaled`
    (k a multiple of 32): Records (d unset: zeros) and, per probe, the preset, field and the two
    values it discriminates."""
    info, out_info = format_info(elem), format_info(out)
    info_b = info if elem_b is None else format_info(elem_b)
    if out_info.name not in ("fp32", "fp16", "bf16"):
        raise ArgumentError(f"probe: out='{out}'; expected fp32, fp16 or bf16")
    if not isinstance(k, int) or isinstance(k, bool) or not 1 <= k <= 4096:
        raise ArgumentError(f"probe: k={k!r}; expected 1..4096 terms")
    if not isinstance(scaled, bool):
        raise ArgumentError(f"probe: scaled={scaled!r}; expected True or False")
    if scaled and k % 32:
        raise ArgumentError(f"probe: scaled with k={k}; expected a multiple of 32 (one E8M0 scale per 32 terms)")
    _codes_by_value(info_b)  # B's format must be an element format too
    rng = np.random.default_rng(seed)
    found = {"a": [], "b": [], "c": [], "sa": [], "sb": []}
    labels = []
    for preset in presets:
        base = preset_fields(preset, "probe")
        _separate(base, _moves(base, k, out_info.name, scaled), {"preset": preset}, rng, found, labels, per_move,
                  batches, batch, k, info, info_b, out_info, scaled)
    return _probe_records(found, labels, k, info, info_b, out_info, scaled)


def separating_probes(fields, moves, elem, k, out, elem_b=None, scaled=False, per_move=2, batches=6, batch=256,
                      seed=0, name="fitted"):
    """Probes that tell the model `fields` from each of `moves` ((field, value, moved fields) triples)
    for elem x elem_b -> out dot products of k terms: Records (d unset) and per probe its field and
    the two values (`name`: what to call `fields` there); a move no draw separates gets no probe."""
    info, out_info = format_info(elem), format_info(out)
    info_b = info if elem_b is None else format_info(elem_b)
    found = {"a": [], "b": [], "c": [], "sa": [], "sb": []}
    labels = []
    _separate(fields, moves, {"preset": name}, np.random.default_rng(seed), found, labels, per_move, batches,
              batch, k, info, info_b, out_info, scaled)
    return _probe_records(found, labels, k, info, info_b, out_info, scaled)


def _separate(base, moves, label, rng, found, labels, per_move, batches, batch, k, info, info_b, out_info, scaled):
    """Draws inputs until each move's model differs from `base` on `per_move` of them (at most
    `batches` draws of `batch`), appending them to `found` and their labels to `labels`."""
    mixed = None if info_b.name == info.name else info_b.name
    for field, value, moved in moves:
        kept = 0
        for attempt in range(batches):
            kind = GENERATORS[attempt % len(GENERATORS)]
            a, b, c = _draw_pair(kind, rng, batch, k, info, info_b, out_info)
            sa, sb = _draw_scales(rng, batch, k) if scaled else (None, None)
            candidates = Records(info.name, out_info.name, a, b, c, np.zeros(batch, c.dtype), sa, sb, mixed)
            x, y = model_results(candidates, base), model_results(candidates, moved)
            if x is None or y is None:
                break
            differ = np.flatnonzero(x != y)[: per_move - kept]
            for i in differ:
                for name, array in (("a", a), ("b", b), ("c", c), ("sa", sa), ("sb", sb)):
                    if array is not None:
                        found[name].append(array[i])
                labels.append({**label, "field": field, "value": str(_ordered(base).get(field, label["preset"])),
                               "other": str(value),
                               "generator": kind})
            kept += len(differ)
            if kept >= per_move:
                break


def _probe_records(found, labels, k, info, info_b, out_info, scaled):
    mixed = None if info_b.name == info.name else info_b.name
    result = _storage(out_info)
    scales = [np.array(found[s], np.uint8).reshape(-1, k // 32) if scaled else None for s in ("sa", "sb")]
    records = Records(info.name, out_info.name, np.array(found["a"], _storage(info)).reshape(-1, k),
                      np.array(found["b"], _storage(info_b)).reshape(-1, k), np.array(found["c"], result),
                      np.zeros(len(found["c"]), result), *scales, mixed)
    return records, labels


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(
        prog="mxsim probe", description=__doc__.split("\n\n")[0].replace("`mxsim probe`: ", ""),
        epilog="Writes OUT/a.npy, b.npy, c.npy (values; c in the output format), with --scaled sa.npy and sb.npy "
               "(E8M0 bytes [S, K/32]), and labels.json; run them on the device, save its results as d.npy and fit: "
               "mxsim fit OUT/a.npy OUT/b.npy OUT/c.npy d.npy --elem ... [--elem-b ...] [--scales OUT/sa.npy "
               "OUT/sb.npy]. Exit status: 0 written, 2 bad input.")
    parser.add_argument("--elem", default="e4m3", help="the element format of A (and of B without --elem-b)")
    parser.add_argument("--elem-b", help="B's element format, when it differs from A's (e4m3 x e5m2, say)")
    parser.add_argument("--scaled", action="store_true", help="MX records: an E8M0 scale per 32 terms of each "
                        "operand (K a multiple of 32)")
    parser.add_argument("--k", type=int, default=32, help="terms per dot product")
    parser.add_argument("--out", default="fp32", help="the output (accumulator) format: fp32, fp16, bf16")
    parser.add_argument("--per-move", type=int, default=2, help="probes kept per (preset, field, value)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("-o", "--output", required=True, metavar="DIR")
    parser.add_argument("--device", choices=sorted(_DEVICES),
                        help="also record the probes as that target's kernel on mxsim and export it as a device "
                             "package into DIR/TARGET/package (ascend950: a pypto_pro matmul_mx kernel, MXFP8, "
                             "--k 64..256 in steps of 64; cdna4: a gfx950 scaled-MFMA code object and HIP host "
                             "program, needs LLVM 22, --k 64 or 128; trn3: an NKI nc_matmul_mx kernel, MXFP8, --k 128, "
                             "256, 384 or 512, c added in PSUM after the matmul; all --out fp32)")
    parser.add_argument("--answers", metavar="RESULTS",
                        help="instead of writing probes: read a --device package's results (RESULTS/out.npy from "
                             "the Ascend runner, RESULTS/d_frag.npy from the CDNA4 host program, "
                             "RESULTS/probe_answers.npy from the Trainium3 runner) and write DIR/d.npy, "
                             "the probes' answers for mxsim fit")
    parser.add_argument("--cuda", nargs="?", const="mma", choices=("mma", "wgmma", "mxf8f6f4", "tcgen05"),
                        metavar="mma|wgmma|mxf8f6f4|tcgen05",
                        help="also write DIR as a CUDA probe folder: the kernel of that instruction family (mma: "
                             "warp-level mma.sync, sm_80 / sm_89 and later, the default; wgmma: Hopper's warpgroup "
                             "wgmma.mma_async, sm_90a; mxf8f6f4: Blackwell's block-scaled mma.sync, sm_120a, MXFP8 "
                             "with --scaled and --elem-b, K = 32; tcgen05: the same on data-centre Blackwell's "
                             "tcgen05.mma, sm_100a), its PTX (needs clang-22), the operands' bit patterns and "
                             "run_probes.py, which runs it on an NVIDIA GPU with numpy and the driver only")
    try:
        args = parser.parse_args(argv)
    except SystemExit as exit_request:
        return int(exit_request.code or 0)
    if args.answers:
        return _answers(args.answers, args.output)
    try:
        if not 1 <= args.per_move <= 64:
            raise ArgumentError(f"--per-move {args.per_move}; expected 1..64")
        if args.cuda:
            from .devices import cuda
            mixed = bool(args.elem_b) and format_info(args.elem_b).name != format_info(args.elem).name
            if (args.scaled or mixed) and args.cuda not in ("mxf8f6f4", "tcgen05"):
                raise ArgumentError(f"--cuda {args.cuda} with --scaled or --elem-b: those kernels compute e4m3 x e4m3 "
                                    "and e5m2 x e5m2 without scales; --cuda mxf8f6f4 (Blackwell's block-scaled mma.sync, "
                                    "sm_120a) or --cuda tcgen05 (sm_100a) takes E4M3 / E5M2 per operand with scales")
            kernel = cuda.kernel_for(format_info(args.elem).name, format_info(args.out).name, args.k, args.cuda,
                                     format_info(args.elem_b).name if args.elem_b else None)
        if args.device:
            probe_kernel = _device_kernel(args.device)
            probe_kernel.check(format_info(args.elem).name, format_info(args.elem_b or args.elem).name,
                               format_info(args.out).name, args.k)
        records, labels = probe_set(args.elem, args.k, args.out, per_move=args.per_move, seed=args.seed,
                                    elem_b=args.elem_b, scaled=args.scaled)
        decoded = write_probes(args.output, records, labels)
        if args.cuda:
            ptx = cuda.prepare(args.output, kernel, *decoded, records.scale_a if kernel.scaled else None,
                               records.scale_b if kernel.scaled else None)
        if args.device:
            package, matmuls = _device_package(records, args.k, args.output, args.device)
    except (ArgumentError, OSError, ValueError) as error:
        print(f"mxsim probe: {error}", file=sys.stderr)
        return 2
    print(f"{len(labels)} probes ({records.elem} x {records.b_format} -> {records.out}, K = {args.k}"
          f"{', MX scales' if args.scaled else ''}) in {args.output}")
    if args.cuda:
        print(f"CUDA kernel {kernel.name} ({kernel.instruction}, {kernel.arch}{'' if kernel.arch.endswith('a') else '+'}) "
              f"in {ptx}; on the GPU machine (numpy and the NVIDIA driver): python3 {args.output}/run_probes.py "
              f"{args.output}")
    if args.device:
        run = package.manifest.get("build", "")
        run = (f"{run} && {package.manifest['run']}" if run else "python3 run_on_device.py --out results")
        print(f"{args.device} probe kernel ({len(labels)} probes in {matmuls} matrix instructions) exported to "
              f"{package.directory}; on the device: cd {package.directory} && {run}; then: mxsim probe --answers "
              f"{os.path.join(package.directory, 'results')} -o {args.output}")
    return 0


def write_probes(directory, records, labels):
    """Writes probe Records as mxsim probe's folder: a.npy, b.npy, c.npy (values), sa.npy and sb.npy
    where scaled, labels.json. Returns the decoded a, b and c."""
    os.makedirs(directory, exist_ok=True)
    decoded = []
    for name, codes, fmt in (("a", records.a, records.elem), ("b", records.b, records.b_format),
                             ("c", records.c, records.out)):
        values = _core.decode(fmt, codes.reshape(-1).astype(_storage(format_info(fmt))), "fp64").reshape(codes.shape)
        np.save(os.path.join(directory, f"{name}.npy"), values)
        decoded.append(values)
    scaled = records.scale_a is not None
    if scaled:
        np.save(os.path.join(directory, "sa.npy"), records.scale_a)
        np.save(os.path.join(directory, "sb.npy"), records.scale_b)
    with open(os.path.join(directory, "labels.json"), "w") as f:
        json.dump({"elem": records.elem, "elem_b": records.b_format, "out": records.out, "k": int(records.a.shape[1]),
                   "scaled": scaled, "probes": labels}, f, indent=1)
    return decoded


# --device: the target, and the exporter its kernel goes through
_DEVICES = {"ascend950": "pypto", "cdna4": "hip", "trn3": "nki"}


def _device_kernel(device):
    """mxsim.devices.<device>.probe_kernel: check, record, RESULT_FILE, answers_from."""
    import importlib
    return importlib.import_module(f".devices.{device}.probe_kernel", __package__)


def _device_package(records, k, directory, device):
    """Record the probes as the device's kernel on mxsim and export it (mxsim export): the package
    and its count of matrix instructions."""
    from .exporters import export
    trace = os.path.join(directory, device, "probes.mxt")
    matmuls = _device_kernel(device).record(records, k, trace)
    return export(trace, _DEVICES[device], os.path.join(directory, device, "package")), matmuls


def _same_probes(results, directory):
    """Refuse results of another probe set: the runner copies the package's manifest beside its
    results, whose trace_sha256 must be that of a probe trace in DIR (re-running mxsim probe
    rewrites the package but not an old results directory)."""
    import hashlib
    ran = os.path.join(results, "manifest.json")
    digests = []
    for device in _DEVICES:
        trace = os.path.join(directory, device, "probes.mxt")
        if os.path.isfile(trace):
            with open(trace, "rb") as f:
                digests.append(hashlib.sha256(f.read()).hexdigest())
    if not digests or not os.path.isfile(ran):
        return
    with open(ran) as f:
        if json.load(f).get("trace_sha256") not in digests:
            raise ArgumentError(f"{results} holds the results of another probe set (its manifest.json names another "
                                f"trace than the probe traces in {directory}); expected the results of the package "
                                f"mxsim probe wrote last")


def _manifest_device(results, directory):
    """The device whose probe trace in DIR the results' manifest.json names (its trace_sha256), or
    None without a manifest or a match."""
    import hashlib
    ran = os.path.join(results, "manifest.json")
    if not os.path.isfile(ran):
        return None
    with open(ran) as f:
        digest = json.load(f).get("trace_sha256")
    for device in _DEVICES:
        trace = os.path.join(directory, device, "probes.mxt")
        if os.path.isfile(trace):
            with open(trace, "rb") as f:
                if hashlib.sha256(f.read()).hexdigest() == digest:
                    return device
    return None


def _answers(results, directory) -> int:
    """`mxsim probe --answers RESULTS -o DIR`: DIR/d.npy from a probe package's results (the result
    file of the device kernel that wrote them)."""
    try:
        with open(os.path.join(directory, "labels.json")) as f:
            labels = json.load(f)
        count, k = len(labels["probes"]), labels.get("k")
        _same_probes(results, directory)
        # the device whose kernel wrote the results: the one whose probe trace the results' manifest
        # names, else the one whose result file is there (two such files: refused, not guessed)
        kernels = {device: _device_kernel(device) for device in _DEVICES}
        found = [device for device, kernel in kernels.items()
                 if os.path.isfile(os.path.join(results, kernel.RESULT_FILE))]
        named = _manifest_device(results, directory)
        if named is not None and named in found:
            found = [named]
        if not found:
            raise ArgumentError(f"{results} holds no probe kernel results; expected one of: "
                                + ", ".join(kernel.RESULT_FILE for kernel in kernels.values()))
        if len(found) > 1:
            raise ArgumentError(f"{results} holds the results of several probe kernels ("
                                + ", ".join(kernels[device].RESULT_FILE for device in found)
                                + "); expected one device's results, or its manifest.json beside them")
        d = kernels[found[0]].answers_from(results, count, k)
        np.save(os.path.join(directory, "d.npy"), d)
    except (ArgumentError, OSError, ValueError, KeyError, TypeError) as error:
        print(f"mxsim probe: {error}", file=sys.stderr)
        return 2
    print(f"{count} answers in {os.path.join(directory, 'd.npy')} (FP32 bit patterns); then: mxsim fit "
          f"{directory}/a.npy {directory}/b.npy {directory}/c.npy {directory}/d.npy ...")
    return 0
