// The table walk every target's tests share (in the spirit of Spike's instruction-list self-check):
// each row of an instruction table has an example, `check(row, example)` runs it and checks that it
// ran that row's body, and no example names a row the table lacks.
#pragma once

#include <catch2/catch.hpp>

#include <set>
#include <string>

namespace mxsim_tests {

template <typename Rows, typename Examples, typename Check>
void walk_table(const Rows& rows, const Examples& examples, Check&& check) {
  std::set<typename Examples::key_type> seen;
  for (const auto& row : rows) {
    CAPTURE(row.mnemonic);
    const auto example = examples.find(row.op);
    REQUIRE(example != examples.end());
    check(row, example->second);
    CHECK(std::string(row.cost_class).size() > 0);  // the timing model's row
    seen.insert(row.op);
  }
  CHECK(seen.size() == examples.size());  // no example without a row
}

}  // namespace mxsim_tests
