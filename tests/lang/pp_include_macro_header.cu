// macros defined in an included header and redefined after it
#include "include/lang_guard.h"

#define LOCAL_SCALE (GUARD_SCALE * 2)
#undef GUARD_SCALE
#define GUARD_SCALE 100

__host__ __device__ long long run() { return LOCAL_SCALE * 1000 + guarded_twice(1); }
