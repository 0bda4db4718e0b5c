#include "isa/ascend950/footprint.h"

#include <algorithm>

#include "isa/ascend950/context.h"
#include "isa/ascend950/opcodes.h"

namespace sim::ascend950 {

int copy_bits(const Args& args, DType dst_dtype, bool source_is_dn) {
  const std::string_view text = args.name_view("dtype");
  // DN2NZ repacks FP4 (b4); ND2NZ moves it as b8
  if (text.empty()) return source_is_dn ? spec_of(dst_dtype).bits : std::max(8, spec_of(dst_dtype).bits);
  if (text == "b8") return 8;
  if (text == "b16") return 16;
  if (text == "b32") return 32;
  if (text == "b4" && source_is_dn) return 4;
  if (const auto d = dtype_by_name(text)) return source_is_dn ? spec_of(*d).bits : std::max(8, spec_of(*d).bits);
  args.fail(*args.find("dtype"), "unknown copy width '" + std::string(text) + "'",
            "b8, b16, b32 (b4 for DN2NZ) or a dtype name");
}

namespace {

bool within(int64_t value, int64_t low, int64_t high) { return value >= low && value <= high; }

// bits -> bytes, rounding a trailing half byte up
int64_t bytes_of(int64_t elements, int bits) { return (elements * bits + 7) / 8; }

class Builder {
 public:
  Builder(const State& state, const trace::Instruction& instruction, const std::string& file)
      : state_(state), file_(file), args_(instruction, file) {}

  const Args& args() const { return args_; }
  int64_t capacity(Space space) const { return state_.capacity(space); }
  Operand operand(const char* name) const {
    const trace::Keyword* k = args_.find(name);
    return state_.resolve(k->value, name, file_);
  }
  // `unit`: the unit whose memory it is (state.h memory(space, unit)), the current one unless given
  void touch(Space space, int64_t begin, int64_t bytes, bool write, const char* operand, const Tile* tile = nullptr,
             int unit = -1) {
    if (bytes > 0)
      out.accesses.push_back(
          Access{space, begin, begin + bytes, write, operand, tile, unit < 0 ? state_.current : unit});
  }
  int core_count() const { return state_.core_count; }

  Footprint out;

 private:
  const State& state_;
  const std::string& file_;
  Args args_;
};

// MTE2 GM -> L1 (ND2NZ / DN2NZ): the source rows it reads, the C0 chunks it writes (moves.cc).
// Fields beyond the asc-devkit parameter widths (dstNzC0Stride / dstNzNStride 16 bits,
// dstNzMatrixStride 32) touch nothing here: the byte ranges below then stay far inside int64.
void gm_to_l1(Builder& b, bool source_is_dn) {
  const Operand dst = b.operand("dst"), src = b.operand("src");
  if (dst.space() != Space::L1 || src.space() != Space::Gm) return;  // the body refuses it
  const Args& a = b.args();
  const int bits = copy_bits(a, dst.tile->dtype, source_is_dn);
  const int64_t nd_num = a.integer("nd_num", 1), n_value = a.integer("n_value"), d_value = a.integer("d_value");
  const int64_t src_d_value = a.integer("src_d_value"), src_matrix = a.integer("src_nd_matrix_stride", 0);
  const int64_t c0_stride = a.integer("dst_nz_c0_stride", 1), n_stride = a.integer("dst_nz_n_stride", 1);
  const int64_t dst_matrix = a.integer("dst_nz_matrix_stride", 0);
  if (!within(nd_num, 1, 4095) || !within(n_value, 1, 16384) || !within(d_value, 1, int64_t{1} << 21) ||
      !within(src_d_value, 1, int64_t{1} << 40) || !within(src_matrix, 0, int64_t{1} << 40) ||
      !within(c0_stride, 0, 65535) || !within(n_stride, 0, 65535) || !within(dst_matrix, 0, int64_t{1} << 32))
    return;
  const int64_t outer = source_is_dn ? d_value : n_value, inner = source_is_dn ? n_value : d_value;
  // (within the bounds above the element reach fits in int64; beyond 2^50 elements, which the body
  // refuses as leaving GM, it touches nothing)
  const int64_t reach = (nd_num - 1) * src_matrix + (outer - 1) * src_d_value + inner;
  if (reach >= (int64_t{1} << 50)) return;
  b.touch(Space::Gm, src.address(), bytes_of(reach, bits), false, "src", src.tile);
  const int64_t c0 = c0_elements(bits), chunks = (d_value + c0 - 1) / c0;
  const int64_t last = (nd_num - 1) * dst_matrix + (chunks - 1) * c0_stride * c0 + (n_value - 1) * n_stride * c0;
  b.touch(Space::L1, dst.address(), bytes_of(last, bits) + kC0Bytes, true, "dst", dst.tile);
  b.out.bytes = bytes_of(nd_num * outer * inner, bits);
}

// MTE1's fractal loads: `rows` x `cols` fractals of `fractal` bytes, fractal (r, c) read from
// ((row_start + r) * src_stride + col_start + c) and written to (r * dst_stride + c), in fractals
// (LoadData2DV2: rows k, columns m, 512 B; LoadData2DMx: rows x, columns y, 32 B). `transposed`:
// the destination holds them with the two counts swapped.
void fractal_load(Builder& b, Space space, const char* row_start_name, const char* col_start_name,
                  const char* rows_name, const char* cols_name, int64_t fractal, bool transposed = false) {
  const Operand dst = b.operand("dst"), src = b.operand("src");
  if (dst.space() != space || src.space() != Space::L1) return;
  const Args& a = b.args();
  const int64_t row_start = a.integer(row_start_name), col_start = a.integer(col_start_name);
  const int64_t rows = a.integer(rows_name), cols = a.integer(cols_name);
  const int64_t src_stride = a.integer("src_stride"), dst_stride = a.integer("dst_stride");
  if (!within(rows, 1, 255) || !within(cols, 1, 255) || !within(row_start, 0, 65535) || !within(col_start, 0, 65535) ||
      !within(src_stride, 0, 65535) || !within(dst_stride, 0, 65535))
    return;
  const int64_t first = row_start * src_stride + col_start,
                last = (row_start + rows - 1) * src_stride + col_start + cols;
  b.touch(Space::L1, src.address() + std::min(first, last - cols) * fractal,
          (std::max(last, first + cols) - std::min(first, last - cols)) * fractal, false, "src", src.tile);
  // transposed, the fractals land with the two counts swapped (datamove.h): the larger range bounds both
  const int64_t plain = (rows - 1) * dst_stride + cols, swapped = (cols - 1) * dst_stride + rows;
  b.touch(space, dst.address(), (transposed ? std::max(plain, swapped) : plain) * fractal, true, "dst", dst.tile);
  b.out.bytes = rows * cols * fractal;
}

// MTE1 L1 -> L0A / L0B: m_step x k_step 512-byte fractals (LoadData2DV2)
void l1_to_l0(Builder& b, Space space) {
  fractal_load(b, space, "k_start", "m_start", "k_step", "m_step", kFractalBytes,
               b.args().integer("transpose", 0, trace::kBit) != 0);
}

// MTE1 L1 -> L0A_MX / L0B_MX: 32-byte scale fractals (LoadData2DMx)
void l1_to_scale(Builder& b, Space space) { fractal_load(b, space, "x_start", "y_start", "x_step", "y_step", 32); }

// MTE1 L1 -> BT or FB: n_burst bursts of len_burst x 64 bytes
void l1_to_64_byte_bursts(Builder& b, Space space) {
  const Operand dst = b.operand("dst"), src = b.operand("src");
  if (dst.space() != space || src.space() != Space::L1) return;
  const Args& a = b.args();
  const int64_t n_burst = a.integer("n_burst", 1), len = a.integer("len_burst");
  const int64_t src_gap = a.integer("src_gap", 0), dst_gap = a.integer("dst_gap", 0);
  if (!within(n_burst, 1, 4095) || !within(len, 1, 65535) || !within(src_gap, 0, 65535) || !within(dst_gap, 0, 65535))
    return;
  b.touch(Space::L1, src.address(), ((n_burst - 1) * (len + src_gap) + len) * 64, false, "src", src.tile);
  b.touch(space, dst.address(), ((n_burst - 1) * (len + dst_gap) + len) * 64, true, "dst", dst.tile);
  b.out.bytes = n_burst * len * 64;
}

void unit_flag_blocks(Builder& b, int64_t address, int64_t bytes) {
  if (b.args().integer("unit_flag", 0) == 0) return;
  // a region leaving L0C has no blocks to hand over (the body reports MEM-BOUNDS)
  if (address < 0 || bytes > b.capacity(Space::L0C) - address) return;
  const auto [first, last] = l0c_blocks(address, bytes);
  for (int64_t blk = first; blk <= last; ++blk) b.out.l0c_blocks.push_back(blk);
}

// M: mad_mx reads A, B and their scales at addr >> 4, the bias or C when it accumulates; writes C
void mad(Builder& b) {
  const Operand out = b.operand("c"), lhs = b.operand("a"), rhs = b.operand("b");
  if (out.space() != Space::L0C || lhs.space() != Space::L0A || rhs.space() != Space::L0B) return;
  const Args& a = b.args();
  const int64_t m = a.integer("m"), k = a.integer("k"), n = a.integer("n");
  if (!within(m, 1, 4095) || !within(k, 64, 4095) || !within(n, 1, 4095) || k % 64 != 0) return;
  const DType da = lhs.tile->dtype, db = rhs.tile->dtype;
  const bool fp4 = is_fp4_data(da) && is_fp4_data(db);
  if (!fp4 && !(is_fp8_data(da) && is_fp8_data(db))) return;
  const int bits = fp4 ? 4 : 8;
  b.out.m = m, b.out.k = k, b.out.n = n, b.out.data_bits = bits;
  const int64_t groups = k / 32;
  b.touch(Space::L0A, lhs.address(), geometry(Layout::NZ, bits, m, k).bytes(), false, "a", lhs.tile);
  b.touch(Space::L0B, rhs.address(), geometry(Layout::ZN, bits, k, n).bytes(), false, "b", rhs.tile);
  b.touch(Space::L0AMx, lhs.address() >> 4, geometry(Layout::ZZ, 8, m, groups).bytes(), false,
          "scale A (addr(a) >> 4)");
  b.touch(Space::L0BMx, rhs.address() >> 4, geometry(Layout::NN, 8, groups, n).bytes(), false,
          "scale B (addr(b) >> 4)");
  const bool init = a.integer("cmatrix_init_val", 1, trace::kBit) != 0;
  const bool from_bias = a.integer("cmatrix_source", 0, trace::kBit) != 0;
  const int64_t c_bytes = l0c_region_bytes(m, n);
  if (!init && from_bias && a.find("bias")) {
    const Operand bias = b.operand("bias");
    b.touch(Space::Bt, bias.address(), n * 4, false, "bias", bias.tile);
  }
  if (!init && !from_bias) b.touch(Space::L0C, out.address(), c_bytes, false, "c (accumulating)", out.tile);
  b.touch(Space::L0C, out.address(), c_bytes, true, "c", out.tile);
  unit_flag_blocks(b, out.address(), c_bytes);
}

// FIX: a V-form quantising read-out reads one 8-byte parameter per column from the Fixpipe buffer
void quant_parameters(Builder& b, int64_t n) {
  if (!b.args().find("quant_vector")) return;
  const Operand fb = b.operand("quant_vector");
  if (fb.space() == Space::Fb) b.touch(Space::Fb, fb.address(), n * 8, false, "quant_vector", fb.tile);
}

// FIX: FIXPIPE reads L0C (n rounded to 16 columns x src_stride rows) and writes m rows to GM, or
// to UB: whole, or split between the two vector cores (moves.cc copy_matrix_cc_to_ub)
void fixpipe(Builder& b, Space dst_space) {
  const Operand dst = b.operand("dst"), src = b.operand("src");
  if (dst.space() != dst_space || src.space() != Space::L0C) return;
  const Args& a = b.args();
  const int64_t n = a.integer("n"), m = a.integer("m");
  const int64_t dst_stride = a.integer("dst_stride"), src_stride = a.integer("src_stride");
  const int64_t dual = a.integer("dual_dst_ctl", 0);  // 0 for the GM store, which has no such field
  if (!within(n, 1, 4095) || !within(m, 1, 65535) || !within(src_stride, 0, 65535) ||
      !within(dst_stride, 0, (int64_t{1} << 32) - 1) || !within(dual, 0, 2))
    return;
  const int out_bits = spec_of(dst.tile->dtype).bits;
  const int64_t c_bytes = round_up(n, 16) * src_stride * 4;
  b.touch(Space::L0C, src.address(), c_bytes, false, "src", src.tile);
  quant_parameters(b, n);
  const int64_t rows = dual == 1 ? m / 2 : m, cols = dual == 2 ? n / 2 : n;
  const int64_t written = bytes_of((rows - 1) * dst_stride + cols, out_bits);
  if (dst_space == Space::Gm) {
    b.touch(Space::Gm, dst.address(), written, true, "dst", dst.tile);
  } else if (dual == 0) {
    b.touch(Space::Ub, dst.address(), written, true, "dst", dst.tile, dst.tile->unit);
  } else {
    for (int j = 0; j < kVectorCoresPerCore; ++j)
      b.touch(Space::Ub, dst.address(), written, true, j == 0 ? "dst (AIV0's half)" : "dst (AIV1's half)", dst.tile,
              unit_of(dst.tile->core, j, b.core_count()));
  }
  b.out.bytes = m * round_up(n, 16) * 4;
  unit_flag_blocks(b, src.address(), c_bytes);
}

// MTE2 / MTE3 on a vector core: n_burst bursts of len_burst units, src_gap and dst_gap units
// between bursts (vector.cc: the UB side counts 32-byte blocks, GM bytes; UB -> L1 both blocks).
void bursts(Builder& b, Space dst_space, Space src_space) {
  const Operand dst = b.operand("dst"), src = b.operand("src");
  if (dst.space() != dst_space || src.space() != src_space) return;
  const Args& a = b.args();
  const int64_t count = a.integer("n_burst"), length = a.integer("len_burst");
  const int64_t src_gap = a.integer("src_gap", 0), dst_gap = a.integer("dst_gap", 0);
  // the GM side's gap is 32 bits, the UB / L1 side's 16 (vector.cc copy_bursts)
  const int64_t src_max = src_space == Space::Gm ? (int64_t{1} << 32) - 1 : 65535;
  const int64_t dst_max = dst_space == Space::Gm ? (int64_t{1} << 32) - 1 : 65535;
  if (!within(count, 1, 4095) || !within(length, 1, 65535) || !within(src_gap, 0, src_max) ||
      !within(dst_gap, 0, dst_max))
    return;
  const bool in_bytes = dst_space == Space::Gm || src_space == Space::Gm;
  const int64_t burst = in_bytes ? length : length * 32;  // bytes per burst
  const int64_t ub_pitch = round_up(burst, 32);           // a UB burst occupies whole blocks
  auto pitch = [&](Space space, int64_t gap) { return space == Space::Gm ? burst + gap : ub_pitch + gap * 32; };
  // each burst exactly (not their bounding range): two vector cores store interleaved rows or
  // columns of one GM tensor without touching each other's bytes
  const int src_unit = src.tile->space == Space::Gm ? -1 : src.tile->unit;
  const int dst_unit = dst.tile->space == Space::Gm ? -1 : dst.tile->unit;
  const int64_t src_pitch = pitch(src_space, src_gap), dst_pitch = pitch(dst_space, dst_gap);
  for (int64_t i = 0; i < count; ++i) {
    b.touch(src_space, src.address() + i * src_pitch, burst, false, "src", src.tile, src_unit);
    b.touch(dst_space, dst.address() + i * dst_pitch, burst, true, "dst", dst.tile, dst_unit);
  }
  b.out.bytes = count * burst;
}

// V: an elementwise conversion reads `count` source elements and writes `count` destination ones
void vector_conversion(Builder& b) {
  const Operand dst = b.operand("dst"), src = b.operand("src");
  if (dst.space() != Space::Ub || src.space() != Space::Ub) return;
  const int64_t count = b.args().integer("count");
  if (!within(count, 1, b.capacity(Space::Ub))) return;
  const int64_t src_bytes = bytes_of(count, spec_of(src.tile->dtype).bits);
  const int64_t dst_bytes = bytes_of(count, spec_of(dst.tile->dtype).bits);
  b.touch(Space::Ub, src.address(), src_bytes, false, "src", src.tile);
  b.touch(Space::Ub, dst.address(), dst_bytes, true, "dst", dst.tile);
  b.out.bytes = std::max(src_bytes, dst_bytes);
}

}  // namespace

Footprint footprint_of(const State& state, const trace::Instruction& instruction, const std::string& file) {
  Builder b(state, instruction, file);
  switch (row_of(instruction, file).op) {
    case Op::Nd2Nz: gm_to_l1(b, false); break;
    case Op::Dn2Nz: gm_to_l1(b, true); break;
    case Op::LoadCa: l1_to_l0(b, Space::L0A); break;
    case Op::LoadCb: l1_to_l0(b, Space::L0B); break;
    case Op::LoadCaMx: l1_to_scale(b, Space::L0AMx); break;
    case Op::LoadCbMx: l1_to_scale(b, Space::L0BMx); break;
    case Op::CopyBt: l1_to_64_byte_bursts(b, Space::Bt); break;
    case Op::CopyFb: l1_to_64_byte_bursts(b, Space::Fb); break;
    case Op::MadMx: mad(b); break;
    case Op::Fixpipe: fixpipe(b, Space::Gm); break;
    case Op::FixpipeUb: fixpipe(b, Space::Ub); break;
    case Op::GmToUb: bursts(b, Space::Ub, Space::Gm); break;
    case Op::UbToGm: bursts(b, Space::Gm, Space::Ub); break;
    case Op::UbToL1: bursts(b, Space::L1, Space::Ub); break;
    case Op::Vconv: vector_conversion(b); break;
    case Op::SetIntraBlock:
    case Op::WaitIntraBlock:
    case Op::SetFlag:
    case Op::WaitFlag:
    case Op::PipeBarrier:
    case Op::GetBuf:
    case Op::RlsBuf:
    case Op::SetAtomicF32:
    case Op::SetAtomicF16:
    case Op::SetAtomicBf16:
    case Op::SetAtomicS8:
    case Op::SetAtomicAdd:
    case Op::SetAtomicNone: break;
  }
  return std::move(b.out);
}

}  // namespace sim::ascend950
