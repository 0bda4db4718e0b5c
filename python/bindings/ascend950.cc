// pybind11 bindings of the Ascend 950 model: a Machine the pypto front end drives one instruction
// at a time, and whole-trace replay for `mxsim run`.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <memory>
#include <optional>
#include <string>

#include "isa/ascend950/dtype.h"
#include "isa/ascend950/execute.h"
#include "isa/ascend950/opcodes.h"
#include "models/ascend950/machine.h"
#include "models/ascend950/timing.h"
#include "python/bindings/common.h"
#include "python/bindings/timing.h"
#include "sim/core/error.h"
#include "sim/trace/mxt.h"

namespace py = pybind11;
namespace a950 = sim::ascend950;

namespace {

sim::trace::Program parse_line(const std::string& line, const std::string& file, int line_no) {
  return sim::trace::parse_mxt_line(line, file, line_no, "ascend950");
}

const std::vector<std::string>& ascend950_mnemonics() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> out;
    for (const a950::OpRow& row : a950::op_rows()) out.emplace_back(row.mnemonic);
    return out;
  }();
  return names;
}

// A timed run's summary as every Ascend binding returns it (its bytes: MTE2's GM reads).
py::dict summary_of(const a950::TimedRun& timed, const sim::timing::CostTable& costs) {
  return mxsim_bindings::timing_summary(timed.timeline, timed.matmul_flops, timed.gm_read_bytes,
                                        timed.peak_flops_per_ns, timed.peak_gm_bytes_per_ns, costs, "gm read (mte2)");
}

}  // namespace

void bind_ascend950(py::module_& m) {
  m.def("ascend950_configs", [] {
    return mxsim_bindings::table_rows(a950::machine_configs(), [](py::dict& row, const auto& c) {
      row["name"] = c.name;
      row["default"] = c.name == a950::default_config();
      row["l1_bytes"] = c.capacities.l1;
      row["l0a_bytes"] = c.capacities.l0a;
      row["l0b_bytes"] = c.capacities.l0b;
      row["l0a_mx_bytes"] = c.capacities.l0a_mx;
      row["l0b_mx_bytes"] = c.capacities.l0b_mx;
      row["l0c_bytes"] = c.capacities.l0c;
      row["bt_bytes"] = c.capacities.bt;
      row["gm_bytes"] = c.capacities.gm;
      row["cube_cores"] = c.cube_cores;
      row["description"] = c.description;
    });
  });
  m.def("ascend950_dtypes", [] {
    py::list rows;
    for (int i = 0; i < a950::dtype_count(); ++i) {
      const auto& s = a950::dtype_table_begin()[i];
      py::dict row;
      row["name"] = std::string(s.name);
      row["bits"] = s.bits;
      row["is_float"] = s.is_float;
      row["pypto"] = std::string(s.pypto_name);
      rows.append(row);
    }
    return rows;
  });
  m.def("ascend950_instructions", [] {
    return mxsim_bindings::instruction_rows(a950::op_rows(), [](py::dict& row, const a950::OpRow& op) {
      row["required"] = sim::trace::schema_words(op.required);
      row["optional"] = sim::trace::schema_words(op.optional);
      row["queue"] = std::string(op.pipe);  // "" for the synchronisation instructions: the pipe they name
      row["side"] = std::string(op.side);
    });
  });

  py::class_<a950::Machine> cls(m, "Ascend950Machine");
  mxsim_bindings::bind_machine_common(cls);
  cls.def(py::init([](const std::string& config, const std::string& mode) {
            return new a950::Machine(config, mxsim_bindings::mode_by_name(mode));
          }),
          py::arg("config"), py::arg("mode"))
      .def("declare",
           [](a950::Machine& machine, const std::string& line, const std::string& file, int line_no) {
             sim::trace::Program p = parse_line(line, file, line_no);
             if (p.buffers.size() != 1) throw sim::Error(file + ": expected one buffer declaration");
             machine.declare(p.buffers[0], file);
           })
      .def("execute",
           [](a950::Machine& machine, const std::string& line, const std::string& file, int line_no) {
             sim::trace::Program p = parse_line(line, file, line_no);
             if (p.instructions.size() != 1) throw sim::Error(file + ": expected one instruction");
             a950::validate_program(p);
             py::gil_scoped_release release;
             machine.issue(p.instructions[0], file, p.arena);
           })
      .def("finish", [](a950::Machine& machine) { machine.finish(); })
      // the configuration's AI Cores: the cores a multi-core launch spreads its blocks over
      .def("cube_cores", [](const a950::Machine& machine) { return machine.config().cube_cores; });

  // What a replay returns of a buffer: the GM ones (a time-only run declares none on the machine)
  auto describe = [](const a950::Machine& machine, const std::string& name) {
    const auto found = machine.state().tiles.find(name);
    if (found == machine.state().tiles.end() || found->second.space != a950::Space::Gm)
      return mxsim_bindings::BufferInfo{};
    const a950::Tile& t = found->second;
    return mxsim_bindings::BufferInfo{std::make_tuple(std::string(a950::spec_of(t.dtype).name), t.shape, t.expect)};
  };
  m.def(
      "ascend950_run_trace",
      [describe](std::string_view text, const std::string& file, const std::string& directory, const std::string& mode,
                 const std::string& config, bool writers, const std::string& preset, const py::dict& fields,
                 int64_t first_matmuls) {
        return mxsim_bindings::run_trace<a950::Machine>(text, file, directory, mode, config, a950::default_config(),
                                                        describe, writers, preset, fields, first_matmuls);
      },
      py::arg("text"), py::arg("file"), py::arg("directory"), py::arg("mode"), py::arg("config"),
      py::arg("writers") = false, py::arg("preset") = "", py::arg("fields") = py::dict(),
      py::arg("first_matmuls") = -1);

  // The same replay with time (models/ascend950/timing.def, the costs of the run's machine config):
  // `settings` overrides named constants ("name=value"); values=False skips the functional steps.
  // Adds "timing" (summary) and "timeline" (columns) as trn3_run_trace_timed does.
  m.def(
      "ascend950_run_trace_timed",
      [describe](std::string_view text, const std::string& file, const std::string& directory, const std::string& mode,
                 const std::string& config, const std::vector<std::string>& settings, bool values) {
        a950::TimedRun timed;
        std::optional<sim::timing::CostTable> costs;
        mxsim_bindings::QueueCounts queue_counts;  // of a time-only run, which executes nothing
        py::dict result = mxsim_bindings::run_trace<a950::Machine>(
            text, file, directory, mode, config, a950::default_config(), describe,
            [&](a950::Machine& machine, sim::trace::Program& program) {
              costs.emplace(a950::default_costs(machine.config().name));
              for (const std::string& s : settings) costs->set(s);
              timed = a950::run_timed(machine, program, directory, *costs, values);
              if (!values)
                for (const auto& i : program.instructions) queue_counts.add(i.queue);
              return timed.mismatches;
            },
            [](py::dict&) {});
        if (!values) queue_counts.report(result, timed.opcodes.size());
        result["timing"] = summary_of(timed, *costs);
        result["timeline"] = mxsim_bindings::timeline_columns(timed.timeline, timed.opcodes, ascend950_mnemonics());
        return result;
      });

  // A time-only sweep: the trace parsed once, then timed once per point (each a list of
  // "name=value" settings over the costs of the run's machine config); per point "timing" and, when
  // asked for, "timeline", as ascend950_run_trace_timed gives them.
  m.def("ascend950_sweep_timed", [](std::string_view text, const std::string& file, const std::string& config,
                                    const std::vector<std::vector<std::string>>& points, bool timelines) {
    return mxsim_bindings::sweep_timed<a950::Machine>(
        text, file, config, points, timelines, a950::default_config(),
        [](const std::string& c) { return a950::machine_config(c).name; }, a950::default_costs,
        [](a950::Machine& machine, sim::trace::Program& program, const sim::timing::CostTable& costs) {
          return a950::run_timed(machine, program, "", costs, false);
        },
        summary_of, ascend950_mnemonics());
  });

  // (name, default, unit, source, confidence, description, choices) per constant, with the
  // defaults of machine config `config`; and the rows the configs differ in.
  m.def(
      "ascend950_timing_constants",
      [](const std::string& config) {
        return mxsim_bindings::cost_rows(a950::default_costs(config.empty() ? a950::default_config() : config));
      },
      py::arg("config") = "");
  m.def("ascend950_timing_config_values", [] {
    py::list rows;
    for (const a950::ConfigValue& v : a950::config_values())
      rows.append(py::make_tuple(v.config, v.name, v.value, v.source));
    return rows;
  });
}
