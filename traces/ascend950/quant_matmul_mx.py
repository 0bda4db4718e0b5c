"""A tiled MX quant-matmul for the Ascend 950 written with mxsim.pypto, with the interface of the
CANNBot QuantBatchMatmul MX sample (seed 004):

    c = npu_quant_matmul(a, b, scale_a, scale_b, bias=None, output_dtype=np.float32)

- a: MXFP8 [M, K] or [K, M] (float8_e4m3fn / float8_e5m2), MXFP4 [M, K/2] or [K, M/2] (uint8, two
  E2M1 codes per byte, the even element in the low nibble; pass a_dtype="float4_e2m1fn");
- b: MXFP8 [N, K] or [K, N], MXFP4 [N, K/2] or [K, N/2];
- scale_a: [M, ceil(K/64), 2] (ScaleAND) or [ceil(K/64), M, 2] (ScaleADN); scale_b:
  [N, ceil(K/64), 2] (ScaleBDN) or [ceil(K/64), N, 2] (ScaleBND), E8M0 bytes;
- the four transpose combinations follow from the view shapes of A, B and their scales;
- bias: optional FP32 [N]; output float32, float16 or bfloat16 [M, N].

Any M and N (tails included) and K a multiple of 64. Data flow: GM -> L1 (MTE2) -> L0A / L0B and
L0A_MX / L0B_MX (MTE1) -> mad_mx (M) -> L0C -> GM (FIXPIPE), with double-buffered L1, L0A / L0B
(their scale buffers at addr >> 4) and L0C, auto_mutex between the pipes and unit flags (Partial
for intermediate K steps, Final for the last and for the store) between the Cube and FIXPIPE.
"""
from __future__ import annotations

import numpy as np

import mxsim.pypto as pl

BASE_M, BASE_N, BASE_K = 128, 128, 256

_DTYPES = {"float8_e4m3fn": pl.DT_FP8E4M3FN, "float8_e5m2": pl.DT_FP8E5M2, "float4_e2m1fn": pl.DT_FP4E2M1,
           "float4_e1m2": pl.DT_FP4E1M2}
_OUT = {"float32": pl.DT_FP32, "float16": pl.DT_FP16, "bfloat16": pl.DT_BF16}


def _slots(space, tile_type, base, count=2):
    """`count` slots from `base`, each the tile's bytes rounded up to 1 KiB (keeps every L0 slot
    1024-byte aligned, the MmadMx FP8 rule)."""
    step = -(-tile_type.nbytes // 1024) * 1024
    return [base + i * step for i in range(count)]


def build_kernel(a_dtype, b_dtype, out_dtype, trans_a, trans_b, with_bias, mode=None, config=None, l1_buffers=2):
    """The kernel for one dtype / layout combination (pypto kernels are typed by their annotations).
    trans_a: A is given as [K, M]; trans_b: B is given as [N, K] (the seed's ScaleBDN layout).
    l1_buffers: L1 slots per operand (2: double buffering; up to 4 fit the 512 KiB L1), so MTE2 can
    run that many K steps ahead of MTE1."""
    if l1_buffers not in (2, 3, 4):
        raise ValueError(f"l1_buffers={l1_buffers}; expected 2, 3 or 4 (four [128, 256] A and B slots fill L1)")
    a_t, b_t, o_t = _DTYPES[a_dtype], _DTYPES[b_dtype], _OUT[out_dtype]
    ids = iter(range(32))  # mutex IDs, one per slot (pypto accepts 0-31)

    def mutexes(count=2):
        return [next(ids) for _ in range(count)]

    def kernel(a, b, scale_a, scale_b, bias, out):
        M, N = out.shape
        K = a.shape[0] if trans_a else a.shape[1]
        # L1: A [BASE_M, BASE_K] as NZ, B [BASE_K, BASE_N] as ZN (= NZ [N, K]), scales ZZ / NN
        a_l1_type = pl.TileType(shape=[BASE_M, BASE_K], dtype=a_t, target_memory=pl.MemorySpace.Mat, layout=pl.NZ)
        b_l1_type = pl.TileType(shape=[BASE_K, BASE_N], dtype=b_t, target_memory=pl.MemorySpace.Mat, layout=pl.ZN)
        sa_l1_type = pl.TileType(shape=[BASE_M, BASE_K // 32], dtype=pl.DT_FP8E8M0, target_memory=pl.MemorySpace.Mat,
                                 layout=pl.ZZ)
        sb_l1_type = pl.TileType(shape=[BASE_K // 32, BASE_N], dtype=pl.DT_FP8E8M0, target_memory=pl.MemorySpace.Mat,
                                 layout=pl.NN)
        n = l1_buffers
        a_l1 = pl.make_tile_group(type=a_l1_type, addrs=_slots("l1", a_l1_type, 0x00000, n), mutex_ids=mutexes(n))
        b_l1 = pl.make_tile_group(type=b_l1_type, addrs=_slots("l1", b_l1_type, 0x20000, n), mutex_ids=mutexes(n))
        sa_l1 = pl.make_tile_group(type=sa_l1_type, addrs=_slots("l1", sa_l1_type, 0x40000, n), mutex_ids=mutexes(n))
        sb_l1 = pl.make_tile_group(type=sb_l1_type, addrs=_slots("l1", sb_l1_type, 0x41000, n), mutex_ids=mutexes(n))
        # L0: data double-buffered; each scale slot at its data slot's address >> 4
        a_l0_type = pl.TileType(shape=[BASE_M, BASE_K], dtype=a_t, target_memory=pl.MemorySpace.Left, layout=pl.NZ)
        b_l0_type = pl.TileType(shape=[BASE_K, BASE_N], dtype=b_t, target_memory=pl.MemorySpace.Right, layout=pl.ZN)
        a_l0_addrs, b_l0_addrs = _slots("l0a", a_l0_type, 0), _slots("l0b", b_l0_type, 0)
        a_l0 = pl.make_tile_group(type=a_l0_type, addrs=a_l0_addrs, mutex_ids=mutexes())
        b_l0 = pl.make_tile_group(type=b_l0_type, addrs=b_l0_addrs, mutex_ids=mutexes())
        sa_l0 = pl.make_tile_group(type=pl.TileType(shape=[BASE_M, BASE_K // 32], dtype=pl.DT_FP8E8M0,
                                                    target_memory=pl.MemorySpace.ScaleLeft, layout=pl.ZZ),
                                   addrs=[x >> 4 for x in a_l0_addrs], mutex_ids=mutexes())
        sb_l0 = pl.make_tile_group(type=pl.TileType(shape=[BASE_K // 32, BASE_N], dtype=pl.DT_FP8E8M0,
                                                    target_memory=pl.MemorySpace.ScaleRight, layout=pl.NN),
                                   addrs=[x >> 4 for x in b_l0_addrs], mutex_ids=mutexes())
        acc_type = pl.TileType(shape=[BASE_M, BASE_N], dtype=pl.DT_FP32, target_memory=pl.MemorySpace.Acc,
                               layout=pl.NZ, fractal=1024)
        acc = pl.make_tile_group(type=acc_type, addrs=_slots("l0c", acc_type, 0), mutex_ids=mutexes())
        if with_bias:
            bias_l1 = pl.make_tile_group(type=pl.TileType(shape=[1, BASE_N], dtype=pl.DT_FP32,
                                                          target_memory=pl.MemorySpace.Mat, layout=pl.ND),
                                         addrs=[0x42000, 0x42200], mutex_ids=mutexes())
            bias_bt = pl.make_tile_group(type=pl.TileType(shape=[1, BASE_N], dtype=pl.DT_FP32,
                                                          target_memory=pl.MemorySpace.Bias, layout=pl.ND),
                                         addrs=[0x0, 0x200], mutex_ids=mutexes())

        k_steps = -(-K // BASE_K)
        with pl.section_cube():
            for m0 in range(0, M, BASE_M):
                for n0 in range(0, N, BASE_N):
                    ac = acc.next()  # pypto's cursor: the first next() gives slot 0
                    bt = None
                    if with_bias:
                        bl1_bias, bt = bias_l1.next(), bias_bt.next()
                        pl.load(bl1_bias, bias, [n0])
                        pl.move(bt, bl1_bias)
                    for step in range(k_steps):
                        k0 = step * BASE_K
                        al1, bl1, sal1, sbl1 = a_l1.next(), b_l1.next(), sa_l1.next(), sb_l1.next()
                        # GM -> L1: the view shapes pick ND2NZ or DN2NZ (order=[1, 0] reads a tensor transposed)
                        pl.load(al1, a, [k0, m0] if trans_a else [m0, k0], order=[1, 0] if trans_a else None)
                        pl.load(bl1, b, [n0, k0] if trans_b else [k0, n0], order=[1, 0] if trans_b else None)
                        pl.load(sal1, scale_a, [k0 // 64, m0, 0] if trans_a else [m0, k0 // 64, 0],
                                order=[1, 0] if trans_a else [0, 1])
                        pl.load(sbl1, scale_b, [n0, k0 // 64, 0] if trans_b else [k0 // 64, n0, 0],
                                order=[1, 0] if trans_b else [0, 1])
                        al0, bl0, sal0, sbl0 = a_l0.next(), b_l0.next(), sa_l0.next(), sb_l0.next()
                        pl.move(al0, al1)
                        pl.move(bl0, bl1)
                        pl.move(sal0, sal1)
                        pl.move(sbl0, sbl1)
                        phase = pl.AccPhase.Final if step == k_steps - 1 else pl.AccPhase.Partial
                        if step == 0:
                            pl.matmul_mx(ac, al0, bl0, sal0, sbl0, phase=phase, bias=bt)
                        else:
                            pl.matmul_mx_acc(ac, ac, al0, bl0, sal0, sbl0, phase=phase)
                    pl.store(out, ac, [m0, n0], phase=pl.STPhase.Final)

    a_shape = [pl.DYNAMIC, pl.DYNAMIC]
    kernel.__annotations__ = {
        "a": pl.Tensor[a_shape, a_t], "b": pl.Tensor[a_shape, b_t],
        "scale_a": pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC, 2], pl.DT_FP8E8M0],
        "scale_b": pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC, 2], pl.DT_FP8E8M0],
        "bias": pl.Tensor[[pl.DYNAMIC], pl.DT_FP32] if with_bias else object,
        "out": pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC], o_t],
    }
    kernel.__name__ = f"quant_matmul_mx_{a_dtype}_{b_dtype}_{out_dtype}_{'t' if trans_a else 'n'}{'t' if trans_b else 'n'}"
    return pl.jit(kernel, auto_mutex=True, mode=mode, config=config)


def _dtype_name(array, given):
    if given is not None:
        return given
    name = array.dtype.name
    if name not in ("float8_e4m3fn", "float8_e5m2"):
        raise ValueError(f"cannot tell the MX element type of a {name} array; pass a_dtype= / b_dtype= "
                         f"(float4_e2m1fn, float4_e1m2 for packed uint8 FP4)")
    return name


def layouts(a, b, scale_a, scale_b, fp4_a, fp4_b):
    """(M, N, K, trans_a, trans_b) from the view shapes (seed 004: "derived from the view shapes of A,
    B and the scales"). A [M, K] goes with scale_a [M, ceil(K/64), 2], A [K, M] with [ceil(K/64), M, 2];
    B [K, N] with scale_b [ceil(K/64), N, 2], B [N, K] with [N, ceil(K/64), 2]."""
    a_rows, a_cols = a.shape[0], a.shape[1] * (2 if fp4_a else 1)
    b_rows, b_cols = b.shape[0], b.shape[1] * (2 if fp4_b else 1)
    s0, s1 = scale_a.shape[0], scale_a.shape[1]
    if s0 == a_rows and s1 == -(-a_cols // 64):
        m, k, trans_a = a_rows, a_cols, False
    elif s1 == a_cols and s0 == -(-a_rows // 64):
        m, k, trans_a = a_cols, a_rows, True
    else:
        raise ValueError(f"a {list(a.shape)} and scale_a {list(scale_a.shape)} do not match; expected [M, K] with "
                         f"[M, ceil(K/64), 2] or [K, M] with [ceil(K/64), M, 2]")
    t0, t1 = scale_b.shape[0], scale_b.shape[1]
    if b_rows == k and t0 == -(-k // 64) and t1 == b_cols:
        n, trans_b = b_cols, False
    elif b_cols == k and t0 == b_rows and t1 == -(-k // 64):
        n, trans_b = b_rows, True
    else:
        raise ValueError(f"b {list(b.shape)} and scale_b {list(scale_b.shape)} do not match K = {k}; expected [K, N] with "
                         f"[ceil(K/64), N, 2] or [N, K] with [N, ceil(K/64), 2]")
    if k % 64:
        raise ValueError(f"K = {k}; expected a multiple of 64 (mad_mx)")
    return m, n, k, trans_a, trans_b


def npu_quant_matmul(a, b, scale_a, scale_b, bias=None, output_dtype=np.float32, a_dtype=None, b_dtype=None, mode=None,
                     config=None, return_kernel=False, l1_buffers=2):
    """C = dequant(A) @ dequant(B) (+ bias) on the modelled Ascend 950; returns C [M, N]."""
    import ml_dtypes
    a_name, b_name = _dtype_name(a, a_dtype), _dtype_name(b, b_dtype)
    m, n, k, trans_a, trans_b = layouts(a, b, scale_a, scale_b, a_name.startswith("float4"), b_name.startswith("float4"))
    out_name = np.dtype(output_dtype).name
    if out_name not in _OUT:
        raise ValueError(f"output_dtype {out_name}; expected float32, float16 or bfloat16")
    out = np.zeros((m, n), dtype=ml_dtypes.bfloat16 if out_name == "bfloat16" else output_dtype)
    kernel = build_kernel(a_name, b_name, out_name, trans_a, trans_b, bias is not None, mode=mode, config=config,
                          l1_buffers=l1_buffers)
    raw = [np.ascontiguousarray(x).view(np.uint8) if x.dtype.itemsize == 1 else x for x in (a, b)]
    sa = np.ascontiguousarray(scale_a).view(np.uint8)
    sb = np.ascontiguousarray(scale_b).view(np.uint8)
    bias_arg = np.ascontiguousarray(bias, dtype=np.float32) if bias is not None else None
    if a_name.startswith("float8"):
        raw[0] = raw[0].view(_DTYPES_NUMPY[a_name])
    if b_name.startswith("float8"):
        raw[1] = raw[1].view(_DTYPES_NUMPY[b_name])
    kernel(raw[0], raw[1], sa, sb, bias_arg, out)
    return (out, kernel) if return_kernel else out


def _numpy_fp8():
    import ml_dtypes
    return {"float8_e4m3fn": ml_dtypes.float8_e4m3fn, "float8_e5m2": ml_dtypes.float8_e5m2}


_DTYPES_NUMPY = _numpy_fp8()


if __name__ == "__main__":
    import mxsim
    rng = np.random.default_rng(0)
    M, K, N = 200, 320, 136
    a = rng.integers(0, 256, (M, K), dtype=np.uint8).view(_DTYPES_NUMPY["float8_e4m3fn"])
    b = rng.integers(0, 256, (N, K), dtype=np.uint8).view(_DTYPES_NUMPY["float8_e4m3fn"])
    scale_a = rng.integers(120, 134, (M, K // 64, 2), dtype=np.uint8)
    scale_b = rng.integers(120, 134, (N, K // 64, 2), dtype=np.uint8)
    c = npu_quant_matmul(a, b, scale_a, scale_b)
    ref = mxsim.mx_matmul(a.view(np.uint8), scale_a.reshape(M, -1), np.ascontiguousarray(b.view(np.uint8).T),
                          np.ascontiguousarray(scale_b.reshape(N, -1).T), "e4m3", "e4m3", preset="ascend950_mmad_mx")
    same = np.array_equal(c.view(np.uint32), ref.view(np.uint32))
    print(f"M={M} K={K} N={N}: bit for bit vs mxsim.mx_matmul(preset='ascend950_mmad_mx'): {same}")
