#include <catch2/catch.hpp>

#include <algorithm>
#include <cstring>
#include <fstream>
#include <vector>

#include "sim/core/diagnostic.h"
#include "sim/core/error.h"
#include "sim/core/memory.h"
#include "sim/core/page_pool.h"

using namespace sim;

namespace {

TraceLocation at_line(int line) {
  TraceLocation where;
  where.file = "k.mxt";
  where.line = line;
  where.column = 3;
  where.instruction_index = 7;
  where.queue = "sync";
  where.mnemonic = "dma_copy";
  return where;
}

}  // namespace

TEST_CASE("diagnostic codes are unique and formatted with location and expected/actual", "[core][diagnostics]") {
  const auto& table = diagnostic_table();
  for (size_t i = 0; i < table.size(); ++i)
    for (size_t j = i + 1; j < table.size(); ++j) CHECK(table[i].code != table[j].code);
  const Diagnostic d{DiagnosticCode::Misaligned, at_line(12), "scale tile at 0x10", "1024-byte alignment", "0x10"};
  CHECK(d.format() ==
        "k.mxt:12:3: error[MEM-ALIGN]: scale tile at 0x10; expected 1024-byte alignment, actual 0x10 "
        "(instruction #7 dma_copy on sync)");
}

TEST_CASE("strict mode stops at the first error, hardware mode records and continues", "[core][diagnostics]") {
  Memory sbuf("SBUF", 64);
  DiagnosticSink strict(DiagnosticMode::Strict);
  uint8_t bytes[8] = {};
  CHECK_THROWS_AS(sbuf.read(0, bytes, 8, strict, at_line(3)), DiagnosticError);
  CHECK(strict.error_count() == 1);
  try {
    sbuf.read(0, bytes, 8, strict, at_line(4));
  } catch (const DiagnosticError& error) {
    CHECK(error.diagnostic().code == DiagnosticCode::UninitializedRead);
    CHECK(std::string(error.what()).find("k.mxt:4:3: error[MEM-UNINIT]") == 0);
  }
  DiagnosticSink hardware(DiagnosticMode::Hardware);
  sbuf.set_fill_byte(0xAB);
  sbuf.read(0, bytes, 8, hardware, at_line(5));
  CHECK(hardware.error_count() == 1);
  CHECK(bytes[0] == 0xAB);
}

TEST_CASE("memories track written bytes and name the first unwritten one", "[core][memory]") {
  Memory psum("PSUM", 32);
  DiagnosticSink sink(DiagnosticMode::Hardware);
  const uint8_t four[4] = {1, 2, 3, 4};
  psum.write(8, four, 4, sink, at_line(1));
  CHECK(sink.diagnostics().empty());
  uint8_t out[6];
  psum.read(8, out, 4, sink, at_line(2));
  CHECK(sink.diagnostics().empty());
  CHECK(std::memcmp(out, four, 4) == 0);
  psum.read(6, out, 6, sink, at_line(3));
  REQUIRE(sink.diagnostics().size() == 1);
  CHECK(sink.diagnostics()[0].actual == "first unwritten byte 0x6");
  CHECK(psum.first_unwritten(8, 4) == std::nullopt);
  CHECK(psum.first_unwritten(8, 6) == 12u);
}

TEST_CASE("a memory compares a range in place as read_raw would give it", "[core][memory]") {
  Memory hbm("HBM", 32);
  hbm.set_fill_byte(0xAB);
  const uint8_t four[4] = {1, 2, 3, 4};
  hbm.preload(8, four, 4);
  CHECK(hbm.equals(8, four, 4));
  const uint8_t other[4] = {1, 2, 3, 5};
  CHECK_FALSE(hbm.equals(8, other, 4));
  // never-written bytes compare as the fill byte, as read_raw gives them
  const uint8_t with_fill[6] = {0xAB, 0xAB, 1, 2, 3, 4};
  CHECK(hbm.equals(6, with_fill, 6));
  const uint8_t with_zero[6] = {0, 0, 1, 2, 3, 4};  // what the backing pages hold there
  CHECK_FALSE(hbm.equals(6, with_zero, 6));
  uint8_t read[6];
  hbm.read_raw(6, read, 6);
  CHECK(std::memcmp(read, with_fill, 6) == 0);

  // a large range is read and compared in two halves: a difference or an unwritten byte in either
  // half is still found, and the fill byte lands in the half it lies in
  const uint64_t size = uint64_t{3} << 20;
  Memory big("HBM", size);
  big.set_fill_byte(0xAB);
  std::vector<uint8_t> bytes(size, 7);
  big.preload(0, bytes.data(), size);
  CHECK(big.equals(0, bytes.data(), size));
  for (const uint64_t at : {uint64_t{5}, size - 5}) {
    bytes[at] = 8;
    CHECK_FALSE(big.equals(0, bytes.data(), size));
    bytes[at] = 7;
  }
  big.forget(size - 3, 1);
  CHECK_FALSE(big.equals(0, bytes.data(), size));
  std::vector<uint8_t> out(size);
  big.read_raw(0, out.data(), size);
  bytes[size - 3] = 0xAB;
  CHECK(out == bytes);
  CHECK(big.equals(0, bytes.data(), size));
}

TEST_CASE("a memory that tracks writers stamps each byte with the instruction that wrote it last", "[core][memory]") {
  Memory gm("gm", 64);
  DiagnosticSink sink(DiagnosticMode::Hardware);
  const uint8_t four[4] = {1, 2, 3, 4};
  current_writer = 7;
  gm.write(0, four, 4, sink, at_line(1));  // before tracking: nothing recorded
  CHECK(gm.writer_of(0) == 0);
  gm.track_writers();
  gm.preload(0, four, 4);  // a payload: no instruction
  CHECK(gm.writer_of(0) == 0);
  current_writer = 3;
  gm.write(2, four, 4, sink, at_line(2));
  current_writer = 4;
  gm.write_raw(4, four, 4);
  current_writer = 5;
  gm.mark_written(10, 2);  // bytes a target wrote through data()
  CHECK(gm.writer_of(1) == 0);
  CHECK(gm.writer_of(2) == 3);
  CHECK(gm.writer_of(3) == 3);
  CHECK(gm.writer_of(4) == 4);  // the later writer wins
  CHECK(gm.writer_of(7) == 4);
  CHECK(gm.writer_of(8) == 0);
  CHECK(gm.writer_of(10) == 5);
  CHECK(gm.first_unwritten(10, 2) == std::nullopt);
  current_writer = 6;
  gm.write(62, four, 4, sink, at_line(3));  // hardware mode: the in-range part lands, stamped
  CHECK(gm.writer_of(63) == 6);
  CHECK(gm.writer_of(64) == 0);  // past the end
  gm.grow(uint64_t{1} << 20);    // the tags survive growth, new bytes have none
  CHECK(gm.writer_of(4) == 4);
  CHECK(gm.writer_of(1000) == 0);
  gm.write_raw(1000, four, 1);
  CHECK(gm.writer_of(1000) == 6);
  current_writer = 0;
}

namespace {
// Resident pages of this process, in bytes (Linux: /proc/self/statm's second field).
uint64_t resident_bytes() {
  std::ifstream statm("/proc/self/statm");
  uint64_t size = 0, resident = 0;
  statm >> size >> resident;
  return resident * 4096;
}
}  // namespace

TEST_CASE("memories grow in place of a copy, and untouched bytes cost no host memory", "[core][memory]") {
  Memory hbm("hbm", 16);
  DiagnosticSink sink(DiagnosticMode::Strict);
  const uint8_t four[4] = {9, 8, 7, 6};
  hbm.write(4, four, 4, sink, at_line(1));
  const uint64_t before = resident_bytes();
  // a buffer declared at 4 GiB: the memory reaches it, the bytes between stay unmapped
  const uint64_t far = uint64_t{4} << 30;
  hbm.grow(far + 16, "t.mxt:2:1: hbm buffer 'far'");
  CHECK(hbm.size_bytes() == far + 16);
  hbm.write(far, four, 4, sink, at_line(3));
  uint8_t out[4] = {};
  hbm.read(4, out, 4, sink, at_line(4));
  CHECK(std::memcmp(out, four, 4) == 0);  // contents and written flags survive the growth
  CHECK(hbm.first_unwritten(0, 16) == 0u);
  CHECK(hbm.first_unwritten(4, 4) == std::nullopt);
  CHECK(hbm.first_unwritten(far, 4) == std::nullopt);
  CHECK(hbm.first_unwritten(8, far - 8) == 8u);
  hbm.grow(32);  // never shrinks
  CHECK(hbm.size_bytes() == far + 16);
  // 8 GiB of address space (data and flags), a few pages resident
  CHECK(resident_bytes() - before < (uint64_t{64} << 20));
  CHECK(sink.diagnostics().empty());
}

TEST_CASE("a memory's pages serve the next memory of the process, reading as never written", "[core][memory]") {
  DiagnosticSink sink(DiagnosticMode::Strict);
  // an odd size: no other test's memory leaves a mapping this large
  const uint64_t size = (uint64_t{5} << 20) + 12345;  // zeroed in two halves (page_pool.cc)
  const std::vector<uint8_t> pattern(size, 0xA5);
  const uint8_t *first_data = nullptr, *first_flags = nullptr;
  {
    Memory first("sbuf", size);
    // written at both ends and in the middle, the pages between never touched (or only read)
    first.write(0, pattern.data(), 5000, sink, at_line(1));
    first.write(size / 2, pattern.data(), 70000, sink, at_line(1));
    first.write(size - 3000, pattern.data(), 3000, sink, at_line(1));
    CHECK(first.first_unwritten(size / 4, 8) == size / 4);
    first_data = first.data();
    first_flags = first.written_flags();
  }
  CHECK(kept_page_bytes() >= size);
  Memory second("sbuf", size);
  // the same pages, not fresh ones (data and flags mappings are alike: either may serve either)
  CHECK((second.data() == first_data || second.data() == first_flags));
  CHECK((second.written_flags() == first_data || second.written_flags() == first_flags));
  CHECK(second.first_unwritten(0, size) == 0u);
  auto all_zero = [](const uint8_t* bytes, uint64_t count) {
    return std::all_of(bytes, bytes + count, [](uint8_t b) { return b == 0; });
  };
  CHECK(all_zero(second.written_flags(), size));
  CHECK(all_zero(second.data(), size));

  // a memory that starts small moves into a kept mapping as it grows, keeping what it holds
  Memory hbm("hbm", 16);
  const uint8_t four[4] = {9, 8, 7, 6};
  hbm.write(4, four, 4, sink, at_line(2));
  {
    Memory left("dram", size);
    left.write(100, four, 4, sink, at_line(3));
  }
  hbm.grow(size);
  uint8_t out[4] = {};
  hbm.read(4, out, 4, sink, at_line(4));
  CHECK(std::memcmp(out, four, 4) == 0);
  CHECK(hbm.first_unwritten(0, size) == 0u);
  CHECK(hbm.first_unwritten(8, size - 8) == 8u);  // the kept mapping's written bytes were forgotten
  CHECK(all_zero(hbm.data() + 8, size - 8));
  CHECK(all_zero(hbm.written_flags() + 8, size - 8));
  CHECK(sink.diagnostics().empty());
  CHECK(kept_page_bytes() <= kPagePoolBytes);
}

TEST_CASE("out-of-bounds accesses are diagnostics, and in hardware mode the in-range part lands", "[core][memory]") {
  Memory l1("L1", 16);
  DiagnosticSink sink(DiagnosticMode::Hardware);
  const uint8_t bytes[8] = {9, 9, 9, 9, 9, 9, 9, 9};
  l1.write(12, bytes, 8, sink, at_line(9));
  REQUIRE(sink.diagnostics().size() == 1);
  CHECK(sink.diagnostics()[0].code == DiagnosticCode::OutOfBounds);
  CHECK(sink.diagnostics()[0].expected == "addresses below 0x10");
  CHECK(l1.written(15));
  CHECK_THROWS_WITH(l1.preload(10, bytes, 8), Catch::Contains("L1: payload of 8 bytes at 0xa does not fit"));
}
