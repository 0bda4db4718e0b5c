"""The recorded Ascend 950 traces (traces/ascend950): `mxsim run` replays them bit for bit, they are
in canonical form, a fresh recording gives the same files, and malformed traces name
file:line:column."""
import importlib.util
import os
import pathlib
import sys

import pytest

import mxsim
from mxsim.cli import main

TRACES = pathlib.Path(__file__).resolve().parents[2] / "traces" / "ascend950"
sys.path.insert(0, str(TRACES))
_spec = importlib.util.spec_from_file_location("ascend950_record", TRACES / "record.py")
record = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(record)


@pytest.mark.parametrize("trace", sorted(p.name for p in TRACES.glob("*.mxt")))
def test_recorded_trace_replays_bit_for_bit(trace):
    result = mxsim.run(TRACES / trace)
    assert result.ok, result.summary()
    assert result.expected == {"out"} and not result.mismatches
    cube = {"mte2", "mte1", "m", "fix"}
    if trace.startswith("mx_chain_epilogue"):
        # 4 AI Cores, each with its two vector cores: V and MTE3 queues of aiv0 / aiv1
        assert cube | {"aiv0_v", "aiv1_mte3", "core3_aiv1_v", "core3_fix"} <= set(result.queue_counts)
    else:
        assert set(result.queue_counts) == cube


@pytest.mark.parametrize("trace", sorted(p.name for p in TRACES.glob("*.mxt")))
def test_recorded_trace_is_canonical(trace):
    text = (TRACES / trace).read_text()
    assert mxsim._core.canonical_mxt(text, trace) == text


def test_a_fresh_recording_is_identical(tmp_path):
    for path in record.record_all(str(tmp_path)):
        name = os.path.basename(path)
        assert pathlib.Path(path).read_text() == (TRACES / name).read_text(), name


def test_mxsim_run_command(capsys):
    assert main(["run", str(TRACES / "quant_matmul_e4m3_bias_bf16.mxt")]) == 0
    out = capsys.readouterr().out
    assert "expected output out: 27200 elements identical" in out
    assert main(["run", "--config", "ascend950dt", str(TRACES / "seed_mxfp4.mxt")]) == 0


def write(tmp_path, body):
    path = tmp_path / "t.mxt"
    path.write_text("mxt 1\ntarget ascend950\nconfig ascend950pr\n"
                    "buffer a gm address=0x0 shape=[16, 64] dtype=float8_e4m3fn\n"
                    "buffer t l1 address=0x0 shape=[16, 64] dtype=float8_e4m3fn layout=NZ\n" + body)
    return path


@pytest.mark.parametrize("body,message", [
    ("copy_gm_to_cbuf_multi_nd2nx dst=t src=a\n", "t.mxt:6:1: unknown mnemonic 'copy_gm_to_cbuf_multi_nd2nx'"),
    ("copy_gm_to_cbuf_multi_nd2nz dst=t src=a n_value=16 d_value=64\n", "t.mxt:6:1: missing operand 'src_d_value'"),
    ("copy_gm_to_cbuf_multi_nd2nz dst=t src=b n_value=16 d_value=64 src_d_value=64\n",
     "t.mxt:6:39: unknown buffer 'b'; expected a declared buffer"),
    ("copy_gm_to_cbuf_multi_nd2nz dst=t src=a[2000] n_value=16 d_value=64 src_d_value=64\n",
     "t.mxt:6:39: operand 'src' index; expected one byte offset in 0..1023"),
    ("copy_gm_to_cbuf_multi_nd2nz dst=t src=a n_value=x d_value=64 src_d_value=64\n",
     "t.mxt:6:49: 'n_value' is not an integer"),
    ("set_flag pipe=PIPE_MTE9 tpipe=PIPE_M event_id=EVENT_ID0\n", "t.mxt:6:15: unknown pipe 'PIPE_MTE9'"),
    # fields with a documented width are checked where they stand (sim/trace/operands.h)
    ("get_buf pipe=PIPE_MTE2 id=0 mode=-1\n", "t.mxt:6:34: 'mode' = -1 is out of range; expected an integer in 0..0"),
])
def test_malformed_traces_name_file_line_column(tmp_path, body, message):
    with pytest.raises(ValueError) as info:
        mxsim.run(write(tmp_path, body))
    assert message in str(info.value)


@pytest.mark.parametrize("line,message", [
    ("load_cbuf_to_ca dst=a0 src=t m_start=0 k_start=0 m_step=1 k_step=1 src_stride=1 dst_stride=1 transpose=2",
     "t.mxt:8:104: 'transpose' = 2 is out of range; expected an integer in 0..1"),
    ("mad_mx c=c0 a=a0 b=b0 m=16 k=64 n=16 gemv_disable=-9223372036854775808",
     "t.mxt:8:51: 'gemv_disable' = -9223372036854775808 is out of range; expected an integer in 0..1"),
])
def test_flag_fields_take_only_their_documented_values(tmp_path, line, message):
    path = tmp_path / "t.mxt"
    path.write_text("mxt 1\ntarget ascend950\nconfig ascend950pr\n"
                    "buffer t l1 address=0x0 shape=[16, 64] dtype=float8_e4m3fn layout=NZ\n"
                    "buffer a0 l0a address=0x0 shape=[16, 64] dtype=float8_e4m3fn layout=NZ\n"
                    "buffer b0 l0b address=0x0 shape=[64, 16] dtype=float8_e4m3fn layout=ZN\n"
                    "buffer c0 l0c address=0x0 shape=[16, 16] dtype=float32 layout=NZ\n" + line + "\n")
    with pytest.raises(mxsim.TraceError) as info:
        mxsim.run(path)
    assert message in str(info.value)


def test_rule_breaks_in_a_hand_written_trace(tmp_path):
    path = write(tmp_path, "copy_gm_to_cbuf_multi_nd2nz dst=t src=a n_value=16 d_value=64 src_d_value=64\n")
    with pytest.raises(mxsim.DiagnosticError, match=r"t.mxt:6:1: error\[MEM-UNINIT\]: copy_gm_to_cbuf_multi_nd2nz "
                                                    r"reads src 'a' byte 0"):
        mxsim.run(path)
    path = write(tmp_path, "copy_gm_to_cbuf_multi_nd2nz dst=t src=a n_value=16 d_value=70000 src_d_value=64\n")
    result = mxsim.run(path, mode="hardware")
    assert [d["code"] for d in result.diagnostics] == ["ASC-FIELD-RANGE"]
    assert "dValue = 70000; expected 0..65535" in result.diagnostics[0]["message"]
