"""The .mxt reader through Python: canonical text and positioned errors as ValueError."""
import io
import zipfile
import zlib

import numpy as np
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


def test_npz_archives_written_by_numpy():
    arrays = {"a": np.arange(6, dtype=np.float32).reshape(2, 3), "scales": np.arange(4, dtype=np.uint8),
              "empty": np.zeros((0,), np.uint16)}
    buffer = io.BytesIO()
    np.savez(buffer, **arrays)
    members = _core.read_npz(buffer.getvalue(), "k.npz")
    assert set(members) == set(arrays)
    for name, array in arrays.items():
        descr, shape, fortran, data = members[name]
        assert descr == array.dtype.str and tuple(shape) == array.shape and data == array.tobytes()
    compressed = io.BytesIO()
    np.savez_compressed(compressed, **arrays)
    with pytest.raises(ValueError, match=r"^k.npz: member 'a.npy' is compressed .*expected an archive written by np.savez"):
        _core.read_npz(compressed.getvalue(), "k.npz")
    with pytest.raises(ValueError, match=r"^k.npz: "):
        _core.read_npz(buffer.getvalue()[:-30], "k.npz")
    with pytest.raises(ValueError, match=r"^k.npz: not an .npz archive"):
        _core.read_npz(b"0123456789" * 3, "k.npz")


def test_npz_member_checksums_against_zlib():
    # Every member length from 0 to 300 bytes and some long ones: the CRC-32 check has a table
    # path and, from 64 bytes on x86-64 hosts with PCLMULQDQ, a folding path with a table tail;
    # np.savez records zlib's CRC-32 (the independent oracle). A flipped byte must then fail.
    rng = np.random.default_rng(7)
    lengths = list(range(0, 301)) + [1023, 4096, 65_537, 1 << 20]
    arrays = {f"m{n}": rng.integers(0, 256, n, dtype=np.uint8) for n in lengths}
    buffer = io.BytesIO()
    np.savez(buffer, **arrays)
    archive = buffer.getvalue()
    members = _core.read_npz(archive, "k.npz")
    for name, array in arrays.items():
        assert members[name][3] == array.tobytes()
    with zipfile.ZipFile(io.BytesIO(archive)) as z:
        assert all(zlib.crc32(z.read(info)) == info.CRC for info in z.infolist())
        info = z.getinfo("m1048576.npy")
    # one byte inside the 1 MiB member's data (past its local header and the .npy header)
    flipped = bytearray(archive)
    flipped[info.header_offset + 30 + len(info.filename) + 200_000] ^= 0x10
    with pytest.raises(ValueError, match=r"member 'm1048576.npy' fails its CRC-32 check"):
        _core.read_npz(bytes(flipped), "k.npz")
