// trivial destructors are accepted and run nothing: `~S() = default;`, an empty body
// (also with execution-space specifiers, `noexcept`, `(void)`), in a class template,
// and for objects in arrays and members
struct Counter {
    int n;
    __host__ __device__ Counter(int v) : n(v) {}
    __host__ __device__ ~Counter() {}
};
struct Plain {
    float f;
    ~Plain() = default;
};
template <typename T> struct Cell {
    T v;
    __host__ __device__ ~Cell() noexcept {}
};
struct Both {
    Counter c{4};
    Plain p;
    __host__ __device__ ~Both(void) {}
};

__host__ __device__ int use(Counter c) { return c.n * 3; }

__host__ __device__ long long run() {
    long long r = 0;
    for (int i = 0; i < 3; i++) {
        Counter c(i + 1);
        Plain p = {1.5f};
        r = r * 10 + use(c) + (int)(p.f * 2);
    }
    Cell<int> cell = {9};
    Both b;
    Counter arr[2] = {7, 8};
    return r * 1000 + cell.v * 100 + b.c.n * 10 + arr[0].n + arr[1].n;
}
