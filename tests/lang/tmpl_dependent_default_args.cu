// Default arguments of function templates that depend on the template
// parameters: checked per instance, as C++ specifies.
template <typename T>
__host__ __device__ T clamp_to(T v, T lo = T(0), T hi = T(1)) {
    return v < lo ? lo : (v > hi ? hi : v);
}

template <typename T>
__host__ __device__ int width(T, int bits = sizeof(T) * 8) {
    return bits;
}

template <typename T>
__host__ __device__ T sum_first(const T (&a)[5], int n = sizeof(T) == 4 ? 4 : 2) {
    T s = T();
    for (int i = 0; i < n; ++i) s += a[i];
    return s;
}

__host__ __device__ long long run() {
    long long r = 0;
    r += (long long)(clamp_to(1.75) * 100);      // 1.0
    r += (long long)(clamp_to(-0.5f, -1.0f) * 100); // -0.5
    r += clamp_to(12, 2, 9) * 1000;                 // 9
    r += clamp_to<long long>(-3) * 10000;           // 0
    r += width('c') + width(2.0) * 3 + width(1, 5) * 7;
    int xs[5] = {1, 2, 3, 4, 5};
    r += sum_first(xs) * 11 + sum_first(xs, 2) * 13;
    return r;
}
