// Mappings of zero pages kept between memories. A fresh anonymous mapping costs nothing until it
// is touched, and then every 4 KiB page is faulted in and zeroed by the kernel, one at a time: on
// the virtual machines this project is checked on about 2.5-3 GB/s, against 10-12 GB/s for a
// memset of pages already mapped. A replay creates its machine's memories afresh (a Trainium3
// GEMM writes some 50 MB of HBM and written flags), so the mappings a machine's memories leave are
// kept, zeroed where they were touched, for the next machine of the process, as BLAS keeps its
// packing buffers (sim/numerics/panel_pool.h does the same for packed panels).
#pragma once

#include <cstdint>

namespace sim {

// The largest mapping kept, and all kept mappings together (their address space; only the pages a
// memory touched stay resident, zeroed).
inline constexpr uint64_t kKeptMappingBytes = uint64_t{64} << 20;
inline constexpr uint64_t kPagePoolBytes = uint64_t{128} << 20;

// A mapping of `bytes` (whole pages) or more that reads as zeros: a kept one no more than about
// twice that size, or a fresh one. Sets `mapped` to its size. nullptr when the host refuses.
uint8_t* take_zero_pages(uint64_t bytes, uint64_t& mapped);

// For a memory that grows: the smallest kept mapping of `bytes` or more, up to about eight times
// that (the memory is likely to grow into it); nullptr when none is kept.
uint8_t* take_kept_pages(uint64_t bytes, uint64_t& mapped);

// Hands a mapping back: kept, zeroed, while the pool has room for it, else unmapped. Never throws
// (memories give their mappings back from destructors and moves).
void give_back_pages(uint8_t* data, uint64_t mapped) noexcept;

// The host's page size: mappings are whole pages of it.
uint64_t host_page_bytes();

uint64_t kept_page_bytes();  // what the pool holds now (tests)

}  // namespace sim
