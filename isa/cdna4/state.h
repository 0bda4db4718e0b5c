// What CDNA4 instructions read and write: per wave 64 lanes of 256 ArchVGPRs and 256 AccVGPRs,
// 102 SGPRs, the MODE bits the model uses and the outstanding memory operations s_waitcnt
// retires; per CU the LDS; global memory. Every register lane and memory byte remembers whether
// it was written, so an uninitialised read names the register and lane.
#pragma once

#include <array>
#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "isa/cdna4/lanes.h"
#include "sim/core/diagnostic.h"
#include "sim/core/memory.h"
#include "sim/numerics/matmul_override.h"
#include "sim/trace/program.h"

namespace sim::cdna4 {

// A buffer dtype (isa/cdna4/dtypes.def): its name and element size.
struct DTypeRow {
  const char* name;
  int bytes;
};
std::span<const DTypeRow> dtype_rows();

inline constexpr int kLanes = 64;
inline constexpr int kVgprs = 256, kAgprs = 256, kSgprs = 102;

enum class RegFile : uint8_t { V, A, S };
struct Registers {
  RegFile file = RegFile::V;
  int first = 0, count = 1;
  std::string text() const;  // v[4:11], a7, s[0:1]
  bool overlaps(const Registers& other) const {
    return file == other.file && first < other.first + other.count && other.first < first + count;
  }
};

// A memory operation s_waitcnt has not yet retired.
struct Outstanding {
  bool vm = true;                        // VM_CNT (global / buffer), else LGKM_CNT (LDS)
  std::optional<Registers> destination;  // loads
  std::string what;                      // "global_load_dwordx4 at k.s:12"
};

struct Wave {
  explicit Wave(int id);
  int id;
  std::vector<uint32_t> v, a;  // [register * 64 + lane]
  std::vector<uint8_t> v_written, a_written;
  std::array<uint32_t, kSgprs> s{};
  std::array<uint8_t, kSgprs> s_written{};
  std::deque<Outstanding> outstanding;  // oldest first
  bool fp16_ovfl = false;               // MODE bit 23 (FP8 conversions saturate when set)
  struct LdScale {
    Registers a, b;
    int select_a = 0, select_b = 0;  // scale byte per lane
    std::string at;
  };
  std::optional<LdScale> ld_scale;  // a v_mfma_ld_scale_b32 waiting for its MFMA
  bool ended = false;

  // index must lie in the file (callers check the range first)
  uint32_t* reg(RegFile file, int index) {
    return (file == RegFile::A ? a : v).data() + static_cast<size_t>(index) * kLanes;
  }
  uint8_t* written(RegFile file, int index) {
    return (file == RegFile::A ? a_written : v_written).data() + static_cast<size_t>(index) * kLanes;
  }
};

struct Limits {
  // the values are the rows of models/cdna4/configs.def
  int64_t lds_bytes = 0;  // per CU
  int max_waves = 0;      // waves per workgroup the model accepts
};

struct DeclaredBuffer {
  std::string name, space;
  int wave = 0, first = 0;  // register buffers
  uint64_t address = 0;     // global / lds
  std::vector<int64_t> shape;
  std::string dtype;
  int element_bytes = 4;
  uint64_t bytes = 0;
  std::string payload, expect;
  trace::Position at;
};

struct PendingMfma;  // pending_mfma.h
class MfmaQueue;

struct State {
  State(const Limits& limits, DiagnosticMode mode, const LaneConvention& convention);
  ~State();
  State(const State&) = delete;
  State& operator=(const State&) = delete;

  Limits limits;
  LaneConvention convention;
  // The accumulation model of the MX matmul instructions: the target's preset unless a run asks
  // for another (mxsim run --preset, mxsim portability --trace: what-if and portability studies).
  numerics::MatmulOverride mx_matmul;

  Memory global;
  Memory lds;
  std::vector<Wave> waves;
  std::map<std::string, DeclaredBuffer, std::less<>> buffers;
  DiagnosticSink sink;
  TraceLocation location;

  // Each wave's MFMA whose product may still be running (pending_mfma.h) on mfma_queue's thread,
  // which a replay's run_waves provides (none: MFMAs compute at once). settle_mfma(wave) writes
  // that wave's D registers; settle_mfmas() every wave's. The queue is declared last: destroyed
  // (its thread joined) before the products it may still be reading.
  std::vector<std::unique_ptr<PendingMfma>> pending_mfma;  // [wave]
  void settle_mfma(int wave);
  void settle_mfmas();
  bool mfma_pending(int wave) const {
    return static_cast<size_t>(wave) < pending_mfma.size() && pending_mfma[static_cast<size_t>(wave)] != nullptr;
  }

  void report(DiagnosticCode code, std::string message, std::string expected = {}, std::string actual = {});
  Wave& wave(int id);  // created on first use (up to limits.max_waves)
  const DeclaredBuffer& declare(const trace::Buffer& buffer, const std::string& file);
  void load(const std::string& buffer, const void* bytes, size_t count);
  std::vector<uint8_t> contents(const std::string& buffer);
  // Whether contents(buffer) would be `expected` (count bytes): a global buffer compared in place.
  bool contents_equal(const std::string& buffer, const uint8_t* expected, size_t count);

  std::unique_ptr<MfmaQueue> mfma_queue;
};

}  // namespace sim::cdna4
