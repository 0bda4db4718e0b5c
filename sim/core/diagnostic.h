// Diagnostics: modelled rule violations with a stable code, a severity, where in the trace they
// arose, and the expected versus actual value. Two modes: strict stops at the first error;
// hardware records it and lets execution continue with what the silicon would compute.
#pragma once

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace sim {

enum class Severity : uint8_t { Error, Warning, Note };

enum class DiagnosticCode : uint16_t {
#define DIAGNOSTIC(id, code, severity, summary) id,
#include "sim/core/diagnostics.def"
#undef DIAGNOSTIC
};

struct DiagnosticInfo {
  DiagnosticCode id;
  std::string_view code;
  Severity severity;
  std::string_view summary;
};

const DiagnosticInfo& info_of(DiagnosticCode code);
const std::vector<DiagnosticInfo>& diagnostic_table();
std::string_view name_of(Severity severity);

// Where a diagnostic arose: the trace position and the instruction, when known.
struct TraceLocation {
  std::string file;
  int line = 0;    // 1-based; 0 when unknown
  int column = 0;  // 1-based; 0 when unknown
  long instruction_index = -1;
  std::string queue;  // engine, pipe or wave
  std::string mnemonic;
};

struct Diagnostic {
  DiagnosticCode code;
  TraceLocation where;
  std::string message;   // what happened
  std::string expected;  // what the rule wants (may be empty)
  std::string actual;    // what the program did (may be empty)

  Severity severity() const { return info_of(code).severity; }
  // "file:line:col: error[MEM-UNINIT]: message; expected X, actual Y (instruction #3 dma_copy on sync)"
  std::string format() const;
};

enum class DiagnosticMode : uint8_t { Strict, Hardware };

// Thrown in strict mode at the first error; carries the diagnostic.
class DiagnosticError : public std::runtime_error {
 public:
  explicit DiagnosticError(Diagnostic diagnostic)
      : std::runtime_error(diagnostic.format()), diagnostic_(std::move(diagnostic)) {}
  const Diagnostic& diagnostic() const { return diagnostic_; }

 private:
  Diagnostic diagnostic_;
};

// Collects diagnostics; in strict mode an error is thrown as DiagnosticError once recorded.
class DiagnosticSink {
 public:
  explicit DiagnosticSink(DiagnosticMode mode) : mode_(mode) {}
  DiagnosticMode mode() const { return mode_; }
  void report(Diagnostic diagnostic);
  const std::vector<Diagnostic>& diagnostics() const { return diagnostics_; }
  size_t error_count() const;

 private:
  DiagnosticMode mode_;
  std::vector<Diagnostic> diagnostics_;
};

}  // namespace sim
