// pybind11 bindings of the CDNA4 model: assembly in and out, a Machine the mxsim.amdgpu builder
// drives one instruction (or kernel) at a time with registers set and read from numpy, and
// whole-trace replay for `mxsim run`.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <cstring>
#include <optional>
#include <string>

#include "isa/cdna4/assembly.h"
#include "isa/cdna4/lanes.h"
#include "models/cdna4/machine.h"
#include "models/cdna4/timing.h"
#include "python/bindings/common.h"
#include "python/bindings/timing.h"
#include "sim/core/error.h"
#include "sim/trace/mxt.h"

namespace py = pybind11;
namespace c4 = sim::cdna4;

namespace {

c4::RegFile file_of(const std::string& name) {
  if (name == "v") return c4::RegFile::V;
  if (name == "a") return c4::RegFile::A;
  if (name == "s") return c4::RegFile::S;
  throw sim::Error("register file '" + name + "'; expected v, a or s");
}

int file_size(c4::RegFile f) {
  return f == c4::RegFile::V ? c4::kVgprs : f == c4::RegFile::A ? c4::kAgprs : c4::kSgprs;
}

void check_registers(c4::RegFile f, int64_t first, int64_t count) {
  if (first < 0 || count < 1 || first > file_size(f) - count)
    throw sim::Error("registers " + std::to_string(first) + ".." + std::to_string(first + count - 1) +
                     "; expected within 0.." + std::to_string(file_size(f) - 1));
}

const std::vector<std::string>& cdna4_mnemonics() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> out;
    for (const c4::OpRow& row : c4::op_rows()) out.emplace_back(row.mnemonic);
    return out;
  }();
  return names;
}

// A timed run's summary as every CDNA4 binding returns it (its bytes: vector memory's; its bound:
// the critical path by functional unit).
py::dict summary_of(const c4::TimedRun& timed, const sim::timing::CostTable& costs) {
  return mxsim_bindings::timing_summary(timed.timeline, timed.matmul_flops, timed.vmem_bytes, timed.peak_flops_per_ns,
                                        timed.peak_vmem_bytes_per_ns, costs, "vector memory", &timed.bound_shares,
                                        &timed.gap_causes);
}

mxsim_bindings::BufferInfo describe(const c4::Machine& machine, const std::string& name) {
  const auto found = machine.state().buffers.find(name);
  if (found == machine.state().buffers.end() || found->second.space != "global") return mxsim_bindings::BufferInfo{};
  const c4::DeclaredBuffer& d = found->second;
  return mxsim_bindings::BufferInfo{std::make_tuple(d.dtype, d.shape, d.expect)};
}

}  // namespace

void bind_cdna4(py::module_& m) {
  m.def("cdna4_configs", [] {
    return mxsim_bindings::table_rows(c4::machine_configs(), [](py::dict& row, const auto& c) {
      row["name"] = c.name;
      row["default"] = c.name == c4::default_config();
      row["compute_units"] = c.compute_units;
      row["clock_mhz"] = c.clock_mhz;
      row["lds_bytes"] = c.limits.lds_bytes;
      row["max_waves"] = c.limits.max_waves;
      row["description"] = c.description;
    });
  });
  m.def("cdna4_dtypes", [] {
    return mxsim_bindings::table_rows(c4::dtype_rows(), [](py::dict& row, const c4::DTypeRow& d) {
      row["name"] = std::string(d.name);
      row["bytes"] = d.bytes;
    });
  });
  m.def("cdna4_lane_conventions", [] {
    py::list rows;
    for (const auto& c : c4::lane_conventions()) {
      py::dict row;
      row["name"] = std::string(c.name);
      row["fp8"] = c.fp8 == c4::KLayout::Split16 ? "split16" : "contiguous";
      row["fp6"] = c.fp6 == c4::KLayout::Split16 ? "split16" : "contiguous";
      row["source"] = std::string(c.source);
      rows.append(row);
    }
    return rows;
  });
  m.def("cdna4_instructions", [] {
    return mxsim_bindings::instruction_rows(c4::op_rows(), [](py::dict& row, const c4::OpRow& op) {
      row["unit"] = std::string(op.unit);
      row["operands"] = sim::trace::schema_words(op.positional);
      row["modifiers"] = sim::trace::schema_words(op.modifiers);
    });
  });
  m.def("cdna4_canonical_asm", [](const std::string& text, const std::string& file) {
    return c4::print_assembly(c4::parse_assembly(text, file));
  });
  m.def("cdna4_asm_to_mxt", [](const std::string& text, const std::string& file) {
    return sim::trace::print_mxt(c4::parse_assembly(text, file));
  });
  m.def("cdna4_mxt_to_asm", [](const std::string& text, const std::string& file) {
    sim::trace::Program p = sim::trace::parse_mxt(text, file);
    c4::validate_program(p);
    return c4::print_assembly(p);
  });

  py::class_<c4::Machine> cls(m, "Cdna4Machine");
  mxsim_bindings::bind_machine_common(cls);
  cls.def(py::init([](const std::string& config, const std::string& mode, const std::string& convention) {
            return new c4::Machine(config, mxsim_bindings::mode_by_name(mode), convention);
          }),
          py::arg("config"), py::arg("mode"), py::arg("convention") = "isa")
      .def("declare",
           [](c4::Machine& machine, const std::string& line, const std::string& file, int line_no) {
             sim::trace::Program p = sim::trace::parse_mxt_line(line, file, line_no, "cdna4");
             if (p.buffers.size() != 1) throw sim::Error(file + ": expected one buffer declaration");
             machine.declare(p.buffers[0], file);
           })
      .def("set_registers",
           [](c4::Machine& machine, int wave, const std::string& file, int64_t first_register,
              py::array_t<uint32_t, py::array::c_style | py::array::forcecast> values) {
             const c4::RegFile f = file_of(file);
             c4::Wave& w = machine.state().wave(wave);
             check_registers(f, first_register,
                             f == c4::RegFile::S ? values.size() : (values.ndim() == 2 ? values.shape(1) : 0));
             const int first = static_cast<int>(first_register);
             if (f == c4::RegFile::S) {
               const int count = static_cast<int>(values.size());
               for (int i = 0; i < count; ++i) {
                 w.s[static_cast<size_t>(first + i)] = values.data()[i];
                 w.s_written[static_cast<size_t>(first + i)] = 1;
               }
               return;
             }
             if (values.ndim() != 2 || values.shape(0) != c4::kLanes)
               throw sim::Error("register values of shape [64, registers] expected");
             const int count = static_cast<int>(values.shape(1));
             for (int lane = 0; lane < c4::kLanes; ++lane)
               for (int r = 0; r < count; ++r) {
                 w.reg(f, first + r)[lane] = values.data()[lane * count + r];
                 w.written(f, first + r)[lane] = 1;
               }
           })
      .def(
          "registers",
          [](c4::Machine& machine, int wave, const std::string& file, int64_t first_register, int64_t count_registers) {
            const c4::RegFile f = file_of(file);
            check_registers(f, first_register, count_registers);
            const int first = static_cast<int>(first_register), count = static_cast<int>(count_registers);
            c4::Wave& w = machine.state().wave(wave);
            if (f == c4::RegFile::S) {
              py::array_t<uint32_t> out(count);
              for (int i = 0; i < count; ++i) out.mutable_data()[i] = w.s[static_cast<size_t>(first + i)];
              return out;
            }
            py::array_t<uint32_t> out({c4::kLanes, count});
            for (int lane = 0; lane < c4::kLanes; ++lane)
              for (int r = 0; r < count; ++r) out.mutable_data()[lane * count + r] = w.reg(f, first + r)[lane];
            return out;
          })
      .def(
          "execute_asm",
          [](c4::Machine& machine, const std::string& text, const std::string& file, int wave) {
            sim::trace::Program p = c4::parse_assembly(text, file);
            c4::validate_program(p);
            for (const sim::trace::Instruction& i : p.instructions) machine.execute(wave, i, file);
          },
          py::arg("text"), py::arg("file") = "<asm>", py::arg("wave") = 0)
      .def(
          "execute_mxt",
          // .mxt instruction lines (keyword operands), which the assembly reader's checks do not
          // see: the model's own rules judge them
          [](c4::Machine& machine, const std::string& text, const std::string& file, int wave) {
            int line_number = 0;
            size_t from = 0;
            while (from <= text.size()) {
              const size_t to = std::min(text.find('\n', from), text.size());
              ++line_number;
              const std::string line = text.substr(from, to - from);
              from = to + 1;
              if (line.find_first_not_of(" \t") == std::string::npos) continue;
              sim::trace::Program p = sim::trace::parse_mxt_line(line, file, line_number, "cdna4");
              c4::validate_program(p);
              for (const sim::trace::Instruction& i : p.instructions) machine.execute(wave, i, file);
            }
          },
          py::arg("text"), py::arg("file") = "<trace>", py::arg("wave") = 0)
      .def("run_asm_kernel", [](c4::Machine& machine, const std::string& text, const std::string& file) {
        sim::trace::Program p = c4::parse_assembly(text, file);
        c4::validate_program(p);
        std::vector<sim::trace::Instruction> kernel(p.instructions.begin(), p.instructions.end());
        machine.run_waves(kernel, file);
      });

  m.def(
      "cdna4_run_trace",
      [](std::string_view text, const std::string& file, const std::string& directory, const std::string& mode,
         const std::string& config, bool writers, const std::string& preset, const py::dict& fields,
         int64_t first_matmuls, const std::string& convention) {
        // the lane convention the scaled MFMAs read their operands by (lanes.h; "isa" unless asked)
        const c4::LaneConvention& lanes = c4::lane_convention(convention);
        return mxsim_bindings::run_trace<c4::Machine>(
            text, file, directory, mode, config, c4::default_config(), describe, writers, preset, fields, first_matmuls,
            [&](c4::Machine& machine) { machine.state().convention = lanes; });
      },
      py::arg("text"), py::arg("file"), py::arg("directory"), py::arg("mode"), py::arg("config"),
      py::arg("writers") = false, py::arg("preset") = "", py::arg("fields") = py::dict(), py::arg("first_matmuls") = -1,
      py::arg("convention") = "isa");

  // The same replay with time (models/cdna4/timing.def, the costs of the run's machine config):
  // `settings` overrides named constants ("name=value"); values=False skips the functional steps.
  // Adds "timing" (summary) and "timeline" (columns, one row per instruction a wave issues).
  m.def("cdna4_run_trace_timed",
        [](std::string_view text, const std::string& file, const std::string& directory, const std::string& mode,
           const std::string& config, const std::vector<std::string>& settings, bool values) {
          c4::TimedRun timed;
          std::optional<sim::timing::CostTable> costs;
          py::dict result = mxsim_bindings::run_trace<c4::Machine>(
              text, file, directory, mode, config, c4::default_config(), describe,
              [&](c4::Machine& machine, sim::trace::Program& program) {
                costs.emplace(c4::default_costs(machine.config().name));
                for (const std::string& s : settings) costs->set(s);
                timed = c4::run_timed(machine, program, directory, *costs, values);
                return timed.mismatches;
              },
              [](py::dict&) {});
          if (!values) {
            mxsim_bindings::QueueCounts queue_counts;  // a time-only run executes nothing: count its steps
            for (const int w : timed.waves) queue_counts.add(c4::queue_of(w));
            queue_counts.report(result, timed.opcodes.size());
          }
          result["timing"] = summary_of(timed, *costs);
          result["timeline"] = mxsim_bindings::timeline_columns(timed.timeline, timed.opcodes, cdna4_mnemonics());
          return result;
        });

  // A time-only sweep: the trace parsed once, then timed once per point (each a list of
  // "name=value" settings over the costs of the run's machine config).
  m.def("cdna4_sweep_timed", [](std::string_view text, const std::string& file, const std::string& config,
                                const std::vector<std::vector<std::string>>& points, bool timelines) {
    return mxsim_bindings::sweep_timed<c4::Machine>(
        text, file, config, points, timelines, c4::default_config(),
        [](const std::string& c) { return c4::machine_config(c).name; }, c4::default_costs,
        [](c4::Machine& machine, sim::trace::Program& program, const sim::timing::CostTable& costs) {
          return c4::run_timed(machine, program, "", costs, false);
        },
        summary_of, cdna4_mnemonics());
  });

  m.def(
      "cdna4_timing_constants",
      [](const std::string& config) {
        return mxsim_bindings::cost_rows(c4::default_costs(config.empty() ? c4::default_config() : config));
      },
      py::arg("config") = "");
  m.def("cdna4_timing_config_values", [] {
    py::list rows;
    for (const sim::timing::ConfigValue& v : c4::config_values())
      rows.append(py::make_tuple(v.config, v.name, v.value, v.source));
    return rows;
  });
  m.def("cdna4_hazard_rules", [] {
    py::list rows;
    for (const c4::HazardRule& r : c4::hazard_rules()) {
      py::dict row;
      row["id"] = r.id, row["producer"] = r.producer, row["consumer"] = r.consumer, row["required"] = r.required;
      row["reachable"] = r.reachable;
      rows.append(row);
    }
    return rows;
  });
}
