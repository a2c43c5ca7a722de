// a header with a classic include guard, included twice by pp_include_guard.cu
#ifndef LANG_GUARD_H
#define LANG_GUARD_H

#define GUARD_SCALE 3

__host__ __device__ inline int guarded_twice(int x) { return 2 * x * GUARD_SCALE; }

struct GuardPair {
    int a, b;
};

#endif
