"""The packed-operand cache (sim/numerics/packed_operands.h) from Python: a product on operands
packed before takes their panels (a hit each), gives the bits it gives without the cache, and the
budget turns it off, empties it and refuses a negative size."""
import numpy as np
import pytest

import mxsim


@pytest.fixture
def default_budget():
    before = mxsim.packed_operand_cache_bytes()
    yield before
    mxsim.set_packed_operand_cache_bytes(before)


def test_a_repeated_product_hits_and_keeps_its_bits(default_budget):
    rng = np.random.default_rng(5)
    a, sa = mxsim.mx_quantize(rng.standard_normal((48, 256)), elem="e4m3", axis=1)
    b, sb = mxsim.mx_quantize(rng.standard_normal((256, 80)), elem="e4m3", axis=0)
    mxsim.set_packed_operand_cache_bytes(0)
    assert mxsim.packed_operand_cache_stats()["entries"] == 0
    for preset in ("exact", "trn3_nc_matmul_mx", "ascend950_mmad_mx"):
        mxsim.set_packed_operand_cache_bytes(0)
        uncached = mxsim.mx_matmul(a, sa, b, sb, elem_a="e4m3", preset=preset).view(np.uint32)
        mxsim.set_packed_operand_cache_bytes(default_budget)
        first = mxsim.mx_matmul(a, sa, b, sb, elem_a="e4m3", preset=preset).view(np.uint32)
        hits = mxsim.packed_operand_cache_stats()["hits"]
        again = mxsim.mx_matmul(a, sa, b, sb, elem_a="e4m3", preset=preset).view(np.uint32)
        assert mxsim.packed_operand_cache_stats()["hits"] == hits + 2  # A's panels and B's
        assert np.array_equal(uncached, first) and np.array_equal(first, again)
    stats = mxsim.packed_operand_cache_stats()
    assert stats["entries"] >= 2 and 0 < stats["bytes"] <= default_budget


def test_a_changed_operand_is_packed_again(default_budget):
    rng = np.random.default_rng(6)
    a, sa = mxsim.mx_quantize(rng.standard_normal((32, 128)), elem="e4m3", axis=1)
    b, sb = mxsim.mx_quantize(rng.standard_normal((128, 32)), elem="e4m3", axis=0)
    mxsim.set_packed_operand_cache_bytes(0)
    mxsim.set_packed_operand_cache_bytes(default_budget)
    mxsim.mx_matmul(a, sa, b, sb, elem_a="e4m3")
    b = b.copy()
    b[5, 7] ^= 0x01  # one code of B, in place of the same shape
    misses = mxsim.packed_operand_cache_stats()["misses"]
    cached = mxsim.mx_matmul(a, sa, b, sb, elem_a="e4m3").view(np.uint32)
    assert mxsim.packed_operand_cache_stats()["misses"] == misses + 1
    mxsim.set_packed_operand_cache_bytes(0)
    assert np.array_equal(cached, mxsim.mx_matmul(a, sa, b, sb, elem_a="e4m3").view(np.uint32))


def test_a_negative_budget_is_refused():
    with pytest.raises(ValueError, match="expected >= 0"):
        mxsim.set_packed_operand_cache_bytes(-1)
