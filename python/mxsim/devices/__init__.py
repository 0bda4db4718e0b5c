"""Device-side programs mxsim hands to real hardware: `mxsim.devices.cuda` (the tensor-core probe
kernels), `mxsim.devices.ascend950` and `mxsim.devices.cdna4` (the accumulation probes as a pypto
kernel and as a gfx950 scaled-MFMA kernel)."""
