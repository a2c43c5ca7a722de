// non-type template parameters used as array bounds and constants
template <int N>
__host__ __device__ int sum_first() {
    int a[N];
    for (int i = 0; i < N; i++) a[i] = i * i;
    int s = 0;
    for (int i = 0; i < N; i++) s += a[i];
    return s;
}

template <typename T, int Scale>
__host__ __device__ T scaled(T v) {
    return v * Scale;
}

__host__ __device__ long long run() {
    long long s = sum_first<3>();
    s = s * 1000 + sum_first<10>();
    s = s * 1000 + scaled<int, 7>(6);
    s = s * 100 + (long long)(scaled<double, 3>(1.5) * 2);
    return s;
}
