"""`mxsim explain`: why a device's dot products disagree with a preset.

Given dot-product records (a, b, c and the device's d, as `mxsim fit` reads them) and the preset the
device was expected to follow, search the accumulation model's fields one at a time, then two at a
time, for the smallest change to the preset that reproduces the device's results: "the device
matches nvidia_hopper_fp8 with fraction_bits=12 (was 13) on 100% of 812 mismatching records". A
change counts only where it also keeps the records the preset already reproduces (a sample of up
to 512 of them); among the changes that reproduce the most mismatching records, the one with the
fewest changed fields is reported (ties: the search order, the fields of presets.def in order).

    mxsim explain A.npy B.npy C.npy D.npy --elem e4m3 --preset nvidia_hopper_fp8 [--out fp32]
                  [--scales SA.npy SB.npy] [--max-fields 2] [--gemm]

With --gemm the arrays are a GEMM's (A [M, K], B [K, N], C and D [M, N]) and each output element is
a record: its row of A, its column of B.

Exit status: 0 the preset reproduces every record or a change explains every mismatch, 1 no change
of at most --max-fields fields explains them all (the best partial one is printed), 2 bad input.
"""
from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass

import numpy as np

from .arguments import checked_arguments
from .errors import ArgumentError
from .fit import (
    Records,
    _moves,
    _ordered,
    _shape_of,
    add_record_arguments,
    load_records,
    model_results,
    preset_fields,
    records_from_values,
)

KEPT_SAMPLE = 512


@dataclass
class Explanation:
    """The smallest change found: the preset, the changed fields (field -> (preset's value, the
    device's)), how many of the preset's mismatching records it reproduces, and of how many."""

    preset: str
    changes: dict
    explained: int
    mismatching: int
    records: int

    def __str__(self):
        if self.mismatching == 0:
            return f"the device matches {self.preset} on all {self.records} records"
        if not self.changes:
            return f"no change of the searched fields explains the {self.mismatching} mismatching records of {self.preset}"
        changed = ", ".join(f"{name}={new} (was {old})" for name, (old, new) in self.changes.items())
        share = 100.0 * self.explained / self.mismatching
        return (f"the device matches {self.preset} with {changed} on {share:.0f}% of {self.mismatching:,} mismatching "
                f"records ({self.records:,} records)")


@checked_arguments
def explain(records: Records, preset: str, max_fields=2) -> Explanation:
    """The smallest change to `preset` (at most max_fields fields) that reproduces the records the
    preset misses, keeping those it reproduces."""
    if max_fields not in (1, 2):
        raise ArgumentError(f"explain: max_fields={max_fields!r}; expected 1 or 2")
    base = preset_fields(preset, "explain")
    results = model_results(records, base)
    if results is None:
        raise ArgumentError(f"explain: preset {preset} does not take {records.formats} -> {records.out} records of "
                            f"K = {records.a.shape[1]}")
    wrong = np.flatnonzero(results != records.d)
    if len(wrong) == 0:
        return Explanation(preset, {}, 0, 0, len(records))
    right = np.flatnonzero(results == records.d)
    kept = records.subset(right[np.linspace(0, len(right) - 1, min(len(right), KEPT_SAMPLE)).astype(int)]) \
        if len(right) else None
    missed = records.subset(wrong)
    shape = _shape_of(records)

    def score(fields):
        """Mismatching records reproduced, or -1 where the change breaks a kept record."""
        if kept is not None:
            on_kept = model_results(kept, fields)
            if on_kept is None or np.any(on_kept != kept.d):
                return -1
        on_missed = model_results(missed, fields)
        return -1 if on_missed is None else int(np.count_nonzero(on_missed == missed.d))

    full = _ordered(base)
    best = (0, {})
    for name, value, moved in _moves(base, *shape):
        s = score(moved)
        if s > best[0]:
            best = (s, {name: (full.get(name), value)})
    if best[0] < len(wrong) and max_fields == 2:
        seen = set()
        for name, value, moved in _moves(base, *shape):
            for name2, value2, moved2 in _moves(moved, *shape):
                if name2 == name:
                    continue
                key = frozenset(((name, str(value)), (name2, str(value2))))
                if key in seen:
                    continue
                seen.add(key)
                s = score(moved2)
                if s > best[0]:
                    best = (s, {name: (full.get(name), value), name2: (full.get(name2), value2)})
                    if s == len(wrong):
                        break
            if best[0] == len(wrong):
                break
    return Explanation(preset, best[1], best[0], len(wrong), len(records))


@checked_arguments
def records_from_gemm(a, b, c, d, elem, out="fp32", scale_a=None, scale_b=None, elem_b=None):
    """One record per output element of a GEMM d = c + a @ b: row i of a [M, K], column j of b
    [K, N], c[i, j] and d[i, j] ([M, N], values or bit patterns); MX scales [M, K/32] and [K/32, N]."""
    a, b, c, d = (np.asarray(x) for x in (a, b, c, d))
    if a.ndim != 2 or b.ndim != 2 or a.shape[1] != b.shape[0] or c.shape != (a.shape[0], b.shape[1]) or \
            d.shape != c.shape:
        raise ArgumentError(f"explain: a {list(a.shape)}, b {list(b.shape)}, c {list(c.shape)}, d {list(d.shape)}; "
                            f"expected [M, K], [K, N], [M, N], [M, N]")
    m, n = c.shape
    rows = np.repeat(np.arange(m), n)
    cols = np.tile(np.arange(n), m)
    sa = None if scale_a is None else np.asarray(scale_a)[rows]
    sb = None if scale_b is None else np.asarray(scale_b).T[cols]
    return records_from_values(a[rows], b.T[cols], c.reshape(-1), d.reshape(-1), elem=elem, out=out, scale_a=sa,
                               scale_b=sb, elem_b=elem_b)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="mxsim explain", description=__doc__.split("\n\n")[1].replace("\n", " "),
                                     epilog="Exit status: 0 explained (or nothing to explain), 1 not fully explained, "
                                            "2 bad input.")
    add_record_arguments(parser)
    parser.add_argument("--preset", required=True, help="the preset the device was expected to follow")
    parser.add_argument("--max-fields", type=int, default=2, help="fields changed at most (1 or 2)")
    parser.add_argument("--gemm", action="store_true",
                        help="A [M, K], B [K, N], C and D [M, N] are a GEMM's operands and outputs (scales [M, K/32] "
                             "and [K/32, N]): one record per output element")
    try:
        args = parser.parse_args(argv)
    except SystemExit as exit_request:
        return int(exit_request.code or 0)
    try:
        records = load_records(args, records_from_gemm if args.gemm else None)
        result = explain(records, args.preset, args.max_fields)
    except (ArgumentError, OSError, ValueError) as error:
        print(f"mxsim explain: {error}", file=sys.stderr)
        return 2
    print(result)
    return 0 if result.explained == result.mismatching else 1
