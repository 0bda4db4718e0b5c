"""The accumulation probes as a Trainium3 NKI kernel: `mxsim probe --device trn3` records it on the
model and exports it (`mxsim export --to nki`) for a Trainium3 to run; `mxsim probe --answers` reads
the device's answers back as d.npy for `mxsim fit`.

The probes go 128 at a time through one `nc_matmul_mx`: K = 4P terms over P = K/4 partitions, each
partition's x4 element packing 4 consecutive K indices (lane j of partition p is K index 4p + j,
nki-library's "1x32" scheme), so scale group g (partitions 8g..8g+7, docs/targets/trn3.md) is the
record's 32-term block g, its E8M0 scales in the quadrant rows Matmul-MX reads (row 32 (g div 4) +
g mod 4). Column i of the stationary tile is probe i's a, column i of the moving tile its b; element
(i, i) of each 128 x 128 PSUM tile is probe i's answer (the rest pair one probe's a with another's b
and are not read).

c: a matmul cannot start from an accumulator it is given; NKI adds to PSUM instead. Each tile's
PSUM is first written with c (an FP32 `nc_matmul` of a row of ones with the row of c: one product
per element, exact on the model; that the PE array's FP32 path passes 1.0 x c through unchanged is
the assumption this step makes on a device), then `nc_matmul_mx` accumulates into it (accumulate=True), the near-memory
FP32 add after the matmul's own rounding. So the answers are c + (a . b) with the sum rounded
before c meets it, and a fit sees c added last: what a kernel's accumulation chain does on
Trainium3, which is what the device run measures."""
from __future__ import annotations

import numpy as np

from ...errors import ArgumentError

TILE = 128
RESULT_FILE = "probe_answers.npy"  # the NKI package's runner writes each output as NAME.npy
_NKI = {"e4m3": "float8_e4m3fn_x4", "e5m2": "float8_e5m2_x4"}
UNIT_SCALE = 127  # E8M0 code of 1.0
K_CHOICES = (128, 256, 384, 512)  # K = 4P, P a multiple of 32 and at most 128 (docs/targets/trn3.md)


def check(elem, elem_b, out, k):
    """Refuse the probe shapes the kernel does not compute, naming what it does."""
    for name in (elem, elem_b):
        if name not in _NKI:
            raise ArgumentError(f"--device trn3 with {name}: the NKI probe kernel computes MXFP8 (e4m3, e5m2) "
                                f"matmuls; expected --elem / --elem-b e4m3 or e5m2")
    if out != "fp32":
        raise ArgumentError(f"--device trn3 with --out {out}: the probes accumulate into FP32 PSUM; expected "
                            f"--out fp32")
    if k not in K_CHOICES:
        raise ArgumentError(f"--device trn3 with --k {k}: nc_matmul_mx contracts 4 x4 lanes over a multiple of 32 "
                            f"partitions; expected --k " + ", ".join(map(str, K_CHOICES)))


def scale_row(group):
    """The SBUF partition holding scale group `group` (8 partitions of data): each 32-partition
    quadrant keeps its 4 groups' scales in its first 4 rows (docs/targets/trn3.md, scale placement)."""
    return 32 * (group // 4) + group % 4


def build(elem, elem_b, k, probes):
    """The NKI kernel for `probes` records (padded to a multiple of 128) of elem x elem_b, K = k."""
    import mxsim.nki as nki
    import mxsim.nki.isa as nisa
    import mxsim.nki.language as nl

    a_t, b_t = getattr(nl, _NKI[elem]), getattr(nl, _NKI[elem_b])
    p = k // 4
    rows = -(-probes // TILE) * TILE

    @nki.jit(platform_target="trn3")
    def probe_kernel(a_x4, b_x4, scale_a, scale_b, c):
        out = nl.ndarray((TILE, rows), dtype=nl.float32, buffer=nl.shared_hbm, name="probe_answers")
        ones = nl.ndarray((1, TILE), dtype=nl.float32, buffer=nl.sbuf)
        nisa.memset(dst=ones, value=1.0)
        for first in range(0, rows, TILE):
            a_sbuf = nl.ndarray((p, TILE), dtype=a_t, buffer=nl.sbuf)
            nisa.dma_copy(dst=a_sbuf, src=a_x4.ap(dtype=a_t, pattern=[[rows, p], [1, TILE]], offset=first))
            b_sbuf = nl.ndarray((p, TILE), dtype=b_t, buffer=nl.sbuf)
            nisa.dma_copy(dst=b_sbuf, src=b_x4.ap(dtype=b_t, pattern=[[rows, p], [1, TILE]], offset=first))
            scales = []
            for given in (scale_a, scale_b):
                sbuf = nl.ndarray((p, TILE), dtype=nl.uint8, buffer=nl.sbuf)
                nisa.memset(dst=sbuf, value=0)
                for quadrant in range(p // 32):  # the quadrant's 4 groups to its first 4 rows
                    nisa.dma_copy(dst=sbuf[32 * quadrant:32 * quadrant + 4, :],
                                  src=given[4 * quadrant:4 * quadrant + 4, first:first + TILE])
                scales.append(sbuf)
            c_sbuf = nl.ndarray((1, TILE), dtype=nl.float32, buffer=nl.sbuf)
            nisa.dma_copy(dst=c_sbuf, src=c[:, first:first + TILE])
            acc = nl.ndarray((TILE, TILE), dtype=nl.float32, buffer=nl.psum)
            nisa.nc_matmul(dst=acc, stationary=ones, moving=c_sbuf, accumulate=False)  # acc[m, n] = c_n
            nisa.nc_matmul_mx(dst=acc, stationary=a_sbuf, moving=b_sbuf, stationary_scale=scales[0],
                              moving_scale=scales[1], accumulate=True)
            result = nl.ndarray((TILE, TILE), dtype=nl.float32, buffer=nl.sbuf)
            nisa.tensor_copy(dst=result, src=acc)
            nisa.dma_copy(dst=out[:, first:first + TILE], src=result)
        return out

    return probe_kernel


def _x4_words(codes, p):
    """[probes, 4P] codes as the [P, probes] uint32 x4 words: lane j (byte j, little-endian) of
    partition p is K index 4p + j."""
    probes = codes.shape[0]
    return np.ascontiguousarray(codes.reshape(probes, p, 4).transpose(1, 0, 2)).view("<u4")[..., 0]


def arguments(records):
    """The kernel's arguments from probe Records (codes): padded to whole tiles with zero probes of
    unit scales; scales 1.0 for unscaled records. Scales as [K/32, probes] (group-major, as
    load_scales_scattered takes them)."""
    probes, k = records.a.shape
    rows = -(-probes // TILE) * TILE

    def padded(array, fill=0):
        out = np.full((rows,) + array.shape[1:], fill, dtype=array.dtype)
        out[:probes] = array
        return out

    unit = np.full((probes, k // 32), UNIT_SCALE, np.uint8)
    sa = padded(records.scale_a.astype(np.uint8) if records.scale_a is not None else unit, UNIT_SCALE)
    sb = padded(records.scale_b.astype(np.uint8) if records.scale_b is not None else unit, UNIT_SCALE)
    c = padded(records.c.astype(np.uint32)).view(np.float32).reshape(1, rows)
    return [_x4_words(padded(records.a.astype(np.uint8)), k // 4), _x4_words(padded(records.b.astype(np.uint8)), k // 4),
            np.ascontiguousarray(sa.T), np.ascontiguousarray(sb.T), c]


def answers(out, probes):
    """Probe i's answer: element (i mod 128, i) of the [128, rows] output, as FP32 bit patterns."""
    out = np.ascontiguousarray(out).view(np.uint32)
    index = np.arange(probes)
    return out[index % TILE, index].copy()


def record(records, k, trace):
    """Run the kernel for `records` on the model and save its trace at `trace`; the count of
    matrix instructions it issues (per tile of 128 probes an nc_matmul that writes c and the
    nc_matmul_mx)."""
    kernel = build(records.elem, records.b_format, k, len(records))
    kernel(*arguments(records))
    kernel.recording.save(trace)
    return 2 * -(-len(records) // TILE)


def answers_from(results, probes, k):
    """The answers in a results directory (RESULT_FILE), checked for the kernel's output shape."""
    import os
    path = os.path.join(results, RESULT_FILE)
    out = np.load(path, allow_pickle=False)
    rows = -(-probes // TILE) * TILE
    if out.shape != (TILE, rows) or out.dtype.itemsize != 4:
        raise ArgumentError(f"{path} is {out.dtype} {list(out.shape)}; expected the probe kernel's FP32 output "
                            f"[{TILE}, {rows}]")
    return answers(out, probes)
