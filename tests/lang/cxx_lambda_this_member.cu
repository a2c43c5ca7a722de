// lambdas in member functions: [this] and capture defaults reach the object's members
// and member functions, and writes through the captured this change the object
template <typename F> __host__ __device__ void repeat(int n, F f) {
    for (int i = 0; i < n; i++)
        f(i);
}
struct Acc {
    int sum;
    int weight;
    __host__ __device__ int weighted(int v) const { return v * weight; }
    __host__ __device__ void add_all(int n) {
        repeat(n, [this](int i) { sum += weighted(i); });
    }
    __host__ __device__ int peek(int extra) const {
        auto f = [=] { return sum + extra * weight; };
        return f();
    }
    __host__ __device__ void scale(int k) {
        auto g = [&](int m) { weight = weight * m + k; };
        g(2);
    }
};
__host__ __device__ long long run() {
    Acc a;
    a.sum = 1;
    a.weight = 3;
    a.add_all(4);
    long long r = a.sum;
    r = r * 1000 + a.peek(5);
    a.scale(7);
    r = r * 100 + a.weight;
    a.add_all(3);
    r = r * 1000 + a.sum;
    return r;
}
