// The vector cores' instructions: MTE2 GM -> UB and MTE3 UB -> GM (asc-devkit DataCopyPad: a burst
// is len_burst bytes; the GM side's gap counts bytes, the UB side's 32-byte blocks, and each UB
// burst starts on a block), MTE3 UB -> L1 (copy_ubuf_to_cbuf: lengths and gaps in 32-byte blocks)
// and the Vector unit's type conversion (vconv: pto-isa TCVT, Ascend C Cast with its RoundMode).
#include <array>
#include <cmath>
#include <cstring>

#include "isa/ascend950/context.h"
#include "sim/numerics/convert.h"

namespace sim::ascend950 {

namespace {

// ---- MTE2 / MTE3: bursts ----

struct Bursts {
  int64_t count = 0, bytes = 0;          // n_burst, and the bytes of each
  int64_t src_pitch = 0, dst_pitch = 0;  // from one burst's start to the next's, in bytes
};

// The pitch of a side: a GM burst is followed by `gap` bytes, a UB or L1 one fills whole 32-byte
// blocks and is followed by `gap` blocks.
int64_t pitch_of(Space space, int64_t burst_bytes, int64_t gap) {
  return space == Space::Gm ? burst_bytes + gap : round_up(burst_bytes, 32) + gap * 32;
}

void copy_bursts(Context& c, Space dst_space, Space src_space) {
  const Operand dst = c.operand("dst"), src = c.operand("src");
  if (!c.in_space(dst, dst_space, "dst") || !c.in_space(src, src_space, "src")) return;
  const bool in_bytes = dst_space == Space::Gm || src_space == Space::Gm;
  const int64_t count = c.args.integer("n_burst"), length = c.args.integer("len_burst");
  const int64_t src_gap = c.args.integer("src_gap", 0), dst_gap = c.args.integer("dst_gap", 0);
  if (!c.accepted([&]() -> Fault {
        // asc-devkit DataCopyExtParams: blockCount 12 bits, blockLen 16 bits (bytes for GM <-> UB,
        // 32-byte blocks for UB -> L1), the UB-side stride 16 bits, the GM-side stride 32 bits
        if (Fault fault = check_range("nBurst", count, 1, 4095)) return fault;
        if (Fault fault = check_range("lenBurst", length, 1, 65535)) return fault;
        const int64_t src_max = src_space == Space::Gm ? (int64_t{1} << 32) - 1 : 65535;
        const int64_t dst_max = dst_space == Space::Gm ? (int64_t{1} << 32) - 1 : 65535;
        if (Fault fault = check_range("srcGap", src_gap, 0, src_max)) return fault;
        if (Fault fault = check_range("dstGap", dst_gap, 0, dst_max)) return fault;
        return {};
      }()))
    return;
  Bursts b;
  b.count = count;
  b.bytes = in_bytes ? length : length * 32;
  b.src_pitch = pitch_of(src_space, b.bytes, src_gap);
  b.dst_pitch = pitch_of(dst_space, b.bytes, dst_gap);
  // UB and L1 addresses are 32-byte aligned (fact sheet §1)
  if (src_space != Space::Gm) c.check_alignment(src, 32, "src", "UB / L1 32-byte alignment");
  if (dst_space != Space::Gm) c.check_alignment(dst, 32, "dst", "UB / L1 32-byte alignment");
  const int64_t src_span = (b.count - 1) * b.src_pitch + b.bytes;
  const int64_t dst_span = (b.count - 1) * b.dst_pitch + b.bytes;
  if (!c.state.check_in_memory(src_space, src.address(), src_span, "src") ||
      !c.state.check_in_memory(dst_space, dst.address(), dst_span, "dst"))
    return;
  const int src_unit = src.tile->space == Space::Gm ? c.state.current : src.tile->unit;
  const int dst_unit = dst.tile->space == Space::Gm ? c.state.current : dst.tile->unit;
  Memory& from = c.state.memory(src_space, src_unit);
  Memory& to = c.state.memory(dst_space, dst_unit);
  for (int64_t i = 0; i < b.count; ++i) {
    const auto first =
        from.first_unwritten(static_cast<uint64_t>(src.address() + i * b.src_pitch), static_cast<uint64_t>(b.bytes));
    if (first) {
      c.report(DiagnosticCode::UninitializedRead,
               c.instruction.mnemonic + " reads src '" + src.tile->name + "' byte " +
                   std::to_string(static_cast<int64_t>(*first) - src.tile->address) + " (" +
                   std::string(name_of(src_space)) + " address " + hex(*first) + "), never written",
               "written bytes", "unwritten");
      return;
    }
  }
  for (int64_t i = 0; i < b.count; ++i) {
    const int64_t s = src.address() + i * b.src_pitch, d = dst.address() + i * b.dst_pitch;
    std::memmove(to.data() + d, from.data() + s, static_cast<size_t>(b.bytes));
    to.mark_written(static_cast<uint64_t>(d), static_cast<uint64_t>(b.bytes));
  }
}

// ---- V: conversion ----

struct RoundModeName {
  const char* name;
  numerics::RoundingMode mode;
};

// pto-isa / Ascend C RoundMode (AD-CAST RoundMode.md): CAST_NONE rounds like CAST_RINT where the
// conversion loses precision; CAST_ODD is round-to-odd (below).
constexpr RoundModeName kRoundModes[] = {
    {"CAST_NONE", numerics::RoundingMode::NearestEven},  {"CAST_RINT", numerics::RoundingMode::NearestEven},
    {"CAST_ROUND", numerics::RoundingMode::NearestAway}, {"CAST_FLOOR", numerics::RoundingMode::Down},
    {"CAST_CEIL", numerics::RoundingMode::Up},           {"CAST_TRUNC", numerics::RoundingMode::TowardZero},
    {"CAST_ODD", numerics::RoundingMode::TowardZero}};

}  // namespace

void copy_gm_to_ubuf_align(Context& c) { copy_bursts(c, Space::Ub, Space::Gm); }
void copy_ubuf_to_gm_align(Context& c) { copy_bursts(c, Space::Gm, Space::Ub); }
void copy_ubuf_to_cbuf(Context& c) { copy_bursts(c, Space::L1, Space::Ub); }

// vconv: count elements of src converted to dst's dtype, both in this vector core's UB. The float
// formats convert through the one round-and-pack routine (sim/numerics/convert.h) under
// round_mode; saturate=1 is CTRL[48] (overflow and inf to +-max, NaN to 0; fact sheet §3.5).
void vconv(Context& c) {
  const Operand dst = c.operand("dst"), src = c.operand("src");
  if (!c.in_space(dst, Space::Ub, "dst") || !c.in_space(src, Space::Ub, "src")) return;
  const DType from = src.tile->dtype, to = dst.tile->dtype;
  for (const auto& [dtype, operand] : {std::pair{from, "src"}, std::pair{to, "dst"}}) {
    const DTypeSpec& spec = spec_of(dtype);
    if (!spec.is_float || spec.bits < 8 || dtype == DType::Float8E8m0fnu) {
      c.report(DiagnosticCode::AscDType, std::string("vconv ") + operand + " dtype",
               "float32, float16, bfloat16, float8_e4m3fn or float8_e5m2", std::string(spec.name));
      return;
    }
  }
  const std::string mode_name = c.args.name("round_mode");
  const RoundModeName* mode = mode_name.empty() ? &kRoundModes[0] : nullptr;
  for (const RoundModeName& m : kRoundModes)
    if (mode_name == m.name) mode = &m;
  if (mode == nullptr)
    c.args.fail(*c.args.find("round_mode"), "round_mode '" + mode_name + "'",
                "CAST_NONE, CAST_RINT, CAST_ROUND, CAST_FLOOR, CAST_CEIL, CAST_TRUNC or CAST_ODD");
  const bool round_to_odd = std::string_view(mode->name) == "CAST_ODD";
  const bool saturate = c.args.integer("saturate", 0, trace::kBit) == 1;
  const int64_t count = c.args.integer("count");
  if (!c.accepted(check_range("count", count, 1, c.state.capacity(Space::Ub)))) return;
  c.check_alignment(src, 32, "src", "UB 32-byte alignment");
  c.check_alignment(dst, 32, "dst", "UB 32-byte alignment");
  const int64_t in_bytes = count * spec_of(from).bits / 8, out_bytes = count * spec_of(to).bits / 8;
  if (!c.state.check_in_memory(Space::Ub, src.address(), in_bytes, "src") ||
      !c.state.check_in_memory(Space::Ub, dst.address(), out_bytes, "dst"))
    return;
  if (!c.check_written(Space::Ub, src.address(), in_bytes, "src", src.tile->name, src.tile->address)) return;
  numerics::ConvertOptions options;
  options.rounding = mode->mode;
  const numerics::Format out = spec_of(to).element, in = spec_of(from).element;
  // without saturation an overflow is inf, or NaN in a format without one (E4M3)
  options.overflow = saturate                           ? numerics::Overflow::Saturate
                     : numerics::spec_of(out).has_inf() ? numerics::Overflow::ToInf
                                                        : numerics::Overflow::ToNan;
  options.nan = saturate ? numerics::NanInput::ToZero : numerics::NanInput::ToNan;
  Memory& ub = c.state.memory(Space::Ub);
  std::vector<uint8_t> result(static_cast<size_t>(out_bytes));
  if (!round_to_odd) {
    numerics::encode_array(out, in, ub.data() + src.address(), static_cast<size_t>(count), result.data(), options);
  } else {
    // round to odd: truncate, then set the last kept bit of an inexact result (the next
    // representable magnitude away from zero when it was even). Where that code is not a finite
    // value (E4M3's largest finite, 0x7E, is even: 0x7F is NaN) the truncated value stays.
    const int width = spec_of(to).bits / 8, in_width = spec_of(from).bits / 8;
    for (int64_t i = 0; i < count; ++i) {
      uint8_t* code = result.data() + i * width;
      const numerics::Flags flags =
          numerics::encode_array(out, in, ub.data() + src.address() + i * in_width, 1, code, options);
      if (!(static_cast<uint8_t>(flags) & static_cast<uint8_t>(numerics::Flags::Inexact)) ||
          (static_cast<uint8_t>(flags) & static_cast<uint8_t>(numerics::Flags::Overflow)))
        continue;
      std::array<uint8_t, 4> odd{};
      std::memcpy(odd.data(), code, static_cast<size_t>(width));
      odd[0] |= 1;  // little-endian: the lowest byte holds the last kept bit
      double value = 0;
      numerics::decode_to_fp64(out, odd.data(), 1, &value);
      if (std::isfinite(value)) code[0] |= 1;
    }
  }
  std::memcpy(ub.data() + dst.address(), result.data(), result.size());
  c.mark_written(Space::Ub, dst.address(), out_bytes);
}

}  // namespace sim::ascend950
