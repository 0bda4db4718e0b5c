"""`mxsim export --to pypto`: every Ascend 950 trace under traces/ becomes a pypto_pro kernel that,
imported through mxsim.pypto, records the trace it came from (canonical text equal) and computes
its expected outputs bit for bit; so do kernels using every operation and option the exporter
decompiles (scaled, ReLU and atomic stores, per-column scales, each read-out mode, casts of
narrow windows, flags, valid shapes); the runner writes results `mxsim diff` accepts; and what
pypto_pro cannot express is refused at the trace line."""
import importlib.util
import json
import os
import pathlib
import subprocess
import sys

import ml_dtypes
import numpy as np
import pytest

import mxsim
import mxsim.pypto as pl
from mxsim import _core
from mxsim.cli import main

ROOT = pathlib.Path(__file__).resolve().parents[2]
ASCEND_TRACES = sorted((ROOT / "traces" / "ascend950").glob("*.mxt"))


def canonical(path):
    return _core.canonical_mxt(pathlib.Path(path).read_text(), str(path))


def round_trip(trace, tmp_path, monkeypatch):
    """Export, import the kernel through mxsim.pypto, run it on the package's inputs; the recorded
    trace's path, the package, the manifest and the arguments after the run."""
    package_dir = tmp_path / "package"
    mxsim.export(trace, "pypto", package_dir)
    monkeypatch.setenv("MXSIM_EXPORT_FRONTEND", "mxsim")
    manifest = json.loads((package_dir / "manifest.json").read_text())
    spec = importlib.util.spec_from_file_location(f"exported_{manifest['entry']}", package_dir / "kernel.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    kernel = getattr(module, manifest["entry"])
    arrays = []
    for entry in manifest["inputs"]:
        array = np.load(package_dir / entry["file"])
        fits = str(array.dtype) == entry["dtype"] or entry["dtype"] in ("float8_e8m0fnu", "float4_e2m1fn", "float4_e1m2")
        arrays.append(array if fits else array.view(np.dtype(entry["dtype"])))
    (kernel[manifest["block_dim"]] if manifest["block_dim"] > 1 else kernel)(*arrays)
    recorded = tmp_path / "recorded" / pathlib.Path(trace).name
    kernel.recording.save(recorded)
    return recorded, package_dir, manifest, dict(zip([e["name"] for e in manifest["inputs"]], arrays))


@pytest.mark.parametrize("trace", ASCEND_TRACES, ids=lambda p: p.stem)
def test_every_ascend_trace_round_trips_through_the_exported_kernel(trace, tmp_path, monkeypatch):
    recorded, package_dir, manifest, arguments = round_trip(trace, tmp_path, monkeypatch)
    assert canonical(recorded) == canonical(trace)
    assert manifest["outputs"]
    for output in manifest["outputs"]:
        expected = np.load(package_dir / output["expected_file"])
        got = np.ascontiguousarray(arguments[output["name"]])
        assert np.array_equal(got.view(expected.dtype), expected), output["name"]


def test_the_documentation_kernel_comes_back_as_its_own_calls(tmp_path):
    """seed_mxfp8 was recorded from the pypto_pro matmul_mx documentation kernel: the export is that
    kernel's calls again, tile for tile."""
    package = mxsim.export(ROOT / "traces" / "ascend950" / "seed_mxfp8.mxt", "pypto", tmp_path / "pkg")
    source = (tmp_path / "pkg" / "kernel.py").read_text()
    calls = [line.strip().split("  # line")[0] for line in source.splitlines() if line.strip().startswith("pl.")]
    assert calls == ["pl.load(l1_0, a, [0, 0])", "pl.load(l1_1, b, [0, 0])",
                     "pl.load(l1_2, scale_a, [0, 0, 0], order=[0, 1])", "pl.load(l1_3, scale_b, [0, 0, 0], order=[0, 1])",
                     "pl.move(l0a_0, l1_0)", "pl.move(l0b_0, l1_1)", "pl.move(l0a_mx_0, l1_2)",
                     "pl.move(l0b_mx_0, l1_3)", "pl.matmul_mx(l0c_0, l0a_0, l0b_0, l0a_mx_0, l0b_mx_0)",
                     "pl.store(out, l0c_0, [0, 0])"]
    assert "@pl.jit(auto_mutex=True)" in source
    assert ("l0a_mx_0 = pl.make_tile_group(type=pl.TileType(shape=[128, 4], dtype=pl.DT_FP8E8M0, "
            "target_memory=pl.MemorySpace.ScaleLeft, layout=pl.ZZ), addrs=0x0, mutex_ids=[6]).current()") in source
    m = package.manifest
    assert (m["exported_to"], m["target"], m["config"], m["preset"], m["block_dim"]) == (
        "pypto", "ascend950", "ascend950pr", "ascend950_mmad_mx", 1)
    assert [(i["name"], i["dtype"], i["stored_as"], i["shape"]) for i in m["inputs"]] == [
        ("a", "float8_e4m3fn", "uint8", [128, 128]), ("b", "float8_e5m2", "uint8", [128, 128]),
        ("scale_a", "float8_e8m0fnu", "uint8", [128, 2, 2]), ("scale_b", "float8_e8m0fnu", "uint8", [2, 128, 2]),
        ("out", "float32", "float32", [128, 128])]
    assert [(o["name"], o["how"]) for o in m["outputs"]] == [("out", "in_place")]


def test_scale_tiles_keep_their_shifted_addresses_and_fp4_travels_packed(tmp_path):
    package = mxsim.export(ROOT / "traces" / "ascend950" / "quant_matmul_e2m1_ta_fp16.mxt", "pypto", tmp_path / "p")
    source = (tmp_path / "p" / "kernel.py").read_text()
    # the second L0A slot at 0x4000, its scale slot at 0x4000 >> 4 = 0x400 (the MmadMx address rule)
    assert "target_memory=pl.MemorySpace.Left, layout=pl.NZ), addrs=0x4000" in source
    assert "target_memory=pl.MemorySpace.ScaleLeft, layout=pl.ZZ), addrs=0x400," in source
    # A given as [K, M]: a transposed load; FP4 as packed bytes, half the trace's last axis
    assert "pl.load(l1_0, a, [0, 0], order=[1, 0])" in source
    assert "a: pl.Tensor[[256, 130], pl.DT_FP4E2M1]" in source
    a = next(i for i in package.manifest["inputs"] if i["name"] == "a")
    assert (a["dtype"], a["stored_as"], a["shape"]) == ("float4_e2m1fn", "uint8", [256, 65])


def test_the_multicore_chain_splits_by_core_and_vector_core(tmp_path):
    package = mxsim.export(ROOT / "traces" / "ascend950" / "mx_chain_epilogue_4core.mxt", "pypto", tmp_path / "p")
    source = (tmp_path / "p" / "kernel.py").read_text()
    assert package.manifest["block_dim"] == 4
    assert "    core = pl.get_block_idx() // pl.get_subblock_num()" in source
    assert [f"    if core == {k}:" in source for k in range(4)] == [True] * 4
    assert source.count("if pl.get_subblock_idx() == 1:") == 4
    assert "pl.move(ub_0, l0c_0, acc_to_vec_mode=pl.AccToVecMode.DualModeSplitM)" in source
    assert "pl.insert(l1_1, ub_1, [16, 0])" in source  # vector core 1's half goes 16 rows down
    assert "pl.system.set_cross_core(pipe=pl.PipeType.FIX, event_id=0)" in source
    assert "pl.set_saturation_flag(pl.SaturationFlagMode.FLOAT, True)" in source


def record(tmp_path, name, kernel, *arguments, blocks=None):
    (kernel[blocks] if blocks else kernel)(*arguments)
    path = tmp_path / "recorded" / f"{name}.mxt"
    kernel.recording.save(path)
    return path


def operation_kernels(tmp_path, monkeypatch):
    """Recordings of kernels that use every operation and option the exporter decompiles."""
    monkeypatch.syspath_prepend(str(pathlib.Path(__file__).parent))
    from test_pypto_api import fixpipe_case
    from test_pypto_vector import acc_kernel, cast_kernel, per_channel_kernel

    traces = {}

    def fixpipe(name, dtype, store, initial=None):
        _, _, kernel = fixpipe_case(3, dtype, store, initial)
        path = tmp_path / "recorded" / f"{name}.mxt"
        kernel.recording.save(path)
        traces[name] = path

    fixpipe("scaled_int8", np.int8, lambda out, ac: pl.store(out, ac, [0, 0, 0, 0], scale=0.0625))
    fixpipe("scaled_f16", np.float16, lambda out, ac: pl.store(out, ac, [0, 0, 0, 0], scale=0.3))
    fixpipe("relu", np.float32, lambda out, ac: pl.store(out, ac, [0, 0, 0, 0], relu_pre_mode=pl.ReluPreMode.NormalRelu))
    fixpipe("atomic", np.float32, lambda out, ac: pl.store(out, ac, [0, 0, 0, 0], atomic=pl.AtomicType.AtomicAdd),
            np.full((16, 16), 3.0, np.float32))
    rng = np.random.default_rng(5)
    x = rng.uniform(-300, 300, (32, 64)).astype(np.float32)
    traces["cast_saturating"] = record(tmp_path, "cast_saturating", cast_kernel(pl.RoundMode.CAST_FLOOR, saturate=True),
                                       x, np.zeros((32, 64), ml_dtypes.bfloat16))
    monkeypatch.syspath_prepend(str(ROOT / "traces" / "ascend950"))
    import mx_chain_epilogue as chain
    ops = chain.operands(1, seed=9)
    a, b, sa, sb = ops["a"], ops["b1"], ops["sa"], ops["sb1"]
    for mode, shape in ((pl.AccToVecMode.SingleModeVec1, [32, 64]), (pl.AccToVecMode.DualModeSplitN, [32, 32])):
        traces[f"acc_{mode.name}"] = record(tmp_path, f"acc_{mode.name}", acc_kernel(mode, shape), a, b,
                                            sa.reshape(32, 1, 2), sb.T.reshape(1, 64, 2).copy(),
                                            np.zeros((32, 64), np.float32))
    a2, b2, sa2, sb2 = ops["a"][:16], ops["b2"], ops["sa"][:16], ops["sb2"]
    params = (np.full(32, 0.25, np.float32).view(np.uint32).astype(np.int64))
    traces["per_column"] = record(tmp_path, "per_column", per_channel_kernel(pl.DT_FP16), a2, b2, sa2.reshape(16, 1, 2),
                                  sb2.T.reshape(1, 32, 2).copy(), params, np.zeros((16, 32), np.float16))

    # a load of fewer rows than the tensor holds (set_validshape) and a cast of a narrow window
    def windows(x: pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC], pl.DT_FP32],
                y: pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC], pl.DT_BF16],
                q: pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC], pl.DT_FP8E4M3FN]):
        src = pl.make_tile_group(type=pl.TileType([16, 64], pl.DT_FP32, pl.MemorySpace.Vec), addrs=0x0).current()
        dst = pl.make_tile_group(type=pl.TileType([16, 64], pl.DT_BF16, pl.MemorySpace.Vec), addrs=0x2000).current()
        l1 = pl.make_tile_group(type=pl.TileType([32, 32], pl.DT_FP8E4M3FN, pl.MemorySpace.Mat, layout=pl.NZ),
                                addrs=0x0).current()
        with pl.section_cube():
            pl.set_validshape(l1, [8, 32])
            pl.load(l1, q, [0, 0])
            pl.system.bar_mte2()
        with pl.section_vector():
            row = 16 * pl.get_subblock_idx()
            pl.load(src, x, [row, 0])
            pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.V, event_id=1)
            pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.V, event_id=1)
            pl.cast(dst, src, mode=pl.RoundMode.CAST_RINT)
            pl.system.sync_src(set_pipe=pl.PipeType.V, wait_pipe=pl.PipeType.MTE3, event_id=1)
            pl.system.sync_dst(set_pipe=pl.PipeType.V, wait_pipe=pl.PipeType.MTE3, event_id=1)
            pl.store(y, dst, [row, 0])

    traces["windows"] = record(tmp_path, "windows", pl.jit(windows), rng.uniform(-9, 9, (32, 48)).astype(np.float32),
                               np.zeros((32, 48), ml_dtypes.bfloat16), np.zeros((16, 32), np.uint8))
    return traces


def test_operations_of_every_kind_survive_the_round_trip(tmp_path, monkeypatch):
    traces = operation_kernels(tmp_path, monkeypatch)
    for name, trace in traces.items():
        package = mxsim.export(trace, "pypto", tmp_path / "pkg" / name)
        assert package.check() == [], name
    source = {name: (tmp_path / "pkg" / name / "kernel.py").read_text() for name in traces}
    assert "pl.store(out, l0c_0, [0, 0, 0, 0], scale=0.0625)" in source["scaled_int8"]
    assert "scale=0.30000001192092896)" in source["scaled_f16"]  # the FP32 the trace holds, exactly
    assert "relu_pre_mode=pl.ReluPreMode.NormalRelu" in source["relu"]
    assert "atomic=pl.AtomicType.AtomicAdd" in source["atomic"]
    assert "@pl.jit(auto_mutex=False)" in source["cast_saturating"]
    assert "pl.cast(ub_1, ub_0, mode=pl.RoundMode.CAST_FLOOR)" in source["cast_saturating"]
    assert "acc_to_vec_mode=pl.AccToVecMode.SingleModeVec1" in source["acc_SingleModeVec1"]
    assert "acc_to_vec_mode=pl.AccToVecMode.DualModeSplitN" in source["acc_DualModeSplitN"]
    assert "scale=fb_0" in source["per_column"]
    assert "pl.set_validshape(l1_0, [8, 32])" in source["windows"]
    assert "pl.system.bar_mte2()" in source["windows"]
    assert "pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.V, event_id=1)" in source["windows"]


def test_a_transposing_move_without_locks_is_one_move(tmp_path, monkeypatch):
    """Without auto_mutex the four loads of an FP8 transposing move take no locks: still one pl.move."""
    E5M2, M = pl.DT_FP8E5M2, pl.MemorySpace

    def unlocked(b: pl.Tensor[[128, 128], E5M2]):
        bl1 = pl.make_tile_group(type=pl.TileType([128, 128], E5M2, M.Mat, layout=pl.NZ), addrs=0x10000).current()
        bl0 = pl.make_tile_group(type=pl.TileType([128, 128], E5M2, M.Right, layout=pl.ZN), addrs=0x0).current()
        with pl.section_cube():
            pl.load(bl1, b, [0, 0])
            pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE1, event_id=0)
            pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE1, event_id=0)
            pl.move(bl0, bl1)

    trace = record(tmp_path, "unlocked", pl.jit(unlocked), np.full([128, 128], 0x3C, dtype=np.uint8))
    assert trace.read_text().count("load_cbuf_to_cb ") == 4 and "get_buf" not in trace.read_text()
    package = mxsim.export(trace, "pypto", tmp_path / "pkg")
    source = (tmp_path / "pkg" / "kernel.py").read_text()
    assert "@pl.jit(auto_mutex=False)" in source and source.count("pl.move(l0b_0, l1_0)") == 1
    # a tile no lock covers: depth=1, which pypto_pro requires when mutex_ids is None
    assert "target_memory=pl.MemorySpace.Right, layout=pl.ZN), addrs=0x0, depth=1).current()" in source
    assert package.check() == []


def test_the_runner_writes_results_that_mxsim_diff_accepts(tmp_path):
    trace = ROOT / "traces" / "ascend950" / "quant_matmul_e4m3_bias_bf16.mxt"
    package = tmp_path / "pkg"
    assert main(["export", str(trace), "--to", "pypto", "-o", str(package)]) == 0
    results = tmp_path / "results"
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path))
    run = subprocess.run([sys.executable, "run_on_device.py", "--frontend", "mxsim", "--out", str(results)],
                         cwd=package, env=env, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert "out bfloat16 [200, 136]: identical to the model" in run.stdout
    assert sorted(os.listdir(results)) == ["manifest.json", "out.npy"]
    assert np.load(results / "out.npy").dtype == np.uint16
    assert main(["diff", str(results), str(package / "trace" / trace.name)]) == 0
    wrong = np.load(results / "out.npy")
    wrong[130, 7] ^= 1
    np.save(results / "out.npy", wrong)
    assert main(["diff", str(results), str(package / "trace" / trace.name)]) == 1


def test_check_finds_a_changed_kernel(tmp_path, capsys):
    trace = ROOT / "traces" / "ascend950" / "mx_chain_epilogue_4core.mxt"
    assert main(["export", str(trace), "--to", "pypto", "-o", str(tmp_path / "pkg"), "--check"]) == 0
    out = capsys.readouterr().out
    assert "exported to pypto (8 inputs, 1 output)" in out
    assert "check: through mxsim.pypto the kernel records the trace line for line and its 1 output bit for bit" in out
    package = mxsim.export(trace, "pypto", tmp_path / "pkg")
    kernel = tmp_path / "pkg" / "kernel.py"
    source = kernel.read_text()
    # core 0's vector core 0 casting with another rounding
    kernel.write_text(source.replace("mode=pl.RoundMode.CAST_RINT)", "mode=pl.RoundMode.CAST_FLOOR)", 1))
    problems = package.check()
    assert problems[0].startswith("the recorded trace departs from the trace at ")
    assert "mx_chain_epilogue_4core.mxt:94:1: 'vconv dst=ub_1 src=ub_0 count=1024 round_mode=CAST_FLOOR " in problems[0]
    assert problems[1:] == ["output out differs from the model's expected value"]
    # vector core 1 inserting its half over vector core 0's: the model sees the two unordered writes
    kernel.write_text(source.replace("pl.insert(l1_1, ub_1, [16, 0])", "pl.insert(l1_1, ub_1, [0, 0])", 1))
    (problem,) = package.check()
    assert problem.startswith("the exported kernel does not run on mxsim:") and "ASC-RACE" in problem
    # a load from half-way along K: the window shrinks, and the matmul's K no longer matches B's
    kernel.write_text(source.replace("pl.load(l1_0, a, [0, 0])", "pl.load(l1_0, a, [0, 32])", 1))
    (problem,) = package.check()
    assert problem.startswith("the exported kernel does not run on mxsim:")
    assert "kernel.py:48: matmul_mx lhs K = 32 but rhs K = 64; expected equal" in problem


HEAD = "mxt 2\ntarget ascend950\n"
A = 'buffer a gm address=0x0 shape=[16, 32] dtype=float8_e4m3fn payload="d.npz/a"\n'
L1 = "buffer l1_0 l1 address=0x0 shape=[16, 32] dtype=float8_e4m3fn layout=NZ\n"
LOAD = "copy_gm_to_cbuf_multi_nd2nz dst=l1_0 src=a n_value=16 d_value=32 src_d_value=32 dst_nz_c0_stride=16\n"


def test_what_pypto_cannot_express_is_refused_at_its_line(tmp_path, capsys):
    np.savez(tmp_path / "d.npz", a=np.zeros((16, 32), np.uint8))

    def refused(body, message):
        (tmp_path / "r.mxt").write_text(HEAD + body + "end\n")
        assert main(["export", str(tmp_path / "r.mxt"), "--to", "pypto", "-o", str(tmp_path / "r")]) == 2
        err = capsys.readouterr().err
        assert message in err, err

    # the hand-written trace the refusals change exports and round-trips
    (tmp_path / "ok.mxt").write_text(HEAD + A + L1 + "get_buf pipe=PIPE_MTE2 id=3 mode=0\n" + LOAD
                                     + "rls_buf pipe=PIPE_MTE2 id=3 mode=0\nend\n")
    package = mxsim.export(tmp_path / "ok.mxt", "pypto", tmp_path / "ok")
    assert package.check() == [] and package.manifest["config"] == "ascend950pr"
    assert "mutex_ids=[3]" in (tmp_path / "ok" / "kernel.py").read_text()

    refused(A.replace("0x0", "0x200") + L1 + LOAD,
            "r.mxt:3:1: GM buffer a at 0x200; expected 0x0: mxsim.pypto places the arguments in order")
    refused(A + L1 + "get_buf pipe=PIPE_MTE1 id=0 mode=0\n" + LOAD + "rls_buf pipe=PIPE_MTE1 id=0 mode=0\n",
            "r.mxt:5:1: a lock on PIPE_MTE1 around copy_gm_to_cbuf_multi_nd2nz; expected auto_mutex's locks on the "
            "operation's pipe, PIPE_MTE2")
    refused(A + L1 + "get_buf pipe=PIPE_MTE2 id=0 mode=0\n" + LOAD + "rls_buf pipe=PIPE_MTE2 id=1 mode=0\n",
            "r.mxt:5:1: a get_buf run that does not lock one operation")
    # one tile locked with two different IDs: no mutex_ids gives both
    refused(A + L1 + "get_buf pipe=PIPE_MTE2 id=0 mode=0\n" + LOAD + "rls_buf pipe=PIPE_MTE2 id=0 mode=0\n"
            + "get_buf pipe=PIPE_MTE2 id=1 mode=0\n" + LOAD + "rls_buf pipe=PIPE_MTE2 id=1 mode=0\n",
            "r.mxt:8:1: the locks around copy_gm_to_cbuf_multi_nd2nz take IDs [1]; expected [0]: auto_mutex locks "
            "each tile operand's mutex IDs (l1_0 [0])")
    refused(A + L1 + LOAD.replace("src=a", "src=l1_0"), "r.mxt:5:1: copy_gm_to_cbuf_multi_nd2nz src=l1_0 is not a "
                                                        "GM buffer")
    refused(A + L1 + "set_atomic_add\n", "r.mxt:5:1: set_atomic_add has no pypto_pro spelling")
    refused(A + "buffer u ub address=0x0 shape=[16, 32] dtype=float32 layout=ND aiv=1\n",
            "r.mxt:4:1: UB buffer u of vector core 1 without its vector core 0 twin just before it")
    refused(A + "buffer ub_0 ub address=0x0 shape=[16, 32] dtype=float32 layout=ND aiv=0\n" + L1 + LOAD,
            "r.mxt:4:1: UB buffer ub_0 of vector core 0 without its vector core 1 twin")
    refused(A + L1.replace("l1_0", "l1_5") + LOAD.replace("l1_0", "l1_5"),
            "r.mxt:4:1: tile buffer l1_5; expected l1_0: mxsim.pypto names each space's tiles in the order it "
            "declares them")
    refused(A.replace("buffer a ", "buffer in "), "r.mxt:3:1: GM buffer in, which is no Python parameter name")
    refused(A + L1 + LOAD + "set_intra_block pipe=PIPE_MTE2 event_id=3\n",
            "r.mxt:6:1: set_intra_block on the cube side without its id + 16 pair")
    refused(A + L1 + LOAD + "set_flag pipe=PIPE_MTE2 tpipe=PIPE_X event_id=0\n",
            "r.mxt:6:1: set_flag tpipe=PIPE_X; expected one of PIPE_S")
    refused(A + L1 + LOAD + "pipe_barrier pipe=PIPE_MTE2 core=1\n" + LOAD,
            "r.mxt:7:1: core 0 again after core 1 (a core taking a second block)")
    # a second matmul into a small Acc region without the barrier pypto's lowering puts before it
    trace = ROOT / "traces" / "ascend950" / "quant_matmul_e4m3_bias_bf16.mxt"
    lines = trace.read_text().splitlines(keepends=True)
    barrier = next(i for i, line in enumerate(lines) if line.startswith("pipe_barrier pipe=PIPE_M"))
    (tmp_path / "nb.mxt").write_text("".join(lines[:barrier] + lines[barrier + 1:]).replace(
        'payload="quant', f'payload="{trace.parent}/quant').replace('expect="quant', f'expect="{trace.parent}/quant'))
    mad = next(i for i, line in enumerate(lines) if i > barrier and line.startswith("mad_mx"))  # now line `mad`
    assert main(["export", str(tmp_path / "nb.mxt"), "--to", "pypto", "-o", str(tmp_path / "nb")]) == 2
    assert (f"nb.mxt:{mad}:1: back-to-back mad_mx into a region of fewer than 10 fractals without the "
            "PIPE_M barrier pypto inserts") in capsys.readouterr().err
