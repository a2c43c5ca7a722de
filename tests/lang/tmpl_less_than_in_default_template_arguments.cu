// A `<` inside a default template argument compares when it follows a value: the
// template head's own non-type parameters (`typename = enable_if_t<N < 3>`), a
// constant, a literal or a parenthesized expression; after a template's name it
// still opens an argument list.
#include <type_traits>

constexpr int kLimit = 4;

template <int N, typename = std::enable_if_t<N < 3>>
__host__ __device__ int small() { return N; }

template <int N, typename = std::enable_if_t<N < kLimit, int>, typename = void>
__host__ __device__ int below_limit() { return 10 * N; }

template <int N, int M = (N < 2) + (1 < N)>
__host__ __device__ int count_sides() { return M; }

template <class T, int N, typename E = std::enable_if_t<sizeof(T) < 8 && N < 5, T>>
__host__ __device__ E narrow(T x) { return x + N; }

__host__ __device__ long long run() {
    long long s = small<2>();
    s = s * 100 + below_limit<3>();
    s = s * 10 + count_sides<0>() + count_sides<3>();
    s = s * 100 + narrow<int, 4>(5);
    return s;
}
