#include "sim/core/error.h"

namespace sim {

class InternalError : public std::logic_error {
 public:
  using std::logic_error::logic_error;
};

void assertion_failed(const char* condition, const char* message, const char* file, int line) {
  throw InternalError(std::string("internal error at ") + file + ":" + std::to_string(line) + ": " + message + " (" +
                      condition + ")");
}

}  // namespace sim
