"""mxsim.nki front-end details: views and access patterns, nc_matmul, row tiling, memory reuse,
hardware-mode warnings, and the trace errors a replay reports with file:line:column."""

import ml_dtypes
import numpy as np
import pytest

import mxsim
import mxsim.nki as nki
import mxsim.nki.isa as nisa
import mxsim.nki.language as nl


def test_slices_and_access_patterns_address_the_same_elements():
    @nki.jit
    def kernel(x):
        t = nl.ndarray((8, 4, 16), dtype=nl.float32, buffer=nl.sbuf)
        nisa.dma_copy(dst=t, src=x.reshape((8, 4, 16)))
        a = nl.ndarray((4, 16), dtype=nl.float32, buffer=nl.sbuf)
        nisa.tensor_copy(dst=a, src=t[2:6, 1, :])                                   # a slice
        b = nl.ndarray((4, 16), dtype=nl.float32, buffer=nl.sbuf)
        nisa.tensor_copy(dst=b, src=t.ap(pattern=[[64, 4], [1, 16]], offset=2 * 64 + 16))  # the same by .ap
        c = nl.ndarray((8, 16), dtype=nl.float32, buffer=nl.sbuf)
        nisa.tensor_copy(dst=c, src=t[:, :, nl.ds(0, 16)].ap(pattern=[[64, 8], [4, 16]], offset=None))
        out = nl.ndarray((3, 4, 16), dtype=nl.float32, buffer=nl.shared_hbm)
        nisa.dma_copy(dst=out[0], src=a)
        nisa.dma_copy(dst=out[1], src=b)
        nisa.dma_copy(dst=out[2], src=c[0:4, :])
        return out

    x = np.arange(8 * 64, dtype=np.float32).reshape(8, 64)
    out = kernel(x)
    np.testing.assert_array_equal(out[0], x.reshape(8, 4, 16)[2:6, 1, :])
    np.testing.assert_array_equal(out[1], out[0])
    np.testing.assert_array_equal(out[2], x[0:4, 0:64:4])


def test_dtype_views_and_casts():
    @nki.jit
    def kernel(x):
        t = nl.ndarray((4, 8), dtype=nl.float32, buffer=nl.sbuf)
        nisa.dma_copy(dst=t, src=x)
        bf = nl.ndarray((4, 8), dtype=nl.bfloat16, buffer=nl.sbuf)
        nisa.tensor_copy(dst=bf, src=t)                       # FP32 -> BF16, nearest even
        words = nl.ndarray((4, 16), dtype=nl.uint16, buffer=nl.sbuf)
        nisa.tensor_copy(dst=words, src=t.view(nl.uint16))    # bits, no cast
        out_bf = nl.ndarray((4, 8), dtype=nl.bfloat16, buffer=nl.shared_hbm)
        nisa.dma_copy(dst=out_bf, src=bf)
        out_words = nl.ndarray((4, 16), dtype=nl.uint16, buffer=nl.shared_hbm)
        nisa.dma_copy(dst=out_words, src=words)
        return out_bf, out_words

    x = np.random.default_rng(0).standard_normal((4, 8)).astype(np.float32)
    bf, words = kernel(x)
    np.testing.assert_array_equal(bf.view(np.uint16), x.astype(ml_dtypes.bfloat16).view(np.uint16))
    np.testing.assert_array_equal(words, x.view(np.uint16))


def test_nc_matmul_bf16_adds_each_product_to_an_fp32_sum():
    rng = np.random.default_rng(1)
    # values m * 2^e with 4-bit m: products and partial sums are exact in binary64, so the
    # reference's float32(acc + product) is one correct rounding per step (trn3_nc_matmul)
    def values(shape):
        return (rng.integers(-15, 16, shape) * 2.0 ** rng.integers(-3, 3, shape)).astype(ml_dtypes.bfloat16)
    a, b = values((128, 64)), values((128, 96))

    @nki.jit
    def kernel(st, mv):
        s = nl.ndarray((128, 64), dtype=nl.bfloat16, buffer=nl.sbuf)
        m = nl.ndarray((128, 96), dtype=nl.bfloat16, buffer=nl.sbuf)
        nisa.dma_copy(dst=s, src=st)
        nisa.dma_copy(dst=m, src=mv)
        acc = nl.ndarray((64, 96), dtype=nl.float32, buffer=nl.psum)
        nisa.nc_matmul(dst=acc, stationary=s, moving=m)
        r = nl.ndarray((64, 96), dtype=nl.float32, buffer=nl.sbuf)
        nisa.tensor_copy(dst=r, src=acc)
        out = nl.ndarray((64, 96), dtype=nl.float32, buffer=nl.shared_hbm)
        nisa.dma_copy(dst=out, src=r)
        return out

    out = kernel(a, b)
    acc = np.zeros((64, 96), np.float32)
    a64, b64 = a.astype(np.float64), b.astype(np.float64)
    for k in range(128):
        acc = (acc.astype(np.float64) + np.outer(a64[k], b64[k])).astype(np.float32)
    np.testing.assert_array_equal(out.view(np.uint32), acc.view(np.uint32))


@pytest.mark.parametrize("tile_position, tile_size, code", [
    ((32, 0), (32, 128), None),
    ((0, 0), (64, 128), None),
    ((16, 0), (32, 128), "TRN3-ROW-TILING"),
    ((0, 0), None, "TRN3-ROW-TILING"),
    ((0, 32), (32, 32), "TRN3-ROW-TILING"),
])
def test_row_tiling(tile_position, tile_size, code):
    @nki.jit(mode="hardware")
    def kernel(words, scales):
        st = nl.ndarray((32, 2), dtype=nl.float8_e4m3fn_x4, buffer=nl.sbuf)
        nisa.dma_copy(dst=st, src=words.ap(pattern=[[2, 32], [1, 2]], offset=0, dtype=nl.float8_e4m3fn_x4))
        sc = nl.ndarray((4, 2), dtype=nl.uint8, buffer=nl.sbuf)
        nisa.dma_copy(dst=sc, src=scales)
        acc = nl.ndarray((2, 2), dtype=nl.float32, buffer=nl.psum)
        nisa.nc_matmul_mx(dst=acc, stationary=st, moving=st, stationary_scale=sc, moving_scale=sc,
                          tile_position=tile_position, tile_size=tile_size)
        r = nl.ndarray((2, 2), dtype=nl.float32, buffer=nl.sbuf)
        nisa.tensor_copy(dst=r, src=acc)
        out = nl.ndarray((2, 2), dtype=nl.float32, buffer=nl.shared_hbm)
        nisa.dma_copy(dst=out, src=r)
        return out

    words = np.full((32, 2), 0x38383838, np.uint32)  # every lane 1.0
    out = kernel(words, np.full((4, 2), 127, np.uint8))
    codes = [d["code"] for d in kernel.diagnostics]
    assert codes == ([] if code is None else [code])
    np.testing.assert_array_equal(out, np.full((2, 2), 128.0, np.float32))  # 32 partitions x 4 lanes


def test_psum_and_sbuf_space_is_reused_across_loop_iterations():
    @nki.jit
    def kernel(x):
        out = nl.ndarray((128, 512), dtype=nl.float32, buffer=nl.shared_hbm)
        for i in range(40):  # 40 x 2 KiB PSUM tiles would not fit at once (16 KiB per partition)
            acc = nl.ndarray((128, 512), dtype=nl.float32, buffer=nl.psum)
            nisa.memset(dst=acc, value=float(i))
            t = nl.ndarray((128, 512), dtype=nl.float32, buffer=nl.sbuf)
            nisa.tensor_copy(dst=t, src=acc)
            nisa.dma_copy(dst=out, src=t)
        return out

    out = kernel(np.zeros(1, np.float32))
    assert (out == 39.0).all()


def test_hardware_mode_warns_for_accumulate_into_unwritten_psum():
    @nki.jit(mode="hardware")
    def kernel(words, scales):
        st = nl.ndarray((32, 2), dtype=nl.float8_e4m3fn_x4, buffer=nl.sbuf)
        nisa.dma_copy(dst=st, src=words.ap(pattern=[[2, 32], [1, 2]], offset=0, dtype=nl.float8_e4m3fn_x4))
        sc = nl.ndarray((4, 2), dtype=nl.uint8, buffer=nl.sbuf)
        nisa.dma_copy(dst=sc, src=scales)
        acc = nl.ndarray((2, 2), dtype=nl.float32, buffer=nl.psum)
        nisa.memset(dst=acc, value=0.0)
        nisa.nc_matmul_mx(dst=acc, stationary=st, moving=st, stationary_scale=sc, moving_scale=sc, accumulate=True)
        r = nl.ndarray((2, 2), dtype=nl.float32, buffer=nl.sbuf)
        nisa.tensor_copy(dst=r, src=acc)
        out = nl.ndarray((2, 2), dtype=nl.float32, buffer=nl.shared_hbm)
        nisa.dma_copy(dst=out, src=r)
        return out

    with pytest.warns(RuntimeWarning, match="TRN3-ACCUMULATE-UNINIT"):
        out = kernel(np.full((32, 2), 0x38383838, np.uint32), np.full((4, 2), 127, np.uint8))
    np.testing.assert_array_equal(out, np.full((2, 2), 128.0, np.float32))


def test_unknown_dtype_and_full_sbuf_name_the_kernel_line():
    @nki.jit
    def bad_dtype(x):
        return nl.ndarray((128, 4), dtype="float7", buffer=nl.sbuf)

    @nki.jit
    def too_big(x):
        return nl.ndarray((128, 300000), dtype=nl.uint8, buffer=nl.sbuf)

    with pytest.raises(nki.KernelError, match=r"test_trn3_frontend.py:\d+: unknown dtype 'float7'"):
        bad_dtype(np.zeros(1, np.float32))
    with pytest.raises(nki.KernelError, match=r"test_trn3_frontend.py:\d+: sbuf is full"):
        too_big(np.zeros(1, np.float32))


MINIMAL = """mxt 1
target trn3
buffer x hbm address=0x0 shape=[4, 8] dtype=float32 payload="x.npy"
buffer t sbuf address=0x0 partition=0 shape=[4, 8] dtype=float32
buffer y hbm address=0x100 shape=[4, 8] dtype=float32 expect="x.npy"
dma_copy dst=t src=x
dma_copy dst=y src=t
"""


def _trace(tmp_path, text, payload=np.arange(32, dtype=np.float32).reshape(4, 8)):
    np.save(tmp_path / "x.npy", payload)
    path = tmp_path / "t.mxt"
    path.write_text(text)
    return path


def test_npy_payloads_beside_the_trace(tmp_path):
    result = mxsim.run(_trace(tmp_path, MINIMAL))
    assert result.ok and result.expected == {"y"}
    np.testing.assert_array_equal(result.outputs["y"], np.arange(32, dtype=np.float32).reshape(4, 8))


@pytest.mark.parametrize("edit, message", [
    (("dma_copy dst=y", "dma_cpy dst=y"), r"t.mxt:7:1: unknown mnemonic 'dma_cpy'"),
    (("dma_copy dst=y src=t", "dma_copy dst=y"), r"t.mxt:7:1: missing operand 'src' of dma_copy"),
    (("dtype=float32 payload", "dtype=float33 payload"), r"t.mxt:3:\d+: unknown dtype 'float33'"),
    (("address=0x100", "address=0x2500000000"), r"t.mxt:5:\d+: hbm buffer 'y' ends at byte"),
    (("shape=[4, 8] dtype=float32 payload", "shape=[4, 9] dtype=float32 payload"),
     r"t.mxt:3:\d+: payload 'x.npy' has 128 bytes; expected 144"),
    (("mxt 1", "mxt 3"), r"t.mxt:1:5: unsupported trace version 3; expected version 1 to 2"),
    (("address=0x0 shape=[4, 8] dtype=float32 payload", "address=zero shape=[4, 8] dtype=float32 payload"),
     r"t.mxt:3:\d+: 'address' is not an integer"),
])
def test_malformed_traces_name_file_line_column(tmp_path, edit, message):
    path = _trace(tmp_path, MINIMAL.replace(*edit))
    with pytest.raises(ValueError, match=message):
        mxsim.run(path)


def test_truncated_npy_payload(tmp_path):
    path = _trace(tmp_path, MINIMAL)
    data = (tmp_path / "x.npy").read_bytes()
    (tmp_path / "x.npy").write_bytes(data[:-5])
    with pytest.raises(ValueError, match="truncated payload"):
        mxsim.run(path)


def test_sbuf_address_beyond_a_partition_is_a_capacity_diagnostic(tmp_path):
    path = _trace(tmp_path, MINIMAL.replace("buffer t sbuf address=0x0", "buffer t sbuf address=0x3ffff"))
    with pytest.raises(mxsim.DiagnosticError, match=r"t.mxt:4:1: error\[MEM-CAPACITY\]"):
        mxsim.run(path)
    result = mxsim.run(path, mode="hardware")
    assert [d["code"] for d in result.diagnostics][:1] == ["MEM-CAPACITY"]


def test_overlapping_hbm_buffers_are_a_warning(tmp_path):
    path = _trace(tmp_path, MINIMAL.replace("buffer y hbm address=0x100", "buffer y hbm address=0x40"))
    result = mxsim.run(path, mode="strict")  # a warning does not stop a strict run
    overlap = [d for d in result.diagnostics if d["code"] == "MEM-OVERLAP"]
    assert overlap and overlap[0]["line"] == 5 and "overlaps buffer 'x'" in overlap[0]["message"]


def test_torch_tensors_in_and_out(monkeypatch):
    """CPU torch tensors are accepted and torch tensors come back. torch is optional (not a
    dependency), so without it a minimal stand-in module exercises the same conversions."""
    try:
        import torch  # noqa: F401
    except ImportError:
        import sys
        import types

        fake = types.ModuleType("torch")

        class Tensor:
            device = types.SimpleNamespace(type="cpu")

            def __init__(self, array):
                self.array = array
                self.dtype = "bfloat16" if array.dtype.name == "bfloat16" else array.dtype.name

            def detach(self):
                return self

            def cpu(self):
                return self

            def numpy(self):
                return self.array

            def view(self, dtype):
                return Tensor(self.array.view(np.int16))

        fake.Tensor = Tensor
        fake.bfloat16 = "bfloat16"
        fake.int16 = "int16"
        fake.from_numpy = Tensor
        monkeypatch.setitem(sys.modules, "torch", fake)
    import torch

    @nki.jit
    def copy(x):
        t = nl.ndarray((4, 8), dtype=nl.bfloat16, buffer=nl.sbuf)
        nisa.dma_copy(dst=t, src=x)
        out = nl.ndarray((4, 8), dtype=nl.bfloat16, buffer=nl.shared_hbm)
        nisa.dma_copy(dst=out, src=t)
        return out

    values = np.arange(32, dtype=np.float32).reshape(4, 8)
    if hasattr(torch, "tensor"):
        x = torch.tensor(values, dtype=torch.bfloat16)
    else:
        x = torch.Tensor(values.astype(ml_dtypes.bfloat16))
    out = copy(x)
    assert isinstance(out, torch.Tensor)
    np.testing.assert_array_equal(np.asarray(out.numpy(), np.float32), values)
