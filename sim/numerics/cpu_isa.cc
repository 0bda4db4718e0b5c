#include "sim/numerics/cpu_isa.h"

#include <atomic>
#include <cstdlib>
#include <stdexcept>

namespace sim::numerics {

const char* isa_name(Isa isa) {
  switch (isa) {
    case Isa::Portable: return "portable";
    case Isa::Avx2: return "avx2";
    case Isa::Avx512: return "avx512";
  }
  return "?";
}

std::optional<Isa> isa_by_name(std::string_view name) {
  for (Isa isa : {Isa::Portable, Isa::Avx2, Isa::Avx512})
    if (name == isa_name(isa)) return isa;
  return std::nullopt;
}

Isa host_isa() {
  static const Isa host = [] {
#if defined(__x86_64__)
    __builtin_cpu_init();
    // every feature the builds enable (tile_kernels.cc, compact_dot.cc): AVX-512 F / DQ / VL / BW
    // with AVX2 and FMA; AVX2 with FMA
    const bool avx2 = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
    if (avx2 && __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512dq") &&
        __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512bw"))
      return Isa::Avx512;
    if (avx2) return Isa::Avx2;
#endif
    return Isa::Portable;
  }();
  return host;
}

namespace {

std::string supported() {
  std::string out;
  for (Isa isa : {Isa::Avx512, Isa::Avx2, Isa::Portable})
    if (isa <= host_isa()) out += std::string(out.empty() ? "" : ", ") + isa_name(isa);
  return out;
}

Isa checked(Isa isa, const std::string& how) {
  if (isa > host_isa())
    throw std::invalid_argument(how + isa_name(isa) + ": this host lacks it; expected one of: " + supported());
  return isa;
}

Isa from_environment() {
  const char* value = std::getenv("MXSIM_ISA");
  if (value == nullptr || *value == '\0') return host_isa();
  const auto isa = isa_by_name(value);
  if (!isa) throw std::invalid_argument(std::string("MXSIM_ISA=") + value + "; expected one of: " + supported());
  return checked(*isa, "MXSIM_ISA=");
}

std::atomic<int> chosen{-1};

}  // namespace

Isa active_isa() {
  int isa = chosen.load(std::memory_order_relaxed);
  if (isa < 0) {
    // the first use reads MXSIM_ISA; a set_isa() that came first keeps its choice
    int unset = -1;
    const int from_env = static_cast<int>(from_environment());
    isa = chosen.compare_exchange_strong(unset, from_env, std::memory_order_relaxed) ? from_env : unset;
  }
  return static_cast<Isa>(isa);
}

void set_isa(Isa isa) { chosen.store(static_cast<int>(checked(isa, "isa ")), std::memory_order_relaxed); }

std::string isa_description() { return std::string(isa_name(active_isa())) + " (host: " + supported() + ")"; }

}  // namespace sim::numerics
