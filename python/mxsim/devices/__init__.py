"""Device-side programs mxsim hands to real hardware (`mxsim.devices.cuda`: the tensor-core probe
kernels)."""
