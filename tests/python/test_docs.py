"""The registry tables in docs/numerics.md and the instruction and config tables of docs/targets/*.md
are generated; this fails when they drift."""
import functools
import pathlib
import re

import pytest

from mxsim import cli, target_tables
from mxsim.portability import DOC_EXAMPLES, doc_example

DOCS = pathlib.Path(__file__).resolve().parents[2] / "docs" / "numerics.md"
GENERATORS = {"formats": cli.formats_table, "scale-rules": cli.scale_rules_table, "policies": cli.policies_table,
              "presets": cli.presets_table,
              **{name: functools.partial(doc_example, name) for name in DOC_EXAMPLES}}


def test_generated_tables_match_the_registries():
    text = DOCS.read_text()
    blocks = dict(re.findall(r"<!-- generated: ([\w-]+) -->\n(.*?)\n<!-- end generated -->", text, flags=re.S))
    assert set(blocks) == set(GENERATORS)
    for name, generate in GENERATORS.items():
        assert blocks[name] == generate(markdown=True), "regenerate with: scripts/regenerate_docs.py"


@pytest.mark.parametrize("target", target_tables.TARGETS)
def test_target_pages_hold_the_generated_tables(target):
    page = DOCS.parent / "targets" / f"{target}.md"
    blocks = dict(re.findall(r"<!-- generated: ([\w-]+) -->\n(.*?)\n<!-- end generated -->", page.read_text(), flags=re.S))
    # the wait-state table; the NKI front end's coverage of the vendor API
    extra = {"cdna4": {"cdna4-hazards"}, "trn3": {"trn3-nki-api"},
             "ascend950": {"ascend950-pypto-api"}}.get(target, set())
    assert set(blocks) == {f"{target}-instructions", f"{target}-configs"} | extra
    for name, block in blocks.items():
        assert block == target_tables.TABLES[name](markdown=True), "regenerate with: scripts/regenerate_docs.py"


def test_every_cpp_test_case_name_reaches_ctest():
    """catch_discover_tests passes each TEST_CASE name to ctest, which cuts a name at ';' (a list
    separator): such a test would run as a filter matching nothing, and pass without running."""
    root = pathlib.Path(__file__).resolve().parents[2]
    cut = [f"{path.name}: {name}" for path in sorted((root / "tests" / "cpp").glob("*.cc"))
           for name in re.findall(r'TEST_CASE\(\s*"([^"]*)"', path.read_text()) if ";" in name]
    assert not cut, cut
