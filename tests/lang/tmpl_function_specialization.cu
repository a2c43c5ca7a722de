// explicit (full) specializations of function templates: with explicit arguments, with
// arguments deduced from the signature, as the base case of a recursive template, in a
// namespace, and for a non-type parameter; calls pick the specialization
template <typename T>
__host__ __device__ T bump(T x) { return x + 1; }

template <>
__host__ __device__ int bump<int>(int x) { return x + 100; }

template <>
__host__ __device__ float bump(float x) { return x * 2.0f; }

template <int N>
__host__ __device__ long long fact() { return N * fact<N - 1>(); }

template <>
__host__ __device__ long long fact<0>() { return 1; }

namespace util {
template <typename T>
__host__ __device__ int kind(const T* p) { return 1; }
template <>
__host__ __device__ int kind<char>(const char* p) { return 7; }
}

template <typename T, int S>
__host__ __device__ T scaled(T v) { return v * S; }

template <>
__host__ __device__ int scaled<int, 3>(int v) { return -v; }

__host__ __device__ long long run() {
    long long s = bump(1);                 // 101
    s = s * 100 + (long long)bump(2.5f);   // 5
    s = s * 100 + (long long)bump(2.0);    // 3 (primary, double)
    s = s * 100 + (long long)bump('a') - 'a'; // 2 (primary, char)
    s = s * 1000 + fact<5>();              // 120
    char c = 'x';
    int i = 0;
    s = s * 10 + util::kind(&c) + util::kind(&i);  // 8
    s = s * 100 + scaled<int, 3>(4) + scaled<int, 2>(4) + 20;  // -4 + 8 + 20 = 24
    return s;
}
