// The Trainium3 instruction table (instructions.def) as code: one Op per row, the row's columns,
// and the queue an instruction runs on.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "sim/trace/program.h"

namespace sim::trn3 {

enum class Op : uint16_t {
#define INSTRUCTION(id, ...) id,
#include "isa/trn3/instructions.def"
#undef INSTRUCTION
};

struct OpRow {
  Op op;
  const char* mnemonic;
  const char* default_queue;
  const char* queues;      // the queues it may run on, space-separated
  const char* cost_class;  // its row of the timing model's costs
  const char* required;    // operand names, space-separated
  const char* optional;
};

std::span<const OpRow> op_rows();
// The `queues` column of an op's row as words, split once.
const std::vector<std::string>& queues_of(Op op);
const OpRow& row_of(Op op);
const OpRow& row_of(const trace::Instruction& instruction, const std::string& file);

// The queue an instruction runs on: its @queue; else engine=vector|scalar|gpsimd for the
// instructions whose engine= picks a compute engine (tensor_copy, memset: their `queues` column
// names more than one); else the row's default queue. dma_copy's engine= only names the engine
// that issues the DMA, which stays on a DMA queue.
std::string queue_of(const trace::Instruction& instruction, const std::string& file);

}  // namespace sim::trn3
