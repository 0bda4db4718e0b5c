// The vector instruction set the numerics kernels run with. The hot loops (the exact and grouped
// binary64 micro-kernels, the compact integer sums) are built once per ISA, each sized to its
// register file (AVX-512: 32 zmm; AVX2 + FMA: 16 ymm; the portable x86-64 baseline: 16 xmm), and
// the best the host supports is chosen when a kernel first runs. MXSIM_ISA=avx512|avx2|portable
// (or set_isa) picks another, for tests and for measuring one host as another would run; asking
// for an ISA the host lacks is an error naming the ones it has. Every path gives the same bits.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace sim::numerics {

enum class Isa : unsigned char { Portable, Avx2, Avx512 };

const char* isa_name(Isa isa);  // "portable", "avx2", "avx512"
std::optional<Isa> isa_by_name(std::string_view name);
Isa host_isa();                 // the widest the CPU (and the OS) supports
Isa active_isa();               // the one the kernels use: MXSIM_ISA when set, else host_isa()
void set_isa(Isa isa);          // std::invalid_argument when the host lacks it
std::string isa_description();  // "avx2 (host: avx512, avx2, portable)"

}  // namespace sim::numerics
