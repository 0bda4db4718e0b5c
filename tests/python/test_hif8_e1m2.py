"""HiFloat8 and FP4 E1M2 (Ascend) against their published tables and converter descriptions."""
import math

import numpy as np

import mxsim
from field_oracle import decode as oracle_decode


def test_hif8_published_specials_and_range():
    # arXiv 2409.16626 / Ascend C HiFloat8: 0x00 zero, 0x80 NaN, 0x6F/0xEF +-Inf, max 2^15,
    # smallest normal 2^-15, denormals 2^-22..2^-16.
    values = mxsim.decode("hif8", np.arange(256, dtype=np.uint8), dtype=np.float64)
    finite = values[np.isfinite(values)]
    assert values[0x00] == 0 and np.isnan(values[0x80]) and values[0x6F] == np.inf and values[0xEF] == -np.inf
    assert np.isnan(values).sum() == 1 and np.isinf(values).sum() == 2
    assert finite.max() == 32768 and values[0x6E] == 32768
    positive = np.sort(finite[finite > 0])
    assert positive[0] == 2.0**-22
    assert list(positive[:7]) == [2.0**e for e in range(-22, -15)]
    assert positive[7] == 2.0**-15
    exponents = {math.frexp(v)[1] - 1 for v in positive}
    assert min(exponents) == -22 and max(exponents) == 15
    # Mantissa widths per dot field: 3 bits for |E| <= 3, 2 for 4..7, 1 for 8..15.
    for exponent, width in ((0, 3), (3, 3), (4, 2), (7, 2), (8, 1), (14, 1), (-15, 1)):
        binade = positive[(positive >= 2.0**exponent) & (positive < 2.0**(exponent + 1))]
        assert len(binade) == 2**width, exponent
    # In the top binade 1.5 * 2^15 is taken by Inf, so 2^15 is alone.
    assert list(positive[positive >= 2.0**15]) == [32768.0]


def test_hif8_every_code_matches_the_prefix_table_oracle():
    codes = np.arange(256, dtype=np.uint8)
    values = mxsim.decode("hif8", codes, dtype=np.float64)
    for code in range(256):
        expected = oracle_decode("hif8", code)
        assert (math.isnan(expected) and np.isnan(values[code])) or values[code] == expected


def test_hif8_rounds_half_away_as_the_converter_describes():
    x = np.array([1.0625, 1.1875, 40959.0, 40960.0, 49152.0, 2.0**-23, 2.0**-23 * 0.99, -0.0, 3.0 * 2**-23])
    codes = mxsim.encode("hif8", x)
    values = mxsim.decode("hif8", codes, dtype=np.float64)
    assert values[0] == 1.125 and values[1] == 1.25                   # ties away from zero at 3 mantissa bits
    assert values[2] == 32768 and values[3] == np.inf and values[4] == np.inf  # >= 40960 -> Inf
    assert values[5] == 2.0**-22                                     # exponent -23 encodes as 2^-22
    assert values[6] == 0 and codes[7] == 0x00                       # below: zero; one zero only
    assert values[8] == 2.0**-21                                     # 1.5 * 2^-22 ties away to 2^-21
    assert list(mxsim.encode("hif8", np.array([1e6, 1e6]), overflow="saturate")) == [0x6E, 0x6E]


def test_e1m2_published_table_and_ties():
    values = mxsim.decode("e1m2", np.arange(16, dtype=np.uint8), dtype=np.float64)
    assert list(values[:8]) == [0, 0.25, 0.5, 0.75, 1.0, 1.25, 1.5, 1.75]
    assert list(values[8:]) == [-0.0, -0.25, -0.5, -0.75, -1.0, -1.25, -1.5, -1.75]
    assert values[0x4] == 1.0
    # RNE ties from the en_dtypes / PTO-ISA goldens: 0.625 -> 0.5, 0.875 -> 1.0; saturating, NaN -> 0.
    codes = mxsim.encode("e1m2", np.array([0.625, 0.875, 5.0, -5.0, np.nan]))
    assert list(codes) == [0x2, 0x4, 0x7, 0xF, 0x0]
