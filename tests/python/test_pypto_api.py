"""pypto_pro API names real kernels use (issue: vendor kernels run unchanged), each run in a kernel
and checked against numpy: pl.range / pl.min / pl.max, jit(name=) and func_name, TileType
valid_shape / pad / compact, pl.set_validshape, load `order` over any two axes of a 4-d tensor,
load_tile / store_tile, make_tensor and set_stride views, store into a 4-d tensor, and pl.system's
synchronisation calls. L1 tiles are read back from the model and compared element by element
with numpy slices of the source (NZ: C0 columns per block, the tile's padded rows per block)."""
import numpy as np
import pytest

import mxsim
import mxsim.pypto as pl
from mxsim.pypto.kernel import current
from pypto_mx_tiles import move_and_multiply, mx_matmul_tiles

FP8 = pl.DT_FP8E4M3FN
Mat = pl.MemorySpace.Mat
T4 = pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC, pl.DYNAMIC, pl.DYNAMIC], FP8]
T2 = pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC], FP8]


def logical(raw, rows, cols, layout, c0=32):
    """The [rows, cols] FP8 tile held by an L1 buffer of NZ or ZN layout (rows padded to 16, C0 = 32)."""
    if layout == "ZN":
        return logical(raw, cols, rows, "NZ", c0).T
    pr = -(-rows // 16) * 16
    blocks = np.frombuffer(raw, np.uint8).reshape(-1, pr, c0)  # [cols / C0, padded rows, C0]
    return np.concatenate(list(blocks), axis=1)[:rows, :cols]


def read_tile(tile):
    return logical(current().machine.contents(tile.name), *tile.type.shape, tile.type.layout.name)


def source(shape, seed=1):
    return np.random.default_rng(seed).integers(0, 0x7F, shape, dtype=np.uint8)


def test_range_min_max_follow_pypto():
    seen = []

    @pl.jit
    def kernel(x: pl.Tensor[[pl.DYNAMIC], pl.DT_FP32]):
        seen.append(list(pl.range(3)) + list(pl.range(1, 8, 3)))
        seen.append((pl.min(64, 47), pl.max(3, 9)))

    kernel(np.zeros(4, np.float32))
    assert seen == [[0, 1, 2, 1, 4, 7], (47, 9)]
    for body, message in ((lambda: pl.range(0, 4, unroll=2), "positional arguments only"),
                          (lambda: pl.range(0, 4, 0), "step 0; expected 1 or more"),
                          (lambda: pl.range(0.5), "expected an integer"),
                          (lambda: pl.min([1], 2), "expected scalars")):
        def bad(x: pl.Tensor[[pl.DYNAMIC], pl.DT_FP32], body=body):
            body()

        with pytest.raises(pl.KernelError, match=message):
            pl.jit(bad)(np.zeros(4, np.float32))


def test_jit_name_and_func_name():
    def my_kernel(x: pl.Tensor[[pl.DYNAMIC], pl.DT_FP32]):
        pass

    k = pl.jit(name="matmul_mx_case_3")(my_kernel)
    assert (k.name, k.func_name) == ("matmul_mx_case_3", "my_kernel")
    assert pl.jit(my_kernel).name == "my_kernel"


def test_tile_type_checks_its_pypto_fields():
    for kwargs, message in ((dict(valid_shape=[17, 8]), "valid_shape"), (dict(compact=4), "compact=4"),
                            (dict(pad=7), "pad=7")):
        args = dict(shape=[16, 32], dtype=FP8, target_memory=Mat) | kwargs

        def bad(x: pl.Tensor[[pl.DYNAMIC], pl.DT_FP32], args=args):
            pl.TileType(**args)

        with pytest.raises(pl.KernelError, match=message):
            pl.jit(bad)(np.zeros(4, np.float32))

    # pypto's default memory is Vec, the vector cores' UB
    assert pl.TileType([16, 32], FP8).memory is pl.MemorySpace.Vec

    def fp4_odd(x: pl.Tensor[[pl.DYNAMIC], pl.DT_FP32]):
        pl.TileType([16, 33], pl.DT_FP4E2M1, Mat)

    with pytest.raises(pl.KernelError, match="even last dimension"):
        pl.jit(fp4_odd)(np.zeros(4, np.float32))


def test_load_order_picks_any_two_axes_of_a_4d_tensor():
    x = source((2, 40, 3, 64))
    got = {}

    @pl.jit
    def kernel(x: T4):
        nz = pl.make_tile_group(type=pl.TileType([16, 32], FP8, Mat, layout=pl.NZ), addrs=0x0).current()
        pl.load(nz, x, [1, 4, 2, 8], order=[1, 3])   # rows along axis 1, columns along axis 3
        got["plain"] = read_tile(nz)
        zn = pl.make_tile_group(type=pl.TileType([32, 32], FP8, Mat, layout=pl.ZN), addrs=0x4000).current()
        pl.load(zn, x, [0, 5, 1, 16], order=[3, 1])  # transposed: rows along axis 3, columns along axis 1
        got["transposed"] = read_tile(zn)
        got["default"] = pl.make_tile_group(type=pl.TileType([16, 32], FP8, Mat, layout=pl.NZ),
                                            addrs=0x8000).current()
        pl.load(got["default"], x, [1, 0, 0, 0])     # the last two axes
        got["default"] = read_tile(got["default"])

    kernel(x)
    assert np.array_equal(got["plain"], x[1, 4:20, 2, 8:40])
    assert np.array_equal(got["transposed"], x[0, 5:37, 1, 16:48].T)
    assert np.array_equal(got["default"][:3], x[1, 0, 0:3, 0:32])  # the 3 rows axis 2 holds

    def bad(x: T4):
        t = pl.make_tile_group(type=pl.TileType([16, 32], FP8, Mat, layout=pl.NZ), addrs=0x0).current()
        pl.load(t, x, [0, 0, 0, 0], order=[0, 2])  # neither axis contiguous

    with pytest.raises(pl.KernelError, match="expected one of them contiguous"):
        pl.jit(bad)(x)


def test_set_validshape_fixes_the_window_a_load_moves():
    x = source((64, 64), seed=2)
    got = {}

    @pl.jit
    def kernel(x: T2):
        group = pl.make_tile_group(type=pl.TileType([16, 32], FP8, Mat, layout=pl.NZ), addrs=0x0, depth=2)
        pl.set_validshape(group, [5, 20])  # every slot
        t = group[1]
        pl.load(t, x, [40, 30])
        got["tile"], got["valid"] = read_tile(t), [s.valid for s in group]
        static = pl.make_tile_group(type=pl.TileType([16, 32], FP8, Mat, valid_shape=[3, 32], layout=pl.NZ),
                                    addrs=0x4000).current()
        pl.load(static, x, [0, 0])
        got["static"] = read_tile(static)

    kernel(x)
    assert got["valid"] == [(5, 20), (5, 20)]
    assert np.array_equal(got["tile"][:5, :20], x[40:45, 30:50])
    assert not got["tile"][5:].any() and not got["tile"][:, 20:].any()  # nothing beyond the window
    assert np.array_equal(got["static"][:3], x[:3, :32]) and not got["static"][3:].any()

    def past_the_end(x: T2):
        t = pl.make_tile_group(type=pl.TileType([16, 32], FP8, Mat, layout=pl.NZ), addrs=0x0).current()
        pl.set_validshape(t, [16, 32])
        pl.load(t, x, [56, 0])

    with pytest.raises(pl.KernelError, match="runs past tensor"):
        pl.jit(past_the_end)(x)


def test_load_tile_counts_offsets_in_tiles():
    x = source((2, 64, 128), seed=3)
    got = {}

    @pl.jit
    def kernel(x: pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC, pl.DYNAMIC], FP8]):
        t = pl.make_tile_group(type=pl.TileType([16, 32], FP8, Mat, layout=pl.NZ), addrs=0x0).current()
        pl.load_tile(t, x, [1, 2, 3])  # axis 0 in elements; axes 1, 2 in tiles of 16 and 32
        got["tile"] = read_tile(t)

    kernel(x)
    assert np.array_equal(got["tile"], x[1, 32:48, 96:128])


def test_make_tensor_and_set_stride_view_gm():
    x = source((4, 8, 32), seed=4)
    got = {}

    @pl.jit
    def kernel(x: pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC, pl.DYNAMIC], FP8]):
        merged = pl.make_tensor(x, [32, 32], [32, 1])  # [B, S, D] as [B * S, D]
        t = pl.make_tile_group(type=pl.TileType([16, 32], FP8, Mat, layout=pl.NZ), addrs=0x0).current()
        pl.load(t, merged, [8, 0])
        got["merged"] = read_tile(t)
        every_other = pl.make_tensor(x, [16, 32], [32, 1])
        pl.set_stride(every_other, [64, 1])  # rows 0, 2, 4, ...
        u = pl.make_tile_group(type=pl.TileType([16, 32], FP8, Mat, layout=pl.NZ), addrs=0x4000).current()
        pl.load(u, every_other, [0, 0])
        got["strided"] = read_tile(u)

    kernel(x)
    flat = x.reshape(32, 32)
    assert np.array_equal(got["merged"], flat[8:24])
    assert np.array_equal(got["strided"], flat[0::2])

    def too_far(x: pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC, pl.DYNAMIC], FP8]):
        pl.make_tensor(x, [33, 32], [32, 1])

    with pytest.raises(pl.KernelError, match="reaches 1056 elements; tensor x holds 1024"):
        pl.jit(too_far)(x)


def mx_matmul_kernel(store, out_dtype=np.float32):
    """A 16 x 64 x 16 MXFP8 matmul whose result `store(out, acc)` writes (a 4-d `out_dtype` tensor)."""
    out_type = {np.float32: pl.DT_FP32, np.float16: pl.DT_FP16, np.int8: pl.DT_INT8}.get(out_dtype)
    if out_type is None:
        out_type = pl.DT_FP8E4M3FN if np.dtype(out_dtype).name == "float8_e4m3fn" else pl.DT_BF16

    def kernel(a: T2, b: T2, sa: pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC, 2], pl.DT_FP8E8M0],
               sb: pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC, 2], pl.DT_FP8E8M0],
               out: pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC, pl.DYNAMIC, pl.DYNAMIC], out_type]):
        tiles = mx_matmul_tiles()
        al1, bl1, sal1, sbl1, *_, ac = tiles
        for tile, tensor, at in ((al1, a, [0, 0]), (bl1, b, [0, 0]), (sal1, sa, [0, 0, 0]), (sbl1, sb, [0, 0, 0])):
            pl.load(tile, tensor, at)
        move_and_multiply(tiles)
        store(out, ac)

    return pl.jit(kernel, auto_mutex=True)


def test_store_and_store_tile_write_two_axes_of_a_4d_tensor():
    rng = np.random.default_rng(5)
    a = (rng.integers(0, 0x7F, (16, 64)) | (rng.integers(0, 2, (16, 64)) << 7)).astype(np.uint8)
    b = (rng.integers(0, 0x7F, (64, 16)) | (rng.integers(0, 2, (64, 16)) << 7)).astype(np.uint8)
    sa, sb = rng.integers(120, 134, (16, 2), dtype=np.uint8), rng.integers(120, 134, (2, 16), dtype=np.uint8)
    ref = mxsim.mx_matmul(a, sa, b, sb, "e4m3", "e4m3", preset="ascend950_mmad_mx")
    args = (a, b, sa.reshape(16, 1, 2), sb.reshape(1, 2, 16).transpose(0, 2, 1).copy())
    for store in (lambda out, ac: pl.store(out, ac, [1, 2, 0, 16], order=[2, 3]),
                  lambda out, ac: pl.store_tile(out, ac, [1, 2, 0, 1], order=[2, 3])):
        out = np.zeros((2, 3, 16, 48), np.float32)
        mx_matmul_kernel(store)(*args, out)
        assert np.array_equal(out[1, 2, :, 16:32].view(np.uint32), ref.view(np.uint32))
        out[1, 2, :, 16:32] = 0
        assert not out.any()  # nothing else written
    with pytest.raises(pl.KernelError, match="ascending"):
        mx_matmul_kernel(lambda out, ac: pl.store(out, ac, [0, 0, 0, 0], order=[3, 2]))(*args, np.zeros(
            (2, 3, 16, 48), np.float32))


def fixpipe_case(seed, dtype, store, initial=None):
    """The 16 x 64 x 16 MXFP8 matmul stored by `store(out, acc)` into a [1, 1, 16, 16] tensor of
    `dtype` (holding `initial`); returns (what the store wrote, the FP32 product as float64, the kernel)."""
    rng = np.random.default_rng(seed)
    a = (rng.integers(0, 0x7F, (16, 64)) | (rng.integers(0, 2, (16, 64)) << 7)).astype(np.uint8)
    b = (rng.integers(0, 0x7F, (64, 16)) | (rng.integers(0, 2, (64, 16)) << 7)).astype(np.uint8)
    sa, sb = rng.integers(118, 126, (16, 2), dtype=np.uint8), rng.integers(118, 126, (2, 16), dtype=np.uint8)
    ref = mxsim.mx_matmul(a, sa, b, sb, "e4m3", "e4m3", preset="ascend950_mmad_mx").astype(np.float64)
    out = np.zeros((1, 1, 16, 16), dtype) if initial is None else initial.reshape(1, 1, 16, 16).copy()
    kernel = mx_matmul_kernel(store, out_dtype=dtype)
    kernel(a, b, sa.reshape(16, 1, 2), sb.reshape(1, 2, 16).transpose(0, 2, 1).copy(), out)
    return out.reshape(16, 16), ref, kernel


def truncated(scale):
    """The scale FIXPIPE multiplies by: FP32 with the low 13 mantissa bits zeroed (sign-8-10)."""
    bits = np.array(np.float32(scale)).view(np.uint32) & np.uint32(0xFFFFE000)
    return float(np.array(bits, np.uint32).view(np.float32))


def test_store_with_a_scalar_scale_quantises_as_fixpipe_does():
    import ml_dtypes
    scale = 0.3  # not a sign-8-10 value: the low mantissa bits are dropped
    s = truncated(scale)
    assert s != float(np.float32(scale)) and s == 0.2998046875
    got, ref, k = fixpipe_case(6, np.float32, lambda out, ac: pl.store(out, ac, [0, 0, 0, 0], scale=scale))
    assert np.array_equal(got.view(np.uint32), (ref * s).astype(np.float32).view(np.uint32))
    assert "quant_pre=QF322F32_PRE deq_scalar=0x3e99999a" in k.recording.text()
    got, ref, _ = fixpipe_case(7, np.float16, lambda out, ac: pl.store(out, ac, [0, 0, 0, 0], scale=scale))
    assert np.array_equal(got.view(np.uint16), (ref * s).astype(np.float16).view(np.uint16))
    # INT8: nearest, ties to even, saturated (a scale of 8 takes most products past 127)
    for seed, sc in ((8, 0.0625), (9, 8.0)):
        got, ref, k = fixpipe_case(seed, np.int8, lambda out, ac, sc=sc: pl.store(out, ac, [0, 0, 0, 0], scale=sc))
        assert np.array_equal(got, np.clip(np.round(ref * sc), -128, 127).astype(np.int8))
        assert f"deq_scalar={hex((1 << 46) | int(np.array(np.float32(sc)).view(np.uint32)))}" in k.recording.text()
    assert (got == 127).any() and (got == -128).any()
    # FP8 E4M3 (a power-of-two scale: the product is an FP32 value, which ml_dtypes rounds once)
    got, ref, _ = fixpipe_case(10, ml_dtypes.float8_e4m3fn,
                               lambda out, ac: pl.store(out, ac, [0, 0, 0, 0], scale=0.25))
    want = (ref * 0.25).astype(np.float32).astype(ml_dtypes.float8_e4m3fn)
    assert np.array_equal(got.view(np.uint8), want.view(np.uint8))


def test_store_relu_and_atomic_add():
    got, ref, _ = fixpipe_case(11, np.float32, lambda out, ac: pl.store(out, ac, [0, 0, 0, 0],
                                                                        relu_pre_mode=pl.ReluPreMode.NormalRelu))
    assert (ref < 0).any()
    assert np.array_equal(got.view(np.uint32), np.maximum(ref, 0).astype(np.float32).view(np.uint32))
    initial = np.random.default_rng(12).standard_normal((16, 16)).astype(np.float32) * 1000
    got, ref, k = fixpipe_case(13, np.float32, lambda out, ac: pl.store(out, ac, [0, 0, 0, 0],
                                                                        atomic=pl.AtomicType.AtomicAdd), initial)
    assert np.array_equal(got.view(np.uint32), (initial.astype(np.float64) + ref).astype(np.float32).view(np.uint32))
    lines = k.recording.text().splitlines()
    store = next(i for i, line in enumerate(lines) if line.startswith("copy_matrix_cc_to_gm"))
    order = [lines.index(name) for name in ("set_atomic_f32", "set_atomic_add")] + [store, lines.index("set_atomic_none")]
    assert order == sorted(order)  # the mode around the store (its mutex lines in between)
    # INT8 atomic add of scaled values saturates
    initial8 = np.full((16, 16), 120, np.int8)
    got, ref, _ = fixpipe_case(14, np.int8, lambda out, ac: pl.store(out, ac, [0, 0, 0, 0], scale=0.0625,
                                                                       atomic=pl.AtomicType.AtomicAdd), initial8)
    q = np.clip(np.round(ref * 0.0625), -128, 127)
    assert np.array_equal(got, np.clip(q + 120, -128, 127).astype(np.int8))
    for store, message in ((lambda out, ac: pl.store(out, ac, [0, 0, 0, 0], scale=1e-40), "normal"),
                           (lambda out, ac: pl.store(out, ac, [0, 0, 0, 0], scale=np.inf), "finite")):
        with pytest.raises(pl.KernelError, match=message):
            fixpipe_case(15, np.float32, store)
    with pytest.raises(pl.KernelError, match="store with scale into DT_BF16"):
        import ml_dtypes
        fixpipe_case(15, ml_dtypes.bfloat16, lambda out, ac: pl.store(out, ac, [0, 0, 0, 0], scale=2.0))


def test_the_model_checks_fixpipe_quantisation_in_a_trace(tmp_path):
    _, _, k = fixpipe_case(16, np.int8, lambda out, ac: pl.store(out, ac, [0, 0, 0, 0], scale=0.5))
    path = tmp_path / "q.mxt"
    k.recording.save(path)
    text = path.read_text()
    signed = hex((1 << 46) | 0x3F000000)
    path.write_text(text.replace(f"deq_scalar={signed}", "deq_scalar=0x3f000000"))  # bit 46 clear
    result = mxsim.run(path, mode="hardware")
    assert [d["code"] for d in result.diagnostics] == ["ASC-DTYPE"]
    assert "bit 46" in result.diagnostics[0]["message"]
    path.write_text(text.replace(f"deq_scalar={signed}", "deq_scalar=0x400001"))  # a denormal scale
    assert [d["code"] for d in mxsim.run(path, mode="hardware").diagnostics] == ["ASC-FIELD-RANGE"]
    path.write_text(text.replace(f" deq_scalar={signed}", ""))
    with pytest.raises(ValueError, match="without deq_scalar"):
        mxsim.run(path)
    # an atomic mode whose dtype is not the destination's
    path.write_text(text.replace("copy_matrix_cc_to_gm", "set_atomic_f32\nset_atomic_add\ncopy_matrix_cc_to_gm", 1))
    result = mxsim.run(path, mode="hardware")
    assert [d["code"] for d in result.diagnostics] == ["ASC-DTYPE"]
    assert "atomic add dtype" in result.diagnostics[0]["message"]


def test_system_calls_lower_to_cce_synchronisation():
    @pl.jit
    def kernel(x: pl.Tensor[[pl.DYNAMIC], pl.DT_FP32]):
        pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE1, event_id=3)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE1, event_id=3)
        pl.system.bar_m()
        pl.system.mutex_lock(pipe=pl.PipeType.FIX, mutex_id=30)
        pl.system.mutex_unlock(pipe=pl.PipeType.FIX, mutex_id=30)

    kernel(np.zeros(4, np.float32))
    lines = [line for line in kernel.recording.text().splitlines() if not line.startswith(("mxt", "target", "config",
                                                                                            "buffer", "end"))]
    assert lines == ["set_flag pipe=PIPE_MTE2 tpipe=PIPE_MTE1 event_id=3",
                     "wait_flag pipe=PIPE_MTE2 tpipe=PIPE_MTE1 event_id=3",
                     "pipe_barrier pipe=PIPE_M",
                     "get_buf pipe=PIPE_FIX id=30 mode=0",
                     "rls_buf pipe=PIPE_FIX id=30 mode=0"]
    assert kernel.diagnostics == []
    for body, message in ((lambda: pl.system.sync_src(set_pipe=pl.PipeType.M, wait_pipe=pl.PipeType.M, event_id=0),
                           "two different pipes"),
                          (lambda: pl.system.sync_dst(set_pipe=pl.PipeType.M, wait_pipe=pl.PipeType.FIX, event_id=8),
                           "event_id=8; expected 0..7"),
                          (lambda: pl.system.mutex_lock(pipe=pl.PipeType.FIX, mutex_id=32), "mutex_id=32")):
        def bad(x: pl.Tensor[[pl.DYNAMIC], pl.DT_FP32], body=body):
            body()

        with pytest.raises(pl.KernelError, match=message):
            pl.jit(bad)(np.zeros(4, np.float32))


def test_int64_tensors_load_into_one_row_nd_tiles_only():
    """64-bit tiles are the per-column quantisation parameters on their way to a Scaling tile: a
    [1, n] ND Mat tile takes them (moved as b32 pairs); a fractal 64-bit tile is refused."""
    got = {}

    @pl.jit
    def kernel(params: pl.Tensor[[1, 64], pl.DT_INT64]):
        t = pl.make_tile_group(type=pl.TileType([1, 64], pl.DT_INT64, Mat, layout=pl.ND), addrs=0x0).current()
        pl.load(t, params, [0, 0])
        got["tile"] = np.frombuffer(current().machine.contents(t.name), np.int64)

    params = (np.arange(64, dtype=np.int64) << 33) | 0x3F800000
    kernel(params.reshape(1, 64))
    assert np.array_equal(got["tile"], params)

    @pl.jit
    def fractal(params: pl.Tensor[[16, 64], pl.DT_INT64]):
        t = pl.make_tile_group(type=pl.TileType([16, 64], pl.DT_INT64, Mat, layout=pl.NZ), addrs=0x0).current()
        pl.load(t, params, [0, 0])

    with pytest.raises(pl.KernelError, match="int64 NZ: layout: element of 64 bits"):
        fractal(np.zeros((16, 64), np.int64))
    assert pl.mutex.mutex_lock is pl.system.mutex_lock and pl.TensorLayout.NZ is pl.NZ


def test_views_of_scales_and_vectors_move_what_they_name():
    sa = source((16, 4, 2), seed=8)  # [M, G/2, 2] pairs
    got = {}

    @pl.jit
    def kernel(s: pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC, 2], pl.DT_FP8E8M0]):
        view = pl.make_tensor(s, [8, 1, 2], [16, 2, 1])  # the first pair of every other row
        t = pl.make_tile_group(type=pl.TileType([16, 2], pl.DT_FP8E8M0, Mat, layout=pl.ZZ), addrs=0x0).current()
        pl.load(t, view, [0, 0, 0])
        got["tile"], got["valid"] = np.frombuffer(current().machine.contents(t.name), np.uint8), t.valid

    kernel(sa)
    # ZZ [16, 2]: row m's pair at bytes 2m, 2m + 1
    assert got["valid"] == (8, 2)
    assert np.array_equal(got["tile"][:16], sa[0::2, 0, :].reshape(-1))

    def scattered(s: pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC, 2], pl.DT_FP8E8M0]):
        t = pl.make_tile_group(type=pl.TileType([16, 2], pl.DT_FP8E8M0, Mat, layout=pl.ZZ), addrs=0x0).current()
        pl.load(t, pl.make_tensor(s, [16, 1, 2], [8, 3, 1]), [0, 0, 0])

    with pytest.raises(pl.KernelError, match="axis 1 stepping by one pair"):
        pl.jit(scattered)(sa)

    def strided_vector(b: pl.Tensor[[pl.DYNAMIC], pl.DT_FP32]):
        t = pl.make_tile_group(type=pl.TileType([1, 8], pl.DT_FP32, Mat, layout=pl.ND), addrs=0x0).current()
        pl.load(t, pl.make_tensor(b, [8], [2]), [0])

    with pytest.raises(pl.KernelError, match="expected a contiguous vector"):
        pl.jit(strided_vector)(np.zeros(16, np.float32))


def test_a_partly_static_valid_shape_keeps_its_static_axis():
    x = source((64, 64), seed=9)
    got = {}

    @pl.jit
    def kernel(x: T2):
        t = pl.make_tile_group(type=pl.TileType([16, 32], FP8, Mat, valid_shape=[-1, 20], layout=pl.NZ),
                               addrs=0x0).current()
        pl.load(t, x, [56, 0])  # 8 rows left in the tensor; 20 columns as declared
        got["tile"], got["valid"] = read_tile(t), t.valid

    kernel(x)
    assert got["valid"] == (8, 20)
    assert np.array_equal(got["tile"][:8, :20], x[56:64, :20]) and not got["tile"][:, 20:].any()


def test_slots_off_their_memorys_alignment_are_refused():
    def kernel(x: pl.Tensor[[pl.DYNAMIC], pl.DT_FP32]):
        pl.make_tile_group(type=pl.TileType([1, 4], pl.DT_FP32, pl.MemorySpace.Bias, layout=pl.ND), addrs=0x0,
                           depth=2)

    with pytest.raises(pl.KernelError, match="off the 64-byte alignment"):
        pl.jit(kernel)(np.zeros(4, np.float32))


def test_scales_fp32_cannot_hold_are_refused():
    for scale, message in ((1e-50, "normal"), (10 ** 400, "finite")):
        with pytest.raises(pl.KernelError, match=message):
            fixpipe_case(17, np.float32, lambda out, ac, s=scale: pl.store(out, ac, [0, 0, 0, 0], scale=s))


def test_views_with_another_dtype_are_refused():
    def kernel(x: T2):
        t = pl.make_tile_group(type=pl.TileType([16, 32], pl.DT_UINT8, Mat, layout=pl.NZ), addrs=0x0).current()
        pl.load(t, pl.make_tensor(x, [64, 64], [64, 1], dtype=pl.DT_UINT8), [0, 0])

    with pytest.raises(pl.KernelError, match="views with another dtype are not modelled"):
        pl.jit(kernel)(source((64, 64)))
