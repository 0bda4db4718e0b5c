"""Run an exported pypto_pro kernel and write every output back as .npy (written by `mxsim export
--to pypto`; the conventions are in mxsim's docs/devices.md). Copied into the package as
run_on_device.py.

    python3 run_on_device.py [--frontend pypto|mxsim] [--out results]

On an Ascend 950 (CANN with pypto_pro and torch_npu):
  --frontend pypto  (default) the arguments become NPU tensors (torch_npu): FP8 data and E8M0
                    scales as torch's float8 dtypes, packed E2M1 pairs as float4_e2m1fn_x2 (E1M2 as
                    uint8 bytes), the rest in their own dtype; pypto_pro compiles the kernel and
                    launches it, kernel[block_dim](...) when the trace ran on several AI Cores
  --frontend mxsim  the same kernel source on mxsim's pypto front end (no device; the round trip),
                    with numpy arrays

It writes OUT/NAME.npy for every output the manifest lists (bfloat16 and FP8 as unsigned codes of
their width, packed FP4 as its bytes, the rest in their own dtype), copies manifest.json beside
them, and says for each whether it equals the model's expected bits (expected/NAME.npy). Then,
where mxsim is installed: `mxsim diff OUT trace/NAME.mxt`. Exit status: 0 all equal, 1 some
differ, 2 bad setup.
"""
import argparse
import importlib.util
import json
import os
import shutil
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
# the dtypes torch_npu holds as torch's own types, as the CANNBot quant-matmul MX sample passes them
# (E8M0 scales: uint8 bytes viewed as torch.float8_e8m0fnu; MXFP4: the packed pairs as
# torch.float4_e2m1fn_x2); E1M2 has no torch dtype and goes as its bytes
TORCH_FLOATS = {"float8_e4m3fn": "float8_e4m3fn", "float8_e5m2": "float8_e5m2", "bfloat16": "bfloat16"}
TORCH_BYTES = {"float8_e8m0fnu": "float8_e8m0fnu", "float4_e2m1fn": "float4_e2m1fn_x2"}
BYTES = ("float8_e8m0fnu", "float4_e2m1fn", "float4_e1m2")


def host_input(entry):
    """An input's array in the dtype the mxsim front end takes (ml_dtypes for bfloat16 and FP8,
    bytes for E8M0 and packed FP4)."""
    bits = np.load(os.path.join(HERE, entry["file"]), allow_pickle=False)
    dtype = entry["dtype"]
    if str(bits.dtype) == dtype or dtype in BYTES:
        return bits
    import ml_dtypes  # noqa: F401  (registers bfloat16 and the FP8 names with numpy)
    return bits.view(np.dtype(dtype))


def to_npu(entry):
    import torch
    import torch_npu  # noqa: F401  (registers the "npu" device)
    bits = np.load(os.path.join(HERE, entry["file"]), allow_pickle=False)
    dtype = entry["dtype"]
    if dtype in TORCH_FLOATS:
        width = bits.dtype.itemsize * 8
        tensor = torch.from_numpy(bits.view(f"int{width}").copy()).view(getattr(torch, TORCH_FLOATS[dtype]))
    else:
        tensor = torch.from_numpy(bits.copy())
        if dtype in TORCH_BYTES and hasattr(torch, TORCH_BYTES[dtype]):
            tensor = tensor.view(getattr(torch, TORCH_BYTES[dtype]))
    return tensor.to("npu")


def from_device(value):
    """An output as the package stores it: opaque (ml_dtypes, torch float8 / bfloat16) elements as
    unsigned codes."""
    if hasattr(value, "detach"):
        import torch
        tensor = value.detach().cpu()
        if tensor.dtype == torch.bfloat16 or str(tensor.dtype).startswith("torch.float8"):
            width = tensor.element_size() * 8
            return tensor.view(getattr(torch, f"int{width}")).numpy().view(f"uint{width}")
        return tensor.numpy()
    array = np.ascontiguousarray(value)
    opaque = array.dtype.kind == "V" or array.dtype.type.__module__ == "ml_dtypes"  # float8_e5m2 says kind "f"
    return array.view(f"uint{8 * array.dtype.itemsize}") if opaque else array


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--frontend", choices=("pypto", "mxsim"), default="pypto")
    parser.add_argument("--out", default="results", help="the results directory (default: results)")
    args = parser.parse_args(argv)
    with open(os.path.join(HERE, "manifest.json")) as f:
        manifest = json.load(f)
    os.environ["MXSIM_EXPORT_FRONTEND"] = args.frontend
    spec = importlib.util.spec_from_file_location("exported_kernel", os.path.join(HERE, manifest["kernel_file"]))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    kernel = getattr(module, manifest["entry"])
    if args.frontend == "mxsim":
        kernel.config = manifest["config"]
        arguments = [host_input(entry) for entry in manifest["inputs"]]
    else:
        arguments = [to_npu(entry) for entry in manifest["inputs"]]
    launch = kernel[manifest["block_dim"]] if manifest["block_dim"] > 1 else kernel
    launch(*arguments)
    if args.frontend == "pypto":
        import torch
        torch.npu.synchronize()
    by_input = {entry["name"]: argument for entry, argument in zip(manifest["inputs"], arguments)}
    os.makedirs(args.out, exist_ok=True)
    differ = 0
    for output in manifest["outputs"]:
        array = from_device(by_input[output["name"]])  # pypto kernels write their outputs in place
        if list(array.shape) != output["shape"] or str(array.dtype) != output["stored_as"]:
            print(f"{output['name']}: the kernel gave {array.dtype} {list(array.shape)}; expected "
                  f"{output['stored_as']} {output['shape']}", file=sys.stderr)
            return 2
        np.save(os.path.join(args.out, output["result_file"]), array)
        if output["expected_file"]:
            expected = np.load(os.path.join(HERE, output["expected_file"]), allow_pickle=False)
            width = f"uint{8 * array.dtype.itemsize}"  # bit for bit: NaN equals its own code
            wrong = int(np.count_nonzero(expected.view(width) != np.ascontiguousarray(array).view(width)))
            differ += wrong > 0
            print(f"{output['name']} {output['dtype']} {output['shape']}: " +
                  ("identical to the model" if not wrong else f"{wrong} of {array.size} elements differ from the model"))
    shutil.copyfile(os.path.join(HERE, "manifest.json"), os.path.join(args.out, "manifest.json"))
    print(f"results in {args.out}/; where mxsim is installed: mxsim diff {args.out} {manifest['trace']}")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
