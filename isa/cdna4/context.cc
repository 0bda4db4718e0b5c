#include "isa/cdna4/context.h"

#include <algorithm>
#include <cstring>
#include <vector>

#include "sim/core/error.h"
#include "sim/numerics/convert.h"

namespace sim::cdna4 {

namespace nm = sim::numerics;

namespace {

const char* file_name(RegFile f) { return f == RegFile::V ? "VGPR" : f == RegFile::A ? "AGPR" : "SGPR"; }

bool is_inline_constant(uint32_t bits) {
  const int32_t i = static_cast<int32_t>(bits);
  if (i >= -16 && i <= 64) return true;
  for (uint32_t f : {0x3F000000u, 0x3F800000u, 0x40000000u, 0x40800000u, 0x3E22F983u})  // 0.5, 1, 2, 4, 1/(2 pi)
    if (bits == f || bits == (f | 0x80000000u)) return true;
  return false;
}

}  // namespace

std::string Context::at() const {
  std::string text = trace::where(file, instruction.at);
  text.resize(text.size() - 2);  // without the ": "
  return text;
}

void Context::report_at(const char* operand, DiagnosticCode code, std::string message, std::string expected,
                        std::string actual) const {
  const TraceLocation saved = state.location;
  if (const trace::Keyword* k = operands.find(operand); k && k->at.line == saved.line && k->at.column > 0)
    state.location.column = k->at.column;
  try {
    report(code, std::move(message), std::move(expected), std::move(actual));
  } catch (...) {
    state.location = saved;
    throw;
  }
  state.location = saved;
}

Operand operand_of(const trace::Operands& operands, const char* name) {
  const trace::Keyword* k = operands.find(name);
  Operand o;
  if (!k) return o;
  if (const auto* i = std::get_if<int64_t>(&k->value.data)) {
    if (*i < INT32_MIN || *i > UINT32_MAX)
      operands.fail(*k, "constant " + std::to_string(*i) + " does not fit 32 bits", "a 32-bit value");
    o.constant = static_cast<uint32_t>(*i);
    o.text = std::to_string(*i);
    return o;
  }
  if (const auto* d = std::get_if<double>(&k->value.data)) {
    // a float literal is an FP32 value: round the (double) literal once with the numerics core
    uint64_t bits = 0;
    std::memcpy(&bits, d, 8);
    uint32_t f = 0;
    nm::encode_array(nm::Format::FP32, nm::Format::FP64, &bits, 1, &f, nm::ConvertOptions{});
    o.constant = f;
    o.text = std::to_string(*d);
    return o;
  }
  const auto* ref = std::get_if<trace::Reference>(&k->value.data);
  if (!ref || !ref->calls.empty())
    operands.fail(*k, std::string("operand '") + std::string(name) + "' is not a register or constant",
                  "v0, v[0:3], a0, s0, off, an integer");
  const std::string_view n = ref->name;
  o.text = std::string(n);
  if (const SpecialOperand* special = find_special(n)) {
    if (special->kind == Special::Off) {
      o.off = true;
      return o;
    }
    operands.fail(
        *k, "operand '" + std::string(name) + "' = " + std::string(n) + ": m0, vcc and exec operands are not modelled",
        "a VGPR, AGPR, SGPR or constant");
  }
  Registers r;
  if (n.empty() || (n[0] != 'v' && n[0] != 'a' && n[0] != 's'))
    operands.fail(*k, std::string("operand '") + std::string(name) + std::string("' = '") + std::string(n) + "'",
                  "a register: v0, v[0:3], a0, a[0:3], s0, s[0:1]");
  r.file = n[0] == 'v' ? RegFile::V : n[0] == 'a' ? RegFile::A : RegFile::S;
  if (n.size() == 1) {
    if (ref->index.size() != 1 || !ref->index[0].is_range || !ref->index[0].has_start || !ref->index[0].has_stop ||
        ref->index[0].has_step)
      operands.fail(*k, std::string("register range '") + std::string(n) + "[...]'", "v[first:last]");
    r.first = static_cast<int>(std::clamp<int64_t>(ref->index[0].start, -1, 1 << 20));
    const int64_t last = ref->index[0].stop;  // LLVM ranges are inclusive
    if (last < ref->index[0].start)
      operands.fail(*k, "register range ends before it starts", "v[first:last] with first <= last");
    r.count = static_cast<int>(std::min<int64_t>(last - ref->index[0].start + 1, 1 << 20));
  } else {
    int64_t index = 0;
    for (char ch : n.substr(1)) {
      if (ch < '0' || ch > '9')
        operands.fail(*k, std::string("operand '") + std::string(name) + std::string("' = '") + std::string(n) + "'",
                      "a register: v0, a0, s0");
      index = std::min<int64_t>(index * 10 + (ch - '0'), 1 << 20);
    }
    if (!ref->index.empty()) operands.fail(*k, "indexed single register", "v[first:last] or v7");
    r.first = static_cast<int>(index);
  }
  o.text = r.text();
  o.registers = r;
  return o;
}

Operand Context::operand(const char* name) const { return operand_of(operands, name); }

bool Context::check_in_file(const Registers& r, const char* name) const {
  const int size = r.file == RegFile::V ? kVgprs : r.file == RegFile::A ? kAgprs : kSgprs;
  if (r.first < 0 || r.first + r.count > size) {
    report(DiagnosticCode::CdnaRegisterRange, mnemonic() + " " + name + " " + r.text() + " leaves the register file",
           "registers 0.." + std::to_string(size - 1), r.text());
    return false;
  }
  if (r.count > 1 && r.first % 2 != 0) {
    report(DiagnosticCode::CdnaRegisterRange, mnemonic() + " " + name + " " + r.text() + " is not aligned",
           r.file == RegFile::S ? "an SGPR pair or quad starting at an even register"
                                : "a tuple starting at an even register",
           r.text());
    return false;
  }
  return true;
}

bool Context::check_tuple(const Operand& o, const char* name, int count, std::initializer_list<RegFile> files,
                          const std::string& rule) const {
  if (!o.registers) {
    report(DiagnosticCode::CdnaRegisterFile, mnemonic() + " " + name + " must be a register", "a register", o.text);
    return false;
  }
  const Registers& r = *o.registers;
  if (std::find(files.begin(), files.end(), r.file) == files.end()) {
    std::string allowed;
    for (RegFile f : files) allowed += std::string(allowed.empty() ? "" : " or ") + file_name(f);
    report(DiagnosticCode::CdnaRegisterFile,
           mnemonic() + " " + name + " " + r.text() + " is in the wrong register file", allowed, r.text());
    return false;
  }
  if (count > 0 && r.count != count) {
    report_at(name, DiagnosticCode::CdnaTupleSize,
              rule.empty() ? mnemonic() + " " + name + " " + r.text() + " has the wrong size" : rule,
              std::to_string(count) + " registers", std::to_string(r.count) + " (" + r.text() + ")");
    return false;
  }
  return check_in_file(r, name);
}

bool Context::check_readable(const Registers& r, const char* name) const {
  for (const Outstanding& o : wave.outstanding)
    if (o.destination && o.destination->overlaps(r)) {
      int younger = 0;
      bool seen = false;
      for (const Outstanding& p : wave.outstanding) {
        if (&p == &o)
          seen = true;
        else if (seen && p.vm == o.vm)
          ++younger;
      }
      report(DiagnosticCode::CdnaWaitcnt,
             mnemonic() + " reads " + name + " " + r.text() + " while " + o.what + " still writes " +
                 o.destination->text(),
             std::string(row_of(Op::SWaitcnt).mnemonic) + (o.vm ? " vmcnt(" : " lgkmcnt(") + std::to_string(younger) +
                 ") before it",
             "no wait");
      return false;
    }
  if (r.file == RegFile::S) {
    for (int i = 0; i < r.count; ++i)
      if (!wave.s_written[static_cast<size_t>(r.first + i)]) {
        report(DiagnosticCode::UninitializedRead,
               mnemonic() + " reads " + name + " s" + std::to_string(r.first + i) + ", never written",
               "written registers", "unwritten");
        return false;
      }
    return true;
  }
  for (int i = 0; i < r.count; ++i) {
    const uint8_t* f = wave.written(r.file, r.first + i);
    for (int lane = 0; lane < kLanes; ++lane)
      if (!f[lane]) {
        report(DiagnosticCode::UninitializedRead,
               mnemonic() + " reads " + name + " " + Registers{r.file, r.first + i, 1}.text() + " lane " +
                   std::to_string(lane) + ", never written",
               "written registers", "unwritten");
        return false;
      }
  }
  return true;
}

bool Context::check_writable(const Registers& r, const char* name, Counter counter) const {
  for (const Outstanding& o : wave.outstanding)
    if (o.destination && o.destination->overlaps(r) && counter != (o.vm ? Counter::Vm : Counter::Lgkm)) {
      report(DiagnosticCode::CdnaWaitcnt,
             mnemonic() + " writes " + name + " " + r.text() + " while " + o.what + " still writes it",
             std::string(row_of(Op::SWaitcnt).mnemonic) + " before it", "no wait");
      return false;
    }
  return true;
}

bool Context::check_inline_constant(const Operand& o, const char* name) const {
  if (!o.constant || is_inline_constant(*o.constant)) return true;
  report_at(name, DiagnosticCode::CdnaRegisterFile,
            mnemonic() + " " + name + " " + o.text + ": literal operands are not supported",
            "a register or an inline constant", o.text);
  return false;
}

bool Context::check_valu_source(const Operand& o, const char* name) const {
  if (o.constant) return true;
  if (o.registers && o.registers->count == 1 && (o.registers->file == RegFile::V || o.registers->file == RegFile::S))
    return check_in_file(*o.registers, name) && check_readable(*o.registers, name);
  report(DiagnosticCode::CdnaRegisterFile, mnemonic() + " " + name + " '" + o.text + "'", "one VGPR, SGPR or constant",
         o.text);
  return false;
}

bool Context::check_constant_bus(std::initializer_list<const Operand*> sources) const {
  std::vector<int> sgprs;
  for (const Operand* o : sources)
    if (o->registers && o->registers->file == RegFile::S &&
        std::find(sgprs.begin(), sgprs.end(), o->registers->first) == sgprs.end())
      sgprs.push_back(o->registers->first);
  if (sgprs.size() <= 1) return true;
  report(DiagnosticCode::CdnaRegisterFile,
         mnemonic() + " reads " + std::to_string(sgprs.size()) +
             " SGPRs: invalid operand (violates constant bus restrictions)",
         "at most one SGPR", std::to_string(sgprs.size()));
  return false;
}

void Context::mark(const Registers& r) const {
  for (int i = 0; i < r.count; ++i) {
    if (r.file == RegFile::S)
      wave.s_written[static_cast<size_t>(r.first + i)] = 1;
    else
      std::memset(wave.written(r.file, r.first + i), 1, kLanes);
  }
}

uint32_t Context::source(const Operand& o, int lane) const {
  if (o.constant) return *o.constant;
  const Registers& r = *o.registers;
  if (r.file == RegFile::S) return wave.s[static_cast<size_t>(r.first)];
  return wave.reg(r.file, r.first)[lane];
}

void Context::outstanding(Counter counter, std::optional<Registers> destination) const {
  wave.outstanding.push_back({counter == Counter::Vm, destination, mnemonic() + " at " + at()});
}

}  // namespace sim::cdna4
