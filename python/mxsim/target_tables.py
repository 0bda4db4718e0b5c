"""The instruction and machine-config tables of docs/targets/*.md, generated from the targets' own
tables (isa/<target>/instructions.def and models/<target>/configs.def, through the bindings), so
the pages cannot drift from what the models execute (tests/python/test_docs.py checks them).
"""
from __future__ import annotations

from . import _core
from .text_tables import markdown as _markdown, plain as _plain

TARGETS = ("trn3", "ascend950", "cdna4")


def _code(word, markdown):
    return f"`{word}`" if markdown else word


def _queue(row):
    # trn3 lists the queues engine= may pick; Ascend's synchronisation rows run on the pipe they
    # name; CDNA4 instructions run on their wave, on the unit the row names
    if row.get("queues") and len(row["queues"]) > 1:
        return f"{row['queue']} ({', '.join(q for q in row['queues'] if q != row['queue'])} by engine=)"
    if "queue" in row:
        queue = row["queue"] or "the pipe it names"
        # Ascend: the cube side (AIC) or a vector core (AIV, aiv=J) runs it
        side = {"aic": " (AIC)", "aiv": " (AIV)"}.get(row.get("side", ""), "")
        return queue + side
    return row.get("unit", "")


def instructions_table(target, markdown=False):
    rows = []
    table = getattr(_core, f"{target}_instructions")()
    # CDNA4 operands are positional in assembly, then modifiers; the others are named keywords
    positional = "operands" in table[0]
    for row in table:
        operands = ", ".join(row["operands" if positional else "required"])
        optional = row["modifiers" if positional else "optional"]
        if optional:
            operands += "; " + ", ".join(optional)
        rows.append((_code(row["mnemonic"], markdown), _queue(row), row["cost_class"], operands))
    unit = "unit" if positional else "queue"
    headers = ["instruction", unit, "cost class", "operands; modifiers" if positional else "operands (required; optional)"]
    return (_markdown if markdown else _plain)(headers, rows)


def _value(field, value):
    if field.endswith("bytes"):
        for unit, shift in (("GiB", 30), ("MiB", 20), ("KiB", 10)):
            if value >= 1 << shift and value % (1 << shift) == 0:
                return f"{value >> shift} {unit}"
    return "yes" if value is True else "no" if value is False else str(value)


def configs_table(target, markdown=False):
    configs = getattr(_core, f"{target}_configs")()
    fields = [k for k in configs[0] if k not in ("name", "default", "description")]
    headers = ["config", *fields, "description"]
    rows = [(_code(c["name"], markdown) + (" (default)" if c.get("default") else ""),
             *(_value(k, c[k]) for k in fields), c["description"]) for c in configs]
    return (_markdown if markdown else _plain)(headers, rows)


def timing_table(target, markdown=False):
    """The target's timing constants (models/<target>/timing.def): what `--set NAME=VALUE` overrides."""
    # a constant whose default differs between machine configs (Ascend 950PR / 950DT) says so
    per_config = {}
    for config, name, value, source in getattr(_core, f"{target}_timing_config_values", lambda: [])():
        per_config.setdefault(name, []).append(f"{config}: {value:g} ({source})")
    rows = [(_code(name, markdown), value if choices else f"{value:g}",
             f"policy: {' / '.join(choices)}" if choices else unit, confidence, source,
             description + "".join(f"; {text}" for text in per_config.get(name, [])))
            for name, value, unit, source, confidence, description, choices
            in getattr(_core, f"{target}_timing_constants")()]
    headers = ["constant", "default", "unit", "confidence", "source", "what it costs"]
    return (_markdown if markdown else _plain)(headers, rows)


def hazards_table(markdown=False):
    """CDNA4's MFMA wait-state rules (isa/cdna4/hazards.cc): what CDNA-HAZARD checks."""
    rows = [(_code(r["id"], markdown), r["producer"], r["consumer"], r["required"],
             "yes" if r["reachable"] else "no (the model executes no EXEC writer)")
            for r in _core.cdna4_hazard_rules()]
    headers = ["rule", "producer", "consumer", "wait states (p: the producer's passes)", "checked"]
    return (_markdown if markdown else _plain)(headers, rows)


def nki_api_table(markdown=False):
    """What mxsim.nki has of NKI's own modules (nki.isa, nki.language, NkiTensor's methods), from
    the front end itself, and the vendor's names it does not have yet (mxsim/nki/vendor_api.py)."""
    from .nki import isa, language, vendor_api
    from .nki.tensor import NkiTensor

    def names(words):
        return ", ".join(_code(w, markdown) for w in words) or "-"

    rows = []
    for module, vendor, has in (("nki.isa", vendor_api.ISA, lambda n: hasattr(isa, n)),
                                ("nki.language", vendor_api.LANGUAGE, lambda n: hasattr(language, n)),
                                ("NkiTensor methods", vendor_api.TENSOR_METHODS, lambda n: hasattr(NkiTensor, n))):
        present = sorted(n for n in vendor if has(n))
        missing = sorted(n for n in vendor if not has(n))
        rows.append((module, f"{len(present)} of {len(vendor)}: {names(present)}", names(missing)))
    headers = ["module", "in mxsim.nki", "not yet (the vendor's names mxsim lacks)"]
    return (_markdown if markdown else _plain)(headers, rows)


def pypto_api_table(markdown=False):
    """What mxsim.pypto has of pypto_pro.language (its functions, types and constants, DT_* dtypes,
    pl.system, and the members of the enums MX kernels use), from the front end itself, and the
    vendor's names it does not have yet (mxsim/pypto/vendor_api.py)."""
    from . import pypto
    from .pypto import vendor_api

    def names(words):
        return ", ".join(_code(w, markdown) for w in words) or "-"

    def member(enum, name):
        cls = getattr(pypto, enum, None)
        return cls is not None and hasattr(cls, name)

    groups = [("pl functions", vendor_api.FUNCTIONS, lambda n: hasattr(pypto, n)),
              ("pl types and constants", vendor_api.TYPES, lambda n: hasattr(pypto, n)),
              ("pl DT_* dtypes", vendor_api.DTYPES, lambda n: hasattr(pypto, n)),
              ("pl.system", vendor_api.SYSTEM, lambda n: hasattr(pypto.system, n))]
    groups += [(f"pl.{enum} members", members, lambda n, enum=enum: member(enum, n))
               for enum, members in vendor_api.ENUMS.items()]
    rows = []
    for group, vendor, has in groups:
        present = sorted(n for n in vendor if has(n))
        missing = sorted(n for n in vendor if not has(n))
        rows.append((group, f"{len(present)} of {len(vendor)}: {names(present)}", names(missing)))
    headers = ["names", "in mxsim.pypto", "not yet (the vendor's names mxsim lacks)"]
    return (_markdown if markdown else _plain)(headers, rows)


TIMED_TARGETS = tuple(t for t in TARGETS if hasattr(_core, f"{t}_timing_constants"))

# `mxsim info NAME`: trn3-instructions, trn3-configs, trn3-timing, ascend950-instructions, ...
TABLES = {f"{t}-{kind}": (lambda markdown=False, t=t, f=f: f(t, markdown))
          for t in TARGETS for kind, f in (("instructions", instructions_table), ("configs", configs_table))}
TABLES.update({f"{t}-timing": (lambda markdown=False, t=t: timing_table(t, markdown)) for t in TIMED_TARGETS})
TABLES["cdna4-hazards"] = hazards_table
TABLES["trn3-nki-api"] = nki_api_table
TABLES["ascend950-pypto-api"] = pypto_api_table
