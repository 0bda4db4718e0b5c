// A timed run as Python sees it (every target's timing model returns the same shapes): the
// summary dict, the timeline rows, and a target's cost table.
#pragma once

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <string>
#include <vector>

#include "sim/timing/cost_table.h"
#include "sim/timing/timeline.h"

namespace mxsim_bindings {

namespace py = pybind11;

inline py::dict timing_summary(const sim::timing::Timeline& t, double flops, double dma_bytes, double peak_flops_per_ns,
                               double peak_bytes_per_ns, const sim::timing::CostTable& costs) {
  py::dict d;
  const double total = t.total_ns();
  d["total_ns"] = total;
  py::list queues;
  for (const auto& q : t.queues) {
    py::dict row;
    row["name"] = q.name;
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
  for (const auto& [name, ns] : t.critical_path_shares()) shares.append(py::make_tuple(name, ns));
  d["critical_path"] = shares;
  d["bound"] = shares.empty() ? py::object(py::none()) : py::object(shares[0].cast<py::tuple>()[0]);
  py::list gaps;
  for (const auto& g : t.gap_causes()) gaps.append(py::make_tuple(g.cause, g.idle_ns, g.gaps));
  d["gap_causes"] = gaps;
  d["kernel_activations"] = t.kernel_activations;
  py::dict overrides;
  for (const auto& [name, value] : costs.overrides()) overrides[py::str(name)] = value;
  d["overrides"] = overrides;
  return d;
}

inline py::list timeline_rows(const sim::timing::Timeline& t, const std::vector<std::string>& mnemonics) {
  py::list rows;
  for (size_t i = 0; i < t.instructions.size(); ++i) {
    const auto& r = t.instructions[i];
    rows.append(py::make_tuple(t.queues.at(static_cast<size_t>(r.queue)).name, r.line,
                               i < mnemonics.size() ? mnemonics[i] : std::string(), r.ready, r.start, r.end,
                               r.waited_on, r.delayed_by));
  }
  return rows;
}

inline py::list cost_rows(const sim::timing::CostTable& table) {
  py::list rows;
  for (const auto& r : table.rows())
    rows.append(py::make_tuple(r.name, r.value, r.unit, r.source, r.confidence, r.description));
  return rows;
}

}  // namespace mxsim_bindings
