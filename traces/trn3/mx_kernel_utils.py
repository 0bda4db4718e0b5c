"""Kernel-side helpers of the NKI MX tutorial (MXFP matrix multiplication, Neuron SDK docs).

`allocate_mx_tiles` and `copy_data_strided` are printed in the tutorial and appear here with only
their imports changed. `load_scales_scattered` and `load_tensor_helper` are called but not printed;
they are written for mxsim from the tutorial's description (and docs/targets/trn3.md):
- load_scales_scattered(data, scale_hbm): spread contiguous [P/8, Fs] HBM scales to the quadrant
  rows nc_matmul_mx reads (rows 4q..4q+3 -> partitions 32q..32q+3), the rest of the tile zeroed;
- load_tensor_helper(st, mv): DMA HBM [4, P, F] views into SBUF [P, 4, F] tiles.
"""
import mxsim.nki.isa as nisa
import mxsim.nki.language as nl


def load_scales_scattered(data, scale_hbm):
    P = data.shape[0]
    assert P % 32 == 0 and P <= nl.tile_size.pmax, f"data partition count {P} must be a multiple of 32, at most 128"
    assert scale_hbm.shape[0] == P // 8, f"scale rows {scale_hbm.shape[0]}; expected P/8 = {P // 8}"
    free = scale_hbm.shape[1]
    if P <= 32:
        scale_sbuf = nl.ndarray((P // 8, free), dtype=scale_hbm.dtype, buffer=nl.sbuf)
        nisa.dma_copy(dst=scale_sbuf, src=scale_hbm)
        return scale_sbuf
    scale_sbuf = nl.ndarray((P, free), dtype=scale_hbm.dtype, buffer=nl.sbuf)
    nisa.memset(dst=scale_sbuf, value=0)
    for quadrant in range(P // 32):
        nisa.dma_copy(dst=scale_sbuf[32 * quadrant:32 * quadrant + 4, :],
                      src=scale_hbm[4 * quadrant:4 * quadrant + 4, :])
    return scale_sbuf


def load_tensor_helper(stationary_hbm_reshape, moving_hbm_reshape):
    tiles = []
    for hbm in (stationary_hbm_reshape, moving_hbm_reshape):
        _, P, F = hbm.shape
        sbuf = nl.ndarray((P, 4, F), dtype=hbm.dtype, buffer=nl.sbuf)
        # out[p, t, f] = in[t, p, f]
        nisa.dma_copy(dst=sbuf, src=hbm.ap(pattern=[[F, P], [P * F, 4], [1, F]], offset=0))
        tiles.append(sbuf)
    return tuple(tiles)


# ---- printed in the tutorial ----------------------------------------------------------------

# shape_unquantized represents the 2D unquantized SBUF shape with interleaved
# layout established (i.e. the shape immediately before calling Quantize-MX).
def allocate_mx_tiles(shape_unquantized, mx_dtype):
  assert len(shape_unquantized) == 2, f"shape_unquantized must have exactly 2 dimensions, got {len(shape_unquantized)}"

  P, F = shape_unquantized

  # Allocate data tile
  # Quantize-MX shrinks the free-dim by 4x because it packs 4 elements into 1.
  mx_data_sbuf = nl.ndarray((P, F//4), dtype=mx_dtype, buffer=nl.sbuf)

  # Allocate scale tile
  # Nominally the scale tile is sized (P//8, F//4) given that the scaling
  # group shape is [8P, 4F]. But when P > 32, the scales must be placed in the
  # partition-dim quadrant from which the corresponding scaling group originated
  # hence we must allocate the full P.
  if P <= 32: # Can store all scales in first p-dim quadrant.
    mx_scale_sbuf = nl.ndarray((P//8, F//4), dtype=nl.uint8, buffer=nl.sbuf)
  else: # Must oversize and spread across quadrants.
    mx_scale_sbuf = nl.ndarray((P, F//4), dtype=nl.uint8, buffer=nl.sbuf)

  return mx_data_sbuf, mx_scale_sbuf


def copy_data_strided(stationary_hbm, moving_hbm, use_tensor_copy: bool = True):

  # The HBM tensors have nominal shape [P,F]. Reshape into [4, P//4, F].
  # In other words, we divide the contraction axis into 4 "P" tiles since we'll eventually
  # need to read data from each tile and pack them together on SBUF.

  # These dimensions reflect the shape of each "P" tile.
  P_st = stationary_hbm.shape[0] // 4
  F_st = stationary_hbm.shape[1]
  P_mv = moving_hbm.shape[0] // 4
  F_mv = moving_hbm.shape[1]

  stationary_hbm_reshape = stationary_hbm.reshape((4, P_st, F_st))
  moving_hbm_reshape = moving_hbm.reshape((4, P_mv, F_mv))

  # Allocate SBUF tensors to store the strided result.
  # The shape is [P//4, F, 4] where the [P,F] is the shape of the unquantized input tensor.
  # In other words, we view the free-dim as having F_st/F_mv groups of 4 elements.
  # Taking 3D views of both the HBM and SBUF tensors allows for cleaner indexing.
  stationary_sbuf_strided = nl.ndarray((P_st, F_st, 4), dtype=stationary_hbm.dtype, buffer=nl.sbuf)
  moving_sbuf_strided = nl.ndarray((P_mv, F_mv, 4), dtype=moving_hbm.dtype, buffer=nl.sbuf)

  # Perform a TensorCopy to achieve the required layout.
  if (use_tensor_copy):

    # First load from HBM -> SBUF. Take "P" tiles from HBM and write them
    # contiguously (adjacent to each other) into the SBUF free-dim.
    # This load is not the focus of this example so its details are encapsulated in load_tensor_helper().
    # The SBUF shapes will be stationary_sbuf [P_st, 4, F_st], moving_sbuf [P_mv, 4, F_mv]
    stationary_sbuf, moving_sbuf = load_tensor_helper(stationary_hbm_reshape, moving_hbm_reshape)

    # Perform SBUF-to-SBUF TensorCopy to shuffle the data into the required MX layout.
    nisa.tensor_copy(src=stationary_sbuf.ap(pattern=[[4*F_st, P_st], [1, F_st], [F_st, 4]], offset=0), dst=stationary_sbuf_strided)
    nisa.tensor_copy(src=moving_sbuf.ap(pattern=[[4*F_mv, P_mv], [1, F_mv], [F_mv, 4]], offset=0), dst=moving_sbuf_strided)

  # Perform a strided DMA to achieve the required layout.
  else:

    # Similar to TensorCopy, the we linearly write to stationary_sbuf_strided.
    # When reading from *_hbm_reshape, we read one element from each tile.
    # Then step 1 element and repeat the above F times, thereby reading one full row of HBM.
    # Then step to the next row of HBM and repeat the above P times.

    nisa.dma_copy(src=stationary_hbm_reshape.ap(pattern=[[F_st, P_st], [1, F_st], [P_st*F_st, 4]], offset=0),
                  dst=stationary_sbuf_strided)
    nisa.dma_copy(src=moving_hbm_reshape.ap(pattern=[[F_mv, P_mv], [1, F_mv], [P_mv*F_mv, 4]], offset=0),
                  dst=moving_sbuf_strided)

  # Return as 2D.
  return stationary_sbuf_strided.reshape((P_st, F_st*4)), moving_sbuf_strided.reshape((P_mv, F_mv*4))
