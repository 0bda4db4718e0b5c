// The Ascend 950 timing model and race checker in C++ (so the AddressSanitizer + UBSan build runs
// them too): every recorded trace timed with values, in strict and in hardware mode (where writes
// land at their instruction's end), gives the functional replay's outputs and no race; time only
// gives the same schedule; a copy the load does not wait for is an ASC-RACE, and in a timed
// hardware run the load reads L1 as it was before the copy.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "models/ascend950/timing.h"
#include "sim/trace/input_file.h"
#include "sim/trace/mxt.h"
#include "sim/trace/npy.h"

namespace {

using sim::ascend950::Machine;

std::vector<std::string> codes(const Machine& machine) {
  std::vector<std::string> out;
  for (const auto& d : machine.state().sink.diagnostics()) out.emplace_back(sim::info_of(d.code).code);
  return out;
}

}  // namespace

TEST_CASE("every recorded ascend950 trace runs timed, with the functional replay's values", "[ascend950][timing]") {
  const std::filesystem::path traces = MXSIM_ASCEND950_TRACES_DIR;
  int count = 0;
  for (const auto& entry : std::filesystem::directory_iterator(traces)) {
    if (entry.path().extension() != ".mxt") continue;
    const std::string path = entry.path().string();
    const std::string text = sim::trace::read_input_file(path, path);
    INFO(path);
    for (const auto mode : {sim::DiagnosticMode::Strict, sim::DiagnosticMode::Hardware}) {
      Machine machine(sim::ascend950::default_config(), mode);
      sim::trace::Program program = sim::trace::parse_mxt(text, path);
      const auto costs = sim::ascend950::default_costs(machine.config().name);
      const sim::ascend950::TimedRun run = sim::ascend950::run_timed(machine, program, traces.string(), costs, true);
      CHECK(run.mismatches.empty());
      CHECK(machine.state().sink.diagnostics().empty());
      for (const auto& i : run.timeline.instructions) {
        CHECK(i.start >= i.ready);
        CHECK(i.queue_free >= i.start);
        CHECK(i.end >= i.queue_free);
      }
      Machine idle(sim::ascend950::default_config(), mode);
      sim::trace::Program again = sim::trace::parse_mxt(text, path);
      const sim::ascend950::TimedRun only = sim::ascend950::run_timed(idle, again, traces.string(), costs, false);
      CHECK(only.timeline.total_ns() == run.timeline.total_ns());
    }
    ++count;
  }
  CHECK(count >= 5);
}

TEST_CASE("an unsynchronised load is a race, and timed in hardware mode it reads the old bytes",
          "[ascend950][timing][races]") {
  // the GM input as a payload beside the trace (the timed replay declares and loads it)
  const std::filesystem::path dir = std::filesystem::temp_directory_path() / "mxsim_ascend950_race";
  std::filesystem::create_directories(dir);
  sim::trace::NpyArray x;
  x.descr = "<f2";
  x.shape = {32, 32};
  x.item_bytes = 2;
  x.data.assign(32 * 32 * 2, 0x3c);
  {
    std::ofstream out(dir / "x.npy", std::ios::binary);
    out << sim::trace::write_npy(x);
  }
  const std::string text =
      "mxt 2\ntarget ascend950\n"
      "buffer x gm address=0x0 shape=[32, 32] dtype=float16 payload=\"x.npy\"\n"
      "buffer t l1 address=0x0 shape=[32, 32] dtype=float16 layout=NZ\n"
      "buffer u l0a address=0x0 shape=[32, 32] dtype=float16 layout=NZ\n"
      "copy_gm_to_cbuf_multi_nd2nz dst=t src=x n_value=32 d_value=32 src_d_value=32 dst_nz_c0_stride=32\n"
      "load_cbuf_to_ca dst=u src=t m_start=0 k_start=0 m_step=2 k_step=2 src_stride=2 dst_stride=2\n"
      "end\n";
  for (const bool timed : {false, true}) {
    INFO(timed);
    Machine machine(sim::ascend950::default_config(), sim::DiagnosticMode::Hardware);
    sim::trace::Program program = sim::trace::parse_mxt(text, "r.mxt");
    if (timed) {
      const auto costs = sim::ascend950::default_costs(machine.config().name);
      sim::ascend950::run_timed(machine, program, dir.string(), costs, true);
    } else {
      machine.run(program, dir.string());
    }
    const std::vector<std::string> found = codes(machine);
    CHECK(std::count(found.begin(), found.end(), "ASC-RACE") == 1);
    // untimed, the pipes run in trace order: the load sees the copy; timed, it starts before the
    // copy ends and L1 was never written (the load carries that into L0A)
    const auto& l0a = machine.state().memory(sim::ascend950::Space::L0A);
    CHECK(l0a.first_unwritten(0, 2048).has_value() == timed);
  }
  std::filesystem::remove_all(dir);
}
