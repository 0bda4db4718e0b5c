#include "isa/cdna4/footprint.h"

#include <algorithm>
#include <cstring>
#include <sstream>

#include "isa/cdna4/context.h"
#include "isa/cdna4/lanes.h"
#include "sim/core/error.h"

namespace sim::cdna4 {

Unit unit_of(const OpRow& row) {
  const std::string_view u = row.unit;
  if (u == "mfma") return Unit::Mfma;
  if (u == "valu") return Unit::Valu;
  if (u == "vmem") return Unit::Vmem;
  if (u == "lds") return Unit::Lds;
  if (u == "salu") return Unit::Salu;
  if (u == "sync") return Unit::Sync;
  if (u == "branch") return Unit::Branch;
  throw Error(std::string("cdna4: instructions.def unit '") + row.unit + "' is not a unit the model knows");
}

const char* unit_name(Unit unit) {
  switch (unit) {
    case Unit::Mfma: return "mfma";
    case Unit::Valu: return "valu";
    case Unit::Vmem: return "vmem";
    case Unit::Lds: return "lds";
    case Unit::Salu: return "salu";
    case Unit::Sync: return "sync";
    case Unit::Branch: return "branch";
  }
  return "?";
}

namespace {

bool in_file(const Registers& r) {
  const int size = r.file == RegFile::V ? kVgprs : r.file == RegFile::A ? kAgprs : kSgprs;
  return r.first >= 0 && r.count >= 1 && r.first <= size - r.count;
}

bool is_mfma_product(Op op) {
  return op == Op::MfmaScale16 || op == Op::MfmaScale32 || op == Op::Mfma16 || op == Op::Mfma32;
}

Role role_of(const OpRow& row, std::string_view name) {
  if (row.op == Op::LdScale) return Role::Scale;
  if (is_mfma_product(row.op)) {
    if (name == "src0") return Role::SrcA;
    if (name == "src1") return Role::SrcB;
    if (name == "src2") return Role::SrcC;
    return Role::Scale;
  }
  if (name == "vdata") return Role::Data;
  if (name == "vaddr" || name == "saddr" || name == "srsrc" || name == "soffset") return Role::Address;
  return Role::Source;
}

}  // namespace

Footprint footprint_of(const trace::Instruction& instruction, const std::string& file) {
  Footprint f;
  f.row = &row_of(instruction, file);
  const OpRow& row = *f.row;
  f.unit = unit_of(row);
  const trace::Operands operands(instruction, file);
  std::istringstream names(row.positional);
  for (std::string name; names >> name;) {
    // registers only: constants, `off` and field operands (hwreg(...)) touch none
    if (name.starts_with("simm") || name == "hwreg") continue;
    const trace::Keyword* k = operands.find(name);
    const auto* ref = k ? std::get_if<trace::Reference>(&k->value.data) : nullptr;
    if (!ref || !ref->calls.empty()) continue;
    const Operand o = operand_of(operands, name.c_str());
    // registers beyond their file are the functional model's CDNA-REGISTER-RANGE, not a footprint
    if (!o.registers || !in_file(*o.registers)) continue;
    if (name == "vdst" || name == "sdst")
      f.writes.push_back(*o.registers);
    else
      f.reads.push_back({*o.registers, role_of(row, name)});
  }
  if (is_mfma_product(row.op)) {
    const ElementSpec* a = element_by_selector(operands.integer("cbsz", 0));
    const ElementSpec* b = element_by_selector(operands.integer("blgp", 0));
    f.fp8 = (a && a->bits == 8) || (b && b->bits == 8);
    f.big = row.op == Op::MfmaScale32 || row.op == Op::Mfma32;
    f.passes = f.big ? (f.fp8 ? 16 : 8) : (f.fp8 ? 8 : 4);
    const ShapeSpec& shape = spec_of(f.big ? Shape::M32N32K64 : Shape::M16N16K128);
    f.flops = 2.0 * shape.m * shape.n * shape.k;
  }
  if (row.op == Op::LdScale) f.wait_states = 0;
  if (row.op == Op::SNop) {
    f.nop = operands.integer("simm16", 0);
    // SIMM16[3:0] + 1; a count outside 0..15 (CDNA-FIELD-RANGE) is credited one, conservatively
    f.wait_states = f.nop >= 0 && f.nop <= 15 ? static_cast<int>(f.nop) + 1 : 1;
  }
  if (f.unit == Unit::Vmem || f.unit == Unit::Lds) {
    f.bytes = int64_t{kLanes} * 16;  // dwordx4 / b128 on every lane (the model has no EXEC mask)
    f.load = row.op == Op::GlobalLoad || row.op == Op::BufferLoad || row.op == Op::DsRead;
    f.store = !f.load;
  }
  return f;
}

}  // namespace sim::cdna4
