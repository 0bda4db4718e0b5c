#!/usr/bin/env python3
"""Rewrites every generated table of docs/ (the `<!-- generated: NAME -->` blocks of numerics.md and
targets/*.md) from the tables the installed mxsim reads, so that a change to a .def file needs no
hand edit of the docs. tests/python/test_docs.py fails while a page is stale."""
import functools
import pathlib
import re
import sys

from mxsim import cli
from mxsim.portability import DOC_EXAMPLES, doc_example
from mxsim.target_tables import TABLES

GENERATORS = {"formats": cli.formats_table, "scale-rules": cli.scale_rules_table, "policies": cli.policies_table,
              "presets": cli.presets_table, **TABLES,
              **{name: functools.partial(doc_example, name) for name in DOC_EXAMPLES}}
BLOCK = re.compile(r"(<!-- generated: ([\w-]+) -->\n)(.*?)(\n<!-- end generated -->)", flags=re.S)


def main():
    docs = pathlib.Path(__file__).resolve().parents[1] / "docs"
    changed = []
    for page in sorted(docs.rglob("*.md")):
        text = page.read_text()
        new = BLOCK.sub(lambda m: m.group(1) + GENERATORS[m.group(2)](markdown=True) + m.group(4), text)
        if new != text:
            page.write_text(new)
            changed.append(str(page.relative_to(docs.parent)))
    print("regenerated: " + (", ".join(changed) if changed else "nothing (the docs are current)"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
