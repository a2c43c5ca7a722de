// Found by Csmith (seeds 2, 8, 21, 35, 43, 58, 64, 86, 90, 98, 102, 107, 113 and 118
// of the first 150): static pointers initialized with the address of a member of a
// global (`&g_98[1].f3.f3`, arrays of `&g_65.f0`) were rejected with "expression must
// have a constant value", which nvcc and g++ accept. Every address constant C++
// allows: members and elements at any depth, plus or minus integers, pointer
// differences, casts between pointer types (derived-to-base moves), `->` on an
// address, comparisons, commas, conversions to and from integers, reads of const
// pointers, null.
struct Inner {
    short a;
    long long b;
    int c[3];
};

struct Outer {
    int x;
    struct Inner in;
    struct Inner arr[2];
};

struct Base1 {
    int b1;
};

struct Base2 {
    long long b2;
};

struct Derived : Base1, Base2 {
    int d;
};

__device__ struct Outer g_outer = {1, {2, 3, {4, 5, 6}}, {{7, 8, {9, 10, 11}}, {12, 13, {14, 15, 16}}}};
__device__ struct Outer g_outers[3];
__device__ Derived g_derived = {{21}, {22}, 23};
__device__ long long g_word = 99;

__device__ int *g_deep = &g_outer.in.c[2];
__device__ long long *g_elem_member = &g_outers[1].arr[1].b;
__device__ short *g_first = &g_outer.in.a;
__device__ int *g_same[3] = {&g_outer.x, &g_outer.x, nullptr};
__device__ long long *g_mixed[2][2] = {{&g_word, nullptr}, {&g_outer.arr[0].b, &g_word}};
__device__ int *g_plus = g_outer.in.c + 1;
__device__ int *g_minus = &g_outer.arr[1].c[2] - 2;
__device__ char *g_bytes = (char *)&g_outer.in + 8;
__device__ void *g_void = &g_outers[2];
__device__ Base2 *g_base = &g_derived;
__device__ struct Inner *g_arrow = &(&g_outers[1])->in;
__device__ int *const g_const_ptr = &g_outer.arr[1].c[0];
__device__ int *g_from_const = g_const_ptr;
__device__ int **g_ptr_ptr = &g_deep;
__device__ long g_distance = &g_outer.arr[1].c[2] - &g_outer.in.c[0];
__device__ bool g_nonnull = &g_word;
__device__ long long *g_picked = &g_outer.in.c[1] + 1 == &g_outer.in.c[2] ? &g_word : nullptr;
__device__ unsigned long long g_as_int = (unsigned long long)&g_word;
__device__ int *g_absolute = (int *)8;
__device__ const decltype(nullptr) g_const_null = nullptr;
__device__ int *g_from_const_null = g_const_null;
__device__ long long *g_comma = (1, &g_word);

__host__ __device__ long long run() {
    g_outers[1].arr[1].b = 41;
    g_outers[2].x = 42;
    g_outers[1].in.b = 43;
    unsigned long long r = *g_deep;
    r = r * 31 + *g_elem_member;
    r = r * 31 + *g_first;
    r = r * 31 + *g_same[0] + *g_same[1] + (g_same[2] == nullptr);
    for (int i = 0; i < 2; ++i)
        for (int j = 0; j < 2; ++j) r = r * 7 + (g_mixed[i][j] ? *g_mixed[i][j] : -1);
    r = r * 31 + *g_plus;
    r = r * 31 + *g_minus;
    r = r * 31 + *(long long *)g_bytes;
    r = r * 31 + ((struct Outer *)g_void)->x;
    r = r * 31 + g_base->b2;
    r = r * 31 + g_arrow->b;
    r = r * 31 + *g_from_const;
    r = r * 31 + **g_ptr_ptr;
    r = r * 31 + g_distance;
    r = r * 31 + g_nonnull;
    r = r * 31 + *g_picked;
    r = r * 31 + ((long long *)g_as_int == &g_word);
    r = r * 31 + (unsigned long long)g_absolute;
    r = r * 31 + (g_from_const_null == nullptr) + *g_comma;
    return (long long)r;
}
