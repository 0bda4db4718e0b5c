// A timed run as Python sees it (every target's timing model returns the same shapes): the
// summary dict, the timeline rows, and a target's cost table.
#pragma once

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <string>
#include <vector>

#include "python/bindings/common.h"
#include "sim/timing/cost_table.h"
#include "sim/timing/timeline.h"

namespace mxsim_bindings {

namespace py = pybind11;

// `traffic` names the bytes the roofline's memory side counts: Trainium3's DMA, Ascend's GM reads
// (MTE2), CDNA4's vector memory; `bound_shares` and `gap_causes`, when given, are the critical path
// and the idle time by the target's own attribution (else by queue group and resource).
inline py::dict timing_summary(const sim::timing::Timeline& t, double flops, double dma_bytes, double peak_flops_per_ns,
                               double peak_bytes_per_ns, const sim::timing::CostTable& costs,
                               const std::string& traffic = "dma",
                               const std::vector<std::pair<std::string, double>>* bound_shares = nullptr,
                               const std::vector<sim::timing::GapCause>* gap_causes = nullptr) {
  py::dict d;
  d["traffic"] = traffic;
  const double total = t.total_ns();
  d["total_ns"] = total;
  py::list queues;
  for (const auto& q : t.queues) {
    py::dict row;
    row["name"] = q.name;
    row["group"] = q.group;
    row["clock_ghz"] = q.clock_ghz;
    row["instructions"] = q.instructions;
    row["busy_ns"] = q.busy_ns;
    row["busy_percent"] = total > 0 ? 100.0 * q.busy_ns / total : 0.0;
    row["cycles"] = total * q.clock_ghz;
    queues.append(row);
  }
  d["queues"] = queues;
  d["matmul_flops"] = flops;
  d["dma_bytes"] = dma_bytes;
  d["achieved_flops_per_ns"] = total > 0 ? flops / total : 0.0;
  d["achieved_dma_bytes_per_ns"] = total > 0 ? dma_bytes / total : 0.0;
  d["peak_flops_per_ns"] = peak_flops_per_ns;
  d["peak_dma_bytes_per_ns"] = peak_bytes_per_ns;
  // the roofline floor: no schedule beats the busier of compute and DMA at their peaks
  d["roofline_ns"] = std::max(peak_flops_per_ns > 0 ? flops / peak_flops_per_ns : 0.0,
                              peak_bytes_per_ns > 0 ? dma_bytes / peak_bytes_per_ns : 0.0);
  py::list shares;
  // a target whose queues are not its units (CDNA4's waves) names the units itself
  for (const auto& [name, ns] : bound_shares ? *bound_shares : t.critical_path_shares())
    shares.append(py::make_tuple(name, ns));
  d["critical_path"] = shares;
  d["bound"] = shares.empty() ? py::object(py::none()) : py::object(shares[0].cast<py::tuple>()[0]);
  py::list gaps;
  for (const auto& g : gap_causes ? *gap_causes : t.gap_causes())
    gaps.append(py::make_tuple(g.cause, g.idle_ns, g.gaps));
  d["gap_causes"] = gaps;
  d["kernel_activations"] = t.kernel_activations;
  py::dict overrides;
  // a number as a float, a policy as its choice's name
  for (const auto& [name, value] : costs.overrides())
    overrides[py::str(name)] =
        costs.row(name).is_policy() ? py::object(py::str(costs.choice(name))) : py::object(py::float_(value));
  d["overrides"] = overrides;
  return d;
}

// The timeline as columns, one numpy array each, with the names their indices stand for:
// mxsim.timing.timeline_array builds its structured array from them without a Python object per
// instruction (a million-instruction run converts in milliseconds).
inline py::dict timeline_columns(const sim::timing::Timeline& t, const std::vector<int>& opcodes,
                                 const std::vector<std::string>& mnemonics) {
  const auto n = static_cast<py::ssize_t>(t.instructions.size());
  py::array_t<int32_t> queue(n), line(n), opcode(n), waited_on(n), delayed_by(n);
  py::array_t<double> ready(n), start(n), end(n), queue_free(n), bytes(n);
  py::array_t<uint64_t> banks(n);
  auto q = queue.mutable_unchecked<1>();
  auto l = line.mutable_unchecked<1>();
  auto o = opcode.mutable_unchecked<1>();
  auto w = waited_on.mutable_unchecked<1>();
  auto d = delayed_by.mutable_unchecked<1>();
  auto r = ready.mutable_unchecked<1>();
  auto s = start.mutable_unchecked<1>();
  auto e = end.mutable_unchecked<1>();
  auto f = queue_free.mutable_unchecked<1>();
  auto b = bytes.mutable_unchecked<1>();
  auto k = banks.mutable_unchecked<1>();
  for (py::ssize_t i = 0; i < n; ++i) {
    const auto& x = t.instructions[static_cast<size_t>(i)];
    q(i) = x.queue, l(i) = x.line,
    o(i) = i < static_cast<py::ssize_t>(opcodes.size()) ? opcodes[static_cast<size_t>(i)] : 0;
    w(i) = x.waited_on, d(i) = x.delayed_by, r(i) = x.ready, s(i) = x.start, e(i) = x.end, f(i) = x.queue_free,
    b(i) = x.bytes, k(i) = x.banks;
  }
  py::list queue_names;
  for (const auto& summary : t.queues) queue_names.append(summary.name);
  py::dict c;
  c["queue"] = queue, c["line"] = line, c["opcode"] = opcode, c["ready"] = ready, c["start"] = start, c["end"] = end;
  c["queue_free"] = queue_free;
  c["waited_on"] = waited_on, c["delayed_by"] = delayed_by, c["bytes"] = bytes, c["banks"] = banks;
  c["queue_names"] = queue_names;
  c["mnemonics"] = mnemonics;
  py::list resources;
  for (const auto& r : t.resources) resources.append(r.name);
  c["resources"] = resources;
  return c;
}

// Each constant: (name, default, unit, source, confidence, description, choices); a policy's
// default is its choice's name and `choices` lists them (None for a number).
inline py::list cost_rows(const sim::timing::CostTable& table) {
  py::list rows;
  for (const auto& r : table.rows()) {
    const py::object value = r.is_policy() ? py::object(py::str(r.choice_names().at(static_cast<size_t>(r.value))))
                                           : py::object(py::float_(r.value));
    const py::object choices = r.is_policy() ? py::object(py::cast(r.choice_names())) : py::object(py::none());
    rows.append(py::make_tuple(r.name, value, r.unit, r.source, r.confidence, r.description, choices));
  }
  return rows;
}

// A time-only sweep for a target whose points share the parse only: the trace parsed once, then per
// point (a list of "name=value" settings over the costs of the run's machine config) a fresh
// Machine of that config, timed without values: its "timing" summary and, when asked for, its
// "timeline". `config_name` checks a config name and gives it as the target spells it;
// `default_costs(config)`, `run_timed(machine, program, costs)` and `summary(timed, costs)` are the
// target's.
template <typename Machine, typename ConfigName, typename DefaultCosts, typename RunTimed, typename Summary>
py::list sweep_timed(std::string_view text, const std::string& file, const std::string& config,
                     const std::vector<std::vector<std::string>>& points, bool timelines,
                     const std::string& default_config, ConfigName config_name, DefaultCosts default_costs,
                     RunTimed run_timed, Summary summary, const std::vector<std::string>& mnemonics) {
  sim::trace::Program program = sim::trace::parse_mxt(text, file);
  const std::string chosen = with_config(program, file, config, default_config, config_name);
  py::list out;
  for (const std::vector<std::string>& settings : points) {
    sim::timing::CostTable costs = default_costs(chosen);
    for (const std::string& s : settings) costs.set(s);
    decltype(run_timed(std::declval<Machine&>(), program, costs)) timed;
    {
      py::gil_scoped_release release;
      Machine machine(chosen, sim::DiagnosticMode::Hardware);
      timed = run_timed(machine, program, costs);
    }
    py::dict point;
    point["timing"] = summary(timed, costs);
    if (timelines) point["timeline"] = timeline_columns(timed.timeline, timed.opcodes, mnemonics);
    out.append(point);
  }
  return out;
}

}  // namespace mxsim_bindings
