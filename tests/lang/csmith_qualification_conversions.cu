// Qualification conversions as C++ gives them ([conv.qual]), found with the
// composite pointer types of Csmith's seeds: `int **` converts to
// `const int *const *` (not to `const int **`), `int ***` to
// `const int *const *const *` and to `int *const *const *`, in
// initialization, assignment, arguments and returns, through static_cast and
// back through const_cast. Each value is read through the converted pointer.
__host__ __device__ int read2(const int* const* p) {
    return **p;
}

__host__ __device__ int read3(const int* const* const* p) {
    return ***p;
}

__host__ __device__ const volatile int* const* as_cv(int** p) {
    return p;
}

__host__ __device__ long long run() {
    int x = 3, y = 8;
    int* px = &x;
    int* py = &y;
    int** ppx = &px;
    int*** pppx = &ppx;
    long long r = 0;
    const int* const* c2 = ppx;
    r = r * 10 + **c2;
    c2 = &py;
    r = r * 10 + **c2;
    r = r * 10 + read2(ppx) + read2(&py);
    r = r * 10 + read3(pppx);
    int* const* const* c3 = pppx;
    r = r * 10 + ***c3;
    r = r * 10 + **as_cv(&py);
    const int* const* sc = static_cast<const int* const*>(ppx);
    r = r * 10 + **sc;
    int** back = const_cast<int**>(sc);
    **back = 5;
    r = r * 10 + x;
    void* v = ppx;
    const void* cv = c2;
    r = r * 10 + (v == ppx) + (cv == &py);
    return r;
}
