"""nki.benchmark / nki.profile on the simulator: the kernel runs as under nki.jit, and its
recorded trace is then replayed on the Trainium3 timing model (sim/timing, models/trn3/timing.def)
for its simulated latency. The model is deterministic, so warm-up and iteration counts change
nothing and every latency percentile is the same number; they are accepted for source
compatibility. NKI writes NEFF/NTFF files for neuron-profile; the simulator writes its own
timeline instead (Chrome trace-event JSON, and neuron-profile-shaped JSON records)."""
from __future__ import annotations

import json
import os
import tempfile

from ..frontend.jit import check_options
from ..run import run
from ..timing import chrome_trace, neuron_profile
from .kernel import Kernel


class LatencyStatistics:
    """NKI's `benchmark_result.nc_latency`: latencies in microseconds."""

    def __init__(self, latency_us: float, iterations: int):
        self.latency_us = latency_us
        self.iterations = iterations

    def get_latency_percentile(self, percentile) -> float:
        if not 0 <= percentile <= 100:
            from ..errors import ArgumentError
            raise ArgumentError(f"get_latency_percentile({percentile!r}); expected a percentile from 0 to 100")
        return self.latency_us  # one deterministic latency: every percentile is it


class BenchmarkResult:
    def __init__(self, timing, iterations):
        self.timing = timing                      # mxsim.timing.TimingSummary of the simulated run
        self.nc_latency = LatencyStatistics(timing.total_ns / 1e3, iterations)


class BenchmarkedKernel(Kernel):
    """A kernel that, when called, also reports its simulated latency (`benchmark_result`)."""

    def __init__(self, fn, *, warmup, iters, trace_path, profile_dir, settings, **options):
        super().__init__(fn, **options)
        self.warmup, self.iters = warmup, iters
        self.trace_path, self.profile_dir, self.settings = trace_path, profile_dir, settings
        self.benchmark_result = None
        self.timeline = None

    def __call__(self, *args, **kwargs):
        outputs = super().__call__(*args, **kwargs)
        with tempfile.TemporaryDirectory() as work:
            path = self.recording.save(os.path.join(work, f"{self.__name__}.mxt"))
            result = run(path, mode=self.run_mode(), config=self._config(), timing=True, set=self.settings)
        self.benchmark_result = BenchmarkResult(result.timing, self.iters)
        self.timeline = result.timeline
        if self.trace_path:
            with open(self.trace_path, "w") as f:
                json.dump(chrome_trace(result.timeline, result.timing.queues, self.__name__), f)
        if self.profile_dir:
            os.makedirs(self.profile_dir, exist_ok=True)
            with open(os.path.join(self.profile_dir, f"{self.__name__}.timeline.json"), "w") as f:
                json.dump(chrome_trace(result.timeline, result.timing.queues, self.__name__), f)
            lines = {i + 1: " ".join(t.split()[1:]) for i, t in enumerate(self.recording.text().splitlines())}
            with open(os.path.join(self.profile_dir, f"{self.__name__}.profile.json"), "w") as f:
                json.dump(neuron_profile(result.timeline, result.timing.total_ns, lines), f)
        print(f"{self.__name__}: simulated latency {result.timing.total_ns / 1e3:.3f} us on {self._config()} "
              f"(mxsim timing model; bound: {result.timing.bound})")
        return outputs


def benchmark(kernel=None, *, warmup=None, iters=None, save_neff_name=None, save_trace_name=None,
              additional_compile_opt=None, config=None, mode=None, set=None, **unknown):
    """@nki.benchmark(warmup=..., iters=...): run the kernel and report its simulated latency.
    save_trace_name writes the timeline as Chrome trace-event JSON (for the Perfetto UI) where NKI
    writes an NTFF; set={name: value} overrides timing constants (a what-if)."""
    check_options(benchmark, "nki.benchmark", unknown)

    def wrap(fn):
        fn = fn.fn if isinstance(fn, Kernel) else fn
        return BenchmarkedKernel(fn, warmup=warmup, iters=iters or 1, trace_path=save_trace_name, profile_dir=None,
                                 settings=set, config=config, mode=mode)

    return wrap(kernel) if kernel is not None else wrap


def profile(kernel=None, *, working_directory=None, save_neff_name=None, save_trace_name=None, overwrite=False,
            profile_nth=None, additional_compile_opt=None, config=None, mode=None, set=None, **unknown):
    """@nki.profile(working_directory=...): run the kernel and write its simulated timeline there:
    NAME.timeline.json (Chrome trace-event JSON) and NAME.profile.json (neuron-profile records)."""
    check_options(profile, "nki.profile", unknown)

    def wrap(fn):
        fn = fn.fn if isinstance(fn, Kernel) else fn
        return BenchmarkedKernel(fn, warmup=None, iters=1, trace_path=save_trace_name,
                                 profile_dir=working_directory or ".", settings=set, config=config, mode=mode)

    return wrap(kernel) if kernel is not None else wrap
