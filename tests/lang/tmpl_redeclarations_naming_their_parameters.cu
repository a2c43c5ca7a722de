// A function template declared first with unnamed parameters and defined later with
// named ones is one template ([temp.over.link]: parameter names are not part of the
// signature), also when its result is written through an alias template of its
// parameters, which only substitution resolves. Libraries forward-declare their `get`
// overloads so ("get(tuple<T...>&)", then "get(tuple<T...>& t) { ... }"); seeing two
// templates made every call ambiguous. A namespace then bringing in another namespace's
// `get` with a using-declaration keeps both sets.

namespace lib {
template <int I, class T>
struct element;
template <int I, class T>
using element_t = typename element<I, T>::type;

template <class A, class B>
struct duo {
    A first;
    B second;
};
template <class A, class B>
struct element<0, duo<A, B>> {
    using type = A;
};
template <class A, class B>
struct element<1, duo<A, B>> {
    using type = B;
};

template <int I, class A, class B>
__host__ __device__ constexpr element_t<I, duo<A, B>>& get(duo<A, B>&) noexcept;
template <int I, class A, class B>
__host__ __device__ constexpr const element_t<I, duo<A, B>>& get(const duo<A, B>&) noexcept;

namespace views {
template <class T>
struct single {
    T v;
};
template <int I, class T>
__host__ __device__ constexpr T get(const single<T>& s) {
    return s.v + I;
}
}  // namespace views
using views::get;

template <int I, class A, class B>
__host__ __device__ constexpr element_t<I, duo<A, B>>& get(duo<A, B>& d) noexcept {
    if constexpr (I == 0) {
        return d.first;
    } else {
        return d.second;
    }
}
template <int I, class A, class B>
__host__ __device__ constexpr const element_t<I, duo<A, B>>& get(const duo<A, B>& d) noexcept {
    if constexpr (I == 0) {
        return d.first;
    } else {
        return d.second;
    }
}
}  // namespace lib

__host__ __device__ long long run() {
    lib::duo<int, long> d{3, 40};
    const lib::duo<int, long>& c = d;
    lib::get<1>(d) += 2;
    lib::views::single<int> s{7};
    return lib::get<0>(d) + lib::get<1>(c) * 10 + lib::get<2>(s) * 1000;
}
