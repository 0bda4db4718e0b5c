"""The placement and layout changes `mxsim diff --explain` tries when no accumulation change
reproduces a device: disagreements that are not about how the matmul adds, but about which bytes it
reads.

- **Another lane convention** (CDNA4): the scaled MFMAs read their operands by one of the model's
  named lane conventions other than the ISA's (`isa/cdna4/lanes.h`: IREE's 32 contiguous K per lane,
  Triton's split FP6): a device, or a kernel's packing, that lays K out differently.
- **A scale read from a neighbouring source**: one instruction that brings MX scales to the matmul
  (Ascend 950: `load_cbuf_to_ca_mx` / `load_cbuf_to_cb_mx`, their `src`; Trainium3: `nc_matmul_mx`,
  its `stationary_scale` / `moving_scale`) reading what the previous or the next instruction of the
  same kind reads instead of its own: a scale tile placed, double-buffered or indexed one step off.

Each hypothesis is the whole trace replayed with that one change (`mxsim.run(trace, convention=)`,
or `mxsim.run(trace, text=)` with the one operand edited)."""
from __future__ import annotations

import re
from dataclasses import dataclass

from . import _core

# per target: the instructions that bring MX scales to the matmul, and the operands naming them
SCALE_SOURCES = {
    "ascend950": {"load_cbuf_to_ca_mx": ("src",), "load_cbuf_to_cb_mx": ("src",)},
    "trn3": {"nc_matmul_mx": ("stationary_scale", "moving_scale")},
}
SCALE_REPLAYS = 256  # at most this many edited traces are tried


@dataclass
class Hypothesis:
    description: str   # "lane convention contiguous (IREE ...)" / "line 9's load_cbuf_to_cb_mx reading ..."
    convention: str | None = None
    text: str | None = None


def lane_conventions(target):
    """CDNA4's lane conventions other than the ISA's, as hypotheses."""
    if target != "cdna4":
        return []
    return [Hypothesis(f"the scaled MFMAs reading their operands by lane convention {c['name']} ({c['source']}) "
                       f"instead of the ISA's", convention=c["name"])
            for c in _core.cdna4_lane_conventions() if c["name"] != "isa"]


def _operand(line_text, key):
    """The value of `key=` on a trace line when it is a plain buffer name or name[offset], else None."""
    match = re.search(rf"(?:^|\s){re.escape(key)}=([A-Za-z_]\w*(?:\[[^\]]*\])?)(?=\s|$)", line_text)
    return match.group(1) if match else None


def scale_sources(target, raw_text):
    """For each scale-bringing instruction, the traces in which it reads the previous or the next
    instruction's scale source instead of its own (at most SCALE_REPLAYS)."""
    table = SCALE_SOURCES.get(target)
    if not table:
        return [], False
    lines = raw_text.split("\n")
    sites = []  # (line index, mnemonic, key, value)
    for index, line in enumerate(lines):
        body = line.strip()
        if body.startswith("#"):  # a comment line
            continue
        if body.startswith("@"):  # an instruction pinned to a queue: "@queue mnemonic ..."
            body = body.split(maxsplit=1)[1] if " " in body else ""
        mnemonic = body.split(maxsplit=1)[0] if body else ""
        for key in table.get(mnemonic, ()):
            value = _operand(line, key)
            if value is not None:
                sites.append((index, mnemonic, key, value))
    hypotheses, seen = [], set()
    for index, mnemonic, key, value in sites:
        same = [s for s in sites if s[1] == mnemonic and s[2] == key]
        at = same.index((index, mnemonic, key, value))
        before = next((s for s in reversed(same[:at]) if s[3] != value), None)
        after = next((s for s in same[at + 1:] if s[3] != value), None)
        for other in (before, after):
            if other is None or (index, key, other[3]) in seen:
                continue
            seen.add((index, key, other[3]))
            edited = lines.copy()
            edited[index] = re.sub(rf"(^|\s){re.escape(key)}={re.escape(value)}(?=\s|$)",
                                   lambda m: f"{m.group(1)}{key}={other[3]}", lines[index], count=1)
            hypotheses.append(Hypothesis(
                f"line {index + 1}'s {mnemonic} reading {key}={other[3]} (as line {other[0] + 1} does) instead of "
                f"{key}={value}", text="\n".join(edited)))
    capped = len(hypotheses) > SCALE_REPLAYS
    return hypotheses[:SCALE_REPLAYS], capped
