// The timing core (sim/timing): sync counters wake a waiter only at its threshold, queues run in
// order and follow their dependencies, shared reservations serialise, a failing functional step
// stops the run and the next run still works, and runs in one process measure from their own start.
#include <catch2/catch.hpp>
#include <stdexcept>
#include <string>
#include <vector>

#include "sim/core/error.h"
#include "sim/timing/cost_table.h"
#include "sim/timing/reservation.h"
#include "sim/timing/schedule.h"

using namespace sim::timing;

namespace {

// Each step lasts `duration` ns after it is ready; steps with `shared` use one reservation.
class Fixed final : public TimedTarget {
 public:
  explicit Fixed(std::vector<double> durations, std::vector<bool> shared = {}, int fail_at = -1)
      : durations_(std::move(durations)), shared_(std::move(shared)), fail_at_(fail_at) {
    shared_.resize(durations_.size(), false);
  }
  Placement place(size_t i, double ready, double) override {
    if (!shared_[i]) return {ready, ready + durations_[i], -1};
    const double start = port_.start_for(ready);
    port_.hold(start, start + durations_[i]);
    return {start, start + durations_[i], 0};
  }
  std::vector<ResourceInfo> resources() const override { return {{port_.name(), port_.group()}}; }
  bool uses_shared_resource(size_t i) const override { return shared_[i]; }
  void execute(size_t i) override {
    if (static_cast<int>(i) == fail_at_) throw sim::Error("t.mxt:9:1: bad operand; expected a good one");
    executed.push_back(static_cast<int>(i));
  }
  std::vector<int> executed;

 private:
  std::vector<double> durations_;
  std::vector<bool> shared_;
  int fail_at_;
  Reservation port_{"port"};
};

const std::vector<QueueInfo> kTwoQueues = {{"a", 1.0, {}}, {"b", 2.0, {}}};

}  // namespace

TEST_CASE("queues run in order and follow their dependencies", "[timing]") {
  // a: s0 (10 ns), s2 (5 ns); b: s1 (3 ns, after s0), s3 (4 ns, after s2)
  const std::vector<Step> steps = {{0, 1, {}}, {1, 2, {0}}, {0, 3, {}}, {1, 4, {2}}};
  Fixed target({10, 3, 5, 4});
  const Timeline t = run_schedule(kTwoQueues, steps, target);
  REQUIRE(t.instructions.size() == 4);
  CHECK(t.instructions[1].ready == 10);  // after s0 ends
  CHECK(t.instructions[1].waited_on == 0);
  CHECK(t.instructions[2].start == 10);  // a's second step follows its first
  CHECK(t.instructions[3].start == 15);  // after s2 (ends 15), later than b's own s1 (ends 13)
  CHECK(t.instructions[3].waited_on == 2);
  CHECK(t.total_ns() == 19);
  CHECK(t.queues[0].busy_ns == 15);
  CHECK(t.queues[1].busy_ns == 7);
  // every producer executed before its consumer
  const auto before = [&](int x, int y) {
    const auto px = std::find(target.executed.begin(), target.executed.end(), x);
    const auto py = std::find(target.executed.begin(), target.executed.end(), y);
    return px < py;
  };
  CHECK(before(0, 1));
  CHECK(before(2, 3));
  // the critical path ends at s3 and runs through what made each step start
  CHECK(t.critical_path() == std::vector<int>{0, 2, 3});
  CHECK(t.critical_path_shares().front() == std::pair<std::string, double>{"a", 15});
  const auto gaps = t.gap_causes();
  REQUIRE(!gaps.empty());
  CHECK(gaps.front().cause == "b waits on a");
  CHECK(gaps.front().idle_ns == 10 + 2);
}

TEST_CASE("a waiter wakes only when its threshold is met", "[timing]") {
  // a's one step waits for b's tenth (a's thread starts first and suspends); b completes nine
  // steps nobody waits for, then the tenth wakes a
  std::vector<Step> steps;
  for (int i = 0; i < 10; ++i) steps.push_back({1, i + 1, {}});
  steps.push_back({0, 11, {9}});
  Fixed target(std::vector<double>(11, 1.0));
  const Timeline t = run_schedule(kTwoQueues, steps, target);
  CHECK(t.instructions[10].ready == 10);
  CHECK(t.kernel_activations == 1);  // one wake-up, not one per completion
}

TEST_CASE("shared reservations serialise in simulated-time order", "[timing]") {
  // both queues use the port: b's step is ready at 0, a's at 0 too; they cannot overlap
  const std::vector<Step> steps = {{0, 1, {}}, {1, 2, {}}};
  Fixed target({4, 6}, {true, true});
  const Timeline t = run_schedule(kTwoQueues, steps, target);
  const auto& x = t.instructions[0];
  const auto& y = t.instructions[1];
  CHECK((x.end <= y.start || y.end <= x.start));
  CHECK(t.total_ns() == 10);
  const auto& later = x.start > y.start ? x : y;
  REQUIRE(later.delayed_by == 0);
  CHECK(t.resources.at(0).name == "port");
}

TEST_CASE("a failing step stops the run, and the next run in the process works", "[timing]") {
  const std::vector<Step> steps = {{0, 1, {}}, {1, 2, {0}}, {0, 3, {}}};
  Fixed failing({1, 1, 1}, {}, 0);
  CHECK_THROWS_WITH(run_schedule(kTwoQueues, steps, failing), "t.mxt:9:1: bad operand; expected a good one");
  // many runs in one process: each measures from its own start
  for (int run = 0; run < 20; ++run) {
    Fixed target({10, 3, 5});
    const Timeline t = run_schedule(kTwoQueues, steps, target);
    CHECK(t.total_ns() == 15);
    CHECK(t.instructions[1].start == 10);
  }
}

TEST_CASE("cost tables name their constants and refuse unknown or negative overrides", "[timing]") {
  CostTable table({{"mm_init_cycles", 64, "tensor cycles", "N-T1", "O", "least MM interval"},
                   {"dma_bytes_per_ns", 33, "B/ns", "DMA guide", "O", "per engine"}});
  CHECK(table.get("mm_init_cycles") == 64);
  table.set("mm_init_cycles=32");
  CHECK(table.get("mm_init_cycles") == 32);
  CHECK(table.overrides().size() == 1);
  CHECK_THROWS_WITH(table.set("mm_init=1"),
                    "timing constant 'mm_init' is not known; expected one of: mm_init_cycles, dma_bytes_per_ns");
  CHECK_THROWS_WITH(table.set("dma_bytes_per_ns=fast"),
                    "--set 'dma_bytes_per_ns=fast': 'fast' is not a number; expected name=value");
  CHECK_THROWS_WITH(table.set("dma_bytes_per_ns", -1), Catch::Contains("expected a finite value >= 0 (B/ns)"));
  CHECK_THROWS_WITH(table.set("novalue"), "--set 'novalue'; expected name=value");
}

TEST_CASE("a step learns when its dependencies were done, apart from when it is ready", "[timing]") {
  // a: s0 (10 ns), s2 (30 ns); b: s1 (50 ns), s3 (after s0: ready when b is free at 50, its
  // dependency done at 10); then s4 on b after s2 (done at 40, ready at 60 when s3 ends)
  struct Recording final : TimedTarget {
    std::vector<double> durations{10, 50, 30, 10, 5};
    std::vector<double> done = std::vector<double>(5, -1);
    Placement place(size_t i, double ready, double dependencies_done) override {
      done[i] = dependencies_done;
      return {ready, ready + durations[i], -1};
    }
    bool uses_shared_resource(size_t) const override { return false; }
    void execute(size_t) override {}
  } target;
  const std::vector<Step> steps = {{0, 1, {}}, {1, 2, {}}, {0, 3, {}}, {1, 4, {0}}, {1, 5, {2}}};
  const Timeline t = run_schedule(kTwoQueues, steps, target);
  CHECK(target.done == std::vector<double>{0, 0, 0, 10, 40});
  CHECK(t.instructions[3].ready == 50);
  CHECK(t.instructions[3].waited_on == -1);  // its own queue made it ready
  CHECK(t.instructions[4].ready == 60);
}
