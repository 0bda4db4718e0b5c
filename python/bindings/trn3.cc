// pybind11 bindings of the Trainium3 model: a Machine the NKI front end drives one instruction at
// a time, and whole-trace replay for `mxsim run`.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <memory>
#include <string>

#include "isa/trn3/dtype.h"
#include "isa/trn3/opcodes.h"
#include "isa/trn3/semantics.h"
#include "models/trn3/machine.h"
#include "models/trn3/timing.h"
#include "python/bindings/common.h"
#include "python/bindings/timing.h"
#include "sim/core/error.h"
#include "sim/trace/mxt.h"
#include "sim/trace/payload.h"

namespace py = pybind11;

namespace {

using mxsim_bindings::mode_by_name;

// One trace line (a buffer declaration or an instruction) at its source position.
sim::trace::Program parse_line(const std::string& line, const std::string& file, int line_no) {
  return sim::trace::parse_mxt_line(line, file, line_no, "trn3");
}

// The mnemonics by opcode, which the timeline columns index.
const std::vector<std::string>& trn3_mnemonics() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> out;
    for (const sim::trn3::OpRow& row : sim::trn3::op_rows()) out.emplace_back(row.mnemonic);
    return out;
  }();
  return names;
}

}  // namespace

void bind_trn3(py::module_& m) {
  m.def("trn3_configs", [] {
    return mxsim_bindings::table_rows(sim::trn3::machine_configs(), [](py::dict& row, const auto& c) {
      row["name"] = c.name;
      row["default"] = c.name == sim::trn3::default_config();
      row["partitions"] = c.limits.partitions;
      row["sbuf_partition_bytes"] = c.limits.sbuf_partition_bytes;
      row["psum_partition_bytes"] = c.limits.psum_partition_bytes;
      row["psum_bank_bytes"] = c.limits.psum_bank_bytes;
      row["stationary_fmax"] = c.limits.stationary_fmax;
      row["moving_fmax_fp32"] = c.limits.moving_fmax_fp32;
      row["moving_fmax_bf16"] = c.limits.moving_fmax_bf16;
      row["has_mx"] = c.limits.mx == sim::trn3::MxInstructions::Present;
      row["quantize_scale_rule"] = std::string(sim::numerics::spec_of(c.limits.quantize_scale_rule).name);
      row["hbm_bytes"] = c.hbm_bytes;
      row["description"] = c.description;
    });
  });
  m.def("trn3_dtypes", [] {
    py::list rows;
    for (int i = 0; i < sim::trn3::dtype_count(); ++i) {
      const auto& s = sim::trn3::dtype_table_begin()[i];
      py::dict row;
      row["name"] = std::string(s.name);
      row["bytes"] = s.bytes;
      row["lanes"] = s.lanes;
      row["element"] = std::string(sim::numerics::spec_of(s.element).name);
      row["kind"] = s.kind == sim::trn3::Kind::Unsigned ? "unsigned"
                    : s.kind == sim::trn3::Kind::Signed ? "signed"
                    : s.kind == sim::trn3::Kind::Float  ? "float"
                                                        : "x4";
      rows.append(row);
    }
    return rows;
  });
  m.def("trn3_instructions", [] {
    return mxsim_bindings::instruction_rows(sim::trn3::op_rows(), [](py::dict& row, const sim::trn3::OpRow& op) {
      row["required"] = sim::trace::schema_words(op.required);
      row["optional"] = sim::trace::schema_words(op.optional);
      row["queue"] = std::string(op.default_queue);
      row["queues"] = sim::trace::schema_words(op.queues);
    });
  });

  py::class_<sim::trn3::Machine> cls(m, "Trn3Machine");
  mxsim_bindings::bind_machine_common(cls);
  cls.def(py::init([](const std::string& config, const std::string& mode) {
            return new sim::trn3::Machine(config, mode_by_name(mode));
          }),
          py::arg("config"), py::arg("mode"))
      .def("declare",
           [](sim::trn3::Machine& machine, const std::string& line, const std::string& file, int line_no) {
             sim::trace::Program p = parse_line(line, file, line_no);
             if (p.buffers.size() != 1) throw sim::Error(file + ": expected one buffer declaration");
             machine.declare(p.buffers[0], file);
           })
      .def("execute",
           [](sim::trn3::Machine& machine, const std::string& line, const std::string& file, int line_no) {
             sim::trace::Program p = parse_line(line, file, line_no);
             if (p.instructions.size() != 1) throw sim::Error(file + ": expected one instruction");
             sim::trn3::validate_program(p);
             py::gil_scoped_release release;
             machine.execute(p.instructions[0], file);
           })
      .def("accumulate_state",
           [](sim::trn3::Machine& machine, const std::string& line, const std::string& file, int line_no) {
             sim::trace::Program p = parse_line(line, file, line_no);
             return machine.accumulate_state(p.instructions.at(0), file);
           });

  // Replays a whole .mxt trace; returns diagnostics, per-queue counts, expect mismatches and the
  // final contents of every HBM buffer. A strict-mode error raises DiagnosticError.
  auto describe = [](const sim::trn3::Machine& machine, const std::string& name) {
    // a time-only run declares nothing on the machine: it has no buffers to return
    const auto found = machine.state().buffers.find(name);
    if (found == machine.state().buffers.end()) return mxsim_bindings::BufferInfo{};
    const auto& decl = found->second;
    if (decl.space != sim::trn3::Space::Hbm) return mxsim_bindings::BufferInfo{};
    return mxsim_bindings::BufferInfo{
        std::make_tuple(std::string(sim::trn3::spec_of(decl.dtype).name), decl.shape, decl.expect)};
  };
  m.def(
      "trn3_run_trace",
      [describe](std::string_view text, const std::string& file, const std::string& directory, const std::string& mode,
                 const std::string& config, bool writers, const std::string& preset, const py::dict& fields,
                 int64_t first_matmuls) {
        return mxsim_bindings::run_trace<sim::trn3::Machine>(text, file, directory, mode, config,
                                                             sim::trn3::default_config(), describe, writers, preset,
                                                             fields, first_matmuls);
      },
      py::arg("text"), py::arg("file"), py::arg("directory"), py::arg("mode"), py::arg("config"),
      py::arg("writers") = false, py::arg("preset") = "", py::arg("fields") = py::dict(),
      py::arg("first_matmuls") = -1);

  // The same replay with time (sim/timing, models/trn3/timing.def): `settings` overrides named
  // constants ("name=value"); values=False skips the functional steps. Adds "timing" (summary)
  // and "timeline" (columns: per instruction its queue, line, opcode, ready, start, end, waited_on,
  // delayed_by, bytes, banks).
  m.def("trn3_run_trace_timed", [describe](std::string_view text, const std::string& file, const std::string& directory,
                                           const std::string& mode, const std::string& config,
                                           const std::vector<std::string>& settings, bool values) {
    sim::timing::CostTable costs = sim::trn3::default_costs();
    for (const std::string& s : settings) costs.set(s);
    sim::trn3::TimedRun timed;
    std::vector<int> opcodes;
    mxsim_bindings::QueueCounts queue_counts;  // of a time-only run, which executes nothing
    py::dict result = mxsim_bindings::run_trace<sim::trn3::Machine>(
        text, file, directory, mode, config, sim::trn3::default_config(), describe,
        [&](sim::trn3::Machine& machine, sim::trace::Program& program) {
          timed = sim::trn3::run_timed(machine, program, directory, costs, values);
          opcodes.reserve(program.instructions.size());
          for (const auto& i : program.instructions) {
            opcodes.push_back(static_cast<int>(i.opcode));
            if (!values) queue_counts.add(i.queue);
          }
          return timed.mismatches;
        },
        [](py::dict&) {});
    // the instructions it timed, per the queue the functional replay counts them on
    if (!values) queue_counts.report(result, opcodes.size());
    result["timing"] = mxsim_bindings::timing_summary(timed.timeline, timed.matmul_flops, timed.dma_bytes,
                                                      timed.peak_mx_flops_per_ns, timed.peak_dma_bytes_per_ns, costs);
    result["timeline"] = mxsim_bindings::timeline_columns(timed.timeline, opcodes, trn3_mnemonics());
    return result;
  });
  // A time-only sweep: the trace parsed and analysed once (once per distinct shaping constants),
  // then timed once per point (each a list of "name=value" settings); returns per point "timing"
  // and, when asked for, "timeline" as trn3_run_trace_timed does.
  m.def("trn3_sweep_timed", [](std::string_view text, const std::string& file, const std::string& config,
                               const std::vector<std::vector<std::string>>& points, bool timelines) {
    sim::trace::Program program = sim::trace::parse_mxt(text, file);
    const std::string chosen =
        mxsim_bindings::with_config(program, file, config, sim::trn3::default_config(),
                                    [](const std::string& c) { return sim::trn3::machine_config(c).name; });
    py::list out;
    // consecutive points that agree on the constants shaping the analysis share it, and are only
    // re-timed (one analysis is kept: a million-instruction one holds about 200 MB)
    std::unique_ptr<sim::trn3::TimedProgram> analysed;
    for (const std::vector<std::string>& settings : points) {
      sim::timing::CostTable costs = sim::trn3::default_costs();
      for (const std::string& s : settings) costs.set(s);
      sim::trn3::TimedRun timed;
      {
        py::gil_scoped_release release;
        if (!analysed || !analysed->fits(costs)) {
          analysed.reset();
          analysed = std::make_unique<sim::trn3::TimedProgram>(program, chosen, costs);
        }
        timed = analysed->run(costs);
      }
      std::vector<int> opcodes;
      opcodes.reserve(program.instructions.size());
      for (const auto& i : program.instructions) opcodes.push_back(static_cast<int>(i.opcode));
      py::dict point;
      point["timing"] = mxsim_bindings::timing_summary(timed.timeline, timed.matmul_flops, timed.dma_bytes,
                                                       timed.peak_mx_flops_per_ns, timed.peak_dma_bytes_per_ns, costs);
      if (timelines) point["timeline"] = mxsim_bindings::timeline_columns(timed.timeline, opcodes, trn3_mnemonics());
      out.append(point);
    }
    return out;
  });
  m.def("trn3_timing_constants", [] { return mxsim_bindings::cost_rows(sim::trn3::default_costs()); });
}
