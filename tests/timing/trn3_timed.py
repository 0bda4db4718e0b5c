"""What the Trainium3 timing tests share: the model's default constants and a timed run of a trace
body built in the test (time only unless asked for values)."""
import mxsim
from mxsim import _core

CONSTANTS = {row[0]: row[1] for row in _core.trn3_timing_constants()}
TENSOR_GHZ = CONSTANTS["tensor_clock_ghz"]
VECTOR_GHZ = CONSTANTS["vector_clock_ghz"]


def timed(tmp_path, body, **kwargs):
    """`body` (buffer and instruction lines) as a trn3 trace, replayed with timing in hardware mode."""
    path = tmp_path / "t.mxt"
    path.write_text("mxt 2\ntarget trn3\nconfig trn3\n" + body + "end\n")
    kwargs.setdefault("values", False)
    return mxsim.run(path, mode="hardware", timing=True, **kwargs)
