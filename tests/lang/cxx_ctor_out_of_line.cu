// constructors declared in the class and defined out of line (with initializer lists),
// overloaded constructors, a constructor with a default argument, const objects
struct Range {
    int lo, hi, step;
    __host__ __device__ Range(int n);
    __host__ __device__ Range(int a, int b, int s = 1);
    __host__ __device__ int count() const;
    __host__ __device__ int sum() const;
};

__host__ __device__ Range::Range(int n) : lo(0), hi(n), step(1) {}
__host__ __device__ Range::Range(int a, int b, int s) : lo(a), hi(b), step(s) {
    if (step <= 0) step = 1;
}
__host__ __device__ int Range::count() const { return hi > lo ? (hi - lo + step - 1) / step : 0; }
__host__ __device__ int Range::sum() const {
    int s = 0;
    for (int i = lo; i < hi; i += step) s += i;
    return s;
}

__host__ __device__ long long run() {
    const Range a(10);
    Range b(3, 20, 4), c(5, 9), d = Range(1, 4, -2);
    Range e = b;
    return a.sum() * 1000000LL + b.count() * 10000 + c.sum() * 100 + d.count() * 10 + e.sum();
}
