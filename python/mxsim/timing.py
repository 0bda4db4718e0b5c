"""What a timed run reports (`mxsim.run(trace, timing=True)`, `mxsim run --timing`): the summary
(`TimingSummary`: total time, per-queue busy time, achieved against peak, the bound, idle-gap
causes) and the timeline (a numpy structured array, one row per instruction in trace order).
The timing model itself is C++ (sim/timing, models/<target>/timing.def)."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

TIMELINE_DTYPE = np.dtype([("queue", "U8"), ("line", "i4"), ("mnemonic", "U40"), ("ready_ns", "f8"),
                           ("start_ns", "f8"), ("end_ns", "f8"), ("waited_on", "i4"), ("delayed_by", "U32")])


def timeline_array(rows) -> np.ndarray:
    """The timeline rows as a structured array (`waited_on`: the row index whose end made the
    instruction ready, -1 for its own queue; `delayed_by`: the resource that held its start)."""
    return np.array([tuple(r) for r in rows], dtype=TIMELINE_DTYPE)


@dataclass
class TimingSummary:
    total_ns: float
    queues: list                # dicts: name, clock_ghz, instructions, busy_ns, busy_percent, cycles
    matmul_flops: float
    dma_bytes: float
    achieved_flops_per_ns: float
    achieved_dma_bytes_per_ns: float
    peak_flops_per_ns: float
    peak_dma_bytes_per_ns: float
    roofline_ns: float          # the floor no schedule can beat: compute or DMA at its peak
    critical_path: list         # (queue or resource, ns on the critical path), largest first
    bound: str | None           # the largest share of the critical path
    gap_causes: list            # (cause, idle ns, gaps), largest first
    kernel_activations: int
    overrides: dict

    @classmethod
    def from_raw(cls, raw: dict) -> TimingSummary:
        return cls(**{name: raw[name] for name in cls.__dataclass_fields__})

    def text(self) -> str:
        """What `mxsim run --timing` prints."""
        lines = [f"time: {self.total_ns:,.1f} ns (" + ", ".join(
            f"{q['name']} {q['cycles']:,.0f} cycles at {q['clock_ghz']:g} GHz" for q in self.queues
            if q["name"] != "dma" and q["instructions"]) + ")"]
        busy = [f"{q['name']} {q['busy_percent']:.1f}% ({q['instructions']})" for q in self.queues if q["instructions"]]
        lines.append("busy: " + ", ".join(busy))
        if self.matmul_flops:
            lines.append(f"matmul: {self.achieved_flops_per_ns / 1e3:.2f} TFLOP/s of "
                         f"{self.peak_flops_per_ns / 1e3:.2f} peak ({100 * self.achieved_flops_per_ns / self.peak_flops_per_ns:.1f}%)")
        if self.dma_bytes:
            lines.append(f"dma: {self.achieved_dma_bytes_per_ns:.1f} GB/s of {self.peak_dma_bytes_per_ns:.1f} peak "
                         f"({100 * self.achieved_dma_bytes_per_ns / self.peak_dma_bytes_per_ns:.1f}%)")
        lines.append(f"roofline floor: {self.roofline_ns:,.1f} ns")
        if self.bound:
            share = ", ".join(f"{name} {ns:,.1f} ns" for name, ns in self.critical_path[:4])
            lines.append(f"bound: {self.bound} (critical path: {share})")
        for cause, ns, gaps in self.gap_causes[:3]:
            lines.append(f"idle: {cause}: {ns:,.1f} ns in {gaps} gaps")
        if self.overrides:
            lines.append("set: " + ", ".join(f"{k}={v:g}" for k, v in sorted(self.overrides.items())))
        return "\n".join(lines)
