// A non-type template argument given as an object of a class with a constexpr
// conversion function: a generic lambda's `std::integral_constant` parameter picks
// the instance (`k<T, dim>`), as ggml's concat dispatches over dimensions.
#include <type_traits>

template <int D>
__host__ __device__ long long weight() {
    return (D + 1) * 11;
}

template <int N>
struct count {
    constexpr operator int() const { return N; }
};

template <class C>
__host__ __device__ long long by_object(C c) {
    return weight<c>();
}

__host__ __device__ long long run() {
    auto dispatch = [](auto dim) { return weight<dim>() * 7; };
    long long s = dispatch(std::integral_constant<int, 0>{});
    s = s * 1000 + dispatch(std::integral_constant<int, 3>{});
    s = s * 1000 + by_object(count<5>{});
    return s;
}
