// pybind11 bindings of the Ascend 950 model: a Machine the pypto front end drives one instruction
// at a time, and whole-trace replay for `mxsim run`.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <memory>
#include <string>

#include "isa/ascend950/dtype.h"
#include "isa/ascend950/execute.h"
#include "isa/ascend950/opcodes.h"
#include "models/ascend950/machine.h"
#include "python/bindings/common.h"
#include "sim/core/error.h"
#include "sim/trace/mxt.h"

namespace py = pybind11;
namespace a950 = sim::ascend950;

namespace {

sim::trace::Program parse_line(const std::string& line, const std::string& file, int line_no) {
  return sim::trace::parse_mxt_line(line, file, line_no, "ascend950");
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
      .def("finish", [](a950::Machine& machine) { machine.finish(); });

  m.def("ascend950_run_trace", [](const std::string& text, const std::string& file, const std::string& directory,
                                  const std::string& mode, const std::string& config) {
    return mxsim_bindings::run_trace<a950::Machine>(text, file, directory, mode, config, a950::default_config(),
                                                    [](const a950::Machine& machine, const std::string& name) {
                                                      const a950::Tile& t = machine.state().tiles.at(name);
                                                      if (t.space != a950::Space::Gm)
                                                        return mxsim_bindings::BufferInfo{};
                                                      return mxsim_bindings::BufferInfo{std::make_tuple(
                                                          std::string(a950::spec_of(t.dtype).name), t.shape, t.expect)};
                                                    });
  });
}
