#include "sim/core/diagnostic.h"

namespace sim {

const std::vector<DiagnosticInfo>& diagnostic_table() {
  static const std::vector<DiagnosticInfo> table = {
#define DIAGNOSTIC(id, code, severity, summary) DiagnosticInfo{DiagnosticCode::id, code, severity, summary},
#include "sim/core/diagnostics.def"
#undef DIAGNOSTIC
  };
  return table;
}

const DiagnosticInfo& info_of(DiagnosticCode code) { return diagnostic_table()[static_cast<size_t>(code)]; }

std::string_view name_of(Severity severity) {
  switch (severity) {
    case Severity::Error: return "error";
    case Severity::Warning: return "warning";
    case Severity::Note: return "note";
  }
  return "?";
}

std::string Diagnostic::format() const {
  std::string text;
  if (!where.file.empty()) {
    text += where.file;
    if (where.line > 0) {
      text += ':';
      text += std::to_string(where.line);
    }
    if (where.column > 0) {
      text += ':';
      text += std::to_string(where.column);
    }
    text += ": ";
  }
  text += name_of(severity());
  text += "[";
  text += info_of(code).code;
  text += "]: ";
  text += message;
  if (!expected.empty() || !actual.empty()) {
    text += "; expected ";
    text += expected.empty() ? "-" : expected;
    text += ", actual ";
    text += actual.empty() ? "-" : actual;
  }
  if (where.instruction_index >= 0) {
    text += " (instruction #";
    text += std::to_string(where.instruction_index);
    if (!where.mnemonic.empty()) {
      text += ' ';
      text += where.mnemonic;
    }
    if (!where.queue.empty()) {
      text += " on ";
      text += where.queue;
    }
    text += ')';
  }
  return text;
}

void DiagnosticSink::report(Diagnostic diagnostic) {
  diagnostics_.push_back(diagnostic);
  if (mode_ == DiagnosticMode::Strict && diagnostic.severity() == Severity::Error)
    throw DiagnosticError(std::move(diagnostic));
}

size_t DiagnosticSink::error_count() const {
  size_t count = 0;
  for (const Diagnostic& d : diagnostics_) count += d.severity() == Severity::Error;
  return count;
}

}  // namespace sim
