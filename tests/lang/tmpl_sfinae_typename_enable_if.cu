// SFINAE through a non-type template parameter whose type is a member of a class
// template instance (`typename enable_if<C, int>::type = 0`), the pre-C++14
// spelling CCCL and older CUDA code use: only the overload whose condition holds
// is a candidate.
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { typedef T type; };
template <class T> struct is_wide { static const bool value = sizeof(T) == 8; };

template <class T, typename enable_if<sizeof(T) == 4, int>::type = 0>
__host__ __device__ long long scale(T x) { return x * 10; }

template <class T, typename enable_if<(sizeof(T) == 8), int>::type = 0>
__host__ __device__ long long scale(T x) { return x * 100; }

template <class T, typename enable_if<!is_wide<T>::value, long>::type = 1>
__host__ __device__ int width(T) { return 1; }

template <class T, typename enable_if<is_wide<T>::value, long>::type = 1>
__host__ __device__ int width(T) { return 2; }

__host__ __device__ long long run() {
    return scale(3) + scale(4LL) + scale(5u) * 1000 + width(1.0) * 100000 + width(1.0f) * 1000000;
}
