"""Trainium3 device programs: the accumulation probes as an NKI kernel (probe_kernel.py)."""
