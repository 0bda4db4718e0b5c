// Costs are data: each target's timing model is a table of named constants (models/<target>/
// timing.def), every one with its unit, the source it comes from and a confidence tag, so a
// what-if study is `--set name=value` and the docs table is generated from the same rows.
// Confidence tags are those of the research notes: O official (vendor document or source),
// T third party, I inferred (formula shown in the description), E estimate (no source pins it:
// an assumption, labelled as such and overridable).
//
// A policy is a row too: where public sources do not pin a behaviour (a contention rule, how DMAs
// are spread over queues) the model implements a documented assumption as a named choice, and
// `--set name=choice` switches it. Its value is the index of the choice in `choices`.
#pragma once

#include <limits>
#include <map>
#include <string>
#include <vector>

namespace sim::timing {

struct CostRow {
  const char* name;               // e.g. "mm_init_cycles"
  double value;                   // the default
  const char* unit;               // e.g. "tensor cycles", "B/ns", "ns"
  const char* source;             // key into the research notes, e.g. "N-T1 nki_perf_guide.rst"
  const char* confidence;         // "O", "T", "I", "E" (or "O (v2) / I (v4)" where a value is carried over)
  const char* description;        // what it costs, and why this value
  const char* choices = nullptr;  // a policy: its choices, "first|second|..." (nullptr: a number)
  double low = 0;                 // the values `set` accepts (a clock or rate has low > 0)
  double high = std::numeric_limits<double>::infinity();
  bool is_policy() const { return choices != nullptr; }
  std::vector<std::string> choice_names() const;  // a policy's choices, in index order
};

// A constant with a range: one a formula divides by or counts with.
CostRow bounded_row(const char* name, double value, double low, double high, const char* unit, const char* source,
                    const char* confidence, const char* description);
// A policy row: `default_choice` is one of `choices` ("a|b|c"); its value is that choice's index.
CostRow policy_row(const char* name, const char* default_choice, const char* choices, const char* source,
                   const char* confidence, const char* description);

// A CONFIG_VALUE row of a timing.def: the default of `name` under machine configuration `config`.
struct ConfigValue {
  const char* config;
  const char* name;
  double value;
  const char* source;
};
// `rows` with the defaults of `config` (its CONFIG_VALUE rows) in place of the first configuration's.
std::vector<CostRow> with_config_values(std::vector<CostRow> rows, const std::vector<ConfigValue>& values,
                                        const std::string& config);

// A target's constants with the caller's overrides applied. Lookups by name happen when a run
// starts (a model copies the values into its own struct), never per instruction.
class CostTable {
 public:
  explicit CostTable(std::vector<CostRow> rows);

  // The value of `name`, overridden or default; sim::Error for an unknown name.
  double get(const std::string& name) const;
  // Overrides one constant. sim::Error naming the known constants for an unknown name, and for a
  // value that is not finite or is negative (no cost is negative) or is outside the row's range.
  void set(const std::string& name, double value);
  // "name=value" (or "policy=choice") as the command line writes it.
  void set(const std::string& assignment);
  // A policy's choice by name; sim::Error naming the choices for any other.
  void set_choice(const std::string& name, const std::string& choice);
  // The name of a policy's current choice (sim::Error for a number row).
  std::string choice(const std::string& name) const;
  // What `name` is set to, as text: a number ("%g") or a policy's choice.
  std::string text(const std::string& name) const;
  static std::string number_text(double value);  // "%g"

  const std::vector<CostRow>& rows() const { return rows_; }
  // The row of `name`; sim::Error naming the known constants for an unknown one.
  const CostRow& row(const std::string& name) const;
  const std::map<std::string, double>& overrides() const { return overrides_; }

 private:
  std::vector<CostRow> rows_;
  std::map<std::string, double> overrides_;
};

}  // namespace sim::timing
