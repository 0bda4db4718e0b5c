// The memory instructions the MX kernels use (AMD CDNA4 ISA ch.9 buffer, ch.10 global, ch.11 LDS):
// GLOBAL_LOAD_DWORDX4 / GLOBAL_STORE_DWORDX4, BUFFER_LOAD_DWORDX4 and DS_READ_B128 / DS_WRITE_B128,
// 16 bytes per lane, dword by dword. Loads complete when s_waitcnt retires them (VM_CNT for
// global and buffer, LGKM_CNT for LDS); the model moves the data at issue and checks that nothing
// reads the destination before the wait.
#include <cstring>
#include <vector>

#include "isa/cdna4/context.h"
#include "sim/core/hex.h"

namespace sim::cdna4 {

namespace {

enum class Direction : uint8_t { Load, Store };

// Per lane, the address of 16 bytes in global memory or the LDS.
struct Access {
  std::vector<uint64_t> address = std::vector<uint64_t>(kLanes);
};

// The address of dword `dword` of a lane's 16 bytes, or nullopt when it lies outside `memory`.
std::optional<uint64_t> dword_address(const Memory& memory, uint64_t address, int dword) {
  const uint64_t at = address + 4 * static_cast<uint64_t>(dword);
  if (at < address || at + 4 < at || at + 4 > memory.size_bytes()) return std::nullopt;
  return at;
}

// Whether all 16 bytes of a lane's access lie inside `memory` (every dword_address then exists).
bool in_bounds16(const Memory& memory, uint64_t address) {
  return address + 16 >= address && address + 16 <= memory.size_bytes();
}

// Checked for bounds (MEM-BOUNDS), alignment (MEM-ALIGN) and initialisation (MEM-UNINIT), each
// reported once per instruction; a dword out of range reads 0 (ISA ch.11), the others still load.
void load16(Context& c, Memory& memory, const Access& acc, const Registers& dst, uint64_t alignment, const char* what) {
  bool bounds_reported = false, align_reported = false, uninit_reported = false;
  for (int lane = 0; lane < kLanes; ++lane) {
    uint8_t bytes[16] = {};
    const uint64_t address = acc.address[static_cast<size_t>(lane)];
    if (address % alignment != 0 && !align_reported) {
      c.report(DiagnosticCode::Misaligned, c.mnemonic() + " lane " + std::to_string(lane) + " " + what + " address",
               "a multiple of " + std::to_string(alignment), hex(address));
      align_reported = true;
    }
    // `count` bytes at `at` into `into`, the first never-written one reported (once per instruction)
    auto read_checked = [&](uint64_t at, uint8_t* into, uint64_t count) {
      if (!uninit_reported)
        if (const auto first = memory.first_unwritten(at, count)) {
          c.report(DiagnosticCode::UninitializedRead,
                   c.mnemonic() + " lane " + std::to_string(lane) + " reads " + memory.name() + " byte " + hex(*first) +
                       ", never written",
                   "written bytes", "unwritten");
          uninit_reported = true;
        }
      memory.read_raw(at, into, count);
    };
    if (in_bounds16(memory, address)) {  // the common case: the lane's 16 bytes at once, same checks
      read_checked(address, bytes, 16);
    } else {
      for (int dword = 0; dword < 4; ++dword) {
        const std::optional<uint64_t> at = dword_address(memory, address, dword);
        if (!at) {
          if (!bounds_reported)
            c.report(DiagnosticCode::OutOfBounds,
                     c.mnemonic() + " lane " + std::to_string(lane) + " reads outside " + memory.name(),
                     "bytes below " + std::to_string(memory.size_bytes()),
                     "4 bytes at " + hex(address + 4 * static_cast<uint64_t>(dword)));
          bounds_reported = true;
          continue;
        }
        read_checked(*at, bytes + 4 * dword, 4);
      }
    }
    for (int r = 0; r < 4; ++r) std::memcpy(c.wave.reg(dst.file, dst.first + r) + lane, bytes + 4 * r, 4);
  }
  c.mark(dst);
}

// A dword out of range is dropped, the others land.
void store16(Context& c, Memory& memory, const Access& acc, const Registers& src, uint64_t alignment,
             const char* what) {
  bool bounds_reported = false, align_reported = false;
  for (int lane = 0; lane < kLanes; ++lane) {
    const uint64_t address = acc.address[static_cast<size_t>(lane)];
    if (address % alignment != 0 && !align_reported) {
      c.report(DiagnosticCode::Misaligned, c.mnemonic() + " lane " + std::to_string(lane) + " " + what + " address",
               "a multiple of " + std::to_string(alignment), hex(address));
      align_reported = true;
    }
    uint8_t bytes[16];
    for (int r = 0; r < 4; ++r) std::memcpy(bytes + 4 * r, c.wave.reg(src.file, src.first + r) + lane, 4);
    if (in_bounds16(memory, address)) {  // the common case: the lane's 16 bytes at once
      memory.write_raw(address, bytes, 16);
      continue;
    }
    for (int dword = 0; dword < 4; ++dword) {
      const std::optional<uint64_t> at = dword_address(memory, address, dword);
      if (!at) {
        if (!bounds_reported)
          c.report(DiagnosticCode::OutOfBounds,
                   c.mnemonic() + " lane " + std::to_string(lane) + " writes outside " + memory.name(),
                   "bytes below " + std::to_string(memory.size_bytes()),
                   "4 bytes at " + hex(address + 4 * static_cast<uint64_t>(dword)));
        bounds_reported = true;
        continue;
      }
      memory.write_raw(*at, bytes + 4 * dword, 4);
    }
  }
}

// sc0, sc1, nt: the cache policy bits (one bit each); they do not change values.
void read_cache_policy(const Context& c) {
  for (const char* bit : {"sc0", "sc1", "nt"}) c.operands.integer(bit, 0, trace::kBit);
}

// CDNA-FIELD-RANGE for an immediate offset outside its field.
bool check_offset(Context& c, int64_t offset, trace::Range range, const char* field) {
  if (range.contains(offset)) return true;
  c.report(DiagnosticCode::CdnaFieldRange, c.mnemonic() + " offset",
           std::to_string(range.min) + ".." + std::to_string(range.max) + " (" + field + ")", std::to_string(offset));
  return false;
}

// saddr off: a 64-bit VGPR address; else an SGPR pair base plus a 32-bit VGPR offset; plus the
// 13-bit signed offset (gfx950).
void global_access(Context& c, Direction direction) {
  const bool load = direction == Direction::Load;
  const char* data_name = load ? "vdst" : "vdata";
  const Operand data = c.operand(data_name), vaddr = c.operand("vaddr"), saddr = c.operand("saddr");
  const int64_t offset = c.operands.integer("offset", 0);
  read_cache_policy(c);
  if (!check_offset(c, offset, {-4096, 4095}, "13-bit signed")) return;
  if (!c.check_tuple(data, data_name, 4, {RegFile::V, RegFile::A})) return;
  if (!saddr.off && !c.check_tuple(saddr, "saddr", 2, {RegFile::S})) return;
  if (!c.check_tuple(vaddr, "vaddr", saddr.off ? 2 : 1, {RegFile::V})) return;
  if (!c.check_readable(*vaddr.registers, "vaddr") || (!saddr.off && !c.check_readable(*saddr.registers, "saddr")))
    return;
  if (!load && !c.check_readable(*data.registers, "vdata")) return;
  if (load && !c.check_writable(*data.registers, "vdst", Counter::Vm)) return;
  Access acc;
  for (int lane = 0; lane < kLanes; ++lane) {
    const uint64_t v0 = c.wave.reg(RegFile::V, vaddr.registers->first)[lane];
    uint64_t base = 0;
    if (saddr.off)
      base = v0 | static_cast<uint64_t>(c.wave.reg(RegFile::V, vaddr.registers->first + 1)[lane]) << 32;
    else
      base = (c.wave.s[static_cast<size_t>(saddr.registers->first)] |
              static_cast<uint64_t>(c.wave.s[static_cast<size_t>(saddr.registers->first + 1)]) << 32) +
             v0;
    acc.address[static_cast<size_t>(lane)] = base + static_cast<uint64_t>(offset);
  }
  // dword accesses are 4-byte aligned (ISA ch.9)
  if (load)
    load16(c, c.state.global, acc, *data.registers, 4, "global");
  else
    store16(c, c.state.global, acc, *data.registers, 4, "global");
  c.outstanding(Counter::Vm, load ? data.registers : std::nullopt);
}

// soffset: an SGPR or an inline constant (ISA ch.9 SOFFSET); vaddr: off without offen / idxen.
bool check_buffer_operands(Context& c, const Operand& vaddr, const Operand& rsrc, const Operand& soffset, int vregs) {
  if (rsrc.registers->first % 4 != 0) {
    c.report(DiagnosticCode::CdnaRegisterRange, c.mnemonic() + " srsrc " + rsrc.registers->text() + " is not aligned",
             "an SGPR quad starting at a multiple of 4", rsrc.registers->text());
    return false;
  }
  if ((soffset.registers && (soffset.registers->file != RegFile::S || soffset.registers->count != 1)) ||
      (!soffset.registers && !soffset.constant)) {
    c.report_at("soffset", DiagnosticCode::CdnaRegisterFile, c.mnemonic() + " soffset " + soffset.text,
                "one SGPR or an inline constant", soffset.text);
    return false;
  }
  if (!c.check_inline_constant(soffset, "soffset") ||
      (soffset.registers && !c.check_readable(*soffset.registers, "soffset")))
    return false;
  if (!c.check_readable(*rsrc.registers, "srsrc")) return false;
  if (vregs == 0 && !vaddr.off) {
    c.report_at("vaddr", DiagnosticCode::CdnaRegisterFile,
                c.mnemonic() + " without offen or idxen takes no VGPR address", "off", vaddr.text);
    return false;
  }
  return vregs == 0 ||
         (c.check_tuple(vaddr, "vaddr", vregs, {RegFile::V}) && c.check_readable(*vaddr.registers, "vaddr"));
}

}  // namespace

void global_load_dwordx4(Context& c) { global_access(c, Direction::Load); }
void global_store_dwordx4(Context& c) { global_access(c, Direction::Store); }

// The V# (ISA ch.9): base [47:0], stride [61:48], num_records in the third dword. Raw buffers
// (stride 0) check each dword's offset against num_records, structured ones the index; out of
// range reads 0 (defined behaviour, not an error).
void buffer_load_dwordx4(Context& c) {
  const Operand data = c.operand("vdst"), vaddr = c.operand("vaddr"), rsrc = c.operand("srsrc"),
                soffset = c.operand("soffset");
  const int64_t offset = c.operands.integer("offset", 0);
  const bool offen = c.operands.integer("offen", 0, trace::kBit) != 0,
             idxen = c.operands.integer("idxen", 0, trace::kBit) != 0;
  read_cache_policy(c);
  if (!check_offset(c, offset, {0, 4095}, "12-bit unsigned")) return;
  if (!c.check_tuple(data, "vdst", 4, {RegFile::V, RegFile::A}) || !c.check_tuple(rsrc, "srsrc", 4, {RegFile::S}))
    return;
  if (!check_buffer_operands(c, vaddr, rsrc, soffset, (offen ? 1 : 0) + (idxen ? 1 : 0))) return;
  if (!c.check_writable(*data.registers, "vdst", Counter::Vm)) return;
  const uint32_t* s = &c.wave.s[static_cast<size_t>(rsrc.registers->first)];
  const uint64_t base = s[0] | static_cast<uint64_t>(s[1] & 0xFFFF) << 32;
  const uint64_t stride = (s[1] >> 16) & 0x3FFF, records = s[2];
  const Registers dst = *data.registers;
  Memory& global = c.state.global;
  bool align_reported = false, bounds_reported = false, uninit_reported = false;
  for (int lane = 0; lane < kLanes; ++lane) {
    const uint64_t index = idxen ? c.wave.reg(RegFile::V, vaddr.registers->first)[lane] : 0;
    const uint64_t voffset = offen ? c.wave.reg(RegFile::V, vaddr.registers->first + (idxen ? 1 : 0))[lane] : 0;
    const uint64_t off = c.source(soffset, lane) + voffset + static_cast<uint64_t>(offset);
    for (int dword = 0; dword < 4; ++dword) {
      const bool in_range = stride == 0 ? off + 4 * dword + 4 <= records : index < records;
      uint32_t value = 0;
      if (in_range) {
        uint64_t address = base + index * stride + off + 4 * dword;
        if (address % 4 != 0) {  // dword accesses force 4-byte alignment (ISA ch.9)
          if (!align_reported)
            c.report(DiagnosticCode::Misaligned, c.mnemonic() + " lane " + std::to_string(lane) + " address",
                     "a multiple of 4", hex(address));
          align_reported = true;
          address &= ~uint64_t{3};
        }
        if (address + 4 > global.size_bytes() || address + 4 < address) {
          if (!bounds_reported)
            c.report(DiagnosticCode::OutOfBounds,
                     c.mnemonic() + " lane " + std::to_string(lane) + " reads outside global memory",
                     "bytes below " + std::to_string(global.size_bytes()), "4 bytes at " + hex(address));
          bounds_reported = true;
        } else {
          if (!uninit_reported && global.first_unwritten(address, 4)) {
            c.report(DiagnosticCode::UninitializedRead,
                     c.mnemonic() + " lane " + std::to_string(lane) + " reads global byte " + hex(address) +
                         ", never written",
                     "written bytes", "unwritten");
            uninit_reported = true;
          }
          global.read_raw(address, &value, 4);
        }
      }
      c.wave.reg(dst.file, dst.first + dword)[lane] = value;
    }
  }
  c.mark(dst);
  c.outstanding(Counter::Vm, dst);
}

namespace {

// The LDS address is a 32-bit VGPR plus the 16-bit unsigned offset; ds_*_b128 need 16-byte
// alignment (assumption: the aligned mode; cdna4-isa.md open question 10).
void lds_access(Context& c, Direction direction) {
  const bool load = direction == Direction::Load;
  const char* data_name = load ? "vdst" : "vdata";
  const Operand data = c.operand(data_name), vaddr = c.operand("vaddr");
  const int64_t offset = c.operands.integer("offset", 0);
  if (!check_offset(c, offset, {0, 65535}, "16-bit unsigned")) return;
  if (!c.check_tuple(data, data_name, 4, {RegFile::V, RegFile::A}) || !c.check_tuple(vaddr, "vaddr", 1, {RegFile::V}))
    return;
  if (!c.check_readable(*vaddr.registers, "vaddr")) return;
  if (!load && !c.check_readable(*data.registers, "vdata")) return;
  if (load && !c.check_writable(*data.registers, "vdst", Counter::Lgkm)) return;
  Access acc;
  for (int lane = 0; lane < kLanes; ++lane)
    acc.address[static_cast<size_t>(lane)] =
        static_cast<uint64_t>(c.wave.reg(RegFile::V, vaddr.registers->first)[lane]) + static_cast<uint64_t>(offset);
  if (load)
    load16(c, c.state.lds, acc, *data.registers, 16, "LDS");
  else
    store16(c, c.state.lds, acc, *data.registers, 16, "LDS");
  c.outstanding(Counter::Lgkm, load ? data.registers : std::nullopt);
}

}  // namespace

void ds_read_b128(Context& c) { lds_access(c, Direction::Load); }
void ds_write_b128(Context& c) { lds_access(c, Direction::Store); }

}  // namespace sim::cdna4
