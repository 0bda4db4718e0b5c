"""`mxsim export --check` for a pypto package: run kernel.py on mxsim's own pypto front end with the
package's inputs and compare what it records with the trace, line for line and operand by operand,
and its outputs (written into the argument arrays, as pypto does) with the expected ones."""
from __future__ import annotations

import os

import numpy as np

from ..buffer_dtypes import buffer_dtype
from .round_trip import departures, import_exported, same_bits


def check_pypto(directory, kernel_file, manifest) -> list:
    """[] when the package is its trace; else what differs (the first departing line, each output
    that differs, or why the kernel does not run)."""
    from ..errors import Error
    try:
        kernel = import_exported(directory, kernel_file, manifest["entry"])
        kernel.config = manifest["config"]
    except Exception as error:  # noqa: BLE001  (a hand-edited kernel.py may fail in any way: say how)
        return [f"kernel.py does not load: {type(error).__name__}: {error}"]
    arrays = [np.load(os.path.join(directory, entry["file"]), allow_pickle=False).view(buffer_dtype(entry["dtype"]))
              .copy() for entry in manifest["inputs"]]
    try:
        launch = kernel[manifest["block_dim"]] if manifest["block_dim"] > 1 else kernel
        launch(*arrays)
    except Error as error:  # a rule error or a malformed call: the package is not the trace
        return [f"the exported kernel does not run on mxsim: {error}"]
    problems = departures(directory, manifest, kernel.recording)
    by_input = {entry["name"]: array for entry, array in zip(manifest["inputs"], arrays)}
    for output in manifest["outputs"]:
        expected = np.load(os.path.join(directory, output["expected_file"]), allow_pickle=False)
        result = np.ascontiguousarray(by_input[output["name"]])
        if result.shape != expected.shape or not same_bits(result, expected):
            problems.append(f"output {output['name']} differs from the model's expected value")
    return problems
