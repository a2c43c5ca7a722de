// function templates with argument deduction for several types
template <typename T>
__host__ __device__ T max_of(T a, T b) {
    return a > b ? a : b;
}

template <typename T>
__host__ __device__ T sum(const T* v, int n) {
    T s = 0;
    for (int i = 0; i < n; i++) s += v[i];
    return s;
}

__host__ __device__ long long run() {
    int vi[4] = {1, 2, 3, 4};
    double vd[3] = {0.5, 0.25, 2.0};
    long long s = max_of(3, 9);
    s = s * 100 + (long long)(max_of(2.5, -1.0) * 10);
    s = s * 100 + max_of('a', 'b');
    s = s * 100 + sum(vi, 4);
    s = s * 100 + (long long)(sum(vd, 3) * 4);
    s = s * 10 + sizeof(max_of(1LL, 2LL));
    return s;
}
