"""Independent Python oracle: values of the <= 8-bit formats from the specs' field equations and
published value tables, and rounding by exact rational arithmetic. It never imports mxsim."""
import bisect
import functools
import math
from fractions import Fraction

# (exponent bits, mantissa bits, bias) as printed in OCP MX v1.0 Table 1, OFP8, and the Ascend
# E1M2 description (bias 1).
LAYOUTS = {
    "e4m3": (4, 3, 7), "e5m2": (5, 2, 15), "e3m2": (3, 2, 3), "e2m3": (2, 3, 1),
    "e2m1": (2, 1, 1), "e1m2": (1, 2, 1),
}
BITS = {"e4m3": 8, "e5m2": 8, "e3m2": 6, "e2m3": 6, "e2m1": 4, "e1m2": 4, "e8m0": 8, "hif8": 8}


def decode(fmt, code):
    """Exact value (a Python float) of one encoding; math.nan / +-math.inf for specials."""
    if fmt == "e8m0":
        return math.nan if code == 0xFF else math.ldexp(1.0, code - 127)
    if fmt == "hif8":
        return decode_hif8(code)
    e, m, bias = LAYOUTS[fmt]
    sign = -1.0 if code >> (e + m) else 1.0
    E, M = (code >> m) & ((1 << e) - 1), code & ((1 << m) - 1)
    if fmt == "e5m2" and E == 31:
        return sign * math.inf if M == 0 else math.nan
    if fmt == "e4m3" and E == 15 and M == 7:
        return math.nan
    if E == 0:
        return sign * math.ldexp(M / 2**m, 1 - bias)
    return sign * math.ldexp(1 + M / 2**m, E - bias)


# HiFloat8 (arXiv 2409.16626 Table 1, as summarised in numerics.md §3): dot-field prefix ->
# (exponent bits incl. the exponent's sign, mantissa bits).
HIF8_DOT = [("11", 4, 1), ("10", 3, 2), ("01", 2, 3), ("001", 1, 3), ("0001", 0, 3)]


def decode_hif8(code):
    if code == 0x00:
        return 0.0
    if code == 0x80:
        return math.nan
    sign = -1.0 if code & 0x80 else 1.0
    if code & 0x7F == 0x6F:
        return sign * math.inf
    body = format(code & 0x7F, "07b")
    for prefix, exp_bits, man_bits in HIF8_DOT:
        if body.startswith(prefix):
            rest = body[len(prefix):]
            exponent = 0
            if exp_bits:
                field = rest[:exp_bits]
                magnitude = int("1" + field[1:], 2)
                exponent = -magnitude if field[0] == "1" else magnitude
            mantissa = int(rest[exp_bits:], 2)
            return sign * math.ldexp(1 + mantissa / 2**man_bits, exponent)
    return sign * math.ldexp(1.0, int(body[4:], 2) - 23)  # 0000: denormal 2^(M-23)


@functools.lru_cache(maxsize=None)
def _rounding_grid(fmt):
    """({value: code} of the finite non-negative encodings, their values sorted, and the value the
    format would represent next if its encoding had room: one ulp of the top binade, 2^(e - m) for
    top exponent e and m mantissa bits, above the largest finite value). Values are Fractions."""
    grid = {}
    for code in range(1 << BITS[fmt]):
        value = decode(fmt, code)
        if math.isfinite(value) and math.copysign(1.0, value) > 0:
            grid.setdefault(Fraction(value), code)
    points = sorted(grid)
    mantissa_bits = LAYOUTS[fmt][1] if fmt in LAYOUTS else 0  # E8M0: an exponent only
    beyond = points[-1] + Fraction(2) ** (math.frexp(points[-1])[1] - 1 - mantissa_bits)
    return grid, points + [beyond], beyond


def encode_nearest_even(fmt, value):
    """The code of the finite `value` (a float or Fraction) rounded once, exactly, to nearest with
    ties to even (IEEE 754 roundTiesToEven); None where it rounds past the largest finite magnitude
    (overflow: the caller's policy decides). Between neighbours v1 < v2 "even" is the one whose
    value is an even multiple of v2 - v1: the even significand within a binade, and for E8M0, whose
    significand has no bits to be even, the larger power of two."""
    grid, points, beyond = _rounding_grid(fmt)
    x = Fraction(value)
    magnitude = abs(x)
    upper = bisect.bisect_left(points, magnitude)
    if upper == len(points):
        return None
    if points[upper] == magnitude:
        nearest = magnitude
    elif upper == 0:
        nearest = points[0]  # below the smallest value of a format without zero (E8M0)
    else:
        low, high = points[upper - 1], points[upper]
        if magnitude - low != high - magnitude:
            nearest = low if magnitude - low < high - magnitude else high
        else:
            nearest = low if (low / (high - low)).numerator % 2 == 0 else high
    if nearest == beyond:
        return None
    code = grid[nearest]
    if x < 0 or (x == 0 and math.copysign(1.0, float(value)) < 0):
        code |= 1 << (BITS[fmt] - 1)
    return code
