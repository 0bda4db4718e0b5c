// StepList (sim/timing/step_list.h), the dependency list of a timed step: what a std::vector<int>
// would hold through pushes past its inline capacity, copies, moves (of an inline list and of a
// heap one), clearing and erasing std::unique's leftovers.
#include <algorithm>
#include <catch2/catch.hpp>
#include <utility>
#include <vector>

#include "sim/timing/step_list.h"

using sim::timing::kStepListInline;
using sim::timing::StepList;

namespace {

std::vector<int> contents(const StepList& list) { return std::vector<int>(list.begin(), list.end()); }

}  // namespace

TEST_CASE("a step list holds what a vector would, inline and on the heap", "[timing]") {
  for (int n : {0, 1, static_cast<int>(kStepListInline), static_cast<int>(kStepListInline) + 1, 37}) {
    StepList list;
    std::vector<int> expected;
    for (int i = 0; i < n; ++i) {
      list.push_back(3 * i + 1);
      expected.push_back(3 * i + 1);
    }
    CHECK(list.size() == expected.size());
    CHECK(contents(list) == expected);
    for (size_t i = 0; i < expected.size(); ++i) CHECK(list[i] == expected[i]);

    const StepList copy = list;
    CHECK(contents(copy) == expected);
    StepList assigned{99};
    assigned = list;
    CHECK(contents(assigned) == expected);

    StepList moved = std::move(list);
    CHECK(contents(moved) == expected);
    CHECK(list.empty());  // (a moved-from list is empty and usable)
    list.push_back(5);
    CHECK(contents(list) == std::vector<int>{5});

    StepList move_assigned{1, 2, 3, 4, 5, 6};
    move_assigned = std::move(moved);
    CHECK(contents(move_assigned) == expected);
    CHECK(move_assigned == copy);

    move_assigned.clear();
    CHECK(move_assigned.empty());
    move_assigned.assign(expected.rbegin(), expected.rend());
    CHECK(contents(move_assigned) == std::vector<int>(expected.rbegin(), expected.rend()));
  }
}

TEST_CASE("sorting a step list and erasing its repeats leaves each step once", "[timing]") {
  StepList list{7, 3, 7, 1, 3, 3, 9, 1, 7};
  std::sort(list.begin(), list.end());
  list.erase(std::unique(list.begin(), list.end()), list.end());
  CHECK(contents(list) == std::vector<int>{1, 3, 7, 9});
  StepList small{2, 2};
  small.erase(std::unique(small.begin(), small.end()), small.end());
  CHECK(contents(small) == std::vector<int>{2});
}
