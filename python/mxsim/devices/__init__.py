"""Device-side programs mxsim hands to real hardware: `mxsim.devices.cuda` (the tensor-core probe
kernels) and `mxsim.devices.ascend950` (the accumulation probes as a pypto kernel)."""
