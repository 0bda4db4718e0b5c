#include "isa/trn3/state.h"

#include <algorithm>
#include <cstring>
#include <utility>

#include "isa/trn3/pending_matmul.h"
#include "sim/core/error.h"
#include "sim/core/hex.h"

namespace sim::trn3 {

namespace {

// Element offset range [low, high] a view's free dims reach (steps may be negative).
void free_extent(const View& view, int64_t& low, int64_t& high) {
  low = high = 0;
  for (size_t i = on_chip(view.space) ? 1 : 0; i < view.dims.size(); ++i) {
    const int64_t reach = view.dims[i].step * (view.dims[i].count - 1);
    (reach < 0 ? low : high) += reach;
  }
}

// Calls fn(memory_address, elements, output_element_index) for each run of elements that are
// contiguous in memory and consecutive in the view's row-major order.
template <typename Fn>
void for_each_run(const View& view, int64_t partition_bytes, Fn&& fn) {
  const int64_t bytes = spec_of(view.dtype).bytes;
  const size_t rank = view.dims.size();
  const bool chip = on_chip(view.space);
  const Dim inner = view.dims[rank - 1];
  const bool inner_is_partition = chip && rank == 1;
  const bool contiguous = !inner_is_partition && inner.step == 1;
  std::vector<int64_t> index(rank, 0);
  int64_t element = 0;
  const int64_t total = view.element_count();
  if (total == 0) return;
  while (element < total) {
    int64_t partition = 0, offset = 0;
    for (size_t d = 0; d + 1 < rank; ++d) {
      if (chip && d == 0)
        partition = index[0];
      else
        offset += view.dims[d].step * index[d];
    }
    if (inner_is_partition) {
      const uint64_t address =
          static_cast<uint64_t>((view.partition_start + index[0]) * partition_bytes + view.byte_base);
      fn(address, int64_t{1}, element);
      ++element;
    } else if (contiguous) {
      const int64_t base = view.byte_base + bytes * offset;
      const uint64_t address = chip ? static_cast<uint64_t>((view.partition_start + partition) * partition_bytes + base)
                                    : static_cast<uint64_t>(base);
      fn(address, inner.count, element);
      element += inner.count;
    } else {
      for (int64_t i = 0; i < inner.count; ++i) {
        const int64_t base = view.byte_base + bytes * (offset + inner.step * i);
        const uint64_t address =
            chip ? static_cast<uint64_t>((view.partition_start + partition) * partition_bytes + base)
                 : static_cast<uint64_t>(base);
        fn(address, int64_t{1}, element + i);
      }
      element += inner.count;
    }
    // advance all but the innermost dim (or all dims when the innermost is the partition dim)
    size_t d = inner_is_partition ? rank : rank - 1;
    if (inner_is_partition) {
      index[0] += 1;
      continue;
    }
    while (d > 0) {
      --d;
      if (++index[d] < view.dims[d].count) break;
      index[d] = 0;
    }
  }
}

}  // namespace

State::State(const Limits& limits_in, uint64_t hbm_bytes, DiagnosticMode mode)
    : limits(limits_in),
      hbm("hbm", hbm_bytes),
      sbuf("sbuf", static_cast<uint64_t>(limits_in.partitions * limits_in.sbuf_partition_bytes)),
      psum("psum", static_cast<uint64_t>(limits_in.partitions * limits_in.psum_partition_bytes)),
      psum_matmul_written("psum matmul flags",
                          static_cast<uint64_t>(limits_in.partitions * limits_in.psum_partition_bytes)),
      sink(mode) {}

State::~State() = default;

void State::settle() {
  // moved out first: the write reads and writes PSUM, which settles again (now a no-op)
  if (pending_matmul) complete(std::move(pending_matmul));
}

void State::complete(std::unique_ptr<PendingMatmul> matmul) {
  matmul->job->finish();  // nothing left to do if the caller finished it already
  matmul->job.reset();
  apply_matmul_result(*this, matmul->dst, matmul->accumulation, matmul->result);
  spare_matmul = std::move(matmul);
}

Memory& State::memory(Space space) { return space == Space::Hbm ? hbm : space == Space::Sbuf ? sbuf : psum; }
const Memory& State::memory(Space space) const {
  return space == Space::Hbm ? hbm : space == Space::Sbuf ? sbuf : psum;
}
int64_t State::partition_bytes(Space space) const {
  return space == Space::Sbuf ? limits.sbuf_partition_bytes : space == Space::Psum ? limits.psum_partition_bytes : 0;
}

void State::report(DiagnosticCode code, std::string message, std::string expected, std::string actual) {
  sink.report(Diagnostic{code, location, std::move(message), std::move(expected), std::move(actual)});
}

const BufferDecl& State::add_buffer(BufferDecl decl, const std::string& file) {
  if (buffers.count(decl.name))
    throw Error(trace::where(file, decl.at) + "buffer '" + decl.name + "' declared twice; expected a new name");
  // a rule broken by the declaration is reported at it (and the location of the instruction being
  // executed restored); set only when needed, as a recorded GEMM declares hundreds of buffers
  auto report = [&](DiagnosticCode code, std::string message, std::string expected, std::string actual) {
    TraceLocation saved = std::exchange(location, TraceLocation{file, decl.at.line, decl.at.column, -1, {}, "buffer"});
    this->report(code, std::move(message), std::move(expected), std::move(actual));
    location = std::move(saved);
  };
  const int64_t bytes = spec_of(decl.dtype).bytes;
  if (on_chip(decl.space)) {
    const int64_t per_partition = decl.free_elements() * bytes;
    const int64_t capacity = partition_bytes(decl.space);
    if (decl.partition + decl.shape[0] > limits.partitions)
      report(DiagnosticCode::Capacity,
             std::string(name_of(decl.space)) + " buffer '" + decl.name + "' spans partitions " +
                 std::to_string(decl.partition) + ".." + std::to_string(decl.partition + decl.shape[0] - 1),
             "partitions below " + std::to_string(limits.partitions),
             std::to_string(decl.partition + decl.shape[0]) + " partitions");
    if (static_cast<int64_t>(decl.address) + per_partition > capacity)
      report(DiagnosticCode::Capacity,
             std::string(name_of(decl.space)) + " buffer '" + decl.name + "' needs bytes " + hex(decl.address) + ".." +
                 hex(decl.address + static_cast<uint64_t>(per_partition)) + " of each partition",
             std::to_string(capacity) + " bytes per partition",
             std::to_string(static_cast<int64_t>(decl.address) + per_partition));
    if (decl.space == Space::Psum && decl.address % static_cast<uint64_t>(limits.psum_bank_bytes) != 0)
      report(DiagnosticCode::Trn3PsumAlignment, "psum buffer '" + decl.name + "' starts inside a bank",
             "an address that is a multiple of " + std::to_string(limits.psum_bank_bytes), hex(decl.address));
  } else if (decl.address + decl.size_bytes() > hbm.size_bytes()) {
    report(DiagnosticCode::Capacity, "hbm buffer '" + decl.name + "' ends beyond the modelled HBM",
           "an end at most " + hex(hbm.size_bytes()), hex(decl.address + decl.size_bytes()));
  }
  std::string name = decl.name;
  return buffers.emplace(std::move(name), std::move(decl)).first->second;
}

View State::resolve(const trace::Value& value, std::string_view operand, const std::string& file) {
  return std::as_const(*this).resolve(value, operand, file, sink);
}

View State::resolve(const trace::Value& value, std::string_view operand, const std::string& file,
                    DiagnosticSink& diagnostics) const {
  auto report = [&](DiagnosticCode code, std::string message, std::string expected, std::string actual) {
    diagnostics.report(Diagnostic{code, location, std::move(message), std::move(expected), std::move(actual)});
  };
  const auto* ref = std::get_if<trace::Reference>(&value.data);
  if (!ref)
    throw Error(trace::where(file, value.at) + "operand '" + std::string(operand) +
                "' is not a tensor; expected a buffer name");
  const auto found = buffers.find(ref->name);
  if (found == buffers.end())
    throw Error(trace::where(file, value.at) + "unknown buffer '" + std::string(ref->name) +
                "'; expected a declared buffer");
  const BufferDecl& buffer = found->second;
  const bool chip = on_chip(buffer.space);
  const int64_t bytes = spec_of(buffer.dtype).bytes;

  View view;
  view.buffer = &buffer;
  view.space = buffer.space;
  view.dtype = buffer.dtype;
  view.partition_start = buffer.partition;
  view.byte_base = static_cast<int64_t>(buffer.address);
  {
    int64_t stride = 1;
    view.dims.resize(buffer.shape.size());
    for (size_t i = buffer.shape.size(); i-- > 0;) {
      view.dims[i] = Dim{stride, buffer.shape[i]};
      if (!(chip && i == 0)) stride *= buffer.shape[i];
    }
    if (chip) view.dims[0].step = stride;  // the partition step is the whole free extent (nki-aps.rst)
  }

  // numpy basic indexing: an integer drops its dim (on-chip: the partition dim stays, size 1)
  if (!ref->index.empty()) {
    if (ref->index.size() > view.dims.size())
      throw Error(trace::where(file, value.at) + "too many indices for '" + std::string(ref->name) +
                  "'; expected at most " + std::to_string(view.dims.size()));
    Dims dims;
    for (size_t i = 0; i < view.dims.size(); ++i) {
      const Dim dim = view.dims[i];
      if (i >= ref->index.size()) {
        dims.push_back(dim);
        continue;
      }
      const trace::Slice& s = ref->index[i];
      auto wrap = [&](int64_t v) { return v < 0 ? v + dim.count : v; };
      int64_t start = 0, count = 1, step = 1;
      if (!s.is_range) {
        start = wrap(s.start);
        if (start < 0 || start >= dim.count)
          throw Error(trace::where(file, value.at) + "index " + std::to_string(s.start) + " out of range for dim " +
                      std::to_string(i) + " of '" + std::string(ref->name) + "'; expected 0.." +
                      std::to_string(dim.count - 1));
      } else {
        step = s.has_step ? s.step : 1;
        if (step < 1)
          throw Error(trace::where(file, value.at) + "slice step " + std::to_string(step) + "; expected a step >= 1");
        start = s.has_start ? wrap(s.start) : 0;
        const int64_t stop = s.has_stop ? wrap(s.stop) : dim.count;
        if (start < 0 || stop > dim.count || stop <= start)
          throw Error(trace::where(file, value.at) + "slice " + std::to_string(start) + ":" + std::to_string(stop) +
                      " of dim " + std::to_string(i) + " of '" + std::string(ref->name) +
                      "'; expected 0 <= start < stop <= " + std::to_string(dim.count));
        count = (stop - start + step - 1) / step;
      }
      if (chip && i == 0) {
        if (step != 1) {
          report(DiagnosticCode::Trn3PartitionStride,
                 "slice strides the partitions of '" + std::string(ref->name) + "'", "partition step 1",
                 "step " + std::to_string(step));
        }
        view.partition_start += start;
        dims.push_back(Dim{dim.step, count});
      } else {
        view.byte_base += bytes * dim.step * start;
        if (s.is_range) dims.push_back(Dim{dim.step * step, count});
      }
    }
    if (chip && dims.size() < 2) dims.push_back(Dim{1, 1});  // on-chip views stay at least 2-D
    if (dims.empty()) dims.push_back(Dim{1, 1});
    view.dims = dims;
  }

  for (const trace::Call& call : ref->calls) {
    if (call.method != "ap")
      throw Error(trace::where(file, value.at) + "unknown tensor method '" + std::string(call.method) +
                  "'; expected ap(pattern=..., offset=..., dtype=...)");
    const trace::List* pattern = nullptr;
    bool has_offset = false;
    int64_t offset = 0;
    DType dtype = view.dtype;
    for (const trace::Keyword& k : call.arguments) {
      if (k.name == "pattern") {
        pattern = std::get_if<trace::List>(&k.value.data);
        if (!pattern || pattern->items.empty())
          throw Error(trace::where(file, k.value.at) + "bad pattern; expected a list of [step, count] pairs");
      } else if (k.name == "offset") {
        const auto* n = std::get_if<int64_t>(&k.value.data);
        if (!n) throw Error(trace::where(file, k.value.at) + "bad offset; expected an integer element offset");
        offset = *n;
        has_offset = true;
      } else if (k.name == "dtype") {
        const auto* r = std::get_if<trace::Reference>(&k.value.data);
        const auto d = r ? dtype_by_name(r->name) : std::nullopt;
        if (!d) throw Error(trace::where(file, k.value.at) + "unknown dtype; expected one of: " + dtype_names());
        dtype = *d;
      } else {
        throw Error(trace::where(file, k.at) + "unknown ap argument '" + std::string(k.name) +
                    "'; expected pattern, offset or dtype");
      }
    }
    if (!pattern)
      throw Error(trace::where(file, value.at) + "ap without pattern; expected pattern=[[step, count], ...]");
    const int64_t new_bytes = spec_of(dtype).bytes;
    const int64_t storage_bytes = (chip ? buffer.free_elements() : buffer.element_count()) * bytes;
    if (storage_bytes % new_bytes != 0)
      throw Error(trace::where(file, value.at) + "dtype " + std::string(spec_of(dtype).name) + " does not divide the " +
                  std::to_string(storage_bytes) + "-byte storage of '" + std::string(ref->name) +
                  "'; expected a dtype that does");
    const int64_t extent = storage_bytes / new_bytes;  // per partition on-chip, whole buffer on HBM
    if (!has_offset) {  // offset=None inherits the view's storage offset (NKI LANG docstring)
      const int64_t byte_offset = view.byte_base - static_cast<int64_t>(buffer.address);
      if (byte_offset % new_bytes != 0)
        throw Error(trace::where(file, value.at) + "view offset not a whole number of " +
                    std::string(spec_of(dtype).name) + " elements; expected offset=...");
      offset = (chip ? (view.partition_start - buffer.partition) * extent : 0) + byte_offset / new_bytes;
    }
    if (pattern->items.size() > 5)
      throw Error(trace::where(file, value.at) + "pattern of " + std::to_string(pattern->items.size()) +
                  " dims; expected at most 5");
    Dims dims;
    for (const trace::Value& item : pattern->items) {
      const auto* pair = std::get_if<trace::List>(&item.data);
      const int64_t* step = pair && pair->items.size() == 2 ? std::get_if<int64_t>(&pair->items[0].data) : nullptr;
      const int64_t* count = pair && pair->items.size() == 2 ? std::get_if<int64_t>(&pair->items[1].data) : nullptr;
      if (!step || !count || *count < 1 || *count > kMaxCount || *step > kMaxStep || *step < -kMaxStep)
        throw Error(trace::where(file, item.at) +
                    "bad access-pattern entry; expected [step, count] with 1 <= count <= " + std::to_string(kMaxCount) +
                    " and |step| <= 2^40");
      dims.push_back(Dim{*step, *count});
    }
    {  // the reach of the pattern, sum |step| * (count - 1), must stay far from int64 overflow
      int64_t reach = 0;
      for (const Dim& d : dims) {
        const int64_t magnitude = d.step < 0 ? -d.step : d.step;
        int64_t term = 0;
        if (__builtin_mul_overflow(magnitude, d.count - 1, &term) || __builtin_add_overflow(reach, term, &reach) ||
            reach > kMaxStep)
          throw Error(trace::where(file, value.at) +
                      "access pattern reaches beyond 2^40 elements; expected a pattern "
                      "within its tensor");
      }
    }
    if (offset > kMaxStep || offset < -kMaxStep)
      throw Error(trace::where(file, value.at) + "offset " + std::to_string(offset) +
                  " out of range; expected |offset| <= 2^40");
    view.dtype = dtype;
    view.dims = dims;
    if (chip) {
      if (offset < 0) throw Error(trace::where(file, value.at) + "negative offset; expected an offset >= 0");
      if (dims[0].step != extent && dims[0].count > 1)
        report(DiagnosticCode::Trn3PartitionStride,
               "access pattern on '" + std::string(ref->name) + "' steps partitions by " +
                   std::to_string(dims[0].step) + " elements",
               "partition step " + std::to_string(extent) + " (the whole free extent)", std::to_string(dims[0].step));
      view.dims[0].step = extent;
      if (dims.size() < 2) view.dims.push_back(Dim{1, 1});
      view.partition_start = buffer.partition + offset / extent;
      view.byte_base = static_cast<int64_t>(buffer.address) + (offset % extent) * new_bytes;
    } else {
      view.byte_base = static_cast<int64_t>(buffer.address) + offset * new_bytes;
    }
  }
  int64_t elements = 1;
  for (const Dim& d : view.dims) {
    elements *= d.count;  // each count <= kMaxCount and at most 5 dims: no overflow before the check
    if (elements > kMaxElements)
      throw Error(trace::where(file, value.at) + "operand '" + std::string(operand) + "' has more than " +
                  std::to_string(kMaxElements) + " elements; expected a tile of an on-chip or HBM tensor");
  }
  return view;
}

namespace {

// Where a view reaches: its byte range [first, end) within a partition (and partitions [p0, p1) on
// chip), the end of its buffer's bytes, and whether the view lies in its memory and in its buffer.
struct Reach {
  int64_t first = 0, end = 0, p0 = 0, p1 = 0, buffer_end = 0;
  bool in_memory = false, in_buffer = false;
};

Reach reach_of(const State& state, const View& view) {
  int64_t low = 0, high = 0;
  free_extent(view, low, high);
  const int64_t bytes = spec_of(view.dtype).bytes;
  const BufferDecl& buffer = *view.buffer;
  Reach r;
  r.first = view.byte_base + low * bytes;
  r.end = view.byte_base + (high + 1) * bytes;
  const bool bytes_in_buffer = r.first >= static_cast<int64_t>(buffer.address);
  if (on_chip(view.space)) {
    r.p0 = view.partition_start;
    r.p1 = view.partition_start + view.dims[0].count;
    r.buffer_end = static_cast<int64_t>(buffer.address) + buffer.free_elements() * spec_of(buffer.dtype).bytes;
    r.in_memory =
        r.p0 >= 0 && r.p1 <= state.limits.partitions && r.first >= 0 && r.end <= state.partition_bytes(view.space);
    r.in_buffer = r.p0 >= buffer.partition && r.p1 <= buffer.partition + buffer.shape[0] && bytes_in_buffer &&
                  r.end <= r.buffer_end;
  } else {
    r.buffer_end = static_cast<int64_t>(buffer.address + buffer.size_bytes());
    r.in_memory = r.first >= 0 && r.end <= static_cast<int64_t>(state.hbm.size_bytes());
    r.in_buffer = bytes_in_buffer && r.end <= r.buffer_end;
  }
  return r;
}

}  // namespace

bool State::in_memory(const View& view) const { return reach_of(*this, view).in_memory; }

bool State::within_buffer(const View& view) const {
  const Reach r = reach_of(*this, view);
  return r.in_memory && r.in_buffer;
}

bool State::check_bounds(const View& view, const char* operand) {
  const Reach r = reach_of(*this, view);
  if (r.in_buffer) return r.in_memory;
  const BufferDecl& buffer = *view.buffer;
  const std::string reached = hex(static_cast<uint64_t>(std::max<int64_t>(r.first, 0))) + ".." +
                              hex(static_cast<uint64_t>(std::max<int64_t>(r.end, 0)));
  if (on_chip(view.space))
    report(r.in_memory ? DiagnosticCode::OutOfBounds : DiagnosticCode::Capacity,
           std::string("operand '") + operand + "' reaches outside buffer '" + buffer.name + "'",
           "partitions " + std::to_string(buffer.partition) + ".." +
               std::to_string(buffer.partition + buffer.shape[0] - 1) + ", bytes " + hex(buffer.address) + ".." +
               hex(static_cast<uint64_t>(r.buffer_end)),
           "partitions " + std::to_string(r.p0) + ".." + std::to_string(r.p1 - 1) + ", bytes " + reached);
  else
    report(DiagnosticCode::OutOfBounds,
           std::string("operand '") + operand + "' reaches outside buffer '" + buffer.name + "'",
           "bytes " + hex(buffer.address) + ".." + hex(static_cast<uint64_t>(r.buffer_end)), "bytes " + reached);
  return r.in_memory;
}

bool State::read(const View& view, std::vector<uint8_t>& out, const char* operand, bool check_initialized) {
  if (view.space == Space::Psum) settle();
  const int64_t bytes = spec_of(view.dtype).bytes;
  if (!check_bounds(view, operand)) {
    out.assign(static_cast<size_t>(view.element_count() * bytes), 0);
    return false;
  }
  // every byte is copied below (no zero fill first: a caller reusing `out` pays nothing here)
  out.resize(static_cast<size_t>(view.element_count() * bytes));
  const Memory& mem = memory(view.space);
  const int64_t pbytes = partition_bytes(view.space);
  bool reported = !check_initialized;
  for_each_run(view, pbytes, [&](uint64_t address, int64_t elements, int64_t index) {
    const uint64_t count = static_cast<uint64_t>(elements * bytes);
    const auto unwritten = mem.first_unwritten(address, count);
    if (!unwritten) {  // the common case: a plain copy (read_raw would search the flags again)
      std::memcpy(out.data() + index * bytes, mem.data() + address, count);
      return;
    }
    if (!reported) {
      reported = true;
      std::string place = on_chip(view.space)
                              ? "partition " + std::to_string(*unwritten / static_cast<uint64_t>(pbytes)) + " byte " +
                                    hex(*unwritten % static_cast<uint64_t>(pbytes))
                              : "byte " + hex(*unwritten);
      report(DiagnosticCode::UninitializedRead,
             std::string("operand '") + operand + "' reads never-written " + name_of(view.space) + " (" + place +
                 ", buffer '" + view.buffer->name + "')",
             "every byte written before it is read", "first unwritten: " + place);
    }
    mem.read_raw(address, out.data() + index * bytes, count);
  });
  return true;
}

bool State::write(const View& view, const uint8_t* data, const char* operand, bool by_matmul) {
  if (view.space == Space::Psum) settle();
  if (!check_bounds(view, operand)) return false;
  const int64_t bytes = spec_of(view.dtype).bytes;
  Memory& mem = memory(view.space);
  for_each_run(view, partition_bytes(view.space), [&](uint64_t address, int64_t elements, int64_t index) {
    mem.write_raw(address, data + index * bytes, static_cast<uint64_t>(elements * bytes));
  });
  if (view.space == Space::Psum) {  // a matmul accumulation group ends at any other write
    for_each_run(view, partition_bytes(view.space), [&](uint64_t address, int64_t elements, int64_t) {
      std::memset(psum_matmul_written.data() + address, by_matmul ? 1 : 0, static_cast<size_t>(elements * bytes));
    });
  }
  return true;
}

std::vector<uint8_t> State::matmul_written(const View& view) {
  if (view.space == Space::Psum) settle();
  const int64_t bytes = spec_of(view.dtype).bytes;
  std::vector<uint8_t> flags(static_cast<size_t>(view.element_count()), 0);
  if (!in_memory(view)) return flags;
  for_each_run(view, partition_bytes(view.space), [&](uint64_t address, int64_t elements, int64_t index) {
    const uint8_t* written = psum_matmul_written.data() + address;
    const size_t run = static_cast<size_t>(elements * bytes);
    if (std::memchr(written, 0, run) == nullptr) {  // the whole run was written by matmuls
      std::memset(flags.data() + index, 1, static_cast<size_t>(elements));
      return;
    }
    for (int64_t e = 0; e < elements; ++e) {
      bool all = true;
      for (int64_t b = 0; b < bytes; ++b) all = all && written[e * bytes + b];
      flags[static_cast<size_t>(index + e)] = all;
    }
  });
  return flags;
}

void State::forget(const View& view) {
  if (view.space == Space::Psum) settle();
  if (!in_memory(view)) return;
  const int64_t bytes = spec_of(view.dtype).bytes;
  Memory& mem = memory(view.space);
  for_each_run(view, partition_bytes(view.space), [&](uint64_t address, int64_t elements, int64_t) {
    mem.forget(address, static_cast<uint64_t>(elements * bytes));
  });
  if (view.space == Space::Psum) clear_matmul_written(view);
}

void State::clear_matmul_written(const View& view) {
  if (view.space == Space::Psum) settle();
  const int64_t bytes = spec_of(view.dtype).bytes;
  if (!in_memory(view)) return;
  for_each_run(view, partition_bytes(view.space), [&](uint64_t address, int64_t elements, int64_t) {
    std::memset(psum_matmul_written.data() + address, 0, static_cast<size_t>(elements * bytes));
  });
}

}  // namespace sim::trn3
