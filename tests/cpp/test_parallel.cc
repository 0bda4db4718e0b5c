// ParallelBatch (tasks started on the pool's workers, finished by the caller later) and
// MxMatmulJob (mx_matmul in steps, with other work between them): every task once, exceptions
// back to the caller, and the same bits as mx_matmul whatever runs in between.
#include <catch2/catch.hpp>

#include <atomic>
#include <random>
#include <stdexcept>
#include <vector>

#include "sim/numerics/dot.h"
#include "sim/numerics/mx_matmul.h"
#include "sim/numerics/parallel.h"

using namespace sim::numerics;

TEST_CASE("a parallel batch runs every task once, beside the caller's other work", "[numerics][parallel]") {
  std::vector<std::atomic<int>> runs(64);
  ParallelBatch batch(runs.size(), [&](size_t i) { runs[i].fetch_add(1); });
  // meanwhile, the caller runs another batch: the pool is taken, so this one runs at its finish
  std::vector<int> inner(16, 0);
  ParallelBatch nested(inner.size(), [&](size_t i) { inner[i] += static_cast<int>(i); });
  nested.finish();
  for (size_t i = 0; i < inner.size(); ++i) CHECK(inner[i] == static_cast<int>(i));
  batch.finish();
  for (auto& r : runs) CHECK(r.load() == 1);
  batch.finish();  // a second finish does nothing
  for (auto& r : runs) CHECK(r.load() == 1);
}

TEST_CASE("a parallel batch's task exception reaches finish, and its destructor waits", "[numerics][parallel]") {
  ParallelBatch failing(8, [](size_t i) {
    if (i == 5) throw std::runtime_error("task 5");
  });
  CHECK_THROWS_WITH(failing.finish(), "task 5");
  std::atomic<int> done{0};
  {
    ParallelBatch abandoned(32, [&](size_t) { done.fetch_add(1); });
  }  // not finished: the destructor runs or waits for every task
  CHECK(done.load() == 32);
}

TEST_CASE("a matmul job gives mx_matmul's bits with other work between its steps", "[numerics][parallel]") {
  std::mt19937 rng(11);
  const size_t m = 40, n = 48, k = 256;
  std::vector<uint8_t> a(m * k), b(k * n), sa(m * k / 32), sb(k / 32 * n);
  for (auto& x : a) x = static_cast<uint8_t>(rng() & 0x7E);  // E4M3 without NaN
  for (auto& x : b) x = static_cast<uint8_t>((rng() & 0xFE) == 0x7E ? 0x7C : rng() & 0xFE);
  for (auto& x : sa) x = static_cast<uint8_t>(124 + rng() % 6);
  for (auto& x : sb) x = static_cast<uint8_t>(124 + rng() % 6);
  const MxMatrix ma{Format::E4M3, a.data(), sa.data()}, mb{Format::E4M3, b.data(), sb.data()};
  for (const char* name : {"trn3_nc_matmul_mx", "exact", "nvidia_hopper"}) {
    CAPTURE(name);
    const DotConfig& config = preset_by_name(name).config;
    std::vector<uint32_t> want(m * n), got(m * n, 0xDEADBEEF), other(m * n);
    mx_matmul(config, ma, mb, m, n, k, nullptr, Format::FP32, want.data());
    MxMatmulJob job(config, ma, mb, m, n, k, nullptr, Format::FP32, got.data());
    job.start();
    mx_matmul(config, ma, mb, m, n, k, nullptr, Format::FP32, other.data());  // while the tiles run
    job.finish();
    CHECK(got == want);
    CHECK(other == want);
  }
}
