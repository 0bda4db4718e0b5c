// Costs are data: each target's timing model is a table of named constants (models/<target>/
// timing.def), every one with its unit, the source it comes from and a confidence tag, so a
// what-if study is `--set name=value` and the docs table is generated from the same rows.
// Confidence tags are those of the research notes: O official (vendor document or source),
// T third party, I inferred (formula shown in the description), E estimate (no source pins it:
// an assumption, labelled as such and overridable).
#pragma once

#include <map>
#include <string>
#include <vector>

namespace sim::timing {

struct CostRow {
  const char* name;         // e.g. "mm_init_cycles"
  double value;             // the default
  const char* unit;         // e.g. "tensor cycles", "B/ns", "ns"
  const char* source;       // key into the research notes, e.g. "N-T1 nki_perf_guide.rst"
  const char* confidence;   // "O", "T", "I", "E" (or "O (v2) / I (v4)" where a value is carried over)
  const char* description;  // what it costs, and why this value
};

// A target's constants with the caller's overrides applied. Lookups by name happen when a run
// starts (a model copies the values into its own struct), never per instruction.
class CostTable {
 public:
  explicit CostTable(std::vector<CostRow> rows);

  // The value of `name`, overridden or default; sim::Error for an unknown name.
  double get(const std::string& name) const;
  // Overrides one constant. sim::Error naming the known constants for an unknown name, and for a
  // value that is not finite or is negative (no cost is negative).
  void set(const std::string& name, double value);
  // "name=value" as the command line writes it.
  void set(const std::string& assignment);

  const std::vector<CostRow>& rows() const { return rows_; }
  const std::map<std::string, double>& overrides() const { return overrides_; }

 private:
  const CostRow& row(const std::string& name) const;
  std::vector<CostRow> rows_;
  std::map<std::string, double> overrides_;
};

}  // namespace sim::timing
