// template deduction through T* and const T* parameters
template <typename T>
__host__ __device__ void fill(T* p, int n, T v) {
    for (int i = 0; i < n; i++) p[i] = v + (T)i;
}

template <typename T>
__host__ __device__ T max_elem(const T* p, int n) {
    T m = p[0];
    for (int i = 1; i < n; i++)
        if (p[i] > m) m = p[i];
    return m;
}

__host__ __device__ long long run() {
    short s16[6];
    fill(s16, 6, (short)-3);
    unsigned long long u64[4];
    fill(u64, 4, 1ull << 40);
    float f[3];
    fill(f, 3, 0.5f);
    long long s = max_elem(s16, 6);
    s = s * 1000 + (long long)(max_elem(u64, 4) >> 38);
    s = s * 100 + (long long)(max_elem(f, 3) * 10);
    return s;
}
