// #pragma push_macro / pop_macro, directly and through _Pragma inside a macro
#define WIDTH 3
#pragma push_macro("WIDTH")
#undef WIDTH
#define WIDTH 10
__host__ __device__ int inner_width() { return WIDTH; }
#pragma pop_macro("WIDTH")
__host__ __device__ int outer_width() { return WIDTH; }

#define SAVE_SCALE _Pragma("push_macro(\"SCALE\")")
#define RESTORE_SCALE _Pragma("pop_macro(\"SCALE\")")
#define SCALE 5
SAVE_SCALE
#undef SCALE
#define SCALE 100
__host__ __device__ int big_scale() { return SCALE; }
RESTORE_SCALE

// Pushing an undefined name: the pop undefines it again.
#pragma push_macro("LATER")
#define LATER 1
#pragma pop_macro("LATER")
#ifdef LATER
#define LATER_LEFT 1
#else
#define LATER_LEFT 0
#endif

__host__ __device__ long long run() {
    return inner_width() * 100000 + outer_width() * 10000 + big_scale() * 10 + SCALE + LATER_LEFT * 7;
}
