"""`mxsim export --to nki`: every Trainium3 trace under traces/ becomes an NKI kernel that,
imported through mxsim.nki, records the trace it came from (canonical text equal) and computes its
expected outputs bit for bit; the package's runner writes results that `mxsim diff` accepts; and
what NKI source cannot express is refused at the trace line."""
import hashlib
import importlib.util
import json
import os
import pathlib
import subprocess
import sys

import ml_dtypes  # noqa: F401  (registers bfloat16 with numpy)
import numpy as np
import pytest

import mxsim
import mxsim.nki as nki
import mxsim.nki.isa as nisa
import mxsim.nki.language as nl
from mxsim import _core
from mxsim.cli import main

ROOT = pathlib.Path(__file__).resolve().parents[2]
TRN3_TRACES = sorted((ROOT / "traces" / "trn3").glob("*.mxt"))


def load_kernel(package_dir, monkeypatch):
    """The exported kernel, imported with mxsim's NKI front end (MXSIM_EXPORT_FRONTEND=mxsim)."""
    monkeypatch.setenv("MXSIM_EXPORT_FRONTEND", "mxsim")
    manifest = json.loads((package_dir / "manifest.json").read_text())
    spec = importlib.util.spec_from_file_location(f"exported_{manifest['entry']}", package_dir / "kernel.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return getattr(module, manifest["entry"]), manifest


def package_inputs(package_dir, manifest):
    arrays = []
    for entry in manifest["inputs"]:
        array = np.load(package_dir / entry["file"])
        arrays.append(array if str(array.dtype) == entry["dtype"] else array.view(np.dtype(entry["dtype"])))
    return arrays


def canonical(path):
    return _core.canonical_mxt(pathlib.Path(path).read_text(), str(path))


def round_trip(trace, tmp_path, monkeypatch):
    package_dir = tmp_path / "package"
    mxsim.export(trace, "nki", package_dir)
    kernel, manifest = load_kernel(package_dir, monkeypatch)
    kernel(*package_inputs(package_dir, manifest))
    recorded = tmp_path / "recorded" / pathlib.Path(trace).name
    kernel.recording.save(recorded)
    return package_dir, manifest, kernel, recorded


@pytest.mark.parametrize("trace", TRN3_TRACES, ids=lambda p: p.stem)
def test_every_trn3_trace_round_trips_through_the_exported_kernel(trace, tmp_path, monkeypatch):
    package_dir, manifest, kernel, recorded = round_trip(trace, tmp_path, monkeypatch)
    assert canonical(recorded) == canonical(trace)
    # and the outputs are the trace's expected ones, bit for bit
    assert manifest["outputs"]
    for output in manifest["outputs"]:
        expected = np.load(package_dir / output["expected_file"])
        got = kernel.recording.outputs[output["name"]]
        assert np.array_equal(np.ascontiguousarray(got).view(expected.dtype), expected), output["name"]


def test_the_manifest_describes_the_package(tmp_path):
    trace = ROOT / "traces" / "trn3" / "mx_mlp_layer_e4m3.mxt"
    package = mxsim.export(trace, "nki", tmp_path / "pkg")
    m = package.manifest
    assert m["format"] == "mxsim-export 1" and m["exported_to"] == "nki"
    assert (m["target"], m["config"], m["preset"], m["platform_target"]) == ("trn3", "trn3", "trn3_nc_matmul_mx",
                                                                               "trn3")
    assert m["mxsim_version"] == mxsim.__version__
    assert m["trace_sha256"] == hashlib.sha256(trace.read_bytes()).hexdigest()
    assert (tmp_path / "pkg" / m["trace"]).read_bytes() == trace.read_bytes()
    assert [i["name"] for i in m["inputs"]] == ["x", "w", "bias"]
    assert [(i["dtype"], i["stored_as"], i["shape"]) for i in m["inputs"]] == [
        ("bfloat16", "uint16", [128, 1024]), ("bfloat16", "uint16", [1024, 512]), ("float32", "float32", [1, 512])]
    assert [(o["name"], o["dtype"], o["stored_as"], o["how"]) for o in m["outputs"]] == [
        ("t29", "bfloat16", "uint16", "returned"), ("t30", "float32", "float32", "returned")]
    source = (tmp_path / "pkg" / "kernel.py").read_text()
    assert "def mx_mlp_layer_e4m3(x, w, bias):" in source and "return t29, t30" in source
    # the scale tiles keep the trace's SBUF placement (their quadrant rows are the point of the kernel)
    assert "t13 = nl.ndarray((128, 128), dtype=nl.uint8, buffer=nl.sbuf, name='t13', address=(0, 8704))" in source


def test_the_runner_writes_results_that_mxsim_diff_accepts(tmp_path):
    trace = ROOT / "traces" / "trn3" / "offline_quantized_mx_matmul_e2m1.mxt"
    package = tmp_path / "pkg"
    assert main(["export", str(trace), "--to", "nki", "-o", str(package)]) == 0
    results = tmp_path / "results"
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path))
    run = subprocess.run([sys.executable, "run_on_device.py", "--frontend", "mxsim", "--out", str(results)],
                         cwd=package, env=env, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert "t10 bfloat16 [128, 512]: identical to the model" in run.stdout
    assert sorted(os.listdir(results)) == ["manifest.json", "t10.npy"]
    assert np.load(results / "t10.npy").dtype == np.uint16
    assert main(["diff", str(results), str(package / "trace" / trace.name)]) == 0
    # a device that got one element wrong: the runner says so, and mxsim diff names the store
    wrong = np.load(results / "t10.npy")
    wrong[3, 5] ^= 1
    np.save(results / "t10.npy", wrong)
    assert main(["diff", str(results), str(package / "trace" / trace.name)]) == 1


def test_check_runs_the_package_through_mxsim_and_finds_a_changed_kernel(tmp_path, capsys):
    trace = ROOT / "traces" / "trn3" / "mx_mlp_layer_e4m3.mxt"
    assert main(["export", str(trace), "--to", "nki", "-o", str(tmp_path / "pkg"), "--check"]) == 0
    assert "check: through mxsim.nki the kernel records the trace line for line and its 2 outputs bit for bit" in \
        capsys.readouterr().out
    package = mxsim.export(trace, "nki", tmp_path / "pkg")
    assert package.check() == []
    # a package edited by hand no longer is the trace: a matmul that overwrites instead of adding ...
    kernel = tmp_path / "pkg" / "kernel.py"
    source = kernel.read_text()
    kernel.write_text(source.replace("accumulate=True", "accumulate=False", 1))
    problems = package.check()
    assert problems[0].startswith("the recorded trace departs from the trace at ")
    assert "trace/mx_mlp_layer_e4m3.mxt:57:1: " in problems[0]
    assert "accumulate=False'; expected " in problems[0]
    assert problems[1:] == ["output t29 differs from the model's expected value",
                            "output t30 differs from the model's expected value"]
    # ... or a scale tile moved one partition quadrant down, which the model refuses
    line = next(x for x in source.splitlines() if "dtype=nl.uint8, buffer=nl.sbuf" in x)
    kernel.write_text(source.replace(line, line.replace("address=(0,", "address=(32,"), 1))
    (problem,) = package.check()
    assert problem.startswith("the exported kernel does not run on mxsim:") and "MEM-CAPACITY" in problem


def test_operands_of_every_kind_survive_the_round_trip(tmp_path, monkeypatch):
    """ALU operators, activation functions, engines, negative and fractional numbers, reversed
    operands, lists (iota patterns, reduction axes), views and re-typed access patterns."""

    @nki.jit
    def many(x):
        a = nl.ndarray((128, 64), nl.float32, buffer=nl.sbuf)
        nisa.dma_copy(dst=a, src=x)
        b = nl.ndarray((128, 64), nl.float32, buffer=nl.sbuf)
        nisa.tensor_scalar(b, a, nl.multiply, 0.5, reverse0=True, op1=nl.add, operand1=-3.25,
                           engine=nisa.gpsimd_engine)
        bias = nl.ndarray((128, 1), nl.float32, buffer=nl.sbuf)
        nisa.memset(bias, -1.5)
        c = nl.ndarray((128, 64), nl.bfloat16, buffer=nl.sbuf)
        nisa.activation(c, nl.exp, b, bias=bias, scale=0.125)
        r = nl.ndarray((128, 1), nl.float32, buffer=nl.sbuf)
        nisa.tensor_reduce(r, nl.maximum, a[:, 0:32], axis=[1], negate=True)
        i = nl.ndarray((128, 8), nl.int32, buffer=nl.sbuf)
        nisa.iota(i, [[1, 8]], offset=-4, channel_multiplier=8)
        d = nl.ndarray((128, 64), nl.float32, buffer=nl.sbuf)
        nisa.tensor_tensor(d, a, b, nl.subtract, engine=nisa.vector_engine)
        nisa.tensor_copy(d[0:64, 16:48], c[64:128, 0:32], engine=nisa.scalar_engine)
        out = nl.ndarray((128, 64), nl.float32, buffer=nl.shared_hbm)
        nisa.dma_copy(dst=out, src=d)
        ints = nl.ndarray((128, 8), nl.int32, buffer=nl.shared_hbm)
        nisa.dma_copy(dst=ints, src=i)
        red = nl.ndarray((128, 1), nl.float32, buffer=nl.shared_hbm)
        nisa.dma_copy(dst=red, src=r)
        return out, ints, red

    x = np.random.default_rng(3).standard_normal((128, 64)).astype(np.float32)
    many(x)
    trace = tmp_path / "many.mxt"
    many.recording.save(trace)
    text = trace.read_text()
    for fragment in ("op0=multiply", "operand1=-3.25", "reverse0=True", "engine=gpsimd", "op=exp", "scale=0.125",
                     "axis=[1]", "pattern=[[1, 8]]", "offset=-4", "value=-1.5"):
        assert fragment in text
    _, _, kernel, recorded = round_trip(trace, tmp_path, monkeypatch)
    assert canonical(recorded) == canonical(trace)


def write_trace(tmp_path, body):
    (tmp_path / "t.mxt").write_text("mxt 2\ntarget trn3\nconfig trn3\n" + body + "end\n")
    np.savez(tmp_path / "t.npz", x=np.zeros((128, 64), np.float32), y=np.zeros((128, 64), np.float32))
    return tmp_path / "t.mxt"


def export_error(trace, to="nki", capsys=None):
    assert main(["export", str(trace), "--to", to, "-o", str(trace.parent / "out")]) == 2
    return capsys.readouterr().err


def test_what_nki_cannot_express_is_refused_at_its_line(tmp_path, capsys):
    # an HBM tensor where NKI would not allocate it
    trace = write_trace(tmp_path, 'buffer x hbm address=0x0 shape=[128, 64] dtype=float32 payload="t.npz/x"\n'
                                  "# a comment line: the error still names the file's own line\n"
                                  "buffer o shared_hbm address=0x100000 shape=[128, 64] dtype=float32\n"
                                  "dma_copy dst=o src=x\n")
    err = export_error(trace, capsys=capsys)
    assert "t.mxt:6:1: shared_hbm buffer o at 0x100000; expected 0x8000" in err
    # an input declared once the kernel has begun
    trace = write_trace(tmp_path, 'buffer x hbm address=0x0 shape=[128, 64] dtype=float32 payload="t.npz/x"\n'
                                  "buffer s sbuf address=0x0 partition=0 shape=[128, 64] dtype=float32\n"
                                  "dma_copy dst=s src=x\n"
                                  'buffer y hbm address=0x8000 shape=[128, 64] dtype=float32 payload="t.npz/y"\n')
    err = export_error(trace, capsys=capsys)
    assert "t.mxt:7:1: input buffer y declared after the kernel began" in err
    # an on-chip tensor placed inside an element of its dtype
    trace = write_trace(tmp_path, 'buffer x hbm address=0x0 shape=[128, 64] dtype=float32 payload="t.npz/x"\n'
                                  "buffer s sbuf address=0x2 partition=0 shape=[128, 64] dtype=float32\n"
                                  "dma_copy dst=s src=x\n")
    err = export_error(trace, capsys=capsys)
    assert "t.mxt:5:1: sbuf buffer s at byte 0x2; expected an address on a 4-byte float32 element" in err
    # a malformed trace is the reader's error, at its line and column
    trace = write_trace(tmp_path, "buffer x hbm address=0x0 shape=[128, 64 dtype=float32\n")
    err = export_error(trace, capsys=capsys)
    assert "t.mxt:4:" in err


def test_other_targets_and_exporters_are_refused(tmp_path, capsys):
    ascend = ROOT / "traces" / "ascend950" / "seed_mxfp8.mxt"
    err = export_error(ascend, capsys=capsys)
    assert "seed_mxfp8.mxt: target ascend950; --to nki takes trn3 traces (ascend950 exports to pypto)" in err
    trn3 = ROOT / "traces" / "trn3" / "gemm_e4m3_512.mxt"
    assert main(["export", str(trn3), "--to", "hip", "-o", str(tmp_path / "o")]) == 2
    assert "gemm_e4m3_512.mxt: target trn3; --to hip takes cdna4 traces (trn3 exports to nki)" in \
        capsys.readouterr().err
    assert main(["export", str(ascend), "--to", "hip", "-o", str(tmp_path / "o")]) == 2
    assert "seed_mxfp8.mxt: target ascend950; --to hip takes cdna4 traces (ascend950 exports to pypto)" in \
        capsys.readouterr().err
    with pytest.raises(mxsim.ArgumentError, match="export to 'cuda'; expected one of: nki, pypto, hip"):
        mxsim.export(trn3, "cuda", tmp_path / "o")
    assert main(["export", "--help"]) == 0


def test_hand_written_traces_export_or_are_refused_clearly(tmp_path, capsys):
    """Traces written by hand, not recorded: operand words beside buffers of the same name, hex
    numbers, a trace without a config line, and the forms NKI source cannot say."""
    np.savez(tmp_path / "d.npz", x=np.arange(128 * 64, dtype=np.float32).reshape(128, 64))
    body = ('buffer x hbm address=0x0 shape=[128, 64] dtype=float32 payload="d.npz/x"\n'
            "buffer add sbuf address=0x0 partition=0 shape=[128, 64] dtype=float32\n"
            "dma_copy dst=add src=x\n"
            "buffer t sbuf address=0x100 partition=0 shape=[128, 64] dtype=float32\n"
            "tensor_scalar dst=t data=add op0=add operand0=0x10\n"
            'buffer o shared_hbm address=0x8000 shape=[128, 64] dtype=float32 expect="d.npz/x"\n'
            "dma_copy dst=o src=t\n")
    (tmp_path / "class.mxt").write_text("mxt 2\ntarget trn3\n" + body + "end\n")
    package = mxsim.export(tmp_path / "class.mxt", "nki", tmp_path / "pkg")
    source = (tmp_path / "pkg" / "kernel.py").read_text()
    assert "def kernel_class(x):" in source
    assert "nisa.tensor_scalar(dst=t, data=add, op0=nl.add, operand0=16)" in source
    assert package.manifest["config"] == "trn3"
    problems = package.check()
    # it records the trace (the expect= here is the input, so the output differs: said, not hidden)
    assert problems == ["output o differs from the model's expected value"]

    def refused(text, message):
        (tmp_path / "r.mxt").write_text("mxt 2\ntarget trn3\n" + text + "end\n")
        assert main(["export", str(tmp_path / "r.mxt"), "--to", "nki", "-o", str(tmp_path / "r")]) == 2
        err = capsys.readouterr().err
        assert message in err, err

    refused('buffer x shared_hbm address=0x0 shape=[128, 64] dtype=float32 payload="d.npz/x"\n',
            "r.mxt:3:1: input buffer x in shared_hbm; expected an input (payload=) in hbm")
    refused('buffer x hbm address=0x0 shape=[128, 64] dtype=float32 payload="d.npz/x"\n'
            'buffer s sbuf address=0x0 partition=0 shape=[128, 64] dtype=float32 expect="d.npz/x"\n',
            "r.mxt:4:1: expect= on sbuf buffer s; expected expected outputs in shared_hbm")
    refused('buffer x hbm address=0x0 shape=[128, 64] dtype=float32 payload="d.npz/x"\n'
            "buffer s sbuf address=0x0 partition=0 shape=[128, 64] dtype=float32\n"
            "dma_copy dst=s[0:64, 0:64] src=x.ap(pattern=[[64, 64], [1, 64]], offset=0, dtype=float32)\n",
            "r.mxt:5:1: operand dst=s[0:64, 0:64]...: a sliced reference")
    refused('buffer x hbm address=0x0 shape=[128, 64] dtype=float32 payload="d.npz/x"\n'
            "buffer s sbuf address=0x0 partition=0 shape=[128, 64] dtype=float32\n"
            "# pinned\n@dma dma_copy dst=s src=x\n",
            "r.mxt:6:1: @dma dma_copy: an instruction pinned to a queue")
    refused('buffer x hbm shape=[128, 64] dtype=float32 payload="d.npz/x"\n',
            "r.mxt:3:1: buffer x has no address=")
