// templates taking references: swap and accumulate through T&
template <typename T>
__host__ __device__ void swap_vals(T& a, T& b) {
    T t = a;
    a = b;
    b = t;
}

template <typename T>
__host__ __device__ void accumulate(T& acc, const T& v) {
    acc += v;
}

__host__ __device__ long long run() {
    int a = 1, b = 2;
    swap_vals(a, b);
    double x = 0.5, y = 4.0;
    swap_vals(x, y);
    long long acc = 0;
    for (long long i = 0; i < 10; i++) accumulate(acc, i * i);
    return a * 1000000LL + b * 100000 + (long long)(x * 10) * 1000 + acc;
}
