// A class template instance named as a template argument is not instantiated
// ([temp.inst]/2): Thrust's iterator adaptors pass `lazy_trait<it_value_t, Base>` to
// `replace_if_use_default`, which asks for its `::type` only when the value type is
// `use_default`. An instance whose completion failed quietly the first time (its
// `type` names `traits<long>::value_type`, which does not exist) and is named again
// as an argument by another instance (`counting<long, char>` after
// `counting<long, int>`) is still only named.
template <class T>
struct traits {};
template <class T>
struct traits<T*> {
    using value_type = T;
};
template <class It>
using value_of = typename traits<It>::value_type;

template <template <class...> class Trait, class... Args>
struct lazy {
    using type = Trait<Args...>;
};
template <class T>
struct identity {
    using type = T;
};

template <bool>
struct pick;
template <>
struct pick<true> {
    template <class A, class B>
    using select = A;
};
template <>
struct pick<false> {
    template <class A, class B>
    using select = B;
};

struct use_default {};
template <class A, class B>
constexpr bool same = false;
template <class A>
constexpr bool same<A, A> = true;

template <bool C, class A, class B>
using pick_t = typename pick<C>::template select<A, B>;
template <class T, class Fn>
using replace_default = typename pick_t<same<T, use_default>, Fn, identity<T>>::type;

template <class D, class V>
struct facade {
    using value_type = V;
};
template <class Derived, class Base, class Value>
struct adaptor_base {
    using type = facade<Derived, replace_default<Value, lazy<value_of, Base>>>;
};
template <class Derived, class Base, class Value>
struct adaptor : adaptor_base<Derived, Base, Value>::type {
    Base base;
};
template <class N, class S>
struct counting : adaptor<counting<N, S>, N, N> {};
template <class P>
struct deref : adaptor<deref<P>, P, use_default> {};

__host__ __device__ long long run() {
    counting<long, int> a{};
    counting<long, char> b{};
    a.base = 5;
    b.base = 7;
    deref<short*>::value_type v = 3;
    counting<long, char>::value_type w = 40000000000;
    return a.base * 1000 + b.base * 100 + v * 10 + sizeof(w) + w / 10000000000;
}
