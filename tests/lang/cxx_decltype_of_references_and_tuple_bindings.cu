// `decltype(name)` is the declared type ([dcl.type.decltype]/1.1): `T&&` for an rvalue
// reference variable or parameter, `T&` for an lvalue one, and for a structured binding
// of a tuple-like class the referenced type `std::tuple_element<i, E>::type` (not the
// hidden reference `T&&` a `get` returning by value binds; CuTe's `composition_impl`
// reads `tuple_size<decltype(result_shape)>`). A parenthesized name is an lvalue: `T&`.
#include <type_traits>
#include <utility>

namespace shapes {
template <class... T> struct Tup;
template <> struct Tup<> {};
template <class A, class B> struct Tup<A, B> { A a; B b; };
template <unsigned long I, class A, class B> __host__ __device__ auto get(Tup<A, B> const& t) {
    if constexpr (I == 0) return t.a; else return t.b;
}
template <class T> struct rank;
template <class... T> struct rank<Tup<T...>> { static constexpr int value = sizeof...(T); };
}

namespace std {
template <class A, class B> struct tuple_size<shapes::Tup<A, B>> : integral_constant<unsigned long, 2> {};
template <class A, class B> struct tuple_element<0, shapes::Tup<A, B>> { using type = A; };
template <class A, class B> struct tuple_element<1, shapes::Tup<A, B>> { using type = B; };
}

template <class T> __host__ __device__ int code() {
    return std::is_lvalue_reference<T>::value ? 1 : std::is_rvalue_reference<T>::value ? 2 : 3;
}

__host__ __device__ int takes(int&& r, int& l, const int& c) {
    return code<decltype(r)>() * 100 + code<decltype(l)>() * 10 + code<decltype(c)>() + r + l + c;
}

__host__ __device__ long long run() {
    int x = 4;
    int&& rr = x + 1;
    int& lr = x;
    long long r = code<decltype(rr)>() * 10 + code<decltype(lr)>();
    r = r * 10 + code<decltype((rr))>();
    static_assert(std::is_same<decltype(rr), int&&>::value, "rvalue reference");
    auto [empty, n] = shapes::Tup<shapes::Tup<>, int>{{}, 7};
    static_assert(std::is_same<decltype(empty), shapes::Tup<>>::value, "binding of a by-value get");
    static_assert(std::is_same<decltype(n), int>::value, "binding of a by-value get");
    r = r * 10 + shapes::rank<decltype(empty)>::value;
    r = r * 10 + code<decltype(n)>();
    auto [inner, m] = shapes::Tup<shapes::Tup<int, long>, int>{{2, 3}, 8};
    r = r * 10 + shapes::rank<decltype(inner)>::value;
    r = r * 100 + n + m + inner.a + inner.b;
    r = r * 1000 + takes(3, x, x);
    return r;
}
