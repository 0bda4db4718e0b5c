"""Independent references for the Trainium3 tests: the MX tutorial's SBUF layouts undone in numpy,
then mxsim.mx_matmul / mxsim.mx_quantize (numerics core, no Trainium model code)."""
import numpy as np

import mxsim

ELEMENT = {"float8_e4m3fn": "e4m3", "float8_e5m2": "e5m2", "float4_e2m1fn": "e2m1"}


def x4_codes(words, elem):
    """x4 words [P, F] (uint32 FP8 / uint8-pairs FP4) -> codes [P, F, 4], lane j = K index 4p + j order."""
    words = np.asarray(words)
    if elem == "e2m1":
        b = words.view(np.uint8).reshape(words.shape[0], -1)
        nib = np.empty((b.shape[0], b.shape[1] * 2), np.uint8)
        nib[:, 0::2] = b & 15
        nib[:, 1::2] = b >> 4
        return nib.reshape(b.shape[0], -1, 4)
    return words.astype(np.uint32).view(np.uint8).reshape(words.shape[0], -1, 4)


def matmul_from_tiles(st_codes, st_scales, mv_codes, mv_scales, elem_st, elem_mv, out="bf16"):
    """st_codes [P, M, 4], st_scales compact [P/8, M]; mv likewise -> mx_matmul with the trn3 preset,
    contraction index k = 4 p + j (each PE's four products contiguous, a scale block = 32 k)."""
    P, M, _ = st_codes.shape
    N = mv_codes.shape[1]
    a = st_codes.transpose(1, 0, 2).reshape(M, 4 * P)
    b = mv_codes.transpose(0, 2, 1).reshape(4 * P, N)
    return mxsim.mx_matmul(a, np.asarray(st_scales).T, b, np.asarray(mv_scales), elem_a=elem_st, elem_b=elem_mv,
                           preset="trn3_nc_matmul_mx", out=out)


def quantize_tile(values_bf16, elem):
    """quantize_mx of an interleaved [P, F] tile: 8 x 4 blocks, the trn3 scale rule -> codes [P, F/4, 4], scales [P/8, F/4]."""
    codes, scales = mxsim.mx_quantize(np.asarray(values_bf16), elem=elem, scale_rule="trn3", block="trn3")
    P, F = codes.shape
    return np.asarray(codes).reshape(P, F // 4, 4), np.asarray(scales)
