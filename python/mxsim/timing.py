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


# neuron-profile's engine labels for the model's queues (its JSON shows "TensorMatrix" for TensorE;
# the others follow the engines' names: an assumption until a silicon profile says otherwise).
NEURON_PROFILE_LABELS = {"tensor": "TensorMatrix", "vector": "Vector", "scalar": "Scalar", "gpsimd": "GpSimd",
                         "dma": "DMA"}


def chrome_trace(timeline: np.ndarray, queues: list, title: str = "mxsim") -> dict:
    """The timeline as Chrome trace-event JSON (what the Perfetto UI and chrome://tracing load):
    one track per queue (`ph: X` slices, times in microseconds), a flow arrow from each
    instruction's producer to it (`s`/`f`), and a counter of DMA transfers in flight."""
    tid = {q["name"]: i for i, q in enumerate(queues)}
    events = [{"ph": "M", "name": "process_name", "pid": 0, "tid": 0, "args": {"name": title}}]
    events += [{"ph": "M", "name": "thread_name", "pid": 0, "tid": i, "args": {"name": q["name"]}}
               for i, q in enumerate(queues)]
    events += [{"ph": "M", "name": "thread_sort_index", "pid": 0, "tid": i, "args": {"sort_index": i}}
               for i in range(len(queues))]
    for index, row in enumerate(timeline):
        args = {"line": int(row["line"]), "ready_ns": float(row["ready_ns"]), "index": index}
        if row["delayed_by"]:
            args["delayed_by"] = str(row["delayed_by"])
        events.append({"ph": "X", "name": str(row["mnemonic"]), "cat": str(row["queue"]), "pid": 0,
                       "tid": tid[str(row["queue"])], "ts": float(row["start_ns"]) / 1e3,
                       "dur": float(row["end_ns"] - row["start_ns"]) / 1e3, "args": args})
        producer = int(row["waited_on"])
        if producer >= 0:
            p = timeline[producer]
            events.append({"ph": "s", "id": index, "name": "waits on", "cat": "dependency", "pid": 0,
                           "tid": tid[str(p["queue"])], "ts": float(p["end_ns"]) / 1e3 - 1e-6})
            events.append({"ph": "f", "bp": "e", "id": index, "name": "waits on", "cat": "dependency", "pid": 0,
                           "tid": tid[str(row["queue"])], "ts": float(row["start_ns"]) / 1e3})
    changes = sorted([(float(r["start_ns"]), 1) for r in timeline if r["queue"] == "dma"] +
                     [(float(r["end_ns"]), -1) for r in timeline if r["queue"] == "dma"])
    in_flight = 0
    for t, delta in changes:
        in_flight += delta
        events.append({"ph": "C", "name": "DMA transfers in flight", "pid": 0, "ts": t / 1e3,
                       "args": {"transfers": in_flight}})
    return {"traceEvents": events, "displayTimeUnit": "ns"}


def neuron_profile(timeline: np.ndarray, total_ns: float, operands: dict) -> dict:
    """The timeline in the layout of neuron-profile's `--output-format json` instruction records
    (timestamp and duration in ns, label, opcode, operands), so one script reads model and
    silicon profiles. `operands` maps a trace line to its operand text."""
    records = [{"timestamp": float(r["start_ns"]), "duration": float(r["end_ns"] - r["start_ns"]),
                "label": NEURON_PROFILE_LABELS.get(str(r["queue"]), str(r["queue"])),
                "opcode": str(r["mnemonic"]).upper(), "operands": operands.get(int(r["line"]), ""),
                "line": int(r["line"])} for r in timeline]
    return {"summary": [{"total_time": total_ns, "event_count": len(records)}], "instruction": records}
