// a lambda inside a function template: each instance gets its own closure type, which
// is passed on to another template; captures of template-dependent types
template <typename F, typename T> __host__ __device__ T apply_twice(F f, T x) { return f(f(x)); }
template <typename T> __host__ __device__ T scaled_sum(const T* p, int n, T k) {
    T acc = 0;
    auto add = [&acc, k](T v) { acc += v * k; };
    for (int i = 0; i < n; i++)
        add(p[i]);
    return apply_twice([k](T v) { return v + k; }, acc);
}
__host__ __device__ long long run() {
    int vi[4] = {1, 2, 3, 4};
    double vd[3] = {0.5, 1.5, 2.5};
    long long r = scaled_sum(vi, 4, 2);
    r = r * 1000 + (long long)(scaled_sum(vd, 3, 2.0) * 10);
    return r;
}
