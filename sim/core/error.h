// User, configuration and trace errors (tier 2 of the house error model): the message reads
// "where: what; expected ...". Modelled hardware outcomes are flags or diagnostics, never this.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>

namespace sim {

class Error : public std::runtime_error {
 public:
  explicit Error(const std::string& message) : std::runtime_error(message) {}
};

// How much of a piece of input a message quotes: longer text is cut there and its length named,
// so a 100 MB name never becomes a 100 MB message.
inline constexpr size_t kMaxQuotedInputBytes = 120;

// 'text', or 'first 120 bytes...' (N bytes) when longer.
std::string quoted_input(std::string_view text);

// Internal invariants (tier 3). A failure is a simulator bug, so it names the source line.
[[noreturn]] void assertion_failed(const char* condition, const char* message, const char* file, int line);

}  // namespace sim

#define SIM_ASSERT(condition, message) \
  ((condition) ? static_cast<void>(0) : ::sim::assertion_failed(#condition, message, __FILE__, __LINE__))
