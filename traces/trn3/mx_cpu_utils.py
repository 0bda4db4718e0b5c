"""Host-side helpers of the NKI MX tutorial, written for mxsim from the tutorial's description
(the tutorial calls them but does not print them): MX data generation, x4 packing, goldens and
the result comparison. Numerics here are plain numpy + ml_dtypes on purpose: they are the
tutorial's float32 goldens, independent of mxsim's numerics core."""
import ml_dtypes
import numpy as np

# element dtype -> (largest magnitude, largest binade exponent the generator plants, x4 dtype name)
_ELEMENT = {
    np.dtype(ml_dtypes.float8_e5m2): (57344.0, 15, "float8_e5m2_x4"),
    np.dtype(ml_dtypes.float8_e4m3fn): (448.0, 8, "float8_e4m3fn_x4"),
    np.dtype(ml_dtypes.float4_e2m1fn): (6.0, 2, "float4_e2m1fn_x4"),
}

quantized_dtype_to_x4_map = {dt.type: x4 for dt, (_, _, x4) in _ELEMENT.items()}


def _info(qdtype):
    return _ELEMENT[np.dtype(qdtype)]


def pack_mx_data_into_x4(q):
    """FP8 [P, F] -> uint32 [P, F/4] (lane j = byte j); FP4 [P, F] -> uint8 [P, F/2] (even element in
    the low nibble), the layouts the x4 dtypes have in memory."""
    bits = np.ascontiguousarray(q).view(np.uint8)
    if q.dtype == ml_dtypes.float4_e2m1fn:
        nibbles = bits & 0x0F
        return (nibbles[:, 0::2] | (nibbles[:, 1::2] << 4)).astype(np.uint8)
    return bits.view(np.uint32).reshape(q.shape[0], q.shape[1] // 4)


def unpack_mx_data_from_x4(packed, qdtype):
    if np.dtype(qdtype) == np.dtype(ml_dtypes.float4_e2m1fn):
        b = np.asarray(packed, np.uint8)
        out = np.empty((b.shape[0], b.shape[1] * 2), np.uint8)
        out[:, 0::2] = b & 0x0F
        out[:, 1::2] = b >> 4
        return out.view(ml_dtypes.float4_e2m1fn)
    return np.ascontiguousarray(packed).view(np.uint8).reshape(packed.shape[0], -1).view(qdtype)


def dequantize_mx_golden(q_x4, scale, qdtype):
    """[P, F] float32 values: element times 2^(scale - 127) of its 8 x 4 block."""
    q = unpack_mx_data_from_x4(q_x4, qdtype).astype(np.float32)
    exp = np.clip(scale.astype(np.int32) - 127, -127, 127)
    factor = np.exp2(exp).astype(np.float32)
    return q * np.repeat(np.repeat(factor, 8, axis=0), 4, axis=1)


def generate_stabilized_mx_data(qdtype, shape, val_range=1.0):
    """Random MX data that quantizes losslessly: returns (fp_data, q, q_x4, scale) for an
    unquantized [P, F] shape, drawing from numpy's global RNG in the tutorial's order."""
    max_value, max_exp, _ = _info(qdtype)
    P, F = shape
    data = (np.random.random(shape) * 2 - 1) * max_value
    for bi in range(P // 8):          # plant one full-binade element per 8 x 4 block
        for bj in range(F // 4):
            r = np.random.randint(0, 7)
            c = np.random.randint(0, 3)
            sign = np.random.choice([-1, 1])
            v = np.random.random()
            data[8 * bi + r, 4 * bj + c] = sign * (1 + 0.5 * v) * 2.0 ** max_exp
    q = data.astype(np.float32).astype(qdtype)
    q_x4 = pack_mx_data_into_x4(q)
    hi = min(255, int(np.log2(val_range / max_value) + 127))
    lo = max(0, hi - 10)
    scale = np.random.randint(lo, hi + 1, size=(P // 8, F // 4), dtype=np.uint8)
    fp_data = dequantize_mx_golden(q_x4, scale, qdtype)
    return fp_data, q, q_x4, scale


def nc_matmul_mx_golden(st_x4, mv_x4, st_scale, mv_scale, st_dtype, mv_dtype):
    """The tutorial's float32 golden: dequantize both [P, F] tiles, then einsum over (p, lane)."""
    st = dequantize_mx_golden(st_x4, st_scale, st_dtype)
    mv = dequantize_mx_golden(mv_x4, mv_scale, mv_dtype)
    P = st.shape[0]
    st = st.reshape(P, -1, 4)
    mv = mv.reshape(P, -1, 4)
    return np.einsum("kiq,kjq->ij", st, mv).astype(np.float32)


def compare_and_print_results(output, golden, rtol=1e-2, atol=1e-2):
    """np.allclose on float32 (tolerances chosen for BF16 outputs; the tutorial does not print
    its own). Returns the pass flag."""
    output = np.asarray(output, np.float32)
    ok = bool(np.allclose(output, golden, rtol=rtol, atol=atol))
    print(f"\nResult shape: {output.shape}\n\nnp.allclose pass? {ok}\n")
    with np.printoptions(precision=8, threshold=6, edgeitems=3):
        print(f"Device Output:\n{output[0, :3]} ... {output[0, -3:]}\n...\n{output[-1, :3]} ... {output[-1, -3:]}\n")
        print(f"Golden:\n{golden[0, :3]} ... {golden[0, -3:]}\n...\n{golden[-1, :3]} ... {golden[-1, -3:]}\n")
    return ok


def interleave(x):
    """The MX SBUF layout copy_data_strided builds: [K, F] -> [K/4, 4F], out[p, 4f + j] = x[j K/4 + p, f]."""
    K, F = x.shape
    return np.ascontiguousarray(x.reshape(4, K // 4, F).transpose(1, 2, 0).reshape(K // 4, 4 * F))


def deinterleave(x):
    """The inverse of interleave: [K/4, 4F] -> [K, F]."""
    P, F4 = x.shape
    return np.ascontiguousarray(x.reshape(P, F4 // 4, 4).transpose(2, 0, 1).reshape(4 * P, F4 // 4))


def print_test_header(title):
    bar = "=" * (len(title) + 8)
    print(f"\n{bar}\n    {title}\n{bar}")
