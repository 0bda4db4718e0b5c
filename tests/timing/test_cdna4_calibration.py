"""Calibration of the CDNA4 timing model against the figures it cites (cdna4-isa.md §4.2 and §5,
hardware.md §3 and §6.3): back-to-back independent scaled MFMAs at 16 / 32 / 64 cycles by shape and
format, a dependent SrcC chain at the same rate (the ISA allows it with no wait states), the MI355X
and MI350X clocks, LDS and global-load streaming at the configured rates, and s_waitcnt / s_barrier
costing what they wait for. Rates are slopes (the time of 2N instructions less that of N, over N),
so fixed latencies cancel. The model is analytical and deterministic: each tolerance is exact
(rel 1e-9) unless a test says otherwise. Time only (values=False) unless a test is about values."""
import pytest

import mxsim
from mxsim import _core

MI355X = {row[0]: row[1] for row in _core.cdna4_timing_constants("mi355x")}
MI350X = {row[0]: row[1] for row in _core.cdna4_timing_constants("mi350x")}
GHZ = MI355X["clock_ghz"]
EXACT = 1e-9


def registers(waves):
    return "".join(f"buffer w{w}_v0 vgpr wave={w} register=0 shape=[64, 1] dtype=uint32\n" for w in range(waves))


def timed(tmp_path, body, waves=1, config="mi355x", **kwargs):
    path = tmp_path / "t.mxt"
    path.write_text(f"mxt 2\ntarget cdna4\nconfig {config}\n" + registers(waves) + body)
    kwargs.setdefault("values", False)
    return mxsim.run(path, timing=True, **kwargs)


def slope_ns(tmp_path, make_line, n=8, **kwargs):
    """The time one more line adds: (time of 2n lines - time of n lines) / n."""
    def total(count):
        return timed(tmp_path, "".join(make_line(i) for i in range(count)), **kwargs).timing.total_ns
    return (total(2 * n) - total(n)) / n


def mfma(shape, fmt, vdst, src2=None):
    selector = {"fp8": 0, "fp4": 4, "fp6": 2}[fmt]
    regs = {"fp8": 7, "fp6": 5, "fp4": 3}[fmt]
    name = f"v_mfma_scale_f32_{shape}_f8f6f4"
    return (f"{name} vdst={vdst} src0=v[0:{regs}] src1=v[8:{8 + regs}] src2={src2 or 0} scale_src0=v16 "
            f"scale_src1=v17 cbsz={selector} blgp={selector}\n")


# (shape, format, the cycles cdna4-isa.md §5 gives, the timing.def row)
MFMA_RATES = [
    ("16x16x128", "fp8", 32, "mfma_16x16x128_f8_cycles"),
    ("16x16x128", "fp4", 16, "mfma_16x16x128_f6f4_cycles"),
    ("16x16x128", "fp6", 16, "mfma_16x16x128_f6f4_cycles"),
    ("32x32x64", "fp8", 64, "mfma_32x32x64_f8_cycles"),
    ("32x32x64", "fp4", 32, "mfma_32x32x64_f6f4_cycles"),
]


@pytest.mark.parametrize("shape, fmt, cycles, row", MFMA_RATES)
def test_independent_mfmas_run_at_their_pass_counts(tmp_path, shape, fmt, cycles, row):
    # source: cdna4-isa.md §5 (ISA Table 28), hardware.md §3.2 (AMD's matrix-core blog); exact
    assert MI355X[row] == cycles
    d = 4 if shape == "16x16x128" else 16
    ns = slope_ns(tmp_path, lambda i: mfma(shape, fmt, f"a[{(i % 8) * d % 256}:{(i % 8) * d % 256 + d - 1}]"))
    assert ns * GHZ == pytest.approx(cycles, rel=EXACT)


@pytest.mark.parametrize("shape, fmt, cycles, row", MFMA_RATES)
def test_a_dependent_srcc_chain_keeps_the_rate(tmp_path, shape, fmt, cycles, row):
    # cdna4-isa.md §4.4: an exact-overlap SrcC chain needs 0 wait states, so it issues back to back
    d = f"a[0:{3 if shape == '16x16x128' else 15}]"
    ns = slope_ns(tmp_path, lambda i: mfma(shape, fmt, d, src2=d if i else None))
    assert ns * GHZ == pytest.approx(cycles, rel=EXACT)
    result = timed(tmp_path, "".join(mfma(shape, fmt, d, src2=d if i else None) for i in range(16)), values=True,
                   mode="hardware")
    assert not [x for x in result.diagnostics if x["code"] == "CDNA-HAZARD"]


def test_mi350x_runs_the_same_cycles_at_2_2_ghz(tmp_path):
    # hardware.md §3.1 / §6.3: MI355X 2.4 GHz, MI350X 2.2 GHz (T); the silicon is the same
    assert (MI355X["clock_ghz"], MI350X["clock_ghz"]) == (2.4, 2.2)
    line = lambda i: mfma("32x32x64", "fp8", "a[0:15]", src2="a[0:15]" if i else None)  # noqa: E731
    fast = slope_ns(tmp_path, line)
    slow = slope_ns(tmp_path, line, config="mi350x")
    assert slow / fast == pytest.approx(2.4 / 2.2, rel=EXACT)
    assert slow * 2.2 == pytest.approx(64, rel=EXACT)


def test_four_waves_use_four_matrix_cores(tmp_path):
    # a CU has 4 SIMDs, each with its matrix core (hardware.md §6.3: 1024 matrix cores / 256 CUs):
    # four waves' chains overlap completely; eight share them two by two
    line = lambda i: mfma("16x16x128", "fp8", "a[0:3]", src2="a[0:3]" if i else None)  # noqa: E731
    one = slope_ns(tmp_path, line)
    assert slope_ns(tmp_path, line, waves=4) == pytest.approx(one, rel=EXACT)
    assert slope_ns(tmp_path, line, waves=8) == pytest.approx(2 * one, rel=EXACT)


def lds(op, i):
    if op == "read":
        return f"ds_read_b128 vdst=v[{20 + 4 * (i % 8)}:{23 + 4 * (i % 8)}] vaddr=v40\n"
    return "ds_write_b128 vaddr=v40 vdata=v[20:23]\n"


@pytest.mark.parametrize("op, row, rate", [("read", "lds_read_bytes_per_cycle", 256),
                                           ("write", "lds_write_bytes_per_cycle", 128)])
def test_lds_streams_at_its_bytes_per_cycle(tmp_path, op, row, rate):
    # cdna4-isa.md §4.2 (read: the CDNA4 whitepaper's 256 B/clk, O) and issue 14's 128 B/clk for
    # writes (I); four waves issue faster than the port takes them, so the port sets the rate
    assert MI355X[row] == rate
    ns = slope_ns(tmp_path, lambda i: lds(op, i), waves=4)  # each line: one instruction per wave
    assert 4 * 1024 / (ns * GHZ) == pytest.approx(rate, rel=EXACT)


def test_global_loads_stream_at_the_cus_share_of_hbm(tmp_path):
    # hardware.md §6.3: 8 TB/s over 256 CUs = 31.25 B/ns per CU (O); a load of 64 lanes x 16 B
    share = MI355X["hbm_gb_per_s"] / MI355X["hbm_sharing_cus"]
    assert share == 31.25
    line = lambda i: f"global_load_dwordx4 vdst=v[{20 + 4 * (i % 8)}:{23 + 4 * (i % 8)}] vaddr=v40 saddr=off\n"  # noqa: E731
    assert 1024 / slope_ns(tmp_path, line) == pytest.approx(share, rel=EXACT)
    result = timed(tmp_path, "".join(line(i) for i in range(8)) + "s_waitcnt vmcnt=0\n")
    assert result.timing.dma_bytes == 8 * 1024
    assert result.timing.bound == "vmem"


def test_waitcnt_waits_for_the_load_it_retires(tmp_path):
    # one load, then s_waitcnt vmcnt(0): its bytes at the CU's share, then the named latency
    # (vmem_latency_ns, E), then the wait's own issue
    result = timed(tmp_path, "global_load_dwordx4 vdst=v[20:23] vaddr=v40 saddr=off\ns_waitcnt vmcnt=0\n"
                   "v_mov_b32 vdst=v1 src0=0\n")
    t = result.timeline
    load_end = 1024 / 31.25 + MI355X["vmem_latency_ns"]
    assert t[0]["end_ns"] == pytest.approx(load_end, rel=EXACT)
    assert t[1]["start_ns"] == pytest.approx(load_end, rel=EXACT)
    assert t[2]["start_ns"] == pytest.approx(load_end + MI355X["issue_cycles"] / GHZ, rel=EXACT)
    # vmcnt(1) with two loads waits for the older only; they complete in order
    two = timed(tmp_path, "global_load_dwordx4 vdst=v[20:23] vaddr=v40 saddr=off\n"
                "global_load_dwordx4 vdst=v[24:27] vaddr=v40 saddr=off\ns_waitcnt vmcnt=1\n").timeline
    assert two[2]["start_ns"] == pytest.approx(two[0]["end_ns"], rel=EXACT)
    assert two[1]["end_ns"] > two[0]["end_ns"]


def test_barrier_waits_for_every_wave(tmp_path):
    # wave 0 runs eight 64-cycle MFMAs before the barrier; wave 1's instruction after it waits
    chain = "".join("@w0 " + mfma("32x32x64", "fp8", "a[0:15]", src2="a[0:15]" if i else None) for i in range(8))
    result = timed(tmp_path, chain + "s_nop simm16=0\ns_barrier\nv_mov_b32 vdst=v1 src0=0\n", waves=2)
    t = result.timeline
    after = [row for row in t if row["mnemonic"] == "v_mov_b32"]
    barrier0 = [row for row in t if row["mnemonic"] == "s_barrier" and row["queue"] == "w0"][0]
    assert all(row["start_ns"] >= barrier0["end_ns"] for row in after)
    assert {row["queue"] for row in after} == {"w0", "w1"}
