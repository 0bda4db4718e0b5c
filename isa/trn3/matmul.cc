// The TensorE matmuls: nc_matmul_mx (MX x4 operands with E8M0 scales) and nc_matmul, into PSUM.
#include <algorithm>
#include <cmath>
#include <cstring>

#include "isa/trn3/context.h"
#include "isa/trn3/pending_matmul.h"
#include "isa/trn3/scale_placement.h"
#include "isa/trn3/x4_layout.h"
#include "sim/core/error.h"
#include "sim/numerics/convert.h"
#include "sim/numerics/dot.h"
#include "sim/numerics/mx_matmul.h"

namespace sim::trn3 {

namespace nm = sim::numerics;

namespace {

// An integer pair such as tile_position=[32, 0]; empty when absent or None.
std::vector<int64_t> tile_pair(const Context& c, const char* name) {
  const trace::Keyword* k = c.find(name);
  if (!k) return {};
  if (const auto* ref = std::get_if<trace::Reference>(&k->value.data); ref && ref->name == "None") return {};
  const auto* list = std::get_if<trace::List>(&k->value.data);
  if (!list || (list->items.size() != 0 && list->items.size() != 2) ||
      std::any_of(list->items.begin(), list->items.end(),
                  [](const trace::Value& v) { return !std::holds_alternative<int64_t>(v.data); }))
    c.operands.fail(*k, trace::quote(name) + " is not a pair", "[row, column]");
  return c.operands.integers(name, std::nullopt, trace::kAnyInteger);
}

// PE tiling: rows split the contraction (partitions), columns the stationary free size. MX matmuls
// tile rows only (nc_matmul_mx docstring); nc_matmul tiles rows and columns (nc_matmul docstring).
bool check_tiling(const Context& c, int64_t partitions, int64_t stationary_free, bool columns_allowed) {
  const std::vector<int64_t> position = tile_pair(c, "tile_position"), size = tile_pair(c, "tile_size");
  if (position.empty() && size.empty()) return true;
  if (position.empty() != size.empty()) {
    c.report(DiagnosticCode::Trn3RowTiling, "tile_position and tile_size must be given together", "both or neither",
             position.empty() ? "tile_size only" : "tile_position only");
    return false;
  }
  bool ok = true;
  const int64_t row_size = size[0];
  if (row_size != 32 && row_size != 64 && row_size != 128) {
    c.report(DiagnosticCode::Trn3RowTiling, "row tile size not supported", "32, 64 or 128", std::to_string(row_size));
    ok = false;
  }
  if (!columns_allowed && (size[1] != 128 || position[1] != 0)) {
    c.report(DiagnosticCode::Trn3RowTiling, "MX matmuls tile rows only", "tile_size[1] = 128, tile_position[1] = 0",
             "tile_size[1] = " + std::to_string(size[1]) + ", tile_position[1] = " + std::to_string(position[1]));
    ok = false;
  }
  if (columns_allowed) {
    const int64_t column_size = size[1];
    if (column_size != 32 && column_size != 64 && column_size != 128) {
      c.report(DiagnosticCode::Trn3RowTiling, "column tile size not supported", "32, 64 or 128",
               std::to_string(column_size));
      ok = false;
    } else if (position[1] % column_size != 0 || position[1] < 0 || position[1] + column_size > 128) {
      c.report(DiagnosticCode::Trn3RowTiling, "tile_position column is not a multiple of the column tile size",
               "a multiple of " + std::to_string(column_size) + " below 128", std::to_string(position[1]));
      ok = false;
    } else if (stationary_free > column_size) {
      c.report(DiagnosticCode::Trn3RowTiling, "stationary free size exceeds the column tile",
               "at most " + std::to_string(column_size), std::to_string(stationary_free));
      ok = false;
    }
  }
  if (ok && (position[0] % row_size != 0 || position[0] < 0 || position[0] + row_size > 128)) {
    c.report(DiagnosticCode::Trn3RowTiling, "tile_position row is not a multiple of the row tile size inside the array",
             "a multiple of " + std::to_string(row_size) + " below 128", std::to_string(position[0]));
    ok = false;
  }
  if (ok && partitions > row_size) {
    c.report(DiagnosticCode::Trn3RowTiling, "contraction partitions exceed the row tile",
             "at most " + std::to_string(row_size), std::to_string(partitions));
    ok = false;
  }
  return ok;
}

// Both operands contract over the same partitions (the PE rows they feed).
bool check_same_partitions(const Context& c, const View& stationary, const View& moving) {
  if (moving.partitions() == stationary.partitions()) return true;
  c.report(DiagnosticCode::Trn3Partitions, "stationary and moving contract over different partition counts",
           std::to_string(stationary.partitions()), std::to_string(moving.partitions()));
  return false;
}

bool check_moving_width(const Context& c, const View& moving, const View& dst) {
  const bool bf16 = dst.dtype == DType::Bfloat16;
  const int64_t limit = bf16 ? c.state.limits.moving_fmax_bf16 : c.state.limits.moving_fmax_fp32;
  if (moving.free_count() <= limit) return true;
  c.report(DiagnosticCode::Trn3TileSize,
           "moving tile has " + std::to_string(moving.free_count()) + " free elements (" + (bf16 ? "BF16" : "FP32") +
               " output)",
           "at most " + std::to_string(limit), std::to_string(moving.free_count()));
  return false;
}

// Which elements of the matmul's PSUM destination add to the old value, reporting accumulate=True
// into elements no matmul has written. A whole tile either way is the common case (an explicit
// accumulate flag, or None over a tile matmuls have written entirely or not at all), and then no
// per-element flags are kept.
Accumulation accumulation_of(const Context& c, const View& dst) {
  const std::optional<bool> accumulate = c.flag("accumulate");
  Accumulation how;
  if (accumulate.has_value() && !*accumulate) return how;
  std::vector<uint8_t> written = c.state.matmul_written(dst);
  const bool every = std::find(written.begin(), written.end(), uint8_t{0}) == written.end();
  if (accumulate.has_value()) {
    if (!every)
      c.report(DiagnosticCode::Trn3AccumulateUninit, "accumulate=True into PSUM elements no matmul has written",
               "accumulate=False (or None) for the first matmul of a group", "accumulate=True");
    how.all = true;
  } else if (every) {
    how.all = true;
  } else if (std::find(written.begin(), written.end(), uint8_t{1}) != written.end()) {
    how.mask = std::move(written);  // None: the first matmul write overwrites, later ones add
  }
  return how;
}

void write_matmul_result(const Context& c, const View& dst, std::vector<uint32_t>& result) {
  apply_matmul_result(c.state, dst, accumulation_of(c, dst), result);
}

bool check_dst(const Context& c, const View& dst, int64_t m, int64_t n) {
  bool ok = check_space(c, dst, "dst", {Space::Psum});
  if (dst.dtype != DType::Float32 && dst.dtype != DType::Bfloat16) {
    c.report(DiagnosticCode::Trn3DType, c.instruction.mnemonic + " writes FP32 or BF16 PSUM", "float32 or bfloat16",
             dname(dst.dtype));
    ok = false;
  }
  if (dst.partitions() != m || dst.free_count() != n) {
    c.report(DiagnosticCode::Trn3Shape, c.instruction.mnemonic + " dst is not [stationary free, moving free]",
             std::to_string(m) + " x " + std::to_string(n),
             std::to_string(dst.partitions()) + " x " + std::to_string(dst.free_count()));
    ok = false;
  }
  return ok;
}

}  // namespace

// Writes the FP32 matmul result into PSUM: overwrite or add in FP32 (near-memory add; BF16 tiles
// are upcast, added in FP32 and rounded back to nearest even: Trainium3 arch guide, "BF16 Matmul
// Results in PSUM").
void apply_matmul_result(State& state, const View& dst, const Accumulation& how, std::vector<uint32_t>& result) {
  const size_t count = result.size();
  // Elements that accumulate were written by a matmul, or were flagged (accumulate=True into
  // unwritten PSUM: TRN3-ACCUMULATE-UNINIT); either way no second, uninitialised-read error.
  static thread_local std::vector<uint8_t> old;  // kept between matmuls (State::read resizes it)
  if (how.any()) state.read(dst, old, "dst", false);
  const bool bf16 = dst.dtype == DType::Bfloat16;
  if (how.any())
    for (size_t i = 0; i < count; ++i) {
      if (!how.all && !how.mask[i]) continue;
      float previous, r;
      if (bf16) {
        uint16_t h;
        std::memcpy(&h, old.data() + 2 * i, 2);
        const uint32_t widened = static_cast<uint32_t>(h) << 16;
        std::memcpy(&previous, &widened, 4);
      } else {
        std::memcpy(&previous, old.data() + 4 * i, 4);
      }
      std::memcpy(&r, &result[i], 4);
      // two FP32 values add exactly in binary64, and binary64 -> binary32 is then one correct
      // rounding (53 >= 2 * 24 + 2), i.e. the FP32 nearest-even sum
      const float sum = static_cast<float>(static_cast<double>(previous) + static_cast<double>(r));
      std::memcpy(&result[i], &sum, 4);
      if (std::isnan(sum)) result[i] = 0x7FC00000u;
    }
  if (bf16) {
    std::vector<uint16_t> out(count);
    nm::encode_array(Format::BF16, Format::FP32, result.data(), count, out.data(),
                     nm::spec_of(Format::BF16).default_options());
    state.write(dst, reinterpret_cast<const uint8_t*>(out.data()), "dst", true);
  } else {
    state.write(dst, reinterpret_cast<const uint8_t*>(result.data()), "dst", true);
  }
}

void nc_matmul_mx(const Context& c) {
  const View dst = c.tensor("dst"), st = c.tensor("stationary"), mv = c.tensor("moving");
  const View st_scale = c.tensor("stationary_scale"), mv_scale = c.tensor("moving_scale");
  const Limits& limits = c.state.limits;
  if (limits.mx == MxInstructions::Absent)
    c.report(DiagnosticCode::Trn3DType, "nc_matmul_mx needs NeuronCore-v4 (Trainium3)", "config trn3", "no MX support");
  bool ok = check_space(c, st, "stationary", {Space::Sbuf});
  ok = check_space(c, mv, "moving", {Space::Sbuf}) && ok;
  for (const View* v : {&st, &mv})
    if (!is_x4(v->dtype)) {
      c.report(DiagnosticCode::Trn3DType,
               std::string("nc_matmul_mx ") + (v == &st ? "stationary" : "moving") + " is not MX x4 data",
               "float8_e4m3fn_x4, float8_e5m2_x4 or float4_e2m1fn_x4", dname(v->dtype));
      ok = false;
    }
  const int64_t p = st.partitions(), m = st.free_count(), n = mv.free_count();
  ok = check_same_partitions(c, st, mv) && ok;
  if (p % 32 != 0 || p > limits.partitions) {
    c.report(DiagnosticCode::Trn3Partitions, "nc_matmul_mx contracts over " + std::to_string(p) + " partitions",
             "a multiple of 32, at most " + std::to_string(limits.partitions), std::to_string(p));
    ok = false;
  }
  if (m > limits.stationary_fmax || m % 2 != 0) {
    c.report(DiagnosticCode::Trn3TileSize, "stationary tile has " + std::to_string(m) + " free elements",
             "an even count, at most " + std::to_string(limits.stationary_fmax), std::to_string(m));
    ok = false;
  }
  // the array still computes a too-wide moving tile in hardware mode, up to all of PSUM's columns
  if (!check_moving_width(c, mv, dst) && n > 2 * limits.moving_fmax_bf16) ok = false;
  ok = check_dst(c, dst, m, n) && ok;
  check_tiling(c, p, m, false);
  const bool stationary_scales_ok = check_scale_view(c, st_scale, "stationary_scale", p, st.partition_start, m);
  const bool moving_scales_ok = check_scale_view(c, mv_scale, "moving_scale", p, mv.partition_start, n);
  if (!ok || !stationary_scales_ok || !moving_scales_ok || p % 8 != 0 || p == 0) return;

  // The operands go into a PendingMatmul's buffers (a finished matmul's, reused: State::read and
  // unpack_x4 resize without zero-filling), which the tiles read until they finish.
  std::unique_ptr<PendingMatmul> job =
      c.state.spare_matmul ? std::move(c.state.spare_matmul) : std::make_unique<PendingMatmul>();
  static thread_local std::vector<uint8_t> st_words, mv_words;
  c.state.read(st, st_words, "stationary");
  c.state.read(mv, mv_words, "moving");
  const int64_t k = 4 * p, groups = p / 8;                                  // k = 4 p + j (unpack_x4)
  unpack_x4(st_words, st.dtype, p, m, X4Order::Transposed, job->a_codes);   // A [M, K]
  unpack_x4(mv_words, mv.dtype, p, n, X4Order::Contraction, job->b_codes);  // B [K, N]
  job->a_scales.assign(static_cast<size_t>(m * groups), 0);
  job->b_scales.assign(static_cast<size_t>(groups * n), 0);
  std::vector<uint8_t> row;
  for (int64_t g = 0; g < groups; ++g) {
    c.state.read(scale_row_view(st_scale, scale_row(g)), row, "stationary_scale");
    for (int64_t i = 0; i < m && i < static_cast<int64_t>(row.size()); ++i)
      job->a_scales[static_cast<size_t>(i * groups + g)] = row[static_cast<size_t>(i)];
    c.state.read(scale_row_view(mv_scale, scale_row(g)), row, "moving_scale");
    for (int64_t j = 0; j < n && j < static_cast<int64_t>(row.size()); ++j)
      job->b_scales[static_cast<size_t>(g * n + j)] = row[static_cast<size_t>(j)];
  }
  job->result.resize(static_cast<size_t>(m * n));
  const nm::MxMatrix a{spec_of(st.dtype).element, job->a_codes.data(), job->a_scales.data()};
  const nm::MxMatrix b{spec_of(mv.dtype).element, job->b_codes.data(), job->b_scales.data()};
  const nm::DotConfig& config =
      c.state.mx_matmul.next(nm::spec_of(nm::Preset::Trn3MatmulMx).config, c.state.location.line);
  // This one's operands are checked, bounded and packed while the previous matmul's tiles run (the
  // pool is theirs, so the packing runs on this thread; so would a product MxMatmulJob computes in
  // its constructor, a model without binary64 kernels, right after a matmul with them: a run with
  // first_matmuls=); then the previous tiles finish and this one's start at once, and the previous
  // PSUM write runs beside them, before this one's PSUM side (the accumulation decision, and any
  // diagnostic, reported here at this instruction).
  std::unique_ptr<PendingMatmul> previous = std::move(c.state.pending_matmul);
  auto write_previous = [&] {
    if (previous) c.state.complete(std::move(previous));
  };
  try {
    // checks and packs the operands (a bad code throws here, at this instruction)
    job->job = std::make_unique<nm::MxMatmulJob>(config, a, b, static_cast<size_t>(m), static_cast<size_t>(n),
                                                 static_cast<size_t>(k), nullptr, Format::FP32, job->result.data());
  } catch (...) {
    write_previous();
    throw;
  }
  if (previous) previous->job->finish();
  job->job->start();
  write_previous();
  job->accumulation = accumulation_of(c, dst);
  job->dst = dst;
  // within its buffer nothing is left to report: the write waits, the next instructions run beside
  // the tiles
  if (c.state.within_buffer(dst))
    c.state.pending_matmul = std::move(job);
  else
    c.state.complete(std::move(job));
}

void nc_matmul(const Context& c) {
  const View dst = c.tensor("dst"), st = c.tensor("stationary"), mv = c.tensor("moving");
  const Limits& limits = c.state.limits;
  for (const char* flag : {"is_stationary_onezero", "is_moving_onezero", "is_transpose"})
    if (c.flag(flag).value_or(false))
      throw Error(trace::where(c.file, c.find(flag)->value.at) + flag + "=True is not modelled; expected False");
  // double_row packs two FP8 rows per PE (a [P, 2, M] contraction): its accumulation order is not
  // public, so it is refused rather than read as a plain [P, 2M] tile
  if (const trace::Keyword* mode = c.find("perf_mode")) {
    const auto* ref = std::get_if<trace::Reference>(&mode->value.data);
    if (!ref || (ref->name != "none" && ref->name != "None"))
      throw Error(trace::where(c.file, mode->value.at) + "perf_mode " +
                  (ref ? std::string(ref->name) : std::string("value")) +
                  " is not modelled (double_row's accumulation is not public); expected none");
  }
  bool ok = check_space(c, st, "stationary", {Space::Sbuf});
  ok = check_space(c, mv, "moving", {Space::Sbuf}) && ok;
  auto supported = [](DType d) {
    return d == DType::Bfloat16 || d == DType::Float16 || d == DType::Float32 || d == DType::Float8E4m3fn ||
           d == DType::Float8E5m2;
  };
  if (!supported(st.dtype) || !supported(mv.dtype) || ((st.dtype == DType::Float32) != (mv.dtype == DType::Float32))) {
    c.report(DiagnosticCode::Trn3DType, "nc_matmul dtype combination not supported",
             "bf16, fp16, fp8 (e4m3fn, e5m2) in any mix; fp32 only with fp32",
             dname(st.dtype) + " x " + dname(mv.dtype));
    ok = false;
  }
  const int64_t p = st.partitions(), m = st.free_count(), n = mv.free_count();
  ok = check_same_partitions(c, st, mv) && ok;
  if (m > limits.stationary_fmax) {
    c.report(DiagnosticCode::Trn3TileSize, "stationary tile has " + std::to_string(m) + " free elements",
             "at most " + std::to_string(limits.stationary_fmax), std::to_string(m));
    ok = false;
  }
  if (!check_moving_width(c, mv, dst) && n > 2 * limits.moving_fmax_bf16) ok = false;
  if (p > limits.partitions) {
    c.report(DiagnosticCode::Trn3Partitions, "nc_matmul contracts over " + std::to_string(p) + " partitions",
             "at most " + std::to_string(limits.partitions), std::to_string(p));
    ok = false;
  }
  ok = check_dst(c, dst, m, n) && ok;
  check_tiling(c, p, m, true);
  if (!ok) return;
  std::vector<uint8_t> st_bytes, mv_bytes;
  c.state.read(st, st_bytes, "stationary");
  c.state.read(mv, mv_bytes, "moving");
  const nm::DotConfig& config = nm::spec_of(nm::Preset::Trn3Matmul).config;
  auto operands = [&](const std::vector<uint8_t>& bytes, DType d, int64_t count) {
    const nm::FormatSpec& f = nm::spec_of(spec_of(d).element);
    std::vector<nm::Operand> ops(static_cast<size_t>(count));
    for (int64_t i = 0; i < count; ++i) {
      uint64_t bits = 0;
      std::memcpy(&bits, bytes.data() + i * spec_of(d).bytes, static_cast<size_t>(spec_of(d).bytes));
      ops[static_cast<size_t>(i)] = nm::make_operand(f, bits, config.subnormal_inputs);
    }
    return ops;
  };
  const std::vector<nm::Operand> a = operands(st_bytes, st.dtype, p * m), b = operands(mv_bytes, mv.dtype, p * n);
  // A[m][k] = stationary[k][m] (stationary.T @ moving); gather each row contiguous for the engine
  std::vector<nm::Operand> a_row(static_cast<size_t>(p));
  const nm::DotOutput output = nm::output_for(config, Format::FP32);
  std::vector<uint32_t> result(static_cast<size_t>(m * n));
  for (int64_t i = 0; i < m; ++i) {
    for (int64_t q = 0; q < p; ++q) a_row[static_cast<size_t>(q)] = a[static_cast<size_t>(q * m + i)];
    for (int64_t j = 0; j < n; ++j) {
      nm::DotInput in;
      in.a = a_row.data();
      in.b = b.data() + j;
      in.b_stride = n;
      in.k = static_cast<size_t>(p);
      result[static_cast<size_t>(i * n + j)] = static_cast<uint32_t>(nm::fused_dot(config, output, in));
    }
  }
  write_matmul_result(c, dst, result);
}

}  // namespace sim::trn3
