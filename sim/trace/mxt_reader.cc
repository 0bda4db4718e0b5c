// The .mxt reader: a hand-written scanner over one line at a time; positions are 1-based.
#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <cstring>
#include <iterator>
#include <optional>
#include <string>
#include <unordered_set>

#include "sim/core/error.h"
#include "sim/core/side_by_side.h"
#include "sim/trace/arena.h"
#include "sim/trace/mxt.h"

namespace sim::trace {
namespace {

bool is_identifier_start(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_'; }
bool is_identifier_char(char c) { return is_identifier_start(c) || (c >= '0' && c <= '9'); }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

// A scratch array one parser reuses line after line: an entry is overwritten where it stands
// rather than value-initialised again. (GCC zero-fills a 96-byte Keyword or a 72-byte Value with
// `rep stosq`, whose start-up cost made those fills about a sixth of a recorded trace's parse.)
// Whoever takes an entry with next() sets every field of it.
template <typename T>
class Scratch {
 public:
  void clear() { used_ = 0; }
  T& next() {
    if (used_ == items_.size()) items_.emplace_back();
    return items_[used_++];
  }
  size_t size() const { return used_; }
  T* data() { return items_.data(); }

 private:
  std::vector<T> items_;
  size_t used_ = 0;
};

class LineParser {
 public:
  LineParser(const std::string& file, std::pmr::memory_resource* arena)
      : file_(file),
        arena_(arena),
        list_scratch_(kMaxDepth + 1),
        index_scratch_(kMaxDepth + 1),
        call_scratch_(kMaxDepth + 1),
        argument_scratch_(kMaxDepth + 1) {}
  // One parser serves every line, so its scratch space is allocated once.
  void start(std::string_view line, int line_number) {
    text_ = line;
    line_ = line_number;
    pos_ = 0;
  }

  [[noreturn]] void fail(const std::string& what, const std::string& expected) const {
    fail_at(Position{line_, static_cast<int>(pos_) + 1}, what, expected);
  }
  [[noreturn]] void fail_at(Position at, const std::string& what, const std::string& expected) const {
    std::string message = where(file_, columns_ ? at : Position{at.line, 0});
    message += what;
    message += "; expected ";
    message += expected;
    throw Error(message);
  }

  Position here() const { return {line_, columns_ ? static_cast<int>(pos_) + 1 : 0}; }
  void set_columns(bool columns) { columns_ = columns; }
  // The position of the next token.
  Position next() {
    skip_spaces();
    return here();
  }
  void skip_spaces() {
    while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t' || text_[pos_] == '\r')) ++pos_;
  }
  bool at_end() {
    skip_spaces();
    return pos_ >= text_.size() || text_[pos_] == '#';
  }
  bool peek(char c) {
    skip_spaces();
    return pos_ < text_.size() && text_[pos_] == c;
  }
  void expect(char c, const char* what) {
    if (!peek(c)) fail(describe_here(), std::string("'") + c + "' " + what);
    ++pos_;
  }
  std::string describe_here() const {
    if (pos_ >= text_.size() || text_[pos_] == '#') return "end of line";
    const auto byte = static_cast<unsigned char>(text_[pos_]);
    // a byte outside ASCII is named by value: echoing it could cut a UTF-8 character in two
    if (byte >= 0x80 || byte < 0x20) {
      static const char* const kHex = "0123456789abcdef";
      return std::string("unexpected byte 0x") + kHex[byte >> 4] + kHex[byte & 15];
    }
    return std::string("'") + text_[pos_] + "'";
  }

  // The identifier as it appears in the line (valid while the text is).
  std::string_view word(const char* what) {
    skip_spaces();
    if (pos_ >= text_.size() || !is_identifier_start(text_[pos_])) fail(describe_here(), what);
    const size_t begin = pos_;
    while (pos_ < text_.size() && is_identifier_char(text_[pos_])) ++pos_;
    return text_.substr(begin, pos_ - begin);
  }
  std::string identifier(const char* what) { return std::string(word(what)); }
  // The identifier as a view of the line, which lies in the arena (valid as long as the Program).
  std::string_view name(const char* what) { return word(what); }

  std::string_view keep(std::string_view text) {
    if (text.empty()) return {};
    char* copy = static_cast<char*>(arena_->allocate(text.size(), 1));
    std::copy(text.begin(), text.end(), copy);
    return {copy, text.size()};
  }

  // Moves `count` items into an exact-size array in the arena.
  template <typename T>
  Span<T> keep(T* items, size_t count) {
    if (count == 0) return {};
    T* data = static_cast<T*>(arena_->allocate(count * sizeof(T), alignof(T)));
    for (size_t i = 0; i < count; ++i) new (data + i) T(std::move(items[i]));
    return Span<T>{data, static_cast<uint32_t>(count)};
  }
  template <typename T>
  Span<T> keep(std::vector<T>& items) {
    return keep(items.data(), items.size());
  }
  template <typename T>
  Span<T> keep(Scratch<T>& items) {
    return keep(items.data(), items.size());
  }

  // The operands up to the end of the line.
  Span<Keyword> keywords() {
    Scratch<Keyword>& scratch = keyword_scratch_;
    scratch.clear();
    while (!at_end()) {
      if (scratch.size() == kMaxOperandsPerLine)
        fail("operand " + std::to_string(kMaxOperandsPerLine + 1),
             "at most " + std::to_string(kMaxOperandsPerLine) + " in a line (kMaxOperandsPerLine)");
      keyword(scratch.next());
    }
    reject_duplicates(scratch.data(), scratch.size());
    return keep(scratch);
  }

  int64_t integer(const char* what, bool* hexadecimal = nullptr) {
    skip_spaces();
    const size_t begin = pos_;
    bool negative = false;
    if (pos_ < text_.size() && text_[pos_] == '-') negative = true, ++pos_;
    int base = 10;
    if (pos_ + 1 < text_.size() && text_[pos_] == '0' && (text_[pos_ + 1] == 'x' || text_[pos_ + 1] == 'X')) {
      base = 16;
      pos_ += 2;
    }
    uint64_t magnitude = 0;
    const char* first = text_.data() + pos_;
    const char* last = text_.data() + text_.size();
    const auto [end, error] = std::from_chars(first, last, magnitude, base);
    if (error == std::errc::result_out_of_range ||
        (end != first && magnitude > (uint64_t{1} << 63) - (negative ? 0 : 1))) {
      pos_ = begin;
      fail("number out of range", "a 64-bit integer");
    }
    if (end == first) {
      pos_ = begin;
      fail(describe_here(), what);
    }
    pos_ += static_cast<size_t>(end - first);
    if (pos_ < text_.size() && (is_identifier_char(text_[pos_]) || text_[pos_] == '.')) {
      fail("malformed number", "digits only");
    }
    if (hexadecimal) *hexadecimal = base == 16;
    // negated in unsigned arithmetic: -(2^63) is INT64_MIN, whose int64_t negation would overflow
    return static_cast<int64_t>(negative ? uint64_t{0} - magnitude : magnitude);
  }

  // Values and keywords are parsed in place, into the scratch array that collects them (a Value is
  // 72 bytes; returning and pushing it copied each one twice more before it reached the arena).
  void value(Value& v) {
    skip_spaces();
    // lists and method arguments nest; a bound keeps a hostile line from exhausting the stack
    if (++depth_ > kMaxDepth) fail(describe_here(), "values nested at most " + std::to_string(kMaxDepth) + " deep");
    struct Leave {
      int& depth;
      ~Leave() { --depth; }
    } leave{depth_};
    v.at = here();
    v.hexadecimal = false;  // (set by number(); v may be a reused scratch entry)
    v.literal = false;
    if (pos_ >= text_.size() || text_[pos_] == '#') fail("end of line", "a value (number, \"string\", [list] or name)");
    const char c = text_[pos_];
    if (c == '"') {
      v.data = string_literal();
    } else if (c == '[') {
      v.data = list();
    } else if (is_digit(c) || c == '-' || c == '.') {
      v.data = number(v.hexadecimal);
    } else if (is_identifier_start(c)) {
      v.data = reference();
    } else {
      fail(describe_here(), "a value (number, \"string\", [list] or name)");
    }
  }

  // A name given twice (dst=a dst=b) is an error at the second: neither "first wins" nor "last
  // wins" is what its writer can have meant.
  void reject_duplicates(const Keyword* keywords, size_t count) const {
    if (count < 2) return;
    if (count <= 16) {  // the usual line: comparing pairs costs less than a hash set
      for (size_t i = 1; i < count; ++i)
        for (size_t j = 0; j < i; ++j)
          if (keywords[i].name == keywords[j].name)
            fail_at(keywords[i].at, "duplicate '" + std::string(keywords[i].name) + "'", "each name once in a line");
      return;
    }
    std::unordered_set<std::string_view> seen;
    for (size_t i = 0; i < count; ++i)
      if (!seen.insert(keywords[i].name).second)
        fail_at(keywords[i].at, "duplicate '" + std::string(keywords[i].name) + "'", "each name once in a line");
  }

  void keyword(Keyword& k) {
    skip_spaces();
    k.at = here();
    k.name = name("an operand name");
    expect('=', "after the operand name");
    value(k.value);
  }

 private:
  std::string_view string_literal() {
    ++pos_;  // opening quote
    // without escapes, the literal as it stands in the line (in the arena)
    const size_t begin = pos_;
    while (pos_ < text_.size() && text_[pos_] != '"' && text_[pos_] != '\\') ++pos_;
    if (pos_ < text_.size() && text_[pos_] == '"') return text_.substr(begin, pos_++ - begin);
    pos_ = begin;
    std::string s;
    while (pos_ < text_.size() && text_[pos_] != '"') {
      if (text_[pos_] == '\\' && pos_ + 1 < text_.size() && (text_[pos_ + 1] == '"' || text_[pos_ + 1] == '\\')) ++pos_;
      s += text_[pos_++];
    }
    if (pos_ >= text_.size()) fail("unterminated string", "a closing '\"'");
    ++pos_;
    return keep(s);
  }

  List list() {
    ++pos_;  // [
    List l;
    if (peek(']')) {
      ++pos_;
      return l;
    }
    Scratch<Value>& items = list_scratch_[static_cast<size_t>(depth_)];
    items.clear();
    for (;;) {
      if (items.size() == kMaxListItems)
        fail("list entry " + std::to_string(kMaxListItems + 1),
             "at most " + std::to_string(kMaxListItems) + " entries in a list (kMaxListItems)");
      value(items.next());
      if (peek(',')) {
        ++pos_;
        continue;
      }
      expect(']', "or ',' in the list");
      l.items = keep(items);
      return l;
    }
  }

  // An integer, or a float when it has a point or an exponent.
  std::variant<int64_t, double, Reference, std::string_view, List> number(bool& hexadecimal) {
    {  // the usual number, a decimal integer of at most 18 digits ending the token, read in one pass
      size_t at = pos_;
      const bool negative = at < text_.size() && text_[at] == '-';
      if (negative) ++at;
      const size_t first = at;
      uint64_t magnitude = 0;
      while (at < text_.size() && at - first < 19 && is_digit(text_[at]))
        magnitude = magnitude * 10 + static_cast<uint64_t>(text_[at++] - '0');
      if (at > first && at - first < 19 &&
          (at == text_.size() || !(is_identifier_char(text_[at]) || text_[at] == '.'))) {
        pos_ = at;
        hexadecimal = false;
        return negative ? -static_cast<int64_t>(magnitude) : static_cast<int64_t>(magnitude);
      }
    }
    size_t scan = pos_;
    if (scan < text_.size() && text_[scan] == '-') ++scan;
    const bool hex =
        scan + 1 < text_.size() && text_[scan] == '0' && (text_[scan + 1] == 'x' || text_[scan + 1] == 'X');
    size_t end = scan;
    while (end < text_.size() && (is_identifier_char(text_[end]) || text_[end] == '.' ||
                                  ((text_[end] == '+' || text_[end] == '-') && end > scan &&
                                   (text_[end - 1] == 'e' || text_[end - 1] == 'E'))))
      ++end;
    const std::string_view token = text_.substr(pos_, end - pos_);
    if (!hex && token.find_first_of(".eE") != std::string_view::npos) {
      double d = 0;
      const auto [stop, error] = std::from_chars(token.data(), token.data() + token.size(), d);
      if (error != std::errc() || stop != token.data() + token.size()) fail("malformed number", "a decimal number");
      pos_ = end;
      return d;
    }
    return integer("a number", &hexadecimal);
  }

  Reference reference() {
    Reference r;
    r.name = name("a name");
    if (peek('[')) {
      ++pos_;
      std::vector<Slice>& index = index_scratch_[static_cast<size_t>(depth_)];
      index.clear();
      for (;;) {
        index.push_back(slice());
        if (peek(',')) {
          ++pos_;
          continue;
        }
        expect(']', "or ',' in the index");
        break;
      }
      r.index = keep(index);
    }
    std::vector<Call>& calls = call_scratch_[static_cast<size_t>(depth_)];
    calls.clear();
    while (peek('.')) {
      ++pos_;
      Call call;
      call.method = name("a method name after '.'");
      expect('(', "after the method name");
      Scratch<Keyword>& arguments = argument_scratch_[static_cast<size_t>(depth_)];
      arguments.clear();
      if (!peek(')')) {
        for (;;) {
          keyword(arguments.next());
          if (peek(',')) {
            ++pos_;
            continue;
          }
          break;
        }
      }
      expect(')', "or ',' in the arguments");
      reject_duplicates(arguments.data(), arguments.size());
      call.arguments = keep(arguments);
      calls.push_back(call);
    }
    r.calls = keep(calls);
    return r;
  }

  Slice slice() {
    Slice s;
    auto bound = [&](bool& has, int64_t& target) {
      skip_spaces();
      if (pos_ < text_.size() && (is_digit(text_[pos_]) || text_[pos_] == '-')) {
        target = integer("an index");
        has = true;
      }
    };
    bound(s.has_start, s.start);
    if (peek(':')) {
      ++pos_;
      s.is_range = true;
      bound(s.has_stop, s.stop);
      if (peek(':')) {
        ++pos_;
        bound(s.has_step, s.step);
      }
    } else if (!s.has_start) {
      fail(describe_here(), "an index or a slice a:b");
    }
    return s;
  }

  std::string_view text_;
  int line_ = 0;
  const std::string& file_;
  std::pmr::memory_resource* arena_;
  size_t pos_ = 0;
  Scratch<Keyword> keyword_scratch_;
  // What a list or reference collects before it is kept in the arena, one of each per nesting
  // depth (a value nests inside another's collection), so a line costs no allocation once the
  // first lines have sized them.
  std::vector<Scratch<Value>> list_scratch_;
  std::vector<std::vector<Slice>> index_scratch_;
  std::vector<std::vector<Call>> call_scratch_;
  std::vector<Scratch<Keyword>> argument_scratch_;
  bool columns_ = true;
  int depth_ = 0;
  static constexpr int kMaxDepth = 64;
};

// The line is exactly `end` (with optional spaces and a comment): version 2's closing marker.
bool is_end_marker(std::string_view line) {
  size_t i = 0;
  while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
  if (line.substr(i, 3) != "end") return false;
  i += 3;
  while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) ++i;
  return i == line.size() || line[i] == '#';
}

// The line's first word is `end` (a version 2 keyword: anything after it on the line is then an
// error at it, not an instruction named end).
bool starts_with_end(std::string_view line) {
  size_t i = 0;
  while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
  if (line.substr(i, 3) != "end") return false;
  i += 3;
  return i == line.size() || line[i] == ' ' || line[i] == '\t' || line[i] == '\r' || line[i] == '#';
}

// A declaration or instruction line after the header.
void parse_body_line(LineParser& p, Program& program, const Position& at) {
  if (p.peek('@')) {
    p.expect('@', "");
    Instruction instruction;
    instruction.at = at;
    instruction.queue = p.identifier("a queue name after '@'");
    instruction.mnemonic = p.identifier("a mnemonic");
    instruction.operands = p.keywords();
    program.instructions.push_back(std::move(instruction));
    return;
  }
  const std::string word = p.identifier("a directive (target, config, buffer) or a mnemonic");
  if (word == "target" || word == "config") {
    if (!program.buffers.empty() || !program.instructions.empty())
      p.fail_at(at, "'" + word + "' after the first buffer or instruction", "it right after the header");
    if (word == "config") program.config_at = at;
    (word == "target" ? program.target : program.config) =
        p.identifier(word == "target" ? "a target name" : "a config name");
  } else if (word == "buffer") {
    Buffer buffer;
    buffer.before_instruction = program.instructions.size();
    buffer.at = at;
    buffer.name = p.identifier("a buffer name");
    buffer.space = p.identifier("a memory space");
    buffer.attributes = p.keywords();
    program.buffers.push_back(std::move(buffer));
  } else {
    Instruction instruction;
    instruction.at = at;
    instruction.mnemonic = word;
    instruction.operands = p.keywords();
    program.instructions.push_back(std::move(instruction));
  }
}

// The text copied into the arena: names and strings are views of it, copied once rather than
// one by one.
std::string_view kept_text(std::string_view text, std::pmr::memory_resource* arena) {
  if (text.empty()) return {};
  char* copy = static_cast<char*>(arena->allocate(text.size(), 1));
  std::copy(text.begin(), text.end(), copy);
  return {copy, text.size()};
}

}  // namespace

namespace {

// What the reader carries from one line to the next.
struct LineState {
  bool have_header = false;
  bool declares_expected = false;  // some buffer names expect= outputs
  int last_line = 0;               // the last line that holds more than a comment
};

// Reads the lines of `text`, the first of which is line `first_line` of the file, into `program`.
void parse_lines(LineParser& p, Program& program, std::string_view text, int first_line, LineState& s,
                 const std::string& file) {
  int line_number = first_line - 1;
  size_t begin = 0;
  while (begin <= text.size()) {
    size_t end = text.find('\n', begin);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view line = text.substr(begin, end - begin);
    ++line_number;
    begin = end + 1;
    if (line.size() > kMaxLineBytes)
      throw Error(where(file, Position{line_number, 1}) + "line of " + std::to_string(line.size()) +
                  " bytes; expected at most " + std::to_string(kMaxLineBytes) + " (kMaxLineBytes)");
    p.start(line, line_number);
    if (p.at_end()) {
      if (end == text.size()) break;
      continue;
    }
    const Position at = p.here();
    s.last_line = line_number;
    if (program.ended) p.fail_at(at, p.describe_here() + " after 'end'", "nothing but comments after the end marker");
    if (!s.have_header) {
      const std::string word = p.identifier("the header 'mxt <version>'");
      if (word != "mxt") p.fail_at(at, "'" + word + "'", "the header 'mxt <version>' first");
      const Position version_at = p.next();
      const int64_t version = p.integer("a version number");
      if (version < kOldestTraceVersion || version > kTraceVersion)
        p.fail_at(version_at, "unsupported trace version " + std::to_string(version),
                  "version " + std::to_string(kOldestTraceVersion) + " to " + std::to_string(kTraceVersion));
      program.version = static_cast<int>(version);
      s.have_header = true;
    } else if (program.version >= 2 ? starts_with_end(line) : is_end_marker(line)) {
      // version 2's closing line; in version 1 `end` was not a keyword
      if (program.version < 2)
        p.fail_at(at, "end marker in a version " + std::to_string(program.version) + " trace",
                  "the header 'mxt 2' for a trace that ends with 'end'");
      p.word("end");
      program.ended = true;
    } else {
      parse_body_line(p, program, at);
      if (!s.declares_expected && !program.buffers.empty() && program.buffers.back().at.line == line_number)
        for (const Keyword& k : program.buffers.back().attributes) s.declares_expected |= k.name == "expect";
    }
    if (!p.at_end()) p.fail(p.describe_here(), "end of line");
    if (end == text.size()) break;
  }
}

// The checks of the whole trace, once its lines are read.
void check_whole(const Program& program, const LineState& s, const std::string& file) {
  if (!s.have_header)
    throw Error(file + ":1:1: empty trace; expected the header 'mxt " + std::to_string(kTraceVersion) + "'");
  if (program.target.empty()) throw Error(file + ":1:1: no 'target' line; expected 'target <name>' after the header");
  // A version 2 trace that names the outputs it must produce is closed by its recorder; one that
  // stops without `end` was cut short (a partial copy, a full disk), and replaying the part that
  // is there would compare outputs the missing instructions were to write.
  if (s.declares_expected && program.version >= 2 && !program.ended)
    throw Error(where(file, Position{s.last_line, 0}) + "trace ends after line " + std::to_string(s.last_line) +
                " without 'end'; expected the end marker its recorder writes (the trace declares expect= outputs, "
                "so a cut-short trace cannot be checked)");
}

Program empty_program(std::shared_ptr<std::pmr::monotonic_buffer_resource> owner, const std::string& file) {
  std::pmr::memory_resource* arena = owner.get();
  Program program{std::move(owner),
                  kTraceVersion,
                  {},
                  {},
                  {},
                  std::pmr::vector<Buffer>(arena),
                  std::pmr::vector<Instruction>(arena)};
  program.file = file;
  return program;
}

// The newlines in `text`, found with memchr (std::count's byte loop took ten times as long: about
// a fifth of a recorded trace's reading).
size_t count_lines(std::string_view text) {
  size_t lines = 0;
  const char* at = text.data();
  const char* const end = at + text.size();
  while (at < end) {
    const void* newline = std::memchr(at, '\n', static_cast<size_t>(end - at));
    if (newline == nullptr) break;
    ++lines;
    at = static_cast<const char*>(newline) + 1;
  }
  return lines;
}

Program parse_whole(std::string_view given, const std::string& file) {
  // operand trees take about ten times their text (measured on recorded traces)
  Program program = empty_program(make_arena(given.size() * 11), file);
  const std::string_view text = kept_text(given, program.arena.get());
  program.instructions.reserve(count_lines(text));
  LineParser p(file, program.arena.get());
  LineState s;
  parse_lines(p, program, text, 1, s, file);
  check_whole(program, s, file);
  return program;
}

// The trace read in two halves at once (the header line first: the second half needs its
// version), then joined: the same Program parse_whole gives. Nothing (and the caller reads the
// whole trace again, for the error it reports in trace order) when either half fails or holds
// what only a reading in order decides: a `target` / `config` line, or lines after an `end`.
std::optional<Program> parse_halves(std::string_view given, const std::string& file) {
  Program program = empty_program(make_arena(given.size() * 11), file);
  const std::string_view text = kept_text(given, program.arena.get());
  LineParser p(file, program.arena.get());
  LineState s;
  // the lines up to the header (comments may precede it), one at a time
  size_t header_end = 0;  // where the line after the header begins
  int header_line = 0;
  try {
    while (!s.have_header && header_line < 64) {
      const size_t end = text.find('\n', header_end);
      if (end == std::string_view::npos) return std::nullopt;
      parse_lines(p, program, text.substr(header_end, end - header_end), ++header_line, s, file);
      header_end = end + 1;
    }
  } catch (const Error&) {
    return std::nullopt;
  }
  if (!s.have_header) return std::nullopt;
  const size_t split = text.find('\n', header_end + (text.size() - header_end) / 2);
  if (split == std::string_view::npos || split + 1 >= text.size()) return std::nullopt;
  const std::string_view first = text.substr(header_end, split - header_end);
  const std::string_view second_text = text.substr(split + 1);
  const size_t first_lines = count_lines(text.substr(0, split + 1));
  const int second_line = static_cast<int>(first_lines) + 1;
  Program second = empty_program(make_arena(second_text.size() * 11), file);
  second.version = program.version;
  LineState second_state;
  second_state.have_header = true;
  try {
    side_by_side(
        [&] {
          // (the second half has about as many lines as the first)
          program.instructions.reserve(2 * first_lines + 64);
          parse_lines(p, program, first, header_line + 1, s, file);
        },
        [&] {
          second.instructions.reserve(count_lines(second_text) + 1);
          LineParser q(file, second.arena.get());
          parse_lines(q, second, second_text, second_line, second_state, file);
        });
  } catch (const Error&) {
    return std::nullopt;
  }
  if (!second.target.empty() || !second.config.empty() || (program.ended && second_state.last_line > 0))
    return std::nullopt;
  const size_t before = program.instructions.size();
  for (Buffer& b : second.buffers) {
    b.before_instruction += before;
    program.buffers.push_back(std::move(b));
  }
  program.instructions.insert(program.instructions.end(), std::make_move_iterator(second.instructions.begin()),
                              std::make_move_iterator(second.instructions.end()));
  program.ended = program.ended || second.ended;
  s.declares_expected = s.declares_expected || second_state.declares_expected;
  if (second_state.last_line > 0) s.last_line = second_state.last_line;
  program.more_arenas.push_back(second.arena);
  check_whole(program, s, file);
  return program;
}

// Below this a trace is read in one piece: handing half of it to the helper thread costs more
// than it saves.
constexpr size_t kHalvesBytes = size_t{64} << 10;

}  // namespace

Program parse_mxt(std::string_view given, const std::string& file) {
  if (given.size() >= kHalvesBytes && helper_threads())
    if (std::optional<Program> program = parse_halves(given, file)) return std::move(*program);
  return parse_whole(given, file);
}

Program parse_mxt_line(std::string_view given, const std::string& file, int line_number, const std::string& target) {
  std::shared_ptr<std::pmr::monotonic_buffer_resource> owner = make_arena(given.size() * 11);
  std::pmr::memory_resource* arena = owner.get();
  const std::string_view line = kept_text(given, arena);
  Program program{
      owner, kTraceVersion, target, {}, file, std::pmr::vector<Buffer>(arena), std::pmr::vector<Instruction>(arena)};
  LineParser p(file, arena);
  p.set_columns(false);
  if (line.find('\n') != std::string_view::npos)
    throw Error(where(file, Position{line_number, 0}) + "several lines; expected one declaration or instruction");
  p.start(line, line_number);
  if (p.at_end())
    throw Error(where(file, Position{line_number, 0}) + "empty line; expected a declaration or instruction");
  parse_body_line(p, program, p.here());
  if (!p.at_end()) p.fail(p.describe_here(), "end of line");
  return program;
}

}  // namespace sim::trace
