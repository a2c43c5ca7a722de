// <functional>'s function objects in device code (constexpr, so callable there under
// nvcc's --expt-relaxed-constexpr): typed ones return their type, `std::plus<>` and the
// other transparent forms the operator's; and std::tuple reached through <functional>
// alone, as the host library's <functional> includes <tuple>.
#include <functional>

template <class Op>
__host__ __device__ long long fold(const int *v, int n, long long init, Op op) {
    for (int i = 0; i < n; ++i)
        init = op(init, v[i]);
    return init;
}

struct Window {
    std::tuple<int, int> bounds;
    __host__ __device__ Window(std::tuple<int, int> b) : bounds(b) {}
    __host__ __device__ int width() const { return std::get<1>(bounds) - std::get<0>(bounds); }
};

__host__ __device__ long long run() {
    int v[5] = {3, -1, 4, -1, 5};
    long long r = fold(v, 5, 0LL, std::plus<long long>());                 // 10
    r = r * 100 + fold(v, 5, 1LL, std::multiplies<>());                    // 60
    r = r * 10 + std::less<int>()(v[1], v[0]) + std::greater<>()(2, 1.5);  // 2
    r = r * 10 + std::negate<int>()(v[1]) + std::logical_not<bool>()(false); // 2
    r = r * 100 + (std::bit_xor<unsigned>()(12u, 10u) | std::bit_and<>()(7, 9)); // 7
    unsigned char c = 200;
    r = r * 1000 + std::plus<unsigned char>()(c, c);                       // 144: wraps
    Window w(std::make_tuple(3, 11));
    return r * 10 + w.width();                                             // 8
}
