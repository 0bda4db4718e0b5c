"""An MX linear layer with a fused epilogue, written in the style of AWS's published NKI library
kernels (nki-library: activations loaded token-major and transposed on TensorE, weights loaded with
a swizzling access pattern, on-device Quantize-MX of both operands, one Matmul-MX per K tile
accumulating in PSUM, and a bias + activation epilogue on the Vector and Scalar engines):

    out[m, n] = silu((x @ w)[m, n] + bias[n])    x [M, K] bf16, w [K, N] bf16, bias [1, N] fp32

The contraction index c = 4 k + q of a K tile puts q, the four elements one x4 word packs, next to
each other in the free dimension, as quantize_mx packs them: the stationary operand is x^T with
rows k and columns 4 m + q, the moving one w with rows k and columns 4 n + q.

    python3 traces/trn3/mx_mlp_layer.py [--record traces/trn3]
"""
import argparse
import os

import ml_dtypes
import numpy as np

import mxsim.nki as nki
import mxsim.nki.isa as nisa
import mxsim.nki.language as nl

M, K, N = 128, 1024, 512
K_TILE = 4 * nl.tile_size.pmax  # 512 contraction elements per Matmul-MX (128 partitions x 4)


@nki.jit(platform_target="trn3")
def mx_mlp_layer(x, w, bias, mx_dtype=nl.float8_e4m3fn_x4):
    m, k = x.shape
    n = w.shape[1]
    assert m == nl.tile_size.pmax and k % K_TILE == 0 and n <= nl.tile_size.gemm_moving_fmax

    # the bias row, broadcast over the token partitions by the DMA's access pattern (step 0)
    bias_sbuf = nl.ndarray((m, n), dtype=nl.float32, buffer=nl.sbuf)
    nisa.dma_copy(dst=bias_sbuf, src=bias.ap(pattern=[[0, m], [1, n]], offset=0))

    acc = nl.ndarray((m, n), dtype=nl.float32, buffer=nl.psum)
    for kt in nl.affine_range(k // K_TILE):
        # activations token-major, as they arrive: [m, 512] of this K tile
        x_sbuf = nl.ndarray((m, K_TILE), dtype=nl.bfloat16, buffer=nl.sbuf)
        nisa.dma_copy(dst=x_sbuf, src=x[:, kt * K_TILE:(kt + 1) * K_TILE])
        # x^T interleaved: xt[k, 4 m + q] = x[m, 4 k + q], one TensorE transpose per lane q
        xt = nl.ndarray((nl.tile_size.pmax, 4 * m), dtype=nl.bfloat16, buffer=nl.sbuf)
        lanes_in = x_sbuf.reshape_dim(1, (nl.tile_size.pmax, 4))
        lanes_out = xt.reshape_dim(1, (m, 4))
        for q in nl.static_range(4):
            moved = nl.ndarray((nl.tile_size.pmax, m), dtype=nl.bfloat16, buffer=nl.psum)
            nisa.nc_transpose(dst=moved, data=lanes_in.select(2, q), engine=nisa.tensor_engine)
            nisa.tensor_copy(dst=lanes_out.select(2, q), src=moved, engine=nisa.vector_engine)
        # weights swizzled on the way in: ws[k, 4 n + q] = w[4 k + q, n]
        ws = nl.ndarray((nl.tile_size.pmax, 4 * n), dtype=nl.bfloat16, buffer=nl.sbuf)
        nisa.dma_copy(dst=ws, src=w.ap(pattern=[[4 * n, nl.tile_size.pmax], [1, n], [n, 4]],
                                        offset=kt * K_TILE * n))
        # Quantize-MX both operands (scales land in their quadrant rows)
        st_mx = nl.ndarray((nl.tile_size.pmax, m), dtype=mx_dtype, buffer=nl.sbuf)
        st_scale = nl.ndarray((nl.tile_size.pmax, m), dtype=nl.uint8, buffer=nl.sbuf)
        nisa.quantize_mx(dst=st_mx, src=xt, dst_scale=st_scale)
        mv_mx = nl.ndarray((nl.tile_size.pmax, n), dtype=mx_dtype, buffer=nl.sbuf)
        mv_scale = nl.ndarray((nl.tile_size.pmax, n), dtype=nl.uint8, buffer=nl.sbuf)
        nisa.quantize_mx(dst=mv_mx, src=ws, dst_scale=mv_scale)
        nisa.nc_matmul_mx(dst=acc, stationary=st_mx, moving=mv_mx, stationary_scale=st_scale,
                          moving_scale=mv_scale, accumulate=kt > 0)

    # epilogue: + bias on VectorE (PSUM -> SBUF), SiLU on ScalarE into BF16
    pre = nl.ndarray((m, n), dtype=nl.float32, buffer=nl.sbuf)
    nisa.tensor_tensor(dst=pre, data1=acc, data2=bias_sbuf, op=nl.add)
    out_sbuf = nl.ndarray((m, n), dtype=nl.bfloat16, buffer=nl.sbuf)
    nisa.activation(dst=out_sbuf, op=nl.silu, data=pre)

    out = nl.ndarray((m, n), dtype=nl.bfloat16, buffer=nl.shared_hbm)
    nisa.dma_copy(dst=out, src=out_sbuf)
    pre_out = nl.ndarray((m, n), dtype=nl.float32, buffer=nl.shared_hbm)
    nisa.dma_copy(dst=pre_out, src=pre)
    return out, pre_out


def inputs(seed=0):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((M, K)).astype(ml_dtypes.bfloat16)
    w = (rng.standard_normal((K, N)) / np.sqrt(K)).astype(ml_dtypes.bfloat16)
    bias = (rng.standard_normal((1, N)) * 0.1).astype(np.float32)
    return x, w, bias


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--record", metavar="DIR", help="save the trace as DIR/mx_mlp_layer_e4m3.mxt (+ .npz)")
    args = parser.parse_args()
    x, w, bias = inputs()
    out, pre = mx_mlp_layer(x, w, bias)
    reference = x.astype(np.float64) @ w.astype(np.float64) + bias
    silu = reference / (1 + np.exp(-reference))
    error = np.abs(np.asarray(out, dtype=np.float64) - silu).max()
    print(f"max |out - silu(x @ w + bias)| = {error:.4f} (MXFP8 operands, BF16 output)")
    if args.record:
        path = os.path.join(args.record, "mx_mlp_layer_e4m3.mxt")
        mx_mlp_layer.recording.save(path)
        print(f"recorded {path}")


if __name__ == "__main__":
    main()
