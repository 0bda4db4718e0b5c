"""The registry tables in docs/numerics.md are generated; this fails when they drift."""
import pathlib
import re

from mxsim import cli

DOCS = pathlib.Path(__file__).resolve().parents[2] / "docs" / "numerics.md"
GENERATORS = {"formats": cli.formats_table, "scale-rules": cli.scale_rules_table, "policies": cli.policies_table,
              "presets": cli.presets_table}


def test_generated_tables_match_the_registries():
    text = DOCS.read_text()
    blocks = dict(re.findall(r"<!-- generated: ([\w-]+) -->\n(.*?)\n<!-- end generated -->", text, flags=re.S))
    assert set(blocks) == set(GENERATORS)
    for name, generate in GENERATORS.items():
        assert blocks[name] == generate(markdown=True), f"regenerate with: mxsim info {name} --markdown"
