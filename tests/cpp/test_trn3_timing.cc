// The Trainium3 timing model in C++ (so the AddressSanitizer + UBSan build runs it too): every
// recorded trace timed with values gives the functional replay's outputs; a program analysed once
// and re-timed gives what a fresh run gives; the live-access index survives compaction and
// footprints too wide for it; no instruction starts before it is ready; the analysis shared with
// the helper thread gives what one thread gives.
#include <catch2/catch.hpp>
#include <filesystem>
#include <string>
#include <vector>

#include "models/trn3/timing.h"
#include "sim/core/error.h"
#include "sim/core/side_by_side.h"
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
        x.waited_on != y.waited_on || x.delayed_by != y.delayed_by || x.queue_free != y.queue_free ||
        x.bytes != y.bytes || x.banks != y.banks || x.line != y.line)
      return false;
  }
  return true;
}

// A time-only run of `text` with the helper thread on or off, both ways: run_timed (whose
// dependencies are found beside the schedule) and an analysis timed afterwards (TimedProgram, whose
// dependencies are searched in two); its timeline, or its error.
struct TimeOnly {
  Timeline timeline;
  std::string error;
};
TimeOnly time_only(const std::string& text, bool helpers, bool analysed_first = false) {
  sim::set_helper_threads(helpers);
  TimeOnly out;
  try {
    sim::trace::Program program = sim::trace::parse_mxt(text, "t.mxt");
    const auto costs = sim::trn3::default_costs();
    if (analysed_first) {
      out.timeline = sim::trn3::TimedProgram(program, sim::trn3::default_config(), costs).run(costs).timeline;
    } else {
      Machine machine(sim::trn3::default_config(), sim::DiagnosticMode::Hardware);
      out.timeline = sim::trn3::run_timed(machine, program, "", costs, false).timeline;
    }
  } catch (const sim::Error& error) {
    out.error = error.what();
  }
  sim::set_helper_threads(true);
  return out;
}

// The same trace timed every way: one thread's timeline (or error), checked against the others'.
void check_every_way(const std::string& text) {
  const TimeOnly one = time_only(text, false);
  for (const bool analysed_first : {false, true}) {
    INFO("analysed first " << analysed_first);
    const TimeOnly two = time_only(text, true, analysed_first);
    CHECK(two.error == one.error);
    if (one.error.empty()) CHECK(same_times(one.timeline, two.timeline));
    const TimeOnly alone = time_only(text, false, analysed_first);
    CHECK(alone.error == one.error);
    if (one.error.empty()) CHECK(same_times(one.timeline, alone.timeline));
  }
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

TEST_CASE("the analysis shared with the helper thread gives one thread's timeline and errors", "[trn3][timing]") {
  // every recorded trace (the long ones are analysed in halves and searched in two)
  const std::filesystem::path traces = MXSIM_TRACES_DIR;
  for (const auto& entry : std::filesystem::directory_iterator(traces)) {
    if (entry.path().extension() != ".mxt") continue;
    const std::string path = entry.path().string();
    INFO(path);
    const std::string text = sim::trace::read_input_file(path, path);
    REQUIRE(time_only(text, false).error.empty());
    check_every_way(text);
  }
  // a generated one: SBUF tiles declared afresh over bytes earlier tiles used (lifetimes on either
  // side of any split, and across it), DMA in and out, copies between engines
  std::string text =
      "mxt 2\ntarget trn3\nconfig trn3\n"
      "buffer big hbm address=0x0 shape=[4096, 4096] dtype=float32\n"
      "buffer acc psum address=0x0 partition=0 shape=[128, 512] dtype=float32\n";
  for (int i = 0; i < 700; ++i) {
    const std::string t = "t" + std::to_string(i), u = "u" + std::to_string(i);
    const int slot = (i * 7) % 24;
    text += "buffer " + t + " sbuf address=" + std::to_string(slot * 1024) +
            " partition=0 shape=[128, 256] dtype=float32\n";
    text += "dma_copy dst=" + t + " src=big.ap(pattern=[[4096, 128], [1, 256]], offset=" + std::to_string(i * 256) +
            ", dtype=float32)\n";
    text += "buffer " + u + " sbuf address=" + std::to_string(((slot + 5) % 24) * 1024) +
            " partition=0 shape=[128, 256] dtype=float32\n";
    text += "tensor_copy dst=" + u + " src=" + t + " engine=" + (i % 2 ? "vector" : "gpsimd") + "\n";
    if (i % 50 == 0)  // a tile over many slots, across the middle of SBUF's used bytes
      text += "buffer w" + std::to_string(i) + " sbuf address=8192 partition=0 shape=[128, 2048] dtype=float32\n" +
              "memset dst=w" + std::to_string(i) + " value=0.0\n";
    text += "dma_copy dst=big.ap(pattern=[[4096, 128], [1, 256]], offset=" + std::to_string(i * 256 + 8388608) +
            ", dtype=float32) src=" + u + "\n";
  }
  const std::string generated = text + "end\n";
  const TimeOnly one = time_only(generated, false);
  REQUIRE(one.error.empty());
  REQUIRE(one.timeline.instructions.size() > 2000);
  check_every_way(generated);
  // a declaration reaching across the split, over bytes touched on one side of it only: the
  // searches disagree on it, and the single search decides (tiles low in SBUF first, then tiles
  // high and low alike, so that the split falls among the high ones; the instruction after the
  // declaration does not write it, so its lifetime alone orders the high tiles' first DMA after
  // it, and this test fails if the disagreement is not noticed)
  std::string across =
      "mxt 2\ntarget trn3\nconfig trn3\n"
      "buffer big hbm address=0x0 shape=[4096, 4096] dtype=float32\n";
  auto tile = [](const std::string& name, int address) {
    return "buffer " + name + " sbuf address=" + std::to_string(address) +
           " partition=0 shape=[128, 256] dtype=float32\n";
  };
  for (int i = 0; i < 10; ++i)
    across += tile("l" + std::to_string(i), (i % 2) * 1024) + "dma_copy dst=l" + std::to_string(i) +
              " src=big.ap(pattern=[[4096, 128], [1, 256]], offset=" + std::to_string(i * 256) + ", dtype=float32)\n";
  across +=
      "buffer wide sbuf address=1024 partition=0 shape=[128, 16384] dtype=float32\n"
      "tensor_copy dst=l0 src=l1 engine=gpsimd\n";
  for (int i = 0; i < 700; ++i)
    across += tile("h" + std::to_string(i), 65536 + (i % 2) * 1024) + "dma_copy dst=h" + std::to_string(i) +
              " src=big.ap(pattern=[[4096, 128], [1, 256]], offset=" + std::to_string(i * 256) + ", dtype=float32)\n" +
              tile("m" + std::to_string(i), (i % 2) * 1024) + "tensor_copy dst=m" + std::to_string(i) + " src=h" +
              std::to_string(i) + " engine=vector\n";
  REQUIRE(time_only(across + "end\n", false).error.empty());
  check_every_way(across + "end\n");
  // an error in either half is the one a single thread reports
  for (const size_t at : {text.size() / 4, text.size() * 3 / 4}) {
    std::string bad = text;
    bad.insert(bad.find('\n', at) + 1, "tensor_copy dst=nowhere src=t3 engine=vector\n");
    bad += "end\n";
    CHECK_FALSE(time_only(bad, false).error.empty());
    check_every_way(bad);
  }
}
