// Where the E8M0 scales of MX data live in SBUF: one row per 8-partition group, four rows per
// 32-partition quadrant, in the quadrant the group's data comes from (nki.isa quantize_mx and
// nc_matmul_mx; the NKI MX tutorial's "Scale Tensor").
#pragma once

#include <cstdint>

#include "isa/trn3/context.h"

namespace sim::trn3 {

// The partition (relative to the scale view's start) holding the scale of 8-partition group g.
int64_t scale_row(int64_t group);

// Checks a scale view for data spanning `partitions` partitions starting at `data_start`
// (TRN3-SCALE-PLACEMENT, TRN3-DTYPE, TRN3-SHAPE). Returns false when the scale tile cannot hold one
// E8M0 byte per group column (no defined result); misplaced rows are reported but still read or
// written where the hardware would.
bool check_scale_view(const Context& c, const View& scale, const char* operand, int64_t partitions, int64_t data_start,
                      int64_t free_expected);

// The view of scale row `row` (relative to the view's start): one partition, the view's free dims.
View scale_row_view(const View& scale, int64_t row);

}  // namespace sim::trn3
