// Casts between NKI dtypes as dma_copy and tensor_copy perform them: through FP32 (nki.isa docs).
#pragma once

#include <cstdint>
#include <vector>

#include "isa/trn3/dtype.h"

namespace sim::trn3 {

// src -> FP32 (nearest even) -> dst: float dst nearest even with the format's overflow policy;
// integer dst nearest even with saturation, NaN -> 0 (Neuron SDK 2.32: "RNE with saturation").
// Not for x4 dtypes (a cast of packed MX data is a TRN3-DTYPE diagnostic of the caller).
void cast_elements(DType src, const std::vector<uint8_t>& in, DType dst, std::vector<uint8_t>& out, int64_t count);

}  // namespace sim::trn3
