// Names nvcc's device code sees without an include (its implicit cuda_runtime.h brings
// <stdlib.h>, <limits.h>, <cmath>, <type_traits>, <limits>, <algorithm>'s min/max)
template <class T>
__host__ __device__ T clamp_to(T v, T lo, T hi) { return std::min(std::max(v, lo), hi); }

__host__ __device__ long long run() {
    uint u = 7;
    ulong l = 1ul << 40;
    ushort h = 65535;
    long long s = u + (long long)(l >> 30) + h;
    s = s * 10 + (INT_MAX == std::numeric_limits<int>::max());
    s = s * 10 + std::is_same_v<uint, unsigned int>;
    s = s * 1000 + (long long)(std::exp(1.0) * 100) + (long long)(std::sqrt(2.0f) * 100);
    s = s * 1000 + (long long)(M_PI * 100);
    s = s * 100 + clamp_to(15, 0, 9) + std::max({3, 8, 5}) + std::min(2.5, 1.5) * 2;
    int a = 1, b = 2;
    std::swap(a, b);
    s = s * 100 + a * 10 + b;
    s = s * 10 + (RAND_MAX > 32766);
    return s;
}
