#include <catch2/catch.hpp>

#include <cstdint>

#include "sim/numerics/panel_pool.h"

using namespace sim::numerics;

TEST_CASE("panel buffers go back to the pool and are reused, up to its limit", "[numerics][pool]") {
  const size_t before = panel_pool_bytes();
  double* first = nullptr;
  {
    PanelBuffer buffer(3 << 20);  // 24 MiB, rounded up to whole 2 MiB pages
    first = buffer.data();
    CHECK(reinterpret_cast<uintptr_t>(first) % (2 << 20) == 0);
    buffer[0] = 1.0;
    buffer[(3 << 20) - 1] = 2.0;  // the whole request is usable
  }
  CHECK(panel_pool_bytes() >= before + (size_t{3} << 23));
  {
    PanelBuffer small(1 << 10);  // far smaller (2 MiB fresh): not served from a 24 MiB buffer
    CHECK(small.data() != first);
  }
  {
    PanelBuffer again((3 << 20) - (1 << 18));  // smaller, but over half of it: the kept buffer serves it
    CHECK(again.data() == first);
  }
  {
    PanelBuffer huge((kPanelPoolBytes / sizeof(double)) + 1);  // over the limit: freed, not kept
    huge[0] = 0.0;
  }
  CHECK(panel_pool_bytes() <= kPanelPoolBytes);
}
