"""The front-end base that mxsim.nki, mxsim.pypto and mxsim.amdgpu share, so that the three read
alike (architecture: "one shape for every target"):

- session.Session: one kernel call on a target's machine; declares buffers and issues instruction
  lines at the user's kernel line, records each line as it ran, and turns the model's errors into
  KernelError naming that line;
- recording.Recording: what a call recorded, `.save(path)` as .mxt plus its .npz payloads;
- arrays: numpy / ml_dtypes arrays and CPU torch tensors in and out, device tensors refused;
- kernel_line: which Python frame is the user's kernel line;
- jit: the kernel object a `jit` decorator returns, and its option check.
"""
from .recording import Recording
from .session import Session

__all__ = ["Recording", "Session"]
