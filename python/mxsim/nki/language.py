"""mxsim.nki.language: the nki.language subset MX kernels use (buffers, dtypes, ndarray,
tile_size, ds, ranges). Import as `import mxsim.nki.language as nl`."""
from __future__ import annotations

from . import kernel as _kernel
from .dtypes import NAMES as _NAMES
from .tensor import NkiTensor, ds  # noqa: F401

# memory buffers (nl.sbuf, nl.psum, nl.hbm = private_hbm, nl.shared_hbm)
sbuf = "sbuf"
psum = "psum"
hbm = "hbm"
private_hbm = "private_hbm"
shared_hbm = "shared_hbm"

# dtypes are strings, as in NKI: nl.float32 == "float32", one name per row of the model's table
globals().update({_name: _name for _name in _NAMES})


class tile_size:  # noqa: N801  (NKI spelling: nl.tile_size.pmax)
    """nki.language.tile_size (nki.api tile_size page)."""
    pmax = 128
    gemm_stationary_fmax = 128
    gemm_moving_fmax = 512
    psum_bank_fmax = 512
    psum_fmax = 512  # deprecated alias
    psum_bank_fmax_bytes = 2048
    psum_num_banks = 8


def ndarray(shape, dtype, buffer=sbuf, name="", address=None):
    """Allocate a tensor; memory is not initialised (a read before a write is MEM-UNINIT).
    address=(partition_offset, free_offset) places an on-chip tensor by hand (free offset in
    elements of dtype)."""
    return _kernel.current().allocate(shape, dtype, buffer, name, address)


def zeros(shape, dtype, buffer=sbuf, name=""):
    t = ndarray(shape, dtype, buffer, name)
    from . import isa
    isa.memset(dst=t, value=0)
    return t


def affine_range(*args):
    return range(*args)


def sequential_range(*args):
    return range(*args)


def static_range(*args):
    return range(*args)


def program_id(axis=0):
    return 0


def num_programs(axes=0):
    return 1
