"""The CDNA4 scaled conversions on the model against the numerics core's scaled conversions
(mxsim.scaled_encode / scaled_decode) and against an independent oracle (ml_dtypes values scaled
exactly in float64): every FP8 and FP4 code, every E8M0 scale (0xFF, NaN, included), both op_sel
selections, and FP16_OVFL off and on."""
import ml_dtypes
import numpy as np
import pytest

import mxsim
import mxsim.amdgpu as g

UP = {"fp8": ("e4m3", ml_dtypes.float8_e4m3fn), "bf8": ("e5m2", ml_dtypes.float8_e5m2),
      "fp4": ("e2m1", ml_dtypes.float4_e2m1fn)}


def oracle_decode(fmt, np_dtype, codes, scale):
    values = mxsim.decode(fmt, codes, np.float64) if fmt == "e2m1" else codes.view(np_dtype).astype(np.float64)
    if scale == 0xFF:
        return np.full(codes.shape, np.nan, np.float32)
    with np.errstate(over="ignore"):
        return (values * 2.0 ** (int(scale) - 127)).astype(np.float32)  # one rounding: the product is exact in float64


def same_bits_or_both_nan(x, y):
    x, y = np.asarray(x, np.float32), np.asarray(y, np.float32)
    return bool(np.all((x.view(np.uint32) == y.view(np.uint32)) | (np.isnan(x) & np.isnan(y))))


@pytest.mark.parametrize("kind", ["fp8", "bf8", "fp4"])
def test_up_conversion_every_code_every_scale(kind):
    fmt, np_dtype = UP[kind]
    w = g.Wave()
    if kind == "fp4":  # all 16 x 16 code pairs: 256 bytes, one per (lane, byte)
        data = np.arange(256, dtype=np.uint32).reshape(64, 4)
        selects = [([b & 1, b >> 1, 0], b) for b in range(4)]
    else:              # all 256 codes, four per lane: low half bytes 0-1, high half bytes 2-3
        codes = np.arange(256, dtype=np.uint32).reshape(64, 4)
        data = codes
        selects = [([0, 0, 0], 0), ([1, 0, 0], 1)]
    word = (data[:, 0] | data[:, 1] << 8 | data[:, 2] << 16 | data[:, 3] << 24).astype(np.uint32)
    w.set_v(1, word)
    for scale in range(256):
        w.set_v(2, np.full(64, scale << 23, np.uint32))  # the f32 exponent field is the E8M0 byte
        for op_sel, which in selects:
            w.run(f"v_cvt_scalef32_pk_f32_{kind} v[4:5], v1, v2" + (f" op_sel:[{op_sel[0]},{op_sel[1]},0]" if any(op_sel) else ""))
            out = w.v(4, 2).view(np.float32)
            if kind == "fp4":
                byte = data[:, which].astype(np.uint8)
                elems = np.stack([byte & 0xF, byte >> 4], axis=1)
            else:
                half = (data[:, 2 * which] | data[:, 2 * which + 1] << 8).astype(np.uint32)
                elems = np.stack([half & 0xFF, half >> 8], axis=1).astype(np.uint8)
            core = mxsim.scaled_decode(fmt, elems, scale)
            assert np.array_equal(out.view(np.uint32), core.view(np.uint32)), (scale, which)
            assert same_bits_or_both_nan(out, oracle_decode(fmt, np_dtype, elems.astype(np.uint8), scale)), (scale, which)
    assert w.diagnostics == []


def sweep_values(rng):
    """128 FP32 values: specials, FP8 / FP4 grid points and their midpoints at several binades, random bits."""
    v = [0.0, -0.0, np.inf, -np.inf, np.nan, 448.0, 464.0, 480.0, 57344.0, 61440.0, 6.0, 5.0, 7.0, 0.25, 0.75,
         2.0 ** -9, 2.0 ** -10, 3 * 2.0 ** -11, 2.0 ** -16, 2.0 ** -17, 1e-45, 3.4e38, -1.5, 1.75, 2.5, 3.5]
    out = np.array(v, np.float32)
    rest = rng.integers(0, 2 ** 32, 128 - out.size, dtype=np.uint64).astype(np.uint32).view(np.float32)
    return np.concatenate([out, rest])


@pytest.mark.parametrize("kind,fmt,np_dtype", [("fp8", "e4m3", ml_dtypes.float8_e4m3fn), ("bf8", "e5m2", ml_dtypes.float8_e5m2),
                                               ("fp4", "e2m1", None)])
@pytest.mark.parametrize("ovfl", [0, 1])
def test_down_conversion_value_sweep_every_scale(kind, fmt, np_dtype, ovfl):
    rng = np.random.default_rng(3)
    x = sweep_values(rng)
    w = g.Wave()
    w.run(f"s_setreg_imm32_b32 hwreg(HW_REG_MODE, 23, 1), {ovfl}")
    w.set_v(1, x[:64].view(np.uint32))
    w.set_v(2, x[64:].view(np.uint32))
    w.set_v(4, np.zeros(64, np.uint32))
    if fmt == "e2m1":
        policies = dict(overflow="saturate", nan="to_max")
    elif fmt == "e4m3":
        policies = dict(overflow="saturate" if ovfl else "to_nan", nan="to_nan")
    else:
        policies = dict(overflow="saturate" if ovfl else "to_inf", nan="to_nan")
    for scale in range(256):
        w.set_v(3, np.full(64, scale << 23, np.uint32))
        position = (scale * 7) % (4 if fmt == "e2m1" else 2)  # walk the byte / half op_sel picks
        op_sel = f"[0,0,{position & 1},{position >> 1}]" if fmt == "e2m1" else f"[0,0,0,{position}]"
        w.run(f"v_cvt_scalef32_pk_{kind}_f32 v4, v1, v2, v3 op_sel:{op_sel}")
        word = w.v(4, 1)[:, 0]
        lo = mxsim.scaled_encode(fmt, x[:64], scale, **policies)
        hi = mxsim.scaled_encode(fmt, x[64:], scale, **policies)
        if fmt == "e2m1":
            got = (word >> np.uint32(8 * position)) & np.uint32(0xFF)
            assert np.array_equal(got & 0xF, lo) and np.array_equal(got >> 4, hi), scale
        else:
            got = (word >> np.uint32(16 * position)) & np.uint32(0xFFFF)
            assert np.array_equal(got & 0xFF, lo) and np.array_equal(got >> 8, hi), scale
            # ml_dtypes on the exactly scaled value: one rounding; its overflow is the non-saturating
            # one, so FP16_OVFL = 1 (saturate) clips to +-max first (rounding cannot cross max then)
            both = np.concatenate([got & 0xFF, got >> 8]).astype(np.uint8)
            with np.errstate(over="ignore", invalid="ignore"):
                scaled = x.astype(np.float64) / 2.0 ** (scale - 127)
                if ovfl:
                    top = float(ml_dtypes.finfo(np_dtype).max)
                    scaled = np.where(np.isnan(scaled), scaled, np.clip(scaled, -top, top))
                expect = scaled.astype(np_dtype).view(np.uint8)
            if scale == 0xFF:  # a NaN scale: every value NaN
                assert np.isnan(both.view(np_dtype).astype(np.float32)).all(), scale
            else:
                ok = (both == expect) | np.isnan(scaled)
                assert ok.all(), scale
        if fmt == "e2m1":
            # independent FP4 rounding: nearest on the E2M1 grid, ties to the even code, saturating,
            # NaN (and a NaN scale) to max (assumption B3)
            grid = np.array([0, 0.5, 1, 1.5, 2, 3, 4, 6])
            both = np.concatenate([got & 0xF, got >> 4]).astype(np.uint8)
            with np.errstate(over="ignore", invalid="ignore"):
                scaled = x.astype(np.float64) / 2.0 ** (scale - 127)
            for value, code in zip(scaled, both):
                if scale == 0xFF or np.isnan(value):
                    want = 0x7 | (0x8 if np.signbit(value) else 0)
                else:
                    mag = min(abs(value), 6.0)
                    dist = np.abs(grid - mag)
                    best = np.flatnonzero(dist == dist.min())
                    index = best[0] if len(best) == 1 else best[best % 2 == 0][0]
                    want = int(index) | (0x8 if np.signbit(value) else 0)
                assert code == want, (scale, value, code, want)
    assert w.diagnostics == []


@pytest.mark.parametrize("kind", ["fp8", "bf8"])
def test_source_modifiers_negate_and_clear_the_sign_before_converting(kind):
    # v_cvt_scalef32_pk_<fp8|bf8>_f32 v1, -v2, |v3|, -|v4|: src0 negated, src1's sign cleared, the
    # scale's sign changed (its E8M0 byte, bits 30:23, is not); LLVM writes these VOP3 modifiers
    # on the operands. Oracle: ml_dtypes rounding -x and |y| (values in range: no overflow rule)
    fmt, np_dtype = UP[kind]
    rng = np.random.default_rng(7)
    x = (rng.standard_normal(64) * 8).astype(np.float32)
    y = (rng.standard_normal(64) * 8).astype(np.float32)
    w = g.Wave()
    w.set_v(2, x.view(np.uint32).reshape(64, 1))
    w.set_v(3, y.view(np.uint32).reshape(64, 1))
    w.set_v(4, np.full((64, 1), np.float32(2.0).view(np.uint32)))  # scale 2^1: values divided by 2
    w.run(f"v_cvt_scalef32_pk_{kind}_f32 v1, -v2, |v3|, -|v4|")
    got = w.v(1)[:, 0]
    want_lo = (-x.astype(np.float64) / 2).astype(np_dtype).view(np.uint8)
    want_hi = (np.abs(y.astype(np.float64)) / 2).astype(np_dtype).view(np.uint8)
    assert np.array_equal(got & 0xFF, want_lo) and np.array_equal((got >> 8) & 0xFF, want_hi)
    assert (x < 0).any() and (x > 0).any() and (y < 0).any()
    # the modifiers print as LLVM writes them, read back from the trace form, and are refused where
    # the operand takes none
    line = g.canonical(f"v_cvt_scalef32_pk_{kind}_f32 v1, neg(v2), abs(v3), -|v4|").strip()
    assert line == f"v_cvt_scalef32_pk_{kind}_f32 v1, -v2, |v3|, -|v4|"
    mxt = g.to_mxt(line)[0]
    assert "neg=[1, 0, 1]" in mxt and "abs=[0, 1, 1]" in mxt
    assert g.from_mxt("mxt 2\ntarget cdna4\n" + mxt + "\nend\n").strip() == line


def test_neg_on_an_immediate_prints_as_llvm_prints_it_and_reads_back():
    # -5 is another constant; neg(5) is 5 with the neg modifier (LLVM writes it so), |5| and -|1.0|
    for line in ("v_cvt_scalef32_pk_fp8_f32 v1, neg(5), v2, v3", "v_cvt_scalef32_pk_fp8_f32 v1, |5|, -|1.0|, v3",
                 "v_cvt_scalef32_pk_fp8_f32 v1, -5, neg(1.0), v3"):
        printed = g.canonical(line).strip()
        assert printed == line and g.canonical(printed).strip() == line
    mxt = g.to_mxt("v_cvt_scalef32_pk_fp8_f32 v1, neg(5), v2, v3")[0]
    assert "src0=5" in mxt and "neg=[1, 0, 0]" in mxt
    # the unpacking conversions: a modifier on the packed source is refused in a trace too
    w = g.Wave(mode="hardware")
    w.set_v(2, np.zeros((64, 1), np.uint32))
    w.set_v(4, np.full((64, 1), np.float32(1.0).view(np.uint32)))
    w.run_mxt("v_cvt_scalef32_pk_f32_fp8 vdst=v[6:7] src0=v2 scale=v4 neg=[1, 0]")
    assert [d["code"] for d in w.diagnostics] == ["CDNA-FIELD-RANGE"]
