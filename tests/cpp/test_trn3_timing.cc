// The Trainium3 timing model in C++ (so the AddressSanitizer + UBSan build runs it too): every
// recorded trace timed with values gives the functional replay's outputs; a program analysed once
// and re-timed gives what a fresh run gives; the live-access index survives compaction and
// footprints too wide for it; no instruction starts before it is ready.
#include <catch2/catch.hpp>
#include <filesystem>
#include <string>
#include <vector>

#include "models/trn3/timing.h"
#include "sim/trace/input_file.h"
#include "sim/trace/mxt.h"

namespace {

using sim::timing::Timeline;
using sim::trn3::Machine;

sim::trace::Program program_of(const std::string& text) { return sim::trace::parse_mxt(text, "t.mxt"); }

void check_placed(const Timeline& t) {
  for (const auto& i : t.instructions) {
    CHECK(i.start >= i.ready);
    CHECK(i.end >= i.start);
  }
}

bool same_times(const Timeline& a, const Timeline& b) {
  if (a.instructions.size() != b.instructions.size()) return false;
  for (size_t i = 0; i < a.instructions.size(); ++i) {
    const auto &x = a.instructions[i], &y = b.instructions[i];
    if (x.queue != y.queue || x.ready != y.ready || x.start != y.start || x.end != y.end ||
        x.waited_on != y.waited_on || x.delayed_by != y.delayed_by)
      return false;
  }
  return true;
}

}  // namespace

TEST_CASE("every recorded trn3 trace runs timed, with the functional replay's values", "[trn3][timing]") {
  const std::filesystem::path traces = MXSIM_TRACES_DIR;
  int count = 0;
  for (const auto& entry : std::filesystem::directory_iterator(traces)) {
    if (entry.path().extension() != ".mxt") continue;
    const std::string path = entry.path().string();
    const std::string text = sim::trace::read_input_file(path, path);
    const auto costs = sim::trn3::default_costs();
    INFO(path);
    sim::trace::Program timed_program = sim::trace::parse_mxt(text, path);
    // the 2048^3 GEMM's values under the sanitizers would take minutes: it runs time only
    const bool values =
        std::filesystem::file_size(std::filesystem::path(entry.path()).replace_extension(".npz")) < (4u << 20);
    Machine timed_machine(sim::trn3::default_config(), sim::DiagnosticMode::Hardware);
    const sim::trn3::TimedRun run = sim::trn3::run_timed(timed_machine, timed_program, traces.string(), costs, values);
    CHECK(run.mismatches.empty());
    CHECK(run.timeline.total_ns() > 0);
    check_placed(run.timeline);
    if (values) {
      sim::trace::Program plain_program = sim::trace::parse_mxt(text, path);
      Machine plain(sim::trn3::default_config(), sim::DiagnosticMode::Hardware);
      CHECK(plain.run(plain_program, traces.string()).empty());
      for (const auto& buffer : plain_program.buffers)  // every HBM buffer's final bytes
        if (buffer.space.find("hbm") != std::string::npos)
          CHECK(plain.contents(buffer.name) == timed_machine.contents(buffer.name));
    }
    ++count;
  }
  CHECK(count >= 8);
}

TEST_CASE("an analysed program re-timed under other constants is a fresh run", "[trn3][timing]") {
  const std::string path = std::string(MXSIM_TRACES_DIR) + "/on_device_quantize_matmul_mx_e5m2_e5m2.mxt";
  const std::string text = sim::trace::read_input_file(path, path);
  sim::trace::Program program = sim::trace::parse_mxt(text, path);
  auto base = sim::trn3::default_costs();
  const sim::trn3::TimedProgram analysed(program, sim::trn3::default_config(), base);
  for (const char* setting :
       {"dma_bytes_per_ns=66", "psum_bank_policy=parallel", "sbuf_quadrant_policy=serialise_quadrant",
        "quantize_mx_elements_per_partition_cycle=8"}) {
    INFO(setting);
    auto costs = sim::trn3::default_costs();
    costs.set(setting);
    REQUIRE(analysed.fits(costs));
    sim::trace::Program fresh_program = sim::trace::parse_mxt(text, path);
    Machine machine(sim::trn3::default_config(), sim::DiagnosticMode::Hardware);
    const auto fresh = sim::trn3::run_timed(machine, fresh_program, "", costs, false);
    CHECK(same_times(analysed.run(costs).timeline, fresh.timeline));
  }
  auto shaped = sim::trn3::default_costs();
  shaped.set("dma_queue_policy=single");
  CHECK_FALSE(analysed.fits(shaped));
}

TEST_CASE("the live-access index compacts and keeps footprints too wide for it", "[trn3][timing]") {
  std::string text =
      "mxt 2\ntarget trn3\nconfig trn3\n"
      "buffer big hbm address=0x0 shape=[16384, 4096] dtype=float32\n"
      "buffer t sbuf address=0x0 partition=0 shape=[128, 512] dtype=float32\n"
      "buffer u sbuf address=0x800 partition=0 shape=[128, 512] dtype=float32\n";
  for (int i = 0; i < 3000; ++i) text += "memset dst=t value=0.0\ntensor_copy dst=u src=t engine=gpsimd\n";
  text += "dma_copy dst=big.ap(pattern=[[4096, 128], [1, 512]], offset=0, dtype=float32) src=t\n";
  text += "dma_copy dst=u src=big.ap(pattern=[[524288, 128], [1, 512]], offset=0, dtype=float32)\n";
  text += "end\n";
  sim::trace::Program program = program_of(text);
  Machine machine(sim::trn3::default_config(), sim::DiagnosticMode::Hardware);
  const auto run = sim::trn3::run_timed(machine, program, "", sim::trn3::default_costs(), false);
  const auto& steps = run.timeline.instructions;
  REQUIRE(steps.size() == 6002);
  CHECK(steps[6000].waited_on == 5998);  // the store of t waits for the last memset of t
  CHECK(steps[6001].waited_on == 6000);  // the wide read of big waits for the store into its first row
  check_placed(run.timeline);
}
