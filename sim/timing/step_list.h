// The steps a timed step follows: a short list held in the step itself, on the heap only when it
// outgrows kStepListInline. It is as large as the std::vector it replaces (24 bytes: a step stays
// 32), so a million-step CDNA4 or Ascend program streams no more memory, and finding a recorded
// Trainium3 GEMM's dependencies allocates nothing for three steps in four (of its 2,292 steps with
// any, 1,691 follow at most four others), where a heap list per step took about a seventh of the
// search.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <initializer_list>

namespace sim::timing {

inline constexpr uint32_t kStepListInline = 4;

class StepList {
 public:
  StepList() = default;
  StepList(std::initializer_list<int> steps) { assign(steps.begin(), steps.end()); }
  template <typename Iterator>
  StepList(Iterator first, Iterator last) {
    assign(first, last);
  }
  StepList(const StepList& other) { assign(other.begin(), other.end()); }
  StepList(StepList&& other) noexcept { take(other); }
  StepList& operator=(const StepList& other) {
    if (this != &other) assign(other.begin(), other.end());
    return *this;
  }
  StepList& operator=(StepList&& other) noexcept {
    if (this != &other) {
      release();
      take(other);
    }
    return *this;
  }
  ~StepList() { release(); }

  size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const int* begin() const { return data(); }
  const int* end() const { return data() + size_; }
  int* begin() { return data(); }
  int* end() { return data() + size_; }
  int operator[](size_t i) const { return data()[i]; }

  void clear() { size_ = 0; }  // (keeps its heap block, as a vector does)
  void push_back(int step) {
    if (size_ == capacity_) grow();
    data()[size_++] = step;
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
    return first;
  }

  bool operator==(const StepList& other) const { return std::equal(begin(), end(), other.begin(), other.end()); }

 private:
  bool on_heap() const { return capacity_ > kStepListInline; }
  const int* data() const { return on_heap() ? storage_.heap_ : storage_.inline_; }
  int* data() { return on_heap() ? storage_.heap_ : storage_.inline_; }

  void grow() {
    const uint32_t capacity = std::max<uint32_t>(2 * capacity_, 2 * kStepListInline);
    int* block = new int[capacity];
    std::copy(begin(), end(), block);
    if (on_heap()) delete[] storage_.heap_;
    storage_.heap_ = block;
    capacity_ = capacity;
  }
  void release() {
    if (on_heap()) delete[] storage_.heap_;
    capacity_ = kStepListInline;
    size_ = 0;
  }
  // `other`'s steps (its block, when it has one), leaving it empty: the union's bytes hold either.
  void take(StepList& other) {
    size_ = other.size_;
    capacity_ = other.capacity_;
    std::memcpy(static_cast<void*>(&storage_), &other.storage_, sizeof storage_);
    other.capacity_ = kStepListInline;
    other.size_ = 0;
  }

  uint32_t size_ = 0;
  uint32_t capacity_ = kStepListInline;
  union Storage {
    int inline_[kStepListInline] = {};
    int* heap_;
  } storage_;
};

}  // namespace sim::timing
