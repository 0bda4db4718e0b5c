"""`mxsim fit`: infer a device's accumulation model from dot products it computed.

Records are (a, b, c, d): K-vectors a and b of one element format (optionally with E8M0 scales
per 32 elements), the accumulator input c and the device's result d in the output format. The fit
searches the fields of mxsim's accumulation model (`mxsim.presets[...].fields`) for settings whose
results equal every d bit for bit:

1. a grid over the structure: how products are grouped and joined (`join` x `grouping`), the terms
   per fused group, the fraction bits kept when aligning (a coarse set), the alignment rounding,
   the output and final roundings, and whether the output is cut to 13 fraction bits (FP32 out);
   each setting is scored on a subsample of the records;
2. from the best grid points, a descent over every field one at a time and over the fraction bits
   (all widths 8..40 and `exact`) and output fraction bits, scored on all the training records
   (`c_entry`, whether c is added to the finished dot rather than be its running sum, is one of
   these fields: a move away from the grid's running sum);
3. the fields the records leave undetermined: the values of each field that keep the best score.

Before the search, the prior: the built-in presets (or the ones `prior` names), the datapaths of
known devices. Where some of them reproduce every record, the fit takes the first of them in the
order measured on silicon, then published models, then assumptions (the table's order within each)
and searches no further: records that many known models fit equally often cannot tell them apart
(a random set rarely holds the one record that would), and a datapath measured on one device is a
better guess for a related one than a model the search assembles field by field. The other presets
that fit are reported as consistent; the probe sets of `mxsim probe` tell them apart.

The model found is reported as a `presets.def`-style field list; `mismatches` says how many training
records it misses (0: it reproduces them all).
"""
from __future__ import annotations

import argparse
import itertools
import sys
from dataclasses import dataclass, field

import numpy as np

from . import _core
from .accumulate import presets
from .arguments import checked_arguments, load_npy
from .errors import ArgumentError
from .registry import format_info

# the fields the search sets and the values it tries (documented in docs/numerics.md)
JOINS = ("fused", "after_products", "added_last")
GROUPINGS = ("contiguous", "even_odd", "mod4_halves")
C_ENTRIES = ("running_sum", "added_to_result")
ALIGNS = ("toward_zero", "down")
ROUNDINGS = ("toward_zero", "nearest_even")
COARSE_FRACTION_BITS = ("exact", 13, 16, 20, 23, 24, 25, 26, 28, 32)
FINE_FRACTION_BITS = ("exact",) + tuple(range(8, 41))
GROUP_TERMS = (1, 2, 4, 8, 16, 32, 64, "all")
SUBSAMPLE = 96
# the prior's order: a datapath measured on silicon before a published model before an assumption
CONFIDENCE_ORDER = ("measured-on-silicon", "published-model", "assumption")


@dataclass
class Records:
    """Dot-product records of one output format: a's codes [S, K] in `elem`, b's in `elem_b`
    (None: `elem` too), c and d as output-format encodings [S], scales [S, K/32] or None."""

    elem: str
    out: str
    a: np.ndarray
    b: np.ndarray
    c: np.ndarray
    d: np.ndarray
    scale_a: np.ndarray = None
    scale_b: np.ndarray = None
    elem_b: str = None

    @property
    def b_format(self):
        return self.elem if self.elem_b is None else self.elem_b

    @property
    def formats(self):
        """'e4m3' or, for mixed records, 'e4m3 x e5m2'."""
        return self.elem if self.b_format == self.elem else f"{self.elem} x {self.b_format}"

    def __len__(self):
        return len(self.d)

    def subset(self, index):
        def pick(x):
            return None if x is None else x[index]

        return Records(self.elem, self.out, self.a[index], self.b[index], self.c[index], self.d[index],
                       pick(self.scale_a), pick(self.scale_b), self.elem_b)


@dataclass
class Fit:
    """What `fit` found: the fields, the training records it misses, and the fields the records
    leave open (field -> the values that fit as well)."""

    fields: dict
    mismatches: int
    records: int
    undetermined: dict = field(default_factory=dict)
    evaluated: int = 0
    preset: str = None  # the prior's preset the fields are, when the prior decided the fit
    consistent: list = field(default_factory=list)  # every prior preset that reproduces the records

    def preset_row(self, name="fitted"):
        """The fields as a presets.def-style row (the C++ table's field order)."""
        return f"{name}: " + ", ".join(f"{k}={v}" for k, v in self.fields.items())


def preset_fields(preset, caller="fit"):
    """A named preset's accumulation fields as the models here take them: all but its output format,
    which is the records' own."""
    if preset not in presets:
        raise ArgumentError(f"{caller}: unknown preset '{preset}'; expected one of: {', '.join(sorted(presets))}")
    return {name: value for name, value in presets[preset].fields.items() if name != "output"}


def model_results(records, fields):
    """The model's result encodings for the records' inputs under `fields`, or None where the fields
    are not a valid model."""
    k = records.a.shape[1]
    scales = ([records.scale_a.reshape(-1), records.scale_b.reshape(-1)] if records.scale_a is not None
              else [np.zeros(0, np.uint8), np.zeros(0, np.uint8)])
    try:
        return _core.dot_batch("exact", fields, records.elem, records.b_format, records.a.reshape(-1),
                               records.b.reshape(-1), records.c, scales[0], scales[1], len(records.c), k, records.out)
    except (ValueError, RuntimeError):
        # a combination of fields the engine refuses (e.g. a term wider than its accumulator)
        return None


def mismatches(records, fields):
    """Records whose model result differs from d, or None where the fields are not a valid model."""
    result = model_results(records, fields)
    return None if result is None else int(np.count_nonzero(result != records.d))


def _shape_of(records):
    """(terms, output format, scaled): what the models one field apart depend on."""
    return records.a.shape[1], records.out, records.scale_a is not None


def _grid(records):
    k = records.a.shape[1]
    out_bits = format_info(records.out).man_bits
    groups = [g for g in GROUP_TERMS if g == "all" or g < k]
    scales = ("product_exponent", "partial_sum") if records.scale_a is not None else ("product_exponent",)
    output_bits = (out_bits, 13) if out_bits > 13 else (out_bits,)
    for join, grouping, align, rounding, final, group, bits, scale, cut in itertools.product(
            JOINS, GROUPINGS, ALIGNS, ROUNDINGS, ROUNDINGS, groups, COARSE_FRACTION_BITS, scales, output_bits):
        # the overflow field only matters under a directed rounding, and moves of one field cannot
        # reach it there from a nearest-rounding start (toward zero alone saturates where the
        # device gives Inf), so the grid holds both
        for overflow in (("by_rounding", "infinity") if rounding != "nearest_even" else ("by_rounding",)):
            yield {"join": join, "grouping": grouping, "align": align, "output_rounding": rounding,
                   "final_rounding": final, "group_terms": group, "fraction_bits": bits, "scales": scale,
                   "output_fraction_bits": cut, "overflow": overflow}


def _moves(fields, k, out, scaled):
    """Every model one field away from `fields`, for k-term dot products into `out` (with MX scales
    when `scaled`)."""
    out_bits = format_info(out).man_bits
    options = {
        "join": JOINS, "grouping": GROUPINGS, "align": ALIGNS, "output_rounding": ROUNDINGS,
        "final_rounding": ROUNDINGS, "narrow_output_rounding": ROUNDINGS,
        "group_terms": [g for g in GROUP_TERMS if g == "all" or g < k], "fraction_bits": FINE_FRACTION_BITS,
        "output_fraction_bits": tuple(range(max(out_bits - 14, 0), out_bits + 1)),
        "subnormal_inputs": ("keep", "flush_to_zero"), "nan": ("all_ones", "canonical_quiet"),
        "sum_fraction_bits": (24, 26, 28, 31, 34), "c_fraction_bits": (23, 24, 25, 26),
        "partial_terms": (4, 8, 16, 32), "overflow": ("by_rounding", "infinity"),
        "scales": ("product_exponent", "partial_sum") if scaled else ("product_exponent",),
        "c_entry": C_ENTRIES,
    }
    full = _ordered(fields)
    for name, values in options.items():
        for value in values:
            if full.get(name) != value:
                yield name, value, {**fields, name: value}


def prior_presets(prior=None):
    """The prior's preset names in the order the fit tries them: `prior` None means every built-in
    preset, otherwise the names given (an empty list: no prior)."""
    names = list(presets) if prior is None else list(prior)
    for name in names:
        preset_fields(name, caller="fit: prior")
    return sorted(names, key=lambda name: CONFIDENCE_ORDER.index(presets[name].confidence))


@checked_arguments
def fit(records: Records, subsample=SUBSAMPLE, starts=6, prior=None) -> Fit:
    """Searches the accumulation model's fields for the model that reproduces `records` (see the
    module's description); `prior`: the preset names tried first (None: every built-in preset;
    []: none, the search alone). Deterministic."""
    if not isinstance(records, Records) or len(records) == 0:
        raise ArgumentError("fit: expected Records with at least one record")
    s = len(records)
    if (records.a.ndim != 2 or records.a.shape != records.b.shape or records.a.shape[0] != s
            or records.c.shape != (s,)):
        raise ArgumentError(f"fit: records a {list(records.a.shape)}, b {list(records.b.shape)}, c "
                            f"{list(records.c.shape)}, d [{s}]; expected [S, K], [S, K], [S] and [S]")
    names = prior_presets(prior)
    consistent = [name for name in names if mismatches(records, preset_fields(name)) == 0]
    if consistent:
        return _settled(records, preset_fields(consistent[0]), 0, len(names), consistent[0], consistent)
    sample = records.subset(np.linspace(0, len(records) - 1, min(subsample, len(records))).astype(int))
    evaluated = len(names)
    scored = []
    for fields in _grid(sample):
        miss = mismatches(sample, fields)
        evaluated += 1
        if miss is not None:
            scored.append((miss, len(scored), fields))
    if not scored:
        raise ArgumentError(f"fit: no model of the search space computes {records.elem} x {records.b_format} -> "
                            f"{records.out} (the engine refused every one)")
    scored.sort(key=lambda t: (t[0], t[1]))
    best_fields, best = None, None
    for _, _, fields in scored[:starts]:
        current, miss = dict(fields), mismatches(records, fields)
        evaluated += 1
        improved = True
        while improved and miss:
            improved = False
            for _, _, candidate in _moves(current, *_shape_of(records)):
                m = mismatches(records, candidate)
                evaluated += 1
                if m is not None and m < miss:
                    current, miss, improved = candidate, m, True
        if best is None or miss < best:
            best_fields, best = current, miss
        if best == 0:
            break
    return _settled(records, best_fields, best, evaluated)


def _settled(records, fields, best, evaluated, preset=None, consistent=()):
    """The Fit of `fields` (missing `best` records): with the fields one move away that miss no
    more, the values the records leave open."""
    undetermined = {}
    chosen = _ordered(fields)
    for name, value, candidate in _moves(fields, *_shape_of(records)):
        m = mismatches(records, candidate)
        evaluated += 1
        if m == best:
            undetermined.setdefault(name, []).append(value)
    return Fit(chosen, best, len(records), {name: [chosen[name]] + values for name, values in undetermined.items()},
               evaluated, preset, list(consistent))


def _ordered(fields):
    from .accumulate import presets
    full = dict(presets["exact"].fields)
    full.update(fields)
    full.pop("output", None)
    return full


def records_from_values(a, b, c, d, elem, out="fp32", scale_a=None, scale_b=None, elem_b=None):
    """Records from values: a [S, K] exactly representable in `elem`, b [S, K] in `elem_b` (None:
    `elem`), c and d [S] in `out`'s format (values, or their bit patterns as unsigned integers)."""
    from .accumulate import exact_codes
    info, out_info = format_info(elem), format_info(out)
    info_b = info if elem_b is None else format_info(elem_b)
    if out_info.name not in ("fp32", "fp16", "bf16"):
        raise ArgumentError(f"fit: out='{out}'; expected fp32, fp16 or bf16")
    a, b = np.asarray(a), np.asarray(b)
    if a.ndim != 2 or a.shape != b.shape or a.shape[0] == 0:
        raise ArgumentError(f"fit: a {list(a.shape)} and b {list(b.shape)}; expected two [S, K] arrays of records")
    results = []
    for x, what in ((c, "c"), (d, "d")):
        x = np.asarray(x).reshape(-1)
        if x.shape != (a.shape[0],):
            raise ArgumentError(f"fit: {what} has {x.size} values; expected one per record ({a.shape[0]})")
        results.append(exact_codes(out_info.name, x, what))
    scales = []
    for x, what in ((scale_a, "scale_a"), (scale_b, "scale_b")):
        if x is None:
            scales.append(None)
            continue
        x = np.asarray(x)
        if x.shape != (a.shape[0], (a.shape[1] + 31) // 32) or x.dtype.kind not in "iu" or x.min() < 0 or x.max() > 255:
            raise ArgumentError(f"fit: {what} {x.dtype} {list(x.shape)}; expected E8M0 bytes [S, K/32]")
        scales.append(np.ascontiguousarray(x, np.uint8))
    if (scales[0] is None) != (scales[1] is None):
        raise ArgumentError("fit: give both scale arrays, or neither")
    return Records(info.name, out_info.name, np.ascontiguousarray(exact_codes(info.name, a, "a")),
                   np.ascontiguousarray(exact_codes(info_b.name, b, "b")), *results, *scales,
                   None if info_b.name == info.name else info_b.name)


def add_record_arguments(parser):
    """The command-line arguments naming a device's records (mxsim fit, mxsim explain)."""
    parser.add_argument("a", help="A.npy: [S, K] values (or bit patterns) of the first operands")
    parser.add_argument("b", help="B.npy: [S, K] second operands")
    parser.add_argument("c", help="C.npy: [S] accumulator inputs in the output format")
    parser.add_argument("d", help="D.npy: [S] the device's results in the output format")
    parser.add_argument("--elem", required=True, help="the operands' element format (e4m3, e5m2, fp16, bf16, tf32, ...)")
    parser.add_argument("--elem-b", help="B's element format when it differs from A's (--elem)")
    parser.add_argument("--out", default="fp32", help="the output format (fp32, fp16, bf16)")
    parser.add_argument("--scales", nargs=2, metavar=("SA.npy", "SB.npy"), help="[S, K/32] E8M0 scales")


def load_records(args, build=None):
    """The Records the parsed add_record_arguments name; `build` makes them from the arrays
    (records_from_values unless given)."""
    arrays = [load_npy(p) for p in (args.a, args.b, args.c, args.d)]
    scales = [load_npy(p) for p in args.scales] if args.scales else [None, None]
    return (build or records_from_values)(*arrays, elem=args.elem, out=args.out, scale_a=scales[0],
                                          scale_b=scales[1], elem_b=args.elem_b)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="mxsim fit", description=__doc__.split("\n\n")[0].replace("`mxsim fit`: ", ""),
                                     epilog="Exit status: 0 a model reproduces every record, 1 the best model misses "
                                            "some, 2 bad input.")
    add_record_arguments(parser)
    parser.add_argument("--prior", default="all", metavar="all|none|PRESET,...",
                        help="the presets tried before the search, measured on silicon first (default: all); "
                             "none: the search alone")
    parser.add_argument("--settle", metavar="DIR",
                        help="write to DIR (as mxsim probe -o does) probes that tell the fitted model from each "
                             "undetermined alternative: run them on the device and fit them with the records")
    try:
        args = parser.parse_args(argv)
    except SystemExit as exit_request:
        return int(exit_request.code or 0)
    prior = None if args.prior == "all" else [] if args.prior == "none" else args.prior.split(",")
    try:
        records = load_records(args)
        result = fit(records, prior=prior)
    except (ArgumentError, OSError, ValueError) as error:
        print(f"mxsim fit: {error}", file=sys.stderr)
        return 2
    print(f"{len(records)} records, {records.a.shape[1]} terms, {records.formats} -> {records.out}: "
          f"{result.mismatches} mismatches ({result.evaluated} models evaluated)")
    print(result.preset_row(result.preset or "fitted"))
    others = [name for name in result.consistent if name != result.preset]
    settling = {}
    if args.settle and (result.undetermined or others):
        try:
            settling = settle(records, result, args.settle)
        except (ArgumentError, OSError) as error:
            print(f"mxsim fit: --settle: {error}", file=sys.stderr)
            return 2

    def settled(name):
        if not args.settle:
            return ""
        count = settling.get(name, 0)
        return (f"; {count} probes in {args.settle} separate them" if count
                else "; no drawn input separates them: equivalent on these formats")

    if result.preset:
        print(f"  the prior's {result.preset} ({presets[result.preset].confidence}) reproduces every record"
              + (f"; so do {', '.join(others)}{settled('preset')}" if others else ""))
    for name, values in result.undetermined.items():
        print(f"  undetermined: {name} (as well: {', '.join(map(str, values[1:]))}){settled(name)}")
    if (result.undetermined or others) and not args.settle:
        print("  (--settle DIR writes probes that tell the fit from each alternative: run them on the device and "
              "fit them with these records)")
    return 0 if result.mismatches == 0 else 1


def settle(records, result, directory, per_move=2, seed=0):
    """Writes to `directory` (mxsim probe's folder layout) the probes that tell `result`'s model from
    each undetermined alternative and from each rival preset of the prior; returns the number of
    probes per field ("preset" for the rivals)."""
    from .probe import separating_probes, write_probes
    moves = [(name, value, {**result.fields, name: value})
             for name, values in result.undetermined.items() for value in values[1:]]
    # the prior's other presets that reproduce the records as well (labelled field "preset")
    moves += [("preset", name, preset_fields(name)) for name in result.consistent if name != result.preset]
    probes, labels = separating_probes(result.fields, moves, records.elem, records.a.shape[1], records.out,
                                       records.elem_b, records.scale_a is not None, per_move=per_move, seed=seed,
                                       name=result.preset or "fitted")
    write_probes(directory, probes, labels)
    counts = {}
    for label in labels:
        counts[label["field"]] = counts.get(label["field"], 0) + 1
    return counts

