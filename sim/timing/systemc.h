// The one place SystemC is included. Debian's libsystemc is built as C++17 and its headers check
// the including translation unit's standard against the library's (a link-time symbol), so this
// project's C++20 sources name the library's standard explicitly.
#pragma once

#ifndef SC_CPLUSPLUS
#define SC_CPLUSPLUS 201703L
#endif
#ifndef SC_INCLUDE_DYNAMIC_PROCESSES
#define SC_INCLUDE_DYNAMIC_PROCESSES  // sc_spawn: each run's queues are dynamic processes
#endif
#include <systemc>
