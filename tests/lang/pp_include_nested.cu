// nested includes resolve relative to the including header
#include "include/lang_nested.h"
#include "include/lang_guard.h"

__host__ __device__ long long run() { return NESTED_SUM(4, 7) * 100 + GUARD_SCALE; }
