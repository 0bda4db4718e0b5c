"""Calibration of the Ascend 950 timing model against the figures it cites (hardware.md §2.2-2.4,
timing.md §3.2): MTE2 streaming at the configured GM bytes per cycle on 950PR and 950DT, mad_mx
chains at the Cube's MACs per cycle for MXFP8 and MXFP4, FIXPIPE's L0C read-out rate, and the
synchronisation a pipe waits on. Rates are measured as slopes (the time of 2N instructions less
that of N, over N), so the fixed latencies and the scalar issue of the first instructions cancel;
each test states its tolerance. Time only (values=False) unless a test is about values."""
import pytest

import mxsim
from mxsim import _core

PR = {row[0]: row[1] for row in _core.ascend950_timing_constants("ascend950pr")}
DT = {row[0]: row[1] for row in _core.ascend950_timing_constants("ascend950dt")}
GHZ = PR["clock_ghz"]

TILES = """buffer a gm address=0x0 shape=[128, 256] dtype=float8_e4m3fn
buffer l1_0 l1 address=0x0 shape=[128, 256] dtype=float8_e4m3fn layout=NZ
buffer l1_1 l1 address=0x8000 shape=[128, 256] dtype=float8_e4m3fn layout=NZ
buffer l0a_8 l0a address=0x0 shape=[128, 256] dtype=float8_e4m3fn layout=NZ
buffer l0b_8 l0b address=0x0 shape=[256, 128] dtype=float8_e4m3fn layout=ZN
buffer l0a_4 l0a address=0x8000 shape=[128, 256] dtype=float4_e2m1fn layout=NZ
buffer l0b_4 l0b address=0x8000 shape=[256, 128] dtype=float4_e2m1fn layout=ZN
buffer l0c_0 l0c address=0x0 shape=[128, 128] dtype=float32 layout=NZ
buffer out gm address=0x10000 shape=[128, 128] dtype=float32
"""
COPY = "copy_gm_to_cbuf_multi_nd2nz dst=l1_{k} src=a n_value=128 d_value=256 src_d_value=256 dst_nz_c0_stride=128\n"
MAD = "mad_mx c=l0c_0 a=l0a_{b} b=l0b_{b} m=128 k=256 n=128 gemv_disable=1 cmatrix_init_val=1\n"
FIXPIPE = "copy_matrix_cc_to_gm dst=out src=l0c_0 n=128 m=128 dst_stride=128 src_stride=128 nz2nd=1\n"


def timed(tmp_path, body, config="ascend950pr", **kwargs):
    path = tmp_path / "t.mxt"
    path.write_text(f"mxt 2\ntarget ascend950\nconfig {config}\n" + TILES + body + "end\n")
    kwargs.setdefault("values", False)
    return mxsim.run(path, mode="hardware", timing=True, **kwargs)


def slope_ns(tmp_path, line, n=8, **kwargs):
    """The time one more `line` adds: (time of 2n lines - time of n lines) / n."""
    lines = [line.format(k=i % 2) for i in range(2 * n)]
    once = timed(tmp_path, "".join(lines[:n]), **kwargs).timing.total_ns
    twice = timed(tmp_path, "".join(lines), **kwargs).timing.total_ns
    return (twice - once) / n


@pytest.mark.parametrize("config,rate", [("ascend950pr", 31), ("ascend950dt", 80)])
def test_mte2_streams_at_the_configured_gm_rate(tmp_path, config, rate):
    """hardware.md §2.3 (H-INI ddr_rate): 31 B/cycle per AI Core on 950PR, 80 on 950DT. A [128, 256]
    FP8 copy is 32 KiB: back-to-back copies stream at the rate (their GM latency overlaps the next
    copy's bytes), within 0.5% (the per-copy ceiling to whole cycles)."""
    assert (PR if config == "ascend950pr" else DT)["mte2_bytes_per_cycle"] == rate
    per_copy = slope_ns(tmp_path, COPY, config=config)
    assert per_copy * GHZ == pytest.approx(128 * 256 / rate, rel=0.005)


def test_a_copy_completes_one_gm_latency_after_its_bytes(tmp_path):
    """timing.md §3.2 (pypto cost model, an estimate): 1400 cycles from issue to the first bytes. One
    copy alone takes the latency plus its bytes (and one issue cycle), exactly."""
    t = timed(tmp_path, COPY.format(k=0)).timeline[0]
    cycles = (t["end_ns"] - t["start_ns"]) * GHZ
    assert cycles == pytest.approx(PR["gm_read_latency_cycles"] + 128 * 256 / 31, abs=1)
    assert (t["queue_free_ns"] - t["start_ns"]) * GHZ == pytest.approx(128 * 256 / 31, abs=1)


def test_serialised_gm_latency_is_paid_by_every_copy(tmp_path):
    """gm_latency_policy=serialised (pypto's cost model): each copy holds MTE2 for latency and bytes."""
    per_copy = slope_ns(tmp_path, COPY, set={"gm_latency_policy": "serialised"})
    assert per_copy * GHZ == pytest.approx(1400 + 128 * 256 / 31, rel=0.005)


def test_950dt_speeds_up_an_mte2_bound_stream_by_its_rate_ratio(tmp_path):
    """The two configs differ only in mte2_bytes_per_cycle: a long stream of copies speeds up by
    close to 80 / 31 (within 5%: the one exposed latency)."""
    body = "".join(COPY.format(k=i % 2) for i in range(64))
    pr = timed(tmp_path, body).timing.total_ns
    dt = timed(tmp_path, body, config="ascend950dt").timing.total_ns
    assert pr / dt == pytest.approx(80 / 31, rel=0.05)


def test_950dt_leaves_a_cube_bound_loop_alone(tmp_path):
    """The other half of the 950PR / 950DT what-if: one A and one B tile loaded, then 32 mad_mx on
    them (16,384 Cube cycles against 2 x 32 KiB of GM): Cube-bound on both, so 950DT's GM saves only
    the two copies' bytes (64 KiB / 31 against / 80 B/cycle: 1,294 cycles), under 8%, where an
    MTE2-bound stream gains 80 / 31 = 2.6x."""
    load = (COPY.format(k=0) + COPY.format(k=1) + "set_flag pipe=PIPE_MTE2 tpipe=PIPE_MTE1 event_id=0\n"
            "wait_flag pipe=PIPE_MTE2 tpipe=PIPE_MTE1 event_id=0\n"
            "load_cbuf_to_ca dst=l0a_8 src=l1_0 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8\n"
            "set_flag pipe=PIPE_MTE1 tpipe=PIPE_M event_id=0\nwait_flag pipe=PIPE_MTE1 tpipe=PIPE_M event_id=0\n")
    body = load + "".join(MAD.replace("{b}", "8") for _ in range(32))
    pr = timed(tmp_path, body).timing
    dt = timed(tmp_path, body, config="ascend950dt").timing
    assert pr.bound == dt.bound == "m"
    assert 1 < pr.total_ns / dt.total_ns < 1.08
    assert (pr.total_ns - dt.total_ns) * GHZ == pytest.approx(2 * 128 * 256 / 31 - 2 * 128 * 256 / 80, abs=2)


@pytest.mark.parametrize("data,k_per_cycle,macs", [("8", 32, 8192), ("4", 64, 16384)])
def test_mad_mx_chains_run_at_the_cube_rate(tmp_path, data, k_per_cycle, macs):
    """hardware.md §2.4 (H-INI DtypeMKN): the Cube does 16 x 32 x 16 FP8 or 16 x 64 x 16 FP4 MACs a
    cycle. m = n = 128, k = 256: 8 x 8 x 8 = 512 cycles (FP8), 256 (FP4); within 0.1%."""
    per_mad = slope_ns(tmp_path, MAD.replace("{b}", data))
    cycles = (128 // 16) * (256 // k_per_cycle) * (128 // 16)
    assert per_mad * GHZ == pytest.approx(cycles, rel=1e-3)
    assert 128 * 256 * 128 / (per_mad * GHZ) == pytest.approx(macs, rel=1e-3)


def test_the_summary_peak_is_the_cube_peak_of_the_program_format(tmp_path):
    """27.03 TFLOP/s MXFP8 and 54.07 MXFP4 per AI Core at 1.65 GHz (hardware.md §2.4)."""
    fp8 = timed(tmp_path, MAD.replace("{b}", "8")).timing
    fp4 = timed(tmp_path, MAD.replace("{b}", "4")).timing
    assert fp8.peak_flops_per_ns / 1e3 == pytest.approx(27.03, abs=0.01)
    assert fp4.peak_flops_per_ns / 1e3 == pytest.approx(54.07, abs=0.01)
    assert fp8.bound == "m" and fp8.matmul_flops == 2 * 128 * 256 * 128


def test_fixpipe_reads_l0c_at_its_rate(tmp_path):
    """hardware.md §2.3 (H-INI l0_c_to_ub 128 B/cycle; no separate L0C -> GM rate): a 128 x 128 FP32
    read-out is 64 KiB, 512 cycles per FIXPIPE back to back (its GM write latency overlaps the
    next); within 0.5%."""
    per_store = slope_ns(tmp_path, FIXPIPE)
    assert per_store * GHZ == pytest.approx(128 * 128 * 4 / 128, rel=0.005)


def test_wait_flag_makes_its_pipe_wait_for_the_signal(tmp_path):
    """set_flag(MTE2 -> MTE1) after a copy signals once the copy's bytes are in L1 (latency
    included); the wait_flag holds MTE1 until then, and the load starts exactly there."""
    body = (COPY.format(k=0) + "set_flag pipe=PIPE_MTE2 tpipe=PIPE_MTE1 event_id=0\n"
            "wait_flag pipe=PIPE_MTE2 tpipe=PIPE_MTE1 event_id=0\n"
            "load_cbuf_to_ca dst=l0a_8 src=l1_0 m_start=0 k_start=0 m_step=8 k_step=8 src_stride=8 dst_stride=8\n")
    rows = timed(tmp_path, body).timeline
    copy, signal, wait, load = rows
    assert signal["end_ns"] == pytest.approx(copy["end_ns"])
    assert wait["start_ns"] == pytest.approx(signal["end_ns"]) and wait["waited_on"] == 1
    assert load["start_ns"] == pytest.approx(wait["end_ns"])
    # the load: 8 x 8 fractals of 512 B at 256 B/cycle
    assert (load["end_ns"] - load["start_ns"]) * GHZ == pytest.approx(64 * 512 / 256)
    # without the flags the load does not wait (and reads what L1 held: a race, not a dependency)
    unsynced = timed(tmp_path, COPY.format(k=0) + body.splitlines(keepends=True)[3]).timeline
    assert unsynced[1]["start_ns"] < unsynced[0]["end_ns"]


def test_a_blocking_signal_exposes_every_copy_latency(tmp_path):
    """sync_signal_policy=blocks_pipe: a kernel that releases each L1 buffer after its copy pays
    each copy's GM latency in turn; signals_on_completion streams the copies."""
    body = "".join(f"get_buf pipe=PIPE_MTE2 id={i % 2} mode=0\n" + COPY.format(k=i % 2) +
                   f"rls_buf pipe=PIPE_MTE2 id={i % 2} mode=0\n" for i in range(8))
    streamed = timed(tmp_path, body).timing.total_ns * GHZ
    blocked = timed(tmp_path, body, set={"sync_signal_policy": "blocks_pipe"}).timing.total_ns * GHZ
    assert blocked - streamed == pytest.approx(7 * 1400, rel=0.01)


def test_a_mutex_is_granted_in_program_order(tmp_path):
    """get_buf of an ID follows the rls_buf of the grant before it, whichever pipe held it: the
    second mad_mx waits until FIXPIPE has read the accumulator out and released it."""
    body = ("get_buf pipe=PIPE_M id=0 mode=0\n" + MAD.replace("{b}", "8") + "rls_buf pipe=PIPE_M id=0 mode=0\n"
            "get_buf pipe=PIPE_FIX id=0 mode=0\n" + FIXPIPE + "rls_buf pipe=PIPE_FIX id=0 mode=0\n"
            "get_buf pipe=PIPE_M id=0 mode=0\n" + MAD.replace("{b}", "8") + "rls_buf pipe=PIPE_M id=0 mode=0\n")
    rows = timed(tmp_path, body).timeline
    fix_release, second_get = rows[5], rows[6]
    assert second_get["waited_on"] == 5 and second_get["start_ns"] == pytest.approx(fix_release["end_ns"])
    assert rows[7]["start_ns"] >= rows[4]["end_ns"]  # the second mad_mx after the read-out
    # the M get_buf before FIXPIPE's release in trace order waits for a later line: refused
    early = body.splitlines(keepends=True)
    early = early[:5] + early[6:8] + early[5:6] + early[8:]
    with pytest.raises(mxsim.TraceError, match=r"t.mxt:\d+:1: get_buf waits for the rls_buf of the get_buf at line"):
        timed(tmp_path, "".join(early))


# ---- the vector cores (hardware.md §2.3 AIV rates; timing.md §3.2 vector repeats) ----

VECTOR_TILES = """buffer g gm address=0x0 shape=[8192] dtype=float32
buffer u gm address=0x10000 shape=[8192] dtype=float32
buffer f0 ub address=0x0 shape=[8192] dtype=float32 aiv=0
buffer h0 ub address=0x10000 shape=[8192] dtype=bfloat16 aiv=0
buffer l1 l1 address=0x0 shape=[8192] dtype=float32
buffer acc l0c address=0x0 shape=[128, 128] dtype=float32 layout=NZ
"""


def vector_slope(tmp_path, line, config="ascend950pr", n=8):
    def total(count):
        path = tmp_path / "v.mxt"
        path.write_text(f"mxt 2\ntarget ascend950\nconfig {config}\n" + VECTOR_TILES + line * count + "end\n")
        return mxsim.run(path, mode="hardware", timing=True, values=False).timing.total_ns
    return (total(2 * n) - total(n)) / n * GHZ


@pytest.mark.parametrize("config,rate", [("ascend950pr", 16), ("ascend950dt", 40)])
def test_a_vector_core_reads_gm_at_the_aiv_ddr_rate(tmp_path, config, rate):
    """H-INI AIV ddr_rate: 16 B/cycle (950PR), 40 (950DT); 32 KiB copies stream at it (the GM latency
    overlaps the next copy, as on the cube side's MTE2)."""
    assert (PR if config == "ascend950pr" else DT)["aiv_mte2_bytes_per_cycle"] == rate
    line = "copy_gm_to_ubuf_align dst=f0 src=g n_burst=1 len_burst=32768 aiv=0\n"
    assert vector_slope(tmp_path, line, config) == pytest.approx(32768 / rate, abs=1)


def test_a_vector_core_writes_gm_and_l1_at_the_mte3_rates(tmp_path):
    """H-INI: UB -> GM 40 B/cycle (AIV ub_to_gm), UB -> L1 128 B/cycle (ub_to_l1)."""
    assert PR["mte3_gm_bytes_per_cycle"] == 40 and PR["mte3_l1_bytes_per_cycle"] == 128
    to_gm = "copy_ubuf_to_gm_align dst=u src=f0 n_burst=1 len_burst=32768 aiv=0\n"
    assert vector_slope(tmp_path, to_gm) == pytest.approx(32768 / 40, abs=1)
    to_l1 = "copy_ubuf_to_cbuf dst=l1 src=f0 n_burst=1 len_burst=1024 aiv=0\n"
    assert vector_slope(tmp_path, to_l1) == pytest.approx(32768 / 128, abs=1)


def test_a_vector_op_takes_two_cycles_per_256_byte_repeat(tmp_path):
    """pypto's cost model: latency + repeats x 2 - 1 with a 256-byte repeat (128 B/cycle); an FP32 ->
    BF16 cast of 8192 elements is 128 repeats of its 32 KiB source: 6 + 256 - 1 cycles."""
    assert (PR["vector_repeat_bytes"], PR["vector_cycles_per_repeat"]) == (256, 2)
    line = "vconv dst=h0 src=f0 count=8192 round_mode=CAST_RINT aiv=0\n"
    assert vector_slope(tmp_path, line) == pytest.approx(PR["vector_startup_cycles"] + 256 - 1, abs=0.5)


def test_fixpipe_reads_l0c_out_to_ub_at_the_l0c_to_ub_rate(tmp_path):
    """H-INI l0_c_to_ub: 128 B/cycle; a 64 x 128 FP32 read-out is 32 KiB, 256 cycles, with no GM
    latency."""
    line = "copy_matrix_cc_to_ub dst=f0 src=acc n=128 m=64 dst_stride=128 src_stride=128 dual_dst_ctl=0\n"
    assert vector_slope(tmp_path, line) == pytest.approx(64 * 128 * 4 / 128, abs=1)
