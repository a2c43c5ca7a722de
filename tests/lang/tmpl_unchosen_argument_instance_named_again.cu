// A class template instance named only as an alternative that an alias does not choose
// is never used, however often it is named: `lazy<value_of, long>`, whose member type
// could not be formed for `long`, is named by both `adaptor<long, long, tag_a>` and
// `adaptor<long, long, tag_b>` (Thrust's `replace_if_use_default<Value,
// lazy_trait<it_value_t, Base>>` in two `counting_iterator`s over the same type) and
// must not fail either ([temp.inst]/2). Chosen, `lazy<value_of, int*>` is used.
template <class T> struct traits {};
template <class T> struct traits<T*> { using value_type = T; };
template <class It> using value_of = typename traits<It>::value_type;

template <template <class...> class Trait, class... Args> struct lazy { using type = Trait<Args...>; };
template <class T> struct identity { using type = T; };
template <bool B, class A, class C> struct choose { using type = A; };
template <class A, class C> struct choose<false, A, C> { using type = C; };

struct use_default {};
template <class T> struct is_default { static constexpr bool value = false; };
template <> struct is_default<use_default> { static constexpr bool value = true; };

template <class T, class Default>
using replace_default = typename choose<is_default<T>::value, Default, identity<T>>::type::type;

template <class Base, class Value, class System> struct adaptor_base {
    using value = replace_default<Value, lazy<value_of, Base>>;
    using system = System;
};

template <class Base, class Value, class System>
struct adaptor : adaptor_base<Base, Value, System> {
    typename adaptor_base<Base, Value, System>::value v;
};

struct tag_a { static constexpr int id = 1; };
struct tag_b { static constexpr int id = 2; };

__host__ __device__ long long run() {
    adaptor<long, long, tag_a> a;
    adaptor<long, long, tag_b> b;
    adaptor<int*, use_default, tag_a> c;    // value_of<int*>: int
    a.v = 40;
    b.v = 2;
    c.v = 7;
    return (a.v + b.v) * 100 + c.v * 10 + adaptor_base<long, short, tag_b>::system::id;
}
