// Bulk element conversions, the API the models and the Python bindings use. Every element goes
// through round_pack; FP32 sources use a table of round_pack results indexed by the bits that
// can influence the rounding (sign, exponent, kept and round bits, sticky), so both paths give
// identical bits by construction.
#pragma once

#include <cstddef>
#include <cstdint>

#include "sim/numerics/format.h"
#include "sim/numerics/policy.h"

namespace sim::numerics {

// Encode `count` source encodings (stored in spec_of(source).storage_bytes() each) into the
// destination format, one destination encoding per storage unit (uint8 for <= 8 bits).
// Element i of a stochastic conversion uses splitmix64(options.seed, i), so the result does not
// depend on the thread count. Returns the union of all elements' flags.
Flags encode_array(Format destination, Format source, const void* source_bits, size_t count, void* destination_bits,
                   const ConvertOptions& options);

// Decode encodings to FP32 (exact for every format but FP64, which is rounded to nearest even)
// or to FP64 (exact for every format).
void decode_to_fp32(Format source, const void* source_bits, size_t count, float* values);
void decode_to_fp64(Format source, const void* source_bits, size_t count, double* values);

// Worker threads used by the bulk paths (default: the hardware's, at most 8). Results are
// identical for any value.
void set_thread_count(int threads);
int thread_count();

}  // namespace sim::numerics
