"""An NKI-style tiled MX GEMM for Trainium3, for any M, N, K that are multiples of the tile sizes
(M of 128, N of 512, K of 512), written for mxsim (not from the tutorial).

Layout (offline-prepared weights, as the tutorial recommends): K is cut into 512-element tiles of
128 partitions x 4 lanes, with lane j of partition p holding K index 512 t + 4 p + j (nki-library's
contiguous "1x32" scheme), so an MX scale block (8 partitions x 4 lanes) is 32 consecutive K and
the scales are the ordinary [K/32, M] / [K/32, N] tables. HBM inputs:
    a_x4    [K/4, M]  uint32 (FP8) or uint16 (FP4) words: a_x4[r, m] packs A[m, 4r .. 4r+3]
    a_scale [K/32, M] uint8 E8M0
    b_x4    [K/4, N]  words: b_x4[r, n] packs B[4r .. 4r+3, n]
    b_scale [K/32, N] uint8
Data flow: stationary tiles of a 128-row block stay in SBUF for the whole block; for each
512-column block the moving tiles stream through SBUF and nc_matmul_mx accumulates the K tiles in
one FP32 PSUM bank (accumulate=None: the first overwrites); VectorE evicts PSUM to SBUF and DMA
stores the block.

    python3 traces/trn3/mx_gemm.py --size 512 --record traces/trn3   # record gemm_e4m3_<size>.mxt
    python3 traces/trn3/mx_gemm.py --size 2048 --record traces/trn3  # the timing model's 2048^3 GEMM
"""
import argparse
import os
import sys

import numpy as np

import mxsim
import mxsim.nki as nki
import mxsim.nki.isa as nisa
import mxsim.nki.language as nl

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mx_kernel_utils import load_scales_scattered  # noqa: E402

X4 = {"e4m3": nl.float8_e4m3fn_x4, "e5m2": nl.float8_e5m2_x4, "e2m1": nl.float4_e2m1fn_x4}


@nki.jit
def mx_gemm_kernel(a_x4, a_scale, b_x4, b_scale, a_dtype, b_dtype):
  TILE_K = nl.tile_size.pmax                   # 128 partitions = 512 K
  TILE_M = nl.tile_size.gemm_stationary_fmax   # 128
  TILE_N = nl.tile_size.gemm_moving_fmax       # 512
  K4, M = a_x4.shape
  N = b_x4.shape[1]
  assert K4 % TILE_K == 0 and M % TILE_M == 0 and N % TILE_N == 0, "M, N, K must be multiples of 128, 512, 512"
  a_view = a_x4.ap(dtype=a_dtype, pattern=[[M, K4], [1, M]], offset=0)
  b_view = b_x4.ap(dtype=b_dtype, pattern=[[N, K4], [1, N]], offset=0)
  result = nl.ndarray((M, N), dtype=nl.float32, buffer=nl.shared_hbm)

  for m in nl.affine_range(M // TILE_M):
    rows = slice(m * TILE_M, (m + 1) * TILE_M)
    stationary = []
    for k in nl.affine_range(K4 // TILE_K):
      tile = nl.ndarray((TILE_K, TILE_M), dtype=a_dtype, buffer=nl.sbuf)
      nisa.dma_copy(dst=tile, src=a_view[k * TILE_K:(k + 1) * TILE_K, rows])
      scales = load_scales_scattered(tile, a_scale[k * TILE_K // 8:(k + 1) * TILE_K // 8, rows])
      stationary.append((tile, scales))

    for n in nl.affine_range(N // TILE_N):
      cols = slice(n * TILE_N, (n + 1) * TILE_N)
      acc = nl.ndarray((TILE_M, TILE_N), dtype=nl.float32, buffer=nl.psum)
      for k in nl.sequential_range(K4 // TILE_K):
        moving = nl.ndarray((TILE_K, TILE_N), dtype=b_dtype, buffer=nl.sbuf)
        nisa.dma_copy(dst=moving, src=b_view[k * TILE_K:(k + 1) * TILE_K, cols])
        moving_scales = load_scales_scattered(moving, b_scale[k * TILE_K // 8:(k + 1) * TILE_K // 8, cols])
        nisa.nc_matmul_mx(dst=acc, stationary=stationary[k][0], moving=moving,
                          stationary_scale=stationary[k][1], moving_scale=moving_scales)
      block = nl.ndarray((TILE_M, TILE_N), dtype=nl.float32, buffer=nl.sbuf)
      nisa.tensor_copy(dst=block, src=acc)
      nisa.dma_copy(dst=result[rows, cols], src=block)
  return result


def pack_words(codes, elem):
  """[R, C, 4] codes -> [R, C] x4 words (FP8: uint32, byte j = lane j; FP4: uint16, nibble j)."""
  codes = np.ascontiguousarray(codes, dtype=np.uint8)
  if elem == "e2m1":
    c = codes.astype(np.uint16)
    return c[..., 0] | (c[..., 1] << 4) | (c[..., 2] << 8) | (c[..., 3] << 12)
  return codes.view(np.uint32)[..., 0]


def prepare(a_codes, a_scales, b_codes, b_scales, elem_a="e4m3", elem_b="e4m3"):
  """MX operands A [M, K] codes + [M, K/32] scales and B [K, N] + [K/32, N] -> the kernel's HBM inputs."""
  M, K = a_codes.shape
  N = b_codes.shape[1]
  a_x4 = pack_words(a_codes.reshape(M, K // 4, 4).transpose(1, 0, 2), elem_a)
  b_x4 = pack_words(b_codes.reshape(K // 4, 4, N).transpose(0, 2, 1), elem_b)
  return a_x4, np.ascontiguousarray(a_scales.T), b_x4, np.ascontiguousarray(b_scales)


def golden(a_codes, a_scales, b_codes, b_scales, elem_a="e4m3", elem_b="e4m3", k_tile=512):
  """mxsim.mx_matmul with the Trainium3 preset per 512-K tile (one nc_matmul_mx each), the tiles'
  FP32 results added in order with nearest-even, as PSUM accumulates them."""
  K = a_codes.shape[1]
  acc = None
  for k0 in range(0, K, k_tile):
    part = mxsim.mx_matmul(a_codes[:, k0:k0 + k_tile], a_scales[:, k0 // 32:(k0 + k_tile) // 32],
                           b_codes[k0:k0 + k_tile], b_scales[k0 // 32:(k0 + k_tile) // 32],
                           elem_a=elem_a, elem_b=elem_b, preset="trn3_nc_matmul_mx")
    acc = part if acc is None else (acc.astype(np.float64) + part.astype(np.float64)).astype(np.float32)
  return acc


def random_operands(M, N, K, elem_a="e4m3", elem_b="e4m3", seed=0):
  """Normal data quantized with the OCP rule: codes and scales for A [M, K] and B [K, N]."""
  rng = np.random.default_rng(seed)
  a_codes, a_scales = mxsim.mx_quantize(rng.standard_normal((M, K)), elem=elem_a, axis=1)
  b_codes, b_scales = mxsim.mx_quantize(rng.standard_normal((K, N)), elem=elem_b, axis=0)
  return np.asarray(a_codes), np.asarray(a_scales), np.asarray(b_codes), np.asarray(b_scales)


def run(M, N, K, elem_a="e4m3", elem_b="e4m3", seed=0):
  ops = random_operands(M, N, K, elem_a, elem_b, seed)
  out = mx_gemm_kernel(*prepare(*ops, elem_a, elem_b), X4[elem_a], X4[elem_b])
  return out, ops


def main(argv=None):
  parser = argparse.ArgumentParser(description="run (and record) the tiled MX GEMM at M = N = K = size")
  parser.add_argument("--size", type=int, default=512)
  parser.add_argument("--elem", default="e4m3", choices=sorted(X4))
  parser.add_argument("--record", metavar="DIR")
  args = parser.parse_args(argv)
  out, ops = run(args.size, args.size, args.size, args.elem, args.elem)
  expected = golden(*ops, args.elem, args.elem)
  same = np.array_equal(out.view(np.uint32), expected.view(np.uint32))
  print(f"mx_gemm {args.size}^3 {args.elem}: {'bit-identical to' if same else 'DIFFERS from'} mx_matmul (trn3 preset per K tile)")
  if args.record:
    print("recorded", mx_gemm_kernel.recording.save(os.path.join(args.record, f"gemm_{args.elem}_{args.size}.mxt")))
  return 0 if same else 1


if __name__ == "__main__":
  sys.exit(main())
