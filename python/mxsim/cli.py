"""The `mxsim` command line. Exit status: 0 success, 1 violations or mismatches, 2 bad input."""
from __future__ import annotations

import argparse
import math
import sys

import numpy as np

from . import __version__, _core
from .accumulate import presets
from .matmul import mx_matmul
from .mx import mx_dequantize, mx_quantize
from .registry import describe_flags, formats, nan_policies, overflow_policies, rounding_modes, scale_rules
from .target_tables import TABLES as TARGET_TABLES
from .text_tables import markdown as _markdown, plain as _table


def _number(value):
    mantissa, exponent = math.frexp(value)
    if mantissa == 0.5 and abs(exponent - 1) > 16:  # an exact power of two
        return f"2^{exponent - 1}"
    return f"{value:g}"


def formats_table(markdown=False):
    headers = ["format", "bits", "encoding", "max", "min>0", "emax", "rounding", "overflow", "nan", "ml_dtypes"]
    rows = [(f.name, f.bits, f.encoding, _number(f.max_finite), _number(f.min_subnormal), f.emax,
             f.default_rounding, f.default_overflow, f.default_nan, f.ml_dtypes or "-") for f in formats.values()]
    if markdown:
        sources = _markdown(["format", "source"], [(f.name, f.source) for f in formats.values()])
        return _markdown(headers, rows) + "\n\n" + sources
    return _table(headers, rows)


def scale_rules_table(markdown=False):
    if markdown:
        return _markdown(["rule", "scale exponent", "zero block", "Inf/NaN in block", "clamp", "source"],
                         [(r.name, r.formula, r.zero_block, r.nonfinite_block, r.clamp, r.source)
                          for r in scale_rules.values()])
    text = _table(["rule", "scale exponent", "zero block", "Inf/NaN in block"],
                  [(r.name, r.formula, r.zero_block, r.nonfinite_block) for r in scale_rules.values()])
    return text + "\n\n" + "\n".join(f"{r.name}: clamp: {r.clamp}; source: {r.source}" for r in scale_rules.values())


def presets_table(markdown=False):
    headers = ["preset", "confidence", "group", "fraction bits", "join", "grouping", "scales", "rounding", "source"]
    rows = []
    for p in presets.values():
        f = p.fields
        rounding = f["output_rounding"] + (f" then {f['final_rounding']}" if f["join"] == "added_last" else "")
        if f["output_fraction_bits"] != 23:
            rounding += f" to {f['output_fraction_bits']} bits"
        rows.append((p.name, p.confidence, f["group_terms"], f["fraction_bits"], f["join"], f["grouping"], f["scales"],
                     rounding, p.source))
    if markdown:
        return _markdown(headers, rows)
    return _table(headers[:-1], [r[:-1] for r in rows])


def policies_table(markdown=False):
    render = _markdown if markdown else _table
    return "\n\n".join(render([title, "meaning"], list(table.items()))
                        for title, table in (("rounding", rounding_modes), ("overflow", overflow_policies),
                                             ("nan", nan_policies)))


def print_summary():
    print(f"mxsim {__version__}: bit-accurate MX numerics (C++ core, {_core.thread_count()} worker threads, "
          f"vector ISA {_core.isa()} of {', '.join(_core.host_isas())}; MXSIM_ISA picks another)")
    print(f"formats ({len(formats)}): {', '.join(formats)}")
    print(f"scale rules ({len(scale_rules)}): {', '.join(scale_rules)}")
    print(f"accumulation presets ({len(presets)}): {', '.join(presets)}")
    print(f"rounding: {', '.join(rounding_modes)}")
    print(f"overflow: {', '.join(overflow_policies)}; nan: {', '.join(nan_policies)}")
    print("targets (functional models arrive with their issues): trn3, ascend950, cdna4")


def run_demo():
    """A small MX round trip: OCP 1x32 blocks (Ascend/CDNA4 style) and Trainium3 8x4 blocks."""
    rows, cols = 8, 64
    grid = np.arange(rows * cols, dtype=np.float64).reshape(rows, cols)
    x = (np.sin(grid * 0.37) * np.exp2((grid % 7) - 3)).astype(np.float32)
    x[3, 5] = 1000.0  # one outlier sets its block's scale
    print(f"input: float32 [{rows}, {cols}], |x| max {np.abs(x).max():g}")
    cases = [("e4m3", "ocp", 32), ("e2m1", "ocp", 32), ("e4m3", "trn3", "trn3"), ("e5m2", "rceil", 32)]
    for elem, rule, block in cases:
        codes, scales, flags = mx_quantize(x, elem=elem, scale_rule=rule, block=block, return_flags=True)
        back = mx_dequantize(codes, scales, elem=elem, block=block, dtype=np.float64)
        error = np.abs(back - x.astype(np.float64))
        relative = error.max() / np.abs(x).max()
        print(f"\nMX{elem.upper()} rule={rule} block={block}: scales {scales.shape} "
              f"exponents {int(scales.min()) - 127}..{int(scales.max()) - 127}, flags {describe_flags(flags)}")
        print(f"  row 3 codes[0:8] = {' '.join(f'0x{c:02x}' for c in codes[3, :8])}")
        print(f"  row 3 x[0:4]     = {' '.join(f'{v:+.5f}' for v in x[3, :4])}")
        print(f"  row 3 back[0:4]  = {' '.join(f'{v:+.5f}' for v in back[3, :4])}")
        print(f"  max |error| = {error.max():.6g} ({relative:.3%} of max |x|)")

    # The same MXFP8 operands multiplied under three accumulation models.
    a, sa = mx_quantize(x, elem="e4m3")
    b, sb = mx_quantize(np.ascontiguousarray(x.T), elem="e4m3", axis=0)
    print(f"\nMXFP8 A [{rows}, {cols}] @ B [{cols}, {rows}], D[0, 0:3] under each preset:")
    for preset in ("exact", "nvidia_hopper_fp8", "trn3_nc_matmul_mx"):
        d = mx_matmul(a, sa, b, sb, preset=preset)
        shown = " ".join(f"{v:+.9g} (0x{int(v.view(np.uint32)):08x})" for v in d[0, :3])
        print(f"  {preset:<18} {shown}")
    return 0


def build_parser():
    parser = argparse.ArgumentParser(prog="mxsim", description="Bit-accurate simulator of MX matrix hardware.")
    parser.add_argument("--version", action="version", version=f"mxsim {__version__}")
    commands = parser.add_subparsers(dest="command", required=True)
    info = commands.add_parser("info", help="print the registries (formats, scale rules, policies)")
    info.add_argument("table", nargs="?", choices=["formats", "scale-rules", "policies", "presets", *TARGET_TABLES],
                      help="which table; without one, a summary")
    info.add_argument("--markdown", action="store_true", help="print the table as Markdown (docs/numerics.md, docs/targets/*.md)")
    commands.add_parser("demo", help="quantize, dequantize and multiply small MX arrays and print the results")
    run = commands.add_parser("run", help="replay a recorded .mxt trace on its target's model", add_help=False)
    run.add_argument("arguments", nargs=argparse.REMAINDER)
    sweep = commands.add_parser("sweep", help="replay a trace time-only once per combination of timing constants "
                                "and policies, and tabulate time and bound", add_help=False)
    sweep.add_argument("arguments", nargs=argparse.REMAINDER)
    export = commands.add_parser("export", help="write a trace as a device package: the kernel in the vendor's "
                                 "source, a runner that writes its outputs back as .npy, and a manifest",
                                 add_help=False)
    export.add_argument("arguments", nargs=argparse.REMAINDER)
    diff = commands.add_parser("diff", help="compare two .npy arrays bit for bit, or a device's results directory "
                               "with a trace's replay, naming each mismatch's writer (exit 0 identical, 1 different)",
                               add_help=False)
    diff.add_argument("arguments", nargs=argparse.REMAINDER)
    portability = commands.add_parser("portability", help="one MX GEMM under every accumulation preset: how far "
                                      "the answers lie from each other, from exact and from float64", add_help=False)
    portability.add_argument("arguments", nargs=argparse.REMAINDER)
    probe = commands.add_parser("probe", help="dot-product inputs that tell accumulation models apart, to run on "
                                "a device and fit", add_help=False)
    probe.add_argument("arguments", nargs=argparse.REMAINDER)
    fit = commands.add_parser("fit", help="infer a device's accumulation model from its dot-product records "
                              "(exit 0 all reproduced, 1 some missed, 2 bad input)", add_help=False)
    fit.add_argument("arguments", nargs=argparse.REMAINDER)
    explain = commands.add_parser("explain", help="the smallest change to a preset that reproduces a device's "
                                  "mismatching dot products", add_help=False)
    explain.add_argument("arguments", nargs=argparse.REMAINDER)
    return parser


def main(argv=None):
    parser = build_parser()
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:1] == ["diff"]:
        from .diff import main as diff_main  # its own parser: `mxsim diff --help`
        return diff_main(argv[1:])
    if argv[:1] == ["export"]:
        from .exporters import main as export_main  # its own parser: `mxsim export --help`
        return export_main(argv[1:])
    if argv[:1] == ["run"]:
        from .run import main as run_main  # its own parser: `mxsim run --help`
        return run_main(argv[1:])
    if argv[:1] == ["probe"]:
        from .probe import main as probe_main  # its own parser: `mxsim probe --help`
        return probe_main(argv[1:])
    if argv[:1] == ["fit"]:
        from .fit import main as fit_main  # its own parser: `mxsim fit --help`
        return fit_main(argv[1:])
    if argv[:1] == ["explain"]:
        from .explain import main as explain_main  # its own parser: `mxsim explain --help`
        return explain_main(argv[1:])
    if argv[:1] == ["portability"]:
        from .portability import main as portability_main  # its own parser: `mxsim portability --help`
        return portability_main(argv[1:])
    if argv[:1] == ["sweep"]:
        from .sweep import main as sweep_main  # its own parser: `mxsim sweep --help`
        return sweep_main(argv[1:])
    try:
        args = parser.parse_args(argv)
    except SystemExit as exit_request:
        return int(exit_request.code or 0)
    try:
        if args.command == "info":
            if args.table is None:
                print_summary()
            else:
                tables = {"formats": formats_table, "scale-rules": scale_rules_table, "policies": policies_table,
                          "presets": presets_table, **TARGET_TABLES}
                print(tables[args.table](markdown=args.markdown))
            return 0
        if args.command == "demo":
            return run_demo()
    except ValueError as error:
        print(f"mxsim: {error}", file=sys.stderr)
        return 2
    return 2


if __name__ == "__main__":
    sys.exit(main())
