"""Calibration of the Trainium3 timing model against the published figures it cites
(models/trn3/timing.def; ../research figures: hardware.md §1, timing.md §3.1 and §5). Each test
states its figure and tolerance. The traces are built here, small and exact; they run time-only
(values=False) unless the test is about values."""
import math
import os

import pytest
from trn3_timed import CONSTANTS, TENSOR_GHZ, VECTOR_GHZ, timed

import mxsim

TRACES = os.path.join(os.path.dirname(__file__), "..", "..", "traces", "trn3")


def durations(result):
    return [row["end_ns"] - row["start_ns"] for row in result.timeline]


def mx_matmul_chain(n, count):
    """`count` nc_matmul_mx accumulating into one PSUM tile: stationary [128, 128] x4 (K = 512,
    M = 128), moving [128, n] x4."""
    body = ("buffer st sbuf address=0x0 partition=0 shape=[128, 128] dtype=float8_e4m3fn_x4\n"
            "buffer ss sbuf address=0x200 partition=0 shape=[128, 128] dtype=uint8\n"
            f"buffer mv sbuf address=0x400 partition=0 shape=[128, {n}] dtype=float8_e4m3fn_x4\n"
            f"buffer ms sbuf address={0x400 + 4 * n:#x} partition=0 shape=[128, {n}] dtype=uint8\n"
            f"buffer acc psum address=0x0 partition=0 shape=[128, {n}] dtype=float32\n")
    for i in range(count):
        body += (f"nc_matmul_mx dst=acc stationary=st moving=mv stationary_scale=ss moving_scale=ms "
                 f"accumulate={'False' if i == 0 else 'True'}\n")
    return body


def test_mx_matmul_n512_takes_512_tensor_cycles(tmp_path):
    """hardware.md §1.7: one MX MM with N = 512 is 512 TensorE cycles = 213 ns at 2.4 GHz; a chain
    of them runs back to back at peak. Tolerance 2%."""
    result = timed(tmp_path, mx_matmul_chain(512, 8))
    for d in durations(result):
        assert d == pytest.approx(512 / TENSOR_GHZ, rel=0.02)
    assert 512 / TENSOR_GHZ == pytest.approx(213.3, abs=0.1)
    assert result.timing.total_ns == pytest.approx(8 * 213.3, rel=0.02)
    # 67.1 MFLOP each: at peak (314.6 TFLOP/s)
    assert result.timing.matmul_flops == 8 * 2 * 128 * 512 * 512
    assert result.timing.achieved_flops_per_ns == pytest.approx(result.timing.peak_flops_per_ns, rel=0.02)
    assert result.timing.peak_flops_per_ns / 1e3 == pytest.approx(314.6, abs=0.1)
    assert result.timing.bound == "tensor"


@pytest.mark.parametrize("n", [16, 32, 64])
def test_mx_matmul_n_at_most_64_takes_mm_init_cycles(tmp_path, n):
    """nki_perf_guide.rst: MM_II = max(N, MM_INIT_LATENCY = 64) TensorE cycles. Exact."""
    result = timed(tmp_path, mx_matmul_chain(n, 4))
    for d in durations(result):
        assert d == pytest.approx(64 / TENSOR_GHZ, rel=1e-9)


def test_mx_and_bf16_matmuls_of_one_free_size_take_the_same_time(tmp_path):
    """trainium3_arch.rst: an MX LS+MM takes what a BF16 LS+MM of the same free size does, and does
    4x the MACs (4 MX MACs per PE per cycle): throughput ratio 4x. Exact."""
    bf16 = ("buffer st sbuf address=0x0 partition=0 shape=[128, 128] dtype=bfloat16\n"
            "buffer mv sbuf address=0x400 partition=0 shape=[128, 512] dtype=bfloat16\n"
            "buffer acc psum address=0x0 partition=0 shape=[128, 512] dtype=float32\n"
            + "nc_matmul dst=acc stationary=st moving=mv accumulate=False\n" * 4)
    b = timed(tmp_path, bf16)
    mx = timed(tmp_path, mx_matmul_chain(512, 4))
    assert b.timing.total_ns == pytest.approx(mx.timing.total_ns, rel=1e-9)
    assert mx.timing.achieved_flops_per_ns / b.timing.achieved_flops_per_ns == pytest.approx(4.0, rel=1e-9)


def test_fp32_matmul_inputs_cost_4x(tmp_path):
    """hardware.md §1.7: FP32 inputs cost about 4x. Exact against mm_fp32_factor."""
    body = ("buffer st sbuf address=0x0 partition=0 shape=[128, 128] dtype=float32\n"
            "buffer mv sbuf address=0x800 partition=0 shape=[128, 512] dtype=float32\n"
            "buffer acc psum address=0x0 partition=0 shape=[128, 512] dtype=float32\n"
            "nc_matmul dst=acc stationary=st moving=mv accumulate=False\n")
    assert durations(timed(tmp_path, body)) == [pytest.approx(4 * 512 / TENSOR_GHZ)]


def dma_time(per_partition):
    """The configured curve: descriptors, then 8 partitions per engine at 33 B/ns times the
    efficiency at that size (points 256 B, 2 KiB, 4 KiB; log2 interpolation)."""
    c = CONSTANTS
    points = [(256, c["dma_efficiency_256b"]), (2048, c["dma_efficiency_2kib"]), (4096, c["dma_efficiency_4kib"])]
    if per_partition <= 256:
        efficiency = points[0][1] * per_partition / 256
    elif per_partition >= 4096:
        efficiency = points[2][1]
    else:
        (x0, y0), (x1, y1) = next((p, q) for p, q in zip(points, points[1:]) if per_partition <= q[0])
        efficiency = y0 + (math.log2(per_partition) - math.log2(x0)) / (math.log2(x1) - math.log2(x0)) * (y1 - y0)
    per_engine = per_partition * c["dma_partitions_per_engine"]
    return c["dma_fixed_ns"] + per_engine / (c["dma_bytes_per_ns"] * efficiency)


@pytest.mark.parametrize("per_partition", [256, 2048, 4096, 32768])
def test_dma_follows_the_configured_payload_curve(tmp_path, per_partition):
    """nki-dma-bandwidth-guide.rst: 16 engines x 33 B/ns; below 256 B per partition overhead-bound,
    2 KiB the minimum recommended, 4 KiB saturating. A 128-partition HBM -> SBUF copy uses all 16
    engines; its time is the configured curve's. Tolerance 1e-9 (the same formula)."""
    elements = per_partition // 4
    body = (f"buffer src hbm address=0x0 shape=[128, {elements}] dtype=float32\n"
            f"buffer dst sbuf address=0x0 partition=0 shape=[128, {elements}] dtype=float32\n"
            "dma_copy dst=dst src=src\n")
    result = timed(tmp_path, body)
    assert durations(result) == [pytest.approx(dma_time(per_partition), rel=1e-9)]
    achieved = 128 * per_partition / result.timing.total_ns
    if per_partition >= 4096:  # saturated: the sustained 528 GB/s less the descriptor cost
        assert achieved == pytest.approx(528 * (1 - 600 / result.timing.total_ns), rel=1e-6)


def test_dma_bandwidth_rises_with_the_payload_and_saturates_at_4_kib():
    rates = [128 * b / dma_time(b) for b in (64, 256, 2048, 4096, 32768)]
    assert rates == sorted(rates)
    assert 128 * 32768 / dma_time(32768) > 0.9 * 528  # near the sustained peak


@pytest.mark.parametrize("free", [512, 2048])
def test_quantize_mx_costs_f_over_4_cycles_plus_min_ii(tmp_path, free):
    """trainium3_arch.rst: quantize_mx reads 4 elements per partition per VectorE cycle; a [128, F]
    BF16 tile costs F/4 cycles + MIN_II (64) at 1.2 GHz ([128, 2048]: 512 + 64 cycles = 480 ns).
    Exact."""
    body = (f"buffer x sbuf address=0x0 partition=0 shape=[128, {free}] dtype=bfloat16\n"
            f"buffer q sbuf address={2 * free:#x} partition=0 shape=[128, {free // 4}] dtype=float8_e4m3fn_x4\n"
            f"buffer s sbuf address={3 * free:#x} partition=0 shape=[128, {free // 4}] dtype=uint8\n"
            "quantize_mx dst=q src=x dst_scale=s\n")
    assert durations(timed(tmp_path, body)) == [pytest.approx((free / 4 + 64) / VECTOR_GHZ)]


def vector_chain(dependent, count=8):
    body = "".join(f"buffer b{i} sbuf address={16 * i:#x} partition=0 shape=[128, 4] dtype=bfloat16\n"
                   for i in range(count + 1))
    for i in range(count):
        src = f"b{i}" if dependent else f"b{count}"
        body += f"tensor_copy dst=b{i + 1 if dependent else i} src={src}\n"
    return body


def test_independent_vector_instructions_issue_at_min_ii_and_dependent_ones_slower(tmp_path):
    """nki.api.shared.rst: MIN_II about 64 engine cycles for independent small instructions;
    nki_perf_guide.rst: about 100 or more when each reads what the previous one wrote. 4-element
    copies add 1 cycle of streaming. Exact against min_ii_cycles / dependent_ii_cycles."""
    independent = timed(tmp_path, vector_chain(False))
    dependent = timed(tmp_path, vector_chain(True))
    assert durations(independent) == [pytest.approx((64 + 1) / VECTOR_GHZ)] * 8
    assert durations(dependent)[1:] == [pytest.approx((100 + 1) / VECTOR_GHZ)] * 7
    assert dependent.timing.total_ns > independent.timing.total_ns


def test_set_overrides_a_constant_and_a_faster_quantize_is_a_what_if(tmp_path):
    body = ("buffer x sbuf address=0x0 partition=0 shape=[128, 2048] dtype=bfloat16\n"
            "buffer q sbuf address=0x1000 partition=0 shape=[128, 512] dtype=float8_e4m3fn_x4\n"
            "buffer s sbuf address=0x1800 partition=0 shape=[128, 512] dtype=uint8\n"
            "quantize_mx dst=q src=x dst_scale=s\n")
    base = timed(tmp_path, body)
    fast = timed(tmp_path, body, set={"quantize_mx_elements_per_partition_cycle": 8})
    assert fast.timing.total_ns == pytest.approx((256 + 64) / VECTOR_GHZ)
    assert fast.timing.overrides == {"quantize_mx_elements_per_partition_cycle": 8.0}
    assert base.timing.total_ns == pytest.approx((512 + 64) / VECTOR_GHZ)
    with pytest.raises(mxsim.Error, match="timing constant 'quantise_rate' is not known; expected one of: "):
        timed(tmp_path, body, set={"quantise_rate": 2})
    with pytest.raises(mxsim.Error, match="expected a finite value >= 0"):
        timed(tmp_path, body, set={"dma_fixed_ns": -1})


@pytest.mark.parametrize("name", sorted(f for f in os.listdir(TRACES) if f.endswith(".mxt")))
def test_every_recorded_trace_runs_with_timing_and_the_same_values(name):
    """Values come from the timed run itself (each functional step at its modelled start): the
    outputs and expect= checks equal the functional replay's."""
    path = os.path.join(TRACES, name)
    plain = mxsim.run(path)
    result = mxsim.run(path, timing=True)
    assert result.ok and plain.ok
    assert result.outputs.keys() == plain.outputs.keys()
    for key in plain.outputs:
        assert result.outputs[key].tobytes() == plain.outputs[key].tobytes()
    assert len(result.timeline) == plain.instructions
    assert result.timing.total_ns >= result.timing.roofline_ns
    # every instruction starts no earlier than it was ready, and after what it waited on
    for row in result.timeline:
        assert row["start_ns"] >= row["ready_ns"] and row["end_ns"] >= row["start_ns"]
        if row["waited_on"] >= 0:
            assert row["ready_ns"] == result.timeline[row["waited_on"]]["end_ns"]


def test_many_runs_in_one_process_give_the_timelines_of_separate_runs(tmp_path):
    """SystemC elaborates once per process; each run spawns its queues afresh and measures from its
    own start. 100 consecutive runs of different programs and configs match the first run of each."""
    import subprocess
    import sys
    bodies = [mx_matmul_chain(512, 2), vector_chain(True, 3), vector_chain(False, 3)]
    configs = ["trn3", "trn3_sdk230"]
    first = {}
    for round_ in range(100):
        body, config = bodies[round_ % 3], configs[(round_ // 3) % 2]
        path = tmp_path / f"t{round_ % 6}.mxt"
        path.write_text(f"mxt 2\ntarget trn3\nconfig {config}\n" + body + "end\n")
        result = mxsim.run(path, mode="hardware", timing=True, values=False)
        key = (round_ % 3, config)
        first.setdefault(key, result.timeline.tobytes())
        assert result.timeline.tobytes() == first[key], round_
    # and a separate process gives the same timeline
    script = ("import mxsim, sys; r = mxsim.run(sys.argv[1], mode='hardware', timing=True, values=False); "
              "sys.stdout.write(r.timeline.tobytes().hex())")
    path = tmp_path / "t0.mxt"
    out = subprocess.run([sys.executable, "-c", script, str(path)], capture_output=True, text=True, check=True).stdout
    assert bytes.fromhex(out) == first[(0, "trn3")]


def test_the_exports_hold_the_timeline(tmp_path):
    """--timeline writes Chrome trace-event JSON (a track per queue, a flow arrow per dependency,
    the DMA counter); --profile-json neuron-profile-shaped instruction records. Both carry every
    instruction with the timeline's times."""
    import json

    from mxsim.cli import main
    trace = os.path.join(TRACES, "gemm_e4m3_512.mxt")
    chrome, profile = tmp_path / "t.json", tmp_path / "p.json"
    assert main(["run", "--timing", "--timeline", str(chrome), "--profile-json", str(profile), trace]) == 0
    result = mxsim.run(trace, timing=True)
    events = json.loads(chrome.read_text())["traceEvents"]
    names = {e["tid"]: e["args"]["name"] for e in events if e["ph"] == "M" and e["name"] == "thread_name"}
    assert sorted(names.values()) == sorted(q["name"] for q in result.timing.queues)
    slices = [e for e in events if e["ph"] == "X"]
    assert len(slices) == len(result.timeline)
    for e in slices:
        row = result.timeline[e["args"]["index"]]
        assert names[e["tid"]] == row["queue"] and e["name"] == row["mnemonic"]
        # on whole nanoseconds (Perfetto's resolution)
        assert e["ts"] == round(row["start_ns"]) / 1e3
        assert e["ts"] + e["dur"] == pytest.approx(round(row["end_ns"]) / 1e3, abs=1e-9)
    starts = {e["id"] for e in events if e["ph"] == "s"}
    finishes = {e["id"] for e in events if e["ph"] == "f"}
    assert starts == finishes == {i for i, r in enumerate(result.timeline) if r["waited_on"] >= 0}
    assert any(e["ph"] == "C" for e in events)
    records = json.loads(profile.read_text())
    assert records["summary"][0]["event_count"] == len(result.timeline)
    assert records["summary"][0]["total_time"] == pytest.approx(result.timing.total_ns)
    first = records["instruction"][0]
    assert first["label"] == "DMA" and first["opcode"] == "DMA_COPY" and first["operands"].startswith("dst=")


def test_the_command_prints_the_time_and_the_bound(capsys):
    from mxsim.cli import main
    assert main(["run", "--timing", os.path.join(TRACES, "offline_quantized_mx_matmul_e5m2.mxt")]) == 0
    out = capsys.readouterr().out
    assert "expected output" in out and "time: " in out and "\nbound: " in out and "\nidle: " in out
    assert main(["run", "--timing-only", "--set", "dma_bytes_per_ns=66", os.path.join(TRACES, "gemm_e4m3_512.mxt")]) == 0
    out = capsys.readouterr().out
    assert "set: dma_bytes_per_ns=66" in out and "expected output" not in out
    assert main(["run", "--timing", "--set", "dma_bytes_per_ns=fast", os.path.join(TRACES, "gemm_e4m3_512.mxt")]) == 2


def test_nki_benchmark_and_profile_report_the_simulated_latency(tmp_path, capsys):
    """@nki.benchmark / @nki.profile (the NKI names) run the kernel as nki.jit does and report its
    latency on the timing model: the same as replaying its recorded trace with timing."""
    import sys

    import mxsim.nki as nki
    sys.path.insert(0, TRACES)
    import ml_dtypes

    import mx_kernels
    import mx_toplevel
    golden = mx_toplevel.run_on_device_quantize_matmul_mx_test(ml_dtypes.float8_e5m2, ml_dtypes.float8_e5m2)
    st_x4, st_scale, moving = golden["st_x4"], golden["st_scale"], golden["moving_bf16"]
    x4 = mx_toplevel.quantized_dtype_to_x4_map[ml_dtypes.float8_e5m2]
    bench = nki.benchmark(warmup=2, iters=10, save_trace_name=str(tmp_path / "t.json"))(
        mx_kernels.kernel_on_device_quantize_matmul_mx)
    out = bench(st_x4, st_scale, moving, x4, x4)
    assert out.tobytes() == golden["out"].tobytes()  # the kernel's values are unchanged
    latency = bench.benchmark_result.nc_latency.get_latency_percentile(50)
    trace = golden["kernel"].recording.save(tmp_path / "k.mxt")
    assert latency == pytest.approx(mxsim.run(trace, timing=True).timing.total_ns / 1e3)
    assert bench.benchmark_result.nc_latency.get_latency_percentile(99) == latency
    assert "simulated latency" in capsys.readouterr().out
    assert (tmp_path / "t.json").exists()
    # a what-if: quantize_mx twice as fast shortens the kernel
    faster = nki.benchmark(set={"quantize_mx_elements_per_partition_cycle": 8})(mx_kernels.kernel_on_device_quantize_matmul_mx)
    faster(st_x4, st_scale, moving, x4, x4)
    assert faster.benchmark_result.nc_latency.get_latency_percentile(50) < latency
    profiled = nki.profile(working_directory=str(tmp_path / "prof"))(mx_kernels.kernel_on_device_quantize_matmul_mx)
    profiled(st_x4, st_scale, moving, x4, x4)
    written = sorted(os.listdir(tmp_path / "prof"))
    assert written == ["kernel_on_device_quantize_matmul_mx.profile.json", "kernel_on_device_quantize_matmul_mx.timeline.json"]
    with pytest.raises(nki.KernelError, match="nki.benchmark: unknown option 'itres'"):
        nki.benchmark(itres=3)


@pytest.mark.parametrize("free, cycles", [(4, 64), (512, 4096)])
def test_reciprocal_costs_the_larger_of_min_ii_and_8n_cycles(tmp_path, free, cycles):
    """nki.api.shared.rst (engine selection): nisa.reciprocal on VectorE costs max(MIN_II, 8 N)
    cycles for N elements per partition ([128, 512]: 4096 cycles = 3413 ns at 1.2 GHz). Exact."""
    body = (f"buffer x sbuf address=0x0 partition=0 shape=[128, {free}] dtype=float32\n"
            f"buffer y sbuf address={4 * free:#x} partition=0 shape=[128, {free}] dtype=float32\n"
            "reciprocal dst=y data=x\n")
    assert durations(timed(tmp_path, body)) == [pytest.approx(cycles / VECTOR_GHZ)]


def test_transpose_costs_an_identity_matmul_on_tensore_and_a_stream_on_vectore(tmp_path):
    """nki.isa nc_transpose: on TensorE a matmul with the identity (moving as wide as the data's
    partitions: max(P, MM_INIT) cycles at 2.4 GHz); on VectorE a [32, 32] stream (MIN_II + 32 / 2
    cycles of FP32 at 1.2 GHz). Exact against the matmul and elementwise formulas."""
    body = ("buffer x sbuf address=0x0 partition=0 shape=[128, 128] dtype=float32\n"
            "buffer t psum address=0x0 partition=0 shape=[128, 128] dtype=float32\n"
            "buffer v sbuf address=0x800 partition=0 shape=[32, 32] dtype=float32\n"
            "nc_transpose dst=t data=x\n"
            "nc_transpose dst=v data=x[0:32, 0:32] engine=vector\n")
    tensor, vector = durations(timed(tmp_path, body))
    assert tensor == pytest.approx(128 * 4 / TENSOR_GHZ)  # FP32 data: the 4x of FP32 matmul inputs
    assert vector == pytest.approx((64 + 32 / 2) / VECTOR_GHZ)
