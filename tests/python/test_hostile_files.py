"""Traces and payloads that are not regular files, or are not text, end in a clear error with exit
status 2, never a hang or an unbounded read (issue: no input hangs it or loses its position).
Each case runs `mxsim run` in a child process with a time limit, so a regression fails instead of
hanging the suite."""
import os
import re
import resource
import shutil
import subprocess
import sys

import pytest

TRACES = os.path.join(os.path.dirname(__file__), "..", "..", "traces", "trn3")
TRACE = "copy_strided_dma_e5m2"


def mxsim_run(path):
    return subprocess.run([sys.executable, "-m", "mxsim", "run", str(path)], capture_output=True, text=True,
                          timeout=60)


def copy_trace(tmp_path):
    """The recorded trace and its payload archive in tmp_path; returns (trace, archive)."""
    trace = tmp_path / f"{TRACE}.mxt"
    shutil.copy(os.path.join(TRACES, f"{TRACE}.mxt"), trace)
    shutil.copy(os.path.join(TRACES, f"{TRACE}.npz"), tmp_path / f"{TRACE}.npz")
    return trace, tmp_path / f"{TRACE}.npz"


def test_the_copied_trace_runs(tmp_path):
    trace, _ = copy_trace(tmp_path)
    assert mxsim_run(trace).returncode == 0


@pytest.mark.parametrize("kind", ["fifo", "urandom", "zero", "directory"])
def test_a_payload_that_is_not_a_regular_file(tmp_path, kind):
    trace, archive = copy_trace(tmp_path)
    archive.unlink()
    if kind == "fifo":
        os.mkfifo(archive)
    elif kind == "directory":
        archive.mkdir()
    else:
        archive.symlink_to(f"/dev/{kind}")
    result = mxsim_run(trace)
    assert result.returncode == 2
    what = {"fifo": "a FIFO", "urandom": "a character device", "zero": "a character device",
            "directory": "a directory"}[kind]
    assert f"cannot read '{archive}': {what}; expected a regular file" in result.stderr
    assert f"{trace}:" in result.stderr  # the declaration that names the payload


@pytest.mark.parametrize("kind", ["fifo", "zero", "directory"])
def test_a_trace_that_is_not_a_regular_file(tmp_path, kind):
    trace = tmp_path / "t.mxt"
    if kind == "fifo":
        os.mkfifo(trace)
    elif kind == "directory":
        trace.mkdir()
    else:
        trace.symlink_to("/dev/zero")
    result = mxsim_run(trace)
    assert result.returncode == 2
    assert f"cannot read '{trace}'" in result.stderr and "expected a regular file" in result.stderr


def test_invalid_utf8_names_its_line_and_column(tmp_path):
    trace = tmp_path / "t.mxt"
    trace.write_bytes(b"mxt 1\ntarget trn3\nbuffer x hbm address=0x0 shape=[4] dtype=float32 \xff\n")
    result = mxsim_run(trace)
    assert result.returncode == 2
    assert f"{trace}:3:50: byte 0xff is not UTF-8; expected UTF-8 text" in result.stderr


def test_an_absolute_payload_path_is_not_doubled(tmp_path):
    trace, archive = copy_trace(tmp_path)
    text = trace.read_text().replace(f'"{TRACE}.npz/', f'"{tmp_path}/missing.npz/')
    trace.write_text(text)
    result = mxsim_run(trace)
    assert result.returncode == 2
    assert f"cannot read '{tmp_path}/missing.npz'" in result.stderr
    assert f"{tmp_path}/{tmp_path}" not in result.stderr


def test_a_utf8_character_outside_a_comment_is_named_by_byte(tmp_path):
    trace = tmp_path / "t.mxt"
    trace.write_bytes("mxt 1\ntarget trn3\nbuffer x hbm address=0x0 shape=[4] dtype=float32\n"
                      "dma_copy dst=x src=\u00e9x  # caf\u00e9 in a comment is kept\n".encode())
    result = mxsim_run(trace)
    assert result.returncode == 2
    assert f"{trace}:4:20: unexpected byte 0xc3; expected" in result.stderr


def test_a_byte_order_mark_is_skipped(tmp_path):
    trace, _ = copy_trace(tmp_path)
    trace.write_bytes(b"\xef\xbb\xbf" + trace.read_bytes())
    assert mxsim_run(trace).returncode == 0


def test_a_utf8_comment_changes_no_result_timed_or_not(tmp_path):
    """mxsim.run hands an ASCII trace to the model as the bytes read and one with UTF-8 in a comment
    as the decoded text (read_trace_text): both give the same outputs, summary and timeline."""
    import numpy as np

    import mxsim
    trace, _ = copy_trace(tmp_path)
    commented = tmp_path / "commented.mxt"  # beside the payloads, a line after `end` longer
    commented.write_bytes(trace.read_bytes() + "# caf\u00e9, \u00e0 la ligne\n".encode())
    plain, utf8 = mxsim.run(trace, mode="hardware"), mxsim.run(commented, mode="hardware")
    assert plain.queue_counts == utf8.queue_counts and plain.outputs.keys() == utf8.outputs.keys()
    for name in plain.outputs:
        assert np.array_equal(plain.outputs[name].view(np.uint8), utf8.outputs[name].view(np.uint8))
    for values in (True, False):
        plain = mxsim.run(trace, mode="hardware", timing=True, values=values)
        utf8 = mxsim.run(commented, mode="hardware", timing=True, values=values)
        assert plain.timing.total_ns == utf8.timing.total_ns and plain.queue_counts == utf8.queue_counts
        assert np.array_equal(plain.timeline, utf8.timeline)
    assert [point.timing.total_ns for point in mxsim.sweep(trace, [{}, {"dma_bytes_per_ns": 66}])] == \
        [point.timing.total_ns for point in mxsim.sweep(commented, [{}, {"dma_bytes_per_ns": 66}])]


@pytest.mark.parametrize("line,column", [
    ("dma_copy dst=x src=x src=x", 22),
    ("dma_copy dst=x.ap(offset=0, offset=1) src=x", 29),
])
def test_a_name_given_twice_is_an_error(tmp_path, line, column):
    trace = tmp_path / "t.mxt"
    trace.write_text("mxt 1\ntarget trn3\nbuffer x hbm address=0x0 shape=[4] dtype=float32\n" + line + "\n")
    result = mxsim_run(trace)
    assert result.returncode == 2
    assert f"{trace}:4:{column}: duplicate " in result.stderr and "expected each name once in a line" in result.stderr


def test_a_declaration_attribute_given_twice_is_an_error(tmp_path):
    trace = tmp_path / "t.mxt"
    trace.write_text("mxt 1\ntarget trn3\nbuffer x hbm address=0x0 shape=[4] dtype=float32 dtype=int32\n")
    result = mxsim_run(trace)
    assert result.returncode == 2
    assert f"{trace}:3:50: duplicate 'dtype'; expected each name once in a line" in result.stderr


def test_a_corrupted_payload_is_bad_input_not_a_mismatch(tmp_path):
    trace, archive = copy_trace(tmp_path)
    data = bytearray(archive.read_bytes())
    data[len(data) // 3] ^= 0x01  # inside the first member's array bytes
    archive.write_bytes(bytes(data))
    result = mxsim_run(trace)
    assert result.returncode == 2
    assert "fails its CRC-32 check (the archive is corrupted)" in result.stderr


def test_out_of_memory_is_bad_input_with_exit_2(tmp_path):
    trace = tmp_path / "big.mxt"
    trace.write_text("mxt 1\ntarget trn3\nbuffer big hbm address=0x0 shape=[7516192768] dtype=uint8\n")

    def four_gib_of_address_space():
        resource.setrlimit(resource.RLIMIT_AS, (4 << 30, 4 << 30))

    result = subprocess.run([sys.executable, "-m", "mxsim", "run", str(trace)], capture_output=True, text=True,
                            timeout=60, preexec_fn=four_gib_of_address_space)
    assert result.returncode == 2
    # the message names what was too large, at the declaration that asked for it
    assert (f"mxsim run: {trace}:3:1: hbm buffer 'big': cannot back hbm with 7516192768 bytes (a memory is backed "
            "by its data, a written flag per byte and, when writers are tracked, a 4-byte writer tag per byte); "
            "expected the host to grant the address space") in result.stderr
    assert "Traceback" not in result.stderr


def test_a_buffer_declared_at_4_gib_costs_nothing_until_touched(tmp_path):
    """Backing is reserved address space, committed page by page as it is written: a buffer at
    4 GiB replays in a few megabytes, and growing past it again copies nothing."""
    import numpy as np
    np.save(tmp_path / "x.npy", np.arange(16, dtype=np.float32))
    trace = tmp_path / "far.mxt"
    trace.write_text("mxt 2\ntarget trn3\n"
                     'buffer x hbm address=0xFFFF0000 shape=[16] dtype=float32 payload="x.npy" expect="x.npy"\n'
                     'buffer y hbm address=0x13FFF0000 shape=[16] dtype=float32 payload="x.npy" expect="x.npy"\n'
                     "end\n")
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    result = mxsim_run(trace)
    assert result.returncode == 0, result.stderr
    assert "expected output x: 16 elements identical" in result.stdout
    peak_kib = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    assert peak_kib < max(before, 1) + 400_000  # the Python process itself: numpy, mxsim (about 100 MB)


def test_a_payload_larger_than_its_buffer_is_refused_unread(tmp_path):
    """The declared shape bounds the read: a 6 GiB (sparse) file for a 64-byte buffer is refused by
    its size, before a byte of it is read."""
    with open(tmp_path / "x.npy", "wb") as f:
        f.truncate(6 << 30)
    trace = tmp_path / "t.mxt"
    trace.write_text('mxt 2\ntarget trn3\nbuffer x hbm address=0x0 shape=[16] dtype=float32 payload="x.npy"\n')
    result = mxsim_run(trace)
    assert result.returncode == 2
    assert (f"{trace}:3:1: cannot read '{tmp_path / 'x.npy'}': it has 6442450944 bytes; expected at most 65609 bytes "
            "(the buffer's 64 bytes and a header)") in result.stderr


def test_a_recording_cut_short_is_bad_input_and_version_1_still_loads(tmp_path):
    trace, _ = copy_trace(tmp_path)
    text = trace.read_text()
    assert text.startswith("mxt 2\n") and text.endswith("\nend\n")  # the recorder closes what it writes
    lines = text.splitlines()
    trace.write_text("\n".join(lines[:-2]) + "\n")  # the last copy into the expected output is lost
    result = mxsim_run(trace)
    assert result.returncode == 2
    assert f"{trace}:{len(lines) - 2}: trace ends after line {len(lines) - 2} without 'end'" in result.stderr
    # the same recording as version 1 (no marker): loads and replays as before
    trace.write_text("mxt 1\n" + "\n".join(lines[1:-1]) + "\n")
    old = mxsim_run(trace)
    trace.write_text(text)
    assert old.returncode == 0 and old.stdout == mxsim_run(trace).stdout


def test_messages_quote_long_input_cut_to_a_documented_length(tmp_path):
    trace = tmp_path / "t.mxt"
    name = "p" * 1_000_000 + ".npy"
    trace.write_text(f'mxt 1\ntarget trn3\nbuffer x hbm address=0x0 shape=[4] dtype=float32 payload="{name}"\n')
    result = mxsim_run(trace)
    assert result.returncode == 2
    assert re.search(r"\.\.\.' \(1\d{6} bytes\)", result.stderr)  # cut at kMaxQuotedInputBytes = 120
    assert len(result.stderr) < 1000


@pytest.mark.parametrize("line,message", [
    ("#" + "x" * (1 << 21), ":4:1: line of 2097153 bytes; expected at most 1048576 (kMaxLineBytes)"),
    ("dma_copy dst=x src=x " + " ".join(f"k{i}=0" for i in range(1100)),
     "operand 1025; expected at most 1024 in a line (kMaxOperandsPerLine)"),
    ("buffer y hbm address=0x0 shape=[" + ", ".join(["1"] * 70000) + "] dtype=uint8",
     "list entry 65537; expected at most 65536 entries in a list (kMaxListItems)"),
])
def test_a_line_past_the_reader_limits_is_a_positioned_error(tmp_path, line, message):
    trace = tmp_path / "t.mxt"
    trace.write_text("mxt 1\ntarget trn3\nbuffer x hbm address=0x0 shape=[4] dtype=float32\n" + line + "\n")
    result = mxsim_run(trace)
    assert result.returncode == 2
    assert f"{trace}:4:" in result.stderr and message in result.stderr


@pytest.mark.parametrize("line,message", [
    ("v_mov_b32 v0, v1 ; " + "x" * (1 << 21), r"^k\.s:2:1: line of 2097171 bytes; expected at most 1048576 \(kMaxLineBytes\)"),
    ("v_mov_b32 v0, " + ", ".join(["v1"] * 1100), r"^k\.s:2:10: 1101 operands; expected at most 1024 in a line"),
    ("v_mov_b32" + "x" * 1000 + " v0, v1", r"^k\.s:2:1: unknown mnemonic 'v_mov_b32x{111}\.\.\.' \(1009 bytes\)"),
    ("v_mov_b32 v0, " + "v" * 1000, r"^k\.s:2:15: bad operand 'v{120}\.\.\.' \(1000 bytes\) for 'src0'"),
])
def test_assembly_lines_have_the_trace_reader_limits(line, message):
    """The CDNA4 assembly reader bounds a line as the .mxt reader does, and quotes at most 120 bytes."""
    import mxsim
    import mxsim.amdgpu as g
    with pytest.raises(mxsim.TraceError, match=message):
        g.canonical("s_nop 0\n" + line + "\n", "k.s")


@pytest.mark.parametrize("header,message", [
    ("mxt 2\ntarget trn7\n", r"t\.mxt:2:8: target 'trn7' has no functional model yet; expected one of: ascend950"),
    ("mxt 2\n", r"t\.mxt:1:1: no 'target' line; expected 'target <name>' after the header"),
    ("mxt 2\ntarget trn3\nconfig trn0\n", r"t\.mxt:3:1: unknown trn3 machine config 'trn0'; expected one of: trn3"),
])
def test_header_errors_found_by_the_mutation_campaign_are_positioned(tmp_path, header, message):
    trace = tmp_path / "t.mxt"
    trace.write_text(header)
    result = mxsim_run(trace)
    assert result.returncode == 2
    assert re.search(message, result.stderr), result.stderr


def test_a_corrupted_archive_is_named_at_the_declaration_that_reads_it(tmp_path):
    trace, archive = copy_trace(tmp_path)
    blob = bytearray(archive.read_bytes())
    blob[len(blob) // 2] ^= 0x55
    archive.write_bytes(bytes(blob))
    result = mxsim_run(trace)
    assert result.returncode == 2
    assert re.search(rf"{re.escape(str(trace))}:\d+:1: {re.escape(str(archive))}: member '[^']+' fails its CRC-32 check",
                     result.stderr), result.stderr
