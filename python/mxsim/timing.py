"""What a timed run reports (`mxsim.run(trace, timing=True)`, `mxsim run --timing`): the summary
(`TimingSummary`: total time, per-queue busy time, achieved against peak, the bound, idle-gap
causes) and the timeline (a numpy structured array, one row per instruction in trace order).
The timing model itself is C++ (sim/timing, models/<target>/timing.def)."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np


def timeline_dtype(queue_chars=8, mnemonic_chars=16, resource_chars=24) -> np.dtype:
    """The timeline's row type; its string fields are as wide as the longest name in the run (a
    million-row timeline of fixed 40-character fields would cost hundreds of MB)."""
    return np.dtype([("queue", f"U{queue_chars}"), ("line", "i4"), ("mnemonic", f"U{mnemonic_chars}"),
                     ("ready_ns", "f8"), ("start_ns", "f8"), ("end_ns", "f8"), ("queue_free_ns", "f8"),
                     ("waited_on", "i4"),
                     ("delayed_by", f"U{resource_chars}"), ("bytes", "f8"), ("psum_banks", "u8")])


def _names(names):
    names = list(names)
    return np.array(names, dtype=f"U{max([1, *(len(n) for n in names)])}")


def timeline_array(columns) -> np.ndarray:
    """The timeline columns of a timed run as a structured array, one row per instruction in trace
    order (`queue_free_ns`: when its queue could start the next instruction, its end unless the unit
    pipelines, as Ascend's MTE2 streams the next copy while this one's GM latency runs out;
    `waited_on`: the row index whose end made the instruction ready, -1 for its own queue;
    `delayed_by`: the shared resource that held its start; `bytes`: what a DMA moved;
    `psum_banks`: the PSUM banks it touched, bit b for bank b)."""
    queues, mnemonics = _names(columns["queue_names"]), _names(columns["mnemonics"])
    resources = _names([*columns["resources"], ""])  # index -1 (nothing held it) picks the "" last
    rows = np.empty(len(columns["line"]), dtype=timeline_dtype(queues.itemsize // 4, mnemonics.itemsize // 4,
                                                               resources.itemsize // 4))
    rows["queue"] = queues[columns["queue"]]
    rows["line"] = columns["line"]
    rows["mnemonic"] = mnemonics[columns["opcode"]]
    rows["ready_ns"] = columns["ready"]
    rows["start_ns"] = columns["start"]
    rows["end_ns"] = columns["end"]
    rows["queue_free_ns"] = columns["queue_free"]
    rows["waited_on"] = columns["waited_on"]
    rows["delayed_by"] = resources[columns["delayed_by"]]
    rows["bytes"] = columns["bytes"]
    rows["psum_banks"] = columns["banks"]
    return rows


def settings_of(overrides, who: str) -> list:
    """{name: number or policy choice} as the cost table's "name=value" settings; an
    ArgumentError (naming `who`) for anything else."""
    from .errors import ArgumentError
    if not isinstance(overrides, dict):
        raise ArgumentError(f"{who}: {overrides!r}; expected a dict of constant or policy names to values")
    out = []
    for name, value in overrides.items():
        if not isinstance(name, str) or isinstance(value, bool) or not isinstance(value, (int, float, str)):
            raise ArgumentError(f"{who}: {{{name!r}: {value!r}}}; expected constant names mapped to numbers "
                                "(or policy names mapped to a choice)")
        out.append(f"{name}={value}" if isinstance(value, str) else f"{name}={float(value)!r}")
    return out


@dataclass
class TimingSummary:
    total_ns: float
    queues: list                # dicts: name, group, clock_ghz, instructions, busy_ns, busy_percent, cycles
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
    traffic: str = "dma"        # what dma_bytes counts: Trainium3's DMA, Ascend's GM reads (MTE2)

    @classmethod
    def from_raw(cls, raw: dict) -> TimingSummary:
        return cls(**{name: raw[name] for name in cls.__dataclass_fields__ if name in raw})

    def text(self) -> str:
        """What `mxsim run --timing` prints."""
        # cycles per clock domain, naming the queues in each
        domains = {}
        for q in self.queues:
            if q["instructions"]:
                names = domains.setdefault(q["clock_ghz"], [])
                if q["group"] not in names:  # a group of queues (the DMA queues, the waves) once
                    names.append(q["group"])
        cycles = ", ".join(f"{self.total_ns * ghz:,.0f} cycles at {ghz:g} GHz: {' '.join(names)}"
                           for ghz, names in domains.items())
        lines = [f"time: {self.total_ns:,.1f} ns" + (f" ({cycles})" if cycles else " (no instructions)")]
        busy = [f"{q['name']} {q['busy_percent']:.1f}% ({q['instructions']})" for q in self.queues
                if q["instructions"] and q["group"] == q["name"]]
        # a group of queues (the DMA queues) as one entry: how many were used, and their mean and
        # highest busy share
        for group in dict.fromkeys(q["group"] for q in self.queues if q["group"] != q["name"]):
            members = [q for q in self.queues if q["group"] == group and q["instructions"]]
            if members:
                shares = [q["busy_percent"] for q in members]
                busy.append(f"{group} {len(members)} queues, mean {sum(shares) / len(shares):.1f}% "
                            f"max {max(shares):.1f}% ({sum(q['instructions'] for q in members)})")
        lines.append("busy: " + ", ".join(busy))
        if self.matmul_flops:
            lines.append(f"matmul: {self.achieved_flops_per_ns / 1e3:.2f} TFLOP/s of "
                         f"{self.peak_flops_per_ns / 1e3:.2f} peak ({100 * self.achieved_flops_per_ns / self.peak_flops_per_ns:.1f}%)")
        if self.dma_bytes:
            lines.append(f"{self.traffic}: {self.achieved_dma_bytes_per_ns:.1f} GB/s of {self.peak_dma_bytes_per_ns:.1f} peak "
                         f"({100 * self.achieved_dma_bytes_per_ns / self.peak_dma_bytes_per_ns:.1f}%)")
        lines.append(f"roofline floor: {self.roofline_ns:,.1f} ns")
        if self.bound:
            share = ", ".join(f"{name} {ns:,.1f} ns" for name, ns in self.critical_path[:4])
            lines.append(f"bound: {self.bound} (critical path: {share})")
        for cause, ns, gaps in self.gap_causes[:3]:
            lines.append(f"idle: {cause}: {ns:,.1f} ns in {gaps} gaps")
        if self.overrides:
            lines.append("set: " + ", ".join(f"{k}={v if isinstance(v, str) else format(v, 'g')}"
                                             for k, v in sorted(self.overrides.items())))
        return "\n".join(lines)


# neuron-profile's engine labels for the model's queues (its JSON shows "TensorMatrix" for TensorE;
# the others follow the engines' names: an assumption until a silicon profile says otherwise).
NEURON_PROFILE_LABELS = {"tensor": "TensorMatrix", "vector": "Vector", "scalar": "Scalar", "gpsimd": "GpSimd",
                         "dma": "DMA"}


def chrome_trace(timeline: np.ndarray, queues: list, title: str = "mxsim", traffic: str = "dma") -> dict:
    """The timeline as Chrome trace-event JSON (what the Perfetto UI and chrome://tracing load):
    one track per queue (`ph: X` slices, times in microseconds), a flow arrow from each
    instruction's producer to it (`s`/`f`), and counters of the bytes in flight (`traffic`, the
    summary's name for them: Trainium3's DMA, Ascend's GM reads) and the PSUM banks in use."""
    # tids from 1: Perfetto names tid 0 of a process "main thread"
    tid = {q["name"]: i + 1 for i, q in enumerate(queues)}
    events = [{"ph": "M", "name": "process_name", "pid": 0, "tid": 0, "args": {"name": title}}]
    events += [{"ph": "M", "name": "thread_name", "pid": 0, "tid": tid[q["name"]], "args": {"name": q["name"]}}
               for q in queues]
    events += [{"ph": "M", "name": "thread_sort_index", "pid": 0, "tid": tid[q["name"]], "args": {"sort_index": i}}
               for i, q in enumerate(queues)]
    for index, row in enumerate(timeline):
        args = {"line": int(row["line"]), "ready_ns": float(row["ready_ns"]), "index": index}
        if row["delayed_by"]:
            args["delayed_by"] = str(row["delayed_by"])
        # start and end rounded to whole ns before the division: Perfetto rounds ts and dur to ns
        # separately, which could make a slice end after the next one on its track starts (and
        # then it drops it as an overlapping slice)
        # a pipelined unit's slice is its occupancy of the queue (Perfetto drops slices that overlap
        # on a track); when the step completes later, its args say so
        start, end = _us(row["start_ns"]), _us(row["queue_free_ns"])
        if row["end_ns"] > row["queue_free_ns"]:
            args["end_ns"] = float(row["end_ns"])
        events.append({"ph": "X", "name": str(row["mnemonic"]), "cat": str(row["queue"]), "pid": 0,
                       "tid": tid[str(row["queue"])], "ts": start, "dur": round(end - start, 3), "args": args})
        producer = int(row["waited_on"])
        if producer >= 0:
            p = timeline[producer]
            events.append({"ph": "s", "id": index, "name": "waits on", "cat": "dependency", "pid": 0,
                           "tid": tid[str(p["queue"])],
                           "ts": max(_us(p["start_ns"]), _us(p["queue_free_ns"]) - 1e-3)})
            events.append({"ph": "f", "bp": "e", "id": index, "name": "waits on", "cat": "dependency", "pid": 0,
                           "tid": tid[str(row["queue"])], "ts": start})
    events += _counter(f"{'DMA' if traffic == 'dma' else traffic} bytes in flight", "bytes", [(float(r["start_ns"]), float(r["end_ns"]), float(r["bytes"]))
                                                       for r in timeline if r["bytes"] > 0])
    if timeline["psum_banks"].any():
        events += _bank_counter(timeline)
    return {"traceEvents": events, "displayTimeUnit": "ns"}


def _us(ns):
    """A time in ns as the trace's microseconds, on whole nanoseconds."""
    return round(float(ns)) / 1e3


def _counter(name, unit, spans):
    """A `ph: C` counter track: the sum of the amounts of the (start, end, amount) spans open at
    each time they change."""
    changes = sorted([(start, amount) for start, _, amount in spans] + [(end, -amount) for _, end, amount in spans])
    total, events = 0.0, []
    for t, delta in changes:
        total += delta
        events.append({"ph": "C", "name": name, "pid": 0, "ts": _us(t), "args": {unit: total}})
    return events


def _bank_counter(timeline):
    """The PSUM banks in use: a bank counts while any instruction that touches it runs."""
    changes = sorted([(float(r["start_ns"]), 1, int(r["psum_banks"])) for r in timeline if r["psum_banks"]] +
                     [(float(r["end_ns"]), -1, int(r["psum_banks"])) for r in timeline if r["psum_banks"]])
    users, events = {}, []
    for t, delta, banks in changes:
        for bank in range(64):
            if banks >> bank & 1:
                users[bank] = users.get(bank, 0) + delta
        events.append({"ph": "C", "name": "PSUM banks in use", "pid": 0, "ts": _us(t),
                       "args": {"banks": sum(1 for n in users.values() if n > 0)}})
    return events


def neuron_profile(timeline: np.ndarray, total_ns: float, operands: dict) -> dict:
    """The timeline in the layout of neuron-profile's `--output-format json` instruction records
    (timestamp and duration in ns, label, opcode, operands), so one script reads model and
    silicon profiles. `operands` maps a trace line to its operand text."""
    records = [{"timestamp": float(r["start_ns"]), "duration": float(r["end_ns"] - r["start_ns"]),
                "label": NEURON_PROFILE_LABELS.get(str(r["queue"]).rstrip("0123456789"), str(r["queue"])),
                "opcode": str(r["mnemonic"]).upper(), "operands": operands.get(int(r["line"]), ""),
                "line": int(r["line"])} for r in timeline]
    return {"summary": [{"total_time": total_ns, "event_count": len(records)}], "instruction": records}
