"""The front-end base the three targets share (mxsim.frontend): errors at the user's kernel line,
jit options checked, one policy for host arrays, the model's dtype tables consumed, and one
exception hierarchy under mxsim.Error."""
import inspect
import sys
import types

import numpy as np
import pytest

import mxsim
import mxsim.amdgpu as g
import mxsim.nki as nki
import mxsim.nki.isa as nisa
import mxsim.nki.language as nl
import mxsim.pypto as pl
from mxsim import _core


def next_line():
    """The line after the caller's: where the statement under test sits."""
    return inspect.currentframe().f_back.f_lineno + 1


def lds_kernel():
    """A CDNA4 kernel whose third assembly line reads v40 before the LDS read that writes it has
    been waited for (CDNA-WAITCNT); returns it and the line of this file that added that read."""
    k = g.Kernel()
    k.set_v(0, 0, np.zeros((64, 4), np.uint32))
    k.set_v(0, 24, np.zeros(64, np.uint32))
    k.asm("ds_write_b128 v24, v[0:3]", "s_waitcnt lgkmcnt(0)")
    line = next_line()
    k.asm("ds_read_b128 v[40:43], v24\nv_mov_b32 v60, v40")
    return k, line


def test_amdgpu_errors_name_the_kernel_line_then_the_assembly_position():
    k, line = lds_kernel()
    with pytest.raises(mxsim.KernelDiagnosticError) as info:
        k.run()
    text = str(info.value)
    assert text.startswith(f"{__file__}:{line}: <kernel>:4:1: error[CDNA-WAITCNT]: "), text
    assert "ds_read_b128 at <kernel>:3:1" in text, text
    assert info.value.diagnostic["code"] == "CDNA-WAITCNT"
    # the same rule stops mxsim.run with DiagnosticError; the front end's error is one too
    assert isinstance(info.value, mxsim.DiagnosticError) and isinstance(info.value, mxsim.KernelError)

    k, line = lds_kernel()
    k.run(mode="hardware")
    assert [d["code"] for d in k.diagnostics] == ["CDNA-WAITCNT"]


def test_amdgpu_trace_errors_and_buffer_dtypes_name_the_kernel_line():
    k = g.Kernel()
    line = next_line()
    k.asm("s_nop 0", "v_bogus v1")
    with pytest.raises(mxsim.KernelError, match=rf"^{__file__}:{line}: <kernel>:2:1: unknown mnemonic 'v_bogus'") as info:
        k.run()
    # the same class for the same failure whichever way it was run: a TraceError, as from mxsim.run
    assert isinstance(info.value, mxsim.TraceError) and isinstance(info.value, mxsim.KernelTraceError)
    with pytest.raises(mxsim.KernelError, match=rf"^{__file__}:{next_line()}: buffer 'x' has dtype float64; expected"):
        k.buffer("x", np.zeros(4))


def test_amdgpu_recording_is_the_last_run():
    k, _ = lds_kernel()
    k.lines.insert(3, "s_waitcnt lgkmcnt(0)")  # a plain string: it has no kernel line of its own
    outputs = k.run()
    assert outputs == {} and k.diagnostics == []
    assert k.recording.lines[-1] == "v_mov_b32 vdst=v60 src0=v40"
    assert k.text() == k.recording.text()
    k.asm("s_nop 1")  # a change after the run: the trace is of the kernel as it now stands
    assert k.text().endswith("s_nop simm16=1\nend\n")


def test_jit_rejects_unknown_options_listing_the_valid_ones():
    with pytest.raises(nki.KernelError) as info:
        line = next_line()
        nki.jit(mdoe="hardware")
    assert str(info.value) == (f"{__file__}:{line}: nki.jit: unknown option 'mdoe'; "
                               f"expected one of: config, mode, platform_target")
    with pytest.raises(pl.KernelError, match=r"pl.jit: unknown option 'auto_mutx', 'strict'; "
                                             r"expected one of: auto_mutex, config, mode, name$"):
        pl.jit(lambda: None, auto_mutx=True, strict=True)


def fake_torch(monkeypatch, device):
    """A stand-in torch module (torch is optional) whose tensors live on `device`, e.g. "cuda:0"."""
    torch = types.ModuleType("torch")

    class Device:  # torch.device: .type "cuda", printed "cuda:0"
        type = device.split(":")[0]

        def __str__(self):
            return device

    class Tensor:
        def __init__(self, array):
            self.array, self.device, self.dtype = array, Device(), array.dtype.name

    torch.Tensor = Tensor
    monkeypatch.setitem(sys.modules, "torch", torch)
    return torch


def test_device_tensors_are_refused_asking_for_cpu(monkeypatch):
    torch = fake_torch(monkeypatch, "cuda:0")

    @nki.jit
    def copy(x):
        return x

    x = torch.Tensor(np.zeros((4, 8), np.float32))
    with pytest.raises(nki.KernelError) as info:
        line = next_line()
        copy(x)
    assert str(info.value) == (f"{__file__}:{line}: kernel argument 'x' is a torch tensor on cuda:0; expected a CPU "
                               f"tensor (pass tensor.cpu(): the model runs on the host)")

    def kernel(a: pl.Tensor[[pl.DYNAMIC, pl.DYNAMIC], pl.DT_FP32]):
        pass

    with pytest.raises(pl.KernelError, match=r"kernel argument 'a' is a torch tensor on cuda:0; expected a CPU tensor"):
        pl.jit(kernel)(x)


def test_front_end_dtypes_are_the_model_tables():
    # pypto: one pl.DT_* per row, holding the row's trace name and width; stored elements are
    # numpy dtypes of that width, FP4 as its packed byte
    for row in _core.ascend950_dtypes():
        dtype = getattr(pl, row["pypto"])
        assert (dtype.trace, dtype.bits) == (row["name"], row["bits"])
        assert dtype.numpy().itemsize * 8 == max(row["bits"], 8)
    # NKI: nl.<name> is the name; host arrays of a row's numpy dtype are that dtype, and every
    # row's buffer comes back as a numpy dtype of its width
    for row in _core.trn3_dtypes():
        assert getattr(nl, row["name"]) == row["name"]
        host = nki.kernel.to_numpy(row["name"])
        assert host.itemsize == row["bytes"]
        if row["kind"] != "x4":
            assert nki.kernel.from_numpy(host) == row["name"]


def test_every_mxsim_exception_is_an_mxsim_error(tmp_path):
    # the categories callers already catch stay as they were
    assert issubclass(mxsim.TraceError, ValueError) and issubclass(mxsim.DiagnosticError, RuntimeError)
    assert issubclass(mxsim.KernelError, ValueError) and nki.KernelError is pl.KernelError is mxsim.KernelError
    for kind in (mxsim.TraceError, mxsim.DiagnosticError, mxsim.KernelError, mxsim.KernelDiagnosticError):
        assert issubclass(kind, mxsim.Error)

    trace = tmp_path / "t.mxt"
    trace.write_text("mxt 1\ntarget trn3\nconfig trn3\nbogus_instruction x=1\n")
    with pytest.raises(mxsim.Error) as info:
        mxsim.run(trace)
    assert isinstance(info.value, mxsim.TraceError)

    @nki.jit
    def kernel(x):
        t = nl.ndarray((4, 8), dtype=nl.float32, buffer=nl.sbuf)
        nisa.tensor_copy(dst=t, src=t)  # reads t before anything wrote it

    with pytest.raises(mxsim.Error) as info:
        kernel(np.zeros((4, 8), np.float32))
    assert isinstance(info.value, mxsim.KernelDiagnosticError) and info.value.diagnostic["code"] == "MEM-UNINIT"
