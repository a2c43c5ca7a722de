// A non-type template parameter whose pointer-to-function type is named through an
// alias template of an earlier parameter (`deq_t<T> F`): each instance takes the
// function template instance for its own `T`, as ggml's get_rows dispatches its
// dequantizers.
template <typename T>
using deq_t = void (*)(const int*, const long long, T*, const int);

template <typename T>
__host__ __device__ void widen(const int* x, const long long base, T* y, const int i) {
    y[i] = (T)(x[base + i] * 3) / 2;
}

template <typename T>
__host__ __device__ void negate(const int* x, const long long base, T* y, const int i) {
    y[i] = -(T)x[base + i];
}

template <typename T, deq_t<T> F>
__host__ __device__ T apply(const int* x, int n) {
    T out[4];
    for (int i = 0; i < n; ++i) F(x, 1, out, i);
    T s = 0;
    for (int i = 0; i < n; ++i) s = s * 10 + out[i];
    return s;
}

template <int Scale, typename T, deq_t<T> F>
__host__ __device__ T scaled(const int* x) {
    return apply<T, F>(x, 3) * Scale;
}

template <typename T>
__host__ __device__ T pick(const int* x, int which) {
    return which ? scaled<2, T, negate<T>>(x) : scaled<1, T, widen<T>>(x);
}

__host__ __device__ long long run() {
    const int x[5] = {9, 1, 2, 3, 4};
    long long s = (long long)pick<float>(x, 0);
    s = s * 10000 + (long long)pick<double>(x, 1);
    s = s * 10000 + pick<long long>(x, 0);
    return s;
}
