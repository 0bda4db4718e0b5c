"""The device package every exporter writes around its kernel source: the trace and its payload
archives (so `mxsim diff RESULTS trace/NAME.mxt` needs nothing else), the inputs and the model's
expected outputs as `.npy` files, and `manifest.json`, which says what the runner reads and what
it must write back (docs/devices.md)."""
from __future__ import annotations

import hashlib
import json
import os
import shutil

import numpy as np

from ..buffer_dtypes import PACKED_PAIRS, buffer_dtype
from ..errors import TraceError
from ..run import TARGET_PRESETS
from .trace_lines import String, TraceText, integers

MANIFEST_FORMAT = "mxsim-export 1"


def bits_dtype(dtype: np.dtype) -> np.dtype:
    """How an array travels in the package: numpy's own dtypes as they are, ml_dtypes' (bfloat16,
    the FP8s: numpy saves them as opaque records) as unsigned codes of their width, so a runner
    without ml_dtypes still reads every file."""
    # ml_dtypes' types are opaque records to numpy, all but float8_e5m2, which claims kind "f" with
    # a descriptor ("<f1") np.load cannot read back: every ml_dtypes type travels as its codes
    opaque = dtype.kind == "V" or dtype.type.__module__ == "ml_dtypes"
    return np.dtype(f"uint{8 * dtype.itemsize}") if opaque else dtype


def _archive_member(trace_dir, reference, where):
    """The array a payload= / expect= reference names: "archive.npz/member" or "file.npy"."""
    if ".npz/" in reference:
        archive, member = reference.split(".npz/", 1)
        path = os.path.join(trace_dir, archive + ".npz")
        with np.load(path, allow_pickle=False) as z:
            if member not in z.files:
                raise TraceError(f"{where}: '{reference}' names no member of {archive}.npz; expected one of: "
                                 + ", ".join(z.files))
            return z[member], archive + ".npz"
    return np.load(os.path.join(trace_dir, reference), allow_pickle=False), reference


def off_chip_data(trace_path, trace: TraceText, spaces):
    """For each off-chip buffer with a payload or an expect: (name, dtype, shape, payload array or
    None, expected array or None), arrays as the buffer's numpy dtype (packed FP4 pairs as their
    bytes: the last axis half the trace's element count); and the archive files the trace refers to."""
    trace_dir = os.path.dirname(os.fspath(trace_path)) or "."
    rows, archives = [], set()
    for line in trace.buffers:
        if line.space not in spaces:
            continue
        payload, expect = line.get("payload"), line.get("expect")
        if payload is None and expect is None:
            continue
        dtype_name = line.get("dtype").text
        dtype = buffer_dtype(dtype_name)
        shape = tuple(integers(line.get("shape")))
        if dtype_name in PACKED_PAIRS and shape:  # Ascend FP4: two elements per byte along the last axis
            shape = shape[:-1] + (shape[-1] // 2,)
        arrays = []
        for reference in (payload, expect):
            if not isinstance(reference, String):
                arrays.append(None)
                continue
            array, archive = _archive_member(trace_dir, reference.text, f"{trace_path}: buffer {line.name}")
            archives.add(archive)
            arrays.append(np.ascontiguousarray(array).view(dtype).reshape(shape))
        rows.append((line.name, dtype_name, shape, arrays[0], arrays[1]))
    return rows, sorted(archives)


def write_package(trace_path, trace: TraceText, to, out_dir, sources: dict, manifest_extra: dict, inputs, outputs):
    """Write the package: `sources` (file name -> text), trace/, inputs/, expected/ and the
    manifest. `inputs` / `outputs`: (name, dtype name, shape, array) rows; `outputs` rows carry a
    fifth field, how the runner gets the output back ("returned" or "in_place")."""
    from .. import __version__  # here: the package imports this module before it sets its version
    trace_path = os.fspath(trace_path)
    os.makedirs(out_dir, exist_ok=True)
    for name, text in sources.items():
        with open(os.path.join(out_dir, name), "w") as f:
            f.write(text)
    # the trace and the archives it refers to, byte for byte (the manifest's sha256 is the file's)
    trace_dir = os.path.dirname(trace_path) or "."
    os.makedirs(os.path.join(out_dir, "trace"), exist_ok=True)
    shutil.copyfile(trace_path, os.path.join(out_dir, "trace", os.path.basename(trace_path)))
    for archive in manifest_extra.pop("archives", []):
        target = os.path.join(out_dir, "trace", archive)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copyfile(os.path.join(trace_dir, archive), target)
    with open(trace_path, "rb") as f:
        sha256 = hashlib.sha256(f.read()).hexdigest()

    def save(folder, name, array):
        os.makedirs(os.path.join(out_dir, folder), exist_ok=True)
        path = os.path.join(folder, name + ".npy")
        np.save(os.path.join(out_dir, path), array.view(bits_dtype(array.dtype)))
        return path

    manifest = {
        "format": MANIFEST_FORMAT,
        "mxsim_version": __version__,
        "exported_to": to,
        "target": trace.target,
        "config": trace.config,  # an exporter's manifest_extra names the config it used instead
        "preset": TARGET_PRESETS.get(trace.target),
        "trace": os.path.join("trace", os.path.basename(trace_path)),
        "trace_sha256": sha256,
        **manifest_extra,
        "inputs": [{"name": name, "dtype": dtype, "shape": list(shape), "file": save("inputs", name, array),
                    "stored_as": str(bits_dtype(array.dtype))}
                   for name, dtype, shape, array in inputs],
        "outputs": [{"name": name, "dtype": dtype, "shape": list(shape), "result_file": name + ".npy",
                     "expected_file": save("expected", name, array) if array is not None else None,
                     "stored_as": str(bits_dtype(buffer_dtype(dtype))), "how": how}
                    for name, dtype, shape, array, how in outputs],
    }
    with open(os.path.join(out_dir, "manifest.json"), "w") as f:
        json.dump(manifest, f, indent=2)
        f.write("\n")
    return manifest
