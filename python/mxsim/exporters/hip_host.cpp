// The host side of an mxsim CDNA4 device package (written by `mxsim export --to hip`; the
// conventions are in mxsim's docs/devices.md). It loads kernel.hsaco, places every global buffer of
// the trace in one device arena at the trace's offsets, relocates the kernel's address words to the
// arena (the relocation table of launch.h: each is a 32-bit literal of an s_mov_b32), gives each
// wave its initial registers through the table in inputs/initial_registers.npy, launches one
// workgroup, and writes every output back as OUT/NAME.npy (the expected file's header, the
// device's bytes).
//
//   hipcc -O2 host.cpp -o run_on_device        (or: clang++ -D__HIP_PLATFORM_AMD__ host.cpp -lamdhip64)
//   ./run_on_device [OUT]                      (default OUT: results; run it from the package directory)
//
// Exit status: 0 every output equal to the model's expected bits, 1 some differ, 2 bad setup.
#include <hip/hip_runtime_api.h>

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "launch.h"

namespace {

bool hip_ok(hipError_t status, const char* what) {
  if (status == hipSuccess) return true;
  std::fprintf(stderr, "%s: %s\n", what, hipGetErrorString(status));
  return false;
}

std::vector<char> read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::vector<char>(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

// An .npy file's header length (magic, version, header) and so where its data starts; 0 if not .npy.
size_t npy_data_offset(const std::vector<char>& file) {
  if (file.size() < 10 || std::memcmp(file.data(), "\x93NUMPY", 6) != 0) return 0;
  const auto byte = [&](size_t i) { return static_cast<size_t>(static_cast<unsigned char>(file[i])); };
  if (file[6] == 1) return 10 + (byte(8) | byte(9) << 8);
  if (file.size() < 12) return 0;
  return 12 + (byte(8) | byte(9) << 8 | byte(10) << 16 | byte(11) << 24);
}

}  // namespace

int main(int argc, char** argv) {
  const std::string out = argc > 1 ? argv[1] : "results";
  std::vector<char> image = read_file("kernel.hsaco");
  if (image.empty()) {
    std::fprintf(stderr, "kernel.hsaco is missing: run from the package directory\n");
    return 2;
  }
  // one arena for the trace's global memory, aligned so that no relocated address word carries
  // into the next (kArenaAlign is a power of two above every address the kernel forms)
  void* raw = nullptr;
  if (!hip_ok(hipMalloc(&raw, kArenaBytes + kArenaAlign), "hipMalloc")) return 2;
  const uint64_t base = (reinterpret_cast<uint64_t>(raw) + kArenaAlign - 1) & ~(kArenaAlign - 1);
  char* arena = reinterpret_cast<char*>(base);
  if (!hip_ok(hipMemset(raw, 0, kArenaBytes + kArenaAlign), "hipMemset")) return 2;
  for (const Relocation& r : kRelocations) {
    if (r.kind < 0) continue;  // the table's end marker (a kernel with no global address words)
    if (r.file_offset + 4 > image.size()) {
      std::fprintf(stderr, "relocation at %llu lies outside kernel.hsaco\n", (unsigned long long)r.file_offset);
      return 2;
    }
    // lo: + the arena's low word; hi: + its high word; srd_hi: the V# base's bits 47:32 only
    const uint32_t add = r.kind == 0 ? static_cast<uint32_t>(base) : static_cast<uint32_t>(base >> 32);
    const uint32_t word = r.kind == 2 ? (r.value & 0xffff0000u) | ((r.value + add) & 0xffffu) : r.value + add;
    std::memcpy(image.data() + r.file_offset, &word, 4);
  }
  for (const Buffer& b : kBuffers) {
    if (!b.input) continue;
    const std::vector<char> file = read_file(b.input);
    const size_t at = npy_data_offset(file);
    if (at == 0 || file.size() - at != b.bytes) {
      std::fprintf(stderr, "%s: not an .npy of %llu bytes\n", b.input, (unsigned long long)b.bytes);
      return 2;
    }
    if (!hip_ok(hipMemcpy(arena + b.address, file.data() + at, b.bytes, hipMemcpyHostToDevice), b.input)) return 2;
  }
  void* table = nullptr;
  {
    const std::vector<char> file = read_file("inputs/initial_registers.npy");
    const size_t at = npy_data_offset(file);
    if (at == 0 || file.size() - at != kInitialRegisterBytes) {
      std::fprintf(stderr, "inputs/initial_registers.npy: not an .npy of %llu bytes\n",
                   (unsigned long long)kInitialRegisterBytes);
      return 2;
    }
    if (!hip_ok(hipMalloc(&table, kInitialRegisterBytes + 4), "hipMalloc") ||
        !hip_ok(hipMemcpy(table, file.data() + at, kInitialRegisterBytes, hipMemcpyHostToDevice), "initial registers"))
      return 2;
  }
  hipModule_t module;
  hipFunction_t function;
  if (!hip_ok(hipModuleLoadData(&module, image.data()), "hipModuleLoadData") ||
      !hip_ok(hipModuleGetFunction(&function, module, kKernelName), "hipModuleGetFunction"))
    return 2;
  struct {
    void* initial_registers;
  } arguments{table};
  size_t size = sizeof arguments;
  void* config[] = {HIP_LAUNCH_PARAM_BUFFER_POINTER, &arguments, HIP_LAUNCH_PARAM_BUFFER_SIZE, &size,
                    HIP_LAUNCH_PARAM_END};
  if (!hip_ok(hipModuleLaunchKernel(function, 1, 1, 1, kWorkgroupSize, 1, 1, 0, nullptr, nullptr, config),
              "hipModuleLaunchKernel") ||
      !hip_ok(hipDeviceSynchronize(), "the kernel"))
    return 2;
  std::error_code ignored;
  std::filesystem::create_directories(out, ignored);
  // the manifest beside the results: mxsim diff checks they come from this trace
  std::filesystem::copy_file("manifest.json", out + "/manifest.json", std::filesystem::copy_options::overwrite_existing,
                             ignored);
  int differ = 0;
  for (const Buffer& b : kBuffers) {
    if (!b.expected) continue;
    std::vector<char> expected = read_file(b.expected);
    const size_t at = npy_data_offset(expected);
    if (at == 0 || expected.size() - at != b.bytes) {
      std::fprintf(stderr, "%s: not an .npy of %llu bytes\n", b.expected, (unsigned long long)b.bytes);
      return 2;
    }
    std::vector<char> result(expected.begin(), expected.begin() + static_cast<long>(at));  // same header
    result.resize(at + b.bytes);
    if (!hip_ok(hipMemcpy(result.data() + at, arena + b.address, b.bytes, hipMemcpyDeviceToHost), b.name)) return 2;
    const std::string path = out + "/" + b.name + ".npy";
    std::ofstream(path, std::ios::binary).write(result.data(), static_cast<std::streamsize>(result.size()));
    size_t wrong = 0;
    for (size_t i = 0; i < b.bytes; i += b.element_bytes)
      wrong += std::memcmp(result.data() + at + i, expected.data() + at + i, b.element_bytes) != 0;
    differ += wrong != 0;
    if (wrong)
      std::printf("%s: %zu of %llu elements differ from the model\n", b.name, wrong,
                  (unsigned long long)(b.bytes / b.element_bytes));
    else
      std::printf("%s: identical to the model\n", b.name);
  }
  std::printf("results in %s/; where mxsim is installed: mxsim diff %s %s\n", out.c_str(), out.c_str(), kTrace);
  return differ ? 1 : 0;
}
