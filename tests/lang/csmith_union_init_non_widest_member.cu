// Found by Csmith (seed 55 and five more of the first 150): a brace initializer
// of a union initializes its first member even when the union's IR type is
// built from another (wider or more aligned) member. ptxc used to drop the
// initializer and leave the object zero. Globals, unions nested in structs,
// arrays of unions (partly initialized) and a local for comparison.
union PtrOrWord {
    unsigned f0;
    signed char* f1;
};

union WordOrLong {
    unsigned f0;
    unsigned long long f1;
};

union CharOrInt {
    signed char f0;
    const int f1;
};

struct Holder {
    int a;
    union PtrOrWord u;
    int* p;
    short s;
};

__device__ int g_targets[4] = {10, 20, 30, 40};
__device__ union PtrOrWord g_word = {0x19B885B3u};
__device__ union WordOrLong g_long = {0xDEADBEEFu};
__device__ union CharOrInt g_char = {-5};
__device__ struct Holder g_holder = {7, {5u}, &g_targets[2], 3};
__device__ union WordOrLong g_longs[5] = {{3u}, {0xFFFFFFFFu}, {7u}};
__device__ const union PtrOrWord g_const_words[2] = {{1u}, {2u}};

__host__ __device__ long long run() {
    union PtrOrWord local = {0x1234u};
    long long r = g_word.f0;
    r = r * 31 + (long long)g_long.f1;
    r = r * 31 + g_char.f0;
    r = r * 31 + g_holder.a + g_holder.u.f0 * 100 + *g_holder.p * 1000 + g_holder.s;
    for (int i = 0; i < 5; ++i) r = r * 7 + (long long)(g_longs[i].f1 & 0xFFFFFFFFull);
    r = r * 13 + g_const_words[0].f0 + g_const_words[1].f0 * 10 + local.f0;
    return r;
}
