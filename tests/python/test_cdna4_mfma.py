"""The scaled MFMAs on the CDNA4 model: for both shapes, all 25 A/B format pairs, random data and
scales and every scale byte choice, distributing the matrices to lanes (mxsim.amdgpu, written from
the ISA tables independently of the model's C++ layouts), running the instruction and gathering D
equals mxsim.mx_matmul with the CDNA4 preset, bit for bit."""
import numpy as np
import pytest

import mxsim
import mxsim.amdgpu as g

FORMATS = ["e4m3", "e5m2", "e2m3", "e3m2", "e2m1"]
TOP = {"e4m3": 0x7F, "e5m2": 0x7C, "e2m3": 64, "e3m2": 64, "e2m1": 16}


def codes(rng, fmt, shape):
    if fmt in ("e4m3", "e5m2"):  # finite FP8 codes, both signs
        return (rng.integers(0, TOP[fmt], shape) | (rng.integers(0, 2, shape) << 7)).astype(np.uint8)
    return rng.integers(0, TOP[fmt], shape).astype(np.uint8)


def run_mfma(shape, fa, fb, a, b, sa, sb, c, byte_a, byte_b, rng, convention="isa", form="scaled"):
    s = g.SHAPES[shape]
    w = g.Wave(convention=convention)
    ra, rb = g.pack_a(a, shape, fa, convention), g.pack_b(b, shape, fb, convention)
    w.set_v(16, ra)
    w.set_v(32, rb)
    w.set_a(0, g.pack_c(c, shape))
    # the other three bytes of each scale VGPR hold noise the op_sel choice must skip
    wa = [rng.integers(0, 256, 64, dtype=np.uint8) for _ in range(4)]
    wb = [rng.integers(0, 256, 64, dtype=np.uint8) for _ in range(4)]
    wa[byte_a], wb[byte_b] = g.pack_scales(sa, shape, "a"), g.pack_scales(sb, shape, "b")
    w.set_v(48, g.scale_word(*wa))
    w.set_v(49, g.scale_word(*wb))
    op_sel, op_sel_hi = g.op_sel_for_byte(byte_a, byte_b)
    nd, na, nb = s["d_regs"], ra.shape[1], rb.shape[1]
    fmts = f"cbsz:{g.selector(fa)} blgp:{g.selector(fb)}"
    operands = f"a[0:{nd - 1}], v[16:{15 + na}], v[32:{31 + nb}], a[0:{nd - 1}]"
    if form == "scaled":
        w.run(f"v_mfma_scale_f32_{shape}_f8f6f4 {operands}, v48, v49 op_sel:[{op_sel[0]},{op_sel[1]},0] "
              f"op_sel_hi:[{op_sel_hi[0]},{op_sel_hi[1]},0] {fmts}")
    else:  # the VOP3PX2 spelling: v_mfma_ld_scale_b32 then the MFMA
        w.run(f"v_mfma_ld_scale_b32 v48, v49 op_sel:[{op_sel[0]},{op_sel[1]}] op_sel_hi:[{op_sel_hi[0]},{op_sel_hi[1]}]\n"
              f"v_mfma_f32_{shape}_f8f6f4 {operands} {fmts}")
    assert w.diagnostics == []
    return g.unpack_d(w.a(0, nd), shape)


@pytest.mark.parametrize("shape", ["16x16x128", "32x32x64"])
@pytest.mark.parametrize("fa", FORMATS)
@pytest.mark.parametrize("fb", FORMATS)
def test_scaled_mfma_matches_mx_matmul(shape, fa, fb):
    rng = np.random.default_rng(FORMATS.index(fa) * 10 + FORMATS.index(fb) + (100 if shape == "32x32x64" else 0))
    s = g.SHAPES[shape]
    m, n, k = s["m"], s["n"], s["k"]
    a, b = codes(rng, fa, (m, k)), codes(rng, fb, (k, n))
    # a different scale in every 32-K block: a layout that put K in the wrong block would show
    sa = rng.integers(112, 142, (m, k // 32), dtype=np.uint8)
    sb = rng.integers(112, 142, (k // 32, n), dtype=np.uint8)
    c = (rng.standard_normal((m, n)) * 8).astype(np.float32)
    ref = mxsim.mx_matmul(a, sa, b, sb, fa, fb, preset="cdna4_mfma_scale", c=c)
    for byte_a in range(4):
        byte_b = (byte_a + 1) % 4
        d = run_mfma(shape, fa, fb, a, b, sa, sb, c, byte_a, byte_b, rng)
        assert np.array_equal(d.view(np.uint32), ref.view(np.uint32)), (byte_a, byte_b)
    d = run_mfma(shape, fa, fb, a, b, sa, sb, c, 2, 3, rng, form="ld_scale")
    assert np.array_equal(d.view(np.uint32), ref.view(np.uint32))


@pytest.mark.parametrize("shape", ["16x16x128", "32x32x64"])
def test_unscaled_form_uses_scale_one(shape):
    rng = np.random.default_rng(7)
    s = g.SHAPES[shape]
    a, b = codes(rng, "e4m3", (s["m"], s["k"])), codes(rng, "e2m1", (s["k"], s["n"]))
    w = g.Wave()
    w.set_v(8, g.pack_a(a, shape, "e4m3"))
    w.set_v(24, g.pack_b(b, shape, "e2m1"))
    nd = s["d_regs"]
    w.run(f"v_mfma_f32_{shape}_f8f6f4 v[32:{31 + nd}], v[8:15], v[24:27], 0 blgp:4")
    ones_a = np.full((s["m"], s["k"] // 32), 127, np.uint8)
    ones_b = np.full((s["k"] // 32, s["n"]), 127, np.uint8)
    ref = mxsim.mx_matmul(a, ones_a, b, ones_b, "e4m3", "e2m1", preset="cdna4_mfma_scale")
    assert np.array_equal(g.unpack_d(w.v(32, nd), shape).view(np.uint32), ref.view(np.uint32))


def test_lane_conventions_differ_only_where_the_sources_do():
    # with a different scale per 32-K block, FP8 data laid out contiguously but read as the ISA's
    # split layout gives another answer; under the matching convention it is exact again
    rng = np.random.default_rng(8)
    shape = "16x16x128"
    a, b = codes(rng, "e4m3", (16, 128)), codes(rng, "e4m3", (128, 16))
    sa = rng.integers(110, 145, (16, 4), dtype=np.uint8)
    sb = rng.integers(110, 145, (4, 16), dtype=np.uint8)
    c = np.zeros((16, 16), np.float32)
    ref = mxsim.mx_matmul(a, sa, b, sb, "e4m3", "e4m3", preset="cdna4_mfma_scale")
    same = run_mfma(shape, "e4m3", "e4m3", a, b, sa, sb, c, 0, 0, rng, convention="contiguous")
    assert np.array_equal(same.view(np.uint32), ref.view(np.uint32))
    # pack as "contiguous", run under "isa": the K permutation moves elements across scale blocks
    w = g.Wave(convention="isa")
    w.set_v(16, g.pack_a(a, shape, "e4m3", "contiguous"))
    w.set_v(32, g.pack_b(b, shape, "e4m3", "contiguous"))
    w.set_v(48, g.pack_scales(sa, shape, "a").astype(np.uint32))
    w.set_v(49, g.pack_scales(sb, shape, "b").astype(np.uint32))
    w.run("v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[16:23], v[32:39], 0, v48, v49 op_sel_hi:[0,0,0]")
    assert not np.array_equal(g.unpack_d(w.v(0, 4), shape).view(np.uint32), ref.view(np.uint32))
    # FP4 is contiguous under every convention
    assert np.array_equal(g.k_index(shape, "e2m1", "isa"), g.k_index(shape, "e2m1", "triton"))


def test_lane_layout_points_from_the_isa_tables():
    # 16x16x128 FP8: lane 17 (g = 1) item 3 holds K 19, item 16 holds K 64 + 16 = 80
    k = g.k_index("16x16x128", "e4m3")
    assert k[17, 3] == 19 and k[17, 16] == 80
    # 32x32x64 FP8: lane 40 (g = 1) item 20 holds K 32 + 16 + 4 = 52
    assert g.k_index("32x32x64", "e5m2")[40, 20] == 52
    # FP6 items straddle registers: item 5 is bits 30..35 (v0 bits 30-31, v1 bits 0-3)
    a = np.zeros((16, 128), np.uint8)
    a[0, 5] = 0b111111
    regs = g.pack_a(a, "16x16x128", "e2m3")
    assert regs[0, 0] == 0b11 << 30 and regs[0, 1] == 0b1111
    # D of 32x32x64: lane 33 register 5 is D[8 + 4 + 1][1]
    regs = np.zeros((64, 16), np.uint32)
    regs[33, 5] = 0x3F800000
    d = g.unpack_d(regs, "32x32x64")
    assert d[13, 1] == 1.0 and np.count_nonzero(d) == 1


@pytest.mark.parametrize("shape", ["16x16x128", "32x32x64"])
def test_extreme_scales_and_special_codes(shape):
    # scale bytes 0x00 (2^-127), 0xFF (NaN) and 0xFE, and every FP8 code including NaN / Inf
    rng = np.random.default_rng(11)
    s = g.SHAPES[shape]
    m, n, k = s["m"], s["n"], s["k"]
    for fa, fb in (("e4m3", "e5m2"), ("e5m2", "e5m2"), ("e2m1", "e4m3")):
        a = rng.integers(0, 16 if fa == "e2m1" else 256, (m, k), dtype=np.uint8)
        b = rng.integers(0, 256, (k, n), dtype=np.uint8)
        sa = rng.choice(np.array([0x00, 0x01, 0x7F, 0xFE, 0xFF], np.uint8), (m, k // 32))
        sb = rng.choice(np.array([0x00, 0x7F, 0x80, 0xFE], np.uint8), (k // 32, n))
        c = np.zeros((m, n), np.float32)
        ref = mxsim.mx_matmul(a, sa, b, sb, fa, fb, preset="cdna4_mfma_scale", c=c)
        d = run_mfma(shape, fa, fb, a, b, sa, sb, c, 1, 3, rng)
        assert np.array_equal(d.view(np.uint32), ref.view(np.uint32))


@pytest.mark.parametrize("shape", ["16x16x128", "32x32x64"])
@pytest.mark.parametrize("form", ["scaled", "ld_scale"])
def test_every_pair_of_scale_bytes(shape, form):
    rng = np.random.default_rng(21)
    s = g.SHAPES[shape]
    m, n, k = s["m"], s["n"], s["k"]
    a, b = codes(rng, "e5m2", (m, k)), codes(rng, "e2m3", (k, n))
    sa = rng.integers(112, 142, (m, k // 32), dtype=np.uint8)
    sb = rng.integers(112, 142, (k // 32, n), dtype=np.uint8)
    c = np.zeros((m, n), np.float32)
    ref = mxsim.mx_matmul(a, sa, b, sb, "e5m2", "e2m3", preset="cdna4_mfma_scale", c=c)
    for byte_a in range(4):
        for byte_b in range(4):
            d = run_mfma(shape, "e5m2", "e2m3", a, b, sa, sb, c, byte_a, byte_b, rng, form=form)
            assert np.array_equal(d.view(np.uint32), ref.view(np.uint32)), (byte_a, byte_b)


def test_the_python_lane_tables_agree_with_the_model_conventions():
    """mxsim.amdgpu.lanes keeps its own copy of the lane conventions (the packing is an independent
    oracle for the C++ layouts); both copies must name the same conventions and K layouts."""
    from mxsim import _core
    from mxsim.amdgpu.lanes import CONVENTIONS

    model = {row["name"]: {8: row["fp8"], 6: row["fp6"]} for row in _core.cdna4_lane_conventions()}
    assert set(model) == set(CONVENTIONS)
    for name, layouts in model.items():
        assert {bits: CONVENTIONS[name][bits] for bits in (8, 6)} == layouts
