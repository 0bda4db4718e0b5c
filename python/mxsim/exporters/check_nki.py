"""`mxsim export --check` for an NKI package: run kernel.py on mxsim's own NKI front end with the
package's inputs and compare what it records with the trace, line by line and operand by operand
(numbers by value, the payload / expect file names aside), and its outputs with the expected ones."""
from __future__ import annotations

import os

import numpy as np

from ..buffer_dtypes import buffer_dtype
from .round_trip import departures, import_exported, same_bits


def check_nki(directory, kernel_file, manifest) -> list:
    """[] when the package is its trace; else what differs (the first departing line, each output
    that differs, or why the kernel does not run)."""
    from .. import nki
    from ..errors import Error
    try:
        kernel = nki.simulate(import_exported(directory, kernel_file, manifest["entry"]), config=manifest["config"])
    except Exception as error:  # noqa: BLE001  (a hand-edited kernel.py may fail in any way: say how)
        return [f"kernel.py does not load: {type(error).__name__}: {error}"]
    arrays = []
    for entry in manifest["inputs"]:
        bits = np.load(os.path.join(directory, entry["file"]), allow_pickle=False)
        packed = getattr(nki.language, entry["dtype"], None)
        tagged = getattr(packed, "dtype", None)  # an x4 dtype: its word, tagged as x4
        arrays.append(bits.view(tagged if isinstance(tagged, np.dtype) else buffer_dtype(entry["dtype"])).copy())
    try:
        kernel(*arrays)
    except Error as error:  # a rule error or a malformed call: the package is not the trace
        return [f"the exported kernel does not run on mxsim: {error}"]
    problems = departures(directory, manifest, kernel.recording)
    by_input = {entry["name"]: array for entry, array in zip(manifest["inputs"], arrays)}
    for output in manifest["outputs"]:
        expected = np.load(os.path.join(directory, output["expected_file"]), allow_pickle=False)
        result = kernel.recording.outputs.get(output["name"], by_input.get(output["name"]))
        result = np.ascontiguousarray(result) if result is not None else None
        if result is None or result.shape != expected.shape or not same_bits(result, expected):
            problems.append(f"output {output['name']} differs from the model's expected value")
    return problems
