"""The vector ISA of the numerics kernels (sim/numerics/cpu_isa.h): reported, switchable at run
time and by MXSIM_ISA, refused clearly when unknown, and the same bits on every path the host has."""
import os
import subprocess
import sys

import numpy as np
import pytest

import mxsim


def test_the_active_isa_is_one_the_host_has():
    assert mxsim.isa() in mxsim.host_isas()
    assert mxsim.host_isas()[-1] == "portable"


def test_an_unknown_or_missing_isa_is_refused():
    with pytest.raises(ValueError, match="expected avx512, avx2 or portable"):
        mxsim.set_isa("sse9")
    env = dict(os.environ, MXSIM_ISA="sse9")
    done = subprocess.run([sys.executable, "-c", "import numpy as np, mxsim; "
                           "a, s = mxsim.mx_quantize(np.ones((32, 32)), elem='e4m3', axis=1); "
                           "mxsim.mx_matmul(a, s, a.T.copy(), s.T.copy(), elem_a='e4m3')"],
                          env=env, capture_output=True, text=True)
    assert done.returncode != 0 and "MXSIM_ISA=sse9; expected one of:" in done.stderr


def test_mxsim_isa_picks_the_path_and_info_reports_it():
    env = dict(os.environ, MXSIM_ISA="portable")
    out = subprocess.run([sys.executable, "-m", "mxsim", "info"], env=env, capture_output=True, text=True,
                         check=True).stdout
    assert "vector ISA portable of " in out


@pytest.mark.parametrize("preset", ["exact", "trn3_nc_matmul_mx", "nvidia_hopper_fp8", "cdna4_mfma_scale"])
def test_every_isa_gives_the_same_bits(preset):
    rng = np.random.default_rng(3)
    a, sa = mxsim.mx_quantize(rng.standard_normal((40, 256)), elem="e4m3", axis=1)
    b, sb = mxsim.mx_quantize(rng.standard_normal((256, 72)), elem="e4m3", axis=0)
    before = mxsim.isa()
    try:
        results = {}
        for isa in mxsim.host_isas():
            mxsim.set_isa(isa)
            results[isa] = mxsim.mx_matmul(a, sa, b, sb, elem_a="e4m3", preset=preset).view(np.uint32)
    finally:
        mxsim.set_isa(before)
    first = next(iter(results.values()))
    assert all(np.array_equal(first, r) for r in results.values())


def test_a_forked_child_gets_its_own_worker_pool():
    # the pool's threads do not exist in a fork's child: it must start its own, not wait forever
    rng = np.random.default_rng(5)
    a, sa = mxsim.mx_quantize(rng.standard_normal((256, 256)), elem="e4m3", axis=1)
    b, sb = mxsim.mx_quantize(rng.standard_normal((256, 256)), elem="e4m3", axis=0)
    expected = mxsim.mx_matmul(a, sa, b, sb, elem_a="e4m3").view(np.uint32)
    pid = os.fork()
    if pid == 0:
        same = np.array_equal(mxsim.mx_matmul(a, sa, b, sb, elem_a="e4m3").view(np.uint32), expected)
        os._exit(0 if same else 3)
    _, status = os.waitpid(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0
