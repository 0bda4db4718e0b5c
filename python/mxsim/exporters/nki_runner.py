"""Run an exported NKI kernel and write every output back as .npy (written by `mxsim export --to
nki`; the conventions are in mxsim's docs/devices.md). Copied into the package as run_on_device.py.

    python3 run_on_device.py [--framework numpy|torch] [--simulate] [--frontend nki|mxsim] [--out results]

On a Trainium3 instance (Neuron SDK 2.32, NKI 0.6):
  --framework numpy  (default) numpy arguments: NKI compiles the kernel and runs it standalone on a
                     NeuronCore (baremetal), returning numpy arrays
  --framework torch  the arguments become XLA tensors (torch_xla) and the kernel runs as a
                     PyTorch custom op
  --simulate         nki.simulate: NKI's own CPU simulator instead of the device
  --frontend mxsim   the same kernel source on mxsim's NKI front end (no device; the round trip)

It writes OUT/NAME.npy for every output the manifest lists (bfloat16 and FP8 as unsigned codes of
their width, the rest in their own dtype), copies manifest.json beside them, and says for each
whether it equals the model's expected bits (expected/NAME.npy). Then, where mxsim is installed:
`mxsim diff OUT trace/NAME.mxt`. Exit status: 0 all equal, 1 some differ, 2 bad setup.
"""
import argparse
import importlib.util
import json
import os
import shutil
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))


def bits_of(array):
    """An output as the package stores it: opaque (ml_dtypes) elements as unsigned codes."""
    array = np.ascontiguousarray(array)
    opaque = array.dtype.kind == "V" or array.dtype.type.__module__ == "ml_dtypes"  # float8_e5m2 says kind "f"
    return array.view(f"uint{8 * array.dtype.itemsize}") if opaque else array


def host_input(entry, nl):
    """An input's array in its buffer dtype (bfloat16 and FP8 through ml_dtypes)."""
    bits = np.load(os.path.join(HERE, entry["file"]), allow_pickle=False)
    dtype = entry["dtype"]
    if str(bits.dtype) == dtype:
        return bits
    packed = getattr(nl, dtype, None)
    if isinstance(getattr(packed, "dtype", None), np.dtype):  # an x4 dtype: its word, tagged as x4
        return bits.view(packed.dtype)
    import ml_dtypes  # noqa: F401  (registers bfloat16 and the FP8 names with numpy)
    return bits.view(np.dtype(dtype))


def to_torch(array, device):
    import torch
    if array.dtype.kind == "V" or array.dtype.type.__module__ == "ml_dtypes":  # bfloat16, float8_*: torch's names
        signed = array.view(f"int{8 * array.dtype.itemsize}")
        return torch.from_numpy(signed.copy()).view(getattr(torch, array.dtype.name)).to(device)
    return torch.from_numpy(array.copy()).to(device)


def from_torch(tensor):
    import torch
    tensor = tensor.detach().cpu()
    if tensor.dtype == torch.bfloat16 or str(tensor.dtype).startswith("torch.float8"):  # numpy has no such dtype
        width = tensor.element_size() * 8
        return tensor.view(getattr(torch, f"int{width}")).numpy().view(f"uint{width}")
    return tensor.numpy()


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--framework", choices=("numpy", "torch"), default="numpy")
    parser.add_argument("--simulate", action="store_true", help="run on nki.simulate, NKI's CPU simulator")
    parser.add_argument("--frontend", choices=("nki", "mxsim"), default="nki")
    parser.add_argument("--out", default="results", help="the results directory (default: results)")
    args = parser.parse_args(argv)
    with open(os.path.join(HERE, "manifest.json")) as f:
        manifest = json.load(f)
    os.environ["MXSIM_EXPORT_FRONTEND"] = args.frontend
    # the target: NKI's platform name, or the model's config for mxsim (trn3, trn3_sdk230, trn2)
    os.environ.setdefault("NEURON_PLATFORM_TARGET_OVERRIDE",
                          manifest["config"] if args.frontend == "mxsim" else manifest["platform_target"])
    spec = importlib.util.spec_from_file_location("exported_kernel", os.path.join(HERE, manifest["kernel_file"]))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    kernel = getattr(module, manifest["entry"])
    if args.simulate:
        kernel = module.nki.simulate(kernel)
    arrays = [host_input(entry, module.nl) for entry in manifest["inputs"]]
    if args.framework == "torch":
        device = "cpu"
        if args.frontend == "nki" and not args.simulate:
            import torch_xla
            device = torch_xla.device()
        arguments = [to_torch(a, device) for a in arrays]
    else:
        arguments = arrays
    result = kernel(*arguments)
    returned = list(result) if isinstance(result, (tuple, list)) else [result]
    wanted = sum(output["how"] == "returned" for output in manifest["outputs"])
    if len(returned) != wanted:
        print(f"the kernel returned {len(returned)} tensors; expected {wanted} (manifest.json)", file=sys.stderr)
        return 2
    by_input = {entry["name"]: argument for entry, argument in zip(manifest["inputs"], arguments)}
    os.makedirs(args.out, exist_ok=True)
    differ = 0
    for output in manifest["outputs"]:
        value = returned.pop(0) if output["how"] == "returned" else by_input[output["name"]]
        array = from_torch(value) if args.framework == "torch" else np.asarray(value)
        array = bits_of(array)
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
