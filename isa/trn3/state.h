// What Trainium3 instructions read and write: HBM, SBUF and PSUM as byte memories (on-chip ones
// partition-major: partition p, byte b at p * partition_bytes + b), the rule limits of the
// machine configuration, the diagnostics sink, and the PSUM bytes a matmul has written (for
// `accumulate=None` and the accumulate-into-unwritten-PSUM warning).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "isa/trn3/tensor.h"
#include "sim/core/diagnostic.h"
#include "sim/core/memory.h"
#include "sim/numerics/matmul_override.h"
#include "sim/numerics/scale_rule.h"
#include "sim/trace/program.h"

namespace sim::trn3 {

// Whether the machine has the MX instructions and x4 dtypes (NeuronCore-v4: quantize_mx,
// nc_matmul_mx, float8_e4m3fn_x4, ...).
enum class MxInstructions { Absent, Present };

// Rule parameters that differ between machine configurations and SDK releases.
struct Limits {
  int64_t partitions = 128;  // nl.tile_size.pmax
  int64_t sbuf_partition_bytes = 0;
  int64_t psum_partition_bytes = 0;
  int64_t psum_bank_bytes = 2048;
  int64_t stationary_fmax = 128;    // gemm_stationary_fmax
  int64_t moving_fmax_fp32 = 4096;  // nc_matmul(_mx) moving free size, FP32 PSUM output (SDK >= 2.31)
  int64_t moving_fmax_bf16 = 8192;  // ... BF16 output (the documented exception)
  MxInstructions mx = MxInstructions::Present;
  // quantize_mx's E8M0 scale (configs.def: SDK >= 2.31 doubles the OCP scale, SDK <= 2.30 not)
  numerics::ScaleRule quantize_scale_rule = numerics::ScaleRule::Trn3;
};

// Sizes a trace may ask for: larger ones are malformed input, not modelled hardware.
inline constexpr int64_t kMaxCount = int64_t{1} << 24;     // one access-pattern count
inline constexpr int64_t kMaxStep = int64_t{1} << 40;      // one step or offset, in elements
inline constexpr int64_t kMaxElements = int64_t{1} << 28;  // elements of one operand

// Hashes std::string and std::string_view alike, so a name in a trace looks a buffer up without a copy.
struct NameHash {
  using is_transparent = void;
  size_t operator()(std::string_view name) const { return std::hash<std::string_view>{}(name); }
};

struct PendingMatmul;

struct State {
  State(const Limits& limits, uint64_t hbm_bytes, DiagnosticMode mode);
  ~State();  // waits for a pending matmul's tiles

  Limits limits;
  // The accumulation model of the MX matmul instructions: the target's preset unless a run asks
  // for another (mxsim run --preset, mxsim portability --trace: what-if and portability studies).
  numerics::MatmulOverride mx_matmul;
  Memory hbm;
  Memory sbuf;
  Memory psum;
  // One flag per PSUM byte (1: a matmul wrote it), as zero pages mapped when touched: a machine
  // (and the timing model's scratch one) costs nothing to create.
  Memory psum_matmul_written;
  DiagnosticSink sink;
  // The Scalar Engine's per-partition accumulation registers (nki.isa activation reduce_cmd:
  // "one 32-bit register per lane, 128 in total"), FP32 values.
  std::array<double, 128> activation_accumulators{};
  // by name; a resolve looks one up for every operand, so a hash, not a tree (a recorded GEMM
  // declares hundreds of tiles)
  std::unordered_map<std::string, BufferDecl, NameHash, std::equal_to<>> buffers;
  TraceLocation location;  // of the instruction being executed

  Memory& memory(Space space);
  const Memory& memory(Space space) const;
  int64_t partition_bytes(Space space) const;

  void report(DiagnosticCode code, std::string message, std::string expected = {}, std::string actual = {});

  // Declares a buffer, reporting MEM-CAPACITY / TRN3-PSUM-ALIGN at its declaration.
  const BufferDecl& add_buffer(BufferDecl decl, const std::string& file);

  // Resolves an operand (a name, name[slices], name.ap(pattern=..., offset=..., dtype=...)) to a
  // view. Malformed references are sim::Error at their trace position; rule breaks (partition
  // striding, a view beyond its buffer) are diagnostics.
  View resolve(const trace::Value& value, std::string_view operand, const std::string& file);
  // The same for a reader that shares the state with another thread (the timing analysis's two
  // halves): it changes nothing of the state, and the rule breaks go to `diagnostics`.
  View resolve(const trace::Value& value, std::string_view operand, const std::string& file,
               DiagnosticSink& diagnostics) const;

  // Element bytes of a view in row-major order of its dims; reports MEM-UNINIT once per call.
  // Returns false (after reporting) when the view leaves its memory.
  bool read(const View& view, std::vector<uint8_t>& out, const char* operand, bool check_initialized = true);
  // A write into PSUM ends a matmul accumulation group there (its bytes count as no matmul's),
  // unless it is the matmul's own (`by_matmul`: they count as matmul-written).
  bool write(const View& view, const uint8_t* bytes, const char* operand, bool by_matmul = false);
  // Which elements of a PSUM view a matmul has written (all bytes of each element).
  std::vector<uint8_t> matmul_written(const View& view);
  void clear_matmul_written(const View& view);
  // A new on-chip tensor: its bytes count as never written (and never matmul-written) again.
  void forget(const View& view);
  // Whether every element of the view lies in its memory (no diagnostics).
  bool in_memory(const View& view) const;
  // Whether the view stays within its buffer and memory (reports MEM-BOUNDS if not).
  bool check_bounds(const View& view, const char* operand);
  // The same without reporting: whether check_bounds would pass silently.
  bool within_buffer(const View& view) const;

  // The matmul whose tiles are still running (pending_matmul.h), if any, and a finished one kept
  // for the next to reuse its buffers. settle() finishes the pending one and writes its result:
  // every access to PSUM (read, write, matmul flags, forget) settles first, as do the machine's
  // loads and contents.
  std::unique_ptr<PendingMatmul> pending_matmul, spare_matmul;
  void settle();
  // Finishes a matmul's tiles, writes its result to PSUM and keeps its buffers as the spare.
  void complete(std::unique_ptr<PendingMatmul> matmul);
};

}  // namespace sim::trn3
