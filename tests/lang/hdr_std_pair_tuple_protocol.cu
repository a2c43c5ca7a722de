// The freestanding <utility> and <tuple> device code gets (libstdc++'s under nvcc):
// std::pair with make_pair and comparisons, the tuple protocol (tuple_size,
// tuple_element_t, get) of pairs and tuples, integer sequences, and a library that
// specializes the protocol for its own class (as CuTe does for cute::tuple).
#include <utility>
#include <tuple>

namespace lib {
template <class... T> struct list {};
}
namespace std {
template <class... T> struct tuple_size<lib::list<T...>> : integral_constant<std::size_t, sizeof...(T)> {};
template <std::size_t I, class... T>
struct tuple_element<I, lib::list<T...>> : tuple_element<I, std::tuple<T...>> {};
}

template <class T, T... Is>
__host__ __device__ constexpr T sum(std::integer_sequence<T, Is...>) { return (Is + ... + T(0)); }

template <class Tuple, std::size_t... Is>
__host__ __device__ long long weigh(const Tuple& t, std::index_sequence<Is...>) {
    return (((long long)std::get<Is>(t) * (long long)(Is + 1)) + ... + 0);
}

__host__ __device__ long long run() {
    std::pair<int, float> p = std::make_pair(3, 2.5f);
    std::pair<int, float> q(3, 4.0f);
    long long r = p.first + (long long)(p.second * 2);                    // 8
    r = r * 10 + (p < q) + (p == q) * 2 + (p != q) * 4;                    // 85
    static_assert(std::tuple_size<std::pair<int, char>>::value == 2, "");
    static_assert(std::is_same<std::tuple_element_t<1, const std::pair<int, char>>, const char>::value, "");
    std::get<0>(p) = 9;
    r = r * 10 + std::get<0>(p);                                           // 859
    std::tuple<int, long, short> t(4, 5L, short(6));
    std::get<2>(t) = 7;
    r = r * 100 + weigh(t, std::make_index_sequence<3>{});                 // 4 + 10 + 21 = 35
    static_assert(std::tuple_size_v<std::tuple<int, int, int>> == 3, "");
    static_assert(std::is_same<std::tuple_element_t<2, lib::list<int, char, double>>, double>::value, "");
    static_assert(std::tuple_size<const lib::list<int, char>>::value == 2, "");
    static_assert(std::is_same<std::make_integer_sequence<int, 5>, std::integer_sequence<int, 0, 1, 2, 3, 4>>::value, "");
    r = r * 1000 + sum(std::make_integer_sequence<int, 40>{});              // 780
    auto mt = std::make_tuple(6, 1L);
    static_assert(std::tuple_size<decltype(mt)>::value == 2, "");
    return r * 100 + std::get<0>(mt) * 10 + std::get<1>(mt);             // 61
}
