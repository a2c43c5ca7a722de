// a `<` after a non-type template parameter compares, in a function template's result
// type read before the parameters are bound: `enable_if<I < N, int>::type` overloads
// a template on `I == N` (a recursion over indices ending at N), also with `I<N` unspaced
#include <type_traits>

template <typename T>
struct width {
    static constexpr int value = int(sizeof(T));
};

template <typename T, int I>
__host__ __device__ typename std::enable_if<I == width<T>::value, int>::type sum_to() {
    return 0;
}

template <typename T, int I>
__host__ __device__ typename std::enable_if<I<width<T>::value, int>::type sum_to() {
    return I + sum_to<T, I + 1>();
}

template <int I, int N>
__host__ __device__ typename std::enable_if<(I >= N), long long>::type digits() {
    return 0;
}

template <int I, int N>
__host__ __device__ typename std::enable_if<I < N, long long>::type digits() {
    return (I + 1) + 10 * digits<I + 1, N>();
}

__host__ __device__ long long run() {
    long long s = sum_to<int, 0>();          // 0 + 1 + 2 + 3 = 6
    s = s * 100 + sum_to<short, 1>();        // 1
    s = s * 100000 + digits<0, 4>();         // 4321
    return s;
}
