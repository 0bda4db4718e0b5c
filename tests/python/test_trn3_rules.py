"""Broken Trainium3 kernels: each produces its documented diagnostic (docs/diagnostics.md) at the
right line, in strict mode (KernelError / DiagnosticError) and hardware mode (collected), both when
the kernel runs through mxsim.nki and when its recorded trace is replayed with mxsim.run."""
import inspect
import pathlib

import numpy as np
import pytest

import mxsim
import mxsim.nki as nki
import mxsim.nki.isa as nisa
import mxsim.nki.language as nl


def _line_of(fn, marker):
    lines, start = inspect.getsourcelines(fn.fn)
    for i, text in enumerate(lines):
        if marker in text:
            return start + i
    raise AssertionError(marker)


def _scattered_scales(data, scale_hbm):
    P, free = data.shape[0], scale_hbm.shape[1]
    tile = nl.ndarray((P, free), dtype=nl.uint8, buffer=nl.sbuf)
    nisa.memset(dst=tile, value=0)
    for q in range(P // 32):
        nisa.dma_copy(dst=tile[32 * q:32 * q + 4, :], src=scale_hbm[4 * q:4 * q + 4, :])
    return tile


def _load_x4(hbm_words, rows, cols, dtype=nl.float8_e4m3fn_x4):
    view = hbm_words.ap(dtype=dtype, pattern=[[cols, rows], [1, cols]], offset=0)
    tile = nl.ndarray(view.shape, dtype=dtype, buffer=nl.sbuf)
    nisa.dma_copy(dst=tile, src=view)
    return tile


def _store(psum_tile):
    sbuf = nl.ndarray(psum_tile.shape, dtype=nl.float32, buffer=nl.sbuf)
    nisa.tensor_copy(dst=sbuf, src=psum_tile)
    out = nl.ndarray(psum_tile.shape, dtype=nl.float32, buffer=nl.shared_hbm)
    nisa.dma_copy(dst=out, src=sbuf)
    return out


@nki.jit
def scales_outside_quadrant_rows(st_words, st_scale, mv_words, mv_scale):
    st = _load_x4(st_words, 128, 128)
    mv = _load_x4(mv_words, 128, 512)
    st_s = nl.ndarray((16, 128), dtype=nl.uint8, buffer=nl.sbuf)  # contiguous, not spread to the quadrants
    nisa.dma_copy(dst=st_s, src=st_scale)
    mv_s = _scattered_scales(mv, mv_scale)
    res = nl.ndarray((128, 512), dtype=nl.float32, buffer=nl.psum)
    nisa.nc_matmul_mx(dst=res, stationary=st, moving=mv, stationary_scale=st_s, moving_scale=mv_s)  # <- RULE
    return _store(res)


@nki.jit(config="trn3_sdk230")
def moving_tile_too_wide(st_words, st_scale, mv_words, mv_scale):
    st = _load_x4(st_words, 128, 128)
    mv = _load_x4(mv_words, 128, 1024)
    st_s = _scattered_scales(st, st_scale)
    mv_s = _scattered_scales(mv, mv_scale)
    res = nl.ndarray((128, 1024), dtype=nl.float32, buffer=nl.psum)
    nisa.nc_matmul_mx(dst=res, stationary=st, moving=mv, stationary_scale=st_s, moving_scale=mv_s)  # <- RULE
    return _store(res)


@nki.jit
def quantize_mx_from_psum(x):
    src = nl.ndarray((128, 512), dtype=nl.bfloat16, buffer=nl.psum)
    nisa.memset(dst=src, value=1.0)
    q = nl.ndarray((128, 128), dtype=nl.float8_e4m3fn_x4, buffer=nl.sbuf)
    s = nl.ndarray((128, 128), dtype=nl.uint8, buffer=nl.sbuf)
    nisa.quantize_mx(dst=q, src=src, dst_scale=s)  # <- RULE
    out = nl.ndarray((16, 128), dtype=nl.uint8, buffer=nl.shared_hbm)
    nisa.dma_copy(dst=out[0:4, :], src=s[0:4, :])
    return out


@nki.jit
def quantize_mx_to_fp4(x):
    src = nl.ndarray((128, 512), dtype=nl.bfloat16, buffer=nl.sbuf)
    nisa.dma_copy(dst=src, src=x)
    q = nl.ndarray((128, 128), dtype=nl.float4_e2m1fn_x4, buffer=nl.sbuf)
    s = nl.ndarray((128, 128), dtype=nl.uint8, buffer=nl.sbuf)
    nisa.quantize_mx(dst=q, src=src, dst_scale=s)  # <- RULE
    out = nl.ndarray((128, 512), dtype=nl.bfloat16, buffer=nl.shared_hbm)
    nisa.dma_copy(dst=out, src=src)
    return out


@nki.jit
def reads_uninitialised_sbuf(x):
    src = nl.ndarray((128, 512), dtype=nl.bfloat16, buffer=nl.sbuf)
    nisa.dma_copy(dst=src[:, 0:256], src=x[:, 0:256])  # only half is written
    out = nl.ndarray((128, 512), dtype=nl.bfloat16, buffer=nl.shared_hbm)
    nisa.dma_copy(dst=out, src=src)  # <- RULE
    return out


def _mx_inputs(n=512):
    rng = np.random.default_rng(7)
    st = rng.integers(0, 2**32, (128, 128), dtype=np.uint64).astype(np.uint32) & 0x3F3F3F3F
    mv = rng.integers(0, 2**32, (128, n), dtype=np.uint64).astype(np.uint32) & 0x3F3F3F3F
    return st, rng.integers(120, 130, (16, 128)).astype(np.uint8), mv, rng.integers(120, 130, (16, n)).astype(np.uint8)


def _bf16(shape=(128, 512)):
    import ml_dtypes
    return np.random.default_rng(3).standard_normal(shape).astype(ml_dtypes.bfloat16)


CASES = [
    (scales_outside_quadrant_rows, _mx_inputs, "TRN3-SCALE-PLACEMENT"),
    (moving_tile_too_wide, lambda: _mx_inputs(1024), "TRN3-TILE-SIZE"),
    (quantize_mx_from_psum, _bf16, "TRN3-MEMORY-SPACE"),
    (quantize_mx_to_fp4, _bf16, "TRN3-DTYPE"),
    (reads_uninitialised_sbuf, _bf16, "MEM-UNINIT"),
]
IDS = [c[0].__name__ for c in CASES]


@pytest.mark.parametrize("kernel, inputs, code", CASES, ids=IDS)
def test_strict_mode_raises_at_the_kernel_line(kernel, inputs, code):
    line = _line_of(kernel, "<- RULE")
    args = inputs()
    with pytest.raises(nki.KernelError) as info:
        nki.simulate(kernel, mode="strict")(*(args if isinstance(args, tuple) else (args,)))
    message = str(info.value)
    assert f"test_trn3_rules.py:{line}" in message and f"error[{code}]" in message, message
    assert info.value.diagnostic["code"] == code and info.value.diagnostic["line"] == line


def _hardware_run(kernel, inputs):
    k = nki.simulate(kernel, mode="hardware")
    args = inputs()
    with pytest.warns(RuntimeWarning) if False else _nothing():
        k(*(args if isinstance(args, tuple) else (args,)))
    return k


class _nothing:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


@pytest.mark.parametrize("kernel, inputs, code", CASES, ids=IDS)
def test_hardware_mode_collects_and_continues(kernel, inputs, code, tmp_path):
    line = _line_of(kernel, "<- RULE")
    k = _hardware_run(kernel, inputs)
    found = [d for d in k.diagnostics if d["code"] == code]
    assert found and found[0]["line"] == line, k.diagnostics
    # the recorded trace reproduces the diagnostic at the instruction's trace line, in both modes
    path = pathlib.Path(k.recording.save(tmp_path / f"{kernel.__name__}.mxt"))
    lines = path.read_text().splitlines()
    trace_line = next(i + 1 for i, t in enumerate(lines) if t.split(" ")[0] in ("nc_matmul_mx", "quantize_mx")
                      and code != "MEM-UNINIT") if code != "MEM-UNINIT" else \
        [i + 1 for i, t in enumerate(lines) if t.startswith("dma_copy")][-1]
    replay = mxsim.run(path, mode="hardware")
    hits = [d for d in replay.diagnostics if d["code"] == code]
    assert hits and hits[0]["line"] == trace_line and hits[0]["file"] == str(path), replay.summary()
    assert not replay.mismatches, replay.summary()  # hardware mode computes what it computed when recorded
    with pytest.raises(mxsim.DiagnosticError) as info:
        mxsim.run(path, mode="strict")
    assert f"{path}:{trace_line}:" in str(info.value) and f"[{code}]" in str(info.value)


def test_wrong_keyword_names_the_kernel_line():
    @nki.jit
    def bad(x):
        t = nl.ndarray((128, 512), dtype=nl.bfloat16, buffer=nl.sbuf)
        nisa.dma_copy(dst=t, source=x)  # <- WRONG
        return t

    line = _line_of(bad, "<- WRONG")
    with pytest.raises(nki.KernelError, match=rf"test_trn3_rules.py:{line}: nki.isa.dma_copy: .*'source'.*expected arguments: dst, src"):
        bad(_bf16())


def test_shape_mismatch_and_buffer_misuse_name_the_kernel_line():
    @nki.jit
    def mismatch(x):
        t = nl.ndarray((128, 256), dtype=nl.bfloat16, buffer=nl.sbuf)
        nisa.dma_copy(dst=t, src=x)  # <- SHAPE
        return t

    @nki.jit
    def returns_sbuf(x):
        t = nl.ndarray((128, 512), dtype=nl.bfloat16, buffer=nl.sbuf)
        nisa.dma_copy(dst=t, src=x)
        return t

    @nki.jit
    def dma_from_psum(x):
        p = nl.ndarray((128, 512), dtype=nl.float32, buffer=nl.psum)
        nisa.memset(dst=p, value=0.0)
        out = nl.ndarray((128, 512), dtype=nl.float32, buffer=nl.shared_hbm)
        nisa.dma_copy(dst=out, src=p)  # <- PSUM
        return out

    with pytest.raises(nki.KernelError, match=rf":{_line_of(mismatch, '<- SHAPE')}: error\[TRN3-SHAPE\]"):
        mismatch(_bf16())
    with pytest.raises(nki.KernelError, match="expected a tensor allocated with buffer=nl.shared_hbm"):
        returns_sbuf(_bf16())
    with pytest.raises(nki.KernelError, match=rf":{_line_of(dma_from_psum, '<- PSUM')}: error\[TRN3-MEMORY-SPACE\]"):
        dma_from_psum(_bf16())
