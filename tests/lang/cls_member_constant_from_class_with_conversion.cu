// A static constant data member initialized in its class with an object of a class
// that converts to the member's type by a constexpr conversion function
// (`static constexpr int NumValSrc = size<1>(ValLayoutSrc{});`, where CuTe's `size`
// returns an `Int<N>`): the initializer is converted as any initializer is, then
// evaluated.
template <int N>
struct constant {
    static constexpr int value = N;
    __host__ __device__ constexpr operator int() const { return N; }
};
template <int... I>
struct shape {};
template <int K, int... I>
__host__ __device__ constexpr auto extent(shape<I...>) { return constant<K * 10 + sizeof...(I)>{}; }

struct plain {
    static constexpr int n = extent<1>(shape<4, 5, 6>{});
    static const long wide = constant<7>{};
};
template <class T>
struct atom {
    using layout = shape<1, 2>;
    static constexpr int values = extent<2>(layout{});
    static constexpr unsigned char small = constant<sizeof(T)>{};
};

__host__ __device__ long long run() {
    return plain::n * 100000 + plain::wide * 10000 + atom<double>::values * 10 + atom<short>::small;
}
