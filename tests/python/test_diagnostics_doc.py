"""docs/diagnostics.md lists every code of sim/core/diagnostics.def, with its severity."""
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parents[2]


def test_every_code_is_documented():
    table = (ROOT / "sim" / "core" / "diagnostics.def").read_text()
    codes = re.findall(r'DIAGNOSTIC\(\w+, "([A-Z0-9-]+)", Severity::(\w+),', table)
    assert codes, "no codes parsed"
    doc = (ROOT / "docs" / "diagnostics.md").read_text()
    for code, severity in codes:
        assert f"| {code} | {severity.lower()} |" in doc, code
