// include guards: a header included twice defines its contents once
#include "include/lang_guard.h"
#include "include/lang_guard.h"

__host__ __device__ long long run() {
    GuardPair p = {guarded_twice(5), GUARD_SCALE};
    return p.a * 10 + p.b;
}
