// libsystemc's own main() calls sc_main; mxsim never uses that entry point (it starts the kernel
// from its API, sim/timing/schedule.h), but the shared library references the symbol, so every
// program linking it must define one. sim/timing/CMakeLists.txt makes the linker keep this one
// even where nothing else of the timing core is used (--undefined=sc_main).
// SystemC declares it extern "C" (sc_main.h); so must its definition be.
extern "C" int sc_main(int, char**) { return 2; }
