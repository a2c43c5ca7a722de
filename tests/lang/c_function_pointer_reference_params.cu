// pointers to functions with reference parameters and results: const V& and
// by-value class parameters, int& / const int& parameters written through, an
// int& result assigned through the pointer, an rvalue-reference parameter, and a
// function template deducing a pointer to a function taking const int&
struct V { int x, y; };
__host__ __device__ int dot(const V& a, V b) { return a.x * b.x + a.y * b.y; }
__host__ __device__ void bump(int& r, const int& by) { r += by; }
__host__ __device__ int& pick(int& a, int& b) { return a > b ? a : b; }
__host__ __device__ int sink(int&& x) { return x * 3; }
template <class F> __host__ __device__ int apply(F f, int v) { return f(v); }
__host__ __device__ int twice(const int& x) { return 2 * x; }
__host__ __device__ long long run() {
    int (*d)(const V&, V) = dot;
    void (*bp)(int&, const int&) = &bump;
    int& (*pk)(int&, int&) = pick;
    int (*sk)(int&&) = sink;
    V a = {2, 3}, b = {4, 5};
    int v = 1, w = 7;
    bp(v, 10);
    (*bp)(v, w);
    pk(v, w) = 100;
    long long s = d(a, b);
    s = s * 1000 + v;
    s = s * 100 + sk(5) + apply(twice, 4);
    return s;
}
