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


import io

import numpy as np


def npy_bytes(array):
    buffer = io.BytesIO()
    np.save(buffer, array)
    return buffer.getvalue()


@pytest.mark.parametrize("array", [
    np.arange(6, dtype=np.float32).reshape(2, 3),
    np.arange(5, dtype=np.uint8),
    np.array(7, dtype=np.int64),
    np.zeros((0, 4), dtype=np.uint32),
    np.asfortranarray(np.arange(12, dtype=np.float64).reshape(3, 4)),
    np.arange(8, dtype=np.uint16).reshape(2, 2, 2),
])
def test_npy_payloads_read_as_numpy_wrote_them(array):
    descr, shape, fortran, data = _core.read_npy(npy_bytes(array), "p.npy")
    assert descr == array.dtype.str and tuple(shape) == array.shape
    assert fortran == (array.ndim > 1 and array.flags.f_contiguous and not array.flags.c_contiguous)
    order = "F" if fortran else "C"
    assert data == array.tobytes(order=order)
    if not fortran:
        back = np.load(io.BytesIO(_core.write_npy(descr, list(shape), data)))
        np.testing.assert_array_equal(back, array)


def test_npy_errors_name_the_file_and_the_expectation():
    good = npy_bytes(np.arange(16, dtype=np.float32))
    with pytest.raises(ValueError, match=r"^p.npy: truncated payload: 60 bytes of data; expected 64 bytes"):
        _core.read_npy(good[:-4], "p.npy")
    with pytest.raises(ValueError, match=r"^p.npy: not an .npy file"):
        _core.read_npy(b"hello world!", "p.npy")
    with pytest.raises(ValueError, match=r"big-endian npy dtype '>f4'; expected little-endian data"):
        _core.read_npy(npy_bytes(np.arange(4, dtype=">f4")), "p.npy")
