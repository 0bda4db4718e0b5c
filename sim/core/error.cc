#include "sim/core/error.h"

namespace sim {

std::string quoted_input(std::string_view text) {
  std::string out = "'";
  if (text.size() <= kMaxQuotedInputBytes) {
    out += text;
    out += "'";
    return out;
  }
  // cut before a UTF-8 continuation byte never: back up to a character boundary
  size_t cut = kMaxQuotedInputBytes;
  while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;
  out += text.substr(0, cut);
  out += "...' (" + std::to_string(text.size()) + " bytes)";
  return out;
}

class InternalError : public std::logic_error {
 public:
  using std::logic_error::logic_error;
};

void assertion_failed(const char* condition, const char* message, const char* file, int line) {
  throw InternalError(std::string("internal error at ") + file + ":" + std::to_string(line) + ": " + message + " (" +
                      condition + ")");
}

}  // namespace sim
