// The GM atomic mode of FIXPIPE stores (CCE set_atomic_<dtype> / set_atomic_add / set_atomic_none;
// Ascend C SetAtomicAdd<T> / SetAtomicNone): while adding is on, a store adds its values to what GM
// holds, in the dtype the last set_atomic_<dtype> named (copy_matrix_cc_to_gm checks that it is the
// destination's). The model has FIXPIPE's float outputs and its INT8 output; the 16- and 32-bit
// integer modes need an INT32 L0C, which it does not have.
#include "isa/ascend950/context.h"

namespace sim::ascend950 {

void set_atomic_f32(Context& c) { c.state.core().atomic_dtype = DType::Float32; }
void set_atomic_f16(Context& c) { c.state.core().atomic_dtype = DType::Float16; }
void set_atomic_bf16(Context& c) { c.state.core().atomic_dtype = DType::Bfloat16; }
void set_atomic_s8(Context& c) { c.state.core().atomic_dtype = DType::Int8; }
void set_atomic_add(Context& c) { c.state.core().atomic_add = true; }
void set_atomic_none(Context& c) { c.state.core().atomic_add = false; }

}  // namespace sim::ascend950
