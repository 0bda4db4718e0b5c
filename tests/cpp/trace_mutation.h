// The mutation loop every target's C++ tests share: `count` copies of a valid trace, each with one
// to three random byte edits, each run in strict and hardware mode. A run must finish or fail with
// sim::Error (bad input) or DiagnosticError (a rule, strict mode); anything else (another
// exception, a crash, a sanitizer report) escapes and fails the test.
#pragma once

#include <random>
#include <string>
#include <string_view>

#include "sim/core/diagnostic.h"
#include "sim/core/error.h"

namespace mxsim_tests {

struct MutationCounts {
  int ran = 0;     // finished
  int failed = 0;  // stopped with a clear error
};

// `keep`: leading bytes left as they are (the header); `run(text, mode)` replays one mutant.
template <typename Run>
MutationCounts run_mutated(const std::string& base, size_t keep, std::string_view alphabet, int count, Run&& run) {
  std::mt19937_64 rng(2026);
  MutationCounts counts;
  for (int i = 0; i < count; ++i) {
    std::string text = base;
    const int edits = 1 + static_cast<int>(rng() % 3);
    for (int e = 0; e < edits && text.size() > keep; ++e) {  // erases never reach into the header
      const size_t at = keep + rng() % (text.size() - keep);
      switch (rng() % 3) {
        case 0: text[at] = alphabet[rng() % alphabet.size()]; break;
        case 1: text.erase(at, 1 + rng() % 4); break;
        default: text.insert(at, 1, alphabet[rng() % alphabet.size()]); break;
      }
    }
    for (sim::DiagnosticMode mode : {sim::DiagnosticMode::Strict, sim::DiagnosticMode::Hardware}) {
      try {
        run(text, mode);
        ++counts.ran;
      } catch (const sim::Error&) {
        ++counts.failed;
      } catch (const sim::DiagnosticError&) {
        ++counts.failed;
      }
    }
  }
  return counts;
}

}  // namespace mxsim_tests
