#include "models/trn3/timing.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cmath>
#include <cstdlib>
#include <iterator>
#include <memory>
#include <optional>
#include <unordered_map>

#include "isa/trn3/opcodes.h"
#include "sim/core/error.h"
#include "sim/core/side_by_side.h"
#include "sim/timing/reservation.h"
#include "sim/timing/schedule.h"

// the rows sim/timing/timing_def_*.inc expand
#define MXSIM_TIMING_DEF "models/trn3/timing.def"

namespace sim::trn3 {

const std::vector<timing::CostRow>& cost_rows() {
  static const std::vector<timing::CostRow> rows = {
#include "sim/timing/timing_def_rows.inc"
  };
  return rows;
}

timing::CostTable default_costs() { return timing::CostTable(cost_rows()); }

namespace {

// The constants of one run, by name (copied once from the table, never looked up per instruction);
// a policy as its enum.
struct Costs {
#include "sim/timing/timing_def_costs.inc"
};

// The queues of a NeuronCore as the timing core runs them: the four compute engines, then the DMA
// queues (dma0, dma1, ...).
enum Queue : int { Tensor, Vector, Scalar, Gpsimd, FirstDma };
const char* const kEngineQueueNames[FirstDma] = {"tensor", "vector", "scalar", "gpsimd"};

int queue_index(const std::string& name) {
  for (int q = 0; q < FirstDma; ++q)
    if (name == kEngineQueueNames[q]) return q;
  if (name == "dma") return FirstDma;
  throw Error("trn3 timing: queue '" + name +
              "' has no timing model; expected one of: tensor, vector, scalar, "
              "gpsimd, dma");
}

int dma_queue_count(const Costs& c) {
  if (c.dma_queue_policy == DmaQueuePolicy::Single) return 1;
  return static_cast<int>(std::clamp(c.dma_queues, 1.0, 4096.0));
}

// The bytes an operand touches: a partition range and, in each of those partitions (or in HBM),
// its bytes: the bounding range [byte_begin, byte_end), and, for a view whose outermost free
// dimension steps over rows that do not overlap (a tile of a row-major matrix), those rows:
// `rows` of `row_bytes` each, `row_stride` apart, from byte_begin. Two tiles of one matrix side by
// side then do not overlap, though their bounding ranges do (the compiler orders only accesses
// that share bytes).
struct Footprint {
  Space space = Space::Hbm;
  int32_t partition_begin = 0, partition_end = 1;
  int64_t byte_begin = 0, byte_end = 0;
  int64_t row_stride = 0;  // 0: one contiguous range
  int32_t rows = 1;
  int64_t row_bytes = 0;

  bool overlaps(const Footprint& o) const {
    if (space != o.space || partition_begin >= o.partition_end || o.partition_begin >= partition_end ||
        byte_begin >= o.byte_end || o.byte_begin >= byte_end)
      return false;
    if (row_stride == 0 || row_stride != o.row_stride) return true;  // bounding ranges meet
    return rows_overlap(*this, o);
  }
  bool covers(const Footprint& o) const {
    if (space != o.space || partition_begin > o.partition_begin || o.partition_end > partition_end ||
        byte_begin > o.byte_begin || o.byte_end > byte_end)
      return false;
    if (row_stride == 0) return true;
    if (row_stride != o.row_stride) return false;  // not worth deciding: keep both
    // o's rows lie within this one's rows, and within each row
    const int64_t delta = o.byte_begin - byte_begin, q = delta / row_stride, d = delta % row_stride;
    return d + o.row_bytes <= row_bytes && q + o.rows <= int64_t{rows};
  }

 private:
  // a's and b's rows (one stride) meet: b's row j starts d bytes into row j + q of a, or d - stride
  // bytes into row j + q + 1
  static bool rows_overlap(const Footprint& a, const Footprint& b) {
    if (a.byte_begin > b.byte_begin) return rows_overlap(b, a);
    const int64_t s = a.row_stride, delta = b.byte_begin - a.byte_begin, q = delta / s, d = delta % s;
    // some row j of b is row j + shift of a
    auto meet = [&](int64_t shift) { return shift < int64_t{a.rows} && 0 < shift + b.rows; };
    return (d < a.row_bytes && meet(q)) || (d + b.row_bytes > s && meet(q + 1));
  }
};

Footprint footprint(const View& v) {
  Footprint f;
  f.space = v.space;
  const int64_t bytes = spec_of(v.dtype).bytes;
  int64_t low = 0, high = 0;  // element offsets from byte_base, over the free dims
  const size_t first_free = on_chip(v.space) ? 1 : 0;
  size_t outer = v.dims.size();  // the outermost free dim that moves
  for (size_t k = first_free; k < v.dims.size(); ++k) {
    if (v.dims[k].count <= 0) return Footprint{v.space, 0, 0, 0, 0, 0, 1, 0};  // touches nothing
    const int64_t reach = v.dims[k].step * (v.dims[k].count - 1);
    (reach < 0 ? low : high) += reach;
    if (outer == v.dims.size() && v.dims[k].count > 1) outer = k;
  }
  f.byte_begin = v.byte_base + low * bytes;
  f.byte_end = v.byte_base + (high + 1) * bytes;
  if (outer < v.dims.size() && v.dims[outer].step > 0) {
    // the rows: the outer dim's steps; a row's extent: what the inner dims reach
    const int64_t stride = v.dims[outer].step * bytes;
    const int64_t row_bytes = (f.byte_end - f.byte_begin) - stride * (v.dims[outer].count - 1);
    if (row_bytes > 0 && row_bytes < stride && v.dims[outer].count <= INT32_MAX) {
      f.row_stride = stride;
      f.rows = static_cast<int32_t>(v.dims[outer].count);
      f.row_bytes = row_bytes;
    }
  }
  if (on_chip(v.space)) {  // at most 128 partitions (a view past them is a rule error of its own)
    f.partition_begin = static_cast<int32_t>(std::clamp<int64_t>(v.partition_start, 0, INT32_MAX));
    f.partition_end = static_cast<int32_t>(std::clamp<int64_t>(v.partition_start + v.dims[0].count, 0, INT32_MAX));
  }
  return f;
}

Footprint footprint(const BufferDecl& b) {
  Footprint f;
  f.space = b.space;
  f.byte_begin = static_cast<int64_t>(b.address);
  if (on_chip(b.space)) {
    f.partition_begin = static_cast<int32_t>(std::clamp<int64_t>(b.partition, 0, INT32_MAX));
    f.partition_end =
        static_cast<int32_t>(std::clamp<int64_t>(b.partition + (b.shape.empty() ? 1 : b.shape[0]), 0, INT32_MAX));
    f.byte_end = f.byte_begin + b.free_elements() * spec_of(b.dtype).bytes;
  } else {
    f.byte_end = f.byte_begin + static_cast<int64_t>(b.size_bytes());
  }
  return f;
}

}  // namespace

// The cost classes of instructions.def's cost_class column, each a formula of place() below.
CostClass cost_class_of(const std::string& name) {
  if (name == "dma_transfer") return CostClass::DmaTransfer;
  if (name == "elementwise") return CostClass::Elementwise;
  if (name == "reciprocal") return CostClass::Reciprocal;
  if (name == "transpose") return CostClass::Transpose;
  if (name == "quantize_mx") return CostClass::QuantizeMx;
  if (name == "matmul_mx") return CostClass::MatmulMx;
  if (name == "matmul") return CostClass::Matmul;
  throw Error(
      "trn3 timing: cost class '" + name +
      "' has no timing formula; expected one of: dma_transfer, elementwise, reciprocal, quantize_mx, matmul_mx, "
      "matmul");
}

namespace {

// instructions.def's cost_class column per Op, read once.
CostClass op_cost_class(Op op) {
  static const std::vector<CostClass> classes = [] {
    std::vector<CostClass> out;
    for (const OpRow& row : op_rows()) out.push_back(cost_class_of(row.cost_class));
    return out;
  }();
  return classes[static_cast<size_t>(op)];
}

// At most this many banks or quadrants are told apart (a bit each in a 64-bit mask).
constexpr int kMaxMaskBits = 64;

uint64_t bit_range(int64_t first, int64_t last) {
  first = std::clamp<int64_t>(first, 0, kMaxMaskBits - 1);
  last = std::clamp<int64_t>(last, first, kMaxMaskBits - 1);
  const uint64_t upto = last == kMaxMaskBits - 1 ? ~uint64_t{0} : (uint64_t{1} << (last + 1)) - 1;
  return upto & ~((uint64_t{1} << first) - 1);
}

// What the cost of an instruction depends on, read once before the run. Its footprints (what it
// reads, then what it writes) lie in one array shared by every instruction.
struct Work {
  Op op = Op::DmaCopy;
  CostClass cost = CostClass::DmaTransfer;
  int queue = FirstDma;
  bool narrow_float = false;  // 1- or 2-byte floats (and x4 words): the fast streaming rate
  bool strided = false;       // an SBUF operand's free-dimension stride is over the limit
  bool fp32_inputs = false;
  bool waits_on_another_queue = false;  // it has a dependency (a DMA then pays the semaphore latency)
  uint8_t read_count = 0, write_count = 0;
  uint32_t first_footprint = 0;
  double elements_per_partition = 0;  // VectorE/ScalarE/GpSimd: the free size streamed
  double moving_free = 0;             // matmul N
  double stationary_free = 0;         // matmul M (LoadStationary elements per partition)
  double flops = 0;
  double dma_bytes = 0;
  double dma_bytes_per_partition = 0;
  int dma_engine_first = 0, dma_engine_count = 0;
  uint64_t psum_banks = 0;      // the PSUM banks it touches
  uint64_t sbuf_quadrants = 0;  // the SBUF quadrants a compute-engine instruction touches
};

bool is_narrow_float(DType d) {
  const DTypeSpec& s = spec_of(d);
  return s.kind == Kind::PackedX4 || (s.kind == Kind::Float && s.bytes <= 2);
}

// The innermost free-dimension stride of an on-chip view, in bytes (0 when it moves one element
// per partition).
int64_t free_stride_bytes(const View& v) {
  for (size_t k = v.dims.size(); k-- > 1;)
    if (v.dims[k].count > 1) return std::abs(v.dims[k].step) * spec_of(v.dtype).bytes;
  return 0;
}

// (`state` is only read, and may be shared with another thread's analysis; rule breaks met on the
// way go to `diagnostics`, which the timing model does not report: the functional model does.)
Work work_of(const State& state, DiagnosticSink& diagnostics, const trace::Instruction& instruction,
             const std::string& file, const Costs& costs, std::vector<Footprint>& footprints) {
  Work w;
  w.op = static_cast<Op>(instruction.opcode);
  w.cost = op_cost_class(w.op);
  w.queue = queue_index(instruction.queue);
  w.first_footprint = static_cast<uint32_t>(footprints.size());
  // at most 5 reads (a matmul with scales reading its accumulator) and 3 writes (quantize_mx)
  std::array<Footprint, 5> reads;
  std::array<Footprint, 3> writes;
  const bool compute_engine = w.queue == Vector || w.queue == Scalar || w.queue == Gpsimd;
  const double bank_bytes = std::max(1.0, costs.psum_bank_bytes);
  const int64_t last_bank = static_cast<int64_t>(costs.psum_banks) - 1;
  const double quadrant = std::max(1.0, costs.sbuf_partitions_per_quadrant);
  // the footprint of an operand, and the banks, quadrants and stride the model charges for it
  auto note = [&](const View& v) {
    const Footprint f = footprint(v);
    if (f.byte_end <= f.byte_begin || f.partition_end <= f.partition_begin) return f;  // touches nothing
    if (v.space == Space::Psum)  // (bytes past the last bank are a bounds error of their own)
      w.psum_banks |=
          bit_range(std::min(last_bank, static_cast<int64_t>(static_cast<double>(f.byte_begin) / bank_bytes)),
                    std::min(last_bank, static_cast<int64_t>(static_cast<double>(f.byte_end - 1) / bank_bytes)));
    if (v.space == Space::Sbuf && compute_engine) {
      w.sbuf_quadrants |= bit_range(static_cast<int64_t>(static_cast<double>(f.partition_begin) / quadrant),
                                    static_cast<int64_t>(static_cast<double>(f.partition_end - 1) / quadrant));
      // hardware.md §1.2 Access: a free-dimension stride over 16 B halves an SBUF port's rate
      if (static_cast<double>(free_stride_bytes(v)) > costs.sbuf_stride_limit_bytes) w.strided = true;
    }
    return f;
  };
  // the footprint slots are sized for the table's instructions; more is a model error, not input
  auto read = [&](const View& v) {
    SIM_ASSERT(w.read_count < reads.size(), "more reads than footprint slots");
    reads[w.read_count++] = note(v);
  };
  auto write = [&](const View& v) {
    SIM_ASSERT(w.write_count < writes.size(), "more writes than footprint slots");
    writes[w.write_count++] = note(v);
  };
  auto view = [&](const char* name) {
    return state.resolve(instruction.operand(name)->value, name, file, diagnostics);
  };
  switch (w.op) {
    case Op::DmaCopy:
    case Op::DmaTranspose: {
      const View dst = view("dst"), src = view("src");
      read(src);
      write(dst);
      w.dma_bytes = static_cast<double>(dst.element_count()) * spec_of(dst.dtype).bytes;
      // the on-chip side's partitions pick the engines (each serves dma_partitions_per_engine)
      const View* chip = on_chip(dst.space) ? &dst : on_chip(src.space) ? &src : nullptr;
      const int64_t per_engine = std::max<int64_t>(1, static_cast<int64_t>(costs.dma_partitions_per_engine));
      const int64_t engines = std::max<int64_t>(1, static_cast<int64_t>(costs.dma_engines));
      if (chip != nullptr && chip->partitions() > 0) {
        const int64_t first = chip->partition_start / per_engine;
        const int64_t last = (chip->partition_start + chip->partitions() - 1) / per_engine;
        w.dma_engine_first = static_cast<int>(first % engines);  // engines wrap (first + e) % engines
        w.dma_engine_count = static_cast<int>(std::min(engines, last - first + 1));
        w.dma_bytes_per_partition = w.dma_bytes / static_cast<double>(chip->partitions());
      } else {
        // HBM to HBM: spread over every engine (an assumption: no source says how such copies split)
        w.dma_engine_first = 0;
        w.dma_engine_count = static_cast<int>(engines);
        w.dma_bytes_per_partition = w.dma_bytes / static_cast<double>(engines * per_engine);
      }
      break;
    }
    case Op::TensorCopy:
    case Op::Memset: {
      const View dst = view("dst");
      if (w.op == Op::TensorCopy) read(view("src"));
      write(dst);
      w.elements_per_partition = static_cast<double>(dst.free_count());
      w.narrow_float = is_narrow_float(dst.dtype);
      break;
    }
    case Op::TensorTensor:
    case Op::TensorScalar:
    case Op::ScalarTensorTensor:
    case Op::Activation:
    case Op::ActivationReduce:
    case Op::TensorReduce:
    case Op::Reciprocal:
    case Op::Iota:
    case Op::BnStats:
    case Op::BnAggr:
    case Op::NcStreamShuffle: {
      // every tensor operand but the outputs is read (scalars and operator names are not tensors)
      const View dst = view("dst");
      double widest = static_cast<double>(dst.free_count());
      bool narrow = is_narrow_float(dst.dtype);
      // the operands that may be tensors (operator, engine and flag operands never are, even where
      // a buffer shares their name); at most three per instruction
      for (const char* name : {"data", "data1", "data2", "operand0", "operand1", "bias", "scale"}) {
        const trace::Keyword* k = instruction.operand(name);
        if (k == nullptr || !std::holds_alternative<trace::Reference>(k->value.data) ||
            std::get<trace::Reference>(k->value.data).name == "None")
          continue;
        const View v = state.resolve(k->value, name, file, diagnostics);
        read(v);
        widest = std::max(widest, static_cast<double>(v.free_count()));
        narrow = narrow && is_narrow_float(v.dtype);
      }
      write(dst);
      if (const trace::Keyword* res = instruction.operand("reduce_res");
          res != nullptr && std::holds_alternative<trace::Reference>(res->value.data) &&
          state.buffers.count(std::get<trace::Reference>(res->value.data).name))
        write(state.resolve(res->value, "reduce_res", file, diagnostics));
      w.elements_per_partition = widest;  // a reduction streams its input
      w.narrow_float = narrow;
      break;
    }
    case Op::NcTranspose: {
      // TensorE: a matmul of the data (stationary, its free size the LoadStationary) with the
      // identity (moving, as wide as data's partitions); VectorE: a stream of the free elements
      const View dst = view("dst"), data = view("data");
      read(data);
      write(dst);
      w.moving_free = static_cast<double>(data.partitions());
      w.stationary_free = static_cast<double>(data.free_count());
      w.fp32_inputs = spec_of(data.dtype).kind == Kind::Float && spec_of(data.dtype).bytes == 4;
      w.elements_per_partition = static_cast<double>(data.free_count());
      w.narrow_float = is_narrow_float(data.dtype);
      break;
    }
    case Op::QuantizeMx: {
      const View src = view("src");
      read(src);
      write(view("dst"));
      write(view("dst_scale"));
      w.elements_per_partition = static_cast<double>(src.free_count());
      break;
    }
    case Op::NcMatmulMx:
    case Op::NcMatmul: {
      const View dst = view("dst"), stationary = view("stationary"), moving = view("moving");
      read(stationary);
      read(moving);
      if (w.op == Op::NcMatmulMx) {
        read(view("stationary_scale"));
        read(view("moving_scale"));
      }
      // accumulate=True (or unresolved None) reads the PSUM destination too
      const trace::Keyword* accumulate = instruction.operand("accumulate");
      const bool fresh = accumulate != nullptr && std::holds_alternative<trace::Reference>(accumulate->value.data) &&
                         std::get<trace::Reference>(accumulate->value.data).name == "False";
      if (!fresh) read(dst);
      write(dst);
      w.moving_free = static_cast<double>(moving.free_count());
      w.stationary_free = static_cast<double>(stationary.free_count());
      w.fp32_inputs = spec_of(moving.dtype).kind == Kind::Float && spec_of(moving.dtype).bytes == 4;
      const double lanes = spec_of(moving.dtype).lanes;
      w.flops = 2.0 * w.stationary_free * static_cast<double>(moving.partitions()) * lanes * w.moving_free;
      break;
    }
  }
  footprints.insert(footprints.end(), reads.begin(), reads.begin() + w.read_count);
  footprints.insert(footprints.end(), writes.begin(), writes.begin() + w.write_count);
  return w;
}

struct Access {
  Footprint where;
  int step;
  int queue;
  bool write;
  bool declaration;  // a buffer's fresh lifetime (not data an instruction wrote)
};

struct Declared {
  size_t before;  // the instruction it comes before
  size_t buffer;  // index into program.buffers
  Footprint where;
};

// The byte ranges a program ever writes (or gives a fresh lifetime), per memory space, merged: a
// read of bytes outside them (an HBM input) can never be ordered against a write, so it need not be
// kept among the live accesses, which would otherwise grow with every read of the inputs.
class WrittenRanges {
 public:
  // Forgets the ranges, keeping the memory for the next program.
  void clear() {
    for (auto& list : ranges_) list.clear();
  }
  // After an analysis: a long trace's worth of ranges (more than 2^18 in a space) is let go.
  void trim() {
    for (auto& list : ranges_)
      if (list.capacity() > (size_t{1} << 18)) std::vector<std::pair<int64_t, int64_t>>().swap(list);
  }
  void add(const Footprint& f) {
    auto& list = ranges_[static_cast<size_t>(f.space)];
    const std::pair<int64_t, int64_t> range{f.byte_begin, f.byte_end};
    // (a trace writes the same tiles over and over: a repeat of the last range adds nothing)
    if (f.byte_end > f.byte_begin && (list.empty() || list.back() != range)) list.push_back(range);
  }
  void merge() {
    for (auto& list : ranges_) {
      std::sort(list.begin(), list.end());
      size_t kept = 0;  // merged in place: list[0, kept) are the merged ranges so far
      for (const auto& r : list)
        if (kept > 0 && r.first <= list[kept - 1].second)
          list[kept - 1].second = std::max(list[kept - 1].second, r.second);
        else
          list[kept++] = r;
      list.resize(kept);
    }
  }
  bool touches(const Footprint& f) const {
    const auto& list = ranges_[static_cast<size_t>(f.space)];
    // the first range ending after f begins; it overlaps when it begins before f ends
    const auto it = std::upper_bound(list.begin(), list.end(), f.byte_begin,
                                     [](int64_t x, const std::pair<int64_t, int64_t>& r) { return x < r.second; });
    return it != list.end() && it->first < f.byte_end;
  }

 private:
  std::array<std::vector<std::pair<int64_t, int64_t>>, 8> ranges_;
};

// The live accesses, found by where they lie: each is filed under every bucket its byte range
// meets (512 bytes of each partition on chip, 64 KiB of HBM), so a lookup reads the accesses near
// it rather than all of them (a tiled GEMM keeps thousands live). (A recorded GEMM's tiles hold
// 128 B to 2 KiB per partition: with 512 B buckets its analysis took 4-7% less time than with
// 256 B, and more than with 1 or 2 KiB.) A footprint over more than
// kMaxBuckets buckets (or a negative address) is filed in a list every lookup reads, and a lookup
// of one reads every bucket of its memory space.
class LiveAccesses {
 public:
  struct Entry {
    Access access;
    bool alive = true;
    uint64_t seen = 0;  // the lookup that last visited it (an access in several buckets is seen once)
  };

  // Calls visit(entry) for each live access overlapping f.
  template <typename Visit>
  void for_each_overlapping(const Footprint& f, Visit&& visit) {
    ++lookup_;
    auto scan = [&](std::vector<uint32_t>& bucket) {
      size_t kept = 0;
      for (const uint32_t id : bucket) {
        Entry& e = entries_[id];
        if (!e.alive) continue;  // superseded: dropped from the bucket here
        bucket[kept++] = id;
        if (e.seen == lookup_) continue;
        e.seen = lookup_;
        if (e.access.where.overlaps(f)) visit(e);
      }
      bucket.resize(kept);
    };
    scan(wide_);
    for_each_bucket(f, false, scan);
  }

  // Forgets every access, keeping the memory (entries, buckets) for the next program: a timed run
  // analyses afresh, and allocating and faulting in these again cost about a tenth of it.
  void clear() {
    entries_.clear();
    clear_buckets();
    hashed_.clear();
    alive_ = 0;
    lookup_ = 0;
  }

  // After an analysis: its memory is kept for the next one unless it is a long trace's worth
  // (more than kKeptBytes in entries and buckets), which is let go rather than held for good.
  void trim() {
    size_t bytes = (entries_.capacity() + spare_.capacity()) * sizeof(Entry) + wide_.capacity() * sizeof(uint32_t);
    for (const auto& direct : direct_) {
      bytes += direct.capacity() * sizeof(std::vector<uint32_t>);
      for (const auto& bucket : direct) bytes += bucket.capacity() * sizeof(uint32_t);
    }
    hashed_.clear();  // (the buckets past the first 256 MiB of HBM, which few traces reach)
    if (bytes > kKeptBytes) *this = LiveAccesses();
  }

  void add(const Access& a) {
    if (a.where.byte_end <= a.where.byte_begin) return;  // touches nothing: orders nothing
    if (entries_.size() >= 2 * alive_ + 4096) compact();
    ++alive_;
    const auto id = static_cast<uint32_t>(entries_.size());
    entries_.push_back(Entry{a});
    for_each_bucket(a.where, true, [&](std::vector<uint32_t>& bucket) { bucket.push_back(id); });
  }

  // A write that covers an earlier access supersedes it: later accesses meet the write first. (The
  // entry is one a lookup visited, since which no access was added.)
  void supersede(Entry& e) {
    if (!e.alive) return;
    e.alive = false;
    --alive_;
  }

 private:
  static constexpr int64_t kMaxBuckets = 1024;
  static constexpr size_t kKeptBytes = size_t{32} << 20;

  // Buckets below kDirectBuckets (every on-chip one, and the first 256 MiB of HBM) are a vector's
  // slots; the rest are hashed.
  static constexpr int64_t kDirectBuckets = 4096;
  static constexpr size_t kSpaces = 3;

  static uint64_t key(Space space, int64_t bucket) {
    return (static_cast<uint64_t>(space) << 56) | static_cast<uint64_t>(bucket);
  }

  std::vector<uint32_t>* bucket_at(Space space, int64_t b, bool filing) {
    if (b < kDirectBuckets) {
      auto& direct = direct_[static_cast<size_t>(space)];
      if (static_cast<size_t>(b) >= direct.size()) {
        if (!filing) return nullptr;
        direct.resize(static_cast<size_t>(b) + 1);
      }
      return &direct[static_cast<size_t>(b)];
    }
    if (filing) return &hashed_[key(space, b)];
    const auto found = hashed_.find(key(space, b));
    return found == hashed_.end() ? nullptr : &found->second;
  }

  // Calls f_bucket on each bucket f is filed under (filing) or may meet (a lookup).
  template <typename F>
  void for_each_bucket(const Footprint& f, bool filing, F&& f_bucket) {
    if (f.byte_end <= f.byte_begin) return;  // touches nothing, overlaps nothing
    const int shift = f.space == Space::Hbm ? 16 : 9;
    if (f.byte_begin < 0 || ((f.byte_end - 1) >> shift) - (f.byte_begin >> shift) >= kMaxBuckets) {
      if (filing) {
        f_bucket(wide_);
      } else {
        for (auto& bucket : direct_[static_cast<size_t>(f.space)]) f_bucket(bucket);
        for (auto& [k, bucket] : hashed_)
          if (k >> 56 == static_cast<uint64_t>(f.space)) f_bucket(bucket);
      }
      return;
    }
    for (int64_t b = f.byte_begin >> shift; b <= (f.byte_end - 1) >> shift; ++b)
      if (std::vector<uint32_t>* bucket = bucket_at(f.space, b, filing)) f_bucket(*bucket);
  }

  // Drops the superseded entries and refiles the rest: the entries stay within twice the live ones
  // (a million-instruction trace supersedes millions).
  void compact() {
    spare_.clear();
    for (const Entry& e : entries_)
      if (e.alive) spare_.push_back(e);
    entries_.clear();
    clear_buckets();
    hashed_.clear();
    alive_ = 0;
    for (const Entry& e : spare_) add(e.access);
  }

  // Empties every bucket, keeping each one's memory.
  void clear_buckets() {
    for (auto& direct : direct_)
      for (auto& bucket : direct) bucket.clear();
    wide_.clear();
  }

  std::vector<Entry> entries_;
  std::vector<Entry> spare_;  // compact()'s copy of the live entries
  size_t alive_ = 0;
  std::array<std::vector<std::vector<uint32_t>>, kSpaces> direct_;
  std::unordered_map<uint64_t, std::vector<uint32_t>> hashed_;
  std::vector<uint32_t> wide_;
  uint64_t lookup_ = 0;
};

// Which footprints a search for dependencies looks at: all, or the SBUF ones whose bytes (their
// bounding range in a partition) reach below `split` (`below`), or the others (those reaching
// `split` or above, and every one outside SBUF). Two footprints that overlap share a byte of their
// bounding ranges, so both reach the side it lies on: each pair that orders two instructions
// meets in one search at least. (An empty footprint counts as its first byte.)
struct Searched {
  bool every = true;
  bool below = false;
  int64_t split = 0;

  bool has(const Footprint& f) const {
    if (every) return true;
    if (f.space != Space::Sbuf) return !below;
    return below ? f.byte_begin < split : std::max(f.byte_end, f.byte_begin + 1) > split;
  }
};

// What dependencies_in finds among the footprints it searches: the steps each instruction waits
// for, and for each declaration whether it is searched and, if so, whether earlier instructions
// touched its bytes.
struct FoundDependencies {
  std::vector<timing::StepList> after;
  std::vector<uint8_t> reads_previous_on_queue;
  enum Declaration : uint8_t { NotSearched, Untouched, Touched };
  std::vector<Declaration> declarations;  // by index into `declared`
};

// RAW / WAR / WAW between queues on overlapping footprints (the compiler's semaphores), and where
// each declaration takes effect: one over bytes no earlier instruction touched is made before the
// run (nothing can observe when); one that gives touched bytes a fresh lifetime is made by the
// instruction after it, which waits for the bytes' earlier users and which their later users wait
// for. Only the footprints and declarations `searched` has are looked at.
// How many steps a search publishes at a time (the run spins on the count; a store per step took
// the count's cache line back from it each time).
constexpr size_t kPublishEvery = 16;

// Where a search publishes each instruction's dependencies as soon as it has found them, for a
// run going on meanwhile: its step's `after`, its work's waits_on_another_queue and its
// reads_previous_on_queue, then `published` (release: a reader that sees i + 1 sees them), every
// kPublishEvery steps and after the last.
struct StepSink {
  std::vector<timing::Step>* steps = nullptr;
  std::vector<Work>* work = nullptr;
  std::vector<uint8_t>* reads_previous_on_queue = nullptr;
  std::atomic<size_t>* published = nullptr;
};

FoundDependencies dependencies_in(const std::vector<Work>& work, const std::vector<Footprint>& footprints,
                                  const std::vector<Declared>& declared, int queues, const Searched& searched,
                                  const StepSink* sink = nullptr) {
  FoundDependencies d;
  d.after.resize(work.size());
  d.reads_previous_on_queue.assign(work.size(), 0);
  d.declarations.assign(declared.size(), FoundDependencies::NotSearched);
  // kept per thread between analyses (each timed run analyses its program afresh); named once, as
  // a thread_local in a shared library costs a call at each use
  thread_local LiveAccesses kept_live;
  thread_local WrittenRanges kept_written;
  LiveAccesses& live = kept_live;
  WrittenRanges& written = kept_written;
  live.clear();
  written.clear();
  std::vector<int> previous_on_queue(static_cast<size_t>(queues), -1);
  std::vector<int> after;
  std::vector<LiveAccesses::Entry*> superseded;
  for (size_t i = 0; i < work.size(); ++i) {
    const Footprint* writes = footprints.data() + work[i].first_footprint + work[i].read_count;
    for (int k = 0; k < work[i].write_count; ++k)
      if (searched.has(writes[k])) written.add(writes[k]);
  }
  // a declaration before the first instruction is of untouched bytes (an input): no write
  for (const Declared& decl : declared)
    if (decl.before > 0 && searched.has(decl.where)) written.add(decl.where);
  written.merge();
  size_t next_declared = 0;
  for (size_t i = 0; i < work.size(); ++i) {
    const Work& w = work[i];
    const Footprint* reads = footprints.data() + w.first_footprint;
    const Footprint* writes = reads + w.read_count;
    after.clear();
    // a write's scan also notes the accesses it covers, which it supersedes once every operand of
    // the instruction has been looked up (one scan per write rather than two)
    superseded.clear();
    auto conflicts = [&](const Footprint& f, bool writing) {
      live.for_each_overlapping(f, [&](LiveAccesses::Entry& e) {
        const Access& a = e.access;
        if (writing && f.covers(a.where)) superseded.push_back(&e);
        if (!writing && !a.write) return;
        if (a.queue != w.queue) after.push_back(a.step);
        if (!writing && a.write && !a.declaration && a.step == previous_on_queue[static_cast<size_t>(w.queue)])
          d.reads_previous_on_queue[i] = 1;
      });
    };
    std::vector<Footprint> lifetimes;
    for (; next_declared < declared.size() && declared[next_declared].before == i; ++next_declared) {
      const Declared& decl = declared[next_declared];
      if (!searched.has(decl.where)) continue;
      bool touched = false;
      live.for_each_overlapping(decl.where, [&](const LiveAccesses::Entry&) { touched = true; });
      d.declarations[next_declared] = touched ? FoundDependencies::Touched : FoundDependencies::Untouched;
      if (!touched) continue;
      lifetimes.push_back(decl.where);
      conflicts(decl.where, true);
    }
    for (int k = 0; k < w.read_count; ++k)
      if (searched.has(reads[k])) conflicts(reads[k], false);
    for (int k = 0; k < w.write_count; ++k)
      if (searched.has(writes[k])) conflicts(writes[k], true);
    std::sort(after.begin(), after.end());
    after.erase(std::unique(after.begin(), after.end()), after.end());
    if (sink != nullptr) {
      (*sink->steps)[i].after.assign(after.begin(), after.end());
      (*sink->work)[i].waits_on_another_queue = !after.empty();
      (*sink->reads_previous_on_queue)[i] = d.reads_previous_on_queue[i];
      if ((i + 1) % kPublishEvery == 0 || i + 1 == work.size())
        sink->published->store(i + 1, std::memory_order_release);
    } else if (!after.empty()) {
      d.after[i].assign(after.begin(), after.end());
    }
    for (LiveAccesses::Entry* e : superseded) live.supersede(*e);
    for (const Footprint& f : lifetimes) live.add({f, static_cast<int>(i), w.queue, true, true});
    for (int k = 0; k < w.read_count; ++k)
      if (searched.has(reads[k]) && written.touches(reads[k]))
        live.add({reads[k], static_cast<int>(i), w.queue, false, false});
    for (int k = 0; k < w.write_count; ++k)
      if (searched.has(writes[k])) live.add({writes[k], static_cast<int>(i), w.queue, true, false});
    previous_on_queue[static_cast<size_t>(w.queue)] = static_cast<int>(i);
  }
  live.trim();
  written.trim();
  return d;
}

// Below this many instructions the dependencies are found in one search: the helper costs more
// than it saves.
constexpr size_t kHelperDependencies = 1024;

// The two searches of a long program: the SBUF bytes below a split on the caller, the rest on the
// helper thread (side_by_side), joined: each instruction waits for what it waits for in either.
// The split is where about half of all footprints lie below (a tiled kernel's are mostly SBUF
// tiles). False when a declaration's bytes were touched before it in one search and not in the
// other, which only the single search decides (the lifetime it starts reaches both sides).
bool dependencies_in_two(const std::vector<Work>& work, const std::vector<Footprint>& footprints,
                         const std::vector<Declared>& declared, int queues, FoundDependencies& found) {
  std::vector<int64_t> sbuf_begins;
  for (const Footprint& f : footprints)
    if (f.space == Space::Sbuf) sbuf_begins.push_back(f.byte_begin);
  if (sbuf_begins.empty()) return false;
  const size_t k = std::min(sbuf_begins.size() - 1, footprints.size() / 2);
  std::nth_element(sbuf_begins.begin(), sbuf_begins.begin() + static_cast<ptrdiff_t>(k), sbuf_begins.end());
  const Searched below{false, true, sbuf_begins[k]}, rest{false, false, sbuf_begins[k]};
  FoundDependencies other;
  side_by_side([&] { found = dependencies_in(work, footprints, declared, queues, below); },
               [&] { other = dependencies_in(work, footprints, declared, queues, rest); });
  for (size_t d = 0; d < declared.size(); ++d) {
    const auto mine = found.declarations[d], theirs = other.declarations[d];
    if ((mine == FoundDependencies::Untouched && theirs == FoundDependencies::Touched) ||
        (mine == FoundDependencies::Touched && theirs == FoundDependencies::Untouched))
      return false;
    found.declarations[d] = std::max(mine, theirs);
  }
  std::vector<int> joined;
  for (size_t i = 0; i < work.size(); ++i) {
    found.reads_previous_on_queue[i] |= other.reads_previous_on_queue[i];
    timing::StepList& mine = found.after[i];
    timing::StepList& theirs = other.after[i];
    if (theirs.empty()) continue;
    if (mine.empty()) {
      std::swap(mine, theirs);
      continue;
    }
    joined.clear();
    std::set_union(mine.begin(), mine.end(), theirs.begin(), theirs.end(), std::back_inserter(joined));
    mine.assign(joined.begin(), joined.end());
  }
  return true;
}

// The dependencies of the whole program (dependencies_in over every footprint, in one search or,
// for a long program, two side by side).
FoundDependencies dependencies_of(const std::vector<Work>& work, const std::vector<Footprint>& footprints,
                                  const std::vector<Declared>& declared, int queues) {
  FoundDependencies found;
  if (work.size() < kHelperDependencies || !helper_threads() ||
      !dependencies_in_two(work, footprints, declared, queues, found))
    found = dependencies_in(work, footprints, declared, queues, Searched{});
  return found;
}

// Where each declaration takes effect, by what the search found.
void note_declarations(const FoundDependencies& found, const std::vector<Declared>& declared, Dependencies& d) {
  d.declare_first.clear();
  d.declare_with.clear();
  for (size_t k = 0; k < declared.size(); ++k) {
    if (found.declarations[k] == FoundDependencies::Untouched) d.declare_first.push_back(declared[k].buffer);
    if (found.declarations[k] == FoundDependencies::Touched)
      d.declare_with.emplace_back(declared[k].before, declared[k].buffer);
  }
}

// The fraction of a DMA engine's bandwidth a transfer of `bytes` per partition reaches: the
// configured points, interpolated in log2(bytes); below the first point the time per partition
// row stays constant (overhead-bound).
double dma_efficiency(double bytes, const Costs& c) {
  const double points[3][2] = {
      {256, c.dma_efficiency_256b}, {2048, c.dma_efficiency_2kib}, {4096, c.dma_efficiency_4kib}};
  if (bytes <= points[0][0]) return std::max(1e-9, points[0][1] * bytes / points[0][0]);
  for (int k = 0; k < 2; ++k)
    if (bytes <= points[k + 1][0]) {
      const double t =
          (std::log2(bytes) - std::log2(points[k][0])) / (std::log2(points[k + 1][0]) - std::log2(points[k][0]));
      return points[k][1] + t * (points[k + 1][1] - points[k][1]);
    }
  return points[2][1];
}

class Trn3Timed final : public timing::TimedTarget {
 public:
  Trn3Timed(const std::vector<Work>& work, const Dependencies& deps, const Costs& costs, trace::Replayer* replayer)
      : work_(work), deps_(deps), c_(costs), replayer_(replayer) {
    engines_ = std::max(1, static_cast<int>(costs.dma_engines));
    for (int e = 0; e < engines_; ++e) resources_.emplace_back("dma engine " + std::to_string(e), "dma");
    first_bank_ = resources_.size();
    for (int b = 0; b < kMaxMaskBits; ++b) resources_.emplace_back("psum bank " + std::to_string(b), "psum");
    first_quadrant_ = resources_.size();
    for (int q = 0; q < kMaxMaskBits; ++q) resources_.emplace_back("sbuf quadrant " + std::to_string(q), "sbuf");
  }

  std::vector<timing::ResourceInfo> resources() const override {
    std::vector<timing::ResourceInfo> out;
    for (const timing::Reservation& r : resources_) out.push_back({r.name(), r.group()});
    return out;
  }

  // a DMA claims its engines once its semaphore latency and descriptors are past
  double claim_time(size_t index, double ready, double dependencies_done) const override {
    const Work& w = work_[index];
    if (w.cost != CostClass::DmaTransfer) return ready;
    return dma_issue(w, ready, dependencies_done) + c_.dma_fixed_ns;
  }

  bool uses_shared_resource(size_t index) const override {
    return work_[index].queue >= FirstDma || held(work_[index]) != 0;
  }

  Placement place(size_t index, double ready, double dependencies_done) override {
    const Work& w = work_[index];
    const CostClass cost = w.cost != CostClass::Transpose ? w.cost
                           : w.queue == Tensor            ? CostClass::Matmul
                                                          : CostClass::Elementwise;
    switch (cost) {
      case CostClass::Transpose:  // resolved above
      case CostClass::Matmul:
      case CostClass::MatmulMx: {
        double cycles = std::max({w.moving_free, c_.mm_init_cycles, w.stationary_free / c_.ls_elements_per_cycle});
        if (w.fp32_inputs) cycles *= c_.mm_fp32_factor;
        return reserve(w, ready, cycles / c_.tensor_clock_ghz);
      }
      case CostClass::Elementwise:
      case CostClass::Reciprocal:
      case CostClass::QuantizeMx: {
        double static_cycles = deps_.reads_previous_on_queue[index] ? c_.dependent_ii_cycles : c_.min_ii_cycles;
        static_cycles = c_.sbuf_access_start_policy == AccessStartPolicy::Added
                            ? static_cycles + c_.sbuf_access_start_cycles
                            : std::max(static_cycles, c_.sbuf_access_start_cycles);
        double rate = 0;
        if (cost == CostClass::QuantizeMx) {
          rate = c_.quantize_mx_elements_per_partition_cycle;
        } else if (w.queue == Vector) {
          rate = w.narrow_float ? c_.vector_elements_per_partition_cycle : c_.vector_wide_elements_per_partition_cycle;
        } else if (w.queue == Scalar) {
          rate = w.narrow_float ? c_.scalar_elements_per_partition_cycle : c_.scalar_wide_elements_per_partition_cycle;
        } else {
          rate = c_.gpsimd_elements_per_partition_cycle;
        }
        if (w.strided) rate *= c_.sbuf_strided_rate_factor;
        const double clock = w.queue == Vector   ? c_.vector_clock_ghz
                             : w.queue == Scalar ? c_.scalar_clock_ghz
                                                 : c_.gpsimd_clock_ghz;
        // nisa.reciprocal: max(MIN_II, 8 N) as its source gives it (the static cost in MIN_II's place:
        // the dependent II when it reads its engine's previous result), not a stream after it
        const double cycles =
            cost == CostClass::Reciprocal
                ? std::max(static_cycles, c_.vector_reciprocal_cycles_per_element * w.elements_per_partition)
                : static_cycles + std::ceil(w.elements_per_partition / std::max(rate, 1e-9));
        return reserve(w, ready, cycles / clock);
      }
      case CostClass::DmaTransfer: return place_dma(w, ready, dependencies_done);
    }
    SIM_ASSERT(false, "a cost class without a formula");
    return {};
  }

  void execute(size_t index) override {
    if (replayer_ == nullptr) return;
    const auto declared =
        std::equal_range(deps_.declare_with.begin(), deps_.declare_with.end(), std::pair<size_t, size_t>{index, 0},
                         [](const auto& x, const auto& y) { return x.first < y.first; });
    for (auto it = declared.first; it != declared.second; ++it) replayer_->declare(it->second);
    replayer_->execute_only(index);
  }

 private:
  // The PSUM banks and SBUF quadrants an instruction holds under the configured policies.
  uint64_t held_banks(const Work& w) const {
    return c_.psum_bank_policy == PsumBankPolicy::SerialiseBank ? w.psum_banks : 0;
  }
  uint64_t held_quadrants(const Work& w) const {
    return c_.sbuf_quadrant_policy == SbufQuadrantPolicy::SerialiseQuadrant ? w.sbuf_quadrants : 0;
  }
  uint64_t held(const Work& w) const { return held_banks(w) | held_quadrants(w); }

  // Starts a use of `duration` ns when every bank and quadrant it holds is free, and holds them.
  Placement reserve(const Work& w, double ready, double duration) {
    Placement p;
    p.start = ready;
    p.banks = w.psum_banks;
    const uint64_t banks = held_banks(w), quadrants = held_quadrants(w);
    auto each = [&](uint64_t mask, size_t first, auto&& f) {
      for (; mask != 0; mask &= mask - 1) f(first + static_cast<size_t>(__builtin_ctzll(mask)));
    };
    auto later = [&](size_t r) {
      if (resources_[r].free_at() > p.start) {
        p.start = resources_[r].free_at();
        p.delayed_by = static_cast<int>(r);
      }
    };
    each(banks, first_bank_, later);
    each(quadrants, first_quadrant_, later);
    p.end = p.start + duration;
    auto hold = [&](size_t r) { resources_[r].hold(p.start, p.end); };
    each(banks, first_bank_, hold);
    each(quadrants, first_quadrant_, hold);
    return p;
  }

  // The semaphore latency from what it waits for on another queue (hidden when its own queue is busy
  // for longer), descriptors, then the engines that serve its partitions.
  Placement place_dma(const Work& w, double ready, double dependencies_done) {
    Placement p;
    const double issue = dma_issue(w, ready, dependencies_done);
    const double descriptors_done = issue + c_.dma_fixed_ns;
    double transfer_start = descriptors_done;
    int busiest = -1;
    for (int e = 0; e < w.dma_engine_count; ++e) {
      const auto r = static_cast<size_t>((w.dma_engine_first + e) % engines_);
      if (resources_[r].start_for(descriptors_done) > transfer_start) {
        transfer_start = resources_[r].start_for(descriptors_done);
        busiest = static_cast<int>(r);
      }
    }
    const double per_engine_bytes = w.dma_bytes / std::max(1, w.dma_engine_count);
    const double bandwidth = c_.dma_bytes_per_ns * dma_efficiency(w.dma_bytes_per_partition, c_);
    const double end = transfer_start + per_engine_bytes / std::max(bandwidth, 1e-12);
    for (int e = 0; e < w.dma_engine_count; ++e)
      resources_[static_cast<size_t>((w.dma_engine_first + e) % engines_)].hold(transfer_start, end);
    // the queue is busy from its descriptors to the end of the transfer
    p.start = std::max(issue, transfer_start - c_.dma_fixed_ns);
    p.delayed_by = busiest >= 0 ? busiest : issue > ready ? semaphore_resource() : -1;
    p.end = end;
    p.bytes = w.dma_bytes;
    return p;
  }

  // When a DMA's descriptors start: after the semaphore latency from what it waits for on another
  // queue, which its own queue's earlier work may hide.
  double dma_issue(const Work& w, double ready, double dependencies_done) const {
    return w.waits_on_another_queue ? std::max(ready, dependencies_done + c_.dma_semaphore_to_start_ns) : ready;
  }

  int semaphore_resource() {
    if (semaphore_ < 0) {
      semaphore_ = static_cast<int>(resources_.size());
      resources_.emplace_back("dma semaphore latency", "dma");
    }
    return semaphore_;
  }

  const std::vector<Work>& work_;
  const Dependencies& deps_;
  const Costs& c_;
  trace::Replayer* replayer_;
  // DMA engines, PSUM banks, SBUF quadrants (then the DMA semaphore latency, when a transfer pays it)
  std::vector<timing::Reservation> resources_;
  size_t first_bank_ = 0, first_quadrant_ = 0;
  int engines_ = 1;
  int semaphore_ = -1;
};

}  // namespace

namespace {

// The constants that shape the analysis (which engines, banks and quadrants an instruction uses,
// its stride, the DMA queue it goes on); the others only time it.
std::vector<double> analysis_key(const Costs& c) {
  return {c.dma_engines,
          c.dma_partitions_per_engine,
          c.psum_banks,
          c.psum_bank_bytes,
          c.sbuf_partitions_per_quadrant,
          c.sbuf_stride_limit_bytes,
          static_cast<double>(dma_queue_count(c))};
}

}  // namespace

// The analysis reads every instruction's operand tree once, in trace order, after the whole trace
// was parsed: a recorded GEMM's trees (about 3 MB) have left the core's cache by then, and each
// operand's lists were a chain of cache misses. The reader lays a line's trees out in its arena as
// it parses them, ending with the line's operand array, so an instruction's trees lie between the
// end of the previous instruction's operand array and the end of its own (with any declaration
// lines between them): that span, up to kPrefetchBytes, and the start of the line's text are
// fetched kPrefetchAhead instructions before they are read. (A span that is not one, as when a
// line's trees began a new arena block, only fetches bytes in vain.)
constexpr size_t kPrefetchAhead = 4;
constexpr uintptr_t kPrefetchBytes = 4096;

void prefetch_operands(const trace::Instruction& previous, const trace::Instruction& next) {
  if (next.operands.empty()) return;
  const auto end = reinterpret_cast<uintptr_t>(next.operands.end());
  const uintptr_t previous_end = previous.operands.empty() ? 0 : reinterpret_cast<uintptr_t>(previous.operands.end());
  const uintptr_t begin = previous_end < end && end - previous_end <= kPrefetchBytes
                              ? previous_end
                              : end - next.operands.size() * sizeof(trace::Keyword);
  for (uintptr_t line = begin & ~uintptr_t{63}; line < end; line += 64)
    __builtin_prefetch(reinterpret_cast<const void*>(line));
  // the line's text (names are views of it)
  const auto text = reinterpret_cast<uintptr_t>(next.operands[0].name.data());
  for (uintptr_t line = text; line < text + 192; line += 64) __builtin_prefetch(reinterpret_cast<const void*>(line));
}

// The same for a buffer declaration a few ahead: its attribute array and the start of its line.
void prefetch_attributes(const trace::Buffer& next) {
  if (next.attributes.empty()) return;
  const auto end = reinterpret_cast<uintptr_t>(next.attributes.end());
  for (uintptr_t line = reinterpret_cast<uintptr_t>(next.attributes.begin()) & ~uintptr_t{63}; line < end; line += 64)
    __builtin_prefetch(reinterpret_cast<const void*>(line));
  const auto text = reinterpret_cast<uintptr_t>(next.attributes[0].name.data());
  for (uintptr_t line = text; line < text + 128; line += 64) __builtin_prefetch(reinterpret_cast<const void*>(line));
}

// The most footprints an analysis keeps for the next one (about 14 MiB).
constexpr size_t kKeptFootprints = size_t{1} << 18;

// The scratch machine of a thread's analyses, kept from one analysis to the next as the live
// accesses are.
std::unique_ptr<Machine>& kept_scratch() {
  thread_local std::unique_ptr<Machine> kept;
  return kept;
}

// A scratch machine with every buffer of `program` declared (views resolve against declarations;
// no values are computed); the declarations made before an instruction go to `declared`, in
// trace order.
const State& declared_scratch(std::unique_ptr<Machine>& kept, const trace::Program& program, const std::string& config,
                              std::vector<Declared>& declared) {
  if (kept == nullptr || kept->config().name != config)
    kept = std::make_unique<Machine>(config, DiagnosticMode::Hardware, Contents::Untracked);
  else
    kept->forget_declarations();
  declared.clear();
  for (size_t b = 0; b < program.buffers.size(); ++b) {
    if (b + kPrefetchAhead < program.buffers.size()) prefetch_attributes(program.buffers[b + kPrefetchAhead]);
    const trace::Buffer& buffer = program.buffers[b];
    const BufferDecl& decl = kept->declare(buffer, program.file);
    if (buffer.before_instruction < program.instructions.size())
      declared.push_back(Declared{buffer.before_instruction, b, footprint(decl)});
  }
  std::stable_sort(declared.begin(), declared.end(),
                   [](const Declared& x, const Declared& y) { return x.before < y.before; });
  return kept->state();
}

// What instructions [begin, end) touch and cost, appended to `work` and `footprints`.
void work_of_range(const State& state, const trace::Program& program, size_t begin, size_t end, const Costs& costs,
                   std::vector<Work>& work, std::vector<Footprint>& footprints) {
  DiagnosticSink diagnostics(DiagnosticMode::Hardware);  // (the functional model reports them)
  work.reserve(work.size() + (end - begin));
  footprints.reserve(footprints.size() + (end - begin) * 3);
  for (size_t k = begin; k < end; ++k) {
    if (k + kPrefetchAhead < end)
      prefetch_operands(program.instructions[k + kPrefetchAhead - 1], program.instructions[k + kPrefetchAhead]);
    work.push_back(work_of(state, diagnostics, program.instructions[k], program.file, costs, footprints));
  }
}

// Below this many instructions the analysis runs on the caller alone: the helper thread costs more
// than it saves.
constexpr size_t kHelperInstructions = 1024;

// The instructions checked against the table, every buffer declared on the scratch machine, and
// each instruction's work and footprints, in `work` and `footprints` in trace order. A long
// program shares it with the helper thread (side_by_side): the checks beside the declarations
// (each reads the buffer lines only; the checks' error, which a reading in order meets first,
// wins), then the second half of the instructions beside the first, both reading the one scratch
// state. An instruction's work depends on nothing but the declarations, so the halves give what
// one pass gives, and the first half's error is the first in trace order.
const State& analyse_instructions(trace::Program& program, const std::string& config, const Costs& costs,
                                  std::vector<Work>& work, std::vector<Footprint>& footprints,
                                  std::vector<Declared>& declared) {
  work.clear();
  footprints.clear();
  const size_t n = program.instructions.size();
  const State* state = nullptr;
  // (the caller's scratch, wherever the declarations are made)
  std::unique_ptr<Machine>& scratch = kept_scratch();
  auto declare = [&] { state = &declared_scratch(scratch, program, config, declared); };
  if (n < kHelperInstructions || !helper_threads()) {
    validate_program(program);
    declare();
    work_of_range(*state, program, 0, n, costs, work, footprints);
    return *state;
  }
  side_by_side([&] { validate_program(program); }, declare);
  // the helper's half, kept per thread as the footprints are
  thread_local std::vector<Footprint> kept_second_footprints;
  std::vector<Footprint>& second_footprints = kept_second_footprints;
  second_footprints.clear();
  std::vector<Work> second_work;
  const size_t half = n / 2;
  side_by_side([&] { work_of_range(*state, program, 0, half, costs, work, footprints); },
               [&] { work_of_range(*state, program, half, n, costs, second_work, second_footprints); });
  const auto offset = static_cast<uint32_t>(footprints.size());
  for (Work& w : second_work) {
    w.first_footprint += offset;
    work.push_back(w);
  }
  footprints.insert(footprints.end(), second_footprints.begin(), second_footprints.end());
  if (second_footprints.capacity() > kKeptFootprints) std::vector<Footprint>().swap(second_footprints);
  return *state;
}

struct TimedProgram::Analysis {
  trace::Program* program = nullptr;
  std::string config;
  std::vector<double> key;
  std::vector<Work> work;
  Dependencies deps;
  std::vector<timing::Step> steps;
  int dma_queues = 1;
  // until the dependencies are found: the operands' footprints (the analysing thread's, kept
  // between analyses) and the declarations before an instruction, in trace order
  std::vector<Footprint>* footprints = nullptr;
  std::vector<Declared> declared;
};

struct TimedProgram::Publisher {
  std::atomic<size_t> published{0};
  std::atomic<bool> abandoned{false};
};

TimedProgram::TimedProgram(trace::Program& program, const std::string& config, const timing::CostTable& table)
    : TimedProgram(program, config, table, Deferred{}) {
  find_dependencies(nullptr);
}

TimedProgram::TimedProgram(trace::Program& program, const std::string& config, const timing::CostTable& table, Deferred)
    : analysis_(std::make_unique<Analysis>()) {
  Analysis& a = *analysis_;
  const Costs costs(table);
  a.program = &program;
  a.config = config;
  a.key = analysis_key(costs);
  a.dma_queues = dma_queue_count(costs);
  // the operands' footprints, kept per thread between analyses as the live accesses are (a
  // million-instruction trace's worth is let go after it)
  thread_local std::vector<Footprint> kept_footprints;
  a.footprints = &kept_footprints;
  analyse_instructions(program, config, costs, a.work, *a.footprints, a.declared);
  // dma_queue_policy: a recorded stream names no DMA queue
  int dma_issued = 0;
  for (Work& w : a.work)
    if (w.queue == FirstDma) w.queue = FirstDma + dma_issued++ % a.dma_queues;
  a.steps.resize(a.work.size());
  for (size_t i = 0; i < a.work.size(); ++i)
    a.steps[i] = timing::Step{a.work[i].queue, program.instructions[i].at.line, {}};
  a.deps.reads_previous_on_queue.assign(a.work.size(), 0);
}

void TimedProgram::find_dependencies(Publisher* publisher) {
  Analysis& a = *analysis_;
  const int queues = FirstDma + a.dma_queues;
  if (publisher != nullptr) {
    const StepSink sink{&a.steps, &a.work, &a.deps.reads_previous_on_queue, &publisher->published};
    const FoundDependencies found = dependencies_in(a.work, *a.footprints, a.declared, queues, Searched{}, &sink);
    note_declarations(found, a.declared, a.deps);
  } else {
    FoundDependencies found = dependencies_of(a.work, *a.footprints, a.declared, queues);
    a.deps.reads_previous_on_queue = std::move(found.reads_previous_on_queue);
    note_declarations(found, a.declared, a.deps);
    for (size_t i = 0; i < a.work.size(); ++i) {
      a.work[i].waits_on_another_queue = !found.after[i].empty();
      a.steps[i].after = std::move(found.after[i]);
    }
  }
  if (a.footprints->capacity() > kKeptFootprints) std::vector<Footprint>().swap(*a.footprints);
  a.footprints = nullptr;
  a.declared = {};
}

TimedRun TimedProgram::time_only(trace::Program& program, const std::string& config, const timing::CostTable& costs) {
  if (program.instructions.size() < kHelperDependencies || !helper_threads())
    return TimedProgram(program, config, costs).run(costs);
  TimedProgram timed(program, config, costs, Deferred{});
  Publisher publisher;
  TimedRun result;
  std::exception_ptr run_error, finding_error;
  side_by_side(
      [&] {
        try {
          result = timed.run_published(costs, nullptr, {}, {&publisher.published, &publisher.abandoned});
        } catch (...) {
          run_error = std::current_exception();
        }
      },
      [&] {
        try {
          timed.find_dependencies(&publisher);
        } catch (...) {
          finding_error = std::current_exception();
          publisher.abandoned.store(true, std::memory_order_release);
        }
      },
      Serially::BesideFirst);  // (the run waits for what the search publishes)
  if (finding_error) std::rethrow_exception(finding_error);
  if (run_error) std::rethrow_exception(run_error);
  return result;
}

TimedProgram::~TimedProgram() = default;

bool TimedProgram::fits(const timing::CostTable& table) const { return analysis_key(Costs(table)) == analysis_->key; }

TimedRun TimedProgram::run(const timing::CostTable& table, Machine* machine, const std::string& directory) const {
  return run_published(table, machine, directory, {});
}

TimedRun TimedProgram::run_published(const timing::CostTable& table, Machine* machine, const std::string& directory,
                                     timing::PublishedSteps published) const {
  const Analysis& a = *analysis_;
  SIM_ASSERT(fits(table), "a timed program run with constants that shape it differently");
  const Costs costs(table);
  std::vector<timing::QueueInfo> queues = {{"tensor", costs.tensor_clock_ghz, {}},
                                           {"vector", costs.vector_clock_ghz, {}},
                                           {"scalar", costs.scalar_clock_ghz, {}},
                                           {"gpsimd", costs.gpsimd_clock_ghz, {}}};
  for (int q = 0; q < a.dma_queues; ++q) queues.push_back({"dma" + std::to_string(q), 1.0, "dma"});
  std::optional<MachineReplay> replay_target;
  std::optional<trace::Replayer> replayer;
  if (machine != nullptr) {
    replay_target.emplace(*machine);
    replayer.emplace(*a.program, directory, *replay_target);
    for (const size_t buffer : a.deps.declare_first) replayer->declare(buffer);
  }
  Trn3Timed target(a.work, a.deps, costs, replayer ? &*replayer : nullptr);
  TimedRun result;
  result.timeline = timing::run_schedule(queues, a.steps, target, published);
  if (replayer) result.mismatches = replayer->finish();
  for (const Work& w : a.work) {
    result.matmul_flops += w.flops;
    result.dma_bytes += w.dma_bytes;
  }
  result.peak_mx_flops_per_ns =
      2.0 * costs.pe_array_side * costs.pe_array_side * costs.mx_macs_per_pe_cycle * costs.tensor_clock_ghz;
  result.peak_dma_bytes_per_ns = costs.dma_engines * costs.dma_bytes_per_ns;
  return result;
}

TimedRun run_timed(Machine& machine, trace::Program& program, const std::string& directory,
                   const timing::CostTable& costs, bool values) {
  if (!values) return TimedProgram::time_only(program, machine.config().name, costs);
  const TimedProgram timed(program, machine.config().name, costs);
  return timed.run(costs, &machine, directory);
}

}  // namespace sim::trn3
