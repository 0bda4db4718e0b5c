"""The recorded CDNA4 kernels on the timing model: every trace under traces/cdna4 runs with --timing
and keeps its recorded output, with no CDNA-HAZARD; the four-wave MXFP8 GEMM reports its bound, is
never below its roofline floor, and the MI355X-against-MI350X what-if of docs/timing.md holds."""
import glob
import os
import subprocess
import sys

import pytest

import mxsim

HERE = os.path.join(os.path.dirname(__file__), "..", "..", "traces", "cdna4")
TRACES = sorted(glob.glob(os.path.join(HERE, "*.mxt")))
GEMM = os.path.join(HERE, "gemm_mxfp8_512.mxt")
PREFETCH = os.path.join(HERE, "gemm_mxfp8_512_prefetch.mxt")


@pytest.mark.parametrize("path", TRACES, ids=os.path.basename)
def test_every_recorded_trace_runs_timed_with_its_recorded_output(path):
    timed = mxsim.run(path, timing=True)
    assert timed.ok and timed.expected and not timed.diagnostics  # bit for bit, and no hazard
    t = timed.timing
    assert t.total_ns > 0 and t.total_ns >= t.roofline_ns
    rows = timed.timeline
    assert len(rows) == timed.instructions  # one row per instruction a wave issues
    assert (rows["start_ns"] >= rows["ready_ns"]).all() and (rows["end_ns"] <= t.total_ns + 1e-9).all()
    alone = mxsim.run(path, timing=True, values=False)
    assert alone.timing.total_ns == t.total_ns and alone.queue_counts == timed.queue_counts
    # the timed run's values are the functional run's
    plain = mxsim.run(path)
    for name, array in plain.outputs.items():
        assert (timed.outputs[name] == array).all(), name


def test_the_gemm_is_vector_memory_bound_and_never_below_its_roofline():
    """Each 64-K step loads its A and B blocks (8 KiB over the four waves), waits for them
    (s_waitcnt vmcnt(0)), stages them through LDS and issues one 64-cycle MFMA per wave: the
    loads' latency and the CU's 31.25 B/ns share of HBM set the time; the MFMAs are a few percent."""
    t = mxsim.run(GEMM, timing=True, values=False).timing
    assert t.bound == "vmem"
    assert t.traffic == "vector memory" and t.peak_dma_bytes_per_ns == pytest.approx(8000 / 256)
    assert t.total_ns >= t.roofline_ns == pytest.approx(max(t.dma_bytes / t.peak_dma_bytes_per_ns,
                                                            t.matmul_flops / t.peak_flops_per_ns))
    shares = dict(t.critical_path)
    assert shares["vmem"] > 0.8 * t.total_ns and shares["mfma"] < 0.05 * t.total_ns
    # 4 waves x 512 MFMAs of 2 x 32 x 32 x 64 FLOP; peak: 4 matrix cores x 2048 FLOP/cycle x 2.4 GHz
    assert t.matmul_flops == 2 * 512 ** 3
    assert t.peak_flops_per_ns == pytest.approx(4 * 2048 * 2.4)


def test_mi350x_against_mi355x():
    """The same GEMM at 2.2 GHz: only the CU-clocked parts (issue, LDS, MFMA) slow down, by at most
    the clock ratio; the memory side (HBM bandwidth, vmem_latency_ns) does not, so the GEMM loses ~1%."""
    fast = mxsim.run(GEMM, timing=True, values=False).timing
    slow = mxsim.run(GEMM, timing=True, values=False, config="mi350x").timing
    assert fast.total_ns < slow.total_ns < fast.total_ns * 2.4 / 2.2
    assert slow.total_ns / fast.total_ns < 1.02
    # the MFMA part alone scales with the clock
    assert dict(slow.critical_path)["mfma"] / dict(fast.critical_path)["mfma"] == pytest.approx(2.4 / 2.2)


def test_a_hazard_in_a_timed_run_reads_the_old_value(tmp_path):
    # the GEMM with its s_nop 15; s_nop 3 before the first v_accvgpr_read removed: hardware mode
    # reports CDNA-HAZARD and (like silicon plausibly would) the read gets the AGPR's old value
    text = open(GEMM).read().replace("s_nop simm16=15\ns_nop simm16=3\n", "", 1)
    path = tmp_path / "gemm.mxt"
    path.write_text(text)
    for payload in glob.glob(os.path.join(HERE, "gemm_mxfp8_512.npz")):
        os.symlink(payload, tmp_path / os.path.basename(payload))
    timed = mxsim.run(path, mode="hardware", timing=True)
    hazards = [d for d in timed.diagnostics if d["code"] == "CDNA-HAZARD"]
    assert len(hazards) == 4 * 16  # every wave's 16 reads of a[0:15]
    assert "rule xdl-write-valu-access" in hazards[0]["message"] and hazards[0]["expected"].startswith("20 ")
    assert not timed.ok  # the first block of C holds stale accumulator values
    with pytest.raises(mxsim.DiagnosticError, match="CDNA-HAZARD"):
        mxsim.run(path, timing=True)


def test_the_cli_prints_the_bound_and_takes_the_config():
    out = subprocess.run([sys.executable, "-m", "mxsim", "run", GEMM, "--timing-only", "--config", "mi350x",
                          "--set", "vmem_latency_ns=250"], capture_output=True, text=True, check=True).stdout
    assert "cycles at 2.2 GHz: wave" in out and "bound: vmem" in out and "set: vmem_latency_ns=250" in out


def test_without_the_memory_side_the_gemm_is_lds_bound_and_the_clock_shows():
    """docs/timing.md's last two rows: no vector-memory latency and the whole HBM for this CU."""
    alone = {"vmem_latency_ns": 0, "hbm_sharing_cus": 1}
    fast = mxsim.run(GEMM, timing=True, values=False, set=alone).timing
    slow = mxsim.run(GEMM, timing=True, values=False, set=alone, config="mi350x").timing
    assert fast.bound == slow.bound == "lds"
    assert slow.total_ns / fast.total_ns == pytest.approx(2.4 / 2.2, rel=0.002)


def test_prefetching_hides_part_of_the_vector_memory_latency():
    """docs/timing.md: the same GEMM with each step's loads issued during the step before."""
    plain = mxsim.run(GEMM, timing=True, values=False).timing
    early = mxsim.run(PREFETCH, timing=True, values=False).timing
    assert early.bound == "vmem" and early.total_ns >= early.roofline_ns
    assert 0.7 * plain.total_ns < early.total_ns < 0.85 * plain.total_ns
    assert early.matmul_flops == plain.matmul_flops and early.dma_bytes == plain.dma_bytes


def test_idle_time_is_named_by_what_the_waves_waited_on():
    """The waves are all one kind of queue: their gaps name the unit waited on (an s_waitcnt on a
    global load: vmem; on LDS: lds; another wave's s_barrier arrival: barrier)."""
    causes = {cause: (ns, gaps) for cause, ns, gaps in mxsim.run(GEMM, timing=True, values=False).timing.gap_causes}
    assert list(causes)[0] == "wave waits on vmem"
    assert {"wave waits on vmem", "wave waits on lds", "wave waits on barrier"} <= set(causes)
    # every wave waits once per K step for its staging loads (the first step's with the scale
    # words), and once at each block's end for its stores: 4 waves x 64 blocks x (8 + 1)
    assert causes["wave waits on vmem"][1] == 4 * 64 * 9
