"""The .mxt reader through Python: canonical text and positioned errors as ValueError."""
import pytest

from mxsim import _core


def test_canonical_text_and_counts():
    text = "mxt 1\n# kernel\ntarget trn3\nbuffer a hbm address=0x10 shape=[2,3]\n@sync dma_copy dst=a[0:2,:] src=b\n"
    assert _core.parse_mxt(text, "k.mxt") == ("trn3", 1, 1)
    canonical = _core.canonical_mxt(text, "k.mxt")
    assert canonical == "mxt 1\ntarget trn3\nbuffer a hbm address=0x10 shape=[2, 3]\n@sync dma_copy dst=a[0:2, :] src=b\n"
    assert _core.canonical_mxt(canonical, "k.mxt") == canonical


def test_errors_are_value_errors_with_positions():
    with pytest.raises(ValueError, match=r"^k.mxt:3:8: end of line; expected '=' after the operand name$"):
        _core.parse_mxt("mxt 1\ntarget trn3\nnop dst\n", "k.mxt")
