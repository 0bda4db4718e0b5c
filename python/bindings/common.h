// What the target bindings share: diagnostics as Python dicts, the mode names, and the result of
// a whole-trace replay.
#pragma once

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>
#include <algorithm>
#include <functional>

#include <memory>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "sim/core/diagnostic.h"
#include "sim/core/error.h"
#include "sim/core/memory.h"
#include "sim/numerics/dot.h"
#include "sim/trace/mxt.h"
#include "sim/trace/replay.h"

namespace mxsim_bindings {

namespace py = pybind11;

// A preset's configuration with named fields replaced (module.cc; std::invalid_argument naming the
// preset or field otherwise).
sim::numerics::DotConfig preset_config(const std::string& preset, const py::dict& overrides);

// A table as Python data: one dict per entry, `fill(row, entry)` naming its columns.
template <typename Entries, typename Fill>
py::list table_rows(const Entries& entries, Fill&& fill) {
  py::list rows;
  for (const auto& entry : entries) {
    py::dict row;
    fill(row, entry);
    rows.append(row);
  }
  return rows;
}

// An instruction table (isa/<target>/instructions.def): the columns every target has, then
// `extra(row, op_row)` for the target's own (its queue and operand columns).
template <typename OpRows, typename Extra>
py::list instruction_rows(const OpRows& op_rows, Extra&& extra) {
  return table_rows(op_rows, [&](py::dict& row, const auto& op) {
    row["mnemonic"] = std::string(op.mnemonic);
    row["cost_class"] = std::string(op.cost_class);
    extra(row, op);
  });
}

inline sim::DiagnosticMode mode_by_name(const std::string& mode) {
  if (mode == "strict") return sim::DiagnosticMode::Strict;
  if (mode == "hardware") return sim::DiagnosticMode::Hardware;
  throw sim::Error("unknown mode '" + mode + "'; expected strict or hardware");
}

inline py::dict diagnostic_dict(const sim::Diagnostic& d) {
  py::dict row;
  row["code"] = std::string(sim::info_of(d.code).code);
  row["severity"] = std::string(sim::name_of(d.severity()));
  row["message"] = d.message;
  row["expected"] = d.expected;
  row["actual"] = d.actual;
  row["file"] = d.where.file;
  row["line"] = d.where.line;
  row["column"] = d.where.column;
  row["instruction"] = d.where.instruction_index;
  row["queue"] = d.where.queue;
  row["mnemonic"] = d.where.mnemonic;
  row["text"] = d.format();
  return row;
}

inline py::list diagnostics_list(const std::vector<sim::Diagnostic>& diagnostics) {
  py::list out;
  for (const sim::Diagnostic& d : diagnostics) out.append(diagnostic_dict(d));
  return out;
}

inline py::list mismatches_list(const std::vector<sim::trace::ExpectMismatch>& mismatches) {
  py::list mm;
  for (const auto& x : mismatches) {
    py::dict row;
    row["buffer"] = x.buffer;
    row["mismatched"] = x.mismatched_elements;
    row["first_index"] = x.first_index;
    row["expected"] = x.expected;
    row["actual"] = x.actual;
    mm.append(row);
  }
  return mm;
}

// Instructions counted per queue name, as a time-only run reports them (it executes nothing, so the
// machine has counted none): a handful of names, so a list costs less than a tree lookup per
// instruction.
class QueueCounts {
 public:
  void add(const std::string& queue) {
    for (auto& [name, count] : counts_)
      if (name == queue) {
        ++count;
        return;
      }
    counts_.emplace_back(queue, 1);
  }
  // The result's "instructions" and "queue_counts" (a dict in name order, as the functional
  // replay's std::map gives it), in place of the machine's, which executed nothing.
  void report(py::dict& result, size_t instructions) {
    std::sort(counts_.begin(), counts_.end());
    py::dict out;
    for (const auto& [name, count] : counts_) out[py::str(name)] = count;
    result["instructions"] = static_cast<long>(instructions);
    result["queue_counts"] = out;
  }

 private:
  std::vector<std::pair<std::string, long>> counts_;
};

// What `*_run_trace` returns besides the buffers: config, diagnostics, per-queue counts, the
// instruction count and the expect= mismatches.
template <typename Machine>
py::dict replay_result(const std::string& config, const Machine& machine,
                       const std::vector<sim::trace::ExpectMismatch>& mismatches) {
  py::dict result;
  result["config"] = config;
  result["diagnostics"] = diagnostics_list(machine.state().sink.diagnostics());
  result["queue_counts"] = machine.queue_counts();
  result["instructions"] = machine.executed();
  result["mismatches"] = mismatches_list(mismatches);
  return result;
}

// The machine config a replay uses (the caller's, else the trace's `config` line, else the
// target's default), and `make(config)` run with it: a config the trace names that `make` rejects
// is bad input at the trace's `config` line.
template <typename Make>
auto with_config(const sim::trace::Program& program, const std::string& file, const std::string& config,
                 const std::string& default_config, Make make) {
  const std::string chosen = !config.empty() ? config : !program.config.empty() ? program.config : default_config;
  try {
    return make(chosen);
  } catch (const sim::Error& error) {
    if (!config.empty() || program.config.empty()) throw;
    throw sim::Error(sim::trace::where(file, program.config_at) + error.what());
  }
}

// What `*_run_trace` reports of an off-chip buffer: (dtype name, shape, expect=); nullopt for
// buffers it does not return.
using BufferInfo = std::optional<std::tuple<std::string, std::vector<int64_t>, std::string>>;

// A buffer's bytes as a 1-D uint8 array that owns them: no copy into a bytes object (a Trainium3
// GEMM returns 25 MB of buffers, and each fresh copy is faulted in page by page).
inline py::array_t<uint8_t> owned_bytes(std::vector<uint8_t>&& bytes) {
  auto* held = new std::vector<uint8_t>(std::move(bytes));
  py::capsule owner(held, [](void* p) { delete static_cast<std::vector<uint8_t>*>(p); });
  py::array_t<uint8_t> array({static_cast<py::ssize_t>(held->size())}, {py::ssize_t{1}}, held->data(), owner);
  // read-only, as the bytes object it replaces was (a run's outputs are results, not buffers to edit)
  array.attr("setflags")(py::arg("write") = false);
  return array;
}

// Replays a whole .mxt trace on a target's Machine: replay_result plus "buffers", the final
// contents of every buffer `describe(machine, name)` reports. A strict-mode error raises
// DiagnosticError; malformed traces raise ValueError.
// `replay(machine, program)` runs it (by default the functional replay; a timed run adds its own
// entries to the result through `extra`).
template <typename Machine, typename Describe, typename Replay, typename Extra>
py::dict run_trace(std::string_view text, const std::string& file, const std::string& directory,
                   const std::string& mode, const std::string& config, const std::string& default_config,
                   Describe describe, Replay replay, Extra extra) {
  sim::trace::Program program = sim::trace::parse_mxt(text, file);
  std::string chosen;
  const std::unique_ptr<Machine> owned = with_config(program, file, config, default_config, [&](const std::string& c) {
    chosen = c;
    return std::make_unique<Machine>(c, mode_by_name(mode));
  });
  Machine& machine = *owned;
  std::vector<sim::trace::ExpectMismatch> mismatches;
  {
    py::gil_scoped_release release;
    mismatches = replay(machine, program);
  }
  py::dict result = replay_result(chosen, machine, mismatches);
  extra(result);
  py::dict buffers;
  for (const auto& b : program.buffers) {
    const BufferInfo info = describe(machine, b.name);
    if (!info) continue;
    buffers[py::str(b.name)] = py::make_tuple(std::get<0>(*info), std::get<1>(*info),
                                              owned_bytes(machine.contents(b.name)), std::get<2>(*info));
  }
  result["buffers"] = buffers;
  return result;
}

// The functional replay. With `writers`, the result also has "writers" ({buffer: per byte of each
// returned off-chip buffer, the int32 tag of the instruction that last wrote it, 0 for none}) and
// "writer_rows" ({tag: (line, column, queue, mnemonic)} for the tags that occur): `mxsim diff`
// names the instruction behind each mismatching element. A `preset` (with `fields` overriding
// some of its fields) is the accumulation model of the MX matmul instructions in place of the
// target's own; with `first_matmuls` >= 0 for the first that many MX matmuls executed only.
// `prepare(machine)` sets a target's own model policies before the replay (CDNA4: the lane
// convention). "mx_matmul_lines" is the trace line of each MX matmul executed, in order.
template <typename Machine, typename Describe>
py::dict run_trace(std::string_view text, const std::string& file, const std::string& directory,
                   const std::string& mode, const std::string& config, const std::string& default_config,
                   Describe describe, bool writers = false, const std::string& preset = {},
                   const py::dict& fields = py::dict(), int64_t first_matmuls = -1,
                   const std::function<void(Machine&)>& prepare = {}) {
  const Machine* ran = nullptr;
  const sim::trace::Program* replayed = nullptr;
  // built here, with the GIL held (the fields are Python objects)
  const sim::numerics::DotConfig matmul_config =
      preset.empty() ? sim::numerics::DotConfig{} : preset_config(preset, fields);
  // no tag outlives the replay, whether it ends or throws
  struct WriterReset {
    WriterReset() { sim::current_writer = 0; }
    ~WriterReset() { sim::current_writer = 0; }
  } reset;
  return run_trace<Machine>(
      text, file, directory, mode, config, default_config, describe,
      [&](Machine& machine, sim::trace::Program& program) {
        ran = &machine;
        replayed = &program;
        if (prepare) prepare(machine);
        if (writers) machine.track_writers();
        if (!preset.empty()) machine.use_mx_matmul_config(matmul_config, first_matmuls);
        return machine.run(program, directory);
      },
      [&](py::dict& result) {
        result["mx_matmul_lines"] = ran->state().mx_matmul.lines;
        if (!writers) return;
        py::dict tags;
        std::set<int32_t> used;
        for (const auto& b : replayed->buffers) {
          if (!describe(*ran, b.name)) continue;
          const std::vector<int32_t> t = ran->writer_tags(b.name);
          if (t.empty()) continue;
          used.insert(t.begin(), t.end());
          tags[py::str(b.name)] = py::bytes(reinterpret_cast<const char*>(t.data()), t.size() * sizeof(int32_t));
        }
        py::dict rows;
        for (const int32_t tag : used)
          if (const sim::TraceLocation* where = ran->writer(tag))
            rows[py::int_(tag)] = py::make_tuple(where->line, where->column, where->queue, where->mnemonic);
        result["writers"] = tags;
        result["writer_rows"] = rows;
      });
}

// The buffer and bookkeeping methods every target's Machine binding has.
template <typename Machine>
void bind_machine_common(py::class_<Machine>& cls) {
  cls.def("load",
          [](Machine& machine, const std::string& name, const py::bytes& data) {
            const std::string_view view(data);
            machine.load(name, view.data(), view.size());
          })
      .def("contents",
           [](const Machine& machine, const std::string& name) {
             const std::vector<uint8_t> bytes = machine.contents(name);
             return py::bytes(reinterpret_cast<const char*>(bytes.data()), bytes.size());
           })
      .def("diagnostics", [](const Machine& machine) { return diagnostics_list(machine.state().sink.diagnostics()); })
      .def("queue_counts", &Machine::queue_counts);
}

}  // namespace mxsim_bindings
