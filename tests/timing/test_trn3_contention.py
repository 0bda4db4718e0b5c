"""The Trainium3 timing model's shared resources and their policies (models/trn3/timing.def):
DMA queues sharing the engines, PSUM banks, SBUF quadrants, the SBUF stride rule and the access
start. Each test states the figure it checks (hardware.md §1.2 and §1.6) and what each policy
choice must give; the traces are built here and run time-only."""
import json
import re

import pytest
from trn3_timed import CONSTANTS, TENSOR_GHZ, VECTOR_GHZ, timed

import mxsim
from mxsim import _core


def dma_load(name, partition, partitions, per_partition, hbm_address):
    elements = per_partition // 4
    return (f"buffer {name}_src hbm address={hbm_address:#x} shape=[{partitions}, {elements}] dtype=float32\n"
            f"buffer {name} sbuf address=0x0 partition={partition} shape=[{partitions}, {elements}] dtype=float32\n"
            f"dma_copy dst={name} src={name}_src\n")


def dma_ns(partitions, per_partition):
    """descriptors, then the partitions' engines (8 partitions each) at 33 B/ns (4 KiB saturates)"""
    per_engine = per_partition * CONSTANTS["dma_partitions_per_engine"]
    return CONSTANTS["dma_fixed_ns"] + per_engine / CONSTANTS["dma_bytes_per_ns"]


def test_dma_queues_run_transfers_on_disjoint_engines_at_once(tmp_path):
    """hardware.md §1.6: 16 queues, in order within a queue; engines serve 8 partitions each. Two
    independent 64-partition loads on partitions 0-63 and 64-127 use engines 0-7 and 8-15: on two
    queues (round_robin) they overlap; on one queue (single) the second follows the first. Exact."""
    body = dma_load("x", 0, 64, 4096, 0) + dma_load("y", 64, 64, 4096, 0x100000)
    spread = timed(tmp_path, body)
    assert [r["queue"] for r in spread.timeline] == ["dma0", "dma1"]
    assert spread.timing.total_ns == pytest.approx(dma_ns(64, 4096), rel=1e-9)
    one = timed(tmp_path, body, set={"dma_queue_policy": "single"})
    assert [r["queue"] for r in one.timeline] == ["dma0", "dma0"]
    assert one.timing.total_ns == pytest.approx(2 * dma_ns(64, 4096), rel=1e-9)
    assert one.timing.overrides == {"dma_queue_policy": "single"}


def test_dma_queues_share_the_engines_of_their_partitions(tmp_path):
    """Two loads over the same 128 partitions on two queues: their descriptors overlap, their
    transfers take turns on the 16 engines, and the second names the engine that held it."""
    body = dma_load("x", 0, 128, 4096, 0) + dma_load("y", 0, 128, 4096, 0x100000).replace("address=0x0 partition",
                                                                                           "address=0x1000 partition")
    result = timed(tmp_path, body)
    transfer = dma_ns(128, 4096) - CONSTANTS["dma_fixed_ns"]
    assert result.timing.total_ns == pytest.approx(CONSTANTS["dma_fixed_ns"] + 2 * transfer, rel=1e-9)
    assert result.timeline[1]["delayed_by"].startswith("dma engine ")
    assert any(cause.startswith("dma waits for dma engine") for cause, _, _ in result.timing.gap_causes)


def psum_pair(copy_address):
    """A matmul writing PSUM bytes 0-1023 of each partition (bank 0) and an independent VectorE
    copy reading [128, 256] FP32 at `copy_address` of PSUM."""
    return ("buffer st sbuf address=0x0 partition=0 shape=[128, 128] dtype=bfloat16\n"
            "buffer mv sbuf address=0x100 partition=0 shape=[128, 256] dtype=bfloat16\n"
            "buffer acc psum address=0x0 partition=0 shape=[128, 256] dtype=float32\n"
            f"buffer other psum address={copy_address:#x} partition=0 shape=[128, 256] dtype=float32\n"
            "buffer out sbuf address=0x400 partition=0 shape=[128, 256] dtype=float32\n"
            "nc_matmul dst=acc stationary=st moving=mv accumulate=False\n"
            "tensor_copy dst=out src=other\n")


def test_psum_bank_accesses_of_tensor_and_vector_take_turns(tmp_path):
    """hardware.md §1.2 Concurrency: engines use PSUM in parallel on different banks (8 banks of
    2 KiB per partition). The default serialise_bank: a VectorE read of bank 0 waits for a TensorE
    write of other bytes of bank 0; of bank 1 it overlaps. parallel: always overlaps. Exact."""
    matmul = 256 / TENSOR_GHZ                 # max(N = 256, 64, 128 / 4) cycles
    copy = (64 + 256 / 2) / VECTOR_GHZ        # MIN_II + 256 FP32 at 2 per partition per cycle
    same_bank = timed(tmp_path, psum_pair(0x400))
    assert same_bank.timing.total_ns == pytest.approx(matmul + copy, rel=1e-9)
    assert same_bank.timeline[1]["delayed_by"] == "psum bank 0"
    assert [int(r["psum_banks"]) for r in same_bank.timeline] == [0b1, 0b1]
    other_bank = timed(tmp_path, psum_pair(0x800))
    assert other_bank.timing.total_ns == pytest.approx(max(matmul, copy), rel=1e-9)
    assert [int(r["psum_banks"]) for r in other_bank.timeline] == [0b1, 0b10]
    parallel = timed(tmp_path, psum_pair(0x400), set={"psum_bank_policy": "parallel"})
    assert parallel.timing.total_ns == pytest.approx(max(matmul, copy), rel=1e-9)


def quadrant_pair(second_partition):
    """A VectorE and a GpSimd copy of [32, 256] BF16, the first on partitions 0-31."""
    return ("buffer a sbuf address=0x0 partition=0 shape=[32, 256] dtype=bfloat16\n"
            "buffer b sbuf address=0x200 partition=0 shape=[32, 256] dtype=bfloat16\n"
            f"buffer c sbuf address=0x400 partition={second_partition} shape=[32, 256] dtype=bfloat16\n"
            f"buffer d sbuf address=0x600 partition={second_partition} shape=[32, 256] dtype=bfloat16\n"
            "tensor_copy dst=b src=a engine=vector\n"
            "tensor_copy dst=d src=c engine=gpsimd\n")


def test_sbuf_quadrant_policy(tmp_path):
    """hardware.md §1.2: 4 quadrants of 32 partitions; VectorE and GpSimd use SBUF in parallel
    (v3+), the default. serialise_quadrant: instructions of two engines over one quadrant take
    turns; over different quadrants they overlap. Exact."""
    vector = (64 + 256 / 4) / VECTOR_GHZ
    gpsimd = (64 + 256 / 1) / CONSTANTS["gpsimd_clock_ghz"]
    assert timed(tmp_path, quadrant_pair(0)).timing.total_ns == pytest.approx(max(vector, gpsimd))
    serial = {"sbuf_quadrant_policy": "serialise_quadrant"}
    same = timed(tmp_path, quadrant_pair(0), set=serial)
    assert same.timing.total_ns == pytest.approx(vector + gpsimd)
    assert same.timeline[1]["delayed_by"] == "sbuf quadrant 0"
    assert timed(tmp_path, quadrant_pair(32), set=serial).timing.total_ns == pytest.approx(max(vector, gpsimd))


def test_a_free_dimension_stride_over_16_bytes_halves_the_rate(tmp_path):
    """hardware.md §1.2 Access: each port's rate halves when the free-dimension stride is over
    16 B. Copying every 8th BF16 element (16 B apart) streams at the full rate, every 16th (32 B)
    at half. Exact: MIN_II + F / rate cycles."""
    def copy(step):
        return ("buffer x sbuf address=0x0 partition=0 shape=[128, 4096] dtype=bfloat16\n"
                "buffer y sbuf address=0x2000 partition=0 shape=[128, 256] dtype=bfloat16\n"
                f"tensor_copy dst=y src=x.ap(pattern=[[4096, 128], [{step}, 256]], offset=0, dtype=bfloat16)\n")
    assert timed(tmp_path, copy(8)).timing.total_ns == pytest.approx((64 + 256 / 4) / VECTOR_GHZ)
    assert timed(tmp_path, copy(16)).timing.total_ns == pytest.approx((64 + 256 / 2) / VECTOR_GHZ)


def test_the_access_start_is_within_min_ii_unless_added(tmp_path):
    """hardware.md §1.2: starting an access costs about 60 cycles (v2). MIN_II (64) was measured
    on small instructions, so by default an instruction pays the larger of the two; `added` pays
    both. Exact."""
    body = ("buffer a sbuf address=0x0 partition=0 shape=[128, 4] dtype=bfloat16\n"
            "buffer b sbuf address=0x10 partition=0 shape=[128, 4] dtype=bfloat16\n"
            "tensor_copy dst=b src=a\n")
    assert timed(tmp_path, body).timing.total_ns == pytest.approx((64 + 1) / VECTOR_GHZ)
    added = timed(tmp_path, body, set={"sbuf_access_start_policy": "added"})
    assert added.timing.total_ns == pytest.approx((64 + 60 + 1) / VECTOR_GHZ)


def test_policies_are_named_choices(tmp_path, capsys):
    body = "buffer a sbuf address=0x0 partition=0 shape=[128, 4] dtype=bfloat16\nmemset dst=a value=0.0\n"
    with pytest.raises(mxsim.Error, match=re.escape("timing policy 'psum_bank_policy' = 'sometimes'; expected one "
                                                    "of: serialise_bank|parallel")):
        timed(tmp_path, body, set={"psum_bank_policy": "sometimes"})
    with pytest.raises(mxsim.Error, match=re.escape("timing policy 'dma_queue_policy' = '1.0'; expected one of: "
                                                    "round_robin|single")):
        timed(tmp_path, body, set={"dma_queue_policy": 1})
    with pytest.raises(mxsim.Error, match="'fast' is not a number"):
        timed(tmp_path, body, set={"dma_queues": "fast"})
    rows = {row[0]: row for row in _core.trn3_timing_constants()}
    assert rows["psum_bank_policy"][1] == "serialise_bank" and rows["psum_bank_policy"][6] == ["serialise_bank", "parallel"]
    assert rows["dma_queues"][6] is None
    from mxsim.cli import main
    path = tmp_path / "t.mxt"
    assert main(["run", "--timing-only", "--set", "dma_queue_policy=single", str(path)]) == 0
    assert "set: dma_queue_policy=single" in capsys.readouterr().out
    assert main(["run", "--timing-only", "--set", "dma_queue_policy=both", str(path)]) == 2
    assert main(["info", "trn3-timing"]) == 0
    assert "policy: round_robin / single" in capsys.readouterr().out


def test_the_timeline_counts_psum_banks_in_use_and_dma_bytes_in_flight(tmp_path):
    from mxsim.cli import main
    path = tmp_path / "t.mxt"
    path.write_text("mxt 2\ntarget trn3\nconfig trn3\n" + psum_pair(0x800) + dma_load("x", 0, 128, 4096, 0)
                    .replace("address=0x0 partition", "address=0x1000 partition") + "end\n")
    out = tmp_path / "t.json"
    assert main(["run", "--timing-only", "--timeline", str(out), str(path)]) == 0
    events = json.loads(out.read_text())["traceEvents"]
    banks = [e["args"]["banks"] for e in events if e["ph"] == "C" and e["name"] == "PSUM banks in use"]
    assert max(banks) == 2 and banks[-1] == 0   # the matmul's bank 0 and the copy's bank 1 at once
    in_flight = [e["args"]["bytes"] for e in events if e["ph"] == "C" and e["name"] == "DMA bytes in flight"]
    assert in_flight == [128 * 4096, 0]


def test_tiles_side_by_side_in_one_matrix_do_not_order_each_other(tmp_path):
    """The compiler orders accesses that share bytes (the model of its semaphores): two stores of
    [128, 512] FP32 tiles into columns 0-511 and 512-1023 of a [128, 1024] HBM matrix share no byte
    (though their bounding ranges overlap), so the second waits only for the engines both use; two
    stores into the same columns are ordered, and the second pays the semaphore latency after the
    first."""
    def stores(second_offset, first_offset=0):
        return ("buffer out hbm address=0x0 shape=[128, 1024] dtype=float32\n"
                "buffer a sbuf address=0x0 partition=0 shape=[128, 512] dtype=float32\n"
                "buffer b sbuf address=0x800 partition=0 shape=[128, 512] dtype=float32\n"
                f"dma_copy dst=out.ap(pattern=[[1024, 128], [1, 512]], offset={first_offset}, dtype=float32) "
                "src=a\n"
                f"dma_copy dst=out.ap(pattern=[[1024, 128], [1, 512]], offset={second_offset}, dtype=float32) "
                "src=b\n")
    apart = timed(tmp_path, stores(512))
    assert apart.timeline[1]["waited_on"] == -1 and apart.timeline[1]["ready_ns"] == 0
    assert apart.timeline[1]["delayed_by"].startswith("dma engine ")  # only the engines they share
    same = timed(tmp_path, stores(0))
    assert same.timeline[1]["waited_on"] == 0
    assert same.timeline[1]["start_ns"] == pytest.approx(same.timeline[0]["end_ns"]
                                                         + CONSTANTS["dma_semaphore_to_start_ns"])
    # a column overlap of one element is an overlap
    assert timed(tmp_path, stores(511)).timeline[1]["waited_on"] == 0
    # the second tile's rows spilling into the first's next rows (offset 768: each 512-element row
    # runs 256 elements into the next row of the matrix) overlap; side by side in either order not
    assert timed(tmp_path, stores(768)).timeline[1]["waited_on"] == 0
    assert timed(tmp_path, stores(0, first_offset=512)).timeline[1]["waited_on"] == -1
    assert timed(tmp_path, stores(0, first_offset=768)).timeline[1]["waited_on"] == 0


def test_a_busy_queue_hides_the_semaphore_latency(tmp_path):
    """The 1.3 us semaphore-to-start latency runs from the end of what a DMA waits for: on one
    queue behind an 8 us load, a store of a tile VectorE wrote long before starts as soon as the
    load ends; on a queue of its own, the latency after the memset."""
    # the load on partitions 0-63 (engines 0-7), the store from partitions 64-127 (engines 8-15)
    body = ("buffer big_src hbm address=0x0 shape=[64, 8192] dtype=float32\n"
            "buffer big sbuf address=0x0 partition=0 shape=[64, 8192] dtype=float32\n"
            "buffer t sbuf address=0x8000 partition=64 shape=[64, 4] dtype=float32\n"
            "buffer out hbm address=0x400000 shape=[64, 4] dtype=float32\n"
            "dma_copy dst=big src=big_src\n"
            "memset dst=t value=0.0\n"
            "dma_copy dst=out src=t\n")
    result = timed(tmp_path, body, set={"dma_queue_policy": "single"})
    load, memset, store = result.timeline
    # ready when its queue is free (its own queue made it ready: waited_on -1), long after the memset
    assert store["waited_on"] == -1 and store["ready_ns"] == load["end_ns"]
    assert memset["end_ns"] + CONSTANTS["dma_semaphore_to_start_ns"] < load["end_ns"]
    assert store["start_ns"] == pytest.approx(load["end_ns"])
    # on its own queue it waits the latency after the memset
    spread = timed(tmp_path, body)
    assert spread.timeline[2]["start_ns"] == pytest.approx(spread.timeline[1]["end_ns"]
                                                            + CONSTANTS["dma_semaphore_to_start_ns"])


def test_a_footprint_too_wide_for_the_index_still_finds_its_dependencies(tmp_path):
    """A read whose bounding range spans 256 MiB of HBM (128 rows 2 MiB apart) is filed apart from
    the address index; it still meets the store into its first row, and waits for it."""
    body = ("buffer big hbm address=0x0 shape=[16384, 4096] dtype=float32\n"
            "buffer t sbuf address=0x0 partition=0 shape=[128, 512] dtype=float32\n"
            "buffer u sbuf address=0x800 partition=0 shape=[128, 512] dtype=float32\n"
            "memset dst=t value=1.0\n"
            "dma_copy dst=big.ap(pattern=[[4096, 128], [1, 512]], offset=0, dtype=float32) src=t\n"
            "dma_copy dst=u src=big.ap(pattern=[[524288, 128], [1, 512]], offset=0, dtype=float32)\n")
    result = timed(tmp_path, body)
    assert result.timeline[2]["waited_on"] == 1


def test_thousands_of_superseded_accesses_are_compacted_without_losing_one(tmp_path):
    """5,000 memsets of one tile (each supersedes the last), interleaved with GpSimd copies of
    another: the live-access index compacts itself, and a DMA of the tile still waits for the last
    memset, a DMA of the copy for the last copy."""
    body = ("buffer t sbuf address=0x0 partition=0 shape=[128, 4] dtype=float32\n"
            "buffer u sbuf address=0x400 partition=0 shape=[128, 4] dtype=float32\n"
            "buffer o hbm address=0x0 shape=[128, 4] dtype=float32\n"
            "buffer p hbm address=0x1000 shape=[128, 4] dtype=float32\n")
    body += "memset dst=t value=0.0\ntensor_copy dst=u src=t engine=gpsimd\n" * 5000
    body += "dma_copy dst=o src=t\ndma_copy dst=p src=u\n"
    result = timed(tmp_path, body)
    assert result.timeline[10000]["waited_on"] == 9998
    assert result.timeline[10001]["waited_on"] == 9999


def test_constants_a_formula_divides_by_must_be_in_range(tmp_path):
    body = "buffer a sbuf address=0x0 partition=0 shape=[128, 4] dtype=bfloat16\nmemset dst=a value=0.0\n"
    with pytest.raises(mxsim.Error, match=re.escape("timing constant 'tensor_clock_ghz' = 0; expected 1e-06 to 1e+09")):
        timed(tmp_path, body, set={"tensor_clock_ghz": 0})
    with pytest.raises(mxsim.Error, match=re.escape("timing constant 'dma_engines' = 5000; expected 1 to 1024")):
        timed(tmp_path, body, set={"dma_engines": 5000})
    with pytest.raises(mxsim.Error, match="would reach .* ns; expected times below 1e12 ns"):
        timed(tmp_path, body, set={"min_ii_cycles": 1e300})
    # 12 engines: a load on partitions 64-127 uses engines 8-11 and 0-3, never another resource
    load = dma_load("x", 64, 64, 4096, 0) + dma_load("y", 0, 64, 4096, 0x100000).replace(
        "address=0x0 partition=0", "address=0x4000 partition=0")
    result = timed(tmp_path, load, set={"dma_engines": 12})
    assert all(d == "" or d.startswith("dma engine ") for d in result.timeline["delayed_by"])
    assert result.timeline[1]["delayed_by"] in {f"dma engine {e}" for e in (0, 1, 2, 3)}


def test_an_empty_program_has_no_time(tmp_path, capfd):
    result = timed(tmp_path, "buffer a sbuf address=0x0 partition=0 shape=[128, 4] dtype=bfloat16\n")
    assert result.timing.total_ns == 0 and len(result.timeline) == 0
    assert "W571" not in capfd.readouterr().err
