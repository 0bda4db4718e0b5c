import numpy as np
import pytest


@pytest.fixture(scope="session")
def fp32_inputs():
    """10^6 FP32 inputs: random bit patterns, plus specials and the named boundary cases."""
    rng = np.random.default_rng(20261130)
    random_bits = rng.integers(0, 2**32, size=1_000_000 - 4096, dtype=np.uint64).astype(np.uint32)
    specials = [0x00000000, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00000, 0x7F800001, 0x00000001,
                0x007FFFFF, 0x00800000, 0x80000001, 0x7F7FFFFF]
    named = []
    for value in (448.0, 464.0, 465.0, 480.0, 57344.0, 61440.0, 6.0, 7.0, 28.0, 30.0, 7.5, 7.75, 1.75, 1.875,
                  0.25, 0.125, 0.0625, 2.0**-6, 2.0**-9, 2.0**-10, 2.0**-14, 2.0**-16, 2.0**-17, 2.0**-127):
        bits = np.array([value, -value], dtype=np.float32).view(np.uint32)
        for b in bits:
            named += [int(b) - 1, int(b), int(b) + 1]
    # Every midpoint between adjacent E4M3 / E2M1 values (ties) and a hair either side.
    ties = []
    for grid in (np.arange(0, 0x7F, dtype=np.uint8), np.arange(0, 8, dtype=np.uint8)):
        import ml_dtypes
        dtype = ml_dtypes.float8_e4m3fn if len(grid) > 8 else ml_dtypes.float4_e2m1fn
        values = grid.view(dtype).astype(np.float64)
        mids = ((values[:-1] + values[1:]) / 2).astype(np.float32).view(np.uint32)
        for b in mids:
            ties += [int(b) - 1, int(b), int(b) + 1, int(b) | 0x80000000]
    extra = np.array(specials + named + ties, dtype=np.uint64).astype(np.uint32)
    bits = np.concatenate([random_bits, extra])
    pad = 1_000_000 - len(bits)
    if pad > 0:
        bits = np.concatenate([bits, rng.integers(0, 2**32, size=pad, dtype=np.uint64).astype(np.uint32)])
    return bits[:1_000_000].view(np.float32)


@pytest.fixture(scope="session")
def all_fp16():
    return np.arange(65536, dtype=np.uint32).astype(np.uint16).view(np.float16)


@pytest.fixture(scope="session")
def all_bf16():
    import ml_dtypes
    return np.arange(65536, dtype=np.uint32).astype(np.uint16).view(ml_dtypes.bfloat16)
