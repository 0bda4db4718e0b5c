"""CDNA4 device programs: the accumulation probes as a scaled-MFMA kernel (probe_kernel.py)."""
