"""Shared timing helper for the benchmarks: best of `repeat` runs, side by side with a baseline."""
import time


def best_of(repeat, fn):
    times = []
    for _ in range(repeat):
        time.sleep(0.3)  # let OpenBLAS's spinning worker threads park before timing either side
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)
