// libFuzzer target: the .mxt reader, the target's schema checks and a replay on its functional
// model (strict and hardware mode), for whatever bytes the fuzzer makes. Bad input must end in
// sim::Error (or, in strict mode, DiagnosticError); a crash, a hang, a leak or a sanitizer report
// is a finding. Payloads are looked up in a directory that does not exist, so a `payload=` is bad
// input too, and the replay stays in memory.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "models/ascend950/machine.h"
#include "models/cdna4/machine.h"
#include "models/trn3/machine.h"
#include "sim/core/error.h"
#include "sim/trace/mxt.h"

namespace {

template <typename Machine>
void replay(std::string_view text, sim::DiagnosticMode mode, const std::string& default_config) {
  sim::trace::Program program = sim::trace::parse_mxt(text, "fuzz.mxt");
  Machine machine(program.config.empty() ? default_config : program.config, mode);
  machine.run(program, "/nonexistent-payload-directory");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  for (sim::DiagnosticMode mode : {sim::DiagnosticMode::Strict, sim::DiagnosticMode::Hardware}) {
    try {
      const sim::trace::Program program = sim::trace::parse_mxt(text, "fuzz.mxt");
      if (program.target == "trn3") replay<sim::trn3::Machine>(text, mode, sim::trn3::default_config());
      if (program.target == "ascend950") replay<sim::ascend950::Machine>(text, mode, sim::ascend950::default_config());
      if (program.target == "cdna4") replay<sim::cdna4::Machine>(text, mode, sim::cdna4::default_config());
    } catch (const sim::Error&) {
    } catch (const sim::DiagnosticError&) {
    }
  }
  return 0;
}
