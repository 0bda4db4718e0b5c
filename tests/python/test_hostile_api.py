"""Bad calls to the public Python API end in a ValueError that says what was expected, never a raw
numpy or pybind message (issue: no input hangs it or loses its position)."""
import numpy as np
import pytest

import mxsim
import mxsim.amdgpu as g


@pytest.mark.parametrize("call,message", [
    (lambda: mxsim.encode(None, np.ones(2)), r"^format None; expected one of: e4m3"),
    (lambda: mxsim.mx_quantize(np.ones((4, 32)), elem="e4m3", axis=1.5), r"^mx_quantize: axis 1\.5; expected an integer"),
    (lambda: g.Wave().set_v(0, np.zeros(7)), r"^set_v: values of shape \(7,\); expected \[64\] or \[64, n\]"),
    (lambda: g.unpack_d(np.zeros(7), "16x16x128"), r"^unpack_d: registers of shape \(7,\); expected \[64, 4\]"),
    (lambda: mxsim.mx_matmul(np.zeros((2, 32), np.uint8), np.full((2, 1), 127, np.uint8), np.zeros((32, 2), np.uint8),
                             np.full((1, 2), 127, np.uint8), elem_a="e4m3", c=np.zeros(3)),
     r"^mx_matmul: c has shape \(3,\); expected one that broadcasts to \[M, N\] = \[2, 2\]"),
])
def test_bad_calls_say_what_was_expected(call, message):
    with pytest.raises(ValueError, match=message):
        call()
