// The steps a timed step follows: a short list held in the step itself, on the heap only when it
// outgrows kStepListInline. Finding a program's dependencies then allocates nothing for nine steps
// in ten (a recorded 2048^3 GEMM: 1,691 of 2,292 steps follow at most four others, 345 five to
// eight, 256 more), where a heap list per step took about a seventh of the search.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <vector>

namespace sim::timing {

inline constexpr size_t kStepListInline = 8;

class StepList {
 public:
  StepList() = default;
  StepList(std::initializer_list<int> steps) { assign(steps.begin(), steps.end()); }
  template <typename Iterator>
  StepList(Iterator first, Iterator last) {
    assign(first, last);
  }

  size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const int* begin() const { return data(); }
  const int* end() const { return data() + size_; }
  int* begin() { return data(); }
  int* end() { return data() + size_; }
  int operator[](size_t i) const { return data()[i]; }

  void clear() {
    size_ = 0;
    heap_.clear();
  }
  void push_back(int step) {
    if (heap_.empty() && size_ < kStepListInline) {
      inline_[size_++] = step;
      return;
    }
    if (heap_.empty()) heap_.assign(inline_.begin(), inline_.begin() + size_);  // outgrown: all move to the heap
    heap_.push_back(step);
    ++size_;
  }
  template <typename Iterator>
  void assign(Iterator first, Iterator last) {
    clear();
    for (; first != last; ++first) push_back(*first);
  }
  // Removes [first, last) (std::unique's leftovers); returns where the removed run began.
  int* erase(int* first, int* last) {
    std::copy(last, end(), first);
    size_ -= static_cast<uint32_t>(last - first);
    if (!heap_.empty()) heap_.resize(size_);
    return first;
  }

  bool operator==(const StepList& other) const { return std::equal(begin(), end(), other.begin(), other.end()); }

 private:
  // the elements are on the heap exactly when heap_ holds any (then all size_ of them)
  const int* data() const { return heap_.empty() ? inline_.data() : heap_.data(); }
  int* data() { return heap_.empty() ? inline_.data() : heap_.data(); }

  uint32_t size_ = 0;
  std::array<int, kStepListInline> inline_{};
  std::vector<int> heap_;
};

}  // namespace sim::timing
