"""Host arrays in and out of the front ends, one policy for the three targets:

- numpy arrays, ml_dtypes dtypes included, pass as they are;
- CPU torch tensors pass as numpy arrays over the same bits; the torch dtypes numpy lacks
  (bfloat16, float8_*) become the ml_dtypes dtype of the same name, which torch and ml_dtypes
  spell alike;
- a torch tensor on a device is an error asking for `.cpu()`: the model runs on the host, so an
  output argument on a device could not receive its result in place, nor a returned tensor come
  back where the inputs were; a silent copy would hide that.

Results go back the same way: numpy for numpy callers; for torch callers a returned array becomes
a tensor (dtypes torch cannot take from numpy widen exactly to float32), and an output argument
receives the model's bytes in place.
"""
from __future__ import annotations

import ml_dtypes
import numpy as np

from ..errors import KernelError
from ..registry import formats
from .kernel_line import caller

# the format table's ml_dtypes names that are not numpy's own (bfloat16, float8_*, float6_*, float4_*)
_ML_DTYPES_NAMES = tuple(info.ml_dtypes for info in formats.values()
                         if info.ml_dtypes and hasattr(ml_dtypes, info.ml_dtypes))

NUMPY, TORCH = "numpy", "torch"

# 1-byte torch formats numpy and ml_dtypes cannot hold: they travel as their bytes (uint8)
_TORCH_BYTE_FORMATS = ("float8_e4m3fnuz", "float8_e5m2fnuz", "float4_e2m1fn_x2")


def _torch():
    try:
        import torch  # optional: only a caller who passes tensors has it
    except ImportError:
        return None
    return torch


def to_host(value, what="kernel argument"):
    """(numpy array, NUMPY or TORCH) for an array argument; (None, None) for anything else."""
    if isinstance(value, np.ndarray):
        return value, NUMPY
    torch = _torch()
    if torch is None or not isinstance(value, torch.Tensor):
        return None, None
    if value.device.type != "cpu":
        raise KernelError(f"{caller()}: {what} is a torch tensor on {value.device}; expected a CPU tensor "
                          f"(pass tensor.cpu(): the model runs on the host)")
    tensor = value.detach()
    for name in _ML_DTYPES_NAMES:
        if getattr(torch, name, None) == tensor.dtype:
            dtype = np.dtype(getattr(ml_dtypes, name))
            same_width = getattr(torch, {1: "uint8", 2: "int16"}[dtype.itemsize])
            return tensor.view(same_width).numpy().view(dtype), TORCH
    if any(getattr(torch, name, None) == tensor.dtype for name in _TORCH_BYTE_FORMATS):
        return tensor.view(torch.uint8).numpy(), TORCH
    return tensor.numpy(), TORCH


def to_caller(array, framework):
    """A result array as the caller's framework holds it."""
    if framework != TORCH:
        return array
    import torch
    if array.dtype.name in _ML_DTYPES_NAMES:
        # every bfloat16 / float8 / float6 / float4 value is a float32 value
        array = array.astype(np.float32)
    return torch.from_numpy(array)


def write_back(original, framework, raw):
    """Writes the model's bytes `raw` into the caller's array or tensor `original` (bits, never values)."""
    data = np.frombuffer(raw, dtype=np.uint8)
    if framework == NUMPY:
        if original.flags.c_contiguous:
            original.reshape(-1).view(np.uint8)[...] = data
        else:
            original[...] = data.view(original.dtype).reshape(original.shape)
        return
    import torch
    # view both sides as integers of the element's width, so no value conversion can happen
    ints = {1: (torch.uint8, np.uint8), 2: (torch.int16, np.int16), 4: (torch.int32, np.int32),
            8: (torch.int64, np.int64)}[original.element_size()]
    original.view(ints[0]).copy_(torch.from_numpy(data.view(ints[1]).reshape(tuple(original.shape)).copy()))
