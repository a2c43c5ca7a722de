// A parenthesized expression that starts with a plain class template's name and its
// arguments followed by `(` is a functional cast in parentheses, not a C-style cast:
// `return (cx<double>(x, y + y));`, `(cx<int>(a, b)).b`.
template <class T>
struct cx {
    T a, b;
    __host__ __device__ cx(T x, T y) : a(x), b(y) {}
};

__host__ __device__ cx<double> twice(double x, double y) {
    if (x > 0) {
        return (cx<double>(x, y + y));
    }
    return cx<double>(y, x);
}

__host__ __device__ long long run() {
    long long r = (cx<int>(3, 4)).b;
    r = r * 100 + static_cast<long long>(twice(1.0, 6.0).b);
    r = r * 100 + static_cast<long long>((cx<double>(7.0, 8.0)).a * 2);
    r = r * 100 + static_cast<long long>(twice(-1.0, 9.0).a);
    return r;
}
