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

    # ---- NkiTensor view methods (nki.language NkiTensor): new views of the same storage -------
    def _dim(self, dim, what, allow_partition=False, extra=0):
        n = len(self.dims) + extra
        try:
            d = int(dim)
        except TypeError:
            raise KernelError(f"{caller()}: {what} dim {dim!r}; expected an int") from None
        d = d + n if d < 0 else d
        if not 0 <= d < n:
            raise KernelError(f"{caller()}: {what} dim {dim} of a {len(self.dims)}-d tensor; expected 0..{n - 1}")
        if d == 0 and self.storage.on_chip and not allow_partition:
            raise KernelError(f"{caller()}: {what} of the partition dim (dim 0) of an on-chip tensor; "
                              f"expected a free dim")
        return d

    def _with_dims(self, dims):
        if self.storage.on_chip and len(dims) < 2:
            dims = dims + [[1, 1]]
        if not dims:
            dims = [[1, 1]]
        return NkiTensor(self.storage, self.dtype, self.partition_start, self.byte_base, dims)

    def slice(self, dim, start, end, step=1):
        """[start:end:step] along `dim` (0 <= start < end <= shape[dim], step >= 1)."""
        d = self._dim(dim, "slice", allow_partition=True)
        index = [slice(None)] * len(self.dims)
        index[d] = slice(int(start), int(end), int(step))
        return self[tuple(index)]

    def select(self, dim, index):
        """One index along `dim`, which the view drops (a static int index)."""
        if isinstance(index, NkiTensor):
            raise KernelError(f"{caller()}: select with a tensor index (a runtime register) is not modelled; "
                              f"expected an int")
        d = self._dim(dim, "select")
        at = [slice(None)] * len(self.dims)
        at[d] = int(index)
        return self[tuple(at)]

    def permute(self, dims):
        """The dims reordered (on-chip: dims[0] stays 0)."""
        order = [int(x) for x in dims]
        if sorted(order) != list(range(len(self.dims))):
            raise KernelError(f"{caller()}: permute {tuple(order)}; expected a permutation of 0..{len(self.dims) - 1}")
        if self.storage.on_chip and order[0] != 0:
            raise KernelError(f"{caller()}: permute {tuple(order)} moves the partition dim; expected dims[0] == 0")
        return self._with_dims([list(self.dims[i]) for i in order])

    def broadcast(self, dim, size):
        """A size-1 dim repeated `size` times (stride 0: no copy)."""
        d = self._dim(dim, "broadcast")
        if self.dims[d][1] != 1:
            raise KernelError(f"{caller()}: broadcast of dim {d} of size {self.dims[d][1]}; expected size 1")
        dims = [list(x) for x in self.dims]
        dims[d] = [0, int(size)]
        return self._with_dims(dims)

    def expand_dim(self, dim):
        """A new size-1 dim at `dim`."""
        d = self._dim(dim, "expand_dim", extra=1)
        dims = [list(x) for x in self.dims]
        dims.insert(d, [1, 1])
        return self._with_dims(dims)

    def squeeze_dim(self, dim):
        """Drops a size-1 dim."""
        d = self._dim(dim, "squeeze_dim")
        if self.dims[d][1] != 1:
            raise KernelError(f"{caller()}: squeeze_dim of dim {d} of size {self.dims[d][1]}; expected size 1")
        return self._with_dims([list(x) for i, x in enumerate(self.dims) if i != d])

    def reshape_dim(self, dim, shape):
        """Splits `dim` into `shape` (one entry may be -1)."""
        d = self._dim(dim, "reshape_dim", allow_partition=True)
        step, count = self.dims[d]
        sizes = [int(x) for x in shape]
        if sizes.count(-1) > 1 or any(x == 0 or x < -1 for x in sizes):
            raise KernelError(f"{caller()}: reshape_dim shape {tuple(sizes)}; expected positive sizes and at most one -1")
        known = math.prod(x for x in sizes if x != -1)
        if -1 in sizes:
            if count % known:
                raise KernelError(f"{caller()}: reshape_dim {tuple(sizes)} does not divide dim {d} of size {count}")
            sizes[sizes.index(-1)] = count // known
        if math.prod(sizes) != count:
            raise KernelError(f"{caller()}: reshape_dim {tuple(sizes)} of dim {d} of size {count}; "
                              f"expected sizes whose product is {count}")
        if d == 0 and self.storage.on_chip and sizes[0] != count:
            raise KernelError(f"{caller()}: reshape_dim of the partition dim into {tuple(sizes)}; expected a "
                              f"trivial split ({count}, 1, ...)")
        split, inner = [], step
        for size in reversed(sizes):
            split.insert(0, [inner, size])
            inner *= size
        if d == 0 and self.storage.on_chip:  # the partition dim keeps its place and step
            split = [[step, count]] + [[1, 1]] * (len(sizes) - 1)
        return self._with_dims([list(x) for x in self.dims[:d]] + split + [list(x) for x in self.dims[d + 1:]])

    def flatten_dims(self, start_dim, end_dim):
        """Merges dims start_dim..end_dim (inclusive), which must be contiguous in memory."""
        a = self._dim(start_dim, "flatten_dims")
        b = self._dim(end_dim, "flatten_dims")
        if b < a:
            raise KernelError(f"{caller()}: flatten_dims({start_dim}, {end_dim}); expected start_dim <= end_dim")
        kept = [x for x in self.dims[a:b + 1] if x[1] != 1] or [self.dims[b]]
        for (outer_step, _), (inner_step, inner_count) in zip(kept, kept[1:]):
            if outer_step != inner_step * inner_count:
                raise KernelError(f"{caller()}: flatten_dims({a}, {b}) of dims that are not contiguous in memory "
                                  f"({self.dims[a:b + 1]}); expected row-major dims")
        merged = [kept[-1][0], math.prod(x[1] for x in self.dims[a:b + 1])]
        return self._with_dims([list(x) for x in self.dims[:a]] + [merged] + [list(x) for x in self.dims[b + 1:]])

    def rearrange(self, src_pattern, dst_pattern, fixed_sizes=None):
        """einops-style: `src_pattern` names the dims (a tuple groups a dim split into named parts),
        `dst_pattern` orders the names (a tuple merges them); `fixed_sizes` gives split sizes."""
        fixed = dict(fixed_sizes or {})
        src = list(src_pattern)
        if len(src) != len(self.dims):
            raise KernelError(f"{caller()}: rearrange source {src_pattern} names {len(src)} dims; the tensor has "
                              f"{len(self.dims)}")
        view, names = self, []
        at = 0
        for entry in src:
            group = list(entry) if isinstance(entry, (tuple, list)) else [entry]
            if len(group) > 1:
                unknown = [n for n in group if n not in fixed]
                if len(unknown) > 1:
                    raise KernelError(f"{caller()}: rearrange group {tuple(group)} has several unsized names "
                                      f"{unknown}; expected fixed_sizes for all but one")
                view = view.reshape_dim(at, tuple(fixed.get(n, -1) for n in group))
            names.extend(group)
            at += len(group)
        flat_dst = []
        for entry in dst_pattern:
            flat_dst.extend(list(entry) if isinstance(entry, (tuple, list)) else [entry])
        if sorted(flat_dst) != sorted(names):
            raise KernelError(f"{caller()}: rearrange {src_pattern} -> {dst_pattern}; expected the same names on "
                              f"both sides")
        view = view.permute(tuple(names.index(n) for n in flat_dst))
        at = 0
        for entry in dst_pattern:
            width = len(entry) if isinstance(entry, (tuple, list)) else 1
            if width > 1:
                view = view.flatten_dims(at, at + width - 1)
            at += 1
        return view

    def is_contiguous(self):
        """Row-major over the free dims (on-chip: per partition)."""
        return self._contiguous()

    def get_pattern(self):
        """The view's [[step, count], ...] access pattern, partition dim first on-chip."""
        return [list(d) for d in self.dims]

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
