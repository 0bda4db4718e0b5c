"""Shared helpers for the benchmarks: best of `repeat` runs, side by side with a baseline; the
host line every benchmark prints first (the CPU, the vector ISA mxsim's kernels run and the one
numpy's OpenBLAS picked: a ratio means little without them); and the --json record."""
import ctypes
import glob
import json
import os
import platform
import sys
import time

# What an AVX2-only host runs on both sides of a ratio: mxsim's AVX2 kernels, and OpenBLAS's Haswell
# kernels (the ones its run-time dispatch picks on an AMD EPYC host without AVX-512). OpenBLAS reads
# OPENBLAS_CORETYPE once, when numpy loads it, so the option restarts the script with both set.
AVX2_HOST = {"MXSIM_ISA": "avx2", "OPENBLAS_CORETYPE": "Haswell"}


def add_host_option(parser):
    parser.add_argument("--avx2-host", action="store_true",
                        help="run both sides as an AVX2-only host does: MXSIM_ISA=avx2 and OPENBLAS_CORETYPE=Haswell "
                             "(the script restarts itself with both set)")


def apply_host_option(args):
    """Restart under AVX2_HOST when --avx2-host asks for it and the environment does not have it yet."""
    if not args.avx2_host:
        return
    import mxsim
    if "avx2" not in mxsim.host_isas():
        sys.exit(f"--avx2-host: this host has {', '.join(mxsim.host_isas())}; expected one with AVX2")
    if any(os.environ.get(key) != value for key, value in AVX2_HOST.items()):
        sys.stdout.flush()
        os.execve(sys.executable, [sys.executable] + sys.argv, {**os.environ, **AVX2_HOST})


def best_of(repeat, fn, before=None):
    """The shortest of `repeat` timed calls of fn(), each after an untimed call of before() (if given)."""
    times = []
    for _ in range(repeat):
        if before is not None:
            before()
        time.sleep(0.3)  # let OpenBLAS's spinning worker threads park before timing either side
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def empty_packed_operand_cache():
    """Forgets the operands packed so far (sim/numerics/packed_operands.h), keeping the budget: a
    timed run then packs its operands as a first run does, not as a repeat of the run before."""
    import mxsim
    budget = mxsim.packed_operand_cache_bytes()
    mxsim.set_packed_operand_cache_bytes(0)
    mxsim.set_packed_operand_cache_bytes(budget)


def cpu_model():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown CPU"


def openblas_core():
    """The kernel family numpy's OpenBLAS chose (OPENBLAS_CORETYPE overrides it), or None."""
    import numpy as np
    for path in glob.glob(os.path.join(os.path.dirname(np.__file__), "..", "numpy.libs", "*openblas*")):
        try:
            lib = ctypes.CDLL(path)
        except OSError:
            continue
        for name in ("scipy_openblas_get_corename64_", "scipy_openblas_get_corename", "openblas_get_corename64_",
                     "openblas_get_corename"):
            function = getattr(lib, name, None)
            if function is not None:
                function.restype = ctypes.c_char_p
                return function().decode()
    return None


def host():
    """A dict naming the host, mxsim's kernel ISA and numpy's BLAS kernels."""
    import numpy as np

    import mxsim
    return {"cpu": cpu_model(), "cores": os.cpu_count(), "mxsim_isa": mxsim.isa(), "host_isas": mxsim.host_isas(),
            "mxsim_threads": mxsim.thread_count(), "numpy": np.__version__, "openblas_core": openblas_core()}


def host_line(info=None):
    info = info or host()
    return (f"host: {info['cpu']}, {info['cores']} cores; mxsim ISA {info['mxsim_isa']} (host has "
            f"{', '.join(info['host_isas'])}; MXSIM_ISA picks), {info['mxsim_threads']} threads; numpy {info['numpy']}, "
            f"OpenBLAS {info['openblas_core'] or 'core unknown'} kernels")


def write_json(path, benchmark, results):
    """The run as JSON: the host and the results (docs/performance.md's tables come from these)."""
    if path:
        with open(path, "w") as f:
            json.dump({"benchmark": benchmark, "host": host(), "results": results}, f, indent=1)
