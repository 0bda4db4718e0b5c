"""The Ascend 950 vector cores in hand-written traces: FIXPIPE L0C -> UB (whole, split in M, split in
N), the MTE2 / MTE3 bursts (GM <-> UB, UB -> L1), vconv under every RoundMode against an oracle
built from numpy / ml_dtypes neighbours, CTRL[48] saturation, the intra-block flags between the cube
side and its vector cores (order, hang, saturation) and the rules that keep each unit to its own
buffers; the same traces timed."""
import ml_dtypes
import numpy as np
import pytest

import mxsim

HEAD = "mxt 2\ntarget ascend950\nconfig ascend950pr\n"


def run(tmp_path, body, arrays, **kwargs):
    np.savez(tmp_path / "v.npz", **arrays)
    path = tmp_path / "v.mxt"
    path.write_text(HEAD + body + "end\n")
    return mxsim.run(path, **kwargs)


# ---- vconv: every round mode against the two neighbours of each value ----

def neighbours(x, dtype):
    """The representable values of `dtype` just below and just above each finite x (equal when exact)."""
    near = x.astype(dtype)  # round to nearest even (numpy / ml_dtypes)
    near64 = near.astype(np.float64)
    lo = np.where(near64 > x, np.nextafter(near, np.array(-np.inf, dtype)), near)
    hi = np.where(near64 < x, np.nextafter(near, np.array(np.inf, dtype)), near)
    return lo.astype(dtype), hi.astype(dtype)


def oracle(x, dtype, mode):
    lo, hi = neighbours(x, dtype)
    lo64, hi64 = lo.astype(np.float64), hi.astype(np.float64)
    exact = lo64 == x
    if mode in ("CAST_RINT", "CAST_NONE"):
        return x.astype(dtype)
    if mode == "CAST_FLOOR":
        return lo
    if mode == "CAST_CEIL":
        return np.where(exact, lo, hi)
    if mode == "CAST_TRUNC":
        return np.where(exact | (x > 0), lo, hi)
    if mode == "CAST_ROUND":  # ties away from zero
        below, above = x - lo64, hi64 - x
        away = np.where(x > 0, hi, lo)
        return np.where(exact, lo, np.where(below < above, lo, np.where(above < below, hi, away)))
    if mode == "CAST_ODD":  # an inexact result takes the neighbour with an odd last bit
        bits = lo.view(np.uint16)
        return np.where(exact | (bits & 1 == 1), lo, hi)
    raise AssertionError(mode)


def vconv_trace(mode, out_dtype, count, saturate=0):
    return (f"buffer x gm address=0x0 shape=[{count}] dtype=float32 payload=\"v.npz/x\"\n"
            f"buffer y gm address=0x10000 shape=[{count}] dtype={out_dtype}\n"
            f"buffer ux ub address=0x0 shape=[{count}] dtype=float32 aiv=1\n"
            f"buffer uy ub address=0x8000 shape=[{count}] dtype={out_dtype} aiv=1\n"
            f"copy_gm_to_ubuf_align dst=ux src=x n_burst=1 len_burst={4 * count} aiv=1\n"
            "set_flag pipe=PIPE_MTE2 tpipe=PIPE_V event_id=0 aiv=1\n"
            "wait_flag pipe=PIPE_MTE2 tpipe=PIPE_V event_id=0 aiv=1\n"
            f"vconv dst=uy src=ux count={count} round_mode={mode} saturate={saturate} aiv=1\n"
            "set_flag pipe=PIPE_V tpipe=PIPE_MTE3 event_id=0 aiv=1\n"
            "wait_flag pipe=PIPE_V tpipe=PIPE_MTE3 event_id=0 aiv=1\n"
            f"copy_ubuf_to_gm_align dst=y src=uy n_burst=1 len_burst={count * (1 if '8' in out_dtype else 2)} aiv=1\n")


@pytest.mark.parametrize("mode", ["CAST_NONE", "CAST_RINT", "CAST_ROUND", "CAST_FLOOR", "CAST_CEIL", "CAST_TRUNC",
                                  "CAST_ODD"])
@pytest.mark.parametrize("out", ["float16", "bfloat16"])
def test_vconv_rounds_each_value_as_its_mode_says(tmp_path, mode, out):
    rng = np.random.default_rng(7)
    dtype = np.float16 if out == "float16" else ml_dtypes.bfloat16
    # values near the format's spacing, ties (a half-way point between two neighbours), negatives
    lo = np.float32(rng.uniform(-1000, 1000, 4000)).astype(dtype)
    ties = ((lo.astype(np.float64) + np.nextafter(lo, np.array(np.inf, dtype)).astype(np.float64)) / 2)
    x = np.concatenate([rng.uniform(-1000, 1000, 4000), ties, [0.0, -0.0, 1.0, -3.0]]).astype(np.float32)
    got = run(tmp_path, vconv_trace(mode, out, len(x)), {"x": x}).outputs["y"]
    want = oracle(x.astype(np.float64), dtype, mode)
    assert np.array_equal(got.view(np.uint16), want.view(np.uint16))


def test_vconv_to_fp8_saturates_only_under_ctrl_48(tmp_path):
    x = np.array([1000.0, -1e6, np.inf, np.nan, 3.0, 0.1] + [0.0] * 2, np.float32)
    free = run(tmp_path, vconv_trace("CAST_RINT", "float8_e4m3fn", 8), {"x": x}).outputs["y"]
    sat = run(tmp_path, vconv_trace("CAST_RINT", "float8_e4m3fn", 8, saturate=1), {"x": x}).outputs["y"]
    e4m3 = ml_dtypes.float8_e4m3fn
    assert np.isnan(free.astype(np.float32)[:4]).all()  # E4M3 has no inf: overflow is NaN
    assert list(sat.astype(np.float32)[:4]) == [448.0, -448.0, 448.0, 0.0]  # +-max, NaN -> 0
    assert np.array_equal(free.view(np.uint8)[4:], x[4:].astype(e4m3).view(np.uint8))


# ---- a cube result through the vector cores ----

MATMUL = """buffer a gm address=0x0 shape=[32, 64] dtype=float8_e4m3fn payload="v.npz/a"
buffer b gm address=0x800 shape=[64, 32] dtype=float8_e4m3fn payload="v.npz/b"
buffer out gm address=0x1000 shape=[32, 32] dtype=bfloat16
buffer a1 l1 address=0x0 shape=[32, 64] dtype=float8_e4m3fn layout=NZ
buffer b1 l1 address=0x800 shape=[64, 32] dtype=float8_e4m3fn layout=ZN
buffer a0 l0a address=0x0 shape=[32, 64] dtype=float8_e4m3fn layout=NZ
buffer b0 l0b address=0x0 shape=[64, 32] dtype=float8_e4m3fn layout=ZN
buffer sa0 l0a_mx address=0x0 shape=[32, 2] dtype=float8_e8m0fnu layout=ZZ payload="v.npz/sa"
buffer sb0 l0b_mx address=0x0 shape=[2, 32] dtype=float8_e8m0fnu layout=NN payload="v.npz/sb"
buffer c0 l0c address=0x0 shape=[32, 32] dtype=float32 layout=NZ
buffer f0 ub address=0x0 shape=[32, 32] dtype=float32 aiv=0
buffer h0 ub address=0x1000 shape=[32, 32] dtype=bfloat16 aiv=0
buffer f1 ub address=0x0 shape=[32, 32] dtype=float32 aiv=1
buffer h1 ub address=0x1000 shape=[32, 32] dtype=bfloat16 aiv=1
copy_gm_to_cbuf_multi_nd2nz dst=a1 src=a n_value=32 d_value=64 src_d_value=64 dst_nz_c0_stride=32
copy_gm_to_cbuf_multi_dn2nz dst=b1 src=b n_value=32 d_value=64 src_d_value=32 dst_nz_c0_stride=32
set_flag pipe=PIPE_MTE2 tpipe=PIPE_MTE1 event_id=0
wait_flag pipe=PIPE_MTE2 tpipe=PIPE_MTE1 event_id=0
load_cbuf_to_ca dst=a0 src=a1 m_start=0 k_start=0 m_step=2 k_step=2 src_stride=2 dst_stride=2
load_cbuf_to_cb dst=b0 src=b1 m_start=0 k_start=0 m_step=2 k_step=2 src_stride=2 dst_stride=2
set_flag pipe=PIPE_MTE1 tpipe=PIPE_M event_id=0
wait_flag pipe=PIPE_MTE1 tpipe=PIPE_M event_id=0
mad_mx c=c0 a=a0 b=b0 m=32 k=64 n=32 scale_a=sa0 scale_b=sb0
set_flag pipe=PIPE_M tpipe=PIPE_FIX event_id=0
wait_flag pipe=PIPE_M tpipe=PIPE_FIX event_id=0
"""


def epilogue(dual, rows, cols):
    """The cube side reads L0C out to the vector cores (dual_dst_ctl), signals each; each casts its
    part to BF16 and stores it to `out` (rows x cols of the 32 x 32 result, at its corner)."""
    text = f"copy_matrix_cc_to_ub dst=f0 src=c0 n=32 m=32 dst_stride={cols} src_stride=32 dual_dst_ctl={dual}\n"
    text += "set_intra_block pipe=PIPE_FIX event_id=0\nset_intra_block pipe=PIPE_FIX event_id=16\n"
    for j in (0, 1):
        corner = (rows * 32 * 2 if dual == 1 else cols * 2) * j
        text += (f"wait_intra_block pipe=PIPE_V event_id=0 aiv={j}\n"
                 f"vconv dst=h{j} src=f{j} count={rows * cols} round_mode=CAST_RINT aiv={j}\n"
                 f"set_flag pipe=PIPE_V tpipe=PIPE_MTE3 event_id=1 aiv={j}\n"
                 f"wait_flag pipe=PIPE_V tpipe=PIPE_MTE3 event_id=1 aiv={j}\n"
                 f"copy_ubuf_to_gm_align dst=out[{corner}] src=h{j} n_burst={rows} len_burst={2 * cols} "
                 f"dst_gap={2 * (32 - cols)} aiv={j}\n")
    return text


def operands(seed=4):
    rng = np.random.default_rng(seed)
    a = (rng.integers(0, 0x78, (32, 64)) | (rng.integers(0, 2, (32, 64)) << 7)).astype(np.uint8)
    b = (rng.integers(0, 0x78, (64, 32)) | (rng.integers(0, 2, (64, 32)) << 7)).astype(np.uint8)
    sa, sb = rng.integers(120, 130, (32, 2), dtype=np.uint8), rng.integers(120, 130, (2, 32), dtype=np.uint8)
    return a, b, sa, sb


def payloads(a, b, sa, sb):
    """The GM operands, and the scales as L0A_MX (ZZ: row-major for 2 groups) and L0B_MX (NN:
    column-major, so the bytes of sb transposed) hold them."""
    return {"a": a, "b": b, "sa": sa, "sb": np.ascontiguousarray(sb.T).reshape(2, 32)}


@pytest.mark.parametrize("dual,rows,cols", [(1, 16, 32), (2, 32, 16)])
def test_a_split_read_out_reaches_both_vector_cores_and_comes_back_cast(tmp_path, dual, rows, cols):
    a, b, sa, sb = operands()
    ref = mxsim.mx_matmul(a, sa, b, sb, "e4m3", "e4m3", preset="ascend950_mmad_mx")
    arrays = payloads(a, b, sa, sb)
    timed = None
    for kwargs in ({}, {"mode": "hardware"}, {"timing": True}):
        result = run(tmp_path, MATMUL + epilogue(dual, rows, cols), arrays, **kwargs)
        got = result.outputs["out"].view(np.uint16)
        assert np.array_equal(got, ref.astype(ml_dtypes.bfloat16).view(np.uint16))
        timed = result if kwargs.get("timing") else timed
    # each vector core's cast starts after the FIXPIPE that fed it, and its store after its cast
    steps = timed.timeline
    fix = next(s for s in steps if s["mnemonic"] == "copy_matrix_cc_to_ub")
    for j in (0, 1):
        cast = next(s for s in steps if s["mnemonic"] == "vconv" and s["queue"] == f"aiv{j}_v")
        store = next(s for s in steps if s["mnemonic"] == "copy_ubuf_to_gm_align" and s["queue"] == f"aiv{j}_mte3")
        assert cast["start_ns"] >= fix["end_ns"] and store["start_ns"] >= cast["end_ns"]


def test_a_whole_read_out_goes_to_the_destinations_vector_core(tmp_path):
    a, b, sa, sb = operands(5)
    ref = mxsim.mx_matmul(a, sa, b, sb, "e4m3", "e4m3", preset="ascend950_mmad_mx")
    body = MATMUL.replace("shape=[32, 32] dtype=bfloat16\n", "shape=[32, 32] dtype=float32\n", 1)
    body += ("copy_matrix_cc_to_ub dst=f1 src=c0 n=32 m=32 dst_stride=32 src_stride=32 sub_block_id=1\n"
             "set_intra_block pipe=PIPE_FIX event_id=16\n"
             "wait_intra_block pipe=PIPE_MTE3 event_id=0 aiv=1\n"
             "copy_ubuf_to_gm_align dst=out src=f1 n_burst=32 len_burst=128 aiv=1\n")
    got = run(tmp_path, body, payloads(a, b, sa, sb)).outputs["out"]
    assert np.array_equal(got.view(np.uint32), ref.view(np.uint32))
    # sub_block_id must name the destination's vector core
    assert "copy_matrix_cc_to_ub sub_block_id 0 with dst 'f1' in AIV1's UB" in error_of(
        tmp_path, body.replace("sub_block_id=1", "sub_block_id=0"), payloads(a, b, sa, sb))


def test_a_vector_core_writes_l1_for_the_cube(tmp_path):
    """AIV0 copies A (already in NZ order in GM) into its UB and on into L1 (copy_ubuf_to_cbuf),
    then signals the cube side, which multiplies it: the product is the reference."""
    a, b, sa, sb = operands(6)
    ref = mxsim.mx_matmul(a, sa, b, sb, "e4m3", "e4m3", preset="ascend950_mmad_mx")
    a_nz = a.reshape(32, 2, 32).transpose(1, 0, 2).reshape(-1)  # two 32-byte column blocks of 32 rows
    body = MATMUL.replace("shape=[32, 32] dtype=bfloat16\n", "shape=[32, 32] dtype=float32\n", 1)
    body = body.replace("copy_gm_to_cbuf_multi_nd2nz dst=a1 src=a n_value=32 d_value=64 src_d_value=64 "
                        "dst_nz_c0_stride=32\n",
                        "copy_gm_to_ubuf_align dst=ua src=a n_burst=1 len_burst=2048 aiv=0\n"
                        "set_flag pipe=PIPE_MTE2 tpipe=PIPE_MTE3 event_id=0 aiv=0\n"
                        "wait_flag pipe=PIPE_MTE2 tpipe=PIPE_MTE3 event_id=0 aiv=0\n"
                        "copy_ubuf_to_cbuf dst=a1 src=ua n_burst=1 len_burst=64 aiv=0\n"
                        "set_intra_block pipe=PIPE_MTE3 event_id=0 aiv=0\n"
                        "wait_intra_block pipe=PIPE_MTE1 event_id=0\n")
    body = body.replace("buffer f0 ub", "buffer ua ub address=0x4000 shape=[2048] dtype=uint8 aiv=0\nbuffer f0 ub")
    body += "copy_matrix_cc_to_gm dst=out src=c0 n=32 m=32 dst_stride=32 src_stride=32\n"
    for kwargs in ({}, {"timing": True}):
        got = run(tmp_path, body, {**payloads(a, b, sa, sb), "a": a_nz.reshape(32, 64)}, **kwargs).outputs["out"]
        assert np.array_equal(got.view(np.uint32), ref.view(np.uint32))


# ---- rules ----

def error_of(tmp_path, body, arrays=None, **kwargs):
    with pytest.raises((mxsim.Error, mxsim.DiagnosticError)) as raised:
        run(tmp_path, body, arrays or {"x": np.zeros(8, np.float32)}, **kwargs)
    return str(raised.value)


UB_TILES = ("buffer x gm address=0x0 shape=[8] dtype=float32 payload=\"v.npz/x\"\n"
            "buffer u0 ub address=0x0 shape=[8] dtype=float32 aiv=0\n"
            "buffer u1 ub address=0x0 shape=[8] dtype=float32 aiv=1\n")


@pytest.mark.parametrize("line,message", [
    ("copy_gm_to_ubuf_align dst=u0 src=x n_burst=1 len_burst=32",
     "copy_gm_to_ubuf_align without aiv=; expected aiv=0 or aiv=1"),
    ("copy_gm_to_ubuf_align dst=u1 src=x n_burst=1 len_burst=32 aiv=0",
     "operand 'dst' is core 0 AIV1's ub tile 'u1'; expected a tile core 0 AIV0 reaches"),
    ("set_atomic_add aiv=1", "set_atomic_add runs on the cube side"),
    ("copy_gm_to_ubuf_align dst=u0 src=x n_burst=1 len_burst=32 aiv=2", "aiv"),
    ("wait_intra_block pipe=PIPE_V event_id=0 aiv=0",
     "wait_intra_block(PIPE_V, 0) has no matching set_intra_block"),
    ("wait_intra_block pipe=PIPE_V event_id=16 aiv=0", "event_id = 16; expected 0..15"),
    ("".join("set_intra_block pipe=PIPE_FIX event_id=2\n" for _ in range(16)).strip(),
     "already holds 15 sets not waited for"),
    ("copy_gm_to_ubuf_align dst=u0 src=x n_burst=1 len_burst=32 aiv=0\n"
     "vconv dst=u0 src=u0 count=8 round_mode=CAST_UP aiv=0", "round_mode 'CAST_UP'"),
])
def test_vector_side_rules(tmp_path, line, message):
    assert message in error_of(tmp_path, UB_TILES + line + "\n")


def test_a_set_never_waited_for_is_left_over(tmp_path):
    result = run(tmp_path, UB_TILES + "set_intra_block pipe=PIPE_FIX event_id=1\n", {"x": np.zeros(8, np.float32)})
    assert [d["code"] for d in result.diagnostics] == ["ASC-FLAG-LEFT-SET"]
    assert "intra-block flag 1 on core 0 AIV0 holds 1 set_intra_block never waited for" in result.diagnostics[0]["message"]


def test_aiv_only_on_ub_buffers(tmp_path):
    assert "expected aiv= only on ub buffers" in error_of(
        tmp_path, "buffer t l1 address=0x0 shape=[8] dtype=float32 aiv=0\n")


def test_a_vector_core_race_is_reported(tmp_path):
    # the cast reads what MTE2 is still writing: nothing orders them
    body = UB_TILES + ("copy_gm_to_ubuf_align dst=u0 src=x n_burst=1 len_burst=32 aiv=0\n"
                       "vconv dst=u0 src=u0 count=8 aiv=0\n")
    assert "ASC-RACE" in error_of(tmp_path, body)


FB_RULES = MATMUL.replace("shape=[32, 32] dtype=bfloat16\n", "shape=[32, 32] dtype=float16\n", 1) + (
    "buffer q gm address=0x2000 shape=[1, 32] dtype=uint64 payload=\"v.npz/q\"\n"
    "buffer q1 l1 address=0x3000 shape=[1, 32] dtype=uint64\n"
    "buffer fb0 fb address=0x{fb:x} shape=[1, 32] dtype=uint64\n"
    "copy_gm_to_cbuf_multi_nd2nz dst=q1 src=q dtype=b32 n_value=1 d_value=64 src_d_value=64 dst_nz_c0_stride=1\n"
    "set_flag pipe=PIPE_MTE2 tpipe=PIPE_MTE1 event_id=1\nwait_flag pipe=PIPE_MTE2 tpipe=PIPE_MTE1 event_id=1\n"
    "copy_cbuf_to_fbuf dst=fb0 src=q1 len_burst=4\n"
    "set_flag pipe=PIPE_MTE1 tpipe=PIPE_FIX event_id=1\nwait_flag pipe=PIPE_MTE1 tpipe=PIPE_FIX event_id=1\n"
    "copy_matrix_cc_to_gm dst=out src=c0 n=32 m=32 dst_stride=32 src_stride=32 {quant}\n")


@pytest.mark.parametrize("fb,quant,message", [
    (0x40, "quant_pre=VQF322F16_PRE quant_vector=fb0", "MEM-ALIGN"),
    (0x80, "quant_pre=VQF322F16_PRE", "without quant_vector; expected the Fixpipe-buffer tile"),
    (0x80, "quant_pre=QF322F16_PRE deq_scalar=0x3f800000 quant_vector=fb0", "with quant_vector; expected a VQF322"),
    (0x80, "quant_pre=VQF322F32_PRE quant_vector=fb0", "quant_pre does not produce the destination's dtype"),
])
def test_per_column_quantisation_rules(tmp_path, fb, quant, message):
    arrays = {**payloads(*operands(9)), "q": np.full((1, 32), 0x3F800000, np.uint64)}
    assert message in error_of(tmp_path, FB_RULES.format(fb=fb, quant=quant), arrays)


def test_per_column_scales_in_a_trace(tmp_path):
    a, b, sa, sb = operands(10)
    q = np.array([[np.float32(2.0 ** (j % 5 - 2)).view(np.uint32) for j in range(32)]], np.uint64)
    out = run(tmp_path, FB_RULES.format(fb=0x80, quant="quant_pre=VQF322F16_PRE quant_vector=fb0"),
              {**payloads(a, b, sa, sb), "q": q}).outputs["out"]
    ref = mxsim.mx_matmul(a, sa, b, sb, "e4m3", "e4m3", preset="ascend950_mmad_mx").astype(np.float64)
    with np.errstate(over="ignore"):  # FIXPIPE's FP16 conversion overflows to inf, as numpy's does
        want = (ref * (2.0 ** (np.arange(32) % 5 - 2))[None, :]).astype(np.float16)
    assert np.array_equal(out.view(np.uint16), want.view(np.uint16))


def test_round_to_odd_keeps_e4m3_finite_at_the_top_of_its_range(tmp_path):
    # 460 truncates to 448 (0x7E, even): its odd neighbour 0x7F is NaN, so 448 stays
    x = np.array([460.0, -452.0, 3.3, 0.0] + [1.0] * 4, np.float32)
    got = run(tmp_path, vconv_trace("CAST_ODD", "float8_e4m3fn", 8), {"x": x}).outputs["y"]
    assert list(got.astype(np.float32)[:4]) == [448.0, -448.0, 3.25, 0.0]  # 3.25: odd already


def test_a_wait_before_its_set_in_the_trace_is_refused_by_the_timing_model(tmp_path):
    body = UB_TILES + ("wait_intra_block pipe=PIPE_V event_id=0 aiv=0\n"
                       "set_intra_block pipe=PIPE_FIX event_id=0\n")
    run(tmp_path, body, {"x": np.zeros(8, np.float32)})  # functionally: the wait waits for the set
    message = error_of(tmp_path, body, timing=True)
    assert "v.mxt:7:1: wait_intra_block consumes set_intra_block number 1" in message
