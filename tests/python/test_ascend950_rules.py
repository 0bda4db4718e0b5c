"""Broken variants of an MXFP8 128 x 128 x 128 pypto kernel: each rule is a diagnostic at the
kernel line (strict mode raises KernelError there; hardware mode records it and computes what the
silicon would), and the same through a recorded trace replayed by `mxsim run`."""
import inspect

import numpy as np
import pytest

import mxsim
import mxsim.pypto as pl

T = 128


def kernel_source_line(fn, text):
    lines, first = inspect.getsourcelines(fn)
    return first + next(i for i, line in enumerate(lines) if text in line)


def make_kernel(mode="strict", k=128, b_dtype=pl.DT_FP8E5M2, l0a_address=0x0, scale_a_address=None, move_scale_a=True,
                right_layout=pl.ZN, decoy_scales=False, phase=None):
    """A 128 x k x 128 MX matmul. decoy_scales: a second scale-A set is moved to L0A_MX at 0x0 first
    and the real one to scale_a_address (the scale tile named on the matmul)."""
    sa_addr = (l0a_address >> 4) if scale_a_address is None else scale_a_address

    def kernel(a: pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC], pl.DT_FP8E4M3FN],
               b: pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC], b_dtype],
               scale_a: pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC, 2], pl.DT_FP8E8M0],
               scale_b: pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC, 2], pl.DT_FP8E8M0],
               decoy: pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC, 2], pl.DT_FP8E8M0],
               out: pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC], pl.DT_FP32]):
        g = -(-k // 64) * 2
        mat = pl.MemorySpace.Mat
        al1 = pl.make_tile_group(type=pl.TileType([T, k], pl.DT_FP8E4M3FN, mat, pl.NZ), addrs=0x0, mutex_ids=[0]).current()
        bl1 = pl.make_tile_group(type=pl.TileType([k, T], b_dtype, mat, pl.NZ), addrs=0x10000, mutex_ids=[1]).current()
        sal1 = pl.make_tile_group(type=pl.TileType([T, g], pl.DT_FP8E8M0, mat, pl.ZZ), addrs=0x20000, mutex_ids=[2]).current()
        sbl1 = pl.make_tile_group(type=pl.TileType([g, T], pl.DT_FP8E8M0, mat, pl.NN), addrs=0x21000, mutex_ids=[3]).current()
        dl1 = pl.make_tile_group(type=pl.TileType([T, g], pl.DT_FP8E8M0, mat, pl.ZZ), addrs=0x22000, mutex_ids=[4]).current()
        al0 = pl.make_tile_group(type=pl.TileType([T, k], pl.DT_FP8E4M3FN, pl.MemorySpace.Left, pl.NZ),
                                 addrs=l0a_address, mutex_ids=[5]).current()
        bl0 = pl.make_tile_group(type=pl.TileType([k, T], b_dtype, pl.MemorySpace.Right, right_layout), addrs=0x0, mutex_ids=[6]).current()
        sal0 = pl.make_tile_group(type=pl.TileType([T, g], pl.DT_FP8E8M0, pl.MemorySpace.ScaleLeft, pl.ZZ),
                                  addrs=sa_addr, mutex_ids=[7]).current()
        dl0 = pl.make_tile_group(type=pl.TileType([T, g], pl.DT_FP8E8M0, pl.MemorySpace.ScaleLeft, pl.ZZ),
                                 addrs=0x0, mutex_ids=[8]).current()
        sbl0 = pl.make_tile_group(type=pl.TileType([g, T], pl.DT_FP8E8M0, pl.MemorySpace.ScaleRight, pl.NN),
                                  addrs=0x0, mutex_ids=[9]).current()
        acc = pl.make_tile_group(type=pl.TileType([T, T], pl.DT_FP32, pl.MemorySpace.Acc, pl.NZ), addrs=0x0, mutex_ids=[10]).current()
        with pl.section_cube():
            pl.load(al1, a, [0, 0])
            pl.load(bl1, b, [0, 0])
            pl.load(sal1, scale_a, [0, 0, 0], order=[0, 1])
            pl.load(sbl1, scale_b, [0, 0, 0], order=[0, 1])
            if decoy_scales:
                pl.load(dl1, decoy, [0, 0, 0], order=[0, 1])
                pl.move(dl0, dl1)
            pl.move(al0, al1)
            pl.move(bl0, bl1)
            if move_scale_a:
                pl.move(sal0, sal1)
            pl.move(sbl0, sbl1)
            pl.matmul_mx(acc, al0, bl0, sal0, sbl0, phase=phase)  # the matmul line
            pl.store(out, acc, [0, 0], phase=pl.STPhase.Final if phase is not None else None)

    return pl.jit(kernel, auto_mutex=True, mode=mode)


def finite(rng, shape, top):
    """Random codes below `top` in magnitude (no Inf / NaN), either sign."""
    return (rng.integers(0, top, shape) | (rng.integers(0, 2, shape) << 7)).astype(np.uint8)


def operands(rng, k=128, fp4_b=False):
    a = finite(rng, (T, k), 0x7F)  # E4M3 without NaN
    b = rng.integers(0, 16, (k, T), dtype=np.uint8) if fp4_b else finite(rng, (k, T), 0x7C)  # E5M2 finite
    g = -(-k // 64) * 2
    sa = rng.integers(110, 140, (T, g), dtype=np.uint8)
    sb = rng.integers(110, 140, (g, T), dtype=np.uint8)
    decoy = rng.integers(110, 140, (T, g), dtype=np.uint8)
    return a, b, sa, sb, decoy


def call(kernel, a, b, sa, sb, decoy, fp4_b=False):
    g = sa.shape[1]
    out = np.zeros((T, T), np.float32)
    b_gm = (b[:, 0::2] | (b[:, 1::2] << 4)).astype(np.uint8) if fp4_b else b
    kernel(a, b_gm, sa.reshape(T, g // 2, 2), sb.reshape(g // 2, 2, T).transpose(0, 2, 1).copy(),
           decoy.reshape(T, g // 2, 2), out)
    return out


def codes_of(diagnostics):
    return [d["code"] for d in diagnostics]


def test_scale_tile_at_a_wrong_address_strict_names_the_rule_and_line():
    kernel = make_kernel(scale_a_address=0x100, decoy_scales=True)
    with pytest.raises(pl.KernelError) as info:
        call(kernel, *operands(np.random.default_rng(1)))
    d = info.value.diagnostic
    assert d["code"] == "ASC-SCALE-ADDRESS"
    assert d["line"] == kernel_source_line(kernel.fn, "# the matmul line")
    assert d["expected"] == "0x0" and d["actual"] == "0x100"
    assert "addr(scale_a) must be addr(" in d["message"]


@pytest.mark.parametrize("misplaced", [0x200, 0x100])
def test_scale_tile_at_a_wrong_address_hardware_reads_addr_shifted_by_four(misplaced):
    rng = np.random.default_rng(2)
    a, b, sa, sb, decoy = operands(rng)
    kernel = make_kernel(mode="hardware", scale_a_address=misplaced, decoy_scales=True)
    out = call(kernel, a, b, sa, sb, decoy)
    assert "ASC-SCALE-ADDRESS" in codes_of(kernel.diagnostics)
    # The Cube reads scale A as ZZ [128, 4] (512 bytes) at addr(A) >> 4 = 0x0. The decoy set was
    # moved there first; the intended set went to `misplaced`. At 0x200 the two do not overlap and
    # the Cube sees the decoy. At 0x100 the intended set overwrote bytes 0x100-0x1ff: in ZZ each
    # 16 rows x 4 groups take 64 bytes, so rows 64-127 read the intended set's rows 0-63.
    seen = decoy.copy()
    if misplaced == 0x100:
        seen[64:] = sa[:64]
    expected = mxsim.mx_matmul(a, seen, b, sb, "e4m3", "e5m2", preset="ascend950_mmad_mx")
    intended = mxsim.mx_matmul(a, sa, b, sb, "e4m3", "e5m2", preset="ascend950_mmad_mx")
    assert np.array_equal(out.view(np.uint32), expected.view(np.uint32))
    assert not np.array_equal(out.view(np.uint32), intended.view(np.uint32))


def test_correct_scale_address_gives_the_intended_result():
    rng = np.random.default_rng(3)
    a, b, sa, sb, decoy = operands(rng)
    kernel = make_kernel(decoy_scales=False)
    out = call(kernel, a, b, sa, sb, decoy)
    intended = mxsim.mx_matmul(a, sa, b, sb, "e4m3", "e5m2", preset="ascend950_mmad_mx")
    assert np.array_equal(out.view(np.uint32), intended.view(np.uint32))
    assert kernel.diagnostics == []


@pytest.mark.parametrize("variant,code,line_text", [
    (dict(k=96), "ASC-K-MULTIPLE", "# the matmul line"),
    (dict(b_dtype=pl.DT_FP4E2M1), "ASC-DTYPE", "# the matmul line"),
    (dict(l0a_address=0x200), "MEM-ALIGN", "# the matmul line"),
    (dict(move_scale_a=False), "MEM-UNINIT", "# the matmul line"),
    (dict(right_layout=pl.NZ), "ASC-LAYOUT", "pl.move(bl0, bl1)"),
])
def test_broken_variants_name_their_rule_at_the_kernel_line(variant, code, line_text):
    k = variant.get("k", 128)
    fp4_b = variant.get("b_dtype") is pl.DT_FP4E2M1
    args = operands(np.random.default_rng(4), k=k, fp4_b=fp4_b)
    kernel = make_kernel(**variant)
    with pytest.raises(pl.KernelError) as info:
        call(kernel, *args, fp4_b=fp4_b)
    d = info.value.diagnostic
    assert d["code"] == code, d["text"]
    assert d["line"] == kernel_source_line(kernel.fn, line_text)
    assert f"error[{code}]" in str(info.value)
    # hardware mode: recorded, the kernel runs to its end
    kernel = make_kernel(mode="hardware", **variant)
    call(kernel, *args, fp4_b=fp4_b)
    assert code in codes_of(kernel.diagnostics)


def test_misaligned_base_message_names_the_alignment_rule():
    kernel = make_kernel(l0a_address=0x200)
    with pytest.raises(pl.KernelError) as info:
        call(kernel, *operands(np.random.default_rng(5)))
    assert "1024-byte alignment" in info.value.diagnostic["message"]
    assert info.value.diagnostic["actual"] == "0x200"


def test_uninitialised_scale_names_the_buffer_and_byte():
    kernel = make_kernel(move_scale_a=False)
    with pytest.raises(pl.KernelError) as info:
        call(kernel, *operands(np.random.default_rng(6)))
    assert "scale A at addr(a) >> 4" in info.value.diagnostic["message"]
    assert "never written" in info.value.diagnostic["message"]


def test_a_partial_only_matmul_before_a_final_store_hangs():
    # pypto phase rules: the last write of an L0C region must be Final; Partial then a Final store hangs
    kernel = make_kernel(phase=pl.AccPhase.Partial)
    with pytest.raises(pl.KernelError) as info:
        call(kernel, *operands(np.random.default_rng(7)))
    d = info.value.diagnostic
    assert d["code"] == "ASC-UNIT-FLAG"
    assert d["mnemonic"] == "copy_matrix_cc_to_gm"
    assert "hangs" in d["message"]


def test_wait_flag_without_set_flag_hangs_its_pipe():
    def kernel(out: pl.Tensor[[pl.DYNAMIC], pl.DT_FP32]):
        pl.set_flag(pl.Pipe.MTE2, pl.Pipe.MTE1, 0)
        pl.wait_flag(pl.Pipe.MTE2, pl.Pipe.MTE1, 0)
        pl.wait_flag(pl.Pipe.MTE1, pl.Pipe.M, 1)  # nothing sets it

    k = pl.jit(kernel)
    with pytest.raises(pl.KernelError) as info:
        k(np.zeros(8, np.float32))
    d = info.value.diagnostic
    assert d["code"] == "ASC-FLAG-UNMATCHED"
    assert d["line"] == kernel_source_line(kernel, "nothing sets it")
    assert "pipe m hangs" in d["message"]


def test_a_wait_issued_before_its_set_on_another_pipe_is_legal():
    # pipes run asynchronously: M may wait for an event MTE1 sets later in program order
    def kernel(out: pl.Tensor[[pl.DYNAMIC], pl.DT_FP32]):
        pl.wait_flag(pl.Pipe.MTE1, pl.Pipe.M, 2)
        pl.set_flag(pl.Pipe.MTE1, pl.Pipe.M, 2)

    k = pl.jit(kernel)
    k(np.zeros(8, np.float32))
    assert k.diagnostics == []
    assert k.queue_counts == {"m": 1, "mte1": 1}


def test_set_twice_and_left_set_are_reported():
    def kernel(out: pl.Tensor[[pl.DYNAMIC], pl.DT_FP32]):
        pl.set_flag(pl.Pipe.MTE2, pl.Pipe.MTE1, 3)
        pl.set_flag(pl.Pipe.MTE2, pl.Pipe.MTE1, 3)

    k = pl.jit(kernel, mode="hardware")
    k(np.zeros(8, np.float32))
    assert codes_of(k.diagnostics) == ["ASC-FLAG-DUPLICATE", "ASC-FLAG-LEFT-SET"]


def test_recorded_broken_kernel_replays_with_the_same_diagnostic(tmp_path):
    kernel = make_kernel(mode="hardware", scale_a_address=0x100, decoy_scales=True)
    call(kernel, *operands(np.random.default_rng(8)))
    path = kernel.recording.save(tmp_path / "misplaced.mxt")
    result = mxsim.run(path, mode="hardware")
    assert "ASC-SCALE-ADDRESS" in codes_of(result.diagnostics)
    assert not result.mismatches  # the replay computes the same wrong answer
    with pytest.raises(mxsim.DiagnosticError, match=r"misplaced.mxt:\d+:1: error\[ASC-SCALE-ADDRESS\]"):
        mxsim.run(path)
