// Ranking a direct reference binding ([over.ics.rank]): binding `const T&` to a `T`
// lvalue is an identity conversion, equal to passing by value, so overloads of
// CUB's BlockScanRaking::ExclusiveScan (`(T, T&, const T& init, Op)` next to `(T,
// T&, Op, Cb&)`) are told apart by partial ordering, not by the `const`; between two
// reference bindings the one adding no qualifiers still wins (3.2.6).
struct Plus {
    __host__ __device__ int operator()(int a, int b) const { return a + b; }
};

template <class T>
struct Raking {
    int acc = 0;
    template <typename Op>
    __host__ __device__ void scan(T input, T& output, const T& init, Op op) {
        output = op(input, init);
        acc += 1;
    }
    template <typename Op>
    __host__ __device__ void scan(T input, T& output, Op op, T& aggregate) {
        aggregate = 5;
        acc += 10;
    }
    template <typename Op, typename Cb>
    __host__ __device__ void scan(T input, T& output, Op op, Cb& cb) {
        acc += 100;
    }
};

template <class T>
struct Scan {
    int acc = 0;
    template <typename Op>
    __host__ __device__ void scan(T input, T& output, T init, Op op) {
        Raking<T> r;
        r.scan(input, output, init, op);
        acc = r.acc;
    }
};

__host__ __device__ int bind(int&) { return 1; }
__host__ __device__ int bind(const int&) { return 2; }
template <class T> __host__ __device__ int pick(T, const int&) { return 3; }
template <class T> __host__ __device__ int pick(T, T&) { return 4; }

__host__ __device__ long long run() {
    Scan<int> s;
    int out = 0;
    s.scan(3, out, 4, Plus{});
    int x = 1;
    const int cx = 2;
    long long r = s.acc * 100 + out;
    return r * 10000 + bind(x) * 1000 + bind(cx) * 100 + pick(1.5, x) * 10 + pick(2, cx);
}
