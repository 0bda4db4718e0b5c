#include "isa/trn3/scale_placement.h"

namespace sim::trn3 {

// The partition (relative to the scale view's start) holding the scale of 8-partition group g:
// quadrant g/4 at the same offset as the view's start within its quadrant, row g%4 (NKI
// quantize_mx / nc_matmul_mx: "scales ... in the quadrant from which the scaling group
// originated"; MX tutorial "Scale Tensor").
int64_t scale_row(int64_t group) { return 32 * (group / 4) + (group % 4); }

// Checks a scale view for data spanning `partitions` partitions starting at `data_start`.
// Returns false if rows fall outside the view (hardware mode still reads/writes them).
// Returns false when the scale tile cannot hold one E8M0 byte per group column (no defined result);
// misplaced rows are reported but still read or written where the hardware would.
bool check_scale_view(const Context& c, const View& scale, const char* operand, int64_t partitions, int64_t data_start,
                      int64_t free_expected) {
  check_space(c, scale, operand, {Space::Sbuf});
  bool ok = true;
  if (!is_mx_scale(scale.dtype)) {
    c.report(DiagnosticCode::Trn3DType, std::string(operand) + " must hold E8M0 scale bytes", "uint8 or float8_e8m0fnu",
             dname(scale.dtype));
    ok = false;
  }
  if (scale.free_count() != free_expected) {
    c.report(DiagnosticCode::Trn3Shape, std::string(operand) + " free size does not match its data",
             std::to_string(free_expected), std::to_string(scale.free_count()));
    ok = false;
  }
  const int64_t offset = scale.partition_start % 32;
  if (offset % 4 != 0 || offset > 12)
    c.report(DiagnosticCode::Trn3ScalePlacement,
             std::string(operand) + " starts at partition " + std::to_string(scale.partition_start) + ", offset " +
                 std::to_string(offset) + " within its quadrant",
             "a quadrant offset of 0, 4, 8 or 12", std::to_string(offset));
  if (scale.partition_start / 32 != data_start / 32)
    c.report(DiagnosticCode::Trn3ScalePlacement,
             std::string(operand) + " starts in quadrant " + std::to_string(scale.partition_start / 32) +
                 " but its data starts in quadrant " + std::to_string(data_start / 32),
             "quadrant " + std::to_string(data_start / 32), "quadrant " + std::to_string(scale.partition_start / 32));
  const int64_t groups = partitions / 8;
  const int64_t needed = groups == 0 ? 1 : scale_row(groups - 1) + 1;
  if (scale.partitions() < needed) {
    const int64_t first_missing_group = [&] {
      for (int64_t g = 0; g < groups; ++g)
        if (scale_row(g) >= scale.partitions()) return g;
      return groups;
    }();
    c.report(DiagnosticCode::Trn3ScalePlacement,
             std::string(operand) + ": the scales of partitions " + std::to_string(8 * first_missing_group) + ".." +
                 std::to_string(8 * first_missing_group + 7) + " belong in partition " +
                 std::to_string(scale.partition_start + scale_row(first_missing_group)) + " (quadrant " +
                 std::to_string(first_missing_group / 4) + "), outside the scale tile's partitions " +
                 std::to_string(scale.partition_start) + ".." +
                 std::to_string(scale.partition_start + scale.partitions() - 1),
             "a scale tile of at least " + std::to_string(needed) + " partitions (4 rows per 32-partition quadrant)",
             std::to_string(scale.partitions()) + " partitions");
  }
  return ok;
}

// The view of scale row `row` (relative to the view's start): one partition, the view's free dims.
View scale_row_view(const View& scale, int64_t row) {
  View v = scale;
  v.partition_start = scale.partition_start + row;
  v.dims[0].count = 1;
  return v;
}

}  // namespace sim::trn3
