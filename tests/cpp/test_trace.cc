#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <string>

#include "sim/core/error.h"
#include "sim/core/side_by_side.h"
#include "sim/trace/mxt.h"
#include "sim/trace/npy.h"

using namespace sim::trace;

namespace {

// A canonical trace: print(parse(kCanonical)) must give it back unchanged.
const std::string kCanonical =
    "mxt 1\n"
    "target demo\n"
    "config demo_small\n"
    "buffer a hbm address=0x0 shape=[128, 512] dtype=float8_e4m3fn_x4 payload=\"a.npy\"\n"
    "buffer s sbuf partition=32 address=0x400 shape=[4, 128] dtype=uint8\n"
    "dma_copy dst=s[0:4, :] src=a.ap(pattern=[[512, 128], [1, 512]], offset=0, dtype=float8_e4m3fn_x4)\n"
    "@vector quantize_mx dst=t[0:128, 0:128:2] src=x[3] dst_scale=s scale=1.5 label=\"q\" flags=[]\n"
    "matmul acc=psum[-1] bias=-0x10 alpha=1e-07\n";

TargetSchema demo_schema() {
  return TargetSchema{"demo",
                      {"demo_small"},
                      {"hbm", "sbuf", "psum"},
                      {{"dma_copy", "sync", {"dst", "src"}, {}},
                       {"quantize_mx", "vector", {"dst", "src", "dst_scale"}, {"scale", "label", "flags"}},
                       {"matmul", "tensor", {"acc"}, {"bias", "alpha"}}}};
}

std::string error_of(const std::string& text) {
  try {
    parse_mxt(text, "t.mxt");
  } catch (const sim::Error& error) {
    return error.what();
  }
  return "";
}

}  // namespace

TEST_CASE("print(parse(text)) is the canonical text", "[trace]") {
  const Program program = parse_mxt(kCanonical, "k.mxt");
  CHECK(program.target == "demo");
  CHECK(program.buffers.size() == 2);
  REQUIRE(program.instructions.size() == 3);
  CHECK(program.instructions[1].queue == "vector");
  CHECK(program.instructions[0].at.line == 6);
  CHECK(print_mxt(program) == kCanonical);
  // Spacing and comments do not survive; the canonical form does.
  const std::string sloppy =
      "# a recorded kernel\n\n  mxt   1   # header\ntarget demo\nconfig demo_small\n"
      "buffer a hbm address=0x0   shape=[128,512] dtype=float8_e4m3fn_x4 payload=\"a.npy\"\n"
      "buffer s sbuf partition=32 address=0x400 shape=[ 4 , 128 ] dtype=uint8\n"
      "dma_copy dst=s[0:4,:]   src=a.ap(pattern=[[512,128],[1,512]],offset=0,dtype=float8_e4m3fn_x4)   # load\n"
      "@vector quantize_mx dst=t[0:128,0:128:2] src=x[3] dst_scale=s scale=1.5 label=\"q\" flags=[ ]\n"
      "matmul acc=psum[-1] bias=-0x10 alpha=1e-7\n";
  CHECK(print_mxt(parse_mxt(sloppy)) == kCanonical);
}

TEST_CASE("malformed traces name file:line:column and what was expected", "[trace]") {
  CHECK(error_of("") == "t.mxt:1:1: empty trace; expected the header 'mxt 2'");
  CHECK(error_of("mxt 3\n") == "t.mxt:1:5: unsupported trace version 3; expected version 1 to 2");
  CHECK(error_of("mxt 0\n") == "t.mxt:1:5: unsupported trace version 0; expected version 1 to 2");
  CHECK(error_of("trace 1\n") == "t.mxt:1:1: 'trace'; expected the header 'mxt <version>' first");
  CHECK(error_of("mxt 1\ntarget demo\nmatmul acc\n") == "t.mxt:3:11: end of line; expected '=' after the operand name");
  CHECK(error_of("mxt 1\ntarget demo\nmatmul acc=12x\n") == "t.mxt:3:14: malformed number; expected digits only");
  CHECK(error_of("mxt 1\ntarget demo\nmatmul acc=\"open\n") ==
        "t.mxt:3:17: unterminated string; expected a closing '\"'");
  CHECK(error_of("mxt 1\ntarget demo\nmatmul acc=[1, 2\n") ==
        "t.mxt:3:17: end of line; expected ']' or ',' in the list");
  CHECK(error_of("mxt 1\ntarget demo\nmatmul acc=99999999999999999999\n") ==
        "t.mxt:3:12: number out of range; expected a 64-bit integer");
  CHECK(error_of("mxt 1\ntarget demo\nbuffer a hbm\ntarget other\n") ==
        "t.mxt:4:1: 'target' after the first buffer or instruction; expected it right after the header");
  CHECK(error_of("mxt 1\nmatmul acc=1\n") == "t.mxt:1:1: no 'target' line; expected 'target <name>' after the header");
}

TEST_CASE("version 2 closes a trace with 'end', version 1 loads without one", "[trace]") {
  const std::string body = "target demo\nbuffer a hbm address=0x0 shape=[4] expect=\"a.npy\"\nmatmul acc=1\n";
  const Program closed = parse_mxt("mxt 2\n" + body + "end  # recorder\n\n# trailing comment\n", "t.mxt");
  CHECK(closed.version == 2);
  CHECK(closed.ended);
  CHECK(print_mxt(closed) == "mxt 2\n" + body + "end\n");
  CHECK(print_mxt(parse_mxt(print_mxt(closed))) == print_mxt(closed));
  // version 1 has no marker: its traces load as before, and print as written
  const Program old = parse_mxt("mxt 1\n" + body, "t.mxt");
  CHECK(old.version == 1);
  CHECK_FALSE(old.ended);
  CHECK(print_mxt(old) == "mxt 1\n" + body);
  // a version 2 trace with expected outputs that stops without 'end' was cut short
  CHECK(error_of("mxt 2\n" + body + "# cut\n") ==
        "t.mxt:4: trace ends after line 4 without 'end'; expected the end marker its recorder writes (the trace "
        "declares expect= outputs, so a cut-short trace cannot be checked)");
  // without expect= outputs the marker is optional (a hand-written trace)
  CHECK_FALSE(parse_mxt("mxt 2\ntarget demo\nmatmul acc=1\n", "t.mxt").ended);
  CHECK(error_of("mxt 2\n" + body + "end\nmatmul acc=2\n") ==
        "t.mxt:6:1: 'm' after 'end'; expected nothing but comments after the end marker");
  CHECK(error_of("mxt 1\n" + body + "end\n") ==
        "t.mxt:5:1: end marker in a version 1 trace; expected the header 'mxt 2' for a trace that ends with 'end'");
  CHECK(error_of("mxt 2\n" + body + "end x=1\n") == "t.mxt:5:5: 'x'; expected end of line");
}

TEST_CASE("a long trace: every line numbered, the first bad line named", "[trace]") {
  // 6,000 lines of about 60 bytes
  std::string text = "# a long trace\nmxt 2\ntarget demo\n";
  const int lines = 6000;
  for (int i = 0; i < lines; ++i)
    text += (i % 100 == 0 ? "buffer b" + std::to_string(i) + " hbm address=0x0 shape=[4]\n"
                          : "matmul acc=b0.ap(pattern=[[1, 4]], offset=" + std::to_string(i) +
                                ") k=" + std::to_string(i) + "\n");
  const Program program = parse_mxt(text + "end\n", "t.mxt");
  CHECK(program.ended);
  REQUIRE(program.buffers.size() == 60);
  REQUIRE(program.instructions.size() == 5940);
  size_t instruction = 0;
  for (int i = 0; i < lines; ++i) {
    const int line = i + 4;
    if (i % 100 == 0) {
      const Buffer& b = program.buffers[static_cast<size_t>(i / 100)];
      CHECK(b.at.line == line);
      CHECK(b.before_instruction == instruction);
      CHECK(b.name == "b" + std::to_string(i));
    } else {
      const Instruction& in = program.instructions[instruction++];
      CHECK(in.at.line == line);
      CHECK(std::get<int64_t>(in.operands[1].value.data) == i);
    }
  }
  CHECK(print_mxt(program) == text.substr(text.find('\n') + 1) + "end\n");  // (comments are not kept)
  // a bad line near the end is named where it is; of two, the first; an end marker or a target
  // line deep in the trace is an error at the line after it, or at it
  auto line_of = [](const std::string& t, size_t at) {
    return std::to_string(std::count(t.begin(), t.begin() + static_cast<ptrdiff_t>(at), '\n') + 1);
  };
  auto starts = [](const std::string& message, const std::string& prefix, const std::string& rest) {
    return message.rfind(prefix, 0) == 0 && message.find(rest) != std::string::npos;
  };
  std::string bad = text;
  bad.replace(bad.rfind("k="), 2, "k ");
  CHECK(starts(error_of(bad), "t.mxt:" + line_of(bad, bad.rfind("k ")) + ":", "expected '=' after the operand name"));
  std::string twice = bad;
  twice.replace(twice.find("k="), 2, "k ");
  CHECK(starts(error_of(twice), "t.mxt:5:", "expected '=' after the operand name"));
  const size_t middle = text.find('\n', text.size() / 2) + 1;  // a line start near the middle
  for (const size_t at : {middle - 120, middle, middle + 120}) {
    const size_t line_start = text.find('\n', at) + 1;
    std::string ended = text;
    ended.insert(line_start, "end\n");
    CHECK(starts(error_of(ended), "t.mxt:" + line_of(ended, line_start + 4) + ":1: ",
                 "after 'end'; expected nothing but comments after the end marker"));
    std::string target = text;
    target.insert(line_start, "target other\n");
    CHECK(error_of(target) ==
          "t.mxt:" + line_of(target, line_start) +
              ":1: 'target' after the first buffer or instruction; expected it right after the header");
  }
}

TEST_CASE("a long trace read in two halves at once is the trace read in order, errors included", "[trace]") {
  // about 360 KB: past the size the reader splits at
  std::string text = "# a comment before the header\nmxt 2\ntarget demo\nconfig demo_small\n";
  for (int i = 0; i < 6000; ++i)
    text += (i % 100 == 0 ? "buffer b" + std::to_string(i) + " hbm address=0x0 shape=[4]\n"
                          : "matmul acc=b0.ap(pattern=[[1, 4]], offset=" + std::to_string(i) +
                                ") k=" + std::to_string(i) + " name=\"s" + std::to_string(i) + "\"\n");
  // the result of a reading (its canonical text and where its parts lie) or its error
  auto reading = [](const std::string& t, bool helpers) {
    sim::set_helper_threads(helpers);
    std::string out;
    try {
      const Program program = parse_mxt(t, "t.mxt");
      out = print_mxt(program) + (program.ended ? "ended" : "open") + " arenas " +
            std::to_string(program.more_arenas.size()) + "\n";
      for (const Buffer& b : program.buffers)
        out += std::to_string(b.at.line) + " before " + std::to_string(b.before_instruction) + "\n";
      for (const Instruction& in : program.instructions)
        out += std::to_string(in.at.line) + ":" + std::to_string(in.at.column) + "\n";
    } catch (const sim::Error& error) {
      out = error.what();
    }
    sim::set_helper_threads(true);
    return out;
  };
  auto arenas_of = [](const std::string& r) { return r.substr(r.find(" arenas ") + 8, 1); };
  const std::string whole = reading(text + "end\n", false);
  const std::string halves = reading(text + "end\n", true);
  CHECK(halves.substr(0, halves.find(" arenas ")) == whole.substr(0, whole.find(" arenas ")));
  CHECK(halves.substr(halves.find('\n', halves.find(" arenas "))) ==
        whole.substr(whole.find('\n', whole.find(" arenas "))));
  CHECK(arenas_of(whole) == "0");
  CHECK(arenas_of(halves) == "1");  // it was read in two
  // each line that matters in order, placed before, at and after the split and near either end
  const std::vector<std::string> inserted = {"end\n",
                                             "target other\n",
                                             "config demo_small\n",
                                             "mxt 2\n",
                                             "matmul k 3\n",
                                             "buffer x hbm address=0x0 shape=[4] expect=\"x.npy\"\n",
                                             "# only a comment\n",
                                             "\n"};
  const size_t middle = text.find('\n', text.size() / 2) + 1;
  for (const size_t at : {size_t{200}, middle - 130, middle - 60, middle, middle + 60, text.size() - 100}) {
    const size_t line_start = text.find('\n', at) + 1;
    for (const std::string& line : inserted)
      for (const std::string& ending : {std::string("end\n"), std::string()}) {
        std::string t = text;
        t.insert(line_start, line);
        t += ending;
        const std::string in_order = reading(t, false), in_two = reading(t, true);
        INFO("line " << line << " at byte " << line_start << " ending " << ending);
        if (in_order.find(" arenas ") == std::string::npos) {
          CHECK(in_two == in_order);  // the same error, at the same place
        } else {
          REQUIRE(in_two.find(" arenas ") != std::string::npos);
          CHECK(in_two.substr(0, in_two.find(" arenas ")) == in_order.substr(0, in_order.find(" arenas ")));
          CHECK(in_two.substr(in_two.find('\n', in_two.find(" arenas "))) ==
                in_order.substr(in_order.find('\n', in_order.find(" arenas "))));
        }
      }
  }
}

TEST_CASE("a target schema checks mnemonics, operands and spaces, and assigns queues", "[trace]") {
  Program program = parse_mxt(kCanonical, "k.mxt");
  validate(program, demo_schema());
  CHECK(program.instructions[0].queue == "sync");
  CHECK(program.instructions[2].queue == "tensor");
  auto failure = [](const std::string& text) {
    Program p = parse_mxt(text, "v.mxt");
    try {
      validate(p, demo_schema());
    } catch (const sim::Error& error) {
      return std::string(error.what());
    }
    return std::string();
  };
  CHECK(failure("mxt 1\ntarget demo\nmatmull acc=1\n") ==
        "v.mxt:3:1: unknown mnemonic 'matmull'; expected a demo mnemonic: dma_copy, quantize_mx, matmul");
  CHECK(failure("mxt 1\ntarget demo\ndma_copy dst=a\n") ==
        "v.mxt:3:1: missing operand 'src' of dma_copy; expected 'src=...'");
  CHECK(failure("mxt 1\ntarget demo\nmatmul acc=1 beta=2\n") ==
        "v.mxt:3:14: unknown operand 'beta' for matmul; expected one of: acc, bias, alpha");
  CHECK(failure("mxt 1\ntarget demo\nbuffer x vram\n") ==
        "v.mxt:3:1: unknown memory space 'vram'; expected one of: hbm, sbuf, psum");
}

TEST_CASE("10^5 mutated traces parse or fail cleanly, never crash", "[trace][fuzz]") {
  std::mt19937_64 rng(2026);
  const std::string alphabet = "mxt01[]=:,.()\"@#-x \n_az9";
  size_t parsed = 0, rejected = 0;
  for (int round = 0; round < 100000; ++round) {
    std::string text = kCanonical;
    const int edits = 1 + static_cast<int>(rng() % 4);
    for (int e = 0; e < edits; ++e) {
      const size_t at = rng() % (text.size() + 1);
      switch (rng() % 4) {
        case 0:
          if (at < text.size()) text.erase(at, 1 + rng() % 3);
          break;                                                               // delete
        case 1: text.insert(at, 1, alphabet[rng() % alphabet.size()]); break;  // insert
        case 2:
          if (at < text.size()) text[at] = alphabet[rng() % alphabet.size()];
          break;                          // replace
        default: text.resize(at); break;  // truncate
      }
    }
    try {
      const Program p = parse_mxt(text, "f.mxt");
      // Whatever parsed prints and re-parses to the same canonical text.
      const std::string canonical = print_mxt(p);
      CHECK(print_mxt(parse_mxt(canonical, "f.mxt")) == canonical);
      ++parsed;
    } catch (const sim::Error& error) {
      CHECK(std::string(error.what()).rfind("f.mxt:", 0) == 0);
      ++rejected;
    }
  }
  CHECK(parsed > 1000);
  CHECK(rejected > 1000);
}

TEST_CASE("npy payloads round-trip and truncation is an error", "[trace][npy]") {
  NpyArray array;
  array.descr = "<u4";
  array.shape = {2, 3};
  array.item_bytes = 4;
  for (uint8_t b = 0; b < 24; ++b) array.data.push_back(b);
  const std::string bytes = write_npy(array);
  CHECK(bytes.size() % 64 == 24);  // header padded to 64, then 24 bytes of data
  const NpyArray back = read_npy(bytes, "a.npy");
  CHECK(back.descr == "<u4");
  CHECK(back.shape == std::vector<int64_t>{2, 3});
  CHECK(back.data == array.data);
  CHECK_THROWS_WITH(read_npy(std::string_view(bytes).substr(0, bytes.size() - 1), "a.npy"),
                    "a.npy: truncated payload: 23 bytes of data; expected 24 bytes for shape and dtype '<u4'");
  // Mutated files are read or rejected with an error, never a crash (also under ASan in CI).
  std::mt19937_64 rng(7);
  size_t rejected = 0;
  for (int round = 0; round < 20000; ++round) {
    std::string mutated = bytes;
    for (int e = 0; e < 3; ++e) {
      const size_t at = rng() % mutated.size();
      if (rng() % 3 == 0)
        mutated.resize(at);
      else if (!mutated.empty())
        mutated[at % mutated.size()] = static_cast<char>(rng());
      if (mutated.empty()) break;
    }
    try {
      read_npy(mutated, "m.npy");
    } catch (const sim::Error&) {
      ++rejected;
    }
  }
  CHECK(rejected > 1000);
}

namespace {

// np.savez(a=np.arange(4, dtype=np.uint8), s=np.ones((2, 2), np.float32)), as NumPy writes it (ZIP64 fields).
const char* const kNpzHex =
    "504b03042d0000000000000021002403de58ffffffffffffffff05001400612e6e7079010010008400000000000000840000"
    "0000000000934e554d5059010076007b276465736372273a20277c7531272c2027666f727472616e5f6f72646572273a2046"
    "616c73652c20277368617065273a2028342c292c207d20202020202020202020202020202020202020202020202020202020"
    "20202020202020202020202020202020202020202020202020202020202020200a00010203504b03042d0000000000000021"
    "004cfbef16ffffffffffffffff05001400732e6e70790100100090000000000000009000000000000000934e554d50590100"
    "76007b276465736372273a20273c6634272c2027666f727472616e5f6f72646572273a2046616c73652c2027736861706527"
    "3a2028322c2032292c207d202020202020202020202020202020202020202020202020202020202020202020202020202020"
    "202020202020202020202020202020202020200a0000803f0000803f0000803f0000803f504b01022d032d00000000000000"
    "21002403de588400000084000000050000000000000000000000800100000000612e6e7079504b01022d032d000000000000"
    "0021004cfbef1690000000900000000500000000000000000000008001bb000000732e6e7079504b05060000000002000200"
    "66000000820100000000";

std::string from_hex(const char* hex) {
  std::string bytes;
  for (const char* p = hex; p[0] && p[1]; p += 2) bytes += static_cast<char>(std::stoi(std::string(p, 2), nullptr, 16));
  return bytes;
}

}  // namespace

TEST_CASE("npz archives from NumPy read, and mutated ones fail cleanly", "[trace][npz]") {
  const std::string archive = from_hex(kNpzHex);
  const auto members = read_npz(archive, "k.npz");
  REQUIRE(members.size() == 2);
  CHECK(members[0].name == "a");
  CHECK(members[0].array.data == std::vector<uint8_t>{0, 1, 2, 3});
  CHECK(members[1].name == "s");
  CHECK(members[1].array.shape == std::vector<int64_t>{2, 2});
  std::mt19937_64 rng(11);
  size_t rejected = 0;
  for (int round = 0; round < 20000; ++round) {
    std::string mutated = archive;
    for (int e = 0; e < 2; ++e) {
      const size_t at = rng() % mutated.size();
      if (rng() % 4 == 0)
        mutated.resize(std::max<size_t>(at, 1));
      else
        mutated[at] = static_cast<char>(rng());
    }
    try {
      read_npz(mutated, "m.npz");
    } catch (const sim::Error&) {
      ++rejected;
    }
  }
  CHECK(rejected > 1000);
}

TEST_CASE("the most negative 64-bit integer parses without overflow (UBSan checks the negation)", "[trace]") {
  const Program program = parse_mxt("mxt 1\ntarget demo\ndma_copy dst=a src=-9223372036854775808\n", "v.mxt");
  const Keyword* src = program.instructions.at(0).operand("src");
  REQUIRE(src != nullptr);
  CHECK(std::get<int64_t>(src->value.data) == INT64_MIN);
  CHECK_THROWS_WITH(parse_mxt("mxt 1\ntarget demo\ndma_copy dst=a src=-9223372036854775809\n", "v.mxt"),
                    Catch::Contains("number out of range"));
}

TEST_CASE("names and strings outlive the text they were parsed from, and escaped strings are unescaped", "[trace]") {
  Program program;
  {
    // the text is a temporary: every view the Program holds must point into its own arena
    std::string text =
        "mxt 2\ntarget demo\n"
        "buffer plain hbm address=0x0 shape=[4] dtype=uint8 payload=\"p.npy\" note=\"a\\\"b\\\\c\"\n"
        "copy dst=plain src=plain label=\"\"\nend\n";
    program = parse_mxt(text, "t.mxt");
    std::fill(text.begin(), text.end(), '#');  // overwrite before the string is freed
  }
  REQUIRE(program.buffers.size() == 1);
  CHECK(program.buffers[0].name == "plain");
  const auto& attributes = program.buffers[0].attributes;
  REQUIRE(attributes.size() == 5);
  CHECK(attributes[3].name == "payload");
  CHECK(std::get<std::string_view>(attributes[3].value.data) == "p.npy");
  CHECK(attributes[4].name == "note");
  CHECK(std::get<std::string_view>(attributes[4].value.data) == "a\"b\\c");  // the fallback path
  REQUIRE(program.instructions.size() == 1);
  CHECK(program.instructions[0].operands[0].name == "dst");
  CHECK(std::get<Reference>(program.instructions[0].operands[1].value.data).name == "plain");
  CHECK(std::get<std::string_view>(program.instructions[0].operands[2].value.data).empty());
  CHECK(print_mxt(program) ==
        "mxt 2\ntarget demo\n"
        "buffer plain hbm address=0x0 shape=[4] dtype=uint8 payload=\"p.npy\" note=\"a\\\"b\\\\c\"\n"
        "copy dst=plain src=plain label=\"\"\nend\n");
}
