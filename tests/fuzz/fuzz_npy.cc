// libFuzzer target: the .npy and .npz payload readers. Bad bytes must end in sim::Error.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "sim/core/error.h"
#include "sim/trace/npy.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  try {
    (void)sim::trace::read_npy(bytes, "fuzz.npy");
  } catch (const sim::Error&) {
  }
  try {
    (void)sim::trace::read_npz(bytes, "fuzz.npz");
  } catch (const sim::Error&) {
  }
  return 0;
}
