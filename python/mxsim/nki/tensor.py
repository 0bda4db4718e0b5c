"""NKI tensors for the mxsim front end: storage (a buffer in HBM, SBUF or PSUM) plus a strided
view of it, mirroring NKI's NkiTensor (nki.language): `.shape`, `.dtype`, `.buffer`, slicing,
`.ap(pattern=..., offset=..., dtype=...)`, `.reshape(...)`, `.view(dtype)`.

Views are computed in Python at trace time, exactly like NKI's (nki-aps.rst); an instruction's
operands are then printed as `.mxt` references the C++ model resolves again."""
from __future__ import annotations

import math
from dataclasses import dataclass

from ..errors import KernelError
from ..frontend.kernel_line import caller
from .dtypes import dtype_bytes, dtype_name


@dataclass(eq=False)
class Storage:
    name: str
    space: str          # "hbm" | "shared_hbm" | "private_hbm" | "sbuf" | "psum"
    shape: tuple
    dtype: str
    address: int        # HBM: byte address; on-chip: byte offset within each partition
    partition: int = 0  # on-chip: first partition

    @property
    def on_chip(self):
        return self.space in ("sbuf", "psum")

    @property
    def free_elements(self):
        return math.prod(self.shape[1:]) if self.on_chip else math.prod(self.shape)


class ds:  # noqa: N801  (NKI spelling)
    """nl.ds(start, size): a dynamic-slice spelling of start:start+size."""

    def __init__(self, start, size):
        self.start, self.size = int(start), int(size)

    def as_slice(self):
        return slice(self.start, self.start + self.size)


class NkiTensor:
    """A view: dtype, partition start, byte base and [step, count] dims (steps in elements)."""

    def __init__(self, storage, dtype, partition_start, byte_base, dims):
        self.storage = storage
        self.dtype = dtype
        self.partition_start = partition_start
        self.byte_base = byte_base
        self.dims = [list(d) for d in dims]

    @classmethod
    def whole(cls, storage):
        dims, stride = [], 1
        for count in reversed(storage.shape[1:] if storage.on_chip else storage.shape):
            dims.insert(0, [stride, count])
            stride *= count
        if storage.on_chip:
            dims.insert(0, [storage.free_elements, storage.shape[0]])
        return cls(storage, storage.dtype, storage.partition, storage.address, dims)

    # ---- NKI attributes ------------------------------------------------------------------
    @property
    def shape(self):
        return tuple(c for _, c in self.dims)

    @property
    def buffer(self):
        from . import language
        return {"sbuf": language.sbuf, "psum": language.psum, "hbm": language.hbm,
                "shared_hbm": language.shared_hbm, "private_hbm": language.private_hbm}[self.storage.space]

    @property
    def ndim(self):
        return len(self.dims)

    @property
    def name(self):
        return self.storage.name

    def __repr__(self):
        return f"NkiTensor({self.storage.name}, shape={self.shape}, dtype={self.dtype}, buffer={self.storage.space})"

    def _is_whole(self):
        w = NkiTensor.whole(self.storage)
        return (self.dtype == w.dtype and self.partition_start == w.partition_start and self.byte_base == w.byte_base
                and self.dims == w.dims)

    def _contiguous(self):
        start = 1 if self.storage.on_chip else 0
        expected = 1
        for step, count in reversed(self.dims[start:]):
            if count != 1 and step != expected:
                return False
            expected *= count
        return True

    # ---- indexing ------------------------------------------------------------------------
    def __getitem__(self, index):
        if not isinstance(index, tuple):
            index = (index,)
        if any(i is Ellipsis for i in index):
            at = index.index(Ellipsis)
            fill = len(self.dims) - (len(index) - 1)
            index = index[:at] + (slice(None),) * fill + index[at + 1:]
        if len(index) > len(self.dims):
            raise KernelError(f"{caller()}: too many indices ({len(index)}) for a tensor of shape {self.shape}")
        on_chip = self.storage.on_chip
        nbytes = dtype_bytes(self.dtype)
        dims, pstart, base = [], self.partition_start, self.byte_base
        for axis, (step, count) in enumerate(self.dims):
            i = index[axis] if axis < len(index) else slice(None)
            if isinstance(i, ds):
                i = i.as_slice()
            if isinstance(i, slice):
                # NKI: 0 <= start < end <= size and step >= 1 (negative bounds count from the end);
                # out-of-range bounds are errors, not clipped as numpy would
                start = 0 if i.start is None else int(i.start) + (count if int(i.start) < 0 else 0)
                stop = count if i.stop is None else int(i.stop) + (count if int(i.stop) < 0 else 0)
                stride = 1 if i.step is None else int(i.step)
                if stride < 1 or not 0 <= start < stop <= count:
                    raise KernelError(f"{caller()}: slice {i} of dim {axis} (size {count}); "
                                      f"expected 0 <= start < stop <= {count} and step >= 1")
                n = (stop - start + stride - 1) // stride
                if on_chip and axis == 0:
                    if stride != 1:
                        raise KernelError(f"{caller()}: partition slices cannot step; expected step 1")
                    pstart += start
                    dims.append([step, n])
                else:
                    base += nbytes * step * start
                    dims.append([step * stride, n])
            else:
                try:
                    k = int(i)
                except TypeError:
                    raise KernelError(f"{caller()}: index {i!r} of dim {axis}; expected an int, slice or nl.ds") from None
                if k < 0:
                    k += count
                if not 0 <= k < count:
                    raise KernelError(f"{caller()}: index {i} out of range for dim {axis} of size {count}")
                if on_chip and axis == 0:
                    pstart += k
                    dims.append([step, 1])
                else:
                    base += nbytes * step * k
        if on_chip and len(dims) < 2:
            dims.append([1, 1])
        if not dims:
            dims.append([1, 1])
        return NkiTensor(self.storage, self.dtype, pstart, base, dims)

    # ---- access patterns ------------------------------------------------------------------
    def ap(self, pattern, offset=None, scalar_offset=None, vector_offset=None, indirect_dim=0, dtype=None):
        """Re-address the underlying storage (not this view): element [i...] is
        flat[offset + sum(step_k * i_k)] in elements of `dtype` (nki-aps.rst). offset=None keeps
        this view's storage offset."""
        if scalar_offset is not None or vector_offset is not None:
            raise KernelError(f"{caller()}: indirect access patterns (scalar_offset/vector_offset) are not modelled")
        s = self.storage
        dtype = dtype_name(dtype) if dtype is not None else self.dtype
        new_bytes = dtype_bytes(dtype)
        storage_bytes = s.free_elements * dtype_bytes(s.dtype)
        if storage_bytes % new_bytes:
            raise KernelError(f"{caller()}: dtype {dtype} does not divide the {storage_bytes}-byte storage of {s.name}")
        extent = storage_bytes // new_bytes
        try:
            dims = [[int(step), int(count)] for step, count in pattern]
        except (TypeError, ValueError):
            raise KernelError(f"{caller()}: pattern {pattern!r}; expected a list of [step, count] pairs") from None
        if not dims or len(dims) > 5 or any(c < 1 for _, c in dims):
            raise KernelError(f"{caller()}: pattern {pattern!r}; expected 1 to 5 [step, count] pairs with count >= 1")
        if offset is None:
            byte_offset = self.byte_base - s.address
            if byte_offset % new_bytes:
                raise KernelError(f"{caller()}: view offset is not a whole number of {dtype} elements; pass offset=")
            offset = ((self.partition_start - s.partition) * extent if s.on_chip else 0) + byte_offset // new_bytes
        offset = int(offset)
        if s.on_chip:
            if len(dims) < 2:
                dims.append([1, 1])
            return _ApTensor(s, dtype, s.partition + offset // extent, s.address + (offset % extent) * new_bytes,
                             dims, offset, extent)
        return _ApTensor(s, dtype, 0, s.address + offset * new_bytes, dims, offset, extent)

    def reshape(self, shape):
        shape = tuple(int(x) for x in (shape if isinstance(shape, (tuple, list)) else (shape,)))
        if math.prod(shape) != math.prod(self.shape):
            raise KernelError(f"{caller()}: cannot reshape {self.shape} to {shape}; the element count must stay "
                              f"{math.prod(self.shape)}")
        if not self._contiguous():
            raise KernelError(f"{caller()}: reshape of a non-contiguous view {self.shape}; expected a contiguous tensor")
        dims, stride = [], 1
        if self.storage.on_chip:
            if shape[0] != self.shape[0]:
                raise KernelError(f"{caller()}: on-chip reshape must keep the partition dim {self.shape[0]}; got {shape}")
            for count in reversed(shape[1:]):
                dims.insert(0, [stride, count])
                stride *= count
            dims.insert(0, [self.dims[0][0], shape[0]])
        else:
            for count in reversed(shape):
                dims.insert(0, [stride, count])
                stride *= count
        return NkiTensor(self.storage, self.dtype, self.partition_start, self.byte_base, dims)

    def view(self, dtype):
        """Reinterpret as `dtype`, scaling the last dim by the byte-size ratio (nl reinterpret_cast)."""
        dtype = dtype_name(dtype)
        old, new = dtype_bytes(self.dtype), dtype_bytes(dtype)
        step, count = self.dims[-1]
        if (step != 1 and count != 1) or (count * old) % new:
            raise KernelError(f"{caller()}: view({dtype}) needs a contiguous last dim divisible by the size ratio")
        dims = [list(d) for d in self.dims]
        dims[-1] = [1, count * old // new]
        for d in dims[1 if self.storage.on_chip else 0:-1]:
            if (d[0] * old) % new:
                raise KernelError(f"{caller()}: view({dtype}) of a view whose strides are not whole {dtype} elements")
            d[0] = d[0] * old // new
        if self.storage.on_chip:
            dims[0][0] = self.storage.free_elements * dtype_bytes(self.storage.dtype) // new
        return NkiTensor(self.storage, dtype, self.partition_start, self.byte_base, dims)

    reinterpret_cast = view

    # ---- .mxt spelling ----------------------------------------------------------------------
    def reference(self):
        """The operand as an .mxt reference the model resolves to the same view."""
        if self._is_whole():
            return self.storage.name
        s = self.storage
        nbytes = dtype_bytes(self.dtype)
        storage_bytes = s.free_elements * dtype_bytes(s.dtype)
        extent = storage_bytes // nbytes
        if (self.byte_base - s.address) % nbytes:
            raise KernelError(f"{caller()}: a {self.dtype} view of {s.name} starting inside an element; "
                              f"expected a start on a {nbytes}-byte boundary")
        offset = ((self.partition_start - s.partition) * extent if s.on_chip else 0) + (self.byte_base - s.address) // nbytes
        # the partition step stays as written (an .ap may stride partitions: the model reports it)
        dims = [list(d) for d in self.dims]
        pattern = ", ".join(f"[{a}, {b}]" for a, b in dims)
        return f"{s.name}.ap(pattern=[{pattern}], offset={offset}, dtype={self.dtype})"


class _ApTensor(NkiTensor):
    """The result of .ap(): remembers the pattern as written (the partition step included)."""

    def __init__(self, storage, dtype, partition_start, byte_base, dims, offset, extent):
        super().__init__(storage, dtype, partition_start, byte_base, dims)
        self._written_dims = [list(d) for d in dims]
        self._offset = offset

    def reference(self):
        pattern = ", ".join(f"[{a}, {b}]" for a, b in self._written_dims)
        return f"{self.storage.name}.ap(pattern=[{pattern}], offset={self._offset}, dtype={self.dtype})"
