"""Edge cases of the Trainium3 model and front end: hostile access patterns and traces, memory
reuse, accumulate flags, engines, tiling and scale placement."""
import inspect

import ml_dtypes
import numpy as np
import pytest

import mxsim
import mxsim.nki as nki
import mxsim.nki.isa as nisa
import mxsim.nki.language as nl


def _line(fn, marker):
    lines, start = inspect.getsourcelines(fn.fn)
    return start + next(i for i, t in enumerate(lines) if marker in t)


def _bf16(shape=(128, 512)):
    return np.random.default_rng(3).standard_normal(shape).astype(ml_dtypes.bfloat16)


def test_quantize_mx_with_an_oversized_scale_tile_writes_nothing_beyond_it():
    @nki.jit(mode="hardware")
    def kernel(x):
        src = nl.ndarray((128, 512), dtype=nl.bfloat16, buffer=nl.sbuf)
        nisa.dma_copy(dst=src, src=x)
        q = nl.ndarray((128, 128), dtype=nl.float8_e4m3fn_x4, buffer=nl.sbuf)
        s = nl.ndarray((128, 1024), dtype=nl.uint8, buffer=nl.sbuf)
        nisa.memset(dst=s, value=7)
        nisa.quantize_mx(dst=q, src=src, dst_scale=s)
        out = nl.ndarray((128, 1024), dtype=nl.uint8, buffer=nl.shared_hbm)
        nisa.dma_copy(dst=out, src=s)
        return out

    out = kernel(_bf16())
    assert [d["code"] for d in kernel.diagnostics] == ["TRN3-SHAPE"]
    assert (out == 7).all()  # no defined result: the instruction is skipped


def test_hostile_access_patterns_and_nesting_are_errors_not_crashes(tmp_path):
    base = "mxt 1\ntarget trn3\nbuffer s sbuf address=0x0 partition=0 shape=[16, 16] dtype=float32\n" \
           "buffer h hbm address=0x0 shape=[16, 16] dtype=float32\nmemset dst=s value=0.0\n"
    cases = {
        "overflow": "dma_copy dst=h src=s.ap(pattern=[[16, 1], [1099511627776, 12582913]], offset=0, dtype=float32)\n",
        "nesting": "memset dst=s value=" + "[" * 100000 + "\n",
        "slice": "dma_copy dst=h src=s[0:1000, 0:16]\n",
    }
    for name, line in cases.items():
        path = tmp_path / f"{name}.mxt"
        path.write_text(base + line)
        with pytest.raises(ValueError, match=rf"{name}.mxt:6:\d+: "):
            mxsim.run(path, mode="hardware")


def test_accumulate_state_query_survives_hostile_views():
    m = mxsim._core.Trn3Machine("trn3", "hardware")
    m.declare("buffer a psum address=0x0 partition=0 shape=[4, 4] dtype=float32", "k.py", 1)
    with pytest.raises(ValueError, match="k.py:2: access pattern reaches beyond"):
        m.accumulate_state("nc_matmul_mx dst=a.ap(pattern=[[4, 1], [1099511627776, 12582913]], offset=0) "
                           "stationary=a moving=a stationary_scale=a moving_scale=a", "k.py", 2)


def test_reused_sbuf_is_uninitialised_again():
    @nki.jit
    def kernel(x):
        a = nl.ndarray((128, 512), dtype=nl.bfloat16, buffer=nl.sbuf)
        nisa.dma_copy(dst=a, src=x)
        del a  # its bytes go back to the allocator
        b = nl.ndarray((128, 512), dtype=nl.bfloat16, buffer=nl.sbuf)
        out = nl.ndarray((128, 512), dtype=nl.bfloat16, buffer=nl.shared_hbm)
        nisa.dma_copy(dst=out, src=b)  # <- UNINIT
        return out

    with pytest.raises(nki.KernelError, match=rf":{_line(kernel, '<- UNINIT')}: error\[MEM-UNINIT\]"):
        kernel(_bf16())


def test_reused_sbuf_replays_with_the_same_lifetimes(tmp_path):
    @nki.jit(mode="hardware")
    def kernel(x):
        a = nl.ndarray((128, 512), dtype=nl.bfloat16, buffer=nl.sbuf)
        nisa.dma_copy(dst=a, src=x)
        del a
        b = nl.ndarray((128, 512), dtype=nl.bfloat16, buffer=nl.sbuf)
        out = nl.ndarray((128, 512), dtype=nl.bfloat16, buffer=nl.shared_hbm)
        nisa.dma_copy(dst=out, src=b)
        return out

    kernel(_bf16())
    path = kernel.recording.save(tmp_path / "reuse.mxt")
    text = open(path).read().splitlines()
    assert text[4].startswith("buffer t1 sbuf address=0x0") and text[6].startswith("buffer t2 sbuf address=0x0")
    assert mxsim._core.canonical_mxt("\n".join(text) + "\n", "r") == "\n".join(text) + "\n"
    result = mxsim.run(path, mode="hardware")
    assert [d["code"] for d in result.diagnostics] == ["MEM-UNINIT"] and result.diagnostics[0]["line"] == 9


def _matmul_kernel(p, accumulate=None, tile_position=None, tile_size=None, engine_dma=None, mode="strict"):
    @nki.jit(mode=mode)
    def kernel(a):
        s = nl.ndarray((128, 32), dtype=nl.bfloat16, buffer=nl.sbuf)
        if engine_dma:
            nisa.dma_copy(dst=s, src=a, engine=engine_dma)
        else:
            nisa.dma_copy(dst=s, src=a)
        acc = nl.ndarray((32, 32), dtype=nl.float32, buffer=nl.psum)
        view = s if p == 128 else s.ap(pattern=[[32, p], [1, 32]], offset=0)
        nisa.nc_matmul(dst=acc, stationary=view, moving=view, accumulate=accumulate, tile_position=tile_position,
                       tile_size=tile_size)
        r = nl.ndarray((32, 32), dtype=nl.float32, buffer=nl.sbuf)
        nisa.tensor_copy(dst=r, src=acc)
        out = nl.ndarray((32, 32), dtype=nl.float32, buffer=nl.shared_hbm)
        nisa.dma_copy(dst=out, src=r)
        return out
    return kernel


def test_nc_matmul_partition_limit_column_tiling_and_dma_engine():
    a = np.ones((128, 32), ml_dtypes.bfloat16)
    with pytest.raises(nki.KernelError, match=r"error\[TRN3-PARTITIONS\]: nc_matmul contracts over 256"):
        _matmul_kernel(256, mode="strict")(a)
    out = _matmul_kernel(128, tile_position=(0, 32), tile_size=(128, 32), engine_dma=nisa.engine.scalar)(a)
    np.testing.assert_array_equal(out, np.full((32, 32), 128.0, np.float32))
    with pytest.raises(nki.KernelError, match=r"TRN3-ROW-TILING\]: column tile size not supported; expected 32, 64 or 128, actual 16"):
        _matmul_kernel(128, tile_position=(0, 0), tile_size=(128, 16))(a)


def test_accumulate_true_into_unwritten_psum_is_only_a_warning_in_strict_mode():
    a = np.ones((128, 32), ml_dtypes.bfloat16)
    kernel = _matmul_kernel(128, accumulate=True)
    with pytest.warns(RuntimeWarning, match="TRN3-ACCUMULATE-UNINIT"):
        out = kernel(a)
    assert [d["code"] for d in kernel.diagnostics] == ["TRN3-ACCUMULATE-UNINIT"]
    np.testing.assert_array_equal(out, np.full((32, 32), 128.0, np.float32))  # unwritten PSUM reads as 0


def test_trace_errors_from_the_front_end_name_the_kernel_line():
    @nki.jit
    def kernel(x):
        t = nl.ndarray((128, 512), dtype=nl.bfloat16, buffer=nl.sbuf)
        nisa.dma_copy(dst=t, src=x.ap(pattern=[[512, 128], [1, 512]], offset=-5))  # <- BAD
        return t

    with pytest.raises(nki.KernelError) as info:
        kernel(_bf16())
    message = str(info.value)
    assert message.startswith(f"{__file__}:{_line(kernel, '<- BAD')}: ") and message.count(".py:") == 1, message


def test_out_of_range_slices_are_errors():
    @nki.jit
    def kernel(x):
        t = nl.ndarray((128, 512), dtype=nl.bfloat16, buffer=nl.sbuf)
        nisa.dma_copy(dst=t[0:1000, :], src=x)
        return t

    with pytest.raises(nki.KernelError, match=r"slice slice\(0, 1000, None\) of dim 0 \(size 128\); expected 0 <= start"):
        kernel(_bf16())


@pytest.mark.parametrize("scale_start, message", [
    (2, "offset 2 within its quadrant"),
    (32, "starts in quadrant 1 but its data starts in quadrant 0"),
])
def test_scale_views_at_the_wrong_quadrant_offset_or_quadrant(scale_start, message):
    @nki.jit
    def kernel(x):
        src = nl.ndarray((32, 512), dtype=nl.bfloat16, buffer=nl.sbuf)
        nisa.dma_copy(dst=src, src=x)
        q = nl.ndarray((32, 128), dtype=nl.float8_e4m3fn_x4, buffer=nl.sbuf)
        s = nl.ndarray((128, 128), dtype=nl.uint8, buffer=nl.sbuf)
        nisa.quantize_mx(dst=q, src=src, dst_scale=s[scale_start:scale_start + 4, :])  # <- RULE
        return q

    with pytest.raises(nki.KernelError, match=rf":{_line(kernel, '<- RULE')}: error\[TRN3-SCALE-PLACEMENT\]: .*{message}"):
        kernel(_bf16((32, 512)))


@pytest.mark.parametrize("attribute", ["partition=9223372036854775807", "address=0x7ffffffffffffffe"])
def test_out_of_range_declarations_are_errors(tmp_path, attribute):
    text = "mxt 1\ntarget trn3\nbuffer x sbuf address=0x0 partition=0 shape=[1, 4] dtype=uint8\nmemset dst=x value=0\n"
    key = attribute.split("=")[0]
    text = text.replace(f"{key}=0x0" if key == "address" else f"{key}=0", attribute)
    path = tmp_path / "big.mxt"
    path.write_text(text)
    for mode in ("strict", "hardware"):
        with pytest.raises(ValueError, match=rf"big.mxt:3:\d+: {key} \d+ out of range"):
            mxsim.run(path, mode=mode)


def test_trn3_sdk230_quantizes_with_the_ocp_scale():
    # SDK <= 2.30's quantize_mx picks the OCP scale; SDK >= 2.31 twice it: every scale is exactly
    # one more on trn3, and the SDK 2.30 scales are mxsim's OCP-rule quantization of the same data
    x = _bf16((32, 128))

    def make(config):
        @nki.jit(config=config)
        def kernel(x):
            src = nl.ndarray((32, 128), dtype=nl.bfloat16, buffer=nl.sbuf)
            nisa.dma_copy(dst=src, src=x)
            q = nl.ndarray((32, 32), dtype=nl.float8_e4m3fn_x4, buffer=nl.sbuf)
            s = nl.ndarray((32, 32), dtype=nl.uint8, buffer=nl.sbuf)
            nisa.quantize_mx(dst=q, src=src, dst_scale=s)
            out = nl.ndarray((4, 32), dtype=nl.uint8, buffer=nl.shared_hbm)
            nisa.dma_copy(dst=out, src=s[0:4, :])  # one scale row per 8 partitions (quadrant rows 0-3)
            return out

        return kernel

    new, old = make("trn3")(x), make("trn3_sdk230")(x)
    assert np.array_equal(new.astype(int), old.astype(int) + 1)
    # each scale covers 8 partitions x 4 elements: the OCP rule over those blocks
    blocks = x.astype(np.float32).reshape(4, 8, 32, 4).transpose(0, 2, 1, 3).reshape(4, 32, 32)
    _, ocp = mxsim.mx_quantize(blocks.reshape(128, 32), elem="e4m3", scale_rule="ocp", axis=1)
    assert np.array_equal(old.reshape(-1), np.asarray(ocp).reshape(-1).view(np.uint8))
    assert {c["name"]: c["quantize_scale_rule"] for c in mxsim._core.trn3_configs()} == {
        "trn3": "trn3", "trn3_sdk230": "ocp", "trn2": "trn3"}
