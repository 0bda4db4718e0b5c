"""Ascend 950 device programs: the accumulation probes as a pypto kernel (probe_kernel.py)."""
