// function templates inside namespaces, called qualified and through using
namespace algo {
template <typename T>
__host__ __device__ T clamp(T v, T lo, T hi) {
    return v < lo ? lo : (v > hi ? hi : v);
}
template <typename T>
__host__ __device__ void sort3(T& a, T& b, T& c) {
    if (a > b) { T t = a; a = b; b = t; }
    if (b > c) { T t = b; b = c; c = t; }
    if (a > b) { T t = a; a = b; b = t; }
}
}

using algo::sort3;

__host__ __device__ long long run() {
    long long s = algo::clamp(15, 0, 10);
    s = s * 100 + algo::clamp(-3, 0, 10);
    s = s * 100 + (long long)(algo::clamp(2.5, 1.0, 3.0) * 10);
    int a = 9, b = 2, c = 5;
    sort3(a, b, c);
    s = s * 1000 + a * 100 + b * 10 + c;
    float x = 3, y = 1, z = 2;
    sort3(x, y, z);
    s = s * 1000 + (long long)(x * 100 + y * 10 + z);
    return s;
}
