"""mxsim.nki: an NKI-compatible front end for the Trainium3 model.

Change a kernel's imports to

    import mxsim.nki as nki
    import mxsim.nki.language as nl
    import mxsim.nki.isa as nisa

and calling it with numpy arrays (or CPU torch tensors) runs it on the simulator. Each nki.isa
call is recorded as one `.mxt` instruction and executed at once; `kernel.recording.save(path)`
writes the trace with its payloads. Rule violations raise KernelError naming the kernel line
(strict mode) or are collected in `kernel.diagnostics` (mode="hardware"). `@nki.benchmark` and
`@nki.profile` run it and report its latency on the Trainium3 timing model.
"""
from ..errors import KernelError
from ..frontend.recording import Recording
from . import isa, language  # noqa: F401
from .benchmark import benchmark, profile
from .kernel import Kernel, jit, simulate

__all__ = ["KernelError", "Kernel", "Recording", "benchmark", "isa", "jit", "language", "profile", "simulate"]
