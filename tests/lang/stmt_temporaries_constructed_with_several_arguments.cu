// `T(a, b);` as a statement constructs a temporary: a parenthesized declarator holds no
// comma, so it is an expression ([stmt.ambig]), as Thrust's reduce_by_key agent runs
// `impl(storage, keys, values, ...);` for the constructor's effects.
struct Adder {
    int& sum;
    __host__ __device__ Adder(int& s, int v) : sum(s) { sum += v; }
    __host__ __device__ Adder(int& s, int v, int w) : sum(s) { sum += v * w; }
};

template <class T> struct Agent {
    struct impl {
        __host__ __device__ impl(T& s, T a, T b) { s = s * 10 + a + b; }
    };
    __host__ __device__ static void entry(T& s, T a) { impl(s, a, T(1)); }
};

__host__ __device__ long long run() {
    int total = 0;
    Adder(total, 5);
    Adder(total, 3, 4);
    long long s = 2;
    Agent<long long>::entry(s, 6);
    Agent<long long>::entry(s, 0);
    return total * 1000 + s;
}
