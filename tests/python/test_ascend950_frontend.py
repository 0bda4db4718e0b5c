"""mxsim.pypto as a pypto user meets it: pypto's own signatures (make_tile_group slots from mutex_ids,
next/previous, matmul_mx_acc with the accumulator), errors at the kernel line for misuse, dtype
checks on the arguments, phase rules, and the PIPE_M barrier the lowering inserts."""
import inspect
import os
import sys

import ml_dtypes
import numpy as np
import pytest

import ascend950_future_kernel
import mxsim
import mxsim.pypto as pl

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "traces", "ascend950"))


def line_of(fn, text):
    lines, first = inspect.getsourcelines(fn)
    return first + next(i for i, line in enumerate(lines) if text in line)


def test_front_end_errors_name_the_kernel_line():
    def kernel(a: pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC], pl.DT_FP8E4M3FN]):
        left = pl.make_tile_group(type=pl.TileType([16, 32], pl.DT_FP8E4M3FN, pl.MemorySpace.Left), addrs=0).current()
        pl.load(left, a, [0, 0])  # the bad load

    with pytest.raises(pl.KernelError) as info:
        pl.jit(kernel)(np.zeros((16, 32), np.uint8))
    assert f"{__file__}:{line_of(kernel, '# the bad load')}: load destination tile" in str(info.value)
    assert "expected Mat" in str(info.value)


def test_tile_groups_follow_pypto():
    seen = {}

    def kernel(a: pl.Tensor[[pl.DYNAMIC], pl.DT_FP32]):
        t = pl.TileType([16, 32], pl.DT_FP8E4M3FN, pl.MemorySpace.Left)
        g = pl.make_tile_group(type=t, addrs=0x0, mutex_ids=[0, 1])   # two slots from two IDs
        seen["addresses"] = [tile.address for tile in g]
        seen["walk"] = [g.current().address, g.next().address, g.next().address, g.previous().address]
        h = pl.make_tile_group(type=t, addrs=0x4000, mutex_ids=[[2, 3], [4, 5]])
        seen["ids"] = [tile.mutex_ids for tile in h]
        none = pl.make_tile_group(type=t, addrs=0x8000, mutex_ids=[], depth=2)
        seen["none"] = [tile.mutex_ids for tile in none]

        fp4 = pl.make_tile_group(type=pl.TileType([64, 64], pl.DT_FP4E2M1, pl.MemorySpace.Mat), addrs=0x10000, depth=2)
        seen["fp4"] = [tile.address for tile in fp4]

    pl.jit(kernel)(np.zeros(4, np.float32))
    # pypto's slot size: the shape's elements times max(1, element bytes)
    assert seen["addresses"] == [0x0, 0x200]
    assert seen["fp4"] == [0x10000, 0x11000]  # an FP4 slot takes a byte per element (4096, not 2048)
    # pypto's cursor starts at the last slot: current() gives it, the first next() slot 0;
    # previous() is the slot before the cursor's (which stays)
    assert seen["walk"] == [0x200, 0x0, 0x200, 0x0]
    assert seen["ids"] == [(2, 3), (4, 5)]
    assert seen["none"] == [(), ()]


def test_arguments_must_have_the_annotated_dtype():
    def kernel(out: pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC], pl.DT_BF16]):
        pass

    with pytest.raises(pl.KernelError, match="argument 'out' has dtype float16; expected bfloat16"):
        pl.jit(kernel)(np.zeros((2, 2), np.float16))

    def fp4(a: pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC], pl.DT_FP4E2M1]):
        pass

    with pytest.raises(pl.KernelError, match="expected packed uint8 bytes"):
        pl.jit(fp4)(np.zeros((2, 2), ml_dtypes.float4_e2m1fn))

    def fp8(a: pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC], pl.DT_FP8E4M3FN]):
        pass

    with pytest.raises(pl.KernelError, match="expected float8_e4m3fn"):
        pl.jit(fp8)(np.zeros((2, 2), ml_dtypes.float8_e5m2))
    pl.jit(fp8)(np.zeros((2, 2), np.uint8))  # raw bytes are fine


def test_string_annotations_work():
    k = ascend950_future_kernel.copy_through_l1
    k(np.zeros((16, 32), np.uint8))
    assert k.queue_counts == {"mte2": 1}


def small_matmul(phase_store, acc_other=False, k_steps=1):
    """A 16 x (64 k_steps) x 16 MXFP8 matmul."""
    n = 16

    def kernel(a: pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC], pl.DT_FP8E4M3FN],
               b: pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC], pl.DT_FP8E4M3FN],
               sa: pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC, 2], pl.DT_FP8E8M0],
               sb: pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC, 2], pl.DT_FP8E8M0],
               out: pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC], pl.DT_FP32]):
        M = pl.MemorySpace
        # one mutex ID per tile: auto_mutex synchronises the pipes (pl.jit(..., auto_mutex=True))
        al1 = pl.make_tile_group(type=pl.TileType([16, 64], pl.DT_FP8E4M3FN, M.Mat, pl.NZ), addrs=0x0,
                                 mutex_ids=[0]).current()
        bl1 = pl.make_tile_group(type=pl.TileType([64, n], pl.DT_FP8E4M3FN, M.Mat,
                                                  pl.ZN), addrs=0x4000,
                                 mutex_ids=[1]).current()
        sal1 = pl.make_tile_group(type=pl.TileType([16, 2], pl.DT_FP8E8M0, M.Mat, pl.ZZ), addrs=0x8000,
                                  mutex_ids=[2]).current()
        sbl1 = pl.make_tile_group(type=pl.TileType([2, n], pl.DT_FP8E8M0, M.Mat, pl.NN), addrs=0x9000,
                                  mutex_ids=[3]).current()
        al0 = pl.make_tile_group(type=pl.TileType([16, 64], pl.DT_FP8E4M3FN, M.Left), addrs=0x0,
                                 mutex_ids=[4]).current()
        bl0 = pl.make_tile_group(type=pl.TileType([64, n], pl.DT_FP8E4M3FN, M.Right), addrs=0x0,
                                 mutex_ids=[5]).current()
        sal0 = pl.make_tile_group(type=pl.TileType([16, 2], pl.DT_FP8E8M0, M.ScaleLeft), addrs=0x0,
                                  mutex_ids=[6]).current()
        sbl0 = pl.make_tile_group(type=pl.TileType([2, n], pl.DT_FP8E8M0, M.ScaleRight), addrs=0x0,
                                  mutex_ids=[7]).current()
        acc = pl.make_tile_group(type=pl.TileType([16, n], pl.DT_FP32, M.Acc), addrs=0x0, mutex_ids=[8, 9])
        ac = acc.next()  # slot 0
        for step in range(k_steps):
            pl.load(al1, a, [0, 64 * step])
            pl.load(bl1, b, [64 * step, 0])
            pl.load(sal1, sa, [0, step, 0])
            pl.load(sbl1, sb, [step, 0, 0])
            pl.move(al0, al1)
            pl.move(bl0, bl1)  # the move
            pl.move(sal0, sal1)
            pl.move(sbl0, sbl1)
            last = step == k_steps - 1
            phase = (pl.AccPhase.Final if last else pl.AccPhase.Partial) if phase_store else None
            if step == 0:
                pl.matmul_mx(ac, al0, bl0, sal0, sbl0, phase=phase)
            else:
                pl.matmul_mx_acc(ac, acc[1] if acc_other else ac, al0, bl0, sal0, sbl0, phase=phase)  # the acc
        pl.store(out, ac, [0, 0])  # the store

    return kernel


def matmul_inputs(rng, k, n=16):
    a = (rng.integers(0, 0x7F, (16, k)) | (rng.integers(0, 2, (16, k)) << 7)).astype(np.uint8)
    b = (rng.integers(0, 0x7F, (k, n)) | (rng.integers(0, 2, (k, n)) << 7)).astype(np.uint8)
    sa = rng.integers(120, 134, (16, k // 32), dtype=np.uint8)
    sb = rng.integers(120, 134, (k // 32, n), dtype=np.uint8)
    return a, b, sa, sb


def call(kernel, a, b, sa, sb):
    k, n = b.shape
    out = np.zeros((16, n), np.float32)
    kernel(a, b, sa.reshape(16, k // 64, 2), sb.reshape(k // 64, 2, n).transpose(0, 2, 1).copy(), out)
    return out


def test_back_to_back_small_matmuls_get_a_pipe_m_barrier():
    rng = np.random.default_rng(11)
    a, b, sa, sb = matmul_inputs(rng, 192)
    k = pl.jit(small_matmul(False, k_steps=3), auto_mutex=True)
    out = call(k, a, b, sa, sb)
    ref = mxsim.mx_matmul(a, sa, b, sb, "e4m3", "e4m3", preset="ascend950_mmad_mx")
    assert np.array_equal(out.view(np.uint32), ref.view(np.uint32))
    lines = k.recording.text().splitlines()
    mads = [i for i, line in enumerate(lines) if line.startswith("mad_mx")]
    assert len(mads) == 3
    for before, i in zip(mads, mads[1:]):
        assert "pipe_barrier pipe=PIPE_M" in lines[before + 1:i]
    assert k.diagnostics == []


def test_without_the_barrier_the_model_warns(tmp_path):
    rng = np.random.default_rng(12)
    k = pl.jit(small_matmul(False, k_steps=2), auto_mutex=True)
    call(k, *matmul_inputs(rng, 128))
    path = tmp_path / "small.mxt"
    k.recording.save(path)
    path.write_text(path.read_text().replace("pipe_barrier pipe=PIPE_M\n", ""))
    result = mxsim.run(path)
    assert [d["code"] for d in result.diagnostics] == ["ASC-M-BARRIER"]
    assert result.ok  # a warning: the numbers are what the model computes either way


def test_matmul_mx_acc_takes_the_accumulator_as_pypto_does():
    with pytest.raises(pl.KernelError, match="accumulates in place") as info:
        call(pl.jit(small_matmul(False, acc_other=True, k_steps=2), auto_mutex=True), *matmul_inputs(np.random.default_rng(13), 128))
    assert f":{line_of(small_matmul(False), '# the acc')}:" in str(info.value)


def test_an_unphased_store_after_a_phased_matmul_is_an_error():
    kernel = small_matmul(True)  # phased matmul, store without phase
    with pytest.raises(pl.KernelError, match="without phase after a matmul with phase"):
        call(pl.jit(kernel, auto_mutex=True), *matmul_inputs(np.random.default_rng(14), 64))


def test_pipes_must_be_pl_pipe_values():
    def kernel(x: pl.Tensor[[pl.DYNAMIC], pl.DT_FP32]):
        pl.set_flag("MTE2", pl.Pipe.MTE1, 0)

    with pytest.raises(pl.KernelError, match="expected a pl.Pipe"):
        pl.jit(kernel)(np.zeros(4, np.float32))


def test_cpu_torch_tensors_in_and_out(monkeypatch):
    """CPU torch tensors go in and the kernel writes its outputs into them (bits, also for
    bfloat16). torch is optional; without it a minimal stand-in module exercises the same paths."""
    import types

    try:
        import torch
    except ImportError:
        torch = types.ModuleType("torch")

        class DType:
            def __init__(self, name, np_dtype):
                self.name, self.np = name, np.dtype(np_dtype)
                self.itemsize = self.np.itemsize

        names = {"float32": np.float32, "uint8": np.uint8, "int8": np.int8, "int16": np.int16, "int32": np.int32,
                 "int64": np.int64, "bool": np.bool_, "bfloat16": ml_dtypes.bfloat16,
                 "float8_e4m3fn": ml_dtypes.float8_e4m3fn}
        for name, np_dtype in names.items():
            setattr(torch, name, DType(name, np_dtype))

        class Tensor:
            device = types.SimpleNamespace(type="cpu")

            def __init__(self, array):
                self.array = array

            @property
            def dtype(self):
                return next(getattr(torch, n) for n, d in names.items() if np.dtype(d) == self.array.dtype)

            @property
            def shape(self):
                return self.array.shape

            def detach(self):
                return self

            def numpy(self):
                return self.array

            def element_size(self):
                return self.array.itemsize

            def view(self, dtype):
                return Tensor(self.array.view(dtype.np))  # shares memory, as torch's view does

            def copy_(self, other):
                self.array[...] = other.array
                return self

        torch.Tensor = Tensor
        torch.from_numpy = Tensor
        monkeypatch.setitem(sys.modules, "torch", torch)

    def tensor(array):
        return torch.from_numpy(array) if not hasattr(torch, "tensor") else torch.from_numpy(array).clone()

    import seed_matmul_mx as seed
    a = tensor(np.full((128, 128), 0x38, np.uint8).view(ml_dtypes.float8_e4m3fn))
    b = tensor(np.full((128, 128), 0x3C, np.uint8))
    sa = tensor(np.full((128, 2, 2), 127, np.uint8))
    sb = tensor(np.full((2, 128, 2), 127, np.uint8))
    out = tensor(np.zeros((128, 128), np.float32))
    seed.mxfp8_matmul_kernel(a, b, sa, sb, out)
    assert np.all(out.numpy() == 128.0)

    import quant_matmul_mx as qmm
    kernel = qmm.build_kernel("float8_e4m3fn", "float8_e4m3fn", "bfloat16", False, True, False)
    c = tensor(np.zeros((16, 16), ml_dtypes.bfloat16))
    ones = np.full((16, 64), 0x38, np.uint8).view(ml_dtypes.float8_e4m3fn)
    kernel(tensor(ones), tensor(ones.copy()), tensor(np.full((16, 1, 2), 127, np.uint8)),
           tensor(np.full((16, 1, 2), 127, np.uint8)), None, c)
    assert np.all(np.asarray(c.numpy(), np.float32) == 64.0)
